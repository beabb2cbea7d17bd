# rglru_du_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
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
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s1 << EOD
2048 2.1350422879768004e-05
4096 1.7121268316502908e-05
8192 2.2841541295571412e-05
16384 2.0242235759051659e-05
32768 2.2198630312983831e-05
65536 2.3571786942377048e-05
131072 2.2293796877514955e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s3 << EOD
2048 2.9514372354275471e-05
4096 1.9300819205773599e-05
8192 2.4587634280009893e-05
16384 1.912989915523575e-05
32768 2.2955360648368533e-05
65536 2.2843580845762487e-05
131072 2.1654589159769873e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s4 << EOD
2048 2.9514314096078579e-05
4096 1.9334387378544574e-05
8192 2.40585457115951e-05
16384 1.9044528736378908e-05
32768 2.2817818468085917e-05
65536 2.2810888598886408e-05
131072 2.1666792998655892e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, excess_l2
$s5 << EOD
2048 2.9514372354275471e-05
4096 1.9300819205773599e-05
8192 2.4587634280009893e-05
16384 1.912989915523575e-05
32768 2.2955360648368533e-05
65536 2.2843580845762487e-05
131072 2.1654589159769873e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, excess_l2
$s6 << EOD
2048 2.9514314096078579e-05
4096 1.9334387378544574e-05
8192 2.40585457115951e-05
16384 1.9044528736378908e-05
32768 2.2817818468085917e-05
65536 2.2810888598886408e-05
131072 2.1666792998655892e-05
EOD
# cuda.rglru_sequential B=1 D=2048: L, excess_l2
$s7 << EOD
2048 2.1657919921196526e-05
4096 1.6891180276451514e-05
8192 2.577995009416755e-05
16384 2.1186980986186756e-05
32768 2.27233301236568e-05
65536 2.3086037025985443e-05
131072 2.2787069333224882e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.5379490987689774e-05
4096 1.7948148088643207e-05
8192 2.607377468216371e-05
16384 2.0022941484673774e-05
32768 2.3744988700400998e-05
65536 2.3300237734350513e-05
131072 2.241572586963957e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 0.0064583280578235829
4096 0.0064592532251525683
8192 0.0065795413319131562
16384 0.0065648112860176178
32768 0.0067052867102400625
65536 0.0066677137478667907
131072 0.0063348615055166379
EOD
set title "rglru du: excess_l2 against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.6303934254838376e-06:0.020115860130720187]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.du.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.038 [-0.032, 0.108]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.034 [-0.142, 0.073]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.033 [-0.140, 0.073]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.034 [-0.142, 0.073]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.033 [-0.140, 0.073]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.034 [-0.058, 0.125]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.003 [-0.099, 0.104]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = 0.001 [-0.014, 0.016]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.du.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.du.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
