# rglru_dv_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
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
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s2 << EOD
2048 2.4489395276327131e-05
4096 1.7749513664482953e-05
8192 2.7085186134417137e-05
16384 2.1456708160503402e-05
32768 2.3583162565997289e-05
65536 2.5251293985236108e-05
131072 2.450237080486891e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s3 << EOD
2048 2.0667475471708864e-05
4096 2.2514520669324318e-05
8192 2.2845782627432247e-05
16384 2.1977932203960464e-05
32768 2.2920063177181345e-05
65536 2.3666692312263863e-05
131072 2.3217704761247999e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.0656815336808102e-05
4096 2.2348295737204514e-05
8192 2.074599951321022e-05
16384 2.1972640863605601e-05
32768 2.3121578407662137e-05
65536 2.3801247391035562e-05
131072 2.3493051796848474e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, vs_canonical
$s5 << EOD
2048 2.0667475471708864e-05
4096 2.2514520669324318e-05
8192 2.2845782627432247e-05
16384 2.1977932203960464e-05
32768 2.2920063177181345e-05
65536 2.3666692312263863e-05
131072 2.3217704761247999e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, vs_canonical
$s6 << EOD
2048 2.0656815336808102e-05
4096 2.2348295737204514e-05
8192 2.074599951321022e-05
16384 2.1972640863605601e-05
32768 2.3121578407662137e-05
65536 2.3801247391035562e-05
131072 2.3493051796848474e-05
EOD
# cuda.rglru_sequential B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 1.5854877747778413e-05
4096 1.5625083149173067e-05
8192 1.5315456588731862e-05
16384 1.7173277650771169e-05
32768 1.8576344318890975e-05
65536 1.8957325712155568e-05
131072 1.8133237666708956e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.835654563001638e-05
4096 2.4761154374727823e-05
8192 2.0759140975982555e-05
16384 2.2128989930021154e-05
32768 2.3282792502501633e-05
65536 2.3560235664372224e-05
131072 2.3249224814237404e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 0.0068139047566224704
4096 0.006830201377132976
8192 0.0069400598619038627
16384 0.0069314969693101683
32768 0.0070596064415213607
65536 0.0070288826267956156
131072 0.006718359642067618
EOD
set title "rglru dv: vs_canonical against L (regime init, B=1, D=2048)\nrglru.dv.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.1051521962439536e-06:0.021178819324564082]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dv.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.029 [-0.072, 0.130]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.023 [0.002, 0.044]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.032 [0.008, 0.056]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.023 [0.002, 0.044]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.032 [0.008, 0.056]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.051 [0.016, 0.085]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.037 [-0.027, 0.101]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = 0.002 [-0.012, 0.015]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
