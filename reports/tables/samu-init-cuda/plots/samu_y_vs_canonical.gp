# samu_y_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_vs_canonical.gp  (writes samu_y_vs_canonical.png and samu_y_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_y_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_y_vs_canonical.svg"
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
2048 4.6208642582677615e-05
4096 5.1428682267647844e-05
8192 5.5718962629134198e-05
16384 5.4560989628034034e-05
32768 4.7720896993634647e-05
65536 5.5183855228455346e-05
131072 5.1893120621532551e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 5.5109996992559443e-05
4096 5.0992621870943367e-05
8192 5.2259902131503528e-05
16384 5.0928405219313051e-05
32768 4.9770855502455077e-05
65536 5.2273357805749994e-05
131072 5.0412339338304822e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.650705884237031e-05
4096 3.3296254354683956e-05
8192 2.8569657468514405e-05
16384 2.925967296198652e-05
32768 2.7815917393617839e-05
65536 3.111403910949599e-05
131072 3.0997953851294609e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 2.767527968743846e-05
4096 3.3599265805612168e-05
8192 2.7731209031760704e-05
16384 3.0124947011827188e-05
32768 2.7822476198282052e-05
65536 3.1009888396872364e-05
131072 3.1201980604350821e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 2.650705884237031e-05
4096 3.3296254354683956e-05
8192 2.8569657468514405e-05
16384 2.925967296198652e-05
32768 2.7815917393617839e-05
65536 3.111403910949599e-05
131072 3.0997953851294609e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 2.650705884237031e-05
4096 3.3296254354683956e-05
8192 2.8569657468514405e-05
16384 2.925967296198652e-05
32768 2.7815917393617839e-05
65536 3.111403910949599e-05
131072 3.0997953851294609e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 2.767527968743846e-05
4096 3.3599265805612168e-05
8192 2.7731209031760704e-05
16384 3.0124947011827188e-05
32768 2.7822476198282052e-05
65536 3.1009888396872364e-05
131072 3.1201980604350821e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 2.650705884237031e-05
4096 3.3296254354683956e-05
8192 2.8569657468514405e-05
16384 2.925967296198652e-05
32768 2.7815917393617839e-05
65536 3.111403910949599e-05
131072 3.0997953851294609e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 2.541331403319115e-05
4096 3.4040945800786721e-05
8192 2.7910143078226793e-05
16384 2.7629262931579086e-05
32768 2.5362607519910316e-05
65536 2.8324216172721374e-05
131072 2.8770650237407223e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 5.6834872473351559e-05
4096 5.3997403648125353e-05
8192 6.3211127748731463e-05
16384 6.0280284651989038e-05
32768 5.4477535817134978e-05
65536 6.2140394347015259e-05
131072 5.7641592982451302e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 2.650705884237031e-05
4096 3.3296254354683956e-05
8192 2.8569657468514405e-05
16384 2.925967296198652e-05
32768 2.7815917393617839e-05
65536 3.111403910949599e-05
131072 3.0997953851294609e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 3.1464457166471409e-05
4096 2.9994191307220212e-05
8192 3.0705720313150772e-05
16384 2.9963517101704745e-05
32768 2.9088906529514236e-05
65536 3.0152393861796888e-05
131072 2.9816968572658588e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 3.2190486924772233e-05
4096 2.9657926729931442e-05
8192 3.0618909939689126e-05
16384 2.9760472082738454e-05
32768 2.9364936337120813e-05
65536 3.018346655243188e-05
131072 2.9796101878710553e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 3.1464457166471409e-05
4096 2.9994191307220212e-05
8192 3.0705720313150772e-05
16384 2.9963517101704745e-05
32768 2.9088906529514236e-05
65536 3.0152393861796888e-05
131072 2.9816968572658588e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 3.1464457166471409e-05
4096 2.9994191307220212e-05
8192 3.0705720313150772e-05
16384 2.9963517101704745e-05
32768 2.9088906529514236e-05
65536 3.0152393861796888e-05
131072 2.9816968572658588e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 3.2190486924772233e-05
4096 2.9657926729931442e-05
8192 3.0618909939689126e-05
16384 2.9760472082738454e-05
32768 2.9364936337120813e-05
65536 3.018346655243188e-05
131072 2.9796101878710553e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 3.1464457166471409e-05
4096 2.9994191307220212e-05
8192 3.0705720313150772e-05
16384 2.9963517101704745e-05
32768 2.9088906529514236e-05
65536 3.0152393861796888e-05
131072 2.9816968572658588e-05
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 2.9556925508755744e-05
4096 2.7922359205105769e-05
8192 2.7476077074306938e-05
16384 2.8289944810798449e-05
32768 2.6371087749717454e-05
65536 2.8465779666217854e-05
131072 2.7816359283889728e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 5.7158226404340348e-05
4096 5.2972250906014905e-05
8192 5.5188827748930767e-05
16384 5.7337965083376445e-05
32768 5.4941448581503866e-05
65536 5.8578353156988164e-05
131072 5.5718654294964289e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 3.1464457166471409e-05
4096 2.9994191307220212e-05
8192 3.0705720313150772e-05
16384 2.9963517101704745e-05
32768 2.9088906529514236e-05
65536 3.0152393861796888e-05
131072 2.9816968572658588e-05
EOD
set title "samu y: vs_canonical against L (regime init)\nsamu.y.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6666666666666669e-06:0.00018963338324619439]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.y.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.017 [-0.035, 0.070]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.014 [-0.034, 0.007]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.016 [-0.041, 0.072]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.010 [-0.046, 0.067]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.016 [-0.041, 0.072]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.016 [-0.041, 0.072]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.010 [-0.046, 0.067]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.016 [-0.041, 0.072]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = -0.005 [-0.080, 0.071]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.009 [-0.037, 0.055]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.016 [-0.041, 0.072]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.011 [-0.025, 0.004]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.012 [-0.031, 0.007]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.011 [-0.025, 0.004]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.011 [-0.025, 0.004]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.012 [-0.031, 0.007]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.011 [-0.025, 0.004]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.010 [-0.034, 0.015]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.006 [-0.018, 0.031]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.011 [-0.025, 0.004]", \
     5.0000000000000004e-06 with lines lw 2 dt 4 lc rgb "#7030A0" title "study gate 5e-6 (H800 study: BF16 output against its canonical FP32 path)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
