# samu_dtheta_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
1 0.08415503536633917 0.02469362579640659 0.14361644493627174 0 "cpu.canonical_f32 B=1 D=1024"
2 0.10094398798111415 0.025915554183159606 0.17597242177906869 0 "cpu.canonical_f32 B=1 D=2048"
3 0.081728187176514741 0.017735398675330846 0.14572097567769865 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.081496083079853121 0.017269728263160811 0.14572243789654543 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.081685784216407237 0.01748188540999375 0.14588968302282074 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.082285358137167433 0.023530126403515261 0.1410405898708196 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.082245435642386636 0.023400239191166801 0.14109063209360648 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.082127371203519386 0.023452542244603913 0.14080220016243486 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.095127561199366467 0.017738870838943169 0.17251625155978978 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.095262197189168535 0.018103257403444706 0.17242113697489236 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.095296358476568574 0.01811800066233421 0.17247471629080294 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.091641382816158828 0.015872039768487681 0.16741072586382999 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.091759581844521931 0.016072223214035425 0.16744694047500844 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.091705403555809806 0.015966197362623308 0.1674446097489963 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dtheta: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.12:1.3199999999999998]
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
