# samu_dw_phi_vs_canonical_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_vs_canonical_growth.gp  (writes samu_dw_phi_vs_canonical_growth.png and samu_dw_phi_vs_canonical_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_vs_canonical_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_vs_canonical_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.18898016341157628 -0.1040456669334435 0.48200599375659603 8355711 "cpu.canonical_f64 B=1 D=1024"
2 0.0096075453974501963 -0.2085139550165222 0.22772904581142261 8355711 "cpu.canonical_f64 B=1 D=2048"
3 0.39631173880673004 0.30212189089602948 0.4905015867174306 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.39222279790579978 0.29299950866902569 0.49144608714257387 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.39664411978669317 0.30743272252565695 0.48585551704772939 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.39631173880673004 0.30212189089602948 0.4905015867174306 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.39222279790579978 0.29299950866902569 0.49144608714257387 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.39664411978669317 0.30743272252565695 0.48585551704772939 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.31168974818491596 0.16033054561362087 0.46304895075621105 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.21600150694569456 -0.15958964923834826 0.59159266312973735 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.43576493276481654 0.35372063275282417 0.5178092327768089 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 0.40834383390892875 0.2483617598902757 0.56832590792758175 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 0.41848366499190032 0.26356856118248406 0.57339876880131657 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.41200016839641579 0.25515152250485029 0.56884881428798129 5682409 "cuda.samu_hybrid B=1 D=2048"
15 0.40834383390892875 0.2483617598902757 0.56832590792758175 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 0.41848366499190032 0.26356856118248406 0.57339876880131657 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 0.41200016839641579 0.25515152250485029 0.56884881428798129 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.39797784452293961 0.13265709719405316 0.66329859185182605 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.055426734966131194 -0.18573172512271158 0.074878255190449203 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.43402282859997404 0.40953320580667191 0.45851245139327618 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dw_phi: growth exponent k of vs_canonical (slope of log10 vs_canonical against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.34936535051817441:1.3408513955016521]
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
