# samu_z_last_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_excess_l2_growth.gp  (writes samu_z_last_excess_l2_growth.png and samu_z_last_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_z_last_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_z_last_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.055685986787722186 -0.10881846650999547 0.22019044008543984 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.067203375856424677 -0.14912424456342407 0.01471749285057472 0 "cpu.canonical_f32 B=1 D=2048"
3 0.062091932419647812 -0.098313694184389594 0.2224975590236852 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.06602948652795558 -0.091753974921607015 0.22381294797751816 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.062091932419647812 -0.098313694184389594 0.2224975590236852 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.062091932419647812 -0.098313694184389594 0.2224975590236852 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.06602948652795558 -0.091753974921607015 0.22381294797751816 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.062091932419647812 -0.098313694184389594 0.2224975590236852 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.061319476925833005 -0.099434736967604048 0.22207369081927006 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.11052866026300921 0.030585544763170477 0.19047177576284796 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.062091932419647812 -0.098313694184389594 0.2224975590236852 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.059989596452413092 -0.14828615793511166 0.028306965030285465 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.060299592465517249 -0.14523112036783328 0.024631935436798785 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.059989596452413092 -0.14828615793511166 0.028306965030285465 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.059989596452413092 -0.14828615793511166 0.028306965030285465 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.060299592465517249 -0.14523112036783328 0.024631935436798785 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.059989596452413092 -0.14828615793511166 0.028306965030285465 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.066572624818063988 -0.14705695012700906 0.013911700490881085 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.042359589413546284 -0.12226152462970638 0.20698070345679895 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.059989596452413092 -0.14828615793511166 0.028306965030285465 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu z_last: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.28403666901976649:1.3349124244563424]
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
