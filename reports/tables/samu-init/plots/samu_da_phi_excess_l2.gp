# samu_da_phi_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_excess_l2.gp  (writes samu_da_phi_excess_l2.png and samu_da_phi_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_da_phi_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.1506682228211129e-05
4096 3.6886600763744678e-07
8192 5.1343493216628124e-06
16384 5.9427521388277671e-06
32768 4.8145787671722537e-06
65536 1.3370031840139017e-06
131072 2.8216052914272765e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 6.4976402069804404e-06
4096 0.00011845949828025571
8192 1.4931503096681836e-05
16384 8.9194791612833088e-06
32768 9.1167717420537822e-06
65536 8.2478525476614099e-07
131072 1.2121242328103137e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.5373681993429625e-05
4096 4.426392091649361e-07
8192 5.6552253398025182e-06
16384 2.7428086794589695e-06
32768 1.1839128115997345e-06
65536 8.022019104083411e-07
131072 6.8025830540845733e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.5373681993429625e-05
4096 5.1641241069242546e-07
8192 4.2414190048518886e-06
16384 2.1713902045716843e-06
32768 2.5256806647461e-06
65536 1.7826709120185357e-06
131072 7.7454462083981438e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.4524828386430442e-05
4096 5.1641241069242546e-07
8192 5.4319927605997864e-06
16384 2.8570923744364263e-06
32768 1.894260498559575e-06
65536 7.1306836480741426e-07
131072 6.8863931122457791e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 7.0174514235388754e-06
4096 0.00011714230593466353
8192 1.2634348774115399e-05
16384 1.0425365253448022e-05
32768 8.349043595354517e-06
65536 1.3746420912769015e-06
131072 1.2012041946768873e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 7.1907218290583537e-06
4096 0.0001168788674655451
8192 1.3208637354757009e-05
16384 1.0657040036857979e-05
32768 9.5006358154034148e-06
65536 2.0161417338727888e-06
131072 1.2339643090771661e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 7.1907218290583537e-06
4096 0.00011696668028858457
8192 1.2634348774115399e-05
16384 1.0541202645153001e-05
32768 9.0208057237163737e-06
65536 1.4662848973620282e-06
131072 1.2448843472105923e-05
EOD
set title "samu da_phi: excess_l2 against L (regime init)\nsamu.da_phi.excess_l2: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.2295533587914892e-07:0.0003553784948407671]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.da_phi.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.268 [-0.775, 1.312]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.441 [-1.438, 0.556]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.211 [-1.130, 1.552]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.351 [-0.836, 1.538]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.220 [-1.074, 1.513]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.396 [-1.289, 0.496]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.352 [-1.183, 0.479]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.384 [-1.266, 0.498]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
