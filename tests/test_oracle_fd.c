/* test_oracle_fd.c - the oracle's backward against central finite differences
 * of its straight-evaluation loss (labels: oracle, slow).
 *
 * Every gradient element of small cases (dx, du, dv at every (b,t,d), dp for
 * every d, dh0 for every (b,d)) is compared, as an MPFR value at 320 bits with
 * the true sqrt derivative (clip = 0), with
 *     fd = (loss(+delta) - loss(-delta)) / (2 delta),  delta = 2^-70,
 * where loss = sum dy.y + sum dh_last.h_last is evaluated element by element
 * with its own transcendentals (sg_oracle_rglru_loss). The central difference
 * has truncation error delta^2/6 |loss'''| ~ 1e-43 |loss'''| and rounding error
 * ~ 2^-320 |loss| / delta ~ 1e-75, so 20 agreeing decimal digits are a real
 * test. Pass: |fd - grad| <= 1e-20 max(|grad|, S), where S is the oracle's
 * magnitude of the element: S >= |grad| and S is the sum of the magnitudes of
 * the terms the gradient is made of, so a wrong term or factor moves grad by
 * about the size of a term, ~1e10 above the tolerance; the test also checks S
 * is not so large against |grad| that the tolerance would become loose.
 * Exactly zero gradients (dv at a reset, dh0 when t=1 is a reset) must have an
 * exactly zero difference.
 *
 * A second test checks the clipped derivative (clip = 1): where 1-a^2 >= 2.5e-7
 * dv and dp are bitwise those of clip = 0; where clipped they differ by the
 * analytic change of Dq, and the case is built to have both kinds (a marker
 * that the clip path ran).
 */
#include "sg_test.h"
#include "sg_test_oracle.h" /* sg_test_fd_check */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sg_fixtures.h"
#include "sg_oracle.h"
#include "sg_testsupport.h" /* the finite-difference losses */

#define FD_PREC SG_TEST_FD_PREC

typedef sg_test_fd_stats fd_stats;

/* Compare one MPFR gradient with the central difference for (which, index). */
static int fd_check(const sg_rglru_problem *pb, const char *which, int64_t index, mpfr_srcptr grad, double S,
                    const char *q, fd_stats *st) {
    return sg_test_fd_check(SG_MODEL_RGLRU, pb, which, index, grad, S, q, st);
}

