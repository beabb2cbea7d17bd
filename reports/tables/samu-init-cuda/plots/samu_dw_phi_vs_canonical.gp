# samu_dw_phi_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_vs_canonical.gp  (writes samu_dw_phi_vs_canonical.png and samu_dw_phi_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_vs_canonical.svg"
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
2048 3.7247999856029284e-06
4096 6.8935153366927017e-06
8192 1.2960877493080349e-05
16384 1.3008417895102488e-05
32768 6.2721274304915004e-06
65536 1.0032884123550622e-05
131072 1.2545287356173305e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 8.1331354899742459e-06
4096 7.5892182805403989e-06
8192 1.588538758103606e-05
16384 6.6963841082800548e-06
32768 1.037436807629028e-05
65536 8.0354145773241443e-06
131072 9.6026121034545354e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.2227389307591721e-06
4096 1.5498953212230577e-06
8192 2.5117508216804915e-06
16384 2.5553548798548333e-06
32768 3.3168728672967299e-06
65536 4.2200593163598313e-06
131072 7.4225805578615074e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.2675514324507881e-06
4096 1.5220176661626114e-06
8192 2.5926233581144221e-06
16384 2.5628321961875926e-06
32768 3.2921743496371026e-06
65536 4.3045928682219449e-06
131072 7.402366533707082e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.238519327904573e-06
4096 1.5462109337220654e-06
8192 2.4702246391833727e-06
16384 2.5573440319506867e-06
32768 3.3234737004112082e-06
65536 4.2750463839455699e-06
131072 7.4117265287972454e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.2227389307591721e-06
4096 1.5498953212230577e-06
8192 2.5117508216804915e-06
16384 2.5553548798548333e-06
32768 3.3168728672967299e-06
65536 4.2200593163598313e-06
131072 7.4225805578615074e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 1.2675514324507881e-06
4096 1.5220176661626114e-06
8192 2.5926233581144221e-06
16384 2.5628321961875926e-06
32768 3.2921743496371026e-06
65536 4.3045928682219449e-06
131072 7.402366533707082e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 1.238519327904573e-06
4096 1.5462109337220654e-06
8192 2.4702246391833727e-06
16384 2.5573440319506867e-06
32768 3.3234737004112082e-06
65536 4.2750463839455699e-06
131072 7.4117265287972454e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 1.187189877265514e-06
4096 1.4072476354626676e-06
8192 1.3908422343583591e-06
16384 2.3174828662805451e-06
32768 1.7532697258106749e-06
65536 3.2329094278034679e-06
131072 4.7414249784648134e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 4.0480347295969525e-06
4096 4.9376925988885551e-06
8192 1.8011677168580982e-05
16384 1.7646250229714807e-05
32768 8.5333610534736324e-06
65536 1.2461648282717316e-05
131072 1.1330141114306053e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 0.011133380401262863
4096 0.017061048534022065
8192 0.018055176451080641
16384 0.028633487003468516
32768 0.035404927560377573
65536 0.044680992015531197
131072 0.078474028129727896
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 1.5187078883383909e-06
4096 1.4709952803692475e-06
8192 2.5439542062677719e-06
16384 4.4943462311136506e-06
32768 3.2029182594315782e-06
65536 6.1946688621026876e-06
131072 7.5708698338428418e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 1.4108025294345161e-06
4096 1.4828234861774118e-06
8192 2.4997704460375514e-06
16384 4.4978890118575707e-06
32768 3.2105052981901779e-06
65536 6.165229398677324e-06
131072 7.5239497675193649e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 1.4750820685823782e-06
4096 1.4765142286682009e-06
8192 2.5075395551649776e-06
16384 4.5005255003290275e-06
32768 3.2182708339425043e-06
65536 6.1572539968879496e-06
131072 7.5304242793917888e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 1.5187078883383909e-06
4096 1.4709952803692475e-06
8192 2.5439542062677719e-06
16384 4.4943462311136506e-06
32768 3.2029182594315782e-06
65536 6.1946688621026876e-06
131072 7.5708698338428418e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 1.4108025294345161e-06
4096 1.4828234861774118e-06
8192 2.4997704460375514e-06
16384 4.4978890118575707e-06
32768 3.2105052981901779e-06
65536 6.165229398677324e-06
131072 7.5239497675193649e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 1.4750820685823782e-06
4096 1.4765142286682009e-06
8192 2.5075395551649776e-06
16384 4.5005255003290275e-06
32768 3.2182708339425043e-06
65536 6.1572539968879496e-06
131072 7.5304242793917888e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 1.1558308625475803e-06
4096 1.2252051722320077e-06
8192 2.440902622969246e-06
16384 4.5895525536519844e-06
32768 1.9963630981067747e-06
65536 5.2632820948570963e-06
131072 6.1394559139249209e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 1.2997033110056712e-05
4096 9.7794292679670595e-06
8192 1.3386632516226524e-05
16384 7.7509775591880392e-06
32768 1.0904875577214762e-05
65536 9.7390812996516264e-06
131072 9.7498310180445098e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 0.011908292844095
4096 0.01501355320199035
8192 0.022410975311725447
16384 0.028207715949197704
32768 0.038269854253575555
65536 0.052633134458275048
131072 0.071554447552508782
EOD
set title "samu dw_phi: vs_canonical against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.8527695418252674e-07:0.23542208438918369]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dw_phi.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.189 [-0.104, 0.482]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.010 [-0.209, 0.228]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.396 [0.302, 0.491]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.392 [0.293, 0.491]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.397 [0.307, 0.486]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.396 [0.302, 0.491]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.392 [0.293, 0.491]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.397 [0.307, 0.486]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.312 [0.160, 0.463]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.216 [-0.160, 0.592]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.436 [0.354, 0.518]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.408 [0.248, 0.568]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.418 [0.264, 0.573]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.412 [0.255, 0.569]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.408 [0.248, 0.568]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.418 [0.264, 0.573]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.412 [0.255, 0.569]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.398 [0.133, 0.663]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.055 [-0.186, 0.075]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.434 [0.410, 0.459]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dw_phi.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dw_phi.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
