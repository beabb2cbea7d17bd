# samu_dx_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_excess_l2.gp  (writes samu_dx_excess_l2.png and samu_dx_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dx_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dx_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 0.00022723409425632555
4096 0.0002095269313601661
8192 0.00024833439987983992
16384 0.00024009739135862356
32768 0.00025089493132126424
65536 0.00023551353745167726
131072 0.00025941609808922646
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 0.00019452947858391076
4096 0.00022035789544594931
8192 0.0002436105805490902
16384 0.00023917589636884531
32768 0.00024145427622047683
65536 0.00024798027642100785
131072 0.00025155937811681623
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 0.00022701805078048691
4096 0.000208572050834166
8192 0.0002476033770718181
16384 0.0002406246779710779
32768 0.00025076712488092797
65536 0.0002355350682071038
131072 0.00025922553007351777
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 0.00022770875677709018
4096 0.00020824333736078397
8192 0.0002479204873766443
16384 0.00024071147934191149
32768 0.000250753474565451
65536 0.00023559479359282405
131072 0.00025920444633271988
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 0.00022705659490298858
4096 0.00020818839033253677
8192 0.00024760435136292406
16384 0.00024081275758966553
32768 0.00025069574536913669
65536 0.0002356073901532063
131072 0.00025919877701930554
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 0.00021614018642680824
4096 0.00020880144405376213
8192 0.00023965158596465653
16384 0.00023991368194091592
32768 0.00024686220920696451
65536 0.00023560859752307843
131072 0.00025792177529299
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.00021785691600508664
4096 0.00020836374587502977
8192 0.00024011717867587908
16384 0.00023986992792458228
32768 0.00024708504041961332
65536 0.00023566216651619689
131072 0.00025794596939386584
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 0.00021761812956960384
4096 0.00020838529867243426
8192 0.00023928556598831142
16384 0.00024010388515290117
32768 0.00024710531615788211
65536 0.00023566618260281543
131072 0.00025804812372633395
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 0.00019416330866514831
4096 0.00021903059470383329
8192 0.0002434698696122248
16384 0.00023930364987513389
32768 0.00024167677753473833
65536 0.00024803591591089061
131072 0.00025153492098673033
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 0.00019373521561949204
4096 0.00021938443026066497
8192 0.00024320506966557173
16384 0.000239398443094757
32768 0.00024171073882002181
65536 0.00024789515460413791
131072 0.00025150616081064787
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 0.00019298572492402983
4096 0.00021920697225796096
8192 0.0002432556073058766
16384 0.00023932283408002221
32768 0.00024168789890205439
65536 0.00024802297457247424
131072 0.00025149679917975377
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 0.00018810692443279274
4096 0.00022164425506204926
8192 0.00023522545315408515
16384 0.00023955834907199439
32768 0.00024451770711223083
65536 0.00024845837246686303
131072 0.00025027458342877104
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 0.00018888075341938449
4096 0.00022212722965672338
8192 0.00023519238673319487
16384 0.00023952498824049331
32768 0.00024469992346010745
65536 0.00024857358254656354
131072 0.00025035521135601283
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 0.00018813424747870318
4096 0.00022223576676247081
8192 0.00023531788589151447
16384 0.00023954433676775741
32768 0.00024472188143723992
65536 0.00024840533620727593
131072 0.00025031594287728491
EOD
set title "samu dx: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.2702308144264252e-05:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dx.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.033 [-0.006, 0.073]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.051 [0.015, 0.088]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.034 [-0.006, 0.074]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.033 [-0.007, 0.074]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.034 [-0.006, 0.074]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.041 [0.010, 0.072]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.040 [0.008, 0.072]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.041 [0.009, 0.072]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.052 [0.016, 0.089]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.053 [0.015, 0.090]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.053 [0.015, 0.091]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.058 [0.019, 0.097]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.057 [0.019, 0.095]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.058 [0.018, 0.097]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dx.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dx.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
