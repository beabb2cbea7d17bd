# rglru_dp_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_excess_l2.gp  (writes rglru_dp_excess_l2.png and rglru_dp_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dp_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dp_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 8.1261572365575938e-07
4096 1.1071186984033446e-06
8192 1.5716476342315846e-06
16384 2.3074599319999266e-06
32768 3.2288583378368593e-06
65536 4.5695060632289324e-06
131072 6.4502310778054966e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 2.8449806133972294e-07
4096 3.6912558490313617e-07
8192 4.115339063006867e-07
16384 6.1540137510532365e-07
32768 8.5491180772186701e-07
65536 1.1712992807610409e-06
131072 1.5313967539246091e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 2.871418736861918e-07
4096 3.6635568526630919e-07
8192 4.0737780681198624e-07
16384 6.0193413242617102e-07
32768 8.4737138643634161e-07
65536 1.1583760520268585e-06
131072 1.5369471124379021e-06
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.8449806133972294e-07
4096 3.6912558490313617e-07
8192 4.115339063006867e-07
16384 6.1540137510532365e-07
32768 8.5491180772186701e-07
65536 1.1712992807610409e-06
131072 1.5313967539246091e-06
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.871418736861918e-07
4096 3.6635568526630919e-07
8192 4.0737780681198624e-07
16384 6.0193413242617102e-07
32768 8.4737138643634161e-07
65536 1.1583760520268585e-06
131072 1.5369471124379021e-06
EOD
# cuda.rglru_sequential B=1 D=1024: L, excess_l2
$s7 << EOD
2048 8.2568848319901646e-07
4096 1.1038348014531921e-06
8192 1.5886454441632421e-06
16384 2.3102328378783282e-06
32768 3.2183324301704572e-06
65536 4.5621144873229242e-06
131072 6.4816152610117154e-06
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 8.2586120079989395e-07
4096 1.0925625388683151e-06
8192 1.5460121335689564e-06
16384 2.3439256692849063e-06
32768 3.2274133075175099e-06
65536 4.5419380884315868e-06
131072 6.3567300783877815e-06
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.012106893733167269
4096 0.012298964883942373
8192 0.01160841106126511
16384 0.013059688442773061
32768 0.014616223222420514
65536 0.010736397338271149
131072 0.014078853925461713
EOD
set title "rglru dp: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [9.4832687113240975e-08:0.043848669667261544]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dp.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.503 [0.492, 0.515]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.417 [0.364, 0.470]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.416 [0.359, 0.473]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.417 [0.364, 0.470]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.416 [0.359, 0.473]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.501 [0.487, 0.515]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.500 [0.479, 0.522]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = 0.021 [-0.058, 0.101]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dp.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dp.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
