# rglru_y_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_excess_l2.gp  (writes rglru_y_excess_l2.png and rglru_y_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_y_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_y_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 2.366908580723451e-05
4096 2.4324963897624433e-05
8192 1.9920109077434526e-05
16384 2.1683466794672905e-05
32768 2.4238744507661752e-05
65536 2.1967723632905027e-05
131072 2.2671768793172339e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 2.0194889631194595e-05
4096 2.127737122433848e-05
8192 2.2715240017176004e-05
16384 2.2239334520128291e-05
32768 2.2772758915999537e-05
65536 2.313145647567886e-05
131072 2.1936132883118546e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.4706568735826724e-05
4096 2.2259576331664665e-05
8192 1.9629322904497142e-05
16384 2.0096179464031633e-05
32768 2.1797559290300313e-05
65536 2.1286879282097374e-05
131072 2.0997091069906095e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.2060022695186722e-05
4096 2.217427530591463e-05
8192 1.9638298081996624e-05
16384 1.9967861484073196e-05
32768 2.1870303733406104e-05
65536 2.1317951425651485e-05
131072 2.0998204945402613e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s7 << EOD
2048 2.0519119651165177e-05
4096 2.2414850834156397e-05
8192 2.0220380614179781e-05
16384 2.0786536794191227e-05
32768 2.1600070412696154e-05
65536 2.1454303037760502e-05
131072 2.0404076113303085e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.0431914634469004e-05
4096 2.2912747168270935e-05
8192 2.0539290618507034e-05
16384 2.0742355960884702e-05
32768 2.1448490721295154e-05
65536 2.1543831908432441e-05
131072 2.041838945357148e-05
EOD
set title "rglru y: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.5431076348323806e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.y.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.007 [-0.062, 0.047]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.022 [-0.005, 0.048]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.024 [-0.075, 0.026]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.006 [-0.043, 0.030]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.002 [-0.031, 0.027]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.004 [-0.036, 0.028]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.y.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.y.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
