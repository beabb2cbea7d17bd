# samu_dz0_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_vs_canonical.gp  (writes samu_dz0_vs_canonical.png and samu_dz0_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dz0_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dz0_vs_canonical.svg"
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
2048 2.6201609047075791e-06
4096 3.921416988885166e-06
8192 7.3810353035474179e-06
16384 7.4726622525693318e-06
32768 4.309689523451415e-06
65536 4.8395964514638515e-06
131072 2.8820484054528668e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 5.6427895598929552e-06
4096 4.2793501554556247e-06
8192 3.8369135645636192e-06
16384 5.352643485571208e-06
32768 3.7454619081640519e-06
65536 3.3480141610128465e-06
131072 3.1930507197379593e-06
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 4.3246656566102693e-07
4096 4.4703873810227625e-07
8192 5.6764144358133752e-07
16384 4.9312164655483999e-07
32768 4.3288499411346806e-07
65536 7.2815865514247139e-07
131072 4.7491850833001675e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 4.3143403248238681e-07
4096 4.4437628961851399e-07
8192 5.2669416715891523e-07
16384 4.9809652942243614e-07
32768 4.6367585216538384e-07
65536 6.9700304627850421e-07
131072 4.1944615266228953e-07
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 4.3143403248238681e-07
4096 4.4437628961851399e-07
8192 5.2669416715891523e-07
16384 4.9809652942243614e-07
32768 4.6367585216538384e-07
65536 6.9700304627850421e-07
131072 4.1944615266228953e-07
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 5.2008917634303714e-07
4096 4.7567673590533216e-07
8192 4.6851915425879267e-07
16384 5.4325204949193161e-07
32768 5.2472875798308947e-07
65536 4.7124918748359261e-07
131072 4.983000352292541e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 5.0440319981796092e-07
4096 4.7927949107777673e-07
8192 4.6810465422496503e-07
16384 5.0879801125920478e-07
32768 5.0430703104890585e-07
65536 4.5919307280968234e-07
131072 4.7935730124826951e-07
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 5.0440319981796092e-07
4096 4.7927949107777673e-07
8192 4.6810465422496503e-07
16384 5.0879801125920478e-07
32768 5.0430703104890585e-07
65536 4.5919307280968234e-07
131072 4.7935730124826951e-07
EOD
set title "samu dz0: vs_canonical against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.3981538422076318e-07:0.0012000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dz0.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.009 [-0.307, 0.325]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.115 [-0.221, -0.008]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.051 [-0.082, 0.184]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.035 [-0.092, 0.163]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.035 [-0.092, 0.163]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.002 [-0.047, 0.044]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.008 [-0.038, 0.021]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.008 [-0.038, 0.021]", \
     0.00040000000000000002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0004 (THRESHOLDS.md samu.dz0.vs_canonical)", \
     0.0001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0001 (THRESHOLDS.md samu.dz0.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
