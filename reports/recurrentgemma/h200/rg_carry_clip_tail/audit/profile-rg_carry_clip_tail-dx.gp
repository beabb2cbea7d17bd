# profile-rg_carry_clip_tail-dx.gp - the audit's error-against-position profile of dx on case rg_carry_clip_tail
# made by scangate audit; regenerate in this directory: gnuplot profile-rg_carry_clip_tail-dx.gp
if (!exists("png_out")) png_out = "profile-rg_carry_clip_tail-dx.png"
if (!exists("svg_out")) svg_out = "profile-rg_carry_clip_tail-dx.svg"
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
    set terminal pngcairo noenhanced size 1400,800 font ",11"
} else {
    set terminal png noenhanced size 1400,800
}
set output png_out
$profile << EOD
0 16743402.424965912 0.012044180025194223 1
32 5017578.7733444935 0.012044180025194223 0
64 16744048.051317327 0.012044180025194223 1
96 3816576.9102854184 0.012044180025194223 0
128 16744021.68072615 0.048176720100776893 1
160 692935.48959973617 0.012044180025194223 0
192 1560266.5816235146 0.012044180025194223 0
224 8185390.0858484525 0.08223261862520638 0
256 16743242.673868893 0.012044180025194223 1
288 488722.78006986837 0.012044180025194223 0
320 597378.48912383628 0.012044180025194223 0
352 894935.15432571049 0.012044180025194223 0
384 2672953.6399538699 0.012044180025194223 0
416 16744343.434562894 0.012044180025194223 1
448 16743933.741378089 0.09298855653393151 1
480 449077.46644186776 0.012044180025194223 0
512 503740.49988310097 0.012044180025194223 0
544 705767.02945370902 0.012044180025194223 0
576 1713162.3488964287 0.012044180025194223 0
608 16744239.316336578 0.012044180025194223 1
640 16742115.787585543 0.012044180025194223 1
672 16744363.527880386 0.012044180025194223 1
EOD
set title "recurrentgemma-torch-f32: dx on rg_carry_clip_tail - worst model_ulp per 32-token chunk (zero drawn at 0.012)"
set xlabel "token t (chunk start)"
set ylabel "worst model_ulp in the chunk"
set logscale y
set key outside right top
set grid ytics
plot $profile using 1:2 with steps lw 2 lc rgb "#D55E00" title "recurrentgemma-torch-f32", \
     $profile using 1:3 with steps lw 1 lc rgb "#0072B2" title "cpu.canonical_f32", \
     $profile using 1:($4 > 0 ? 0.012044180025194223 : 1/0) with points pt 9 ps 1.2 lc rgb "#009E73" title "chunk holds a reset", \
     0.09298855653393151 with lines dt 2 lc rgb "#0072B2" title "canonical envelope"
set terminal svg noenhanced size 1400,800 font "sans,11"
set output svg_out
replot
set output
