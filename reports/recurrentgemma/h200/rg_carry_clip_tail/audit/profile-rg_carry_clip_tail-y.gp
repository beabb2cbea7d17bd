# profile-rg_carry_clip_tail-y.gp - the audit's error-against-position profile of y on case rg_carry_clip_tail
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_carry_clip_tail-y.gp
if (!exists("png_out")) png_out = "profile-rg_carry_clip_tail-y.png"
if (!exists("svg_out")) svg_out = "profile-rg_carry_clip_tail-y.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 105471.84272321184 0.0094957158519008347 1
32 27836.296470148969 0.0094957158519008347 0
64 144607.79069329641 0.0094957158519008347 1
96 49739.034004374633 0.0094957158519008347 0
128 785505.05295623478 0.0094957158519008347 1
160 230152.29039916044 0.0094957158519008347 0
192 100717.07687078438 0.0094957158519008347 0
224 55433.495165967048 0.0094957158519008347 0
256 123735.79250825905 0.0094957158519008347 1
288 51215.213000968863 0.0094957158519008347 0
320 28429.594846462962 0.0094957158519008347 0
352 19252.389990970019 0.1085507389683089 0
384 14040.430691500875 0.0094957158519008347 0
416 20436.530687679082 0.0094957158519008347 1
448 119818.65154434252 0.0094957158519008347 1
480 78718.570696385941 0.0094957158519008347 0
512 55768.536736474773 0.0094957158519008347 0
544 48353.934541130548 0.0094957158519008347 0
576 38144.856289881827 0.0094957158519008347 0
608 83791.707278763031 0.037982863407603339 1
640 78065.785717395862 0.0094957158519008347 1
672 148768.4272971387 0.0094957158519008347 1
EOD
set title "recurrentgemma-torch-f32: y on rg_carry_clip_tail - worst model_ulp per 32-token chunk (zero drawn at 0.0095)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "recurrentgemma-torch-f32", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 0.0094957158519008347 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset", \
     0.1085507389683089 with lines dt 2 lc rgb "#0072B2" title "canonical envelope"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
