# samu_dnu_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_excess_l2.gp  (writes samu_dnu_excess_l2.png and samu_dnu_excess_l2.svg)
if (!exists("png_out")) png_out = "samu_dnu_excess_l2.png"
if (!exists("svg_out")) svg_out = "samu_dnu_excess_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, excess_l2
$s1 << EOD
2048 7.8226741048371148e-06
4096 7.0750200755169291e-06
8192 2.419872972771895e-05
16384 1.9791709669815505e-05
32768 1.8608793693219511e-05
65536 1.6440232378982419e-05
131072 2.1553166852572677e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, excess_l2
$s2 << EOD
2048 1.8507939900206721e-05
4096 8.5486206436047267e-06
8192 1.8074666876606335e-05
16384 2.0018359597555255e-05
32768 1.5288621185343157e-05
65536 2.040197645194751e-05
131072 1.6625651354126622e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s3 << EOD
EOD
# cpu.canonical_f64 B=1 D=2048: L, excess_l2
$s4 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s5 << EOD
2048 7.8442171389888503e-06
4096 6.9372043134205215e-06
8192 2.4571282523443665e-05
16384 1.9553548841517932e-05
32768 1.7494654919355515e-05
65536 1.7899202975610114e-05
131072 2.0542496004982933e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 7.9770475899859698e-06
4096 6.9916080723276312e-06
8192 2.4753443918555183e-05
16384 1.9697192628744561e-05
32768 1.7511026762212166e-05
65536 1.8411427183009442e-05
131072 2.0388449561426611e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s7 << EOD
2048 7.935133277273789e-06
4096 6.9777358470845367e-06
8192 2.4759630737502549e-05
16384 1.9624961366039324e-05
32768 1.7459554498724789e-05
65536 1.8276894560599467e-05
131072 2.0443101030924458e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 7.8442171389888503e-06
4096 6.9372043134205215e-06
8192 2.4571282523443665e-05
16384 1.9553548841517932e-05
32768 1.7494654919355515e-05
65536 1.7899202975610114e-05
131072 2.0542496004982933e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s9 << EOD
2048 7.9770475899859698e-06
4096 6.9916080723276312e-06
8192 2.4753443918555183e-05
16384 1.9697192628744561e-05
32768 1.7511026762212166e-05
65536 1.8411427183009442e-05
131072 2.0388449561426611e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 7.935133277273789e-06
4096 6.9777358470845367e-06
8192 2.4759630737502549e-05
16384 1.9624961366039324e-05
32768 1.7459554498724789e-05
65536 1.8276894560599467e-05
131072 2.0443101030924458e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s11 << EOD
2048 7.7189071410763366e-06
4096 7.2725667694659008e-06
8192 2.411173593835241e-05
16384 1.8209694437048516e-05
32768 1.8115665076091322e-05
65536 1.568552096583424e-05
131072 2.2256479654619878e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s12 << EOD
2048 5.2637460496111713e-06
4096 6.2454154499098269e-06
8192 8.7161512336368935e-06
16384 1.326809625587878e-05
32768 1.079225874926238e-05
65536 1.1949464073966762e-05
131072 1.1989616997227933e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s13 << EOD
2048 7.8442171389888503e-06
4096 6.9372043134205215e-06
8192 2.4571282523443665e-05
16384 1.9553548841517932e-05
32768 1.7494654919355515e-05
65536 1.7899202975610114e-05
131072 2.0542496004982933e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, excess_l2
$s14 << EOD
2048 1.7867196178416197e-05
4096 9.5090794515243001e-06
8192 1.8402688663796583e-05
16384 1.2285080627483241e-05
32768 1.3831648673700053e-05
65536 1.6726580085511322e-05
131072 1.4567218302500413e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, excess_l2
$s15 << EOD
2048 1.7934293691681165e-05
4096 9.6046562929555226e-06
8192 1.8637096152511342e-05
16384 1.233544720839778e-05
32768 1.3817170389305181e-05
65536 1.6707648755924491e-05
131072 1.4523996020297909e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, excess_l2
$s16 << EOD
2048 1.7827892572253139e-05
4096 9.602251545908017e-06
8192 1.8554386019517396e-05
16384 1.2256681409409012e-05
32768 1.3807683893866326e-05
65536 1.6701062806995554e-05
131072 1.4445016877662555e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=2048: L, excess_l2
$s17 << EOD
2048 1.7867196178416197e-05
4096 9.5090794515243001e-06
8192 1.8402688663796583e-05
16384 1.2285080627483241e-05
32768 1.3831648673700053e-05
65536 1.6726580085511322e-05
131072 1.4567218302500413e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=2048: L, excess_l2
$s18 << EOD
2048 1.7934293691681165e-05
4096 9.6046562929555226e-06
8192 1.8637096152511342e-05
16384 1.233544720839778e-05
32768 1.3817170389305181e-05
65536 1.6707648755924491e-05
131072 1.4523996020297909e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=2048: L, excess_l2
$s19 << EOD
2048 1.7827892572253139e-05
4096 9.602251545908017e-06
8192 1.8554386019517396e-05
16384 1.2256681409409012e-05
32768 1.3807683893866326e-05
65536 1.6701062806995554e-05
131072 1.4445016877662555e-05
EOD
# cuda.samu_sequential B=1 D=2048: L, excess_l2
$s20 << EOD
2048 1.8479183316068231e-05
4096 9.6514828390989266e-06
8192 1.8839888990792947e-05
16384 1.2522700200067476e-05
32768 1.4723073222860898e-05
65536 1.8254465216255186e-05
131072 1.5522766845115912e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=2048: L, excess_l2
$s21 << EOD
2048 7.0496442616886257e-06
4096 8.0854309520978901e-06
8192 1.1860996649804789e-05
16384 1.0644847790497198e-05
32768 1.8015321969053713e-05
65536 1.5172175091357066e-05
131072 1.0932797193959588e-05
EOD
# cuda.samu_bf16_ctl B=1 D=2048: L, excess_l2
$s22 << EOD
2048 1.7867196178416197e-05
4096 9.5090794515243001e-06
8192 1.8402688663796583e-05
16384 1.2285080627483241e-05
32768 1.3831648673700053e-05
65536 1.6726580085511322e-05
131072 1.4567218302500413e-05
EOD
set title "samu dnu: excess_l2 against L (regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.7545820165370571e-06:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "excess_l2 (THRESHOLDS.md samu.dnu.excess_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.230 [-0.045, 0.505]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.064 [-0.154, 0.283]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.229 [-0.047, 0.505]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.227 [-0.049, 0.503]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid B=1 D=1024: k = 0.228 [-0.049, 0.504]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2 B=1 D=1024: k = 0.229 [-0.047, 0.505]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2 B=1 D=1024: k = 0.227 [-0.049, 0.503]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2 B=1 D=1024: k = 0.228 [-0.049, 0.504]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential B=1 D=1024: k = 0.228 [-0.038, 0.494]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64 B=1 D=1024: k = 0.205 [0.066, 0.344]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl B=1 D=1024: k = 0.229 [-0.047, 0.505]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.012 [-0.167, 0.191]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.009 [-0.170, 0.188]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.009 [-0.169, 0.187]", \
     $s17 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_serial_v2 B=1 D=2048: k = 0.012 [-0.167, 0.191]", \
     $s18 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_chunk32_grouped64_v2 B=1 D=2048: k = 0.009 [-0.170, 0.188]", \
     $s19 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_hybrid_v2 B=1 D=2048: k = 0.009 [-0.169, 0.187]", \
     $s20 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_sequential B=1 D=2048: k = 0.026 [-0.160, 0.212]", \
     $s21 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cuda.samu_gd_grouped64 B=1 D=2048: k = 0.154 [-0.024, 0.333]", \
     $s22 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_bf16_ctl B=1 D=2048: k = 0.012 [-0.167, 0.191]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dnu.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dnu.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
