# samu_da_r_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_rel_l2.gp  (writes samu_da_r_rel_l2.png and samu_da_r_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_da_r_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_r_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.3080094571159596e-06
4096 7.4926293405171638e-06
8192 7.7128730710225587e-06
16384 0.00012038299829168814
32768 2.6988971193933002e-06
65536 2.1942781840626402e-06
131072 2.2491809451251468e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 4.7579541136596944e-05
4096 0.00012137316043770941
8192 3.0589548525850306e-05
16384 2.8754722896928082e-06
32768 3.7586165881457048e-06
65536 7.8468446429024246e-06
131072 1.7576299121931159e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.2566219070327986e-08
4096 2.8782508046300686e-08
8192 3.2917873950442746e-08
16384 1.9730153150177752e-08
32768 4.0258761710747004e-08
65536 1.4148552660074502e-10
131072 1.9740614737379954e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 3.072775794769885e-08
4096 2.570243707060829e-08
8192 1.3739520231587326e-08
16384 1.005685472305111e-08
32768 2.4201609626269624e-08
65536 2.9828991368108862e-09
131072 2.8922250475344365e-09
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.7977021192285811e-06
4096 5.7942460198738014e-06
8192 5.1528880053318529e-06
16384 0.00011820789072654245
32768 4.1112987469121565e-06
65536 3.9363978853762935e-06
131072 2.5957650913599414e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.4304326226441148e-06
4096 6.0975287557029728e-06
8192 5.6862182273507496e-06
16384 0.00012122497541368001
32768 4.6097934389776357e-06
65536 4.0654647499960601e-06
131072 2.6963862951055268e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.3692210398800373e-06
4096 5.6122763783762979e-06
8192 5.7928842717545296e-06
16384 0.00012017250401119017
32768 4.3605460929448957e-06
65536 3.4201304268972253e-06
131072 2.7522869638530741e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s8 << EOD
2048 9.4073996053149343e-07
4096 4.0352061520646043e-06
8192 1.0337425700873511e-06
16384 0.00013006573519459472
32768 1.7044726605184285e-06
65536 2.0649283483896714e-06
131072 2.0926590726320137e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s9 << EOD
2048 8.7952837776741569e-07
4096 3.3679841332404253e-06
8192 8.2041048127979237e-07
16384 0.00012690832098712518
32768 1.7044726605184285e-06
65536 1.5486608899106034e-06
131072 1.9920378688864282e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, rel_l2
$s10 << EOD
2048 8.7952837776741569e-07
4096 3.5499537747379289e-06
8192 7.13744436876013e-07
16384 0.0001262066733854653
32768 1.9537200065511681e-06
65536 1.871328051460021e-06
131072 1.9584974676378999e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 4.8439967682883898e-05
4096 0.00012005987626021333
8192 3.047149520922629e-05
16384 1.1540093416459494e-07
32768 6.4265820796648664e-07
65536 2.018942376842992e-06
131072 1.6672900252930558e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 5.0830041422569875e-05
4096 0.00012767692448969065
8192 3.1770081692090405e-05
16384 5.1188801027363531e-07
32768 1.0427740985221404e-06
65536 3.5651205290628412e-06
131072 2.860511652552051e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s13 << EOD
2048 4.7675144086184383e-05
4096 0.00012758937221119091
8192 3.1415921742218376e-05
16384 1.005685472305111e-08
32768 1.1761460620406917e-06
65536 2.8514998434229109e-06
131072 2.5446588688658466e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s14 << EOD
2048 6.2589204221824869e-05
4096 0.00012137316043770941
8192 1.5360670681352948e-05
16384 6.7019348507660127e-06
32768 1.224549281293231e-06
65536 9.2740860141822859e-06
131072 1.3075687994282116e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s15 << EOD
2048 4.7579541136596944e-05
4096 0.00012137316043770941
8192 1.4770404098232897e-05
16384 6.2628325896592516e-06
32768 1.6246651718488846e-06
65536 4.0408676528227948e-06
131072 1.4391741259641301e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, rel_l2
$s16 << EOD
2048 4.7961952934946701e-05
4096 0.00011769596474072035
8192 1.4652350781608887e-05
16384 6.8901215340974815e-06
32768 1.8914090988859873e-06
65536 4.6355515575227367e-06
131072 1.1145476538421976e-05
EOD
set title "samu da_r: rel_l2 against L (regime near1)\nsamu.da_r.rel_l2: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.7161842200248341e-11:0.00039019720558378416]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.da_r.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.259 [-0.897, 1.415]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.900 [-1.563, -0.237]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.558 [-1.948, 0.832]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.558 [-0.973, -0.143]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.361 [-0.647, 1.369]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.401 [-0.619, 1.422]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.398 [-0.649, 1.446]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.436 [-0.867, 1.740]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.440 [-0.904, 1.784]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.466 [-0.860, 1.791]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.785 [-2.516, 0.946]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.634 [-2.076, 0.809]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = -0.658 [-3.017, 1.701]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.637 [-1.530, 0.255]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.649 [-1.493, 0.195]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.664 [-1.422, 0.093]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
