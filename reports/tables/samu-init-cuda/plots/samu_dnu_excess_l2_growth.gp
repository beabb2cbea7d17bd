# samu_dnu_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_excess_l2_growth.gp  (writes samu_dnu_excess_l2_growth.png and samu_dnu_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dnu_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dnu_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.23001430688581057 -0.044767131901643969 0.50479574567326513 0 "cpu.canonical_f32 B=1 D=1024"
2 0.064434985701821601 -0.15372745928073392 0.28259743068437715 0 "cpu.canonical_f32 B=1 D=2048"
3 0.22898605385013923 -0.047319340948495797 0.50529144864877429 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.22699716952789328 -0.048618897805452588 0.50261323686123915 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.22750964952516209 -0.048610308697269594 0.5036296077475938 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.22898605385013923 -0.047319340948495797 0.50529144864877429 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.22699716952789328 -0.048618897805452588 0.50261323686123915 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.22750964952516209 -0.048610308697269594 0.5036296077475938 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.22816309959010372 -0.037821470572077964 0.49414766975228541 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.20511635654561186 0.06620877017732904 0.34402394291389471 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.22898605385013923 -0.047319340948495797 0.50529144864877429 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.011922245073702088 -0.16714654772228654 0.19099103786969074 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.0090301176369872813 -0.16972803179539614 0.18778826706937068 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.0092860281830812481 -0.16873841832404446 0.18731047469020695 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.011922245073702088 -0.16714654772228654 0.19099103786969074 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.0090301176369872813 -0.16972803179539614 0.18778826706937068 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.0092860281830812481 -0.16873841832404446 0.18731047469020695 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.026021298369582401 -0.16028863350684561 0.21233123024601039 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.1542208037268748 -0.024445001351781681 0.33288660880553128 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.011922245073702088 -0.16714654772228654 0.19099103786969074 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dnu: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.30670083497493572:1.3369728031795396]
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
