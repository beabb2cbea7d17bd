# samu_dw_r_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_vs_canonical.gp  (writes samu_dw_r_vs_canonical.png and samu_dw_r_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dw_r_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_vs_canonical.svg"
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
2048 1.0537771346271667e-05
4096 1.2182356657366029e-05
8192 1.3744839676736036e-05
16384 1.3377633448012371e-05
32768 1.6026728022890794e-05
65536 1.5403329663753393e-05
131072 1.567855948499959e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 9.5449515037903284e-06
4096 1.2694134909076575e-05
8192 1.4223103524903142e-05
16384 1.4532495519027626e-05
32768 1.4097099778231749e-05
65536 1.5574083478411084e-05
131072 1.6561163757673227e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.330421470721823e-06
4096 1.6430611113145112e-06
8192 2.0051714317879843e-06
16384 2.6398599139042806e-06
32768 3.471833359906404e-06
65536 4.6941341513880999e-06
131072 6.9633905751372688e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.3434856537227153e-06
4096 1.6207899952347169e-06
8192 2.0544957053879703e-06
16384 2.6306478671885486e-06
32768 3.4409254315812929e-06
65536 4.7509248246281875e-06
131072 6.9883575201205463e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.3350519704624853e-06
4096 1.6266895599673817e-06
8192 2.0434798899870812e-06
16384 2.6305991805663235e-06
32768 3.4596548765608301e-06
65536 4.7252892059612325e-06
131072 6.9810973093433772e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 3.9140068424971679e-06
4096 4.6716079589049443e-06
8192 4.8364903015552094e-06
16384 4.3363145038038886e-06
32768 5.9525007068341047e-06
65536 6.5925649497976425e-06
131072 8.1940767057209865e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 3.9341718000305378e-06
4096 4.6890531340954803e-06
8192 4.8597340467399039e-06
16384 4.3693451625569385e-06
32768 5.9296890115264244e-06
65536 6.6266237913975793e-06
131072 8.2196777446606239e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 3.9242481556746108e-06
4096 4.6908076264324226e-06
8192 4.8443316512045272e-06
16384 4.3572092798688363e-06
32768 5.9669791429074261e-06
65536 6.6170586122637363e-06
131072 8.2356306231873978e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 1.3190679100286876e-06
4096 1.7723957297315462e-06
8192 2.0896866944042396e-06
16384 2.757071701642588e-06
32768 3.5412709203273196e-06
65536 4.6528837352727513e-06
131072 6.8835134590915474e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 1.2920708894788437e-06
4096 1.7914682331599099e-06
8192 2.0871502686103949e-06
16384 2.7524711447644403e-06
32768 3.5570815257777969e-06
65536 4.6688943321820262e-06
131072 6.9185929829507745e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 1.2805954956676813e-06
4096 1.7684904804956738e-06
8192 2.0753273173373289e-06
16384 2.7465879174532242e-06
32768 3.5619424783197332e-06
65536 4.6904894235009629e-06
131072 6.9193578691991304e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 3.8503949599763059e-06
4096 4.5877183612303033e-06
8192 4.0280001344853288e-06
16384 6.171608740967688e-06
32768 5.8539978014011406e-06
65536 5.8138362434002438e-06
131072 8.2948085707303636e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 3.8747728624151111e-06
4096 4.5433817699395355e-06
8192 3.9865459069246594e-06
16384 6.1600016100433173e-06
32768 5.8454648387515722e-06
65536 5.8272796400081306e-06
131072 8.313693253653068e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 3.8779003977443542e-06
4096 4.5551668277533156e-06
8192 3.9882590274341469e-06
16384 6.1841677731830624e-06
32768 5.8572001237406568e-06
65536 5.8147725985338913e-06
131072 8.3180379416428346e-06
EOD
set title "samu dw_r: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.2686516522256044e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dw_r.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.094 [0.047, 0.140]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.106 [0.040, 0.172]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.392 [0.342, 0.442]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.392 [0.341, 0.443]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.393 [0.343, 0.442]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.160 [0.083, 0.238]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.160 [0.083, 0.236]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.161 [0.084, 0.238]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.382 [0.340, 0.424]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.386 [0.342, 0.429]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.389 [0.348, 0.431]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.162 [0.071, 0.254]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.163 [0.071, 0.256]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.163 [0.069, 0.257]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dw_r.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dw_r.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
