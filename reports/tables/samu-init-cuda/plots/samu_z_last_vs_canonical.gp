# samu_z_last_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_vs_canonical.gp  (writes samu_z_last_vs_canonical.png and samu_z_last_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_z_last_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_z_last_vs_canonical.svg"
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
2048 1.1868684521188855e-06
4096 1.0917233199032286e-06
8192 1.8254672741632298e-06
16384 1.4427470084797807e-06
32768 9.8523564078552079e-07
65536 1.513668108515097e-06
131072 1.6808328535898902e-06
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.4094908462786567e-06
4096 1.3703855597030592e-06
8192 1.7654467849504357e-06
16384 1.3627540522050295e-06
32768 1.2786347979008782e-06
65536 1.1773750705283261e-06
131072 1.1243497624508835e-06
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 2.8924621184953915e-07
4096 4.8538833593039081e-07
8192 3.0138797915816826e-07
16384 3.2699876008831267e-07
32768 2.271212157742775e-07
65536 4.8289848061067948e-07
131072 3.5168610103602414e-07
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 2.8848180375492608e-07
4096 4.8651652128552075e-07
8192 2.8670143443721983e-07
16384 3.2265828582573598e-07
32768 2.3606204259490264e-07
65536 4.8992137386398185e-07
131072 3.5009391759535823e-07
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 2.8924621184953915e-07
4096 4.8538833593039081e-07
8192 3.0138797915816826e-07
16384 3.2699876008831267e-07
32768 2.271212157742775e-07
65536 4.8289848061067948e-07
131072 3.5168610103602414e-07
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 2.8924621184953915e-07
4096 4.8538833593039081e-07
8192 3.0138797915816826e-07
16384 3.2699876008831267e-07
32768 2.271212157742775e-07
65536 4.8289848061067948e-07
131072 3.5168610103602414e-07
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 2.8848180375492608e-07
4096 4.8651652128552075e-07
8192 2.8670143443721983e-07
16384 3.2265828582573598e-07
32768 2.3606204259490264e-07
65536 4.8992137386398185e-07
131072 3.5009391759535823e-07
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 2.8924621184953915e-07
4096 4.8538833593039081e-07
8192 3.0138797915816826e-07
16384 3.2699876008831267e-07
32768 2.271212157742775e-07
65536 4.8289848061067948e-07
131072 3.5168610103602414e-07
EOD
# cuda.samu_sequential B=1 D=1024: L, vs_canonical
$s11 << EOD
2048 2.7445690034426999e-07
4096 4.8439968777984513e-07
8192 2.4828215063131262e-07
16384 3.5400132684234442e-07
32768 2.2178309456065981e-07
65536 4.6986721285787238e-07
131072 3.0154373994365786e-07
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, vs_canonical
$s12 << EOD
2048 1.4025437111199665e-06
4096 1.1578107594933786e-06
8192 2.079987943917548e-06
16384 1.328741775402587e-06
32768 1.6142572937370855e-06
65536 2.0961570629385132e-06
131072 2.3387035198360773e-06
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, vs_canonical
$s13 << EOD
2048 2.8924621184953915e-07
4096 4.8538833593039081e-07
8192 3.0138797915816826e-07
16384 3.2699876008831267e-07
32768 2.271212157742775e-07
65536 4.8289848061067948e-07
131072 3.5168610103602414e-07
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 3.0745784053358039e-07
4096 4.2871656440090008e-07
8192 4.4700446693787736e-07
16384 5.9586790541494781e-07
32768 2.5211433876588969e-07
65536 6.7473742907100361e-07
131072 3.0376995261767226e-07
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 3.1537430712946015e-07
4096 4.3155440398471864e-07
8192 4.5309654962490843e-07
16384 5.8916598927403769e-07
32768 2.543109396229656e-07
65536 6.7782511794058239e-07
131072 3.0396882087597405e-07
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 3.0745784053358039e-07
4096 4.2871656440090008e-07
8192 4.4700446693787736e-07
16384 5.9586790541494781e-07
32768 2.5211433876588969e-07
65536 6.7473742907100361e-07
131072 3.0376995261767226e-07
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, vs_canonical
$s17 << EOD
2048 3.0745784053358039e-07
4096 4.2871656440090008e-07
8192 4.4700446693787736e-07
16384 5.9586790541494781e-07
32768 2.5211433876588969e-07
65536 6.7473742907100361e-07
131072 3.0376995261767226e-07
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, vs_canonical
$s18 << EOD
2048 3.1537430712946015e-07
4096 4.3155440398471864e-07
8192 4.5309654962490843e-07
16384 5.8916598927403769e-07
32768 2.543109396229656e-07
65536 6.7782511794058239e-07
131072 3.0396882087597405e-07
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, vs_canonical
$s19 << EOD
2048 3.0745784053358039e-07
4096 4.2871656440090008e-07
8192 4.4700446693787736e-07
16384 5.9586790541494781e-07
32768 2.5211433876588969e-07
65536 6.7473742907100361e-07
131072 3.0376995261767226e-07
EOD
# cuda.samu_sequential B=1 D=2048: L, vs_canonical
$s20 << EOD
2048 2.8782709630960796e-07
4096 3.9635951472184658e-07
8192 4.3040913207031234e-07
16384 5.5124750766941e-07
32768 2.3034990382005366e-07
65536 6.5568857163233886e-07
131072 2.9374143144431763e-07
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, vs_canonical
$s21 << EOD
2048 1.9198162933179943e-06
4096 1.5834675313110153e-06
8192 1.7681794986344463e-06
16384 2.1121460138807106e-06
32768 1.4521320186655766e-06
65536 1.3477542138566068e-06
131072 1.5017223391780798e-06
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, vs_canonical
$s22 << EOD
2048 3.0745784053358039e-07
4096 4.2871656440090008e-07
8192 4.4700446693787736e-07
16384 5.9586790541494781e-07
32768 2.5211433876588969e-07
65536 6.7473742907100361e-07
131072 3.0376995261767226e-07
EOD
set title "samu z_last: vs_canonical against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.3927698186886598e-08:0.0012000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.z_last.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.056 [-0.109, 0.220]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.067 [-0.149, 0.015]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.015 [-0.196, 0.226]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.021 [-0.189, 0.231]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.015 [-0.196, 0.226]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.015 [-0.196, 0.226]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.021 [-0.189, 0.231]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.015 [-0.196, 0.226]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.006 [-0.228, 0.239]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.127 [-0.018, 0.272]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.015 [-0.196, 0.226]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.015 [-0.265, 0.296]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.011 [-0.266, 0.288]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.015 [-0.265, 0.296]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.015 [-0.265, 0.296]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.011 [-0.266, 0.288]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.015 [-0.265, 0.296]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.023 [-0.264, 0.310]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = -0.065 [-0.164, 0.034]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.015 [-0.265, 0.296]", \
     0.00040000000000000002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0004 (THRESHOLDS.md samu.z_last.vs_canonical)", \
     0.0001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0001 (THRESHOLDS.md samu.z_last.vs_canonical)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
