# rglru_dp_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_rel_l2_growth.gp  (writes rglru_dp_rel_l2_growth.png and rglru_dp_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dp_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dp_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.50401031585003453 0.49242272372287677 0.51559790797719229 0 "cpu.canonical_f32 B=1 D=1024"
2 0.48324396412294363 0.47248382437525516 0.49400410387063209 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.016991775686372258 -0.032753662299247754 -0.0012298890734967587 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.00077994048506969471 -0.014240662684700268 0.015800543654839658 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.43047641764457945 0.37625758468070525 0.48469525060845364 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 0.42845656940236265 0.37688594643341972 0.48002719237130559 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 0.43134574513270019 0.39796133855927551 0.46473015170612486 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.42944775181751194 0.39462865945449566 0.46426684418052822 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dp: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.15602902852917253:1.3232753662299248]
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
