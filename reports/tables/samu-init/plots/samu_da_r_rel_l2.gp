# samu_da_r_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_rel_l2.gp  (writes samu_da_r_rel_l2.png and samu_da_r_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_da_r_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_r_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 5.2220417646976015e-06
4096 2.7413790022182384e-06
8192 2.3519739272490303e-06
16384 1.1747055287649758e-05
32768 1.2933469108625261e-06
65536 8.2069796361853949e-06
131072 1.4461621408696241e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 3.2472668022739823e-05
4096 3.6280496349694124e-06
8192 3.0202896606812892e-06
16384 6.2897231153100788e-07
32768 1.1220715105672529e-06
65536 8.2559371224521312e-07
131072 1.4647982439225684e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 3.1032287549418675e-08
4096 2.4646421771505739e-08
8192 1.219125139366523e-08
16384 2.1396493635768954e-08
32768 1.5420758111315682e-08
65536 3.0395442137322209e-08
131072 2.7938086825124638e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 5.4659706345421763e-08
4096 1.1115234792751569e-08
8192 2.9729461671092146e-08
16384 5.0821815965187571e-09
32768 2.1974836241899511e-08
65536 4.2917100740033833e-09
131072 1.404487496639829e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 4.5010682262047979e-06
4096 9.1985006446889466e-07
8192 2.9819154169023978e-06
16384 3.466222806001461e-06
32768 3.3783843179829219e-06
65536 1.3656067373343001e-06
131072 9.2074324075529682e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 3.9963867492598355e-06
4096 1.9318105854407524e-06
8192 2.5319572100071355e-06
16384 4.2611827242396972e-06
32768 3.9837177587598113e-06
65536 1.1661778545526397e-06
131072 1.2927453882262019e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 3.5638026261641542e-06
4096 1.2571702381261806e-06
8192 3.2518903410395553e-06
16384 3.2012361665887155e-06
32768 2.6385323348111687e-06
65536 6.3436750046821214e-07
131072 1.218344958732021e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 2.820137638645813e-05
4096 4.4447767575899488e-06
8192 7.7736951142364142e-07
16384 9.4599955809477125e-07
32768 1.5621101802973942e-06
65536 8.2559371224521312e-07
131072 1.2412211255323696e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 2.852993728155672e-05
4096 4.5614520608214539e-06
8192 7.1506617394426232e-07
16384 5.6556686221825519e-07
32768 2.3321778523251416e-06
65536 5.1438667887550697e-07
131072 5.503861879341934e-08
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 2.6996653104429957e-05
4096 4.4447767575899488e-06
8192 9.019761863823996e-07
16384 3.7535051427999727e-07
32768 1.7821295151624648e-06
65536 5.1438667887550697e-07
131072 1.9320560631305461e-07
EOD
set title "samu da_r: rel_l2 against L (regime init)\nsamu.da_r.rel_l2: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.4305700246677945e-09:9.741800406821947e-05]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.da_r.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.240 [-0.394, 0.873]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.683 [-1.345, -0.020]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.017 [-0.256, 0.291]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.324 [-0.926, 0.279]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.198 [-0.663, 0.267]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.203 [-0.553, 0.146]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.247 [-0.669, 0.175]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.976 [-1.617, -0.336]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -1.130 [-1.906, -0.354]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.951 [-1.639, -0.262]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
