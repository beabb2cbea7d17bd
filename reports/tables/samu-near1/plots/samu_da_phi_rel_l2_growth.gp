# samu_da_phi_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_rel_l2_growth.gp  (writes samu_da_phi_rel_l2_growth.png and samu_da_phi_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_da_phi_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.60672275613359972 -0.92035610675424451 2.1338016190214439 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.097891779776731525 -0.62368392425451313 0.42790036470105003 0 "cpu.canonical_f32 B=1 D=2048"
3 0.56995959316196565 -0.08416252111902589 1.2240817074429571 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.1602643272426508 -0.60183142376870502 0.28130276928340348 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.61425855317521749 -0.84528736982166575 2.0738044761721008 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.5875598277066052 -0.86135849754132487 2.036478152954535 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.60600846951565224 -0.83974424005279613 2.0517611790841004 13400487 "cpu.samu_hybrid B=1 D=1024"
8 1.1208155033541272 -1.0651217579541581 3.3067527646624124 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 1.0093748778223564 -0.84331718548081191 2.8620669411255246 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 0.98888993654681745 -0.76433590891797187 2.7421157820116067 1556175 "cuda.samu_hybrid B=1 D=1024"
11 -0.16853866402080961 -0.76611290290428558 0.4290355748626663 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 -0.17693295072692064 -0.79180999983055755 0.43794409837671633 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 -0.15493125213429623 -0.76458821849132363 0.45472571422273111 29362 "cpu.samu_hybrid B=1 D=2048"
14 -0.77069270332723605 -2.1520875905333017 0.61070218387882946 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 -0.4570534987744046 -1.545059869204144 0.63095287165533476 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 -1.0361051469099354 -2.7707762635874831 0.69856596976761254 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu da_phi: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-3.3785291664124726:3.9145056674874019]
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
