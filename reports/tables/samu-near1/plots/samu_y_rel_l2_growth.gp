# samu_y_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_rel_l2_growth.gp  (writes samu_y_rel_l2_growth.png and samu_y_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_y_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_y_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.00019771185563396669 -0.00037714429093753507 0.00077256800220546851 0 "cpu.canonical_f32 B=1 D=1024"
2 0.00015760309739838794 -0.00026011149454052311 0.00057531768933729893 0 "cpu.canonical_f32 B=1 D=2048"
3 0.00019397229521545486 -0.00038056773342579303 0.0007685123238567028 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.00015386376555307258 -0.00026422134881689012 0.00057194887992303533 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.00019781133955078337 -0.00037700684690053005 0.00077262952600209685 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.00019779828645242068 -0.00037707084119753987 0.00077266741410238129 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.00019781133955078337 -0.00037700684690053005 0.00077262952600209685 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.00019771578694375875 -0.00037714210828073585 0.00077257368216825334 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 0.00019778060018147138 -0.00037706128539077724 0.00077262248575372006 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 0.00019771578694375875 -0.00037714210828073585 0.00077257368216825334 1556175 "cuda.samu_hybrid B=1 D=1024"
11 0.00015762487786612697 -0.00026017869185475417 0.00057542844758700815 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 0.00015762434738598286 -0.00026017330918411228 0.000575422003956078 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 0.00015762487786612697 -0.00026017869185475417 0.00057542844758700815 29362 "cpu.samu_hybrid B=1 D=2048"
14 0.00015759807748413806 -0.00026025207007807799 0.00057544822504635416 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 0.00015758775295859407 -0.00026029586214660976 0.0005754713680637979 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 0.00015759807748413806 -0.00026025207007807799 0.00057544822504635416 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu y: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-0.12041862450676838:1.3200380567733425]
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
