# samu_dnu_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dnu_excess_l2_growth.gp  (writes samu_dnu_excess_l2_growth.png and samu_dnu_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dnu_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dnu_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.23001430688581057 -0.044767131901643969 0.50479574567326513 0 "cpu.canonical_f32 B=1 D=1024"
2 0.064434985701821601 -0.15372745928073392 0.28259743068437715 0 "cpu.canonical_f32 B=1 D=2048"
3 0.22454850569553145 -0.053830268493864825 0.50292727988492769 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.2297498254108081 -0.046923448257493144 0.50642309907910932 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.22954399570561251 -0.046421036029398732 0.50550902744062376 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.045048640969532823 -0.18021491323553987 0.27031219517460553 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
7 0.042838022974036986 -0.18400069303045111 0.26967673897852507 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
8 0.042577567598202547 -0.18234234214424594 0.26749747734065105 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dnu: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
set yrange [-0.32240076233349624:1.3384000693030451]
set ylabel "growth exponent k (excess_l2 ~ L^k)"
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
