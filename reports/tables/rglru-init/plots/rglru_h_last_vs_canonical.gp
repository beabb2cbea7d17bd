# rglru_h_last_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_vs_canonical.gp  (writes rglru_h_last_vs_canonical.png and rglru_h_last_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_h_last_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_vs_canonical.svg"
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
2048 1.2408430758789877e-07
4096 1.2449803587876167e-07
8192 1.2121532671703034e-07
16384 1.1747466478847381e-07
32768 1.1722604110374381e-07
65536 1.1519402372966325e-07
131072 1.2855768448387241e-07
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.2564870363102287e-07
4096 1.1704998138080984e-07
8192 1.2845871335521813e-07
16384 1.1721304486106781e-07
32768 1.2153832072367891e-07
65536 1.228222502053099e-07
131072 1.2523377014787108e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.2392525704825147e-07
4096 1.1947245746789654e-07
8192 1.1587440361877185e-07
16384 1.0993500629116574e-07
32768 1.0732322742732854e-07
65536 1.1366628818550937e-07
131072 1.3305304662436453e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.1906425114646488e-07
4096 1.1946443610684774e-07
8192 1.1447797532319489e-07
16384 1.0976550126872703e-07
32768 1.0795187062570876e-07
65536 1.1422757230045343e-07
131072 1.3430858131682545e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 1.2309415079198072e-07
4096 1.112929522140468e-07
8192 1.2495563651602769e-07
16384 1.1892822171944616e-07
32768 1.1704370209460114e-07
65536 1.1441690069631567e-07
131072 1.1789392777862668e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.220060712644227e-07
4096 1.1014187980986689e-07
8192 1.249715256864478e-07
16384 1.2131079016905279e-07
32768 1.1518834217240909e-07
65536 1.1482278623590012e-07
131072 1.1837192090017563e-07
EOD
set title "rglru h_last: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.5774409142442845e-08:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.h_last.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.004 [-0.034, 0.026]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.002 [-0.025, 0.029]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.002 [-0.055, 0.058]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.011 [-0.043, 0.065]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.007 [-0.037, 0.022]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.005 [-0.037, 0.028]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.h_last.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.h_last.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
