# rglru_dv_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_excess_l2.gp  (writes rglru_dv_excess_l2.png and rglru_dv_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dv_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dv_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.7425301612521986e-05
4096 3.5310209520719871e-05
8192 3.3873094098180744e-05
16384 2.5387185177647558e-05
32768 2.5681299566362405e-05
65536 2.3329329464715966e-05
131072 2.4260116199703056e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 1.7779998579882869e-05
4096 3.8766236093225361e-05
8192 3.3711868082057927e-05
16384 2.4172210259981685e-05
32768 2.2812399675935462e-05
65536 2.1446706369387584e-05
131072 2.3742389437491011e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 1.7748154177302862e-05
4096 3.881493858349126e-05
8192 3.380657953479201e-05
16384 2.5381714966677814e-05
32768 2.30267573747037e-05
65536 2.1550738960803042e-05
131072 2.3659719650881264e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.7779998579882869e-05
4096 3.8766236093225361e-05
8192 3.3711868082057927e-05
16384 2.4172210259981685e-05
32768 2.2812399675935462e-05
65536 2.1446706369387584e-05
131072 2.3742389437491011e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.7748154177302862e-05
4096 3.881493858349126e-05
8192 3.380657953479201e-05
16384 2.5381714966677814e-05
32768 2.30267573747037e-05
65536 2.1550738960803042e-05
131072 2.3659719650881264e-05
EOD
# cuda.rglru_sequential B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.6933165429321475e-05
4096 3.8373809197022824e-05
8192 3.2271491682302176e-05
16384 2.587788637562371e-05
32768 2.3986049232626426e-05
65536 2.3931560219520305e-05
131072 2.4142583699780588e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.6733214401087532e-05
4096 3.8623513748516818e-05
8192 2.9772121764260972e-05
16384 2.555128400357989e-05
32768 2.2962404719862981e-05
65536 2.2465416695841507e-05
131072 2.3685000741621897e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.0071671289093212026
4096 0.0070577292851406815
8192 0.0067108542163269742
16384 0.0071081635286822679
32768 0.0068796857399622104
65536 0.0067213774061448666
131072 0.0070717096086537236
EOD
set title "rglru dv: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.5777381336958436e-06:0.021501386727963607]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dv.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = -0.006 [-0.189, 0.177]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.036 [-0.238, 0.166]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.036 [-0.238, 0.166]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.036 [-0.238, 0.166]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.036 [-0.238, 0.166]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = -0.009 [-0.207, 0.189]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = -0.016 [-0.214, 0.183]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.006 [-0.026, 0.014]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.dv.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.dv.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
