# rglru_h_last_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
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
2048 1.2408430690023581e-07
4096 1.2449803629755649e-07
8192 1.2121532650080673e-07
16384 1.174746656270517e-07
32768 1.1722604115907473e-07
65536 1.1519402498358865e-07
131072 1.2855768445330265e-07
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.2564870333414801e-07
4096 1.1704998170704317e-07
8192 1.2845871317795534e-07
16384 1.1721304506694555e-07
32768 1.2153832196251801e-07
65536 1.2282224956304698e-07
131072 1.2523377128707512e-07
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.0306853417074313e-07
4096 9.7156905020936061e-08
8192 9.6885718875678749e-08
16384 9.9173582884208447e-08
32768 9.8571877661708565e-08
65536 1.0031706229789253e-07
131072 9.3000493231648397e-08
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.015741315380183e-07
4096 9.7851580537449042e-08
8192 9.5410078705818708e-08
16384 9.9098047078486248e-08
32768 9.8298421139419456e-08
65536 1.030060658695849e-07
131072 9.3662006289729622e-08
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s7 << EOD
2048 9.6869426632579771e-08
4096 9.9733955665183623e-08
8192 9.8709973384450106e-08
16384 1.0126452414310837e-07
32768 9.6665944244381971e-08
65536 1.0158215149659985e-07
131072 1.0350426118645288e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s8 << EOD
2048 9.6868953919841048e-08
4096 1.0045375895825986e-07
8192 9.9928581570381806e-08
16384 1.0200750322389623e-07
32768 9.7211953224023339e-08
65536 1.0186035643862464e-07
131072 1.0303190148880182e-07
EOD
set title "rglru h_last: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.1000164410549464e-08:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.h_last.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.004 [-0.034, 0.026]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.002 [-0.025, 0.029]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.012 [-0.032, 0.009]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.006 [-0.030, 0.019]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.011 [-0.004, 0.026]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.010 [-0.005, 0.024]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.h_last.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.h_last.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
