# samu_da_r_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_vs_canonical.gp  (writes samu_da_r_vs_canonical.png and samu_da_r_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_da_r_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_da_r_vs_canonical.svg"
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
2048 5.1909823696214484e-06
4096 2.7660330067345482e-06
8192 2.3397881789761573e-06
16384 1.1725521053669895e-05
32768 1.2779244999515061e-06
65536 8.1766512996587812e-06
131072 1.4433474590425978e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 3.2419061049801481e-05
4096 3.6169475226417997e-06
8192 2.9905511666794287e-06
16384 6.3405409432505738e-07
32768 1.1000979087138754e-06
65536 8.2988610746796875e-07
131072 1.4507512438982956e-06
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 7.2096977355853448e-07
4096 1.8215339312642148e-06
8192 6.2994297126281158e-07
16384 8.2807352073939954e-06
32768 2.0850347104471943e-06
65536 9.5726649361858896e-06
131072 1.3540682347719217e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.2256486150495087e-06
4096 8.0957063611742878e-07
8192 1.7998370607508902e-07
16384 7.4857846274841706e-06
32768 2.6903673683189603e-06
65536 9.3732344166820172e-06
131072 1.3168685579924733e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.6582304791846292e-06
4096 1.4842128328819528e-06
8192 8.9991853037544507e-07
16384 8.5457187340306014e-06
32768 1.3451836841594802e-06
65536 8.8414196980050236e-06
131072 1.324308493348363e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 4.2714303410211412e-06
4096 8.1673008575782569e-07
8192 2.2429133750095716e-06
16384 3.1702704716252869e-07
32768 4.400391634855502e-07
131072 1.5889180290314669e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 3.9428587763272075e-06
4096 9.3340581229465803e-07
8192 2.3052165243153925e-06
16384 6.3405409432505736e-08
32768 1.2101076995852631e-06
65536 3.1120729030048828e-07
131072 1.5198346364648812e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 5.4761927448988994e-06
4096 8.1673008575782569e-07
8192 2.1183070763979284e-06
16384 2.5362163773002294e-07
32768 6.6005874522832535e-07
65536 3.1120729030048828e-07
131072 1.6580014215980523e-06
EOD
set title "samu da_r: vs_canonical against L (regime init)\nsamu.da_r.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.1135136477501911e-08:9.725718314940445e-05]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.da_r.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.239 [-0.396, 0.874]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.683 [-1.344, -0.023]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.686 [0.128, 1.243]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.759 [-0.050, 1.568]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.526 [-0.075, 1.127]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.248 [-1.105, 0.609]; 1 of 7 points not shown (0 or non-finite)", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.294 [-1.305, 0.717]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.344 [-1.084, 0.395]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
