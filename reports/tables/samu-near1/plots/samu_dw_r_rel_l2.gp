# samu_dw_r_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
2048 1.0538173109455459e-05
4096 1.2181728312070189e-05
8192 1.374534903956377e-05
16384 1.3377080065473876e-05
32768 1.602681675479597e-05
65536 1.5402059834889236e-05
131072 1.5679651892595694e-05
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 9.5436847600699137e-06
4096 1.2694449488667882e-05
8192 1.4222115839167498e-05
16384 1.4532428901762734e-05
32768 1.4097651711235969e-05
65536 1.5574991313728035e-05
131072 1.6561061056850181e-05
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 2.5079019613955244e-08
4096 2.5191575598572464e-08
8192 2.5532899260883572e-08
16384 2.6558834893510326e-08
32768 2.5188961420570376e-08
65536 2.6093186800664773e-08
131072 2.4767126182869523e-08
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 2.4999542500787893e-08
4096 2.5114132220580699e-08
8192 2.4876401147555442e-08
16384 2.5856702498375401e-08
32768 2.5786577183225752e-08
65536 2.4938387132844305e-08
131072 2.5732052782053836e-08
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 1.0548865027275763e-05
4096 1.2135103819793335e-05
8192 1.3663605276111395e-05
16384 1.3208202518345953e-05
32768 1.5749703142612492e-05
65536 1.4875437468722259e-05
131072 1.4211802658171141e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 1.0580798491884292e-05
4096 1.21532612122233e-05
8192 1.3667420508729035e-05
16384 1.3230747586000956e-05
32768 1.5728260414915325e-05
65536 1.4835395663556692e-05
131072 1.4189210543821814e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, rel_l2
$s7 << EOD
2048 1.0573250319259383e-05
4096 1.2165812018461375e-05
8192 1.3671711078053346e-05
16384 1.3224658764854814e-05
32768 1.5707326438174862e-05
65536 1.4854107519954334e-05
131072 1.4196148691912991e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, rel_l2
$s8 << EOD
2048 1.0719792891711828e-05
4096 1.2433685323814563e-05
8192 1.3412640777045292e-05
16384 1.3178280617286891e-05
32768 1.5409880484886743e-05
65536 1.4641986059952761e-05
131072 1.4359627380368845e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, rel_l2
$s9 << EOD
2048 1.0699602737792958e-05
4096 1.2414592918434116e-05
8192 1.3445792215557743e-05
16384 1.3204955748996756e-05
32768 1.5428695947037777e-05
65536 1.465206152750157e-05
131072 1.432845902396782e-05
EOD
# cuda.samu_hybrid B=1 D=1024: L, rel_l2
$s10 << EOD
2048 1.069392364537654e-05
4096 1.2402013285865036e-05
8192 1.3448215793121054e-05
16384 1.3207972453317818e-05
32768 1.5443046206811588e-05
65536 1.4648349124451274e-05
131072 1.4328317165864119e-05
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 9.4754064821836905e-06
4096 1.257211115101359e-05
8192 1.4187340272561174e-05
16384 1.4365311550150248e-05
32768 1.3782570514788081e-05
65536 1.5073674867140869e-05
131072 1.5317140316373425e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 9.4684052255741584e-06
4096 1.2606271644007582e-05
8192 1.4145275801579184e-05
16384 1.4354948690384016e-05
32768 1.3766704149400136e-05
65536 1.5079894203483068e-05
131072 1.5335092208122046e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, rel_l2
$s13 << EOD
2048 9.4696490024056657e-06
4096 1.2600421295077938e-05
8192 1.4146308640355238e-05
16384 1.4360187088501229e-05
32768 1.3766378582603766e-05
65536 1.5082749619767985e-05
131072 1.5333859114196094e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, rel_l2
$s14 << EOD
2048 9.2931474779335931e-06
4096 1.2606886928999339e-05
8192 1.4025531026603942e-05
16384 1.4390184159583561e-05
32768 1.3815369138408851e-05
65536 1.4952104794281419e-05
131072 1.5153205763599663e-05
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, rel_l2
$s15 << EOD
2048 9.3186090041822528e-06
4096 1.2610628709769038e-05
8192 1.4021965750592302e-05
16384 1.4414669818674738e-05
32768 1.379539340605196e-05
65536 1.4960589299910343e-05
131072 1.522099433486066e-05
EOD
# cuda.samu_hybrid B=1 D=2048: L, rel_l2
$s16 << EOD
2048 9.3284250611320453e-06
4096 1.2615589358506303e-05
8192 1.4030757556897117e-05
16384 1.4411375967398098e-05
32768 1.379386130692319e-05
65536 1.4958102094957093e-05
131072 1.5210891680970667e-05
EOD
set title "samu dw_r: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [8.2557087276231748e-09:0.0060000000000000001]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md samu.dw_r.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = 0.094 [0.047, 0.140]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = 0.106 [0.040, 0.172]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.001 [-0.018, 0.020]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.006 [-0.006, 0.017]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.074 [0.017, 0.132]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.073 [0.016, 0.130]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.073 [0.016, 0.130]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.069 [0.021, 0.117]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.069 [0.020, 0.118]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.070 [0.020, 0.119]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.091 [0.020, 0.163]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.092 [0.020, 0.163]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.092 [0.020, 0.163]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.092 [0.017, 0.168]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.093 [0.018, 0.167]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.092 [0.018, 0.167]", \
     0.002 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.002 (THRESHOLDS.md samu.dw_r.rel_l2)", \
     0.00050000000000000001 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0005 (THRESHOLDS.md samu.dw_r.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
