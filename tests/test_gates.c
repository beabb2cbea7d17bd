/* test_gates.c - ulp distances, metrics, the THRESHOLDS.md parser and the
 * verdict rule, on constructed cases whose expected values are derived in the
 * comments (or computed here from the metric definitions of sg_gates.h).
 *
 * BF16 values: 1 sign, 8 exponent, 7 fraction bits, so the ulp in the binade
 * [2^k, 2^(k+1)) is 2^(k-7) and the smallest subnormal 2^-133. FP32: ulp
 * 2^(k-23), smallest subnormal 2^-149. Every comparison fails on NaN.
 */
#define _POSIX_C_SOURCE 200809L
#include "sg_test.h"
#include "sg_backends.h"

#include <float.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static uint64_t rng_state = UINT64_C(0x6a7e5);
static uint64_t rng_next(void) { return sg_test_splitmix64(&rng_state); }
static double rng_unit(void) { return (double)(rng_next() >> 11) * 0x1p-53; } /* [0,1) */

static double bf(uint16_t h) { return (double)sg_bf16_to_f32(h); }

/* ---- ordinal / ulp distance -------------------------------------------------- */

/* Every pair of neighbouring finite BF16 values, both signs: subnormal steps,
 * the subnormal/normal boundary, every binade boundary (0x..7f -> 0x..80) and
 * steps inside binades are all exactly 1; the midpoint is 0.5 from both ends
 * and the quarter point 0.25 from the lower one. */
static void test_bf16_steps(void) {
    long bad = 0, n = 0;
    for (uint32_t s = 0; s < 2; s++)
        for (uint32_t m = 0; m < 0x7f7f; m++) {
            uint16_t h = (uint16_t)((s << 15) | m);
            double a = bf(h), b = bf((uint16_t)(h + 1));
            double d = sg_ulp_distance(a, b, SG_BF16), r = sg_ulp_distance(b, a, SG_BF16);
            double mid = 0.5 * (a + b), quarter = a + 0.25 * (b - a);
            int ok = d == 1.0 && r == 1.0 && sg_ulp_distance(mid, a, SG_BF16) == 0.5 &&
                     sg_ulp_distance(mid, b, SG_BF16) == 0.5 && sg_ulp_distance(quarter, a, SG_BF16) == 0.25;
            /* the ordinal grows with the magnitude, by exactly 1 per step */
            ok = ok && fabs(sg_ordinal(b, SG_BF16)) - fabs(sg_ordinal(a, SG_BF16)) == 1.0;
            if (!ok && bad++ < 5) fprintf(stderr, "\n  bf16 step 0x%04x: %g %g\n", h, d, r);
            n++;
        }
    CU_ASSERT_EQUAL(n, 2L * 0x7f7f);
    CU_ASSERT_EQUAL(bad, 0);
}

/* FP32 steps via nextafterf: random values of every binade, plus the binade
 * boundaries, the subnormal range and the subnormal/normal boundary. */
