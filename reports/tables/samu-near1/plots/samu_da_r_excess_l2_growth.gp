# samu_da_r_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_excess_l2_growth.gp  (writes samu_da_r_excess_l2_growth.png and samu_da_r_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_da_r_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_r_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.26065267484437077 -0.89910564747692612 1.4204109971656675 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.90071254370644871 -1.563374659766418 -0.23805042764647932 0 "cpu.canonical_f32 B=1 D=2048"
3 0.36238432311552776 -0.6478911950378603 1.3726598412689157 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.4030365111119219 -0.61953360718820027 1.425606629412044 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.399921006898252 -0.65004642825296521 1.4498884420494691 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.4387030917846596 -0.86120907586820905 1.7386152594375281 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.44207614774962534 -0.89777652931186491 1.7819288248111156 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.46733271677415905 -0.85326330422821606 1.787928737776534 1556175 "cuda.samu_hybrid B=1 D=1024"
9 -0.78271427416652772 -2.4909051654955694 0.92547661716251406 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 -0.6324476973162757 -2.0759333794819606 0.81103798484940903 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 -0.65691446442016088 -1.856615066952624 0.54278613811230236 29362 "cpu.samu_hybrid B=1 D=2048"
12 -0.63840181025271292 -1.5349143982150282 0.25811077770960245 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.64993965961130717 -1.4963660073031393 0.19648668808052494 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.66503178209821578 -1.4246319547489019 0.094568390552470238 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu da_r: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-2.91878855582278:2.2158121281037442]
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
