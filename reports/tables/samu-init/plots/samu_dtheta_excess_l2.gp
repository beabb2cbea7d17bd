# samu_dtheta_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_excess_l2.gp  (writes samu_dtheta_excess_l2.png and samu_dtheta_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dtheta_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 7.2178760111999721e-06
4096 1.6334940453871025e-05
8192 2.0598389778151516e-05
16384 1.4435351888718312e-05
32768 1.3111531442009674e-05
65536 2.0952390182930184e-05
131072 1.6400452813838829e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.5314932047000231e-05
4096 2.2500161312524808e-05
8192 1.784730564687065e-05
16384 1.5904727041276936e-05
32768 1.6195036019777001e-05
65536 1.3587367218029282e-05
131072 1.5464342091865377e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 7.4220957034218163e-06
4096 1.6479269085004705e-05
8192 2.0223496108391926e-05
16384 1.3691707830191575e-05
32768 1.3320074531880785e-05
65536 2.1498741886475172e-05
131072 1.5403148509511923e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 7.3613616194447306e-06
4096 1.6618595496792498e-05
8192 2.0343680628518784e-05
16384 1.3900518782094925e-05
32768 1.335550330237019e-05
65536 2.1756530322602198e-05
131072 1.5395228631489653e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 7.4413905832871965e-06
4096 1.6568714060950293e-05
8192 2.0274568631261295e-05
16384 1.3798020601179985e-05
32768 1.3349283404109656e-05
65536 2.1579367284585003e-05
131072 1.5549197255392267e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 1.502369780087379e-05
4096 2.219272281524839e-05
8192 1.8609792549568221e-05
16384 1.5143255423883125e-05
32768 1.7153868606786679e-05
65536 1.3417018664231087e-05
131072 1.3037615457615433e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 1.5035067961644309e-05
4096 2.2160930984959644e-05
8192 1.8542085070301023e-05
16384 1.5185094546006237e-05
32768 1.699479956782406e-05
65536 1.343956495645881e-05
131072 1.2841820845971262e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 1.5054908508519282e-05
4096 2.2263293425992146e-05
8192 1.8525236043817213e-05
16384 1.5162699569824549e-05
32768 1.6998435783593448e-05
65536 1.3401351288374143e-05
131072 1.2993747730547065e-05
EOD
set title "samu dtheta: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.4059586703999907e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dtheta.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.129 [-0.105, 0.363]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.055 [-0.159, 0.049]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.119 [-0.114, 0.352]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.120 [-0.117, 0.357]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.120 [-0.113, 0.353]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.078 [-0.192, 0.036]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.080 [-0.193, 0.033]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.079 [-0.193, 0.034]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dtheta.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dtheta.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
