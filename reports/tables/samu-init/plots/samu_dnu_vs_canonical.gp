# samu_dnu_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_vs_canonical.gp  (writes samu_dnu_vs_canonical.png and samu_dnu_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dnu_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dnu_vs_canonical.svg"
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
2048 7.8226558655990683e-06
4096 7.0750333890569756e-06
8192 2.4198640490544944e-05
16384 1.9791561638117748e-05
32768 1.8608560084463019e-05
65536 1.6440402053242195e-05
131072 2.1553297912733902e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.8508040457848815e-05
4096 8.5485951404549604e-06
8192 1.8074671080768409e-05
16384 2.0018431919011235e-05
32768 1.5288584705896459e-05
65536 2.0402056063480517e-05
131072 1.6625641641050724e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.2244460037935532e-06
4096 1.5880739159520426e-06
8192 2.9300473887628132e-06
16384 2.7236540821136777e-06
32768 4.1047087965823504e-06
65536 4.3823770047434211e-06
131072 6.5575441510688647e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.168660231738859e-06
4096 1.6231673734639766e-06
8192 3.5016343404576982e-06
16384 2.8370996401584662e-06
32768 3.8491915523337464e-06
65536 4.2058587056559688e-06
131072 6.7429810218118109e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.2515792366218705e-06
4096 1.6031645232037242e-06
8192 3.3174694593285915e-06
16384 2.7872164500639336e-06
32768 3.9027172566840916e-06
65536 4.2674649035973866e-06
131072 6.319835379300001e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.1659559969755985e-06
4096 1.4917250304295692e-06
8192 2.485797232413259e-06
16384 2.2699077700679143e-06
32768 2.619486460762627e-06
65536 4.8626939687956115e-06
131072 6.7282975910524354e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 1.1447346197732576e-06
4096 1.5907558456312014e-06
8192 2.5229025961083111e-06
16384 2.2263364456177955e-06
32768 2.7545164843655546e-06
65536 4.9794522855805826e-06
131072 6.637694356293714e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 1.1746461162680674e-06
4096 1.5922908095306403e-06
8192 2.5878642755383732e-06
16384 2.157561181926123e-06
32768 2.7526109348352911e-06
65536 4.9817239983570558e-06
131072 6.5310234942983078e-06
EOD
set title "samu dnu: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.8157820659108586e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dnu.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.230 [-0.045, 0.505]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.064 [-0.154, 0.283]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.381 [0.277, 0.485]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.374 [0.219, 0.529]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.360 [0.227, 0.493]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.395 [0.268, 0.523]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.394 [0.271, 0.517]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.386 [0.255, 0.517]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dnu.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dnu.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
