# samu_dnu_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
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
2048 7.8205336626848518e-06
4096 7.0823750243935004e-06
8192 2.421076266857652e-05
16384 1.9793167610147951e-05
32768 1.8598659174492419e-05
65536 1.6445242178854772e-05
131072 2.1554829053030071e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 1.8528020118416328e-05
4096 8.5510470923528681e-06
8192 1.8078095790986395e-05
16384 2.0019771118492457e-05
32768 1.5293826908649451e-05
65536 2.040220159736101e-05
131072 1.6625710394115123e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.9231767962608831e-08
4096 2.4342829282868741e-08
8192 2.7960663175599588e-08
16384 2.6116082116949928e-08
32768 2.5217889589845867e-08
65536 3.2163257150952078e-08
131072 2.1148970371819158e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 3.5369434253545479e-08
4096 2.5604375247359501e-08
8192 2.5359321692293152e-08
16384 2.0052817712531741e-08
32768 2.9005476347682527e-08
65536 3.2535509585963543e-08
131072 2.4075028446812273e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 8.0616849146923693e-06
4096 6.961653640704696e-06
8192 2.5002622643191752e-05
16384 1.9732081906041838e-05
32768 1.7281101058076766e-05
65536 1.838753937914368e-05
131072 2.0385506458412238e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 8.0108700672888236e-06
4096 6.9110739723690165e-06
8192 2.4852176808470278e-05
16384 1.9592149468494139e-05
32768 1.7280566743752833e-05
65536 1.8402447418719848e-05
131072 2.0796649793474069e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 8.0584539556868039e-06
4096 6.9893697630991868e-06
8192 2.5093630643758808e-05
16384 1.960554340758982e-05
32768 1.7348110849448348e-05
65536 1.8585534052530056e-05
131072 2.0951104110153719e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s8 << EOD
2048 1.7875846334145141e-05
4096 8.4361365101662659e-06
8192 1.8188188539730977e-05
16384 2.0409005457666746e-05
32768 1.4021238870872059e-05
65536 1.9021687217390263e-05
131072 1.5157126615158664e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s9 << EOD
2048 1.8084154609658133e-05
4096 8.4186273633430073e-06
8192 1.8060775280535794e-05
16384 2.0430198359558077e-05
32768 1.3874644148241296e-05
65536 1.8924377114294321e-05
131072 1.5164241766498574e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s10 << EOD
2048 1.8061332814447912e-05
4096 8.4669746365048506e-06
8192 1.8083082848504322e-05
16384 2.0411830682945212e-05
32768 1.388447150006798e-05
65536 1.886218940969398e-05
131072 1.5213388607082313e-05
EOD
set title "samu dnu: rel_l2 against L (regime init)\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.6842725708439138e-09:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dnu.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.230 [-0.045, 0.505]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.064 [-0.154, 0.282]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.027 [-0.126, 0.073]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.028 [-0.172, 0.116]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.224 [-0.054, 0.503]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.230 [-0.047, 0.506]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.229 [-0.046, 0.505]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.045 [-0.180, 0.270]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.043 [-0.184, 0.270]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.samu_hybrid B=1 D=2048: k = 0.042 [-0.183, 0.267]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dnu.rel_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dnu.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
