# samu_dnu_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_vs_canonical_growth.gp  (writes samu_dnu_vs_canonical_growth.png and samu_dnu_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dnu_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dnu_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.15242406995757274 0.059526475014080468 0.245321664901065 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.13489107366941958 0.042829134608229735 0.22695301273060942 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.35109397412818005 0.32241491279458107 0.37977303546177904 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.34935437879166209 0.31916503492206338 0.3795437226612608 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.35072457142317987 0.32411328693216851 0.37733585591419122 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.13673320091589544 0.028137877377267945 0.24532852445452294 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.13705723998434602 0.02930086901308733 0.24481361095560472 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.13727456227586698 0.029333786234466086 0.24521533831726788 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.33104275419536022 0.29493803763353188 0.36714747075718857 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.3303114437061021 0.29509189991160834 0.36553098750059587 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.33124896554555455 0.29446850332428598 0.36802942776682313 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.064698275874465333 -0.14477074615502605 0.27416729790395672 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.06397215542585831 -0.14540774988756872 0.27335206073928531 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.063874311927294578 -0.14536738099917257 0.27311600485376175 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dnu: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.2799485248763256:1.3345407749887568]
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
