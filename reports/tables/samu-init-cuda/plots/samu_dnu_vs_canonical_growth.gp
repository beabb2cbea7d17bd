# samu_dnu_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_vs_canonical_growth.gp  (writes samu_dnu_vs_canonical_growth.png and samu_dnu_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dnu_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dnu_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.2300160200194647 -0.044762356647418455 0.50479439668634785 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.064434630179237923 -0.15372994819078706 0.2825992085492629 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.30070687567341964 0.15984081762017002 0.44157293372666928 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.30817195630275801 0.17617729938373319 0.44016661322178285 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.31037894202050414 0.16908357181265349 0.4516743122283548 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.30070687567341964 0.15984081762017002 0.44157293372666928 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.30817195630275801 0.17617729938373319 0.44016661322178285 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.31037894202050414 0.16908357181265349 0.4516743122283548 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.17762839949222592 -0.0043723265608521522 0.35962912554530402 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.30428779786154847 0.10218499522013116 0.5063906005029658 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.30070687567341964 0.15984081762017002 0.44157293372666928 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.40442180679571782 -0.20044551436097457 1.0092891279524103 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.40777744122524157 -0.20066701717300112 1.0162218996234842 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.39890778452993669 -0.19816676554431545 0.99598233460418883 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.40442180679571782 -0.20044551436097457 1.0092891279524103 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.40777744122524157 -0.20066701717300112 1.0162218996234842 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.39890778452993669 -0.19816676554431545 0.99598233460418883 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.37885527574687983 -0.26571188042233562 1.0234224319160954 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.1201303563391334 -0.044634359423747036 0.28489507210201381 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.40442180679571782 -0.20044551436097457 1.0092891279524103 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dnu: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.41228306846456919:1.3465711880422335]
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
