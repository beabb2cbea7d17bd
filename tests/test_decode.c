/* test_decode.c - the decode models (reference/EQUATIONS.md section 10) against the scans they
 * are (labels: cpu, oracle):
 *   (a) the canonical FP32 decode writes, on every smoke and ci decode case, the bits of the
 *       canonical FP32 scan (the RG-LRU mixer's, SAMU's) over the same P + N tokens: one step
 *       per call with the state kept in FP32 is the same function in the same operation order;
 *   (b) the hand-off: each decode emulation (a prefill path, its final state handed over in
 *       FP32, one launch per token) agrees with its chunked scan path over the P + N tokens
 *       (cpu.rglru_mixer_grouped32, cpu.samu_chunk32_serial) within the twin bound
 *       (THRESHOLDS.md paths.twin.max_s_distance, in u32 S of the decode oracle) on every
 *       element of y and of the final state, and the prompt's outputs are the scan's bits;
 *   (c) the BF16-state candidates are what they say: with P = 0, their first generated output
 *       is the FP32 path's from a BF16-rounded h0, and their final state is a BF16 value;
 *   (d) (b) again at the study's widths (D 2048 and 2560, W 128 and 160; SAMU D 2048 and 2562),
 *       where the sliced and tree orders (cpu.rglru_decode_sliced, cpu.samu_decode_tree) are
 *       not the serial ones: some output bit differs from the serial order's, and each is
 *       still within the twin bound of the scan. */
#include "sg_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sg_backends.h"
#include "sg_eval.h"
#include "sg_fixtures.h"
#include "sg_models.h"
#include "sg_oracle.h"

