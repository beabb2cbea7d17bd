# samu_dw_r_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
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
2048 1.5103613402826544e-06
4096 1.7562677499392708e-06
8192 2.6398095343434335e-06
16384 2.7560707094407215e-06
32768 3.6881144218100549e-06
65536 4.7661158872107229e-06
131072 6.8288867906176324e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.9462234684182222e-06
4096 2.1065377717058249e-06
8192 2.6268537880001858e-06
16384 2.8167123991958567e-06
32768 3.7608864442468985e-06
65536 4.8968187884077661e-06
131072 6.7928096769747108e-06
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 9.3722996067319282e-07
4096 1.2083746460841784e-06
8192 1.7355218466553371e-06
16384 2.284112550887737e-06
32768 3.4355313555704584e-06
65536 4.5720786195699103e-06
131072 6.7549639464265793e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 9.4246765648926176e-07
4096 1.2025751811323307e-06
8192 1.7591376759411275e-06
16384 2.2921735017950418e-06
32768 3.4510914572501442e-06
65536 4.5569317216266923e-06
131072 6.7968660456208197e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 9.361274824524962e-07
4096 1.1968841714840433e-06
8192 1.7423534031022088e-06
16384 2.2732252566450218e-06
32768 3.4293646918211693e-06
65536 4.5584521225722506e-06
131072 6.7911320066491656e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 9.9463316093739991e-07
4096 1.3082471080532371e-06
8192 1.7216224276519641e-06
16384 2.3054218704841923e-06
32768 3.3134593524093457e-06
65536 4.6247805209117825e-06
131072 6.7174845885251935e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 1.0047841178427279e-06
4096 1.3034533196357176e-06
8192 1.7053184882313346e-06
16384 2.3003408311248478e-06
32768 3.335026456469629e-06
65536 4.6129209305836216e-06
131072 6.715509389238596e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 1.0097286693314653e-06
4096 1.2978453907993238e-06
8192 1.7074021002724248e-06
16384 2.3061089830036705e-06
32768 3.3314728527984979e-06
65536 4.6212836395936402e-06
131072 6.7365241433669489e-06
EOD
set title "samu dw_r: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.1204249415083208e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dw_r.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.353 [0.295, 0.412]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.299 [0.229, 0.369]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.478 [0.449, 0.506]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.477 [0.446, 0.509]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.479 [0.448, 0.510]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.459 [0.426, 0.492]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.458 [0.423, 0.494]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.459 [0.422, 0.495]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dw_r.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dw_r.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
