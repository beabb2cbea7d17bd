# rglru_y_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_vs_canonical_growth.gp  (writes rglru_y_vs_canonical_growth.png and rglru_y_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_y_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_y_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.013982026573977468 -0.017072392256687694 0.045036445404642633 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.029893352510047006 0.0057906752392198058 0.053996029780874207 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.013677804230705026 -0.017393244761290217 0.044748853222700266 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.046311225421949605 0.0049651761279595683 0.087657274715939648 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.010875199347537631 -0.013272414375806641 0.035022813070881904 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.044529654660834535 0.0055133982791535155 0.083545911042515547 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.038731700097476042 0.0072224007271969315 0.070240999467755152 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.064379530624730563 0.026859280402057609 0.10189978084740352 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.03887595281989898 0.0058988211959535505 0.071853084443844417 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.064618723330182815 0.027017000705615885 0.10222044595474974 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru y: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.13913256923741923:1.3217393244761291]
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
