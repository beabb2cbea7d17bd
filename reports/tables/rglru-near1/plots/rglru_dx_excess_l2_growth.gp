# rglru_dx_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_excess_l2_growth.gp  (writes rglru_dx_excess_l2_growth.png and rglru_dx_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dx_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dx_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.039678508361311988 0.016908915719163635 0.062448101003460342 0 "cpu.canonical_f32 B=1 D=1024"
2 0.042405679023325843 0.016967907933106343 0.067843450113545339 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.013050404520243494 -0.044704776615798157 0.018603967575311166 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.0046791089852320734 -0.018573897008449518 0.027932114978913666 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.0037397369250422997 -0.026911532608608388 0.034391006458692988 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.039538839092353346 -0.0098372831774348121 0.088914961362141498 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.053391024627987338 0.0061621697134102496 0.10061987954256443 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.052325301596736276 -0.028885688345133456 0.13353629153860602 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.059465837865556752 0.012601375582269453 0.10633030014884405 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.042685230231102093 -0.017990073328394827 0.10336053379059901 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dx: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.16917525427737798:1.3244704776615799]
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
