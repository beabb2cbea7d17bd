# profile-rg_L1_carry-y.gp - the audit's error-against-position profile of y on case rg_L1_carry
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_L1_carry-y.gp
if (!exists("png_out")) png_out = "profile-rg_L1_carry-y.png"
if (!exists("svg_out")) svg_out = "profile-rg_L1_carry-y.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 3844.4632702374029 961.11581755935072 0
EOD
set title "cuda.rglru_assoc_bf16: y on rg_L1_carry - worst model_ulp per 32-token chunk (zero drawn at 961)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "cuda.rglru_assoc_bf16", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 961.11581755935072 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
