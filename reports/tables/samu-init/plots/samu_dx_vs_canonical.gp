# samu_dx_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_vs_canonical.gp  (writes samu_dx_vs_canonical.png and samu_dx_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dx_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dx_vs_canonical.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s2 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 5.1241599233146942e-05
4096 5.595536768694416e-05
8192 7.2642664198205455e-05
16384 7.3476987263098665e-05
32768 4.9884964780337813e-05
65536 6.4565128820335166e-05
131072 6.3893684270892301e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 6.2939004962970452e-05
4096 5.2582975927737975e-05
8192 6.8119927964339935e-05
16384 5.4452600593009773e-05
32768 5.9253557766419006e-05
65536 5.7755404217881008e-05
131072 5.7192949364154101e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.6711694119213129e-05
4096 2.6648423137294456e-05
8192 3.0357324921776795e-05
16384 2.6981291039082989e-05
32768 2.5236692149817367e-05
65536 2.721702467044244e-05
131072 2.7991527051861803e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 2.6061501170864022e-05
4096 2.6546574739288649e-05
8192 2.9025404415420556e-05
16384 2.6399957465062884e-05
32768 2.4873205937185132e-05
65536 2.7072462932842923e-05
131072 2.7848456026002535e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 2.620820342529575e-05
4096 2.6500791226867289e-05
8192 2.9884930759800203e-05
16384 2.6518503392188576e-05
32768 2.4860234688404397e-05
65536 2.7162626742310247e-05
131072 2.7908045495309784e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 2.8744842633633335e-05
4096 2.1991334384577702e-05
8192 2.6300793615949418e-05
16384 2.6045145967138918e-05
32768 2.7114578314004224e-05
65536 2.6364064969323328e-05
131072 2.6807147592107301e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 3.1641308118052127e-05
4096 2.1650897948804859e-05
8192 2.7052347275941427e-05
16384 2.6370273277326847e-05
32768 2.6901440104300275e-05
65536 2.620187499065133e-05
131072 2.6802847365930138e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 2.9346968246159624e-05
4096 2.16386913394887e-05
8192 2.7704909951231238e-05
16384 2.6513417860580781e-05
32768 2.6741586790894897e-05
65536 2.6200983732481366e-05
131072 2.6834525089847502e-05
EOD
set title "samu dx: vs_canonical against L (regime init)\nsamu.dx.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.2128971131628997e-06:0.00022043096178929599]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dx.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.029 [-0.087, 0.146]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.012 [-0.078, 0.053]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.000 [-0.044, 0.043]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.004 [-0.033, 0.042]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.003 [-0.041, 0.047]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.009 [-0.053, 0.072]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.006 [-0.091, 0.078]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.004 [-0.068, 0.076]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
