# samu_dx_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
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
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 5.4593396477513801e-05
4096 5.8502297928810132e-05
8192 7.2047653980920101e-05
16384 7.325758617139176e-05
32768 5.0426718620694385e-05
65536 6.4290284837842965e-05
131072 6.3901925836872428e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 5.4268527407668986e-05
4096 5.859502104699135e-05
8192 7.2357034371028808e-05
16384 7.2787069284601608e-05
32768 5.0424057632687336e-05
65536 6.4233315704768744e-05
131072 6.3844438093906591e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 5.4859160590058291e-05
4096 5.8781042012880024e-05
8192 7.1857155465128875e-05
16384 7.2686910652880837e-05
32768 5.0369707211690555e-05
65536 6.423751691067018e-05
131072 6.3930995065031993e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 6.0567766715130754e-05
4096 5.2069060329224322e-05
8192 6.8486578582340683e-05
16384 5.4326706614038774e-05
32768 5.9296640319989227e-05
65536 5.7843075605816477e-05
131072 5.7173500370295683e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 6.0730269188313028e-05
4096 5.215958399458892e-05
8192 6.8103881880970222e-05
16384 5.434203524686626e-05
32768 5.9330788558653274e-05
65536 5.7794376420750895e-05
131072 5.7113128560516094e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 6.0522480620229163e-05
4096 5.2124659824055688e-05
8192 6.8319151384285215e-05
16384 5.4393240234827121e-05
32768 5.9292175268149597e-05
65536 5.7782055362638068e-05
131072 5.7151314955171517e-05
EOD
set title "samu dx: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6628301260314225e-05:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dx.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.029 [-0.087, 0.146]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.012 [-0.078, 0.053]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.016 [-0.089, 0.120]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.016 [-0.089, 0.121]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.014 [-0.088, 0.117]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.006 [-0.072, 0.061]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.006 [-0.071, 0.059]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.006 [-0.071, 0.060]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dx.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dx.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
