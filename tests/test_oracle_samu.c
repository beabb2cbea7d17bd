/* test_oracle_samu.c - the exact MPFR oracle of the SAMU core (label: oracle).
 *
 * Targets, one test each:
 *  - self-certification >= 60 agreeing bits (THRESHOLDS.md oracle.certification.min_bits) for every quantity on small cases
 *    of all four regimes, with resets (t=1 and inside), nonzero z0 and dz_last,
 *    odd M (D=38, M=19: three mode blocks, the last partial), L=1, large
 *    inputs (tanh saturated); S >= |value| everywhere; and the smoke set's
 *    SAMU cases;
 *  - the three routes to rho = exp(-nu E) (series, MPFR expm1, exp; nu up to
 *    25), each proved to have run by a marker;
 *  - zero amplitudes (regime rtu: a_phi = a_r = 0, so d = c = 0, E = 1): the
 *    static complex diagonal recurrence lambda_m = e^-nu_m e^{i theta_m},
 *    gamma_m = sqrt(1 - e^{-2 nu_m}), evaluated independently here in long
 *    double complex: y and z_last by the recurrence, dx and dz0 by the closed
 *    form G_t = sum_s conj(lambda)^(s-t) Y_s (+ conj(lambda)^(L-t) Z) over the
 *    segment, and dnu, dtheta by forward-mode tangents (dz/dnu, dz/dtheta
 *    carried along the forward), not by the oracle's reverse mode;
 *  - normalisation invariance: w^phi -> k w^phi, w^r -> k' w^r (k, k' = 2, 1/2,
 *    exact in binary) leaves every output bitwise unchanged except dw^phi,
 *    dw^r, which scale exactly by 1/k, 1/k'; dw . w = 0 (the gradient is
 *    orthogonal to the direction vector);
 *  - 1, 2 and 3 threads give bitwise equal results (fixed mode blocks), also
 *    over several backward segments and with certification;
 *  - the backward's segments (SG_ORACLE_SAMU_SEGMENT tokens, each recomputed
 *    from a checkpoint): the static recurrence and central differences of the
 *    straight-evaluation loss across segment edges, with resets at the last
 *    and first tokens of segments and a carried edge;
 *  - the oracle's accounting of its working storage: per row, no [L,D]
 *    buffer, below the stored inputs and results at D = 64;
 *  - the exact values returned through sg_oracle_samu_ex's mp sink are the
 *    values the tensors are rounded from (f64, BF16, FP32 correct roundings);
 *  - the cache: file name <hash>-samu-1-p128, hit identical, truncated and
 *    edited files recomputed; forward_only; refusals of bad inputs;
 *  - the streamed oracle (sg_oracle_samu_stream): its blocks, assembled, are
 *    bitwise the whole results (f64, BF16, FP32, S of every quantity) and its
 *    certification bits the same, every element handed over exactly once, in
 *    boxes of one row and one backward segment for y and dx, never from two
 *    threads at once (B = 1, 2; L = 1, 63, 64, 65, 200; D = 2, 16; resets at
 *    segment edges, z0, dz_last; 1 and 2 threads); a consumer's failure ends
 *    the stream with its status, no call after it, nothing leaked (ASan).
 * Failures print their inputs in %a so they can be replayed.
 */
#include "sg_test.h"
#include "sg_test_oracle.h"

#include <complex.h>
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sg_fixtures.h"
#include "sg_oracle.h"
#include "sg_testsupport.h" /* the finite-difference losses */

static const double *td(const sg_tset *s, const char *name) {
    const sg_tensor *t = sg_tset_get(s, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    CU_ASSERT_FATAL(t->dtype == SG_F64);
    return (const double *)t->data;
}

/* Case sp made (default seed) into c (the caller frees it): its SAMU problem. */
static sg_samu_problem samu_case(const sg_case_spec *sp, sg_case *c) {
    sg_samu_problem pb;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, c));
    SG_ASSERT_OK(sg_case_samu_problem(c, &pb));
    return pb;
}

#define tsets_equal sg_test_tsets_equal

/* ---- certification ------------------------------------------------------------- */
#define run_cert sg_test_oracle_cert

static void test_cert_cases(void) {
    const sg_case_spec specs[] = {
        {"os_init", "init: resets t=1 and inside, z0, dz_last", SG_MODEL_SAMU, 2, 40, 8, "t1+at:5,17", 1, 1,
         "init", 1.0},
        {"os_oddM", "odd M (D=38, M=19): three mode blocks, the last partial", SG_MODEL_SAMU, 2, 30, 38, "at:9",
         1, 1, "init", 1.0},
        {"os_slow_none", "slow phases, no reset: z0 carried", SG_MODEL_SAMU, 1, 50, 12, "none", 1, 1, "slow", 1.0},
        {"os_near1", "nu = 1e-3: |lambda| near 1, long memory", SG_MODEL_SAMU, 1, 300, 6, "t1", 0, 1, "near1",
         1.0},
        {"os_rtu", "zero amplitudes, resets inside", SG_MODEL_SAMU, 2, 40, 10, "at:3,20", 1, 1, "rtu", 1.0},
        {"os_L1_reset", "L=1 with reset: z0 discarded", SG_MODEL_SAMU, 2, 1, 8, "t1", 1, 1, "init", 1.0},
        {"os_L1_carry", "L=1 without reset: dz0 = conj(lambda_1) G_1", SG_MODEL_SAMU, 2, 1, 8, "none", 1, 1,
         "init", 1.0},
        {"os_scale_1e3", "input scale 1e3: tanh saturated, 1 - p^2 ~ e^-2000", SG_MODEL_SAMU, 1, 24, 8,
         "at:10", 1, 1, "init", 1e3},
        {"os_scale_1e-3", "input scale 1e-3", SG_MODEL_SAMU, 1, 24, 8, "none", 1, 1, "slow", 1e-3},
        {"os_long_near1", "L=4096 without resets, nu = 1e-3: long accumulation of z and G", SG_MODEL_SAMU, 1,
         4096, 8, "none", 1, 1, "near1", 1.0},
        {"os_docs_B3", "B=3 rows of packed documents, D=64 (4 mode blocks)", SG_MODEL_SAMU, 3, 200, 64, "docs:30",
         1, 1, "init", 1.0},
    };
    for (size_t k = 0; k < sizeof specs / sizeof specs[0]; k++) run_cert(&specs[k], sg_test_cert_min_bits());
}

