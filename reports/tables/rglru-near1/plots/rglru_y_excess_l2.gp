# rglru_y_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_excess_l2.gp  (writes rglru_y_excess_l2.png and rglru_y_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_y_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_y_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 5.940723057813451e-05
4096 5.4987989258149797e-05
8192 6.3574973170235042e-05
16384 6.014168570686729e-05
32768 5.9994649796332459e-05
65536 6.1913929413777048e-05
131072 6.1258778431314866e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 5.397441048337511e-05
4096 5.6998424753605578e-05
8192 6.0418662545211643e-05
16384 6.2812643275714849e-05
32768 6.0574490022237996e-05
65536 6.082816851903701e-05
131072 6.2657990320267977e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.2843611189831558e-05
4096 2.3286245321610171e-05
8192 2.8417575885359313e-05
16384 2.7920081006040431e-05
32768 2.7278513945010988e-05
65536 2.8103466130104322e-05
131072 2.7853499272950208e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 3.0050262467833612e-05
4096 3.2790954278818844e-05
8192 3.8610241236455872e-05
16384 4.0059286140400244e-05
32768 5.0718991965814257e-05
65536 3.860911015699262e-05
131072 4.1094420633875458e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.979232352542459e-05
4096 2.7789724815662691e-05
8192 3.0750900007497526e-05
16384 2.79128692758637e-05
32768 2.7628113280647168e-05
65536 2.858935575292751e-05
131072 2.7998554457115151e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 2.9617349167175683e-05
4096 3.4621031141673197e-05
8192 3.8818078553524586e-05
16384 4.0283344813835335e-05
32768 5.051963677808959e-05
65536 3.8814019682500636e-05
131072 4.0726012361648031e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s9 << EOD
2048 2.7623743572318779e-05
4096 2.5970818948017023e-05
8192 3.0340691954547803e-05
16384 3.1492535337674644e-05
32768 2.8283491156929598e-05
65536 2.7986952917758074e-05
131072 2.7963215485681598e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s10 << EOD
2048 2.7377896489281941e-05
4096 2.998265437983917e-05
8192 3.4191219082585581e-05
16384 4.6542136925299748e-05
32768 4.0201663402406892e-05
65536 4.6308117473378929e-05
131072 4.0831765746522095e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 2.9410133693437717e-05
4096 2.6715207758476253e-05
8192 3.0405099764915914e-05
16384 3.0822968958714769e-05
32768 2.7690571354989627e-05
65536 2.8158336730145117e-05
131072 2.8252210180173511e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 2.6590968871222259e-05
4096 3.091662065156458e-05
8192 3.4221956387893559e-05
16384 4.6456439248687374e-05
32768 4.0332266567833114e-05
65536 4.6319751889396015e-05
131072 4.0766498436972877e-05
EOD
set title "rglru y: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.5974411751415296e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.y.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.014 [-0.017, 0.045]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.030 [0.006, 0.054]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.048 [0.001, 0.095]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.079 [-0.012, 0.170]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.051 [-0.041, 0.143]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.075 [-0.016, 0.166]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.006 [-0.042, 0.054]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.115 [0.025, 0.205]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = -0.006 [-0.045, 0.034]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.116 [0.025, 0.207]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.y.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.y.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
