# samu_dw_r_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_excess_l2.gp  (writes samu_dw_r_excess_l2.png and samu_dw_r_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_r_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.5103613563886109e-06
4096 1.7562672889714597e-06
8192 2.6398098524857127e-06
16384 2.7560702191522354e-06
32768 3.6881146136612831e-06
65536 4.7661147664028052e-06
131072 6.8288836176478719e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.9462230086114097e-06
4096 2.1065381537633184e-06
8192 2.6268531612710069e-06
16384 2.8167122917997536e-06
32768 3.7608864170929746e-06
65536 4.89681749632263e-06
131072 6.7928108148815377e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.2643977151511981e-06
4096 1.3614480990086358e-06
8192 2.0414389833492348e-06
16384 1.791123045272313e-06
32768 1.5797868810519143e-06
65536 1.9640285151783533e-06
131072 1.9434360692430046e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.2667873559224482e-06
4096 1.3793645578157937e-06
8192 2.0390252668863377e-06
16384 1.7931470501858329e-06
32768 1.5787474751569232e-06
65536 1.9502092883944838e-06
131072 1.9616861726672041e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.2732625012797286e-06
4096 1.3766558078550975e-06
8192 2.0427499106547966e-06
16384 1.7848825652981923e-06
32768 1.5701357808170738e-06
65536 1.9642112576224975e-06
131072 1.9405998890644241e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.2643977151511981e-06
4096 1.3614480990086358e-06
8192 2.0414389833492348e-06
16384 1.791123045272313e-06
32768 1.5797868810519143e-06
65536 1.9640285151783533e-06
131072 1.9434360692430046e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 1.2667873559224482e-06
4096 1.3793645578157937e-06
8192 2.0390252668863377e-06
16384 1.7931470501858329e-06
32768 1.5787474751569232e-06
65536 1.9502092883944838e-06
131072 1.9616861726672041e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 1.2732625012797286e-06
4096 1.3766558078550975e-06
8192 2.0427499106547966e-06
16384 1.7848825652981923e-06
32768 1.5701357808170738e-06
65536 1.9642112576224975e-06
131072 1.9405998890644241e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 1.4852127810790765e-06
4096 1.7231756800699583e-06
8192 2.6144729927087679e-06
16384 2.7434473840888802e-06
32768 3.6208026066493766e-06
65536 4.8528182276007485e-06
131072 6.7718941516629083e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 1.5583571764589803e-06
4096 1.6046352852623257e-06
8192 2.1337412981073518e-06
16384 2.1061924192936481e-06
32768 2.058058317554578e-06
65536 2.2603597351760301e-06
131072 2.1756476442343308e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 0.012133868528450477
4096 0.014477266490823988
8192 0.019845714073582099
16384 0.02860024490423085
32768 0.037943996464078776
65536 0.054716427908008319
131072 0.074175089351028622
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 1.7184332538870993e-06
4096 1.7876960488932097e-06
8192 2.0562480559058486e-06
16384 1.8255775696645045e-06
32768 1.8829601325421128e-06
65536 1.9908573749724544e-06
131072 1.9859721606962915e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 1.7357586632669232e-06
4096 1.7912522231071079e-06
8192 2.0486072259611427e-06
16384 1.8201845839272682e-06
32768 1.8673368798473751e-06
65536 2.002512086598676e-06
131072 2.0054747557515576e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 1.7335029665316285e-06
4096 1.7869194392211394e-06
8192 2.0520017027447711e-06
16384 1.8253744795624402e-06
32768 1.8723633314505185e-06
65536 1.9956502061131626e-06
131072 2.0145553761755968e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 1.7184332538870993e-06
4096 1.7876960488932097e-06
8192 2.0562480559058486e-06
16384 1.8255775696645045e-06
32768 1.8829601325421128e-06
65536 1.9908573749724544e-06
131072 1.9859721606962915e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 1.7357586632669232e-06
4096 1.7912522231071079e-06
8192 2.0486072259611427e-06
16384 1.8201845839272682e-06
32768 1.8673368798473751e-06
65536 2.002512086598676e-06
131072 2.0054747557515576e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 1.7335029665316285e-06
4096 1.7869194392211394e-06
8192 2.0520017027447711e-06
16384 1.8253744795624402e-06
32768 1.8723633314505185e-06
65536 1.9956502061131626e-06
131072 2.0145553761755968e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 1.9998603792419275e-06
4096 2.1094954209347197e-06
8192 2.6148037201087178e-06
16384 2.8348905750225027e-06
32768 3.7384527647592634e-06
65536 4.8182502329245085e-06
131072 6.8182098838211169e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 2.1050848068000198e-06
4096 2.0579254617847203e-06
8192 1.9773730481025397e-06
16384 2.035888575471755e-06
32768 2.2073852823786216e-06
65536 2.3373612759250816e-06
131072 2.2711139702341269e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 0.011852898875635289
4096 0.014994109529145837
8192 0.020262577286116284
16384 0.029412813604869931
32768 0.039794701106394846
65536 0.05308488611778258
131072 0.07296192021470016
EOD
set title "samu dw_r: excess_l2 against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.2146590505039936e-07:0.22252526805308587]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dw_r.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.353 [0.295, 0.412]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.299 [0.229, 0.369]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.091 [-0.011, 0.193]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.090 [-0.010, 0.190]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.088 [-0.013, 0.189]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.091 [-0.011, 0.193]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.090 [-0.010, 0.190]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.088 [-0.013, 0.189]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.358 [0.300, 0.416]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.085 [0.021, 0.149]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.450 [0.413, 0.487]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.029 [-0.009, 0.067]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.029 [-0.008, 0.066]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.030 [-0.007, 0.067]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.029 [-0.009, 0.067]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.029 [-0.008, 0.066]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.030 [-0.007, 0.067]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.293 [0.219, 0.368]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.031 [-0.001, 0.062]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.446 [0.423, 0.469]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_r.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_r.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
