# samu_dz0_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_excess_l2_growth.gp  (writes samu_dz0_excess_l2_growth.png and samu_dz0_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dz0_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dz0_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.008682285522972023 -0.30740141080727024 0.32476598185321426 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.11454955161491848 -0.22060039686733701 -0.0084987063624999276 0 "cpu.canonical_f32 B=1 D=2048"
3 0.0010155241691741541 -0.31881034450535445 0.32084139284370278 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 -0.0012974125204037073 -0.32032442977004666 0.31772960472923922 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 -0.0012974125204037073 -0.32032442977004666 0.31772960472923922 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.0010155241691741541 -0.31881034450535445 0.32084139284370278 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 -0.0012974125204037073 -0.32032442977004666 0.31772960472923922 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 -0.0012974125204037073 -0.32032442977004666 0.31772960472923922 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 -0.010318684914576206 -0.33740686605899933 0.3167694962298469 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.015007145976734765 -0.08718411286113488 0.1171984048146044 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.0010155241691741541 -0.31881034450535445 0.32084139284370278 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.10901475340209164 -0.21052434507625467 -0.0075051617279286165 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.10986289794036015 -0.21312312926235283 -0.0066026666183674615 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.10986289794036015 -0.21312312926235283 -0.0066026666183674615 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.10901475340209164 -0.21052434507625467 -0.0075051617279286165 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.10986289794036015 -0.21312312926235283 -0.0066026666183674615 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.10986289794036015 -0.21312312926235283 -0.0066026666183674615 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.10977786536037372 -0.21069313657200156 -0.0088625941487458781 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.078495280409942594 -0.30537456447879763 0.14838400365891247 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.10901475340209164 -0.21052434507625467 -0.0075051617279286165 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dz0: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.49114755266489929:1.3537406866058999]
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
