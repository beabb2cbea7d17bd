# samu_y_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_vs_canonical.gp  (writes samu_y_vs_canonical.png and samu_y_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_y_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_y_vs_canonical.svg"
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
2048 4.6208642582677615e-05
4096 5.1428682267647844e-05
8192 5.5718962629134198e-05
16384 5.4560989628034034e-05
32768 4.7720896993634647e-05
65536 5.5183855228455346e-05
131072 5.1893120621532551e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 5.5109996992559443e-05
4096 5.0992621870943367e-05
8192 5.2259902131503528e-05
16384 5.0928405219313051e-05
32768 4.9770855502455077e-05
65536 5.2273357805749994e-05
131072 5.0412339338304822e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.6673679667707647e-05
4096 2.9750833485351102e-05
8192 2.9279465199615255e-05
16384 2.658596239345756e-05
32768 2.5923824456444855e-05
65536 2.6767513989639292e-05
131072 2.5945478051590999e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 2.6163384194890088e-05
4096 2.9316016943624914e-05
8192 2.8786417964483819e-05
16384 2.5680193248393915e-05
32768 2.5749976523401093e-05
65536 2.6543904975660551e-05
131072 2.590417483890505e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 2.6673679667707647e-05
4096 2.9750833485351102e-05
8192 2.9279465199615255e-05
16384 2.658596239345756e-05
32768 2.5923824456444855e-05
65536 2.6767513989639292e-05
131072 2.5945478051590999e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 2.6878802119364879e-05
4096 2.5836017580719017e-05
8192 2.9475131935071549e-05
16384 2.5832694666714572e-05
32768 2.5071050107214992e-05
65536 2.6164995965762949e-05
131072 2.5770212361966092e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 2.6667500604512573e-05
4096 2.5869247351352497e-05
8192 2.9275882274265087e-05
16384 2.6031800596254725e-05
32768 2.5185375809148466e-05
65536 2.6115430242956842e-05
131072 2.5799393623055759e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 2.6878802119364879e-05
4096 2.5836017580719017e-05
8192 2.9475131935071549e-05
16384 2.5832694666714572e-05
32768 2.5071050107214992e-05
65536 2.6164995965762949e-05
131072 2.5770212361966092e-05
EOD
set title "samu y: vs_canonical against L (regime init)\nsamu.y.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6666666666666669e-06:0.00016715688788740261]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.y.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.017 [-0.035, 0.070]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.014 [-0.034, 0.007]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.021 [-0.057, 0.014]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.018 [-0.055, 0.020]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.021 [-0.057, 0.014]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.014 [-0.051, 0.024]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.012 [-0.047, 0.023]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.014 [-0.051, 0.024]", \
     5.0000000000000004e-06 with lines lw 2 dt 4 lc rgb "#7030A0" title "study gate 5e-6 (H800 study: BF16 output against its canonical FP32 path)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
