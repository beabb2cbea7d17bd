# rglru_dx_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.rglru_chunk16_serial --backend cuda.rglru_chunk16_grouped32 --backend cuda.rglru_chunk16_serial_v2 --backend cuda.rglru_chunk16_grouped32_v2 --backend cuda.rglru_sequential --backend cuda.rglru_assoc_f32 --backend cuda.rglru_assoc_bf16 --threads 16 --out /tmp/grid/rglru-init-D1024-partial
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_excess_l2.gp  (writes rglru_dx_excess_l2.png and rglru_dx_excess_l2.svg)
if (!exists("png_out")) png_out = "rglru_dx_excess_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dx_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 2.6367144662873301e-05
4096 2.2075334279798745e-05
8192 2.0599790397195289e-05
16384 2.1697761933289735e-05
32768 2.2398611616354416e-05
65536 2.1873966200338899e-05
131072 2.2387245421945547e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 2.7407390977556554e-05
4096 1.8669002511592687e-05
8192 2.2156463744801342e-05
16384 2.1460300541237985e-05
32768 2.2967555917972214e-05
65536 2.2114806987694034e-05
131072 2.1327465606249703e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 2.7520962933205867e-05
4096 1.9136050750914618e-05
8192 1.9865716898909869e-05
16384 2.1825023596673686e-05
32768 2.2930379501320125e-05
65536 2.2203964404962394e-05
131072 2.1460748968413982e-05
EOD
# cuda.rglru_chunk16_serial_v2 B=1 D=1024: L, excess_l2
$s5 << EOD
2048 2.7407390977556554e-05
4096 1.8669002511592687e-05
8192 2.2156463744801342e-05
16384 2.1460300541237985e-05
32768 2.2967555917972214e-05
65536 2.2114806987694034e-05
131072 2.1327465606249703e-05
EOD
# cuda.rglru_chunk16_grouped32_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 2.7520962933205867e-05
4096 1.9136050750914618e-05
8192 1.9865716898909869e-05
16384 2.1825023596673686e-05
32768 2.2930379501320125e-05
65536 2.2203964404962394e-05
131072 2.1460748968413982e-05
EOD
# cuda.rglru_sequential B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.8066089830983468e-05
4096 2.0374161899001721e-05
8192 2.0103061109090746e-05
16384 2.2482362126330552e-05
32768 2.2072878811908107e-05
65536 2.2992813353446107e-05
131072 2.2691177403256331e-05
EOD
# cuda.rglru_assoc_f32 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.0343405159338419e-05
4096 1.9373031425073273e-05
8192 2.1067814860290273e-05
16384 2.2815436739328388e-05
32768 2.3219394938073082e-05
65536 2.3186387211719012e-05
131072 2.2603177734161285e-05
EOD
# cuda.rglru_assoc_bf16 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 0.0067877858523110353
4096 0.0066964157140258123
8192 0.0063252941806276677
16384 0.0067580653916974208
32768 0.0065067940838169219
65536 0.0063351438521472292
131072 0.0067136227653466184
EOD
set title "rglru dx: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.447801719779473e-06:0.020363357556933106]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md rglru.dx.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = -0.022 [-0.075, 0.031]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.rglru_chunk16_serial: k = -0.019 [-0.104, 0.065]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.rglru_chunk16_grouped32: k = -0.016 [-0.104, 0.072]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial_v2: k = -0.019 [-0.104, 0.065]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32_v2: k = -0.016 [-0.104, 0.072]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.rglru_sequential: k = 0.053 [0.022, 0.083]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.rglru_assoc_f32: k = 0.144 [-0.007, 0.296]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_assoc_bf16: k = -0.006 [-0.028, 0.016]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md rglru.dx.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md rglru.dx.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
