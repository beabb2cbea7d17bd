# rglru_dp_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dp_rel_l2_growth.gp  (writes rglru_dp_rel_l2_growth.png and rglru_dp_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dp_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dp_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.43033411295589058 0.39905267935025479 0.46161554656152637 0 "cpu.canonical_f32 B=1 D=1024"
2 0.42972025882622267 0.38576528018100975 0.47367523747143558 0 "cpu.canonical_f32 B=1 D=2048"
3 -0.00041022097778989429 -0.032243230707712775 0.031422788752132988 8355711 "cpu.canonical_f64 B=1 D=1024"
4 -0.0012672106245448379 -0.024189304140944015 0.021654882891854341 8355711 "cpu.canonical_f64 B=1 D=2048"
5 0.3884592824519299 0.35727923530311728 0.41963932960074252 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 0.7032396849136916 0.51351882083938705 0.89296054898799615 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 0.38378619631579869 0.3548134531589836 0.41275893947261377 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
8 0.69347170609388487 0.50323207903777567 0.88371133314999406 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
9 0.39321824976997888 0.36986778657601271 0.41656871296394504 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
10 0.59177406511884223 0.33613351747843873 0.84741461275924568 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
11 0.38315887866954984 0.35395711772307348 0.4123606396160262 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
12 0.59953836668815086 0.34879491446369765 0.85028181891260401 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dp: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:12.6]
set yrange [-0.15546755377848404:1.3232243230707712]
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
