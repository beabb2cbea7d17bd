# samu_dw_r_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_vs_canonical.gp  (writes samu_dw_r_vs_canonical.png and samu_dw_r_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dw_r_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_vs_canonical.svg"
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
2048 1.5103613402826544e-06
4096 1.7562677499392708e-06
8192 2.6398095343434335e-06
16384 2.7560707094407215e-06
32768 3.6881144218100549e-06
65536 4.7661158872107229e-06
131072 6.8288867906176324e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.9462234684182222e-06
4096 2.1065377717058249e-06
8192 2.6268537880001858e-06
16384 2.8167123991958567e-06
32768 3.7608864442468985e-06
65536 4.8968187884077661e-06
131072 6.7928096769747108e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 9.5861764013830339e-07
4096 1.262826041997698e-06
8192 1.7643882995249281e-06
16384 2.2764111190609962e-06
32768 3.4469160201163523e-06
65536 4.5881424704990831e-06
131072 6.8234806369010013e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 9.5817066430601467e-07
4096 1.2472437633660861e-06
8192 1.7494157232124919e-06
16384 2.2809400728998265e-06
32768 3.4509453337226727e-06
65536 4.5690273999247819e-06
131072 6.7934694422173785e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 9.5843183014203436e-07
4096 1.2545632537233575e-06
8192 1.7548969983032184e-06
16384 2.2978437217529868e-06
32768 3.4636662815330679e-06
65536 4.6064887023596423e-06
131072 6.8170696262816622e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 9.5861764013830339e-07
4096 1.262826041997698e-06
8192 1.7643882995249281e-06
16384 2.2764111190609962e-06
32768 3.4469160201163523e-06
65536 4.5881424704990831e-06
131072 6.8234806369010013e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 9.5817066430601467e-07
4096 1.2472437633660861e-06
8192 1.7494157232124919e-06
16384 2.2809400728998265e-06
32768 3.4509453337226727e-06
65536 4.5690273999247819e-06
131072 6.7934694422173785e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 9.5843183014203436e-07
4096 1.2545632537233575e-06
8192 1.7548969983032184e-06
16384 2.2978437217529868e-06
32768 3.4636662815330679e-06
65536 4.6064887023596423e-06
131072 6.8170696262816622e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 7.2957093632638752e-07
4096 8.2640634181357119e-07
8192 9.9948455099465468e-07
16384 1.1366729814491646e-06
32768 1.237457228677042e-06
65536 1.8236612260607953e-06
131072 2.307349974248479e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 1.8062574532138164e-06
4096 2.0007712639584292e-06
8192 3.0887525278628155e-06
16384 3.2320395480917049e-06
32768 4.011662716034414e-06
65536 5.2208625973669372e-06
131072 7.1544302880415142e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 0.012133853900470951
4096 0.014477267364606809
8192 0.019845780452881493
16384 0.028600404707115609
32768 0.037944104239633146
65536 0.054716255324785419
131072 0.074175326867083335
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 1.0222236673886771e-06
4096 1.3668407583333706e-06
8192 1.7555328364285594e-06
16384 2.3616062697485325e-06
32768 3.3314564906656757e-06
65536 4.6493973197582741e-06
131072 6.7425165662185281e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 1.0338841104406832e-06
4096 1.355911641756815e-06
8192 1.7740356394742864e-06
16384 2.354669503642273e-06
32768 3.3564401583911424e-06
65536 4.6451884671861929e-06
131072 6.7420076345597011e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 1.0376191209331107e-06
4096 1.3645687090354053e-06
8192 1.785307029119859e-06
16384 2.3574444333397718e-06
32768 3.3336121104158362e-06
65536 4.629051471150672e-06
131072 6.7398432055185834e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 1.0222236673886771e-06
4096 1.3668407583333706e-06
8192 1.7555328364285594e-06
16384 2.3616062697485325e-06
32768 3.3314564906656757e-06
65536 4.6493973197582741e-06
131072 6.7425165662185281e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 1.0338841104406832e-06
4096 1.355911641756815e-06
8192 1.7740356394742864e-06
16384 2.354669503642273e-06
32768 3.3564401583911424e-06
65536 4.6451884671861929e-06
131072 6.7420076345597011e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 1.0376191209331107e-06
4096 1.3645687090354053e-06
8192 1.785307029119859e-06
16384 2.3574444333397718e-06
32768 3.3336121104158362e-06
65536 4.629051471150672e-06
131072 6.7398432055185834e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 7.3773609561148802e-07
4096 9.4671122064599245e-07
8192 1.1296658207325427e-06
16384 1.440451771356213e-06
32768 1.3647777753023122e-06
65536 1.9973694250981589e-06
131072 2.5207429452426721e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 2.1967786662156014e-06
4096 2.3287938260388435e-06
8192 2.6664372541279649e-06
16384 3.068131950526212e-06
32768 3.9836042068070332e-06
65536 5.0314207788319181e-06
131072 6.9309713074695294e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 0.011852881755731454
4096 0.014994075316277144
8192 0.020262559520513663
16384 0.029412917075304402
32768 0.039794585257668054
65536 0.053084879974903965
131072 0.072961888230481775
EOD
set title "samu dw_r: vs_canonical against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.4319031210879584e-07:0.22252598060125001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dw_r.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.353 [0.295, 0.412]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.299 [0.229, 0.369]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.471 [0.439, 0.502]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.472 [0.440, 0.503]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.472 [0.443, 0.502]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.471 [0.439, 0.502]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.472 [0.440, 0.503]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.472 [0.443, 0.502]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.271 [0.206, 0.335]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.325 [0.266, 0.385]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.450 [0.413, 0.487]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.451 [0.418, 0.483]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.450 [0.417, 0.482]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.447 [0.414, 0.480]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.451 [0.418, 0.483]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.450 [0.417, 0.482]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.447 [0.414, 0.480]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.277 [0.213, 0.340]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.278 [0.207, 0.348]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.446 [0.423, 0.469]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dw_r.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dw_r.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