static void test_cert_smoke(void) {
    const sg_case_spec *specs;
    int n = 0, ns = 0;
    SG_ASSERT_OK(sg_fixture_set("smoke", &specs, &n));
    for (int k = 0; k < n; k++)
        if (specs[k].model == SG_MODEL_SAMU) {
            run_cert(&specs[k], sg_test_cert_min_bits());
            ns++;
        }
    fprintf(stderr, "\n    [%d SAMU cases of the smoke set]", ns);
}

/* ---- the three routes to rho ------------------------------------------------------------ */
/* A hand-built problem whose spectrum takes every route to rho = exp(-nu E):
 * nu = 1e-3 (the series for expm1(-nu (E-1))), nu = 0.3 with |E - 1| up to
 * ~0.2 (at 256 bits the series would need more than 20 terms, so MPFR's
 * expm1(-nu E); at 128 bits the series, or exp when nu E > ln2/2), nu = 3 and
 * 25 (rho^2 < 1/2: exp(-nu E), rho down to e^-30). Certified at 128 and at 256
 * bits, S >= |value|; markers prove each route ran. */
static void rho_routes_at(long prec) {
    enum { B = SG_TEST_HAND_B, L = 30, M = SG_TEST_HAND_D / 2 };
    sg_test_samu_hand h;
    sg_test_samu_hand_init(&h, L);
    h.seg[L] = 0;     /* row 1: reset at t = 1 */
    h.seg[L + 9] = 0; /* and inside */
    const sg_samu_problem pb = h.pb;
    sg_oracle_opts o = sg_test_oracle_opts(2, 1);
    o.prec = prec;
    sg_tset res;
    sg_tset_init(&res);
    sg_oracle_cert cert;
    sg_oracle_samu_stats stats;
    SG_ASSERT_OK(sg_oracle_samu_ex(&pb, &o, &res, &cert, &stats, NULL));
    for (int k = 0; k < cert.nq; k++) {
        if (!(cert.bits[k] >= sg_test_cert_min_bits())) fprintf(stderr, "\n  %s certified to %.1f bits only\n", cert.name[k], cert.bits[k]);
        CU_ASSERT(cert.bits[k] >= sg_test_cert_min_bits());
    }
    const int64_t nonreset = B * L * M - stats.resets;
    CU_ASSERT_EQUAL(stats.resets, 2 * M);
    CU_ASSERT_EQUAL(stats.rho_series + stats.rho_expm1 + stats.rho_exp, nonreset);
    CU_ASSERT(stats.rho_series > 0 && stats.rho_exp > 0);
    if (prec >= 256) CU_ASSERT(stats.rho_expm1 > 0);
    fprintf(stderr, "\n    [%ld bits: rho by series %lld, by expm1 %lld, by exp %lld]", prec,
            (long long)stats.rho_series, (long long)stats.rho_expm1, (long long)stats.rho_exp);
    sg_test_oracle_values_S(&res, SG_MODEL_SAMU, "rho routes");
    sg_tset_free(&res);
    sg_test_samu_hand_free(&h);
}

static void test_rho_routes(void) {
    rho_routes_at(128);
    rho_routes_at(256);
}

/* ---- zero amplitudes: the static complex diagonal recurrence ---------------------------- */
typedef long double complex cld;

static int close_ld(double got, long double want, long double mag, const char *what, long long i) {
    long double err = fabsl((long double)got - want);
    int ok = err <= 1e-13L * mag + 1e-300L;
    if (!ok)
        fprintf(stderr, "\n  %s[%lld]: oracle %a, static recurrence %La (magnitude %La)\n", what, i, got, want, mag);
    return ok;
}

/* Element i (Re) and i + M (Im) of got against the complex want, magnitude
 * mag (close_ld): the number of the two that are not close. */
static int far_c(const double *got, int64_t i, int64_t M, cld want, long double mag, const char *what) {
    char re[96], im[96];
    snprintf(re, sizeof re, "%s (Re)", what);
    snprintf(im, sizeof im, "%s (Im)", what);
    return !close_ld(got[i], creall(want), mag, re, (long long)i) +
           !close_ld(got[i + M], cimagl(want), mag, im, (long long)(i + M));
}

/* Forward-mode sums of dnu and dtheta with their magnitude bounds. */
typedef struct {
    long double nu, th, nu_mag, th_mag;
} tangent_sums;

/* Cotangent h's share: Re(conj(h) T) of the tangents Tn = dz/dnu, Tt =
 * dz/dtheta, |h| times their bounds Tnm, Ttm. */
static void add_tangents(tangent_sums *g, cld h, cld Tn, cld Tt, long double Tnm, long double Ttm) {
    g->nu += creall(h) * creall(Tn) + cimagl(h) * cimagl(Tn);
    g->th += creall(h) * creall(Tt) + cimagl(h) * cimagl(Tt);
    g->nu_mag += cabsl(h) * Tnm;
    g->th_mag += cabsl(h) * Ttm;
}

