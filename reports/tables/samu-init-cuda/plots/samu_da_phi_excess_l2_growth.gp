# samu_da_phi_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_excess_l2_growth.gp  (writes samu_da_phi_excess_l2_growth.png and samu_da_phi_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_da_phi_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.26803675862455778 -0.77544791931840296 1.3115214365675185 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.44090836694446184 -1.4382984637575222 0.55648172986859867 0 "cpu.canonical_f32 B=1 D=2048"
3 0.31781205323732192 -0.7877175409334356 1.4233416474080793 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.34758723846929546 -0.81879427162978557 1.5139687485683766 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.3022062801414257 -0.81092262176704943 1.4153351820499007 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.31781205323732192 -0.7877175409334356 1.4233416474080793 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.34758723846929546 -0.81879427162978557 1.5139687485683766 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.3022062801414257 -0.81092262176704943 1.4153351820499007 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.21585879262017502 -0.75910561507977203 1.190823200320122 8355584 "cuda.samu_sequential B=1 D=1024"
10 -0.12270596467993432 -1.2109876067484016 0.965575677388533 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.31781205323732192 -0.7877175409334356 1.4233416474080793 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.21259331589445774 -1.0110132437652166 0.58582661197630115 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.22982909225471976 -1.0348308077057915 0.5751726231963521 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.2473610223737869 -1.0436117020747002 0.54888965732712636 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.21259331589445774 -1.0110132437652166 0.58582661197630115 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.22982909225471976 -1.0348308077057915 0.5751726231963521 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.2473610223737869 -1.0436117020747002 0.54888965732712636 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.24598807875765008 -1.043615421165587 0.55163926365028693 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.11798627808358687 -0.66987721879224726 0.90584977495942098 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.21259331589445774 -1.0110132437652166 0.58582661197630115 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu da_phi: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-1.7335251849901121:1.8091954698009665]
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
