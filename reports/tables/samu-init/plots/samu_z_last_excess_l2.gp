# samu_z_last_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_excess_l2.gp  (writes samu_z_last_excess_l2.png and samu_z_last_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_z_last_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_z_last_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.1868683206483017e-06
4096 1.0917232821003271e-06
8192 1.8254669668200005e-06
16384 1.4427469382928277e-06
32768 9.8523573861509685e-07
65536 1.5136679828033912e-06
131072 1.6808328685450781e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.40949090007758e-06
4096 1.3703856006210781e-06
8192 1.7654468972439305e-06
16384 1.3627539172252654e-06
32768 1.278634761647805e-06
65536 1.1773751863418525e-06
131072 1.124349766681512e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.1511786621953944e-06
4096 1.0692160433232108e-06
8192 1.7893451060437991e-06
16384 1.3653684516277487e-06
32768 9.8051676323299198e-07
65536 1.5184713735493783e-06
131072 1.6632201297941941e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.1438808316811322e-06
4096 1.0754892949594338e-06
8192 1.7867370327969916e-06
16384 1.3942898621393293e-06
32768 9.8407838300646145e-07
65536 1.5407057108647492e-06
131072 1.6849361665389231e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.1511786621953944e-06
4096 1.0692160433232108e-06
8192 1.7893451060437991e-06
16384 1.3653684516277487e-06
32768 9.8051676323299198e-07
65536 1.5184713735493783e-06
131072 1.6632201297941941e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 1.4027662098967481e-06
4096 1.3378174799339651e-06
8192 1.7647526353522343e-06
16384 1.3587637767450793e-06
32768 1.2566875363147211e-06
65536 1.2088809484244187e-06
131072 1.1288127150631907e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 1.3947026982161224e-06
4096 1.3312451235276564e-06
8192 1.7841711136496223e-06
16384 1.3550391608260705e-06
32768 1.2554833251418755e-06
65536 1.2050756979197826e-06
131072 1.1336960032552945e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 1.4027662098967481e-06
4096 1.3378174799339651e-06
8192 1.7647526353522343e-06
16384 1.3587637767450793e-06
32768 1.2566875363147211e-06
65536 1.2088809484244187e-06
131072 1.1288127150631907e-06
EOD
set title "samu z_last: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.2683892107766401e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.z_last.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.056 [-0.109, 0.220]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.067 [-0.149, 0.015]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.062 [-0.100, 0.224]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.066 [-0.095, 0.228]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.062 [-0.100, 0.224]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.062 [-0.145, 0.022]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.060 [-0.148, 0.027]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.062 [-0.145, 0.022]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.z_last.excess_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.z_last.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