static void rtu_case(const sg_case_spec *sp) {
    sg_case c;
    const sg_samu_problem pb = samu_case(sp, &c);
    CU_ASSERT_FATAL(pb.a_phi == 0.0f && pb.a_r == 0.0f);
    const sg_oracle_opts o = sg_test_oracle_opts(2, 0);
    sg_tset res;
    sg_tset_init(&res);
    SG_ASSERT_OK(sg_oracle_samu(&pb, &o, &res, NULL));
    const double *y = td(&res, "y.f64"), *zl = td(&res, "z_last.f64"), *dx = td(&res, "dx.f64"),
                 *dz0 = td(&res, "dz0.f64"), *dnu = td(&res, "dnu.f64"), *dth = td(&res, "dtheta.f64"),
                 *dwp = td(&res, "dw_phi.f64"), *dwr = td(&res, "dw_r.f64");
    const int64_t B = pb.B, L = pb.L, D = pb.D, M = D / 2;
    int bad = 0;
    for (int64_t m = 0; m < M; m++) {
        const long double nu = (long double)pb.nu[m], th = (long double)pb.theta[m];
        const long double rho = expl(-nu), gam = sqrtl(-expm1l(-2.0L * nu)), dgam = expl(-2.0L * nu) / gam;
        const cld lam = rho * (cosl(th) + I * sinl(th));
        tangent_sums g = {0, 0, 0, 0};
        for (int64_t b = 0; b < B; b++) {
            const int64_t bd = b * D;
            cld z = (long double)pb.z0[bd + m] + I * (long double)pb.z0[bd + M + m];
            cld Tn = 0, Tt = 0;                        /* dz/dnu, dz/dtheta */
            long double zm = cabsl(z), Tnm = 0, Ttm = 0; /* magnitude bounds */
            const cld Zh = (long double)pb.dz_last[bd + m] + I * (long double)pb.dz_last[bd + M + m];
            for (int64_t t = 0; t < L; t++) {
                const int64_t e = (b * L + t) * D;
                const cld w = (long double)sg_bf16_to_f32(pb.x[e + m]) + I * (long double)sg_bf16_to_f32(pb.x[e + M + m]);
                const cld Yh = (long double)sg_bf16_to_f32(pb.dy[e + m]) + I * (long double)sg_bf16_to_f32(pb.dy[e + M + m]);
                if (pb.segpos[b * L + t] == 0) {
                    z = w;
                    Tn = Tt = 0;
                    zm = cabsl(w);
                    Tnm = Ttm = 0;
                } else {
                    Tn = -lam * z + lam * Tn + dgam * w;
                    Tt = I * lam * z + lam * Tt;
                    Tnm = rho * zm + rho * Tnm + dgam * cabsl(w);
                    Ttm = rho * zm + rho * Ttm;
                    z = lam * z + gam * w;
                    zm = rho * zm + gam * cabsl(w);
                }
                bad += far_c(y, e + m, M, z, zm, "rtu y");
                add_tangents(&g, Yh, Tn, Tt, Tnm, Ttm);
            }
            bad += far_c(zl, bd + m, M, z, zm, "rtu z_last");
            add_tangents(&g, Zh, Tn, Tt, Tnm, Ttm);
            /* the cotangent in closed form: G_t = sum over the rest of the segment */
            for (int64_t t = 0; t < L; t++) {
                cld G = 0;
                long double Gm = 0;
                int64_t s = t;
                for (;;) {
                    const int64_t e = (b * L + s) * D;
                    const long double n = (long double)(s - t);
                    const cld pw = expl(-n * nu) * (cosl(n * th) - I * sinl(n * th)); /* conj(lambda)^n */
                    const cld Yh = (long double)sg_bf16_to_f32(pb.dy[e + m]) + I * (long double)sg_bf16_to_f32(pb.dy[e + M + m]);
                    G += pw * Yh;
                    Gm += expl(-n * nu) * cabsl(Yh);
                    if (s == L - 1) {
                        const long double n1 = (long double)(L - 1 - t);
                        G += expl(-n1 * nu) * (cosl(n1 * th) - I * sinl(n1 * th)) * Zh;
                        Gm += expl(-n1 * nu) * cabsl(Zh);
                        break;
                    }
                    if (pb.segpos[b * L + s + 1] == 0) break;
                    s++;
                }
                const long double gx = pb.segpos[b * L + t] == 0 ? 1.0L : gam;
                const int64_t e = (b * L + t) * D;
                bad += far_c(dx, e + m, M, gx * G, gx * Gm, "rtu dx");
                if (t == 0) {
                    const cld dz = pb.segpos[b * L] == 0 ? 0 : conjl(lam) * G;
                    bad += far_c(dz0, bd + m, M, dz, rho * Gm, "rtu dz0");
                    if (pb.segpos[b * L] == 0 && !(dz0[bd + m] == 0.0 && dz0[bd + M + m] == 0.0)) bad++;
                }
            }
        }
        if (!close_ld(dnu[m], g.nu, g.nu_mag, "rtu dnu (forward-mode tangent)", (long long)m)) bad++;
        if (!close_ld(dth[m], g.th, g.th_mag, "rtu dtheta (forward-mode tangent)", (long long)m)) bad++;
    }
    /* with g^phi = g^r = 0 the controller has no effect: dw = 0 exactly */
    for (int64_t k = 0; k <= D; k++)
        if (dwp[k] != 0.0 || dwr[k] != 0.0) bad++;
    CU_ASSERT_EQUAL(bad, 0);
    sg_tset_free(&res);
    sg_case_free(&c);
}

static void test_rtu_static(void) {
    const sg_case_spec a = {"os_rtu_resets", "zero amplitudes, resets at t=1 and inside", SG_MODEL_SAMU, 2, 25, 6,
                            "t1+at:11", 1, 1, "rtu", 1.0};
    const sg_case_spec b = {"os_rtu_carry", "zero amplitudes, no reset: z0 carried, dz0 nonzero", SG_MODEL_SAMU, 2,
                            30, 10, "at:17", 1, 1, "rtu", 1.0};
    rtu_case(&a);
    rtu_case(&b);
}

