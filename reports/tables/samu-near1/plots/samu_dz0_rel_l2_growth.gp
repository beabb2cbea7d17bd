# samu_dz0_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_rel_l2_growth.gp  (writes samu_dz0_rel_l2_growth.png and samu_dz0_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dz0_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dz0_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.01934844114909277 -0.0081074921017055442 0.046804374399891088 0 "cpu.canonical_f32 B=1 D=1024"
2 0.013343596318416511 -0.0060862876113622309 0.03277348024819525 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.0041656302930330319 -0.01993341783032632 0.011602157244260256 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.00028626983129683412 -0.0151247432393331 0.014552203576739432 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.018456215668293943 -0.0089024718752460201 0.045814903211833902 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.018994151432949451 -0.0085700929765858379 0.046558395842484737 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.018994151432949451 -0.0085700929765858379 0.046558395842484737 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.018201171689334276 -0.0085459180699504964 0.044948261448619048 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 0.018610361084093682 -0.0083255642661942374 0.045546286434381605 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 0.018610361084093682 -0.0083255642661942374 0.045546286434381605 1556175 "cuda.samu_hybrid B=1 D=1024"
11 0.013788935419016407 -0.0056488629762802348 0.033226733814313049 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 0.013745347795156444 -0.0058757192617405144 0.033366414852053404 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 0.013745347795156444 -0.0058757192617405144 0.033366414852053404 29362 "cpu.samu_hybrid B=1 D=2048"
14 0.014379092716463843 -0.0053719189931412288 0.034130104426068911 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 0.014299252177659792 -0.0052845220206631308 0.033883026375982714 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 0.014299252177659792 -0.0052845220206631308 0.033883026375982714 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dz0: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-0.14192675961335896:1.3219933417830325]
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
