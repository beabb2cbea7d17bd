# samu_dz0_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_excess_l2.gp  (writes samu_dz0_excess_l2.png and samu_dz0_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dz0_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dz0_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 1.3491172266877978e-05
4096 1.3641157453285069e-05
8192 1.4998964492622771e-05
16384 1.3614496098426525e-05
32768 1.3988732888444262e-05
65536 1.4558024358292751e-05
131072 1.4981749030980411e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.3360780243715661e-05
4096 1.4388040624585388e-05
8192 1.4610780418651644e-05
16384 1.4536204042625145e-05
32768 1.4664817277157732e-05
65536 1.4461906479809635e-05
131072 1.4498669461833956e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 1.352922040875218e-05
4096 1.3635904123192889e-05
8192 1.4990980722310645e-05
16384 1.3652133651870989e-05
32768 1.3907265430460876e-05
65536 1.4576861463397271e-05
131072 1.4947355434945979e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 1.3527161300312316e-05
4096 1.3610578136526161e-05
8192 1.4994425741617556e-05
16384 1.3643316125239555e-05
32768 1.3922883867943697e-05
65536 1.4579534397117587e-05
131072 1.4972305034974559e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 1.3527161300312316e-05
4096 1.3610578136526161e-05
8192 1.4994425741617556e-05
16384 1.3643316125239555e-05
32768 1.3922883867943697e-05
65536 1.4579534397117587e-05
131072 1.4972305034974559e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s8 << EOD
2048 1.3482291512203053e-05
4096 1.3608156112052616e-05
8192 1.4956750321598209e-05
16384 1.3667388831061039e-05
32768 1.3899204821929362e-05
65536 1.4475033880736046e-05
131072 1.4911703345804202e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 1.3494534526491052e-05
4096 1.3597353175989651e-05
8192 1.4955553367210436e-05
16384 1.3652549909636714e-05
32768 1.3902197280937854e-05
65536 1.4504679675634302e-05
131072 1.4935044323177734e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s10 << EOD
2048 1.3494534526491052e-05
4096 1.3597353175989651e-05
8192 1.4955553367210436e-05
16384 1.3652549909636714e-05
32768 1.3902197280937854e-05
65536 1.4504679675634302e-05
131072 1.4935044323177734e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s11 << EOD
2048 1.3324545974591697e-05
4096 1.4406430897463986e-05
8192 1.4568910971918134e-05
16384 1.4496520034174405e-05
32768 1.463202496724723e-05
65536 1.4448713762718879e-05
131072 1.4519138620175989e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s12 << EOD
2048 1.3318570729798977e-05
4096 1.4419294958460865e-05
8192 1.4551703767243721e-05
16384 1.4502385684075324e-05
32768 1.4641445299875638e-05
65536 1.4446502142752343e-05
131072 1.4509780704306523e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, excess_l2
$s13 << EOD
2048 1.3318570729798977e-05
4096 1.4419294958460865e-05
8192 1.4551703767243721e-05
16384 1.4502385684075324e-05
32768 1.4641445299875638e-05
65536 1.4446502142752343e-05
131072 1.4509780704306523e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 1.3264683306787655e-05
4096 1.4377342652148756e-05
8192 1.4505613739841227e-05
16384 1.4462246846724488e-05
32768 1.4622631475655771e-05
65536 1.4442385422422703e-05
131072 1.4476663490588879e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 1.3275084994753663e-05
4096 1.4379623568703518e-05
8192 1.4513929109147767e-05
16384 1.4462573278742113e-05
32768 1.4616697618437376e-05
65536 1.4449874771029124e-05
131072 1.4481824180530243e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 1.3275084994753663e-05
4096 1.4379623568703518e-05
8192 1.4513929109147767e-05
16384 1.4462573278742113e-05
32768 1.4616697618437376e-05
65536 1.4449874771029124e-05
131072 1.4481824180530243e-05
EOD
set title "samu dz0: excess_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [4.4215611022625513e-06:0.00060000000000000006]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dz0.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.019 [-0.008, 0.047]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.013 [-0.006, 0.033]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.018 [-0.009, 0.046]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.019 [-0.009, 0.047]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.019 [-0.009, 0.047]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.018 [-0.009, 0.045]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.019 [-0.008, 0.045]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.019 [-0.008, 0.045]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.014 [-0.006, 0.033]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.014 [-0.006, 0.033]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.014 [-0.006, 0.033]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.014 [-0.005, 0.034]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.014 [-0.005, 0.034]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.014 [-0.005, 0.034]", \
     0.00020000000000000001 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0002 (THRESHOLDS.md samu.dz0.excess_l2)", \
     5.0000000000000002e-05 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 5e-05 (THRESHOLDS.md samu.dz0.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
