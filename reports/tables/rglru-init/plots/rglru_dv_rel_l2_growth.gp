# rglru_dv_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_rel_l2_growth.gp  (writes rglru_dv_rel_l2_growth.png and rglru_dv_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dv_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dv_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.00039988031121161559 -0.00072203948913810443 -7.7721133285126801e-05 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.00026354873727418539 -0.00064606892640849383 0.00011897145186012299 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.00039988054165877878 -0.0007220393262987408 -7.772175701881677e-05 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.00026354888238447425 -0.00064606870094936308 0.00011897093618041464 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -0.00039988053282672027 -0.00072203996538390102 -7.7721100269539521e-05 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 -0.00039988058533782907 -0.00072203997759164897 -7.7721193084009173e-05 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 -0.00026354868150191719 -0.0006460686191292293 0.00011897125612539487 13400487 "cpu.rglru_chunk16_serial B=1 D=2048"
8 -0.00026354872741388992 -0.00064606865129174424 0.0001189711964639644 5682409 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dv: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.12079424397535081:1.320072203997759]
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
