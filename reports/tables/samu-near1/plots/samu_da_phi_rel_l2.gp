# samu_da_phi_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_rel_l2.gp  (writes samu_da_phi_rel_l2.png and samu_da_phi_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_da_phi_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 6.6788774966459035e-06
4096 0.00011072146822242116
8192 1.2408291845858278e-05
16384 1.3684872298045361e-05
32768 6.7926884650975631e-06
65536 0.0030504093575954684
131072 4.5341829595969251e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.4383917698796233e-05
4096 6.0515568618901807e-05
8192 8.8736369397582386e-05
16384 1.5726167584902544e-05
32768 3.1852066356905572e-05
65536 3.0087081342001089e-05
131072 1.7119268252608155e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 4.6416515666424463e-09
4096 1.6758886946983961e-09
8192 2.5224657039171762e-08
16384 3.7611288764284629e-08
32768 3.4787707207175374e-08
65536 1.7732827937547661e-08
131072 3.4552795337955587e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 4.8052953667117936e-08
4096 1.0425421856152998e-08
8192 3.238694449525352e-08
16384 1.6319306849696069e-08
32768 3.2526150676806507e-08
65536 9.0720062396611171e-09
131072 1.8667175216904141e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 6.3968675313608646e-06
4096 0.0001048941107311724
8192 1.2639032228258635e-05
16384 1.4382177605088921e-05
32768 1.0658849671101451e-05
65536 0.0029001161690320556
131072 3.9387158930743424e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 7.5249073925010211e-06
4096 0.00010382241280174734
8192 1.2792859149858872e-05
16384 1.5079482912132479e-05
32768 1.09878846673571e-05
65536 0.0029148677386692857
131072 3.8351564032443275e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 7.0548907836926224e-06
4096 0.00010502807297235053
8192 1.2408291845858278e-05
16384 1.5079482912132479e-05
32768 1.1070143416421013e-05
65536 0.0028845622127618379
131072 4.0595352978760255e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s8 << EOD
2048 1.7907047650385575e-06
4096 9.7325244104607913e-05
8192 5.1688803760946912e-08
16384 1.3684872298045361e-05
32768 4.3249259931801881e-06
65536 0.0013656443165166515
131072 9.9192764307576737e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s9 << EOD
2048 1.8847080868002372e-06
4096 9.8597885395800179e-05
8192 2.824291861613029e-07
16384 1.3784487341908728e-05
32768 3.9958909969245383e-06
65536 0.0012991696700760784
131072 9.5740781313242919e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, rel_l2
$s10 << EOD
2048 2.0727147303235966e-06
4096 9.9669583325225238e-05
8192 4.362561077615403e-07
16384 1.3485642210318631e-05
32768 5.1475134838193131e-06
65536 0.0013324378543207106
131072 9.7035274936118111e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 1.0743063160350744e-05
4096 5.3922558553747812e-05
8192 9.4289756464218622e-05
16384 1.801936449433102e-05
32768 2.7683409385949571e-05
65536 2.0924244060908207e-05
131072 1.0211631013841932e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 1.0743063160350744e-05
4096 5.2841737231591419e-05
8192 9.9330523186242281e-05
16384 1.8391234263427532e-05
32768 2.8021408599810868e-05
65536 2.2052999378144284e-05
131072 9.3372465532386125e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s13 << EOD
2048 9.8328495257393718e-06
4096 5.3490230024885259e-05
8192 8.9248989742194963e-05
16384 1.8577169147975786e-05
32768 2.8584740622913031e-05
65536 2.1787409891735798e-05
131072 9.5995618914196086e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s14 << EOD
2048 6.3057716916203031e-06
4096 7.5430902864660017e-05
8192 2.4829699769214653e-05
16384 1.801936449433102e-05
32768 2.4979415675059192e-05
65536 1.9463501885661512e-05
131072 1.0610562127723608e-07
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s15 << EOD
2048 7.5573154392109403e-06
4096 7.5214738600228736e-05
8192 4.8168434942126237e-06
16384 1.801936449433102e-05
32768 2.5430081293540922e-05
65536 2.0127475601682737e-05
131072 5.4329785157889576e-07
EOD
# cuda.samu_hybrid B=1 D=2048: L, rel_l2
$s16 << EOD
2048 6.6471018045995677e-06
4096 7.5322820732444376e-05
8192 1.7653014944638597e-05
16384 1.8515190853126368e-05
32768 2.4866749270438759e-05
65536 1.8334746568425432e-05
131072 1.8667175216904141e-08
EOD
set title "samu da_phi: rel_l2 against L (regime near1)\nsamu.da_phi.rel_l2: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.5862956489946539e-10:0.0091512280727864062]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.da_phi.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.607 [-0.920, 2.134]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.098 [-0.624, 0.428]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.570 [-0.084, 1.224]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.160 [-0.602, 0.281]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.614 [-0.845, 2.074]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.588 [-0.861, 2.036]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.606 [-0.840, 2.052]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 1.121 [-1.065, 3.307]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 1.009 [-0.843, 2.862]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.989 [-0.764, 2.742]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.169 [-0.766, 0.429]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.177 [-0.792, 0.438]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = -0.155 [-0.765, 0.455]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.771 [-2.152, 0.611]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.457 [-1.545, 0.631]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -1.036 [-2.771, 0.699]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
