# rglru_h_last_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_excess_l2.gp  (writes rglru_h_last_excess_l2.png and rglru_h_last_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_h_last_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.1946589404502964e-06
4096 1.0665665364055914e-06
8192 1.4632857126304948e-06
16384 1.2725360309999003e-06
32768 1.346703097853101e-06
65536 9.6118626945703977e-07
131072 1.115896882600217e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.1461277743625588e-06
4096 1.1693067295827203e-06
8192 1.316009313969545e-06
16384 1.2362965728859994e-06
32768 1.1612438056624066e-06
65536 1.2550683335990796e-06
131072 1.4395527284642882e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.1484715705209084e-07
4096 2.2076876642728448e-07
8192 2.1323474467110178e-07
16384 2.0830484942957503e-07
32768 2.2181115496076269e-07
65536 2.0209326750397782e-07
131072 2.1359322632684439e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 3.5073394716442867e-07
4096 5.2378512252379151e-07
8192 1.0522923801108601e-06
16384 8.9822594917773442e-06
32768 5.1608686375734977e-06
65536 1.5020531040904899e-06
131072 4.4780298248498808e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s7 << EOD
2048 2.1795183807991466e-07
4096 2.1056572748128041e-07
8192 2.1804715678196099e-07
16384 2.0756158444888918e-07
32768 2.3210631191397591e-07
65536 2.01155203431147e-07
131072 2.1897952975451853e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 3.4855100656472976e-07
4096 5.2207458833289706e-07
8192 1.0636005884938436e-06
16384 8.9841128736496163e-06
32768 5.165318723738953e-06
65536 1.5003366487626706e-06
131072 4.4409819350113118e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s9 << EOD
2048 2.14778548899027e-07
4096 2.0971089148881519e-07
8192 2.2712875849806193e-07
16384 2.2291998111814344e-07
32768 2.2028287405340636e-07
65536 2.2373879079033788e-07
131072 2.2073836224986706e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s10 << EOD
2048 3.723177454963015e-07
4096 4.236310021479258e-07
8192 1.2269116415874701e-06
16384 5.5259861289223814e-06
32768 2.04900147984537e-06
65536 1.4363664582180132e-06
131072 3.1676156589011897e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 2.0110666233627303e-07
4096 2.1480198496676681e-07
8192 2.1666574461018852e-07
16384 2.3316007031943867e-07
32768 2.2464126357365694e-07
65536 2.212230280057883e-07
131072 2.2149073799553416e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 3.6965597119375904e-07
4096 4.3050843250737489e-07
8192 1.222505397963642e-06
16384 5.5171624948085988e-06
32768 2.0506839851133541e-06
65536 1.4370318051266708e-06
131072 3.1446753509207485e-07
EOD
set title "rglru h_last: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.7035554112091009e-08:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.h_last.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.026 [-0.132, 0.081]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.036 [-0.011, 0.083]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.008 [-0.031, 0.015]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.228 [-0.695, 1.152]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = -0.001 [-0.036, 0.035]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.228 [-0.698, 1.153]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.009 [-0.008, 0.027]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.127 [-0.667, 0.922]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.020 [-0.007, 0.047]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.126 [-0.669, 0.921]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.h_last.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.h_last.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
