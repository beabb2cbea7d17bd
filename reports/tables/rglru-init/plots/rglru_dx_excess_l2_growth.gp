# rglru_dx_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_excess_l2_growth.gp  (writes rglru_dx_excess_l2_growth.png and rglru_dx_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dx_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dx_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.021923364752339584 -0.075228486312082635 0.031381756807403474 0 "cpu.canonical_f32 B=1 D=1024"
2 0.041472274395222004 0.011519868108331856 0.071424680682112149 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.032872458536574403 -0.11628519358032648 0.05054027650717767 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 -0.021861514528464625 -0.10637727446132703 0.06265424540439779 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.031050480595585492 -0.013028833199239451 0.07512979439041044 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
6 0.030790933648381303 -0.011757941939973784 0.073339809236736386 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dx: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:6.6]
set yrange [-0.24791371293835912:1.3316285193580326]
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
