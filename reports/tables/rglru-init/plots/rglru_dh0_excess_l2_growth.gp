# rglru_dh0_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_excess_l2_growth.gp  (writes rglru_dh0_excess_l2_growth.png and rglru_dh0_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dh0_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.035103976975146757 -0.079421857278633629 0.0092139033283401214 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.048469724698115897 -0.12652230354364893 0.029582854147417147 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.026466837590745983 -0.086669350965900283 0.033735675784408323 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.007164992331390359 -0.032117945477355435 0.046447930140136158 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 -0.012577358232539105 -0.027768172907487572 0.002613456442409361 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
6 0.012670832014243457 -0.035068794932020322 0.06041045896050723 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dh0: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:6.6]
set yrange [-0.25917453389801381:1.3326522303543649]
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
