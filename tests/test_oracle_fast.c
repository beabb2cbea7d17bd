/* test_oracle_fast.c - the fast oracle path (reference/EQUATIONS.md section 11) against the
 * MPFR path it stands in for (labels: oracle):
 *   (a) the same bits: on every RG-LRU case of smoke and ci, and on the same specs with two
 *       other seeds, the oracle with the fast path first (sg_oracle_opts.mpfr_only = 0) stores
 *       every tensor byte for byte as the MPFR path alone (mpfr_only = 1), forward and
 *       backward, and its metadata says which path wrote it;
 *   (b) a planted tie: a one-step case whose dx is exactly halfway between two FP32 values
 *       (u = 0: i = 1/2 exactly; dy = 1, dh_last = 2^-24: g = 1 + 2^-24, dx = g i = 1/2 + 2^-25,
 *       the tie between 1/2 and 1/2 + 2^-24), so no bound decides its rounding: the channel
 *       goes to MPFR ("1 of 1 channels by MPFR"), whose round-to-nearest-even gives 1/2, and
 *       the results are still the MPFR path's bits;
 *   (c) (a) on four long cases beyond the fixture sets: L = 131072 near-1 decays and every regime
 *       with documents, L = 65536 in the clip regime and in the fast one with large x. */
#include "sg_test.h"
#include "sg_test_oracle.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sg_fixtures.h"
#include "sg_oracle.h"

static sg_oracle_opts opts(int mpfr_only) {
    sg_oracle_opts o = sg_test_oracle_opts(2, 0);
    o.mpfr_only = mpfr_only;
    return o;
}

/* (a) */
static double g_tm, g_tf; /* seconds of each path over (a) */

static void same_bits(const sg_case *c, int fwd, int64_t *ncases, int *bad) {
    sg_oracle_opts om = opts(1), of = opts(0);
    om.forward_only = of.forward_only = fwd;
    sg_tset rm, rf;
    sg_tset_init(&rm);
    sg_tset_init(&rf);
    double t0 = sg_now();
    SG_ASSERT_OK(sg_test_oracle_direct(c, &om, &rm, NULL));
    g_tm += sg_now() - t0;
    t0 = sg_now();
    SG_ASSERT_OK(sg_test_oracle_direct(c, &of, &rf, NULL));
    g_tf += sg_now() - t0;
    if (!sg_test_tsets_equal(&rm, &rf)) {
        fprintf(stderr, "\n  %s (seed %llu%s): the fast path's results differ from MPFR's", c->spec.name,
                (unsigned long long)c->seed, fwd ? ", forward only" : "");
        (*bad)++;
    }
    CU_ASSERT_PTR_NULL(sg_tset_meta(&rm, "oracle_path"));
    const char *path = sg_tset_meta(&rf, "oracle_path"), *units = sg_tset_meta(&rf, "oracle_mpfr_units");
    CU_ASSERT_PTR_NOT_NULL_FATAL(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(units);
    const char *recs = sg_tset_meta(&rf, "oracle_mpfr_records");
    CU_ASSERT_PTR_NOT_NULL_FATAL(recs);
    if (strcmp(path, "fast") != 0 || strncmp(recs, "0 of", 4) != 0)
        printf("\n    %s: %s (%s; a-gate records %s)", c->spec.name, path, units, recs);
    (*ncases)++;
    sg_tset_free(&rm);
    sg_tset_free(&rf);
}

static void test_same_bits(void) {
    static const char *const sets[2] = {"smoke", "ci"};
    static const uint64_t seeds[3] = {SG_DEFAULT_SEED, 7, 20261208};
    int64_t n = 0;
    int bad = 0;
    for (int k = 0; k < 2; k++) {
        const sg_case_spec *specs;
        int ns;
        SG_ASSERT_OK(sg_fixture_set(sets[k], &specs, &ns));
        for (int i = 0; i < ns; i++) {
            if (specs[i].model != SG_MODEL_RGLRU) continue;
            for (int s = 0; s < 3; s++) {
                if (s > 0 && specs[i].L > 20000) continue; /* the longest cases once */
                sg_case c;
                SG_ASSERT_OK(sg_case_make(&specs[i], seeds[s], &c));
                same_bits(&c, 0, &n, &bad);
                if (s == 0) same_bits(&c, 1, &n, &bad);
                sg_case_free(&c);
            }
        }
    }
    printf("\n    %lld oracle evaluations, fast first = MPFR alone, bit for bit (%.2f s fast, %.2f s MPFR alone)",
           (long long)n, g_tf, g_tm);
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT(n >= 60);
}

/* (c) */
static void test_long(void) {
    static const sg_case_spec specs[] = {
        {"rgf_near1_128k", "near-1 decays over 131072 steps", SG_MODEL_RGLRU, 1, 131072, 8, "none", 1, 1, "near1", 1.0},
        {"rgf_mixed_128k", "every regime, packed documents", SG_MODEL_RGLRU, 1, 131072, 8, "docs:3000", 1, 1, "mixed",
         1.0},
        {"rgf_clip_64k", "the clip regime, b = 2", SG_MODEL_RGLRU, 2, 65536, 4, "t1+docs:20000", 1, 1, "clip", 1.0},
        {"rgf_fast_64k", "fast decays, large x", SG_MODEL_RGLRU, 2, 65536, 4, "docs:500", 1, 1, "fast", 4.0},
    };
    int64_t n = 0;
    int bad = 0;
    for (size_t k = 0; k < sizeof specs / sizeof specs[0]; k++) {
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[k], SG_DEFAULT_SEED, &c));
        same_bits(&c, 0, &n, &bad);
        sg_case_free(&c);
    }
    printf("\n    %lld long cases (L up to 131072), fast first = MPFR alone, bit for bit", (long long)n);
    CU_ASSERT_EQUAL(bad, 0);
}

