# samu_y_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_excess_l2.gp  (writes samu_y_excess_l2.png and samu_y_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_y_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_y_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 0.0001997634610721151
4096 0.0002164753743695001
8192 0.00022675701774603466
16384 0.00022761494263836703
32768 0.00023532447060359692
65536 0.00023398433784756705
131072 0.00023598640669810086
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 0.00019777600469816559
4096 0.00021781490831520664
8192 0.00022951650063202214
16384 0.00022889227888371779
32768 0.0002338217333283123
65536 0.0002340942404131331
131072 0.00023406273974541992
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 0.00019899707205991629
4096 0.00021477249269965124
8192 0.00022665087539766967
16384 0.00022769146025906925
32768 0.00023519881972852404
65536 0.00023397438444766903
131072 0.00023597173695874825
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 0.00019853096960831775
4096 0.00021535526732900006
8192 0.00022660344909904997
16384 0.00022757247662109727
32768 0.00023519780076934502
65536 0.00023393777769374779
131072 0.00023601407124853476
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 0.00019899707205991629
4096 0.00021477249269965124
8192 0.00022665087539766967
16384 0.00022769146025906925
32768 0.00023519881972852404
65536 0.00023397438444766903
131072 0.00023597173695874825
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 0.00019893135522333589
4096 0.00021514373838413549
8192 0.00022559477632494741
16384 0.00022769238721770074
32768 0.00023473667778646975
65536 0.00023388722863472468
131072 0.00023548302050710365
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.00019837199254964941
4096 0.00021507923033138164
8192 0.00022525814249347607
16384 0.00022790922899320319
32768 0.00023466685985013694
65536 0.00023397830696810659
131072 0.00023561926777090331
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 0.00019893135522333589
4096 0.00021514373838413549
8192 0.00022559477632494741
16384 0.00022769238721770074
32768 0.00023473667778646975
65536 0.00023388722863472468
131072 0.00023548302050710365
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 0.000197661369511518
4096 0.00021678006038919852
8192 0.00022966832844472393
16384 0.00022889667431469615
32768 0.0002337682627944568
65536 0.00023386924629064827
131072 0.00023396858849492101
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 0.00019788254244185763
4096 0.00021694546966281191
8192 0.00022960584054740947
16384 0.00022918960917470342
32768 0.00023367155342630426
65536 0.00023396214609042504
131072 0.00023400217811106379
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 0.000197661369511518
4096 0.00021678006038919852
8192 0.00022966832844472393
16384 0.00022889667431469615
32768 0.0002337682627944568
65536 0.00023386924629064827
131072 0.00023396858849492101
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 0.00019825212846339736
4096 0.00021594684937270675
8192 0.00022944007791226496
16384 0.00022920632032037109
32768 0.00023349463847084376
65536 0.00023363127935137397
131072 0.00023394397189530183
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 0.00019885908402011258
4096 0.00021588382444365058
8192 0.00022961115377089593
16384 0.00022911648314852254
32768 0.00023358914439867534
65536 0.00023364806318764328
131072 0.00023384372819018845
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 0.00019825212846339736
4096 0.00021594684937270675
8192 0.00022944007791226496
16384 0.00022920632032037109
32768 0.00023349463847084376
65536 0.00023363127935137397
131072 0.00023394397189530183
EOD
set title "samu y: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.5887123170505995e-05:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.y.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.036 [0.015, 0.057]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.034 [0.008, 0.061]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.037 [0.016, 0.058]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.037 [0.015, 0.059]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.037 [0.016, 0.058]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.037 [0.016, 0.058]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.037 [0.016, 0.059]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.037 [0.016, 0.058]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.035 [0.008, 0.061]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.035 [0.008, 0.061]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.035 [0.008, 0.061]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.035 [0.009, 0.060]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.034 [0.009, 0.059]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.035 [0.009, 0.060]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.y.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.y.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
