# samu_dw_phi_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_rel_l2.gp  (writes samu_dw_phi_rel_l2.png and samu_dw_phi_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 3.7268252923811181e-06
4096 6.8941243217082756e-06
8192 1.2957847881959985e-05
16384 1.3010306471946834e-05
32768 6.2766433544384705e-06
65536 1.0040247655616418e-05
131072 1.2541672913396588e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 8.1324111394265583e-06
4096 7.5915854827277825e-06
8192 1.5881883268811928e-05
16384 6.6976296151038348e-06
32768 1.0375354771583472e-05
65536 8.0357996225265639e-06
131072 9.6022544059635373e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.3823298129750006e-08
4096 2.3938941215144471e-08
8192 2.4132462717196331e-08
16384 2.4790554180525733e-08
32768 2.6532267694656754e-08
65536 2.4884717330605198e-08
131072 2.5658307467673885e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.487092490974863e-08
4096 2.3984008182933352e-08
8192 2.4556684356884271e-08
16384 2.3785146082002343e-08
32768 2.4119067336829895e-08
65536 2.3802780623639294e-08
131072 2.508264439135267e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 3.8550412936349521e-06
4096 7.178328017901696e-06
8192 1.4050951815359938e-05
16384 1.2497217053014736e-05
32768 5.3880185883689252e-06
65536 8.3612462694854529e-06
131072 1.0330660007654398e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 3.7767491397774592e-06
4096 7.1564467104914257e-06
8192 1.4045531189400383e-05
16384 1.2577153940796049e-05
32768 5.440906054981491e-06
65536 8.4337107374924181e-06
131072 1.0326290512177918e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 3.8093929504485136e-06
4096 7.1649137532644352e-06
8192 1.4080103042078256e-05
16384 1.2556471893657279e-05
32768 5.4035701786513491e-06
65536 8.2850498962684011e-06
131072 1.0276542624923672e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 8.4087658540222845e-06
4096 7.5033147328268696e-06
8192 1.5081902218586919e-05
16384 6.6682956639689864e-06
32768 9.6926881940951435e-06
65536 7.2362450592113554e-06
131072 7.4673703207110314e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 8.5074566340067351e-06
4096 7.4142123449022222e-06
8192 1.5203894452762433e-05
16384 6.6402074830864792e-06
32768 9.7385569771305044e-06
65536 7.3020306597949786e-06
131072 7.447774832097332e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 8.4934656928834966e-06
4096 7.48160219202896e-06
8192 1.5083828530422026e-05
16384 6.6668330211929063e-06
32768 9.7046383907668129e-06
65536 7.333029613137773e-06
131072 7.4288793570454032e-06
EOD
set title "samu dw_phi: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.9283820273341148e-09:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dw_phi.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.189 [-0.104, 0.482]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.010 [-0.208, 0.228]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.020 [0.001, 0.040]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.000 [-0.017, 0.016]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.119 [-0.209, 0.447]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.124 [-0.206, 0.453]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.119 [-0.212, 0.450]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.045 [-0.252, 0.162]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.045 [-0.255, 0.165]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.045 [-0.252, 0.161]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_phi.rel_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_phi.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
