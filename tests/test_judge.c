/* test_judge.c - the metrics that need more than one run, on constructed
 * outputs of a real (tiny) case: unwritten (two poisons, two runs),
 * vs_canonical and err_ratio (against the canonical path), "not measured"
 * handling, and NaN failing every one of them. */
#include "sg_test.h"
#include "sg_backends.h"
#include "sg_eval.h"

#include <stdlib.h>
#include <string.h>

static sg_case g_case;
static sg_tset g_orc, g_can, g_can_b;
static sg_thresholds g_th;
static sg_case_result g_can_res;
static sg_eval_result g_setup;

/* The case through sg_eval_case with the canonical path as the only
 * contestant, outputs kept: its two poisoned runs (g_can, g_can_b), the
 * oracle (g_orc) and its own judged result as the yardstick (g_can_res). */
static void setup(void) {
    static int done;
    if (done) return;
    done = 1;
    const sg_case_spec *spec;
    SG_ASSERT_OK(sg_fixture_find("smoke", "rg_L37_resets", &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &g_case));
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    SG_ASSERT_OK(sg_thresholds_load(path, &g_th));
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *b = sg_backend_find(&t, sg_model_find("rglru")->yardstick);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    const sg_eval_opts eo = {.th = &g_th, .cache_dir = sg_test_env("SG_CACHE_DIR", "/tmp/sg-oracle-cache"),
                             .yardstick = SG_YARDSTICK_RUN_ONLY, .table = &t, .rows = &b, .nrows = 1,
                             .keep_outputs = 1};
    SG_ASSERT_OK(sg_eval_case(&g_case, &eo, &g_setup));
    CU_ASSERT_FATAL(g_setup.n == 1 && g_setup.have_yardstick);
    g_orc = g_setup.own_oracle;
    g_can = g_setup.items[0].out_a;
    g_can_b = g_setup.items[0].out_b;
    g_can_res = g_setup.yardstick_result;
}

/* A deep copy of a tensor set's tensors. */
static void copy_set(const sg_tset *src, sg_tset *dst) {
    sg_tset_init(dst);
    for (int i = 0; i < src->n; i++) {
        const sg_tensor *t = &src->t[i];
        void *p = sg_tset_add(dst, t->name, t->dtype, t->ndim, t->shape);
        memcpy(p, t->data, sg_tensor_nbytes(t));
    }
}

static const sg_qresult *q_of(const sg_case_result *r, const char *name) {
    for (int i = 0; i < r->nq; i++)
        if (strcmp(r->q[i].quantity, name) == 0) return &r->q[i];
    return NULL;
}

/* Constructed outputs (a; b: their second run, or NULL) judged through
 * sg_eval_case as outputs given, against the given oracle and yardstick. */
static void judge_with(const sg_tset *a, const sg_tset *b, sg_yardstick_use use, sg_case_result *r) {
    const sg_eval_opts eo = {.th = &g_th, .oracle = &g_orc, .yardstick = use, .yardstick_outputs = &g_can,
                             .yardstick_result = &g_can_res, .outputs = a, .outputs_b = b, .outputs_name = "test"};
    sg_eval_result er;
    SG_ASSERT_OK(sg_eval_case(&g_case, &eo, &er));
    CU_ASSERT_FATAL(er.n == 1);
    *r = er.items[0].res;
    sg_eval_free(&er);
}

static void judge(const sg_tset *a, const sg_tset *b, sg_case_result *r) { judge_with(a, b, SG_YARDSTICK_METRICS, r); }

static void test_canonical_against_itself(void) {
    setup();
    sg_case_result r;
    judge(&g_can, &g_can_b, &r);
    for (int i = 0; i < r.nq; i++) {
        CU_ASSERT(r.q[i].measured[SG_M_UNWRITTEN] && r.q[i].measured[SG_M_VS_CANONICAL] && r.q[i].measured[SG_M_ERR_RATIO]);
        CU_ASSERT_EQUAL(r.q[i].m.v[SG_M_UNWRITTEN], 0.0);
        CU_ASSERT_EQUAL(r.q[i].m.v[SG_M_VS_CANONICAL], 0.0);
        CU_ASSERT_EQUAL(r.q[i].m.v[SG_M_ERR_RATIO], 1.0); /* (e + eps) / (e + eps) */
    }
    CU_ASSERT_EQUAL(r.worst, SG_PASS);
}

