# rglru_dx_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_vs_canonical.gp  (writes rglru_dx_vs_canonical.png and rglru_dx_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dx_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dx_vs_canonical.svg"
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
2048 4.4453561949484351e-05
4096 4.792211164764317e-05
8192 4.8133878354085993e-05
16384 5.1877651967936281e-05
32768 5.0475109975025824e-05
65536 5.4128676060000626e-05
131072 5.2149721409273741e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 4.8997858176193531e-05
4096 4.6772151172179631e-05
8192 4.7831530274961077e-05
16384 5.3146727705175465e-05
32768 5.3973528439744172e-05
65536 5.5340366106418201e-05
131072 5.5351679721957158e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 4.2493352822819037e-05
4096 4.5803649324479102e-05
8192 4.975986146659572e-05
16384 5.2552404054989507e-05
32768 5.1265594679013523e-05
65536 5.4347862924099703e-05
131072 5.3034113992799318e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 4.4289924461805802e-05
4096 4.8114777322467191e-05
8192 4.8139276578643263e-05
16384 5.1180553007088548e-05
32768 5.0599887175200994e-05
65536 5.4093044287670562e-05
131072 5.2210780249376458e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 4.5591949301620938e-05
4096 4.7827627483199536e-05
8192 5.0245469604052595e-05
16384 5.2769267732403985e-05
32768 5.1096997672960718e-05
65536 5.4225831679789026e-05
131072 5.3054939395334081e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 4.7881093869545855e-05
4096 4.7875272825022365e-05
8192 4.8241221137195769e-05
16384 5.1259578918159279e-05
32768 5.0846225190161779e-05
65536 5.4092869667864066e-05
131072 5.2396925546570881e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 4.6927290620289884e-05
4096 4.6860289989066928e-05
8192 4.8307878308851311e-05
16384 5.2739932073980644e-05
32768 5.4061465980819336e-05
65536 5.580671204519728e-05
131072 5.5978794321719739e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 4.8149587591932741e-05
4096 4.7723304942600797e-05
8192 4.8980162678526745e-05
16384 5.255036463969553e-05
32768 5.3884857681344838e-05
65536 5.5221571910719031e-05
131072 5.5597108019676581e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 4.7878423463812015e-05
4096 4.688235971189428e-05
8192 4.8882523805874113e-05
16384 5.3566055314789629e-05
32768 5.4415569957838717e-05
65536 5.5646820817582166e-05
131072 5.6234568118462095e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 4.8563534370025797e-05
4096 4.5527039746474307e-05
8192 5.0052474697710367e-05
16384 5.2165693563355516e-05
32768 5.3852833984459534e-05
65536 5.526500110201535e-05
131072 5.5736967108282681e-05
EOD
set title "rglru dx: vs_canonical against L (regime near1)\nrglru.dx.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.416445094093968e-05:0.00016870370435538627]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dx.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.040 [0.017, 0.062]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.042 [0.017, 0.068]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.053 [0.023, 0.083]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.040 [0.019, 0.061]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.037 [0.017, 0.058]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.029 [0.013, 0.045]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.051 [0.034, 0.068]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.042 [0.028, 0.056]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.048 [0.029, 0.068]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.045 [0.022, 0.068]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
