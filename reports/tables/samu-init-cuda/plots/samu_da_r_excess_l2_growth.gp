# samu_da_r_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_excess_l2_growth.gp  (writes samu_da_r_excess_l2_growth.png and samu_da_r_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_da_r_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_r_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.23860196766599504 -0.3964554063707757 0.87365934170276582 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.6834327140375599 -1.344125420171167 -0.022740007903952808 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.37086614980261828 -0.75809577207485546 0.016363472469618889 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 -0.2067229060724956 -0.53916647877632351 0.1257206666313323 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 -0.33001568167263884 -0.75133620241057075 0.09130483906529302 13400487 "cuda.samu_hybrid B=1 D=1024"
6 -0.37086614980261828 -0.75809577207485546 0.016363472469618889 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 -0.2067229060724956 -0.53916647877632351 0.1257206666313323 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 -0.33001568167263884 -0.75133620241057075 0.09130483906529302 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.2133636717716739 -0.4411858121979515 0.86791315574129935 8355584 "cuda.samu_sequential B=1 D=1024"
10 -0.1102809155897653 -0.49888704866645628 0.27832521748692562 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 -0.37086614980261828 -0.75809577207485546 0.016363472469618889 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.59910081404419013 -1.4884414734611178 0.29023984537273739 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.69567759464714685 -1.6906825701541701 0.29932738085987642 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.68491493323627384 -1.6333572614292411 0.26352739495669353 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.59910081404419013 -1.4884414734611178 0.29023984537273739 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.69567759464714685 -1.6906825701541701 0.29932738085987642 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.68491493323627384 -1.6333572614292411 0.26352739495669353 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.78275208148254327 -1.2060031926285497 -0.35950097033653688 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.19935793845769639 -0.7601715359482617 0.36145565903286886 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.59910081404419013 -1.4884414734611178 0.29023984537273739 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu da_r: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-1.9797508271695872:1.489068257015417]
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
