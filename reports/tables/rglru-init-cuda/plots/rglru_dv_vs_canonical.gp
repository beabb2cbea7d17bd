# rglru_dv_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_vs_canonical.gp  (writes rglru_dv_vs_canonical.png and rglru_dv_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dv_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dv_vs_canonical.svg"
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
2048 1.7425264830923481e-05
4096 3.5310460485026011e-05
8192 3.3873189581383306e-05
16384 2.5387227515503947e-05
32768 2.5681418360017839e-05
65536 2.3329376874005039e-05
131072 2.4260164387753127e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 1.3535576579800003e-05
4096 2.378821108678866e-05
8192 2.3671547704867802e-05
16384 2.2704112158925713e-05
32768 2.2171762010295045e-05
65536 2.2244475310377153e-05
131072 2.2472914580228741e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 1.3476866717353762e-05
4096 2.3862934052108462e-05
8192 2.3561696502358637e-05
16384 2.4071215643318022e-05
32768 2.2417122424675231e-05
65536 2.2377877601064888e-05
131072 2.258115507805558e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.3535576579800003e-05
4096 2.378821108678866e-05
8192 2.3671547704867802e-05
16384 2.2704112158925713e-05
32768 2.2171762010295045e-05
65536 2.2244475310377153e-05
131072 2.2472914580228741e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.3476866717353762e-05
4096 2.3862934052108462e-05
8192 2.3561696502358637e-05
16384 2.4071215643318022e-05
32768 2.2417122424675231e-05
65536 2.2377877601064888e-05
131072 2.258115507805558e-05
EOD
# cuda.rglru_sequential B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.0982267005312729e-05
4096 1.8990735156330325e-05
8192 2.3839829846319025e-05
16384 1.693032217869353e-05
32768 1.7700616176365085e-05
65536 1.8300279605529384e-05
131072 1.7648858852377493e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.3384615090260215e-05
4096 2.1026951795335372e-05
8192 2.5016565100104537e-05
16384 2.409198487560933e-05
32768 2.306285560038485e-05
65536 2.3996412494033419e-05
131072 2.2519520575128048e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 0.0071670821645321231
4096 0.0070575666723492114
8192 0.0067108250742459749
16384 0.0071081923933791905
32768 0.006879712574646769
65536 0.0067213961808959078
131072 0.007071728015608467
EOD
set title "rglru dv: vs_canonical against L (regime init, B=1, D=1024)\nrglru.dv.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.6607556684375762e-06:0.02150124649359637]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dv.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = -0.006 [-0.189, 0.177]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.068 [-0.064, 0.200]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.071 [-0.066, 0.207]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.068 [-0.064, 0.200]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.071 [-0.066, 0.207]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.054 [-0.113, 0.221]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.090 [-0.040, 0.220]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.006 [-0.026, 0.014]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
