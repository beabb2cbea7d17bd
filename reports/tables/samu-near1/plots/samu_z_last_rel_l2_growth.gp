# samu_z_last_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_rel_l2_growth.gp  (writes samu_z_last_rel_l2_growth.png and samu_z_last_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_z_last_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_z_last_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -0.0091200313286094389 -0.02342448028661815 0.0051844176293992742 0 "cpu.canonical_f32 B=1 D=1024"
2 0.0095265052113501919 -0.00078066642024385118 0.019833676842944237 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.0066199297057619151 -0.026066278307391888 0.012826418895868059 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.0093872327974885775 -0.01008271461925158 0.028857180214228735 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -0.0085169841460743367 -0.021742396702427311 0.0047084284102786381 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 -0.0084417157229253557 -0.021523256063199686 0.0046398246173489748 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 -0.0085169841460743367 -0.021742396702427311 0.0047084284102786381 13400487 "cpu.samu_hybrid B=1 D=1024"
8 -0.0081753276004339799 -0.02178940408047109 0.0054387488796031301 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 -0.0083399360571838835 -0.021812232429865762 0.0051323603154979931 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 -0.0081753276004339799 -0.02178940408047109 0.0054387488796031301 1556175 "cuda.samu_hybrid B=1 D=1024"
11 0.0098119610297365059 -0.0013493895083155003 0.020973311567788512 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 0.0098741639024142579 -0.0011180818263059941 0.020866409631134508 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 0.0098119610297365059 -0.0013493895083155003 0.020973311567788512 29362 "cpu.samu_hybrid B=1 D=2048"
14 0.010068940150735032 -0.0011574128587982287 0.021295293160268292 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 0.0098868027617585418 -0.0012894377351292553 0.021063043258646337 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 0.010068940150735032 -0.0011574128587982287 0.021295293160268292 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu z_last: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-0.14867290613813108:1.3226066278307391]
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
