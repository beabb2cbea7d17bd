# rglru_dx_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_vs_canonical_growth.gp  (writes rglru_dx_vs_canonical_growth.png and rglru_dx_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_dx_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dx_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.039678724499091822 0.016909137503396503 0.062448311494787141 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.042406432148436229 0.016968385000485944 0.067844479296386512 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.053413587111141206 0.02349803135934481 0.083329142862937605 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.040069761953949769 0.018956053645433249 0.061183470262466289 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.037237179778128938 0.016625954273572181 0.0578484052826857 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.02922385184862163 0.013386822251958631 0.045060881445284626 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.051065979218654634 0.034288859332701926 0.067843099104607341 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.042186340920838165 0.028035362041711295 0.056337319799965035 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.048051917580812085 0.028540449793321772 0.067563385368302392 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.045041037036773826 0.021684209546498138 0.068397864527049518 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dx: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.12:1.3199999999999998]
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
