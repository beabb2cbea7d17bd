/* test_scan_pn.c - the portable step numerics of scan/sg_scan_ops.h (the
 * version-3 kernels' and cpu.rglru_chunk16_serial_pn's) measured against MPFR,
 * with the limits of THRESHOLDS.md R-PN, written before the first measurement:
 *  (a) the sigma table: every entry is the correctly rounded sigma of its BF16
 *      pattern (at most half an ulp); sg_pn_sigmoid over all 65536 patterns
 *      within one ulp (the 0.5 + w/4 and 0/1 tails), NaN kept;
 *  (b) sg_pn_exp_pair: a = exp(l) and am1 = expm1(l) at l = -8 sigma(v) s for
 *      every finite BF16 pattern of v and eight channels p (s = softplus(p),
 *      from the clip regime to fast decay): at most 2 ulps each, and the bias
 *      over the distinct values of l of each channel (the saturated gates
 *      repeat a few l thousands of times: each distinct l counts once), at
 *      most 0.1 ulp in magnitude: of am1 where a > 1/2, its mean signed error
 *      and its mean distance from the correctly rounded value (signed); of a
 *      everywhere, its mean signed distance from the correctly rounded value
 *      (its mean signed error is printed: the rounding of exp(l) itself has
 *      one over such a sample, THRESHOLDS.md R-PN and its change log). A
 *      one-sided error in the decay accumulates over the memory of the
 *      recurrence (the lesson of numerics revision 1, sg_scan_ops.h);
 *  (c) sg_pn_gate_of's 1 - a^2 within 4 ulps of -expm1(2 l);
 *  (d) SAMU's token functions (FP64, rounded once): sg_pn_tanh, sg_pn_sincos
 *      for |d| <= 1 and the token's exp (sg_pn_expm1_d) for |l| <= 0.5, each
 *      within 1 ulp.
 * Every measured maximum and bias is printed. */
#include "sg_test.h"
#include "sg_scan_ops.h"

#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>

#define PN_PREC 200

/* |q - e| in units of the FP32 ulp at e (2^(floor(log2|e|) - 23), at least
 * 2^-149), signed (q - e) into *sgn; e exact in MPFR. */
static double ulp_err(float q, const mpfr_t e, double *sgn) {
    mpfr_t d;
    mpfr_init2(d, PN_PREC);
    mpfr_sub_d(d, e, (double)q, MPFR_RNDN); /* e - q, exact at 200 bits */
    mpfr_neg(d, d, MPFR_RNDN);
    long ex = -149;
    if (!mpfr_zero_p(e)) {
        const long ee = mpfr_get_exp(e) - 1; /* |e| in [2^ee, 2^(ee+1)) */
        ex = ee - 23 > -149 ? ee - 23 : -149;
    }
    mpfr_mul_2si(d, d, -ex, MPFR_RNDN);
    const double v = mpfr_get_d(d, MPFR_RNDN);
    mpfr_clear(d);
    *sgn = v;
    return fabs(v);
}

/* (q - RN(e)) in units of the FP32 ulp at e: how far q is from the
 * correctly rounded value (mpfr_get_flt rounds to nearest, subnormals included). */
static double cr_dev(float q, const mpfr_t e) {
    const float cr = mpfr_get_flt(e, MPFR_RNDN);
    double sgn_q, sgn_c;
    (void)ulp_err(q, e, &sgn_q);
    (void)ulp_err(cr, e, &sgn_c);
    return sgn_q - sgn_c;
}

/* sigma(w) exactly enough: 1 / (1 + exp(-w)) at PN_PREC bits. */
static void sigma_mp(mpfr_t out, float w) {
    mpfr_set_d(out, -(double)w, MPFR_RNDN);
    mpfr_exp(out, out, MPFR_RNDN);
    mpfr_add_ui(out, out, 1, MPFR_RNDN);
    mpfr_ui_div(out, 1, out, MPFR_RNDN);
}

static void test_sigma_table(void) {
    float tab[SG_PN_SIG_N];
    sg_pn_sig_fill(tab);
    mpfr_t e;
    mpfr_init2(e, PN_PREC);
    double worst_tab = 0.0, worst_all = 0.0, sgn;
    for (int j = 0; j < SG_PN_SIG_N; j++) {
        sigma_mp(e, sg_scan_bf16(sg_pn_sig_pattern(j)));
        const double u = ulp_err(tab[j], e, &sgn);
        if (u > worst_tab) worst_tab = u;
        if (!(u <= 0.5)) CU_FAIL("a sigma table entry is not the correctly rounded value");
    }
    int nan_ok = 1;
    for (uint32_t h = 0; h < 65536; h++) {
        const float w = sg_scan_bf16((uint16_t)h), q = sg_pn_sigmoid(tab, (uint16_t)h);
        if (w != w) {
            nan_ok &= q != q;
            continue;
        }
        if (isinf(w)) {
            nan_ok &= q == (w > 0 ? 1.0f : 0.0f);
            continue;
        }
        sigma_mp(e, w);
        const double u = ulp_err(q, e, &sgn);
        if (u > worst_all) worst_all = u;
        if (!(u <= 1.0)) {
            printf("\n  sigma(%a): %a, %.3f ulp", (double)w, (double)q, u);
            CU_FAIL("sg_pn_sigmoid more than 1 ulp from sigma");
        }
    }
    CU_ASSERT(nan_ok);
    printf("\n  sigma table: max %.4f ulp over %d entries (limit 0.5); every finite pattern: max %.4f ulp (limit 1)",
           worst_tab, SG_PN_SIG_N, worst_all);
    mpfr_clear(e);
}

