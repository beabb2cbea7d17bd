# samu_dx_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_rel_l2.gp  (writes samu_dx_rel_l2.png and samu_dx_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_dx_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_dx_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.0016621800922348453
4096 0.0016620864631798045
8192 0.0016624996876992717
16384 0.0016613440455918048
32768 0.0016620868810547872
65536 0.0016618598686374139
131072 0.001661928392784716
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016616342733994981
4096 0.0016614102976280621
8192 0.0016618746953485019
16384 0.0016616556613559331
32768 0.0016618837956026541
65536 0.0016614911085022519
131072 0.0016617549229372241
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016621797681253179
4096 0.0016620860058222775
8192 0.0016624982119068513
16384 0.0016613426694640939
32768 0.0016620864792897063
65536 0.0016618589038746839
131072 0.0016619276307001914
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016616336787567759
4096 0.0016614098012442448
8192 0.0016618736795384161
16384 0.0016616550241737678
32768 0.0016618831444376466
65536 0.0016614904569376987
131072 0.0016617544083755553
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016621801010465998
4096 0.0016620864747454132
8192 0.0016624996794478712
16384 0.0016613440286873231
32768 0.0016620868772553499
65536 0.0016618598611853773
131072 0.0016619283927818153
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016621800945712261
4096 0.0016620864829564679
8192 0.001662499681323806
16384 0.0016613440285081285
32768 0.0016620868755735806
65536 0.0016618598596528371
131072 0.0016619283941316637
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 0.0016621801010135175
4096 0.001662086482606077
8192 0.0016624996740147939
16384 0.0016613440255725785
32768 0.0016620868745114148
65536 0.0016618598591135471
131072 0.0016619283948493913
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 0.0016616342696900229
4096 0.0016614102872332035
8192 0.0016618746841606863
16384 0.0016616556524542796
32768 0.0016618838002427942
65536 0.001661491115170746
131072 0.0016617549183256379
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 0.0016616342655959607
4096 0.0016614102911408023
8192 0.0016618746719140299
16384 0.0016616556540619866
32768 0.0016618837929093637
65536 0.0016614911153301768
131072 0.0016617549184808926
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 0.0016616342601490344
4096 0.0016614102904858592
8192 0.0016618746704584453
16384 0.0016616556535054745
32768 0.0016618837925639544
65536 0.0016614911150634635
131072 0.001661754918749266
EOD
set title "samu dx: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055378088982136462:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dx.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.000 [-0.000, 0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.000 [-0.000, 0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.000 [-0.000, 0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.000 [-0.000, 0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.000 [-0.000, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md samu.dx.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md samu.dx.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