static void test_unwritten(void) {
    setup();
    sg_tset a, b;
    copy_set(&g_can, &a);
    copy_set(&g_can_b, &b);
    /* element 5 of y left unwritten in both runs: each run's poison survives */
    ((uint16_t *)sg_tset_get(&a, "y")->data)[5] = SG_POISON_BF16;
    ((uint16_t *)sg_tset_get(&b, "y")->data)[5] = SG_POISON_B_BF16;
    /* dp[2] left unwritten in run A only (run B wrote it): not "unwritten" */
    ((uint32_t *)sg_tset_get(&a, "dp")->data)[2] = SG_POISON_F32;
    sg_case_result r;
    judge(&a, &b, &r);
    CU_ASSERT_EQUAL(q_of(&r, "y")->m.v[SG_M_UNWRITTEN], 1.0);
    CU_ASSERT_EQUAL(q_of(&r, "y")->verdict[SG_M_UNWRITTEN], SG_FAIL);
    CU_ASSERT_EQUAL(q_of(&r, "dp")->m.v[SG_M_UNWRITTEN], 0.0);
    CU_ASSERT_EQUAL(q_of(&r, "dp")->m.v[SG_M_NONFINITE], 1.0); /* the NaN poison is still caught */
    CU_ASSERT_EQUAL(r.worst, SG_FAIL);
    sg_tset_free(&a);
    sg_tset_free(&b);
}

static void test_vs_canonical_and_ratio(void) {
    setup();
    sg_tset a;
    copy_set(&g_can, &a);
    float *h = sg_tset_get(&a, "h_last")->data;
    const float *hc = sg_tset_get(&g_can, "h_last")->data;
    const int64_t n = (int64_t)sg_tensor_numel(sg_tset_get(&a, "h_last"));
    const float delta = 0x1p-10f;
    h[3] = hc[3] + delta;
    double sc = 0, se = 0, sd = 0;
    const double *e = sg_tset_get(&g_orc, "h_last.f64")->data;
    for (int64_t i = 0; i < n; i++) {
        sc += (double)hc[i] * (double)hc[i];
        se += e[i] * e[i];
        sd += ((double)h[i] - e[i]) * ((double)h[i] - e[i]);
    }
    const double want_vs = fabs((double)h[3] - (double)hc[3]) / sqrt(sc);
    const double rel_b = sqrt(sd / se), eps = SG_RATIO_F32_EPS;
    const double rel_c = q_of(&g_can_res, "h_last")->m.v[SG_M_REL_L2];
    sg_case_result r;
    judge(&a, NULL, &r);
    const sg_qresult *q = q_of(&r, "h_last");
    CU_ASSERT(fabs(q->m.v[SG_M_VS_CANONICAL] - want_vs) <= 1e-12 * want_vs);
    CU_ASSERT(fabs(q->m.v[SG_M_ERR_RATIO] - (rel_b + eps) / (rel_c + eps)) <= 1e-9 * q->m.v[SG_M_ERR_RATIO]);
    CU_ASSERT(!(q->m.v[SG_M_ERR_RATIO] <= 8.0)); /* 2^-10 on one element: far beyond the canonical error */
    CU_ASSERT_EQUAL(q->verdict[SG_M_ERR_RATIO], SG_FAIL);
    CU_ASSERT_EQUAL(q->measured[SG_M_UNWRITTEN], 0); /* no second run given */
    CU_ASSERT_EQUAL(q->verdict[SG_M_UNWRITTEN], SG_PASS);
    /* a NaN output makes vs_canonical and err_ratio NaN, which FAIL */
    h[3] = NAN;
    judge(&a, NULL, &r);
    q = q_of(&r, "h_last");
    CU_ASSERT(isnan(q->m.v[SG_M_VS_CANONICAL]) && isnan(q->m.v[SG_M_ERR_RATIO]));
    CU_ASSERT_EQUAL(q->verdict[SG_M_VS_CANONICAL], SG_FAIL);
    CU_ASSERT_EQUAL(q->verdict[SG_M_ERR_RATIO], SG_FAIL);
    sg_tset_free(&a);
}

