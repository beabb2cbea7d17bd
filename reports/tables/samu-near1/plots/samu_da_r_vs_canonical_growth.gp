# samu_da_r_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_r_vs_canonical_growth.gp  (writes samu_da_r_vs_canonical_growth.png and samu_da_r_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_da_r_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_r_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.26065053073198885 -0.89913410830423324 1.4204351697682109 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.90071700805588018 -1.5633987813659331 -0.23803523474582711 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.40412480854453797 0.013312267305954861 0.79493734978312114 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.70784016051951115 0.14198381786555292 1.2736965031734693 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.78680216958458393 -0.12619633956469267 1.6998006787338604 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.21021278283401637 -0.62077449993504263 1.0412000656030753 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.23289477730139618 -0.46910054335778339 0.93489009796057576 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.26850202778873061 -0.40430514854813709 0.94130920412559838 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.78095228277221396 -0.024078875798615673 1.5859834413430436 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.35878590743020966 -0.23182084887490406 0.94939266373532338 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.92163997637271355 0.075547676431463318 1.7677322763139638 29362 "cpu.samu_hybrid B=1 D=2048"
12 -0.3353553378253375 -1.1484575001816568 0.47774682453098177 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.048052165242747011 -1.5148540028947926 1.4187496724092985 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.37029692643370082 -0.44366307035054797 1.1842569232179496 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu da_r: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-1.8965118871339228:2.1008453820819533]
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
