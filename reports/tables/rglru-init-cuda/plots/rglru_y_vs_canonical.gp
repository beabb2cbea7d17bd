# rglru_y_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
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
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s2 << EOD
2048 2.3669123109562444e-05
4096 2.4325027338668613e-05
8192 1.9920099712450484e-05
16384 2.1683478529199124e-05
32768 2.4238772570253371e-05
65536 2.1967743748472946e-05
131072 2.2671797965125549e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 2.5643574826288096e-05
4096 1.9742720590670787e-05
8192 1.6440603867603388e-05
16384 2.0605282252165535e-05
32768 2.0847965710307439e-05
65536 2.0777756123661178e-05
131072 2.1606786438792069e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 2.3622313692831715e-05
4096 2.0059171827147737e-05
8192 1.6526273720743226e-05
16384 2.0791802681258207e-05
32768 2.0958695550046539e-05
65536 2.0676177823954048e-05
131072 2.1783090321368367e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.5643574826288096e-05
4096 1.9742720590670787e-05
8192 1.6440603867603388e-05
16384 2.0605282252165535e-05
32768 2.0847965710307439e-05
65536 2.0777756123661178e-05
131072 2.1606786438792069e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 2.3622313692831715e-05
4096 2.0059171827147737e-05
8192 1.6526273720743226e-05
16384 2.0791802681258207e-05
32768 2.0958695550046539e-05
65536 2.0676177823954048e-05
131072 2.1783090321368367e-05
EOD
# cuda.rglru_sequential B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.5942366903701547e-05
4096 1.8487668892985056e-05
8192 1.3915850087623349e-05
16384 1.7052736559818321e-05
32768 1.6316135713599675e-05
65536 1.6388787511926377e-05
131072 1.6541953726032007e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 2.0345620426107983e-05
4096 2.2726452184631897e-05
8192 1.7115408496273603e-05
16384 2.2569920397265154e-05
32768 2.0776634745625963e-05
65536 2.0924814924859607e-05
131072 2.1416423051852846e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 0.0066072959134355373
4096 0.0065499863621570663
8192 0.0064972793262430733
16384 0.0067452296006024273
32768 0.0065331430561235172
65536 0.0063458942695202554
131072 0.0067187624547598319
EOD
set title "rglru y: vs_canonical against L (regime init, B=1, D=1024)\nrglru.y.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6666666666666669e-06:0.020235688801807282]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.y.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = -0.007 [-0.062, 0.047]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.009 [-0.109, 0.091]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.003 [-0.081, 0.087]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.009 [-0.109, 0.091]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.003 [-0.081, 0.087]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.001 [-0.064, 0.067]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.009 [-0.063, 0.081]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.000 [-0.016, 0.016]", \
     5.0000000000000004e-06 with lines lw 2 dt 4 lc rgb "#7030A0" title "study gate 5e-6 (H800 study: BF16 output against its canonical FP32 path)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
