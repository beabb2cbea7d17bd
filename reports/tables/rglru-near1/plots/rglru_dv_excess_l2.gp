# rglru_dv_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_excess_l2.gp  (writes rglru_dv_excess_l2.png and rglru_dv_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dv_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dv_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 5.2278331431553118e-05
4096 4.2283732092519156e-05
8192 5.8507355485412978e-05
16384 5.1659561929953227e-05
32768 5.2143587515257349e-05
65536 5.5616585495763747e-05
131072 5.2708303202997503e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 4.7542882508808293e-05
4096 5.5153126878161357e-05
8192 5.10190356490131e-05
16384 5.1412867944007615e-05
32768 5.4077859986472277e-05
65536 5.4979929114796151e-05
131072 5.6372664119187895e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 4.0612191787629652e-05
4096 2.102626295481659e-05
8192 3.3044544263686214e-05
16384 2.8028921685732961e-05
32768 2.9098563266116049e-05
65536 3.0599093512434629e-05
131072 2.9649687037658546e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 4.7355359757546971e-05
4096 2.899770684267223e-05
8192 3.4392226241829272e-05
16384 3.0974938464722429e-05
32768 2.952986740203361e-05
65536 3.1007149693732558e-05
131072 2.9967306372555529e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s7 << EOD
2048 3.2105942040949437e-05
4096 2.3384510687967533e-05
8192 3.1845164128790837e-05
16384 2.9133616713756879e-05
32768 2.6866342028318116e-05
65536 3.1679462941541031e-05
131072 2.9330819685184201e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 4.0976420667000415e-05
4096 2.9291352727070209e-05
8192 3.2409056920069922e-05
16384 3.0401536301072872e-05
32768 2.8958289901613491e-05
65536 3.090439501084783e-05
131072 2.9783991333211059e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s9 << EOD
2048 2.7981858579972501e-05
4096 3.0376741510327565e-05
8192 2.8670792028429371e-05
16384 3.2751073089122298e-05
32768 2.9849360889884127e-05
65536 2.8225194727171862e-05
131072 3.159749159390167e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s10 << EOD
2048 2.9093927532474767e-05
4096 3.3517924452938934e-05
8192 3.0478781885001008e-05
16384 3.0622214047241851e-05
32768 3.1208573003257252e-05
65536 2.8713392956140112e-05
131072 3.2317878199645209e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 2.7405280468422974e-05
4096 3.1986554181163499e-05
8192 2.8260067089135324e-05
16384 3.2382723431649474e-05
32768 2.9769961107484359e-05
65536 2.8506657588236835e-05
131072 3.1624153324265299e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 2.8227082350240545e-05
4096 3.394701369682001e-05
8192 2.8796438937523457e-05
16384 2.9313695385203442e-05
32768 3.2031376931990508e-05
65536 2.9202980648443867e-05
131072 3.2013432389267206e-05
EOD
set title "rglru dv: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.0087543182721968e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dv.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.024 [-0.049, 0.096]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.029 [-0.002, 0.060]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.017 [-0.167, 0.134]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.072 [-0.175, 0.032]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.009 [-0.079, 0.096]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = -0.050 [-0.122, 0.023]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.013 [-0.030, 0.056]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.002 [-0.040, 0.043]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.013 [-0.036, 0.062]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.009 [-0.043, 0.062]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.dv.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.dv.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
