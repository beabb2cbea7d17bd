# rglru_dv_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_rel_l2.gp  (writes rglru_dv_rel_l2.png and rglru_dv_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_dv_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dv_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.0016581553918574119
4096 0.0016595665275102704
8192 0.0016589413664515192
16384 0.0016592481523986884
32768 0.0016582490930735258
65536 0.0016583685550576009
131072 0.0016589701296330103
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.00166037593021501
4096 0.0016569834999488079
8192 0.0016576702330893074
16384 0.0016595855286149737
32768 0.0016594775050009843
65536 0.0016584386343415217
131072 0.0016591179110309743
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016581553217697356
4096 0.0016595664406708699
8192 0.0016589411676375177
16384 0.0016592480012023415
32768 0.0016582488094119673
65536 0.0016583682358640845
131072 0.0016589698820920996
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016603758470892988
4096 0.0016569833501022683
8192 0.0016576700687119502
16384 0.0016595853352424578
32768 0.001659477222182827
65536 0.0016584383235335848
131072 0.0016591175306639346
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016581553361121773
4096 0.0016595664474375769
8192 0.0016589411814071501
16384 0.0016592480114633753
32768 0.0016582488241908659
65536 0.0016583682500445518
131072 0.0016589698971178576
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016581553446097452
4096 0.0016595664587261136
8192 0.0016589411856412265
16384 0.0016592480175585968
32768 0.0016582488244950193
65536 0.0016583682536566561
131072 0.0016589698981010251
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s7 << EOD
2048 0.0016581553268112149
4096 0.0016595664498703921
8192 0.0016589411812402118
16384 0.0016592480130700386
32768 0.0016582488214925135
65536 0.001658368251114717
131072 0.0016589698969081783
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s8 << EOD
2048 0.0016581553351712986
4096 0.0016595664579917091
8192 0.001658941181212016
16384 0.0016592480170279471
32768 0.0016582488237677022
65536 0.0016583682540410691
131072 0.0016589698974130485
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s9 << EOD
2048 0.0016603758576844352
4096 0.0016569833658339349
8192 0.0016576700827285065
16384 0.0016595853500899797
32768 0.0016594772352789373
65536 0.0016584383371239006
131072 0.0016591175459937386
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s10 << EOD
2048 0.0016603758607422771
4096 0.0016569833710358419
8192 0.0016576700828888084
16384 0.0016595853504031575
32768 0.0016594772386457706
65536 0.0016584383399703454
131072 0.0016591175485216091
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 0.0016603758577087705
4096 0.0016569833638868617
8192 0.0016576700819552622
16384 0.001659585349924476
32768 0.0016594772354244561
65536 0.0016584383377020256
131072 0.0016591175458579388
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 0.0016603758584741528
4096 0.0016569833720440495
8192 0.0016576700810123272
16384 0.0016595853488529475
32768 0.0016594772390516037
65536 0.0016584383400622142
131072 0.0016591175483839462
EOD
set title "rglru dv: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055232778336742271:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.dv.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.000 [-0.000, 0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.000 [-0.001, 0.001]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.000 [-0.000, 0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.000 [-0.001, 0.001]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.000 [-0.000, 0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.000 [-0.000, 0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = -0.000 [-0.000, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = -0.000 [-0.000, 0.000]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.000 [-0.001, 0.001]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.000 [-0.001, 0.001]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.000 [-0.001, 0.001]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.000 [-0.001, 0.001]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md rglru.dv.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md rglru.dv.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
