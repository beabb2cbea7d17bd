# samu_y_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_rel_l2_growth.gp  (writes samu_y_rel_l2_growth.png and samu_y_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_y_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_y_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.00018286810246497098 -6.2798019466277227e-05 0.00042853422439621922 0 "cpu.canonical_f32 B=1 D=1024"
2 0.00013572179124831231 -8.8739984594090725e-06 0.00028031758095603369 0 "cpu.canonical_f32 B=1 D=2048"
3 0.00018284511060096044 -6.2776747109304201e-05 0.00042846696831122511 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.00013574652697519163 -8.8495011117303542e-06 0.00028034255506211362 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.00018286762714571651 -6.2793193625749501e-05 0.00042852844791718253 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.00018286693222784207 -6.2793033504120166e-05 0.00042852689795980432 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.00018286762714571651 -6.2793193625749501e-05 0.00042852844791718253 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.00013572231391062025 -8.8691422711634368e-06 0.00028031377009240393 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 0.00013572169788253827 -8.8700721967892521e-06 0.00028031346796186579 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 0.00013572231391062025 -8.8691422711634368e-06 0.00028031377009240393 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu y: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.12006907782141291:1.3200062798019465]
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
