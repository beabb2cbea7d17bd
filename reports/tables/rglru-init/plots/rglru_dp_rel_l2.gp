# rglru_dp_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_rel_l2.gp  (writes rglru_dp_rel_l2.png and rglru_dp_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_dp_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dp_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 8.102880370744e-07
4096 1.1056148022076922e-06
8192 1.5715057574022038e-06
16384 2.3067567559424754e-06
32768 3.2293330825117727e-06
65536 4.5703046891897393e-06
131072 6.4499104066545503e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 8.473466345545153e-07
4096 1.1602132689262328e-06
8192 1.6444579126873951e-06
16384 2.2441320047712395e-06
32768 3.1969102643203989e-06
65536 4.5724289638738269e-06
131072 6.2012768497006788e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.6717828482501359e-08
4096 2.5044679790713998e-08
8192 2.50747306464949e-08
16384 2.5425540469481545e-08
32768 2.4194095984281298e-08
65536 2.4811126089323975e-08
131072 2.4375253227361569e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.5792566791398522e-08
4096 2.5520263221899717e-08
8192 2.4722621951158639e-08
16384 2.5941729139127744e-08
32768 2.6096477187855183e-08
65536 2.5959100053648294e-08
131072 2.517215828842525e-08
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 2.7280259771705342e-07
4096 3.4697617630068563e-07
8192 4.0168336714580753e-07
16384 5.8630547995830351e-07
32768 8.3917635203903215e-07
65536 1.1876468589847902e-06
131072 1.5219691832071909e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 2.7596143401909424e-07
4096 3.4933366422845328e-07
8192 4.0906780284329199e-07
16384 5.8686847062606431e-07
32768 8.4502922449354702e-07
65536 1.1790367987549068e-06
131072 1.5396744695878299e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s7 << EOD
2048 2.6620498219977426e-07
4096 3.4867724299829903e-07
8192 4.4432656318257513e-07
16384 5.9909347248734448e-07
32768 8.3246699244182169e-07
65536 1.0981761294395354e-06
131072 1.6371070279721269e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s8 << EOD
2048 2.6599193118828561e-07
4096 3.4969690354516904e-07
8192 4.4650745286675824e-07
16384 5.9160767835883935e-07
32768 8.3578971638107978e-07
65536 1.0867093026374986e-06
131072 1.6308477008721584e-06
EOD
set title "rglru dp: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.0646986614270986e-09:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.dp.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.504 [0.492, 0.516]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.483 [0.472, 0.494]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.017 [-0.033, -0.001]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.001 [-0.014, 0.016]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.430 [0.376, 0.485]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.428 [0.377, 0.480]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.431 [0.398, 0.465]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.429 [0.395, 0.464]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dp.rel_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dp.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
