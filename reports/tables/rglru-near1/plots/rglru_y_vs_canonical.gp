# rglru_y_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_y_vs_canonical.gp  (writes rglru_y_vs_canonical.png and rglru_y_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_y_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_y_vs_canonical.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,900 font ",11"
} else {
    set terminal png noenhanced size 1400,900
}
set output png_out
# cpu.canonical_f32 B=1 D=1024: L, vs_canonical
$s1 << EOD
EOD
# cpu.canonical_f32 B=1 D=2048: L, vs_canonical
$s2 << EOD
EOD
# cpu.canonical_f64 B=1 D=1024: L, vs_canonical
$s3 << EOD
2048 5.9407372846861718e-05
4096 5.4988153996624998e-05
8192 6.3574987212638241e-05
16384 6.0141756010005309e-05
32768 5.9994684388606485e-05
65536 6.1914007990986823e-05
131072 6.12588846491188e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 5.3974551835392833e-05
4096 5.6998497284326333e-05
8192 6.0418756730613159e-05
16384 6.2812691314308947e-05
32768 6.0574567520759601e-05
65536 6.0828259966553568e-05
131072 6.2658063433459937e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 5.9910581268611132e-05
4096 5.5325171779082051e-05
8192 6.3640417393781532e-05
16384 6.1633845503150414e-05
32768 6.009362406449448e-05
65536 6.2489084900497525e-05
131072 6.151487594187312e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 5.8210505015144795e-05
4096 5.5010526459582678e-05
8192 6.3648616700445184e-05
16384 6.499318030531524e-05
32768 7.1060859556243132e-05
65536 6.4756396179444422e-05
131072 6.7911959126666971e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 6.0054888611161614e-05
4096 5.7084249303621229e-05
8192 6.3773679806761963e-05
16384 6.1525776917281192e-05
32768 6.0246575646070422e-05
65536 6.2290448338669116e-05
131072 6.1954054291332223e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 5.9084939382796938e-05
4096 5.571243422667994e-05
8192 6.2086660098490477e-05
16384 6.502708183024874e-05
32768 7.1390701879397721e-05
65536 6.4882435469683283e-05
131072 6.7960533575889831e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 5.1946235458357707e-05
4096 5.6299754022852773e-05
8192 6.0627573826337793e-05
16384 6.3267515902143179e-05
32768 6.0721521735045985e-05
65536 6.1116695722407055e-05
131072 6.3151273685655253e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 5.2442038058454659e-05
4096 5.6064077813313719e-05
8192 5.9346790997086479e-05
16384 6.891546028782401e-05
32768 6.4270709906347919e-05
65536 6.8257569717107631e-05
131072 6.7927417244730698e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 5.173420688532484e-05
4096 5.6585089791728077e-05
8192 6.06378553672446e-05
16384 6.3469767595967133e-05
32768 6.0448216496117889e-05
65536 6.0999580755413469e-05
131072 6.3344329355942416e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 5.2283491258231544e-05
4096 5.6665190196454337e-05
8192 5.9305447310473976e-05
16384 6.9010484772895442e-05
32768 6.4396927324166658e-05
65536 6.8471736380801756e-05
131072 6.8107983777064698e-05
EOD
set title "rglru y: vs_canonical against L (regime near1)\nrglru.y.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.6666666666666669e-06:0.00021417210563819318]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.y.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.014 [-0.017, 0.045]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.030 [0.006, 0.054]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.014 [-0.017, 0.045]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.046 [0.005, 0.088]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.011 [-0.013, 0.035]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.045 [0.006, 0.084]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.039 [0.007, 0.070]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.064 [0.027, 0.102]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.039 [0.006, 0.072]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.065 [0.027, 0.102]", \
     5.0000000000000004e-06 with lines lw 2 dt 4 lc rgb "#7030A0" title "study gate 5e-6 (H800 study: BF16 output against its canonical FP32 path)"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
