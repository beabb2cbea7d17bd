# rglru_dp_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
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
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 8.4765029974892903e-07
4096 1.1596072922205782e-06
8192 1.6444521996049723e-06
16384 2.2447308966987748e-06
32768 3.1964284039329863e-06
65536 4.572811089973503e-06
131072 6.1994361680038923e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.7344445386160112e-07
4096 3.4982737517450124e-07
8192 4.0293866515408822e-07
16384 5.8471708931768398e-07
32768 8.4088417591186501e-07
65536 1.1873434617758685e-06
131072 1.5220315736598694e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.7599609110231718e-07
4096 3.5172446216319796e-07
8192 4.1040584108795228e-07
16384 5.8604038001774007e-07
32768 8.4670962313331859e-07
65536 1.1789117746556425e-06
131072 1.5397694928640199e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s7 << EOD
2048 2.6829794703112402e-07
4096 3.4989509064166479e-07
8192 4.4461432462191544e-07
16384 5.9885957205593158e-07
32768 8.3387038969090468e-07
65536 1.097713220789113e-06
131072 1.6383744731570286e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.6797405795538126e-07
4096 3.5112246166597782e-07
8192 4.46846569057692e-07
16384 5.9130957491257144e-07
32768 8.3707800684811032e-07
65536 1.0860276457244871e-06
131072 1.6321059479869493e-06
EOD
set title "rglru dp: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.9324685985127081e-08:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dp.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.503 [0.492, 0.515]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.483 [0.472, 0.494]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.429 [0.375, 0.484]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.428 [0.376, 0.479]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.430 [0.395, 0.465]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.428 [0.392, 0.464]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dp.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dp.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
