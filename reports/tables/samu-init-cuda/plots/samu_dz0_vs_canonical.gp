# samu_dz0_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_vs_canonical.gp  (writes samu_dz0_vs_canonical.png and samu_dz0_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dz0_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dz0_vs_canonical.svg"
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
2048 2.6201609047075791e-06
4096 3.921416988885166e-06
8192 7.3810353035474179e-06
16384 7.4726622525693318e-06
32768 4.309689523451415e-06
65536 4.8395964514638515e-06
131072 2.8820484054528668e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 5.6427895598929552e-06
4096 4.2793501554556247e-06
8192 3.8369135645636192e-06
16384 5.352643485571208e-06
32768 3.7454619081640519e-06
65536 3.3480141610128465e-06
131072 3.1930507197379593e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 4.9505444353052601e-07
4096 7.4900148318584785e-07
8192 5.9368762532148196e-07
16384 5.4946292597951956e-07
32768 4.6784389866112699e-07
65536 1.6335880911472764e-06
131072 1.6758661381796086e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 4.9870766897468077e-07
4096 7.6339026117328166e-07
8192 6.1836344769685342e-07
16384 5.653015570684689e-07
32768 4.7241686463666548e-07
65536 1.6513175182576928e-06
131072 1.678215928321942e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 4.9870766897468077e-07
4096 7.6339026117328166e-07
8192 6.1836344769685342e-07
16384 5.653015570684689e-07
32768 4.7241686463666548e-07
65536 1.6513175182576928e-06
131072 1.678215928321942e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 4.9505444353052601e-07
4096 7.4900148318584785e-07
8192 5.9368762532148196e-07
16384 5.4946292597951956e-07
32768 4.6784389866112699e-07
65536 1.6335880911472764e-06
131072 1.6758661381796086e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 4.9870766897468077e-07
4096 7.6339026117328166e-07
8192 6.1836344769685342e-07
16384 5.653015570684689e-07
32768 4.7241686463666548e-07
65536 1.6513175182576928e-06
131072 1.678215928321942e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 4.9870766897468077e-07
4096 7.6339026117328166e-07
8192 6.1836344769685342e-07
16384 5.653015570684689e-07
32768 4.7241686463666548e-07
65536 1.6513175182576928e-06
131072 1.678215928321942e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 4.8957676660374554e-07
4096 7.2895677284655726e-07
8192 6.9063602631045031e-07
16384 5.5535123739944766e-07
32768 7.9183710361440615e-07
65536 1.5145514644732316e-06
131072 1.6733709816571483e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 3.7449010035808455e-06
4096 5.0925290282400523e-06
8192 8.7487754758233364e-06
16384 7.1989668768654023e-06
32768 4.6581720686661656e-06
65536 4.7521553722318485e-06
131072 3.9203803085490229e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 4.9505444353052601e-07
4096 7.4900148318584785e-07
8192 5.9368762532148196e-07
16384 5.4946292597951956e-07
32768 4.6784389866112699e-07
65536 1.6335880911472764e-06
131072 1.6758661381796086e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 5.2546904798036942e-07
4096 1.5841242438760069e-06
8192 6.5907677077174663e-07
16384 1.7485860754908015e-06
32768 5.5273548143011981e-07
65536 7.5409508884653e-07
131072 2.4370578755663086e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 5.5861319966841218e-07
4096 1.5429863271997976e-06
8192 6.8482659969370592e-07
16384 1.7548983179273538e-06
32768 5.4146036762073395e-07
65536 7.4891361797155885e-07
131072 2.406051484491232e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 5.5861319966841218e-07
4096 1.5429863271997976e-06
8192 6.8482659969370592e-07
16384 1.7548983179273538e-06
32768 5.4146036762073395e-07
65536 7.4891361797155885e-07
131072 2.406051484491232e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 5.2546904798036942e-07
4096 1.5841242438760069e-06
8192 6.5907677077174663e-07
16384 1.7485860754908015e-06
32768 5.5273548143011981e-07
65536 7.5409508884653e-07
131072 2.4370578755663086e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 5.5861319966841218e-07
4096 1.5429863271997976e-06
8192 6.8482659969370592e-07
16384 1.7548983179273538e-06
32768 5.4146036762073395e-07
65536 7.4891361797155885e-07
131072 2.406051484491232e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 5.5861319966841218e-07
4096 1.5429863271997976e-06
8192 6.8482659969370592e-07
16384 1.7548983179273538e-06
32768 5.4146036762073395e-07
65536 7.4891361797155885e-07
131072 2.406051484491232e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 4.5098359723303809e-07
4096 1.5709175439912143e-06
8192 6.5010140673868922e-07
16384 1.7953779163492151e-06
32768 5.1737016189020683e-07
65536 6.5417065309226283e-07
131072 2.2943001678361249e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 7.2636555649554521e-06
4096 5.7486637233751385e-06
8192 4.8793770346872314e-06
16384 5.9154536590839173e-06
32768 7.016131458739254e-06
65536 3.9268369334441251e-06
131072 4.0371067189359238e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 5.2546904798036942e-07
4096 1.5841242438760069e-06
8192 6.5907677077174663e-07
16384 1.7485860754908015e-06
32768 5.5273548143011981e-07
65536 7.5409508884653e-07
131072 2.4370578755663086e-06
EOD
set title "samu dz0: vs_canonical against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.5032786574434604e-07:0.0012000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dz0.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.009 [-0.307, 0.325]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.115 [-0.221, -0.008]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.257 [-0.042, 0.556]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.253 [-0.044, 0.550]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.253 [-0.044, 0.550]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.257 [-0.042, 0.556]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.253 [-0.044, 0.550]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.253 [-0.044, 0.550]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.272 [0.087, 0.457]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = -0.033 [-0.269, 0.204]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.257 [-0.042, 0.556]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.152 [-0.295, 0.598]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.139 [-0.299, 0.578]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.139 [-0.299, 0.578]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.152 [-0.295, 0.598]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.139 [-0.299, 0.578]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.139 [-0.299, 0.578]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.149 [-0.330, 0.629]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.111 [-0.251, 0.028]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.152 [-0.295, 0.598]", \
     0.00040000000000000002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0004 (THRESHOLDS.md samu.dz0.vs_canonical)", \
     0.0001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0001 (THRESHOLDS.md samu.dz0.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
