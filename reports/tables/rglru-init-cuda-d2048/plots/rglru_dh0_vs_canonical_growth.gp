# rglru_dh0_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_vs_canonical_growth.gp  (writes rglru_dh0_vs_canonical_growth.png and rglru_dh0_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_dh0_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.04846973064818285 -0.12652231111568302 0.02958284981931731 8355711 "cpu.canonical_f64"
2 -0.026036227519033634 -0.083271698731544344 0.031199243693477079 29362 "cuda.rglru_chunk16_serial"
3 -0.03488528053756184 -0.10410936372945961 0.034338802654335941 40563 "cuda.rglru_chunk16_grouped32"
4 -0.026036227519033634 -0.083271698731544344 0.031199243693477079 13400487 "cuda.rglru_chunk16_serial_v2"
5 -0.03488528053756184 -0.10410936372945961 0.034338802654335941 5682409 "cuda.rglru_chunk16_grouped32_v2"
6 0.071039304181896787 -0.009867759994833164 0.15194636835862674 9197131 "cuda.rglru_sequential"
7 0.0086100643561807678 -0.085216452555046618 0.10243658126740815 1556175 "cuda.rglru_assoc_f32"
8 -0.026955963149985916 -0.11148241839288402 0.057570492092912193 8355584 "cuda.rglru_assoc_bf16"
EOD
set title "rglru dh0: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.25917454222725134:1.3326522311115683]
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
