# samu_y_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_vs_canonical_growth.gp  (writes samu_y_vs_canonical_growth.png and samu_y_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_y_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_y_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.017212165775441018 -0.035082634777402269 0.069506966328284306 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.013730001503124206 -0.03422040620748959 0.0067604032012411764 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.015829561062642262 -0.040694352067884271 0.072353474193168787 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.010444882066611934 -0.045718547058199097 0.066608311191422964 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.015829561062642262 -0.040694352067884271 0.072353474193168787 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.015829561062642262 -0.040694352067884271 0.072353474193168787 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.010444882066611934 -0.045718547058199097 0.066608311191422964 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.015829561062642262 -0.040694352067884271 0.072353474193168787 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 -0.0046970253374478384 -0.080208571703550849 0.070814521028655167 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.0089916791381228437 -0.037382139914838915 0.055365498191084599 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.015829561062642262 -0.040694352067884271 0.072353474193168787 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.010558141146298949 -0.025011058463923146 0.0038947761713252465 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.01229211754049145 -0.031462815790605066 0.006878580709622167 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.010558141146298949 -0.025011058463923146 0.0038947761713252465 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.010558141146298949 -0.025011058463923146 0.0038947761713252465 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.01229211754049145 -0.031462815790605066 0.006878580709622167 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.010558141146298949 -0.025011058463923146 0.0038947761713252465 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.0095104006536733589 -0.033954878789505705 0.014934077482158989 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.0061920764665714953 -0.018437931304812985 0.030822084237955974 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.010558141146298949 -0.025011058463923146 0.0038947761713252465 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu y: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.20822942887390594:1.3280208571703551]
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
