# samu_y_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_y_excess_l2_growth.gp  (writes samu_y_excess_l2_growth.png and samu_y_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_y_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_y_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.035684119767876811 0.014608898420539494 0.056759341115214128 0 "cpu.canonical_f32 B=1 D=1024"
2 0.034423867855864779 0.0081351752166231653 0.060712560495106392 0 "cpu.canonical_f32 B=1 D=2048"
3 0.037074729350297271 0.015678572756875151 0.058470885943719395 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.037180129969806026 0.015287350708433567 0.059072909231178486 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.037074729350297271 0.015678572756875151 0.058470885943719395 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.036728254753365802 0.015847476975805071 0.057609032530926529 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.037385553418402183 0.016212725004586682 0.058558381832217683 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.036728254753365802 0.015847476975805071 0.057609032530926529 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.034797110293455322 0.0084724028058422059 0.061121817781068441 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.034601462998161588 0.0084771125925089952 0.06072581340381418 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.034797110293455322 0.0084724028058422059 0.061121817781068441 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.034602373125459288 0.0091471316207692964 0.060057614630149275 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.034083541608377087 0.0090767514937534766 0.059090331723000697 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.034602373125459288 0.0091471316207692964 0.060057614630149275 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu y: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.12:1.3199999999999998]
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
