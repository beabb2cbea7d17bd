# profile-rg_carry_clip_tail-du.gp - the audit's error-against-position profile of du on case rg_carry_clip_tail
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_carry_clip_tail-du.gp
if (!exists("png_out")) png_out = "profile-rg_carry_clip_tail-du.png"
if (!exists("svg_out")) svg_out = "profile-rg_carry_clip_tail-du.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 16743972.638604615 0.075291963358625216 1
32 5018847.4092607507 0.016943664873478589 0
64 16744123.586102778 0.1156951265671287 1
96 3819109.2412670855 0.067774659493914355 0
128 16743880.152399108 0.016943664873478589 1
160 692883.46106650564 0.016943664873478589 0
192 1560174.0668541605 0.016943664873478589 0
224 8187045.3958394686 0.016943664873478589 0
256 16742006.410854863 0.016943664873478589 1
288 489123.64407205029 0.016943664873478589 0
320 597060.01416108897 0.016943664873478589 0
352 894277.55303513107 0.016943664873478589 0
384 2671755.7750253864 0.016943664873478589 0
416 16743205.855617393 0.016943664873478589 1
448 16742227.512900447 0.016943664873478589 1
480 448835.06341267703 0.016943664873478589 0
512 503565.34795057873 0.016943664873478589 0
544 705982.70359358529 0.016943664873478589 0
576 1713550.683638575 0.10059915046428168 0
608 16743689.350663926 0.016943664873478589 1
640 16743658.937672919 0.016943664873478589 1
672 16744171.473575763 0.016943664873478589 1
EOD
set title "recurrentgemma-torch-f32: du on rg_carry_clip_tail - worst model_ulp per 32-token chunk (zero drawn at 0.0169)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "recurrentgemma-torch-f32", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 0.016943664873478589 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset", \
     0.1156951265671287 with lines dt 2 lc rgb "#0072B2" title "canonical envelope"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
