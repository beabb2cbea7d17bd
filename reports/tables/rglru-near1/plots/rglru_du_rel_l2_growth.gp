# rglru_du_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_rel_l2_growth.gp  (writes rglru_du_rel_l2_growth.png and rglru_du_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_du_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_du_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.0002103254046040342 -0.0007043133703915934 0.00028366256118352495 0 "cpu.canonical_f32 B=1 D=1024"
2 -9.1107351033923385e-05 -0.00022644813570292405 4.4233433635077277e-05 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.0002103588248139661 -0.00070434370050446548 0.00028362605087653333 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -9.1152346502532637e-05 -0.00022648960975894743 4.4184916753882154e-05 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -0.00021035798559617953 -0.00070434327811187843 0.00028362730691951937 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 -0.00021035828244539816 -0.00070434380159038106 0.00028362723669958479 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 -0.00021035789308219413 -0.00070434335282541804 0.00028362756666102979 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
8 -0.00021035779170975414 -0.00070434305380433801 0.00028362747038482967 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
9 -9.1151441124681456e-05 -0.00022648778584851255 4.4184903599149629e-05 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
10 -9.1151743000965259e-05 -0.00022648872017348427 4.4185234171553755e-05 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
11 -9.1151555763096292e-05 -0.00022648821157273904 4.4185100046546444e-05 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
12 -9.1151973379898963e-05 -0.00022648877247638554 4.4184825716587616e-05 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru du: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:12.6]
set yrange [-0.12077477818174942:1.320070434380159]
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
