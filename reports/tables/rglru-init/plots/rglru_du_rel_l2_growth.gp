# rglru_du_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_rel_l2_growth.gp  (writes rglru_du_rel_l2_growth.png and rglru_du_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_du_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_du_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 6.0963708838832736e-05 -0.00015038558060238673 0.00027231299828005219 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.00027707711978190301 -0.00059861618583071296 4.4461946266906879e-05 0 "cpu.canonical_f32 B=1 D=2048"
3 6.0963379188348092e-05 -0.00015038595750589524 0.00027231271588259141 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.00027707729846727003 -0.00059861617527559206 4.4461578341052003e-05 8355711 "cpu.canonical_f64 B=1 D=2048"
5 6.0963637437583463e-05 -0.00015038567422508622 0.00027231294910025317 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 6.0963633053983006e-05 -0.00015038567625226692 0.00027231294236023296 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 -0.00027707751242054445 -0.00059861692168689548 4.4461896845806584e-05 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
8 -0.0002770775289184902 -0.00059861689642411208 4.4461838587131681e-05 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru du: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.12065847861385559:1.3200598616921686]
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
