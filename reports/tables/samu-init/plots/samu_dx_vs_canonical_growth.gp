# samu_dx_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_vs_canonical_growth.gp  (writes samu_dx_vs_canonical_growth.png and samu_dx_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dx_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dx_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.029493526213366275 -0.086568715583031378 0.14555576800976394 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.012314500619568838 -0.077874493393062558 0.053245492153924885 8355711 "cpu.canonical_f64 B=1 D=2048"
3 -0.00010883231871101621 -0.043613136932277689 0.043395472294855651 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.0043181646485837468 -0.033229726099986201 0.041866055397153698 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.0027708835841778888 -0.041219072746870693 0.046760839915226469 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.0094707687743777642 -0.053041292685865701 0.071982830234621223 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
7 -0.0062804609482256264 -0.090780473953200908 0.078219552056749658 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
8 0.0040569825552046711 -0.068314512431462901 0.07642847754187225 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dx: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.21985852134852102:1.3290780473953201]
set ylabel "growth exponent k (vs_canonical ~ L^k)"
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
