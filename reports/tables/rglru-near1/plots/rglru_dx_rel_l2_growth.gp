# rglru_dx_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_rel_l2_growth.gp  (writes rglru_dx_rel_l2_growth.png and rglru_dx_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dx_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dx_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 2.7267012219693515e-06 -0.00021368703263459826 0.00021914043507853694 0 "cpu.canonical_f32 B=1 D=1024"
2 7.6557118891836066e-05 -1.2632979053238164e-05 0.0001657472168369103 0 "cpu.canonical_f32 B=1 D=2048"
3 2.6943660730396425e-06 -0.0002137239132496149 0.00021911264539569418 8355711 "cpu.canonical_f64 B=1 D=1024"
4 7.651304117912103e-05 -1.2681701161643025e-05 0.00016570778351988509 8355711 "cpu.canonical_f64 B=1 D=2048"
5 2.6945304928564798e-06 -0.00021372347487070786 0.00021911253585642083 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
6 2.694861234433561e-06 -0.00021372355081563727 0.0002191132732845044 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
7 2.6947414811244692e-06 -0.00021372400143334529 0.00021911348439559422 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
8 2.6953710550013211e-06 -0.00021372340484988658 0.00021911414695988923 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
9 7.6513923593504333e-05 -1.2681105261091777e-05 0.00016570895244810046 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
10 7.6513580030418827e-05 -1.2681543272256564e-05 0.00016570870333309422 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
11 7.6514003505790933e-05 -1.2680989182243542e-05 0.00016570899619382541 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
12 7.6513385691782024e-05 -1.2681695101140976e-05 0.00016570846648470501 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dx: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:12.6]
set yrange [-0.12023509640157667:1.3200213724001433]
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