/* ord[0..n) sorted by ls[ord[i]] ascending (qsort with the keys in a file-scope pointer). */
static const float *g_sort_keys;
static int cmp_l(const void *a, const void *b) {
    const float x = g_sort_keys[*(const int *)a], y = g_sort_keys[*(const int *)b];
    return (x > y) - (x < y);
}
static void sort_by_l(int *ord, int n, const float *ls) {
    g_sort_keys = ls;
    qsort(ord, (size_t)n, sizeof *ord, cmp_l);
}

static void test_exp_pair(void) {
    float tab[SG_PN_SIG_N];
    sg_pn_sig_fill(tab);
    static const float ps[] = {-20.0f, -8.0f, -4.0f, -1.0f, 0.0f, 1.0f, 4.0f, 10.0f};
    mpfr_t l2, ea, em, eo;
    mpfr_inits2(PN_PREC, l2, ea, em, eo, (mpfr_ptr)0);
    for (size_t k = 0; k < sizeof ps / sizeof ps[0]; k++) {
        const float s = sg_softplusf(ps[k]);
        double wa = 0.0, wm = 0.0, wo = 0.0, sa = 0.0, sm = 0.0, ca = 0.0, cm = 0.0, sgn;
        long na = 0, nm = 0;
        /* the distinct l of this channel: every finite pattern's, sorted, repeats dropped */
        static float ls[65536];
        static uint16_t hs[65536];
        int nl = 0;
        for (uint32_t h = 0; h < 65536; h++) {
            const float v = sg_scan_bf16((uint16_t)h);
            if (!isfinite(v)) continue;
            hs[nl] = (uint16_t)h;
            ls[nl++] = sg_pn_gate_of(tab, (uint16_t)h, s).g.l;
        }
        int *ord = malloc((size_t)nl * sizeof *ord);
        CU_ASSERT_FATAL(ord != NULL);
        for (int i = 0; i < nl; i++) ord[i] = i;
        sort_by_l(ord, nl, ls);
        for (int i = 0; i < nl; i++) {
            if (i > 0 && ls[ord[i]] == ls[ord[i - 1]]) continue;
            const uint16_t h = hs[ord[i]];
            const float v = sg_scan_bf16(h);
            const sg_pn_gate g = sg_pn_gate_of(tab, h, s);
            mpfr_set_d(l2, (double)g.g.l, MPFR_RNDN);
            mpfr_exp(ea, l2, MPFR_RNDN);
            mpfr_expm1(em, l2, MPFR_RNDN);
            mpfr_mul_2ui(eo, l2, 1, MPFR_RNDN);
            mpfr_expm1(eo, eo, MPFR_RNDN);
            mpfr_neg(eo, eo, MPFR_RNDN); /* 1 - a^2 = -expm1(2 l) */
            const double ua = ulp_err(g.g.a, ea, &sgn);
            sa += sgn;
            ca += cr_dev(g.g.a, ea);
            na++;
            const double um = ulp_err(g.g.am1, em, &sgn);
            if (g.g.a > 0.5f) {
                sm += sgn;
                cm += cr_dev(g.g.am1, em);
                nm++;
            }
            const double uo = ulp_err(g.g.om, eo, &sgn);
            if (ua > wa) wa = ua;
            if (um > wm) wm = um;
            if (uo > wo) wo = uo;
            if (!(ua <= 2.0 && um <= 2.0 && uo <= 4.0)) {
                printf("\n  p %g v %a: l %a a %a (%.3f ulp) am1 %a (%.3f ulp) om %a (%.3f ulp)", (double)ps[k], (double)v,
                       (double)g.g.l, (double)g.g.a, ua, (double)g.g.am1, um, (double)g.g.om, uo);
                CU_FAIL("sg_pn_exp_pair or 1 - a^2 beyond its limit");
            }
        }
        free(ord);
        const double ba = na ? sa / (double)na : 0.0, bm = nm ? sm / (double)nm : 0.0;
        const double da = na ? ca / (double)na : 0.0, dm = nm ? cm / (double)nm : 0.0;
        printf("\n  p %6.1f (s %.4e): a max %.3f ulp, bias %+.4f (from the correctly rounded %+.4f) over %ld distinct l; "
               "am1 max %.3f ulp, bias %+.4f (%+.4f) over the %ld with a > 1/2; 1-a^2 max %.3f ulp",
               (double)ps[k], (double)s, wa, ba, da, na, wm, bm, dm, nm, wo);
        CU_ASSERT(fabs(da) <= 0.1);
        CU_ASSERT(fabs(bm) <= 0.1);
        CU_ASSERT(fabs(dm) <= 0.1);
    }
    mpfr_clears(l2, ea, em, eo, (mpfr_ptr)0);
}

