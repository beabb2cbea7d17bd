# samu_da_r_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
2048 1.2854449194197427e-06
4096 7.521355493834612e-06
8192 7.6798959630093544e-06
16384 0.0001204172246313854
32768 2.6586455330933241e-06
65536 2.1941415130928941e-06
131072 2.2471563410391792e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 4.7608003727572852e-05
4096 0.0001213621881129677
8192 3.0574873734034954e-05
16384 2.885537441698814e-06
32768 3.7344290148062777e-06
65536 7.8497659461453734e-06
131072 1.7547346029715553e-06
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 4.8969330263609252e-07
4096 1.698370595382009e-06
8192 2.5599653210031183e-06
16384 2.1753694426415778e-06
32768 1.4124054394558284e-06
65536 6.1306895218772043e-06
131072 3.4657635110554504e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.2242332565902313e-07
4096 1.395090131920936e-06
8192 2.0266392124608017e-06
16384 8.4207849392577204e-07
32768 1.9109014769108269e-06
65536 6.2597566697061977e-06
131072 4.4719529174909038e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 6.1211662829511565e-08
4096 1.880338873458653e-06
8192 1.9199739907523386e-06
16384 2.1051962348144301e-07
32768 1.6616534581833274e-06
65536 5.6144209305612291e-06
131072 5.0309470321772661e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 3.6726997697706939e-07
4096 3.4573972834562328e-06
8192 8.7465481800939867e-06
16384 9.6839026801463784e-06
32768 4.4033816641858183e-06
65536 4.2592158783567949e-06
131072 1.5651835211218162e-06
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 4.2848163980658093e-07
4096 4.1246143030705936e-06
8192 8.5332177366770595e-06
16384 6.5261083279247333e-06
32768 4.4033816641858183e-06
65536 3.7429472870408197e-06
131072 2.5713729275572695e-06
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 4.2848163980658093e-07
4096 3.9426460249939494e-06
8192 8.4265525149685968e-06
16384 5.8243762496532566e-06
32768 4.6526296829133175e-06
65536 4.0656151566133035e-06
131072 2.9067693963690872e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 8.6038560953444915e-07
4096 1.3134435942961873e-06
8192 1.1804970553681451e-07
16384 2.7600792920597348e-06
32768 4.4012913388788266e-06
65536 5.8278565357745948e-06
131072 1.491524412525822e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 3.2503456360190303e-06
4096 6.3045292526216995e-06
8192 1.1804970553681451e-06
16384 3.387370040255129e-06
32768 4.8014087333223567e-06
65536 4.2816905160792941e-06
131072 2.6847439425464795e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 9.5598401059383236e-08
4096 6.2169663463352866e-06
8192 8.2634793875770154e-07
16384 2.885537441698814e-06
32768 4.9347811981368665e-06
65536 4.9953056020925096e-06
131072 2.3688917140115996e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 1.5008948966323168e-05
8192 1.5228412014249072e-05
16384 3.8264735639919048e-06
32768 2.5340768314756881e-06
65536 1.4272301720264313e-06
131072 1.1318038189166531e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
8192 1.5818660541933145e-05
16384 3.387370040255129e-06
32768 2.1339594370321584e-06
65536 3.805947125403817e-06
131072 1.2634089141395198e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 3.8239360423753294e-07
4096 3.6776420640293246e-06
8192 1.5936710247469959e-05
16384 4.0146607884505236e-06
32768 1.8672145074031389e-06
65536 3.2112678870594708e-06
131072 9.3878301258978211e-06
EOD
set title "samu da_r: vs_canonical against L (regime near1)\nsamu.da_r.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.0403887609837188e-08:0.00036408656433890309]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.da_r.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.261 [-0.899, 1.420]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.901 [-1.563, -0.238]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.404 [0.013, 0.795]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.708 [0.142, 1.274]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.787 [-0.126, 1.700]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.210 [-0.621, 1.041]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.233 [-0.469, 0.935]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.269 [-0.404, 0.941]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.781 [-0.024, 1.586]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.359 [-0.232, 0.949]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.922 [0.076, 1.768]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.335 [-1.148, 0.478]; 1 of 7 points not shown (0 or non-finite)", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.048 [-1.515, 1.419]; 2 of 7 points not shown (0 or non-finite)", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.370 [-0.444, 1.184]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
