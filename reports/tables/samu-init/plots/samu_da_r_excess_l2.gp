# samu_da_r_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_excess_l2.gp  (writes samu_da_r_excess_l2.png and samu_da_r_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_da_r_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_r_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 5.191009477148182e-06
4096 2.7660254239897443e-06
8192 2.3397826758553652e-06
16384 1.1725658794013991e-05
32768 1.2779261527512105e-06
65536 8.1765841940480723e-06
131072 1.4433683321871118e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 3.2418008316394401e-05
4096 3.6169344001766609e-06
8192 2.9905601990101969e-06
16384 6.3405449312752662e-07
32768 1.1000966743253535e-06
65536 8.2988542231921648e-07
131072 1.4507533689561702e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 4.4700359386553791e-06
4096 9.4449648624040042e-07
8192 2.9697241655087327e-06
16384 3.4448263123656918e-06
32768 3.3629635598716065e-06
65536 1.396002179471622e-06
131072 8.928051539301722e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 3.9653544617104176e-06
4096 1.9564570072122582e-06
8192 2.5197659586134699e-06
16384 4.2397862306039284e-06
32768 3.9682970006484959e-06
65536 1.1965732966899619e-06
131072 1.2648073014010774e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 3.5327703386147355e-06
4096 1.2818166598976863e-06
8192 3.2396990896458902e-06
16384 3.1798396729529463e-06
32768 2.6231115766998529e-06
65536 6.6476294260553433e-07
131072 1.1904068719068963e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 2.8146716680112708e-05
4096 4.4336615227971973e-06
8192 7.4764004975254924e-07
16384 9.5108173969129008e-07
32768 1.5401353440554946e-06
65536 8.2988542231921648e-07
131072 1.3816698751963526e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 2.8475277575211301e-05
4096 4.5503368260287024e-06
8192 6.8533671227317014e-07
16384 5.7064904381477403e-07
32768 2.310203016083242e-06
65536 5.1867838894951034e-07
131072 6.908349375981763e-08
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 2.6941993398084538e-05
4096 4.4336615227971973e-06
8192 8.7224672471130743e-07
16384 3.80432695876516e-07
32768 1.7601546789205654e-06
65536 5.1867838894951034e-07
131072 2.0725048127945288e-07
EOD
set title "samu da_r: excess_l2 against L (regime init)\nsamu.da_r.excess_l2: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.3027831253272544e-08:9.7254024949183196e-05]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.da_r.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.239 [-0.396, 0.874]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.683 [-1.344, -0.023]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.202 [-0.661, 0.257]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.204 [-0.548, 0.141]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.247 [-0.655, 0.161]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.957 [-1.598, -0.317]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -1.092 [-1.854, -0.330]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.937 [-1.627, -0.247]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
