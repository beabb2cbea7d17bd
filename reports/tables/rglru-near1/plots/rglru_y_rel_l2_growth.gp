# rglru_y_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_rel_l2_growth.gp  (writes rglru_y_rel_l2_growth.png and rglru_y_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_y_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_y_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.00095282334640144192 -0.00098145454957216955 0.0028871012423750536 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.00062053974908089045 -0.0014655887030130027 0.00022450920485122183 0 "cpu.canonical_f32 B=1 D=2048"
3 0.00095277897512284883 -0.00098148405927256008 0.002887042009518258 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.00062058538333235685 -0.0014656400563782582 0.00022446928971354453 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.00095277977231484625 -0.00098148382546924505 0.0028870433700989378 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 0.00095343460081113909 -0.00098083265696849724 0.0028877018585907752 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 0.00095277975239641606 -0.00098148263992958555 0.0028870421447224175 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
8 0.00095343222327293111 -0.00098083603540217285 0.0028877004819480353 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
9 -0.00062058501611249697 -0.0014656393233369687 0.00022446929111197462 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
10 -0.00062014744129786743 -0.0014652534950566831 0.00022495861246094821 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
11 -0.00062058521264764959 -0.0014656395044613177 0.00022446907916601861 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
12 -0.00062014662219039645 -0.0014652527318424616 0.00022495948746166874 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru y: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:12.6]
set yrange [-0.12161220406201607:1.3201465640056378]
set ylabel "growth exponent k (rel_l2 ~ L^k)"
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
