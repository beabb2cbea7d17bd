# samu_z_last_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
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
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 1.1537004084368171e-06
4096 1.0635807220766374e-06
8192 1.7721916353538152e-06
16384 1.3800348677732234e-06
32768 9.9565525781404679e-07
65536 1.5384532461878264e-06
131072 1.6757209631666948e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.1537004084368171e-06
4096 1.0635807220766374e-06
8192 1.7721916353538152e-06
16384 1.3800348677732234e-06
32768 9.9565525781404679e-07
65536 1.5384532461878264e-06
131072 1.6757209631666948e-06
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s9 << EOD
2048 1.1766696648806068e-06
4096 1.089445052548632e-06
8192 1.8252268732944666e-06
16384 1.3657853970222693e-06
32768 1.004688469211007e-06
65536 1.5103188681384295e-06
131072 1.7170838714159e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 1.1103863694224992e-06
4096 1.1014781344184841e-06
8192 1.2455756417184695e-06
16384 1.0298314045725645e-06
32768 1.4380404303122656e-06
65536 1.5250371078462139e-06
131072 1.7418612770612168e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s11 << EOD
2048 1.1769464758997796e-06
4096 1.0671270258962337e-06
8192 1.7954001882160868e-06
16384 1.3816044419417293e-06
32768 9.9460310485177444e-07
65536 1.5306183473374708e-06
131072 1.6837630943051254e-06
EOD
set title "samu z_last: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.2841191287169893e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.z_last.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.056 [-0.109, 0.220]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial: k = 0.062 [-0.098, 0.222]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64: k = 0.066 [-0.092, 0.224]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid: k = 0.062 [-0.098, 0.222]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2: k = 0.062 [-0.098, 0.222]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2: k = 0.066 [-0.092, 0.224]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2: k = 0.062 [-0.098, 0.222]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential: k = 0.061 [-0.099, 0.222]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64: k = 0.111 [0.031, 0.190]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl: k = 0.062 [-0.098, 0.222]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.z_last.excess_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.z_last.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
