# rglru_dx_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_rel_l2_growth.gp  (writes rglru_dx_rel_l2_growth.png and rglru_dx_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dx_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dx_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.00012797207117474528 -9.7974415858011893e-05 0.00035391855820750246 0 "cpu.canonical_f32 B=1 D=1024"
2 -6.6756571864131674e-05 -0.00018657811535597032 5.3064971627706967e-05 0 "cpu.canonical_f32 B=1 D=2048"
3 0.00012797199625090444 -9.7974425645854521e-05 0.00035391841814766341 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -6.6756690949634675e-05 -0.00018657826278708006 5.3064880887810712e-05 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.00012797201886642821 -9.7974490544812853e-05 0.00035391852827766927 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 0.0001279721139562748 -9.7974359618207277e-05 0.00035391858753075684 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 -6.6756649535224118e-05 -0.0001865782915881607 5.3064992517712459e-05 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
8 -6.6756631966048932e-05 -0.0001865782498964376 5.3064985964339746e-05 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dx: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.12020523612074699:1.3200186578291588]
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
