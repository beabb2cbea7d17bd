# samu_dw_r_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_excess_l2_growth.gp  (writes samu_dw_r_excess_l2_growth.png and samu_dw_r_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_r_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.35333285606755788 0.29490668058274139 0.41175903155237437 0 "cpu.canonical_f32 B=1 D=1024"
2 0.29863117399565892 0.22865993869813467 0.36860240929318316 0 "cpu.canonical_f32 B=1 D=2048"
3 0.090998901096256996 -0.010584908723180395 0.1925827109156944 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.09010395509813629 -0.0095980161959332705 0.18980592639220584 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.088209270794764427 -0.012621742660423443 0.18904028424995228 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.090998901096256996 -0.010584908723180395 0.1925827109156944 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.09010395509813629 -0.0095980161959332705 0.18980592639220584 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.088209270794764427 -0.012621742660423443 0.18904028424995228 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.35799874216826993 0.30018567252133049 0.41581181181520938 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.085027481793350027 0.021358869993324481 0.14869609359337557 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.45025354761190872 0.41321020139861159 0.48729689382520586 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.028922132082651753 -0.0086617519427671201 0.066506016108070623 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.029041286746042182 -0.0076256824258062704 0.065708255917890632 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.029889661171712021 -0.0067479775086789102 0.066527299852102956 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.028922132082651753 -0.0086617519427671201 0.066506016108070623 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.029041286746042182 -0.0076256824258062704 0.065708255917890632 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.029889661171712021 -0.0067479775086789102 0.066527299852102956 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.29312294882691292 0.21873588833170099 0.36751000932212485 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.030524952427319878 -0.0012445570962907361 0.062294461950930496 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.4459743057399595 0.42326875358831739 0.4686798578916016 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dw_r: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.13388391692646578:1.3212621742660422]
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