/* ---- normalisation invariance ------------------------------------------------------ */
static void invariance_case(float kphi, float kr) {
    const sg_case_spec sp = {"os_norm", "normalisation invariance", SG_MODEL_SAMU, 2, 24, 10, "t1+at:9", 1, 1,
                             "init", 1.0};
    sg_case c;
    const sg_samu_problem pb = samu_case(&sp, &c);
    const int64_t D = pb.D;
    float *wp = sg_xmalloc((size_t)(D + 1) * sizeof(float)), *wr = sg_xmalloc((size_t)(D + 1) * sizeof(float));
    for (int64_t k = 0; k <= D; k++) {
        wp[k] = pb.w_phi[k] * kphi; /* exact: a power of 2, far from the FP32 range limits */
        wr[k] = pb.w_r[k] * kr;
    }
    sg_samu_problem ps = pb;
    ps.w_phi = wp;
    ps.w_r = wr;
    const sg_oracle_opts o = sg_test_oracle_opts(2, 0);
    sg_tset r0, r1;
    sg_tset_init(&r0);
    sg_tset_init(&r1);
    SG_ASSERT_OK(sg_oracle_samu(&pb, &o, &r0, NULL));
    SG_ASSERT_OK(sg_oracle_samu(&ps, &o, &r1, NULL));
    CU_ASSERT_EQUAL(r0.n, r1.n);
    int bad = 0;
    for (int i = 0; i < r0.n; i++) {
        const sg_tensor *a = &r0.t[i], *b = sg_tset_get(&r1, a->name);
        CU_ASSERT_PTR_NOT_NULL_FATAL(b);
        const int isp = strncmp(a->name, "dw_phi.", 7) == 0, isr = strncmp(a->name, "dw_r.", 5) == 0;
        if (!isp && !isr) {
            if (memcmp(a->data, b->data, sg_tensor_nbytes(a)) != 0) {
                fprintf(stderr, "\n  %s changed under w -> (%g, %g) w\n", a->name, (double)kphi, (double)kr);
                bad++;
            }
            continue;
        }
        /* dw scales exactly by 1/k: f64 and S (division by |w| is the last operation) */
        const double k = (double)(isp ? kphi : kr);
        const size_t n = sg_tensor_numel(a);
        if (a->dtype == SG_F64)
            for (size_t j = 0; j < n; j++) {
                const double x0 = ((const double *)a->data)[j], x1 = ((const double *)b->data)[j];
                if (!(x1 * k == x0)) {
                    fprintf(stderr, "\n  %s[%zu]: %a, scaled %a (k = %g)\n", a->name, j, x0, x1, k);
                    bad++;
                }
            }
        else if (a->dtype == SG_F32)
            for (size_t j = 0; j < n; j++) {
                const float x0 = ((const float *)a->data)[j], x1 = ((const float *)b->data)[j];
                if (!((double)x1 * k == (double)x0)) bad++;
            }
    }
    CU_ASSERT_EQUAL(bad, 0);
    /* dw . w = 0: orthogonal to the direction (relative to |dw| |w|) */
    for (int dir = 0; dir < 2; dir++) {
        const double *dw = td(&r0, dir ? "dw_r.f64" : "dw_phi.f64");
        const float *w = dir ? pb.w_r : pb.w_phi;
        double dot = 0, n1 = 0, n2 = 0;
        for (int64_t k = 0; k <= D; k++) {
            dot += dw[k] * (double)w[k];
            n1 += dw[k] * dw[k];
            n2 += (double)w[k] * (double)w[k];
        }
        CU_ASSERT(n1 > 0.0);
        if (!(fabs(dot) <= 1e-14 * sqrt(n1 * n2)))
            fprintf(stderr, "\n  %s . w = %a, |dw| |w| = %a\n", dir ? "dw_r" : "dw_phi", dot, sqrt(n1 * n2));
        CU_ASSERT(fabs(dot) <= 1e-14 * sqrt(n1 * n2));
    }
    free(wp);
    free(wr);
    sg_tset_free(&r0);
    sg_tset_free(&r1);
    sg_case_free(&c);
}

static void test_norm_invariance(void) {
    invariance_case(2.0f, 0.5f);
    invariance_case(0.5f, 2.0f);
}

/* ---- exact values behind the tensors ---------------------------------------------------- */
static void test_mp_sink(void) {
    const sg_case_spec sp = {"os_mp", "exact values through the mp sink", SG_MODEL_SAMU, 2, 20, 12, "t1+at:7", 1, 1,
                             "slow", 1.0};
    sg_case c;
    const sg_samu_problem pb = samu_case(&sp, &c);
    const sg_quantity *qs;
    int nq = sg_model_quantities(SG_MODEL_SAMU, &qs);
    CU_ASSERT_EQUAL_FATAL(nq, 10);
    sg_test_exact ex;
    sg_test_exact_init(&ex, &pb, 128);
    mpfr_t *const *mp = ex.mp;
    const size_t *cnt = ex.n;
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    sg_tset res, plain;
    sg_tset_init(&res);
    sg_tset_init(&plain);
    sg_oracle_samu_stats stats;
    SG_ASSERT_OK(sg_oracle_samu_ex(&pb, &o, &res, NULL, &stats, mp));
    SG_ASSERT_OK(sg_oracle_samu(&pb, &o, &plain, NULL));
    CU_ASSERT(tsets_equal(&res, &plain)); /* the sink does not change anything */
    CU_ASSERT_EQUAL(stats.mode_steps, pb.B * pb.L * pb.D / 2);
    CU_ASSERT_EQUAL(stats.resets, 4 * (pb.D / 2)); /* t=1 and t=7 in both rows */
    CU_ASSERT(stats.seconds_total >= stats.seconds_mode && stats.seconds_mode > 0.0);
    int bad = 0;
    for (int k = 0; k < nq; k++) {
        char nm[SG_NAME_MAX];
        snprintf(nm, sizeof nm, "%s.f64", qs[k].name);
        const double *f = td(&res, nm);
        snprintf(nm, sizeof nm, "%s.rn_bf16", qs[k].name);
        const uint16_t *hb = sg_tset_get(&res, nm)->data;
        snprintf(nm, sizeof nm, "%s.rn_f32", qs[k].name);
        const float *hf = sg_tset_get(&res, nm)->data;
        for (size_t i = 0; i < cnt[k]; i++) {
            const int z = mpfr_zero_p(mp[k][i]) != 0;
            if (f[i] != (z ? 0.0 : mpfr_get_d(mp[k][i], MPFR_RNDN))) bad++;
            if (hb[i] != (z ? 0 : sg_mpfr_to_bf16(mp[k][i]))) bad++;
            const float g = z ? 0.0f : sg_mpfr_to_f32(mp[k][i]);
            if (memcmp(&hf[i], &g, sizeof g) != 0) bad++;
        }
    }
    sg_test_exact_free(&ex);
    CU_ASSERT_EQUAL(bad, 0);
    sg_tset_free(&res);
    sg_tset_free(&plain);
    sg_case_free(&c);
}

/* ---- determinism ------------------------------------------------------------------------ */
static void test_threads(void) {
    const sg_case_spec sp = {"os_thr", "1 vs 2 vs 3 threads, 3 mode blocks", SG_MODEL_SAMU, 2, 60, 38, "docs:15", 1,
                             1, "init", 1.0};
    sg_test_oracle_threads(&sp, 3, 0);
}

/* The same over several backward segments (3 blocks, 3 segments and a partial
 * one, packed documents), with and without certification. */
static void test_threads_segments(void) {
    const sg_case_spec sp = {"os_thr_seg", "1 vs 2 vs 3 threads, 3 mode blocks, 4 segments", SG_MODEL_SAMU, 2,
                             3 * SG_ORACLE_SAMU_SEGMENT + 5, 38, "docs:40", 1, 1, "init", 1.0};
    for (int cert = 0; cert < 2; cert++) sg_test_oracle_threads(&sp, 3, cert);
}

