# samu_dw_r_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_vs_canonical_growth.gp  (writes samu_dw_r_vs_canonical_growth.png and samu_dw_r_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_r_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.35333293025252888 0.29490677674525306 0.41175908375980469 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.29863114554246711 0.22865990763428021 0.36860238345065399 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.4776124207447846 0.44875642578067743 0.50646841570889178 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.4773971309761455 0.44609852596971022 0.50869573598258078 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.47900180358216077 0.44760104884296215 0.51040255832135939 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.45911153988326031 0.42625972511901061 0.49196335464751001 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
7 0.45843478952932992 0.42277401996861219 0.49409555909004765 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
8 0.45867205978337955 0.4222620894312048 0.4950820301355543 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_r: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:8.6]
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
