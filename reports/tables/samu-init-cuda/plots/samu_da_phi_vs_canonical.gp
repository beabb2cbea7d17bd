# samu_da_phi_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_vs_canonical.gp  (writes samu_da_phi_vs_canonical.png and samu_da_phi_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_da_phi_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_vs_canonical.svg"
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
2048 1.1506814533634937e-05
4096 3.6886586215054848e-07
8192 5.1343755371561361e-06
16384 5.9427165551626378e-06
32768 4.8145555537753101e-06
65536 1.3370049271305575e-06
131072 2.8215255863133662e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 6.4976824499416379e-06
4096 0.00011844547210354505
8192 1.4931726403909632e-05
16384 8.9195587853368006e-06
32768 9.1166888186210761e-06
65536 8.247845937569305e-07
131072 1.2121095642214959e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.8295445574512143e-07
4096 1.2541439313118648e-06
8192 3.7205619834464758e-07
16384 2.7427922562289099e-06
32768 3.0781584688071654e-06
65536 4.4566830904351918e-07
131072 5.2659165645551439e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.792044886385769e-06
4096 1.0328244140215357e-06
8192 6.6970115702036562e-07
16384 2.7427922562289099e-06
32768 2.920304188355516e-06
65536 1.7826732361740766e-07
131072 5.6290832241796364e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.0374996710654451e-06
4096 1.3279171037419745e-06
8192 9.6734611569608377e-07
16384 2.9713582775813189e-06
32768 2.920304188355516e-06
65536 2.6740098542611146e-07
131072 5.3567082294612663e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 2.8295445574512143e-07
4096 1.2541439313118648e-06
8192 3.7205619834464758e-07
16384 2.7427922562289099e-06
32768 3.0781584688071654e-06
65536 4.4566830904351918e-07
131072 5.2659165645551439e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 1.792044886385769e-06
4096 1.0328244140215357e-06
8192 6.6970115702036562e-07
16384 2.7427922562289099e-06
32768 2.920304188355516e-06
65536 1.7826732361740766e-07
131072 5.6290832241796364e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 1.0374996710654451e-06
4096 1.3279171037419745e-06
8192 9.6734611569608377e-07
16384 2.9713582775813189e-06
32768 2.920304188355516e-06
65536 2.6740098542611146e-07
131072 5.3567082294612663e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 2.8295445574512143e-07
4096 1.0328244140215357e-06
8192 7.2178902478861623e-06
16384 3.1999242989337284e-06
32768 1.2628342436131962e-06
65536 3.3870791487307454e-06
131072 4.1903845341287615e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 1.5090904306406475e-05
4096 1.4754634486021939e-07
8192 1.3617256859414101e-05
16384 2.6170809444850846e-05
32768 3.6306484503879388e-06
65536 2.3174752070262997e-06
131072 2.5561345658185446e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 2.8295445574512143e-07
4096 1.2541439313118648e-06
8192 3.7205619834464758e-07
16384 2.7427922562289099e-06
32768 3.0781584688071654e-06
65536 4.4566830904351918e-07
131072 5.2659165645551439e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 3.4654306399688734e-07
4096 9.7460692390611563e-06
8192 1.9526103758958748e-06
16384 3.4751527735078444e-06
32768 2.1112332001017231e-06
65536 8.2478459375693045e-06
131072 2.0747821369557136e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 6.0645036199455291e-07
4096 1.0624093494832433e-05
8192 1.9526103758958748e-06
16384 3.8226680508586294e-06
32768 2.8789543637750771e-06
65536 8.4311314028486218e-06
131072 1.4195877779170673e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 8.6635765999221833e-07
4096 1.0799698345986688e-05
8192 2.4120481114007864e-06
16384 3.4751527735078444e-06
32768 2.7829892183159076e-06
65536 7.5147040764520329e-06
131072 1.3103887180772927e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 3.4654306399688734e-07
4096 9.7460692390611563e-06
8192 1.9526103758958748e-06
16384 3.4751527735078444e-06
32768 2.1112332001017231e-06
65536 8.2478459375693045e-06
131072 2.0747821369557136e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 6.0645036199455291e-07
4096 1.0624093494832433e-05
8192 1.9526103758958748e-06
16384 3.8226680508586294e-06
32768 2.8789543637750771e-06
65536 8.4311314028486218e-06
131072 1.4195877779170673e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 8.6635765999221833e-07
4096 1.0799698345986688e-05
8192 2.4120481114007864e-06
16384 3.4751527735078444e-06
32768 2.7829892183159076e-06
65536 7.5147040764520329e-06
131072 1.3103887180772927e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 6.0645036199455291e-07
4096 4.5657261300106318e-06
8192 1.3783132065147352e-06
16384 2.8959606445898706e-06
32768 2.2071983455608921e-06
65536 6.4149912847761258e-06
131072 3.2759717951932319e-07
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 4.1585167679626483e-06
4096 0.00011906008908258494
8192 7.5807226358310437e-06
16384 2.8959606445898706e-06
32768 1.0940026582345292e-05
65536 1.1363698847317708e-05
131072 1.091990598397744e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 3.4654306399688734e-07
4096 9.7460692390611563e-06
8192 1.9526103758958748e-06
16384 3.4751527735078444e-06
32768 2.1112332001017231e-06
65536 8.2478459375693045e-06
131072 2.0747821369557136e-06
EOD
set title "samu da_phi: vs_canonical against L (regime init)\nsamu.da_phi.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.9182114953406461e-08:0.00035718026724775482]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.da_phi.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.268 [-0.775, 1.312]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.441 [-1.438, 0.556]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.810 [-0.226, 1.846]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.428 [-0.842, 1.697]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.501 [-0.624, 1.627]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.810 [-0.226, 1.846]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.428 [-0.842, 1.697]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.501 [-0.624, 1.627]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.449 [-0.212, 1.110]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.297 [-1.085, 1.680]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.810 [-0.226, 1.846]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.263 [-0.534, 1.060]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.128 [-0.627, 0.882]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.034 [-0.651, 0.719]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.263 [-0.534, 1.060]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.128 [-0.627, 0.882]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.034 [-0.651, 0.719]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.036 [-0.858, 0.787]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.074 [-0.985, 0.837]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.263 [-0.534, 1.060]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
