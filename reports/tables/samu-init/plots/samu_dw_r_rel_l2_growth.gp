# samu_dw_r_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_r_rel_l2_growth.gp  (writes samu_dw_r_rel_l2_growth.png and samu_dw_r_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_r_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_r_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.35355347590918995 0.2951705450538733 0.4119364067645066 0 "cpu.canonical_f32 B=1 D=1024"
2 0.29870255393065936 0.22869305160874862 0.36871205625257009 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.0053992079359809538 -0.022589251657111745 0.011790835785149835 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.0037916173876608636 -0.021941673967891488 0.014358439192569761 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.088910298728207604 -0.010242622410652172 0.18806321986706737 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.082646415155943856 -0.0138903387620712 0.17918316907395893 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.08379250687821875 -0.013753917056898171 0.18133893081333569 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.032015337592176833 -0.0051871554195583175 0.069217830603911984 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 0.030815340307499651 -0.0051680680094969601 0.066798748624496265 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 0.029980637691159478 -0.0069843521512371227 0.066945627533556082 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_r: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.14484817682282292:1.3222589251657111]
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
