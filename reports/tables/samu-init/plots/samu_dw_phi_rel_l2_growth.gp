# samu_dw_phi_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/samu-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_rel_l2_growth.gp  (writes samu_dw_phi_rel_l2_growth.png and samu_dw_phi_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.18896722860396514 -0.10382539715362582 0.48175985436155611 0 "cpu.canonical_f32 B=1 D=1024"
2 0.0096046225135343125 -0.2084167297024834 0.22762597472955201 0 "cpu.canonical_f32 B=1 D=2048"
3 0.020347596404512013 0.0011142981303004403 0.039580894678723583 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.00039782500114816667 -0.016877759066724667 0.016082109064428335 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.11870149261879524 -0.20915188484479841 0.44655487008238892 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 0.12353469672604019 -0.20634710931879008 0.45341650277087042 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 0.11902196063130742 -0.21154646661298776 0.44959038787560263 13400487 "cpu.samu_hybrid B=1 D=1024"
8 -0.044868023356606161 -0.25184082856621787 0.16210478185300556 5682409 "cpu.samu_chunk32_serial B=1 D=2048"
9 -0.045085989944663403 -0.25513301632254248 0.16496103643321569 9197131 "cpu.samu_chunk32_grouped64 B=1 D=2048"
10 -0.045491369614948589 -0.25186846524114498 0.16088572601124779 1556175 "cpu.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_phi: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 6210911, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.40064631795479677:1.3455133016322542]
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
