# rglru_dx_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_excess_l2.gp  (writes rglru_dx_excess_l2.png and rglru_dx_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dx_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dx_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 2.6367144662873301e-05
4096 2.2075334279798745e-05
8192 2.0599790397195289e-05
16384 2.1697761933289735e-05
32768 2.2398611616354416e-05
65536 2.1873966200338899e-05
131072 2.2387245421945547e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.8255527736073907e-05
4096 2.014227463293957e-05
8192 2.1127000427743588e-05
16384 2.1503514449400239e-05
32768 2.2182366819702748e-05
65536 2.2747444013260632e-05
131072 2.1659214581112831e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.758365038751709e-05
4096 1.979128703990737e-05
8192 2.2833455318638678e-05
16384 1.9101037958082995e-05
32768 2.2212114656194566e-05
65536 2.1310842862191867e-05
131072 2.1422444540057376e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.713002516236981e-05
4096 1.9664883909231477e-05
8192 2.041057704626677e-05
16384 1.9132387010283239e-05
32768 2.2072544849313993e-05
65536 2.1419847526577916e-05
131072 2.1674317341442393e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s7 << EOD
2048 1.7500746017416962e-05
4096 2.136021233244619e-05
8192 1.9313343470304173e-05
16384 2.0257497658507461e-05
32768 2.1475433573524231e-05
65536 2.1272700283228438e-05
131072 2.0707303193225362e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 1.7424223430910696e-05
4096 2.1189226871301994e-05
8192 1.9731617823065976e-05
16384 1.9698569354211347e-05
32768 2.1348536708328232e-05
65536 2.1171648180877615e-05
131072 2.0725381667957034e-05
EOD
set title "rglru dx: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.8080744769702319e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dx.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.022 [-0.075, 0.031]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.041 [0.012, 0.071]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.033 [-0.116, 0.051]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.022 [-0.106, 0.063]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.031 [-0.013, 0.075]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.031 [-0.012, 0.073]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.dx.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.dx.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
