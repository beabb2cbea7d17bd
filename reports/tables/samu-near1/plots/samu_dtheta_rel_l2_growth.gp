# samu_dtheta_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_rel_l2_growth.gp  (writes samu_dtheta_rel_l2_growth.png and samu_dtheta_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dtheta_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.084165370389129482 0.024719634434961564 0.14361110634329741 0 "cpu.canonical_f32 B=1 D=1024"
2 0.10095641247143752 0.025904361864259776 0.17600846307861528 0 "cpu.canonical_f32 B=1 D=2048"
3 0.021012360786059402 -0.00098705483600711186 0.043011776408125917 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.014830911051883137 -0.0067226321239065145 0.036384454227672787 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.081733907070927092 0.017757417720773702 0.14571039642108047 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.08150159841342719 0.017291689644125322 0.14571150718272907 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.081691387457568002 0.017503825750837657 0.14587894916429833 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.082293855526607743 0.023548285256719391 0.14103942579649609 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 0.082253692196125064 0.023418283064735208 0.14108910132751493 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 0.082135855513594563 0.023470846342708365 0.14080086468448078 1556175 "cuda.samu_hybrid B=1 D=1024"
11 0.095137443859530435 0.017724776864469383 0.17255011085459149 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 0.095272144188572078 0.018089342032840128 0.17245494634430403 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 0.095306185351329648 0.018103974586570856 0.17250839611608842 29362 "cpu.samu_hybrid B=1 D=2048"
14 0.091647422650103602 0.015855788890171391 0.16743905641003581 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 0.0917654292313584 0.016055887500109889 0.16747497096260691 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 0.091711316847689017 0.015949771231163784 0.16747286246421425 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dtheta: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-0.12739489533629716:1.3206722632123906]
set ylabel "growth exponent k (rel_l2 ~ L^k)"
set xtics rotate by -25 nomirror
set grid ytics lc rgb "#DDDDDD"
set boxwidth 0.6
set style fill solid 0.6 border lc rgb "#333333"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot $g using 1:2:5:xtic(6) with boxes lc rgb variable notitle, \
     $g using 1:2:3:4 with yerrorbars lc rgb "#000000" pt 0 lw 2 title "95% interval", \
     0.5 with lines dt 2 lc rgb "#7F7F7F" title "k = 1/2 (rounding errors adding like a random walk)", \
     1 with lines dt 4 lc rgb "#404040" title "k = 1 (systematic error, linear in L)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
