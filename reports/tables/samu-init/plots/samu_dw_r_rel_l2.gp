# samu_dw_r_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_rel_l2.gp  (writes samu_dw_r_rel_l2.png and samu_dw_r_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_r_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.5096381218897668e-06
4096 1.7547220941493188e-06
8192 2.6394403913939819e-06
16384 2.7571372081849121e-06
32768 3.6898118205363035e-06
65536 4.7658089075567543e-06
131072 6.83027872822416e-06
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.9457613155133964e-06
4096 2.1062780518509697e-06
8192 2.626515268993715e-06
16384 2.8163347754888109e-06
32768 3.7602632748593211e-06
65536 4.8966167884069165e-06
131072 6.7940464718992553e-06
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.5181665428170965e-08
4096 2.6250561728005267e-08
8192 2.4834809921921035e-08
16384 2.5934325090943893e-08
32768 2.5910309004406792e-08
65536 2.4889164597461126e-08
131072 2.4842561101225525e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.4518246642194897e-08
4096 2.610231720195517e-08
8192 2.5721350065810484e-08
16384 2.5712224944166944e-08
32768 2.4713850900687423e-08
65536 2.4730277834724357e-08
131072 2.5133574316687568e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.294170450989707e-06
4096 1.3552127400808605e-06
8192 2.0469690043388926e-06
16384 1.7956493862560155e-06
32768 1.5958349125334231e-06
65536 1.9538238027328927e-06
131072 1.9584727115817327e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.3031635081187772e-06
4096 1.3754351924135534e-06
8192 2.0476474531221351e-06
16384 1.7903572240209176e-06
32768 1.6059364022331287e-06
65536 1.9181443454973957e-06
131072 1.9323459827947145e-06
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.3001448387794557e-06
4096 1.3725207353464356e-06
8192 2.0619399920005463e-06
16384 1.781020000767794e-06
32768 1.6159879346162446e-06
65536 1.9139230203474852e-06
131072 1.9427871051902965e-06
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 1.7210639753001169e-06
4096 1.7685970618236169e-06
8192 2.0567401806384746e-06
16384 1.8388611288416516e-06
32768 1.8903974003589406e-06
65536 2.0041173231304984e-06
131072 2.003366208618675e-06
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 1.7280574840913946e-06
4096 1.7670334867715e-06
8192 2.0521333542547704e-06
16384 1.8405433074163157e-06
32768 1.8981651469472108e-06
65536 1.9947064937438659e-06
131072 1.9968177200073158e-06
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 1.7273272402084168e-06
4096 1.7825396921913639e-06
8192 2.0614474515997215e-06
16384 1.8396869696628878e-06
32768 1.8942782790138542e-06
65536 2.0012876585592977e-06
131072 1.9968153714944657e-06
EOD
set title "samu dw_r: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.1727488807316325e-09:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dw_r.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.354 [0.295, 0.412]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.299 [0.229, 0.369]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.005 [-0.023, 0.012]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.004 [-0.022, 0.014]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.089 [-0.010, 0.188]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.083 [-0.014, 0.179]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.084 [-0.014, 0.181]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.032 [-0.005, 0.069]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.031 [-0.005, 0.067]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.030 [-0.007, 0.067]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_r.rel_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_r.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
