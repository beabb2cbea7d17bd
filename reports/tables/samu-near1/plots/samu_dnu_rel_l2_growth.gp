# samu_dnu_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_rel_l2_growth.gp  (writes samu_dnu_rel_l2_growth.png and samu_dnu_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dnu_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dnu_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.15244567434611328 0.059536207376574835 0.24535514131565173 0 "cpu.canonical_f32 B=1 D=1024"
2 0.1348930427710297 0.042822125040257342 0.22696396050180206 0 "cpu.canonical_f32 B=1 D=2048"
3 0.002443044651616716 -0.028647559045177049 0.03353364834841048 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.0015136880305323536 -0.011162443766275719 0.014189819827340426 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.1472892092130122 0.053143645895884634 0.24143477253013976 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.14730245306632578 0.053846884905577069 0.24075802122707449 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.14748811110698018 0.05398853038161866 0.2409876918323417 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.1434331471716821 0.042660634285339047 0.24420566005802513 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 0.1432965802500149 0.042360731447642574 0.24423242905238723 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 0.14356438884000847 0.043009958403657192 0.24411881927635976 1556175 "cuda.samu_hybrid B=1 D=1024"
11 0.13283166080130585 0.040095070707207581 0.22556825089540411 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 0.13283734902069075 0.040398475473314682 0.22527622256806681 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 0.13302299996165215 0.040596180793277925 0.22544981913002637 29362 "cpu.samu_hybrid B=1 D=2048"
14 0.1369674819221412 0.041319963618771063 0.23261500022551135 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 0.1370319134916709 0.040985785908647696 0.2330780410746941 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 0.13690064029346405 0.041125477034229529 0.23267580355269857 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dnu: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-0.15151231494969478:1.3228647559045177]
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
