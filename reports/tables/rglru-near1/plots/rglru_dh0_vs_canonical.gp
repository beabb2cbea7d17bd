# rglru_dh0_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_vs_canonical.gp  (writes rglru_dh0_vs_canonical.png and rglru_dh0_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dh0_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_vs_canonical.svg"
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
2048 7.6753784913870899e-07
4096 1.2031664895014482e-06
8192 1.6740142833781708e-06
16384 1.8911663359320183e-06
32768 2.8815626454179616e-06
65536 3.6401195303036999e-06
131072 1.6827201709461211e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 8.7025498302987805e-07
4096 9.5282280189920131e-07
8192 1.825838217805685e-06
16384 1.9294985771108153e-06
32768 3.0919527421351578e-06
65536 2.2558029648460371e-06
131072 3.3579409284319507e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 7.9532333487421972e-07
4096 1.1978064475978003e-06
8192 1.6617906016065465e-06
16384 1.9057097357678875e-06
32768 2.9668646309296239e-06
65536 3.6529527219083847e-06
131072 1.6974010573922154e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 7.9877710422392146e-07
4096 1.1934643597616354e-06
8192 1.6567735540757277e-06
16384 1.9567286865478642e-06
32768 2.8848441347327895e-06
65536 3.6662357619493615e-06
131072 1.6923086138230612e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 8.038127450850707e-07
4096 1.2113974295593817e-06
8192 1.6613552329929267e-06
16384 1.9035001206004092e-06
32768 2.9660512399404879e-06
65536 3.6369347107777772e-06
131072 1.6993566368432865e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 8.008675098237728e-07
4096 1.1951337687048897e-06
8192 1.6664483214138989e-06
16384 1.9510676753521861e-06
32768 2.8911389487300064e-06
65536 3.658397366773701e-06
131072 1.6938326385737632e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 9.102388937163213e-07
4096 9.7934181595210468e-07
8192 1.81730596236827e-06
16384 1.9296081378319946e-06
32768 3.0961565038774304e-06
65536 2.2201758381438801e-06
131072 3.3626791536917613e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 8.8229608813646146e-07
4096 9.7339614607890161e-07
8192 1.8395702053050428e-06
16384 1.918169804105148e-06
32768 3.1332373586432026e-06
65536 2.2422010440669074e-06
131072 3.3548450364830395e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 9.1158924444633272e-07
4096 9.801213849407832e-07
8192 1.8203875321900942e-06
16384 1.9343489552099944e-06
32768 3.111726053561935e-06
65536 2.2206469513973319e-06
131072 3.3573065948710535e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 8.8289281803800641e-07
4096 9.7251681815536112e-07
8192 1.8430030145156149e-06
16384 1.9207090786155801e-06
32768 3.1414219906456086e-06
65536 2.243582778976795e-06
131072 3.3556062766703279e-06
EOD
set title "rglru dh0: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.5584594971290298e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dh0.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.263 [0.005, 0.522]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.325 [0.168, 0.482]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.262 [0.005, 0.519]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.260 [0.005, 0.515]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.259 [0.004, 0.514]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.259 [0.005, 0.514]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.314 [0.160, 0.468]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.320 [0.162, 0.478]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.313 [0.159, 0.468]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.320 [0.161, 0.479]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.dh0.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.dh0.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
