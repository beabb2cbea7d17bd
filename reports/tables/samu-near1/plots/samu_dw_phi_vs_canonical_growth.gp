# samu_dw_phi_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_vs_canonical_growth.gp  (writes samu_dw_phi_vs_canonical_growth.png and samu_dw_phi_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.24867666878473083 -0.053441852822355917 0.55079519039181757 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.25126632278747785 0.089799259776877777 0.41273338579807795 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.43065258938285944 0.26717327441403482 0.59413190435168406 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.4387583343913764 0.28492740120669346 0.59258926757605934 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.44318994638048093 0.28565737495145144 0.60072251780951036 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.45906775258438554 -0.015320436447742225 0.93345594161651335 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.45882352278359878 -0.017400138046052782 0.93504718361325034 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.45484301365478441 -0.022978765238684973 0.93266479254825385 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.49155099421244652 0.31486920433428867 0.66823278409060438 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.47849312368295766 0.28885295936217792 0.66813328800373739 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.48022366179393144 0.28943297886251262 0.67101434472535026 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.23597442541290367 0.080345024429666456 0.39160382639614089 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.23429069479836895 0.073883864818610062 0.39469752477812781 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.2307918563471307 0.06861035057772652 0.39297336211653489 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_phi: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.17878603810459151:1.3253441852822356]
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
