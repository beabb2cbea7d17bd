# samu_z_last_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_rel_l2.gp  (writes samu_z_last_rel_l2.png and samu_z_last_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_z_last_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_z_last_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.4692068207475728e-05
4096 1.5021751530876832e-05
8192 1.4486803589921952e-05
16384 1.4178165536736496e-05
32768 1.4800687702940859e-05
65536 1.4113323864065588e-05
131072 1.4335634224545006e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.4504898194977034e-05
4096 1.4491182599790949e-05
8192 1.46697867242407e-05
16384 1.4370089037593514e-05
32768 1.5115666069237281e-05
65536 1.4803909064363179e-05
131072 1.5057894999657268e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.4916243531755768e-08
4096 2.6038990824270144e-08
8192 2.642473068869681e-08
16384 2.638309360824283e-08
32768 2.5184711856661526e-08
65536 2.5157782421348069e-08
131072 2.4820404037918961e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.5206642837574991e-08
4096 2.3857491800201962e-08
8192 2.5835298485618622e-08
16384 2.5270808121061747e-08
32768 2.5117954599808619e-08
65536 2.6146412277162197e-08
131072 2.5435543668477006e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.4633530651735502e-05
4096 1.4975760413546327e-05
8192 1.4476583348719361e-05
16384 1.4207874402627149e-05
32768 1.4735252049217156e-05
65536 1.4087062591416803e-05
131072 1.4340627373737393e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.463652477260702e-05
4096 1.4949936750192378e-05
8192 1.4473868851222111e-05
16384 1.4185373599788036e-05
32768 1.4725050163218845e-05
65536 1.4085535732544845e-05
131072 1.4337495321443407e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.4633530651735502e-05
4096 1.4975760413546327e-05
8192 1.4476583348719361e-05
16384 1.4207874402627149e-05
32768 1.4735252049217156e-05
65536 1.4087062591416803e-05
131072 1.4340627373737393e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s8 << EOD
2048 1.4611217270946526e-05
4096 1.4941965308256075e-05
8192 1.44729691792711e-05
16384 1.4164315789114735e-05
32768 1.4725248318207294e-05
65536 1.4058984863017296e-05
131072 1.4349972430010933e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s9 << EOD
2048 1.4623145929954271e-05
4096 1.4940345951139571e-05
8192 1.4472435234523255e-05
16384 1.4173961352366053e-05
32768 1.4720416364095138e-05
65536 1.4051698430764591e-05
131072 1.4351717634414181e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, rel_l2
$s10 << EOD
2048 1.4611217270946526e-05
4096 1.4941965308256075e-05
8192 1.44729691792711e-05
16384 1.4164315789114735e-05
32768 1.4725248318207294e-05
65536 1.4058984863017296e-05
131072 1.4349972430010933e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 1.4525819320394169e-05
4096 1.4491763523364175e-05
8192 1.4672900128841934e-05
16384 1.4331875908408459e-05
32768 1.5116051271942078e-05
65536 1.4802973219587659e-05
131072 1.5109468207465253e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 1.4509833516534699e-05
4096 1.4479160065495732e-05
8192 1.4681510276005236e-05
16384 1.4345026023899978e-05
32768 1.5121595071221174e-05
65536 1.4793919649524376e-05
131072 1.5097422088564932e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s13 << EOD
2048 1.4525819320394169e-05
4096 1.4491763523364175e-05
8192 1.4672900128841934e-05
16384 1.4331875908408459e-05
32768 1.5116051271942078e-05
65536 1.4802973219587659e-05
131072 1.5109468207465253e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s14 << EOD
2048 1.4491460061633008e-05
4096 1.447774134743918e-05
8192 1.4657898357181158e-05
16384 1.4302288315041788e-05
32768 1.5101249311992344e-05
65536 1.4807018629795358e-05
131072 1.508610208583871e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s15 << EOD
2048 1.4498569205034866e-05
4096 1.4489103001845356e-05
8192 1.4665101199745914e-05
16384 1.4302703677471423e-05
32768 1.5096000972277218e-05
65536 1.4811451946663187e-05
131072 1.5084822304474751e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, rel_l2
$s16 << EOD
2048 1.4491460061633008e-05
4096 1.447774134743918e-05
8192 1.4657898357181158e-05
16384 1.4302288315041788e-05
32768 1.5101249311992344e-05
65536 1.4807018629795358e-05
131072 1.508610208583871e-05
EOD
set title "samu z_last: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.9524972667339874e-09:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.z_last.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.009 [-0.023, 0.005]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.010 [-0.001, 0.020]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.007 [-0.026, 0.013]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.009 [-0.010, 0.029]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.009 [-0.022, 0.005]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.008 [-0.022, 0.005]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.009 [-0.022, 0.005]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = -0.008 [-0.022, 0.005]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = -0.008 [-0.022, 0.005]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = -0.008 [-0.022, 0.005]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.z_last.rel_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.z_last.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
