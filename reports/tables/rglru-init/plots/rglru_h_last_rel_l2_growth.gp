# rglru_h_last_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_rel_l2_growth.gp  (writes rglru_h_last_rel_l2_growth.png and rglru_h_last_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_h_last_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.0054653731359195126 -0.039273651901470377 0.028342905629631349 0 "cpu.canonical_f32 B=1 D=1024"
2 0.003541579678500583 -0.023140849194194499 0.030224008551195662 0 "cpu.canonical_f32 B=1 D=2048"
3 0.0037746863389664215 -0.014185681515465504 0.021735054193398346 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.00011620343973325193 -0.019306041752620982 0.019073634873154478 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -0.0097155395148655014 -0.027773062921876951 0.0083419838921459464 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 -0.0037457563428619231 -0.025724371461773324 0.018232858776049479 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 0.010595457392852396 -0.0041558968755222511 0.025346811661227042 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.0098280398692507896 -0.0058403176638145426 0.025496397402316122 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru h_last: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.16320101709161744:1.3239273651901471]
set ylabel "growth exponent k (rel_l2 ~ L^k)"
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
