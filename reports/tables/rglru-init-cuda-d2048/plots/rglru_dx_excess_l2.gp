# rglru_dx_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_excess_l2.gp  (writes rglru_dx_excess_l2.png and rglru_dx_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dx_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dx_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s1 << EOD
2048 1.8255527736073907e-05
4096 2.014227463293957e-05
8192 2.1127000427743588e-05
16384 2.1503514449400239e-05
32768 2.2182366819702748e-05
65536 2.2747444013260632e-05
131072 2.1659214581112831e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s3 << EOD
2048 1.6831534768314075e-05
4096 2.0177560440314874e-05
8192 2.1180947151981022e-05
16384 2.008900815353688e-05
32768 2.1701744750271125e-05
65536 2.1474503544659259e-05
131072 2.1132627877045292e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s4 << EOD
2048 1.6863619937986574e-05
4096 2.0263839957575877e-05
8192 2.1158510916405676e-05
16384 1.9770115364587412e-05
32768 2.1525261513938632e-05
65536 2.1426325070286286e-05
131072 2.1390469909749835e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, excess_l2
$s5 << EOD
2048 1.6831534768314075e-05
4096 2.0177560440314874e-05
8192 2.1180947151981022e-05
16384 2.008900815353688e-05
32768 2.1701744750271125e-05
65536 2.1474503544659259e-05
131072 2.1132627877045292e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, excess_l2
$s6 << EOD
2048 1.6863619937986574e-05
4096 2.0263839957575877e-05
8192 2.1158510916405676e-05
16384 1.9770115364587412e-05
32768 2.1525261513938632e-05
65536 2.1426325070286286e-05
131072 2.1390469909749835e-05
EOD
# cuda.rglru_sequential B=1 D=2048: L, excess_l2
$s7 << EOD
2048 1.9448053418875379e-05
4096 2.0064610197508136e-05
8192 2.0617418585243709e-05
16384 2.0972142777567467e-05
32768 2.2236088449482403e-05
65536 2.3091121705809235e-05
131072 2.1665552958670701e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.2508029507152512e-05
4096 2.0457075278732254e-05
8192 2.1758461547498846e-05
16384 2.1768813433321781e-05
32768 2.2874841169991017e-05
65536 2.3016492242572168e-05
131072 2.1691349262047312e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 0.0064453842678941801
4096 0.0064530499448920871
8192 0.0065687681011199536
16384 0.0065665498334632477
32768 0.0067045899455317193
65536 0.0066715615980719387
131072 0.0063347512731501496
EOD
set title "rglru dx: excess_l2 against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.6105115894380248e-06:0.020113769836595158]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dx.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.041 [0.012, 0.071]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.043 [-0.003, 0.089]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.043 [-0.002, 0.088]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.043 [-0.003, 0.089]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.043 [-0.002, 0.088]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.035 [0.013, 0.057]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.009 [-0.020, 0.038]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = 0.002 [-0.014, 0.017]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.dx.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.dx.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
