# samu_dx_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_excess_l2.gp  (writes samu_dx_excess_l2.png and samu_dx_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dx_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dx_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 5.1241497574239704e-05
4096 5.5955257149329718e-05
8192 7.264268355452738e-05
16384 7.3476883608310773e-05
32768 4.9884903780942675e-05
65536 6.4565017738497943e-05
131072 6.3893582721868825e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 6.2939075545968788e-05
4096 5.2582923163601531e-05
8192 6.8119843704090847e-05
16384 5.4452502624102332e-05
32768 5.9253458069875803e-05
65536 5.7755312672007214e-05
131072 5.7192867813318775e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 5.2880282880564359e-05
4096 5.5573287471248471e-05
8192 7.2964467362642417e-05
16384 7.3126021227652493e-05
32768 4.9595921662228777e-05
65536 6.4273648351308201e-05
131072 6.3561303784936046e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 5.2864825298313021e-05
4096 5.5288379185702948e-05
8192 7.3071390204520895e-05
16384 7.3059923552049432e-05
32768 4.9622285332941153e-05
65536 6.4281016298424216e-05
131072 6.3568352178053971e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 5.3074198894618894e-05
4096 5.5355985407774992e-05
8192 7.3264916487524511e-05
16384 7.3059827070595556e-05
32768 4.9577078795525683e-05
65536 6.4276578054006713e-05
131072 6.3511513659054753e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 5.2880282880564359e-05
4096 5.5573287471248471e-05
8192 7.2964467362642417e-05
16384 7.3126021227652493e-05
32768 4.9595921662228777e-05
65536 6.4273648351308201e-05
131072 6.3561303784936046e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 5.2864825298313021e-05
4096 5.5288379185702948e-05
8192 7.3071390204520895e-05
16384 7.3059923552049432e-05
32768 4.9622285332941153e-05
65536 6.4281016298424216e-05
131072 6.3568352178053971e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 5.3074198894618894e-05
4096 5.5355985407774992e-05
8192 7.3264916487524511e-05
16384 7.3059827070595556e-05
32768 4.9577078795525683e-05
65536 6.4276578054006713e-05
131072 6.3511513659054753e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 5.0934476827704488e-05
4096 5.5404427156889856e-05
8192 7.1996828075143659e-05
16384 7.2672271796989332e-05
32768 4.9458937158008782e-05
65536 6.4848782932392136e-05
131072 6.338737694569419e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 5.8608473983005702e-05
4096 6.2776739230742141e-05
8192 7.1912674029072206e-05
16384 7.1660166449829832e-05
32768 5.8154157628603129e-05
65536 6.472754976270703e-05
131072 6.5164748858566454e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 5.2880282880564359e-05
4096 5.5573287471248471e-05
8192 7.2964467362642417e-05
16384 7.3126021227652493e-05
32768 4.9595921662228777e-05
65536 6.4273648351308201e-05
131072 6.3561303784936046e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 6.2517913481684241e-05
4096 5.1354779879716643e-05
8192 6.7655636786527902e-05
16384 5.4761345854013492e-05
32768 5.905096288728496e-05
65536 5.7855854535667427e-05
131072 5.7487973376588533e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 6.2058581918602668e-05
4096 5.1870620380175925e-05
8192 6.7633249622043801e-05
16384 5.4994977820829124e-05
32768 5.9123918488336104e-05
65536 5.7824728649906289e-05
131072 5.7482683926459807e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 6.2840197535975466e-05
4096 5.1479455376772402e-05
8192 6.7571696153483215e-05
16384 5.4898725344196668e-05
32768 5.9215447103673889e-05
65536 5.7761963301020736e-05
131072 5.7491604653542637e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 6.2517913481684241e-05
4096 5.1354779879716643e-05
8192 6.7655636786527902e-05
16384 5.4761345854013492e-05
32768 5.905096288728496e-05
65536 5.7855854535667427e-05
131072 5.7487973376588533e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 6.2058581918602668e-05
4096 5.1870620380175925e-05
8192 6.7633249622043801e-05
16384 5.4994977820829124e-05
32768 5.9123918488336104e-05
65536 5.7824728649906289e-05
131072 5.7482683926459807e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 6.2840197535975466e-05
4096 5.1479455376772402e-05
8192 6.7571696153483215e-05
16384 5.4898725344196668e-05
32768 5.9215447103673889e-05
65536 5.7761963301020736e-05
131072 5.7491604653542637e-05
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 6.1626493316913194e-05
4096 5.2555292826063691e-05
8192 6.7914290681081419e-05
16384 5.454788285784427e-05
32768 5.9187853014399249e-05
65536 5.8002844301456221e-05
131072 5.7297064882299e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 7.0248455207044797e-05
4096 5.3384960214397905e-05
8192 6.3482652359849313e-05
16384 5.8016461638281233e-05
32768 6.2875077188585503e-05
65536 6.1067833300186181e-05
131072 6.0257975264849581e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 6.2517913481684241e-05
4096 5.1354779879716643e-05
8192 6.7655636786527902e-05
16384 5.4761345854013492e-05
32768 5.905096288728496e-05
65536 5.7855854535667427e-05
131072 5.7487973376588533e-05
EOD
set title "samu dx: excess_l2 against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6486312386002927e-05:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dx.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.029 [-0.087, 0.146]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.012 [-0.078, 0.053]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.024 [-0.091, 0.138]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.024 [-0.091, 0.139]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.023 [-0.092, 0.138]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.024 [-0.091, 0.138]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.024 [-0.091, 0.139]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.023 [-0.092, 0.138]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.031 [-0.085, 0.146]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.009 [-0.056, 0.073]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.024 [-0.091, 0.138]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.008 [-0.075, 0.060]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.008 [-0.072, 0.057]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.009 [-0.076, 0.058]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.008 [-0.075, 0.060]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.008 [-0.072, 0.057]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.009 [-0.076, 0.058]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.008 [-0.072, 0.055]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.010 [-0.074, 0.053]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.008 [-0.075, 0.060]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dx.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dx.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
