# rglru_du_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_excess_l2.gp  (writes rglru_du_excess_l2.png and rglru_du_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_du_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_du_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.6987327466895382e-05
4096 3.2737749713495741e-05
8192 2.0465763304069746e-05
16384 2.2097272254731826e-05
32768 2.5281762097906362e-05
65536 2.4056556040575805e-05
131072 2.4127118692048131e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 1.9614739451366694e-05
4096 3.2015349995615136e-05
8192 1.6006006869132002e-05
16384 2.0843818542120257e-05
32768 2.5233832107299247e-05
65536 2.4517398642045043e-05
131072 2.2956528060113525e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 1.9414183075315461e-05
4096 3.1815373260821583e-05
8192 1.6161738356119304e-05
16384 2.0879686441408108e-05
32768 2.5005140751642507e-05
65536 2.4524863610662015e-05
131072 2.2971597799475402e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.9614739451366694e-05
4096 3.2015349995615136e-05
8192 1.6006006869132002e-05
16384 2.0843818542120257e-05
32768 2.5233832107299247e-05
65536 2.4517398642045043e-05
131072 2.2956528060113525e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.9414183075315461e-05
4096 3.1815373260821583e-05
8192 1.6161738356119304e-05
16384 2.0879686441408108e-05
32768 2.5005140751642507e-05
65536 2.4524863610662015e-05
131072 2.2971597799475402e-05
EOD
# cuda.rglru_sequential B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.6959224684236201e-05
4096 3.0707794449197525e-05
8192 1.8799151932966073e-05
16384 2.2648089511952721e-05
32768 2.5521437961823937e-05
65536 2.4612126358028466e-05
131072 2.4466474325434791e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.5738596636575588e-05
4096 2.8219129111196369e-05
8192 1.7823516922890338e-05
16384 2.1892068261954449e-05
32768 2.517722340327818e-05
65536 2.3139939775225311e-05
131072 2.385298803013995e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.0068065372170410905
4096 0.0067104818579289465
8192 0.0063221521575436736
16384 0.0067557923919545895
32768 0.0065065079150056684
65536 0.0063355700505799712
131072 0.006719201252109612
EOD
set title "rglru du: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.2461988788585291e-06:0.020419611651123271]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.du.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.033 [-0.117, 0.183]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.020 [-0.146, 0.186]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.022 [-0.141, 0.184]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.020 [-0.146, 0.186]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.022 [-0.141, 0.184]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.050 [-0.092, 0.191]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.062 [-0.077, 0.200]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.006 [-0.029, 0.016]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.du.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.du.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
