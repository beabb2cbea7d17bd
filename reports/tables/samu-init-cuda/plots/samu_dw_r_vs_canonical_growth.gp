# samu_dw_r_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_vs_canonical_growth.gp  (writes samu_dw_r_vs_canonical_growth.png and samu_dw_r_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_r_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.35333293025252888 0.29490677674525306 0.41175908375980469 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.29863114554246711 0.22865990763428021 0.36860238345065399 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.4708245693530585 0.43938676316951769 0.50226237553659925 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.47156384775124899 0.44030830875147292 0.50281938675102511 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.47232464570263283 0.44282305997932048 0.50182623142594518 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.4708245693530585 0.43938676316951769 0.50226237553659925 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.47156384775124899 0.44030830875147292 0.50281938675102511 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.47232464570263283 0.44282305997932048 0.50182623142594518 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.27054648484108146 0.20633353996348885 0.33475942971867406 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.32507642749303062 0.26554386179763018 0.38460899318843106 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.45025387168013131 0.41321146674906223 0.4872962766112004 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.45076321232188932 0.41806954422829756 0.48345688041548107 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.44957700697896918 0.41675943810716032 0.48239457585077805 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.44727754815806786 0.41407058372343913 0.48048451259269659 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.45076321232188932 0.41806954422829756 0.48345688041548107 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.44957700697896918 0.41675943810716032 0.48239457585077805 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.44727754815806786 0.41407058372343913 0.48048451259269659 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.27660702005056115 0.21317517044038664 0.34003886966073565 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.27767610246148705 0.20701002609815128 0.34834217882482282 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.44597457962904202 0.42326865156176274 0.4686805076963213 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dw_r: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.12:1.3199999999999998]
set ylabel "growth exponent k (vs_canonical ~ L^k)"
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
