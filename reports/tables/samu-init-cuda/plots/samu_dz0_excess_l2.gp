# samu_dz0_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_excess_l2.gp  (writes samu_dz0_excess_l2.png and samu_dz0_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dz0_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dz0_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 2.6201607770216055e-06
4096 3.9214152801998784e-06
8192 7.3810260257819944e-06
16384 7.4726512878929545e-06
32768 4.3096859413837662e-06
65536 4.8395966559834786e-06
131072 2.8820485310066878e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 5.642784926081262e-06
4096 4.2793476812992494e-06
8192 3.8369121618356531e-06
16384 5.3526423786476393e-06
32768 3.7454630005045911e-06
65536 3.3480135616637476e-06
131072 3.1930514225453636e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.6595324044233025e-06
4096 3.9755728091688582e-06
8192 7.4508613769859385e-06
16384 7.5329430188622866e-06
32768 4.2602021726060243e-06
65536 4.8811573102637884e-06
131072 2.8129923164719656e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.6822497572620922e-06
4096 4.0068132888781761e-06
8192 7.4633626464344989e-06
16384 7.5340665036945684e-06
32768 4.2829815148552915e-06
65536 4.8908032011359927e-06
131072 2.802395200478688e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 2.6822497572620922e-06
4096 4.0068132888781761e-06
8192 7.4633626464344989e-06
16384 7.5340665036945684e-06
32768 4.2829815148552915e-06
65536 4.8908032011359927e-06
131072 2.802395200478688e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 2.6595324044233025e-06
4096 3.9755728091688582e-06
8192 7.4508613769859385e-06
16384 7.5329430188622866e-06
32768 4.2602021726060243e-06
65536 4.8811573102637884e-06
131072 2.8129923164719656e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 2.6822497572620922e-06
4096 4.0068132888781761e-06
8192 7.4633626464344989e-06
16384 7.5340665036945684e-06
32768 4.2829815148552915e-06
65536 4.8908032011359927e-06
131072 2.802395200478688e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 2.6822497572620922e-06
4096 4.0068132888781761e-06
8192 7.4633626464344989e-06
16384 7.5340665036945684e-06
32768 4.2829815148552915e-06
65536 4.8908032011359927e-06
131072 2.802395200478688e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 2.7268595540542445e-06
4096 3.9842850774904864e-06
8192 7.7293752999741035e-06
16384 7.6652410410958054e-06
32768 4.1044468275873849e-06
65536 4.8308598158589772e-06
131072 2.7702469766287067e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 2.9028229033394689e-06
4096 3.7463814889875168e-06
8192 2.8313251271657623e-06
16384 3.5299828852401827e-06
32768 4.0829869329448442e-06
65536 3.2635293072972758e-06
131072 3.1041192001802705e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 2.6595324044233025e-06
4096 3.9755728091688582e-06
8192 7.4508613769859385e-06
16384 7.5329430188622866e-06
32768 4.2602021726060243e-06
65536 4.8811573102637884e-06
131072 2.8129923164719656e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 5.69359494621593e-06
4096 4.284806805971286e-06
8192 3.7966369932926631e-06
16384 5.1941065716249394e-06
32768 3.8879488648636889e-06
65536 3.3181202949095653e-06
131072 3.3088940102252382e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 5.7405676598505323e-06
4096 4.2539484689376952e-06
8192 3.8088474332705646e-06
16384 5.2111468651087167e-06
32768 3.8969897434447142e-06
65536 3.3231234267501807e-06
131072 3.299649839145883e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 5.7405676598505323e-06
4096 4.2539484689376952e-06
8192 3.8088474332705646e-06
16384 5.2111468651087167e-06
32768 3.8969897434447142e-06
65536 3.3231234267501807e-06
131072 3.299649839145883e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 5.69359494621593e-06
4096 4.284806805971286e-06
8192 3.7966369932926631e-06
16384 5.1941065716249394e-06
32768 3.8879488648636889e-06
65536 3.3181202949095653e-06
131072 3.3088940102252382e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 5.7405676598505323e-06
4096 4.2539484689376952e-06
8192 3.8088474332705646e-06
16384 5.2111468651087167e-06
32768 3.8969897434447142e-06
65536 3.3231234267501807e-06
131072 3.299649839145883e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 5.7405676598505323e-06
4096 4.2539484689376952e-06
8192 3.8088474332705646e-06
16384 5.2111468651087167e-06
32768 3.8969897434447142e-06
65536 3.3231234267501807e-06
131072 3.299649839145883e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 5.7128341843792633e-06
4096 4.2510168379495811e-06
8192 3.7671526753172554e-06
16384 5.1629039857418625e-06
32768 3.8226328543866388e-06
65536 3.4687147517929285e-06
131072 3.2002553979831168e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 4.9729724489001187e-06
4096 3.584382993686305e-06
8192 3.3669002969105555e-06
16384 3.5468957521051e-06
32768 6.6129183465898357e-06
65536 2.60767535271987e-06
131072 2.954343295987412e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 5.69359494621593e-06
4096 4.284806805971286e-06
8192 3.7966369932926631e-06
16384 5.1941065716249394e-06
32768 3.8879488648636889e-06
65536 3.3181202949095653e-06
131072 3.3088940102252382e-06
EOD
set title "samu dz0: excess_l2 against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.6922511757329003e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dz0.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.009 [-0.307, 0.325]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.115 [-0.221, -0.008]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.001 [-0.319, 0.321]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = -0.001 [-0.320, 0.318]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = -0.001 [-0.320, 0.318]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.001 [-0.319, 0.321]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = -0.001 [-0.320, 0.318]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = -0.001 [-0.320, 0.318]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = -0.010 [-0.337, 0.317]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.015 [-0.087, 0.117]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.001 [-0.319, 0.321]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.109 [-0.211, -0.008]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.110 [-0.213, -0.007]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.110 [-0.213, -0.007]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.109 [-0.211, -0.008]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.110 [-0.213, -0.007]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.110 [-0.213, -0.007]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.110 [-0.211, -0.009]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.078 [-0.305, 0.148]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.109 [-0.211, -0.008]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.dz0.excess_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.dz0.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
