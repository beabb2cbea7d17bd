/* test_reference.c - the canonical paths: bitwise reproducibility, and
 * agreement with the exact oracle within the stated error bound
 * (reference/EQUATIONS.md, "Error bound of the canonical path"):
 *
 *   FP32 outputs:  |q - e| <= K u S + u |e|                 (u = 2^-24 or 2^-53)
 *   BF16 outputs:  |q - e| <= 2^-8 (|e| + K u S) + K u S    (RN to BF16 of a value within K u S of e)
 *   reductions:    |q - e| <= (K + n) u S                   (a sequential sum of n terms adds
 *                                                            at most n u S; n = B L for RG-LRU dp,
 *                                                            B L + M for SAMU's parameter gradients)
 *
 * with K = 32 roundings/libm ulps per step (the canonical step has 16; the
 * factor 2 covers libm functions' documented <= 2 ulp) and S the oracle's
 * magnitude recurrence for that element. */
#include "sg_test.h"
#include "sg_test_oracle.h" /* sg_test_loss_status */
#include "sg_fixtures.h"
#include "sg_backends.h"
#include "sg_oracle.h"
#include "sg_reference.h"
#include "sg_opv.h"

#include <stdlib.h>
#include <string.h>

#define K_STEPS 32.0

static void make_case(const char *set, const char *name, sg_case *c) {
    const sg_case_spec *spec;
    SG_ASSERT_OK(sg_fixture_find(set, name, &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, c));
}

static sg_status run(const sg_backend *b, const sg_case *c, sg_tset *o) {
    double s;
    return sg_eval_run(b, c, 0, o, &s);
}

