# rglru_du_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_du_vs_canonical_growth.gp  (writes rglru_du_vs_canonical_growth.png and rglru_du_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "rglru_du_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "rglru_du_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.048260323109406922 -0.0073255223913285747 0.10384616861014243 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.058730359778098658 0.015154555552004491 0.10230616400419282 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.039852186667064339 -0.0046995225158475915 0.084403895849976263 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.037639535457957743 -0.017500367149508478 0.092779438065423964 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.04458106122315153 0.00089972055668159634 0.088262401889621464 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.045912517987807759 -0.014938615868164182 0.1067636518437797 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.066440888586797364 0.024929598277075665 0.10795217889651906 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.06755306857891355 0.015302445975035425 0.11980369118279167 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.063979534131346022 0.025297696541875005 0.10266137172081705 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.061703548060054098 0.013855636124473762 0.10955145999563443 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru du: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.1392504038644593:1.3217500367149508]
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
