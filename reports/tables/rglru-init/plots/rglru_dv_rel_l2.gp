# rglru_dv_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_rel_l2.gp  (writes rglru_dv_rel_l2.png and rglru_dv_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_dv_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dv_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.0016606769860565626
4096 0.0016612505105814313
8192 0.0016611633324785829
16384 0.0016587618273292504
32768 0.0016588324218461121
65536 0.0016586816432118045
131072 0.0016588724373221345
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016615790314272406
4096 0.0016591471634001538
8192 0.0016592272920662532
16384 0.0016582940601015431
32768 0.0016590781736711558
65536 0.0016587057747698103
131072 0.0016590924179759234
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016606769819951584
4096 0.0016612505059770278
8192 0.0016611633216638299
16384 0.0016587618206809933
32768 0.0016588324143091894
65536 0.0016586816370131304
131072 0.001658872430772155
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016615790249405401
4096 0.0016591471594625113
8192 0.0016592272856176087
16384 0.001658294055830619
32768 0.001659078168079662
65536 0.0016587057677810377
131072 0.0016590924116911536
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016606769853399585
4096 0.0016612505110503225
8192 0.0016611633318065044
16384 0.0016587618256385828
32768 0.0016588324195837428
65536 0.0016586816415960735
131072 0.0016588724361478154
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016606769857439238
4096 0.0016612505111439993
8192 0.001661163331932048
16384 0.0016587618260630796
32768 0.001658832419450533
65536 0.0016586816415793981
131072 0.0016588724361474721
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s7 << EOD
2048 0.0016615790291646996
4096 0.0016591471626850017
8192 0.0016592272912672264
16384 0.001658294059585699
32768 0.001659078172902043
65536 0.0016587057735026796
131072 0.0016590924166736401
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s8 << EOD
2048 0.0016615790293897819
4096 0.0016591471633036281
8192 0.001659227291768005
16384 0.0016582940595100994
32768 0.0016590781731885146
65536 0.0016587057735953947
131072 0.0016590924168275985
EOD
set title "rglru dv: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055276468527687298:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.dv.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.000 [-0.001, -0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.000 [-0.001, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.000 [-0.001, -0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.000 [-0.001, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.000 [-0.001, -0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.000 [-0.001, -0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.000 [-0.001, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.000 [-0.001, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md rglru.dv.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md rglru.dv.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
