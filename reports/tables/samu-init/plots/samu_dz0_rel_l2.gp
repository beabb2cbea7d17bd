# samu_dz0_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_rel_l2.gp  (writes samu_dz0_rel_l2.png and samu_dz0_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_dz0_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_dz0_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 2.6194925329903256e-06
4096 3.9196086117415686e-06
8192 7.3867928697483363e-06
16384 7.4705631443035963e-06
32768 4.3090835396814842e-06
65536 4.8389664115545821e-06
131072 2.8874796002089901e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 5.6424021539651856e-06
4096 4.2759436275897797e-06
8192 3.836877284487657e-06
16384 5.3544238494963998e-06
32768 3.7445650291465818e-06
65536 3.3444314166202447e-06
131072 3.1917189537470432e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.4720362100350771e-08
4096 2.3967739515583154e-08
8192 2.4989459610835852e-08
16384 2.4178902035191277e-08
32768 2.2483492460327432e-08
65536 2.7136463836133623e-08
131072 2.6754417129884555e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.7013324877470192e-08
4096 2.5010939988818975e-08
8192 2.6960115729068642e-08
16384 2.4947584209682215e-08
32768 2.3491821571122313e-08
65536 2.5074411092560361e-08
131072 2.5284759910660021e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 2.7476092229146092e-06
4096 3.9828343221449299e-06
8192 7.3732554361290344e-06
16384 7.5271337981995079e-06
32768 4.3260652577766899e-06
65536 4.9037535894053921e-06
131072 2.8283219402388011e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 2.7305824158853959e-06
4096 4.0072350854950455e-06
8192 7.4251298377195646e-06
16384 7.5736578807766925e-06
32768 4.2742097401778014e-06
65536 4.8686289868869081e-06
131072 2.8700964069788937e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 2.7305824158853959e-06
4096 4.0072350854950455e-06
8192 7.4251298377195646e-06
16384 7.5736578807766925e-06
32768 4.2742097401778014e-06
65536 4.8686289868869081e-06
131072 2.8700964069788937e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 5.7095029916140833e-06
4096 4.2239494517270967e-06
8192 3.8353585773274186e-06
16384 5.2575047248776903e-06
32768 3.8651918288309066e-06
65536 3.3775955283054557e-06
131072 3.2929318265373766e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 5.7530828330858255e-06
4096 4.231471424974933e-06
8192 3.8392074508677058e-06
16384 5.329837927249343e-06
32768 3.8854454225050408e-06
65536 3.3682667145440566e-06
131072 3.2943192198403235e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 5.7530828330858255e-06
4096 4.231471424974933e-06
8192 3.8392074508677058e-06
16384 5.329837927249343e-06
32768 3.8854454225050408e-06
65536 3.3682667145440566e-06
131072 3.2943192198403235e-06
EOD
set title "samu dz0: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.4944974867758112e-09:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dz0.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.009 [-0.307, 0.325]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.115 [-0.221, -0.008]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.020 [-0.025, 0.064]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.017 [-0.049, 0.015]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.002 [-0.314, 0.310]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.001 [-0.313, 0.312]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.001 [-0.313, 0.312]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.108 [-0.211, -0.004]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.109 [-0.216, -0.002]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.109 [-0.216, -0.002]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.dz0.rel_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.dz0.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
