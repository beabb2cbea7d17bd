# samu_dtheta_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
2048 2.3480656319918971e-05
4096 2.821537590510765e-05
8192 3.3104836417189978e-05
16384 3.3998221606537851e-05
32768 3.3413782494603483e-05
65536 3.3831814248391905e-05
131072 3.574777163586116e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 2.2059430376746705e-05
4096 2.7045179550537788e-05
8192 3.3443075698685186e-05
16384 3.4896515573929753e-05
32768 3.3895017332842742e-05
65536 3.4209870765940253e-05
131072 3.6076434186553835e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.317931683337937e-05
4096 2.8237367353965682e-05
8192 3.3059216089554788e-05
16384 3.3910558484533602e-05
32768 3.3526230317256583e-05
65536 3.3487697075394551e-05
131072 3.4939803335829965e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.318283537022791e-05
4096 2.8248003470081333e-05
8192 3.3076151369119434e-05
16384 3.39245707692907e-05
32768 3.3545463340976648e-05
65536 3.3482357632196571e-05
131072 3.4904431812597862e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 2.3166679386194591e-05
4096 2.8252587738214237e-05
8192 3.3063840134111787e-05
16384 3.3916465579882737e-05
32768 3.3533132218297697e-05
65536 3.3490837325009858e-05
131072 3.4920768681473688e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 2.370834442662612e-05
4096 2.8036233487500138e-05
8192 3.3494387974522668e-05
16384 3.3612469479730939e-05
32768 3.3202601356468404e-05
65536 3.3534003381509903e-05
131072 3.5934705113547904e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 2.3694328866327576e-05
4096 2.8046825140326223e-05
8192 3.3484184652824816e-05
16384 3.3619169829553074e-05
32768 3.3188385833707968e-05
65536 3.3545652627969981e-05
131072 3.590639367323605e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 2.3722988719103894e-05
4096 2.8040793673351527e-05
8192 3.3492211537194449e-05
16384 3.3627677125007054e-05
32768 3.3183165383105963e-05
65536 3.3546830659411149e-05
131072 3.5921138901986745e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 2.2124898371475227e-05
4096 2.7066339463961371e-05
8192 3.3425025349837077e-05
16384 3.4864340469663676e-05
32768 3.3837804078778917e-05
65536 3.4050712853439791e-05
131072 3.4987400811851952e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 2.212565168989934e-05
4096 2.7068094927254461e-05
8192 3.3410511947616692e-05
16384 3.4849516627806769e-05
32768 3.3835330198582117e-05
65536 3.4051682422144059e-05
131072 3.5015714148266323e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 2.2132349565097942e-05
4096 2.7063181976665522e-05
8192 3.3420712851448465e-05
16384 3.4866294862683323e-05
32768 3.3834560496085161e-05
65536 3.4055146965831586e-05
131072 3.5031270816369158e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 2.2599560628512728e-05
4096 2.7139036898368501e-05
8192 3.334239685718645e-05
16384 3.5147854345354073e-05
32768 3.4549114379011339e-05
65536 3.3861420235195871e-05
131072 3.4862322559129329e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 2.2609269180707563e-05
4096 2.7128215695152371e-05
8192 3.3325688460992287e-05
16384 3.517378285181441e-05
32768 3.4563081977338242e-05
65536 3.3875746204736318e-05
131072 3.48743344223686e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 2.2597657623514909e-05
4096 2.7146910036863609e-05
8192 3.3336960050249139e-05
16384 3.5151076119299614e-05
32768 3.4557920773808804e-05
65536 3.3872257900471822e-05
131072 3.4868273681515139e-05
EOD
set title "samu dtheta: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.3531434589155688e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dtheta.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.084 [0.025, 0.144]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.101 [0.026, 0.176]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.082 [0.018, 0.146]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.081 [0.017, 0.146]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.082 [0.017, 0.146]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.082 [0.024, 0.141]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.082 [0.023, 0.141]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.082 [0.023, 0.141]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.095 [0.018, 0.173]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.095 [0.018, 0.172]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.095 [0.018, 0.172]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.092 [0.016, 0.167]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.092 [0.016, 0.167]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.092 [0.016, 0.167]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dtheta.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dtheta.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
