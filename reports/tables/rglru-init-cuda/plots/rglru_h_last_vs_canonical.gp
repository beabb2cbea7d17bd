# rglru_h_last_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
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
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s2 << EOD
2048 1.2408430758789877e-07
4096 1.2449803587876167e-07
8192 1.2121532671703034e-07
16384 1.1747466478847381e-07
32768 1.1722604110374381e-07
65536 1.1519402372966325e-07
131072 1.2855768448387241e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 1.3644421293995659e-07
4096 1.3856545342224656e-07
8192 1.3098519429849422e-07
16384 1.27350065982999e-07
32768 1.1821126598381693e-07
65536 1.2647133543830487e-07
131072 1.4601065979167609e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 1.3627391646754928e-07
4096 1.4074870797975629e-07
8192 1.3075290379555679e-07
16384 1.2652735482728701e-07
32768 1.2020457825393012e-07
65536 1.2805792943713343e-07
131072 1.4786751332240776e-07
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.3644421293995659e-07
4096 1.3856545342224656e-07
8192 1.3098519429849422e-07
16384 1.27350065982999e-07
32768 1.1821126598381693e-07
65536 1.2647133543830487e-07
131072 1.4601065979167609e-07
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.3627391646754928e-07
4096 1.4074870797975629e-07
8192 1.3075290379555679e-07
16384 1.2652735482728701e-07
32768 1.2020457825393012e-07
65536 1.2805792943713343e-07
131072 1.4786751332240776e-07
EOD
# cuda.rglru_sequential B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.0092963022914126e-07
4096 9.9692269234664112e-08
8192 9.1359398201267501e-08
16384 9.6053789232915899e-08
32768 9.3607852436504552e-08
65536 9.4076645691904367e-08
131072 9.0444964600755261e-08
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.471096028695891e-07
4096 1.5148275567353039e-07
8192 1.3485989626585495e-07
16384 1.366660738639179e-07
32768 1.358504002047739e-07
65536 1.4242146798098292e-07
131072 1.4833203941100738e-07
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 0.0069508645808782762
4096 0.0068424758981200555
8192 0.0065614939684010571
16384 0.0069942511784663233
32768 0.0062715318767719228
65536 0.0065743305224248731
131072 0.0067730957346789009
EOD
set title "rglru h_last: vs_canonical against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.0148321533585089e-08:0.020982753535398968]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.h_last.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = -0.004 [-0.034, 0.026]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.004 [-0.057, 0.049]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.001 [-0.055, 0.052]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.004 [-0.057, 0.049]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.001 [-0.055, 0.052]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = -0.022 [-0.042, -0.002]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = -0.005 [-0.041, 0.031]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.010 [-0.038, 0.017]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.h_last.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.h_last.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
