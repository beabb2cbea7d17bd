# samu_dz0_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_rel_l2_growth.gp  (writes samu_dz0_rel_l2_growth.png and samu_dz0_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dz0_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dz0_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.0089993500788780392 -0.30695586295381599 0.32495456311157206 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.11464378031790995 -0.22091509254637204 -0.0083724680894478737 0 "cpu.canonical_f32 B=1 D=2048"
3 0.019573424597552225 -0.024947264712960802 0.064094113908065256 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.017055873393371862 -0.048820803411577941 0.014709056624834217 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -0.0015627045305364768 -0.31361728930497856 0.31049188024390562 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 -0.00068822241624521381 -0.31347471073354272 0.31209826590105227 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 -0.00068822241624521381 -0.31347471073354272 0.31209826590105227 13400487 "cpu.samu_hybrid B=1 D=1024"
8 -0.1077139644548594 -0.21125589055622007 -0.0041720383534987054 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 -0.10907497340080267 -0.21622607272004396 -0.0019238740815613747 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 -0.10907497340080267 -0.21622607272004396 -0.0019238740815613747 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dz0: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.46497901823547644:1.3513617289304978]
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
