# rglru_dp_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
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
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s2 << EOD
2048 8.1261569973756616e-07
4096 1.1071186341300117e-06
8192 1.5716476074554743e-06
16384 2.3074600310974654e-06
32768 3.2288581337316376e-06
65536 4.5695058118386804e-06
131072 6.4502336430269186e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 8.4439511794674417e-07
4096 1.1392689914802612e-06
8192 1.6209110434622661e-06
16384 2.4080882471794843e-06
32768 3.3360428982011037e-06
65536 4.7542720374373727e-06
131072 6.6417471016529099e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 8.4436249320892524e-07
4096 1.144317349129002e-06
8192 1.6263504027953244e-06
16384 2.4025573699115044e-06
32768 3.3346408055604935e-06
65536 4.7569625236725806e-06
131072 6.6394490185754302e-06
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 8.4439511794674417e-07
4096 1.1392689914802612e-06
8192 1.6209110434622661e-06
16384 2.4080882471794843e-06
32768 3.3360428982011037e-06
65536 4.7542720374373727e-06
131072 6.6417471016529099e-06
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 8.4436249320892524e-07
4096 1.144317349129002e-06
8192 1.6263504027953244e-06
16384 2.4025573699115044e-06
32768 3.3346408055604935e-06
65536 4.7569625236725806e-06
131072 6.6394490185754302e-06
EOD
# cuda.rglru_sequential B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 3.5757303845388255e-07
4096 4.3615726531932903e-07
8192 5.4042313174711143e-07
16384 6.1903683394690228e-07
32768 7.5113003044784832e-07
65536 8.5109753362629641e-07
131072 1.0133610688944873e-06
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 4.7483163953795601e-07
4096 5.4088590468676128e-07
8192 6.3382250644289212e-07
16384 7.4624347144922327e-07
32768 8.8657378769644066e-07
65536 1.0003623020645799e-06
131072 1.2675286228004555e-06
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 0.012106882861384088
4096 0.01229898903534093
8192 0.011608504752831546
16384 0.013059581711519906
32768 0.014616132918041565
65536 0.010736519101349144
131072 0.014078859616574905
EOD
set title "rglru dp: vs_canonical against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.1919101281796085e-07:0.043848398754124697]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dp.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.503 [0.492, 0.515]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.503 [0.488, 0.519]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.503 [0.489, 0.517]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.503 [0.488, 0.519]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.503 [0.489, 0.517]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.247 [0.227, 0.267]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.232 [0.214, 0.251]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = 0.021 [-0.058, 0.101]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.dp.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.dp.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
