# profile-rg_clip-y.gp - the audit's error-against-position profile of y on case rg_clip
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_clip-y.gp
if (!exists("png_out")) png_out = "profile-rg_clip-y.png"
if (!exists("svg_out")) svg_out = "profile-rg_clip-y.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 63518.331351310728 0.025030464519532589 1
32 35624.524593165173 0.025030464519532589 0
64 22070.690822466117 0.025030464519532589 0
96 325276.34345219738 0.025030464519532589 1
128 68211.846829435584 0.025030464519532589 0
160 24320.344117687291 0.025030464519532589 0
192 19600.751394819614 0.025030464519532589 0
224 32524.844821242492 0.025030464519532589 0
256 27965.647254232688 0.025030464519532589 0
288 146063.71524935775 0.17579521140253868 1
320 73796.105552162902 0.025030464519532589 0
352 65805.372246489147 0.025030464519532589 0
384 63390.279996723948 0.025030464519532589 0
416 36178.309762407545 0.10012185807813036 0
448 31798.093286025316 0.025030464519532589 0
480 27985.001630904557 0.025030464519532589 0
EOD
set title "recurrentgemma-torch-f32: y on rg_clip - worst model_ulp per 32-token chunk (zero drawn at 0.025)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "recurrentgemma-torch-f32", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 0.025030464519532589 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset", \
     0.17579521140253868 with lines dt 2 lc rgb "#0072B2" title "canonical envelope"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