static void test_bitwise_reproducible(void) {
    sg_backend_table t;
    sg_backends_fill(&t);
    const char *names[] = {"cpu.canonical_f32", "cpu.canonical_f64"};
    static const char *const cases[] = {"rg_docs_b2", "sa_near1_docs"};
    for (int ci = 0; ci < 2; ci++) {
    sg_case c;
    make_case("smoke", cases[ci], &c);
    for (int k = 0; k < 2; k++) {
        const sg_backend *b = sg_backend_find(&t, names[k]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(b);
        sg_tset o1, o2;
        SG_ASSERT_OK(run(b, &c, &o1));
        SG_ASSERT_OK(run(b, &c, &o2));
        for (int i = 0; i < o1.n; i++)
            CU_ASSERT(memcmp(o1.t[i].data, o2.t[i].data, sg_tensor_nbytes(&o1.t[i])) == 0);
        sg_tset_free(&o1);
        sg_tset_free(&o2);
    }
    sg_case_free(&c);
    }
}

static void test_reference_first(void) {
    sg_backend_table t;
    sg_backends_fill(&t);
    CU_ASSERT_FATAL(t.n >= 2);
    CU_ASSERT_STRING_EQUAL(t.b[0].name, "cpu.canonical_f32");
}

/* Checks every element of every quantity against the bound; returns failures. */
static int64_t check_bound(const sg_case *c, const sg_tset *o, const sg_tset *orc, double u, const char *backend) {
    const sg_quantity *qs;
    int nq = sg_model_quantities(c->spec.model, &qs);
    int64_t bad = 0;
    const double nred = (double)(c->spec.B * c->spec.L) + (c->spec.model == SG_MODEL_SAMU ? (double)(c->spec.D / 2) : 0.0);
    /* the mixer's elementwise results add up to 2W more FP32 sums each (its gates' W-term dot products, the
     * 2W transposes into dx; EQUATIONS.md section 9.2 counts each sum once in S) */
    const double nelem = c->spec.model == SG_MODEL_RGLRU_MIXER ? 2.0 * (double)(c->spec.D / SG_BLOCKS) : 0.0;
    for (int i = 0; i < nq; i++) {
        char n1[64], n2[64];
        snprintf(n1, sizeof n1, "%s.f64", qs[i].name);
        snprintf(n2, sizeof n2, "%s.S", qs[i].name);
        const sg_tensor *tq = sg_tset_get(o, qs[i].name), *te = sg_tset_get(orc, n1), *ts = sg_tset_get(orc, n2);
        CU_ASSERT_PTR_NOT_NULL_FATAL(tq);
        CU_ASSERT_PTR_NOT_NULL_FATAL(te);
        CU_ASSERT_PTR_NOT_NULL_FATAL(ts);
        const double *e = te->data, *S = ts->data;
        int64_t n = (int64_t)sg_tensor_numel(tq);
        for (int64_t k = 0; k < n; k++) {
            double q = qs[i].dtype == SG_BF16 ? (double)sg_bf16_to_f32(((const uint16_t *)tq->data)[k])
                                              : (double)((const float *)tq->data)[k];
            const int reduction = qs[i].shape != SG_SHAPE_BLD && qs[i].shape != SG_SHAPE_BD;
            double kk = (reduction ? K_STEPS + nred : K_STEPS) + nelem;
            double d = kk * u * S[k];
            double bound = qs[i].dtype == SG_BF16 ? 0x1p-8 * (fabs(e[k]) + d) + d : d + 0x1p-24 * fabs(e[k]);
            /* A 0x1p-1074 floor: S = 0 and e = 0 must give exactly 0. */
            if (!(fabs(q - e[k]) <= bound)) {
                if (bad < 3)
                    fprintf(stderr, "\n  %s %s %s[%lld]: q=%a e=%a S=%a bound=%a\n", backend, c->spec.name, qs[i].name,
                            (long long)k, q, e[k], S[k], bound);
                bad++;
            }
        }
    }
    return bad;
}

static void bound_on(const char *set, const char *name) {
    sg_case c;
    make_case(set, name, &c);
    sg_oracle_opts oo;
    sg_oracle_opts_default(&oo);
    sg_tset orc;
    sg_tset_init(&orc);
    const sg_model_desc *md;
    SG_ASSERT_OK(sg_model_of_case(&c, &md));
    SG_ASSERT_OK(sg_model_oracle(md, &c, &oo, sg_test_cache_dir(), &orc));
    sg_backend_table t;
    sg_backends_fill(&t);
    sg_tset o;
    SG_ASSERT_OK(run(sg_backend_find(&t, "cpu.canonical_f32"), &c, &o));
    CU_ASSERT_EQUAL(check_bound(&c, &o, &orc, 0x1p-24, "f32"), 0);
    sg_tset_free(&o);
    SG_ASSERT_OK(run(sg_backend_find(&t, "cpu.canonical_f64"), &c, &o));
    /* The FP64 variant meets the same bound with u = 2^-53 for BF16 outputs'
     * computation error; its FP32 outputs are rounded once (u |e| term). */
    CU_ASSERT_EQUAL(check_bound(&c, &o, &orc, 0x1p-53, "f64"), 0);
    sg_tset_free(&o);
    sg_tset_free(&orc);
    sg_case_free(&c);
}

static void test_bound_smoke(void) {
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set("smoke", &specs, &n));
    for (int i = 0; i < n; i++) bound_on("smoke", specs[i].name);
}

static void test_bound_ci_regimes(void) {
    static const char *const names[] = {"rg_near1",    "rg_clip",     "rg_fast",  "rg_scale_1e-3", "rg_scale_1e3",
                                        "rg_reset_consecutive", "sa_rtu", "sa_slow", "sa_near1",  "sa_scale_1e-3",
                                        "sa_scale_1e3", "sa_D100", "sa_long_8k_D256", "mx_near1", "mx_clip",
                                        "mx_mixed", "mx_D1024", "mx_scale_1e-3"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) bound_on("ci", names[i]);
}

/* Every backend in the table and both oracles (results and loss) refuse a
 * problem whose sizes wrap 64 bits (B = 2^40, L = D = 2^24: B*L*D = 2^88) or
 * exceed 2^40 elements, with SG_E_SHAPE, before touching any of its data
 * (here there is none: every pointer is NULL). */
