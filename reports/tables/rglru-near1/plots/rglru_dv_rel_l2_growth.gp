# rglru_dv_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_rel_l2_growth.gp  (writes rglru_dv_rel_l2_growth.png and rglru_dv_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dv_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dv_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 -1.9988043741743428e-05 -0.0002682420196114188 0.00022826593212793193 0 "cpu.canonical_f32 B=1 D=1024"
2 2.9439927000723051e-05 -0.00051611951208907112 0.00057499936609051725 0 "cpu.canonical_f32 B=1 D=2048"
3 -2.002165586745365e-05 -0.00026828862562694418 0.00022824531389203687 8355711 "cpu.canonical_f64 B=1 D=1024"
4 2.939856285486793e-05 -0.00051616293294498865 0.00057496005865472443 8355711 "cpu.canonical_f64 B=1 D=2048"
5 -2.0021100329169682e-05 -0.00026828698663157127 0.00022824478597323192 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 -2.0022399427692624e-05 -0.00026828893020923857 0.00022824413135385334 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 -2.0020416045876933e-05 -0.0002682877331542614 0.00022824690106250752 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
8 -2.0021399214525129e-05 -0.00026828869006601083 0.0002282458916369606 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
9 2.9398841748558512e-05 -0.00051616211265599491 0.00057495979615311186 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
10 2.9398745498178203e-05 -0.00051616204229554112 0.00057495953329189751 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
11 2.9399012397070069e-05 -0.00051616220385011476 0.00057496022864425491 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
12 2.9398957759519082e-05 -0.00051616153534130699 0.00057495945086034515 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dv: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:12.6]
set yrange [-0.1205677792262395:1.3200516162932945]
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
