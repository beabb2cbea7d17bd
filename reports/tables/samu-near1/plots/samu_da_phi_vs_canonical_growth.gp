# samu_da_phi_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_vs_canonical_growth.gp  (writes samu_da_phi_vs_canonical_growth.png and samu_da_phi_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_da_phi_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.60737974099177017 -0.92005333735867467 2.1348128193422151 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.09721755894630478 -0.6235084655778339 0.42907334768522432 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.95189566168351947 -0.3896570829575019 2.2934484063245408 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.75670846645800383 -0.43013650134006987 1.9435534342560774 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.76737748000647632 -0.62818391620064906 2.1629388762136017 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.78593788441941315 -0.86033635064449276 2.4322121194833191 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.79847678037709435 -1.2853634632601643 2.8823170240143532 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.78818031674476674 -1.1956726313780282 2.7720332648675616 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.11813478118177627 -0.21242420359651248 0.44869376596006505 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.069731103458209112 -0.321582096498429 0.4610443034148472 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.19023690195161638 -0.51846263905680157 0.89893644296003428 29362 "cpu.samu_hybrid B=1 D=2048"
12 -0.032809425311568129 -0.81005207774795351 0.74443322712481719 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.031192105102696672 -0.90971547495083704 0.84733126474544374 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.020413700978117708 -0.78455744336537736 0.74373004140914201 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu da_phi: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-1.7021315119876159:3.2990850727418048]
set ylabel "growth exponent k (vs_canonical ~ L^k)"
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
