# rglru_h_last_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_h_last_rel_l2.gp  (writes rglru_h_last_rel_l2.png and rglru_h_last_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_h_last_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_h_last_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.20367165937992e-07
4096 1.2230551175844909e-07
8192 1.1850345387499348e-07
16384 1.1550956464871307e-07
32768 1.1232868948300662e-07
65536 1.1141454877503056e-07
131072 1.2586412795471686e-07
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.221723072265816e-07
4096 1.1458059346074346e-07
8192 1.2513776612237971e-07
16384 1.1412098096056162e-07
32768 1.197376678698623e-07
65536 1.1969969955653179e-07
131072 1.2321240949366534e-07
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.5559605752943815e-08
4096 2.4707112199253281e-08
8192 2.6321608983157147e-08
16384 2.4990971463931429e-08
32768 2.5197413496696891e-08
65536 2.5195359527291943e-08
131072 2.623086836790871e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.5281394358287273e-08
4096 2.5643892086095373e-08
8192 2.523561263826073e-08
16384 2.6513029042117496e-08
32768 2.5858912762389132e-08
65536 2.448133996952378e-08
131072 2.5844902850665616e-08
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 9.9459729198385467e-08
4096 9.4341583994309208e-08
8192 9.3410241533321882e-08
16384 9.6857955395693561e-08
32768 9.6410359241003114e-08
65536 9.6034993467703615e-08
131072 9.1332020017343813e-08
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 9.7900031556236177e-08
4096 9.5343657238380876e-08
8192 9.1364729372148975e-08
16384 9.6745989831486344e-08
32768 9.6381879626578839e-08
65536 9.8331897770290697e-08
131072 9.195697768500914e-08
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s7 << EOD
2048 9.3777422409585365e-08
4096 9.6043716699112909e-08
8192 9.6543017535246593e-08
16384 9.7698406724171463e-08
32768 9.332760080835179e-08
65536 9.8991770388269914e-08
131072 9.9544574906005497e-08
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s8 << EOD
2048 9.3321472812300848e-08
4096 9.6494948961306005e-08
8192 9.7970889577486065e-08
16384 9.8431410770814734e-08
32768 9.3897103956982033e-08
65536 9.9126425049555732e-08
131072 9.9072461101092317e-08
EOD
set title "rglru h_last: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.1604466565079271e-09:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.h_last.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.005 [-0.039, 0.028]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.004 [-0.023, 0.030]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.004 [-0.014, 0.022]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.000 [-0.019, 0.019]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.010 [-0.028, 0.008]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.004 [-0.026, 0.018]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.011 [-0.004, 0.025]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.010 [-0.006, 0.025]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.h_last.rel_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.h_last.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
