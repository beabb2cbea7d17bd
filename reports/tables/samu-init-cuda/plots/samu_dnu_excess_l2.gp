# samu_dnu_excess_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
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
# cpu.canonical_f64 B=1 D=1024: L, excess_l2
$s2 << EOD
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, excess_l2
$s3 << EOD
2048 7.8442171389888503e-06
4096 6.9372043134205215e-06
8192 2.4571282523443665e-05
16384 1.9553548841517932e-05
32768 1.7494654919355515e-05
65536 1.7899202975610114e-05
131072 2.0542496004982933e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, excess_l2
$s4 << EOD
2048 7.9770475899859698e-06
4096 6.9916080723276312e-06
8192 2.4753443918555183e-05
16384 1.9697192628744561e-05
32768 1.7511026762212166e-05
65536 1.8411427183009442e-05
131072 2.0388449561426611e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, excess_l2
$s5 << EOD
2048 7.935133277273789e-06
4096 6.9777358470845367e-06
8192 2.4759630737502549e-05
16384 1.9624961366039324e-05
32768 1.7459554498724789e-05
65536 1.8276894560599467e-05
131072 2.0443101030924458e-05
EOD
# cuda.samu_chunk32_serial_v2 B=1 D=1024: L, excess_l2
$s6 << EOD
2048 7.8442171389888503e-06
4096 6.9372043134205215e-06
8192 2.4571282523443665e-05
16384 1.9553548841517932e-05
32768 1.7494654919355515e-05
65536 1.7899202975610114e-05
131072 2.0542496004982933e-05
EOD
# cuda.samu_chunk32_grouped64_v2 B=1 D=1024: L, excess_l2
$s7 << EOD
2048 7.9770475899859698e-06
4096 6.9916080723276312e-06
8192 2.4753443918555183e-05
16384 1.9697192628744561e-05
32768 1.7511026762212166e-05
65536 1.8411427183009442e-05
131072 2.0388449561426611e-05
EOD
# cuda.samu_hybrid_v2 B=1 D=1024: L, excess_l2
$s8 << EOD
2048 7.935133277273789e-06
4096 6.9777358470845367e-06
8192 2.4759630737502549e-05
16384 1.9624961366039324e-05
32768 1.7459554498724789e-05
65536 1.8276894560599467e-05
131072 2.0443101030924458e-05
EOD
# cuda.samu_sequential B=1 D=1024: L, excess_l2
$s9 << EOD
2048 7.7189071410763366e-06
4096 7.2725667694659008e-06
8192 2.411173593835241e-05
16384 1.8209694437048516e-05
32768 1.8115665076091322e-05
65536 1.568552096583424e-05
131072 2.2256479654619878e-05
EOD
# cuda.samu_gd_grouped64 B=1 D=1024: L, excess_l2
$s10 << EOD
2048 5.2637460496111713e-06
4096 6.2454154499098269e-06
8192 8.7161512336368935e-06
16384 1.326809625587878e-05
32768 1.079225874926238e-05
65536 1.1949464073966762e-05
131072 1.1989616997227933e-05
EOD
# cuda.samu_bf16_ctl B=1 D=1024: L, excess_l2
$s11 << EOD
2048 7.8442171389888503e-06
4096 6.9372043134205215e-06
8192 2.4571282523443665e-05
16384 1.9553548841517932e-05
32768 1.7494654919355515e-05
65536 1.7899202975610114e-05
131072 2.0542496004982933e-05
EOD
set title "samu dnu: excess_l2 against L (regime init, B=1, D=1024)\ntable table.csv, commit 0292a3b, seed 20261129"
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
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 (baseline FP32): k = 0.230 [-0.045, 0.505]", \
     NaN with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 (baseline FP64): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_chunk32_serial: k = 0.229 [-0.047, 0.505]", \
     $s4 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_grouped64: k = 0.227 [-0.049, 0.503]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_hybrid: k = 0.228 [-0.049, 0.504]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial_v2: k = 0.229 [-0.047, 0.505]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64_v2: k = 0.227 [-0.049, 0.503]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid_v2: k = 0.228 [-0.049, 0.504]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#7F7F00" title "cuda.samu_sequential: k = 0.228 [-0.038, 0.494]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#1F3A93" title "cuda.samu_gd_grouped64: k = 0.205 [0.066, 0.344]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#0072B2" title "cuda.samu_bf16_ctl: k = 0.229 [-0.047, 0.505]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dnu.excess_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dnu.excess_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
