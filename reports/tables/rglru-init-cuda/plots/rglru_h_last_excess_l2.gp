# rglru_h_last_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_excess_l2.gp  (writes rglru_h_last_excess_l2.png and rglru_h_last_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_h_last_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.2408430690023581e-07
4096 1.2449803629755649e-07
8192 1.2121532650080673e-07
16384 1.174746656270517e-07
32768 1.1722604115907473e-07
65536 1.1519402498358865e-07
131072 1.2855768445330265e-07
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 1.0523043458823268e-07
4096 1.0311353158512755e-07
8192 9.7868079509091572e-08
16384 1.0079781309671665e-07
32768 9.6788362155068951e-08
65536 1.0371165471000948e-07
131072 1.0313594493283074e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 1.0489350721396168e-07
4096 1.0245436466688088e-07
8192 9.6744440940900864e-08
16384 1.0179875666645999e-07
32768 9.7236137080990927e-08
65536 1.030944127746632e-07
131072 1.0254181579396984e-07
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.0523043458823268e-07
4096 1.0311353158512755e-07
8192 9.7868079509091572e-08
16384 1.0079781309671665e-07
32768 9.6788362155068951e-08
65536 1.0371165471000948e-07
131072 1.0313594493283074e-07
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.0489350721396168e-07
4096 1.0245436466688088e-07
8192 9.6744440940900864e-08
16384 1.0179875666645999e-07
32768 9.7236137080990927e-08
65536 1.030944127746632e-07
131072 1.0254181579396984e-07
EOD
# cuda.rglru_sequential B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.2469708496943525e-07
4096 1.2281233363385214e-07
8192 1.2183043265474943e-07
16384 1.2318581276066341e-07
32768 1.1806511923091749e-07
65536 1.1641015616454243e-07
131072 1.3456641933529018e-07
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.2397238223367215e-07
4096 1.3015065138826449e-07
8192 1.1864593186692993e-07
16384 1.2056180577389702e-07
32768 1.1748341582165546e-07
65536 1.2700630162089373e-07
131072 1.2456463546178963e-07
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.0069508706559083993
4096 0.0068424680575213028
8192 0.0065614856584518709
16384 0.0069942380006256365
32768 0.0062715155595211318
65536 0.0065743268011560583
131072 0.0067730889554597539
EOD
set title "rglru h_last: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.2248146980300286e-08:0.020982714001876908]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.h_last.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = -0.004 [-0.034, 0.026]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.003 [-0.027, 0.021]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.003 [-0.026, 0.021]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.003 [-0.027, 0.021]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.003 [-0.026, 0.021]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.005 [-0.031, 0.040]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = -0.002 [-0.031, 0.026]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.010 [-0.038, 0.017]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.h_last.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.h_last.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
