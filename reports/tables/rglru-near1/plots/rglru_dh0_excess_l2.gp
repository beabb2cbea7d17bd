# rglru_dh0_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_excess_l2.gp  (writes rglru_dh0_excess_l2.png and rglru_dh0_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dh0_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 7.6753792123347254e-07
4096 1.2031666214010224e-06
8192 1.6740138085448684e-06
16384 1.8911652910424029e-06
32768 2.881561905063299e-06
65536 3.6401189808471442e-06
131072 1.6827202962496741e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 8.7025502840051495e-07
4096 9.528228307072556e-07
8192 1.8258385812311727e-06
16384 1.9294989932303315e-06
32768 3.0919526014225315e-06
65536 2.2558028887140081e-06
131072 3.3579418658588268e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.9583174416643247e-07
4096 2.393106603327606e-07
8192 2.6583510888097e-07
16384 2.6741580606596595e-07
32768 3.6066016131851102e-07
65536 2.8053994691395301e-07
131072 3.0115579505786095e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.0320728082220113e-07
4096 2.0786956298804969e-07
8192 2.1596372951448528e-07
16384 3.0840802148849424e-07
32768 2.2747340300346761e-07
65536 2.3673553107651495e-07
131072 1.9341228128609562e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.9461705038193202e-07
4096 2.3802283318524385e-07
8192 2.5614052183974264e-07
16384 2.6392764124041011e-07
32768 3.5721687601489191e-07
65536 2.8735213738614004e-07
131072 2.9392571134510954e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 2.0505425030748695e-07
4096 2.0748060465326611e-07
8192 2.1452410329901203e-07
16384 3.0844198540389255e-07
32768 2.2950302809932246e-07
65536 2.2950747015824283e-07
131072 1.9734259018544142e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s9 << EOD
2048 2.1727093967984694e-07
4096 2.1628116814193496e-07
8192 2.4630903264284144e-07
16384 3.2904075281508351e-07
32768 3.654704669005208e-07
65536 3.3570663727076584e-07
131072 3.3656080963185149e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s10 << EOD
2048 2.1549085996053449e-07
4096 2.1784487314731228e-07
8192 2.1390067708863286e-07
16384 2.9142202217831613e-07
32768 2.3848920632446014e-07
65536 2.1636014216257011e-07
131072 2.1104316015962891e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 2.1698664279048893e-07
4096 2.1880738966869785e-07
8192 2.4570730152807364e-07
16384 3.307091022551665e-07
32768 3.5331401703803802e-07
65536 3.4460706790475445e-07
131072 3.3288953935905275e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 2.1378944857578268e-07
4096 2.1799268847589786e-07
8192 2.1388565789512381e-07
16384 2.9467452992591072e-07
32768 2.3923912324614202e-07
65536 2.1968268517241236e-07
131072 2.1633736912131942e-07
EOD
set title "rglru dh0: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.447076042869854e-08:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dh0.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.263 [0.005, 0.522]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.325 [0.168, 0.482]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.099 [0.008, 0.190]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.008 [-0.110, 0.127]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.100 [0.012, 0.188]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.008 [-0.107, 0.123]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.133 [0.051, 0.216]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.002 [-0.087, 0.090]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.132 [0.054, 0.209]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.008 [-0.081, 0.098]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dh0.excess_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dh0.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
