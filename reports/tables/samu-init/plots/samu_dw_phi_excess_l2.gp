# samu_dw_phi_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_excess_l2.gp  (writes samu_dw_phi_excess_l2.png and samu_dw_phi_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 3.7247930437255326e-06
4096 6.8934972388954143e-06
8192 1.2960807003744537e-05
16384 1.3008428609278789e-05
32768 6.2721305819630192e-06
65536 1.0032836631323986e-05
131072 1.2545306739393213e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 8.133130001985793e-06
4096 7.5891957351729154e-06
8192 1.5885286105148963e-05
16384 6.696381698385435e-06
32768 1.0374334097245394e-05
65536 8.0354135813440345e-06
131072 9.6026188464628206e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 3.8525070783632751e-06
4096 7.1777770592358377e-06
8192 1.4054133978475347e-05
16384 1.2495203366522176e-05
32768 5.3837832997651025e-06
65536 8.3552142824704387e-06
131072 1.0333747263340073e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 3.7743098176643838e-06
4096 7.1559666393396013e-06
8192 1.4048711783059473e-05
16384 1.2575100609807009e-05
32768 5.436789856823797e-06
65536 8.4275832573316118e-06
131072 1.0329190759725157e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 3.8069000349425832e-06
4096 7.1644216004574977e-06
8192 1.4083283986570178e-05
16384 1.255438270106303e-05
32768 5.3993958011918841e-06
65536 8.2792891958880975e-06
131072 1.0279422044616709e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s8 << EOD
2048 8.4098194776142867e-06
4096 7.5008901028539612e-06
8192 1.508512570880001e-05
16384 6.6667064407842624e-06
32768 9.6912204527120266e-06
65536 7.2355475345795419e-06
131072 7.4686087799213861e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s9 << EOD
2048 8.5084871622454775e-06
4096 7.4117803493994248e-06
8192 1.5207129986213567e-05
16384 6.6386101301653378e-06
32768 9.7370172659203339e-06
65536 7.3013244964880094e-06
131072 7.4492273256108366e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s10 << EOD
2048 8.4945128149000503e-06
4096 7.4791866526072817e-06
8192 1.5087063749555115e-05
16384 6.6652511769084812e-06
32768 9.7031493358931101e-06
65536 7.3323272860724274e-06
131072 7.4302797187368866e-06
EOD
set title "samu dw_phi: excess_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.2415976812418443e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dw_phi.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.189 [-0.104, 0.482]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.010 [-0.209, 0.228]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.119 [-0.209, 0.447]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.124 [-0.207, 0.454]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.119 [-0.212, 0.450]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.045 [-0.252, 0.162]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.045 [-0.255, 0.165]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.045 [-0.252, 0.161]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_phi.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_phi.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