static void test_sizes_checked_first(void) {
    static const int64_t dims[2][3] = {{INT64_C(1) << 40, INT64_C(1) << 24, INT64_C(1) << 24},
                                       {INT64_C(1) << 20, INT64_C(1) << 20, 2}};
    sg_backend_table t;
    sg_backends_fill(&t);
    for (int k = 0; k < 2; k++) {
        sg_rglru_problem rp;
        sg_rglru_outputs ro;
        sg_samu_problem sp;
        sg_samu_outputs so;
        sg_rglru_mixer_problem mp;
        sg_rglru_mixer_outputs mo;
        memset(&mp, 0, sizeof mp);
        memset(&mo, 0, sizeof mo);
        mp.B = dims[k][0], mp.L = dims[k][1], mp.D = dims[k][2];
        sg_rglru_decode_problem dp;
        sg_rglru_decode_outputs dpo;
        sg_samu_decode_problem sdp;
        sg_samu_decode_outputs sdo;
        memset(&dp, 0, sizeof dp);
        memset(&dpo, 0, sizeof dpo);
        memset(&sdp, 0, sizeof sdp);
        memset(&sdo, 0, sizeof sdo);
        dp.B = sdp.B = dims[k][0], dp.L = sdp.L = dims[k][1], dp.D = sdp.D = dims[k][2];
        memset(&rp, 0, sizeof rp);
        memset(&ro, 0, sizeof ro);
        memset(&sp, 0, sizeof sp);
        memset(&so, 0, sizeof so);
        rp.B = sp.B = dims[k][0];
        rp.L = sp.L = dims[k][1];
        rp.D = sp.D = dims[k][2];
        for (int i = 0; i < t.n; i++) {
            const sg_backend *b = &t.b[i];
            if (b->available() != SG_OK) continue; /* a CUDA row on a machine without a device */
            sg_fail(SG_OK, "%s", "");
            if (SG_RGLRU_IMPL(b)) SG_ASSERT_STATUS(SG_RGLRU_IMPL(b)(&rp, &ro), SG_E_SHAPE);
            if (SG_SAMU_IMPL(b)) SG_ASSERT_STATUS(SG_SAMU_IMPL(b)(&sp, &so), SG_E_SHAPE);
            if (SG_RGLRU_MIXER_IMPL(b)) SG_ASSERT_STATUS(SG_RGLRU_MIXER_IMPL(b)(&mp, &mo), SG_E_SHAPE);
            if (SG_RGLRU_DECODE_IMPL(b)) SG_ASSERT_STATUS(SG_RGLRU_DECODE_IMPL(b)(&dp, &dpo), SG_E_SHAPE);
            if (SG_SAMU_DECODE_IMPL(b)) SG_ASSERT_STATUS(SG_SAMU_DECODE_IMPL(b)(&sdp, &sdo), SG_E_SHAPE);
            if (!strstr(sg_errmsg(), "2^40")) fprintf(stderr, "\n  %s: %s\n", b->name, sg_errmsg());
            CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "2^40"));
        }
        sg_oracle_opts oo;
        sg_oracle_opts_default(&oo);
        sg_tset res;
        sg_tset_init(&res);
        SG_ASSERT_STATUS(sg_oracle_rglru(&rp, &oo, &res, NULL), SG_E_SHAPE);
        SG_ASSERT_STATUS(sg_oracle_samu(&sp, &oo, &res, NULL), SG_E_SHAPE);
        SG_ASSERT_STATUS(sg_oracle_rglru_mixer(&mp, &oo, &res, NULL), SG_E_SHAPE);
        SG_ASSERT_STATUS(sg_oracle_rglru_decode(&dp, &oo, &res, NULL), SG_E_SHAPE);
        SG_ASSERT_STATUS(sg_oracle_samu_decode(&sdp, &oo, &res, NULL), SG_E_SHAPE);
        CU_ASSERT_EQUAL(res.n, 0);
        SG_ASSERT_STATUS(sg_test_loss_status(SG_MODEL_RGLRU, &rp, "x", 0), SG_E_SHAPE);
        SG_ASSERT_STATUS(sg_test_loss_status(SG_MODEL_SAMU, &sp, "x", 0), SG_E_SHAPE);
    }
}

