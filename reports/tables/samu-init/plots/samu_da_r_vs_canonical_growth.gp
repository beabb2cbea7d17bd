# samu_da_r_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_vs_canonical_growth.gp  (writes samu_da_r_vs_canonical_growth.png and samu_da_r_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_da_r_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_r_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.23860091488361909 -0.39645328365223087 0.87365511341946911 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.68343803534321967 -1.3441364426720899 -0.022739628014349478 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.68599876144939453 0.12849785662037516 1.2434996662784139 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.75874940080366793 -0.050050659580312629 1.5675494611876486 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.52577376272207221 -0.075174861622791411 1.1267223870669358 13400487 "cpu.samu_hybrid B=1 D=1024"
6 -0.24774597244374522 -1.1046030691949957 0.60911112430750525 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
7 -0.29375025101487234 -1.3048846792495101 0.71738417721976533 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
8 -0.34419272802910106 -1.0838693269674882 0.39548387090928616 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu da_r: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-1.6353050330580636:1.8587180515736224]
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
