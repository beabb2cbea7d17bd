# rglru_dv_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model rglru --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/rglru-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dv_vs_canonical.gp  (writes rglru_dv_vs_canonical.png and rglru_dv_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dv_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dv_vs_canonical.svg"
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
2048 5.2278080524488434e-05
4096 4.228378811040528e-05
8192 5.8507287534818953e-05
16384 5.1659633765589509e-05
32768 5.21435663899631e-05
65536 5.561669615686576e-05
131072 5.27083791923148e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 4.7542873396973335e-05
4096 5.5153116545477735e-05
8192 5.1019121914708581e-05
16384 5.1412836344327745e-05
32768 5.4077933119353423e-05
65536 5.4980051607732721e-05
131072 5.6372755260190443e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 4.1755926494965467e-05
4096 4.0019728270457324e-05
8192 5.5560043989308374e-05
16384 4.9801983251521774e-05
32768 5.3398912705318136e-05
65536 5.5374642662781833e-05
131072 5.3752203112194106e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 4.7433008910270198e-05
4096 4.1328234887167396e-05
8192 5.4039325845143831e-05
16384 4.9196896263900188e-05
32768 5.245826162068332e-05
65536 5.4800271912758122e-05
131072 5.2409901649155606e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 4.8227110952283356e-05
4096 4.2168315577359058e-05
8192 5.4842056025734041e-05
16384 4.9720293537709769e-05
32768 5.3228533118143916e-05
65536 5.5909569999799567e-05
131072 5.4145159318446047e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 5.3775261019626573e-05
4096 4.328418875910416e-05
8192 5.5999512116869416e-05
16384 4.9744586350881826e-05
32768 5.2555968796885272e-05
65536 5.5267424932546776e-05
131072 5.2530943170944571e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s9 << EOD
2048 4.3616117622218962e-05
4096 5.5049172870297518e-05
8192 5.1708266323005723e-05
16384 5.3082831618533305e-05
32768 5.3277868009220095e-05
65536 5.5011106914591789e-05
131072 5.6579756361761703e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s10 << EOD
2048 4.3690422580592497e-05
4096 5.1861664068139362e-05
8192 4.9972201872294578e-05
16384 5.129446606424861e-05
32768 5.3466924901357629e-05
65536 5.5055727420870481e-05
131072 5.5895953340010388e-05
EOD
# cuda.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 4.3101014487167501e-05
4096 5.7250338683806588e-05
8192 5.2016708420538531e-05
16384 5.3396751066810675e-05
32768 5.3804101181572413e-05
65536 5.5288171493513194e-05
131072 5.6950509725185361e-05
EOD
# cuda.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 4.2497579400876429e-05
4096 5.1841947410686063e-05
8192 4.9806639733296059e-05
16384 5.1455785958207406e-05
32768 5.3626982828273516e-05
65536 5.483247993761563e-05
131072 5.6154235124738979e-05
EOD
set title "rglru dv: vs_canonical against L (regime near1)\nrglru.dv.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.3339909423485774e-05:0.00017552186260445687]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dv.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.024 [-0.049, 0.096]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.029 [-0.002, 0.060]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.070 [0.003, 0.138]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.043 [-0.014, 0.100]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.rglru_chunk16_serial B=1 D=1024: k = 0.045 [-0.010, 0.101]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.rglru_chunk16_grouped32 B=1 D=1024: k = 0.018 [-0.046, 0.082]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.042 [-0.004, 0.088]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.048 [0.016, 0.079]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cuda.rglru_chunk16_serial B=1 D=2048: k = 0.041 [-0.016, 0.099]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cuda.rglru_chunk16_grouped32 B=1 D=2048: k = 0.053 [0.016, 0.089]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
