# rglru_h_last_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
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
1 -0.025540599600955904 -0.1320494333772638 0.080968234175351983 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.036081576445309467 -0.010791921632225115 0.082955074522844049 8355711 "cpu.canonical_f64 B=1 D=2048"
3 -0.022970957450311542 -0.12655439375109281 0.080612478850469724 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.13718923653789272 -0.45408374986353017 0.72846222293931562 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 -0.022112538372897769 -0.12611166469691665 0.081886587951121123 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.13741899809426267 -0.45323873275995569 0.72807672894848108 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.03914912740373637 -0.0019288196746131761 0.080227074482085908 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.11940452682538022 -0.29270653573521366 0.5315155893859741 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.039944001146786791 -0.0025912393579501161 0.082479241651523705 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.12086422388150563 -0.29096754084601978 0.532695988609031 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru h_last: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.61949212484988325:1.365408374986353]
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
