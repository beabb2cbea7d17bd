# samu_z_last_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_rel_l2.gp  (writes samu_z_last_rel_l2.png and samu_z_last_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_z_last_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_z_last_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.1873719049817743e-06
4096 1.0890778550586006e-06
8192 1.8265828396625578e-06
16384 1.4413391482832544e-06
32768 9.870030357527687e-07
65536 1.5145965447710298e-06
131072 1.6806037330208107e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.4101543606539616e-06
4096 1.3710764882413465e-06
8192 1.7662901908543345e-06
16384 1.3618000926899028e-06
32768 1.277789775037364e-06
65536 1.1767280086492074e-06
131072 1.1234970827773142e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.5581283867254377e-08
4096 2.5511416642222107e-08
8192 2.6723102129456859e-08
16384 2.4973140610148636e-08
32768 2.5990676935283547e-08
65536 2.5496328963536454e-08
131072 2.6429499437791012e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.5319506310463002e-08
4096 2.5166834656622012e-08
8192 2.63709867570021e-08
16384 2.5629235603334332e-08
32768 2.4788778691164187e-08
65536 2.5788320808938473e-08
131072 2.5091592502190088e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.1514712720986968e-06
4096 1.0666980603474896e-06
8192 1.7904564395075804e-06
16384 1.3640620335454666e-06
32768 9.8224887689285039e-07
65536 1.5192228711549597e-06
131072 1.6628953171300382e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.1442290900540884e-06
4096 1.0728876760539428e-06
8192 1.7878562917833073e-06
16384 1.392927641939832e-06
32768 9.8579899017392116e-07
65536 1.5416028941377961e-06
131072 1.6845553525630226e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.1514712720986968e-06
4096 1.0666980603474896e-06
8192 1.7904564395075804e-06
16384 1.3640620335454666e-06
32768 9.8224887689285039e-07
65536 1.5192228711549597e-06
131072 1.6628953171300382e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 1.4035546952849312e-06
4096 1.3384802948122363e-06
8192 1.7656884392981511e-06
16384 1.3577692398456523e-06
32768 1.2558687475760781e-06
65536 1.2084196262009336e-06
131072 1.127871571366175e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 1.395444632572087e-06
4096 1.3319086882025621e-06
8192 1.7851363474810481e-06
16384 1.3540599906676686e-06
32768 1.2546552013519363e-06
65536 1.2046243208215165e-06
131072 1.1327011106414841e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 1.4035546952849312e-06
4096 1.3384802948122363e-06
8192 1.7656884392981511e-06
16384 1.3577692398456523e-06
32768 1.2558687475760781e-06
65536 1.2084196262009336e-06
131072 1.127871571366175e-06
EOD
set title "samu z_last: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.2629262303880619e-09:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.z_last.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.056 [-0.108, 0.220]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.068 [-0.150, 0.014]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.004 [-0.014, 0.021]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.002 [-0.018, 0.014]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.062 [-0.099, 0.224]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.066 [-0.095, 0.228]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.062 [-0.099, 0.224]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.062 [-0.146, 0.022]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.061 [-0.148, 0.027]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.062 [-0.146, 0.022]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.z_last.rel_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.z_last.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
