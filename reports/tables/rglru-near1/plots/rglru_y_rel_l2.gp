# rglru_y_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_rel_l2.gp  (writes rglru_y_rel_l2.png and rglru_y_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_y_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_y_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.001659535322205355
4096 0.0016492553755827345
8192 0.0016626485928056586
16384 0.0016624444165370331
32768 0.0016611650892085475
65536 0.0016624358046715682
131072 0.0016614533043423001
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016681912727276652
4096 0.0016620542755670024
8192 0.0016631492326292777
16384 0.0016613635530636206
32768 0.0016615864621126123
65536 0.0016618452200738928
131072 0.0016621678558777241
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016595350770583408
4096 0.0016492551440171516
8192 0.0016626481700618783
16384 0.0016624440475177637
32768 0.0016611646546886806
65536 0.0016624352751379047
131072 0.0016614527833313879
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016681910871107397
4096 0.0016620540054796329
8192 0.0016631488147077673
16384 0.0016613631684110842
32768 0.0016615860688995896
65536 0.0016618447221316333
131072 0.0016621673240648778
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.001659535086537685
4096 0.0016492551510980335
8192 0.001662648180693256
16384 0.0016624440610427595
32768 0.0016611646671724808
65536 0.0016624352884972039
131072 0.0016614527966241749
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016595351033337905
4096 0.0016492551949270115
8192 0.0016626482675597052
16384 0.0016624459279033746
32768 0.0016611702198221336
65536 0.0016624372019456522
131072 0.0016614567841984537
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s7 << EOD
2048 0.0016595350829012884
4096 0.0016492551579175407
8192 0.0016626481820229853
16384 0.0016624440607828788
32768 0.0016611646666668703
65536 0.0016624352892577884
131072 0.0016614527974541757
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s8 << EOD
2048 0.0016595351014213752
4096 0.0016492552013059312
8192 0.0016626482838409523
16384 0.0016624459383473174
32768 0.0016611702152486503
65536 0.0016624372002539609
131072 0.0016614567690878073
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s9 << EOD
2048 0.0016681910965590165
4096 0.0016620540155951817
8192 0.0016631488285638943
16384 0.0016613631837730069
32768 0.0016615860807484267
65536 0.0016618447341352172
131072 0.0016621673368330252
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s10 << EOD
2048 0.0016681911058337884
4096 0.001662054036103678
8192 0.0016631489188850524
16384 0.0016613647171547698
32768 0.001661587266593682
65536 0.0016618478260673787
131072 0.001662169638053682
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 0.0016681910977002254
4096 0.0016620540177181727
8192 0.0016631488285432576
16384 0.0016613631833010754
32768 0.0016615860811597962
65536 0.0016618447341052527
131072 0.001662167337148092
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 0.0016681911044735983
4096 0.0016620540353735672
8192 0.0016631489165928142
16384 0.0016613647097360102
32768 0.0016615872809584303
65536 0.0016618478294375481
131072 0.0016621696372188792
EOD
set title "rglru y: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.0005497517146723839:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.y.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.001 [-0.001, 0.003]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.001 [-0.001, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.001 [-0.001, 0.003]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.001 [-0.001, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.001 [-0.001, 0.003]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.001 [-0.001, 0.003]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.001 [-0.001, 0.003]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.001 [-0.001, 0.003]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.001 [-0.001, 0.000]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.001 [-0.001, 0.000]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = -0.001 [-0.001, 0.000]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = -0.001 [-0.001, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md rglru.y.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md rglru.y.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
