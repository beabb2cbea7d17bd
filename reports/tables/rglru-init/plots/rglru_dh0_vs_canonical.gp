# rglru_dh0_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_vs_canonical.gp  (writes rglru_dh0_vs_canonical.png and rglru_dh0_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dh0_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_vs_canonical.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s2 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 1.8251665035101357e-07
4096 1.917392157850703e-07
8192 1.8841833130632679e-07
16384 1.578472787415814e-07
32768 1.7578409286254815e-07
65536 1.5916851800294811e-07
131072 1.6850946087148789e-07
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.3014112864279542e-07
4096 1.9698674295617733e-07
8192 1.8574590200342632e-07
16384 1.6867264650795754e-07
32768 1.6408586859927219e-07
65536 2.0715669889698015e-07
131072 1.6950703907101275e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.9056239782875103e-07
4096 1.8818453393411594e-07
8192 2.0653630684080656e-07
16384 1.6932010061247875e-07
32768 1.9278895387264321e-07
65536 1.7871092776182277e-07
131072 1.5825896884395637e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.8294378871654969e-07
4096 1.8954487672453088e-07
8192 1.9204736394193276e-07
16384 1.7731289723465763e-07
32768 2.0198169199366706e-07
65536 1.7173151442324426e-07
131072 1.5751474170457397e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 2.4601818612021866e-07
4096 2.0898569016523871e-07
8192 1.8685638572367439e-07
16384 2.0676133785091965e-07
32768 1.8880507168581764e-07
65536 2.0891423993729231e-07
131072 1.9003840947633221e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 2.4598845355757987e-07
4096 2.1204238809648604e-07
8192 1.9525864089968071e-07
16384 2.1772840015320526e-07
32768 1.7629285295000978e-07
65536 2.0628417917827069e-07
131072 1.8440938393800347e-07
EOD
set title "rglru dh0: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.2504913901524656e-08:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dh0.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.035 [-0.079, 0.009]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.048 [-0.127, 0.030]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.038 [-0.090, 0.015]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.031 [-0.083, 0.021]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.039 [-0.097, 0.019]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.053 [-0.113, 0.008]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.dh0.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.dh0.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
