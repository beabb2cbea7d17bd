# samu_dw_phi_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --backend cpu.canonical_f32 --backend cpu.canonical_f64 --backend cuda.samu_chunk32_serial --backend cuda.samu_chunk32_grouped64 --backend cuda.samu_hybrid --backend cuda.samu_chunk32_serial_v2 --backend cuda.samu_chunk32_grouped64_v2 --backend cuda.samu_hybrid_v2 --backend cuda.samu_sequential --backend cuda.samu_gd_grouped64 --backend cuda.samu_bf16_ctl --threads 16 --out /tmp/grid/samu-init
# table commit: 0292a3b, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dw_phi_excess_l2_growth.gp  (writes samu_dw_phi_excess_l2_growth.png and samu_dw_phi_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_dw_phi_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_dw_phi_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.18898077916900097 -0.10404449798657239 0.48200605632457433 0 "cpu.canonical_f32 B=1 D=1024"
2 0.0096082119835831491 -0.20851181837736299 0.22772824234452926 0 "cpu.canonical_f32 B=1 D=2048"
3 0.1284549358530514 -0.20185743190356886 0.45876730360967166 29362 "cuda.samu_chunk32_serial B=1 D=1024"
4 0.12403902190820114 -0.2032972469920154 0.45137529080841771 40563 "cuda.samu_chunk32_grouped64 B=1 D=1024"
5 0.12587790141543878 -0.20157443833218444 0.45333024116306198 13400487 "cuda.samu_hybrid B=1 D=1024"
6 0.1284549358530514 -0.20185743190356886 0.45876730360967166 5682409 "cuda.samu_chunk32_serial_v2 B=1 D=1024"
7 0.12403902190820114 -0.2032972469920154 0.45137529080841771 9197131 "cuda.samu_chunk32_grouped64_v2 B=1 D=1024"
8 0.12587790141543878 -0.20157443833218444 0.45333024116306198 1556175 "cuda.samu_hybrid_v2 B=1 D=1024"
9 0.20326003288837949 -0.077895073237631368 0.48441513901439037 8355584 "cuda.samu_sequential B=1 D=1024"
10 0.13920983572515971 -0.058773994805524726 0.33719366625584413 2046611 "cuda.samu_gd_grouped64 B=1 D=1024"
11 0.43574955173902341 0.35367024940008185 0.51782885407796497 29362 "cuda.samu_bf16_ctl B=1 D=1024"
12 -0.053238036669848922 -0.26908822472254318 0.16261215138284532 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.047532284620630749 -0.26451655040611222 0.16945198116485069 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 -0.050750132732646558 -0.26787522476495129 0.1663749592996582 5682409 "cuda.samu_hybrid B=1 D=2048"
15 -0.053238036669848922 -0.26908822472254318 0.16261215138284532 9197131 "cuda.samu_chunk32_serial_v2 B=1 D=2048"
16 -0.047532284620630749 -0.26451655040611222 0.16945198116485069 1556175 "cuda.samu_chunk32_grouped64_v2 B=1 D=2048"
17 -0.050750132732646558 -0.26787522476495129 0.1663749592996582 8355584 "cuda.samu_hybrid_v2 B=1 D=2048"
18 0.020341362684977146 -0.18248072991015618 0.22316345528011045 2046611 "cuda.samu_sequential B=1 D=2048"
19 -0.031105511195451289 -0.25036956361054524 0.18815854121964265 29362 "cuda.samu_gd_grouped64 B=1 D=2048"
20 0.43401837047315778 0.40948419662648228 0.45855254431983328 40563 "cuda.samu_bf16_ctl B=1 D=2048"
EOD
set title "samu dw_phi: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime init)\ntable table.csv, commit 0292a3b, seed 20261129"
set xrange [0.4:20.6]
set yrange [-0.41599704719479746:1.3469088224722543]
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
