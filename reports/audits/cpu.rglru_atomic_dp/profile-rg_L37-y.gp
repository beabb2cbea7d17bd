# profile-rg_L37-y.gp - the audit's error-against-position profile of y on case rg_L37
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_L37-y.gp
if (!exists("png_out")) png_out = "profile-rg_L37-y.png"
if (!exists("svg_out")) svg_out = "profile-rg_L37-y.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 0.001 0.001 0
16 0.001 0.001 1
32 0.001 0.001 0
EOD
set title "cpu.rglru_atomic_dp: y on rg_L37 - worst model_ulp per 16-token chunk (zero drawn at 0.001)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "cpu.rglru_atomic_dp", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 0.001 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
