# profile-rg_L1_carry-du.gp - the audit's error-against-position profile of du on case rg_L1_carry
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_L1_carry-du.gp
if (!exists("png_out")) png_out = "profile-rg_L1_carry-du.png"
if (!exists("svg_out")) svg_out = "profile-rg_L1_carry-du.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 18991.811448838038 4747.9528622095095 0
EOD
set title "cuda.rglru_assoc_bf16: du on rg_L1_carry - worst model_ulp per 32-token chunk (zero drawn at 4.75e+03)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "cuda.rglru_assoc_bf16", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 4747.9528622095095 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
