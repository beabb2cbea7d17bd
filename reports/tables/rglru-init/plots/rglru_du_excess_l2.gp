# rglru_du_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_excess_l2.gp  (writes rglru_du_excess_l2.png and rglru_du_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_du_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_du_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.6987327466895382e-05
4096 3.2737749713495741e-05
8192 2.0465763304069746e-05
16384 2.2097272254731826e-05
32768 2.5281762097906362e-05
65536 2.4056556040575805e-05
131072 2.4127118692048131e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 2.1350422879768004e-05
4096 1.7121268316502908e-05
8192 2.2841541295571412e-05
16384 2.0242235759051659e-05
32768 2.2198630312983831e-05
65536 2.3571786942377048e-05
131072 2.2293796877514955e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.9020908589613466e-05
4096 3.2525850933956427e-05
8192 1.7286618580302144e-05
16384 2.3202476643562204e-05
32768 2.5418080764047969e-05
65536 2.3698311143742948e-05
131072 2.30096305497092e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.8755588679033314e-05
4096 3.2509545421635153e-05
8192 1.7593803827223126e-05
16384 2.3016231558583263e-05
32768 2.5136272113828999e-05
65536 2.3304256707460325e-05
131072 2.3131505567200049e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s7 << EOD
2048 2.9032441367489346e-05
4096 1.8073134230379187e-05
8192 2.1971560862892455e-05
16384 1.9178526065809351e-05
32768 2.1174962635173225e-05
65536 2.1834856028041374e-05
131072 2.0728863129717613e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.894639338520523e-05
4096 1.8445528336740162e-05
8192 2.2017728911814668e-05
16384 1.9082159200665086e-05
32768 2.0966495100630316e-05
65536 2.1824142578077989e-05
131072 2.0807170892254211e-05
EOD
set title "rglru du: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.6624424889651273e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.du.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.033 [-0.117, 0.183]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.038 [-0.032, 0.108]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.017 [-0.138, 0.172]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.016 [-0.136, 0.169]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.034 [-0.143, 0.074]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.036 [-0.141, 0.068]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.du.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.du.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
