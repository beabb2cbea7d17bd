# samu_dw_phi_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_excess_l2.gp  (writes samu_dw_phi_excess_l2.png and samu_dw_phi_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 3.7247930437255326e-06
4096 6.8934972388954143e-06
8192 1.2960807003744537e-05
16384 1.3008428609278789e-05
32768 6.2721305819630192e-06
65536 1.0032836631323986e-05
131072 1.2545306739393213e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 8.133130001985793e-06
4096 7.5891957351729154e-06
8192 1.5885286105148963e-05
16384 6.696381698385435e-06
32768 1.0374334097245394e-05
65536 8.0354135813440345e-06
131072 9.6026188464628206e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 3.7944732328937766e-06
4096 6.6091689933928046e-06
8192 1.4335777896032292e-05
16384 1.2450264810335334e-05
32768 5.4535384695107364e-06
65536 8.7104595892608198e-06
131072 1.0001036388624943e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 3.8660074766633271e-06
4096 6.6442159422012197e-06
8192 1.4393375855787409e-05
16384 1.2441057111291882e-05
32768 5.5108569484762952e-06
65536 8.5659204474097164e-06
131072 1.0027484947132075e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 3.8385426390847837e-06
4096 6.6256850035653943e-06
8192 1.4275117099404419e-05
16384 1.2437964399296141e-05
32768 5.4760998922213475e-06
65536 8.5984496144442183e-06
131072 1.0024847844003696e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 3.7944732328937766e-06
4096 6.6091689933928046e-06
8192 1.4335777896032292e-05
16384 1.2450264810335334e-05
32768 5.4535384695107364e-06
65536 8.7104595892608198e-06
131072 1.0001036388624943e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 3.8660074766633271e-06
4096 6.6442159422012197e-06
8192 1.4393375855787409e-05
16384 1.2441057111291882e-05
32768 5.5108569484762952e-06
65536 8.5659204474097164e-06
131072 1.0027484947132075e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 3.8385426390847837e-06
4096 6.6256850035653943e-06
8192 1.4275117099404419e-05
16384 1.2437964399296141e-05
32768 5.4760998922213475e-06
65536 8.5984496144442183e-06
131072 1.0024847844003696e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 3.6125553821953928e-06
4096 6.8065446211519441e-06
8192 1.2926960921084078e-05
16384 1.2104866159424166e-05
32768 6.4671866030122433e-06
65536 1.1113229750839745e-05
131072 1.2224034135934753e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 3.199568073903724e-06
4096 4.4889122404957022e-06
8192 7.6604461093285139e-06
16384 8.1893037742491946e-06
32768 6.4170373162364653e-06
65536 5.8809498175892534e-06
131072 6.9767434413067835e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 0.011133647559523193
4096 0.017062724718279101
8192 0.018052921044420436
16384 0.028632749544778839
32768 0.035404447640765703
65536 0.044679188146686206
131072 0.07847244112963643
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 8.4917260927320742e-06
4096 7.697281721613102e-06
8192 1.4885882314967875e-05
16384 6.1488341483707574e-06
32768 9.8628948943092055e-06
65536 8.1221156233191918e-06
131072 6.6596777774484151e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 8.2624928239804838e-06
4096 7.7616737345486761e-06
8192 1.4932702933010494e-05
16384 6.1603193469567023e-06
32768 9.9476880229076572e-06
65536 8.0995358047155827e-06
131072 6.7613385439598405e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 8.4263264907621893e-06
4096 7.7293079290472239e-06
8192 1.4953423403807175e-05
16384 6.1391371640625991e-06
32768 9.9400140351351499e-06
65536 8.0917182064501372e-06
131072 6.7437451896565944e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 8.4917260927320742e-06
4096 7.697281721613102e-06
8192 1.4885882314967875e-05
16384 6.1488341483707574e-06
32768 9.8628948943092055e-06
65536 8.1221156233191918e-06
131072 6.6596777774484151e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 8.2624928239804838e-06
4096 7.7616737345486761e-06
8192 1.4932702933010494e-05
16384 6.1603193469567023e-06
32768 9.9476880229076572e-06
65536 8.0995358047155827e-06
131072 6.7613385439598405e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 8.4263264907621893e-06
4096 7.7293079290472239e-06
8192 1.4953423403807175e-05
16384 6.1391371640625991e-06
32768 9.9400140351351499e-06
65536 8.0917182064501372e-06
131072 6.7437451896565944e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 7.9442288364850112e-06
4096 7.6233155667999331e-06
8192 1.4836782581165257e-05
16384 6.5825158699787016e-06
32768 1.078339768112174e-05
65536 8.7297708671125852e-06
131072 9.2078559021793108e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 9.0227265338738894e-06
4096 4.3660304448639356e-06
8192 1.0210809575910515e-05
16384 5.5313288259471833e-06
32768 7.0710962771427495e-06
65536 7.1110598832319691e-06
131072 6.0242468845285393e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 0.011908135291442846
4096 0.015013344109104775
8192 0.022415961947970794
16384 0.028207454767462541
32768 0.038272155430060163
65536 0.052633168873364396
131072 0.071554613988884339
EOD
set title "samu dw_phi: excess_l2 against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.0665226913012413e-06:0.23541732338890931]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dw_phi.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.189 [-0.104, 0.482]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.010 [-0.209, 0.228]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.128 [-0.202, 0.459]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.124 [-0.203, 0.451]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.126 [-0.202, 0.453]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.128 [-0.202, 0.459]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.124 [-0.203, 0.451]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.126 [-0.202, 0.453]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.203 [-0.078, 0.484]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.139 [-0.059, 0.337]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.436 [0.354, 0.518]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.053 [-0.269, 0.163]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.048 [-0.265, 0.169]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.051 [-0.268, 0.166]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.053 [-0.269, 0.163]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.048 [-0.265, 0.169]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.051 [-0.268, 0.166]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.020 [-0.182, 0.223]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.031 [-0.250, 0.188]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.434 [0.409, 0.459]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_phi.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_phi.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
