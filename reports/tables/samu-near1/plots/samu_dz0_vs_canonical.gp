# samu_dz0_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_vs_canonical.gp  (writes samu_dz0_vs_canonical.png and samu_dz0_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dz0_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dz0_vs_canonical.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s2 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 1.3491168508256133e-05
4096 1.3641163572631829e-05
8192 1.4998953967226221e-05
16384 1.3614503846605155e-05
32768 1.398874208331604e-05
65536 1.4558025895078821e-05
131072 1.4981766736877686e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.3360786374509032e-05
4096 1.4388050114159725e-05
8192 1.4610792507055077e-05
16384 1.4536200083522077e-05
32768 1.466482616834625e-05
65536 1.4461905974065551e-05
131072 1.4498660396506949e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.058341558656019e-06
4096 1.1032564305605245e-06
8192 1.1258684942599882e-06
16384 1.0623350539649454e-06
32768 1.037724568895886e-06
65536 1.0843861586088021e-06
131072 1.162264107603944e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.0632853326873289e-06
4096 1.0815007487260166e-06
8192 1.0942655870348862e-06
16384 1.0621650853479694e-06
32768 1.0470339657248931e-06
65536 1.0972095997929347e-06
131072 1.1602992065275575e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.0632853326873289e-06
4096 1.0815007487260166e-06
8192 1.0942655870348862e-06
16384 1.0621650853479694e-06
32768 1.0470339657248931e-06
65536 1.0972095997929347e-06
131072 1.1602992065275575e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 4.7930137260282694e-06
4096 3.8957503256260447e-06
8192 5.0989754664599799e-06
16384 3.4765255180409542e-06
32768 5.3966240536166764e-06
65536 5.2240993159306078e-06
131072 4.7933651219848381e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 4.7925186956193073e-06
4096 3.8908701706842903e-06
8192 5.108306108033393e-06
16384 3.4696315818274541e-06
32768 5.4003583343808352e-06
65536 5.2425639045280513e-06
131072 4.8046928096021926e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 4.7925186956193073e-06
4096 3.8908701706842903e-06
8192 5.108306108033393e-06
16384 3.4696315818274541e-06
32768 5.4003583343808352e-06
65536 5.2425639045280513e-06
131072 4.8046928096021926e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 1.0696980769314619e-06
4096 1.0747886237246307e-06
8192 1.076360968646096e-06
16384 1.0793827679246197e-06
32768 1.0990430383117101e-06
65536 1.0694288030885256e-06
131072 1.1183487236108859e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 1.0809734270815559e-06
4096 1.0805173002209991e-06
8192 1.078822160381963e-06
16384 1.0738185768888074e-06
32768 1.0887475895909853e-06
65536 1.0607107394562979e-06
131072 1.1037343225980331e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 1.0809734270815559e-06
4096 1.0805173002209991e-06
8192 1.078822160381963e-06
16384 1.0738185768888074e-06
32768 1.0887475895909853e-06
65536 1.0607107394562979e-06
131072 1.1037343225980331e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 5.1420037941076588e-06
4096 5.0974429861963951e-06
8192 4.1446079116969672e-06
16384 5.4592858814545775e-06
32768 4.8413410039508363e-06
65536 3.2675871268839521e-06
131072 4.7405617360986057e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 5.1439273426182302e-06
4096 5.1056934896157409e-06
8192 4.1455922331961888e-06
16384 5.447137636275348e-06
32768 4.8385393939311556e-06
65536 3.2754979558032347e-06
131072 4.7364370328846291e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 5.1439273426182302e-06
4096 5.1056934896157409e-06
8192 4.1455922331961888e-06
16384 5.447137636275348e-06
32768 4.8385393939311556e-06
65536 3.2754979558032347e-06
131072 4.7364370328846291e-06
EOD
set title "samu dz0: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.4590818963196202e-07:0.0012000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dz0.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.019 [-0.008, 0.047]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.013 [-0.006, 0.033]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.009 [-0.020, 0.037]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.013 [-0.009, 0.034]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.013 [-0.009, 0.034]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.033 [-0.087, 0.153]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.034 [-0.087, 0.155]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.034 [-0.087, 0.155]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.007 [-0.002, 0.017]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.002 [-0.007, 0.011]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.002 [-0.007, 0.011]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.050 [-0.172, 0.071]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.051 [-0.171, 0.070]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.051 [-0.171, 0.070]", \
     0.00040000000000000002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0004 (THRESHOLDS.md samu.dz0.vs_canonical)", \
     0.0001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0001 (THRESHOLDS.md samu.dz0.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
