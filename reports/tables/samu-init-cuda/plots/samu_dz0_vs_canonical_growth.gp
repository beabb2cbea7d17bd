# samu_dz0_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dz0_vs_canonical_growth.gp  (writes samu_dz0_vs_canonical_growth.png and samu_dz0_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dz0_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dz0_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.0086822000598244624 -0.30740190730342359 0.3247663074230725 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.11454978756842821 -0.22060062810108005 -0.0084989470357763608 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.25657407842461749 -0.04248437872437949 0.55563253557361447 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.2532086189640867 -0.043575722462106781 0.54999296039028023 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.2532086189640867 -0.043575722462106781 0.54999296039028023 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.25657407842461749 -0.04248437872437949 0.55563253557361447 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.2532086189640867 -0.043575722462106781 0.54999296039028023 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.2532086189640867 -0.043575722462106781 0.54999296039028023 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.27238213952562235 0.087416571869319337 0.45734770718192536 8355584 "cuda.samu_sequential B=1 D=1024"
10 -0.032525702118702683 -0.26924675373101331 0.20419534949360793 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.25657407842461749 -0.04248437872437949 0.55563253557361447 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.15159988929677012 -0.29465760380818573 0.59785738240172592 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.13913024065434132 -0.2993618423368779 0.57762232364556054 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.13913024065434132 -0.2993618423368779 0.57762232364556054 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.15159988929677012 -0.29465760380818573 0.59785738240172592 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.13913024065434132 -0.2993618423368779 0.57762232364556054 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.13913024065434132 -0.2993618423368779 0.57762232364556054 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.149411318357693 -0.33021835320065823 0.62904098991604429 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.11135218912579717 -0.25090426917036796 0.028199890918773618 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.15159988929677012 -0.29465760380818573 0.59785738240172592 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dz0: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.48324018852072403:1.3530218353200658]
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
