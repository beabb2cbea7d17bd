# samu_y_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_rel_l2.gp  (writes samu_y_rel_l2.png and samu_y_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_y_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_y_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.0016597904857285229
4096 0.0016613996088125432
8192 0.0016614208140235322
16384 0.0016618916327121264
32768 0.0016616277651360998
65536 0.0016616729203499092
131072 0.0016615040436932043
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016605031089590441
4096 0.001661560578231198
8192 0.0016614105638551567
16384 0.0016616134920836878
32768 0.0016615676347161695
65536 0.0016619907242061923
131072 0.001661622595710271
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016597901195296405
4096 0.001661399219329202
8192 0.0016614198806805184
16384 0.0016618908554850639
32768 0.0016616274023455383
65536 0.0016616721138656585
131072 0.0016615035177002014
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016605024471184119
4096 0.0016615600557037173
8192 0.0016614099043131901
16384 0.0016616128723619394
32768 0.0016615671580805073
65536 0.0016619901602715787
131072 0.0016616221658408497
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016597905013036698
4096 0.0016613995675255747
8192 0.0016614208425372817
16384 0.0016618916054143378
32768 0.0016616277654670733
65536 0.0016616729249823031
131072 0.0016615040329556949
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016597905052719696
4096 0.0016613995728348688
8192 0.0016614208231063563
16384 0.001661891604034362
32768 0.001661627763533275
65536 0.0016616729217282305
131072 0.0016615040293346591
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 0.0016597905013036698
4096 0.0016613995675255747
8192 0.0016614208425372817
16384 0.0016618916054143378
32768 0.0016616277654670733
65536 0.0016616729249823031
131072 0.0016615040329556949
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 0.0016605031152170772
4096 0.0016615605540539324
8192 0.0016614105692673614
16384 0.001661613487812124
32768 0.0016615676421776456
65536 0.0016619907105658001
131072 0.0016616225998808251
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 0.0016605031172116016
4096 0.0016615605628257243
8192 0.0016614105547475525
16384 0.0016616134915138146
32768 0.0016615676377450006
65536 0.0016619907074504616
131072 0.0016616225998161596
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 0.0016605031152170772
4096 0.0016615605540539324
8192 0.0016614105692673614
16384 0.001661613487812124
32768 0.0016615676421776456
65536 0.0016619907105658001
131072 0.0016616225998808251
EOD
set title "samu y: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055326337317654687:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.y.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md samu.y.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md samu.y.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
