# rglru_y_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_excess_l2_growth.gp  (writes rglru_y_excess_l2_growth.png and rglru_y_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_y_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_y_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.013982288343800015 -0.017072658611877897 0.045037235299477923 0 "cpu.canonical_f32 B=1 D=1024"
2 0.029893567562644382 0.0057905975045465033 0.05399653762074226 0 "cpu.canonical_f32 B=1 D=2048"
3 0.047918756844100546 0.001220946946874954 0.094616566741326139 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.079268720059066211 -0.011779906098445189 0.17031734621657763 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.051021271410121603 -0.040570391814391794 0.14261293463463501 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.074589213969598459 -0.016433421402653123 0.16561184934185003 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.0059748680297558301 -0.04233919628047754 0.054288932339989202 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.11492658523891523 0.024741316724194759 0.20511185375363572 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 -0.0056059129086650089 -0.044763589677086456 0.033551763859756438 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.11617304036766424 0.024950598869173668 0.20739548186615481 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru y: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.16923994864479511:1.3244763589677087]
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
