# samu_da_r_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_rel_l2_growth.gp  (writes samu_da_r_rel_l2_growth.png and samu_da_r_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_da_r_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_r_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.23963452207275321 -0.39360844632925879 0.87287749047476515 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.68254496652001018 -1.3453372467131373 -0.019752686326883095 0 "cpu.canonical_f32 B=1 D=2048"
3 0.017477521632743513 -0.25646799334345755 0.29142303660894459 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.32368466106685317 -0.92587321656846311 0.2785038944347567 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -0.1981411732167708 -0.66299418388052367 0.26671183744698201 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 -0.2031158341300566 -0.55269333217320615 0.14646166391309298 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 -0.24716449138191496 -0.66923555790728717 0.17490657514345723 13400487 "cpu.samu_hybrid B=1 D=1024"
8 -0.97621339955738307 -1.6167928395797988 -0.33563395953496733 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 -1.1301805917980798 -1.906322171980273 -0.3540390116158868 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 -0.95069392814238329 -1.6389034536969902 -0.26248440258777628 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu da_r: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-2.2169543891783006:1.5106322171980273]
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
