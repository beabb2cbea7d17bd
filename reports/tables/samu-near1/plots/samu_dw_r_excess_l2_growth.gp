# samu_dw_r_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_excess_l2_growth.gp  (writes samu_dw_r_excess_l2_growth.png and samu_dw_r_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_r_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.093506012935616376 0.046872940648248665 0.14013908522298407 0 "cpu.canonical_f32 B=1 D=1024"
2 0.10579003590231385 0.040070585882515247 0.17150948592211246 0 "cpu.canonical_f32 B=1 D=2048"
3 0.074372168690227156 0.016823822522103779 0.13192051485835055 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.07314163664570697 0.016024896143983627 0.13025837714743033 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.073267366102988979 0.016316514594137424 0.13021821761184055 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.069182358213159101 0.021199512509652137 0.11716520391666607 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.069302389652831281 0.020333984071811223 0.11827079523385134 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.0694996931790796 0.020295698265231268 0.11870368809292793 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.091416862513049202 0.019764238017775521 0.16306948700832288 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.091569105726402575 0.020110701034872155 0.16302751041793301 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.091598825533281872 0.020159312954949618 0.16303833811161411 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.092344820170244507 0.017038816776510909 0.16765082356397809 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.092579133049700557 0.018017647929759947 0.16714061816964115 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.092217512245250668 0.017716386116133617 0.16671863837436773 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_r: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
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
