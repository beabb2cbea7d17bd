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
64 66654.245083940681 0.0094957158519008347 1
96 33995.271503507174 0.0094957158519008347 0
128 428682.52853694354 0.0094957158519008347 1
160 369689.75030836521 0.0094957158519008347 0
192 241677.03676074697 0.0094957158519008347 0
224 145392.04728685468 0.0094957158519008347 0
256 83425.916806501569 0.0094957158519008347 1
288 24960.815264410026 0.0094957158519008347 0
320 25541.125029450995 0.0094957158519008347 0
352 14917.487256767901 0.1085507389683089 0
384 13492.075035602946 0.0094957158519008347 0
416 20436.530687679082 0.0094957158519008347 1
448 95923.470832631501 0.0094957158519008347 1
480 35396.56647695681 0.0094957158519008347 0
512 24801.514249403881 0.0094957158519008347 0
544 20286.729415172602 0.0094957158519008347 0
576 19768.982716062721 0.0094957158519008347 0
608 83791.707278763031 0.037982863407603339 1
640 78065.785717395862 0.0094957158519008347 1
672 29844.816389797175 0.0094957158519008347 1
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
