# rglru_du_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
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
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s2 << EOD
2048 1.6987241752744524e-05
4096 3.2737870928832852e-05
8192 2.0465805409389262e-05
16384 2.2097306906633491e-05
32768 2.5281811937637753e-05
65536 2.4056564702422513e-05
131072 2.4127155898104425e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 1.2953797182727903e-05
4096 1.6341213574416417e-05
8192 1.8458555176009916e-05
16384 1.9832133815725159e-05
32768 2.0933593700780701e-05
65536 2.3843687688626312e-05
131072 2.047154947106298e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s4 << EOD
2048 1.2651012500086354e-05
4096 1.6851968829022489e-05
8192 1.8530244392735935e-05
16384 1.9807607270285766e-05
32768 2.0632264904403916e-05
65536 2.398896915687791e-05
131072 2.0627258854875707e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.2953797182727903e-05
4096 1.6341213574416417e-05
8192 1.8458555176009916e-05
16384 1.9832133815725159e-05
32768 2.0933593700780701e-05
65536 2.3843687688626312e-05
131072 2.047154947106298e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.2651012500086354e-05
4096 1.6851968829022489e-05
8192 1.8530244392735935e-05
16384 1.9807607270285766e-05
32768 2.0632264904403916e-05
65536 2.398896915687791e-05
131072 2.0627258854875707e-05
EOD
# cuda.rglru_sequential B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 4.6235015173553373e-06
4096 1.3482629969372858e-05
8192 1.4021601150200608e-05
16384 1.4192782666513519e-05
32768 1.2426081439833905e-05
65536 1.9046356807607108e-05
131072 1.4756084035057412e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.0307193774263978e-05
4096 2.79471651414148e-05
8192 1.7455079127443369e-05
16384 2.0792487654443309e-05
32768 1.9505133622130024e-05
65536 2.26659067679995e-05
131072 2.033250968797171e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 0.0068064821721195851
4096 0.006710494759817969
8192 0.0063221466148227897
16384 0.0067557994223549859
32768 0.0065065181829303811
65536 0.0063355894709342603
131072 0.0067192160092150559
EOD
set title "rglru du: vs_canonical against L (regime init, B=1, D=1024)\nrglru.du.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.5411671724517791e-06:0.020419446516358755]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.du.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k = 0.033 [-0.117, 0.183]", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = 0.116 [0.043, 0.190]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = 0.117 [0.039, 0.196]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = 0.116 [0.043, 0.190]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = 0.117 [0.039, 0.196]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.209 [-0.042, 0.460]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.089 [-0.125, 0.303]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.006 [-0.029, 0.016]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
