# samu_dx_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_excess_l2_growth.gp  (writes samu_dx_excess_l2_growth.png and samu_dx_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dx_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dx_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.033050495942541343 -0.0064470700357422209 0.072548061920824913 0 "cpu.canonical_f32 B=1 D=1024"
2 0.051452047683753957 0.014705631346404756 0.088198464021103151 0 "cpu.canonical_f32 B=1 D=2048"
3 0.033689702850131897 -0.0062095711993797945 0.073588976899643582 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.03332746121038635 -0.0072476305529537086 0.073902552973726415 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.033854003620987387 -0.0063983121847338911 0.074106319426708672 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.041292401371298353 0.010107414244291024 0.072477388498305678 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.040270171013656805 0.0081960498747636612 0.072344292152549949 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.040674976553532666 0.0090956064254201566 0.072254346681645182 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.052451185872151973 0.015617580687092757 0.089284791057211182 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.052613167668130262 0.015469549321746691 0.08975678601451384 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.053327501610228964 0.015430213907508962 0.091224789312948973 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.057903129640751033 0.019044879924587678 0.096761379356914395 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.057187431818165962 0.019086495094264862 0.09528836854206707 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.057632337769437332 0.018487967065173465 0.096776708473701206 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dx: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.12797239360824908:1.3207247630552954]
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
