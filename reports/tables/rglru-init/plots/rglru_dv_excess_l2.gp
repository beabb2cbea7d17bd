# rglru_dv_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_excess_l2.gp  (writes rglru_dv_excess_l2.png and rglru_dv_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dv_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dv_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.7425301612521986e-05
4096 3.5310209520719871e-05
8192 3.3873094098180744e-05
16384 2.5387185177647558e-05
32768 2.5681299566362405e-05
65536 2.3329329464715966e-05
131072 2.4260116199703056e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 2.4489428902059229e-05
4096 1.7749439761260385e-05
8192 2.7085133290644437e-05
16384 2.1456698432054907e-05
32768 2.3583128314581096e-05
65536 2.525128187009732e-05
131072 2.4502330978550174e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.7726506678925087e-05
4096 3.6906719585955386e-05
8192 3.361073423250185e-05
16384 2.3226850247700111e-05
32768 2.4393740314604428e-05
65536 2.206290867429205e-05
131072 2.3748548581900491e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.8455352763157663e-05
4096 3.7154172479281715e-05
8192 3.3738069592884496e-05
16384 2.4294597165770929e-05
32768 2.392584330246556e-05
65536 2.2016206632945462e-05
131072 2.3809781484925131e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s7 << EOD
2048 2.0111445371757894e-05
4096 1.9753146872261103e-05
8192 2.5122987983845757e-05
16384 2.1450645549007228e-05
32768 2.3608759771649022e-05
65536 2.4922999474621494e-05
131072 2.2829350451210147e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.0571809102326964e-05
4096 2.0238811559773643e-05
8192 2.6211767267154539e-05
16384 2.1382909114433913e-05
32768 2.3885575918513995e-05
65536 2.4998075370878775e-05
131072 2.3071386504494984e-05
EOD
set title "rglru dv: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.808433870840662e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dv.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.006 [-0.189, 0.177]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.029 [-0.072, 0.130]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.024 [-0.216, 0.167]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.032 [-0.216, 0.151]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.040 [-0.018, 0.099]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.035 [-0.030, 0.100]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.dv.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.dv.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
