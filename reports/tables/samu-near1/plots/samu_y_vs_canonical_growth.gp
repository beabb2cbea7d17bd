# samu_y_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_vs_canonical_growth.gp  (writes samu_y_vs_canonical_growth.png and samu_y_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_y_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_y_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.035683976336911519 0.014608724828621387 0.056759227845201654 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.034423567211742397 0.0081347481692085888 0.060712386254276204 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.019408552974023392 0.0073339356921041099 0.031483170255942675 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.021845284041020804 0.0094548035041445277 0.034235764577897079 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.019408552974023392 0.0073339356921041099 0.031483170255942675 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.03893861877417637 -0.002206698873398312 0.080083936421751045 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.029043776952347868 -0.0055257725280525583 0.063613326432748293 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.03893861877417637 -0.002206698873398312 0.080083936421751045 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.01358580704369812 -0.0028646663603157096 0.030036280447711949 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.014497613799423933 -0.0019925277321026745 0.03098775533095054 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.01358580704369812 -0.0028646663603157096 0.030036280447711949 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.0094073618501858448 -0.016088745108076421 0.034903468808448107 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.01133804576809026 -0.013515881288983865 0.036191972825164384 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.0094073618501858448 -0.016088745108076421 0.034903468808448107 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu y: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.13769761961888408:1.3216088745108077]
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
