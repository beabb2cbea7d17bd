# samu_z_last_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_vs_canonical_growth.gp  (writes samu_z_last_vs_canonical_growth.png and samu_z_last_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_z_last_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_z_last_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.00914355836493712 -0.023436646893003892 0.0051495301631296533 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.0095158540127608521 -0.00077774063715387726 0.019809448662675581 8355711 "cpu.canonical_f64 B=1 D=2048"
3 -0.00027244389546116619 -0.016260538147761718 0.015715650356839382 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 -0.00039702265756899727 -0.020823052662507922 0.020029007347369929 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 -0.00027244389546116619 -0.016260538147761718 0.015715650356839382 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.058228605685848117 -0.087594676064590843 0.20405188743628708 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.05872454043588092 -0.088659379705097449 0.20610846057685928 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.058228605685848117 -0.087594676064590843 0.20405188743628708 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.0051946953601621597 -0.0032291451779940146 0.013618535898318334 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.003579695142518961 -0.0047122456799009501 0.011871635964938872 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.0051946953601621597 -0.0032291451779940146 0.013618535898318334 29362 "cpu.samu_hybrid B=1 D=2048"
12 -0.035578620795691143 -0.10573216399218804 0.034574922400805758 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.035680752345556691 -0.10557479971241457 0.034213295021301188 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.035578620795691143 -0.10573216399218804 0.034574922400805758 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu z_last: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.23630538039140683:1.3305732163992188]
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