static void test_f32_steps(void) {
    long bad = 0;
    float special[] = {FLT_TRUE_MIN, 2 * FLT_TRUE_MIN, nextafterf(FLT_MIN, 0.0f), FLT_MIN, 1.0f,
                       nextafterf(1.0f, 0.0f), nextafterf(2.0f, 0.0f), 0.75f, nextafterf(FLT_MAX, 0.0f),
                       ldexpf(1.0f, -127), ldexpf(1.0f, 100)};
    int ns = (int)(sizeof special / sizeof special[0]);
    for (int k = 0; k < 200000 + ns; k++) {
        float f;
        if (k < ns) {
            f = special[k];
        } else {
            uint32_t u = (uint32_t)rng_next();
            memcpy(&f, &u, sizeof f);
        }
        if (!isfinite(f)) continue;
        for (int sgn = 0; sgn < 2; sgn++) {
            float a = sgn ? -fabsf(f) : fabsf(f);
            float b = nextafterf(a, sgn ? -INFINITY : INFINITY);
            if (!isfinite(b)) continue;
            double d = sg_ulp_distance((double)a, (double)b, SG_F32);
            double mid = 0.5 * ((double)a + (double)b);
            if (!(d == 1.0 && sg_ulp_distance(mid, (double)b, SG_F32) == 0.5) && bad++ < 5)
                fprintf(stderr, "\n  f32 step %a: %g\n", (double)a, d);
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    /* binade boundaries, explicitly: 1 - 2^-24 -> 1 and 2^-126 - 2^-149 -> 2^-126 */
    CU_ASSERT_EQUAL(sg_ulp_distance(1.0 - 0x1p-24, 1.0, SG_F32), 1.0);
    CU_ASSERT_EQUAL(sg_ulp_distance(0x1p-126 - 0x1p-149, 0x1p-126, SG_F32), 1.0);
    /* 1 - 2^-24 to 1 + 2^-23: one step of each binade's own ulp = 2 */
    CU_ASSERT_EQUAL(sg_ulp_distance(1.0 - 0x1p-24, 1.0 + 0x1p-23, SG_F32), 2.0);
}

static void test_ulp_specials(void) {
    /* BF16 binade boundary: 0x3f7f = 1 - 2^-8 and 0x3f80 = 1 */
    CU_ASSERT(bf(0x3f7f) == 1.0 - 0x1p-8 && bf(0x3f80) == 1.0);
    CU_ASSERT_EQUAL(sg_ulp_distance(1.0 - 0x1p-8, 1.0, SG_BF16), 1.0);
    /* 1 - 2^-8 to 1 + 2^-7 (0x3f81): one step below 1 and one above = 2 */
    CU_ASSERT_EQUAL(sg_ulp_distance(1.0 - 0x1p-8, 1.0 + 0x1p-7, SG_BF16), 2.0);
    /* 1 + 2^-9 is a quarter of the BF16 ulp (2^-7) above 1 */
    CU_ASSERT_EQUAL(sg_ulp_distance(1.0 + 0x1p-9, 1.0, SG_BF16), 0.25);
    /* subnormal steps */
    CU_ASSERT_EQUAL(sg_ulp_distance(0.0, 0x1p-133, SG_BF16), 1.0);
    CU_ASSERT_EQUAL(sg_ulp_distance(0x1p-133, 0x1p-132, SG_BF16), 1.0);
    CU_ASSERT_EQUAL(sg_ulp_distance(0.0, 0x1p-149, SG_F32), 1.0);
    CU_ASSERT_EQUAL(sg_ulp_distance(0.0, 0x1p-134, SG_BF16), 0.5);
    /* signed zeros are the same point */
    CU_ASSERT_EQUAL(sg_ulp_distance(0.0, -0.0, SG_BF16), 0.0);
    CU_ASSERT_EQUAL(sg_ulp_distance(-0.0, 0.0, SG_F32), 0.0);
    /* crossing zero: smallest positive to smallest negative subnormal = 2 */
    CU_ASSERT_EQUAL(sg_ulp_distance(0x1p-133, -0x1p-133, SG_BF16), 2.0);
    CU_ASSERT_EQUAL(sg_ulp_distance((double)FLT_TRUE_MIN, -(double)FLT_TRUE_MIN, SG_F32), 2.0);
    /* symmetric in sign */
    CU_ASSERT_EQUAL(sg_ulp_distance(-1.0, -(1.0 + 0x1p-7), SG_BF16), 1.0);
    /* NaN against anything is NaN (and ordinal of NaN is NaN) */
    CU_ASSERT(isnan(sg_ulp_distance((double)NAN, 1.0, SG_BF16)));
    CU_ASSERT(isnan(sg_ulp_distance(1.0, (double)NAN, SG_F32)));
    CU_ASSERT(isnan(sg_ulp_distance((double)NAN, (double)NAN, SG_F32)));
    CU_ASSERT(isnan(sg_ordinal((double)NAN, SG_BF16)));
    /* Inf against a finite value is Inf, either way round; same Inf is 0 */
    double inf = (double)INFINITY;
    CU_ASSERT(isinf(sg_ulp_distance(inf, 1.0, SG_BF16)) && sg_ulp_distance(inf, 1.0, SG_BF16) > 0);
    CU_ASSERT(isinf(sg_ulp_distance(-inf, 1.0, SG_F32)) && sg_ulp_distance(-inf, 1.0, SG_F32) > 0);
    CU_ASSERT(isinf(sg_ulp_distance(1.0, inf, SG_F32)));
    CU_ASSERT(isinf(sg_ulp_distance(inf, -inf, SG_BF16)));
    CU_ASSERT_EQUAL(sg_ulp_distance(inf, inf, SG_BF16), 0.0);
}

/* ---- metrics ------------------------------------------------------------------- */

/* Independent evaluation of rel_l2 from its definition ||q - e|| / ||e||. */
static double rel_l2_of(const double *q, const double *e, int n) {
    long double sd = 0, se = 0;
    for (int i = 0; i < n; i++) {
        long double d = (long double)q[i] - (long double)e[i];
        sd += d * d;
        se += (long double)e[i] * (long double)e[i];
    }
    return (double)sqrtl(sd / se);
}

/* Correctly rounded inputs, built backwards: pick r, then put e less than
 * half an ulp away from it (e = r + f*ulp, f in [0, 0.45], away from zero, so
 * e stays in r's binade and r is its nearest value). Then q = r gives
 * excess_l2 = 0, frac_not_rn = 0 and max_ulp = max f <= 0.5. */
static void test_metrics_rn(void) {
    enum { N = 2000 };
    for (int fmt = 0; fmt < 2; fmt++) {
        sg_dtype dt = fmt ? SG_F32 : SG_BF16;
        uint16_t rb[N];
        float rf[N];
        double e[N], qd[N], fmax = -1;
        int64_t arg = -1;
        for (int i = 0; i < N; i++) {
            int k = (int)(rng_next() % 60) - 30; /* binade [2^k, 2^(k+1)) */
            double m = 1.0 + rng_unit();         /* in [1,2) */
            double sgn = (i % 3 == 0) ? -1.0 : 1.0;
            int p = fmt ? 24 : 8;
            double sig = floor(m * ldexp(1.0, p - 1)) / ldexp(1.0, p - 1); /* p significant bits */
            double r = sgn * ldexp(sig, k), ulp = ldexp(1.0, k - p + 1);
            double f = 0.45 * rng_unit();
            e[i] = r + sgn * f * ulp;
            if (fmt) rf[i] = (float)r;
            else {
                float rr = (float)r; /* exact: 8 significant bits */
                uint32_t u;
                memcpy(&u, &rr, sizeof u);
                CU_ASSERT_FATAL((u & 0xffffu) == 0);
                rb[i] = (uint16_t)(u >> 16);
            }
            qd[i] = r;
            double fd = fabs(e[i] - r) / ulp; /* the f actually realised */
            if (!(fd <= fmax)) { fmax = fd; arg = i; }
        }
        sg_metrics m;
        const void *q = fmt ? (const void *)rf : (const void *)rb;
        sg_metrics_compute(dt, q, e, q, NULL, N, &m);
        CU_ASSERT_EQUAL(m.n, N);
        CU_ASSERT_EQUAL(m.v[SG_M_NONFINITE], 0.0);
        CU_ASSERT_EQUAL(m.v[SG_M_EXCESS_L2], 0.0);
        CU_ASSERT_EQUAL(m.v[SG_M_FRAC_NOT_RN], 0.0);
        CU_ASSERT_EQUAL(m.n_bad, 0);
        CU_ASSERT(m.v[SG_M_MAX_ULP] <= 0.5);
        /* ordinals are ~2^31 for FP32 (~2^15 for BF16), so their difference in
         * double resolves fractions of an ulp to about 2^-21 (2^-37) */
        SG_ASSERT_CLOSE(m.v[SG_M_MAX_ULP], fmax, fmt ? 1e-6 : 1e-10);
        CU_ASSERT_EQUAL(m.worst, arg);
        double rl = rel_l2_of(qd, e, N);
        SG_ASSERT_CLOSE(m.v[SG_M_REL_L2], rl, 1e-12 * rl);
        /* RN's relative error is at most 2^-p: 2^-8 for BF16, 2^-24 for FP32 */
        CU_ASSERT(m.v[SG_M_REL_L2] <= (fmt ? 0x1p-24 : 0x1p-8));
    }
}

/* e = {1, 2, -3, 0.5} are BF16 values (0x3f80, 0x4000, 0xc040, 0x3f00), so
 * r = e. q differs in element 2 by one ulp: -3 = -1.5*2^1, ulp 2^(1-7) =
 * 2^-6, so q[2] = 0xc041 = -(3 + 2^-6). Then with ||e|| = sqrt(1+4+9+1/4):
 * excess_l2 = rel_l2 = 2^-6/sqrt(14.25), frac_not_rn = 1/4, max_ulp = 1 at 2. */
static void test_metrics_one_ulp_bf16(void) {
    uint16_t r[4] = {0x3f80, 0x4000, 0xc040, 0x3f00}, q[4] = {0x3f80, 0x4000, 0xc041, 0x3f00};
    double e[4] = {1.0, 2.0, -3.0, 0.5};
    for (int i = 0; i < 4; i++) CU_ASSERT_EQUAL_FATAL(bf(r[i]), e[i]);
    CU_ASSERT_EQUAL_FATAL(bf(q[2]), -(3.0 + 0x1p-6));
    sg_metrics m;
    sg_metrics_compute(SG_BF16, q, e, r, NULL, 4, &m);
    double want = 0x1p-6 / sqrt(14.25);
    SG_ASSERT_CLOSE(m.v[SG_M_EXCESS_L2], want, 1e-15 * want);
    SG_ASSERT_CLOSE(m.v[SG_M_REL_L2], want, 1e-15 * want);
    CU_ASSERT_EQUAL(m.v[SG_M_FRAC_NOT_RN], 0.25);
    CU_ASSERT_EQUAL(m.v[SG_M_MAX_ULP], 1.0);
    CU_ASSERT_EQUAL(m.v[SG_M_NONFINITE], 0.0);
    CU_ASSERT_EQUAL(m.n_bad, 1);
    CU_ASSERT_EQUAL(m.worst, 2);
    CU_ASSERT_EQUAL(m.worst_q, -(3.0 + 0x1p-6));
    CU_ASSERT_EQUAL(m.worst_e, -3.0);

    /* e0 = 1 + 2^-9 + 2^-12 is 0.28125 ulp above 1 (ulp 2^-7), so r0 = 1;
     * q0 = 1 + 2^-7 (0x3f81) is off by one ulp from r0, and 1 - 0.28125 =
     * 0.71875 ulp from e0. e1 = r1 = q1 = 2. ||e|| = sqrt(e0^2 + 4):
     * excess_l2 = 2^-7/||e||, rel_l2 = (2^-7 - 2^-9 - 2^-12)/||e||. */
    uint16_t r2[2] = {0x3f80, 0x4000}, q2[2] = {0x3f81, 0x4000};
    double e2[2] = {1.0 + 0x1p-9 + 0x1p-12, 2.0};
    CU_ASSERT_EQUAL_FATAL(bf(q2[0]), 1.0 + 0x1p-7);
    sg_metrics_compute(SG_BF16, q2, e2, r2, NULL, 2, &m);
    double ne = sqrt(e2[0] * e2[0] + 4.0);
    SG_ASSERT_CLOSE(m.v[SG_M_EXCESS_L2], 0x1p-7 / ne, 1e-15);
    SG_ASSERT_CLOSE(m.v[SG_M_REL_L2], (0x1p-7 - 0x1p-9 - 0x1p-12) / ne, 1e-15);
    CU_ASSERT_EQUAL(m.v[SG_M_FRAC_NOT_RN], 0.5);
    CU_ASSERT_EQUAL(m.v[SG_M_MAX_ULP], 0.71875);
    CU_ASSERT_EQUAL(m.worst, 0);
}

/* FP32: e = {1, -0.75, 0.1f}; q1 = -(0.75 + 2^-24) (ulp of [0.5,1) is 2^-24):
 * excess_l2 = 2^-24/||e||, frac 1/3, max_ulp 1 at index 1. */
static void test_metrics_one_ulp_f32(void) {
    float r[3] = {1.0f, -0.75f, 0.1f}, q[3] = {1.0f, nextafterf(-0.75f, -1.0f), 0.1f};
    double e[3] = {1.0, -0.75, (double)0.1f};
    CU_ASSERT_EQUAL_FATAL((double)q[1], -(0.75 + 0x1p-24));
    sg_metrics m;
    sg_metrics_compute(SG_F32, q, e, r, NULL, 3, &m);
    double ne = sqrt(1.0 + 0.5625 + e[2] * e[2]);
    SG_ASSERT_CLOSE(m.v[SG_M_EXCESS_L2], 0x1p-24 / ne, 1e-20);
    SG_ASSERT_CLOSE(m.v[SG_M_FRAC_NOT_RN], 1.0 / 3.0, 1e-15);
    CU_ASSERT_EQUAL(m.v[SG_M_MAX_ULP], 1.0);
    CU_ASSERT_EQUAL(m.worst, 1);
    CU_ASSERT_EQUAL(m.n_bad, 1);
}

static sg_thresholds g_real; /* the project's THRESHOLDS.md, loaded once */
static int g_real_ok;

static void load_real(void) {
    if (g_real_ok) return;
    char path[2048];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    if (sg_thresholds_load(path, &g_real) == SG_OK) g_real_ok = 1;
    else fprintf(stderr, "\n  cannot load %s: %s\n", path, sg_errmsg());
}

/* Every row of the real file, 'report' rows included, and a synthetic
 * all-infinite row judge NaN as FAIL. */
static void assert_nan_fails_everywhere(double v) {
    CU_ASSERT(isnan(v));
    sg_threshold rep = {"x.y.z", (double)INFINITY, (double)INFINITY, (double)INFINITY, "R", 1, SG_LIMIT_MAX};
    CU_ASSERT_EQUAL(sg_judge_value(v, &rep), SG_FAIL);
    load_real();
    CU_ASSERT_FATAL(g_real_ok);
    for (int i = 0; i < g_real.n; i++) CU_ASSERT_EQUAL(sg_judge_value(v, &g_real.rows[i]), SG_FAIL);
}

/* The real file's rglru y row of `metric` (a missing file or row ends the test). */
static const sg_threshold *real_y(const char *metric) {
    load_real();
    CU_ASSERT_FATAL(g_real_ok);
    const sg_threshold *th = sg_thresholds_find(&g_real, "rglru", "y", metric);
    CU_ASSERT_PTR_NOT_NULL_FATAL(th);
    return th;
}

/* The metrics of n BF16 values q against e and r with one non-finite element:
 * nonfinite 1, and rel_l2, excess_l2 and max_ulp NaN (inf 0) or infinite (inf 1). */
static sg_metrics one_nonfinite(const uint16_t *q, const double *e, const uint16_t *r, int64_t n, int inf) {
    sg_metrics m;
    sg_metrics_compute(SG_BF16, q, e, r, NULL, n, &m);
    CU_ASSERT_EQUAL(m.v[SG_M_NONFINITE], 1.0);
    static const sg_metric errs[3] = {SG_M_REL_L2, SG_M_EXCESS_L2, SG_M_MAX_ULP};
    for (int i = 0; i < 3; i++) CU_ASSERT(inf ? isinf(m.v[errs[i]]) : isnan(m.v[errs[i]]));
    return m;
}

/* q1 is a NaN (the BF16 poison pattern, and a plain quiet NaN): one
 * non-finite element, NaN rel_l2/excess_l2/max_ulp, counted as not RN, the
 * worst element is the NaN one (even with finite elements after it), and
 * every metric is FAIL under the real y rows. */
static void test_metrics_nan(void) {
    const uint16_t nans[2] = {SG_POISON_BF16, 0xffc0};
    for (int k = 0; k < 2; k++) {
        uint16_t r[4] = {0x3f80, 0x4000, 0xc040, 0x3f00}, q[4] = {0x3f80, nans[k], 0xc041, 0x3f00};
        double e[4] = {1.0, 2.0, -3.0, 0.5};
        const sg_metrics m = one_nonfinite(q, e, r, 4, 0);
        CU_ASSERT_EQUAL(m.n_bad, 2); /* the NaN and the one-ulp element */
        CU_ASSERT_EQUAL(m.v[SG_M_FRAC_NOT_RN], 0.5);
        CU_ASSERT_EQUAL(m.worst, 1);
        CU_ASSERT(isnan(m.worst_q));
        CU_ASSERT_EQUAL(m.worst_e, 2.0);
        assert_nan_fails_everywhere(m.v[SG_M_REL_L2]);
        assert_nan_fails_everywhere(m.v[SG_M_EXCESS_L2]);
        assert_nan_fails_everywhere(m.v[SG_M_MAX_ULP]);
        for (int j = 0; j < SG_M_COUNT; j++) {
            const sg_threshold *th = real_y(sg_metric_name((sg_metric)j));
            if (sg_judge_value(m.v[j], th) != SG_FAIL) fprintf(stderr, "\n  %s not FAIL\n", th->key);
            CU_ASSERT_EQUAL(sg_judge_value(m.v[j], th), SG_FAIL);
        }
    }
    /* NaN first, NaN last, two NaNs: the worst is the first NaN */
    uint16_t r[3] = {0x3f80, 0x3f80, 0x3f80}, qa[3] = {0x7fc0, 0x3f81, 0x3f80}, qb[3] = {0x3f81, 0x3f80, 0x7fc0},
             qc[3] = {0x3f80, 0x7fc0, 0xffc0};
    double e[3] = {1.0, 1.0, 1.0};
    sg_metrics m;
    sg_metrics_compute(SG_BF16, qa, e, r, NULL, 3, &m);
    CU_ASSERT_EQUAL(m.worst, 0);
    CU_ASSERT(isnan(m.v[SG_M_MAX_ULP]));
    sg_metrics_compute(SG_BF16, qb, e, r, NULL, 3, &m);
    CU_ASSERT_EQUAL(m.worst, 2);
    CU_ASSERT(isnan(m.v[SG_M_MAX_ULP]));
    sg_metrics_compute(SG_BF16, qc, e, r, NULL, 3, &m);
    CU_ASSERT_EQUAL(m.worst, 1);
    CU_ASSERT_EQUAL(m.v[SG_M_NONFINITE], 2.0);
    /* FP32 NaN (the FP32 poison) */
    uint32_t pz = SG_POISON_F32;
    float rf[2] = {1.0f, 2.0f}, qf[2];
    qf[0] = 1.0f;
    memcpy(&qf[1], &pz, sizeof pz);
    double ef[2] = {1.0, 2.0};
    sg_metrics_compute(SG_F32, qf, ef, rf, NULL, 2, &m);
    CU_ASSERT_EQUAL(m.v[SG_M_NONFINITE], 1.0);
    CU_ASSERT(isnan(m.v[SG_M_REL_L2]) && isnan(m.v[SG_M_EXCESS_L2]) && isnan(m.v[SG_M_MAX_ULP]));
    CU_ASSERT_EQUAL(m.worst, 1);
}

/* q1 = +Inf (0x7f80) or -Inf where e is finite: nonfinite 1, the error
 * metrics infinite (so they FAIL every finite limit), worst at 1. */
static void test_metrics_inf(void) {
    const uint16_t infs[2] = {0x7f80, 0xff80};
    for (int k = 0; k < 2; k++) {
        uint16_t r[3] = {0x3f80, 0x4000, 0x3f00}, q[3] = {0x3f80, infs[k], 0x3f00};
        double e[3] = {1.0, 2.0, 0.5};
        const sg_metrics m = one_nonfinite(q, e, r, 3, 1);
        CU_ASSERT_EQUAL(m.v[SG_M_FRAC_NOT_RN], 1.0 / 3.0);
        CU_ASSERT_EQUAL(m.worst, 1);
        const sg_threshold *nonfinite = real_y("nonfinite"), *excess = real_y("excess_l2");
        CU_ASSERT_EQUAL(sg_judge_value(m.v[SG_M_NONFINITE], nonfinite), SG_FAIL);
        CU_ASSERT_EQUAL(sg_judge_value(m.v[SG_M_EXCESS_L2], excess), SG_FAIL);
    }
}

/* Degenerate sizes: all-zero e (rel/excess 0 when q = r = 0, Inf otherwise)
 * and n = 0 (all zero, no worst element). */
static void test_metrics_degenerate(void) {
    uint16_t z[2] = {0x0000, 0x8000}, q[2] = {0x0001, 0x0000};
    double e[2] = {0.0, 0.0};
    sg_metrics m;
    sg_metrics_compute(SG_BF16, z, e, z, NULL, 2, &m);
    CU_ASSERT_EQUAL(m.v[SG_M_REL_L2], 0.0);
    CU_ASSERT_EQUAL(m.v[SG_M_EXCESS_L2], 0.0);
    CU_ASSERT_EQUAL(m.v[SG_M_MAX_ULP], 0.0);
    CU_ASSERT_EQUAL(m.v[SG_M_FRAC_NOT_RN], 0.0); /* -0 == +0 as values */
    sg_metrics_compute(SG_BF16, q, e, z, NULL, 2, &m);
    CU_ASSERT(isinf(m.v[SG_M_REL_L2]) && isinf(m.v[SG_M_EXCESS_L2]));
    CU_ASSERT_EQUAL(m.v[SG_M_MAX_ULP], 1.0);
    CU_ASSERT_EQUAL(m.v[SG_M_FRAC_NOT_RN], 0.5);
    sg_metrics_compute(SG_BF16, q, e, z, NULL, 0, &m);
    CU_ASSERT_EQUAL(m.n, 0);
    CU_ASSERT_EQUAL(m.worst, -1);
    for (int j = 0; j < SG_M_MODEL_ULP; j++) CU_ASSERT_EQUAL(m.v[j], 0.0);
    CU_ASSERT(isnan(m.v[SG_M_MODEL_ULP])); /* no S given: unavailable, and NaN fails every limit */
}

/* model_ulp on constructed cases: (|q-e| - ulp(e)/2)+ / (2^-24 S). */
static void test_model_ulp(void) {
    /* e = 1 (bf16 ulp at 1 is 2^-7); q = 1 + 2^-7 is one ulp away: excess 2^-8 over the
     * half ulp; with S = 1 that is 2^-8 / 2^-24 = 65536 FP32 roundings. */
    double e[4] = {1.0, 1.0, 0.0, 0x1p-20};
    double S[4] = {1.0, 0x1p16, 0.0, 1.0};
    uint16_t q[4], r[4];
    q[0] = sg_f32_to_bf16(1.0f + 0x1p-7f);
    q[1] = sg_f32_to_bf16(1.0f + 0x1p-7f);
    q[2] = 0;                         /* exactly the exact zero */
    q[3] = sg_f32_to_bf16(0x1p-20f);  /* exact */
    for (int i = 0; i < 4; i++) r[i] = sg_f32_to_bf16((float)e[i]);
    sg_metrics m;
    sg_metrics_compute(SG_BF16, q, e, r, S, 1, &m);
    CU_ASSERT_EQUAL(m.v[SG_M_MODEL_ULP], 65536.0);
    CU_ASSERT_EQUAL(m.worst_model, 0);
    /* the same error on an element whose terms were 2^16 times larger: 1 rounding */
    sg_metrics_compute(SG_BF16, q + 1, e + 1, r + 1, S + 1, 1, &m);
    CU_ASSERT_EQUAL(m.v[SG_M_MODEL_ULP], 1.0);
    /* exact results give 0, also where S = 0 */
    sg_metrics_compute(SG_BF16, q + 2, e + 2, r + 2, S + 2, 2, &m);
    CU_ASSERT_EQUAL(m.v[SG_M_MODEL_ULP], 0.0);
    /* S = 0 (so e = 0) and q beyond half an ulp of 0: Inf */
    uint16_t qz = sg_f32_to_bf16(0x1p-100f), rz = 0;
    double ez = 0.0, sz = 0.0;
    sg_metrics_compute(SG_BF16, &qz, &ez, &rz, &sz, 1, &m);
    CU_ASSERT(isinf(m.v[SG_M_MODEL_ULP]));
    /* within half an ulp of e: 0 (FP32: e = 1 + 2^-25 lies between 1 and 1 + 2^-23) */
    float qf = 1.0f, rf = 1.0f;
    double ef = 1.0 + 0x1p-25, sf = 1.0;
    sg_metrics_compute(SG_F32, &qf, &ef, &rf, &sf, 1, &m);
    CU_ASSERT_EQUAL(m.v[SG_M_MODEL_ULP], 0.0);
    /* NaN output: NaN, which fails every limit */
    uint16_t qn = 0x7fc0;
    sg_metrics_compute(SG_BF16, &qn, e, r, S, 1, &m);
    CU_ASSERT(isnan(m.v[SG_M_MODEL_ULP]));
    sg_threshold th = {.marginal = 32, .fail = 128, .cap = 512};
    CU_ASSERT_EQUAL(sg_judge_value(m.v[SG_M_MODEL_ULP], &th), SG_FAIL);
}

/* ---- THRESHOLDS.md ---------------------------------------------------------------- */

/* The real file parses, covers every RG-LRU quantity x metric, and each row
 * (checked against the file's own text) is ordered 0 <= marginal <= fail <= cap. */
static void test_real_thresholds(void) {
    load_real();
    CU_ASSERT_FATAL(g_real_ok);
    SG_ASSERT_OK(sg_thresholds_require(&g_real, sg_model_find("rglru")));
    const sg_quantity *qs;
    int nq = sg_model_quantities(SG_MODEL_RGLRU, &qs);
    CU_ASSERT(g_real.n >= nq * SG_M_COUNT);
    char want[SG_HASH_HEX];
    SG_ASSERT_OK(sg_file_hash(g_real.path, want));
    CU_ASSERT_STRING_EQUAL(g_real.hash, want);
    unsigned char *buf;
    size_t len;
    SG_ASSERT_OK(sg_read_file(g_real.path, &buf, &len));
    for (int i = 0; i < g_real.n; i++) {
        const sg_threshold *t = &g_real.rows[i];
        if (t->dir == SG_LIMIT_MIN) {
            CU_ASSERT(t->marginal >= t->fail && t->fail >= t->cap && t->cap >= 0);
        } else {
            CU_ASSERT(0 <= t->marginal && t->marginal <= t->fail && t->fail <= t->cap);
        }
        /* the row's line of the file is "| key | ..." */
        const char *p = (const char *)buf;
        for (int l = 1; l < t->line && p; l++) {
            p = strchr(p, '\n');
            if (p) p++;
        }
        CU_ASSERT_PTR_NOT_NULL_FATAL(p);
        char head[128];
        snprintf(head, sizeof head, "| %s |", t->key);
        CU_ASSERT(strncmp(p, head, strlen(head)) == 0);
    }
    free(buf);
}

/* A small valid file; line 6 is the row under test.
 *   1 "# T"  2 ""  3 header  4 separator  5 first row  6 <row>  7 ""  8 "### R-A" ... */
static char *doc_with(const char *row6) {
    const char *head = "# T\n"
                       "\n"
                       "| key | marginal | fail | cap | rationale |\n"
                       "|---|---|---|---|---|\n"
                       "| rglru.y.rel_l2 | 1e-3 | 2e-3 | 3e-3 | R-A |\n";
    const char *tail = "\n"
                       "### R-A\n"
                       "Why.\n"
                       "### R-B\n"
                       "Why not.\n"
                       "\n"
                       "| date | change | reason |\n"
                       "|---|---|---|\n"
                       "| 2026-11-29 | first | rows |\n";
    size_t n = strlen(head) + strlen(row6) + strlen(tail) + 2;
    char *s = malloc(n);
    snprintf(s, n, "%s%s\n%s", head, row6, tail);
    return s;
}

static void test_thresholds_valid_doc(void) {
    char *d = doc_with("| rglru.y.excess_l2 | 5e-4 | 2e-3 | report | R-B |");
    sg_thresholds t;
    SG_ASSERT_OK(sg_thresholds_parse(d, "T.md", &t));
    CU_ASSERT_EQUAL(t.n, 2); /* the change-log row is not a model key: ignored */
    const sg_threshold *a = sg_thresholds_find(&t, "rglru", "y", "rel_l2");
    const sg_threshold *b = sg_thresholds_find(&t, "rglru", "y", "excess_l2");
    CU_ASSERT_FATAL(a && b);
    /* values as written in the text above */
    CU_ASSERT(a->marginal == 1e-3 && a->fail == 2e-3 && a->cap == 3e-3 && a->line == 5);
    CU_ASSERT(b->marginal == 5e-4 && b->fail == 2e-3 && isinf(b->cap) && b->line == 6);
    CU_ASSERT_STRING_EQUAL(b->rationale, "R-B");
    CU_ASSERT_PTR_NULL(sg_thresholds_find(&t, "rglru", "y", "max_ulp"));
    /* incomplete for the model: require names the first missing row */
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_require(&t, sg_model_find("rglru")), SG_E_THRESHOLDS);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "rglru.y.nonfinite"));
    sg_thresholds_free(&t);
    free(d);
    /* 'report' everywhere is valid */
    d = doc_with("| rglru.y.max_ulp | report | report | report | R-A |");
    SG_ASSERT_OK(sg_thresholds_parse(d, "T.md", &t));
    sg_thresholds_free(&t);
    free(d);
}