static const double *td(const sg_tset *s, const char *name) {
    const sg_tensor *t = sg_tset_get(s, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    return (const double *)t->data;
}

static void fd_case(const sg_case_spec *sp) {
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &c));
    sg_rglru_problem pb;
    SG_ASSERT_OK(sg_case_rglru_problem(&c, &pb));
    const int64_t B = pb.B, L = pb.L, D = pb.D;

    /* production results at 320 bits, true derivative: magnitudes S and f64 */
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    o.prec = FD_PREC;
    o.clip = 0;
    sg_tset res;
    sg_tset_init(&res);
    SG_ASSERT_OK(sg_oracle_rglru(&pb, &o, &res, NULL));
    const double *Sdx = td(&res, "dx.S"), *Sdu = td(&res, "du.S"), *Sdv = td(&res, "dv.S"),
                 *Sdp = td(&res, "dp.S"), *Sdh0 = td(&res, "dh0.S");
    const double *fdx = td(&res, "dx.f64"), *fdu = td(&res, "du.f64"), *fdv = td(&res, "dv.f64"),
                 *fdp = td(&res, "dp.f64"), *fdh0 = td(&res, "dh0.f64");

    /* the MPFR gradients, through the per-sequence entry point (the code the
     * production path runs, which the f64 comparison below confirms) */
    const size_t n = (size_t)(B * L * D);
    mpfr_t *gx = sg_xmalloc(n * sizeof(mpfr_t)), *gu = sg_xmalloc(n * sizeof(mpfr_t)),
           *gv = sg_xmalloc(n * sizeof(mpfr_t));
    mpfr_t *sx = sg_xmalloc((size_t)L * sizeof(mpfr_t)), *su = sg_xmalloc((size_t)L * sizeof(mpfr_t)),
           *sv = sg_xmalloc((size_t)L * sizeof(mpfr_t));
    mpfr_t *gh0 = sg_xmalloc((size_t)(B * D) * sizeof(mpfr_t)), *gp = sg_xmalloc((size_t)D * sizeof(mpfr_t));
    for (size_t i = 0; i < n; i++) mpfr_inits2(FD_PREC, gx[i], gu[i], gv[i], (mpfr_ptr)0);
    for (int64_t t = 0; t < L; t++) mpfr_inits2(FD_PREC, sx[t], su[t], sv[t], (mpfr_ptr)0);
    for (int64_t i = 0; i < B * D; i++) mpfr_init2(gh0[i], FD_PREC);
    for (int64_t d = 0; d < D; d++) mpfr_init2(gp[d], FD_PREC);
    mpfr_t h0, hout, gl, acc;
    mpfr_inits2(FD_PREC, h0, hout, gl, (mpfr_ptr)0);
    mpfr_init2(acc, FD_PREC + 64);
    int mism = 0;
    for (int64_t d = 0; d < D; d++) {
        mpfr_set_ui(acc, 0, MPFR_RNDN);
        for (int64_t b = 0; b < B; b++) {
            const int64_t o0 = b * L * D + d;
            sg_oracle_rglru_seq_in in = {L, D, pb.x + o0, pb.u + o0, pb.v + o0, pb.dy + o0, pb.segpos + b * L, pb.p[d]};
            mpfr_set_flt(h0, pb.h0[b * D + d], MPFR_RNDN);
            mpfr_set_flt(gl, pb.dh_last[b * D + d], MPFR_RNDN);
            SG_ASSERT_OK(sg_oracle_rglru_seq(&in, FD_PREC, 0, h0, hout, gl, gh0[b * D + d], acc, NULL, sx, su, sv,
                                             NULL));
            for (int64_t t = 0; t < L; t++) {
                const int64_t e = (b * L + t) * D + d;
                mpfr_set(gx[e], sx[t], MPFR_RNDN);
                mpfr_set(gu[e], su[t], MPFR_RNDN);
                mpfr_set(gv[e], sv[t], MPFR_RNDN);
                if (fdx[e] != mpfr_get_d(gx[e], MPFR_RNDN) || fdu[e] != mpfr_get_d(gu[e], MPFR_RNDN) ||
                    fdv[e] != mpfr_get_d(gv[e], MPFR_RNDN))
                    mism++;
            }
            if (fdh0[b * D + d] != mpfr_get_d(gh0[b * D + d], MPFR_RNDN)) mism++;
        }
        sg_oracle_rglru_dp(pb.p[d], acc, gp[d]);
        if (fdp[d] != mpfr_get_d(gp[d], MPFR_RNDN)) mism++;
    }
    CU_ASSERT_EQUAL(mism, 0);

    fd_stats st = {0, 0, 0, 0.0, 0.0};
    int bad = 0;
    for (size_t e = 0; e < n; e++) {
        if (!fd_check(&pb, "x", (int64_t)e, gx[e], Sdx[e], "dx", &st)) bad++;
        if (!fd_check(&pb, "u", (int64_t)e, gu[e], Sdu[e], "du", &st)) bad++;
        if (!fd_check(&pb, "v", (int64_t)e, gv[e], Sdv[e], "dv", &st)) bad++;
    }
    for (int64_t d = 0; d < D; d++)
        if (!fd_check(&pb, "p", d, gp[d], Sdp[d], "dp", &st)) bad++;
    for (int64_t i = 0; i < B * D; i++)
        if (!fd_check(&pb, "h0", i, gh0[i], Sdh0[i], "dh0", &st)) bad++;
    CU_ASSERT_EQUAL(bad, 0);
    /* the tolerance is not loose: S within 1e6 |grad| for all but a few elements */
    CU_ASSERT(st.loose * 100 <= st.checked);
    fprintf(stderr, "\n    [%s: %lld gradients, %lld exactly zero, worst |fd-grad|/max(|grad|,S) = %.2e, "
                    "max S/|grad| = %.2e (%lld above 1e6)]",
            sp->name, (long long)st.checked, (long long)st.zero, st.worst, st.max_ratio, (long long)st.loose);

    for (size_t i = 0; i < n; i++) mpfr_clears(gx[i], gu[i], gv[i], (mpfr_ptr)0);
    for (int64_t t = 0; t < L; t++) mpfr_clears(sx[t], su[t], sv[t], (mpfr_ptr)0);
    for (int64_t i = 0; i < B * D; i++) mpfr_clear(gh0[i]);
    for (int64_t d = 0; d < D; d++) mpfr_clear(gp[d]);
    free(gx);
    free(gu);
    free(gv);
    free(sx);
    free(su);
    free(sv);
    free(gh0);
    free(gp);
    mpfr_clears(h0, hout, gl, acc, (mpfr_ptr)0);
    sg_tset_free(&res);
    sg_case_free(&c);
}