/* ---- segments --------------------------------------------------------------------------- */
/* The backward runs segment by segment (SG_ORACLE_SAMU_SEGMENT tokens), each
 * recomputed from a checkpoint, with conj(lambda) G carried across the edges.
 * Checked on cases of two full segments and a partial one, with resets at the
 * last token of a segment and at the first token of the next (so the carry is
 * cut there) and none at the other edge (so it is carried): (1) zero
 * amplitudes against the static complex diagonal recurrence (rtu_case); (2)
 * the init regime against central differences of the straight-evaluation loss
 * (as test_oracle_samu_fd.c, at 320 bits, clip = 0) at every dx element of the
 * tokens on both sides of each edge and the first and last token, and every
 * element of dw_phi, dw_r, da_phi, da_r, dnu, dtheta, dz0. */
#define SEG_FD_PREC SG_TEST_FD_PREC

static int seg_fd_check(const sg_samu_problem *pb, const char *which, int64_t index, mpfr_srcptr grad, double S,
                        double *worst) {
    sg_test_fd_stats st = {0, 0, 0, *worst, 0.0};
    const int ok = sg_test_fd_check(SG_MODEL_SAMU, pb, which, index, grad, S, "segments", &st);
    *worst = st.worst;
    return ok;
}

static void test_segments(void) {
    enum { K = SG_ORACLE_SAMU_SEGMENT };
    char resets[64];
    snprintf(resets, sizeof resets, "at:%d,%d", 2 * K, 2 * K + 1); /* 0-based 2K-1 and 2K */
    const sg_case_spec rtu = {"os_seg_rtu", "zero amplitudes over segments", SG_MODEL_SAMU, 2, 2 * K + 21, 10, resets,
                              1, 1, "rtu", 1.0};
    rtu_case(&rtu);

    const sg_case_spec sp = {"os_seg_fd", "init regime over segments", SG_MODEL_SAMU, 2, 2 * K + 21, 4, resets,
                             1, 1, "init", 1.0};
    sg_case c;
    const sg_samu_problem pb = samu_case(&sp, &c);
    const int64_t B = pb.B, L = pb.L, D = pb.D, M = D / 2;
    const sg_quantity *qs;
    int nq = sg_model_quantities(SG_MODEL_SAMU, &qs);
    CU_ASSERT_EQUAL_FATAL(nq, 10);
    sg_test_exact ex;
    sg_test_exact_init(&ex, &pb, SEG_FD_PREC);
    mpfr_t *const *mp = ex.mp;
    const size_t *cnt = ex.n;
    sg_oracle_opts o = sg_test_oracle_opts(2, 0);
    o.prec = SEG_FD_PREC;
    o.clip = 0;
    sg_tset res;
    sg_tset_init(&res);
    SG_ASSERT_OK(sg_oracle_samu_ex(&pb, &o, &res, NULL, NULL, mp));
    static const char *const input_of[10] = {NULL, NULL, "x", "w_phi", "w_r", "a_phi", "a_r", "nu", "theta", "z0"};
    const int64_t toks[8] = {0, K - 1, K, 2 * K - 2, 2 * K - 1, 2 * K, 2 * K + 1, L - 1};
    double worst = 0.0;
    int bad = 0, checked = 0, nonzero_dz0 = 0;
    for (int k = 0; k < nq; k++) {
        if (!input_of[k]) continue;
        char nm[SG_NAME_MAX];
        snprintf(nm, sizeof nm, "%s.S", qs[k].name);
        const double *S = td(&res, nm);
        if (strcmp(input_of[k], "x") == 0) {
            for (int64_t b = 0; b < B; b++)
                for (int j = 0; j < 8; j++)
                    for (int64_t ch = 0; ch < D; ch++) {
                        const int64_t i = (b * L + toks[j]) * D + ch;
                        bad += !seg_fd_check(&pb, "x", i, mp[k][i], S[i], &worst);
                        checked++;
                    }
            continue;
        }
        for (size_t i = 0; i < cnt[k]; i++) {
            bad += !seg_fd_check(&pb, input_of[k], (int64_t)i, mp[k][i], S[i], &worst);
            checked++;
            if (strcmp(input_of[k], "z0") == 0) nonzero_dz0 += !mpfr_zero_p(mp[k][i]);
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_EQUAL(nonzero_dz0, (int)(B * D)); /* no reset at t = 1: G reaches z0 through the first edge */
    CU_ASSERT(M == 2);
    fprintf(stderr, "\n    [%d gradients across segment edges, worst |fd-grad|/max(|grad|,S) = %.2e]", checked,
            worst);
    sg_test_exact_free(&ex);
    sg_tset_free(&res);
    sg_case_free(&c);
}

/* ---- working storage -------------------------------------------------------------------- */
/* The oracle's accounting of its MPFR working storage (stats.work_bytes): the
 * same for every batch size (everything is per row); growing with L only by
 * the per-token records and the checkpoints (no [L, D] buffer: at D = 256
 * one compact number per element would be 6 KiB per token); and, with or
 * without certification, below the size of the stored inputs (x, dy BF16) and
 * results (y, dx as f64, bf16, f32 and S) at the benchmark's narrowest width,
 * so that inputs, results and working storage stay within twice the stored
 * size (reference/EQUATIONS.md section 6.4). */
static size_t work_of(int64_t B, int64_t L, int64_t D, int certify, int threads, size_t *stored) {
    char name[64];
    snprintf(name, sizeof name, "os_work_B%lld_L%lld_D%lld", (long long)B, (long long)L, (long long)D);
    const sg_case_spec sp = {name, "working storage", SG_MODEL_SAMU, B, L, D, "docs:100", 1, 1, "init", 1.0};
    sg_case c;
    const sg_samu_problem pb = samu_case(&sp, &c);
    const sg_oracle_opts o = sg_test_oracle_opts(threads, certify);
    sg_tset res;
    sg_tset_init(&res);
    sg_oracle_samu_stats st;
    memset(&st, 0, sizeof st);
    SG_ASSERT_OK(sg_oracle_samu_ex(&pb, &o, &res, NULL, &st, NULL));
    if (stored) *stored = (size_t)(B * L * D) * (2 * 2 + 2 * (8 + 2 + 4 + 8));
    sg_tset_free(&res);
    sg_case_free(&c);
    CU_ASSERT(st.work_bytes > 0);
    return st.work_bytes;
}

static void test_work_bytes(void) {
    CU_ASSERT_EQUAL(work_of(1, 300, 24, 0, 2, NULL), work_of(3, 300, 24, 0, 2, NULL));
    CU_ASSERT_EQUAL(work_of(1, 300, 24, 1, 1, NULL), work_of(2, 300, 24, 1, 1, NULL));
    const size_t w1 = work_of(1, 256, 256, 0, 1, NULL), w2 = work_of(1, 512, 256, 0, 1, NULL);
    CU_ASSERT(w2 > w1 && w2 - w1 <= 256 * 1536);
    size_t stored = 0;
    for (int cert = 0; cert < 2; cert++)
        for (int thr = 1; thr <= 2; thr++) {
            const size_t w = work_of(1, 1024, 64, cert, thr, &stored);
            if (cert == 0) CU_ASSERT(w <= stored / 2);
            CU_ASSERT(w <= stored);
            fprintf(stderr, "\n    [D=64 L=1024 certify=%d threads=%d: working storage %.2f MiB, stored %.2f MiB]",
                    cert, thr, (double)w / 1048576.0, (double)stored / 1048576.0);
        }
}

/* ---- cache ---------------------------------------------------------------------------- */
static void test_cache(void) {
    const sg_case_spec sp = {"os_cache", "cache round trip", SG_MODEL_SAMU, 2, 24, 6, "t1+at:7", 1, 1, "init", 1.0};
    sg_test_oracle_cache(&sp);
}

/* forward_only: sg_test_oracle_forward_only. */
static void test_forward_only(void) {
    const sg_case_spec sp = {"os_fwd", "forward only", SG_MODEL_SAMU, 2, 30, 10, "t1+at:12", 1, 1, "init", 1.0};
    sg_test_oracle_forward_only(&sp);
}

/* ---- refusals ------------------------------------------------------------------------- */
/* The status of the oracle (default options) on problem b, its results discarded. */
static sg_status oracle_status(const sg_samu_problem *b) {
    sg_tset res;
    sg_tset_init(&res);
    const sg_status st = sg_oracle_samu(b, NULL, &res, NULL);
    sg_tset_free(&res);
    return st;
}

static void test_refusals(void) {
    const sg_case_spec sp = {"os_bad", "bad inputs", SG_MODEL_SAMU, 1, 6, 4, "none", 1, 1, "init", 1.0};
    sg_case c;
    const sg_samu_problem pb = samu_case(&sp, &c);
    uint16_t x[24];
    float nu[2], w[5];
    memcpy(x, pb.x, sizeof x);
    memcpy(nu, pb.nu, sizeof nu);
    memset(w, 0, sizeof w);
    sg_samu_problem b = pb;
    x[5] = 0x7fc0; /* NaN */
    b.x = x;
    SG_ASSERT_STATUS(oracle_status(&b), SG_E_NONFINITE);
    b = pb;
    nu[1] = 0.0f; /* nu must be positive */
    b.nu = nu;
    SG_ASSERT_STATUS(oracle_status(&b), SG_E_NONFINITE);
    b = pb;
    b.w_r = w; /* the zero vector has no direction */
    SG_ASSERT_STATUS(oracle_status(&b), SG_E_NONFINITE);
    b = pb;
    b.a_phi = INFINITY;
    SG_ASSERT_STATUS(oracle_status(&b), SG_E_NONFINITE);
    b = pb;
    b.D = 3; /* odd D */
    SG_ASSERT_STATUS(oracle_status(&b), SG_E_SHAPE);
    SG_ASSERT_STATUS(sg_test_loss_status(SG_MODEL_SAMU, &pb, "u", 0), SG_E_UNKNOWN);
    SG_ASSERT_STATUS(sg_test_loss_status(SG_MODEL_SAMU, &pb, "nu", 2), SG_E_SHAPE);
    sg_case_free(&c);
}

/* ---- streamed results -------------------------------------------------------------------- */
/* A consumer that assembles the blocks into whole tensors, checking each block:
 * a quantity of the model, its view ((B, L, D) for y and dx, else (1, 1,
 * numel)), the box inside it (y and dx: one row, one backward segment, every
 * channel), no element twice, no call while another is running. fail_at > 0:
 * that call returns SG_E_IO. */
typedef struct {
    const sg_quantity *qs;
    int nq;
    int64_t B, L, D;
    int64_t n[SG_TEST_MAXQ];
    double *f64[SG_TEST_MAXQ], *S[SG_TEST_MAXQ];
    uint16_t *bf[SG_TEST_MAXQ];
    float *f32[SG_TEST_MAXQ];
    unsigned char *seen[SG_TEST_MAXQ];
    atomic_int busy;
    int calls, bad, fail_at;
} stream_acc;

static void stream_acc_init(stream_acc *a, int64_t B, int64_t L, int64_t D) {
    memset(a, 0, sizeof *a);
    atomic_init(&a->busy, 0);
    a->nq = sg_model_quantities(SG_MODEL_SAMU, &a->qs);
    CU_ASSERT_FATAL(a->nq == 10);
    a->B = B;
    a->L = L;
    a->D = D;
    for (int q = 0; q < a->nq; q++) {
        int64_t shape[SG_MAX_DIMS], n = 1;
        const int nd = sg_quantity_shape(&a->qs[q], B, L, D, shape);
        for (int d = 0; d < nd; d++) n *= shape[d];
        a->n[q] = n;
        a->f64[q] = calloc((size_t)n, sizeof(double));
        a->S[q] = calloc((size_t)n, sizeof(double));
        a->bf[q] = calloc((size_t)n, sizeof(uint16_t));
        a->f32[q] = calloc((size_t)n, sizeof(float));
        a->seen[q] = calloc((size_t)n, 1);
    }
}

static void stream_acc_free(stream_acc *a) {
    for (int q = 0; q < a->nq; q++) {
        free(a->f64[q]);
        free(a->S[q]);
        free(a->bf[q]);
        free(a->f32[q]);
        free(a->seen[q]);
    }
}

static int stream_block_ok(const stream_acc *a, const sg_oracle_block *k) {
    if (k->q < 0 || k->q >= a->nq) return 0;
    const int bld = a->qs[k->q].shape == SG_SHAPE_BLD, bd = a->qs[k->q].shape == SG_SHAPE_BD;
    const int64_t n0 = bld || bd ? a->B : 1, n1 = bld ? a->L : 1, n2 = bld || bd ? a->D : a->n[k->q];
    if (k->n0 != n0 || k->n1 != n1 || k->n2 != n2) return 0;
    if (!(0 <= k->i0 && k->i0 < k->i1 && k->i1 <= n0 && 0 <= k->j0 && k->j0 < k->j1 && k->j1 <= n1 && 0 <= k->k0 &&
          k->k0 < k->k1 && k->k1 <= n2))
        return 0;
    if (!k->f64 || !k->bf || !k->f32 || !k->S) return 0;
    if (bld) { /* one row, one backward segment, every channel */
        const int64_t K = SG_ORACLE_SAMU_SEGMENT, j1 = k->j0 + K < a->L ? k->j0 + K : a->L;
        if (k->i1 != k->i0 + 1 || k->j0 % K != 0 || k->j1 != j1 || k->k0 != 0 || k->k1 != a->D) return 0;
    } else if (k->i0 != 0 || k->i1 != n0 || k->j0 != 0 || k->k0 != 0 || k->k1 != n2)
        return 0; /* the small quantities whole ([B,D] viewed as (B, 1, D)) */
    return 1;
}

static sg_status stream_fn(void *ctx, const sg_oracle_block *k) {
    stream_acc *a = ctx;
    if (atomic_fetch_add(&a->busy, 1) != 0) a->bad++; /* another call is running */
    a->calls++;
    if (!stream_block_ok(a, k)) {
        a->bad++;
        fprintf(stderr, "\n    bad block: q %d view (%lld,%lld,%lld) box [%lld,%lld)x[%lld,%lld)x[%lld,%lld)", k->q,
                (long long)k->n0, (long long)k->n1, (long long)k->n2, (long long)k->i0, (long long)k->i1,
                (long long)k->j0, (long long)k->j1, (long long)k->k0, (long long)k->k1);
    } else {
        const int64_t ni = k->i1 - k->i0, nj = k->j1 - k->j0, nk = k->k1 - k->k0;
        for (int64_t i = 0; i < ni; i++)
            for (int64_t j = 0; j < nj; j++)
                for (int64_t kk = 0; kk < nk; kk++) {
                    const int64_t e = ((k->i0 + i) * k->n1 + k->j0 + j) * k->n2 + k->k0 + kk;
                    const int64_t o = (i * nj + j) * nk + kk;
                    if (a->seen[k->q][e]++) a->bad++;
                    a->f64[k->q][e] = k->f64[o];
                    a->S[k->q][e] = k->S[o];
                    a->bf[k->q][e] = k->bf[o];
                    a->f32[k->q][e] = k->f32[o];
                }
    }
    const sg_status st = a->fail_at > 0 && a->calls == a->fail_at ? sg_fail(SG_E_IO, "test: the consumer fails") : SG_OK;
    atomic_fetch_sub(&a->busy, 1);
    return st;
}

/* The tensor name.part of res, bitwise equal to n elements of size sz at p. */
static int stream_same(const sg_tset *res, const char *name, sg_oracle_part part, const void *p, int64_t n, size_t sz) {
    char nm[SG_NAME_MAX];
    sg_oracle_tensor_name(nm, sizeof nm, name, part);
    const sg_tensor *t = sg_tset_get(res, nm);
    if (!t || sg_tensor_numel(t) != (size_t)n) return 0;
    return memcmp(t->data, p, (size_t)n * sz) == 0;
}

/* Problem pb whole and streamed: bitwise the same results, cert bits and counters. */
static void stream_check(const sg_samu_problem *pb, const char *name, int threads, int certify) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    const sg_oracle_opts o = sg_test_oracle_opts(threads, certify);
    sg_tset res;
    sg_tset_init(&res);
    sg_oracle_cert cw, cs;
    sg_oracle_samu_stats sw, ss;
    memset(&sw, 0, sizeof sw);
    memset(&ss, 0, sizeof ss);
    SG_ASSERT_OK(sg_oracle_samu_ex(pb, &o, &res, &cw, &sw, NULL));
    stream_acc a;
    stream_acc_init(&a, B, L, D);
    SG_ASSERT_OK(sg_oracle_samu_stream(pb, &o, stream_fn, &a, &cs, &ss));
    const int64_t nseg = (L + SG_ORACLE_SAMU_SEGMENT - 1) / SG_ORACLE_SAMU_SEGMENT;
    CU_ASSERT_EQUAL(a.bad, 0);
    CU_ASSERT_EQUAL(a.calls, (int)(2 * B * nseg + 8)); /* y, dx per row and segment; 8 small quantities */
    int missing = 0, differ = 0;
    for (int q = 0; q < a.nq; q++) {
        for (int64_t e = 0; e < a.n[q]; e++) missing += a.seen[q][e] != 1;
        const char *qn = a.qs[q].name;
        const int same = stream_same(&res, qn, SG_ORC_F64, a.f64[q], a.n[q], sizeof(double)) &&
                         stream_same(&res, qn, SG_ORC_RN_BF16, a.bf[q], a.n[q], sizeof(uint16_t)) &&
                         stream_same(&res, qn, SG_ORC_RN_F32, a.f32[q], a.n[q], sizeof(float)) &&
                         stream_same(&res, qn, SG_ORC_S, a.S[q], a.n[q], sizeof(double));
        if (!same) fprintf(stderr, "\n    %s: streamed %s differs from the whole result", name, qn);
        differ += !same;
    }
    CU_ASSERT_EQUAL(missing, 0);
    CU_ASSERT_EQUAL(differ, 0);
    CU_ASSERT_EQUAL(cs.nq, cw.nq);
    for (int q = 0; q < cw.nq; q++) {
        CU_ASSERT_STRING_EQUAL(cs.name[q], cw.name[q]);
        CU_ASSERT(memcmp(&cs.bits[q], &cw.bits[q], sizeof(double)) == 0);
    }
    if (certify) CU_ASSERT_EQUAL(cs.nq, 10);
    CU_ASSERT_EQUAL(ss.mode_steps, sw.mode_steps);
    CU_ASSERT_EQUAL(ss.resets, sw.resets);
    CU_ASSERT_EQUAL(ss.clipped, sw.clipped);
    CU_ASSERT_EQUAL(ss.threads, threads);
    /* the segment buffers, two of y and two of dx, on top of the same working storage */
    const int64_t K = L < SG_ORACLE_SAMU_SEGMENT ? L : SG_ORACLE_SAMU_SEGMENT;
    CU_ASSERT_EQUAL(ss.work_bytes, sw.work_bytes + (size_t)(4 * K * D) * (8 + 2 + 4 + 8));
    stream_acc_free(&a);
    sg_tset_free(&res);
}

/* A generated case: resets at the last and first token of a segment and
 * inside, z0, dz_last; D = 16 in the mixed regime (modes of the init, near1,
 * clip and slow regimes), D = 2 in init. */
static void stream_case(int64_t B, int64_t L, int64_t D, int threads, int certify) {
    char name[64], resets[64];
    snprintf(name, sizeof name, "os_stream_B%lld_L%lld_D%lld", (long long)B, (long long)L, (long long)D);
    if (L >= 65) /* 1-based 64, 65: the last token of segment 0 and the first of segment 1 */
        snprintf(resets, sizeof resets, "%sat:3,64,65", B == 2 ? "t1+" : "");
    else
        snprintf(resets, sizeof resets, "%s", L >= 3 ? "at:3" : B == 2 ? "t1" : "none");
    const sg_case_spec sp = {name, "streamed = whole", SG_MODEL_SAMU, B, L, D, resets, 1, 1,
                             D == 16 ? "mixed" : "init", 1.0};
    sg_case c;
    const sg_samu_problem pb = samu_case(&sp, &c);
    stream_check(&pb, name, threads, certify);
    sg_case_free(&c);
}

static void test_stream(void) {
    static const int64_t Ls[] = {1, 63, 64, 65, 200};
    int n = 0;
    for (int64_t B = 1; B <= 2; B++)
        for (size_t li = 0; li < sizeof Ls / sizeof Ls[0]; li++)
            for (int64_t D = 2; D <= 16; D += 14)
                for (int thr = 1; thr <= 2; thr++) {
                    /* certified: B = 2, L = 200, D = 16 (four segments, resets at an edge) and B = 1, L = 1 */
                    const int cert = thr == 2 && D == 16 && ((B == 2 && Ls[li] == 200) || (B == 1 && Ls[li] == 1));
                    stream_case(B, Ls[li], D, thr, cert);
                    n++;
                }
    /* the hand-built problem of every route to rho (series, expm1, exp: nu up to 25), over three segments */
    sg_test_samu_hand h;
    sg_test_samu_hand_init(&h, 2 * SG_ORACLE_SAMU_SEGMENT + 3);
    h.seg[SG_ORACLE_SAMU_SEGMENT] = 0;
    stream_check(&h.pb, "os_stream_hand", 2, 1);
    sg_test_samu_hand_free(&h);
    fprintf(stderr, "\n    [%d cases streamed, each bitwise the whole result]", n + 1);
}

/* A consumer failing at its first, a middle and its last call: its status is
 * returned, no call follows, nothing leaks; a missing consumer and
 * forward_only are refused. */
static void test_stream_failure(void) {
    const sg_case_spec sp = {"os_stream_fail", "the consumer fails", SG_MODEL_SAMU, 2, 200, 16, "t1+at:65", 1, 1,
                             "init", 1.0};
    sg_case c;
    const sg_samu_problem pb = samu_case(&sp, &c);
    sg_oracle_opts o = sg_test_oracle_opts(2, 0);
    const int total = 2 * 2 * 4 + 8;
    const int at[4] = {1, 7, 2 * 2 * 4, total}; /* the first, a middle y/dx block, the last of them, the last small one */
    for (int k = 0; k < 4; k++) {
        for (int cert = 0; cert < 2; cert++) {
            o.certify = cert;
            stream_acc a;
            stream_acc_init(&a, pb.B, pb.L, pb.D);
            a.fail_at = at[k];
            sg_oracle_cert ce;
            SG_ASSERT_STATUS(sg_oracle_samu_stream(&pb, &o, stream_fn, &a, &ce, NULL), SG_E_IO);
            CU_ASSERT_EQUAL(a.calls, at[k]);
            CU_ASSERT_EQUAL(a.bad, 0);
            stream_acc_free(&a);
        }
    }
    o.certify = 0;
    SG_ASSERT_STATUS(sg_oracle_samu_stream(&pb, &o, NULL, NULL, NULL, NULL), SG_E_USAGE);
    o.forward_only = 1;
    stream_acc a;
    stream_acc_init(&a, pb.B, pb.L, pb.D);
    SG_ASSERT_STATUS(sg_oracle_samu_stream(&pb, &o, stream_fn, &a, NULL, NULL), SG_E_USAGE);
    CU_ASSERT_EQUAL(a.calls, 0);
    stream_acc_free(&a);
    sg_case_free(&c);
}

void sg_register_tests(void) {
    static const sg_test_entry oracle[] = {
        {"certification >= 60 bits, S >= |value|: all regimes, resets, z0, dz_last, odd M, L=1, scales",
         test_cert_cases},
        {"certification >= 60 bits on the smoke set's SAMU cases", test_cert_smoke},
        {"every route to rho (series, expm1, exp; nu up to 25): certified, markers", test_rho_routes},
        {"zero amplitudes = static complex diagonal recurrence (y, z_last, dx, dz0, dnu, dtheta)", test_rtu_static},
        {"normalisation invariance: w -> k w; dw scales by 1/k and is orthogonal to w", test_norm_invariance},
        {"mp sink: the tensors are the roundings of the exact values", test_mp_sink},
        {"1 vs 2 vs 3 threads: bitwise equal", test_threads},
        {"1 vs 2 vs 3 threads over several backward segments, certified or not: bitwise equal",
         test_threads_segments},
        {"backward segments: static recurrence, finite differences across the edges", test_segments},
        {"working storage: per row, no [L,D] buffer, below the stored inputs and results", test_work_bytes},
        {"cache: samu-1 file, hit identical, truncated and edited files recomputed", test_cache},
        {"forward_only: forward bitwise equal, gradients zero, uncertified, not cached", test_forward_only},
        {"bad inputs refused", test_refusals},
        {"streamed = whole, bitwise (B=1,2; L=1,63,64,65,200; D=2,16; 1, 2 threads; certified): each element once",
         test_stream},
        {"streamed: a failing consumer ends the stream with its status, nothing leaked; NULL fn, forward_only refused",
         test_stream_failure},
        {NULL, NULL},
    };
    sg_add_suite("oracle samu", oracle);
}
