# samu_dnu_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_vs_canonical.gp  (writes samu_dnu_vs_canonical.png and samu_dnu_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dnu_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dnu_vs_canonical.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s2 << EOD
2048 7.8226558655990683e-06
4096 7.0750333890569756e-06
8192 2.4198640490544944e-05
16384 1.9791561638117748e-05
32768 1.8608560084463019e-05
65536 1.6440402053242195e-05
131072 2.1553297912733902e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 1.9903374917232746e-06
4096 1.7374346877216892e-06
8192 3.2379953733442137e-06
16384 2.4252909078900894e-06
32768 4.2205971573046926e-06
65536 4.6530108824521373e-06
131072 6.6101880192228998e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 1.9582672780271729e-06
4096 1.8009423776675823e-06
8192 3.2476307205251228e-06
16384 2.4666930184157508e-06
32768 3.9079760178162368e-06
65536 5.0105429694913977e-06
131072 6.833831401352948e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.9684007568692517e-06
4096 1.7714956371024671e-06
8192 3.2818733925358321e-06
16384 2.4512206569063768e-06
32768 3.9168536272254947e-06
65536 4.8025084408288559e-06
131072 7.1088789378119302e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.9903374917232746e-06
4096 1.7374346877216892e-06
8192 3.2379953733442137e-06
16384 2.4252909078900894e-06
32768 4.2205971573046926e-06
65536 4.6530108824521373e-06
131072 6.6101880192228998e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.9582672780271729e-06
4096 1.8009423776675823e-06
8192 3.2476307205251228e-06
16384 2.4666930184157508e-06
32768 3.9079760178162368e-06
65536 5.0105429694913977e-06
131072 6.833831401352948e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.9684007568692517e-06
4096 1.7714956371024671e-06
8192 3.2818733925358321e-06
16384 2.4512206569063768e-06
32768 3.9168536272254947e-06
65536 4.8025084408288559e-06
131072 7.1088789378119302e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 1.9305725994045341e-06
4096 1.2237308015985254e-06
8192 2.5709796872378487e-06
16384 2.8794895523626655e-06
32768 2.1342550447795363e-06
65536 3.2789881863337234e-06
131072 3.3599647380491396e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 7.6238368579540394e-06
4096 8.358316295165913e-06
8192 2.3194932652467539e-05
16384 1.7380419020617323e-05
32768 1.869211063474374e-05
65536 2.5980931272920421e-05
131072 2.7541797790841648e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 1.9903374917232746e-06
4096 1.7374346877216892e-06
8192 3.2379953733442137e-06
16384 2.4252909078900894e-06
32768 4.2205971573046926e-06
65536 4.6530108824521373e-06
131072 6.6101880192228998e-06
EOD
set title "samu dnu: vs_canonical against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.0791026719950847e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dnu.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.230 [-0.045, 0.505]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial: k = 0.301 [0.160, 0.442]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64: k = 0.308 [0.176, 0.440]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid: k = 0.310 [0.169, 0.452]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2: k = 0.301 [0.160, 0.442]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2: k = 0.308 [0.176, 0.440]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2: k = 0.310 [0.169, 0.452]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential: k = 0.178 [-0.004, 0.360]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64: k = 0.304 [0.102, 0.506]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl: k = 0.301 [0.160, 0.442]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dnu.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dnu.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
