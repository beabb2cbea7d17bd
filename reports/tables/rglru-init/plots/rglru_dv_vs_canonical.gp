# rglru_dv_vs_canonical.gp - error against sequence length, log-log
# made by scangate plot from the table table.csv (scangate table v1)
# table command: /tmp/build-me/scangate table --model rglru --regimes init --dims 1024,2048 --lengths 2048,4096,8192,16384,32768,65536,131072 --out /tmp/grid-local/rglru-init
# table commit: 6210911, seed: 20261129
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
2048 1.7425264830923481e-05
4096 3.5310460485026011e-05
8192 3.3873189581383306e-05
16384 2.5387227515503947e-05
32768 2.5681418360017839e-05
65536 2.3329376874005039e-05
131072 2.4260164387753127e-05
EOD
# cpu.canonical_f64 B=1 D=2048: L, vs_canonical
$s4 << EOD
2048 2.4489395276327131e-05
4096 1.7749513664482953e-05
8192 2.7085186134417137e-05
16384 2.1456708160503402e-05
32768 2.3583162565997289e-05
65536 2.5251293985236108e-05
131072 2.450237080486891e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=1024: L, vs_canonical
$s5 << EOD
2048 9.0773193129690523e-06
4096 1.7987465376452732e-05
8192 1.3763658901087578e-05
16384 1.9669146404986497e-05
32768 2.0523567028065062e-05
65536 2.0115397185032825e-05
131072 1.9294961286443914e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=1024: L, vs_canonical
$s6 << EOD
2048 1.044014778825551e-05
4096 1.7501202969841083e-05
8192 1.3454733961999708e-05
16384 2.1033389215374919e-05
32768 2.0007771899368405e-05
65536 2.0077784837624626e-05
131072 1.9513204353905286e-05
EOD
# cpu.rglru_chunk16_serial B=1 D=2048: L, vs_canonical
$s7 << EOD
2048 1.7555325052935794e-05
4096 1.8643732555048381e-05
8192 1.8987333735808411e-05
16384 1.6152703754164157e-05
32768 1.9733574236246988e-05
65536 2.0000207993921909e-05
131072 1.9802199553280243e-05
EOD
# cpu.rglru_chunk16_grouped32 B=1 D=2048: L, vs_canonical
$s8 << EOD
2048 1.7258160259253005e-05
4096 1.8326453783998273e-05
8192 1.7154954768143055e-05
16384 1.6259397494007844e-05
32768 2.0752805109862375e-05
65536 2.0125744922667287e-05
131072 1.9881018607300445e-05
EOD
set title "rglru dv: vs_canonical against L (regime init)\nrglru.dv.vs_canonical: report (computed, not gated): no limits\ntable table.csv, commit 6210911, seed 20261129"
set logscale x 2
set logscale y 10
set format x "%.0f"
set xrange [1365.3333333333333:196608]
set yrange [3.0257731043230174e-06:0.00010593138145507803]
set format y "%.0e"
set xlabel "L (sequence length, steps)"
set ylabel "vs_canonical (THRESHOLDS.md rglru.dv.vs_canonical)"
set grid xtics ytics mxtics mytics lc rgb "#DDDDDD"
set key outside below left vertical Left reverse maxcols 2 noautotitle
plot NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=1024 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     NaN with linespoints lw 2 dt 2 pt 6 ps 1.2 lc rgb "#000000" title "cpu.canonical_f32 B=1 D=2048 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown (0 or non-finite)", \
     $s3 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=1024 (baseline FP64): k = -0.006 [-0.189, 0.177]", \
     $s4 using 1:2 with linespoints lw 2 dt 2 pt 4 ps 1.2 lc rgb "#7F7F7F" title "cpu.canonical_f64 B=1 D=2048 (baseline FP64): k = 0.029 [-0.072, 0.130]", \
     $s5 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb "#0072B2" title "cpu.rglru_chunk16_serial B=1 D=1024: k = 0.149 [-0.005, 0.303]", \
     $s6 using 1:2 with linespoints lw 2 dt 1 pt 7 ps 1.2 lc rgb "#009E73" title "cpu.rglru_chunk16_grouped32 B=1 D=1024: k = 0.131 [-0.002, 0.264]", \
     $s7 using 1:2 with linespoints lw 2 dt 1 pt 9 ps 1.2 lc rgb "#CC79A7" title "cpu.rglru_chunk16_serial B=1 D=2048: k = 0.028 [-0.023, 0.078]", \
     $s8 using 1:2 with linespoints lw 2 dt 1 pt 11 ps 1.2 lc rgb "#56B4E9" title "cpu.rglru_chunk16_grouped32 B=1 D=2048: k = 0.041 [-0.013, 0.095]"
set terminal svg noenhanced size 1400,900 font "sans,11"
set output svg_out
replot
set output