static const double *td(const sg_tset *s, const char *name) {
    const sg_tensor *t = sg_tset_get(s, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    return (const double *)t->data;
}

static float qv(const sg_tensor *t, int64_t i) {
    return t->dtype == SG_BF16 ? sg_bf16_to_f32(((const uint16_t *)t->data)[i]) : ((const float *)t->data)[i];
}

/* The scan model's case holding a decode case's inputs (zero cotangents). */
static void scan_case_of(const sg_case *dc, sg_case *sc) {
    memset(sc, 0, sizeof *sc);
    sg_tset_init(&sc->inputs);
    sc->spec = dc->spec;
    const int rg = dc->spec.model == SG_MODEL_RGLRU_DECODE;
    sc->spec.model = rg ? SG_MODEL_RGLRU_MIXER : SG_MODEL_SAMU;
    for (int i = 0; i < dc->inputs.n; i++) {
        const sg_tensor *t = &dc->inputs.t[i];
        if (strcmp(t->name, "prefill") == 0) continue;
        void *d = sg_tset_add(&sc->inputs, t->name, t->dtype, t->ndim, t->shape);
        CU_ASSERT_PTR_NOT_NULL_FATAL(d);
        memcpy(d, t->data, sg_tensor_nbytes(t));
    }
    const int64_t B = dc->spec.B, L = dc->spec.L, D = dc->spec.D, bld[3] = {B, L, D}, bd[2] = {B, D};
    CU_ASSERT_PTR_NOT_NULL_FATAL(sg_tset_add(&sc->inputs, "dy", SG_BF16, 3, bld));
    CU_ASSERT_PTR_NOT_NULL_FATAL(sg_tset_add(&sc->inputs, rg ? "dh_last" : "dz_last", SG_F32, 2, bd));
    SG_ASSERT_OK(sg_case_validate(sc, dc->spec.name));
}

/* Runs backend `name` forward only on case c into out (its model's quantities). */
static void run_fwd(const sg_backend_table *t, const char *name, const sg_case *c, sg_tset *out) {
    const sg_backend *b = sg_backend_find(t, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    const sg_model_desc *md = sg_model_desc_of(c->spec.model);
    sg_tset_init(out);
    for (int q = 0; q < md->nq; q++) {
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&md->quantities[q], c->spec.B, c->spec.L, c->spec.D, shape);
        CU_ASSERT_PTR_NOT_NULL_FATAL(sg_tset_add(out, md->quantities[q].name, md->quantities[q].dtype, nd, shape));
    }
    double s;
    SG_ASSERT_OK(md->call(sg_model_impl(md, b), c, out, SG_PASS_FWD, &s));
}

static void for_decode_cases(void (*fn)(const sg_case *c, const sg_backend_table *t, int *bad), int *ncases) {
    sg_backend_table t;
    sg_backends_fill(&t);
    static const char *const sets[2] = {"smoke", "ci"};
    int bad = 0;
    *ncases = 0;
    for (int k = 0; k < 2; k++) {
        const sg_case_spec *specs;
        int n;
        SG_ASSERT_OK(sg_fixture_set(sets[k], &specs, &n));
        for (int i = 0; i < n; i++) {
            if (specs[i].model != SG_MODEL_RGLRU_DECODE && specs[i].model != SG_MODEL_SAMU_DECODE) continue;
            sg_case c;
            SG_ASSERT_OK(sg_case_make(&specs[i], SG_DEFAULT_SEED, &c));
            fn(&c, &t, &bad);
            (*ncases)++;
            sg_case_free(&c);
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT(*ncases >= 20);
}

/* (a) */
static void canonical_is_scan(const sg_case *c, const sg_backend_table *t, int *bad) {
    sg_case sc;
    scan_case_of(c, &sc);
    sg_tset d, s;
    run_fwd(t, "cpu.canonical_f32", c, &d);
    run_fwd(t, "cpu.canonical_f32", &sc, &s);
    for (int q = 0; q < d.n; q++) {
        const sg_tensor *a = &d.t[q], *b = sg_tset_get(&s, a->name);
        CU_ASSERT_PTR_NOT_NULL_FATAL(b);
        if (sg_tensor_nbytes(a) != sg_tensor_nbytes(b) || memcmp(a->data, b->data, sg_tensor_nbytes(a))) {
            fprintf(stderr, "\n  %s %s: the canonical decode differs from the canonical scan\n", c->spec.name, a->name);
            (*bad)++;
        }
    }
    sg_tset_free(&d);
    sg_tset_free(&s);
    sg_case_free(&sc);
}

static void test_canonical_is_scan(void) {
    int n;
    for_decode_cases(canonical_is_scan, &n);
    printf("\n    canonical FP32 decode = canonical FP32 scan, bit for bit: %d cases", n);
}

/* (b) */
static double g_twin = -1, g_worst = 0;

static void handoff(const sg_case *c, const sg_backend_table *t, int *bad) {
    const int rg = c->spec.model == SG_MODEL_RGLRU_DECODE;
    static const char *const rg_rows[] = {"cpu.rglru_decode_fused", "cpu.rglru_decode_mma", "cpu.rglru_decode_sliced"};
    static const char *const sa_rows[] = {"cpu.samu_decode_step", "cpu.samu_decode_tree"};
    const char *const *rows = rg ? rg_rows : sa_rows;
    const int nrows = rg ? 3 : 2;
    sg_case sc;
    scan_case_of(c, &sc);
    sg_tset scan, orc;
    run_fwd(t, rg ? "cpu.rglru_mixer_grouped32" : "cpu.samu_chunk32_serial", &sc, &scan);
    const sg_model_desc *md = sg_model_desc_of(c->spec.model);
    sg_tset_init(&orc);
    SG_ASSERT_OK(sg_model_oracle(md, c, NULL, sg_test_cache_dir(), &orc));
    const int64_t P = *(const int32_t *)sg_tset_get(&c->inputs, "prefill")->data, L = c->spec.L, D = c->spec.D;
    for (int r = 0; r < nrows; r++) {
        sg_tset d;
        run_fwd(t, rows[r], c, &d);
        for (int q = 0; q < md->nq; q++) {
            const char *qn = md->quantities[q].name;
            const sg_tensor *a = sg_tset_get(&d, qn), *b = sg_tset_get(&scan, qn);
            CU_ASSERT_PTR_NOT_NULL_FATAL(b);
            char sn[64];
            snprintf(sn, sizeof sn, "%s.S", qn);
            const double *S = td(&orc, sn);
            const int bld = md->quantities[q].shape == SG_SHAPE_BLD;
            for (int64_t i = 0; i < (int64_t)sg_tensor_numel(a); i++) {
                const double diff = fabs((double)qv(a, i) - (double)qv(b, i));
                /* BF16 outputs: one BF16 rounding of two FP32 values within the bound can differ by an ulp */
                const double slack = bld ? ldexp(1.0, -7) * fabs((double)qv(b, i)) : 0.0;
                const double k = diff > slack ? (diff - slack) / (0x1p-24 * S[i]) : 0.0;
                if (k > g_worst) g_worst = k;
                if (!(k <= g_twin)) {
                    if (*bad < 5)
                        fprintf(stderr, "\n  %s %s %s[%lld]: %a vs the scan's %a (%.3g u32 S)\n", c->spec.name, rows[r],
                                qn, (long long)i, (double)qv(a, i), (double)qv(b, i), k);
                    (*bad)++;
                }
                /* the prompt's outputs are the prefill path's, bit for bit */
                if (bld && (i / D) % L < P && qv(a, i) != qv(b, i)) (*bad)++;
            }
        }
        sg_tset_free(&d);
    }
    sg_tset_free(&scan);
    sg_tset_free(&orc);
    sg_case_free(&sc);
}

static void test_handoff(void) {
    sg_thresholds th;
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    SG_ASSERT_OK(sg_thresholds_load(path, &th));
    const sg_threshold *tw = NULL;
    SG_ASSERT_OK(sg_thresholds_limit(&th, SG_LIMIT_TWIN_S_DISTANCE, &tw));
    CU_ASSERT_PTR_NOT_NULL_FATAL(tw);
    g_twin = tw->fail;
    int n;
    for_decode_cases(handoff, &n);
    printf("\n    decode emulations vs their scan paths over P + N: %d cases, worst %.3g u32 S (twin bound %g)", n, g_worst,
           g_twin);
    sg_thresholds_free(&th);
}

/* (c) */
static void test_bf16_state(void) {
    sg_backend_table t;
    sg_backends_fill(&t);
    static const char *const names[2][3] = {{"dc_P0_N1_B512", "cpu.rglru_decode_fused", "cpu.rglru_decode_bf16_state"},
                                            {"sd_P0_N1_B512", "cpu.samu_decode_step", "cpu.samu_decode_bf16_state"}};
    for (int k = 0; k < 2; k++) {
        sg_case c;
        sg_test_fixture_case("ci", names[k][0], &c);
        /* the FP32 path from h0 rounded to BF16 gives the candidate's first (only) token */
        sg_tensor *h0 = (sg_tensor *)sg_tset_get(&c.inputs, sg_model_desc_of(c.spec.model)->initial_state);
        sg_tset cand, ref;
        run_fwd(&t, names[k][2], &c, &cand);
        float *h = h0->data;
        for (size_t i = 0; i < sg_tensor_numel(h0); i++) h[i] = sg_bf16_to_f32(sg_f32_to_bf16(h[i]));
        run_fwd(&t, names[k][1], &c, &ref);
        const sg_tensor *yc = &cand.t[0], *yr = &ref.t[0], *zc = &cand.t[1];
        CU_ASSERT(memcmp(yc->data, yr->data, sg_tensor_nbytes(yc)) == 0);
        int notbf = 0;
        for (size_t i = 0; i < sg_tensor_numel(zc); i++) {
            const float v = ((const float *)zc->data)[i];
            notbf += v != sg_bf16_to_f32(sg_f32_to_bf16(v));
        }
        CU_ASSERT_EQUAL(notbf, 0);
        sg_tset_free(&cand);
        sg_tset_free(&ref);
        sg_case_free(&c);
    }
}

/* (d) */
static int64_t bits_differ(const sg_tset *a, const sg_tset *b) {
    int64_t n = 0;
    for (int q = 0; q < a->n; q++) {
        const sg_tensor *x = &a->t[q], *y = sg_tset_get(b, x->name);
        CU_ASSERT_PTR_NOT_NULL_FATAL(y);
        const size_t esz = sg_tensor_nbytes(x) / sg_tensor_numel(x);
        for (size_t i = 0; i < sg_tensor_numel(x); i++)
            n += memcmp((const char *)x->data + i * esz, (const char *)y->data + i * esz, esz) != 0;
    }
    return n;
}

static void test_wide(void) {
    /* the fixtures' D = 32 leaves a slice or a lane one term at most: here W = 128 and 160 */
    static const sg_case_spec specs[] = {
        {"dc_wide_D2048", "RG-LRU decode at D = 2048 (W = 128)", SG_MODEL_RGLRU_DECODE, 2, 12, 2048, "prompt:4+at:3,9",
         1, 0, "init", 1.0},
        {"dc_wide_D2560", "RG-LRU decode at D = 2560 (W = 160)", SG_MODEL_RGLRU_DECODE, 1, 8, 2560, "prompt:3", 1, 0,
         "mixed", 1.0},
        {"sd_wide_D2048", "SAMU decode at D = 2048", SG_MODEL_SAMU_DECODE, 2, 12, 2048, "prompt:4+at:3,9", 1, 0, "init",
         1.0},
        {"sd_wide_D2562", "SAMU decode at D = 2562 (M odd, lanes uneven)", SG_MODEL_SAMU_DECODE, 1, 8, 2562, "prompt:3",
         1, 0, "init", 1.0},
    };
    sg_backend_table t;
    sg_backends_fill(&t);
    int bad = 0;
    for (size_t k = 0; k < sizeof specs / sizeof specs[0]; k++) {
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[k], SG_DEFAULT_SEED, &c));
        handoff(&c, &t, &bad);
        /* the new orders are other orders at this width: some FP32 bit of theirs differs */
        const int rg = c.spec.model == SG_MODEL_RGLRU_DECODE;
        sg_tset a, b;
        run_fwd(&t, rg ? "cpu.rglru_decode_fused" : "cpu.samu_decode_step", &c, &a);
        run_fwd(&t, rg ? "cpu.rglru_decode_sliced" : "cpu.samu_decode_tree", &c, &b);
        const int64_t nd = bits_differ(&a, &b);
        printf("\n    %s: %lld elements differ between the serial and the %s order", specs[k].name, (long long)nd,
               rg ? "sliced" : "tree");
        CU_ASSERT(nd > 0);
        sg_tset_free(&a);
        sg_tset_free(&b);
        sg_case_free(&c);
    }
    CU_ASSERT_EQUAL(bad, 0);
    printf("\n    worst %.3g u32 S (twin bound %g)", g_worst, g_twin);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"the canonical FP32 decode is the canonical FP32 scan, bit for bit", test_canonical_is_scan},
        {"prefill -> decode hand-off within the twin bound of the scan", test_handoff},
        {"the BF16-state candidates round the state, and only that", test_bf16_state},
        {"the sliced and tree orders at the study's widths, within the twin bound of the scan", test_wide},
        {NULL, NULL},
    };
    sg_add_suite("decode", t);
}
