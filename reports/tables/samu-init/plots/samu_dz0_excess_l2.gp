# samu_dz0_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_excess_l2.gp  (writes samu_dz0_excess_l2.png and samu_dz0_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dz0_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dz0_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 2.6201607770216055e-06
4096 3.9214152801998784e-06
8192 7.3810260257819944e-06
16384 7.4726512878929545e-06
32768 4.3096859413837662e-06
65536 4.8395966559834786e-06
131072 2.8820485310066878e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 5.642784926081262e-06
4096 4.2793476812992494e-06
8192 3.8369121618356531e-06
16384 5.3526423786476393e-06
32768 3.7454630005045911e-06
65536 3.3480135616637476e-06
131072 3.1930514225453636e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.7474033236821779e-06
4096 3.9842161956045608e-06
8192 7.3672234643596849e-06
16384 7.5290839944569139e-06
32768 4.3267921530961353e-06
65536 4.9042115271804277e-06
131072 2.822969574649426e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.7303057625444998e-06
4096 4.0085798221360046e-06
8192 7.4191209134674917e-06
16384 7.5755528805990489e-06
32768 4.274997841617237e-06
65536 4.869125370404393e-06
131072 2.8648565584306401e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 2.7303057625444998e-06
4096 4.0085798221360046e-06
8192 7.4191209134674917e-06
16384 7.5755528805990489e-06
32768 4.274997841617237e-06
65536 4.869125370404393e-06
131072 2.8648565584306401e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 5.7098535682846711e-06
4096 4.2274470045996445e-06
8192 3.8354517529916472e-06
16384 5.255617849933792e-06
32768 3.8661763057706292e-06
65536 3.380809739326071e-06
131072 3.2944890180747665e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 5.7534122331182632e-06
4096 4.2348573080962607e-06
8192 3.8393248156320489e-06
16384 5.3278430512348378e-06
32768 3.886283183735389e-06
65536 3.3715823498076339e-06
131072 3.2956700694986688e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 5.7534122331182632e-06
4096 4.2348573080962607e-06
8192 3.8393248156320489e-06
16384 5.3278430512348378e-06
32768 3.886283183735389e-06
65536 3.3715823498076339e-06
131072 3.2956700694986688e-06
EOD
set title "samu dz0: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.7338692567386847e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dz0.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.009 [-0.307, 0.325]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.115 [-0.221, -0.008]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.002 [-0.314, 0.310]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.001 [-0.314, 0.312]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.001 [-0.314, 0.312]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.108 [-0.211, -0.004]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.109 [-0.216, -0.002]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.109 [-0.216, -0.002]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.dz0.excess_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.dz0.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
