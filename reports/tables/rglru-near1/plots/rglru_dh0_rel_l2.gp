# rglru_dh0_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_rel_l2.gp  (writes rglru_dh0_rel_l2.png and rglru_dh0_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_dh0_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 7.6940408586466785e-07
4096 1.202754270658515e-06
8192 1.6712505036678619e-06
16384 1.8822010820185916e-06
32768 2.8854457861336836e-06
65536 3.6423051951863847e-06
131072 1.681110585679482e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 8.6948931559858335e-07
4096 9.5345480150036238e-07
8192 1.8241289751420385e-06
16384 1.9302959283413335e-06
32768 3.0963281580150401e-06
65536 2.2544329564855787e-06
131072 3.3564409484035393e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.5446646071506633e-08
4096 2.5116291955109181e-08
8192 2.5483258394639771e-08
16384 2.6894326985952528e-08
32768 2.476188973442463e-08
65536 2.4606735087078132e-08
131072 2.413333547160165e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.59463608783657e-08
4096 2.616825446268355e-08
8192 2.5839863843551961e-08
16384 2.4783629899205289e-08
32768 2.5753076163174214e-08
65536 2.5529981966826661e-08
131072 2.57620898592095e-08
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.9517024971765171e-07
4096 2.3521322549156668e-07
8192 2.620167462575731e-07
16384 2.6852558474119089e-07
32768 3.5840724168727437e-07
65536 2.7763550696022397e-07
131072 2.9889480511890576e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 2.0250769853001612e-07
4096 2.0709335478065505e-07
8192 2.136142715128901e-07
16384 3.0895175214218271e-07
32768 2.2608890774580191e-07
65536 2.327817544735607e-07
131072 1.9267307615086909e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.93368594599231e-07
4096 2.3419027763033151e-07
8192 2.5227725155573002e-07
16384 2.6473590135231211e-07
32768 3.547356756414635e-07
65536 2.8541961291288393e-07
131072 2.9178138399412363e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s8 << EOD
2048 2.0397907293330884e-07
4096 2.0655033654806582e-07
8192 2.1219029926001433e-07
16384 3.0848893119819334e-07
32768 2.280243292681519e-07
65536 2.2661713376237645e-07
131072 1.9593743604262088e-07
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s9 << EOD
2048 2.1591463814265472e-07
4096 2.1636666434883106e-07
8192 2.4598069950821927e-07
16384 3.2797297284014045e-07
32768 3.669800954317788e-07
65536 3.3672314459286111e-07
131072 3.3375242982095514e-07
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s10 << EOD
2048 2.1435369514563902e-07
4096 2.1727363658350543e-07
8192 2.123878599643532e-07
16384 2.9203945607031035e-07
32768 2.3675974518425612e-07
65536 2.1311728158437693e-07
131072 2.0789401639007122e-07
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 2.1576706626726857e-07
4096 2.1910893484053454e-07
8192 2.4533313558871964e-07
16384 3.2960206687808027e-07
32768 3.5455175921261134e-07
65536 3.4575229174786935e-07
131072 3.2987499620095332e-07
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 2.1291499476837485e-07
4096 2.1769046371117347e-07
8192 2.1246851624575455e-07
16384 2.9527826664602265e-07
32768 2.3724787862166174e-07
65536 2.1731288237138152e-07
131072 2.1324041274785143e-07
EOD
set title "rglru dh0: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.0444451572005505e-09:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.dh0.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.263 [0.005, 0.522]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.325 [0.168, 0.482]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.012 [-0.035, 0.011]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.004 [-0.016, 0.009]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.099 [0.009, 0.190]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.007 [-0.112, 0.127]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.102 [0.014, 0.189]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.007 [-0.110, 0.124]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.134 [0.050, 0.217]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.001 [-0.093, 0.091]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.132 [0.053, 0.211]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.006 [-0.086, 0.098]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dh0.rel_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dh0.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
