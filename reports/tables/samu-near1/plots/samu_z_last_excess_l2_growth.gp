# samu_z_last_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_excess_l2_growth.gp  (writes samu_z_last_excess_l2_growth.png and samu_z_last_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_z_last_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_z_last_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.0091436110432697709 -0.023436525025174147 0.0051493029386346072 0 "cpu.canonical_f32 B=1 D=1024"
2 0.0095161273266505531 -0.00077717028328764051 0.019809424936588747 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.0085406532592877775 -0.021756564560217555 0.0046752580416420005 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 -0.0084661005044874317 -0.021536556798016554 0.0046043557890416888 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 -0.0085406532592877775 -0.021756564560217555 0.0046752580416420005 13400487 "cpu.samu_hybrid B=1 D=1024"
6 -0.0081987973882173427 -0.021808530571733552 0.0054109357952988671 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 -0.0083634845327849126 -0.021830711139942387 0.0051037420743725616 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 -0.0081987973882173427 -0.021808530571733552 0.0054109357952988671 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.0098011069044705267 -0.0013473861672101076 0.020949599976151159 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.0098632318187019553 -0.0011161185751726987 0.020842582212576607 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.0098011069044705267 -0.0013473861672101076 0.020949599976151159 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.010059276051963956 -0.0011490471599408403 0.021267599263868751 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.0098777244921737836 -0.0012809785620065944 0.02103642754635416 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.010059276051963956 -0.0011490471599408403 0.021267599263868751 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu z_last: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.14578017752769157:1.3223436525025174]
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
