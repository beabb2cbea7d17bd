# samu_dw_phi_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_excess_l2_growth.gp  (writes samu_dw_phi_excess_l2_growth.png and samu_dw_phi_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.24867249400773866 -0.053444924848161601 0.55078991286363888 0 "cpu.canonical_f32 B=1 D=1024"
2 0.25126946515099663 0.089798672513923206 0.41274025778807005 0 "cpu.canonical_f32 B=1 D=2048"
3 0.23720334726770567 -0.027686252039245601 0.50209294657465697 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.23504461338250399 -0.029916187843620046 0.50000541460862802 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.23561545133095207 -0.029726972053225109 0.50095787471512931 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.30109739050922368 -0.0136228909751126 0.61581767199355997 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.2967833479040875 -0.017748451788572706 0.61131514759674777 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.29922013509726059 -0.017022814898327243 0.61546308509284842 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.22710658578390622 0.074600291734505553 0.37961287983330688 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.22777592097439245 0.076481614343820836 0.37907022760496406 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.22848231777932665 0.078983467699830057 0.37798116785882324 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.28958716455298111 0.082509979786547061 0.49666434931941517 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.28977803523532591 0.080766942131616726 0.4987891283390351 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.29003723987019164 0.082837067675601117 0.49723741206478217 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_phi: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.17878941733297776:1.3253444924848161]
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
