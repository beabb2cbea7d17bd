# profile-rg_carry_clip_tail-dv.gp - the audit's error-against-position profile of dv on case rg_carry_clip_tail
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_carry_clip_tail-dv.gp
if (!exists("png_out")) png_out = "profile-rg_carry_clip_tail-dv.png"
if (!exists("svg_out")) svg_out = "profile-rg_carry_clip_tail-dv.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 0.017453011864168616 0.017453011864168616 1
32 1226.0026575048025 0.004363252966042154 0
64 119.02125015891019 0.004363252966042154 1
96 0.004363252966042154 0.004363252966042154 0
128 0.061123351159951426 0.061123351159951426 1
160 0.004363252966042154 0.004363252966042154 0
192 49.696087313846618 0.004363252966042154 0
224 0.004363252966042154 0.004363252966042154 0
256 0.29880406259826331 0.004363252966042154 1
288 4.2751124349614029 0.004363252966042154 0
320 6.9851098226816308 0.004363252966042154 0
352 0.004363252966042154 0.004363252966042154 0
384 11.480053081000859 0.004363252966042154 0
416 0.004363252966042154 0.004363252966042154 1
448 0.004363252966042154 0.004363252966042154 1
480 0.004363252966042154 0.004363252966042154 0
512 0.004363252966042154 0.004363252966042154 0
544 0.004363252966042154 0.004363252966042154 0
576 0.004363252966042154 0.004363252966042154 0
608 108.3130152602475 0.004363252966042154 1
640 0.004363252966042154 0.004363252966042154 1
672 0.004363252966042154 0.004363252966042154 1
EOD
set title "recurrentgemma-torch-f32: dv on rg_carry_clip_tail - worst model_ulp per 32-token chunk (zero drawn at 0.00436)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "recurrentgemma-torch-f32", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 0.004363252966042154 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset", \
     0.061123351159951426 with lines dt 2 lc rgb "#0072B2" title "canonical envelope"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
