/* test_oracle.c - the exact MPFR oracle (label: oracle).
 *
 * Targets, one test each:
 *  - correct BF16/FP32 rounding of MPFR values: exact inputs, ties, sticky
 *    bits in lower limbs, subnormals, overflow, specials, and random values
 *    against MPFR's own IEEE emulation (mpfr_subnormalize);
 *  - self-certification >= 60 agreeing bits (THRESHOLDS.md oracle.certification.min_bits) on fixture cases with resets, h0,
 *    dh_last, the clip regime and fast decay;
 *  - implementation-free checks: a == 1 (prefix sum), a == 0 (identity
 *    x sigma(u) m), constant a (geometric series, forward and backward);
 *  - splitting a sequence with the exact state carried forward and the exact
 *    cotangent carried backward gives bitwise the same values;
 *  - the production path equals the per-sequence entry point;
 *  - the cache: second call identical, truncated / edited file recomputed;
 *  - bitwise determinism across thread counts; non-finite inputs refused.
 * Failures print their inputs in %a so they can be replayed.
 */
#include "sg_test.h"
#include "sg_test_oracle.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sg_fixtures.h"
#include "sg_oracle.h"

/* ---- helpers ------------------------------------------------------------- */
static uint32_t f32_bits(float f) {
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

static uint16_t bf(double v) { return sg_f32_to_bf16((float)v); }

/* A hand-built RG-LRU problem owning its arrays. */
typedef struct {
    sg_rglru_problem pb;
    uint16_t *x, *u, *v, *dy;
    float *p, *h0, *dhl;
    int32_t *seg;
} hand_problem;

static void hp_init(hand_problem *h, int64_t B, int64_t L, int64_t D) {
    size_t n = (size_t)(B * L * D);
    h->x = sg_xcalloc(n, 2);
    h->u = sg_xcalloc(n, 2);
    h->v = sg_xcalloc(n, 2);
    h->dy = sg_xcalloc(n, 2);
    h->p = sg_xcalloc((size_t)D, 4);
    h->h0 = sg_xcalloc((size_t)(B * D), 4);
    h->dhl = sg_xcalloc((size_t)(B * D), 4);
    h->seg = sg_xcalloc((size_t)(B * L), 4);
    for (int64_t i = 0; i < B * L; i++) h->seg[i] = (int32_t)(i % L) + 1; /* no resets */
    sg_rglru_problem pb = {B, L, D, h->x, h->u, h->v, h->dy, h->p, h->h0, h->dhl, h->seg};
    h->pb = pb;
}

static void hp_free(hand_problem *h) {
    free(h->x);
    free(h->u);
    free(h->v);
    free(h->dy);
    free(h->p);
    free(h->h0);
    free(h->dhl);
    free(h->seg);
}

/* The oracle on h with the default options, into res (initialised here). */
static void hp_oracle(const hand_problem *h, sg_tset *res) {
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    sg_tset_init(res);
    SG_ASSERT_OK(sg_oracle_rglru(&h->pb, &o, res, NULL));
}

/* Deterministic pseudo-random doubles (xorshift), independent of the fixtures. */
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rng_u64(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static double rng_unif(double a, double b) { return a + (b - a) * ((double)(rng_u64() >> 11) * 0x1p-53); }

static const double *td(const sg_tset *s, const char *name) {
    const sg_tensor *t = sg_tset_get(s, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    CU_ASSERT_FATAL(t->dtype == SG_F64);
    return (const double *)t->data;
}

/* Independent MPFR pieces of the model (straight formulas, no tables). */
static void m_sigmoid(mpfr_t r, double w) {
    mpfr_set_d(r, -w, MPFR_RNDN);
    mpfr_exp(r, r, MPFR_RNDN);
    mpfr_add_ui(r, r, 1, MPFR_RNDN);
    mpfr_ui_div(r, 1, r, MPFR_RNDN);
}
static void m_softplus(mpfr_t s, double p) {
    mpfr_set_d(s, p, MPFR_RNDN);
    mpfr_exp(s, s, MPFR_RNDN);
    mpfr_log1p(s, s, MPFR_RNDN);
}
/* a = exp(-8 sigma(v) softplus(p)), m = sqrt(-expm1(2 l)) */
static void m_am(mpfr_t a, mpfr_t m, double v, double p) {
    mpfr_t r, s, l;
    mpfr_inits2(mpfr_get_prec(a), r, s, l, (mpfr_ptr)0);
    m_sigmoid(r, v);
    m_softplus(s, p);
    mpfr_mul(l, r, s, MPFR_RNDN);
    mpfr_mul_si(l, l, -8, MPFR_RNDN);
    mpfr_exp(a, l, MPFR_RNDN);
    mpfr_mul_2si(l, l, 1, MPFR_RNDN);
    mpfr_expm1(l, l, MPFR_RNDN);
    mpfr_neg(l, l, MPFR_RNDN);
    mpfr_sqrt(m, l, MPFR_RNDN);
    mpfr_clears(r, s, l, (mpfr_ptr)0);
}

/* ---- rounding --------------------------------------------------------------- */
/* Reference: MPFR's IEEE emulation. FP32: emin -148 (2^-149 = 0.1 * 2^-148),
 * emax 128, 24 bits; BF16: emin -132, emax 128, 8 bits. Returns FP32 bits. */
static uint32_t ref_round(const mpfr_t v, mpfr_prec_t p, mpfr_exp_t emin) {
    mpfr_exp_t old_min = mpfr_get_emin(), old_max = mpfr_get_emax();
    mpfr_t r;
    mpfr_init2(r, p);
    mpfr_set_emin(emin);
    mpfr_set_emax(128);
    int inex = mpfr_set(r, v, MPFR_RNDN);
    inex = mpfr_check_range(r, inex, MPFR_RNDN);
    mpfr_subnormalize(r, inex, MPFR_RNDN);
    mpfr_set_emin(old_min);
    mpfr_set_emax(old_max);
    float f = mpfr_get_flt(r, MPFR_RNDN); /* exact: r is representable */
    mpfr_clear(r);
    return f32_bits(f);
}

static int check_round(const mpfr_t v) {
    uint32_t want32 = ref_round(v, 24, -148);
    uint16_t want16 = (uint16_t)(ref_round(v, 8, -132) >> 16);
    uint32_t got32 = f32_bits(sg_mpfr_to_f32(v));
    uint16_t got16 = sg_mpfr_to_bf16(v);
    uint16_t b2;
    float f2;
    sg_mpfr_to_bf16_f32(v, &b2, &f2);
    int ok = got32 == want32 && got16 == want16 && b2 == got16 && f32_bits(f2) == got32;
    if (!ok) {
        mpfr_fprintf(stderr, "\n  rounding %Ra (prec %ld): f32 0x%08x want 0x%08x, bf16 0x%04x want 0x%04x\n", v,
                     (long)mpfr_get_prec(v), got32, want32, got16, want16);
    }
    return ok;
}

static void test_round_exact(void) {
    /* every exactly representable FP32 value rounds to itself, and its BF16
     * rounding is sg_f32_to_bf16's (one rounding of an exact value) */
    mpfr_t v;
    mpfr_init2(v, 24);
    int bad = 0;
    for (int k = 0; k < 200000 && bad < 5; k++) {
        uint32_t b = (uint32_t)rng_u64();
        if (k < 1000) b = (b & 0x807fffffu) | (k & 1 ? 0u : 0x00800000u); /* subnormals and the first binade */
        if (k % 5 == 0) b = (b & 0xffff0000u) | 0x8000u;                   /* BF16 ties */
        float f;
        memcpy(&f, &b, sizeof f);
        if (!isfinite(f)) continue;
        mpfr_set_flt(v, f, MPFR_RNDN);
        uint32_t g32 = f32_bits(sg_mpfr_to_f32(v));
        uint16_t g16 = sg_mpfr_to_bf16(v);
        int ok = (g32 == b || (f == 0.0f && g32 == (b & 0x80000000u))) && g16 == sg_f32_to_bf16(f);
        if (!ok) {
            fprintf(stderr, "\n  exact %a: f32 0x%08x want 0x%08x, bf16 0x%04x want 0x%04x\n", (double)f, g32, b, g16,
                    sg_f32_to_bf16(f));
            bad++;
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clear(v);
}

/* v = m 2^e + fn 2^fe + tn 2^te, exactly (v has 300 bits) */
static void set_val(mpfr_t v, double m, long e, double fn, long fe, double tn, long te) {
    mpfr_t t;
    mpfr_init2(t, 300);
    mpfr_set_d(v, m, MPFR_RNDN);
    mpfr_mul_2si(v, v, e, MPFR_RNDN);
    mpfr_set_d(t, fn, MPFR_RNDN);
    mpfr_mul_2si(t, t, fe, MPFR_RNDN);
    mpfr_add(v, v, t, MPFR_RNDN);
    mpfr_set_d(t, tn, MPFR_RNDN);
    mpfr_mul_2si(t, t, te, MPFR_RNDN);
    mpfr_add(v, v, t, MPFR_RNDN);
    mpfr_clear(t);
}

static void test_round_cases(void) {
    mpfr_t v;
    mpfr_init2(v, 300); /* 5 limbs: sticky bits can sit in the lowest limb */
    struct {
        double m;
        long e;
        double fn;
        long fe;
        double tn;
        long te;
        uint16_t bf;
        uint32_t f32;
        const char *why;
    } cs[] = {
        {1.0, 0, 1.0, -8, 0, 0, 0x3f80, 0x3f808000u, "BF16 tie 1+2^-8 -> even (1)"},
        {1.0, 0, 3.0, -8, 0, 0, 0x3f82, 0x3f818000u, "BF16 tie 1+3*2^-8 -> even (1+2^-6)"},
        {1.0, 0, 1.0, -8, 1.0, -68, 0x3f81, 0x3f808000u, "BF16 tie + 2^-68 (sticky in the 2nd limb) -> up"},
        {1.0, 0, 1.0, -8, 1.0, -290, 0x3f81, 0x3f808000u, "BF16 tie + 2^-290 (sticky in the 5th limb) -> up"},
        {1.0, 0, 1.0, -8, -1.0, -290, 0x3f80, 0x3f808000u, "BF16 tie - 2^-290 -> down"},
        {1.0, 0, 1.0, -24, 0, 0, 0x3f80, 0x3f800000u, "FP32 tie 1+2^-24 -> even (1)"},
        {1.0, 0, 1.0, -24, 1.0, -200, 0x3f80, 0x3f800001u, "FP32 tie + 2^-200 -> up"},
        {1.0, 0, 3.0, -24, 0, 0, 0x3f80, 0x3f800002u, "FP32 tie 1+3*2^-24 -> even (1+2^-22)"},
        {1.0, 0, 1.0, -24, 1.0, -63, 0x3f80, 0x3f800001u, "FP32 tie + 2^-63 (last bit of the top limb) -> up"},
        {-1.0, 0, -1.0, -8, 0, 0, 0xbf80, 0xbf808000u, "negative BF16 tie"},
        {1.0, -149, 0, 0, 0, 0, 0x0000, 0x00000001u, "FP32 min subnormal (BF16 underflows to 0)"},
        {1.0, -150, 0, 0, 0, 0, 0x0000, 0x00000000u, "FP32 half quantum tie -> 0"},
        {1.0, -150, 1.0, -250, 0, 0, 0x0000, 0x00000001u, "FP32 just above half quantum -> 2^-149"},
        {3.0, -150, 0, 0, 0, 0, 0x0000, 0x00000002u, "FP32 subnormal tie 1.5 quanta -> 2"},
        {1.0, -126, -1.0, -151, 0, 0, 0x0080, 0x00800000u, "just below min normal rounds up to min normal"},
        {1.0, -133, 0, 0, 0, 0, 0x0001, 0x00010000u, "BF16 min subnormal"},
        {1.0, -134, 0, 0, 0, 0, 0x0000, 0x00008000u, "BF16 half quantum tie -> 0"},
        {3.0, -134, 0, 0, 0, 0, 0x0002, 0x00018000u, "BF16 subnormal tie 1.5 quanta -> 2"},
        {1.0, -134, 1.0, -300, 0, 0, 0x0001, 0x00008000u, "BF16 just above half quantum"},
        {0x1.fcp0, -127, 1.0, -134, 0, 0, 0x0080, 0x007f8000u, "BF16 subnormal 0x7f.. + tie rounds to min normal"},
        {0x1.fep0, 127, 0, 0, 0, 0, 0x7f7f, 0x7f7f0000u, "BF16 max finite"},
        {0x1.ffp0, 127, 0, 0, 0, 0, 0x7f80, 0x7f7f8000u, "BF16 overflow tie -> Inf"},
        {0x1.ffp0, 127, -1.0, 50, 0, 0, 0x7f7f, 0x7f7f8000u, "just below the BF16 overflow tie"},
        {0x1.fffffep0, 127, 0, 0, 0, 0, 0x7f80, 0x7f7fffffu, "FP32 max finite"},
        {0x1.ffffffp0, 127, 0, 0, 0, 0, 0x7f80, 0x7f800000u, "FP32 overflow tie -> Inf"},
        {0x1.ffffffp0, 127, -1.0, 20, 0, 0, 0x7f80, 0x7f7fffffu, "just below the FP32 overflow tie"},
        {1.0, 1000, 0, 0, 0, 0, 0x7f80, 0x7f800000u, "far above: Inf"},
        {-1.0, 1000, 0, 0, 0, 0, 0xff80, 0xff800000u, "far above, negative: -Inf"},
        {1.0, -1000, 0, 0, 0, 0, 0x0000, 0x00000000u, "far below: 0"},
        {-1.0, -1000, 0, 0, 0, 0, 0x8000, 0x80000000u, "far below, negative: -0"},
    };
    for (size_t k = 0; k < sizeof cs / sizeof cs[0]; k++) {
        set_val(v, cs[k].m, cs[k].e, cs[k].fn, cs[k].fe, cs[k].tn, cs[k].te);
        uint16_t g16 = sg_mpfr_to_bf16(v);
        uint32_t g32 = f32_bits(sg_mpfr_to_f32(v));
        if (g16 != cs[k].bf || g32 != cs[k].f32)
            mpfr_fprintf(stderr, "\n  %s: %Ra -> bf16 0x%04x (want 0x%04x), f32 0x%08x (want 0x%08x)\n", cs[k].why, v,
                         g16, cs[k].bf, g32, cs[k].f32);
        CU_ASSERT_EQUAL(g16, cs[k].bf);
        CU_ASSERT_EQUAL(g32, cs[k].f32);
        CU_ASSERT(check_round(v)); /* and the MPFR emulation agrees with the table */
    }
    /* specials */
    mpfr_set_nan(v);
    CU_ASSERT_EQUAL(sg_mpfr_to_bf16(v), 0x7fc0);
    CU_ASSERT(isnan(sg_mpfr_to_f32(v)));
    mpfr_set_inf(v, -1);
    CU_ASSERT_EQUAL(sg_mpfr_to_bf16(v), 0xff80);
    CU_ASSERT_EQUAL(f32_bits(sg_mpfr_to_f32(v)), 0xff800000u);
    mpfr_set_zero(v, -1);
    CU_ASSERT_EQUAL(sg_mpfr_to_bf16(v), 0x8000);
    CU_ASSERT_EQUAL(f32_bits(sg_mpfr_to_f32(v)), 0x80000000u);
    mpfr_set_zero(v, 1);
    CU_ASSERT_EQUAL(sg_mpfr_to_bf16(v), 0x0000);
    CU_ASSERT_EQUAL(f32_bits(sg_mpfr_to_f32(v)), 0x00000000u);
    mpfr_clear(v);
}

static void test_round_random(void) {
    /* random values of several precisions (1 to 5 limbs) over the whole FP32
     * range and beyond, plus values within a few units of 2^-300 of a BF16 or
     * FP32 rounding boundary, against MPFR's emulation */
    static const mpfr_prec_t precs[] = {24, 53, 64, 65, 128, 129, 200, 320};
    gmp_randstate_t rs;
    gmp_randinit_default(rs);
    gmp_randseed_ui(rs, 20261129u);
    int bad = 0, n = 0;
    for (size_t pi = 0; pi < sizeof precs / sizeof precs[0]; pi++) {
        mpfr_t v, t;
        mpfr_init2(v, precs[pi]);
        mpfr_init2(t, precs[pi]);
        for (int k = 0; k < 20000 && bad < 5; k++) {
            mpfr_urandomb(v, rs); /* [0,1) with precs[pi] random bits */
            long e = (long)(rng_u64() % 300) - 165;
            if (k % 4 == 1) {
                /* near a boundary: a random 8- or 24-bit value plus half an ulp, nudged */
                mpfr_prec_t bits = (k % 8 == 1) ? 8 : 24;
                mpfr_t w;
                mpfr_init2(w, bits);
                mpfr_set(w, v, MPFR_RNDN);
                mpfr_set(v, w, MPFR_RNDN);
                mpfr_clear(w);
                mpfr_set_ui_2exp(t, 1, -(long)bits - 1, MPFR_RNDN);
                mpfr_add(v, v, t, MPFR_RNDN);
                long nudge = (long)(rng_u64() % 3) - 1;
                if (nudge && precs[pi] > bits + 2) {
                    mpfr_set_si_2exp(t, nudge, -(long)precs[pi], MPFR_RNDN);
                    mpfr_add(v, v, t, MPFR_RNDN);
                }
            }
            mpfr_mul_2si(v, v, e, MPFR_RNDN);
            if (rng_u64() & 1) mpfr_neg(v, v, MPFR_RNDN);
            if (mpfr_zero_p(v)) continue;
            n++;
            if (!check_round(v)) bad++;
        }
        mpfr_clears(v, t, (mpfr_ptr)0);
    }
    gmp_randclear(rs);
    CU_ASSERT(n > 100000);
    CU_ASSERT_EQUAL(bad, 0);
}

/* ---- certification on fixture cases --------------------------------------------- */
#define run_cert sg_test_oracle_cert

static void test_cert_cases(void) {
    const sg_case_spec specs[] = {
        {"or_mixed", "mixed regimes, resets t1 and inside, h0, dh_last", SG_MODEL_RGLRU, 2, 40, 8, "t1+at:5,17", 1, 1,
         "mixed", 1.0},
        {"or_clip_docs", "clip regime, packed documents", SG_MODEL_RGLRU, 2, 48, 8, "docs:8", 1, 1, "clip", 1.0},
        {"or_init_none", "no reset: h0 carried into t=1", SG_MODEL_RGLRU, 2, 33, 6, "none", 1, 1, "init", 1.0},
        {"or_fast_at", "fast decay, resets inside", SG_MODEL_RGLRU, 1, 30, 8, "at:5,17", 1, 0, "fast", 1.0},
        {"or_near1", "near-1 decay, long memory", SG_MODEL_RGLRU, 1, 300, 4, "t1", 0, 1, "near1", 1.0},
        {"or_L1", "L=1 with reset, h0 discarded", SG_MODEL_RGLRU, 2, 1, 8, "t1", 1, 1, "init", 1.0},
    };
    for (size_t k = 0; k < sizeof specs / sizeof specs[0]; k++) run_cert(&specs[k], sg_test_cert_min_bits());
}

static void test_cert_smoke(void) {
    const sg_case_spec *specs;
    int n = 0;
    SG_ASSERT_OK(sg_fixture_set("smoke", &specs, &n));
    CU_ASSERT(n > 0);
    for (int k = 0; k < n; k++)
        if (specs[k].model == SG_MODEL_RGLRU) run_cert(&specs[k], sg_test_cert_min_bits());
}

/* ---- implementation-free checks ------------------------------------------------ */
static int rel_ok(double got, double want, double tol, const char *what, int64_t i) {
    int ok = fabs(got - want) <= tol * fabs(want);
    if (!ok) fprintf(stderr, "\n  %s[%lld]: got %a want %a\n", what, (long long)i, got, want);
    return ok;
}

/* a == 1: p = -100 gives s ~ 3.7e-44, a = 1 - O(1e-43): h_t = h_{t-1} + x i m,
 * a prefix sum (restarting at a reset, where m = 1). */
static void test_a_one(void) {
    const int64_t B = 1, L = 24, D = 3;
    hand_problem hp;
    hp_init(&hp, B, L, D);
    for (int64_t d = 0; d < D; d++) hp.p[d] = -100.0f;
    for (int64_t i = 0; i < B * L * D; i++) {
        hp.x[i] = bf(rng_unif(-2, 2));
        hp.u[i] = bf(rng_unif(-3, 3));
        hp.v[i] = bf(rng_unif(-3, 3));
        hp.dy[i] = bf(rng_unif(-1, 1));
    }
    hp.seg[10] = 0; /* a reset at t = 11 */
    sg_tset res;
    hp_oracle(&hp, &res);
    const double *y = td(&res, "y.f64");
    mpfr_t sum, i_, a, m, t;
    mpfr_inits2(256, sum, i_, a, m, t, (mpfr_ptr)0);
    int bad = 0;
    for (int64_t d = 0; d < D; d++) {
        mpfr_set_ui(sum, 0, MPFR_RNDN); /* h0 = 0 */
        for (int64_t tt = 0; tt < L; tt++) {
            int64_t e = tt * D + d;
            m_sigmoid(i_, (double)sg_bf16_to_f32(hp.u[e]));
            if (hp.seg[tt] == 0) {
                mpfr_set_ui(m, 1, MPFR_RNDN);
                mpfr_set_ui(sum, 0, MPFR_RNDN);
            } else {
                m_am(a, m, (double)sg_bf16_to_f32(hp.v[e]), -100.0);
            }
            mpfr_mul(t, i_, m, MPFR_RNDN);
            mpfr_mul_d(t, t, (double)sg_bf16_to_f32(hp.x[e]), MPFR_RNDN);
            mpfr_add(sum, sum, t, MPFR_RNDN);
            if (!rel_ok(y[e], mpfr_get_d(sum, MPFR_RNDN), 0x1p-52, "a=1 prefix sum y", e)) bad++;
            /* the correct roundings agree with those of the prefix sum */
            const sg_tensor *yb = sg_tset_get(&res, "y.rn_bf16");
            if (((const uint16_t *)yb->data)[e] != sg_mpfr_to_bf16(sum)) bad++;
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clears(sum, i_, a, m, t, (mpfr_ptr)0);
    sg_tset_free(&res);
    hp_free(&hp);
}

/* a == 1 with a nonzero exact h0 through the per-sequence entry point: y - h0
 * is the prefix sum to within 1e-41 relative to h0. */
static void test_a_one_h0(void) {
    const int64_t n = 20;
    uint16_t x[20], u[20], v[20], dy[20];
    int32_t seg[20];
    for (int k = 0; k < n; k++) {
        x[k] = bf(rng_unif(-2, 2));
        u[k] = bf(rng_unif(-3, 3));
        v[k] = bf(rng_unif(-3, 3));
        dy[k] = bf(rng_unif(-1, 1));
        seg[k] = k + 1;
    }
    sg_oracle_rglru_seq_in in = {n, 1, x, u, v, dy, seg, -100.0f};
    mpfr_t h0, hout, sum, i_, a, m, t;
    mpfr_inits2(256, h0, hout, sum, i_, a, m, t, (mpfr_ptr)0);
    mpfr_t y[20];
    for (int k = 0; k < n; k++) mpfr_init2(y[k], 256);
    mpfr_set_d(h0, 0.75, MPFR_RNDN);
    SG_ASSERT_OK(sg_oracle_rglru_seq(&in, 256, 1, h0, hout, NULL, NULL, NULL, y, NULL, NULL, NULL, NULL));
    mpfr_set(sum, h0, MPFR_RNDN);
    int bad = 0;
    for (int k = 0; k < n; k++) {
        m_sigmoid(i_, (double)sg_bf16_to_f32(u[k]));
        m_am(a, m, (double)sg_bf16_to_f32(v[k]), -100.0);
        mpfr_mul(t, i_, m, MPFR_RNDN);
        mpfr_mul_d(t, t, (double)sg_bf16_to_f32(x[k]), MPFR_RNDN);
        mpfr_add(sum, sum, t, MPFR_RNDN);
        mpfr_sub(t, y[k], sum, MPFR_RNDN);
        if (!(mpfr_cmpabs_ui(t, 0) == 0 || mpfr_get_exp(t) < -130)) { /* |diff| < 2^-131 ~ 4e-40 */
            mpfr_fprintf(stderr, "\n  a=1 with h0: t=%d diff %Re\n", k, t);
            bad++;
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    for (int k = 0; k < n; k++) mpfr_clear(y[k]);
    mpfr_clears(h0, hout, sum, i_, a, m, t, (mpfr_ptr)0);
}

/* a == 0: p = +100, v in [2,4] gives a <= exp(-8*0.88*100) ~ 1e-306:
 * y = x sigma(u) (m = 1 - 1e-600), dx = dy sigma(u), du = dy x sigma(u)(1-sigma(u)),
 * dh0 ~ 0, dv ~ 0. */
static void test_a_zero(void) {
    const int64_t B = 2, L = 16, D = 4;
    hand_problem hp;
    hp_init(&hp, B, L, D);
    for (int64_t d = 0; d < D; d++) hp.p[d] = 100.0f;
    for (int64_t i = 0; i < B * L * D; i++) {
        hp.x[i] = bf(rng_unif(-2, 2));
        hp.u[i] = bf(rng_unif(-4, 4));
        hp.v[i] = bf(rng_unif(2, 4));
        hp.dy[i] = bf(rng_unif(-1, 1));
    }
    for (int64_t i = 0; i < B * D; i++) {
        hp.h0[i] = (float)rng_unif(-1, 1);
        hp.dhl[i] = (float)rng_unif(-1, 1);
    }
    sg_tset res;
    hp_oracle(&hp, &res);
    const double *y = td(&res, "y.f64"), *dx = td(&res, "dx.f64"), *du = td(&res, "du.f64"),
                 *dv = td(&res, "dv.f64"), *dh0 = td(&res, "dh0.f64"), *hl = td(&res, "h_last.f64");
    mpfr_t i_, t;
    mpfr_inits2(200, i_, t, (mpfr_ptr)0);
    int bad = 0;
    for (int64_t b = 0; b < B; b++)
        for (int64_t tt = 0; tt < L; tt++)
            for (int64_t d = 0; d < D; d++) {
                int64_t e = (b * L + tt) * D + d;
                double xv = (double)sg_bf16_to_f32(hp.x[e]);
                double g = (double)sg_bf16_to_f32(hp.dy[e]) + (tt == L - 1 ? (double)hp.dhl[b * D + d] : 0.0);
                m_sigmoid(i_, (double)sg_bf16_to_f32(hp.u[e]));
                mpfr_mul_d(t, i_, xv, MPFR_RNDN);
                if (!rel_ok(y[e], mpfr_get_d(t, MPFR_RNDN), 0x1p-52, "a=0 y", e)) bad++;
                if (tt == L - 1 && !rel_ok(hl[b * D + d], mpfr_get_d(t, MPFR_RNDN), 0x1p-52, "a=0 h_last", e)) bad++;
                mpfr_mul_d(t, i_, g, MPFR_RNDN);
                if (!rel_ok(dx[e], mpfr_get_d(t, MPFR_RNDN), 0x1p-51, "a=0 dx", e)) bad++;
                mpfr_ui_sub(t, 1, i_, MPFR_RNDN);
                mpfr_mul(t, t, i_, MPFR_RNDN);
                mpfr_mul_d(t, t, g * xv, MPFR_RNDN); /* g * x exact in double */
                if (!rel_ok(du[e], mpfr_get_d(t, MPFR_RNDN), 0x1p-50, "a=0 du", e)) bad++;
                if (!(fabs(dv[e]) <= 1e-290)) bad++;
            }
    for (int64_t i = 0; i < B * D; i++)
        if (!(fabs(dh0[i]) <= 1e-290)) bad++;
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clears(i_, t, (mpfr_ptr)0);
    sg_tset_free(&res);
    hp_free(&hp);
}

/* constant a: every x, u, v equal, no resets:
 *   h_t = a^t h0 + b (1 - a^t)/(1 - a),  b = x sigma(u) m;
 *   with dy constant: g_t = dy (1 - a^(L-t+1))/(1 - a) + a^(L-t) dh_last,
 *   dx_t = g_t sigma(u) m, dh0 = a g_1. */
static void test_const_a(void) {
    const int64_t L = 50, D = 2;
    hand_problem hp;
    hp_init(&hp, 1, L, D);
    const double xs = 0.8125, us = 0.375, vs = -0.5, dys = 0.3125;
    const float ps[2] = {-3.0f, -8.5f};
    for (int64_t d = 0; d < D; d++) {
        hp.p[d] = ps[d];
        hp.h0[d] = 0.625f * (float)(d + 1);
        hp.dhl[d] = -0.4375f;
    }
    for (int64_t i = 0; i < L * D; i++) {
        hp.x[i] = bf(xs);
        hp.u[i] = bf(us);
        hp.v[i] = bf(vs);
        hp.dy[i] = bf(dys);
    }
    sg_tset res;
    hp_oracle(&hp, &res);
    const double *y = td(&res, "y.f64"), *dx = td(&res, "dx.f64"), *hl = td(&res, "h_last.f64"),
                 *dh0 = td(&res, "dh0.f64");
    mpfr_t a, m, i_, b, at, h, g, t, om;
    mpfr_inits2(256, a, m, i_, b, at, h, g, t, om, (mpfr_ptr)0);
    int bad = 0;
    for (int64_t d = 0; d < D; d++) {
        m_am(a, m, vs, (double)ps[d]);
        m_sigmoid(i_, us);
        mpfr_mul(b, i_, m, MPFR_RNDN);
        mpfr_mul_d(b, b, xs, MPFR_RNDN);
        mpfr_ui_sub(om, 1, a, MPFR_RNDN); /* 1 - a (a ~ 0.9: no cancellation worth noting at 256 bits) */
        for (int64_t tt = 1; tt <= L; tt++) {
            mpfr_pow_ui(at, a, (unsigned long)tt, MPFR_RNDN);
            mpfr_mul_d(h, at, (double)hp.h0[d], MPFR_RNDN);
            mpfr_ui_sub(t, 1, at, MPFR_RNDN);
            mpfr_mul(t, t, b, MPFR_RNDN);
            mpfr_div(t, t, om, MPFR_RNDN);
            mpfr_add(h, h, t, MPFR_RNDN);
            int64_t e = (tt - 1) * D + d;
            if (!rel_ok(y[e], mpfr_get_d(h, MPFR_RNDN), 0x1p-51, "const-a y", e)) bad++;
            if (tt == L && !rel_ok(hl[d], mpfr_get_d(h, MPFR_RNDN), 0x1p-51, "const-a h_last", d)) bad++;
            /* g_t */
            mpfr_pow_ui(at, a, (unsigned long)(L - tt + 1), MPFR_RNDN);
            mpfr_ui_sub(g, 1, at, MPFR_RNDN);
            mpfr_div(g, g, om, MPFR_RNDN);
            mpfr_mul_d(g, g, dys, MPFR_RNDN);
            mpfr_pow_ui(at, a, (unsigned long)(L - tt), MPFR_RNDN);
            mpfr_mul_d(t, at, (double)hp.dhl[d], MPFR_RNDN);
            mpfr_add(g, g, t, MPFR_RNDN);
            mpfr_mul(t, g, i_, MPFR_RNDN);
            mpfr_mul(t, t, m, MPFR_RNDN);
            if (!rel_ok(dx[e], mpfr_get_d(t, MPFR_RNDN), 0x1p-51, "const-a dx", e)) bad++;
            if (tt == 1) {
                mpfr_mul(t, g, a, MPFR_RNDN);
                if (!rel_ok(dh0[d], mpfr_get_d(t, MPFR_RNDN), 0x1p-51, "const-a dh0", d)) bad++;
            }
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    mpfr_clears(a, m, i_, b, at, h, g, t, om, (mpfr_ptr)0);
    sg_tset_free(&res);
    hp_free(&hp);
}

/* ---- splitting with the exact state and cotangent carried ------------------------ */
typedef struct {
    mpfr_t *y, *dx, *du, *dv;
    mpfr_t hout, gout, acc;
} seq_res;

static void sr_init(seq_res *r, int64_t n, long prec) {
    r->y = sg_xmalloc((size_t)n * sizeof(mpfr_t));
    r->dx = sg_xmalloc((size_t)n * sizeof(mpfr_t));
    r->du = sg_xmalloc((size_t)n * sizeof(mpfr_t));
    r->dv = sg_xmalloc((size_t)n * sizeof(mpfr_t));
    for (int64_t k = 0; k < n; k++) mpfr_inits2(prec, r->y[k], r->dx[k], r->du[k], r->dv[k], (mpfr_ptr)0);
    mpfr_inits2(prec, r->hout, r->gout, (mpfr_ptr)0);
    mpfr_init2(r->acc, prec + 64);
    mpfr_set_ui(r->acc, 0, MPFR_RNDN);
}

static void sr_free(seq_res *r, int64_t n) {
    for (int64_t k = 0; k < n; k++) mpfr_clears(r->y[k], r->dx[k], r->du[k], r->dv[k], (mpfr_ptr)0);
    free(r->y);
    free(r->dx);
    free(r->du);
    free(r->dv);
    mpfr_clears(r->hout, r->gout, r->acc, (mpfr_ptr)0);
}

static void split_case(const int32_t *seg, int64_t n, int64_t cut, float p) {
    const long prec = 128;
    uint16_t *x = sg_xmalloc((size_t)n * 2 * 4), *u = x + n, *v = x + 2 * n, *dy = x + 3 * n;
    for (int64_t k = 0; k < n; k++) {
        x[k] = bf(rng_unif(-2, 2));
        u[k] = bf(rng_unif(-3, 3));
        v[k] = bf(rng_unif(-4, 4));
        dy[k] = bf(rng_unif(-1, 1));
    }
    mpfr_t h0, dhl;
    mpfr_inits2(prec, h0, dhl, (mpfr_ptr)0);
    mpfr_set_d(h0, 0.7109375, MPFR_RNDN);
    mpfr_set_d(dhl, -1.3125, MPFR_RNDN);
    seq_res whole, p1, p2;
    sr_init(&whole, n, prec);
    sr_init(&p1, cut, prec);
    sr_init(&p2, n - cut, prec);
    sg_oracle_rglru_seq_in all = {n, 1, x, u, v, dy, seg, p};
    sg_oracle_rglru_seq_in a = {cut, 1, x, u, v, dy, seg, p};
    sg_oracle_rglru_seq_in b = {n - cut, 1, x + cut, u + cut, v + cut, dy + cut, seg + cut, p};
    SG_ASSERT_OK(sg_oracle_rglru_seq(&all, prec, 1, h0, whole.hout, dhl, whole.gout, whole.acc, whole.y, whole.dx,
                                     whole.du, whole.dv, NULL));
    /* forward of part 1, then part 2 (forward + backward) from its exact final
     * state, then part 1 again backward from part 2's exact cotangent */
    SG_ASSERT_OK(sg_oracle_rglru_seq(&a, prec, 1, h0, p1.hout, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL));
    SG_ASSERT_OK(sg_oracle_rglru_seq(&b, prec, 1, p1.hout, p2.hout, dhl, p2.gout, p2.acc, p2.y, p2.dx, p2.du, p2.dv,
                                     NULL));
    mpfr_set(p1.acc, p2.acc, MPFR_RNDN);
    SG_ASSERT_OK(sg_oracle_rglru_seq(&a, prec, 1, h0, p1.hout, p2.gout, p1.gout, p1.acc, p1.y, p1.dx, p1.du, p1.dv,
                                     NULL));
    int bad = 0;
    for (int64_t k = 0; k < n; k++) {
        const seq_res *r = k < cut ? &p1 : &p2;
        int64_t j = k < cut ? k : k - cut;
        if (!mpfr_equal_p(whole.y[k], r->y[j])) bad++;
        if (!mpfr_equal_p(whole.dx[k], r->dx[j])) bad++;
        if (!mpfr_equal_p(whole.du[k], r->du[j])) bad++;
        if (!(mpfr_equal_p(whole.dv[k], r->dv[j]) || (mpfr_zero_p(whole.dv[k]) && mpfr_zero_p(r->dv[j])))) bad++;
        if (bad == 1) fprintf(stderr, "\n  split at %lld differs at t=%lld\n", (long long)cut, (long long)k);
    }
    if (!mpfr_equal_p(whole.hout, p2.hout)) bad++;
    if (!(mpfr_equal_p(whole.gout, p1.gout) || (mpfr_zero_p(whole.gout) && mpfr_zero_p(p1.gout)))) bad++;
    if (!mpfr_equal_p(whole.acc, p1.acc)) bad++;
    CU_ASSERT_EQUAL(bad, 0);
    sr_free(&whole, n);
    sr_free(&p1, cut);
    sr_free(&p2, n - cut);
    mpfr_clears(h0, dhl, (mpfr_ptr)0);
    free(x);
}

static void test_split(void) {
    int32_t seg[41];
    for (int k = 0; k < 41; k++) seg[k] = k + 1;
    split_case(seg, 41, 17, -4.0f); /* no resets, h0 carried */
    seg[5] = 0;
    seg[30] = 0;
    split_case(seg, 41, 17, -2.5f); /* resets in both parts */
    seg[17] = 0;
    split_case(seg, 41, 17, -6.0f); /* reset exactly at the first step of part 2 */
    split_case(seg, 41, 1, -20.0f); /* part 1 of length 1, clip regime */
    split_case(seg, 41, 40, 3.0f);  /* part 2 of length 1, fast decay */
}

/* The production path runs the per-sequence code: its f64 values are the
 * doubles of the sequence entry point's values, and dp is sg_oracle_rglru_dp of
 * the accumulator carried over b. */
static void test_seq_matches_production(void) {
    const sg_case_spec sp = {"or_seq", "production vs sequence entry", SG_MODEL_RGLRU, 2, 29, 5, "t1+at:9", 1, 1,
                             "mixed", 1.0};
    sg_case c;
    sg_tset res;
    sg_test_oracle_run(&sp, &c, &res);
    sg_rglru_problem pb;
    SG_ASSERT_OK(sg_case_rglru_problem(&c, &pb));
    const double *y = td(&res, "y.f64"), *dx = td(&res, "dx.f64"), *du = td(&res, "du.f64"),
                 *dv = td(&res, "dv.f64"), *dp = td(&res, "dp.f64"), *dh0 = td(&res, "dh0.f64"),
                 *hl = td(&res, "h_last.f64");
    const int64_t B = pb.B, L = pb.L, D = pb.D;
    int bad = 0;
    for (int64_t d = 0; d < D; d++) {
        seq_res r;
        sr_init(&r, L, 128);
        mpfr_t h0, gl, dpv;
        mpfr_inits2(128, h0, gl, dpv, (mpfr_ptr)0);
        for (int64_t b = 0; b < B; b++) {
            int64_t o0 = b * L * D + d;
            sg_oracle_rglru_seq_in in = {L, D, pb.x + o0, pb.u + o0, pb.v + o0, pb.dy + o0, pb.segpos + b * L, pb.p[d]};
            mpfr_set_flt(h0, pb.h0[b * D + d], MPFR_RNDN);
            mpfr_set_flt(gl, pb.dh_last[b * D + d], MPFR_RNDN);
            SG_ASSERT_OK(sg_oracle_rglru_seq(&in, 128, 1, h0, r.hout, gl, r.gout, r.acc, r.y, r.dx, r.du, r.dv, NULL));
            for (int64_t t = 0; t < L; t++) {
                int64_t e = (b * L + t) * D + d;
                if (y[e] != mpfr_get_d(r.y[t], MPFR_RNDN)) bad++;
                if (dx[e] != mpfr_get_d(r.dx[t], MPFR_RNDN)) bad++;
                if (du[e] != mpfr_get_d(r.du[t], MPFR_RNDN)) bad++;
                if (dv[e] != mpfr_get_d(r.dv[t], MPFR_RNDN)) bad++;
            }
            if (hl[b * D + d] != mpfr_get_d(r.hout, MPFR_RNDN)) bad++;
            if (dh0[b * D + d] != mpfr_get_d(r.gout, MPFR_RNDN)) bad++;
        }
        sg_oracle_rglru_dp(pb.p[d], r.acc, dpv);
        if (dp[d] != mpfr_get_d(dpv, MPFR_RNDN)) bad++;
        mpfr_clears(h0, gl, dpv, (mpfr_ptr)0);
        sr_free(&r, L);
    }
    CU_ASSERT_EQUAL(bad, 0);
    sg_tset_free(&res);
    sg_case_free(&c);
}

/* ---- cache -------------------------------------------------------------------- */
static void test_cache(void) {
    const sg_case_spec sp = {"or_cache", "cache round trip", SG_MODEL_RGLRU, 2, 24, 6, "t1+at:7", 1, 1, "mixed", 1.0};
    sg_test_oracle_cache(&sp);
}

/* ---- determinism, refusals ---------------------------------------------------------- */
static void test_threads(void) {
    const sg_case_spec sp = {"or_thr", "1 vs 2 threads", SG_MODEL_RGLRU, 2, 200, 16, "docs:30", 1, 1, "mixed", 1.0};
    sg_test_oracle_threads(&sp, 2, 0);
}

/* forward_only (benchmarks): sg_test_oracle_forward_only. */
static void test_forward_only(void) {
    const sg_case_spec sp = {"or_fwd", "forward only", SG_MODEL_RGLRU, 2, 30, 6, "t1+at:12", 1, 1, "mixed", 1.0};
    sg_test_oracle_forward_only(&sp);
}

static void test_nonfinite(void) {
    hand_problem hp;
    hp_init(&hp, 1, 4, 2);
    hp.v[3] = 0x7fc0; /* NaN */
    sg_tset res;
    sg_tset_init(&res);
    SG_ASSERT_STATUS(sg_oracle_rglru(&hp.pb, NULL, &res, NULL), SG_E_NONFINITE);
    sg_tset_free(&res);
    hp.v[3] = 0;
    hp.h0[1] = INFINITY;
    sg_tset_init(&res);
    SG_ASSERT_STATUS(sg_oracle_rglru(&hp.pb, NULL, &res, NULL), SG_E_NONFINITE);
    sg_tset_free(&res);
    hp_free(&hp);
}

void sg_register_tests(void) {
    static const sg_test_entry rounding[] = {
        {"exact FP32 values round to themselves; BF16 = sg_f32_to_bf16", test_round_exact},
        {"ties, sticky bits, subnormals, overflow, specials", test_round_cases},
        {"random values vs MPFR's IEEE emulation", test_round_random},
        {NULL, NULL},
    };
    static const sg_test_entry oracle[] = {
        {"certification >= 60 bits: resets, h0, dh_last, clip, fast, near1, L=1", test_cert_cases},
        {"certification >= 60 bits on every case of the smoke set", test_cert_smoke},
        {"a == 1: prefix sum of x i m (restarting at a reset)", test_a_one},
        {"a == 1 with exact nonzero h0 (sequence entry)", test_a_one_h0},
        {"a == 0: y = x sigma(u), dx = dy sigma(u), du, dv = dh0 = 0", test_a_zero},
        {"constant a: geometric series forward and backward", test_const_a},
        {"split with exact state/cotangent carried: bitwise equal", test_split},
        {"production path = per-sequence entry point", test_seq_matches_production},
        {"cache: hit identical, truncated and edited files recomputed", test_cache},
        {"1 vs 2 threads: bitwise equal", test_threads},
        {"forward_only: forward bitwise equal, gradients zero and uncertified", test_forward_only},
        {"non-finite inputs refused", test_nonfinite},
        {NULL, NULL},
    };
    sg_add_suite("oracle rounding", rounding);
    sg_add_suite("oracle rglru", oracle);
}
