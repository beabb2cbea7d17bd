# rglru_dp_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D2048-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_vs_canonical.gp  (writes rglru_dp_vs_canonical.png and rglru_dp_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dp_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dp_vs_canonical.svg"
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
2048 8.4765029612183993e-07
4096 1.1596072966263193e-06
8192 1.6444521390041181e-06
16384 2.2447307206065573e-06
32768 3.1964284693933238e-06
65536 4.5728109646811475e-06
131072 6.1994353770362083e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s3 << EOD
2048 8.9171015781945712e-07
4096 1.2020453449440265e-06
8192 1.6966928889271845e-06
16384 2.3223853837435768e-06
32768 3.290237167104499e-06
65536 4.6907290712517212e-06
131072 6.3872274269084739e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 8.9517192147520679e-07
4096 1.200561627750864e-06
8192 1.6930890609995025e-06
16384 2.3265020722573265e-06
32768 3.2911797614957062e-06
65536 4.6841086127361268e-06
131072 6.3968047941792632e-06
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=2048: L, vs_canonical
$s5 << EOD
2048 8.9171015781945712e-07
4096 1.2020453449440265e-06
8192 1.6966928889271845e-06
16384 2.3223853837435768e-06
32768 3.290237167104499e-06
65536 4.6907290712517212e-06
131072 6.3872274269084739e-06
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=2048: L, vs_canonical
$s6 << EOD
2048 8.9517192147520679e-07
4096 1.200561627750864e-06
8192 1.6930890609995025e-06
16384 2.3265020722573265e-06
32768 3.2911797614957062e-06
65536 4.6841086127361268e-06
131072 6.3968047941792632e-06
EOD
# cuda.rglru_sequential B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 3.8431593782857173e-07
4096 4.5742282901745319e-07
8192 5.3564770096241591e-07
16384 6.0440428543482729e-07
32768 7.3522705111290944e-07
65536 8.2548869071274003e-07
131072 1.0337748186528785e-06
EOD
# cuda.rglru_assoc_f32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 4.7207847549189607e-07
4096 5.7385428683300651e-07
8192 6.4570422546135671e-07
16384 7.8045255767935212e-07
32768 8.7291189731769008e-07
65536 1.047751821446676e-06
131072 1.2456055416418804e-06
EOD
# cuda.rglru_assoc_bf16 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 0.01352902154451005
4096 0.013179524119938864
8192 0.013582879181326125
16384 0.012621826758498945
32768 0.012690379901357759
65536 0.013042582953974426
131072 0.012616849035620371
EOD
set title "rglru dp: vs_canonical against L (regime init, B=1, D=2048)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.2810531260952392e-07:0.040748637543978374]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dp.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.483 [0.472, 0.494]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.479 [0.467, 0.490]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.479 [0.467, 0.490]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.479 [0.467, 0.490]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.479 [0.467, 0.490]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.230 [0.212, 0.248]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.228 [0.213, 0.242]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.015 [-0.032, 0.001]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.dp.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.dp.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
