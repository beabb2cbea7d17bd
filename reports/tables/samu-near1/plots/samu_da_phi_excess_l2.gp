# samu_da_phi_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_excess_l2.gp  (writes samu_da_phi_excess_l2.png and samu_da_phi_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_da_phi_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 6.674235845079261e-06
4096 0.00011071979233372647
8192 1.2383067188819107e-05
16384 1.3647261009281078e-05
32768 6.8274761723047386e-06
65536 0.0030504270904234058
131072 4.5307276800631297e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.4335864745129115e-05
4096 6.0525994040757965e-05
8192 8.8768756342077646e-05
16384 1.574248689175224e-05
32768 3.1884592507582374e-05
65536 3.0078009335761431e-05
131072 1.7137935427825059e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 6.3922258797942221e-06
4096 0.00010489243484247771
8192 1.2613807571219462e-05
16384 1.4344566316324636e-05
32768 1.0693637378308626e-05
65536 0.0029001339018599934
131072 3.935260613540547e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 7.5202657409343786e-06
4096 0.00010382073691305265
8192 1.2767634492819699e-05
16384 1.5041871623368195e-05
32768 1.1022672374564277e-05
65536 0.0029148854714972235
131072 3.8317011237105321e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 7.0502491321259798e-06
4096 0.00010502639708365584
8192 1.2383067188819107e-05
16384 1.5041871623368195e-05
32768 1.110493112362819e-05
65536 0.0028845799455897753
131072 4.0560800183422301e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.7860631134719149e-06
4096 9.7323568215913222e-05
8192 7.6913460800118674e-08
16384 1.3647261009281078e-05
32768 4.3597137003873635e-06
65536 0.0013656620493445891
131072 9.9158211512238769e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 1.8800664352335947e-06
4096 9.8596209507105474e-05
8192 3.076538432004747e-07
16384 1.3746876053144443e-05
32768 4.0306787041317128e-06
65536 0.001299187402904016
131072 9.5706228517904965e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 2.0680730787569541e-06
4096 9.9667907436530546e-05
8192 4.6148076480071204e-07
16384 1.3448030921554346e-05
32768 5.1823011910264885e-06
65536 0.0013324555871486482
131072 9.7000722140780143e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 1.0695010206683626e-05
4096 5.393298397560397e-05
8192 9.4322143408713869e-05
16384 1.8035683801180717e-05
32768 2.7715935536626376e-05
65536 2.0915172054668543e-05
131072 1.0230298189058835e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 1.0695010206683626e-05
4096 5.2852162653447577e-05
8192 9.9362910130737527e-05
16384 1.8407553570277225e-05
32768 2.8053934750487677e-05
65536 2.2043927371904623e-05
131072 9.3559137284555177e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 9.7847965720722533e-06
4096 5.350065544674141e-05
8192 8.928137668669021e-05
16384 1.8593488454825483e-05
32768 2.8617266773589836e-05
65536 2.1778337885496133e-05
131072 9.6182290666365121e-06
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 6.2577187379531856e-06
4096 7.5441328286516174e-05
8192 2.4862086713709906e-05
16384 1.8035683801180717e-05
32768 2.5011941825736e-05
65536 1.9454429879421851e-05
131072 8.7438446060331942e-08
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 7.5092624855438218e-06
4096 7.5225164022084894e-05
8192 4.7844565497173703e-06
16384 1.8035683801180717e-05
32768 2.546260744421773e-05
65536 2.0118403595443076e-05
131072 5.2463067636199162e-07
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 6.5990488509324492e-06
4096 7.5333246154300534e-05
8192 1.768540188913385e-05
16384 1.8531510159976064e-05
32768 2.4899275421115564e-05
65536 1.8325674562185771e-05
EOD
set title "samu da_phi: excess_l2 against L (regime near1)\nsamu.da_phi.excess_l2: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [2.5637820266706224e-08:0.0091512812712702171]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.da_phi.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.607 [-0.920, 2.134]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.097 [-0.624, 0.429]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.615 [-0.845, 2.074]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.588 [-0.861, 2.037]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.606 [-0.840, 2.052]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 1.101 [-1.000, 3.202]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 1.006 [-0.831, 2.842]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.987 [-0.756, 2.730]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = -0.168 [-0.766, 0.431]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = -0.176 [-0.792, 0.440]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = -0.154 [-0.764, 0.457]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = -0.799 [-2.223, 0.624]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = -0.461 [-1.557, 0.635]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.076 [-0.756, 0.907]; 1 of 7 points not shown (0 or non-finite)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
