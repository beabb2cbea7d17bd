# samu_dtheta_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_rel_l2_growth.gp  (writes samu_dtheta_rel_l2_growth.png and samu_dtheta_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dtheta_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.12949325844207318 -0.1047622125285447 0.3637487294126911 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.055512453178623071 -0.15946438462164422 0.048439478264398074 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.045530181871350259 -0.15803971341060119 0.066979349667900687 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.036023733686762802 -0.088460493033847704 0.016413025660322093 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.11898091433788882 -0.11462473547800736 0.35258656415378498 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.12036850495809957 -0.11723399029552466 0.35797100021172379 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.11984774774673926 -0.11348043875940053 0.35317593425287908 13400487 "cpu.samu_hybrid B=1 D=1024"
8 -0.07800602519747947 -0.19195661642523432 0.035944566030275363 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 -0.080432459436658554 -0.19321521387016694 0.032350294996849827 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 -0.079530539081095947 -0.19256704338888042 0.033505965226688514 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dtheta: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.33253673525718364:1.3393215213870167]
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
