# profile-rg_clip-du.gp - the audit's error-against-position profile of du on case rg_clip
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_clip-du.gp
if (!exists("png_out")) png_out = "profile-rg_clip-du.png"
if (!exists("svg_out")) svg_out = "profile-rg_clip-du.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 881867.80121931538 0.054801897405028083 1
32 1429621.8804773507 0.0020307637018052742 0
64 12214036.879589703 0.0020307637018052742 0
96 16742839.382969817 0.086401933351953814 1
128 428719.59013394004 0.12925605341752561 0
160 578721.9392283659 0.14921998172818909 0
192 692232.49156687909 0.0020307637018052742 0
224 1308802.011296195 0.021966667926580054 0
256 3189933.2447907096 0.0020307637018052742 0
288 16744265.450685661 0.07645546758827261 1
320 415154.70286983257 0.03425095509528947 0
352 514463.7207906557 0.10899576815668011 0
384 604408.6771532346 0.0081230548072210966 0
416 908112.86746514216 0.0020307637018052742 0
448 1591413.3915948886 0.0020307637018052742 0
480 16744152.261672717 0.0020307637018052742 0
EOD
set title "recurrentgemma-torch-f32: du on rg_clip - worst model_ulp per 32-token chunk (zero drawn at 0.00203)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "recurrentgemma-torch-f32", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 0.0020307637018052742 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset", \
     0.14921998172818909 with lines dt 2 lc rgb "#0072B2" title "canonical envelope"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