static void expect_bad_row(const char *row, const char *also) {
    char *d = doc_with(row);
    sg_thresholds t;
    sg_fail(SG_OK, "%s", "");
    sg_status st = sg_thresholds_parse(d, "T.md", &t);
    if (st != SG_E_THRESHOLDS) fprintf(stderr, "\n  row '%s' -> %d (%s)\n", row, (int)st, sg_errmsg());
    CU_ASSERT_EQUAL(st, SG_E_THRESHOLDS);
    const char *msg = sg_errmsg();
    if (!strstr(msg, "T.md:6:")) fprintf(stderr, "\n  row '%s': message without T.md:6: %s\n", row, msg);
    CU_ASSERT_PTR_NOT_NULL(strstr(msg, "T.md:6:"));
    if (also) CU_ASSERT_PTR_NOT_NULL(strstr(msg, also));
    CU_ASSERT_EQUAL(t.n, 0);
    CU_ASSERT_PTR_NULL(t.rows);
    sg_thresholds_free(&t);
    free(d);
}

static void test_thresholds_bad_rows(void) {
    expect_bad_row("| rglru.y.excess_l2 | abc | 2e-3 | 3e-3 | R-A |", "marginal");      /* non-numeric */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | 2e-3x | 3e-3 | R-A |", "fail");         /* trailing junk */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | 2e-3 |  | R-A |", "cap");                /* empty cell */
    expect_bad_row("| rglru.y.excess_l2 | nan | 2e-3 | 3e-3 | R-A |", "marginal");      /* NaN limit */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | inf | inf | R-A |", "fail");           /* spelled Inf */
    expect_bad_row("| rglru.y.excess_l2 | -1e-3 | 2e-3 | 3e-3 | R-A |", "marginal");    /* negative */
    expect_bad_row("| rglru.y.excess_l2 | 3e-3 | 2e-3 | 3e-3 | R-A |", NULL);           /* marginal > fail */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | 4e-3 | 3e-3 | R-A |", NULL);           /* fail > cap */
    expect_bad_row("| rglru.y.excess_l2 | report | 2e-3 | 3e-3 | R-A |", NULL);         /* report > fail */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | report | 3e-3 | R-A |", NULL);         /* fail > cap */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | 2e-3 | R-A |", "cells");               /* 4 cells */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | 2e-3 | 3e-3 | R-A | x |", "cells");    /* 6 cells */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | 2e-3 | 3e-3 | R-A", "cells");          /* no closing bar */
    expect_bad_row("| rglru.y.rel_l2 | 1e-3 | 2e-3 | 3e-3 | R-A |", "line 5");          /* duplicate key */
    expect_bad_row("| rglru.y | 1e-3 | 2e-3 | 3e-3 | R-A |", "rglru.y");                /* one dot */
    expect_bad_row("| rglru.y.rel_l2.x | 1e-3 | 2e-3 | 3e-3 | R-A |", NULL);            /* three dots */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | 2e-3 | 3e-3 | R-MISSING |", "R-MISSING"); /* no section */
    expect_bad_row("| rglru.y.excess_l2 | 1e-3 | 2e-3 | 3e-3 |  |", "rationale");       /* empty rationale */
}

