# samu_dnu_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_vs_canonical_growth.gp  (writes samu_dnu_vs_canonical_growth.png and samu_dnu_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dnu_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dnu_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.2300160200194647 -0.044762356647418455 0.50479439668634785 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.064434630179237923 -0.15372994819078706 0.2825992085492629 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.38136808345200063 0.27746560453191127 0.48527056237208999 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.37390347185268924 0.21907333656049677 0.52873360714488171 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.35956147893316381 0.22661441893419931 0.49250853893212831 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.39540386610839617 0.26816629767969491 0.52264143453709744 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
7 0.39379539000999969 0.27077926645654526 0.51681151356345412 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
8 0.38590607102738228 0.2550696088057659 0.51674253324899866 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dnu: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.28910294300986572:1.3353729948190787]
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
