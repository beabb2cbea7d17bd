# samu_dnu_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_vs_canonical.gp  (writes samu_dnu_vs_canonical.png and samu_dnu_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dnu_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dnu_vs_canonical.svg"
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
2048 2.0858228204272634e-05
4096 2.899296521158082e-05
8192 3.6966486210243655e-05
16384 3.3658051642940882e-05
32768 4.203513024858547e-05
65536 4.0610312687338159e-05
131072 4.279235946395397e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.056457356649333e-05
4096 3.1989179512477333e-05
8192 3.3329074557312912e-05
16384 3.6129691550317857e-05
32768 3.8783332730556281e-05
65536 3.8801934067960196e-05
131072 4.1140603353786985e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.6794553644276827e-06
4096 1.9957419148042082e-06
8192 2.5553588874275223e-06
16384 3.1205971784294448e-06
32768 4.1358594187376349e-06
65536 5.4372020136962558e-06
131072 7.1075743916975006e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.6766810401978625e-06
4096 2.0353656617530541e-06
8192 2.520606526951272e-06
16384 3.1090376388321457e-06
32768 4.0873958252730364e-06
65536 5.4798032029427028e-06
131072 7.0676049694459006e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.668902090175639e-06
4096 2.0153502847008925e-06
8192 2.5582044633847229e-06
16384 3.1358305855975284e-06
32768 4.1094542608673396e-06
65536 5.4447003242240085e-06
131072 7.1033958448726364e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 9.8560286715609887e-06
4096 9.9170807173225219e-06
8192 1.2050592273331758e-05
16384 1.3734126847628502e-05
32768 1.0282866168905657e-05
65536 1.4985323473715361e-05
131072 1.9112284316380497e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 9.850207865577946e-06
4096 9.9084353028635546e-06
8192 1.2042363548680761e-05
16384 1.3748220846403712e-05
32768 1.0322096506715886e-05
65536 1.4958044944580204e-05
131072 1.9124555112442323e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 9.8537117013463011e-06
4096 9.9254828520833262e-06
8192 1.2048967525742353e-05
16384 1.3710607150447703e-05
32768 1.0315425754323534e-05
65536 1.4982412043967934e-05
131072 1.9167072387190871e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 1.6150212927239738e-06
4096 2.1035574057954728e-06
8192 2.3981096409661658e-06
16384 2.991814987408979e-06
32768 3.8491352793538471e-06
65536 4.8962557237071391e-06
131072 6.686145851141938e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 1.6207214144114809e-06
4096 2.0918011170138466e-06
8192 2.4108108351224e-06
16384 2.9934941570323025e-06
32768 3.8483466910381632e-06
65536 4.8703725854837168e-06
131072 6.6889442758670952e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 1.6137457555984372e-06
4096 2.105175921487265e-06
8192 2.3819616658986414e-06
16384 3.0016061755038896e-06
32768 3.8297911348632218e-06
65536 4.9054744826494645e-06
131072 6.6809991735723913e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 9.5943586268058354e-06
4096 1.1510459106335814e-05
8192 1.0078572412024722e-05
16384 1.827662374158506e-05
32768 1.8106863865342726e-05
65536 9.2930140313266536e-06
131072 1.3833615933700935e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 9.593436799915029e-06
4096 1.1495970185730614e-05
8192 1.0085219524063874e-05
16384 1.8266311058034962e-05
32768 1.8081992340616158e-05
65536 9.2822655096392975e-06
131072 1.377585903414192e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 9.6045637587166758e-06
4096 1.150235944951763e-05
8192 1.009948898044515e-05
16384 1.8265378324835647e-05
32768 1.8075486111499048e-05
65536 9.2752422236740918e-06
131072 1.3803334563308076e-05
EOD
set title "samu dnu: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.3791525186614574e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dnu.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.152 [0.060, 0.245]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.135 [0.043, 0.227]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.351 [0.322, 0.380]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.349 [0.319, 0.380]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.351 [0.324, 0.377]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.137 [0.028, 0.245]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.137 [0.029, 0.245]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.137 [0.029, 0.245]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.331 [0.295, 0.367]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.330 [0.295, 0.366]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.331 [0.294, 0.368]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.065 [-0.145, 0.274]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.064 [-0.145, 0.273]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.064 [-0.145, 0.273]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dnu.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dnu.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
