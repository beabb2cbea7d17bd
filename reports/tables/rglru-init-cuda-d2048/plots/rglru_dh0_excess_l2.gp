# rglru_dh0_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_excess_l2.gp  (writes rglru_dh0_excess_l2.png and rglru_dh0_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dh0_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s1 << EOD
2048 2.3014112114899107e-07
4096 1.9698674851611615e-07
8192 1.8574589820827865e-07
16384 1.6867264838481698e-07
32768 1.6408586717681704e-07
65536 2.0715670143158484e-07
131072 1.6950704121871129e-07
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s3 << EOD
2048 1.1840963619598578e-07
4096 1.151139965860515e-07
8192 1.1377135818296642e-07
16384 1.1493280127500946e-07
32768 1.1339629951232996e-07
65536 1.1469177921093753e-07
131072 1.1100611042216245e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s4 << EOD
2048 1.0647570692883158e-07
4096 1.1664765147402423e-07
8192 1.2209823781347554e-07
16384 1.2489203010031534e-07
32768 1.0938777594067652e-07
65536 1.2689368947265681e-07
131072 1.141390777171649e-07
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, excess_l2
$s5 << EOD
2048 1.1840963619598578e-07
4096 1.151139965860515e-07
8192 1.1377135818296642e-07
16384 1.1493280127500946e-07
32768 1.1339629951232996e-07
65536 1.1469177921093753e-07
131072 1.1100611042216245e-07
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, excess_l2
$s6 << EOD
2048 1.0647570692883158e-07
4096 1.1664765147402423e-07
8192 1.2209823781347554e-07
16384 1.2489203010031534e-07
32768 1.0938777594067652e-07
65536 1.2689368947265681e-07
131072 1.141390777171649e-07
EOD
# cuda.rglru_sequential B=1 D=2048: L, excess_l2
$s7 << EOD
2048 2.2563577672181483e-07
4096 1.9441968688671026e-07
8192 1.9231748571096724e-07
16384 1.8288455450536189e-07
32768 1.6379838587356439e-07
65536 1.9982378218723714e-07
131072 1.6673332491523106e-07
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 1.4990161202023687e-07
4096 1.5511739517472736e-07
8192 1.609107836606495e-07
16384 1.5954250230689262e-07
32768 1.5510050972207883e-07
65536 1.9540035709228526e-07
131072 1.9916184250895288e-07
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 0.014616586958772186
4096 0.014485721185902467
8192 0.013155808394189835
16384 0.011811558291283867
32768 0.013279177551007122
65536 0.01590244285100418
131072 0.011501144262861158
EOD
set title "rglru dh0: excess_l2 against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.5491902309610527e-08:0.047707328553012539]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dh0.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = -0.048 [-0.127, 0.030]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.011 [-0.019, -0.002]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.014 [-0.035, 0.062]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.011 [-0.019, -0.002]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.014 [-0.035, 0.062]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = -0.052 [-0.112, 0.007]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.066 [0.018, 0.114]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.027 [-0.111, 0.058]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dh0.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dh0.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
