# rglru_du_rel_l2.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_rel_l2.gp  (writes rglru_du_rel_l2.png and rglru_du_rel_l2.svg)
if (!exists("png_out")) png_out = "rglru_du_rel_l2.png"
if (!exists("svg_out")) svg_out = "rglru_du_rel_l2.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, rel_l2
$s1 << EOD
2048 0.0016606555945437845
4096 0.0016608901925441123
8192 0.0016580685216407958
16384 0.0016613346325098845
32768 0.0016591051916899572
65536 0.0016593834072155863
131072 0.0016590556053522165
EOD
# cpu.canonical_f32 B=1 D=2048: L, rel_l2
$s2 << EOD
2048 0.0016592895030410576
4096 0.0016593984960768156
8192 0.0016592277800347363
16384 0.0016583582063545831
32768 0.0016590229322582261
65536 0.0016586918597726384
131072 0.0016588510129144558
EOD
# cpu.canonical_f64 B=1 D=1024: L, rel_l2
$s3 << EOD
2048 0.0016606555138082
4096 0.001660890080484685
8192 0.0016580683851276827
16384 0.0016613344108302292
32768 0.0016591048738011497
65536 0.0016593830960238871
131072 0.0016590553592183458
EOD
# cpu.canonical_f64 B=1 D=2048: L, rel_l2
$s4 << EOD
2048 0.0016592894198110767
4096 0.0016593984044529261
8192 0.0016592276125002689
16384 0.0016583580109418422
32768 0.0016590226315439398
65536 0.0016586915401218248
131072 0.0016588506432815599
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s5 << EOD
2048 0.0016606555217460596
4096 0.0016608900900905855
8192 0.0016580683952004136
16384 0.0016613344258533784
32768 0.0016591048871296655
65536 0.0016593831083622098
131072 0.0016590553732457286
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s6 << EOD
2048 0.0016606555266197344
4096 0.0016608900925652789
8192 0.0016580684001345364
16384 0.001661334433539808
32768 0.0016591048907860172
65536 0.0016593831116830187
131072 0.0016590553747900872
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, rel_l2
$s7 << EOD
2048 0.001660655522027518
4096 0.0016608900898145962
8192 0.001658068393944296
16384 0.0016613344259831372
32768 0.001659104887726619
65536 0.0016593831089041662
131072 0.0016590553733569166
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, rel_l2
$s8 << EOD
2048 0.0016606555216981754
4096 0.0016608900917728369
8192 0.0016580684001952757
16384 0.0016613344319333012
32768 0.0016591048901664412
65536 0.0016593831114486673
131072 0.0016590553749956298
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s9 << EOD
2048 0.0016592894278420502
4096 0.0016593984110966865
8192 0.0016592276223330272
16384 0.001658358026060038
32768 0.0016590226432227821
65536 0.0016586915538598437
131072 0.0016588506556791266
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s10 << EOD
2048 0.001659289431438362
4096 0.001659398415916524
8192 0.0016592276258622174
16384 0.0016583580262556508
32768 0.0016590226474853835
65536 0.0016586915552375984
131072 0.001658850658083818
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, rel_l2
$s11 << EOD
2048 0.0016592894291447477
4096 0.0016593984115372685
8192 0.0016592276222678255
16384 0.0016583580241845404
32768 0.0016590226427522585
65536 0.0016586915542898626
131072 0.0016588506558932259
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, rel_l2
$s12 << EOD
2048 0.0016592894327563039
4096 0.0016593984178307861
8192 0.0016592276257876919
16384 0.0016583580276397906
32768 0.0016590226456814159
65536 0.0016586915555844713
131072 0.0016588506585499543
EOD
set title "rglru du: rel_l2 against L (regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [0.00055268946170922758:0.0177]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "rel_l2 (THRESHOLDS.md rglru.du.rel_l2)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $s1 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k = -0.000 [-0.001, 0.000]", \
     $s2 using 1:2 with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k = -0.000 [-0.000, 0.000]", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.000 [-0.001, 0.000]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = -0.000 [-0.000, 0.000]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = -0.000 [-0.001, 0.000]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = -0.000 [-0.001, 0.000]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = -0.000 [-0.001, 0.000]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = -0.000 [-0.001, 0.000]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = -0.000 [-0.000, 0.000]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = -0.000 [-0.000, 0.000]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = -0.000 [-0.000, 0.000]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = -0.000 [-0.000, 0.000]", \
     0.0058999999999999999 with lines lw 2 dt 1 lc rgb "#C00000" title "FAIL limit 0.0059 (THRESHOLDS.md rglru.du.rel_l2)", \
     0.0044000000000000003 with lines lw 2 dt 3 lc rgb "#E69F00" title "MARGINAL limit 0.0044 (THRESHOLDS.md rglru.du.rel_l2)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
