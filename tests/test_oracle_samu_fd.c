/* test_oracle_samu_fd.c - the SAMU oracle's backward against central finite
 * differences of its straight-evaluation loss (labels: oracle, slow).
 *
 * Every element of every gradient of small cases (dx at every (b,t,k),
 * dw_phi, dw_r at every k = 0..D, da_phi, da_r, dnu, dtheta at every mode,
 * dz0 at every (b,k)) is compared, as an MPFR value at 320 bits with the true
 * sqrt derivative (clip = 0), with
 *     fd = (loss(+delta) - loss(-delta)) / (2 delta),  delta = 2^-70,
 * where loss = sum dy.y + sum dz_last.z_last is evaluated element by element
 * with its own transcendentals (sg_oracle_samu_loss: direct tanh, sin/cos of
 * theta + d, exp and expm1 of -nu E, w-hat elementwise, no shared tables).
 * The central difference has truncation error delta^2/6 |loss'''| ~ 1e-43
 * |loss'''| and rounding error ~ 2^-320 |loss| / delta ~ 1e-75, so 20 agreeing
 * decimal digits are a real test. Pass: |fd - grad| <= 1e-20 max(|grad|, S),
 * where S is the oracle's magnitude of the element: S >= |grad| and S is a sum
 * of the magnitudes of the terms the gradient is made of, so a wrong term or
 * factor moves grad by about the size of a term, ~1e15 above the tolerance
 * (a sign error in any one of the ~20 backward formulas was seen to fail by
 * that much); the test also checks S is not so large against |grad| that the
 * tolerance would become loose (S/|grad| <= 1e6 for all but 1% of elements).
 * Exactly zero gradients (dz0 when t = 1 is a reset; dw at zero amplitude)
 * must have an exactly zero difference (the loss does not move at all).
 *
 * A second test checks the clipped derivative (clip = 1) on a hand-built
 * problem whose spectrum has nu ~ 1e-8 (1 - rho^2 ~ 2e-8 < 2.5e-7): the
 * quantities the clip cannot reach (y, z_last, dz0, dtheta, dw_phi, da_phi,
 * and dnu of modes without a clipped step) are bitwise those of clip = 0; the
 * others (dnu, dx, dw_r, da_r) differ by the analytic change of Dq, computed
 * here independently (straight formulas at 320 bits) through
 * kappa = rho rhobar: dkappa = -2 rho^2 (1000 - 1/(2 gamma)) <G, w> at each
 * clipped step.
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
#define NQS 10

typedef sg_test_fd_stats fd_stats;

/* The oracle's results with the exact values of every quantity. */
typedef struct {
    sg_tset res;
    sg_test_exact ex;
} full_res;

static void full_run(const sg_samu_problem *pb, int clip, full_res *fr) {
    sg_test_exact_init(&fr->ex, pb, FD_PREC);
    CU_ASSERT_EQUAL_FATAL(fr->ex.nq, NQS);
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    o.prec = FD_PREC;
    o.clip = clip;
    o.threads = 2;
    sg_tset_init(&fr->res);
    SG_ASSERT_OK(sg_oracle_samu_ex(pb, &o, &fr->res, NULL, NULL, fr->ex.mp));
}

static void full_free(full_res *fr) {
    sg_test_exact_free(&fr->ex);
    sg_tset_free(&fr->res);
}

