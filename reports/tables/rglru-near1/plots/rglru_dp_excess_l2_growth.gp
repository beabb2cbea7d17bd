# rglru_dp_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_excess_l2_growth.gp  (writes rglru_dp_excess_l2_growth.png and rglru_dp_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dp_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dp_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.43001012243726516 0.39875589401708239 0.46126435085744794 0 "cpu.canonical_f32 B=1 D=1024"
2 0.42971374518422201 0.38606763111958509 0.47335985924885893 0 "cpu.canonical_f32 B=1 D=2048"
3 0.38888596649412588 0.35854576855346426 0.4192261644347875 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.70262811032743766 0.51219795535353618 0.89305826530133914 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.38405997518774188 0.35519021499259984 0.41292973538288391 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.6928015381597501 0.50174393441886245 0.88385914190063775 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.39216129029290298 0.3684100320306784 0.41591254855512755 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.59099037213123118 0.33488372799208221 0.84709701627038014 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.38249515482843338 0.35310761887621905 0.41188269078064771 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.59888794339452089 0.3477174490962473 0.85005843769279443 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dp: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
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
