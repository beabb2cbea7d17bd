# samu_dtheta_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dtheta_vs_canonical_growth.gp  (writes samu_dtheta_vs_canonical_growth.png and samu_dtheta_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dtheta_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dtheta_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.084154084354610081 0.024691797523606202 0.14361637118561396 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.10094369523869103 0.025915052870883915 0.17597233760649814 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.34635321871799618 0.26067042590471057 0.43203601153128179 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.34576723716870666 0.26422342382692965 0.42731105051048368 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.34505138966289944 0.25782946546494129 0.4322733138608576 13400487 "cpu.samu_hybrid B=1 D=1024"
6 0.17817994750075544 -0.11220955887929918 0.46856945388081006 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 0.17868784399255355 -0.11202508560379498 0.46940077358890209 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.17892331701862549 -0.11194293342747083 0.46978956746472178 1556175 "cuda.samu_hybrid B=1 D=1024"
9 0.35437697800487006 0.31687914423010627 0.39187481177963385 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 0.35153329814638029 0.3119898390262838 0.39107675726647678 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 0.35300252425708972 0.31431207724520743 0.39169297126897201 29362 "cpu.samu_hybrid B=1 D=2048"
12 0.084513028068642401 -0.12437742376321968 0.29340347990050447 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.085324564516710819 -0.12436035181419623 0.29500948084761786 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.085139871200238526 -0.12413457037931266 0.29441431277978969 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dtheta: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-0.25681516613954164:1.3324377423763218]
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
