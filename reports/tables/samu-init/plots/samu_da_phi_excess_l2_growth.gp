# samu_da_phi_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_excess_l2_growth.gp  (writes samu_da_phi_excess_l2_growth.png and samu_da_phi_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_da_phi_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.26803675862455778 -0.77544791931840296 1.3115214365675185 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.44090836694446184 -1.4382984637575222 0.55648172986859867 0 "cpu.canonical_f32 B=1 D=2048"
3 0.21058951538767492 -1.1304867083424648 1.5516657391178146 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.35091684796359057 -0.83606755101373176 1.5379012469409128 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.21953103244531494 -1.0735042381821751 1.5125663030728052 13400487 "cpu.samu_hybrid B=1 D=1024"
6 -0.39633593325736227 -1.2886675594338013 0.49599569291907686 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
7 -0.35188055880383395 -1.1828734022580869 0.479112284650419 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
8 -0.38379250649408153 -1.2660747116749527 0.49848969868678966 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu da_phi: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-1.7372948840450559:1.8506621594053483]
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
