# samu_dnu_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_excess_l2.gp  (writes samu_dnu_excess_l2.png and samu_dnu_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dnu_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dnu_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 2.0858215679340655e-05
4096 2.8992822815567169e-05
8192 3.6966593748565069e-05
16384 3.3658018177656248e-05
32768 4.2035224107376536e-05
65536 4.0610168887222681e-05
131072 4.2792384941529024e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 2.0564536719257618e-05
4096 3.1989108133155128e-05
8192 3.3329054760560024e-05
16384 3.6129602166080826e-05
32768 3.878332952676911e-05
65536 3.8801963267977105e-05
131072 4.1140601165837016e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.0903634689799547e-05
4096 2.9245054083359744e-05
8192 3.6836997127730669e-05
16384 3.3604795608622921e-05
32768 4.1854276927238278e-05
65536 4.0271477001882798e-05
131072 4.1963284168858222e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.0936557842001522e-05
4096 2.9233060144687847e-05
8192 3.682423654789607e-05
16384 3.3635670185484059e-05
32768 4.1801236216770342e-05
65536 4.0299669832832377e-05
131072 4.2014742550627304e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 2.0919531627854756e-05
4096 2.9234117391417918e-05
8192 3.6794694554538842e-05
16384 3.3655576266835712e-05
32768 4.1822399188762212e-05
65536 4.0284514080218582e-05
131072 4.2024265656058976e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 2.0441406563338937e-05
4096 2.9263740378898846e-05
8192 3.6250070293524711e-05
16384 3.3912484892749186e-05
32768 4.1775122565857006e-05
65536 3.9868575933729268e-05
131072 4.0122286568374153e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 2.0437012780492465e-05
4096 2.9290083211216383e-05
8192 3.6253633074886662e-05
16384 3.3948295794346449e-05
32768 4.1776624045713516e-05
65536 3.9856176708702391e-05
131072 4.0111447787974339e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 2.0440706131925082e-05
4096 2.9291130336239883e-05
8192 3.6213378169723022e-05
16384 3.3918369764946915e-05
32768 4.176831410070047e-05
65536 3.9906181665333547e-05
131072 4.0143429910218758e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 2.0560541026174934e-05
4096 3.1904362202553416e-05
8192 3.3276534985003629e-05
16384 3.5927478113195956e-05
32768 3.8876312117553908e-05
65536 3.8662311704299826e-05
131072 4.0559880580842791e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 2.0574472846463647e-05
4096 3.1887553614333604e-05
8192 3.3291563089946934e-05
16384 3.5925167366161673e-05
32768 3.8860302875448792e-05
65536 3.8604850281785571e-05
131072 4.0626497176059078e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 2.0566501637442461e-05
4096 3.1883040300881948e-05
8192 3.3272187154886386e-05
16384 3.5939248076211025e-05
32768 3.8849596164871565e-05
65536 3.8647371222816238e-05
131072 4.0621745369290421e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 1.9978423321488653e-05
4096 3.1591676940481517e-05
8192 3.3253655302422983e-05
16384 3.5503544617330402e-05
32768 3.7808388995629525e-05
65536 3.8812892538649102e-05
131072 4.0476272292218514e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 1.9953985626945407e-05
4096 3.1594750164710728e-05
8192 3.3287470648885507e-05
16384 3.5504798708354938e-05
32768 3.778943784373314e-05
65536 3.880875363020048e-05
131072 4.0469500203259463e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 1.9972926533368279e-05
4096 3.1589712055013143e-05
8192 3.327514554375528e-05
16384 3.5495267947820735e-05
32768 3.7792090949067599e-05
65536 3.8822965211398975e-05
131072 4.045347045734066e-05
EOD
set title "samu dnu: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.6513285423151358e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dnu.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.152 [0.060, 0.245]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.135 [0.043, 0.227]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.147 [0.053, 0.241]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.147 [0.054, 0.241]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.147 [0.054, 0.241]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.143 [0.043, 0.244]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.143 [0.042, 0.244]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.144 [0.043, 0.244]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.133 [0.040, 0.226]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.133 [0.040, 0.225]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.133 [0.041, 0.225]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.137 [0.041, 0.233]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.137 [0.041, 0.233]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.137 [0.041, 0.233]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dnu.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dnu.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
