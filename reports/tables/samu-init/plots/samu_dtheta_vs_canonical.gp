# samu_dtheta_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
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
2048 7.2179010391357591e-06
4096 1.6334926201260178e-05
8192 2.0598604424661344e-05
16384 1.4435418205066128e-05
32768 1.3111534124550977e-05
65536 2.0952649547887047e-05
131072 1.6400479719580217e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.53149437842605e-05
4096 2.2500366954128553e-05
8192 1.7847444982954991e-05
16384 1.5904704751326991e-05
32768 1.6195191607507665e-05
65536 1.3587364040972189e-05
131072 1.5464345712582537e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 9.7360299357069632e-07
4096 1.1999105309875443e-06
8192 2.2641245065358879e-06
16384 2.6627359758974281e-06
32768 3.9523899131776836e-06
65536 4.7520045591184801e-06
131072 6.0735567409267599e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 9.5904677510330647e-07
4096 1.2494180962772049e-06
8192 2.1698599340175949e-06
16384 2.6542064313808197e-06
32768 3.836815330605414e-06
65536 4.8737656319830404e-06
131072 6.0545429918518754e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 9.8545010527410228e-07
4096 1.2304497953068343e-06
8192 2.1876449658758748e-06
16384 2.6873084043555278e-06
32768 3.8487654325970204e-06
65536 4.8174458171150985e-06
131072 6.0244871859857016e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.0643446569110802e-06
4096 1.7366865457315591e-06
8192 3.4125962407728808e-06
16384 3.5056911300310615e-06
32768 3.1020823964118672e-06
65536 3.8876947417809368e-06
131072 7.201317452268768e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 1.1496275001041154e-06
4096 1.712066541004931e-06
8192 3.5637920877453329e-06
16384 3.5565133685773605e-06
32768 2.9316397394560911e-06
65536 3.9704071698988157e-06
131072 7.2710452700520295e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 1.0600298536632859e-06
4096 1.7143814562960087e-06
8192 3.516433739270921e-06
16384 3.4676846776206491e-06
32768 3.0117822125650264e-06
65536 3.9158432242866333e-06
131072 7.1903121964780359e-06
EOD
set title "samu dtheta: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.1968225836776884e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dtheta.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.129 [-0.105, 0.363]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.055 [-0.159, 0.049]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.454 [0.368, 0.539]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.454 [0.386, 0.522]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.450 [0.378, 0.522]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.374 [0.184, 0.564]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.362 [0.165, 0.559]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.373 [0.175, 0.572]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dtheta.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dtheta.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
