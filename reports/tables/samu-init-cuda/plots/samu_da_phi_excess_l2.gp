# samu_da_phi_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
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
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.1789633430544191e-05
4096 8.8527841832987219e-07
8192 4.7622950229915936e-06
16384 3.1999434593687976e-06
32768 1.7364054570129437e-06
65536 1.7826709120185357e-06
131072 8.0876706125564016e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 9.7146579467684131e-06
4096 6.639588137474042e-07
8192 4.4646515840546196e-06
16384 3.1999434593687976e-06
32768 1.894260498559575e-06
65536 1.1587360928120482e-06
131072 8.4508475312549625e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.2544169970099019e-05
4096 9.5905161985736167e-07
8192 4.1670081451176447e-06
16384 2.9713760694138835e-06
32768 1.894260498559575e-06
65536 1.6044038208166822e-06
131072 8.1784648422310422e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.1789633430544191e-05
4096 8.8527841832987219e-07
8192 4.7622950229915936e-06
16384 3.1999434593687976e-06
32768 1.7364054570129437e-06
65536 1.7826709120185357e-06
131072 8.0876706125564016e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 9.7146579467684131e-06
4096 6.639588137474042e-07
8192 4.4646515840546196e-06
16384 3.1999434593687976e-06
32768 1.894260498559575e-06
65536 1.1587360928120482e-06
131072 8.4508475312549625e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 1.2544169970099019e-05
4096 9.5905161985736167e-07
8192 4.1670081451176447e-06
16384 2.9713760694138835e-06
32768 1.894260498559575e-06
65536 1.6044038208166822e-06
131072 8.1784648422310422e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 1.122373102587807e-05
4096 6.639588137474042e-07
8192 1.2352202715884446e-05
16384 2.7428086794589695e-06
32768 3.5517384347992032e-06
65536 2.050071548821316e-06
131072 3.240655582233308e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 3.5840485628854337e-06
4096 5.1641241069242546e-07
8192 1.8751536653029402e-05
16384 2.0228214011009899e-05
32768 1.1839128115997345e-06
65536 9.8046900161019456e-07
131072 2.6539851751048644e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 1.1789633430544191e-05
4096 8.8527841832987219e-07
8192 4.7622950229915936e-06
16384 3.1999434593687976e-06
32768 1.7364054570129437e-06
65536 1.7826709120185357e-06
131072 8.0876706125564016e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 6.8441810180193979e-06
4096 0.00012820672163763776
8192 1.2978921922500365e-05
16384 5.4443574101339678e-06
32768 7.0055193386308013e-06
65536 7.4230672928952686e-06
131072 1.4196049573454124e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 7.1040866262986154e-06
4096 0.00012908484986803254
8192 1.2978921922500365e-05
16384 5.0968452350190336e-06
32768 6.2377911919315352e-06
65536 7.6063529050655225e-06
131072 1.3540847285448547e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 7.3639922345778329e-06
4096 0.00012926047551411148
8192 1.2519491057987077e-05
16384 5.4443574101339678e-06
32768 6.3337572102689438e-06
65536 6.6899248442142545e-06
131072 1.3431646904114285e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 6.8441810180193979e-06
4096 0.00012820672163763776
8192 1.2978921922500365e-05
16384 5.4443574101339678e-06
32768 7.0055193386308013e-06
65536 7.4230672928952686e-06
131072 1.4196049573454124e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 7.1040866262986154e-06
4096 0.00012908484986803254
8192 1.2978921922500365e-05
16384 5.0968452350190336e-06
32768 6.2377911919315352e-06
65536 7.6063529050655225e-06
131072 1.3540847285448547e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 7.3639922345778329e-06
4096 0.00012926047551411148
8192 1.2519491057987077e-05
16384 5.4443574101339678e-06
32768 6.3337572102689438e-06
65536 6.6899248442142545e-06
131072 1.3431646904114285e-05
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 5.8911937876622655e-06
4096 0.00012302576507830856
8192 1.3553210503141975e-05
16384 6.023544368658857e-06
32768 6.9095533202933927e-06
65536 5.5902111711927333e-06
131072 1.1793641184100348e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 2.3391504745129586e-06
4096 6.1468976127634539e-07
8192 7.3508938322125958e-06
16384 6.023544368658857e-06
32768 1.8233543484107565e-06
65536 1.0538922699789578e-05
131072 1.2012041946768873e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 6.8441810180193979e-06
4096 0.00012820672163763776
8192 1.2978921922500365e-05
16384 5.4443574101339678e-06
32768 7.0055193386308013e-06
65536 7.4230672928952686e-06
131072 1.4196049573454124e-05
EOD
set title "samu da_phi: excess_l2 against L (regime init)\nsamu.da_phi.excess_l2: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.2295533587914892e-07:0.00038778142654233446]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.da_phi.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.268 [-0.775, 1.312]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.441 [-1.438, 0.556]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.318 [-0.788, 1.423]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.348 [-0.819, 1.514]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.302 [-0.811, 1.415]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.318 [-0.788, 1.423]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.348 [-0.819, 1.514]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.302 [-0.811, 1.415]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.216 [-0.759, 1.191]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = -0.123 [-1.211, 0.966]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.318 [-0.788, 1.423]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.213 [-1.011, 0.586]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.230 [-1.035, 0.575]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.247 [-1.044, 0.549]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.213 [-1.011, 0.586]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.230 [-1.035, 0.575]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.247 [-1.044, 0.549]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.246 [-1.044, 0.552]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.118 [-0.670, 0.906]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.213 [-1.011, 0.586]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