static void test_thresholds_bad_files(void) {
    sg_thresholds t;
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_parse("", "E.md", &t), SG_E_THRESHOLDS);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "E.md"));
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_parse("# T\n\nNo table here.\n| a | b |\n", "E.md", &t), SG_E_THRESHOLDS);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "E.md"));
    /* a missing rationale section, seen from a whole file on disk */
    char path[2048];
    snprintf(path, sizeof path, "%s/test_gates.tmp.%ld.md", sg_test_env("SG_BINARY_DIR", "/tmp"), (long)getpid());
    char *d = doc_with("| rglru.y.excess_l2 | 1e-3 | 2e-3 | 3e-3 | R-C |");
    SG_ASSERT_OK(sg_write_atomic_buf(path, d, strlen(d)));
    free(d);
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_load(path, &t), SG_E_THRESHOLDS);
    char where[2100];
    snprintf(where, sizeof where, "%s:6:", path);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), where));
    /* a NUL byte in the file */
    SG_ASSERT_OK(sg_write_atomic_buf(path, "| rglru.y.x |\0", 14));
    SG_ASSERT_STATUS(sg_thresholds_load(path, &t), SG_E_THRESHOLDS);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), path));
    remove(path);
    /* missing file */
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_load(path, &t), SG_E_THRESHOLDS);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), path));
}

/* Every key names a known model, quantity of that model and metric: a typo is
 * refused naming the line and the unknown part (with the nearest known name),
 * never skipped as "not a key" or kept as a row nothing looks up. */
static void test_thresholds_unknown_keys(void) {
    expect_bad_row("| rglru.y.rel_12 | 1e-3 | 2e-3 | 3e-3 | R-A |", "unknown metric 'rel_12'");
    expect_bad_row("| rglru.y.rel_12 | 1e-3 | 2e-3 | 3e-3 | R-A |", "'rel_l2'");          /* the suggestion */
    expect_bad_row("| rglru.yy.excess_l2 | 1e-3 | 2e-3 | 3e-3 | R-A |", "unknown quantity 'yy'");
    expect_bad_row("| samu.h_last.rel_l2 | 1e-3 | 2e-3 | 3e-3 | R-A |", "'z_last'");      /* not a SAMU quantity */
    expect_bad_row("| rglr.y.excess_l2 | 1e-3 | 2e-3 | 3e-3 | R-A |", "unknown model 'rglr'");
    expect_bad_row("| rglr.y.excess_l2 | 1e-3 | 2e-3 | 3e-3 | R-A |", "'rglru'");
    expect_bad_row("| RGLRU.y.excess_l2 | 1e-3 | 2e-3 | 3e-3 | R-A |", "unknown model");
    /* every known model x quantity x metric is a valid key */
    for (int m = 0; m < SG_MODEL_COUNT; m++) {
        const sg_quantity *q;
        int nq = sg_model_quantities((sg_model)m, &q);
        for (int i = 0; i < nq; i++)
            for (int k = 0; k < SG_M_COUNT; k++) {
                char row[200];
                snprintf(row, sizeof row, "| %s.%s.%s | report | report | report | R-B |", sg_model_name((sg_model)m),
                         q[i].name, sg_metric_name((sg_metric)k));
                if (strcmp(row, "| rglru.y.rel_l2 | report | report | report | R-B |") == 0) continue; /* line 5 */
                char *d = doc_with(row);
                sg_thresholds t;
                SG_ASSERT_OK(sg_thresholds_parse(d, "T.md", &t));
                sg_thresholds_free(&t);
                free(d);
            }
    }
}

