# rglru_du_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_vs_canonical.gp  (writes rglru_du_vs_canonical.png and rglru_du_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_du_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_du_vs_canonical.svg"
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
2048 1.6987241752744524e-05
4096 3.2737870928832852e-05
8192 2.0465805409389262e-05
16384 2.2097306906633491e-05
32768 2.5281811937637753e-05
65536 2.4056564702422513e-05
131072 2.4127155898104425e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.1350426945014225e-05
4096 1.7121286013908779e-05
8192 2.2841547953795148e-05
16384 2.0242288025131323e-05
32768 2.2198671937616689e-05
65536 2.3571818710389656e-05
131072 2.2293819066782011e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.2309448160172645e-05
4096 1.3143902862569976e-05
8192 1.6728987912847299e-05
16384 1.8555670999578157e-05
32768 1.9424407184398153e-05
65536 1.8671994332354533e-05
131072 1.8809305570762137e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.1885531793208526e-05
4096 1.3097435350868965e-05
8192 1.6967023252834142e-05
16384 1.8293761917841477e-05
32768 1.9389694247085628e-05
65536 1.9396502320510405e-05
131072 1.8938290607804836e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 2.3604216269087613e-05
4096 1.3426646363778357e-05
8192 1.6318164393875383e-05
16384 1.6650352990096423e-05
32768 1.9221925625787299e-05
65536 1.730023630112277e-05
131072 1.8619340967396464e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 2.3974733559031093e-05
4096 1.3949892143509116e-05
8192 1.6444583684316507e-05
16384 1.6683733944977689e-05
32768 1.9150620813734074e-05
65536 1.7306519034103233e-05
131072 1.844110099021855e-05
EOD
set title "rglru du: vs_canonical against L (regime init)\nrglru.du.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.9618439310695085e-06:9.8213612786498563e-05]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.du.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.033 [-0.117, 0.183]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.038 [-0.032, 0.108]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.109 [0.040, 0.179]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.119 [0.048, 0.191]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.002 [-0.135, 0.131]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.010 [-0.138, 0.117]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
