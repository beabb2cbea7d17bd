# samu_da_r_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
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
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 4.3258186413512072e-07
4096 8.0957063611742878e-07
16384 6.4920964025968918e-06
32768 6.7259184207974011e-08
65536 9.7720954556897619e-06
131072 1.5028669418897153e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 3.6048488677926724e-07
4096 8.0957063611742878e-07
8192 5.3995111822526708e-07
16384 6.5583422842560437e-06
32768 5.3807347366379208e-07
65536 9.971525975193636e-06
131072 1.5772662954486122e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 8.6516372827024144e-07
4096 1.0794275148232384e-06
8192 7.1993482430035607e-07
16384 6.2933587576194352e-06
32768 6.7259184207974011e-08
65536 9.506188096351266e-06
131072 1.532626683313274e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 4.3258186413512072e-07
4096 8.0957063611742878e-07
16384 6.4920964025968918e-06
32768 6.7259184207974011e-08
65536 9.7720954556897619e-06
131072 1.5028669418897153e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 3.6048488677926724e-07
4096 8.0957063611742878e-07
8192 5.3995111822526708e-07
16384 6.5583422842560437e-06
32768 5.3807347366379208e-07
65536 9.971525975193636e-06
131072 1.5772662954486122e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 8.6516372827024144e-07
4096 1.0794275148232384e-06
8192 7.1993482430035607e-07
16384 6.2933587576194352e-06
32768 6.7259184207974011e-08
65536 9.506188096351266e-06
131072 1.532626683313274e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 2.8838790942341381e-07
4096 1.5516770525584051e-06
8192 5.3995111822526708e-07
16384 2.8485729113435339e-06
32768 8.7436939470366212e-07
65536 5.9829155851161816e-06
131072 5.9519482847117437e-07
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 4.0374307319277936e-06
4096 1.349284393529048e-07
8192 4.7695682109898593e-06
16384 5.1009328877547006e-06
32768 7.3312510786691673e-06
65536 4.520425108754448e-06
131072 1.7111851318546263e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 4.3258186413512072e-07
4096 8.0957063611742878e-07
16384 6.4920964025968918e-06
32768 6.7259184207974011e-08
65536 9.7720954556897619e-06
131072 1.5028669418897153e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 1.3142862587757358e-06
4096 1.5167844449788191e-06
8192 2.6167322708445001e-06
16384 5.8332976677905272e-06
32768 1.1000979087138754e-06
65536 6.2241458060097656e-07
131072 6.2175053309926955e-07
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 1.3142862587757358e-06
4096 1.2834329919051546e-06
8192 2.7413385694561429e-06
16384 6.0235138960880444e-06
32768 3.3002937261416268e-07
65536 3.1120729030048828e-07
131072 8.9808410336561167e-07
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 2.0809532430615818e-06
4096 1.2834329919051546e-06
8192 2.6790354201503215e-06
16384 6.0869193055205502e-06
32768 8.800783269711004e-07
65536 4.1494305373398438e-07
131072 8.9808410336561167e-07
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 1.3142862587757358e-06
4096 1.5167844449788191e-06
8192 2.6167322708445001e-06
16384 5.8332976677905272e-06
32768 1.1000979087138754e-06
65536 6.2241458060097656e-07
131072 6.2175053309926955e-07
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 1.3142862587757358e-06
4096 1.2834329919051546e-06
8192 2.7413385694561429e-06
16384 6.0235138960880444e-06
32768 3.3002937261416268e-07
65536 3.1120729030048828e-07
131072 8.9808410336561167e-07
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 2.0809532430615818e-06
4096 1.2834329919051546e-06
8192 2.6790354201503215e-06
16384 6.0869193055205502e-06
32768 8.800783269711004e-07
65536 4.1494305373398438e-07
131072 8.9808410336561167e-07
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 8.8714322467362171e-06
4096 1.0500815388314904e-06
8192 1.1837598368106071e-06
16384 5.6430814394930099e-06
32768 1.5401370721994257e-06
65536 8.2988610746796875e-07
131072 1.1053342810653681e-06
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 2.2890485673677398e-05
4096 1.1667572653683224e-06
8192 2.9905511666794287e-06
16384 6.7209733998456077e-06
32768 1.0450930132781817e-05
65536 1.5560364515024413e-06
131072 3.6614198060290319e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 1.3142862587757358e-06
4096 1.5167844449788191e-06
8192 2.6167322708445001e-06
16384 5.8332976677905272e-06
32768 1.1000979087138754e-06
65536 6.2241458060097656e-07
131072 6.2175053309926955e-07
EOD
set title "samu da_r: vs_canonical against L (regime init)\nsamu.da_r.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.2419728069324671e-08:9.725718314940445e-05]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.da_r.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.239 [-0.396, 0.874]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.683 [-1.344, -0.023]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.667 [-0.914, 2.248]; 1 of 7 points not shown (0 or non-finite)", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.843 [0.083, 1.602]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.546 [-0.758, 1.851]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.667 [-0.914, 2.248]; 1 of 7 points not shown (0 or non-finite)", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.843 [0.083, 1.602]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.546 [-0.758, 1.851]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.276 [-0.465, 1.017]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.607 [-0.334, 1.549]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.667 [-0.914, 2.248]; 1 of 7 points not shown (0 or non-finite)", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.252 [-0.791, 0.286]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.314 [-1.051, 0.423]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.304 [-0.880, 0.273]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.252 [-0.791, 0.286]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.314 [-1.051, 0.423]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.304 [-0.880, 0.273]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.333 [-0.933, 0.268]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.189 [-0.969, 0.591]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.252 [-0.791, 0.286]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
