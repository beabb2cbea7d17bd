# rglru_du_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_vs_canonical.gp  (writes rglru_du_vs_canonical.png and rglru_du_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_du_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_du_vs_canonical.svg"
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
2048 4.2931216514233509e-05
4096 4.5798817844790891e-05
8192 5.5350294080881558e-05
16384 5.4758679584568361e-05
32768 5.4505011792280457e-05
65536 5.4670749277558066e-05
131072 5.2399446553150378e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 4.6899148592584092e-05
4096 4.1827448964596584e-05
8192 5.1245217158910396e-05
16384 5.0666025811470277e-05
32768 5.395216614090068e-05
65536 5.6399503242968578e-05
131072 5.5230644126136446e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 4.6218301019739974e-05
4096 4.68091311700517e-05
8192 5.5767584897738712e-05
16384 5.5845420498510332e-05
32768 5.4463416836765432e-05
65536 5.5234975000299437e-05
131072 5.3986661718405007e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 4.6790666854527908e-05
4096 4.5645131321049752e-05
8192 5.7332463935800136e-05
16384 5.5725069286409095e-05
32768 5.5017171772123664e-05
65536 5.5750288330311131e-05
131072 5.2963594404016568e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 4.5626470388651431e-05
4096 4.6274898366651629e-05
8192 5.449616547136636e-05
16384 5.624978118392491e-05
32768 5.4461463561190924e-05
65536 5.5054158901053684e-05
131072 5.4233569462221201e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 4.4132601165620665e-05
4096 4.6600855876511943e-05
8192 5.7564147208201263e-05
16384 5.7149500768064939e-05
32768 5.5097514083121068e-05
65536 5.5599476773756896e-05
131072 5.3576963413070475e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 4.5634482343563789e-05
4096 4.1862076823296436e-05
8192 5.0743418631792181e-05
16384 5.1618595570564728e-05
32768 5.4603822619037293e-05
65536 5.7352935584298567e-05
131072 5.5487518519781866e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 4.6215126761480778e-05
4096 4.0214730472289127e-05
8192 5.1010628336332164e-05
16384 5.1255914960131236e-05
32768 5.440272720254771e-05
65536 5.7013662361069107e-05
131072 5.5488071425902561e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 4.5971090245336842e-05
4096 4.284829331697165e-05
8192 5.131707230899993e-05
16384 5.1746076353926486e-05
32768 5.5337050811145868e-05
65536 5.7570462436523962e-05
131072 5.5694680120305261e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 4.6719178374138347e-05
4096 4.152743691319649e-05
8192 5.1913446084539935e-05
16384 5.1760636146737351e-05
32768 5.4615642238631666e-05
65536 5.7028613254921261e-05
131072 5.5420969733022067e-05
EOD
set title "rglru du: vs_canonical against L (regime near1)\nrglru.du.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.340491015742971e-05:0.00017271138730957187]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.du.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.048 [-0.007, 0.104]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.059 [0.015, 0.102]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.040 [-0.005, 0.084]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.038 [-0.018, 0.093]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.045 [0.001, 0.088]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.046 [-0.015, 0.107]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.066 [0.025, 0.108]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.068 [0.015, 0.120]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.064 [0.025, 0.103]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.062 [0.014, 0.110]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
