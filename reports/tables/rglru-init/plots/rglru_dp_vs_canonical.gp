# rglru_dp_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
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
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s2 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 8.1261569973756616e-07
4096 1.1071186341300117e-06
8192 1.5716476074554743e-06
16384 2.3074600310974654e-06
32768 3.2288581337316376e-06
65536 4.5695058118386804e-06
131072 6.4502336430269186e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 8.4765029612183993e-07
4096 1.1596072966263193e-06
8192 1.6444521390041181e-06
16384 2.2447307206065573e-06
32768 3.1964284693933238e-06
65536 4.5728109646811475e-06
131072 6.1994353770362083e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 8.3559602931263233e-07
4096 1.1449621324835009e-06
8192 1.618886193318249e-06
16384 2.4121238986866992e-06
32768 3.3339759687931729e-06
65536 4.7574956725275077e-06
131072 6.6479961354669512e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 8.4351848582284283e-07
4096 1.1386913794741008e-06
8192 1.6130386942413256e-06
16384 2.4157614815327161e-06
32768 3.3409509946305082e-06
65536 4.7565789142186953e-06
131072 6.6540497231502283e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 8.6574863490388755e-07
4096 1.2003842620197527e-06
8192 1.6921757188075009e-06
16384 2.3265630372968291e-06
32768 3.2777169194552252e-06
65536 4.695844536513029e-06
131072 6.3724512452698762e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 8.6656063067560227e-07
4096 1.2000897424257484e-06
8192 1.6878520908518121e-06
16384 2.3219185602473795e-06
32768 3.276306197196096e-06
65536 4.6895198257644904e-06
131072 6.3842947005444752e-06
EOD
set title "rglru dp: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.7087189991252204e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dp.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.503 [0.492, 0.515]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.483 [0.472, 0.494]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.505 [0.491, 0.518]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.504 [0.487, 0.521]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.483 [0.475, 0.492]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.483 [0.475, 0.491]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.dp.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.dp.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
