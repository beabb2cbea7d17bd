# samu_dnu_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_excess_l2.gp  (writes samu_dnu_excess_l2.png and samu_dnu_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dnu_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dnu_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 7.8226741048371148e-06
4096 7.0750200755169291e-06
8192 2.419872972771895e-05
16384 1.9791709669815505e-05
32768 1.8608793693219511e-05
65536 1.6440232378982419e-05
131072 2.1553166852572677e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.8507939900206721e-05
4096 8.5486206436047267e-06
8192 1.8074666876606335e-05
16384 2.0018359597555255e-05
32768 1.5288621185343157e-05
65536 2.040197645194751e-05
131072 1.6625651354126622e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 8.0633538799854422e-06
4096 6.9545588428244221e-06
8192 2.4989790654810606e-05
16384 1.9732349806849438e-05
32768 1.7291130169942416e-05
65536 1.8383767610481373e-05
131072 2.0383557169797683e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 8.0126327913717791e-06
4096 6.9041264294167399e-06
8192 2.4838940696919634e-05
16384 1.9592673636015094e-05
32768 1.729074025967505e-05
65536 1.8398394154369363e-05
131072 2.0794210823550787e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 8.0601590705304996e-06
4096 6.9822587868725213e-06
8192 2.5080554656353213e-05
16384 1.9605808577693465e-05
32768 1.7358378497667055e-05
65536 1.8581271606897347e-05
131072 2.0948992529577616e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 1.7855857644610872e-05
4096 8.4340829732710381e-06
8192 1.8186418865722982e-05
16384 2.0408087425530697e-05
32768 1.4016382273252826e-05
65536 1.9023958420323652e-05
131072 1.5154619899103197e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 1.8064030331823542e-05
4096 8.4163983600436709e-06
8192 1.8059064782963276e-05
16384 2.0429263820222328e-05
32768 1.3869764465482723e-05
65536 1.8927121776453345e-05
131072 1.516152176524041e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 1.8041327140496169e-05
4096 8.4647662779748945e-06
8192 1.8081452720079857e-05
16384 2.0410900643179742e-05
32768 1.3879648149088725e-05
65536 1.8864942149320258e-05
131072 1.5210830664881938e-05
EOD
set title "samu dnu: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.3013754764722468e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dnu.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.230 [-0.045, 0.505]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.064 [-0.154, 0.283]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.225 [-0.054, 0.503]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.230 [-0.047, 0.506]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.230 [-0.046, 0.506]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.045 [-0.180, 0.270]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.043 [-0.184, 0.270]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.043 [-0.182, 0.267]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dnu.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dnu.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
