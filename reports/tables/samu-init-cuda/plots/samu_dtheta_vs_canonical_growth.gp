# samu_dtheta_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_vs_canonical_growth.gp  (writes samu_dtheta_vs_canonical_growth.png and samu_dtheta_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dtheta_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.12924627313216083 -0.10458704645333117 0.36307959271765283 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.055482168150651372 -0.15949865525592696 0.048534318954624213 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.34716428373781616 0.21468457364862598 0.47964399382700634 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.34223288873387725 0.19874022309008374 0.48572555437767073 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.34209172738468197 0.20753608640127164 0.47664736836809229 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.34716428373781616 0.21468457364862598 0.47964399382700634 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.34223288873387725 0.19874022309008374 0.48572555437767073 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.34209172738468197 0.20753608640127164 0.47664736836809229 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.12555313730147757 -0.082050226867508069 0.33315650147046322 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.12872737627967873 -0.066820269617633349 0.32427502217699078 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.34716428373781616 0.21468457364862598 0.47964399382700634 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.46110273828480169 -0.034679091261694495 0.95688456783129783 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.46266223085725572 -0.032613043520441143 0.95793750523495258 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.45776209361046077 -0.03817800718859965 0.9537021944095212 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.46110273828480169 -0.034679091261694495 0.95688456783129783 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.46266223085725572 -0.032613043520441143 0.95793750523495258 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.45776209361046077 -0.03817800718859965 0.9537021944095212 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.41726725364135869 -0.24718057572767566 1.081715083010393 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.025328636957733453 -0.20492163124798377 0.15426435733251684 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.46110273828480169 -0.034679091261694495 0.95688456783129783 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dtheta: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.39189863330044322:1.3447180575727675]
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
