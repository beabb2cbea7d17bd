# samu_dw_r_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
1 0.09350569814768353 0.046877350442361736 0.14013404585300532 0 "cpu.canonical_f32 B=1 D=1024"
2 0.10581843750257819 0.040083805494651389 0.17155306951050497 0 "cpu.canonical_f32 B=1 D=2048"
3 0.00099051579372202666 -0.017801407409666386 0.019782438997110439 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.0055919483871758402 -0.006071878785592128 0.017255775559943808 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.074374394741931749 0.01683379465961312 0.13191499482425037 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.073144835380727927 0.016035632157601384 0.13025403860385448 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.073269442276875804 0.016326747748033062 0.13021213680571855 13400487 "cpu.samu_hybrid B=1 D=1024"
8 0.069185741689457014 0.021215721066642927 0.11715576231227109 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 0.069306195457462055 0.020349934164448191 0.11826245675047592 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 0.069503705406464569 0.020311932959328802 0.11869547785360034 1556175 "cuda.samu_hybrid B=1 D=1024"
11 0.091446822522783883 0.019774229608196622 0.16311941543737113 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 0.091598666421979516 0.020120475055559223 0.16307685778839981 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 0.091628297863021721 0.020168659671881375 0.16308793605416205 29362 "cpu.samu_hybrid B=1 D=2048"
14 0.092380115684286959 0.017048258417138876 0.16771197295143503 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 0.092613565598926847 0.018025558679098774 0.16720157251875492 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 0.092252514434806587 0.01772470116417893 0.16678032770543424 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_r: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-0.13958154815063303:1.3217801407409666]
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
