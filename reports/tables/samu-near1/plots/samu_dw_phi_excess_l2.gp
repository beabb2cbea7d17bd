# samu_dw_phi_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_excess_l2.gp  (writes samu_dw_phi_excess_l2.png and samu_dw_phi_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.5756576186060035e-05
4096 2.0369423673221381e-05
8192 1.5613281829492938e-05
16384 1.0288062638341973e-05
32768 2.5786192241030783e-05
65536 4.9481028005654087e-05
131072 3.685794161611203e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 8.2341250985316714e-06
4096 1.8721800996294655e-05
8192 1.7119922822274505e-05
16384 1.7921239603334694e-05
32768 1.8514077691569052e-05
65536 2.4446576205986326e-05
131072 3.4119850340837759e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.5893943714136356e-05
4096 2.0427481281063474e-05
8192 1.5973348310938988e-05
16384 1.1834328655414611e-05
32768 2.5216698967748569e-05
65536 4.8447816793927503e-05
131072 3.5607733504856165e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.6031609219674409e-05
4096 2.0314643830954437e-05
8192 1.5963715847729834e-05
16384 1.1838225250678633e-05
32768 2.5172746298981352e-05
65536 4.844601655519749e-05
131072 3.5301796821777539e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.5915206431779303e-05
4096 2.0460502049682027e-05
8192 1.5868728774822619e-05
16384 1.1829118915318791e-05
32768 2.5184452775830464e-05
65536 4.8340659987574406e-05
131072 3.5318826074738476e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.3052348298687678e-05
4096 2.5501301987088648e-05
8192 1.399434509101253e-05
16384 1.1396696359301184e-05
32768 3.6821779420799337e-05
65536 3.1859924429555035e-05
131072 5.7167635446199108e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 1.3173592090878978e-05
4096 2.5775749512918553e-05
8192 1.4064703780546202e-05
16384 1.1400995104752013e-05
32768 3.631776225231272e-05
65536 3.1856038442425087e-05
131072 5.687230686797765e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 1.3060165143102823e-05
4096 2.5796798730318202e-05
8192 1.3986747545883e-05
16384 1.1358646834649536e-05
32768 3.6385939773378865e-05
65536 3.1933703891472894e-05
131072 5.707513294425181e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 7.8604150931890041e-06
4096 1.7562337970771783e-05
8192 1.6833045024674554e-05
16384 1.8159710888918722e-05
32768 1.8485773940780143e-05
65536 2.3972571857092143e-05
131072 2.6907952140190125e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 7.826444244501453e-06
4096 1.7386238406840513e-05
8192 1.6787724054821434e-05
16384 1.8139107386452073e-05
32768 1.8518217886395637e-05
65536 2.4008691358308321e-05
131072 2.6661365566470193e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 7.8733784347550335e-06
4096 1.7374542192036538e-05
8192 1.6771060430473081e-05
16384 1.8115639026046531e-05
32768 1.8520468345120616e-05
65536 2.4033257029250729e-05
131072 2.6903663919342815e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 5.7924050817698284e-06
4096 1.7519201570567349e-05
8192 1.3401717946191465e-05
16384 1.7753597340565443e-05
32768 2.1119490348117557e-05
65536 2.3816671931746839e-05
131072 2.6407951245441794e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 5.7741765625166097e-06
4096 1.7558757255366201e-05
8192 1.3338969356357324e-05
16384 1.7947162935197655e-05
32768 2.1202213544970865e-05
65536 2.3854814291491416e-05
131072 2.6293382510748669e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 5.7920493769780056e-06
4096 1.7515388184961068e-05
8192 1.3371325038918769e-05
16384 1.7836600180921025e-05
32768 2.1166433185507474e-05
65536 2.3811656562512972e-05
131072 2.6443591117904239e-05
EOD
set title "samu dw_phi: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.9247255208388699e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dw_phi.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.249 [-0.053, 0.551]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.251 [0.090, 0.413]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.237 [-0.028, 0.502]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.235 [-0.030, 0.500]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.236 [-0.030, 0.501]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.301 [-0.014, 0.616]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.297 [-0.018, 0.611]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.299 [-0.017, 0.615]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.227 [0.075, 0.380]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.228 [0.076, 0.379]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.228 [0.079, 0.378]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.290 [0.083, 0.497]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.290 [0.081, 0.499]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.290 [0.083, 0.497]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_phi.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_phi.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
