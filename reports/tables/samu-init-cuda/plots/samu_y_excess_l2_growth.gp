# samu_y_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_excess_l2_growth.gp  (writes samu_y_excess_l2_growth.png and samu_y_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_y_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_y_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.017212595386984962 -0.035082225673953422 0.069507416447923354 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.013729953401702674 -0.034220671326189542 0.0067607645227841934 0 "cpu.canonical_f32 B=1 D=2048"
3 0.013392170031584827 -0.038468329167967025 0.065252669231136678 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.014049041843220016 -0.036775403164080095 0.064873486850520121 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.013392170031584827 -0.038468329167967025 0.065252669231136678 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.013392170031584827 -0.038468329167967025 0.065252669231136678 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.014049041843220016 -0.036775403164080095 0.064873486850520121 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.013392170031584827 -0.038468329167967025 0.065252669231136678 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.015786532969219391 -0.037998127294380193 0.069571193232818976 8355584 "cuda.samu_sequential B=1 D=1024"
10 -0.0068317159541052379 -0.027998979244560369 0.014335547336349893 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.013392170031584827 -0.038468329167967025 0.065252669231136678 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.0096717630901620652 -0.035336303531833597 0.015992777351509467 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.01014395477494635 -0.036566427784921793 0.016278518235029089 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.0096717630901620652 -0.035336303531833597 0.015992777351509467 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.0096717630901620652 -0.035336303531833597 0.015992777351509467 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.01014395477494635 -0.036566427784921793 0.016278518235029089 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.0096717630901620652 -0.035336303531833597 0.015992777351509467 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.0078771795647793082 -0.034598770720886962 0.018844411591328342 2046611 "cuda.samu_sequential B=1 D=2048"
19 0.017787937376381548 0.0010778930324177489 0.03449798172034535 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 -0.0096717630901620652 -0.035336303531833597 0.015992777351509467 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu y: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.16231516208476374:1.3238468329167967]
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