/* A reports directory for the loosening check: SG_BINARY_DIR/test_gates.<name>.<pid>
 * made into dir, its report.json path into rep (written by write_report). */
static void reports_dir(const char *name, char *dir, size_t dcap, char *rep, size_t rcap) {
    snprintf(dir, dcap, "%s/test_gates.%s.%ld", sg_test_env("SG_BINARY_DIR", "/tmp"), name, (long)getpid());
    SG_ASSERT_OK(sg_mkdirs(dir));
    snprintf(rep, rcap, "%s/report.json", dir);
}

static void write_report(const char *rep, const char *json) {
    SG_ASSERT_OK(sg_write_atomic_buf(rep, json, strlen(json)));
}

/* The other limits (SG_OTHER_LIMITS): the real file has each, in its
 * direction; a key of their scope that is not one of them is refused with the
 * nearest; a minimum takes numbers ordered marginal >= fail >= cap, is judged
 * from below, and lowering it after a result was recorded is loosening. */
static void test_thresholds_other_limits(void) {
    load_real();
    CU_ASSERT_FATAL(g_real_ok);
    const sg_threshold *cert, *twin;
    SG_ASSERT_OK(sg_thresholds_limit(&g_real, SG_LIMIT_CERT_MIN_BITS, &cert));
    SG_ASSERT_OK(sg_thresholds_limit(&g_real, SG_LIMIT_TWIN_S_DISTANCE, &twin));
    CU_ASSERT_FATAL(cert && twin);
    CU_ASSERT(cert->dir == SG_LIMIT_MIN && cert->fail == 60.0); /* moved from cli/run.c unchanged */
    CU_ASSERT(twin->dir == SG_LIMIT_MAX && twin->fail == 64.0); /* moved from the tests unchanged */
    CU_ASSERT_EQUAL(sg_judge_value(60.0, cert), SG_PASS);
    CU_ASSERT_EQUAL(sg_judge_value(nextafter(60.0, 0.0), cert), SG_FAIL);
    CU_ASSERT_EQUAL(sg_judge_value((double)NAN, cert), SG_FAIL);
    CU_ASSERT_EQUAL(sg_judge_value(64.0, twin), SG_PASS);
    CU_ASSERT_EQUAL(sg_judge_value(nextafter(64.0, 65.0), twin), SG_FAIL);
    sg_thresholds t;
    memset(&t, 0, sizeof t);
    SG_ASSERT_STATUS(sg_thresholds_limit(&t, SG_LIMIT_CERT_MIN_BITS, &cert), SG_E_THRESHOLDS);
    /* a minimum with a MARGINAL band: valid, judged from below */
    char *d = doc_with("| oracle.certification.min_bits | 70 | 60 | 50 | R-A |");
    SG_ASSERT_OK(sg_thresholds_parse(d, "T.md", &t));
    SG_ASSERT_OK(sg_thresholds_limit(&t, SG_LIMIT_CERT_MIN_BITS, &cert));
    CU_ASSERT_EQUAL(sg_judge_value(65.0, cert), SG_MARGINAL);
    CU_ASSERT_EQUAL(sg_judge_value(59.0, cert), SG_FAIL);
    CU_ASSERT_EQUAL(sg_judge_value(80.0, cert), SG_PASS);
    /* a recorded higher minimum: lowering it is loosening */
    char dir[2048], rep[2100];
    reports_dir("other", dir, sizeof dir, rep, sizeof rep);
    const char *j = "{\"thresholds_limits\": {\"oracle.certification.min_bits\": [70, 61, 50]}}\n";
    write_report(rep, j);
    int n = 0;
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_check_recorded(&t, dir, &n), SG_E_THRESHOLDS);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "fail 61 -> 60"));
    j = "{\"thresholds_limits\": {\"oracle.certification.min_bits\": [70, 59, 40]}}\n";
    write_report(rep, j);
    SG_ASSERT_OK(sg_thresholds_check_recorded(&t, dir, &n)); /* raised: tighter */
    remove(rep);
    rmdir(dir);
    sg_thresholds_free(&t);
    free(d);
    expect_bad_row("| oracle.certification.min_bit | 60 | 60 | 60 | R-A |", "unknown limit");
    expect_bad_row("| oracle.certification.min_bit | 60 | 60 | 60 | R-A |", "'oracle.certification.min_bits'");
    expect_bad_row("| paths.twin.s_distance | 64 | 64 | 64 | R-A |", "unknown limit");
    expect_bad_row("| oracle.certification.min_bits | 50 | 60 | 60 | R-A |", "marginal >= fail >= cap");
    expect_bad_row("| oracle.certification.min_bits | 60 | 60 | 70 | R-A |", "marginal >= fail >= cap");
    expect_bad_row("| oracle.certification.min_bits | report | 60 | 60 | R-A |", "numbers");
    expect_bad_row("| paths.twin.max_s_distance | 64 | 64 | 32 | R-A |", NULL); /* a maximum: fail <= cap */
}

/* Replaces every "\n" of `s` by "\r\n" (a file saved with Windows line endings). */
static char *to_crlf(const char *s) {
    size_t n = strlen(s), k = 0;
    char *o = malloc(2 * n + 1);
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\n') o[k++] = '\r';
        o[k++] = s[i];
    }
    o[k] = 0;
    return o;
}

/* A THRESHOLDS.md with CRLF line endings reads exactly like the LF file. */
static void test_thresholds_crlf(void) {
    char *d = doc_with("| rglru.y.excess_l2 | 5e-4 | 2e-3 | report | R-B |");
    char *c = to_crlf(d);
    sg_thresholds t;
    SG_ASSERT_OK(sg_thresholds_parse(c, "T.md", &t));
    CU_ASSERT_EQUAL(t.n, 2);
    const sg_threshold *b = sg_thresholds_find(&t, "rglru", "y", "excess_l2");
    CU_ASSERT_FATAL(b != NULL);
    CU_ASSERT(b->marginal == 5e-4 && b->fail == 2e-3 && isinf(b->cap) && b->line == 6);
    CU_ASSERT_STRING_EQUAL(b->rationale, "R-B");
    sg_thresholds_free(&t);
    free(c);
    free(d);
    /* a rationale heading that is really missing is still refused */
    d = doc_with("| rglru.y.excess_l2 | 5e-4 | 2e-3 | 3e-3 | R-C |");
    c = to_crlf(d);
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_parse(c, "T.md", &t), SG_E_THRESHOLDS);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "T.md:6:"));
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "R-C"));
    free(c);
    free(d);
    /* the real file, converted: the same rows, limits and lines */
    load_real();
    CU_ASSERT_FATAL(g_real_ok);
    unsigned char *buf;
    size_t len;
    SG_ASSERT_OK(sg_read_file(g_real.path, &buf, &len));
    c = to_crlf((const char *)buf);
    free(buf);
    SG_ASSERT_OK(sg_thresholds_parse(c, "THRESHOLDS-crlf.md", &t));
    CU_ASSERT_EQUAL(t.n, g_real.n);
    for (int i = 0; i < t.n && i < g_real.n; i++) {
        CU_ASSERT_STRING_EQUAL(t.rows[i].key, g_real.rows[i].key);
        CU_ASSERT_STRING_EQUAL(t.rows[i].rationale, g_real.rows[i].rationale);
        CU_ASSERT(t.rows[i].line == g_real.rows[i].line && t.rows[i].fail == g_real.rows[i].fail &&
                  t.rows[i].marginal == g_real.rows[i].marginal && t.rows[i].cap == g_real.rows[i].cap);
    }
    sg_thresholds_free(&t);
    free(c);
}

/* ---- EXPECTED_STATUS.md names ------------------------------------------------------ */

static const char *EX_HEAD = "| backend | set | case | status | reason | evidence |\n|---|---|---|---|---|---|\n";

/* Parses EX_HEAD + `row` (line 3) + a catch-all row, with no evidence root. */
static sg_status parse_expected_row(const char *row, const char *root) {
    char doc[2048];
    snprintf(doc, sizeof doc, "%s%s\n| * | * | * | PASS | | |\n", EX_HEAD, row);
    sg_expected e;
    sg_fail(SG_OK, "%s", "");
    int nb;
    const char *const *bn = sg_backend_names(&nb);
    sg_status st = sg_expected_parse(doc, "E.md", root, bn, nb, &e);
    if (st == SG_OK) sg_expected_free(&e);
    return st;
}

static void expect_bad_expected(const char *row, const char *root, const char *also1, const char *also2) {
    sg_status st = parse_expected_row(row, root);
    if (st != SG_E_THRESHOLDS) fprintf(stderr, "\n  row '%s' -> %d (%s)\n", row, (int)st, sg_errmsg());
    CU_ASSERT_EQUAL(st, SG_E_THRESHOLDS);
    const char *msg = sg_errmsg();
    int ok = strstr(msg, "E.md:3:") && (!also1 || strstr(msg, also1)) && (!also2 || strstr(msg, also2));
    if (!ok) fprintf(stderr, "\n  row '%s': message '%s' lacks E.md:3: / '%s' / '%s'\n", row, msg, also1 ? also1 : "",
                     also2 ? also2 : "");
    CU_ASSERT(ok);
}

