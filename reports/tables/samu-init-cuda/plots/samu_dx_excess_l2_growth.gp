# samu_dx_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_excess_l2_growth.gp  (writes samu_dx_excess_l2_growth.png and samu_dx_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dx_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dx_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.029493536747556125 -0.08656902137300411 0.14555609486811635 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.012314977268428298 -0.07787513233896963 0.053245177802113033 0 "cpu.canonical_f32 B=1 D=2048"
3 0.023534123468538282 -0.091126132351967551 0.1381943792890441 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.024089863344719877 -0.090879740919806856 0.13905946760924662 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.023024312689129186 -0.092185482687773102 0.13823410806603148 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.023534123468538282 -0.091126132351967551 0.1381943792890441 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.024089863344719877 -0.090879740919806856 0.13905946760924662 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.023024312689129186 -0.092185482687773102 0.13823410806603148 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.030682624625901926 -0.084966338341256081 0.14633158759305992 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.0086029745777742236 -0.05614357211729528 0.073349521272843721 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.023534123468538282 -0.091126132351967551 0.1381943792890441 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.0076910407115441627 -0.075354139666923475 0.059972058243835148 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.0075700989928468368 -0.072260748990876894 0.057120551005183214 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.0086860276093934201 -0.07581899219471519 0.058446936975928343 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.0076910407115441627 -0.075354139666923475 0.059972058243835148 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.0075700989928468368 -0.072260748990876894 0.057120551005183214 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.0086860276093934201 -0.07581899219471519 0.058446936975928343 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.0081824029430656395 -0.071715294317762371 0.055350488431631088 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.010352087399046184 -0.074126242141863266 0.053422067343770904 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.0076910407115441627 -0.075354139666923475 0.059972058243835148 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dx: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.2214040309565504:1.3292185482687773]
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
