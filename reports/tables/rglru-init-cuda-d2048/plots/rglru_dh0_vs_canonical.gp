# rglru_dh0_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_vs_canonical.gp  (writes rglru_dh0_vs_canonical.png and rglru_dh0_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dh0_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_vs_canonical.svg"
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
2048 2.3014112864279542e-07
4096 1.9698674295617733e-07
8192 1.8574590200342632e-07
16384 1.6867264650795754e-07
32768 1.6408586859927219e-07
65536 2.0715669889698015e-07
131072 1.6950703907101275e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s3 << EOD
2048 2.4290628590937777e-07
4096 2.0650004064272761e-07
8192 1.8982859639582439e-07
16384 2.0579606691426431e-07
32768 1.92977044464035e-07
65536 2.1698018217075742e-07
131072 1.9750240992823862e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.501508445602919e-07
4096 2.1738316496187399e-07
8192 1.9788341464407998e-07
16384 2.1500235878478085e-07
32768 1.8271137366160873e-07
65536 2.2850185132217097e-07
131072 1.982865331306087e-07
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, vs_canonical
$s5 << EOD
2048 2.4290628590937777e-07
4096 2.0650004064272761e-07
8192 1.8982859639582439e-07
16384 2.0579606691426431e-07
32768 1.92977044464035e-07
65536 2.1698018217075742e-07
131072 1.9750240992823862e-07
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, vs_canonical
$s6 << EOD
2048 2.501508445602919e-07
4096 2.1738316496187399e-07
8192 1.9788341464407998e-07
16384 2.1500235878478085e-07
32768 1.8271137366160873e-07
65536 2.2850185132217097e-07
131072 1.982865331306087e-07
EOD
# cuda.rglru_sequential B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 6.05331819893283e-08
4096 5.8267546028131357e-08
8192 6.1324121453997499e-08
16384 7.093167519488652e-08
32768 6.1435374152912887e-08
65536 8.897192015180028e-08
131072 7.2239255671578067e-08
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 2.5082062349011481e-07
4096 1.910146872085749e-07
8192 1.8162656425633721e-07
16384 1.8959851365473469e-07
32768 1.9609269551423337e-07
65536 2.2487213393743043e-07
131072 2.3185382145499375e-07
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 0.014616489119335651
4096 0.014485749779562273
8192 0.013155782262607205
16384 0.011811561350112529
32768 0.013279156822181802
65536 0.015902449363676574
131072 0.011501132305058462
EOD
set title "rglru dh0: vs_canonical against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.9422515342710452e-08:0.047707348091029722]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dh0.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = -0.048 [-0.127, 0.030]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.026 [-0.083, 0.031]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.035 [-0.104, 0.034]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.026 [-0.083, 0.031]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.035 [-0.104, 0.034]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.071 [-0.010, 0.152]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.009 [-0.085, 0.102]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.027 [-0.111, 0.058]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.dh0.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.dh0.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
