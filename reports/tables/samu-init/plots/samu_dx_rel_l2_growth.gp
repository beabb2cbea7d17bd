# samu_dx_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_rel_l2_growth.gp  (writes samu_dx_rel_l2_growth.png and samu_dx_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dx_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dx_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -5.0253874928157954e-05 -0.00020327682027933356 0.00010276907042301767 0 "cpu.canonical_f32 B=1 D=1024"
2 1.6517433184067519e-05 -6.4741648466630215e-05 9.7776514834765254e-05 0 "cpu.canonical_f32 B=1 D=2048"
3 -5.0292798956498507e-05 -0.00020334801250131791 0.00010276241458832091 8355711 "cpu.canonical_f64 B=1 D=1024"
4 1.6526568646830914e-05 -6.4683977912238116e-05 9.7737115205899944e-05 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -5.0255735859728931e-05 -0.00020328025377385075 0.0001027687820543929 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 -5.0255722526209489e-05 -0.00020328037961667996 0.00010276893456426098 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 -5.0256072991907496e-05 -0.00020328042162497063 0.00010276827564115563 13400487 "cpu.samu_hybrid B=1 D=1024"
8 1.6518898366732909e-05 -6.4739849082747286e-05 9.7777645816213112e-05 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 1.6519213509834591e-05 -6.4737284713176348e-05 9.777571173284553e-05 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 1.6519803677987891e-05 -6.4736575077677344e-05 9.7776182433653139e-05 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dx: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.12022368281375144:1.32002033480125]
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
