# samu_dnu_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_excess_l2_growth.gp  (writes samu_dnu_excess_l2_growth.png and samu_dnu_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dnu_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dnu_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.15242436118707003 0.059525982029480159 0.2453227403446599 0 "cpu.canonical_f32 B=1 D=1024"
2 0.13489167625105775 0.042829929285900445 0.22695342321621503 0 "cpu.canonical_f32 B=1 D=2048"
3 0.14726687046540335 0.053131141227745815 0.24140259970306088 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.1472799440984707 0.053834051089446985 0.2407258371074944 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.1474656742634054 0.053975745355053145 0.24095560317175765 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.14341657590856396 0.042660035653702133 0.2441731161634258 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.1432800537773001 0.042360193776910998 0.24419991377768921 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.14354783780178657 0.043009338385537207 0.24408633721803591 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.13283071784206943 0.040103981265115454 0.22555745441902342 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.13283623122866134 0.040406989429494097 0.22526547302782857 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.13302187501993651 0.040604744745281585 0.22543900529459143 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.13696705027922285 0.041323309624876653 0.23261079093356904 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.1370311630780848 0.040989214329448506 0.23307311182672108 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.13690012942387758 0.041128640286399801 0.23267161856135538 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dnu: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.12:1.3199999999999998]
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
