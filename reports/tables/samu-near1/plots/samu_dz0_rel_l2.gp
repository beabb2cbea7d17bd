# samu_dz0_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
2048 1.3489647807242106e-05
4096 1.3640446401696712e-05
8192 1.49981809393597e-05
16384 1.361438743324467e-05
32768 1.3987727942365711e-05
65536 1.4558998261503411e-05
131072 1.4982723975816541e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.3360735431299983e-05
4096 1.4388406695395719e-05
8192 1.4610507511737797e-05
16384 1.4536147658456667e-05
32768 1.4666011002834973e-05
65536 1.4461539612906922e-05
131072 1.449786074059533e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.6679785231466797e-08
4096 2.6238821481856593e-08
8192 2.5969303840500851e-08
16384 2.5381319778680048e-08
32768 2.5580628667074855e-08
65536 2.5408390661901681e-08
131072 2.6666928395722193e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.5267389379443085e-08
4096 2.4398640386334143e-08
8192 2.5137501736660448e-08
16384 2.4906028343212582e-08
32768 2.5838373657561152e-08
65536 2.4509100191819515e-08
131072 2.491536293260113e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.3527673239970157e-05
4096 1.3635178822098768e-05
8192 1.4990219004065834e-05
16384 1.3652016503468308e-05
32768 1.3906147159450739e-05
65536 1.4577753230298066e-05
131072 1.494830032632346e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.3525621084152829e-05
4096 1.3609846660283338e-05
8192 1.4993648898549774e-05
16384 1.3643227277627492e-05
32768 1.3921770783415195e-05
65536 1.4580404160635063e-05
131072 1.4973276209087187e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.3525621084152829e-05
4096 1.3609846660283338e-05
8192 1.4993648898549774e-05
16384 1.3643227277627492e-05
32768 1.3921770783415195e-05
65536 1.4580404160635063e-05
131072 1.4973276209087187e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s8 << EOD
2048 1.3480940052058431e-05
4096 1.360722903364465e-05
8192 1.4956149624137213e-05
16384 1.3667183812430047e-05
32768 1.3897790121858839e-05
65536 1.4475757267338233e-05
131072 1.4913127032406613e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s9 << EOD
2048 1.349314665497047e-05
4096 1.359648513389239e-05
8192 1.4954932637803904e-05
16384 1.3652347084832078e-05
32768 1.3900786826902422e-05
65536 1.4505410547584377e-05
131072 1.4936445864402523e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, rel_l2
$s10 << EOD
2048 1.349314665497047e-05
4096 1.359648513389239e-05
8192 1.4954932637803904e-05
16384 1.3652347084832078e-05
32768 1.3900786826902422e-05
65536 1.4505410547584377e-05
131072 1.4936445864402523e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 1.3324430605662956e-05
4096 1.4406824335504043e-05
8192 1.4568598570129689e-05
16384 1.4496555392033416e-05
32768 1.4633318419583124e-05
65536 1.44482893407094e-05
131072 1.4518322542891374e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 1.331843714117887e-05
4096 1.4419689270404127e-05
8192 1.4551387666419223e-05
16384 1.4502403449867681e-05
32768 1.4642740615418932e-05
65536 1.4446098281659253e-05
131072 1.4508971097471749e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s13 << EOD
2048 1.331843714117887e-05
4096 1.4419689270404127e-05
8192 1.4551387666419223e-05
16384 1.4502403449867681e-05
32768 1.4642740615418932e-05
65536 1.4446098281659253e-05
131072 1.4508971097471749e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s14 << EOD
2048 1.3265175678367393e-05
4096 1.4377680288252378e-05
8192 1.4505608525236114e-05
16384 1.4462357645933112e-05
32768 1.462410774587687e-05
65536 1.4441954767205649e-05
131072 1.4475829146162188e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s15 << EOD
2048 1.3275575207804487e-05
4096 1.4379956499086362e-05
8192 1.4513933328417007e-05
16384 1.4462679243304153e-05
32768 1.461815030670751e-05
65536 1.4449430613484557e-05
131072 1.4480965167600888e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, rel_l2
$s16 << EOD
2048 1.3275575207804487e-05
4096 1.4379956499086362e-05
8192 1.4513933328417007e-05
16384 1.4462679243304153e-05
32768 1.461815030670751e-05
65536 1.4449430613484557e-05
131072 1.4480965167600888e-05
EOD
set title "samu dz0: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.1328801287780475e-09:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dz0.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.019 [-0.008, 0.047]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.013 [-0.006, 0.033]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.004 [-0.020, 0.012]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.000 [-0.015, 0.015]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.018 [-0.009, 0.046]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.019 [-0.009, 0.047]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.019 [-0.009, 0.047]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.018 [-0.009, 0.045]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.019 [-0.008, 0.046]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.019 [-0.008, 0.046]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.014 [-0.006, 0.033]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.014 [-0.006, 0.033]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.014 [-0.006, 0.033]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.014 [-0.005, 0.034]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.014 [-0.005, 0.034]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.014 [-0.005, 0.034]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.dz0.rel_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.dz0.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
