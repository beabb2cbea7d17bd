# rglru_dx_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_vs_canonical.gp  (writes rglru_dx_vs_canonical.png and rglru_dx_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dx_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dx_vs_canonical.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s2 << EOD
2048 1.8255572116503322e-05
4096 2.0142262136751312e-05
8192 2.1127034977157458e-05
16384 2.1503540011011694e-05
32768 2.2182417082035801e-05
65536 2.2747481681771571e-05
131072 2.1659236543355518e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s3 << EOD
2048 1.7187082820765975e-05
4096 1.9327637911589264e-05
8192 1.9251022741978686e-05
16384 1.9379420669514934e-05
32768 2.0833324654809054e-05
65536 2.1092364632810471e-05
131072 2.1289167730921169e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.7184488287870705e-05
4096 1.9074928969977895e-05
8192 1.955019231479497e-05
16384 1.988289519494681e-05
32768 2.0503397366433903e-05
65536 2.1577019704247738e-05
131072 2.1401264238507262e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, vs_canonical
$s5 << EOD
2048 1.7187082820765975e-05
4096 1.9327637911589264e-05
8192 1.9251022741978686e-05
16384 1.9379420669514934e-05
32768 2.0833324654809054e-05
65536 2.1092364632810471e-05
131072 2.1289167730921169e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, vs_canonical
$s6 << EOD
2048 1.7184488287870705e-05
4096 1.9074928969977895e-05
8192 1.955019231479497e-05
16384 1.988289519494681e-05
32768 2.0503397366433903e-05
65536 2.1577019704247738e-05
131072 2.1401264238507262e-05
EOD
# cuda.rglru_sequential B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 1.1714814985506779e-05
4096 1.3155027901263538e-05
8192 1.3447637446423754e-05
16384 1.4921479619061611e-05
32768 1.3441912632583623e-05
65536 1.4468676349338971e-05
131072 1.5364210486035059e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 2.1012549322775586e-05
4096 1.8498789718060776e-05
8192 1.8148421214713329e-05
16384 2.0327436223482989e-05
32768 1.9779024690324948e-05
65536 2.205261036494443e-05
131072 2.1329405518678955e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 0.0064453856428219125
4096 0.0064530649828294486
8192 0.0065687801905638075
16384 0.0065665595492894052
32768 0.006704600600390861
65536 0.0066715718854831602
131072 0.0063347593540891535
EOD
set title "rglru dx: vs_canonical against L (regime init, B=1, D=2048)\nrglru.dx.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.9049383285022598e-06:0.020113801801172584]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dx.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.041 [0.012, 0.071]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.046 [0.024, 0.068]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.049 [0.030, 0.069]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.046 [0.024, 0.068]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.049 [0.030, 0.069]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.052 [0.014, 0.089]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.025 [-0.023, 0.073]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = 0.002 [-0.014, 0.017]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
