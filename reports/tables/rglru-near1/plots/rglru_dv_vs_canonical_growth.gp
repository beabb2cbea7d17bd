# rglru_dv_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_vs_canonical_growth.gp  (writes rglru_dv_vs_canonical_growth.png and rglru_dv_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_dv_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dv_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.023577793934191089 -0.049245928447048892 0.096401516315431063 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.029008592545084522 -0.002262191700558077 0.060279376790727118 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.070457842169268092 0.0033507696691057465 0.13756491466943044 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.042968391768314518 -0.014346718102193345 0.10028350163882238 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.045419742440211026 -0.010039678361632616 0.10087916324205468 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.018296196696622549 -0.045520808228488169 0.082113201621733273 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.041693547425491882 -0.0043483557605130327 0.08773545061149679 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.047723199026648969 0.016465655583577377 0.078980742469720561 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.04121696718027635 -0.01607233430940487 0.09850626866995757 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.052660182894982061 0.015976767973626432 0.089343597816337689 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dv: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.17417052129175375:1.3249245928447049]
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