/* BF16 outputs: err_ratio = (n + c0) / (n_c + c0), n the elements not correctly
 * rounded. Moving k correctly rounded elements of y one BF16 step away from RN
 * adds exactly k to n: one flip stays PASS, 7 (n_c + c0) + 1 flips pass 8 and FAIL;
 * a NaN counts as not correctly rounded. */
static void test_bf16_flip_ratio(void) {
    setup();
    const int64_t nc = q_of(&g_can_res, "y")->m.n_bad;
    const uint16_t *rn = sg_tset_get(&g_orc, "y.rn_bf16")->data;
    const uint16_t *yc = sg_tset_get(&g_can, "y")->data;
    const int64_t n = (int64_t)sg_tensor_numel(sg_tset_get(&g_can, "y"));
    const int64_t kfail = 7 * (nc + (int64_t)SG_RATIO_BF_C0) + 1;
    const int64_t ks[3] = {1, kfail, -1};
    for (int c = 0; c < 3; c++) {
        sg_tset a;
        copy_set(&g_can, &a);
        uint16_t *y = sg_tset_get(&a, "y")->data;
        int64_t done = 0;
        for (int64_t i = 0; i < n && done < (ks[c] < 0 ? 1 : ks[c]); i++) {
            if (yc[i] != rn[i] || (yc[i] & 0x7f80u) == 0x7f80u) continue;
            y[i] = ks[c] < 0 ? (uint16_t)0x7fc0u : (uint16_t)(yc[i] + 1u); /* NaN, or one step further from 0 */
            done++;
        }
        CU_ASSERT_EQUAL_FATAL(done, ks[c] < 0 ? 1 : ks[c]); /* the case has enough correctly rounded elements */
        sg_case_result r;
        judge(&a, NULL, &r);
        const sg_qresult *q = q_of(&r, "y");
        const double want = ((double)(nc + done) + SG_RATIO_BF_C0) / ((double)nc + SG_RATIO_BF_C0);
        CU_ASSERT_EQUAL(q->m.n_bad, nc + done);
        CU_ASSERT_EQUAL(q->m.v[SG_M_ERR_RATIO], want);
        CU_ASSERT_EQUAL(q->verdict[SG_M_ERR_RATIO], c == 1 ? SG_FAIL : SG_PASS);
        if (c == 2) CU_ASSERT_EQUAL(q->verdict[SG_M_NONFINITE], SG_FAIL);
        sg_tset_free(&a);
    }
}

static void test_not_measured(void) {
    setup();
    sg_case_result r;
    judge_with(&g_can, NULL, SG_YARDSTICK_NONE, &r);
    for (int i = 0; i < r.nq; i++)
        for (int k = SG_M_UNWRITTEN; k < SG_M_COUNT; k++) {
            CU_ASSERT_EQUAL(r.q[i].measured[k], 0);
            CU_ASSERT(isnan(r.q[i].m.v[k]));
            CU_ASSERT_EQUAL(r.q[i].verdict[k], SG_PASS);
        }
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"the canonical path against itself: unwritten 0, vs 0, ratio 1", test_canonical_against_itself},
        {"unwritten counts what both poisoned runs left", test_unwritten},
        {"vs_canonical and err_ratio on a constructed error; NaN fails", test_vs_canonical_and_ratio},
        {"BF16 err_ratio counts flips: one passes, 7 (n_c + c0) + 1 fail, NaN counts", test_bf16_flip_ratio},
        {"metrics not measured are marked so, never judged", test_not_measured},
        {NULL, NULL},
    };
    sg_add_suite("judge", t);
}
