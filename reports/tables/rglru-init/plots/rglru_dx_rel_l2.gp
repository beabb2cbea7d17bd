# rglru_dx_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_rel_l2.gp  (writes rglru_dx_rel_l2.png and rglru_dx_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_dx_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dx_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.0016578075337166274
4096 0.0016576331929350628
8192 0.001658683182900587
16384 0.0016573292393091943
32768 0.0016587109467183186
65536 0.0016586837130995521
131072 0.0016584707155501083
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016590047849347755
4096 0.0016589443892457395
8192 0.0016582266528610418
16384 0.0016583735710612936
32768 0.0016583013097162019
65536 0.0016584692019693962
131072 0.0016585803112224658
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016578075295005268
4096 0.0016576331894648162
8192 0.001658683179328382
16384 0.0016573292356822724
32768 0.0016587109419331902
65536 0.0016586837092127196
131072 0.0016584707112088962
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016590047812595806
4096 0.0016589443861602647
8192 0.0016582266491233387
16384 0.001658373567276202
32768 0.0016583013058638571
65536 0.001658469197393352
131072 0.0016585803073029591
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016578075333760055
4096 0.0016576331918775028
8192 0.0016586831820260357
16384 0.0016573292382675798
32768 0.0016587109455214527
65536 0.0016586837123270038
131072 0.0016584707145651087
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016578075326481082
4096 0.0016576331917686014
8192 0.0016586831818747529
16384 0.0016573292384350303
32768 0.0016587109456061844
65536 0.0016586837123939654
131072 0.0016584707146612317
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s7 << EOD
2048 0.0016590047834701674
4096 0.0016589443902115476
8192 0.0016582266519170612
16384 0.0016583735698510369
32768 0.0016583013090869065
65536 0.0016584692005240168
131072 0.0016585803104272787
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s8 << EOD
2048 0.0016590047833753088
4096 0.0016589443900909733
8192 0.0016582266521289648
16384 0.0016583735697331973
32768 0.0016583013089980845
65536 0.0016584692006416076
131072 0.0016585803104624567
EOD
set title "rglru dx: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055244307856075752:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.dx.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.000 [-0.000, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.000 [-0.000, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.000 [-0.000, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.000 [-0.000, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md rglru.dx.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md rglru.dx.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
