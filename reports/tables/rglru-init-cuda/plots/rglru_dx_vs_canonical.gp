# rglru_dx_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_vs_canonical.gp  (writes rglru_dx_vs_canonical.png and rglru_dx_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dx_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dx_vs_canonical.svg"
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
2048 2.6367235802751352e-05
4096 2.207535703007685e-05
8192 2.0599819017889991e-05
16384 2.169776855213904e-05
32768 2.2398634308803292e-05
65536 2.1874000789515884e-05
131072 2.2387289209190654e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 1.7794328218277965e-05
4096 1.8129681048487322e-05
8192 2.4797121476192508e-05
16384 2.2223085771776258e-05
32768 2.1950920736601255e-05
65536 2.1074642705738563e-05
131072 2.1298531268924281e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 1.7964714556931714e-05
4096 1.8568450484267591e-05
8192 2.2692652035330584e-05
16384 2.2779817673014136e-05
32768 2.1836843901707577e-05
65536 2.0844084019766061e-05
131072 2.1324794165256091e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.7794328218277965e-05
4096 1.8129681048487322e-05
8192 2.4797121476192508e-05
16384 2.2223085771776258e-05
32768 2.1950920736601255e-05
65536 2.1074642705738563e-05
131072 2.1298531268924281e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.7964714556931714e-05
4096 1.8568450484267591e-05
8192 2.2692652035330584e-05
16384 2.2779817673014136e-05
32768 2.1836843901707577e-05
65536 2.0844084019766061e-05
131072 2.1324794165256091e-05
EOD
# cuda.rglru_sequential B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 2.3171826441865953e-05
4096 1.1769923971552508e-05
8192 1.4900707901522811e-05
16384 1.6122129182547481e-05
32768 1.4673578731614032e-05
65536 1.5050515208006913e-05
131072 1.5241239218276883e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 2.5794896914834121e-05
4096 1.4774630160065438e-05
8192 2.0927147343664191e-05
16384 2.1635951178969314e-05
32768 2.1491026530813379e-05
65536 2.1483475819207302e-05
131072 2.0980341338054151e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 0.0067878014927429814
4096 0.0066964165382681498
8192 0.0063253101644153049
16384 0.0067580692388502263
32768 0.0065068063025023153
65536 0.0063351605804614613
131072 0.0067136380174278032
EOD
set title "rglru dx: vs_canonical against L (regime init, B=1, D=1024)\nrglru.dx.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.923307990517503e-06:0.020363404478228944]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dx.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = -0.022 [-0.075, 0.031]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.037 [-0.042, 0.116]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.036 [-0.022, 0.095]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.037 [-0.042, 0.116]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.036 [-0.022, 0.095]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = -0.040 [-0.188, 0.108]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.008 [-0.120, 0.136]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.006 [-0.028, 0.016]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
