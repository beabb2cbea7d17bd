# rglru_du_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_excess_l2_growth.gp  (writes rglru_du_excess_l2_growth.png and rglru_du_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_du_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_du_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.033372310028403851 -0.11662777707832372 0.18337239713513143 0 "cpu.canonical_f32 B=1 D=1024"
2 0.038160245106572566 -0.031666196460449852 0.10798668667359498 0 "cpu.canonical_f32 B=1 D=2048"
3 0.016662474168500901 -0.13845720459357028 0.17178215293057206 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.016492120650425369 -0.1362705339328083 0.16925477523365906 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 -0.03449214433538543 -0.14292699622649313 0.073942707555722256 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
6 -0.036220735380956236 -0.14064312228976297 0.068201651527850488 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru du: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:6.6]
set yrange [-0.27721969584914241:1.3342926996226492]
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
