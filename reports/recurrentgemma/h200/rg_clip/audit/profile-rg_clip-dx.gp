# profile-rg_clip-dx.gp - the audit's error-against-position profile of dx on case rg_clip
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_clip-dx.gp
if (!exists("png_out")) png_out = "profile-rg_clip-dx.png"
if (!exists("svg_out")) svg_out = "profile-rg_clip-dx.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 882407.26685245417 0.099512594243702401 1
32 1429748.1170890976 0.000476715288306681 0
64 12212660.152825085 0.000476715288306681 0
96 16744294.696695937 0.045906469941872557 1
128 428696.81872651272 0.11311542139116214 0
160 579088.69515742967 0.088705438867510505 0
192 692371.06009748625 0.001906861153226724 0
224 1307958.8893964409 0.055570886296509456 0
256 3193096.0694521172 0.000476715288306681 0
288 16744428.661680376 0.075303799461577337 1
320 414970.63360139419 0.026725481519081527 0
352 515009.95937776926 0.017016851052325085 0
384 604487.35470206838 0.000476715288306681 0
416 907711.49650756456 0.11319086139386358 0
448 1589976.2612966388 0.0044266689727894132 0
480 16743223.675554838 0.000476715288306681 0
EOD
set title "recurrentgemma-torch-f32: dx on rg_clip - worst model_ulp per 32-token chunk (zero drawn at 0.000477)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "recurrentgemma-torch-f32", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 0.000476715288306681 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset", \
     0.11319086139386358 with lines dt 2 lc rgb "#0072B2" title "canonical envelope"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
