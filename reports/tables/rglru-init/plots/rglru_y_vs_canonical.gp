# rglru_y_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_vs_canonical.gp  (writes rglru_y_vs_canonical.png and rglru_y_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_y_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_y_vs_canonical.svg"
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
2048 2.3669123109562444e-05
4096 2.4325027338668613e-05
8192 1.9920099712450484e-05
16384 2.1683478529199124e-05
32768 2.4238772570253371e-05
65536 2.1967743748472946e-05
131072 2.2671797965125549e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.0194922859999387e-05
4096 2.1277389403849677e-05
8192 2.2715263584188772e-05
16384 2.2239359556557699e-05
32768 2.2772795253922916e-05
65536 2.3131502490621523e-05
131072 2.1936166608921793e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.3628388104283287e-05
4096 1.8124676491435205e-05
8192 1.6029696512619236e-05
16384 1.8793088700223691e-05
32768 1.8517516003335457e-05
65536 1.9228136260380115e-05
131072 2.009270303520707e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 2.0862869539089449e-05
4096 1.8014420530069254e-05
8192 1.5756283657140399e-05
16384 1.815379290539446e-05
32768 1.8753687667282277e-05
65536 1.9052715388298466e-05
131072 2.0273154811482753e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 1.9548193338299953e-05
4096 1.9038050992832264e-05
8192 1.805025676157857e-05
16384 1.9751650110558084e-05
32768 2.0373122723455228e-05
65536 1.929191380838528e-05
131072 1.8990379605123227e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 2.0040356724900952e-05
4096 1.9916916009044028e-05
8192 1.8533367986619756e-05
16384 1.9356420340195921e-05
32768 2.0687701751997444e-05
65536 1.9593918667940971e-05
131072 1.8959978387986936e-05
EOD
set title "rglru y: vs_canonical against L (regime init)\nrglru.y.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6666666666666669e-06:7.2975082016005842e-05]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.y.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.007 [-0.062, 0.047]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.022 [-0.005, 0.048]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.012 [-0.101, 0.078]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.010 [-0.059, 0.080]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.003 [-0.026, 0.032]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.005 [-0.032, 0.023]", \
     5.0000000000000004e-06 with lines lw 2 dt 4 lc rgb "#7030A0" title "study gate 5e-6 (H800 study: BF16 output against its canonical FP32 path)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
