# samu_y_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_vs_canonical_growth.gp  (writes samu_y_vs_canonical_growth.png and samu_y_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_y_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_y_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.017212165775441018 -0.035082634777402269 0.069506966328284306 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.013730001503124206 -0.03422040620748959 0.0067604032012411764 8355711 "cpu.canonical_f64 B=1 D=2048"
3 -0.021439490010551423 -0.057127631778732035 0.014248651757629193 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 -0.017518847146525834 -0.05495213846770082 0.019914444174649156 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 -0.021439490010551423 -0.057127631778732035 0.014248651757629193 13400487 "cpu.samu_hybrid B=1 D=1024"
6 -0.013545015800312263 -0.050978812595563056 0.023888780994938533 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
7 -0.011894070762443693 -0.04674674163167003 0.022958600106782648 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
8 -0.013545015800312263 -0.050978812595563056 0.023888780994938533 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu y: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.18284039495660526:1.3257127631778731]
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