static const double *td(const sg_tset *s, const char *name) {
    const sg_tensor *t = sg_tset_get(s, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    return (const double *)t->data;
}

/* Compare one MPFR gradient with the central difference for (which, index). */
static int fd_check(const sg_samu_problem *pb, const char *which, int64_t index, mpfr_srcptr grad, double S,
                    const char *q, fd_stats *st) {
    return sg_test_fd_check(SG_MODEL_SAMU, pb, which, index, grad, S, q, st);
}

static void fd_problem(const sg_samu_problem *pb, const char *name) {
    full_res fr;
    full_run(pb, 0, &fr);
    const sg_quantity *qs;
    int nq = sg_model_quantities(SG_MODEL_SAMU, &qs);
    /* the input each gradient belongs to, in the model's quantity order */
    static const char *const input_of[NQS] = {NULL, NULL, "x", "w_phi", "w_r", "a_phi", "a_r", "nu", "theta", "z0"};
    fd_stats st = {0, 0, 0, 0.0, 0.0};
    int bad = 0, mism = 0;
    for (int k = 0; k < nq; k++) {
        char nm[SG_NAME_MAX];
        snprintf(nm, sizeof nm, "%s.f64", qs[k].name);
        const double *f = td(&fr.res, nm);
        for (size_t i = 0; i < fr.ex.n[k]; i++) /* the exact values behind the tensors */
            if (f[i] != (mpfr_zero_p(fr.ex.mp[k][i]) ? 0.0 : mpfr_get_d(fr.ex.mp[k][i], MPFR_RNDN))) mism++;
        if (!input_of[k]) continue;
        CU_ASSERT_FATAL(qs[k].is_grad);
        snprintf(nm, sizeof nm, "%s.S", qs[k].name);
        const double *S = td(&fr.res, nm);
        for (size_t i = 0; i < fr.ex.n[k]; i++)
            if (!fd_check(pb, input_of[k], (int64_t)i, fr.ex.mp[k][i], S[i], qs[k].name, &st)) bad++;
    }
    CU_ASSERT_EQUAL(mism, 0);
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT(st.loose * 100 <= st.checked);
    fprintf(stderr, "\n    [%s: %lld gradients, %lld exactly zero, worst |fd-grad|/max(|grad|,S) = %.2e, "
                    "max S/|grad| = %.2e (%lld above 1e6)]",
            name, (long long)st.checked, (long long)st.zero, st.worst, st.max_ratio, (long long)st.loose);
    full_free(&fr);
}

static void fd_case(const sg_case_spec *sp) {
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &c));
    sg_samu_problem pb;
    SG_ASSERT_OK(sg_case_samu_problem(&c, &pb));
    fd_problem(&pb, sp->name);
    sg_case_free(&c);
}

static void test_fd_init(void) {
    const sg_case_spec sp = {"fd_init", "init regime, resets at t=1 and inside, z0, dz_last", SG_MODEL_SAMU, 2, 16,
                             8, "t1+at:6,11", 1, 1, "init", 1.0};
    fd_case(&sp);
}

static void test_fd_slow(void) {
    const sg_case_spec sp = {"fd_slow", "slow phases, reset inside only: z0 carried, dz0 nonzero", SG_MODEL_SAMU, 2,
                             12, 6, "at:7", 1, 1, "slow", 1.0};
    fd_case(&sp);
}

static void test_fd_near1(void) {
    const sg_case_spec sp = {"fd_near1", "nu = 1e-3, no reset, D=10 (odd M = 5)", SG_MODEL_SAMU, 2, 14, 10, "none",
                             1, 1, "near1", 1.0};
    fd_case(&sp);
}

static void test_fd_rtu(void) {
    const sg_case_spec sp = {"fd_rtu", "zero amplitudes (da nonzero, dw zero), resets t=1 and inside",
                             SG_MODEL_SAMU, 2, 10, 6, "t1+at:4", 1, 1, "rtu", 1.0};
    fd_case(&sp);
}

/* ---- a hand-built problem with a tiny spectrum (the clip regime) -------------------- */
typedef struct {
    sg_samu_problem pb;
    uint16_t x[2 * 20 * 10], dy[2 * 20 * 10];
    float z0[20], dzl[20], wp[11], wr[11], nu[5], th[5];
    int32_t seg[40];
} tiny_problem;

static uint16_t bf(double v) { return sg_f32_to_bf16((float)v); }

/* M = 5: nu = 1e-8, 4e-8 (always clipped: 1 - rho^2 ~ 2 nu E < 2.5e-7),
 * 0.02 (never), 3e-7 (never: 1 - rho^2 >= 5e-7), 1.2e-7 (1 - rho^2 ~ 2.4e-7 E
 * straddles the threshold as E_t = exp(c_t) moves: both kinds in one mode). */
