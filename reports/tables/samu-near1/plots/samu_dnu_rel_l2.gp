# samu_dnu_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_rel_l2.gp  (writes samu_dnu_rel_l2.png and samu_dnu_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_dnu_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_dnu_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 2.0857022661216315e-05
4096 2.8991460999054046e-05
8192 3.6969019384343263e-05
16384 3.3659767968796599e-05
32768 4.2034403392490877e-05
65536 4.0611110446166266e-05
131072 4.2795050695659279e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 2.056388395469661e-05
4096 3.1989957365530901e-05
8192 3.3328263549477831e-05
16384 3.6129579050398626e-05
32768 3.8782856754709694e-05
65536 3.8802550715837562e-05
131072 4.1139813456629408e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.3673520067080208e-08
4096 2.4851885905542313e-08
8192 2.560204105889071e-08
16384 2.5507316977471359e-08
32768 2.2906682572916756e-08
65536 2.4718321111574015e-08
131072 2.5049048552890321e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.4403749902136719e-08
4096 2.5421792287190912e-08
8192 2.5721980472380802e-08
16384 2.5211454604967027e-08
32768 2.5319062521930561e-08
65536 2.520264531932035e-08
131072 2.4917342976598436e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 2.0902443672664543e-05
4096 2.9243541079240987e-05
8192 3.6839362451714574e-05
16384 3.3606346847655011e-05
32768 4.1853434888528191e-05
65536 4.0272668011158071e-05
131072 4.1965862528477002e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 2.0935373910263888e-05
4096 2.9231520745372745e-05
8192 3.6826599977855405e-05
16384 3.363724836925852e-05
32768 4.1800372981844838e-05
65536 4.0300911612738717e-05
131072 4.2017334781086399e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 2.0918353630434027e-05
4096 2.9232579753317989e-05
8192 3.6797058052325961e-05
16384 3.3657149672793351e-05
32768 4.1821547879186658e-05
65536 4.0285742849066139e-05
131072 4.20268559247631e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s8 << EOD
2048 2.0440149661077904e-05
4096 2.9262673931293396e-05
8192 3.6252440689640675e-05
16384 3.3914148285283521e-05
32768 4.1774591914714681e-05
65536 3.986995994913002e-05
131072 4.0123261867511381e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s9 << EOD
2048 2.0435754623006881e-05
4096 2.9289036552405231e-05
8192 3.6256004787350881e-05
16384 3.3949981818636893e-05
32768 4.1776078938716872e-05
65536 3.9857564624750581e-05
131072 4.0112429264791849e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, rel_l2
$s10 << EOD
2048 2.0439445574778119e-05
4096 2.9290059929732938e-05
8192 3.6215754424252017e-05
16384 3.3920043940208928e-05
32768 4.1767762286830827e-05
65536 3.9907548909178747e-05
131072 4.0144412484223482e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 2.0559851435765463e-05
4096 3.1905199876129442e-05
8192 3.3275821196175726e-05
16384 3.5927430774360563e-05
32768 3.8875788404056005e-05
65536 3.866275857780508e-05
131072 4.0559057169709324e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 2.0573781104966136e-05
4096 3.1888388957183123e-05
8192 3.329084706166233e-05
16384 3.5925123080551806e-05
32768 3.8859745331497497e-05
65536 3.8605287414096551e-05
131072 4.06257308855836e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s13 << EOD
2048 2.0565811742746412e-05
4096 3.1883872361137801e-05
8192 3.3271488518211866e-05
16384 3.5939202800888078e-05
32768 3.8849051726447392e-05
65536 3.8647797185893643e-05
131072 4.0620992035718181e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s14 << EOD
2048 1.9978180770018987e-05
4096 3.1592443341666403e-05
8192 3.3252496199764965e-05
16384 3.5503498707391629e-05
32768 3.7808495944874375e-05
65536 3.8813595148022447e-05
131072 4.047555159700325e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s15 << EOD
2048 1.9953707900403122e-05
4096 3.1595522049223381e-05
8192 3.3286325368324229e-05
16384 3.5504760125108531e-05
32768 3.7789534202977372e-05
65536 3.8809479345474779e-05
131072 4.0468789488063797e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, rel_l2
$s16 << EOD
2048 1.9972682554688233e-05
4096 3.1590474219353673e-05
8192 3.3273978359141536e-05
16384 3.5495215660226986e-05
32768 3.7792184020064784e-05
65536 3.8823661009255284e-05
131072 4.0452771121836949e-05
EOD
set title "samu dnu: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [7.6355608576389182e-09:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dnu.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.152 [0.060, 0.245]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.135 [0.043, 0.227]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.002 [-0.029, 0.034]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.002 [-0.011, 0.014]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.147 [0.053, 0.241]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.147 [0.054, 0.241]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.147 [0.054, 0.241]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.143 [0.043, 0.244]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.143 [0.042, 0.244]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.144 [0.043, 0.244]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.133 [0.040, 0.226]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.133 [0.040, 0.225]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.133 [0.041, 0.225]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.137 [0.041, 0.233]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.137 [0.041, 0.233]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.137 [0.041, 0.233]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dnu.rel_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dnu.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
