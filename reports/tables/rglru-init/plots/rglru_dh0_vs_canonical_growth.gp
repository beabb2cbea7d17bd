# rglru_dh0_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_vs_canonical_growth.gp  (writes rglru_dh0_vs_canonical_growth.png and rglru_dh0_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_dh0_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.035103968699140807 -0.079421853135267229 0.0092139157369856076 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.04846973064818285 -0.12652231111568302 0.02958284981931731 8355711 "cpu.canonical_f64 B=1 D=2048"
3 -0.037583645316446562 -0.090465049960760935 0.01529775932786781 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 -0.030705273774803865 -0.082751160739128651 0.021340613189520921 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 -0.039408599711861385 -0.097383813798022259 0.018566614374299489 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
6 -0.052638822079344956 -0.11294243198655426 0.0076647878278643528 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dh0: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:6.6]
set yrange [-0.25917454222725134:1.3326522311115683]
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