/* (b) */
static void test_planted_tie(void) {
    uint16_t x = sg_f32_to_bf16(1.0f), u = 0, v = sg_f32_to_bf16(0.5f), dy = sg_f32_to_bf16(1.0f);
    float p = 0.25f, h0 = 0.0f, dhl = 0x1p-24f;
    int32_t seg = 0; /* a reset at t = 0: i m = i = sigma(0) = 1/2 */
    const sg_rglru_problem pb = {1, 1, 1, &x, &u, &v, &dy, &p, &h0, &dhl, &seg};
    sg_oracle_opts om = opts(1), of = opts(0);
    sg_tset rm, rf;
    sg_tset_init(&rm);
    sg_tset_init(&rf);
    SG_ASSERT_OK(sg_oracle_rglru(&pb, &om, &rm, NULL));
    SG_ASSERT_OK(sg_oracle_rglru(&pb, &of, &rf, NULL));
    CU_ASSERT(sg_test_tsets_equal(&rm, &rf));
    const char *path = sg_tset_meta(&rf, "oracle_path"), *units = sg_tset_meta(&rf, "oracle_mpfr_units");
    CU_ASSERT_PTR_NOT_NULL_FATAL(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(units);
    CU_ASSERT_STRING_EQUAL(path, "fast+mpfr");
    CU_ASSERT_STRING_EQUAL(units, "1 of 1 channels by MPFR");
    const sg_tensor *f32 = sg_tset_get(&rf, "dx.rn_f32"), *f64 = sg_tset_get(&rf, "dx.f64");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f32);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f64);
    CU_ASSERT_EQUAL(((const double *)f64->data)[0], 0.5 + 0x1p-25); /* exact in FP64 */
    CU_ASSERT_EQUAL(((const float *)f32->data)[0], 0.5f);          /* the tie, to even */
    printf("\n    dx = 1/2 + 2^-25 (an FP32 tie): %s, %s", path, units);
    sg_tset_free(&rm);
    sg_tset_free(&rf);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"RG-LRU: the fast path stores the MPFR path's bits (smoke, ci, three seeds)", test_same_bits},
        {"RG-LRU: a planted FP32 tie is left to MPFR", test_planted_tie},
        {"RG-LRU: long cases (L = 65536, 131072; every regime), the same bits", test_long},
        {NULL, NULL},
    };
    sg_add_suite("oracle_fast", t);
}
