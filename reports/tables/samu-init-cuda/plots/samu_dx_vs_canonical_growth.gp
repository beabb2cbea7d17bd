# samu_dx_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_vs_canonical_growth.gp  (writes samu_dx_vs_canonical_growth.png and samu_dx_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dx_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dx_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.029493526213366275 -0.086568715583031378 0.14555576800976394 8355711 "cpu.canonical_f64 B=1 D=1024"
2 -0.012314500619568838 -0.077874493393062558 0.053245492153924885 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.016944588253321683 -0.061016701816411667 0.094905878323055026 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.010142617501827687 -0.066173350410127757 0.086458585413783123 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.013791456737614569 -0.06226073255668766 0.089843646031916802 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.016944588253321683 -0.061016701816411667 0.094905878323055026 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.010142617501827687 -0.066173350410127757 0.086458585413783123 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.013791456737614569 -0.06226073255668766 0.089843646031916802 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.011050214363998428 -0.087957968837157299 0.11005839756515416 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.023034235984771837 -0.092101176922109493 0.13816964889165317 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.016944588253321683 -0.061016701816411667 0.094905878323055026 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.056444850734645183 0.0012909019120322246 0.11159879955725814 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.058950623103494727 0.0032634605631248134 0.11463778564386465 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.062709553745875821 0.0091710447150559968 0.11624806277669564 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.056444850734645183 0.0012909019120322246 0.11159879955725814 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.058950623103494727 0.0032634605631248134 0.11463778564386465 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.062709553745875821 0.0091710447150559968 0.11624806277669564 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.073414854560149179 0.012164286580237473 0.13466542254006089 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.010464671555178166 -0.077326126220410102 0.056396783110053778 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.056444850734645183 0.0012909019120322246 0.11159879955725814 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dx: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.22131129461432042:1.3292101176922109]
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