static void tiny_init(tiny_problem *tp) {
    enum { B = 2, L = 20, D = 10, M = 5 };
    uint64_t s = 0x853c49e6748fea9bull;
    double r[4];
    for (int i = 0; i < B * L * D; i++) {
        for (int j = 0; j < 2; j++) {
            s = s * 6364136223846793005ull + 1442695040888963407ull;
            r[j] = (double)(s >> 11) * 0x1p-53;
        }
        tp->x[i] = bf(4 * r[0] - 2);
        tp->dy[i] = bf(2 * r[1] - 1);
    }
    for (int i = 0; i < B * D; i++) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        tp->z0[i] = (float)((double)(s >> 11) * 0x1p-53 - 0.5);
        tp->dzl[i] = (float)(0.25 * (double)(i % 7) - 0.75);
    }
    for (int k = 0; k <= D; k++) {
        tp->wp[k] = (float)(0.5 + 0.25 * (double)((k * 7) % 5) - 0.6 * (double)(k % 2));
        tp->wr[k] = (float)(-0.8 + 0.3 * (double)((k * 3) % 7) - 0.1 * (double)k);
    }
    static const float nu[M] = {1e-8f, 4e-8f, 0.02f, 3e-7f, 1.2e-7f};
    static const float th[M] = {0.3f, 2.5f, -1.0f, 4.0f, 0.05f};
    memcpy(tp->nu, nu, sizeof nu);
    memcpy(tp->th, th, sizeof th);
    for (int b = 0; b < B; b++)
        for (int t = 0; t < L; t++) tp->seg[b * L + t] = t + 1;
    tp->seg[7] = 0;      /* row 0: a reset inside (t = 8), z0 carried into t = 1 */
    tp->seg[L + 0] = 0;  /* row 1: reset at t = 1 */
    tp->seg[L + 12] = 0; /* and inside */
    sg_samu_problem pb = {B, L, D, tp->x, tp->dy, tp->z0, tp->dzl, tp->seg, tp->wp, tp->wr, 1.5f, -2.0f,
                          tp->nu, tp->th};
    tp->pb = pb;
}

static void test_fd_tiny_nu(void) {
    tiny_problem tp;
    tiny_init(&tp);
    fd_problem(&tp.pb, "fd_tiny_nu (true derivative where clip = 1 would clip)");
}

/* Fast decay: nu up to 25 (rho^2 < 1/2, rho = exp(-nu E) directly) beside nu = 1e-3
 * and 0.3, strong amplitudes (a_r = 2.9). */
static void test_fd_fast(void) {
    enum { L = 12 };
    sg_test_samu_hand h;
    sg_test_samu_hand_init(&h, L);
    h.seg[L] = 0;
    h.seg[L + 5] = 0;
    fd_problem(&h.pb, "fd_fast (nu up to 25, a_r = 2.9)");
    sg_test_samu_hand_free(&h);
}

