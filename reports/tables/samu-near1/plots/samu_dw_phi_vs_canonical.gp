# samu_dw_phi_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
2048 1.5756344473622217e-05
4096 2.0369275929835981e-05
8192 1.561333999010956e-05
16384 1.0288073321555557e-05
32768 2.5786215968010009e-05
65536 4.9482033412428367e-05
131072 3.6857752016832395e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 8.2341767545290848e-06
4096 1.8721698203214461e-05
8192 1.7119858666535312e-05
16384 1.7921296803253229e-05
32768 1.8514104518255303e-05
65536 2.4446548747337083e-05
131072 3.4119212324237432e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 8.933768805263939e-07
4096 2.1425403217842766e-06
8192 2.1823830725406709e-06
16384 3.7320904684393026e-06
32768 4.7521553106450383e-06
65536 4.7658001883000381e-06
131072 6.559602425111182e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 8.8117483586055531e-07
4096 1.996990400950836e-06
8192 2.2088267535682264e-06
16384 3.7317992015182533e-06
32768 4.6378012910421107e-06
65536 4.7379462694516329e-06
131072 6.611150917410008e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 8.7941582596246926e-07
4096 2.0390918386696701e-06
8192 2.0482179042938411e-06
16384 3.7305193980299417e-06
32768 4.6671954588191124e-06
65536 4.8115416489235817e-06
131072 6.6312447260188032e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 3.6833510386371079e-06
4096 8.1677048939941961e-06
8192 1.3237009192839212e-05
16384 3.5514404249075256e-06
32768 3.3725271680935866e-05
65536 2.1149563706437547e-05
131072 2.7873394328134448e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 3.5659121335323563e-06
4096 8.3649357242770761e-06
8192 1.3270190446068521e-05
16384 3.526445928030361e-06
32768 3.3038864270443398e-05
65536 2.1149708793796619e-05
131072 2.7585242051045309e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 3.6765208186185905e-06
4096 8.3710824532596367e-06
8192 1.3227693837451176e-05
16384 3.486522797699418e-06
32768 3.3135801879668684e-05
65536 2.1037698401002227e-05
131072 2.7772895069196577e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 1.0213448802287902e-06
4096 2.191440184495693e-06
8192 1.9107099994761567e-06
16384 2.4601768715954902e-06
32768 5.1719096209857517e-06
65536 4.8133601531321534e-06
131072 1.0429802434922208e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 1.0628736094873683e-06
4096 2.3742896988099299e-06
8192 2.0326602596728948e-06
16384 2.4864163281837993e-06
32768 5.2617831294074307e-06
65536 4.7763773698150906e-06
131072 1.0734857069393405e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 1.0182120393753929e-06
4096 2.3821037057828632e-06
8192 2.0080323345037071e-06
16384 2.460591585206602e-06
32768 5.1808083443387084e-06
65536 4.7736181473018556e-06
131072 1.0437922370472029e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 4.0346315154114653e-06
4096 6.5464083763352823e-06
8192 5.6700642485669946e-06
16384 4.7270123726851347e-06
32768 9.2179530355177723e-06
65536 9.42558172867477e-06
131072 1.2385547489141151e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 4.0767241810336092e-06
4096 6.6882993360385249e-06
8192 5.7665448570135112e-06
16384 4.7214946277481102e-06
32768 9.3159664950465702e-06
65536 9.4679158734042091e-06
131072 1.2546262593232166e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 4.0130115884073894e-06
4096 6.7908026240794589e-06
8192 5.7768536780432576e-06
16384 4.7314539882053546e-06
32768 9.2582253156324865e-06
65536 9.2952703580623738e-06
131072 1.2380367686190914e-05
EOD
set title "samu dw_phi: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.9313860865415642e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dw_phi.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.249 [-0.053, 0.551]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.251 [0.090, 0.413]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.431 [0.267, 0.594]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.439 [0.285, 0.593]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.443 [0.286, 0.601]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.459 [-0.015, 0.933]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.459 [-0.017, 0.935]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.455 [-0.023, 0.933]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.492 [0.315, 0.668]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.478 [0.289, 0.668]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.480 [0.289, 0.671]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.236 [0.080, 0.392]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.234 [0.074, 0.395]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.231 [0.069, 0.393]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dw_phi.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dw_phi.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
