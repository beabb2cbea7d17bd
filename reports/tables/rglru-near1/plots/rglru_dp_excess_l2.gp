# rglru_dp_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_excess_l2.gp  (writes rglru_dp_excess_l2.png and rglru_dp_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dp_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dp_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.1626575252652586e-06
4096 1.5959507536674586e-06
8192 2.1303211770486186e-06
16384 2.6614102434023475e-06
32768 3.6705811024749431e-06
65536 5.4696700691715793e-06
131072 6.8900592019026364e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.2290698339767736e-06
4096 1.5595343090050762e-06
8192 2.4563299653198535e-06
16384 2.8028581742995312e-06
32768 3.8808858637550871e-06
65536 5.5630839295486518e-06
131072 7.2858043220702927e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 3.2116062420341701e-07
4096 4.0746720358246766e-07
8192 5.9162997491265076e-07
16384 6.837103793095363e-07
32768 9.2608083886544296e-07
65536 1.2467818937305654e-06
131072 1.6243390280942311e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 4.2695106009234758e-07
4096 5.3956430679314662e-07
8192 6.6785784052830488e-07
16384 1.3552328676639365e-06
32768 3.6687687513862946e-06
65536 4.5726968671758271e-06
131072 5.4843665338777879e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s7 << EOD
2048 3.2069850657738042e-07
4096 4.3136706849593147e-07
8192 5.9897755234899144e-07
16384 7.020287149310567e-07
32768 9.2415894611572686e-07
65536 1.2771688186754067e-06
131072 1.6147700810475151e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 4.4649457048378666e-07
4096 5.5495675028418051e-07
8192 6.7295708275059117e-07
16384 1.3601031837951915e-06
32768 3.6419182079398427e-06
65536 4.5926432343415277e-06
131072 5.4954585792111136e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s9 << EOD
2048 3.171607347367468e-07
4096 3.9244700322500539e-07
8192 5.3033591142262694e-07
16384 6.6173779249915962e-07
32768 8.839253301246697e-07
65536 1.1837698207714175e-06
131072 1.6199016354411969e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s10 << EOD
2048 4.6699522261821824e-07
4096 5.5171713227120612e-07
8192 7.7830643730817523e-07
16384 1.1005548289260524e-06
32768 2.9935749322297328e-06
65536 5.140809186730743e-06
131072 3.0799499806279059e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 3.2831838234949397e-07
4096 4.1024553764283953e-07
8192 5.4000943993284941e-07
16384 6.6240385695531268e-07
32768 8.7401566358181272e-07
65536 1.195510779158301e-06
131072 1.6277197353275489e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 4.4512674907408921e-07
4096 5.479424338455687e-07
8192 7.9143898938457735e-07
16384 1.1145396896690556e-06
32768 3.002017152457237e-06
65536 5.1292804218295987e-06
131072 3.0944322001435737e-06
EOD
set title "rglru dp: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.0572024491224893e-07:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dp.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.430 [0.399, 0.461]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.430 [0.386, 0.473]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.389 [0.359, 0.419]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.703 [0.512, 0.893]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.384 [0.355, 0.413]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.693 [0.502, 0.884]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.392 [0.368, 0.416]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.591 [0.335, 0.847]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.382 [0.353, 0.412]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.599 [0.348, 0.850]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dp.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dp.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
