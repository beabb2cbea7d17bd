# samu_dtheta_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_rel_l2.gp  (writes samu_dtheta_rel_l2.png and samu_dtheta_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_dtheta_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 7.2052418158308925e-06
4096 1.6329531842769839e-05
8192 2.0604056883200178e-05
16384 1.4427511471834301e-05
32768 1.3105358293084989e-05
65536 2.0956799549485299e-05
131072 1.6396142011997126e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.5323556070291368e-05
4096 2.2509740908927025e-05
8192 1.7838014641680322e-05
16384 1.5894742778129901e-05
32768 1.6184933139777423e-05
65536 1.3594864417975412e-05
131072 1.5469157024002166e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.5911458035023995e-08
4096 2.9674040587754241e-08
8192 2.0242117767143828e-08
16384 2.0536859795852572e-08
32768 1.9340949019206526e-08
65536 2.059712744335109e-08
131072 2.4996299692186031e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.3379624711290995e-08
4096 2.7766864253637597e-08
8192 2.4337743053683969e-08
16384 2.2041147275720784e-08
32768 2.1882403035129014e-08
65536 2.1743562201558983e-08
131072 2.2584854598160172e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 7.4094723905328328e-06
4096 1.647313356380306e-05
8192 2.0229594645586043e-05
16384 1.3682917118692835e-05
32768 1.3314295643584868e-05
65536 2.1500335393784893e-05
131072 1.54000203257925e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 7.3486572528204005e-06
4096 1.661227023039177e-05
8192 2.0349678210754688e-05
16384 1.3891818526811073e-05
32768 1.3349501898905242e-05
65536 2.1758061780770005e-05
131072 1.5392185648337731e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 7.4287687945611017e-06
4096 1.6562501010174433e-05
8192 2.0280608719445217e-05
16384 1.3789304950632742e-05
32768 1.3343341977660126e-05
65536 2.1580915552474414e-05
131072 1.5546005796752824e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 1.503205112708045e-05
4096 2.2202689616727298e-05
8192 1.8602153274028719e-05
16384 1.5134014400263299e-05
32768 1.7143340221780824e-05
65536 1.3425127171979334e-05
131072 1.3041639463669595e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 1.5043258934798216e-05
4096 2.217091553808844e-05
8192 1.853457959972224e-05
16384 1.5175950098542114e-05
32768 1.6984291600359102e-05
65536 1.3447662124798764e-05
131072 1.2845789968507473e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 1.5063192586712817e-05
4096 2.2273241220918821e-05
8192 1.851769559105601e-05
16384 1.5153503674341057e-05
32768 1.6987899813872428e-05
65536 1.3409354382390505e-05
131072 1.2997697345685058e-05
EOD
set title "samu dtheta: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.4469830064021754e-09:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dtheta.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.129 [-0.105, 0.364]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.056 [-0.159, 0.048]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.046 [-0.158, 0.067]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.036 [-0.088, 0.016]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.119 [-0.115, 0.353]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.120 [-0.117, 0.358]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.120 [-0.113, 0.353]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.078 [-0.192, 0.036]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.080 [-0.193, 0.032]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.080 [-0.193, 0.034]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dtheta.rel_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dtheta.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
