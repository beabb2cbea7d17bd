# samu_dx_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/sg-build/scangate table --model samu --regimes near1 --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --threads 16 --out /tmp/grid/samu-near1
# table commit: 95207ab, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot samu_dx_vs_canonical.gp  (writes samu_dx_vs_canonical.png and samu_dx_vs_canonical.svg)
if (!exists("png_out")) png_out = "samu_dx_vs_canonical.png"
if (!exists("svg_out")) svg_out = "samu_dx_vs_canonical.svg"
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
2048 0.00022723381228848696
4096 0.0002095280834607335
8192 0.00024833497360614358
16384 0.00024009763299392818
32768 0.00025089559364806067
65536 0.00023551405189963808
131072 0.00025941624262266919
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 0.00019453086695457234
4096 0.0002203583944496325
8192 0.00024361064009417721
16384 0.0002391759234370754
32768 0.00024145472740249826
65536 0.00024798063255694749
131072 0.00025155946080623371
EOD
# cpu.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 6.0381927789206692e-05
4096 6.0014044295084715e-05
8192 6.7970972313227492e-05
16384 7.1141442779825163e-05
32768 7.0905784162628372e-05
65536 6.5312393515916712e-05
131072 7.1212934782390297e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 5.6399685080355827e-05
4096 6.0038739300946291e-05
8192 6.7771445693936725e-05
16384 6.875253027885366e-05
32768 7.0245058349536577e-05
65536 6.5554455674894454e-05
131072 7.0937864000074179e-05
EOD
# cpu.samu_hybrid B=1 D=1024: L, vs_canonical
$s7 << EOD
2048 5.7192485770027763e-05
4096 6.0171250156039475e-05
8192 6.6624746769938548e-05
16384 6.9638329703801464e-05
32768 7.0267412774788291e-05
65536 6.5593483324646168e-05
131072 7.0969870186365908e-05
EOD
# cuda.samu_chunk32_serial B=1 D=1024: L, vs_canonical
$s8 << EOD
2048 0.00010360130313313238
4096 7.7725917334497797e-05
8192 0.00013933933318759564
16384 0.00010421290523600479
32768 0.00013350767586283227
65536 8.3203491531439272e-05
131072 0.00012956503021743855
EOD
# cuda.samu_chunk32_grouped64 B=1 D=1024: L, vs_canonical
$s9 << EOD
2048 0.0001004180808672781
4096 7.7762596995302835e-05
8192 0.00013940441607443647
16384 0.00010297644652737356
32768 0.00013284016175757948
65536 8.3324100869269687e-05
131072 0.00012935089297972467
EOD
# cuda.samu_hybrid B=1 D=1024: L, vs_canonical
$s10 << EOD
2048 0.00010126485898407606
4096 7.769025362860958e-05
8192 0.00013895744910543252
16384 0.0001042241903568981
32768 0.0001330570542175909
65536 8.3352360188543052e-05
131072 0.00012954689361903722
EOD
# cpu.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s11 << EOD
2048 6.4189477767861465e-05
4096 6.7708681143212413e-05
8192 6.7600520959468371e-05
16384 6.72631310369044e-05
32768 7.0034223121932443e-05
65536 6.942701776355656e-05
131072 6.9329200083159147e-05
EOD
# cpu.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s12 << EOD
2048 6.2537857029008797e-05
4096 6.8444755140155915e-05
8192 6.7891183828561806e-05
16384 6.6804005544110872e-05
32768 6.9953442871879332e-05
65536 6.9388116345902009e-05
131072 6.9395825574440037e-05
EOD
# cpu.samu_hybrid B=1 D=2048: L, vs_canonical
$s13 << EOD
2048 6.5123550238266578e-05
4096 6.7203222901978017e-05
8192 6.8478880329338659e-05
16384 6.7269270215012159e-05
32768 6.9667895092586553e-05
65536 6.9370356781544977e-05
131072 6.925747179509639e-05
EOD
# cuda.samu_chunk32_serial B=1 D=2048: L, vs_canonical
$s14 << EOD
2048 0.00010862622345998958
4096 9.841864108085834e-05
8192 0.00010562673578604519
16384 0.00010298729583722978
32768 0.00011952730963118725
65536 0.00010436548726318578
131072 0.00011728654210822317
EOD
# cuda.samu_chunk32_grouped64 B=1 D=2048: L, vs_canonical
$s15 << EOD
2048 0.00010932815850263149
4096 9.8828318188614125e-05
8192 0.00010608349418704511
16384 0.0001028733911454328
32768 0.00012008384879405437
65536 0.00010440878832329317
131072 0.00011739721309682121
EOD
# cuda.samu_hybrid B=1 D=2048: L, vs_canonical
$s16 << EOD
2048 0.00011007415522418899
4096 9.9823375605964405e-05
8192 0.00010619517883306028
16384 0.00010286469979347003
32768 0.00011970372546183189
65536 0.00010414411546617095
131072 0.00011722869123325994
EOD
set title "samu dx: vs_canonical against L (regime near1)\nsamu.dx.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 95207ab, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [1.8799895026785275e-05:0.00077824872786800756]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md samu.dx.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = 0.033 [-0.006, 0.073]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.051 [0.015, 0.088]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_chunk32_serial B=1 D=1024: k = 0.036 [-0.003, 0.076]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.samu_chunk32_grouped64 B=1 D=1024: k = 0.046 [0.007, 0.086]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.samu_hybrid B=1 D=1024: k = 0.045 [0.008, 0.082]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_chunk32_serial B=1 D=1024: k = 0.039 [-0.133, 0.211]", \
     $s9 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#8C564B" title "cuda.samu_chunk32_grouped64 B=1 D=1024: k = 0.044 [-0.127, 0.215]", \
     $s10 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#17BECF" title "cuda.samu_hybrid B=1 D=1024: k = 0.043 [-0.127, 0.214]", \
     $s11 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#7F7F00" title "cpu.samu_chunk32_serial B=1 D=2048: k = 0.016 [0.004, 0.029]", \
     $s12 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#1F3A93" title "cpu.samu_chunk32_grouped64 B=1 D=2048: k = 0.019 [-0.001, 0.039]", \
     $s13 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.samu_hybrid B=1 D=2048: k = 0.014 [0.004, 0.023]", \
     $s14 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cuda.samu_chunk32_serial B=1 D=2048: k = 0.024 [-0.022, 0.070]", \
     $s15 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cuda.samu_chunk32_grouped64 B=1 D=2048: k = 0.023 [-0.024, 0.070]", \
     $s16 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cuda.samu_hybrid B=1 D=2048: k = 0.020 [-0.026, 0.067]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
