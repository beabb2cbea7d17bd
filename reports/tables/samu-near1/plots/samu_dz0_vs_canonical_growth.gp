# samu_dz0_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_vs_canonical_growth.gp  (writes samu_dz0_vs_canonical_growth.png and samu_dz0_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dz0_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dz0_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.019309920143738151 -0.008141612901016046 0.046761453188492348 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.013351529192378081 -0.0060664248691868605 0.032769483253943021 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.008500144546182576 -0.020080132142799224 0.037080421235164376 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.012709233459214406 -0.008689258240093721 0.034107725158522534 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.012709233459214406 -0.008689258240093721 0.034107725158522534 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.033168903550700284 -0.086926687891257598 0.15326449499265818 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.033983927311597009 -0.087113305605028418 0.15508116022822244 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.033983927311597009 -0.087113305605028418 0.15508116022822244 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.0074342953062902714 -0.0020713288822081736 0.016939919494788715 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.0017862979801183604 -0.0073460062118148022 0.010918602172051524 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.0017862979801183604 -0.0073460062118148022 0.010918602172051524 29362 "cpu.samu_hybrid B=1 D=2048"
12 -0.050383675968628125 -0.17154331604251116 0.070775964105254899 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.050535576943650809 -0.17073465056094478 0.06966349667364316 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.050535576943650809 -0.17073465056094478 0.06966349667364316 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dz0: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.30869764764676233:1.3371543316042511]
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
