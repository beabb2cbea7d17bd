# samu_dtheta_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_vs_canonical.gp  (writes samu_dtheta_vs_canonical.png and samu_dtheta_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dtheta_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_vs_canonical.svg"
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
2048 7.2179010391357591e-06
4096 1.6334926201260178e-05
8192 2.0598604424661344e-05
16384 1.4435418205066128e-05
32768 1.3111534124550977e-05
65536 2.0952649547887047e-05
131072 1.6400479719580217e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.53149437842605e-05
4096 2.2500366954128553e-05
8192 1.7847444982954991e-05
16384 1.5904704751326991e-05
32768 1.6195191607507665e-05
65536 1.3587364040972189e-05
131072 1.5464345712582537e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.8931800443871383e-06
4096 1.3524833545953527e-06
8192 2.4116769912136727e-06
16384 2.9603202301583458e-06
32768 4.0372699099938266e-06
65536 5.2942724117699507e-06
131072 6.0657362087976139e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.9447048012808115e-06
4096 1.3331027695592306e-06
8192 2.3870549580470665e-06
16384 2.9194144534002859e-06
32768 4.0451811169026876e-06
65536 5.4065138027526952e-06
131072 5.8704057329414591e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.9167916102139142e-06
4096 1.3570050993705617e-06
8192 2.3675061474884582e-06
16384 2.987656587603203e-06
32768 4.005243259017474e-06
65536 5.322655477715172e-06
131072 5.9143885503332912e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.8931800443871383e-06
4096 1.3524833545953527e-06
8192 2.4116769912136727e-06
16384 2.9603202301583458e-06
32768 4.0372699099938266e-06
65536 5.2942724117699507e-06
131072 6.0657362087976139e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 1.9447048012808115e-06
4096 1.3331027695592306e-06
8192 2.3870549580470665e-06
16384 2.9194144534002859e-06
32768 4.0451811169026876e-06
65536 5.4065138027526952e-06
131072 5.8704057329414591e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 1.9167916102139142e-06
4096 1.3570050993705617e-06
8192 2.3675061474884582e-06
16384 2.987656587603203e-06
32768 4.005243259017474e-06
65536 5.322655477715172e-06
131072 5.9143885503332912e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 1.7901049038216674e-06
4096 1.2023468979658497e-06
8192 1.0973733224376063e-06
16384 1.4140707943380069e-06
32768 1.3058742716746332e-06
65536 1.832652977949344e-06
131072 2.8735469030487036e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 9.3146445904964874e-06
4096 1.5129468709709766e-05
8192 2.12211197333232e-05
16384 1.6007580158227619e-05
32768 1.4005656612617767e-05
65536 2.5384163022813794e-05
131072 1.7424858611602774e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 1.8931800443871383e-06
4096 1.3524833545953527e-06
8192 2.4116769912136727e-06
16384 2.9603202301583458e-06
32768 4.0372699099938266e-06
65536 5.2942724117699507e-06
131072 6.0657362087976139e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 9.7401553188915211e-07
4096 3.3697397267987131e-06
8192 3.3989250351230274e-06
16384 1.5122650692374936e-05
32768 2.9798556516724105e-06
65536 9.9332298706520216e-06
131072 9.7754996918362355e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 9.7819171843944687e-07
4096 3.3784089093703767e-06
8192 3.3713611822643802e-06
16384 1.5219290230323742e-05
32768 3.001194151414946e-06
65536 9.9178514530846554e-06
131072 9.893715294549901e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 9.8172470517616168e-07
4096 3.3743038548422386e-06
8192 3.5139942140679445e-06
16384 1.5216934836097447e-05
32768 2.981362707770713e-06
65536 9.8342139895616282e-06
131072 9.8223622829303399e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 9.7401553188915211e-07
4096 3.3697397267987131e-06
8192 3.3989250351230274e-06
16384 1.5122650692374936e-05
32768 2.9798556516724105e-06
65536 9.9332298706520216e-06
131072 9.7754996918362355e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 9.7819171843944687e-07
4096 3.3784089093703767e-06
8192 3.3713611822643802e-06
16384 1.5219290230323742e-05
32768 3.001194151414946e-06
65536 9.9178514530846554e-06
131072 9.893715294549901e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 9.8172470517616168e-07
4096 3.3743038548422386e-06
8192 3.5139942140679445e-06
16384 1.5216934836097447e-05
32768 2.981362707770713e-06
65536 9.8342139895616282e-06
131072 9.8223622829303399e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 1.2204502761580659e-06
4096 2.9761916849090179e-06
8192 1.0379004520124817e-06
16384 1.4136827673476724e-05
32768 1.4670915464183963e-06
65536 9.010951467185391e-06
131072 7.7275064028983363e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 1.35198643788258e-05
4096 2.1431934908348666e-05
8192 2.4539608299868647e-05
16384 2.0891568948955823e-05
32768 1.5207405274790764e-05
65536 1.3592413904328088e-05
131072 1.8235710513990915e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 9.7401553188915211e-07
4096 3.3697397267987131e-06
8192 3.3989250351230274e-06
16384 1.5122650692374936e-05
32768 2.9798556516724105e-06
65536 9.9332298706520216e-06
131072 9.7754996918362355e-06
EOD
set title "samu dtheta: vs_canonical against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.246718439630507e-07:0.012]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dtheta.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.129 [-0.105, 0.363]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.055 [-0.159, 0.049]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.347 [0.215, 0.480]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.342 [0.199, 0.486]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.342 [0.208, 0.477]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.347 [0.215, 0.480]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.342 [0.199, 0.486]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.342 [0.208, 0.477]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.126 [-0.082, 0.333]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.129 [-0.067, 0.324]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.347 [0.215, 0.480]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.461 [-0.035, 0.957]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.463 [-0.033, 0.958]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.458 [-0.038, 0.954]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.461 [-0.035, 0.957]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.463 [-0.033, 0.958]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.458 [-0.038, 0.954]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.417 [-0.247, 1.082]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.025 [-0.205, 0.154]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.461 [-0.035, 0.957]", \
     0.0040000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.004 (THRESHOLDS.md samu.dtheta.vs_canonical)", \
     0.001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.001 (THRESHOLDS.md samu.dtheta.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
