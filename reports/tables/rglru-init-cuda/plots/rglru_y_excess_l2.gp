# rglru_y_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_excess_l2.gp  (writes rglru_y_excess_l2.png and rglru_y_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_y_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_y_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 2.366908580723451e-05
4096 2.4324963897624433e-05
8192 1.9920109077434526e-05
16384 2.1683466794672905e-05
32768 2.4238744507661752e-05
65536 2.1967723632905027e-05
131072 2.2671768793172339e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 2.6925314276112926e-05
4096 2.1184910408006052e-05
8192 2.0233747081358048e-05
16384 2.0200704370270687e-05
32768 2.1883722883430812e-05
65536 2.1231742055255896e-05
131072 2.0876462611059277e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 2.5023171643414086e-05
4096 2.1471242707435755e-05
8192 2.0382772050995558e-05
16384 2.0602765258814179e-05
32768 2.1921182134053908e-05
65536 2.1370318441799619e-05
131072 2.1091236475304448e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.6925314276112926e-05
4096 2.1184910408006052e-05
8192 2.0233747081358048e-05
16384 2.0200704370270687e-05
32768 2.1883722883430812e-05
65536 2.1231742055255896e-05
131072 2.0876462611059277e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.5023171643414086e-05
4096 2.1471242707435755e-05
8192 2.0382772050995558e-05
16384 2.0602765258814179e-05
32768 2.1921182134053908e-05
65536 2.1370318441799619e-05
131072 2.1091236475304448e-05
EOD
# cuda.rglru_sequential B=1 D=1024: L, excess_l2
$s7 << EOD
2048 2.2373653874089355e-05
4096 2.34102171370135e-05
8192 2.012532375612262e-05
16384 2.2707634693337131e-05
32768 2.4062179437093999e-05
65536 2.2105897422549656e-05
131072 2.2639419051557927e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 2.1879067867550913e-05
4096 2.2912983241762444e-05
8192 1.8084317925480272e-05
16384 2.335632438787425e-05
32768 2.3458229060717352e-05
65536 2.2487028432617202e-05
131072 2.2480020193322578e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.0066073061572696134
4096 0.0065499452055821552
8192 0.0064972667349229287
16384 0.0067452197684766402
32768 0.0065331331816000709
65536 0.0063458873892116288
131072 0.0067187512868353266
EOD
set title "rglru y: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.028105975160091e-06:0.020235659305429921]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.y.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = -0.007 [-0.062, 0.047]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.035 [-0.100, 0.030]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.023 [-0.068, 0.022]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.035 [-0.100, 0.030]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.023 [-0.068, 0.022]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.005 [-0.038, 0.048]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.016 [-0.051, 0.082]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.000 [-0.016, 0.016]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.y.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.y.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
