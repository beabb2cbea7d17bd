# samu_dx_rel_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_rel_l2_growth.gp  (writes samu_dx_rel_l2_growth.png and samu_dx_rel_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dx_rel_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dx_rel_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 7.7436364911397671e-05 -0.00019983415711977197 0.00035470688694256728 0 "cpu.canonical_f32 B=1 D=1024"
2 0.00018863463380806213 -8.8002884064703255e-05 0.00046527215168082748 0 "cpu.canonical_f32 B=1 D=2048"
3 7.0789493736084409e-05 -0.00020950105870508413 0.00035108004617725292 8355711 "cpu.canonical_f64 B=1 D=1024"
4 0.00018136057372295463 -9.1439768292058543e-05 0.00045416091573796777 8355711 "cpu.canonical_f64 B=1 D=2048"
5 7.7423780586050869e-05 -0.00019968966701571506 0.00035453722818781677 29362 "cpu.samu_chunk32_serial B=1 D=1024"
6 7.7368814752789455e-05 -0.00019979095055195251 0.00035452858005753142 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
7 7.7414472815771671e-05 -0.00019972621777424471 0.00035455516340578803 13400487 "cpu.samu_hybrid B=1 D=1024"
8 7.7978480755026735e-05 -0.00019896625513987382 0.00035492321664992732 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
9 7.7911558532787383e-05 -0.00019911492642455457 0.00035493804349012931 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
10 7.7949451274507693e-05 -0.00019909731537250678 0.00035499621792152214 1556175 "cuda.samu_hybrid B=1 D=1024"
11 0.0001887626904745462 -8.7893077138747803e-05 0.00046541845808784022 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
12 0.00018874593462963013 -8.7889536533624019e-05 0.00046538140579288428 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
13 0.0001887754654956014 -8.7876617518467971e-05 0.00046542754850967076 29362 "cpu.samu_hybrid B=1 D=2048"
14 0.00018920917512446573 -8.6330982755927277e-05 0.00046474933300485875 40563 "cuda.samu_chunk32_serial B=1 D=2048"
15 0.00018921844025715596 -8.6288089038942057e-05 0.000464724969553254 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
16 0.00018922345305198682 -8.631602508768832e-05 0.00046476293119166194 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu dx: growth exponent k of rel_l2 (slope of log10 rel_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:16.6]
set yrange [-0.12023045116457559:1.3200209501058704]
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
