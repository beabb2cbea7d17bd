# samu_dw_phi_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_rel_l2.gp  (writes samu_dw_phi_rel_l2.png and samu_dw_phi_rel_l2.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_rel_l2.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 1.5751496246110118e-05
4096 2.0372990195680927e-05
8192 1.5613663073775843e-05
16384 1.0277366187662588e-05
32768 2.5785573038836825e-05
65536 4.9466600150721881e-05
131072 3.6856819671490168e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 8.2280337187701583e-06
4096 1.8721992592235567e-05
8192 1.7122717257491627e-05
16384 1.7925918485953379e-05
32768 1.8512943607860853e-05
65536 2.4446130992418111e-05
131072 3.4131999086952257e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 1.8755693652511802e-08
4096 2.281353797810132e-08
8192 1.8350376753103012e-08
16384 4.2993264856685164e-08
32768 2.5763081883899262e-08
65536 2.6919949135829174e-08
131072 2.595037057959809e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.5310168492410345e-08
4096 2.5154806880190724e-08
8192 2.749970129604657e-08
16384 2.2038439233205739e-08
32768 2.4440215643245007e-08
65536 2.3813263122606054e-08
131072 2.4745123450502858e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.5888837686698491e-05
4096 2.0431036275278339e-05
8192 1.5974061712276067e-05
16384 1.1813116884449097e-05
32768 2.5216164484999362e-05
65536 4.8433477213611613e-05
131072 3.5606772449949962e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.6026491173758277e-05
4096 2.0318183288784663e-05
8192 1.5964422212834368e-05
16384 1.1817027172394824e-05
32768 2.5172196821981889e-05
65536 4.8431661750613885e-05
131072 3.5300861852200125e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.5910104281646159e-05
4096 2.0464058836528585e-05
8192 1.5869375859745305e-05
16384 1.1807897927273057e-05
32768 2.5183890798834537e-05
65536 4.8326314760819098e-05
131072 3.5317879829105385e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s8 << EOD
2048 1.3047477891820291e-05
4096 2.5505137145242564e-05
8192 1.3992172804182805e-05
16384 1.1378414258648127e-05
32768 3.6819473066999122e-05
65536 3.1847429532805071e-05
131072 5.7166558970198911e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s9 << EOD
2048 1.3168698333298956e-05
4096 2.5779585809470633e-05
8192 1.4062521745075438e-05
16384 1.1382687731635962e-05
32768 3.6315442851633315e-05
65536 3.1843529600272755e-05
131072 5.6871253480617157e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, rel_l2
$s10 << EOD
2048 1.3055295479348686e-05
4096 2.5800648354840316e-05
8192 1.398457055766585e-05
16384 1.1340593832200501e-05
32768 3.6383652821487468e-05
65536 3.1921184985444153e-05
131072 5.707409174287613e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 7.8548277666643524e-06
4096 1.756246005555557e-05
8192 1.6834658716716588e-05
16384 1.816473823986652e-05
32768 1.8486934308573588e-05
65536 2.3972135631815692e-05
131072 2.6918251211853523e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 7.8209567552099643e-06
4096 1.7386351311272234e-05
8192 1.6789028921992386e-05
16384 1.814414474011694e-05
32768 1.8519454203746828e-05
65536 2.4008296459298619e-05
131072 2.6671569368927835e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s13 << EOD
2048 7.8678386767396245e-06
4096 1.7374625107171921e-05
8192 1.6772435799271115e-05
16384 1.8120637827177568e-05
32768 1.8521643960703315e-05
65536 2.4032835615249656e-05
131072 2.6913953622827526e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s14 << EOD
2048 5.7890745003597878e-06
4096 1.7518834662360871e-05
8192 1.3401335593721911e-05
16384 1.7758321070948743e-05
32768 2.1116923974629984e-05
65536 2.3816236594272576e-05
131072 2.6418043450946082e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s15 << EOD
2048 5.7708206308185188e-06
4096 1.755836682212874e-05
8192 1.3338566528097458e-05
16384 1.7951996302727213e-05
32768 2.1199645020899121e-05
65536 2.3854411070779449e-05
131072 2.6303427225640375e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, rel_l2
$s16 << EOD
2048 5.7885874097215047e-06
4096 1.7514974804336639e-05
8192 1.3370807298218805e-05
16384 1.7841320567918992e-05
32768 2.1163856104880123e-05
65536 2.3811263643848299e-05
131072 2.6453687996362615e-05
EOD
set title "samu dw_phi: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [6.1167922510343375e-09:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dw_phi.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.249 [-0.054, 0.551]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.251 [0.090, 0.413]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.085 [-0.111, 0.281]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.015 [-0.064, 0.033]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.237 [-0.028, 0.502]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.235 [-0.030, 0.500]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.236 [-0.030, 0.501]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.301 [-0.014, 0.616]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.297 [-0.018, 0.612]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.299 [-0.017, 0.616]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.227 [0.075, 0.380]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.228 [0.076, 0.379]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.229 [0.079, 0.378]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.290 [0.083, 0.497]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.290 [0.081, 0.499]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.290 [0.083, 0.497]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_phi.rel_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_phi.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
