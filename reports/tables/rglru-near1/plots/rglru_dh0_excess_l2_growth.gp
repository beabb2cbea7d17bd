# rglru_dh0_excess_l2_growth.gp - growth exponents (slope of log10 value against log10 L) with 95% intervals
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dh0_excess_l2_growth.gp  (writes rglru_dh0_excess_l2_growth.png and rglru_dh0_excess_l2_growth.svg)
if (!exists("png_out")) png_out = "rglru_dh0_excess_l2_growth.png"
if (!exists("svg_out")) svg_out = "rglru_dh0_excess_l2_growth.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# index, slope, interval low, interval high (the slope when there is none), colour, label
$g << EOD
1 0.26340336660612207 0.0047822783115575862 0.5220244549006865 0 "cpu.canonical_f32 B=1 D=1024"
2 0.32467437632936824 0.16782207111897066 0.48152668153976586 0 "cpu.canonical_f32 B=1 D=2048"
3 0.09862277317688907 0.0076326691913778527 0.18961287716240027 29362 "cpu.rglru_chunk16_serial B=1 D=1024"
4 0.0084387934719501248 -0.10983199928007648 0.12670958622397671 40563 "cpu.rglru_chunk16_grouped32 B=1 D=1024"
5 0.10027659664954211 0.012147402345455985 0.18840579095362825 13400487 "cuda.rglru_chunk16_serial B=1 D=1024"
6 0.0079497431310358718 -0.10682637975791312 0.12272586601998486 5682409 "cuda.rglru_chunk16_grouped32 B=1 D=1024"
7 0.13328525768964211 0.051015913095131385 0.21555460228415285 9197131 "cpu.rglru_chunk16_serial B=1 D=2048"
8 0.001678010215713119 -0.087122618271754673 0.090478638703180916 1556175 "cpu.rglru_chunk16_grouped32 B=1 D=2048"
9 0.1316751362429214 0.054034542330199692 0.20931573015564311 8355584 "cuda.rglru_chunk16_serial B=1 D=2048"
10 0.008399040830715852 -0.080969744029043944 0.097767825690475652 2046611 "cuda.rglru_chunk16_grouped32 B=1 D=2048"
EOD
set title "rglru dh0: growth exponent k of excess_l2 (slope of log10 excess_l2 against log10 L, 95% interval, t with n-2 degrees of freedom; regime near1)\ntable table.csv, commit 95207ab, seed 20261129"
set xrange [0.4:10.6]
set yrange [-0.24081519920808411:1.3309831999280075]
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
