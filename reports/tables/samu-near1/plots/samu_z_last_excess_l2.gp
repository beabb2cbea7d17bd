# samu_z_last_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_excess_l2.gp  (writes samu_z_last_excess_l2.png and samu_z_last_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_z_last_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_z_last_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.4691770671556791e-05
4096 1.5023132369566268e-05
8192 1.4487561446266222e-05
16384 1.417960061327685e-05
32768 1.4800618465921033e-05
65536 1.4113528637591598e-05
131072 1.4334169272707185e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.4505533497668379e-05
4096 1.4491766722734927e-05
8192 1.4670334268380089e-05
16384 1.4370909214632665e-05
32768 1.5115412729917749e-05
65536 1.48041177908049e-05
131072 1.5058078109739829e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.4633366905236328e-05
4096 1.4977104937205935e-05
8192 1.4477403595082348e-05
16384 1.4209229397128838e-05
32768 1.4735258528405676e-05
65536 1.4087317022662923e-05
131072 1.4339225434790089e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.4636365850108155e-05
4096 1.4951250966041629e-05
8192 1.447468102116629e-05
16384 1.4186717473034325e-05
32768 1.4725037462949152e-05
65536 1.4085737664806635e-05
131072 1.4336053389568406e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.4633366905236328e-05
4096 1.4977104937205935e-05
8192 1.4477403595082348e-05
16384 1.4209229397128838e-05
32768 1.4735258528405676e-05
65536 1.4087317022662923e-05
131072 1.4339225434790089e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.4610791752647613e-05
4096 1.4943407680284626e-05
8192 1.447366398962212e-05
16384 1.4165601733339879e-05
32768 1.4725245681320374e-05
65536 1.4058826197467877e-05
131072 1.4348637642932225e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 1.4622741292575783e-05
4096 1.4941797638981957e-05
8192 1.4473165002020919e-05
16384 1.4175201930967433e-05
32768 1.472037619036667e-05
65536 1.405158559772685e-05
131072 1.4350394888805308e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 1.4610791752647613e-05
4096 1.4943407680284626e-05
8192 1.447366398962212e-05
16384 1.4165601733339879e-05
32768 1.4725245681320374e-05
65536 1.4058826197467877e-05
131072 1.4348637642932225e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 1.4526472743953063e-05
4096 1.4492464651137907e-05
8192 1.4673367187808657e-05
16384 1.4332706433197368e-05
32768 1.5115813195539285e-05
65536 1.4803079197474479e-05
131072 1.5109741751700435e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 1.4510474408680615e-05
4096 1.4479856434920696e-05
8192 1.4681985310931958e-05
16384 1.4345854025855913e-05
32768 1.5121367770270195e-05
65536 1.4794023824005837e-05
131072 1.5097672833840746e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 1.4526472743953063e-05
4096 1.4492464651137907e-05
8192 1.4673367187808657e-05
16384 1.4332706433197368e-05
32768 1.5115813195539285e-05
65536 1.4803079197474479e-05
131072 1.5109741751700435e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 1.4492074547966317e-05
4096 1.4478426880273738e-05
8192 1.4658069619579791e-05
16384 1.4303235845927028e-05
32768 1.5100832345062558e-05
65536 1.480713393234836e-05
131072 1.5086394087384151e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 1.4499195539176332e-05
4096 1.4489794255211383e-05
8192 1.4665214085571937e-05
16384 1.4303637314811075e-05
32768 1.509560337681069e-05
65536 1.4811571172610471e-05
131072 1.5085157973359233e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 1.4492074547966317e-05
4096 1.4478426880273738e-05
8192 1.4658069619579791e-05
16384 1.4303235845927028e-05
32768 1.5100832345062558e-05
65536 1.480713393234836e-05
131072 1.5086394087384151e-05
EOD
set title "samu z_last: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.6838618659089496e-06:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.z_last.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.009 [-0.023, 0.005]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.010 [-0.001, 0.020]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = -0.009 [-0.022, 0.005]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = -0.008 [-0.022, 0.005]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = -0.009 [-0.022, 0.005]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = -0.008 [-0.022, 0.005]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = -0.008 [-0.022, 0.005]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = -0.008 [-0.022, 0.005]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.010 [-0.001, 0.021]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.z_last.excess_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.z_last.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
