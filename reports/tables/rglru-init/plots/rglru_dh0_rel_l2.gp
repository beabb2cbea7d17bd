# rglru_dh0_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_rel_l2.gp  (writes rglru_dh0_rel_l2.png and rglru_dh0_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_dh0_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.7556898526299375e-07
4096 1.8953732567243047e-07
8192 1.8720784640950423e-07
16384 1.5339183329290778e-07
32768 1.7495701475973307e-07
65536 1.5858506513700272e-07
131072 1.7083587939786783e-07
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 2.2963261302297956e-07
4096 1.9414703311246402e-07
8192 1.8311250502597181e-07
16384 1.7178828698681796e-07
32768 1.6479398739184307e-07
65536 2.0501404249128917e-07
131072 1.691297783420869e-07
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.2728675441714265e-08
4096 2.8767774414104386e-08
8192 2.6924990388853286e-08
16384 2.5749692861373665e-08
32768 2.4827634718181476e-08
65536 2.4059920386069107e-08
131072 2.5066897591178082e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.57343149089108e-08
4096 2.568840178808593e-08
8192 2.3572385808769555e-08
16384 2.3625086309496008e-08
32768 2.464594792127085e-08
65536 2.5929028234504234e-08
131072 2.5799615259010521e-08
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.205168331109534e-07
4096 1.0393901705346263e-07
8192 1.2719384342929621e-07
16384 9.4998516990032987e-08
32768 1.0679314459389251e-07
65536 9.92940867196995e-08
131072 1.157318482688132e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.0953615835720328e-07
4096 1.0304624332460332e-07
8192 1.2355436229453444e-07
16384 1.0146112898338963e-07
32768 1.1889102024002932e-07
65536 1.0756125501549164e-07
131072 1.1460912160848326e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s7 << EOD
2048 1.1001685714790194e-07
4096 1.0886505326433406e-07
8192 1.0382995544202199e-07
16384 1.0345665706812252e-07
32768 1.0696397893266668e-07
65536 1.0603343394718497e-07
131072 1.0460317271647842e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s8 << EOD
2048 1.0204544952217867e-07
4096 1.1153599830375447e-07
8192 1.1384723569436381e-07
16384 1.1749328302324769e-07
32768 1.0273257747777837e-07
65536 1.1544983428638787e-07
131072 1.1094449122185894e-07
EOD
set title "rglru dh0: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.5762251472380879e-09:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.dh0.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.026 [-0.078, 0.026]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.047 [-0.121, 0.027]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.007 [-0.066, 0.051]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.004 [-0.029, 0.036]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.020 [-0.098, 0.058]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.009 [-0.046, 0.064]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.009 [-0.024, 0.006]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.011 [-0.029, 0.052]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dh0.rel_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dh0.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
