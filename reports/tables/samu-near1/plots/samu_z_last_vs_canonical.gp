# samu_z_last_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_vs_canonical.gp  (writes samu_z_last_vs_canonical.png and samu_z_last_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_z_last_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_z_last_vs_canonical.svg"
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
2048 1.4691765590400185e-05
4096 1.5023154692912265e-05
8192 1.4487561840739084e-05
16384 1.4179588361589227e-05
32768 1.4800621921642116e-05
65536 1.4113558160653473e-05
131072 1.4334162424751475e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.4505540526252971e-05
4096 1.4491776231320802e-05
8192 1.4670347011687921e-05
16384 1.4370908446283899e-05
32768 1.5115427532401876e-05
65536 1.4804104379336401e-05
131072 1.5058073906550293e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.2630446607522244e-06
4096 1.2769130079368064e-06
8192 1.2167000236341682e-06
16384 1.2317769508099607e-06
32768 1.2205426829768344e-06
65536 1.2470100256139787e-06
131072 1.2795512075682834e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.2561505893800314e-06
4096 1.3108489385004022e-06
8192 1.2236645072798766e-06
16384 1.2346336483252417e-06
32768 1.2204810055909732e-06
65536 1.2600086823673334e-06
131072 1.2875262094336136e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.2630446607522244e-06
4096 1.2769130079368064e-06
8192 1.2167000236341682e-06
16384 1.2317769508099607e-06
32768 1.2205426829768344e-06
65536 1.2470100256139787e-06
131072 1.2795512075682834e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 3.9150579731682876e-06
4096 3.2262597986380873e-06
8192 5.818829120597823e-06
16384 3.4449041453111897e-06
32768 4.1724122421151061e-06
65536 4.8943699678338092e-06
131072 4.828614719966155e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 3.919654421429669e-06
4096 3.2084264879533755e-06
8192 5.8211109101108241e-06
16384 3.4268908738179357e-06
32768 4.1716501421574821e-06
65536 4.8878779161990267e-06
131072 4.8371347815713691e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 3.9150579731682876e-06
4096 3.2262597986380873e-06
8192 5.818829120597823e-06
16384 3.4449041453111897e-06
32768 4.1724122421151061e-06
65536 4.8943699678338092e-06
131072 4.828614719966155e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 1.2160877715888754e-06
4096 1.2609729499746115e-06
8192 1.2265959958401925e-06
16384 1.2450206406414306e-06
32768 1.2515658794660966e-06
65536 1.2458734458163616e-06
131072 1.2593037880038681e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 1.2259589284172322e-06
4096 1.2675074041333398e-06
8192 1.2378911148303805e-06
16384 1.2521466501137829e-06
32768 1.2626994067350084e-06
65536 1.2630240056080055e-06
131072 1.2493580025981109e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 1.2160877715888754e-06
4096 1.2609729499746115e-06
8192 1.2265959958401925e-06
16384 1.2450206406414306e-06
32768 1.2515658794660966e-06
65536 1.2458734458163616e-06
131072 1.2593037880038681e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 5.0821225319217232e-06
4096 5.1674944524155898e-06
8192 4.9315002177330261e-06
16384 5.4155092473998642e-06
32768 5.2483898844949931e-06
65536 3.944541530478304e-06
131072 4.7343054985759951e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 5.0883569391415342e-06
4096 5.1720690955515144e-06
8192 4.9282481124531064e-06
16384 5.4234091441219869e-06
32768 5.2452203447773343e-06
65536 3.9503172492958596e-06
131072 4.7350687640314516e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 5.0821225319217232e-06
4096 5.1674944524155898e-06
8192 4.9315002177330261e-06
16384 5.4155092473998642e-06
32768 5.2483898844949931e-06
65536 3.944541530478304e-06
131072 4.7343054985759951e-06
EOD
set title "samu z_last: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.0536259052962513e-07:0.0012000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.z_last.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.009 [-0.023, 0.005]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.010 [-0.001, 0.020]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.000 [-0.016, 0.016]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.000 [-0.021, 0.020]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.000 [-0.016, 0.016]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.058 [-0.088, 0.204]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.059 [-0.089, 0.206]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.058 [-0.088, 0.204]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.005 [-0.003, 0.014]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.004 [-0.005, 0.012]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.005 [-0.003, 0.014]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.036 [-0.106, 0.035]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.036 [-0.106, 0.034]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.036 [-0.106, 0.035]", \
     0.00040000000000000002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0004 (THRESHOLDS.md samu.z_last.vs_canonical)", \
     0.0001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0001 (THRESHOLDS.md samu.z_last.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
