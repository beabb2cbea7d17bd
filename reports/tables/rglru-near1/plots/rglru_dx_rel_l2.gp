# rglru_dx_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_rel_l2.gp  (writes rglru_dx_rel_l2.png and rglru_dx_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_dx_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dx_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.0016578646423097536
4096 0.0016594438123010752
8192 0.0016586719436378898
16384 0.0016587493565571264
32768 0.001658701729924757
65536 0.0016584377176545285
131072 0.0016585544014266276
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016582846117427048
4096 0.0016582522205440772
8192 0.0016588813987078994
16384 0.0016588630610470418
32768 0.0016587562714494861
65536 0.0016587375078079922
131072 0.0016588242209232024
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016578645540296225
4096 0.0016594437136444693
8192 0.0016586717985142465
16384 0.0016587491908389685
32768 0.0016587014774339214
65536 0.0016584374131280212
131072 0.0016585541392410133
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016582845119123546
4096 0.0016582521164515435
8192 0.0016588812429473908
16384 0.0016588628702747001
32768 0.0016587559851101591
65536 0.0016587371810147427
131072 0.0016588238400246603
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016578645656482635
4096 0.0016594437232106507
8192 0.0016586718093870708
16384 0.0016587492020773244
32768 0.0016587014891739497
65536 0.0016584374240094855
131072 0.0016585541514589173
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016578645648718951
4096 0.0016594437259477605
8192 0.0016586718096202775
16384 0.0016587492061526747
32768 0.001658701490248651
65536 0.0016584374278495663
131072 0.0016585541532140756
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s7 << EOD
2048 0.0016578645622338164
4096 0.0016594437253542762
8192 0.0016586718099138543
16384 0.0016587492026940663
32768 0.0016587014896356311
65536 0.0016584374238150081
131072 0.0016585541518865921
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s8 << EOD
2048 0.0016578645604308402
4096 0.0016594437245267225
8192 0.0016586718101483904
16384 0.0016587492057064763
32768 0.001658701490310833
65536 0.0016584374275344076
131072 0.0016585541536600166
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s9 << EOD
2048 0.0016582845190192036
4096 0.0016582521236094493
8192 0.0016588812519390179
16384 0.001658862883001874
32768 0.0016587559948089503
65536 0.0016587371929443159
131072 0.001658823853187656
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s10 << EOD
2048 0.0016582845212092712
4096 0.0016582521312301425
8192 0.0016588812582859092
16384 0.0016588628863944182
32768 0.0016587559987785213
65536 0.0016587371956672137
131072 0.0016588238557506368
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 0.0016582845185348204
4096 0.0016582521241422204
8192 0.001658881251808512
16384 0.0016588628834163569
32768 0.0016587559951197514
65536 0.0016587371933563916
131072 0.0016588238534941653
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 0.0016582845231964431
4096 0.0016582521312111592
8192 0.0016588812585587353
16384 0.001658862886384827
32768 0.0016587559991356859
65536 0.0016587371955272114
131072 0.0016588238557054596
EOD
set title "rglru dx: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055262151800987414:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.dx.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.000 [-0.000, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.000 [-0.000, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.000 [-0.000, 0.000]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.000 [-0.000, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md rglru.dx.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md rglru.dx.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