/* Rows naming an unknown backend, set or case are refused, naming the file, the
 * line and the name, with the nearest known name; patterns must match something. */
static void test_expected_unknown_names(void) {
    expect_bad_expected("| cpu.canonical_f33 | ci | rg_long_16k | QUARANTINED | r | e.md |", NULL, "'cpu.canonical_f33'",
                        "'cpu.canonical_f32'");
    expect_bad_expected("| cpu.canonical_f32 | smok | * | PASS | | |", NULL, "'smok'", "'smoke'");
    expect_bad_expected("| cpu.canonical_f32 | ci | rg_long_16 | QUARANTINED | r | e.md |", NULL, "'rg_long_16'",
                        "'rg_long_16k'");
    expect_bad_expected("| cpu.canonical_f32 | smoke | rg_long_16k | PASS | | |", NULL, "'rg_long_16k'", "smoke");
    expect_bad_expected("| cuda.rglru_* | nightly* | * | PASS | | |", NULL, "'nightly*'", NULL);
    expect_bad_expected("| gpu.* | * | * | PASS | | |", NULL, "'gpu.*'", NULL);
    expect_bad_expected("| numpy-f32 | * | * | PASS | | |", NULL, "'numpy-f32'", "external");
    /* every backend the project defines is known, CUDA ones too, in every build */
    const char *ok_rows[] = {
        "| cpu.canonical_f32 | ci | rg_long_16k | PASS | | |",
        "| cpu.canonical_f64 | smoke | * | PASS | | |",
        "| cpu.rglru_chunk16_serial | ci | rg_* | PASS | | |",
        "| cpu.rglru_chunk16_grouped32 | * | * | PASS | | |",
        "| cpu.samu_chunk32_serial | * | * | PASS | | |",
        "| cpu.samu_chunk32_grouped64 | * | * | PASS | | |",
        "| cpu.samu_hybrid | * | * | PASS | | |",
        "| cuda.rglru_chunk16_serial | ci | * | PASS | | |",
        "| cuda.rglru_chunk16_grouped32 | smoke | * | PASS | | |",
        "| cuda.samu_chunk32_serial | * | * | PASS | | |",
        "| cuda.samu_chunk32_grouped64 | * | * | PASS | | |",
        "| cuda.samu_hybrid | * | * | PASS | | |",
        "| cuda.* | c? | rg_long_[0-9]* | PASS | | |",
        "| cpu.* | bench | * | PASS | | |",
        "| numpy-f32 | external | rg_L37_resets | PASS | | |", /* implementations judged from files name themselves */
        "| * | external | * | PASS | | |",
    };
    for (size_t i = 0; i < sizeof ok_rows / sizeof ok_rows[0]; i++) {
        sg_status st = parse_expected_row(ok_rows[i], NULL);
        if (st != SG_OK) fprintf(stderr, "\n  row '%s' refused: %s\n", ok_rows[i], sg_errmsg());
        CU_ASSERT_EQUAL(st, SG_OK);
    }
}

/* Two rows for one (backend, set, case), contradicting or repeating each
 * other, are refused naming both lines (the first would win unseen); rows
 * whose patterns merely overlap keep "the first matching row wins". */
static void expect_duplicate(const char *rows, const char *root, const char *what) {
    const sg_status st = parse_expected_row(rows, root);
    const char *msg = sg_errmsg();
    const int ok = st == SG_E_THRESHOLDS && strstr(msg, "E.md:4:") && strstr(msg, "line 3") && strstr(msg, what);
    if (!ok) fprintf(stderr, "\n  rows '%s' -> %d (%s)\n", rows, (int)st, msg);
    CU_ASSERT(ok);
}

static void test_expected_duplicate_rows(void) {
    const char *src = sg_test_env("SG_SOURCE_DIR", ".");
    expect_duplicate("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | README.md |\n"
                     "| cpu.canonical_f32 | ci | rg_long_16k | PASS | | |",
                     src, "contradicts");
    expect_duplicate("| cpu.canonical_f32 | ci | rg_* | PASS | | |\n| cpu.canonical_f32 | ci | rg_* | PASS | | |", NULL,
                     "repeats");
    /* overlapping patterns: accepted, the first wins */
    CU_ASSERT_EQUAL(parse_expected_row("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | README.md |\n"
                                       "| cpu.canonical_f32 | ci | rg_* | PASS | | |",
                                       src),
                    SG_OK);
}

/* The names registry (sg_backend_names, what EXPECTED_STATUS.md rows are
 * checked against) and the backend table agree: every row of the table is a
 * known name, and a CUDA build registers every CUDA name. */
static void test_backend_names_registry(void) {
    int nn;
    const char *const *names = sg_backend_names(&nn);
    sg_backend_table tb;
    sg_backends_fill(&tb);
    int cuda_rows = 0;
    for (int i = 0; i < tb.n; i++) {
        int found = 0;
        for (int k = 0; k < nn; k++) found |= strcmp(tb.b[i].name, names[k]) == 0;
        if (!found) fprintf(stderr, "\n  backend row '%s' is not in sg_backend_names()\n", tb.b[i].name);
        CU_ASSERT(found);
        cuda_rows += strncmp(tb.b[i].name, "cuda.", 5) == 0;
    }
    for (int k = 0; k < nn; k++) {
        const int is_cuda = strncmp(names[k], "cuda.", 5) == 0;
        if (is_cuda && !cuda_rows) continue; /* built without CUDA */
        CU_ASSERT_PTR_NOT_NULL(sg_backend_find(&tb, names[k]));
    }
}

/* The declaration of the rows (backends/sg_rows.def) and the rows the
 * implementing files give agree: each declared row of this build is in the
 * table with its declared kind and exactly its declared model's slot (EVERY:
 * every model's), in the declared order. */
#define SG_MODEL_EVERY SG_MODEL_COUNT
static void test_rows_declaration(void) {
    static const struct {
        const char *name;
        int model;
        sg_backend_kind kind;
    } decl[] = {
#define SG_ROW(name, model, kind, builds, fn, sources, twin, unit, bits_of, algorithm) {name, SG_MODEL_##model, SG_BACKEND_##kind},
#include "sg_rows.def"
#undef SG_ROW
    };
    sg_backend_table tb;
    sg_backends_fill(&tb);
    int at = 0;
    for (size_t k = 0; k < sizeof decl / sizeof decl[0]; k++) {
        const sg_backend *b = sg_backend_find(&tb, decl[k].name);
        if (!b) { /* a CUDA row of a build without CUDA (test_backend_names_registry) */
            CU_ASSERT_EQUAL(decl[k].kind, SG_BACKEND_CUDA);
            continue;
        }
        CU_ASSERT_EQUAL((int)(b - tb.b), at++); /* the table's order is the declaration's */
        CU_ASSERT_EQUAL(b->kind, decl[k].kind);
        for (int m = 0; m < SG_MODEL_COUNT; m++) {
            const int want = decl[k].model == SG_MODEL_COUNT || decl[k].model == m;
            if ((b->impl[m] != NULL) != want)
                fprintf(stderr, "\n  %s: model %d slot %s\n", b->name, m, want ? "missing" : "unexpected");
            CU_ASSERT_EQUAL(b->impl[m] != NULL, want);
        }
    }
}

/* Evidence must lie inside the repository (the root the file's paths are
 * resolved against): absolute paths and ".." escaping the root are refused,
 * a missing one is named with the path it was looked for at. */
static void test_expected_evidence_paths(void) {
    expect_bad_expected("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | /etc/passwd |", NULL, "'/etc/passwd'",
                        "outside");
    expect_bad_expected("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | ../secret.md |", NULL, "'../secret.md'",
                        "outside");
    expect_bad_expected("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | reports/../../x.md |", NULL,
                        "'reports/../../x.md'", "outside");
    expect_bad_expected("| cpu.canonical_f32 | ci | rg_long_16k | PASS | r | /tmp/e.md |", NULL, "'/tmp/e.md'", "outside");
    const char *src = sg_test_env("SG_SOURCE_DIR", ".");
    /* inside the root, existing: accepted, also through a ".." that stays inside */
    SG_ASSERT_OK(parse_expected_row("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | reports/README.md |", src));
    SG_ASSERT_OK(parse_expected_row("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | reports/h200/../README.md |", src));
    expect_bad_expected("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | ../main/README.md |", src, "outside", NULL);
    /* missing: named, with where it was looked for */
    char where[2100];
    snprintf(where, sizeof where, "%s/reports/no-such-report.md", src);
    expect_bad_expected("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | reports/no-such-report.md |", src,
                        "does not exist", where);
    /* a directory is not an evidence report */
    expect_bad_expected("| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | r | reports |", src, "'reports'", "not a file");
}

/* The loosening check cannot be switched off by a directory that does not
 * exist, and compares `cap` like the limits. */
static void test_recorded_unreadable_and_cap(void) {
    load_real();
    CU_ASSERT_FATAL(g_real_ok);
    int n = -1;
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_check_recorded(&g_real, "/nonexistent/reports-dir", &n), SG_E_IO);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "/nonexistent/reports-dir"));
    char dir[2048], rep[2100];
    reports_dir("reports", dir, sizeof dir, rep, sizeof rep);
    /* the real file's row: 5e-4, 2e-3, cap 4e-3; recorded with cap 3e-3 */
    const char *j = "{\"thresholds_limits\": {\"rglru.y.excess_l2\": [5e-4, 2e-3, 3e-3]}}\n";
    write_report(rep, j);
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_thresholds_check_recorded(&g_real, dir, &n), SG_E_THRESHOLDS);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "rglru.y.excess_l2"));
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "cap"));
    /* the same cap: accepted, one report compared */
    j = "{\"thresholds_limits\": {\"rglru.y.excess_l2\": [5e-4, 2e-3, 4e-3]}}\n";
    write_report(rep, j);
    SG_ASSERT_OK(sg_thresholds_check_recorded(&g_real, dir, &n));
    CU_ASSERT_EQUAL(n, 1);
    remove(rep);
    rmdir(dir);
}

