# rglru_dx_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_excess_l2.gp  (writes rglru_dx_excess_l2.png and rglru_dx_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dx_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dx_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 4.4453534311306411e-05
4096 4.7922104682538977e-05
8192 4.8133814458804179e-05
16384 5.1877621171447143e-05
32768 5.0475071364638937e-05
65536 5.4128580802780803e-05
131072 5.2149662418290737e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 4.8997898281351645e-05
4096 4.6772252067933284e-05
8192 4.783148732302303e-05
16384 5.3146678169393671e-05
32768 5.3973425194416331e-05
65536 5.5340280414329711e-05
131072 5.5351610808179662e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.9680519277324547e-05
4096 2.7088795986182121e-05
8192 2.7452198082271869e-05
16384 2.8143710357155149e-05
32768 2.5846918640756437e-05
65536 2.6501373743571985e-05
131072 2.8240685298384453e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.7722539777413294e-05
4096 2.7682491865357875e-05
8192 2.675897123506158e-05
16384 2.8478210013134915e-05
32768 2.6277193046690564e-05
65536 2.785816022907748e-05
131072 2.8627152296559209e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s7 << EOD
2048 2.6165217065566474e-05
4096 2.8687108872095897e-05
8192 2.7495548685729864e-05
16384 2.8276068909156838e-05
32768 2.6154922884364599e-05
65536 2.6731973315215983e-05
131072 2.856965837455632e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 2.2555816140496154e-05
4096 2.6647268673250396e-05
8192 2.8162475056423763e-05
16384 2.8864474136481768e-05
32768 2.6092765355406473e-05
65536 2.8109676630922663e-05
131072 2.8835591534009171e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s9 << EOD
2048 2.199370138586763e-05
4096 2.5949650774950958e-05
8192 2.5248901311971949e-05
16384 2.8881389703087126e-05
32768 2.5315742289933026e-05
65536 2.8245943382636086e-05
131072 2.933418445880095e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s10 << EOD
2048 2.1161313459921478e-05
4096 2.9520905726376158e-05
8192 2.8808483812740324e-05
16384 3.1414075623724833e-05
32768 2.7446984711704455e-05
65536 2.9606307153674576e-05
131072 3.0111243817027101e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 2.1862225172680122e-05
4096 2.4937285364009056e-05
8192 2.5314803779587917e-05
16384 2.9684272712853018e-05
32768 2.6029647734706235e-05
65536 2.8044131561827108e-05
131072 2.9426859519318606e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 2.2899764842920947e-05
4096 2.7683541202370502e-05
8192 3.0008501389894546e-05
16384 3.1055962647535226e-05
32768 2.7706718842332693e-05
65536 2.9002494957684926e-05
131072 3.0049501487074811e-05
EOD
set title "rglru dx: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.0537711533071595e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dx.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.040 [0.017, 0.062]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.042 [0.017, 0.068]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.013 [-0.045, 0.019]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.005 [-0.019, 0.028]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.004 [-0.027, 0.034]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.040 [-0.010, 0.089]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.053 [0.006, 0.101]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.052 [-0.029, 0.134]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.059 [0.013, 0.106]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.043 [-0.018, 0.103]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.dx.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.dx.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