/* ---- clip = 1 against clip = 0 ------------------------------------------------------- */
static void test_clip_vs_true(void) {
    tiny_problem tp;
    tiny_init(&tp);
    const sg_samu_problem *pb = &tp.pb;
    const int64_t B = pb->B, L = pb->L, D = pb->D, M = D / 2;
    full_res r0, r1;
    full_run(pb, 0, &r0);
    full_run(pb, 1, &r1);
    const char *cs = sg_tset_meta(&r1.res, "clipped_steps"), *rs = sg_tset_meta(&r1.res, "reset_steps");
    CU_ASSERT_FATAL(cs && rs);
    const long nclip_oracle = atol(cs), nreset = atol(rs);
    /* marker: both kinds of step present */
    CU_ASSERT(nclip_oracle > 0 && nclip_oracle < B * L * M - nreset);

    /* independent pieces, straight formulas at 320 bits */
    const mpfr_prec_t pr = FD_PREC;
    mpfr_t n, gr, fr, u, p, r, q, E, h, d, phi, sn, cs_, rho, om, gam, lr, li, Gr, Gi, Hr, Hi, t1, t2, dJ, dk;
    mpfr_inits2(pr, n, gr, fr, u, p, r, q, E, h, d, phi, sn, cs_, rho, om, gam, lr, li, Gr, Gi, Hr, Hi, t1, t2,
                dJ, dk, (mpfr_ptr)0);
    mpfr_t *wph = sg_xmalloc((size_t)(D + 1) * sizeof(mpfr_t)), *wrh = sg_xmalloc((size_t)(D + 1) * sizeof(mpfr_t));
    mpfr_t *dnu = sg_xmalloc((size_t)M * sizeof(mpfr_t)), *dnuabs = sg_xmalloc((size_t)M * sizeof(mpfr_t));
    mpfr_t *sx = sg_xmalloc((size_t)(D + 1) * sizeof(mpfr_t)); /* sum dvbar x~ */
    const size_t nbl = (size_t)(B * L);
    mpfr_t *Eb = sg_xmalloc(nbl * sizeof(mpfr_t)), *Et = sg_xmalloc(nbl * sizeof(mpfr_t));
    mpfr_t *Kr = sg_xmalloc(nbl * sizeof(mpfr_t)), *qt = sg_xmalloc(nbl * sizeof(mpfr_t));
    mpfr_t *dt = sg_xmalloc(nbl * sizeof(mpfr_t));
    for (int64_t k = 0; k <= D; k++) mpfr_inits2(pr, wph[k], wrh[k], sx[k], (mpfr_ptr)0);
    for (int64_t m = 0; m < M; m++) mpfr_inits2(pr, dnu[m], dnuabs[m], (mpfr_ptr)0);
    for (size_t i = 0; i < nbl; i++) mpfr_inits2(pr, Eb[i], Et[i], Kr[i], qt[i], dt[i], (mpfr_ptr)0);
    sg_samu_unit_direction(wph, pb->w_phi, D + 1, -1, NULL, n);
    sg_samu_unit_direction(wrh, pb->w_r, D + 1, -1, NULL, n);
    mpfr_set_si(n, (long)M, MPFR_RNDN);
    mpfr_sqrt(n, n, MPFR_RNDN);
    mpfr_t gp;
    mpfr_init2(gp, pr);
    mpfr_set_flt(gp, pb->a_phi, MPFR_RNDN);
    mpfr_tanh(gp, gp, MPFR_RNDN);
    mpfr_div(gp, gp, n, MPFR_RNDN);
    mpfr_set_flt(gr, pb->a_r, MPFR_RNDN);
    mpfr_tanh(gr, gr, MPFR_RNDN);
    mpfr_sqr(fr, gr, MPFR_RNDN);
    mpfr_ui_sub(fr, 1, fr, MPFR_RNDN);
    mpfr_div(fr, fr, n, MPFR_RNDN); /* (1 - tanh^2 a_r)/sqrt(M) */
    mpfr_div(gr, gr, n, MPFR_RNDN);
    /* controller per token: E, d, q, Kr = g^r (1-r^2)^2/(1+r^2)^2 */
    for (int64_t b = 0; b < B; b++)
        for (int64_t t = 0; t < L; t++) {
            const int64_t e0 = (b * L + t) * D, i = b * L + t;
            for (int dir = 0; dir < 2; dir++) {
                mpfr_t *w = dir ? wrh : wph;
                mpfr_set(u, w[D], MPFR_RNDN);
                for (int64_t k = 0; k < D; k++) {
                    mpfr_mul_d(t1, w[k], (double)sg_bf16_to_f32(pb->x[e0 + k]), MPFR_RNDN);
                    mpfr_add(u, u, t1, MPFR_RNDN);
                }
                mpfr_tanh(dir ? r : p, u, MPFR_RNDN);
            }
            mpfr_mul(dt[i], gp, p, MPFR_RNDN);
            mpfr_sqr(t1, r, MPFR_RNDN);
            mpfr_add_ui(t2, t1, 1, MPFR_RNDN); /* 1 + r^2 */
            mpfr_ui_sub(t1, 1, t1, MPFR_RNDN); /* 1 - r^2 */
            mpfr_div(qt[i], r, t2, MPFR_RNDN);
            mpfr_div(h, t1, t2, MPFR_RNDN);
            mpfr_sqr(h, h, MPFR_RNDN);
            mpfr_mul(Kr[i], gr, h, MPFR_RNDN);
            mpfr_mul(t1, gr, qt[i], MPFR_RNDN);
            mpfr_exp(Et[i], t1, MPFR_RNDN);
            mpfr_set_ui(Eb[i], 0, MPFR_RNDN);
        }
    /* per mode: the cotangent G (clip-independent) and the change of kappa */
    long nclip = 0;
    for (int64_t m = 0; m < M; m++) {
        mpfr_set_ui(dnu[m], 0, MPFR_RNDN);
        mpfr_set_ui(dnuabs[m], 0, MPFR_RNDN);
        mpfr_t nu_, th_;
        mpfr_inits2(pr, nu_, th_, (mpfr_ptr)0);
        mpfr_set_flt(nu_, pb->nu[m], MPFR_RNDN);
        mpfr_set_flt(th_, pb->theta[m], MPFR_RNDN);
        for (int64_t b = 0; b < B; b++) {
            for (int64_t t = L - 1; t >= 0; t--) {
                const int64_t e0 = (b * L + t) * D, i = b * L + t;
                mpfr_set_d(Hr, (double)sg_bf16_to_f32(pb->dy[e0 + m]), MPFR_RNDN);
                mpfr_set_d(Hi, (double)sg_bf16_to_f32(pb->dy[e0 + M + m]), MPFR_RNDN);
                if (t == L - 1) {
                    mpfr_add_d(Gr, Hr, (double)pb->dz_last[b * D + m], MPFR_RNDN);
                    mpfr_add_d(Gi, Hi, (double)pb->dz_last[b * D + M + m], MPFR_RNDN);
                } else if (pb->segpos[i + 1] != 0) {
                    /* lambda_{t+1} */
                    mpfr_add(phi, th_, dt[i + 1], MPFR_RNDN);
                    mpfr_sin_cos(sn, cs_, phi, MPFR_RNDN);
                    mpfr_mul(t1, nu_, Et[i + 1], MPFR_RNDN);
                    mpfr_neg(t1, t1, MPFR_RNDN);
                    mpfr_exp(rho, t1, MPFR_RNDN);
                    mpfr_mul(lr, rho, cs_, MPFR_RNDN);
                    mpfr_mul(li, rho, sn, MPFR_RNDN);
                    /* G = Y + conj(lambda) G */
                    mpfr_mul(t1, lr, Gr, MPFR_RNDN);
                    mpfr_fma(t1, li, Gi, t1, MPFR_RNDN);
                    mpfr_mul(t2, lr, Gi, MPFR_RNDN);
                    mpfr_fms(t2, li, Gr, t2, MPFR_RNDN);
                    mpfr_add(Gr, Hr, t1, MPFR_RNDN);
                    mpfr_sub(Gi, Hi, t2, MPFR_RNDN);
                } else {
                    mpfr_set(Gr, Hr, MPFR_RNDN);
                    mpfr_set(Gi, Hi, MPFR_RNDN);
                }
                if (pb->segpos[i] == 0) continue;
                /* 1 - rho^2, the clip decision, and dJ = -2 rho^2 (1000 - 1/(2 gamma)) */
                mpfr_mul(t1, nu_, Et[i], MPFR_RNDN);
                mpfr_mul_si(t1, t1, -2, MPFR_RNDN);
                mpfr_exp(rho, t1, MPFR_RNDN); /* rho^2 */
                mpfr_expm1(om, t1, MPFR_RNDN);
                mpfr_neg(om, om, MPFR_RNDN);
                mpfr_mul_ui(t2, om, 4000000, MPFR_RNDN);
                if (mpfr_cmp_ui(t2, 1) >= 0) continue;
                nclip++;
                mpfr_sqrt(gam, om, MPFR_RNDN);
                mpfr_ui_div(t2, 1, gam, MPFR_RNDN);
                mpfr_mul_2si(t2, t2, -1, MPFR_RNDN);
                mpfr_ui_sub(t2, 1000, t2, MPFR_RNDN);
                mpfr_mul(dJ, rho, t2, MPFR_RNDN);
                mpfr_mul_si(dJ, dJ, -2, MPFR_RNDN);
                /* dkappa = dJ <G, w> */
                mpfr_mul_d(t1, Gr, (double)sg_bf16_to_f32(pb->x[e0 + m]), MPFR_RNDN);
                mpfr_mul_d(t2, Gi, (double)sg_bf16_to_f32(pb->x[e0 + M + m]), MPFR_RNDN);
                mpfr_add(t1, t1, t2, MPFR_RNDN);
                mpfr_mul(dk, dJ, t1, MPFR_RNDN);
                /* dnu -= E dkappa; Ebar -= nu dkappa */
                mpfr_mul(t1, Et[i], dk, MPFR_RNDN);
                mpfr_sub(dnu[m], dnu[m], t1, MPFR_RNDN);
                mpfr_abs(t1, t1, MPFR_RNDN);
                mpfr_add(dnuabs[m], dnuabs[m], t1, MPFR_RNDN);
                mpfr_mul(t1, nu_, dk, MPFR_RNDN);
                mpfr_sub(Eb[i], Eb[i], t1, MPFR_RNDN);
            }
        }
        mpfr_clears(nu_, th_, (mpfr_ptr)0);
    }
    CU_ASSERT_EQUAL(nclip, nclip_oracle);

    int bad = 0;
    mpfr_t diff;
    mpfr_init2(diff, pr);
    /* compare an element's change with the analytic one; S of the element as the scale */
    const double tolrel = 0x1p-270;
#define CHANGE_OK(q, i, want, S)                                                                             \
    do {                                                                                                     \
        mpfr_sub(diff, r1.ex.mp[q][i], r0.ex.mp[q][i], MPFR_RNDN);                                                 \
        mpfr_sub(diff, diff, (want), MPFR_RNDN);                                                             \
        if (!(fabs(mpfr_get_d(diff, MPFR_RNDN)) <= tolrel * ((S) + fabs(mpfr_get_d((want), MPFR_RNDN))))) {  \
            mpfr_fprintf(stderr, "\n  clip change of quantity %d [%lld]: %.20Re vs analytic %.20Re\n", (q),    \
                         (long long)(i), diff, (want));                                                      \
            bad++;                                                                                           \
        }                                                                                                    \
    } while (0)
    const double *Snu = td(&r1.res, "dnu.S"), *Sdx = td(&r1.res, "dx.S"), *Sdwr = td(&r1.res, "dw_r.S"),
                 *Sdar = td(&r1.res, "da_r.S");
    /* unchanged quantities: y, z_last, dw_phi, da_phi, dtheta, dz0 (quantity order) */
    static const int same[6] = {0, 1, 3, 5, 8, 9};
    for (int j = 0; j < 6; j++)
        for (size_t i = 0; i < r0.ex.n[same[j]]; i++)
            if (!mpfr_equal_p(r0.ex.mp[same[j]][i], r1.ex.mp[same[j]][i]) &&
                !(mpfr_zero_p(r0.ex.mp[same[j]][i]) && mpfr_zero_p(r1.ex.mp[same[j]][i])))
                bad++;
    /* dnu: changed exactly for the modes with clipped steps */
    int nchanged = 0;
    for (int64_t m = 0; m < M; m++) {
        if (mpfr_zero_p(dnuabs[m])) {
            if (!mpfr_equal_p(r0.ex.mp[7][m], r1.ex.mp[7][m])) bad++;
            continue;
        }
        nchanged++;
        CHANGE_OK(7, m, dnu[m], Snu[m]);
    }
    CU_ASSERT(nchanged >= 3 && nchanged < M); /* modes 0, 1, 4 (and never mode 2) */
    /* cbar = Ebar E, vbar = cbar Kr; dx += vbar w-hat^r; dw_r from sum vbar x~; da_r */
    mpfr_t dar, dv;
    mpfr_inits2(pr, dar, dv, (mpfr_ptr)0);
    mpfr_set_ui(dar, 0, MPFR_RNDN);
    for (int64_t k = 0; k <= D; k++) mpfr_set_ui(sx[k], 0, MPFR_RNDN);
    for (int64_t b = 0; b < B; b++)
        for (int64_t t = 0; t < L; t++) {
            const int64_t i = b * L + t, e0 = i * D;
            mpfr_mul(t1, Eb[i], Et[i], MPFR_RNDN); /* dcbar */
            mpfr_fma(dar, t1, qt[i], dar, MPFR_RNDN);
            mpfr_mul(dv, t1, Kr[i], MPFR_RNDN); /* dvbar */
            for (int64_t k = 0; k < D; k++) {
                mpfr_mul(t2, dv, wrh[k], MPFR_RNDN);
                CHANGE_OK(2, (size_t)(e0 + k), t2, Sdx[e0 + k]);
                mpfr_mul_d(t2, dv, (double)sg_bf16_to_f32(pb->x[e0 + k]), MPFR_RNDN);
                mpfr_add(sx[k], sx[k], t2, MPFR_RNDN);
            }
            mpfr_add(sx[D], sx[D], dv, MPFR_RNDN);
        }
    mpfr_mul(dar, dar, fr, MPFR_RNDN);
    CHANGE_OK(6, 0, dar, Sdar[0]);
    /* dw_r = (s - w-hat (w-hat . s))/|w_r| */
    mpfr_set_ui(t1, 0, MPFR_RNDN);
    for (int64_t k = 0; k <= D; k++) mpfr_fma(t1, wrh[k], sx[k], t1, MPFR_RNDN);
    mpfr_set_ui(n, 0, MPFR_RNDN);
    for (int64_t k = 0; k <= D; k++) {
        mpfr_set_flt(t2, pb->w_r[k], MPFR_RNDN);
        mpfr_fma(n, t2, t2, n, MPFR_RNDN);
    }
    mpfr_sqrt(n, n, MPFR_RNDN);
    for (int64_t k = 0; k <= D; k++) {
        mpfr_mul(t2, wrh[k], t1, MPFR_RNDN);
        mpfr_sub(t2, sx[k], t2, MPFR_RNDN);
        mpfr_div(t2, t2, n, MPFR_RNDN);
        CHANGE_OK(4, (size_t)k, t2, Sdwr[k]);
    }
#undef CHANGE_OK
    CU_ASSERT(!mpfr_equal_p(r0.ex.mp[6][0], r1.ex.mp[6][0])); /* da_r moved */
    CU_ASSERT_EQUAL(bad, 0);
    fprintf(stderr, "\n    [%ld clipped mode-steps of %ld non-reset; %d modes with clipped steps]", nclip,
            (long)(B * L * M - nreset), nchanged);

    mpfr_clears(dar, dv, diff, gp, (mpfr_ptr)0);
    mpfr_clears(n, gr, fr, u, p, r, q, E, h, d, phi, sn, cs_, rho, om, gam, lr, li, Gr, Gi, Hr, Hi, t1, t2, dJ, dk,
                (mpfr_ptr)0);
    for (int64_t k = 0; k <= D; k++) mpfr_clears(wph[k], wrh[k], sx[k], (mpfr_ptr)0);
    for (int64_t m = 0; m < M; m++) mpfr_clears(dnu[m], dnuabs[m], (mpfr_ptr)0);
    for (size_t i = 0; i < nbl; i++) mpfr_clears(Eb[i], Et[i], Kr[i], qt[i], dt[i], (mpfr_ptr)0);
    free(wph);
    free(wrh);
    free(dnu);
    free(dnuabs);
    free(sx);
    free(Eb);
    free(Et);
    free(Kr);
    free(qt);
    free(dt);
    full_free(&r0);
    full_free(&r1);
}

void sg_register_tests(void) {
    static const sg_test_entry fd[] = {
        {"FD: init regime, resets t=1 and inside, z0, dz_last (every gradient element)", test_fd_init},
        {"FD: slow phases, z0 carried into t=1", test_fd_slow},
        {"FD: nu = 1e-3, no reset, odd M", test_fd_near1},
        {"FD: zero amplitudes", test_fd_rtu},
        {"FD: nu ~ 1e-8 with the true derivative", test_fd_tiny_nu},
        {"FD: fast decay (nu up to 25), strong amplitudes", test_fd_fast},
        {"clip=1 vs clip=0: unreachable quantities bitwise equal, the others by the analytic change",
         test_clip_vs_true},
        {NULL, NULL},
    };
    sg_add_suite("oracle samu finite differences", fd);
}