/* The loosening check fails closed: a reports directory without one report
 * that records limits of today's rows (empty, or report.json files that are
 * not the project's reports) is refused naming the directory, never a silent
 * pass with nothing compared. */
static void test_recorded_none_refused(void) {
    load_real();
    CU_ASSERT_FATAL(g_real_ok);
    char dir[2048], rep[2100];
    reports_dir("empty-reports", dir, sizeof dir, rep, sizeof rep);
    static const char *const not_reports[] = {NULL, "{\"a\":1}\n", "{\"thresholds_limits\": {}}\n",
                                              "{\"thresholds_limits\": {\"no.such.key\": [1, 2, 3]}}\n",
                                              "{\"thresholds_limits\": {\"rglru.y.excess_l2\": \"tight\"}}\n"};
    for (size_t i = 0; i < sizeof not_reports / sizeof not_reports[0]; i++) {
        if (not_reports[i]) write_report(rep, not_reports[i]);
        int n = -1;
        sg_fail(SG_OK, "%s", "");
        const sg_status st = sg_thresholds_check_recorded(&g_real, dir, &n);
        const int ok = st == SG_E_NORECORD && strstr(sg_errmsg(), dir) && strstr(sg_errmsg(), "--no-loosening-check");
        if (!ok) fprintf(stderr, "\n  reports '%s' -> %d (%s)\n", not_reports[i] ? not_reports[i] : "(none)", (int)st,
                         sg_errmsg());
        CU_ASSERT(ok);
        CU_ASSERT_EQUAL(n, 0);
    }
    remove(rep);
    rmdir(dir);
}

/* ---- verdicts ------------------------------------------------------------------------ */

static void test_judge_boundaries(void) {
    sg_threshold th = {"rglru.y.excess_l2", 1e-3, 2e-3, 4e-3, "R", 1, SG_LIMIT_MAX};
    CU_ASSERT_EQUAL(sg_judge_value(0.0, &th), SG_PASS);
    CU_ASSERT_EQUAL(sg_judge_value(-0.0, &th), SG_PASS);
    CU_ASSERT_EQUAL(sg_judge_value(1e-3, &th), SG_PASS);                      /* == marginal */
    CU_ASSERT_EQUAL(sg_judge_value(nextafter(1e-3, 1.0), &th), SG_MARGINAL);  /* just above */
    CU_ASSERT_EQUAL(sg_judge_value(2e-3, &th), SG_MARGINAL);                  /* == fail: not FAIL */
    CU_ASSERT_EQUAL(sg_judge_value(nextafter(2e-3, 1.0), &th), SG_FAIL);      /* just above */
    CU_ASSERT_EQUAL(sg_judge_value((double)INFINITY, &th), SG_FAIL);
    CU_ASSERT_EQUAL(sg_judge_value((double)NAN, &th), SG_FAIL);
    CU_ASSERT_EQUAL(sg_judge_value(-(double)NAN, &th), SG_FAIL);
    /* zero tolerance (nonfinite rows): only 0 passes */
    sg_threshold z = {"rglru.y.nonfinite", 0, 0, 0, "R", 1, SG_LIMIT_MAX};
    CU_ASSERT_EQUAL(sg_judge_value(0.0, &z), SG_PASS);
    CU_ASSERT_EQUAL(sg_judge_value(DBL_TRUE_MIN, &z), SG_FAIL);
    CU_ASSERT_EQUAL(sg_judge_value(1.0, &z), SG_FAIL);
    CU_ASSERT_EQUAL(sg_judge_value((double)NAN, &z), SG_FAIL);
    /* marginal == fail: no MARGINAL band */
    sg_threshold eq = {"rglru.y.rel_l2", 1.0, 1.0, 1.0, "R", 1, SG_LIMIT_MAX};
    CU_ASSERT_EQUAL(sg_judge_value(1.0, &eq), SG_PASS);
    CU_ASSERT_EQUAL(sg_judge_value(nextafter(1.0, 2.0), &eq), SG_FAIL);
    /* report rows (all limits infinite): any number passes, NaN fails */
    sg_threshold rep = {"rglru.y.max_ulp", (double)INFINITY, (double)INFINITY, (double)INFINITY, "R", 1, SG_LIMIT_MAX};
    CU_ASSERT_EQUAL(sg_judge_value(DBL_MAX, &rep), SG_PASS);
    CU_ASSERT_EQUAL(sg_judge_value((double)NAN, &rep), SG_FAIL);
    /* names */
    CU_ASSERT_STRING_EQUAL(sg_verdict_name(SG_PASS), "PASS");
    CU_ASSERT_STRING_EQUAL(sg_verdict_name(SG_MARGINAL), "MARGINAL");
    CU_ASSERT_STRING_EQUAL(sg_verdict_name(SG_FAIL), "FAIL");
    /* every metric name is distinct and found in the real file's y rows */
    load_real();
    CU_ASSERT_FATAL(g_real_ok);
    for (int j = 0; j < SG_M_COUNT; j++)
        CU_ASSERT_PTR_NOT_NULL(sg_thresholds_find(&g_real, "rglru", "y", sg_metric_name((sg_metric)j)));
}

static void test_free_real(void) {
    if (g_real_ok) sg_thresholds_free(&g_real);
    g_real_ok = 0;
}

/* sg_as_canonical: a FAIL is AS-CANONICAL only when the canonical order's row
 * quarantines the case, that order FAILs there, every gate the backend FAILs
 * is FAIL or MARGINAL for it, and the backend's err_ratio there is measured
 * and not FAIL. Synthetic results of two quantities; each condition broken in
 * turn must give 0. */
static void as_canon_pair(sg_case_result *res, sg_case_result *canon) {
    memset(res, 0, sizeof *res);
    memset(canon, 0, sizeof *canon);
    res->nq = canon->nq = 2;
    res->worst = canon->worst = SG_FAIL;
    for (int i = 0; i < 2; i++) {
        res->q[i].measured[SG_M_ERR_RATIO] = canon->q[i].measured[SG_M_ERR_RATIO] = 1;
    }
    res->q[0].verdict[SG_M_REL_L2] = SG_FAIL;     /* the backend FAILs h_last.rel_l2 ... */
    canon->q[0].verdict[SG_M_REL_L2] = SG_FAIL;   /* ... as the canonical order does */
    res->q[1].verdict[SG_M_REL_L2] = SG_FAIL;     /* and dh0.rel_l2 ... */
    canon->q[1].verdict[SG_M_REL_L2] = SG_MARGINAL; /* ... where the canonical order is MARGINAL */
}

static void test_as_canonical(void) {
    sg_expect_row q = {0}, pass = {0};
    q.kind = SG_EXPECT_QUARANTINED;
    pass.kind = SG_EXPECT_PASS;
    sg_case_result r, c;
    as_canon_pair(&r, &c);
    CU_ASSERT(sg_as_canonical(&r, &c, &q) == 1);
    CU_ASSERT(sg_as_canonical(&r, &c, &pass) == 0);   /* the canonical order is not quarantined here */
    CU_ASSERT(sg_as_canonical(&r, &c, NULL) == 0);
    as_canon_pair(&r, &c);
    c.q[1].verdict[SG_M_REL_L2] = SG_PASS;            /* a gate the canonical order passes */
    CU_ASSERT(sg_as_canonical(&r, &c, &q) == 0);
    as_canon_pair(&r, &c);
    r.q[0].verdict[SG_M_ERR_RATIO] = SG_FAIL;         /* far more wrong than the canonical order */
    CU_ASSERT(sg_as_canonical(&r, &c, &q) == 0);
    as_canon_pair(&r, &c);
    r.q[1].measured[SG_M_ERR_RATIO] = 0;              /* not compared with it */
    CU_ASSERT(sg_as_canonical(&r, &c, &q) == 0);
    as_canon_pair(&r, &c);
    c.worst = SG_MARGINAL;                            /* the canonical order does not FAIL on this case */
    CU_ASSERT(sg_as_canonical(&r, &c, &q) == 0);
    as_canon_pair(&r, &c);
    r.worst = SG_MARGINAL;                            /* nothing FAILs: not a FAIL to explain */
    CU_ASSERT(sg_as_canonical(&r, &c, &q) == 0);
    as_canon_pair(&r, &c);
    c.nq = 1;                                         /* results of different models */
    CU_ASSERT(sg_as_canonical(&r, &c, &q) == 0);
    CU_ASSERT_STRING_EQUAL(sg_outcome_name(SG_OUTCOME_AS_CANONICAL), "AS-CANONICAL");
    CU_ASSERT_STRING_EQUAL(sg_status_name(SG_E_AS_CANONICAL), "as-canonical");
}

/* ---- bias (THRESHOLDS.md R-BIAS) ------------------------------------------------ */
/* beta of one group from its elements (each q, e, r, S). */
static double group_beta(const float *q, const double *e, const float *r, const double *S, int n, sg_dtype dt,
                         sg_metrics *m) {
    sg_bias_group g;
    memset(&g, 0, sizeof g);
    for (int i = 0; i < n; i++) sg_bias_group_add(&g, dt, q[i], e[i], r[i], S[i]);
    sg_bias_finish(&g, 1, m);
    return m->v[SG_M_BIAS];
}

