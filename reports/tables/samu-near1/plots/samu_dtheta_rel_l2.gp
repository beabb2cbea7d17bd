# samu_dtheta_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_rel_l2.gp  (writes samu_dtheta_rel_l2.png and samu_dtheta_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_dtheta_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 2.3480007278949808e-05
4096 2.8216071161241971e-05
8192 3.3104047115477013e-05
16384 3.3994956627246934e-05
32768 3.3412619278504607e-05
65536 3.3831356936428502e-05
131072 3.5750213817040701e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 2.2058311303055807e-05
4096 2.7044606382510255e-05
8192 3.3445888851513153e-05
16384 3.4897419634018772e-05
32768 3.3894364997508188e-05
65536 3.4209838236051734e-05
131072 3.6078259913647614e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.3759747804396185e-08
4096 2.4328807178096877e-08
8192 2.6073061460745045e-08
16384 2.537805068913563e-08
32768 2.6683052843096658e-08
65536 2.5224991805320323e-08
131072 2.6366781917710035e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.4497440795239065e-08
4096 2.4428486652315946e-08
8192 2.3280828731700908e-08
16384 2.4837969784280849e-08
32768 2.495560163256489e-08
65536 2.4529489745740285e-08
131072 2.6274754775527819e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 2.3178917093626738e-05
4096 2.8238159910992356e-05
8192 3.3058429640462504e-05
16384 3.3907412644212818e-05
32768 3.3525145289950828e-05
65536 3.3487025731598682e-05
131072 3.4941714361466997e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 2.3182450868649056e-05
4096 2.8248813586826667e-05
8192 3.3075367350435523e-05
16384 3.3921426283531555e-05
32768 3.3544370789101811e-05
65536 3.3481671972435954e-05
131072 3.4906345379844984e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 2.3166286601538459e-05
4096 2.8253404559844699e-05
8192 3.3063049692722652e-05
16384 3.3913324462306712e-05
32768 3.3532045253086844e-05
65536 3.3490163512826278e-05
131072 3.4922683010315998e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s8 << EOD
2048 2.3707024425293309e-05
4096 2.803722977987395e-05
8192 3.349273937921547e-05
16384 3.3608893715656359e-05
32768 3.3202490963636308e-05
65536 3.353162455502513e-05
131072 3.5936680838098128e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s9 << EOD
2048 2.3693025702842461e-05
4096 2.8047816973310899e-05
8192 3.348254151864613e-05
16384 3.3615585772443568e-05
32768 3.3188285915849591e-05
65536 3.354326522059735e-05
131072 3.5908335648978442e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, rel_l2
$s10 << EOD
2048 2.3721666695855222e-05
4096 2.8041788325520996e-05
8192 3.349055333567696e-05
16384 3.3624101474596943e-05
32768 3.3183073504570266e-05
65536 3.3544438001908258e-05
131072 3.5923106568857073e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 2.2123848755361883e-05
4096 2.7065655048802597e-05
8192 3.3427982350152622e-05
16384 3.4865244462529869e-05
32768 3.3837187667495416e-05
65536 3.4050471965563102e-05
131072 3.498879722870113e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 2.2124610528567426e-05
4096 2.7067384490076452e-05
8192 3.3413473232334118e-05
16384 3.4850398777769419e-05
32768 3.3834714982088652e-05
65536 3.4051448228552862e-05
131072 3.5017114258217905e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s13 << EOD
2048 2.2131323280821826e-05
4096 2.7062480094607657e-05
8192 3.3423678770573109e-05
16384 3.4867197037593235e-05
32768 3.3833944003172587e-05
65536 3.4054913293232697e-05
131072 3.5032677018725816e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s14 << EOD
2048 2.259872099104296e-05
4096 2.7138152072169049e-05
8192 3.3345577747573924e-05
16384 3.5148445464581878e-05
32768 3.4548378302391517e-05
65536 3.3861069359500117e-05
131072 3.4863228751030624e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s15 << EOD
2048 2.2608432628399648e-05
4096 2.7127347859258488e-05
8192 3.3328849282220976e-05
16384 3.5174370037107908e-05
32768 3.4562348161022072e-05
65536 3.3875379077396816e-05
131072 3.4875220829347396e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, rel_l2
$s16 << EOD
2048 2.2596818926080911e-05
4096 2.7146031569684594e-05
8192 3.3340138554550729e-05
16384 3.5151680077152656e-05
32768 3.4557177717197046e-05
65536 3.3871901333096729e-05
131072 3.4869163951917724e-05
EOD
set title "samu dtheta: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.7602762439003032e-09:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dtheta.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.084 [0.025, 0.144]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.101 [0.026, 0.176]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.021 [-0.001, 0.043]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.015 [-0.007, 0.036]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.082 [0.018, 0.146]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.082 [0.017, 0.146]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.082 [0.018, 0.146]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.082 [0.024, 0.141]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.082 [0.023, 0.141]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.082 [0.023, 0.141]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.095 [0.018, 0.173]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.095 [0.018, 0.172]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.095 [0.018, 0.173]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.092 [0.016, 0.167]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.092 [0.016, 0.167]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.092 [0.016, 0.167]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dtheta.rel_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dtheta.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
