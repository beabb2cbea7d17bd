# rglru_dv_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_excess_l2_growth.gp  (writes rglru_dv_excess_l2_growth.png and rglru_dv_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dv_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dv_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.023576721726793801 -0.049247855668469231 0.096401299122056833 0 "cpu.canonical_f32 B=1 D=1024"
2 0.029008081555460408 -0.0022627253809360016 0.060278888491856822 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.016519975219362042 -0.16667306522130046 0.13363311478257636 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 -0.071678512834431315 -0.17504759000297243 0.0316905643341098 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.0085516445847136514 -0.079118584279629062 0.096221873449056361 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 -0.049589886791518996 -0.12238637650684908 0.023206602923811083 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.013289494088474641 -0.029569422252312419 0.056148410429261705 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.0015200858189690417 -0.040436563994939771 0.043476735632877857 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.012945640410667781 -0.036475033570450031 0.062366314391785589 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.0094303350274056869 -0.04278290343647357 0.061643573491284943 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dv: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.31255234900326967:1.3375047590002973]
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
