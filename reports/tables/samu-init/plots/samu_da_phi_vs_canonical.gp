# samu_da_phi_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_vs_canonical.gp  (writes samu_da_phi_vs_canonical.png and samu_da_phi_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_da_phi_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_vs_canonical.svg"
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
2048 1.1506814533634937e-05
4096 3.6886586215054848e-07
8192 5.1343755371561361e-06
16384 5.9427165551626378e-06
32768 4.8145555537753101e-06
65536 1.3370049271305575e-06
131072 2.8215255863133662e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 6.4976824499416379e-06
4096 0.00011844547210354505
8192 1.4931726403909632e-05
16384 8.9195587853368006e-06
32768 9.1166888186210761e-06
65536 8.247845937569305e-07
131072 1.2121095642214959e-05
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 3.8670442285166591e-06
4096 8.1150489673120665e-07
8192 5.2087867768250665e-07
16384 8.6855088113915477e-06
32768 3.6306484503879388e-06
65536 5.3480197085222293e-07
131072 3.9808653074223236e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 3.8670442285166591e-06
4096 8.8527806916131635e-07
8192 8.9293487602715412e-07
16384 8.1140937580105248e-06
32768 2.2888870665489181e-06
65536 4.4566830904351918e-07
131072 4.9237018276012949e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 3.0181808612812951e-06
4096 8.8527806916131635e-07
8192 2.9764495867571804e-07
16384 8.7997918220677527e-06
32768 2.920304188355516e-06
65536 6.2393563266092684e-07
131072 4.0646729981048987e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 5.1981459599533104e-07
4096 1.317036383656913e-06
8192 2.2971886775245587e-06
16384 1.5058995351867328e-06
32768 7.677211636733538e-07
65536 2.1994255833518145e-06
131072 1.091990598397744e-07
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 6.9308612799377468e-07
4096 1.5804436603882957e-06
8192 1.7228915081434189e-06
16384 1.7375763867539222e-06
32768 3.838605818366769e-07
65536 2.8409247118294271e-06
131072 2.1839811967954881e-07
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 6.9308612799377468e-07
4096 1.4926412348111681e-06
8192 2.2971886775245587e-06
16384 1.6217379609703276e-06
32768 9.5965145459169225e-08
65536 2.2910683159914736e-06
131072 3.2759717951932319e-07
EOD
set title "samu da_phi: vs_canonical against L (regime init)\nsamu.da_phi.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.1988381819723077e-08:0.00035533641631063515]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.da_phi.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.268 [-0.775, 1.312]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.441 [-1.438, 0.556]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.417 [-0.724, 1.558]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.371 [-0.787, 1.529]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.484 [-0.681, 1.648]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.245 [-1.016, 0.526]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.195 [-0.878, 0.487]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = -0.235 [-1.103, 0.633]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
