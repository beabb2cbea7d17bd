# samu_da_phi_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_da_phi_excess_l2_growth.gp  (writes samu_da_phi_excess_l2_growth.png and samu_da_phi_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "samu_da_phi_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "samu_da_phi_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.60708259290779909 -0.91964003066863709 2.1338052164842352 0 "cpu.canonical_f32 B=1 D=1024"
2 -0.097221104722741647 -0.6235069326017133 0.42906472315623007 0 "cpu.canonical_f32 B=1 D=2048"
3 0.61450819455915806 -0.84503311898335476 2.074049508101671 29362 "cpu.samu_chunk32_serial B=1 D=1024"
4 0.58778273439490103 -0.86113415474186927 2.0366996235316712 40563 "cpu.samu_chunk32_grouped64 B=1 D=1024"
5 0.60624737090237668 -0.83950727557843619 2.0520020173831894 13400487 "cpu.samu_hybrid B=1 D=1024"
6 1.1011007252134677 -1.0001857653694803 3.2023872157964157 5682409 "cuda.samu_chunk32_serial B=1 D=1024"
7 1.0057422066609045 -0.83077930304018555 2.8422637163619946 9197131 "cuda.samu_chunk32_grouped64 B=1 D=1024"
8 0.98663531745274113 -0.75628327115637828 2.7295539060618603 1556175 "cuda.samu_hybrid B=1 D=1024"
9 -0.16758520592265869 -0.76595156854256463 0.43078115669724726 8355584 "cpu.samu_chunk32_serial B=1 D=2048"
10 -0.17595103345207427 -0.79157399267512929 0.43967192577098069 2046611 "cpu.samu_chunk32_grouped64 B=1 D=2048"
11 -0.15389680459425042 -0.76442598904606784 0.45663237985756705 29362 "cpu.samu_hybrid B=1 D=2048"
12 -0.79948281446142189 -2.2229466903979445 0.62398106147510046 40563 "cuda.samu_chunk32_serial B=1 D=2048"
13 -0.46111918873281138 -1.5570176919044303 0.63477931443880742 13400487 "cuda.samu_chunk32_grouped64 B=1 D=2048"
14 0.075530118463545667 -0.75551142539333083 0.90657166232042208 5682409 "cuda.samu_hybrid B=1 D=2048"
EOD
set title "samu da_phi: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:14.6]
set yrange [-2.7654800810173805:3.7449206064158518]
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