static void test_bias_metric(void) {
    sg_metrics m, c;
    /* radial sign: one ulp outward (away from 0) is +, inward -, for both signs of e */
    const float r1[2] = {1.0f, -1.0f}, up[2] = {nextafterf(1.0f, 2.0f), nextafterf(-1.0f, -2.0f)};
    const double e1[2] = {1.0, -1.0}, S1[2] = {4.0, 4.0};
    double beta = group_beta(up, e1, r1, S1, 2, SG_F32, &m);
    /* (2^-23 + 2^-23) / (2^-24 (4 + 4)) = 0.5 */
    CU_ASSERT_DOUBLE_EQUAL(beta, 0.5, 1e-15);
    CU_ASSERT_EQUAL(m.bias_groups, 1);
    const float in[2] = {nextafterf(1.0f, 0.0f), nextafterf(-1.0f, 0.0f)}; /* one step inward: 2^-24 each */
    CU_ASSERT_DOUBLE_EQUAL(group_beta(in, e1, r1, S1, 2, SG_F32, &m), -0.25, 1e-15);
    /* exact: a huge term and its negative leave a tiny one (a double sum would lose it) */
    const float qx[3] = {1e30f, 0x1p-140f, -1e30f}, rx[3] = {0, 0, 0};
    const double ex[3] = {1.0, 1.0, 1.0}, Sx[3] = {1.0, 1.0, 1.0};
    CU_ASSERT_EQUAL(group_beta(qx, ex, rx, Sx, 3, SG_F32, &m), 0x1p-140 / (0x1p-24 * 3.0));
    /* S = 0 elements are left out; a group with none left is not counted */
    const double S0[2] = {0.0, 0.0};
    group_beta(up, e1, r1, S0, 2, SG_F32, &m);
    CU_ASSERT_EQUAL(m.bias_groups, 0);
    CU_ASSERT(isnan(m.v[SG_M_BIAS]));
    /* a non-finite q in a counted group: NaN, which fails */
    const float qn[2] = {NAN, 1.0f};
    CU_ASSERT(isnan(group_beta(qn, e1, r1, S1, 2, SG_F32, &m)));
    /* order independence: 4000 random elements in two groups, added forward and backward */
    enum { N = 4000 };
    float *q = malloc(N * sizeof *q), *r = malloc(N * sizeof *r);
    double *e = malloc(N * sizeof *e), *S = malloc(N * sizeof *S);
    for (int i = 0; i < N; i++) {
        e[i] = (rng_unit() - 0.5) * ldexp(1.0, (int)(rng_next() % 60) - 30);
        r[i] = (float)e[i];
        q[i] = rng_unit() < 0.5 ? nextafterf(r[i], 1e38f) : r[i];
        S[i] = fabs(e[i]) * (1.0 + 10.0 * rng_unit());
    }
    sg_bias_group ga[2], gb[2];
    memset(ga, 0, sizeof ga);
    memset(gb, 0, sizeof gb);
    for (int i = 0; i < N; i++) sg_bias_group_add(&ga[i % 2], SG_F32, q[i], e[i], r[i], S[i]);
    for (int i = N - 1; i >= 0; i--) sg_bias_group_add(&gb[i % 2], SG_F32, q[i], e[i], r[i], S[i]);
    sg_bias_finish(ga, 2, &m);
    sg_bias_finish(gb, 2, &c);
    CU_ASSERT(memcmp(&m.v[SG_M_BIAS], &c.v[SG_M_BIAS], sizeof(double)) == 0);
    CU_ASSERT(memcmp(&m.bias_sd, &c.bias_sd, sizeof(double)) == 0);
    CU_ASSERT_EQUAL(m.bias_groups, 2);
    /* the same value from a double sum of the terms, to within its own rounding */
    double num[2] = {0, 0}, den[2] = {0, 0};
    for (int i = 0; i < N; i++) {
        num[i % 2] += (e[i] < 0 ? -1.0 : 1.0) * ((double)q[i] - (double)r[i]);
        den[i % 2] += (double)(float)S[i];
    }
    const double want = 0.5 * (num[0] / (0x1p-24 * den[0]) + num[1] / (0x1p-24 * den[1]));
    CU_ASSERT(fabs(m.v[SG_M_BIAS] - want) <= 1e-9 * fabs(want));
    free(q);
    free(r);
    free(e);
    free(S);
    /* bias_z: the definition, by hand; a backend equal to the canonical path scores 0; fewer than 2 groups: NaN */
    memset(&m, 0, sizeof m);
    memset(&c, 0, sizeof c);
    m.v[SG_M_BIAS] = 0.5, m.bias_sd = 0.2, m.bias_w2 = 0.0004, m.bias_groups = 16;
    c.v[SG_M_BIAS] = -0.1, c.bias_sd = 0.1, c.bias_w2 = 0.0004, c.bias_groups = 16;
    const double z = (0.5 - 0.1) / sqrt((0.04 + 0.0004) / 16 + (0.01 + 0.0004) / 16 + SG_BIAS_SIGMA0 * SG_BIAS_SIGMA0);
    CU_ASSERT_DOUBLE_EQUAL(sg_bias_z(&m, &c), z, 1e-12);
    CU_ASSERT_EQUAL(sg_bias_z(&c, &c), 0.0);
    c.bias_groups = 1;
    CU_ASSERT(isnan(sg_bias_z(&m, &c)));
    m.v[SG_M_BIAS] = NAN;
    c.bias_groups = 16;
    CU_ASSERT(isnan(sg_bias_z(&m, &c)));
}

/* The structure hint's rule (docs/gates.md "Structure hints"): 90% of 8 or more elements (or failing
 * columns' onsets) on a kind of step that holds at most half of all elements; none otherwise. */
static void test_structure_hint(void) {
    sg_structure s;
    char buf[700];
    memset(&s, 0, sizeof s);
    for (int k = 0; k < SG_ST_COUNT; k++) s.base[k] = 0.05;
    CU_ASSERT(!sg_structure_hint(&s, buf, sizeof buf) && buf[0] == 0); /* nothing over the limit */
    s.n = 100;
    s.k[SG_ST_RESET] = 90; /* 90%: a hint */
    CU_ASSERT(sg_structure_hint(&s, buf, sizeof buf));
    CU_ASSERT(strstr(buf, "90 of the 100 elements over the limit (90%) sit on reset steps (5% of all elements)") != NULL);
    s.k[SG_ST_RESET] = 89; /* below 90%: none */
    CU_ASSERT(!sg_structure_hint(&s, buf, sizeof buf));
    s.k[SG_ST_RESET] = 100;
    s.base[SG_ST_RESET] = 0.6; /* a kind holding most elements says nothing */
    CU_ASSERT(!sg_structure_hint(&s, buf, sizeof buf));
    s.base[SG_ST_RESET] = NAN; /* not known: no hint */
    CU_ASSERT(!sg_structure_hint(&s, buf, sizeof buf));
    s.base[SG_ST_RESET] = 0.05;
    s.n = 7; /* too few */
    s.k[SG_ST_RESET] = 7;
    CU_ASSERT(!sg_structure_hint(&s, buf, sizeof buf));
    /* tile edges: the longest tile whose edges hold them */
    memset(s.k, 0, sizeof s.k);
    s.n = 50;
    s.k[SG_ST_EDGE] = s.k[SG_ST_EDGE + 1] = s.k[SG_ST_EDGE + 2] = 50;
    CU_ASSERT(sg_structure_hint(&s, buf, sizeof buf) && strstr(buf, "of a 64-step tile") != NULL &&
              strstr(buf, "all 50 elements over the limit") != NULL);
    /* onsets, when the elements themselves do not gather */
    memset(s.k, 0, sizeof s.k);
    s.cols = 20;
    s.onset[SG_ST_RESET] = 20;
    CU_ASSERT(sg_structure_hint(&s, buf, sizeof buf) &&
              strstr(buf, "20 of the 20 failing (b, d) columns (100%) start failing on a reset step") != NULL);
    s.onset[SG_ST_RESET] = 17;
    CU_ASSERT(!sg_structure_hint(&s, buf, sizeof buf));
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"ulp: every BF16 neighbour pair, half and quarter steps", test_bf16_steps},
        {"ulp: FP32 nextafterf steps", test_f32_steps},
        {"ulp: zeros, subnormals, NaN, Inf", test_ulp_specials},
        {"metrics: correctly rounded inputs", test_metrics_rn},
        {"metrics: one BF16 element off by one ulp", test_metrics_one_ulp_bf16},
        {"metrics: one FP32 element off by one ulp", test_metrics_one_ulp_f32},
        {"metrics: NaN output", test_metrics_nan},
        {"metrics: Inf output", test_metrics_inf},
        {"metrics: zero norm and empty", test_metrics_degenerate},
        {"thresholds: the real THRESHOLDS.md", test_real_thresholds},
        {"thresholds: a valid small document", test_thresholds_valid_doc},
        {"thresholds: bad rows name their line", test_thresholds_bad_rows},
        {"thresholds: empty, no rows, missing file", test_thresholds_bad_files},
        {"thresholds: unknown model, quantity or metric in a key", test_thresholds_unknown_keys},
        {"thresholds: the other limits (certification minimum, twin bound)", test_thresholds_other_limits},
        {"thresholds: CRLF line endings", test_thresholds_crlf},
        {"thresholds: unreadable reports directory, raised cap", test_recorded_unreadable_and_cap},
        {"thresholds: no recorded report to compare with is refused", test_recorded_none_refused},
        {"expected: unknown backend, set or case names", test_expected_unknown_names},
        {"expected: the backend names registry matches the table", test_backend_names_registry},
        {"backends: the rows as declared in backends/sg_rows.def", test_rows_declaration},
        {"expected: evidence outside the repository, missing", test_expected_evidence_paths},
        {"expected: two rows for one backend, set and case", test_expected_duplicate_rows},
        {"judge: boundaries", test_judge_boundaries},
        {"expected: the AS-CANONICAL outcome's conditions", test_as_canonical},
        {"cleanup", test_free_real},
        {"metrics: model_ulp on constructed cases", test_model_ulp},
        {"metrics: bias (radial sign, exact sums in any order, S = 0, NaN) and bias_z", test_bias_metric},
        {"structure: the hint's rule", test_structure_hint},
        {NULL, NULL},
    };
    sg_add_suite("gates", t);
}
