# samu_dtheta_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_vs_canonical.gp  (writes samu_dtheta_vs_canonical.png and samu_dtheta_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dtheta_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_vs_canonical.svg"
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
2048 2.3480620632375217e-05
4096 2.8215557432650152e-05
8192 3.3104886781031236e-05
16384 3.3998226159798776e-05
32768 3.3413747874670586e-05
65536 3.383180672370764e-05
131072 3.5747686467398945e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.2059468360014681e-05
4096 2.7045205137398939e-05
8192 3.3443167385549009e-05
16384 3.4896543043833445e-05
32768 3.3895049754202352e-05
65536 3.4209889009692458e-05
131072 3.607645937548028e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.5809573164188351e-06
4096 1.8268720692141336e-06
8192 2.213411650811361e-06
16384 2.5048414780686677e-06
32768 3.1977143546377528e-06
65536 5.1487587548953314e-06
131072 6.5884510280079421e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.5752652462074425e-06
4096 1.8438980507720665e-06
8192 2.2268753510122437e-06
16384 2.5310419185132183e-06
32768 3.2284789841534028e-06
65536 5.1387545221316745e-06
131072 6.5812934291123773e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.6017774711619088e-06
4096 1.8267312398515063e-06
8192 2.20922492346906e-06
16384 2.5152981235868426e-06
32768 3.1983854905389991e-06
65536 5.1520025985461883e-06
131072 6.6114783941052848e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 7.7657542848219997e-06
4096 5.9411549955248592e-06
8192 2.2101328980399441e-05
16384 8.8679070283428009e-06
32768 1.4374469231125413e-05
65536 1.5050982513772357e-05
131072 1.5273782624212833e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 7.7353398095616228e-06
4096 5.9250382519152674e-06
8192 2.2101732462102758e-05
16384 8.8777075477533478e-06
32768 1.4361164885577453e-05
65536 1.500561719581891e-05
131072 1.5271916885242931e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 7.7405695198726296e-06
4096 5.9120626579731537e-06
8192 2.2087765615479293e-05
16384 8.8820635113823841e-06
32768 1.4357341180194092e-05
65536 1.5053628327573998e-05
131072 1.5248813735048289e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 1.4887760193089485e-06
4096 1.8783786243775394e-06
8192 2.2731156879949437e-06
16384 2.8318371415805285e-06
32768 3.5894563662286849e-06
65536 4.9084391998824396e-06
131072 6.6718929196187786e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 1.5057160273674982e-06
4096 1.8848682611503476e-06
8192 2.2730850719267257e-06
16384 2.8258002324799569e-06
32768 3.5739241120863499e-06
65536 4.9012409506634871e-06
131072 6.6561400875070042e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 1.4979366134854418e-06
4096 1.8814335280109919e-06
8192 2.2598965880861852e-06
16384 2.8405074174731546e-06
32768 3.5770546350667351e-06
65536 4.8978018807851436e-06
131072 6.6651019279484955e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 1.1675818663734562e-05
4096 5.8230613175855966e-06
8192 6.212918713883545e-06
16384 9.5480117235813875e-06
32768 1.0110935752316465e-05
65536 8.944741066122529e-06
131072 1.2881312082190872e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 1.1662001032260841e-05
4096 5.8102776276481982e-06
8192 6.1980079362120782e-06
16384 9.5580786269435678e-06
32768 1.0101888427078711e-05
65536 8.9313071177596613e-06
131072 1.2921309633085754e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 1.1661335479584759e-05
4096 5.809989173291801e-06
8192 6.2057909006773964e-06
16384 9.560496231770195e-06
32768 1.0106753000921763e-05
65536 8.9432650899783606e-06
131072 1.2896535112098805e-05
EOD
set title "samu dtheta: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.9625867310298282e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dtheta.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.084 [0.025, 0.144]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.101 [0.026, 0.176]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.346 [0.261, 0.432]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.346 [0.264, 0.427]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.345 [0.258, 0.432]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.178 [-0.112, 0.469]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.179 [-0.112, 0.469]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.179 [-0.112, 0.470]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.354 [0.317, 0.392]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.352 [0.312, 0.391]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.353 [0.314, 0.392]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.085 [-0.124, 0.293]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.085 [-0.124, 0.295]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.085 [-0.124, 0.294]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dtheta.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dtheta.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
