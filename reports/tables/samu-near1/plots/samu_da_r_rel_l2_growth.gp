# samu_da_r_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
1 0.25905410291347009 -0.89736641169973974 1.4154746175266799 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.90010948199828411 -1.5630639859989004 -0.23715497799766772 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.55804820743290529 -1.9477802419299786 0.83168382706416788 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.5580477535269236 -0.97261871144610246 -0.14347679560774473 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.36123303626090386 -0.64694843004279379 1.3694145025646014 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.40132625501101027 -0.61886574593415078 1.4215182559561712 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.3981703011888737 -0.64941317601605508 1.4457537783938026 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.4362335594879273 -0.86715904446842373 1.7396261634442785 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 0.43990331788335912 -0.90412351112077372 1.783930146887492 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 0.46556745381179976 -0.85993347288712063 1.7910683805107201 1556175 "cuda.samu_hybrid B=1 D=1024"
11 -0.78469158451809951 -2.5156520059239726 0.94626883688777341 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 -0.63365003866841774 -2.0759957240884792 0.80869564675164363 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 -0.65799780955372711 -3.0173127024761541 1.7013170833686999 29362 "cpu.samu_hybrid B=1 D=2048"
14 -0.63736430072652284 -1.5295772787116961 0.25484867725865035 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 -0.64918130776741279 -1.4929964695366307 0.19463385400180522 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 -0.66436625661648474 -1.4217069322602418 0.092974419027272215 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu da_r: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-3.4981508107748418:2.2719064888094076]
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
