# samu_da_phi_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
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
1 0.2680302783012225 -0.7754524193072736 1.3115129759097186 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.44090036199193905 -1.4382664639743952 0.55646573999051707 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.81010952655471169 -0.2255949143223287 1.8458139674317522 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.42768684071303753 -0.8416948221602053 1.6970685035862805 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.50144034168867602 -0.62396092124931435 1.6268416046266663 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.81010952655471169 -0.2255949143223287 1.8458139674317522 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.42768684071303753 -0.8416948221602053 1.6970685035862805 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.50144034168867602 -0.62396092124931435 1.6268416046266663 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.44918943213883555 -0.21202357925683946 1.1104024435345106 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.29715515210305993 -1.0853751233748736 1.6796854275809936 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.81010952655471169 -0.2255949143223287 1.8458139674317522 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.26345127078747482 -0.533587871493171 1.0604904130681205 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.12764604944806879 -0.62701694104457462 0.88230903994071219 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.033958985456439723 -0.65072685581679113 0.71864482672967056 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.26345127078747482 -0.533587871493171 1.0604904130681205 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.12764604944806879 -0.62701694104457462 0.88230903994071219 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.033958985456439723 -0.65072685581679113 0.71864482672967056 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 -0.035888621667617387 -0.85830505652660094 0.78652781319136611 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.073953697827125117 -0.98533663569988406 0.83742924004563379 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.26345127078747482 -0.533587871493171 1.0604904130681205 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu da_phi: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-1.7666745071150101:2.1742220105723669]
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
