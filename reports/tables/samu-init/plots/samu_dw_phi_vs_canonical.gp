# samu_dw_phi_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_vs_canonical.gp  (writes samu_dw_phi_vs_canonical.png and samu_dw_phi_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_vs_canonical.svg"
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
2048 3.7247999856029284e-06
4096 6.8935153366927017e-06
8192 1.2960877493080349e-05
16384 1.3008417895102488e-05
32768 6.2721274304915004e-06
65536 1.0032884123550622e-05
131072 1.2545287356173305e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 8.1331354899742459e-06
4096 7.5892182805403989e-06
8192 1.588538758103606e-05
16384 6.6963841082800548e-06
32768 1.037436807629028e-05
65536 8.0354145773241443e-06
131072 9.6026121034545354e-06
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 9.5191542708463098e-07
4096 1.2058395012668408e-06
8192 2.3101234234187444e-06
16384 2.4895231709255982e-06
32768 3.3117095568142489e-06
65536 4.2061333803055212e-06
131072 6.9366390818314547e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 9.2833059438682003e-07
4096 1.1953346601420747e-06
8192 2.3139574093496207e-06
16384 2.4789315103965324e-06
32768 3.3069877555732982e-06
65536 4.2007787763220925e-06
131072 6.9537588271057479e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 9.510180511169811e-07
4096 1.2059213746135545e-06
8192 2.3420171402275699e-06
16384 2.4607486188091091e-06
32768 3.3089750346573707e-06
65536 4.3198061041505532e-06
131072 6.9221580676285281e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.3348868890394642e-06
4096 1.2936517842786717e-06
8192 2.056463246108045e-06
16384 2.4829990973396685e-06
32768 3.1959606818994045e-06
65536 4.3675210252805725e-06
131072 6.5901699916177743e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 1.3797669216962057e-06
4096 1.296860529229002e-06
8192 2.019612598775121e-06
16384 2.485740068752332e-06
32768 3.1848580037901856e-06
65536 4.4202072868547647e-06
131072 6.64420278666505e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 1.3978451270293377e-06
4096 1.289778788309371e-06
8192 2.0592826154597492e-06
16384 2.5007434830866781e-06
32768 3.2174500444324134e-06
65536 4.4222964269551384e-06
131072 6.5964874605211075e-06
EOD
set title "samu dw_phi: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.0944353146227336e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dw_phi.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.189 [-0.104, 0.482]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.010 [-0.209, 0.228]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.454 [0.363, 0.545]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.459 [0.365, 0.553]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.456 [0.364, 0.548]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.395 [0.314, 0.476]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.393 [0.305, 0.480]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.390 [0.300, 0.479]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dw_phi.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dw_phi.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
