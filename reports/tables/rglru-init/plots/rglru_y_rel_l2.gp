# rglru_y_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
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
2048 0.0016589796517909277
4096 0.0016612480203165203
8192 0.0016593194888278528
16384 0.0016601004519002343
32768 0.0016601494727445435
65536 0.0016602658071706322
131072 0.0016602850841769073
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016591474042089776
4096 0.0016609368412232692
8192 0.001659657910237998
16384 0.0016600162692841495
32768 0.0016601561225346262
65536 0.0016600742136693781
131072 0.0016602146614998492
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016589796457340245
4096 0.0016612480153953262
8192 0.0016593194852326965
16384 0.0016601004475428015
32768 0.0016601494670517131
65536 0.0016602658026795931
131072 0.0016602850788604178
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016591473984106904
4096 0.0016609368366892962
8192 0.0016596579051940843
16384 0.0016600162640653107
32768 0.0016601561173137064
65536 0.0016600742081260573
131072 0.0016602146568956417
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016589796508389969
4096 0.0016612480191678554
8192 0.0016593194879257042
16384 0.0016601004509117063
32768 0.0016601494705944313
65536 0.0016602658060130499
131072 0.0016602850823971239
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016589796494563939
4096 0.0016612480191568089
8192 0.0016593194878526049
16384 0.0016601004506707228
32768 0.0016601494706668634
65536 0.001660265806048886
131072 0.0016602850824298571
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s7 << EOD
2048 0.0016591474018243489
4096 0.0016609368407282379
8192 0.0016596579079367537
16384 0.0016600162672955293
32768 0.001660156121106792
65536 0.0016600742116057502
131072 0.0016602146601124299
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s8 << EOD
2048 0.0016591474017216515
4096 0.0016609368408402817
8192 0.0016596579079949654
16384 0.0016600162673222557
32768 0.0016601561210461263
65536 0.001660074211664051
131072 0.0016602146601410301
EOD
set title "rglru y: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055299321524467484:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.y.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md rglru.y.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md rglru.y.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
