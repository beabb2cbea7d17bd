# samu_z_last_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_excess_l2.gp  (writes samu_z_last_excess_l2.png and samu_z_last_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_z_last_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_z_last_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.1868683206483017e-06
4096 1.0917232821003271e-06
8192 1.8254669668200005e-06
16384 1.4427469382928277e-06
32768 9.8523573861509685e-07
65536 1.5136679828033912e-06
131072 1.6808328685450781e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.40949090007758e-06
4096 1.3703856006210781e-06
8192 1.7654468972439305e-06
16384 1.3627539172252654e-06
32768 1.278634761647805e-06
65536 1.1773751863418525e-06
131072 1.124349766681512e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.1537004084368171e-06
4096 1.0635807220766374e-06
8192 1.7721916353538152e-06
16384 1.3800348677732234e-06
32768 9.9565525781404679e-07
65536 1.5384532461878264e-06
131072 1.6757209631666948e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 1.1537004084368171e-06
4096 1.0635807220766374e-06
8192 1.7721916353538152e-06
16384 1.3800348677732234e-06
32768 9.9565525781404679e-07
65536 1.5384532461878264e-06
131072 1.6757209631666948e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 1.1766696648806068e-06
4096 1.089445052548632e-06
8192 1.8252268732944666e-06
16384 1.3657853970222693e-06
32768 1.004688469211007e-06
65536 1.5103188681384295e-06
131072 1.7170838714159e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 1.1103863694224992e-06
4096 1.1014781344184841e-06
8192 1.2455756417184695e-06
16384 1.0298314045725645e-06
32768 1.4380404303122656e-06
65536 1.5250371078462139e-06
131072 1.7418612770612168e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 1.3808104730869648e-06
4096 1.337638604932326e-06
8192 1.7847118545931916e-06
16384 1.3439417211020346e-06
32768 1.265532096287564e-06
65536 1.1871064163747971e-06
131072 1.1374114104109253e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 1.3926154391605557e-06
4096 1.3389940490345921e-06
8192 1.7707921574040594e-06
16384 1.3391397487866323e-06
32768 1.2696269861441622e-06
65536 1.2009601887610924e-06
131072 1.1325998715174554e-06
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 1.3808104730869648e-06
4096 1.337638604932326e-06
8192 1.7847118545931916e-06
16384 1.3439417211020346e-06
32768 1.265532096287564e-06
65536 1.1871064163747971e-06
131072 1.1374114104109253e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 1.3808104730869648e-06
4096 1.337638604932326e-06
8192 1.7847118545931916e-06
16384 1.3439417211020346e-06
32768 1.265532096287564e-06
65536 1.1871064163747971e-06
131072 1.1374114104109253e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 1.3926154391605557e-06
4096 1.3389940490345921e-06
8192 1.7707921574040594e-06
16384 1.3391397487866323e-06
32768 1.2696269861441622e-06
65536 1.2009601887610924e-06
131072 1.1325998715174554e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 1.3808104730869648e-06
4096 1.337638604932326e-06
8192 1.7847118545931916e-06
16384 1.3439417211020346e-06
32768 1.265532096287564e-06
65536 1.1871064163747971e-06
131072 1.1374114104109253e-06
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 1.4082297548120952e-06
4096 1.3511526131287952e-06
8192 1.7458359686155781e-06
16384 1.3301373534250914e-06
32768 1.2776249048564352e-06
65536 1.1826718205460199e-06
131072 1.1101721074538023e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 1.3894613355012775e-06
4096 8.6903498834870857e-07
8192 1.0070671569355933e-06
16384 1.6970080258452578e-06
32768 1.2123580438760726e-06
65536 1.1705656875586028e-06
131072 1.408523264948098e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 1.3808104730869648e-06
4096 1.337638604932326e-06
8192 1.7847118545931916e-06
16384 1.3439417211020346e-06
32768 1.265532096287564e-06
65536 1.1871064163747971e-06
131072 1.1374114104109253e-06
EOD
set title "samu z_last: excess_l2 against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.8967832944956952e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.z_last.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.056 [-0.109, 0.220]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.067 [-0.149, 0.015]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.062 [-0.098, 0.222]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.066 [-0.092, 0.224]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.062 [-0.098, 0.222]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.062 [-0.098, 0.222]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.066 [-0.092, 0.224]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.062 [-0.098, 0.222]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.061 [-0.099, 0.222]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.111 [0.031, 0.190]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.062 [-0.098, 0.222]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.060 [-0.148, 0.028]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.060 [-0.145, 0.025]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.060 [-0.148, 0.028]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.060 [-0.148, 0.028]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.060 [-0.145, 0.025]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.060 [-0.148, 0.028]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.067 [-0.147, 0.014]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.042 [-0.122, 0.207]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.060 [-0.148, 0.028]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.z_last.excess_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.z_last.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
