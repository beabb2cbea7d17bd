# rglru_du_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_vs_canonical.gp  (writes rglru_du_vs_canonical.png and rglru_du_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_du_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_du_vs_canonical.svg"
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
2048 2.1350426945014225e-05
4096 1.7121286013908779e-05
8192 2.2841547953795148e-05
16384 2.0242288025131323e-05
32768 2.2198671937616689e-05
65536 2.3571818710389656e-05
131072 2.2293819066782011e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s3 << EOD
2048 2.5782819258828683e-05
4096 1.5293989809580833e-05
8192 2.1139955934722116e-05
16384 1.8379417776080205e-05
32768 2.2105005625447163e-05
65536 1.9964512767179344e-05
131072 2.1382781107193272e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.6024337100508583e-05
4096 1.5940358150185951e-05
8192 2.0567851338981097e-05
16384 1.826554258736704e-05
32768 2.2209757748780884e-05
65536 2.0052702788412491e-05
131072 2.1190298076085426e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, vs_canonical
$s5 << EOD
2048 2.5782819258828683e-05
4096 1.5293989809580833e-05
8192 2.1139955934722116e-05
16384 1.8379417776080205e-05
32768 2.2105005625447163e-05
65536 1.9964512767179344e-05
131072 2.1382781107193272e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, vs_canonical
$s6 << EOD
2048 2.6024337100508583e-05
4096 1.5940358150185951e-05
8192 2.0567851338981097e-05
16384 1.826554258736704e-05
32768 2.2209757748780884e-05
65536 2.0052702788412491e-05
131072 2.1190298076085426e-05
EOD
# cuda.rglru_sequential B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 9.2019762088494159e-06
4096 1.0862941646897347e-05
8192 1.6902195121379129e-05
16384 1.1857739761429367e-05
32768 1.3393957634855854e-05
65536 1.4024771442724752e-05
131072 1.6488659813655893e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.9642942158697948e-05
4096 1.6432010919626522e-05
8192 2.2652270480945193e-05
16384 1.962455105549388e-05
32768 2.3024241195874686e-05
65536 2.0867023910560593e-05
131072 2.161071637817233e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 0.0064583218362324292
4096 0.0064592620194618431
8192 0.0065795281693228555
16384 0.0065648165702105665
32768 0.006705289309685919
65536 0.0066677213160200215
131072 0.006334872798167481
EOD
set title "rglru du: vs_canonical against L (regime init, B=1, D=2048)\nrglru.du.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.0673254029498054e-06:0.020115867929057757]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.du.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.038 [-0.032, 0.108]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.001 [-0.124, 0.126]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.004 [-0.122, 0.114]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.001 [-0.124, 0.126]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.004 [-0.122, 0.114]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.104 [-0.015, 0.224]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.040 [-0.035, 0.115]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = 0.001 [-0.014, 0.016]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
