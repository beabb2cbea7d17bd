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
0 122202.01645202198 0.025030464519532589 1
32 38195.693328826157 0.025030464519532589 0
64 22070.690822466117 0.025030464519532589 0
96 325276.34345219738 0.025030464519532589 1
128 70121.78615558437 0.025030464519532589 0
160 19761.086068639986 0.025030464519532589 0
192 25420.632189901742 0.025030464519532589 0
224 37151.729800098699 0.025030464519532589 0
256 32693.799014487653 0.025030464519532589 0
288 176620.96405805746 0.17579521140253868 1
320 98289.217778521168 0.025030464519532589 0
352 82023.294366192349 0.025030464519532589 0
384 78863.718757169248 0.025030464519532589 0
416 46055.389697150502 0.10012185807813036 0
448 40736.360847341428 0.025030464519532589 0
480 41991.001616321781 0.025030464519532589 0
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