static void test_fd_mixed(void) {
    const sg_case_spec sp = {"fd_mixed", "init/near1/clip/fast channels, resets at t=1 and inside, h0, dh_last",
                             SG_MODEL_RGLRU, 2, 16, 4, "t1+at:6,11", 1, 1, "mixed", 1.0};
    fd_case(&sp);
}

static void test_fd_clip(void) {
    const sg_case_spec sp = {"fd_clip", "clip regime (true derivative), reset inside, h0 carried into t=1",
                             SG_MODEL_RGLRU, 2, 20, 4, "at:9", 1, 1, "clip", 1.0};
    fd_case(&sp);
}

static void test_fd_init(void) {
    const sg_case_spec sp = {"fd_init", "init regime, no reset, D=8", SG_MODEL_RGLRU, 2, 12, 8, "none", 1, 1, "init",
                             1.0};
    fd_case(&sp);
}

static void test_fd_docs(void) {
    const sg_case_spec sp = {"fd_docs", "fast and mixed, packed documents, zero dh_last", SG_MODEL_RGLRU, 2, 24, 4,
                             "docs:5", 1, 0, "mixed", 1.0};
    fd_case(&sp);
}

/* ---- clip = 1 against clip = 0 --------------------------------------------------- */
static uint16_t bf(double v) { return sg_f32_to_bf16((float)v); }

