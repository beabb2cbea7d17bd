# samu_dnu_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
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
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s2 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 7.8226558655990683e-06
4096 7.0750333890569756e-06
8192 2.4198640490544944e-05
16384 1.9791561638117748e-05
32768 1.8608560084463019e-05
65536 1.6440402053242195e-05
131072 2.1553297912733902e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.8508040457848815e-05
4096 8.5485951404549604e-06
8192 1.8074671080768409e-05
16384 2.0018431919011235e-05
32768 1.5288584705896459e-05
65536 2.0402056063480517e-05
131072 1.6625641641050724e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.9903374917232746e-06
4096 1.7374346877216892e-06
8192 3.2379953733442137e-06
16384 2.4252909078900894e-06
32768 4.2205971573046926e-06
65536 4.6530108824521373e-06
131072 6.6101880192228998e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.9582672780271729e-06
4096 1.8009423776675823e-06
8192 3.2476307205251228e-06
16384 2.4666930184157508e-06
32768 3.9079760178162368e-06
65536 5.0105429694913977e-06
131072 6.833831401352948e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.9684007568692517e-06
4096 1.7714956371024671e-06
8192 3.2818733925358321e-06
16384 2.4512206569063768e-06
32768 3.9168536272254947e-06
65536 4.8025084408288559e-06
131072 7.1088789378119302e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.9903374917232746e-06
4096 1.7374346877216892e-06
8192 3.2379953733442137e-06
16384 2.4252909078900894e-06
32768 4.2205971573046926e-06
65536 4.6530108824521373e-06
131072 6.6101880192228998e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 1.9582672780271729e-06
4096 1.8009423776675823e-06
8192 3.2476307205251228e-06
16384 2.4666930184157508e-06
32768 3.9079760178162368e-06
65536 5.0105429694913977e-06
131072 6.833831401352948e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 1.9684007568692517e-06
4096 1.7714956371024671e-06
8192 3.2818733925358321e-06
16384 2.4512206569063768e-06
32768 3.9168536272254947e-06
65536 4.8025084408288559e-06
131072 7.1088789378119302e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 1.9305725994045341e-06
4096 1.2237308015985254e-06
8192 2.5709796872378487e-06
16384 2.8794895523626655e-06
32768 2.1342550447795363e-06
65536 3.2789881863337234e-06
131072 3.3599647380491396e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 7.6238368579540394e-06
4096 8.358316295165913e-06
8192 2.3194932652467539e-05
16384 1.7380419020617323e-05
32768 1.869211063474374e-05
65536 2.5980931272920421e-05
131072 2.7541797790841648e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 1.9903374917232746e-06
4096 1.7374346877216892e-06
8192 3.2379953733442137e-06
16384 2.4252909078900894e-06
32768 4.2205971573046926e-06
65536 4.6530108824521373e-06
131072 6.6101880192228998e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 1.3053156784958816e-06
4096 6.075696568258597e-06
8192 3.6264643172607146e-06
16384 1.5824008893813132e-05
32768 2.6798501383593475e-06
65536 2.1607344991120068e-05
131072 8.480833147872434e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 1.2689344952526269e-06
4096 6.1721513412447336e-06
8192 3.6914288010350609e-06
16384 1.6002031124466706e-05
32768 2.7094376052262961e-06
65536 2.1608973383729851e-05
131072 8.5331528485320366e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 1.3663724172422372e-06
4096 6.2153441060210125e-06
8192 3.5729175537458559e-06
16384 1.5947383346119749e-05
32768 2.7947015653745382e-06
65536 2.1681397767512492e-05
131072 8.5145196715551203e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 1.3053156784958816e-06
4096 6.075696568258597e-06
8192 3.6264643172607146e-06
16384 1.5824008893813132e-05
32768 2.6798501383593475e-06
65536 2.1607344991120068e-05
131072 8.480833147872434e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 1.2689344952526269e-06
4096 6.1721513412447336e-06
8192 3.6914288010350609e-06
16384 1.6002031124466706e-05
32768 2.7094376052262961e-06
65536 2.1608973383729851e-05
131072 8.5331528485320366e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 1.3663724172422372e-06
4096 6.2153441060210125e-06
8192 3.5729175537458559e-06
16384 1.5947383346119749e-05
32768 2.7947015653745382e-06
65536 2.1681397767512492e-05
131072 8.5145196715551203e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 1.146949198263291e-06
4096 6.1578767153380689e-06
8192 3.8255368262266148e-06
16384 1.6262851884794485e-05
32768 2.5505962387241e-06
65536 2.0625421704227094e-05
131072 6.8027314536222412e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 1.7594873028299892e-05
4096 1.1737771612864108e-05
8192 1.5644673076422662e-05
16384 2.7034571332839311e-05
32768 2.0837927041774397e-05
65536 2.3158187169871359e-05
131072 2.2113833723401674e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 1.3053156784958816e-06
4096 6.075696568258597e-06
8192 3.6264643172607146e-06
16384 1.5824008893813132e-05
32768 2.6798501383593475e-06
65536 2.1607344991120068e-05
131072 8.480833147872434e-06
EOD
set title "samu dnu: vs_canonical against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.8231639942109699e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dnu.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.230 [-0.045, 0.505]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.064 [-0.154, 0.283]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.301 [0.160, 0.442]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.308 [0.176, 0.440]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.310 [0.169, 0.452]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.301 [0.160, 0.442]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.308 [0.176, 0.440]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.310 [0.169, 0.452]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.178 [-0.004, 0.360]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.304 [0.102, 0.506]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.301 [0.160, 0.442]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.404 [-0.200, 1.009]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.408 [-0.201, 1.016]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.399 [-0.198, 0.996]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.404 [-0.200, 1.009]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.408 [-0.201, 1.016]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.399 [-0.198, 0.996]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.379 [-0.266, 1.023]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.120 [-0.045, 0.285]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.404 [-0.200, 1.009]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dnu.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dnu.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
