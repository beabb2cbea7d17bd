# rglru_dv_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
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
1 0.02927499329538821 -0.07159274912767162 0.13014273571844803 0 "cpu.canonical_f32"
2 0.066225504543230257 -0.033733294463373018 0.16618430354983355 29362 "cuda.rglru_chunk16_serial"
3 0.065968695408332001 -0.038692278076986844 0.17062966889365083 40563 "cuda.rglru_chunk16_grouped32"
4 0.066225504543230257 -0.033733294463373018 0.16618430354983355 13400487 "cuda.rglru_chunk16_serial_v2"
5 0.065968695408332001 -0.038692278076986844 0.17062966889365083 5682409 "cuda.rglru_chunk16_grouped32_v2"
6 0.033214585580477685 -0.046238124445428519 0.11266729560638389 9197131 "cuda.rglru_sequential"
7 0.010925809472626414 -0.025213797641700564 0.047065416586953387 1556175 "cuda.rglru_assoc_f32"
8 0.0016521525320734149 -0.011847342463158928 0.015151647527305759 8355584 "cuda.rglru_assoc_bf16"
EOD
set title "rglru dv: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.19875202404043879:1.3271592749127672]
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
