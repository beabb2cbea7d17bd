# samu_da_r_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_excess_l2.gp  (writes samu_da_r_excess_l2.png and samu_da_r_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_da_r_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_r_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.2854432380456315e-06
4096 7.5214118485634653e-06
8192 7.6799551970721165e-06
16384 0.00012040272844483831
32768 2.6586383576825535e-06
65536 2.1941366985360391e-06
131072 2.2472068836514086e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 4.7610268894544644e-05
4096 0.0001213474580006388
8192 3.0575809005618713e-05
16384 2.8855291444158593e-06
32768 3.734414978519435e-06
65536 7.8498275420392354e-06
131072 1.7547376871455814e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.7751359001582532e-06
4096 5.8230285279201021e-06
8192 5.1199701313814107e-06
16384 0.00011822762087969263
32768 4.0710399852014094e-06
65536 3.9365393709028937e-06
131072 2.5937910298862032e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.407866403573787e-06
4096 6.1263112637492743e-06
8192 5.6533003534003074e-06
16384 0.00012124470556683019
32768 4.5695346772668886e-06
65536 4.0656062355226612e-06
131072 2.6944122336317886e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.3466548208097093e-06
4096 5.6410588864225994e-06
8192 5.7599663978040874e-06
16384 0.00012019223416434033
32768 4.3202873312341494e-06
65536 3.4202719124238259e-06
131072 2.7503129023793362e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 9.1817374146116549e-07
4096 4.0639886601109049e-06
8192 1.0666604440377939e-06
16384 0.00013008546534774487
32768 1.7447314222291756e-06
65536 2.0650698339162725e-06
131072 2.0906850111582758e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 8.5696215869708775e-07
4096 3.3967666412867264e-06
8192 8.5332835523023509e-07
16384 0.00012692805114027537
32768 1.7447314222291756e-06
65536 1.5488023754372042e-06
131072 1.9900638074126904e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 8.5696215869708775e-07
4096 3.5787362827842295e-06
8192 7.4666231082645572e-07
16384 0.00012622640353861545
32768 1.9939787682619148e-06
65536 1.8714695369866217e-06
131072 1.956523406164162e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 4.8470695440831592e-05
4096 0.00012003417382314271
8192 3.0457755688994704e-05
16384 1.2545778888764604e-07
32768 6.6685981759275625e-07
65536 2.0219252759798032e-06
131072 1.6670008027883023e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 5.0860769180517569e-05
4096 0.00012765122205262003
8192 3.1756342171858819e-05
16384 5.0183115555058417e-07
32768 1.06697570814841e-06
65536 3.5681034281996524e-06
131072 2.8602224300472979e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 4.7705871844132077e-05
4096 0.00012756366977412031
8192 3.140218222198679e-05
32768 1.2003476716669614e-06
65536 2.8544827425597217e-06
131072 2.5443696463610931e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 6.2619931979772576e-05
4096 0.0001213474580006388
8192 1.5346931161121362e-05
16384 6.7119917054890643e-06
32768 1.2003476716669614e-06
65536 9.277068913319095e-06
131072 1.3072795769234581e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 4.7610268894544644e-05
4096 0.0001213474580006388
8192 1.4756664578001311e-05
16384 6.2728894443823023e-06
32768 1.600463562222615e-06
65536 4.0438505519596064e-06
131072 1.4388849034593768e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 4.7992680692894402e-05
4096 0.00011767026230364975
8192 1.4638611261377301e-05
16384 6.9001783888205331e-06
32768 1.8672074892597175e-06
65536 4.6385344566595475e-06
131072 1.1142584313374442e-05
EOD
set title "samu da_r: excess_l2 against L (regime near1)\nsamu.da_r.excess_l2: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.1819262962548683e-08:0.00039025639604323462]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.da_r.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.261 [-0.899, 1.420]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.901 [-1.563, -0.238]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.362 [-0.648, 1.373]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.403 [-0.620, 1.426]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.400 [-0.650, 1.450]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.439 [-0.861, 1.739]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.442 [-0.898, 1.782]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.467 [-0.853, 1.788]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.783 [-2.491, 0.925]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.632 [-2.076, 0.811]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = -0.657 [-1.857, 0.543]; 1 of 7 points not shown (0 or non-finite)", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.638 [-1.535, 0.258]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.650 [-1.496, 0.196]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.665 [-1.425, 0.095]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
