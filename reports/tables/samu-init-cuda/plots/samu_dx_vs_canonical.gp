# samu_dx_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_vs_canonical.gp  (writes samu_dx_vs_canonical.png and samu_dx_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dx_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dx_vs_canonical.svg"
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
2048 5.1241599233146942e-05
4096 5.595536768694416e-05
8192 7.2642664198205455e-05
16384 7.3476987263098665e-05
32768 4.9884964780337813e-05
65536 6.4565128820335166e-05
131072 6.3893684270892301e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 6.2939004962970452e-05
4096 5.2582975927737975e-05
8192 6.8119927964339935e-05
16384 5.4452600593009773e-05
32768 5.9253557766419006e-05
65536 5.7755404217881008e-05
131072 5.7192949364154101e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 3.2853484241686834e-05
4096 3.1134754992058838e-05
8192 3.251018741579933e-05
16384 2.8406803258266477e-05
32768 2.7244528455792169e-05
65536 3.3111725464074287e-05
131072 3.7320288684466931e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 3.3176767407205784e-05
4096 3.1731044585224596e-05
8192 3.3200582601364369e-05
16384 2.9033782257427062e-05
32768 2.7220799913344903e-05
65536 3.2686056452594449e-05
131072 3.7110237754491261e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 3.2823580438150039e-05
4096 3.1460458118985164e-05
8192 3.2399621961139769e-05
16384 2.8444367127618874e-05
32768 2.7280101045442073e-05
65536 3.263546045596262e-05
131072 3.7086524340148913e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 3.2853484241686834e-05
4096 3.1134754992058838e-05
8192 3.251018741579933e-05
16384 2.8406803258266477e-05
32768 2.7244528455792169e-05
65536 3.3111725464074287e-05
131072 3.7320288684466931e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 3.3176767407205784e-05
4096 3.1731044585224596e-05
8192 3.3200582601364369e-05
16384 2.9033782257427062e-05
32768 2.7220799913344903e-05
65536 3.2686056452594449e-05
131072 3.7110237754491261e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 3.2823580438150039e-05
4096 3.1460458118985164e-05
8192 3.2399621961139769e-05
16384 2.8444367127618874e-05
32768 2.7280101045442073e-05
65536 3.263546045596262e-05
131072 3.7086524340148913e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 3.0006423940734765e-05
4096 3.0196665490272661e-05
8192 2.6731782714270932e-05
16384 2.8757086216760218e-05
32768 2.2795402639870339e-05
65536 2.8975135483298404e-05
131072 3.4936304434113503e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 6.0005509575111916e-05
4096 6.3970669642178851e-05
8192 8.4246398481442077e-05
16384 8.5339771277077392e-05
32768 5.8277157128363927e-05
65536 7.3690338569998949e-05
131072 7.1664869741066043e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 3.2853484241686834e-05
4096 3.1134754992058838e-05
8192 3.251018741579933e-05
16384 2.8406803258266477e-05
32768 2.7244528455792169e-05
65536 3.3111725464074287e-05
131072 3.7320288684466931e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 2.890418243687144e-05
4096 2.7201965958332933e-05
8192 3.1426667975883753e-05
16384 3.4590826096954731e-05
32768 2.908935816786141e-05
65536 3.4327221907767279e-05
131072 3.6591317671294139e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 2.8855563129973619e-05
4096 2.6819337436252011e-05
8192 3.0812600855019001e-05
16384 3.4563733779462194e-05
32768 2.9089123233050387e-05
65536 3.4333353692086596e-05
131072 3.6532421692174542e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 2.7902531389408158e-05
4096 2.7210798364219415e-05
8192 3.0941822741531249e-05
16384 3.4818791852619619e-05
32768 2.915019905114276e-05
65536 3.4358800016364115e-05
131072 3.6554163937249175e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 2.890418243687144e-05
4096 2.7201965958332933e-05
8192 3.1426667975883753e-05
16384 3.4590826096954731e-05
32768 2.908935816786141e-05
65536 3.4327221907767279e-05
131072 3.6591317671294139e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 2.8855563129973619e-05
4096 2.6819337436252011e-05
8192 3.0812600855019001e-05
16384 3.4563733779462194e-05
32768 2.9089123233050387e-05
65536 3.4333353692086596e-05
131072 3.6532421692174542e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 2.7902531389408158e-05
4096 2.7210798364219415e-05
8192 3.0941822741531249e-05
16384 3.4818791852619619e-05
32768 2.915019905114276e-05
65536 3.4358800016364115e-05
131072 3.6554163937249175e-05
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 2.5265935575574236e-05
4096 2.4182206951898276e-05
8192 2.8376828664716345e-05
16384 3.1913125576623018e-05
32768 2.6320341426738229e-05
65536 3.2462622348877492e-05
131072 3.4232220549106579e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 7.3582441437399982e-05
4096 5.758974329756657e-05
8192 7.2936045506559954e-05
16384 6.1298225045386943e-05
32768 6.7605338063542344e-05
65536 6.5882458789719232e-05
131072 6.447774151794023e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 2.890418243687144e-05
4096 2.7201965958332933e-05
8192 3.1426667975883753e-05
16384 3.4590826096954731e-05
32768 2.908935816786141e-05
65536 3.4327221907767279e-05
131072 3.6591317671294139e-05
EOD
set title "samu dx: vs_canonical against L (regime init)\nsamu.dx.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.5984675466234467e-06:0.00025601931383123218]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dx.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.029 [-0.087, 0.146]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.012 [-0.078, 0.053]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.017 [-0.061, 0.095]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.010 [-0.066, 0.086]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.014 [-0.062, 0.090]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.017 [-0.061, 0.095]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.010 [-0.066, 0.086]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.014 [-0.062, 0.090]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.011 [-0.088, 0.110]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.023 [-0.092, 0.138]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.017 [-0.061, 0.095]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.056 [0.001, 0.112]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.059 [0.003, 0.115]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.063 [0.009, 0.116]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.056 [0.001, 0.112]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.059 [0.003, 0.115]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.063 [0.009, 0.116]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.073 [0.012, 0.135]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.010 [-0.077, 0.056]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.056 [0.001, 0.112]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
