# samu_da_phi_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_rel_l2_growth.gp  (writes samu_da_phi_rel_l2_growth.png and samu_da_phi_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_da_phi_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.25919665659029378 -0.7750924406652614 1.2934857538458489 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.44436822353133343 -1.4467186187448369 0.55798217168217012 0 "cpu.canonical_f32 B=1 D=2048"
3 0.16029717893662962 -0.36299096679328469 0.68358532466654398 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.1982815781902858 -0.39386880913219147 0.79043196551276307 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.21307598464994149 -1.1408997685545004 1.5670517378543833 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.35484638873099983 -0.84195802576865786 1.5516508032306575 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.22046341608046799 -1.0861623805856369 1.5270892127465727 13400487 "cpu.samu_hybrid B=1 D=1024"
8 -0.39512137229682115 -1.2843510719107036 0.49410832731706139 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 -0.35118656420146172 -1.1801299865075758 0.47775685810465246 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 -0.38266512195949992 -1.262010084387081 0.49667984046808117 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu da_phi: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-1.748095654404759:1.8684287735143055]
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
