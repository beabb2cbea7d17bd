# rglru_du_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_excess_l2.gp  (writes rglru_du_excess_l2.png and rglru_du_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_du_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_du_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 4.293137905660586e-05
4096 4.5798617836503852e-05
8192 5.5350148104822287e-05
16384 5.4758717792779702e-05
32768 5.4504871771791927e-05
65536 5.4670705401503644e-05
131072 5.2399326347922974e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 4.6899043902606193e-05
4096 4.1827499039666976e-05
8192 5.1245252593950064e-05
16384 5.0665999748786547e-05
32768 5.395210497218636e-05
65536 5.6399477317176784e-05
131072 5.5230557629669407e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.8448525529249613e-05
4096 2.8176411631581186e-05
8192 2.7092456359061435e-05
16384 3.1719105528887026e-05
32768 2.8930956960270706e-05
65536 2.912558963713217e-05
131072 2.9865743812412131e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 3.1848422305631556e-05
4096 2.7627750895078137e-05
8192 3.0385310149786253e-05
16384 3.5361221046335664e-05
32768 2.9391836002457789e-05
65536 2.8965640606328534e-05
131072 2.9649810911469863e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s7 << EOD
2048 2.9356481244326536e-05
4096 2.7755839111547059e-05
8192 2.3875609821881876e-05
16384 3.2002864953322768e-05
32768 2.9191281914181265e-05
65536 2.9315030241146524e-05
131072 2.9939725229240782e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 2.8720927337683706e-05
4096 2.7706031166684134e-05
8192 3.0307247982257731e-05
16384 3.3466576622839308e-05
32768 2.8683552774796056e-05
65536 2.8993603994967392e-05
131072 3.0259415039191081e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s9 << EOD
2048 2.6007286165992487e-05
4096 2.1832081327940049e-05
8192 2.5294955140613576e-05
16384 2.8889109341294405e-05
32768 2.7018790676133451e-05
65536 2.9608000564864702e-05
131072 2.8495409613146953e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s10 << EOD
2048 2.8332665830344391e-05
4096 2.4914442039358465e-05
8192 2.6830296214457377e-05
16384 2.9356918739411536e-05
32768 2.8501462951751096e-05
65536 2.9735572418853019e-05
131072 2.9160565477961208e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 2.7710297376074355e-05
4096 2.1943411041534421e-05
8192 2.6347969644929295e-05
16384 2.9467020204497053e-05
32768 2.6709897355155861e-05
65536 3.0127154162996033e-05
131072 2.8826983340782436e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 2.979565250658417e-05
4096 2.519845588943465e-05
8192 2.8262108832244149e-05
16384 3.038448428276713e-05
32768 2.6947392972198837e-05
65536 3.0480907020845444e-05
131072 2.9542209655954475e-05
EOD
set title "rglru du: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.2773604426466828e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.du.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.048 [-0.007, 0.104]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.059 [0.015, 0.102]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.014 [-0.020, 0.049]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.008 [-0.069, 0.053]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.019 [-0.047, 0.086]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.010 [-0.036, 0.056]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.049 [-0.008, 0.106]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.026 [-0.012, 0.063]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.039 [-0.029, 0.107]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.016 [-0.035, 0.067]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.du.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.du.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
