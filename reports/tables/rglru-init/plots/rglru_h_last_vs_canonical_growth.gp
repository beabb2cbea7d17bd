# rglru_h_last_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_vs_canonical_growth.gp  (writes rglru_h_last_vs_canonical_growth.png and rglru_h_last_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_h_last_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.0042538476914120672 -0.03426487323193507 0.025757177849110937 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.0015958773080671548 -0.025438242063636318 0.028629996679770627 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.0019016804327543152 -0.054543578216055107 0.058346939081563735 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.010978970192026391 -0.043062776721012296 0.065020717105065073 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 -0.0071896853376029841 -0.036697899848709345 0.022318529173503375 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
6 -0.0045853988446400264 -0.037425358340621023 0.028254560651340969 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru h_last: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:6.6]
set yrange [-0.17999793603766059:1.3254543578216054]
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
