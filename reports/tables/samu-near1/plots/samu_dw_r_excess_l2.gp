# samu_dw_r_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_excess_l2.gp  (writes samu_dw_r_excess_l2.png and samu_dw_r_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_r_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.0537771264978836e-05
4096 1.218233610644535e-05
8192 1.3744842627458217e-05
16384 1.3377622846789478e-05
32768 1.6026730771931095e-05
65536 1.540333375906211e-05
131072 1.5678578405978784e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 9.5449526159498499e-06
4096 1.2694121063968057e-05
8192 1.4223088949870557e-05
16384 1.4532500191948715e-05
32768 1.4097089867864724e-05
65536 1.5574076520177673e-05
131072 1.6561178632502531e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.0548438085265719e-05
4096 1.2135585909011409e-05
8192 1.3663222191487542e-05
16384 1.3208723980857775e-05
32768 1.5749342695181915e-05
65536 1.4876161521129447e-05
131072 1.4210913644915038e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.0580401240363756e-05
4096 1.2153722878162672e-05
8192 1.3667078740805652e-05
16384 1.323134599618297e-05
32768 1.572786864919969e-05
65536 1.4836104054219137e-05
131072 1.4188291395928487e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.0572809682206317e-05
4096 1.2166307499336176e-05
8192 1.3671389568399082e-05
16384 1.3225236260377312e-05
32768 1.5706954912001158e-05
65536 1.485483683659779e-05
131072 1.4195287832204941e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.0719212083491914e-05
4096 1.2433962286279361e-05
8192 1.3412316646124089e-05
16384 1.3178866870516587e-05
32768 1.5409495246214722e-05
65536 1.4642453723052612e-05
131072 1.4358446543216719e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 1.0699047870840152e-05
4096 1.2414866958645629e-05
8192 1.3445500716200669e-05
16384 1.3205628174678214e-05
32768 1.5428246357900451e-05
65536 1.4652580441490223e-05
131072 1.4327271407307463e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 1.0693375823108483e-05
4096 1.2402275067802143e-05
8192 1.3447933245611834e-05
16384 1.3208634932876476e-05
32768 1.5442608957188747e-05
65536 1.4648843882651852e-05
131072 1.4327125162219692e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 9.4766556397378546e-06
4096 1.2571791587786748e-05
8192 1.4188137314179032e-05
16384 1.4365050382242068e-05
32768 1.3782060910628119e-05
65536 1.50726782426323e-05
131072 1.5317081882507535e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 9.4696375686027019e-06
4096 1.2605928451949244e-05
8192 1.4146087215074692e-05
16384 1.4354671215256995e-05
32768 1.3766117860224337e-05
65536 1.5078960053616325e-05
131072 1.5335021231644367e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 9.4708842920506843e-06
4096 1.2600103253060932e-05
8192 1.4147097421510243e-05
16384 1.4359905836390085e-05
32768 1.3765836950519971e-05
65536 1.5081815263213538e-05
131072 1.5333796938877639e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 9.294681472725697e-06
4096 1.2606664245310561e-05
8192 1.4026318848123139e-05
16384 1.4390260619987699e-05
32768 1.3814711119615652e-05
65536 1.4951258820127241e-05
131072 1.5153164215824839e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 9.3201436159158504e-06
4096 1.2610375214512202e-05
8192 1.4022730698610306e-05
16384 1.4414701038567286e-05
32768 1.3794761984445343e-05
65536 1.4959729928687599e-05
131072 1.5220998106776189e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 9.329973967928203e-06
4096 1.261534164652871e-05
8192 1.4031514126970148e-05
16384 1.4411420670933207e-05
32768 1.3793259803300811e-05
65536 1.4957207290412384e-05
131072 1.521087474119321e-05
EOD
set title "samu dw_r: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.0982271575752323e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dw_r.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.094 [0.047, 0.140]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.106 [0.040, 0.172]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.074 [0.017, 0.132]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.073 [0.016, 0.130]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.073 [0.016, 0.130]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.069 [0.021, 0.117]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.069 [0.020, 0.118]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.069 [0.020, 0.119]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.091 [0.020, 0.163]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.092 [0.020, 0.163]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.092 [0.020, 0.163]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.092 [0.017, 0.168]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.093 [0.018, 0.167]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.092 [0.018, 0.167]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_r.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_r.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
