# rglru_y_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_vs_canonical.gp  (writes rglru_y_vs_canonical.png and rglru_y_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_y_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_y_vs_canonical.svg"
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
2048 2.0194922859999387e-05
4096 2.1277389403849677e-05
8192 2.2715263584188772e-05
16384 2.2239359556557699e-05
32768 2.2772795253922916e-05
65536 2.3131502490621523e-05
131072 2.1936166608921793e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s3 << EOD
2048 1.8671785457540278e-05
4096 2.273249851717758e-05
8192 2.0767518103352971e-05
16384 2.188755363224764e-05
32768 2.187664211388968e-05
65536 2.1441755929824518e-05
131072 2.0943956840208627e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.0177783655788136e-05
4096 2.2211077004124371e-05
8192 2.0755303278681421e-05
16384 2.1810706238926745e-05
32768 2.197965405248701e-05
65536 2.1434287287310899e-05
131072 2.0858802273450197e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, vs_canonical
$s5 << EOD
2048 1.8671785457540278e-05
4096 2.273249851717758e-05
8192 2.0767518103352971e-05
16384 2.188755363224764e-05
32768 2.187664211388968e-05
65536 2.1441755929824518e-05
131072 2.0943956840208627e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, vs_canonical
$s6 << EOD
2048 2.0177783655788136e-05
4096 2.2211077004124371e-05
8192 2.0755303278681421e-05
16384 2.1810706238926745e-05
32768 2.197965405248701e-05
65536 2.1434287287310899e-05
131072 2.0858802273450197e-05
EOD
# cuda.rglru_sequential B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 1.2153678149715852e-05
4096 1.7037990002029689e-05
8192 1.6155139145298701e-05
16384 1.7356621990278585e-05
32768 1.6354750430371157e-05
65536 1.6170551821895334e-05
131072 1.6505623988411064e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.8104747248089318e-05
4096 2.1635740384656648e-05
8192 2.023786193338727e-05
16384 2.0661116072493736e-05
32768 2.1019017584765143e-05
65536 2.1097586736006668e-05
131072 2.105896772036644e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 0.0065587677773538949
4096 0.0065522453965667742
8192 0.006753402529910202
16384 0.0065738948915205816
32768 0.0066868829061013249
65536 0.0066471094664730642
131072 0.0063308497940127587
EOD
set title "rglru y: vs_canonical against L (regime init, B=1, D=2048)\nrglru.y.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6666666666666669e-06:0.020260207589730607]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.y.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.022 [-0.005, 0.048]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.014 [-0.031, 0.060]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.004 [-0.022, 0.031]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.014 [-0.031, 0.060]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.004 [-0.022, 0.031]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.043 [-0.036, 0.121]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.023 [-0.014, 0.060]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.004 [-0.019, 0.010]", \
     5.0000000000000004e-06 with lines lw 2 dt 4 lc rgb "#7030A0" title "study gate 5e-6 (H800 study: BF16 output against its canonical FP32 path)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
