# samu_z_last_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_vs_canonical_growth.gp  (writes samu_z_last_vs_canonical_growth.png and samu_z_last_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_z_last_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_z_last_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.055685959489008577 -0.10881854725237088 0.22019046623038802 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.067203372859536994 -0.14912423737837158 0.014717491659297588 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.015106154698914466 -0.19581382472091444 0.22602613411874337 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.020625887750846415 -0.18937307386737975 0.2306248493690726 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.015106154698914466 -0.19581382472091444 0.22602613411874337 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.015106154698914466 -0.19581382472091444 0.22602613411874337 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.020625887750846415 -0.18937307386737975 0.2306248493690726 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.015106154698914466 -0.19581382472091444 0.22602613411874337 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.005594364405612293 -0.22779875540416669 0.23898748421539126 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.12714213660198742 -0.017780256583148829 0.2720645297871237 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.015106154698914466 -0.19581382472091444 0.22602613411874337 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.015363025580579578 -0.26545845799709167 0.29618450915825079 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.011074677881733207 -0.26601796394189892 0.28816731970536535 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.015363025580579578 -0.26545845799709167 0.29618450915825079 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.015363025580579578 -0.26545845799709167 0.29618450915825079 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.011074677881733207 -0.26601796394189892 0.28816731970536535 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.015363025580579578 -0.26545845799709167 0.29618450915825079 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.0228054874209308 -0.26445610763887006 0.31006708248073167 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.064721513468693148 -0.16391823601923594 0.034475209081849631 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.015363025580579578 -0.26545845799709167 0.29618450915825079 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu z_last: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.41261976033608883:1.3466017963941899]
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
