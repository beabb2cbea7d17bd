# samu_da_phi_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
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
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s2 << EOD
2048 1.1506814533634937e-05
4096 3.6886586215054848e-07
8192 5.1343755371561361e-06
16384 5.9427165551626378e-06
32768 4.8145555537753101e-06
65536 1.3370049271305575e-06
131072 2.8215255863133662e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 2.8295445574512143e-07
4096 1.2541439313118648e-06
8192 3.7205619834464758e-07
16384 2.7427922562289099e-06
32768 3.0781584688071654e-06
65536 4.4566830904351918e-07
131072 5.2659165645551439e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 1.792044886385769e-06
4096 1.0328244140215357e-06
8192 6.6970115702036562e-07
16384 2.7427922562289099e-06
32768 2.920304188355516e-06
65536 1.7826732361740766e-07
131072 5.6290832241796364e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.0374996710654451e-06
4096 1.3279171037419745e-06
8192 9.6734611569608377e-07
16384 2.9713582775813189e-06
32768 2.920304188355516e-06
65536 2.6740098542611146e-07
131072 5.3567082294612663e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 2.8295445574512143e-07
4096 1.2541439313118648e-06
8192 3.7205619834464758e-07
16384 2.7427922562289099e-06
32768 3.0781584688071654e-06
65536 4.4566830904351918e-07
131072 5.2659165645551439e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.792044886385769e-06
4096 1.0328244140215357e-06
8192 6.6970115702036562e-07
16384 2.7427922562289099e-06
32768 2.920304188355516e-06
65536 1.7826732361740766e-07
131072 5.6290832241796364e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.0374996710654451e-06
4096 1.3279171037419745e-06
8192 9.6734611569608377e-07
16384 2.9713582775813189e-06
32768 2.920304188355516e-06
65536 2.6740098542611146e-07
131072 5.3567082294612663e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 2.8295445574512143e-07
4096 1.0328244140215357e-06
8192 7.2178902478861623e-06
16384 3.1999242989337284e-06
32768 1.2628342436131962e-06
65536 3.3870791487307454e-06
131072 4.1903845341287615e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 1.5090904306406475e-05
4096 1.4754634486021939e-07
8192 1.3617256859414101e-05
16384 2.6170809444850846e-05
32768 3.6306484503879388e-06
65536 2.3174752070262997e-06
131072 2.5561345658185446e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 2.8295445574512143e-07
4096 1.2541439313118648e-06
8192 3.7205619834464758e-07
16384 2.7427922562289099e-06
32768 3.0781584688071654e-06
65536 4.4566830904351918e-07
131072 5.2659165645551439e-05
EOD
set title "samu da_phi: vs_canonical against L (regime init, B=1, D=1024)\nsamu.da_phi.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.9182114953406461e-08:0.0001688724967253891]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.da_phi.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.268 [-0.775, 1.312]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial: k = 0.810 [-0.226, 1.846]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64: k = 0.428 [-0.842, 1.697]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid: k = 0.501 [-0.624, 1.627]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2: k = 0.810 [-0.226, 1.846]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2: k = 0.428 [-0.842, 1.697]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2: k = 0.501 [-0.624, 1.627]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential: k = 0.449 [-0.212, 1.110]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64: k = 0.297 [-1.085, 1.680]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl: k = 0.810 [-0.226, 1.846]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
