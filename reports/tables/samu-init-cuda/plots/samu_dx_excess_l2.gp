# samu_dx_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
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
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 5.2880282880564359e-05
4096 5.5573287471248471e-05
8192 7.2964467362642417e-05
16384 7.3126021227652493e-05
32768 4.9595921662228777e-05
65536 6.4273648351308201e-05
131072 6.3561303784936046e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 5.2864825298313021e-05
4096 5.5288379185702948e-05
8192 7.3071390204520895e-05
16384 7.3059923552049432e-05
32768 4.9622285332941153e-05
65536 6.4281016298424216e-05
131072 6.3568352178053971e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s5 << EOD
2048 5.3074198894618894e-05
4096 5.5355985407774992e-05
8192 7.3264916487524511e-05
16384 7.3059827070595556e-05
32768 4.9577078795525683e-05
65536 6.4276578054006713e-05
131072 6.3511513659054753e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 5.2880282880564359e-05
4096 5.5573287471248471e-05
8192 7.2964467362642417e-05
16384 7.3126021227652493e-05
32768 4.9595921662228777e-05
65536 6.4273648351308201e-05
131072 6.3561303784936046e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s7 << EOD
2048 5.2864825298313021e-05
4096 5.5288379185702948e-05
8192 7.3071390204520895e-05
16384 7.3059923552049432e-05
32768 4.9622285332941153e-05
65536 6.4281016298424216e-05
131072 6.3568352178053971e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 5.3074198894618894e-05
4096 5.5355985407774992e-05
8192 7.3264916487524511e-05
16384 7.3059827070595556e-05
32768 4.9577078795525683e-05
65536 6.4276578054006713e-05
131072 6.3511513659054753e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s9 << EOD
2048 5.0934476827704488e-05
4096 5.5404427156889856e-05
8192 7.1996828075143659e-05
16384 7.2672271796989332e-05
32768 4.9458937158008782e-05
65536 6.4848782932392136e-05
131072 6.338737694569419e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 5.8608473983005702e-05
4096 6.2776739230742141e-05
8192 7.1912674029072206e-05
16384 7.1660166449829832e-05
32768 5.8154157628603129e-05
65536 6.472754976270703e-05
131072 6.5164748858566454e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s11 << EOD
2048 5.2880282880564359e-05
4096 5.5573287471248471e-05
8192 7.2964467362642417e-05
16384 7.3126021227652493e-05
32768 4.9595921662228777e-05
65536 6.4273648351308201e-05
131072 6.3561303784936046e-05
EOD
set title "samu dx: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
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
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.029 [-0.087, 0.146]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial: k = 0.024 [-0.091, 0.138]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64: k = 0.024 [-0.091, 0.139]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid: k = 0.023 [-0.092, 0.138]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2: k = 0.024 [-0.091, 0.138]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2: k = 0.024 [-0.091, 0.139]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2: k = 0.023 [-0.092, 0.138]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential: k = 0.031 [-0.085, 0.146]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64: k = 0.009 [-0.056, 0.073]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl: k = 0.024 [-0.091, 0.138]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dx.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dx.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
