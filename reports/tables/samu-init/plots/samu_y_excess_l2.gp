# samu_y_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
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
2048 4.6208458797253412e-05
4096 5.1428634200263306e-05
8192 5.5718730463163919e-05
16384 5.4560874313652021e-05
32768 4.7720793282721383e-05
65536 5.5183784657665093e-05
131072 5.1893035879511865e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 5.5109954154470099e-05
4096 5.0992481638956957e-05
8192 5.2259811278501459e-05
16384 5.0928375112335919e-05
32768 4.9770770177414093e-05
65536 5.2273290334423677e-05
131072 5.0412266389297283e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 4.7116981810983616e-05
4096 5.1434370618560807e-05
8192 5.6165132364965466e-05
16384 5.341948192560718e-05
32768 4.7487563007163786e-05
65536 5.4949070451989361e-05
131072 5.1591545408703296e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 4.6858888768942513e-05
4096 5.1963867288025133e-05
8192 5.5993065256021348e-05
16384 5.3686978075211453e-05
32768 4.7527772177495618e-05
65536 5.4994677911737477e-05
131072 5.1456191710860521e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 4.7116981810983616e-05
4096 5.1434370618560807e-05
8192 5.6165132364965466e-05
16384 5.341948192560718e-05
32768 4.7487563007163786e-05
65536 5.4949070451989361e-05
131072 5.1591545408703296e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 5.632232921261908e-05
4096 5.0114927255689903e-05
8192 5.3116641771796226e-05
16384 5.0100981664601297e-05
32768 4.973665467256073e-05
65536 5.2025363110197059e-05
131072 5.0552647862841451e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 5.6385557031770918e-05
4096 5.0338948014097662e-05
8192 5.2821091025785604e-05
16384 5.0350837179056687e-05
32768 4.9680266818868112e-05
65536 5.205914768874275e-05
131072 5.0588767415833345e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 5.632232921261908e-05
4096 5.0114927255689903e-05
8192 5.3116641771796226e-05
16384 5.0100981664601297e-05
32768 4.973665467256073e-05
65536 5.2025363110197059e-05
131072 5.0552647862841451e-05
EOD
set title "samu y: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.5402819599084472e-05:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.y.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.017 [-0.035, 0.070]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.014 [-0.034, 0.007]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.012 [-0.038, 0.062]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.012 [-0.039, 0.063]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.012 [-0.038, 0.062]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.016 [-0.045, 0.013]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.016 [-0.044, 0.011]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.016 [-0.045, 0.013]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.y.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.y.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
