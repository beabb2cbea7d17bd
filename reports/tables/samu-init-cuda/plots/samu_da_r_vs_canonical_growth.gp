# samu_da_r_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_vs_canonical_growth.gp  (writes samu_da_r_vs_canonical_growth.png and samu_da_r_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_da_r_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_r_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.23860091488361909 -0.39645328365223087 0.87365511341946911 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.68343803534321967 -1.3441364426720899 -0.022739628014349478 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.66709427360694074 -0.91388252117318602 2.2480710683870675 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.84264915198635348 0.082908560434014067 1.6023897435386929 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.54635021609660939 -0.75838079909094769 1.8510812312841665 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.66709427360694074 -0.91388252117318602 2.2480710683870675 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.84264915198635348 0.082908560434014067 1.6023897435386929 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.54635021609660939 -0.75838079909094769 1.8510812312841665 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.27591102841883386 -0.46547996398894409 1.0173020208266119 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.60725157989774337 -0.33432951190060589 1.5488326716960925 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.66709427360694074 -0.91388252117318602 2.2480710683870675 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.25213879982213738 -0.79056530375513456 0.2862877041108598 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.31394306556930884 -1.0508947823610169 0.42300865122239906 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.30360791115486468 -0.88018526209224568 0.27296943978251637 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.25213879982213738 -0.79056530375513456 0.2862877041108598 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.31394306556930884 -1.0508947823610169 0.42300865122239906 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.30360791115486468 -0.88018526209224568 0.27296943978251637 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.33262152633487568 -0.93310041408362188 0.26785736141387056 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.18917600206974919 -0.96906313752163487 0.59071113338213654 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.25213879982213738 -0.79056530375513456 0.2862877041108598 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu da_r: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-1.7033571937780057:2.6072918194929833]
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
