# rglru_dx_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
# limits: THRESHOLDS.md
# regenerate in this directory: gnuplot rglru_dx_vs_canonical.gp  (writes rglru_dx_vs_canonical.png and rglru_dx_vs_canonical.svg)
if (!exists("png_out")) png_out = "rglru_dx_vs_canonical.png"
if (!exists("svg_out")) svg_out = "rglru_dx_vs_canonical.svg"
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
2048 2.6367235802751352e-05
4096 2.207535703007685e-05
8192 2.0599819017889991e-05
16384 2.169776855213904e-05
32768 2.2398634308803292e-05
65536 2.1874000789515884e-05
131072 2.2387289209190654e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 1.8255572116503322e-05
4096 2.0142262136751312e-05
8192 2.1127034977157458e-05
16384 2.1503540011011694e-05
32768 2.2182417082035801e-05
65536 2.2747481681771571e-05
131072 2.1659236543355518e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 1.7270010302234234e-05
4096 1.8086172819273902e-05
8192 2.2716017343255596e-05
16384 1.7142455568290651e-05
32768 1.9906849455716903e-05
65536 1.8427843469740364e-05
131072 1.9274032909074536e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.653583290410561e-05
4096 1.7980030731748351e-05
8192 2.0192580229339831e-05
16384 1.7936063373588989e-05
32768 1.9633303288092564e-05
65536 1.8417587626840121e-05
131072 1.9388955539003331e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 1.5126615211770019e-05
4096 1.6782556864150759e-05
8192 1.5721270849125853e-05
16384 1.7156347973383614e-05
32768 1.7724474427864343e-05
65536 1.8575649343155208e-05
131072 1.78751260395257e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.5201168540139201e-05
4096 1.6542743562087788e-05
8192 1.579774974205413e-05
16384 1.748213519588059e-05
32768 1.7285301431791231e-05
65536 1.8939124941251992e-05
131072 1.7820828154745635e-05
EOD
set title "rglru dx: vs_canonical against L (regime init)\nrglru.dx.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [5.0422050705900065e-06:7.9101707408254059e-05]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dx.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.022 [-0.075, 0.031]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.041 [0.012, 0.071]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.012 [-0.062, 0.086]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.026 [-0.017, 0.069]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.042 [0.015, 0.070]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.043 [0.014, 0.072]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
