# rglru_dh0_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
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
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.8251665756626039e-07
4096 1.9173921383341946e-07
8192 1.884183310380182e-07
16384 1.5784727719106551e-07
32768 1.75784086700417e-07
65536 1.591685173320018e-07
131072 1.6850945973004151e-07
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 1.1084500223762173e-07
4096 1.0296582506399244e-07
8192 1.4490967270623939e-07
16384 1.0727877450797592e-07
32768 1.2286010138604339e-07
65536 1.0008874246766013e-07
131072 1.1062048800487306e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 1.1117361125575001e-07
4096 1.13721884152884e-07
8192 1.1476302094042225e-07
16384 1.1707711017946297e-07
32768 1.3430376233250638e-07
65536 1.1589299162057511e-07
131072 1.182306942195042e-07
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.1084500223762173e-07
4096 1.0296582506399244e-07
8192 1.4490967270623939e-07
16384 1.0727877450797592e-07
32768 1.2286010138604339e-07
65536 1.0008874246766013e-07
131072 1.1062048800487306e-07
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.1117361125575001e-07
4096 1.13721884152884e-07
8192 1.1476302094042225e-07
16384 1.1707711017946297e-07
32768 1.3430376233250638e-07
65536 1.1589299162057511e-07
131072 1.182306942195042e-07
EOD
# cuda.rglru_sequential B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.7783452017106763e-07
4096 1.9497595958083757e-07
8192 1.8892649094301503e-07
16384 1.6612468828318222e-07
32768 1.8268947428763471e-07
65536 1.5578108300841249e-07
131072 1.8378840474830489e-07
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.8435364704920645e-07
4096 1.5527952473548259e-07
8192 1.7801471404462185e-07
16384 1.8328509292257649e-07
32768 1.4208586576763269e-07
65536 1.7989015642239692e-07
131072 2.0065184295781382e-07
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.014779757611261657
4096 0.012843934339720798
8192 0.016692205980452637
16384 0.011305525186550897
32768 0.012532252349185764
65536 0.010754415959658514
131072 0.015428308471679197
EOD
set title "rglru dh0: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.3362914155886711e-08:0.050076617941357912]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dh0.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = -0.035 [-0.079, 0.009]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.012 [-0.108, 0.084]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.020 [-0.022, 0.061]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.012 [-0.108, 0.084]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.020 [-0.022, 0.061]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = -0.020 [-0.075, 0.035]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.017 [-0.071, 0.104]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.026 [-0.148, 0.096]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dh0.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dh0.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
