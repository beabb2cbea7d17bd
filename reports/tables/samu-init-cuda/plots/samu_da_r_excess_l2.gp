# samu_da_r_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_excess_l2.gp  (writes samu_da_r_excess_l2.png and samu_da_r_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_da_r_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_r_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 5.191009477148182e-06
4096 2.7660254239897443e-06
8192 2.3397826758553652e-06
16384 1.1725658794013991e-05
32768 1.2779261527512105e-06
65536 8.1765841940480723e-06
131072 1.4433683321871118e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 3.2418008316394401e-05
4096 3.6169344001766609e-06
8192 2.9905601990101969e-06
16384 6.3405449312752662e-07
32768 1.1000966743253535e-06
65536 8.2988542231921648e-07
131072 1.4507533689561702e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 4.7584253540525003e-06
4096 1.9564570072122582e-06
8192 2.3397826758553652e-06
16384 5.2334861284017245e-06
32768 1.3451854239486426e-06
65536 1.5954310622532824e-06
131072 5.9520343595344813e-07
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 4.830522707901781e-06
4096 1.9564570072122582e-06
8192 1.7998328275810501e-06
16384 5.1672394685485384e-06
32768 1.8160003223306674e-06
65536 1.7948599450349429e-06
131072 1.3392077308952582e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 6.0561777233395462e-06
4096 1.6866008682864293e-06
8192 1.6198495448229451e-06
16384 5.4322261079612835e-06
32768 1.3451854239486426e-06
65536 1.3295258852110687e-06
131072 8.928051539301722e-07
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 4.7584253540525003e-06
4096 1.9564570072122582e-06
8192 2.3397826758553652e-06
16384 5.2334861284017245e-06
32768 1.3451854239486426e-06
65536 1.5954310622532824e-06
131072 5.9520343595344813e-07
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 4.830522707901781e-06
4096 1.9564570072122582e-06
8192 1.7998328275810501e-06
16384 5.1672394685485384e-06
32768 1.8160003223306674e-06
65536 1.7948599450349429e-06
131072 1.3392077308952582e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 6.0561777233395462e-06
4096 1.6866008682864293e-06
8192 1.6198495448229451e-06
16384 5.4322261079612835e-06
32768 1.3451854239486426e-06
65536 1.3295258852110687e-06
131072 8.928051539301722e-07
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 5.4793988925453039e-06
4096 1.2143526251662291e-06
8192 1.7998328275810501e-06
16384 8.8770524203269749e-06
32768 2.1522966783178281e-06
65536 2.1937177105982635e-06
131072 1.3838479885917669e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 9.2284612927078794e-06
4096 2.6310973545268295e-06
8192 2.4297743172344176e-06
16384 6.6246659853186386e-06
32768 6.0533344077688917e-06
65536 3.6561961843304389e-06
131072 2.6784154617905165e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 4.7584253540525003e-06
4096 1.9564570072122582e-06
8192 2.3397826758553652e-06
16384 5.2334861284017245e-06
32768 1.3451854239486426e-06
65536 1.5954310622532824e-06
131072 5.9520343595344813e-07
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 3.1103764736000033e-05
4096 5.1337133421862278e-06
8192 3.7382002487627462e-07
16384 6.467355829900772e-06
32768 2.2001933486507069e-06
65536 1.4522994890586289e-06
131072 8.290019251178115e-07
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 3.3732251896788769e-05
4096 4.9003627357232176e-06
8192 2.4921334991751643e-07
16384 6.6575721778390308e-06
32768 1.4301256766229593e-06
65536 1.1410924556889226e-06
131072 5.5266795007854104e-07
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 3.449889398535215e-05
4096 4.9003627357232176e-06
8192 3.1151668739689552e-07
16384 6.7209776271517832e-06
32768 1.980174013785636e-06
65536 1.2448281334788248e-06
131072 5.5266795007854104e-07
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 3.1103764736000033e-05
4096 5.1337133421862278e-06
8192 3.7382002487627462e-07
16384 6.467355829900772e-06
32768 2.2001933486507069e-06
65536 1.4522994890586289e-06
131072 8.290019251178115e-07
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 3.3732251896788769e-05
4096 4.9003627357232176e-06
8192 2.4921334991751643e-07
16384 6.6575721778390308e-06
32768 1.4301256766229593e-06
65536 1.1410924556889226e-06
131072 5.5266795007854104e-07
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 3.449889398535215e-05
4096 4.9003627357232176e-06
8192 3.1151668739689552e-07
16384 6.7209776271517832e-06
32768 1.980174013785636e-06
65536 1.2448281334788248e-06
131072 5.5266795007854104e-07
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 2.3546864148732421e-05
4096 4.6670121292602075e-06
8192 4.1743236111184002e-06
16384 6.277139481962514e-06
32768 2.6402320183808481e-06
65536 1.659770844638433e-06
131072 3.4541746879908814e-07
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 9.5282659578591658e-06
4096 2.4501813678616088e-06
16384 7.3550321202793095e-06
32768 9.3508217317655031e-06
65536 2.3859205891677476e-06
131072 2.2106718003141641e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 3.1103764736000033e-05
4096 5.1337133421862278e-06
8192 3.7382002487627462e-07
16384 6.467355829900772e-06
32768 2.2001933486507069e-06
65536 1.4522994890586289e-06
131072 8.290019251178115e-07
EOD
set title "samu da_r: excess_l2 against L (regime init)\nsamu.da_r.excess_l2: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.3071116639172148e-08:0.00010349668195605644]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.da_r.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.239 [-0.396, 0.874]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.683 [-1.344, -0.023]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = -0.371 [-0.758, 0.016]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = -0.207 [-0.539, 0.126]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = -0.330 [-0.751, 0.091]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = -0.371 [-0.758, 0.016]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = -0.207 [-0.539, 0.126]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = -0.330 [-0.751, 0.091]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.213 [-0.441, 0.868]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = -0.110 [-0.499, 0.278]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = -0.371 [-0.758, 0.016]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.599 [-1.488, 0.290]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.696 [-1.691, 0.299]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.685 [-1.633, 0.264]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.599 [-1.488, 0.290]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.696 [-1.691, 0.299]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.685 [-1.633, 0.264]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.783 [-1.206, -0.360]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.199 [-0.760, 0.361]; 1 of 7 points not shown (0 or non-finite)", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.599 [-1.488, 0.290]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
