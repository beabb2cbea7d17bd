# rglru_dh0_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_rel_l2_growth.gp  (writes rglru_dh0_rel_l2_growth.png and rglru_dh0_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dh0_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.02608469875103378 -0.078412965644996585 0.026243568142929018 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.047089683711688354 -0.12120845363485194 0.027029086211475234 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.0074583203493219482 -0.06552041976917479 0.050603779070530888 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.0036472577742376502 -0.028585591683330181 0.035880107231805479 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -0.019981115280457193 -0.098263540683899461 0.058301310122985076 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 0.0094346792697138689 -0.045565748660461182 0.064435107199888916 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 -0.0089833922263528633 -0.02385945430175767 0.0058926698490519448 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.011185228935768721 -0.02924905209479026 0.051619509966327706 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dh0: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.25332929899833712:1.3321208453634852]
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
