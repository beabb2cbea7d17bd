# rglru_dh0_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_rel_l2_growth.gp  (writes rglru_dh0_rel_l2_growth.png and rglru_dh0_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dh0_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.26313177551079736 0.0045215186021352882 0.52174203241945949 0 "cpu.canonical_f32 B=1 D=1024"
2 0.32473153980397507 0.16766565000761277 0.48179742960033733 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.011782621368960969 -0.034692471735311307 0.011127228997389368 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.0038197061624119662 -0.016428685005265713 0.0087892726804417801 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.099110734855414287 0.0085673190997619941 0.18965415061106658 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 0.0072789398368702761 -0.11228276454848996 0.12684064422223051 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 0.10154085367144869 0.013985560084448123 0.18909614725844925 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
8 0.0070454243541018674 -0.10954837888779277 0.12363922759599651 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
9 0.13350992297445383 0.049873367258003412 0.21714647869090425 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
10 -0.0011229909196652519 -0.093297806297620578 0.091051824458290076 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
11 0.13159890749672884 0.052567080111355455 0.21063073488210221 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
12 0.0057409664674731428 -0.086487045034442642 0.097968977969388929 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dh0: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:12.6]
set yrange [-0.24351104100333895:1.3312282764548489]
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
