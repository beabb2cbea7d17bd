# rglru_dh0_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_excess_l2.gp  (writes rglru_dh0_excess_l2.png and rglru_dh0_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dh0_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.8251665756626039e-07
4096 1.9173921383341946e-07
8192 1.884183310380182e-07
16384 1.5784727719106551e-07
32768 1.75784086700417e-07
65536 1.591685173320018e-07
131072 1.6850945973004151e-07
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 2.3014112114899107e-07
4096 1.9698674851611615e-07
8192 1.8574589820827865e-07
16384 1.6867264838481698e-07
32768 1.6408586717681704e-07
65536 2.0715670143158484e-07
131072 1.6950704121871129e-07
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.2603559716546296e-07
4096 1.0958445204287281e-07
8192 1.2606496374066187e-07
16384 1.0342204411627903e-07
32768 1.1073520043224246e-07
65536 1.0123969650328701e-07
131072 1.169050533219324e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.1402160742296346e-07
4096 1.0685736393217433e-07
8192 1.2053882191688421e-07
16384 1.0811782264697715e-07
32768 1.2211754421812027e-07
65536 1.1025965971073574e-07
131072 1.1645536907260307e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s7 << EOD
2048 1.153523109819902e-07
4096 1.1381013197726286e-07
8192 1.0759189435425292e-07
16384 1.0895764187169813e-07
32768 1.1051647759581886e-07
65536 1.1074527706256581e-07
131072 1.0732727475896338e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 1.0611559835663407e-07
4096 1.149184754289392e-07
8192 1.1769046227936078e-07
16384 1.233201418509522e-07
32768 1.0374645865509137e-07
65536 1.2142379149111719e-07
131072 1.1579578162171727e-07
EOD
set title "rglru dh0: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.3746565501095673e-08:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dh0.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.035 [-0.079, 0.009]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.048 [-0.127, 0.030]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.026 [-0.087, 0.034]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.007 [-0.032, 0.046]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.013 [-0.028, 0.003]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.013 [-0.035, 0.060]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dh0.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dh0.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
