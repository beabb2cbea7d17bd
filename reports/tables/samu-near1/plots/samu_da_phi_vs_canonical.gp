# samu_da_phi_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_vs_canonical.gp  (writes samu_da_phi_vs_canonical.png and samu_da_phi_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_da_phi_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_vs_canonical.svg"
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
2048 6.6741912689733862e-06
4096 0.00011073205274918613
8192 1.2383220843437323e-05
16384 1.3647447772861045e-05
32768 6.8275225495384061e-06
65536 0.0030597606128287807
131072 4.5305222578949311e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.4336070953993841e-05
4096 6.0522331497453254e-05
8192 8.8776634058271306e-05
16384 1.5742734464632677e-05
32768 3.1883576949773682e-05
65536 3.0078914322503332e-05
131072 1.7138228821761632e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.8200808178760786e-07
4096 5.8280027762729545e-06
8192 2.3074324552988801e-07
16384 6.9731484970822855e-07
32768 3.8661874678109043e-06
65536 0.00015075304706887787
131072 5.9544006818047672e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 8.4602424536282359e-07
4096 6.8998193788059122e-06
8192 3.8457207588314669e-07
16384 1.3946296994164571e-06
32768 4.1952246991139607e-06
65536 0.00013595634142228163
131072 6.989948626466465e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 3.7601077571681052e-07
4096 5.6940257009563354e-06
16384 1.3946296994164571e-06
32768 4.2774840069397245e-06
65536 0.00016635459444520526
131072 4.7462614130327856e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 4.888140084318536e-06
4096 1.3397707531661966e-05
8192 1.2460135258613953e-05
32768 2.4677792347729177e-06
65536 0.0016899199888263203
131072 5.3848493122408328e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 4.7941373903893335e-06
4096 1.2124925316154078e-05
8192 1.2690878504143841e-05
16384 9.9616407101175496e-08
32768 2.7968164660759736e-06
65536 0.0017565980305894338
131072 5.0396666640202665e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 4.6061320025309284e-06
4096 1.1053108713621121e-05
8192 1.2844707334497099e-05
16384 1.9923281420235099e-07
32768 1.6451861565152786e-06
65536 0.0017232280542567335
131072 5.1691101571029789e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 3.6409069089508167e-06
4096 6.5926111095440151e-06
8192 5.5538798977744326e-06
16384 2.2932329731945236e-06
32768 4.1685241948467351e-06
65536 9.1631129724182331e-06
131072 6.9077554944855564e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 3.6409069089508167e-06
4096 7.6733670291413942e-06
8192 1.0595093958831224e-05
16384 2.6651085904693115e-06
32768 3.830535746615919e-06
65536 8.0343236932072916e-06
131072 7.7821549241672731e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 4.5511336361885207e-06
4096 7.0249134773829672e-06
8192 5.1266583671763991e-07
16384 2.8510463991067052e-06
32768 3.267221666231225e-06
65536 8.2999211706686896e-06
131072 7.5198350952627576e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 8.0782622042346255e-06
4096 1.4914431690443837e-05
8192 6.391234097746578e-05
16384 2.2932329731945236e-06
32768 6.8724317806932661e-06
65536 1.0623899098455922e-05
131072 1.7225668764729804e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 6.8267004542827815e-06
4096 1.4698280506524362e-05
8192 9.3561515200969283e-05
16384 2.2932329731945236e-06
32768 6.4217805163855111e-06
65536 9.9599054048024272e-06
131072 1.7662868479570663e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 7.7369271815204863e-06
4096 1.48063560984841e-05
8192 7.1089662691512732e-05
16384 2.7890671295609071e-06
32768 6.9850945967702051e-06
65536 1.1752688377666864e-05
131072 1.7138228821761632e-05
EOD
set title "samu da_phi: vs_canonical against L (regime near1)\nsamu.da_phi.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.3205469033725165e-08:0.0091792818384863421]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.da_phi.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.607 [-0.920, 2.135]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.097 [-0.624, 0.429]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.952 [-0.390, 2.293]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.757 [-0.430, 1.944]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.767 [-0.628, 2.163]; 1 of 7 points not shown (0 or non-finite)", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.786 [-0.860, 2.432]; 1 of 7 points not shown (0 or non-finite)", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.798 [-1.285, 2.882]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.788 [-1.196, 2.772]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.118 [-0.212, 0.449]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.070 [-0.322, 0.461]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.190 [-0.518, 0.899]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.033 [-0.810, 0.744]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.031 [-0.910, 0.847]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.020 [-0.785, 0.744]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
