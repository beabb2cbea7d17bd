# rglru_h_last_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_vs_canonical.gp  (writes rglru_h_last_vs_canonical.png and rglru_h_last_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_h_last_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_vs_canonical.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s2 << EOD
2048 1.2564870363102287e-07
4096 1.1704998138080984e-07
8192 1.2845871335521813e-07
16384 1.1721304486106781e-07
32768 1.2153832072367891e-07
65536 1.228222502053099e-07
131072 1.2523377014787108e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s3 << EOD
2048 1.3614411404318316e-07
4096 1.3028691954922731e-07
8192 1.3816892794197843e-07
16384 1.332760475176672e-07
32768 1.3386211460170695e-07
65536 1.296697895511308e-07
131072 1.3298269853570875e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.3632486322104635e-07
4096 1.2898161103866949e-07
8192 1.3489471269459992e-07
16384 1.3593293252521442e-07
32768 1.3552105188150183e-07
65536 1.3026370994696532e-07
131072 1.3283159724302209e-07
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, vs_canonical
$s5 << EOD
2048 1.3614411404318316e-07
4096 1.3028691954922731e-07
8192 1.3816892794197843e-07
16384 1.332760475176672e-07
32768 1.3386211460170695e-07
65536 1.296697895511308e-07
131072 1.3298269853570875e-07
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, vs_canonical
$s6 << EOD
2048 1.3632486322104635e-07
4096 1.2898161103866949e-07
8192 1.3489471269459992e-07
16384 1.3593293252521442e-07
32768 1.3552105188150183e-07
65536 1.3026370994696532e-07
131072 1.3283159724302209e-07
EOD
# cuda.rglru_sequential B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 9.958830474034921e-08
4096 9.8267330071254273e-08
8192 9.6665557124200489e-08
16384 9.8694982955397749e-08
32768 9.638482370842108e-08
65536 9.6611459248168519e-08
131072 1.0009677050220489e-07
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.465096514737381e-07
4096 1.3816086515770102e-07
8192 1.4704203411900635e-07
16384 1.3999738181744139e-07
32768 1.4554745118449137e-07
65536 1.4041170579255405e-07
131072 1.4292256265180516e-07
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 0.0071266969796368058
4096 0.0069324259789806967
8192 0.0069807669911494006
16384 0.0068271274318165128
32768 0.0068200811646129756
65536 0.006831826540793143
131072 0.0064844952123115683
EOD
set title "rglru h_last: vs_canonical against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.2128274569473693e-08:0.021380090938910419]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.h_last.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.002 [-0.025, 0.029]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.006 [-0.022, 0.010]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.003 [-0.019, 0.014]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.006 [-0.022, 0.010]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.003 [-0.019, 0.014]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = -0.001 [-0.013, 0.011]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = -0.003 [-0.021, 0.016]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.017 [-0.028, -0.007]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.h_last.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.h_last.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