/* The variant hooks of the canonical bodies (reference/sg_opv.h): kind NONE and a zero-effect spec give
 * the canonical bits; a reset dropped on tile edges changes the outputs only from the first dropped reset on;
 * a decay one ulp up on every step changes them. RG-LRU smoke rg_L37_resets: resets at 1-based 5, 17, 30. */
static void test_opv_hooks(void) {
    const sg_case_spec *sp;
    SG_ASSERT_OK(sg_fixture_find("smoke", "rg_L37_resets", &sp));
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &c));
    sg_rglru_problem pb;
    SG_ASSERT_OK(sg_case_rglru_problem(&c, &pb));
    const int64_t n = pb.B * pb.L * pb.D;
    enum { NV = 5 };
    uint16_t *y[NV];
    float *h[NV];
    static const sg_opv_spec specs[NV] = {
        {.kind = SG_OPV_NONE},
        {.kind = SG_OPV_RESET_DROP, .tile = 32}, /* no reset at 0-based t = 32 */
        {.kind = SG_OPV_RESET_DROP, .tile = 16}, /* the reset at 0-based t = 16 dropped */
        {.kind = SG_OPV_DECAY_ULP, .ulps = 1, .frac_q32 = 0}, /* no step chosen */
        {.kind = SG_OPV_DECAY_ULP, .ulps = 1, .frac_q32 = UINT64_C(1) << 32},
    };
    sg_rglru_outputs canon = {0};
    uint16_t *yc = calloc((size_t)n, sizeof *yc);
    float *hc = calloc((size_t)(pb.B * pb.D), sizeof *hc);
    canon.y = yc, canon.h_last = hc;
    SG_ASSERT_OK(sg_rglru_canonical_f32(&pb, &canon));
    for (int k = 0; k < NV; k++) {
        y[k] = calloc((size_t)n, sizeof *y[k]);
        h[k] = calloc((size_t)(pb.B * pb.D), sizeof *h[k]);
        sg_rglru_outputs o = {.y = y[k], .h_last = h[k]};
        SG_ASSERT_OK(sg_rglru_canonical_f32_opv(&pb, &o, &specs[k]));
    }
    for (int k = 0; k < 4; k++) {
        const int same = memcmp(y[k], yc, (size_t)n * sizeof *yc) == 0;
        CU_ASSERT_EQUAL(same, k != 2); /* 0, 1, 3: the canonical bits; 2: a reset dropped */
    }
    /* a decay one ulp up on every step: too small for the BF16 y of 37 steps, not for the FP32 h_last */
    CU_ASSERT(memcmp(h[4], hc, (size_t)(pb.B * pb.D) * sizeof *hc) != 0);
    CU_ASSERT(memcmp(h[3], hc, (size_t)(pb.B * pb.D) * sizeof *hc) == 0);
    /* the dropped reset: every step before 0-based t = 16 as the canonical path's, step 16 not (the state is kept) */
    int before = 1, at16 = 1;
    for (int64_t b = 0; b < pb.B; b++)
        for (int64_t t = 0; t < 17; t++)
            for (int64_t d = 0; d < pb.D; d++) {
                const int64_t i = (b * pb.L + t) * pb.D + d;
                if (t < 16) before &= y[2][i] == yc[i];
                else at16 &= y[2][i] == yc[i];
            }
    CU_ASSERT(before && !at16);
    for (int k = 0; k < NV; k++) {
        free(y[k]);
        free(h[k]);
    }
    free(yc);
    free(hc);
    sg_case_free(&c);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"the reference fills the backend table first", test_reference_first},
        {"canonical paths are bitwise reproducible", test_bitwise_reproducible},
        {"canonical paths within the stated bound of the oracle (smoke)", test_bound_smoke},
        {"canonical paths within the stated bound (ci regimes)", test_bound_ci_regimes},
        {"every backend and oracle checks a problem's sizes before using them", test_sizes_checked_first},
        {"variant hooks: a reset dropped on a tile edge, a decay moved by an ulp, no-effect specs", test_opv_hooks},
        {NULL, NULL},
    };
    sg_add_suite("reference", t);
}
