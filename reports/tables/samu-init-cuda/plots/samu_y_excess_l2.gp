# samu_y_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_excess_l2.gp  (writes samu_y_excess_l2.png and samu_y_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_y_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_y_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 4.6208458797253412e-05
4096 5.1428634200263306e-05
8192 5.5718730463163919e-05
16384 5.4560874313652021e-05
32768 4.7720793282721383e-05
65536 5.5183784657665093e-05
131072 5.1893035879511865e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 5.5109954154470099e-05
4096 5.0992481638956957e-05
8192 5.2259811278501459e-05
16384 5.0928375112335919e-05
32768 4.9770770177414093e-05
65536 5.2273290334423677e-05
131072 5.0412266389297283e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 4.6438725866769392e-05
4096 5.2169161868401131e-05
8192 5.5860819494957527e-05
16384 5.4662606305068569e-05
32768 4.7940056375140089e-05
65536 5.4812541281189652e-05
131072 5.1562343737574962e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 4.6523034438950459e-05
4096 5.1706527121397972e-05
8192 5.576844889428356e-05
16384 5.433540810719514e-05
32768 4.7828613840175016e-05
65536 5.4869453487924132e-05
131072 5.1544676919515036e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 4.6438725866769392e-05
4096 5.2169161868401131e-05
8192 5.5860819494957527e-05
16384 5.4662606305068569e-05
32768 4.7940056375140089e-05
65536 5.4812541281189652e-05
131072 5.1562343737574962e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 4.6438725866769392e-05
4096 5.2169161868401131e-05
8192 5.5860819494957527e-05
16384 5.4662606305068569e-05
32768 4.7940056375140089e-05
65536 5.4812541281189652e-05
131072 5.1562343737574962e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 4.6523034438950459e-05
4096 5.1706527121397972e-05
8192 5.576844889428356e-05
16384 5.433540810719514e-05
32768 4.7828613840175016e-05
65536 5.4869453487924132e-05
131072 5.1544676919515036e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 4.6438725866769392e-05
4096 5.2169161868401131e-05
8192 5.5860819494957527e-05
16384 5.4662606305068569e-05
32768 4.7940056375140089e-05
65536 5.4812541281189652e-05
131072 5.1562343737574962e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 4.5689794771313726e-05
4096 5.2140325918394017e-05
8192 5.5847102223976892e-05
16384 5.4144375381199773e-05
32768 4.7781498325001139e-05
65536 5.4702450948859572e-05
131072 5.1625569719425216e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 5.8739395342175014e-05
4096 5.6087986515553804e-05
8192 5.9405893479484508e-05
16384 5.7679280420631046e-05
32768 5.4727425106650978e-05
65536 5.8341749227218551e-05
131072 5.6260479976423434e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 4.6438725866769392e-05
4096 5.2169161868401131e-05
8192 5.5860819494957527e-05
16384 5.4662606305068569e-05
32768 4.7940056375140089e-05
65536 5.4812541281189652e-05
131072 5.1562343737574962e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 5.5323586294321908e-05
4096 4.9742245754588418e-05
8192 5.167805276536524e-05
16384 5.0946692105056652e-05
32768 5.0153063204902249e-05
65536 5.2618983809038524e-05
131072 5.0558547840519334e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 5.544949602001955e-05
4096 4.9745753546716466e-05
8192 5.1856614387474475e-05
16384 5.0743512410111085e-05
32768 5.0102393287041791e-05
65536 5.2650105868222282e-05
131072 5.0576652982335559e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 5.5323586294321908e-05
4096 4.9742245754588418e-05
8192 5.167805276536524e-05
16384 5.0946692105056652e-05
32768 5.0153063204902249e-05
65536 5.2618983809038524e-05
131072 5.0558547840519334e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 5.5323586294321908e-05
4096 4.9742245754588418e-05
8192 5.167805276536524e-05
16384 5.0946692105056652e-05
32768 5.0153063204902249e-05
65536 5.2618983809038524e-05
131072 5.0558547840519334e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 5.544949602001955e-05
4096 4.9745753546716466e-05
8192 5.1856614387474475e-05
16384 5.0743512410111085e-05
32768 5.0102393287041791e-05
65536 5.2650105868222282e-05
131072 5.0576652982335559e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 5.5323586294321908e-05
4096 4.9742245754588418e-05
8192 5.167805276536524e-05
16384 5.0946692105056652e-05
32768 5.0153063204902249e-05
65536 5.2618983809038524e-05
131072 5.0558547840519334e-05
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 5.4863866162628058e-05
4096 4.9333204724925052e-05
8192 5.1899996279166681e-05
16384 5.1337021999881666e-05
32768 5.0034375409556803e-05
65536 5.2989505760062286e-05
131072 5.0321529678565428e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 5.2248650226267908e-05
4096 5.1918857886118725e-05
8192 5.4567149068283733e-05
16384 5.5349633763589265e-05
32768 5.4674592527522577e-05
65536 5.741431727549068e-05
131072 5.4781950025442683e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 5.5323586294321908e-05
4096 4.9742245754588418e-05
8192 5.167805276536524e-05
16384 5.0946692105056652e-05
32768 5.0153063204902249e-05
65536 5.2618983809038524e-05
131072 5.0558547840519334e-05
EOD
set title "samu y: excess_l2 against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.5229931590437909e-05:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.y.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.017 [-0.035, 0.070]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.014 [-0.034, 0.007]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.013 [-0.038, 0.065]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.014 [-0.037, 0.065]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.013 [-0.038, 0.065]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.013 [-0.038, 0.065]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.014 [-0.037, 0.065]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.013 [-0.038, 0.065]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.016 [-0.038, 0.070]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = -0.007 [-0.028, 0.014]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.013 [-0.038, 0.065]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.010 [-0.035, 0.016]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.010 [-0.037, 0.016]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.010 [-0.035, 0.016]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.010 [-0.035, 0.016]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.010 [-0.037, 0.016]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.010 [-0.035, 0.016]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.008 [-0.035, 0.019]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.018 [0.001, 0.034]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.010 [-0.035, 0.016]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.y.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.y.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
