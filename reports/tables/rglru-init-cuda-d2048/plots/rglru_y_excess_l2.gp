# rglru_y_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
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
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s1 << EOD
2048 2.0194889631194595e-05
4096 2.127737122433848e-05
8192 2.2715240017176004e-05
16384 2.2239334520128291e-05
32768 2.2772758915999537e-05
65536 2.313145647567886e-05
131072 2.1936132883118546e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s3 << EOD
2048 1.9258237028059575e-05
4096 2.2652343729838601e-05
8192 2.1381064457335744e-05
16384 2.0609132031382957e-05
32768 2.1465565608380016e-05
65536 2.1385784850955524e-05
131072 2.1066037824676332e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s4 << EOD
2048 2.0421569561310963e-05
4096 2.1999334485736957e-05
8192 2.1164841798062018e-05
16384 2.0688561853733178e-05
32768 2.1376202253417041e-05
65536 2.1409487801587363e-05
131072 2.1052973128108915e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, excess_l2
$s5 << EOD
2048 1.9258237028059575e-05
4096 2.2652343729838601e-05
8192 2.1381064457335744e-05
16384 2.0609132031382957e-05
32768 2.1465565608380016e-05
65536 2.1385784850955524e-05
131072 2.1066037824676332e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, excess_l2
$s6 << EOD
2048 2.0421569561310963e-05
4096 2.1999334485736957e-05
8192 2.1164841798062018e-05
16384 2.0688561853733178e-05
32768 2.1376202253417041e-05
65536 2.1409487801587363e-05
131072 2.1052973128108915e-05
EOD
# cuda.rglru_sequential B=1 D=2048: L, excess_l2
$s7 << EOD
2048 2.0164067887011766e-05
4096 2.2389045301896873e-05
8192 2.3587367911611231e-05
16384 2.1879324905566961e-05
32768 2.2847089118304963e-05
65536 2.3411001952340138e-05
131072 2.2616294617178552e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.3824130800254282e-05
4096 2.2050694506649135e-05
8192 2.2431445207519359e-05
16384 2.1204087837457338e-05
32768 2.2305282470734243e-05
65536 2.2763816379343161e-05
131072 2.2201162333074307e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 0.0065587850616418888
4096 0.0065522347938063606
8192 0.0067534082279508212
16384 0.0065739071216044092
32768 0.0066868681985466421
65536 0.0066470950104165231
131072 0.0063308385590097587
EOD
set title "rglru y: excess_l2 against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.4194123426865253e-06:0.020260224683852465]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.y.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.022 [-0.005, 0.048]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.008 [-0.029, 0.045]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.002 [-0.016, 0.021]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.008 [-0.029, 0.045]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.002 [-0.016, 0.021]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.021 [-0.012, 0.053]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = -0.008 [-0.033, 0.017]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.004 [-0.019, 0.010]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.y.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.y.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
