# rglru_dp_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_excess_l2.gp  (writes rglru_dp_excess_l2.png and rglru_dp_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dp_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dp_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s1 << EOD
2048 8.4765029974892903e-07
4096 1.1596072922205782e-06
8192 1.6444521996049723e-06
16384 2.2447308966987748e-06
32768 3.1964284039329863e-06
65536 4.572811089973503e-06
131072 6.1994361680038923e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s3 << EOD
2048 2.7556048148856851e-07
4096 3.4822612883036125e-07
8192 4.551250923472364e-07
16384 6.2145639439289761e-07
32768 8.2709322786375728e-07
65536 1.1046630996010955e-06
131072 1.6204069525308972e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s4 << EOD
2048 2.7872892728367211e-07
4096 3.4886872026010062e-07
8192 4.506457634744814e-07
16384 6.19296607504312e-07
32768 8.2415004750356134e-07
65536 1.1020245137779361e-06
131072 1.6185577676486869e-06
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, excess_l2
$s5 << EOD
2048 2.7556048148856851e-07
4096 3.4822612883036125e-07
8192 4.551250923472364e-07
16384 6.2145639439289761e-07
32768 8.2709322786375728e-07
65536 1.1046630996010955e-06
131072 1.6204069525308972e-06
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, excess_l2
$s6 << EOD
2048 2.7872892728367211e-07
4096 3.4886872026010062e-07
8192 4.506457634744814e-07
16384 6.19296607504312e-07
32768 8.2415004750356134e-07
65536 1.1020245137779361e-06
131072 1.6185577676486869e-06
EOD
# cuda.rglru_sequential B=1 D=2048: L, excess_l2
$s7 << EOD
2048 8.4706416929238015e-07
4096 1.1570248968842924e-06
8192 1.6638544278729789e-06
16384 2.2615327503784618e-06
32768 3.2006531543125766e-06
65536 4.5876286890933652e-06
131072 6.1774871073908206e-06
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 8.2997229357564006e-07
4096 1.1500793027090954e-06
8192 1.6478910580110098e-06
16384 2.2609594573860042e-06
32768 3.1940769742268648e-06
65536 4.6161557536162612e-06
131072 6.191925512350383e-06
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 0.013529051385805188
4096 0.013179535808970242
8192 0.013582893000213663
16384 0.012621828466555528
32768 0.012690442588305687
65536 0.013042422120994433
131072 0.012616706692406452
EOD
set title "rglru dp: excess_l2 against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [9.1853493829522841e-08:0.04074867900064099]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dp.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.483 [0.472, 0.494]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.424 [0.393, 0.454]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.422 [0.388, 0.455]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.424 [0.393, 0.454]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.422 [0.388, 0.455]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.483 [0.471, 0.495]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.488 [0.476, 0.500]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.015 [-0.032, 0.001]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dp.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dp.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
