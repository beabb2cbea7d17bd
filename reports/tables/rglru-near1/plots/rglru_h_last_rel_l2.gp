# rglru_h_last_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
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
2048 1.1921699984207052e-06
4096 1.0649840764082402e-06
8192 1.4601996546039841e-06
16384 1.2730728338431213e-06
32768 1.34651161369703e-06
65536 9.621055991798134e-07
131072 1.1135699748378597e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.1474357757230113e-06
4096 1.1685410767021544e-06
8192 1.3169741217284556e-06
16384 1.235257500719286e-06
32768 1.1603470266886455e-06
65536 1.2542968779766483e-06
131072 1.4404950061889314e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.543383786307215e-08
4096 2.573106782859507e-08
8192 2.618686894677149e-08
16384 2.4481745096764589e-08
32768 2.4906352690866424e-08
65536 2.6149789590933837e-08
131072 2.6177048335733948e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.576060021518149e-08
4096 2.5139298297262328e-08
8192 2.5264279744345224e-08
16384 2.6055923336579709e-08
32768 2.4761803056002811e-08
65536 2.5890474602025681e-08
131072 2.5458159545601522e-08
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 2.1500325244889575e-07
4096 2.1635448132429763e-07
8192 2.1391591357416062e-07
16384 2.0934117566414206e-07
32768 2.2193134470127981e-07
65536 2.0099299016857072e-07
131072 2.1062261911902548e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 3.4953054162885291e-07
4096 5.2297245534915708e-07
8192 1.0528422709577507e-06
16384 8.9827000458287782e-06
32768 5.1607591142390381e-06
65536 1.5010713897950702e-06
131072 4.4797729404849734e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s7 << EOD
2048 2.1699220309714945e-07
4096 2.0738251436821487e-07
8192 2.1788284309125108e-07
16384 2.0837996307431898e-07
32768 2.3143379119154119e-07
65536 2.0077084128322659e-07
131072 2.1572123676790383e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s8 << EOD
2048 3.4771445927987611e-07
4096 5.2148982420874041e-07
8192 1.0640115602119051e-06
16384 8.9845608390537877e-06
32768 5.1651961699582815e-06
65536 1.4994595144370464e-06
131072 4.4410743669770574e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s9 << EOD
2048 2.1379639943767538e-07
4096 2.0787502520019876e-07
8192 2.243057036697273e-07
16384 2.2126826749566738e-07
32768 2.1919977666390414e-07
65536 2.2192573368069593e-07
131072 2.1886319785518383e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s10 << EOD
2048 3.7211787648183194e-07
4096 4.2312725938529534e-07
8192 1.2279190076459564e-06
16384 5.5252635213607246e-06
32768 2.0493890114026247e-06
65536 1.4355931328202427e-06
131072 3.1628283861757246e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 2.0022787641605831e-07
4096 2.1322952730642752e-07
8192 2.1470264869547486e-07
16384 2.3151805382967886e-07
32768 2.2294729685608676e-07
65536 2.1896876616030774e-07
131072 2.1908235276523512e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 3.6952768740753855e-07
4096 4.2984339970501367e-07
8192 1.223517944322845e-06
16384 5.5164368431952709e-06
32768 2.0510694330932648e-06
65536 1.4362341628359791e-06
131072 3.1378609026885451e-07
EOD
set title "rglru h_last: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.1605816989215303e-09:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.h_last.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.025 [-0.132, 0.081]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.036 [-0.011, 0.083]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.004 [-0.017, 0.024]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.000 [-0.014, 0.014]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.009 [-0.030, 0.013]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.229 [-0.695, 1.153]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = -0.001 [-0.036, 0.034]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.228 [-0.698, 1.154]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.009 [-0.008, 0.026]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.127 [-0.668, 0.922]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.019 [-0.008, 0.045]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.126 [-0.670, 0.921]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.h_last.rel_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.h_last.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
