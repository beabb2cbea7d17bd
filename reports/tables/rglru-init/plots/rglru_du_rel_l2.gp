# rglru_du_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_rel_l2.gp  (writes rglru_du_rel_l2.png and rglru_du_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_du_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_du_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.0016584676775044762
4096 0.001658748173375712
8192 0.0016588058370278146
16384 0.001659481059955264
32768 0.0016589925412955166
65536 0.0016581705985486044
131072 0.0016594448932384625
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016613409139759568
4096 0.0016588291785412698
8192 0.0016589027684193874
16384 0.0016591176582465015
32768 0.0016590909481921008
65536 0.0016585807514200095
131072 0.0016584684868647694
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016584676749734281
4096 0.0016587481690265864
8192 0.0016588058326015608
16384 0.0016594810557040776
32768 0.0016589925350088402
65536 0.0016581705932164474
131072 0.0016594448884439473
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016613409096671921
4096 0.0016588291757663909
8192 0.0016589027640203486
16384 0.0016591176541022566
32768 0.0016590909431768908
65536 0.0016585807464025507
131072 0.0016584684823466689
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016584676773999246
4096 0.0016587481731594016
8192 0.0016588058352699281
16384 0.0016594810601041009
32768 0.0016589925404277654
65536 0.0016581705980443693
131072 0.0016594448922626036
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016584676772799008
4096 0.00165874817309354
8192 0.0016588058353736992
16384 0.0016594810598291594
32768 0.0016589925402155849
65536 0.0016581705978790952
131072 0.0016594448922671395
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s7 << EOD
2048 0.0016613409163003722
4096 0.0016588291785396541
8192 0.0016589027670949
16384 0.0016591176570889992
32768 0.0016590909468411443
65536 0.0016585807500732182
131072 0.0016584684858779383
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s8 << EOD
2048 0.0016613409162682651
4096 0.0016588291787295387
8192 0.0016589027673150302
16384 0.0016591176570484585
32768 0.0016590909467331186
65536 0.0016585807500776278
131072 0.0016584684859018508
EOD
set title "rglru du: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055272353107214912:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.du.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.000 [-0.001, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.000 [-0.001, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.000 [-0.001, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.000 [-0.001, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md rglru.du.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md rglru.du.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
