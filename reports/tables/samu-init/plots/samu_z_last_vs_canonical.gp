# samu_z_last_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_vs_canonical.gp  (writes samu_z_last_vs_canonical.png and samu_z_last_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_z_last_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_z_last_vs_canonical.svg"
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
2048 1.1868684521188855e-06
4096 1.0917233199032286e-06
8192 1.8254672741632298e-06
16384 1.4427470084797807e-06
32768 9.8523564078552079e-07
65536 1.513668108515097e-06
131072 1.6808328535898902e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.4094908462786567e-06
4096 1.3703855597030592e-06
8192 1.7654467849504357e-06
16384 1.3627540522050295e-06
32768 1.2786347979008782e-06
65536 1.1773750705283261e-06
131072 1.1243497624508835e-06
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.4127473337415034e-07
4096 2.0124351224064291e-07
8192 2.4259500774435594e-07
16384 2.5402344304025163e-07
32768 2.0828561045375132e-07
65536 2.4645346239921536e-07
131072 2.4426208642729502e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 2.1425134674668208e-07
4096 1.9701150053290319e-07
8192 2.3071938186503994e-07
16384 2.4830717508378109e-07
32768 2.0728860052387707e-07
65536 2.5484304272920775e-07
131072 2.439174355513845e-07
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 2.4127473337415034e-07
4096 2.0124351224064291e-07
8192 2.4259500774435594e-07
16384 2.5402344304025163e-07
32768 2.0828561045375132e-07
65536 2.4645346239921536e-07
131072 2.4426208642729502e-07
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 2.5262344897851174e-07
4096 2.3035178298076915e-07
8192 2.124550242031012e-07
16384 2.4955111477969401e-07
32768 2.0317897892221805e-07
65536 2.2949064850946501e-07
131072 2.3358627383513854e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 2.4596158576470277e-07
4096 2.3460104216209872e-07
8192 2.1590108140119697e-07
16384 2.4926839667939487e-07
32768 2.0408226575624178e-07
65536 2.3100738310167793e-07
131072 2.2684157763796517e-07
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 2.5262344897851174e-07
4096 2.3035178298076915e-07
8192 2.124550242031012e-07
16384 2.4955111477969401e-07
32768 2.0317897892221805e-07
65536 2.2949064850946501e-07
131072 2.3358627383513854e-07
EOD
set title "samu z_last: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.5670500177634395e-08:0.0012000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.z_last.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.056 [-0.109, 0.220]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.067 [-0.149, 0.015]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.015 [-0.053, 0.083]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.041 [-0.018, 0.100]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.015 [-0.053, 0.083]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.015 [-0.073, 0.043]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.017 [-0.067, 0.033]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.015 [-0.073, 0.043]", \
     0.00040000000000000002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0004 (THRESHOLDS.md samu.z_last.vs_canonical)", \
     0.0001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0001 (THRESHOLDS.md samu.z_last.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