static void test_clip_vs_true(void) {
    /* p = -12: s = 6.1e-6, 1-a^2 ~ 16 s r, so the clip threshold 2.5e-7 falls at
     * r ~ 2.5e-3 (v ~ -6): v in [-9, -3] gives both kinds in one sequence */
    enum { N = 40 };
    const float p = -12.0f;
    uint16_t x[N], u[N], v[N], dy[N];
    int32_t seg[N];
    uint64_t state = 12345;
    for (int k = 0; k < N; k++) {
        double r[4];
        for (int j = 0; j < 4; j++) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            r[j] = (double)(state >> 11) * 0x1p-53;
        }
        x[k] = bf(4 * r[0] - 2);
        u[k] = bf(6 * r[1] - 3);
        v[k] = bf(-9 + 6 * r[2]);
        dy[k] = bf(2 * r[3] - 1);
        seg[k] = k + 1;
    }
    seg[13] = 0;
    const long prec = FD_PREC;
    mpfr_t *dv0 = sg_xmalloc(N * sizeof(mpfr_t)), *dv1 = sg_xmalloc(N * sizeof(mpfr_t));
    mpfr_t *dx0 = sg_xmalloc(N * sizeof(mpfr_t)), *dx1 = sg_xmalloc(N * sizeof(mpfr_t));
    mpfr_t *y0 = sg_xmalloc(N * sizeof(mpfr_t)), *y1 = sg_xmalloc(N * sizeof(mpfr_t));
    for (int k = 0; k < N; k++) mpfr_inits2(prec, dv0[k], dv1[k], dx0[k], dx1[k], y0[k], y1[k], (mpfr_ptr)0);
    mpfr_t h0, ho, gl, g0, g1, acc0, acc1, dp0, dp1;
    mpfr_inits2(prec, h0, ho, gl, g0, g1, dp0, dp1, (mpfr_ptr)0);
    mpfr_inits2(prec + 64, acc0, acc1, (mpfr_ptr)0);
    mpfr_set_d(h0, 0.5625, MPFR_RNDN);
    mpfr_set_d(gl, -0.75, MPFR_RNDN);
    mpfr_set_ui(acc0, 0, MPFR_RNDN);
    mpfr_set_ui(acc1, 0, MPFR_RNDN);
    sg_oracle_rglru_seq_in in = {N, 1, x, u, v, dy, seg, p};
    sg_oracle_rglru_seq_stats s0, s1;
    SG_ASSERT_OK(sg_oracle_rglru_seq(&in, prec, 0, h0, ho, gl, g0, acc0, y0, dx0, NULL, dv0, &s0));
    SG_ASSERT_OK(sg_oracle_rglru_seq(&in, prec, 1, h0, ho, gl, g1, acc1, y1, dx1, NULL, dv1, &s1));
    sg_oracle_rglru_dp(p, acc0, dp0);
    sg_oracle_rglru_dp(p, acc1, dp1);
    /* marker: both kinds of step present */
    CU_ASSERT(s1.clipped > 0);
    CU_ASSERT(s1.clipped < s1.steps - s1.resets);
    CU_ASSERT_EQUAL(s0.clipped, s1.clipped);

    /* independent pieces: s, a_t, 1-a_t^2, m_t, g_t (straight formulas) */
    mpfr_t s, r, l, a[N], om[N], m[N], g[N], i_, t1, t2, dsum, dabs, sigp;
    mpfr_inits2(prec, s, r, l, i_, t1, t2, dsum, dabs, sigp, (mpfr_ptr)0);
    for (int k = 0; k < N; k++) mpfr_inits2(prec, a[k], om[k], m[k], g[k], (mpfr_ptr)0);
    mpfr_set_flt(s, p, MPFR_RNDN);
    mpfr_exp(s, s, MPFR_RNDN);
    mpfr_log1p(s, s, MPFR_RNDN);
    for (int k = 0; k < N; k++) {
        mpfr_set_flt(r, -sg_bf16_to_f32(v[k]), MPFR_RNDN);
        mpfr_exp(r, r, MPFR_RNDN);
        mpfr_add_ui(r, r, 1, MPFR_RNDN);
        mpfr_ui_div(r, 1, r, MPFR_RNDN);
        mpfr_mul(l, r, s, MPFR_RNDN);
        mpfr_mul_si(l, l, -8, MPFR_RNDN);
        mpfr_exp(a[k], l, MPFR_RNDN);
        mpfr_mul_2si(l, l, 1, MPFR_RNDN);
        mpfr_expm1(om[k], l, MPFR_RNDN);
        mpfr_neg(om[k], om[k], MPFR_RNDN);
        mpfr_sqrt(m[k], om[k], MPFR_RNDN);
    }
    for (int k = N - 1; k >= 0; k--) {
        mpfr_set_flt(g[k], sg_bf16_to_f32(dy[k]), MPFR_RNDN);
        if (k == N - 1) {
            mpfr_add(g[k], g[k], gl, MPFR_RNDN);
        } else if (seg[k + 1] != 0) {
            mpfr_mul(t1, a[k + 1], g[k + 1], MPFR_RNDN);
            mpfr_add(g[k], g[k], t1, MPFR_RNDN);
        }
    }
    int bad = 0, nclip = 0, nfree = 0;
    mpfr_set_ui(dsum, 0, MPFR_RNDN);
    mpfr_set_ui(dabs, 0, MPFR_RNDN);
    for (int k = 0; k < N; k++) {
        /* forward and g do not depend on Dq */
        if (!mpfr_equal_p(y0[k], y1[k]) || !mpfr_equal_p(dx0[k], dx1[k])) bad++;
        if (seg[k] == 0) {
            if (!(mpfr_zero_p(dv0[k]) && mpfr_zero_p(dv1[k]))) bad++;
            continue;
        }
        mpfr_mul_ui(t1, om[k], 4000000, MPFR_RNDN);
        int clipped = mpfr_cmp_ui(t1, 1) < 0;
        if (!clipped) {
            nfree++;
            if (!mpfr_equal_p(dv0[k], dv1[k])) {
                mpfr_fprintf(stderr, "\n  unclipped t=%d: dv %.20Re vs %.20Re\n", k, dv0[k], dv1[k]);
                bad++;
            }
            continue;
        }
        nclip++;
        if (mpfr_equal_p(dv0[k], dv1[k])) bad++;
        /* d(dl) = g (-2 a^2 x i) (1000 - 1/(2m));  d(dv) = d(dl) (-8 s r (1-r)) */
        mpfr_set_flt(r, -sg_bf16_to_f32(u[k]), MPFR_RNDN);
        mpfr_exp(r, r, MPFR_RNDN);
        mpfr_add_ui(r, r, 1, MPFR_RNDN);
        mpfr_ui_div(i_, 1, r, MPFR_RNDN);
        mpfr_ui_div(t1, 1, m[k], MPFR_RNDN);
        mpfr_mul_2si(t1, t1, -1, MPFR_RNDN);
        mpfr_ui_sub(t1, 1000, t1, MPFR_RNDN); /* 1000 - 1/(2m) */
        mpfr_sqr(t2, a[k], MPFR_RNDN);
        mpfr_mul(t1, t1, t2, MPFR_RNDN);
        mpfr_mul_si(t1, t1, -2, MPFR_RNDN);
        mpfr_mul(t1, t1, i_, MPFR_RNDN);
        mpfr_mul_d(t1, t1, (double)sg_bf16_to_f32(x[k]), MPFR_RNDN);
        mpfr_mul(t1, t1, g[k], MPFR_RNDN); /* d(dl) */
        /* r(1-r) and r for this v */
        mpfr_set_flt(r, -sg_bf16_to_f32(v[k]), MPFR_RNDN);
        mpfr_exp(r, r, MPFR_RNDN);
        mpfr_add_ui(r, r, 1, MPFR_RNDN);
        mpfr_ui_div(r, 1, r, MPFR_RNDN);
        mpfr_mul(t2, t1, r, MPFR_RNDN); /* r d(dl), for dp */
        mpfr_add(dsum, dsum, t2, MPFR_RNDN);
        mpfr_abs(t2, t2, MPFR_RNDN);
        mpfr_add(dabs, dabs, t2, MPFR_RNDN);
        mpfr_ui_sub(t2, 1, r, MPFR_RNDN);
        mpfr_mul(t2, t2, r, MPFR_RNDN);
        mpfr_mul(t2, t2, s, MPFR_RNDN);
        mpfr_mul_si(t2, t2, -8, MPFR_RNDN);
        mpfr_mul(t1, t1, t2, MPFR_RNDN); /* analytic d(dv) */
        mpfr_sub(t2, dv1[k], dv0[k], MPFR_RNDN);
        mpfr_sub(t2, t2, t1, MPFR_RNDN);
        double tol = 0x1p-280 * (fabs(mpfr_get_d(dv0[k], MPFR_RNDN)) + fabs(mpfr_get_d(dv1[k], MPFR_RNDN)) +
                                 fabs(mpfr_get_d(t1, MPFR_RNDN)));
        if (!(fabs(mpfr_get_d(t2, MPFR_RNDN)) <= tol)) {
            mpfr_fprintf(stderr, "\n  clipped t=%d: dv change %.20Re, analytic %.20Re\n", k, dv1[k], t1);
            bad++;
        }
    }
    CU_ASSERT(nclip > 0 && nfree > 0);
    CU_ASSERT_EQUAL(nclip, (int)s1.clipped);
    /* dp: dp1 - dp0 = -8 sigma(p) sum_t r_t d(dl)_t */
    mpfr_set_flt(sigp, -p, MPFR_RNDN);
    mpfr_exp(sigp, sigp, MPFR_RNDN);
    mpfr_add_ui(sigp, sigp, 1, MPFR_RNDN);
    mpfr_ui_div(sigp, 1, sigp, MPFR_RNDN);
    mpfr_mul(dsum, dsum, sigp, MPFR_RNDN);
    mpfr_mul_si(dsum, dsum, -8, MPFR_RNDN);
    mpfr_mul(dabs, dabs, sigp, MPFR_RNDN);
    mpfr_mul_ui(dabs, dabs, 8, MPFR_RNDN);
    mpfr_sub(t1, dp1, dp0, MPFR_RNDN);
    mpfr_sub(t1, t1, dsum, MPFR_RNDN);
    double tol = 0x1p-280 * (fabs(mpfr_get_d(dp0, MPFR_RNDN)) + fabs(mpfr_get_d(dp1, MPFR_RNDN)) +
                             mpfr_get_d(dabs, MPFR_RNDN));
    if (!(fabs(mpfr_get_d(t1, MPFR_RNDN)) <= tol)) {
        mpfr_fprintf(stderr, "\n  dp change %.20Re vs analytic %.20Re\n", t1, dsum);
        bad++;
    }
    CU_ASSERT(!mpfr_equal_p(dp0, dp1));
    CU_ASSERT_EQUAL(bad, 0);
    fprintf(stderr, "\n    [%d clipped steps, %d unclipped, %d resets]", nclip, nfree, (int)s1.resets);

    for (int k = 0; k < N; k++) mpfr_clears(dv0[k], dv1[k], dx0[k], dx1[k], y0[k], y1[k], a[k], om[k], m[k], g[k],
                                            (mpfr_ptr)0);
    free(dv0);
    free(dv1);
    free(dx0);
    free(dx1);
    free(y0);
    free(y1);
    mpfr_clears(h0, ho, gl, g0, g1, acc0, acc1, dp0, dp1, s, r, l, i_, t1, t2, dsum, dabs, sigp, (mpfr_ptr)0);
}

