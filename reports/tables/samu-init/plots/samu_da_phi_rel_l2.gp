# samu_da_phi_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_rel_l2.gp  (writes samu_da_phi_rel_l2.png and samu_da_phi_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_da_phi_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.1498006109429564e-05
4096 3.9441681438968544e-07
8192 5.1058776543564003e-06
16384 5.9877776096230275e-06
32768 4.8215036017762567e-06
65536 1.3037473687075319e-06
131072 2.8248942450594458e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 6.5012350976854524e-06
4096 0.00011841885098312365
8192 1.4955218288518287e-05
16384 8.9269049522725e-06
32768 9.0957840456036218e-06
65536 8.0143253821150618e-07
131072 1.2101702066174032e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 8.6761187815651626e-09
4096 2.555080675223871e-08
8192 2.8471667306412092e-08
16384 4.5025470795260638e-08
32768 6.9248346040035684e-09
65536 3.3255815306369786e-08
131072 3.2889536321691311e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 3.5948907050120499e-09
4096 4.0647297132047267e-08
8192 2.3715191836450097e-08
16384 7.4257909891923288e-09
32768 2.0987696450160833e-08
65536 2.3352716554634755e-08
131072 1.9540261929103113e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.5365005874648061e-05
4096 4.1708840241269739e-07
8192 5.6267536724961061e-06
16384 2.6977832086637087e-06
32768 1.190837646203738e-06
65536 7.6894609510197131e-07
131072 6.8058720077167413e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.5365005874648061e-05
4096 4.9086160394018675e-07
8192 4.2129473375454765e-06
16384 2.1263647337764234e-06
32768 2.532605499350104e-06
65536 1.7494150967121659e-06
131072 7.7487351620303117e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.4516152267648878e-05
4096 4.9086160394018675e-07
8192 5.4035210932933743e-06
16384 2.8120669036411659e-06
32768 1.9011853331635785e-06
65536 6.7981254950104448e-07
131072 6.8896820658779484e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 7.0210463142438882e-06
4096 0.00011710165863753149
8192 1.265806396595185e-05
16384 1.0432791044437215e-05
32768 8.3280558989043566e-06
65536 1.3979948078315364e-06
131072 1.199250168483977e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 7.1943167197633665e-06
4096 0.00011683822016841305
8192 1.3232352546593459e-05
16384 1.0664465827847172e-05
32768 9.4796481189532544e-06
65536 2.0394944504274239e-06
131072 1.2320102828842557e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 7.1943167197633665e-06
4096 0.00011692603299145253
8192 1.265806396595185e-05
16384 1.0548628436142193e-05
32768 8.9998180272662132e-06
65536 1.4896376139166631e-06
131072 1.2429303210176821e-05
EOD
set title "samu da_phi: rel_l2 against L (regime init)\nsamu.da_phi.rel_l2: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.1982969016706833e-09:0.00035525655294937094]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.da_phi.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.259 [-0.775, 1.293]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.444 [-1.447, 0.558]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.160 [-0.363, 0.684]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.198 [-0.394, 0.790]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.213 [-1.141, 1.567]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.355 [-0.842, 1.552]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.220 [-1.086, 1.527]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.395 [-1.284, 0.494]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.351 [-1.180, 0.478]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.383 [-1.262, 0.497]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
