# rglru_h_last_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_vs_canonical.gp  (writes rglru_h_last_vs_canonical.png and rglru_h_last_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_h_last_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_vs_canonical.svg"
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
2048 1.1946589963621048e-06
4096 1.0665665607850406e-06
8192 1.4632857947675289e-06
16384 1.2725362078983395e-06
32768 1.3467032521673812e-06
65536 9.6118632473380809e-07
131072 1.1158969377325939e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.1461277887500029e-06
4096 1.169306784772068e-06
8192 1.3160093333511397e-06
16384 1.2362965228645396e-06
32768 1.1612437786818314e-06
65536 1.2550683374328136e-06
131072 1.4395527155141448e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.1985683477772873e-06
4096 1.0664219696656843e-06
8192 1.4648165158125412e-06
16384 1.2542097779713655e-06
32768 1.372104108514221e-06
65536 9.9152638678348298e-07
131072 1.1083371480480112e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.199372046343602e-06
4096 1.0940208234725346e-06
8192 1.5710836459823288e-06
16384 8.4567830422421889e-06
32768 5.1989224808117766e-06
65536 2.0393603321849408e-06
131072 1.2907803967052873e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.2063075963332103e-06
4096 1.0727268765790402e-06
8192 1.4710642118535418e-06
16384 1.2627023142880845e-06
32768 1.3865519469646684e-06
65536 9.9636596292662724e-07
131072 1.1201488268799564e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.1978132050896755e-06
4096 1.1029781198855448e-06
8192 1.5609566066425019e-06
16384 8.4576908597241652e-06
32768 5.2049079410231026e-06
65536 2.0384424259470357e-06
131072 1.2951544575262747e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 1.1571325396156414e-06
4096 1.1720718236289598e-06
8192 1.3146808653583329e-06
16384 1.2622988390764416e-06
32768 1.1863808743189418e-06
65536 1.288313052506486e-06
131072 1.4483192273236224e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 1.1486292032372222e-06
4096 1.1085948573455595e-06
8192 1.3877058942725016e-06
16384 5.5870853827907052e-06
32768 2.3153659637829737e-06
65536 2.0046805640447761e-06
131072 1.4126615202793292e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 1.1620288942703734e-06
4096 1.1677014333873736e-06
8192 1.3175342220944907e-06
16384 1.2745655766870122e-06
32768 1.1876634016033051e-06
65536 1.2885972557356034e-06
131072 1.4586240659952724e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 1.1477459931505867e-06
4096 1.1022914395659423e-06
8192 1.3873719015722627e-06
16384 5.5776460615368883e-06
32768 2.3210132113495299e-06
65536 2.0064823854564624e-06
131072 1.4174464637862063e-06
EOD
set title "rglru h_last: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.2039544157793605e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.h_last.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.026 [-0.132, 0.081]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.036 [-0.011, 0.083]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.023 [-0.127, 0.081]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.137 [-0.454, 0.728]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = -0.022 [-0.126, 0.082]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.137 [-0.453, 0.728]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.039 [-0.002, 0.080]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.119 [-0.293, 0.532]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.040 [-0.003, 0.082]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.121 [-0.291, 0.533]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.h_last.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.h_last.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
