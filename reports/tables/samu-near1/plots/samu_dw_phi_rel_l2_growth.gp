# samu_dw_phi_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_rel_l2_growth.gp  (writes samu_dw_phi_rel_l2_growth.png and samu_dw_phi_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.24866704283054758 -0.053656175967269903 0.55099026162836506 0 "cpu.canonical_f32 B=1 D=1024"
2 0.25142438841782272 0.089790933010123058 0.41305784382552235 0 "cpu.canonical_f32 B=1 D=2048"
3 0.084726643957861281 -0.11144341682337491 0.28089670473909745 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.015214825882711431 -0.063550152216493447 0.033120500451070581 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.23719701064992585 -0.028057039815128165 0.50245106111497984 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.23503797858851719 -0.030284405731084291 0.50036036290811869 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.23560912410165341 -0.030096199111315003 0.50131444731462182 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.30110102165218849 -0.014011987928878533 0.61621403123325558 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 0.29678681250909728 -0.018138083147287876 0.61171170816548237 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 0.2992239598255178 -0.017408260244678175 0.61585617989571384 1556175 "cuda.samu_hybrid B=1 D=1024"
11 0.22727135501408677 0.074613900825952928 0.37992880920222061 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 0.22794055653273962 0.076499067729007886 0.37938204533647135 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 0.22864697009160365 0.079000410692622786 0.37829352949058448 29362 "cpu.samu_hybrid B=1 D=2048"
14 0.28973061388931487 0.082553867102453354 0.49690736067617636 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 0.28992280272891491 0.080810812368877605 0.49903479308895221 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 0.29018512073919878 0.082880957273867822 0.49748928420452976 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_phi: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-0.2425877585057124:1.3311443416823374]
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
