# samu_z_last_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_z_last_rel_l2_growth.gp  (writes samu_z_last_rel_l2_growth.png and samu_z_last_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_z_last_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_z_last_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.055973402807150137 -0.10843913889608386 0.22038594451038412 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.067560655925327048 -0.14956532871313216 0.014444016862478065 0 "cpu.canonical_f32 B=1 D=2048"
3 0.0035493234576521701 -0.013904697395661705 0.021003344310966045 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.0020718552848069871 -0.017665498052041838 0.013521787482427862 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.06231618669858132 -0.099234631719452571 0.22386700511661523 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.066463379775574746 -0.095133385601473205 0.22806014515262268 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.06231618669858132 -0.099234631719452571 0.22386700511661523 13400487 "cpu.samu_hybrid B=1 D=1024"
8 -0.061890761364997035 -0.14568791421255411 0.021906391482560045 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 -0.060765717220620893 -0.14846644093193823 0.026935006490696425 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 -0.061890761364997035 -0.14568791421255411 0.021906391482560045 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu z_last: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.28452186158444537:1.3349565328713131]
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
