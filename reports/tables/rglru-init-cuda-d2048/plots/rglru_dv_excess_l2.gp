# rglru_dv_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_excess_l2.gp  (writes rglru_dv_excess_l2.png and rglru_dv_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dv_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dv_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s1 << EOD
2048 2.4489428902059229e-05
4096 1.7749439761260385e-05
8192 2.7085133290644437e-05
16384 2.1456698432054907e-05
32768 2.3583128314581096e-05
65536 2.525128187009732e-05
131072 2.4502330978550174e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s3 << EOD
2048 1.6119281763165154e-05
4096 2.2426277667177345e-05
8192 2.6473939137488573e-05
16384 2.2647810979703434e-05
32768 2.5220776790622649e-05
65536 2.4728374174997394e-05
131072 2.355816909822547e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s4 << EOD
2048 1.613665820345588e-05
4096 2.2259052349688581e-05
8192 2.7464741882905952e-05
16384 2.2748522494677857e-05
32768 2.4673760649884929e-05
65536 2.4820352184831594e-05
131072 2.3830839185976389e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, excess_l2
$s5 << EOD
2048 1.6119281763165154e-05
4096 2.2426277667177345e-05
8192 2.6473939137488573e-05
16384 2.2647810979703434e-05
32768 2.5220776790622649e-05
65536 2.4728374174997394e-05
131072 2.355816909822547e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, excess_l2
$s6 << EOD
2048 1.613665820345588e-05
4096 2.2259052349688581e-05
8192 2.7464741882905952e-05
16384 2.2748522494677857e-05
32768 2.4673760649884929e-05
65536 2.4820352184831594e-05
131072 2.3830839185976389e-05
EOD
# cuda.rglru_sequential B=1 D=2048: L, excess_l2
$s7 << EOD
2048 2.326996835474072e-05
4096 1.9114473779445506e-05
8192 2.7380128349872304e-05
16384 2.3274576558969592e-05
32768 2.585554559053095e-05
65536 2.5124045871039377e-05
131072 2.4505206735469418e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.3886938406155209e-05
4096 2.3641454287335129e-05
8192 2.6964481059049862e-05
16384 2.36755712740797e-05
32768 2.5894656931650083e-05
65536 2.5134744098223054e-05
131072 2.4945080195703088e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 0.0068139198823479359
4096 0.0068301642842562146
8192 0.0069400398093181674
16384 0.0069314947473762536
32768 0.007059610266450295
65536 0.0070288823921027463
131072 0.0067183495050529615
EOD
set title "rglru dv: excess_l2 against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.3730939210550509e-06:0.021178830799350887]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dv.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.029 [-0.072, 0.130]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.066 [-0.034, 0.166]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.066 [-0.039, 0.171]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.066 [-0.034, 0.166]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.066 [-0.039, 0.171]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.033 [-0.046, 0.113]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.011 [-0.025, 0.047]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = 0.002 [-0.012, 0.015]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.dv.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.dv.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
