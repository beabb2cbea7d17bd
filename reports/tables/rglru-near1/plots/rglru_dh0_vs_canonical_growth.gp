# rglru_dh0_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_vs_canonical_growth.gp  (writes rglru_dh0_vs_canonical_growth.png and rglru_dh0_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_dh0_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.26340339508992855 0.0047821982287330478 0.52202459195112405 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.32467436043014897 0.16782206901230934 0.4815266518479886 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.26195283157868726 0.0049656927538905271 0.51893997040348405 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.26027816081170985 0.0051965300746655285 0.51535979154875422 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.25887344202201479 0.0039942721909747569 0.51375261185305487 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.2594610085704972 0.0047553220504469862 0.51416669509054747 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.31379064828309255 0.16007922876429809 0.46750206780188702 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.31988045289269257 0.16190369337415722 0.47785721241122792 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.31342536825218714 0.15858488499236009 0.46826585151201416 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.32000598773435629 0.16125801049491661 0.47875396497379596 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dh0: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.12:1.3199999999999998]
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
