# samu_dx_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_vs_canonical_growth.gp  (writes samu_dx_vs_canonical_growth.png and samu_dx_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dx_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dx_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.033050449323697155 -0.0064462158976250281 0.072547114545019331 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.051450993610845479 0.01470593223647218 0.088196054985218778 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.036398760142226746 -0.0034684294056957013 0.076265949690149187 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.04635449489847935 0.0069426619211300916 0.085766327875828607 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.044996325850817039 0.0082312280953475703 0.081761423606286507 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.039382839154822033 -0.13267456666586958 0.21144024497551361 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.043769388387986101 -0.12701678284769694 0.21455555962366915 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.043085825022124546 -0.12741065557746609 0.21358230562171518 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.016311334375768857 0.0038477007220782816 0.028774968029459433 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.019036619121172032 -0.00081147371187839309 0.038884711954222453 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.013670848010007746 0.0038697539753169558 0.023471942044698536 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.024272957440286496 -0.02194509055126909 0.070491005431842085 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.023054815408962218 -0.02436654702596161 0.070476177843886045 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.020270108653439537 -0.026476111138344204 0.067016328445223275 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dx: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.26594202333245653:1.333267456666587]
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
