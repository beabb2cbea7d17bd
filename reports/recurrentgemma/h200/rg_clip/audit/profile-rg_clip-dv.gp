# profile-rg_clip-dv.gp - the audit's error-against-position profile of dv on case rg_clip
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_clip-dv.gp
if (!exists("png_out")) png_out = "profile-rg_clip-dv.png"
if (!exists("svg_out")) svg_out = "profile-rg_clip-dv.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 0.033468319305875599 0.033468319305875599 1
32 0.017821699213041588 0.017821699213041588 0
64 22.134352515388059 2.6251402395193823e-05 0
96 247.49686393507943 2.6251402395193823e-05 1
128 65.511437788870424 0.13687414165477318 0
160 119.53848829018207 0.090842137993228267 0
192 0.91236576286273696 2.6251402395193823e-05 0
224 39.999566858043174 0.056569335848910149 0
256 105.28824545167531 2.6251402395193823e-05 0
288 405.13029541676724 0.0096911046528195439 1
320 2.6251402395193823e-05 2.6251402395193823e-05 0
352 0.17808870898515597 0.17808870898515597 0
384 703.03562266551319 2.6251402395193823e-05 0
416 1868.1480163358685 2.6251402395193823e-05 0
448 1636.7030670586978 0.00010500560958077529 0
480 174.67314233059463 2.6251402395193823e-05 0
EOD
set title "recurrentgemma-torch-f32: dv on rg_clip - worst model_ulp per 32-token chunk (zero drawn at 2.63e-05)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "recurrentgemma-torch-f32", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 2.6251402395193823e-05 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset", \
     0.17808870898515597 with lines dt 2 lc rgb "#0072B2" title "canonical envelope"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
