# rglru_y_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_rel_l2_growth.gp  (writes rglru_y_rel_l2_growth.png and rglru_y_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_y_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_y_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 8.6404972438053741e-05 -0.00023799191583791446 0.00041080186071402195 0 "cpu.canonical_f32 B=1 D=1024"
2 6.1329984900974858e-05 -0.00018138374256618337 0.00030404371236813311 0 "cpu.canonical_f32 B=1 D=2048"
3 8.6405003285111031e-05 -0.00023799189705963307 0.00041080190362985511 8355711 "cpu.canonical_f64 B=1 D=1024"
4 6.1330028174757812e-05 -0.00018138385703526206 0.00030404391338477769 8355711 "cpu.canonical_f64 B=1 D=2048"
5 8.640485611982333e-05 -0.00023799200376233435 0.00041080171600198104 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 8.6404995418012647e-05 -0.00023799198370857256 0.00041080197454459788 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 6.1330007630723782e-05 -0.00018138400628932465 0.00030404402155077219 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
8 6.1330012838715738e-05 -0.00018138402438937847 0.00030404405006680991 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru y: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.12026179120413856:1.3200237992003763]
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
