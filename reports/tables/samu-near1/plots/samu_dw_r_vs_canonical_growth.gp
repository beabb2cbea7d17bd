# samu_dw_r_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
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
1 0.093505626188356492 0.04687245866924078 0.1401387937074722 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.10578983214834996 0.040070122170754202 0.17150954212594571 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.39230849113370436 0.34225704747881391 0.44235993478859481 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.39228400814359071 0.34147562473211973 0.44309239155506169 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.39272147116015604 0.34316293754926441 0.44228000477104767 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.1603993601168143 0.08300493176527235 0.23779378846835625 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.15978926719105485 0.083387505429947634 0.23619102895216207 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.16077853894033375 0.083524039877353226 0.23803303800331427 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.38202529244486905 0.33974946016718344 0.42430112472255466 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.38555060187094536 0.34209720285106454 0.42900400089082619 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.38911554667906673 0.34771706280328507 0.43051403055484838 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.16229972964461697 0.070526214562004239 0.2540732447272297 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.16337227909414545 0.070652277678129052 0.25609228051016186 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.16292115668321391 0.0691519294973265 0.25669038386910131 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dw_r: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
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