/* SAMU's token functions (THRESHOLDS.md R-PN): tanh over FP32 arguments from
 * 2^-30 to 60 of both signs (every 2^-7 step of the exponent: 2^(k/128)),
 * cos and sin over |d| <= 1 (the same grid below 1, and 1 itself), exp over
 * |l| <= 0.5 (the same grid below 0.5). */
static void test_samu_token_functions(void) {
    mpfr_t e, c, sn;
    mpfr_inits2(PN_PREC, e, c, sn, (mpfr_ptr)0);
    double wt = 0.0, wc = 0.0, ws = 0.0, we = 0.0, sgn;
    long n = 0;
    for (int k = -30 * 128; k <= 6 * 128; k++) {
        const float m = (float)exp2((double)k / 128.0);
        for (int sign = -1; sign <= 1; sign += 2) {
            const float x = (float)sign * m;
            if (fabsf(x) <= 60.0f) {
                mpfr_set_flt(e, x, MPFR_RNDN);
                mpfr_tanh(e, e, MPFR_RNDN);
                const double u = ulp_err(sg_pn_tanh(x), e, &sgn);
                if (u > wt) wt = u;
                if (!(u <= 1.0)) {
                    printf("\n  tanh(%a) = %a: %.3f ulp", (double)x, (double)sg_pn_tanh(x), u);
                    CU_FAIL("sg_pn_tanh beyond 1 ulp");
                }
            }
            if (fabsf(x) <= 1.0f) {
                float cq, sq;
                sg_pn_sincos(x, &cq, &sq);
                mpfr_set_flt(e, x, MPFR_RNDN);
                mpfr_sin_cos(sn, c, e, MPFR_RNDN);
                const double uc = ulp_err(cq, c, &sgn), us = ulp_err(sq, sn, &sgn);
                if (uc > wc) wc = uc;
                if (us > ws) ws = us;
                if (!(uc <= 1.0 && us <= 1.0)) {
                    printf("\n  cos, sin(%a) = %a, %a: %.3f, %.3f ulp", (double)x, (double)cq, (double)sq, uc, us);
                    CU_FAIL("sg_pn_sincos beyond 1 ulp");
                }
            }
            if (fabsf(x) <= 0.5f) {
                double ex;
                (void)sg_pn_expm1_d((double)x, &ex);
                const float a = (float)ex; /* sg_pn_samu_token's E */
                mpfr_set_flt(e, x, MPFR_RNDN);
                mpfr_exp(e, e, MPFR_RNDN);
                const double ue = ulp_err(a, e, &sgn);
                if (ue > we) we = ue;
                if (!(ue <= 1.0)) {
                    printf("\n  exp(%a) = %a: %.3f ulp", (double)x, (double)a, ue);
                    CU_FAIL("the token's exp beyond 1 ulp");
                }
            }
            n++;
        }
    }
    float c1, s1;
    sg_pn_sincos(1.0f, &c1, &s1);
    mpfr_set_ui(e, 1, MPFR_RNDN);
    mpfr_sin_cos(sn, c, e, MPFR_RNDN);
    CU_ASSERT(ulp_err(c1, c, &sgn) <= 1.0 && ulp_err(s1, sn, &sgn) <= 1.0);
    CU_ASSERT(sg_pn_tanh(0.0f) == 0.0f && !signbit(sg_pn_tanh(0.0f)) && signbit(sg_pn_tanh(-0.0f)));
    CU_ASSERT(sg_pn_tanh(100.0f) == 1.0f && sg_pn_tanh(-100.0f) == -1.0f);
    printf("\n  over %ld arguments: tanh max %.3f ulp, cos %.3f, sin %.3f (|d| <= 1), exp %.3f (|l| <= 0.5); "
           "limit 1 each", n, wt, wc, ws, we);
    mpfr_clears(e, c, sn, (mpfr_ptr)0);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {{"sigma table and tails against MPFR", test_sigma_table},
                                      {"exp/expm1 pair and 1 - a^2 against MPFR: error and bias", test_exp_pair},
                                      {"SAMU's tanh, cos, sin and exp against MPFR", test_samu_token_functions},
                                      {NULL, NULL}};
    sg_add_suite("portable step numerics", t);
}
