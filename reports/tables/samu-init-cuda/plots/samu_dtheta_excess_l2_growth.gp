# samu_dtheta_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_excess_l2_growth.gp  (writes samu_dtheta_excess_l2_growth.png and samu_dtheta_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dtheta_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.12924571636896579 -0.10458585423996808 0.36307728697789965 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.055481212701161492 -0.15949526209301237 0.04853283669068939 0 "cpu.canonical_f32 B=1 D=2048"
3 0.12016182676978236 -0.1123621202054136 0.35268577374497834 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.11909717700921281 -0.10879858091291604 0.34699293493134165 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.11977862155077065 -0.1092676364790475 0.34882487958058883 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.12016182676978236 -0.1123621202054136 0.35268577374497834 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.11909717700921281 -0.10879858091291604 0.34699293493134165 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.11977862155077065 -0.1092676364790475 0.34882487958058883 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.12408822198334711 -0.10538546495822328 0.35356190892491751 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.15286697656262227 -0.041144455685437786 0.34687840881068233 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.12016182676978236 -0.1123621202054136 0.35268577374497834 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.057861310948969298 -0.18127434408305673 0.065551722185118122 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.055248930513674868 -0.18167041707441056 0.071172556047060839 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.057263239501369953 -0.18315643400455522 0.068629955001815304 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.057861310948969298 -0.18127434408305673 0.065551722185118122 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.055248930513674868 -0.18167041707441056 0.071172556047060839 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.057263239501369953 -0.18315643400455522 0.068629955001815304 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.016605395398720774 -0.1218727701104784 0.088661979313036848 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.049629644301359042 -0.29447498030715386 0.3937342689098719 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.057861310948969298 -0.18127434408305673 0.065551722185118122 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dtheta: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.44392247833786924:1.3494474980307154]
set ylabel "growth exponent k (excess_l2 ~ L^k)"
set xtics rotate by -25 nomirror
set grid ytics lc rgb "#DDDDDD"
set boxwidth 0.6
set style fill solid 0.6 border lc rgb "#333333"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $g using 1:2:5:xtic(6) with boxes lc rgb variable notitle, \
     $g using 1:2:3:4 with yerrorbars lc rgb "#000000" pt 0 lw 2 title "95% interval", \
     0.5 with lines dt 2 lc rgb "#7F7F7F" title "k = 1/2 (rounding errors adding like a random walk)", \
     1 with lines dt 4 lc rgb "#404040" title "k = 1 (systematic error, linear in L)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
