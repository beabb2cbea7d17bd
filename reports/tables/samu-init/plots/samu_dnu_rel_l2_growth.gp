# samu_dnu_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_rel_l2_growth.gp  (writes samu_dnu_rel_l2_growth.png and samu_dnu_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dnu_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dnu_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.22993917079590234 -0.044779132080294964 0.50465747367209968 0 "cpu.canonical_f32 B=1 D=1024"
2 0.064247578631090652 -0.15397806672291614 0.28247322398509744 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.026641667712347255 -0.12630197200243806 0.073018636577743545 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.027851363553226496 -0.17174507749838613 0.11604235039193316 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.22445500620726172 -0.053877109028141079 0.50278712144266446 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.22966324375534594 -0.046967744087891811 0.50629423159858367 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.22945367688850896 -0.046468565206979034 0.50537591898399692 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.044876711193766523 -0.18041565944520677 0.2701690818327398 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 0.042664654854590832 -0.18419731927341351 0.26952662898259516 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 0.042403588472501183 -0.18254034623015064 0.26734752317515303 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dnu: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.32261705120075485:1.3384197319273412]
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
