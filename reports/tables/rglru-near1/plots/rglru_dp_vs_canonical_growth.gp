# rglru_dp_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_vs_canonical_growth.gp  (writes rglru_dp_vs_canonical_growth.png and rglru_dp_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_dp_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dp_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.4300101115639352 0.39875593048851127 0.46126429263935914 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.42971372428119992 0.38606764668313748 0.47335980187926235 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.42769099021514018 0.39650983627701814 0.45887214415326222 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.55072665591732606 0.46302330465671615 0.63843000717793597 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.42518931992885672 0.39325453691071738 0.45712410294699607 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.54782166057793968 0.45975004259941649 0.63589327855646283 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.42953001823167197 0.3927809221219537 0.46627911434139024 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.50731418240927184 0.42596954181745278 0.58865882300109096 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.42599342090291342 0.38714186993087307 0.46484497187495377 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.50593504753870788 0.42371318591017404 0.58815690916724173 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dp: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.12:1.3199999999999998]
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
