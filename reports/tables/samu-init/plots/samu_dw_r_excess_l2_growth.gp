# samu_dw_r_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_excess_l2_growth.gp  (writes samu_dw_r_excess_l2_growth.png and samu_dw_r_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_r_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.35333285606755788 0.29490668058274139 0.41175903155237437 0 "cpu.canonical_f32 B=1 D=1024"
2 0.29863117399565892 0.22865993869813467 0.36860240929318316 0 "cpu.canonical_f32 B=1 D=2048"
3 0.088911158578102459 -0.010295865292034606 0.18811818244823952 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.082667163516027917 -0.01393285590802934 0.17926718294008517 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.083805063300298618 -0.013792205949381631 0.18140233254997887 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.031904210844287649 -0.0052675433812406081 0.069075965069815906 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
7 0.030699545688572447 -0.0052414189387334602 0.066640510315878351 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
8 0.029854116508562276 -0.0070899739782484122 0.066798206995372963 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_r: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.13532614149883226:1.3213932855908028]
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
