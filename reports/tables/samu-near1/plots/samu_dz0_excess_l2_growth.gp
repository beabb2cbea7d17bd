# samu_dz0_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_excess_l2_growth.gp  (writes samu_dz0_excess_l2_growth.png and samu_dz0_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dz0_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dz0_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.019309659723300159 -0.0081421358059350982 0.046761455252535417 0 "cpu.canonical_f32 B=1 D=1024"
2 0.013351779729410361 -0.006066015659205835 0.032769575118026556 0 "cpu.canonical_f32 B=1 D=2048"
3 0.018418506462931555 -0.008933001970939599 0.045770014896802713 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.018956288443500526 -0.0086017462728770616 0.046514323159878114 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.018956288443500526 -0.0086017462728770616 0.046514323159878114 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.018161924003270189 -0.0085707035420916691 0.044894551548632047 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.018571275742185988 -0.0083506639722868078 0.045493215456658784 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.018571275742185988 -0.0083506639722868078 0.045493215456658784 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.013796467373151662 -0.0056275985912519685 0.033220533337555293 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.013752443858187333 -0.005854179657899361 0.033359067374274028 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.013752443858187333 -0.005854179657899361 0.033359067374274028 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.014394011968790157 -0.0053492422912007863 0.034137266228781105 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.014314577051570776 -0.0052616293416113142 0.033890783444752867 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.014314577051570776 -0.0052616293416113142 0.033890783444752867 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dz0: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.12982630216803354:1.3208933001970939]
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
