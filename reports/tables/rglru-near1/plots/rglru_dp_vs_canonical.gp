# rglru_dp_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_vs_canonical.gp  (writes rglru_dp_vs_canonical.png and rglru_dp_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dp_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dp_vs_canonical.svg"
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
2048 1.1626574244018511e-06
4096 1.5959507115276345e-06
8192 2.1303211953238322e-06
16384 2.6614104698876387e-06
32768 3.6705803081693649e-06
65536 5.4696685998936312e-06
131072 6.8900597488017832e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.2290697828521133e-06
4096 1.5595340825486082e-06
8192 2.4563293672122275e-06
16384 2.8028578351066465e-06
32768 3.8808860049671482e-06
65536 5.5630832887008576e-06
131072 7.2858022082582029e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.2162136611310133e-06
4096 1.6120233852540127e-06
8192 2.2095360805136118e-06
16384 2.7094043786172798e-06
32768 3.8568124649436273e-06
65536 5.5967610196586855e-06
131072 7.0086882646453274e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.1555888172800803e-06
4096 1.5069933480064632e-06
8192 2.0365527258631059e-06
16384 2.6753192152534801e-06
32768 5.1757561295181428e-06
65536 7.8192845462977358e-06
131072 9.963282089117196e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 1.2308970223402812e-06
4096 1.6304091019531791e-06
8192 2.1938894318586726e-06
16384 2.71101838316937e-06
32768 3.8527005238514137e-06
65536 5.6063889828504146e-06
131072 7.0102153160870889e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 1.1647204839312999e-06
4096 1.5431006702750672e-06
8192 2.0298830842315122e-06
16384 2.688563233816294e-06
32768 5.1731201236319305e-06
65536 7.8318695168201433e-06
131072 9.9918851008087781e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 1.2557398774538945e-06
4096 1.6010237674763289e-06
8192 2.460286806006876e-06
16384 2.8829058004013156e-06
32768 3.9752963331118609e-06
65536 5.6348639290300832e-06
131072 7.4460836142350913e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 1.1797921830174673e-06
4096 1.5107226791252891e-06
8192 2.2715808622063972e-06
16384 2.9119972751433864e-06
32768 4.611556993275086e-06
65536 7.9090941989205162e-06
131072 8.229265213401276e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 1.2839992557158888e-06
4096 1.6060089177435986e-06
8192 2.4722208676019048e-06
16384 2.8807396529554994e-06
32768 3.9742273689838145e-06
65536 5.6687223947587257e-06
131072 7.4398054342932499e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 1.189536934747313e-06
4096 1.5102611130965732e-06
8192 2.2629668269283048e-06
16384 2.9056012003617249e-06
32768 4.6122871338453462e-06
65536 7.9031010434911083e-06
131072 8.2151731306662739e-06
EOD
set title "rglru dp: vs_canonical against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.8519627242669344e-07:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dp.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.430 [0.399, 0.461]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.430 [0.386, 0.473]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.428 [0.397, 0.459]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.551 [0.463, 0.638]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.425 [0.393, 0.457]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.548 [0.460, 0.636]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.430 [0.393, 0.466]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.507 [0.426, 0.589]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.426 [0.387, 0.465]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.506 [0.424, 0.588]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md rglru.dp.vs_canonical)", \
     4.0000000000000003e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 4e-05 (THRESHOLDS.md rglru.dp.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
