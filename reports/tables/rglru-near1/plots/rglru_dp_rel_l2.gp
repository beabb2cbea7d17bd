# rglru_dp_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_rel_l2.gp  (writes rglru_dp_rel_l2.png and rglru_dp_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_dp_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_dp_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.1602331411740498e-06
4096 1.5967468001805873e-06
8192 2.1298862612767131e-06
16384 2.661237970615114e-06
32768 3.6704962508232334e-06
65536 5.4700198934897369e-06
131072 6.8916998137551024e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.2275337518497645e-06
4096 1.5613256952355007e-06
8192 2.460139424425935e-06
16384 2.8010762014873443e-06
32768 3.8809583419812091e-06
65536 5.5636970990442638e-06
131072 7.2857588567230854e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.6784689599246612e-08
4096 2.4303655771174595e-08
8192 2.4950965122961985e-08
16384 2.3801966816493667e-08
32768 2.6078869587541108e-08
65536 2.495730377899848e-08
131072 2.5861251893960124e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.558813874436347e-08
4096 2.4652422077421806e-08
8192 2.6836208634791028e-08
16384 2.6152103712567742e-08
32768 2.6005025917019178e-08
65536 2.5908399975026535e-08
131072 2.4811076952642197e-08
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 3.2156819369550463e-07
4096 4.0725814180611124e-07
8192 5.9386788700181733e-07
16384 6.8410475816768038e-07
32768 9.2648113540853713e-07
65536 1.2463914323432818e-06
131072 1.6235091865281334e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 4.2515229671316678e-07
4096 5.3867160552056225e-07
8192 6.6973358355575862e-07
16384 1.3546477923300151e-06
32768 3.6711532694163276e-06
65536 4.5695123965076045e-06
131072 5.4833432415301801e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s7 << EOD
2048 3.2141428929337453e-07
4096 4.3047632689113524e-07
8192 6.0081927281627025e-07
16384 7.0341806016030002e-07
32768 9.2554959398060621e-07
65536 1.2772491767360734e-06
131072 1.6140604434157626e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s8 << EOD
2048 4.4441948391236675e-07
4096 5.54128794770556e-07
8192 6.7489365428140515e-07
16384 1.359799580057586e-06
32768 3.6445702604287388e-06
65536 4.5896128023454528e-06
131072 5.4945635444589832e-06
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s9 << EOD
2048 3.1503648363211173e-07
4096 3.9175479110137964e-07
8192 5.2959564972834063e-07
16384 6.599289491684234e-07
32768 8.8263879817696917e-07
65536 1.182444315144722e-06
131072 1.6194279000619373e-06
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s10 << EOD
2048 4.6478665729142673e-07
4096 5.5066374390342624e-07
8192 7.8045743274794792e-07
16384 1.101178636076551e-06
32768 2.993151928802095e-06
65536 5.1399509428345045e-06
131072 3.0803620044177533e-06
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 3.2639372343049889e-07
4096 4.1020923046623433e-07
8192 5.3986452234544932e-07
16384 6.6056961344693213e-07
32768 8.7299582032346941e-07
65536 1.1941326302305625e-06
131072 1.6267826326378564e-06
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 4.4322913537935251e-07
4096 5.4693742159086098e-07
8192 7.9434951913455808e-07
16384 1.1150979615308538e-06
32768 3.0014632000282811e-06
65536 5.1284619426138781e-06
131072 3.0947516603151992e-06
EOD
set title "rglru dp: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.9339889388312228e-09:0.00030000000000000003]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.dp.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.430 [0.399, 0.462]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.430 [0.386, 0.474]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.000 [-0.032, 0.031]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.001 [-0.024, 0.022]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.388 [0.357, 0.420]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.703 [0.514, 0.893]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.384 [0.355, 0.413]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.693 [0.503, 0.884]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.393 [0.370, 0.417]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.592 [0.336, 0.847]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.383 [0.354, 0.412]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.600 [0.349, 0.850]", \
     0.0001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0001 (THRESHOLDS.md rglru.dp.rel_l2)", \
     2.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 2e-05 (THRESHOLDS.md rglru.dp.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