/* In the fixtures' clip regime every non-reset step is clipped. */
static void test_clip_regime_marker(void) {
    const sg_case_spec sp = {"fd_clip_marker", "clip regime: all steps clipped", SG_MODEL_RGLRU, 1, 64, 8, "t1+at:33",
                             0, 1, "clip", 1.0};
    sg_case c;
    sg_tset res;
    sg_test_oracle_run(&sp, &c, &res);
    sg_rglru_problem pb;
    SG_ASSERT_OK(sg_case_rglru_problem(&c, &pb));
    const char *cl = sg_tset_meta(&res, "clipped_steps"), *rs = sg_tset_meta(&res, "reset_steps");
    CU_ASSERT(cl && rs);
    if (cl && rs) CU_ASSERT_EQUAL(atol(cl), pb.B * pb.L * pb.D - atol(rs));
    sg_tset_free(&res);
    sg_case_free(&c);
}

void sg_register_tests(void) {
    static const sg_test_entry fd[] = {
        {"FD: mixed regimes, resets t=1 and inside, h0, dh_last", test_fd_mixed},
        {"FD: clip regime with the true derivative, reset inside", test_fd_clip},
        {"FD: init regime, no reset (h0 carried), D=8", test_fd_init},
        {"FD: packed documents, zero dh_last", test_fd_docs},
        {"clip=1 vs clip=0: equal where unclipped, analytic change where clipped", test_clip_vs_true},
        {"clip regime fixture: every non-reset step clipped", test_clip_regime_marker},
        {NULL, NULL},
    };
    sg_add_suite("oracle finite differences", fd);
}
