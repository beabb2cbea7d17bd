# rglru_du_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_excess_l2_growth.gp  (writes rglru_du_excess_l2_growth.png and rglru_du_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_du_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_du_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.048259754127106799 -0.0073256929578262575 0.10384520121203986 0 "cpu.canonical_f32 B=1 D=1024"
2 0.05873019796242742 0.015154794344968317 0.10230560157988652 0 "cpu.canonical_f32 B=1 D=2048"
3 0.014311960406504032 -0.020010090473283164 0.048634011286291225 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 -0.0078966657416624751 -0.068526120607879978 0.052732789124555035 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.019030151484708352 -0.047470668082339851 0.085530971051756555 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.009909835744320623 -0.035980642632842563 0.055800314121483813 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.048915329084092775 -0.0081437418326479119 0.10597440000083347 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.025794471117956762 -0.011837170039914968 0.063426112275828492 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.039472459342315941 -0.028529852012570411 0.10747477069720229 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.015837331534756697 -0.035465405192341842 0.067140068261855229 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru du: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.19537873266866795:1.326852612060788]
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
