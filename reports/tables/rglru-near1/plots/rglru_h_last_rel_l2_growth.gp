# rglru_h_last_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_rel_l2_growth.gp  (writes rglru_h_last_rel_l2_growth.png and rglru_h_last_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_h_last_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.025187915853270241 -0.13150970751442251 0.081133875807882033 0 "cpu.canonical_f32 B=1 D=1024"
2 0.035932997200036926 -0.01137979924163772 0.083245793641711571 0 "cpu.canonical_f32 B=1 D=2048"
3 0.0035323564321804416 -0.016548183054787058 0.02361289591914794 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.00017346903337008853 -0.013651645155345204 0.013998583222085382 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -0.0088760114345799654 -0.030438559352905764 0.012686536483745833 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 0.22891738166505407 -0.69485736769798245 1.1526921310280906 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 -0.0011381092559603365 -0.036126790554545658 0.033850572042624989 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
8 0.22806390890194331 -0.69789571623777058 1.1540235340416571 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
9 0.0091741628709110165 -0.0077207177083441353 0.026069043450166168 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
10 0.12715399897741217 -0.6678802480014433 0.92218824595626769 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
11 0.018588919715714244 -0.0082640501741320267 0.045441889605560518 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
12 0.12565906183339265 -0.66968276862054932 0.9210008922873345 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru h_last: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:12.6]
set yrange [-0.88768528786154766:1.3897895716237771]
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
