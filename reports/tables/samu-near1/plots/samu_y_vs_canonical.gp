# samu_y_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
2048 0.00019976367042952498
4096 0.00021647625953506491
8192 0.00022675703796252859
16384 0.00022761534917856534
32768 0.00023532477493284717
65536 0.00023398477148490554
131072 0.00023598669206023807
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 0.00019777648037153144
4096 0.00021781547241549984
8192 0.00022951708833929556
16384 0.00022889263760622538
32768 0.00023382226609959232
65536 0.00023409458456235323
131072 0.00023406304417126375
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 6.4536360252685369e-05
4096 6.7218883784692042e-05
8192 6.6653376337700559e-05
16384 6.9951454197344267e-05
32768 6.9531200362395968e-05
65536 7.0627526967253484e-05
131072 6.9806200997076664e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 6.3267553599934099e-05
4096 6.5841728998501358e-05
8192 6.762217161791836e-05
16384 6.9039351035798507e-05
32768 6.9479342329565604e-05
65536 6.9735112072415471e-05
131072 6.9502772550616794e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 6.4536360252685369e-05
4096 6.7218883784692042e-05
8192 6.6653376337700559e-05
16384 6.9951454197344267e-05
32768 6.9531200362395968e-05
65536 7.0627526967253484e-05
131072 6.9806200997076664e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 7.1182514364205698e-05
4096 7.7323407829705125e-05
8192 8.9160645977480308e-05
16384 8.1882713739228296e-05
32768 8.5216093274266341e-05
65536 8.7116212665410249e-05
131072 8.5861996089704965e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 7.5791267866885187e-05
4096 7.7415431843066816e-05
8192 8.9588461505831133e-05
16384 8.1833359874175206e-05
32768 8.5831484617377042e-05
65536 8.6893394391079646e-05
131072 8.5898047181929502e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 7.1182514364205698e-05
4096 7.7323407829705125e-05
8192 8.9160645977480308e-05
16384 8.1882713739228296e-05
32768 8.5216093274266341e-05
65536 8.7116212665410249e-05
131072 8.5861996089704965e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 6.4217933771316873e-05
4096 6.9331713592593453e-05
8192 6.7518052763471014e-05
16384 6.6932731786779952e-05
32768 6.9527351519907502e-05
65536 6.9119402499004477e-05
131072 6.9577673903251021e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 6.3864716207756781e-05
4096 6.9031168585639667e-05
8192 6.6977161334415058e-05
16384 6.7093292387178599e-05
32768 6.9573721852362206e-05
65536 6.8932118380182484e-05
131072 6.9327133252408926e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 6.4217933771316873e-05
4096 6.9331713592593453e-05
8192 6.7518052763471014e-05
16384 6.6932731786779952e-05
32768 6.9527351519907502e-05
65536 6.9119402499004477e-05
131072 6.9577673903251021e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 8.3232507628397168e-05
4096 8.1428438497362492e-05
8192 7.9483802616541288e-05
16384 8.6908645804371069e-05
32768 8.5950561060787702e-05
65536 8.0892150795871257e-05
131072 8.6559316308913384e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 8.182921064340828e-05
4096 8.1807932515152578e-05
8192 7.885832795528036e-05
16384 8.6511660986673814e-05
32768 8.5555373183858642e-05
65536 8.0790622098460667e-05
131072 8.6414566168873167e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 8.3232507628397168e-05
4096 8.1428438497362492e-05
8192 7.9483802616541288e-05
16384 8.6908645804371069e-05
32768 8.5950561060787702e-05
65536 8.0892150795871257e-05
131072 8.6559316308913384e-05
EOD
set title "samu y: vs_canonical against L (regime near1)\nsamu.y.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6666666666666669e-06:0.00070796007618071418]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.y.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.036 [0.015, 0.057]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.034 [0.008, 0.061]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.019 [0.007, 0.031]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.022 [0.009, 0.034]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.019 [0.007, 0.031]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.039 [-0.002, 0.080]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.029 [-0.006, 0.064]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.039 [-0.002, 0.080]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.014 [-0.003, 0.030]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.014 [-0.002, 0.031]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.014 [-0.003, 0.030]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.009 [-0.016, 0.035]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.011 [-0.014, 0.036]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.009 [-0.016, 0.035]", \
     5.0000000000000004e-06 with lines lw 2 dt 4 lc rgb "#7030A0" title "study gate 5e-6 (H800 study: BF16 output against its canonical FP32 path)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
