# rglru_h_last_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_excess_l2_growth.gp  (writes rglru_h_last_excess_l2_growth.png and rglru_h_last_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_h_last_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.025540606586248231 -0.13204942307087905 0.080968209898382576 0 "cpu.canonical_f32 B=1 D=1024"
2 0.036081586281211005 -0.010791907140124186 0.082955079702546203 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.0079812364625167168 -0.030980563521499804 0.015018090596466369 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.22826132668362614 -0.6951601142268391 1.1516827675940913 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 -0.00076491621795170717 -0.036056184405004882 0.034526351969101463 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.22765515843988632 -0.69800837090945422 1.153318687789227 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.0093263064676414025 -0.0083612877720003701 0.027013900707283177 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.12727021453975193 -0.66734681023129561 0.92188723931079952 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.019821316092679789 -0.0068970838679893766 0.046539716053348959 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.12587161186530149 -0.66892738969276266 0.92067061342336565 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru h_last: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.88780920800039964:1.3898008370909454]
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
