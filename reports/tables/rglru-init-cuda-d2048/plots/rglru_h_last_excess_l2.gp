# rglru_h_last_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
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
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s1 << EOD
2048 1.2564870333414801e-07
4096 1.1704998170704317e-07
8192 1.2845871317795534e-07
16384 1.1721304506694555e-07
32768 1.2153832196251801e-07
65536 1.2282224956304698e-07
131072 1.2523377128707512e-07
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s3 << EOD
2048 1.036117404945628e-07
4096 1.0358048819709808e-07
8192 9.7892332930831664e-08
16384 1.0233410859202769e-07
32768 9.9559812040250588e-08
65536 1.0687732253880204e-07
131072 1.0573735897114431e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s4 << EOD
2048 1.0289139774298168e-07
4096 1.0385134127726863e-07
8192 9.9398432994271222e-08
16384 1.0382148956891924e-07
32768 9.9735580031096842e-08
65536 1.069461408840993e-07
131072 1.0580455709214802e-07
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, excess_l2
$s5 << EOD
2048 1.036117404945628e-07
4096 1.0358048819709808e-07
8192 9.7892332930831664e-08
16384 1.0233410859202769e-07
32768 9.9559812040250588e-08
65536 1.0687732253880204e-07
131072 1.0573735897114431e-07
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, excess_l2
$s6 << EOD
2048 1.0289139774298168e-07
4096 1.0385134127726863e-07
8192 9.9398432994271222e-08
16384 1.0382148956891924e-07
32768 9.9735580031096842e-08
65536 1.069461408840993e-07
131072 1.0580455709214802e-07
EOD
# cuda.rglru_sequential B=1 D=2048: L, excess_l2
$s7 << EOD
2048 1.3265482180182289e-07
4096 1.2162781247782223e-07
8192 1.2743674425261747e-07
16384 1.1818663714672269e-07
32768 1.2607790996926159e-07
65536 1.2731621574286932e-07
131072 1.2439608116919703e-07
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 1.2483716466453007e-07
4096 1.2233199122650585e-07
8192 1.2337225525968834e-07
16384 1.2427700175579694e-07
32768 1.2427633365407766e-07
65536 1.2510779882460377e-07
131072 1.2380127866414703e-07
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 0.0071267007980101152
4096 0.0069324250261798047
8192 0.0069807492545982614
16384 0.0068271320901543298
32768 0.0068200679150887712
65536 0.0068318302325394422
131072 0.0064844903706604796
EOD
set title "rglru h_last: excess_l2 against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.2630777643610555e-08:0.021380102394030345]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.h_last.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.002 [-0.025, 0.029]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.007 [-0.015, 0.030]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.008 [-0.012, 0.027]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.007 [-0.015, 0.030]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.008 [-0.012, 0.027]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = -0.006 [-0.033, 0.022]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.001 [-0.004, 0.007]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.017 [-0.028, -0.007]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.h_last.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.h_last.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
