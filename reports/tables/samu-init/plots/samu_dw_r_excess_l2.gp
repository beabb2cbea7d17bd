# samu_dw_r_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_excess_l2.gp  (writes samu_dw_r_excess_l2.png and samu_dw_r_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_r_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.5103613563886109e-06
4096 1.7562672889714597e-06
8192 2.6398098524857127e-06
16384 2.7560702191522354e-06
32768 3.6881146136612831e-06
65536 4.7661147664028052e-06
131072 6.8288836176478719e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.9462230086114097e-06
4096 2.1065381537633184e-06
8192 2.6268531612710069e-06
16384 2.8167122917997536e-06
32768 3.7608864170929746e-06
65536 4.89681749632263e-06
131072 6.7928108148815377e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.294177154485911e-06
4096 1.3555056453763673e-06
8192 2.0475945165290518e-06
16384 1.7959943849623588e-06
32768 1.5957480689574398e-06
65536 1.9534372237420138e-06
131072 1.9592694191369387e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.3028386026473042e-06
4096 1.3757426128466293e-06
8192 2.0482375537343775e-06
16384 1.7908529249572946e-06
32768 1.6061731576178827e-06
65536 1.9176849282007619e-06
131072 1.9328107074547664e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.2999290976275824e-06
4096 1.3728944973290965e-06
8192 2.0623738414579804e-06
16384 1.781621770375224e-06
32768 1.6159375378514762e-06
65536 1.9134324023529753e-06
131072 1.9434637857374501e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 1.7215572545333238e-06
4096 1.7693379385949878e-06
8192 2.0569140276459269e-06
16384 1.8392502635015937e-06
32768 1.8897976291860928e-06
65536 2.0037198765922951e-06
131072 2.0035926725709708e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 1.7285912574119678e-06
4096 1.767875673208897e-06
8192 2.0522947135044208e-06
16384 1.8408652437887648e-06
32768 1.897546187804481e-06
65536 1.9942503466928668e-06
131072 1.9971467736381284e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 1.7279554674640065e-06
4096 1.7833661676864426e-06
8192 2.0617074696089828e-06
16384 1.8399042452808871e-06
32768 1.8936225408305939e-06
65536 2.0008654874036527e-06
131072 1.9971194058060826e-06
EOD
set title "samu dw_r: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.31392384828637e-07:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dw_r.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.353 [0.295, 0.412]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.299 [0.229, 0.369]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.089 [-0.010, 0.188]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.083 [-0.014, 0.179]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.084 [-0.014, 0.181]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.032 [-0.005, 0.069]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.031 [-0.005, 0.067]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.030 [-0.007, 0.067]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_r.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_r.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
