# samu_da_r_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
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
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 4.7584253540525003e-06
4096 1.9564570072122582e-06
8192 2.3397826758553652e-06
16384 5.2334861284017245e-06
32768 1.3451854239486426e-06
65536 1.5954310622532824e-06
131072 5.9520343595344813e-07
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 4.830522707901781e-06
4096 1.9564570072122582e-06
8192 1.7998328275810501e-06
16384 5.1672394685485384e-06
32768 1.8160003223306674e-06
65536 1.7948599450349429e-06
131072 1.3392077308952582e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s5 << EOD
2048 6.0561777233395462e-06
4096 1.6866008682864293e-06
8192 1.6198495448229451e-06
16384 5.4322261079612835e-06
32768 1.3451854239486426e-06
65536 1.3295258852110687e-06
131072 8.928051539301722e-07
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 4.7584253540525003e-06
4096 1.9564570072122582e-06
8192 2.3397826758553652e-06
16384 5.2334861284017245e-06
32768 1.3451854239486426e-06
65536 1.5954310622532824e-06
131072 5.9520343595344813e-07
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s7 << EOD
2048 4.830522707901781e-06
4096 1.9564570072122582e-06
8192 1.7998328275810501e-06
16384 5.1672394685485384e-06
32768 1.8160003223306674e-06
65536 1.7948599450349429e-06
131072 1.3392077308952582e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 6.0561777233395462e-06
4096 1.6866008682864293e-06
8192 1.6198495448229451e-06
16384 5.4322261079612835e-06
32768 1.3451854239486426e-06
65536 1.3295258852110687e-06
131072 8.928051539301722e-07
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s9 << EOD
2048 5.4793988925453039e-06
4096 1.2143526251662291e-06
8192 1.7998328275810501e-06
16384 8.8770524203269749e-06
32768 2.1522966783178281e-06
65536 2.1937177105982635e-06
131072 1.3838479885917669e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 9.2284612927078794e-06
4096 2.6310973545268295e-06
8192 2.4297743172344176e-06
16384 6.6246659853186386e-06
32768 6.0533344077688917e-06
65536 3.6561961843304389e-06
131072 2.6784154617905165e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s11 << EOD
2048 4.7584253540525003e-06
4096 1.9564570072122582e-06
8192 2.3397826758553652e-06
16384 5.2334861284017245e-06
32768 1.3451854239486426e-06
65536 1.5954310622532824e-06
131072 5.9520343595344813e-07
EOD
set title "samu da_r: excess_l2 against L (regime init, B=1, D=1024)\nsamu.da_r.excess_l2: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.9840114531781605e-07:4.330104996561335e-05]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.da_r.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.239 [-0.396, 0.874]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial: k = -0.371 [-0.758, 0.016]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64: k = -0.207 [-0.539, 0.126]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid: k = -0.330 [-0.751, 0.091]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2: k = -0.371 [-0.758, 0.016]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2: k = -0.207 [-0.539, 0.126]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2: k = -0.330 [-0.751, 0.091]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential: k = 0.213 [-0.441, 0.868]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64: k = -0.110 [-0.499, 0.278]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl: k = -0.371 [-0.758, 0.016]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
