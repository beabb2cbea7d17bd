# samu_dtheta_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_excess_l2.gp  (writes samu_dtheta_excess_l2.png and samu_dtheta_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dtheta_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 7.2178760111999721e-06
4096 1.6334940453871025e-05
8192 2.0598389778151516e-05
16384 1.4435351888718312e-05
32768 1.3111531442009674e-05
65536 2.0952390182930184e-05
131072 1.6400452813838829e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.5314932047000231e-05
4096 2.2500161312524808e-05
8192 1.784730564687065e-05
16384 1.5904727041276936e-05
32768 1.6195036019777001e-05
65536 1.3587367218029282e-05
131072 1.5464342091865377e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 7.5781726974877716e-06
4096 1.6727656713314934e-05
8192 2.0469326138284747e-05
16384 1.3630672368438547e-05
32768 1.3370430897416771e-05
65536 2.1940055541934292e-05
131072 1.585953321886545e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 7.7304912464398131e-06
4096 1.6633081378310755e-05
8192 2.0448797906721582e-05
16384 1.3800681257140178e-05
32768 1.3314430124682153e-05
65536 2.204594020774754e-05
131072 1.5972340594177081e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 7.6722314446323229e-06
4096 1.6563395259501169e-05
8192 2.0520575208641447e-05
16384 1.3693396512866201e-05
32768 1.3415420471332534e-05
65536 2.1964095767442264e-05
131072 1.5895434652004777e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 7.5781726974877716e-06
4096 1.6727656713314934e-05
8192 2.0469326138284747e-05
16384 1.3630672368438547e-05
32768 1.3370430897416771e-05
65536 2.1940055541934292e-05
131072 1.585953321886545e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 7.7304912464398131e-06
4096 1.6633081378310755e-05
8192 2.0448797906721582e-05
16384 1.3800681257140178e-05
32768 1.3314430124682153e-05
65536 2.204594020774754e-05
131072 1.5972340594177081e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 7.6722314446323229e-06
4096 1.6563395259501169e-05
8192 2.0520575208641447e-05
16384 1.3693396512866201e-05
32768 1.3415420471332534e-05
65536 2.1964095767442264e-05
131072 1.5895434652004777e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 7.4958127376864239e-06
4096 1.6521538872454634e-05
8192 2.0571648902766075e-05
16384 1.409131776331751e-05
32768 1.2819756273889428e-05
65536 2.100430640768793e-05
131072 1.6688470126227451e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 5.6041280411041061e-06
4096 5.3656708408239854e-06
8192 5.9796420175330833e-06
16384 8.1314532862118414e-06
32768 4.6049982485112712e-06
65536 8.0443520338414031e-06
131072 1.254803390569362e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 7.5781726974877716e-06
4096 1.6727656713314934e-05
8192 2.0469326138284747e-05
16384 1.3630672368438547e-05
32768 1.3370430897416771e-05
65536 2.1940055541934292e-05
131072 1.585953321886545e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 1.5405809022686468e-05
4096 2.1568506010075753e-05
8192 1.8468750491676031e-05
16384 2.1489675963450264e-05
32768 1.7338499014683303e-05
65536 1.6519217110775195e-05
131072 1.292644219956678e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 1.5234148123461474e-05
4096 2.1548742240934924e-05
8192 1.8455383792986011e-05
16384 2.1533705100373296e-05
32768 1.7364114832838336e-05
65536 1.6684875151442405e-05
131072 1.2896726750982178e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 1.5320876172894324e-05
4096 2.1609949124789734e-05
8192 1.8525026655808094e-05
16384 2.1536089035409997e-05
32768 1.7349730444761849e-05
65536 1.663710425029551e-05
131072 1.2870697539783547e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 1.5405809022686468e-05
4096 2.1568506010075753e-05
8192 1.8468750491676031e-05
16384 2.1489675963450264e-05
32768 1.7338499014683303e-05
65536 1.6519217110775195e-05
131072 1.292644219956678e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 1.5234148123461474e-05
4096 2.1548742240934924e-05
8192 1.8455383792986011e-05
16384 2.1533705100373296e-05
32768 1.7364114832838336e-05
65536 1.6684875151442405e-05
131072 1.2896726750982178e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 1.5320876172894324e-05
4096 2.1609949124789734e-05
8192 1.8525026655808094e-05
16384 2.1536089035409997e-05
32768 1.7349730444761849e-05
65536 1.663710425029551e-05
131072 1.2870697539783547e-05
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 1.5113751638638538e-05
4096 2.1988414149661207e-05
8192 1.7553365632666121e-05
16384 2.1359582954580899e-05
32768 1.7179231915337577e-05
65536 1.6667635620512998e-05
131072 1.6445599169795945e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 6.5461617966518046e-06
4096 7.5817167399376388e-06
8192 2.5735718944329437e-05
16384 1.2583341784762398e-05
32768 8.1584142544384598e-06
65536 1.1466656773497985e-05
131072 1.0045175340872643e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 1.5405809022686468e-05
4096 2.1568506010075753e-05
8192 1.8468750491676031e-05
16384 2.1489675963450264e-05
32768 1.7338499014683303e-05
65536 1.6519217110775195e-05
131072 1.292644219956678e-05
EOD
set title "samu dtheta: excess_l2 against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.5349994161704238e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dtheta.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.129 [-0.105, 0.363]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.055 [-0.159, 0.049]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.120 [-0.112, 0.353]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.119 [-0.109, 0.347]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.120 [-0.109, 0.349]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.120 [-0.112, 0.353]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.119 [-0.109, 0.347]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.120 [-0.109, 0.349]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.124 [-0.105, 0.354]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.153 [-0.041, 0.347]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.120 [-0.112, 0.353]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.058 [-0.181, 0.066]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.055 [-0.182, 0.071]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = -0.057 [-0.183, 0.069]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = -0.058 [-0.181, 0.066]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = -0.055 [-0.182, 0.071]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = -0.057 [-0.183, 0.069]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = -0.017 [-0.122, 0.089]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.050 [-0.294, 0.394]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = -0.058 [-0.181, 0.066]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dtheta.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dtheta.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
