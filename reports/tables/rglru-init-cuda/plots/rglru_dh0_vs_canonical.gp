# rglru_dh0_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
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
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s2 << EOD
2048 1.8251665035101357e-07
4096 1.917392157850703e-07
8192 1.8841833130632679e-07
16384 1.578472787415814e-07
32768 1.7578409286254815e-07
65536 1.5916851800294811e-07
131072 1.6850946087148789e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 1.8905074348913721e-07
4096 1.8764064798994842e-07
8192 2.2917373934094475e-07
16384 1.6632359161464877e-07
32768 1.9130660276131784e-07
65536 1.751001066421669e-07
131072 1.8011710666790254e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 1.7974437591987903e-07
4096 1.918692407735299e-07
8192 2.1327614479147746e-07
16384 1.7719259675783091e-07
32768 2.0480475461337115e-07
65536 1.7478094763134096e-07
131072 1.6121326004651023e-07
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.8905074348913721e-07
4096 1.8764064798994842e-07
8192 2.2917373934094475e-07
16384 1.6632359161464877e-07
32768 1.9130660276131784e-07
65536 1.751001066421669e-07
131072 1.8011710666790254e-07
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.7974437591987903e-07
4096 1.918692407735299e-07
8192 2.1327614479147746e-07
16384 1.7719259675783091e-07
32768 2.0480475461337115e-07
65536 1.7478094763134096e-07
131072 1.6121326004651023e-07
EOD
# cuda.rglru_sequential B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.077962495906284e-07
4096 6.8153679028454606e-08
8192 5.6742108008732341e-08
16384 7.77462401372867e-08
32768 6.7491757171435258e-08
65536 5.9574092400735566e-08
131072 7.4499312221741835e-08
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.7298321893662739e-07
4096 2.1912819251534089e-07
8192 1.8125733207709695e-07
16384 1.5917839170916585e-07
32768 1.7884162495898902e-07
65536 1.6292411518290332e-07
131072 2.2333791626562982e-07
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 0.014779786507153799
4096 0.012843867198064797
8192 0.016692191632846427
16384 0.011305516935901608
32768 0.012532223195617727
65536 0.01075444202338266
131072 0.015428265351298319
EOD
set title "rglru dh0: vs_canonical against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.891403600291078e-08:0.050076574898539283]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dh0.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = -0.035 [-0.079, 0.009]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.024 [-0.097, 0.049]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.029 [-0.096, 0.039]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.024 [-0.097, 0.049]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.029 [-0.096, 0.039]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = -0.062 [-0.208, 0.084]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.008 [-0.095, 0.111]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.026 [-0.148, 0.096]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.dh0.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.dh0.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
