/* test_judge.c - the metrics that need more than one run, on constructed
 * outputs of a real (tiny) case: unwritten (two poisons, two runs),
 * nondeterministic (the determinism repeats: constructed repeats, and two
 * planted order-dependent backends that the repeats must catch),
 * vs_canonical and err_ratio (against the canonical path), "not measured"
 * handling, and NaN failing every one of them; scalar_ratio on SAMU's scalars
 * (THRESHOLDS.md R-SCALAR-FP32): its value, the floor, faulty scalars, the
 * ill-conditioned and exact states and what the reports say of them. */
#define _POSIX_C_SOURCE 200809L /* open_memstream, mkdtemp */
#include "sg_test.h"
#include "sg_backends.h"
#include "sg_eval.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>
#include <unistd.h>

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

/* The marks of the determinism check on constructed repeats of the canonical
 * outputs: a changed bit counts, an element both runs left unwritten does
 * not, one left unwritten by one run only does; two repeats count an element
 * once; a repeat of another shape is refused. */
static void test_repeat_marks(void) {
    setup();
    sg_tset x1, x2;
    copy_set(&g_can, &x1);
    copy_set(&g_can_b, &x2);
    uint16_t *y1 = sg_tset_get(&x1, "y")->data, *y2 = sg_tset_get(&x2, "y")->data;
    y1[3] ^= 1u;                        /* the last bit of one element */
    y2[3] ^= 2u;                        /* the same element again, in the other repeat */
    y2[4] ^= 0x8000u;                   /* a sign */
    ((uint32_t *)sg_tset_get(&x1, "dp")->data)[1] = SG_POISON_F32; /* written in A, not in this repeat */
    sg_tset a;
    copy_set(&g_can, &a);
    ((uint16_t *)sg_tset_get(&a, "y")->data)[5] = SG_POISON_BF16; /* unwritten in A ... */
    y2[5] = SG_POISON_B_BF16;                                      /* ... and in the B-poisoned repeat */
    y1[5] = SG_POISON_BF16;                                        /* ... and in the A-poisoned one */
    sg_repeat_marks m;
    SG_ASSERT_OK(sg_repeat_init(&m, &a));
    SG_ASSERT_OK(sg_repeat_add(&m, &a, &x1, 0));
    SG_ASSERT_OK(sg_repeat_add(&m, &a, &x2, 1));
    CU_ASSERT_EQUAL(m.repeats, 2);
    CU_ASSERT_EQUAL(sg_repeat_count(&m, "y"), 2); /* elements 3 and 4; not 5 */
    CU_ASSERT_EQUAL(sg_repeat_count(&m, "dp"), 1);
    CU_ASSERT_EQUAL(sg_repeat_count(&m, "h_last"), 0);
    CU_ASSERT_EQUAL(sg_repeat_count(&m, "no_such"), -1);
    /* the same repeats judged: nondeterministic FAILs on y and dp only */
    sg_case_result r;
    {
        const sg_eval_opts eo = {.th = &g_th, .oracle = &g_orc, .yardstick = SG_YARDSTICK_NONE,
                                 .outputs = &g_can, .outputs_name = "test"};
        sg_eval_result er;
        SG_ASSERT_OK(sg_eval_case(&g_case, &eo, &er));
        r = er.items[0].res;
        sg_eval_free(&er);
        CU_ASSERT_EQUAL(q_of(&r, "y")->measured[SG_M_NONDETERMINISTIC], 0); /* outputs given: no repeats */
    }
    sg_judge_extra x = {NULL, NULL, NULL, &m};
    SG_ASSERT_OK(sg_judge_case(sg_model_find("rglru"), &g_case, &g_orc, &g_can, &x, &g_th, "test", &r));
    CU_ASSERT(q_of(&r, "y")->measured[SG_M_NONDETERMINISTIC]);
    CU_ASSERT_EQUAL(q_of(&r, "y")->m.v[SG_M_NONDETERMINISTIC], 2.0);
    CU_ASSERT_EQUAL(q_of(&r, "y")->verdict[SG_M_NONDETERMINISTIC], SG_FAIL);
    CU_ASSERT_EQUAL(q_of(&r, "dp")->verdict[SG_M_NONDETERMINISTIC], SG_FAIL);
    CU_ASSERT_EQUAL(q_of(&r, "h_last")->m.v[SG_M_NONDETERMINISTIC], 0.0);
    CU_ASSERT_EQUAL(q_of(&r, "h_last")->verdict[SG_M_NONDETERMINISTIC], SG_PASS);
    CU_ASSERT_EQUAL(r.worst, SG_FAIL);
    /* a repeat whose y has another shape */
    sg_tset bad;
    sg_tset_init(&bad);
    for (int i = 0; i < g_can.n; i++) {
        const sg_tensor *t = &g_can.t[i];
        int64_t shape[SG_MAX_DIMS];
        memcpy(shape, t->shape, sizeof shape);
        if (strcmp(t->name, "y") == 0) shape[t->ndim - 1] -= 1;
        CU_ASSERT_PTR_NOT_NULL(sg_tset_add(&bad, t->name, t->dtype, t->ndim, shape));
    }
    CU_ASSERT_EQUAL(sg_repeat_add(&m, &a, &bad, 0), SG_E_SHAPE);
    sg_repeat_free(&m);
    sg_tset_free(&bad);
    sg_tset_free(&a);
    sg_tset_free(&x1);
    sg_tset_free(&x2);
}

/* Two planted order-dependent backends (the canonical path with one bit of
 * dp[0] changed): on every second call (seen by run B), and on one thread
 * only (seen by the single-thread repeat alone). */
static int g_calls;
static sg_status parity_rglru(SG_RGLRU_PARAMS) {
    const sg_status st = sg_rglru_canonical_f32(pb, out);
    if (++g_calls % 2 == 0) out->dp[0] = nextafterf(out->dp[0], INFINITY);
    return st;
}
static sg_status one_thread_rglru(SG_RGLRU_PARAMS) {
    const sg_status st = sg_rglru_canonical_f32(pb, out);
    g_calls++;
    if (omp_get_max_threads() == 1) out->dp[0] = nextafterf(out->dp[0], INFINITY);
    return st;
}
static sg_status usable(void) { return SG_OK; }

static void nondet_caught(sg_impl_fn f, int no_repeats, double want) {
    sg_backend b = {.name = "test.order_dependent", .kind = SG_BACKEND_CPU, .algorithm = "planted", .available = usable};
    b.impl[SG_MODEL_RGLRU] = f;
    const sg_backend *row = &b;
    const sg_eval_opts eo = {.th = &g_th, .oracle = &g_orc, .yardstick = SG_YARDSTICK_NONE, .rows = &row, .nrows = 1,
                             .no_repeats = no_repeats};
    const int n0 = omp_get_max_threads();
    omp_set_num_threads(2); /* run A on two threads: the repeats run on 1 and 3 */
    g_calls = 0;
    sg_eval_result er;
    SG_ASSERT_OK(sg_eval_case(&g_case, &eo, &er));
    omp_set_num_threads(n0);
    CU_ASSERT_FATAL(er.n == 1);
    const sg_case_result *r = &er.items[0].res;
    CU_ASSERT_EQUAL(er.items[0].repeats, no_repeats ? 0 : 3);
    if (f != (sg_impl_fn)sg_rglru_canonical_f32) CU_ASSERT_EQUAL(g_calls, no_repeats ? 2 : 4);
    if (no_repeats) {
        CU_ASSERT_EQUAL(q_of(r, "dp")->measured[SG_M_NONDETERMINISTIC], 0);
    } else {
        CU_ASSERT_EQUAL(q_of(r, "dp")->m.v[SG_M_NONDETERMINISTIC], want);
        CU_ASSERT_EQUAL(q_of(r, "dp")->verdict[SG_M_NONDETERMINISTIC], want > 0 ? SG_FAIL : SG_PASS);
        for (int i = 0; i < r->nq; i++)
            if (strcmp(r->q[i].quantity, "dp") != 0) CU_ASSERT_EQUAL(r->q[i].m.v[SG_M_NONDETERMINISTIC], 0.0);
    }
    sg_eval_free(&er);
}

static void test_nondeterministic_backends(void) {
    setup();
    nondet_caught((sg_impl_fn)parity_rglru, 0, 1.0);
    nondet_caught((sg_impl_fn)one_thread_rglru, 0, 1.0);
    nondet_caught((sg_impl_fn)one_thread_rglru, 1, 0.0);
    nondet_caught((sg_impl_fn)sg_rglru_canonical_f32, 0, 0.0); /* the canonical path itself */
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
            if (sg_metric_info((sg_metric)k)->needs == SG_NEEDS_ORACLE) continue; /* bias: the oracle's */
            CU_ASSERT_EQUAL(r.q[i].measured[k], 0);
            CU_ASSERT(isnan(r.q[i].m.v[k]));
            CU_ASSERT_EQUAL(r.q[i].verdict[k], SG_PASS);
        }
}

/* ---- scalar_ratio (THRESHOLDS.md R-SCALAR-FP32) on SAMU's scalars ------------ */
typedef struct {
    sg_case c;
    sg_eval_result ev;
    const sg_tset *orc, *can;
    sg_case_result can_res;
} sa_setup;

/* A SAMU smoke case through sg_eval_case, the canonical path as the only
 * contestant with its outputs kept (as setup() above). */
static void sa_load(const char *name, sa_setup *S) {
    const sg_case_spec *spec;
    SG_ASSERT_OK(sg_fixture_find("smoke", name, &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &S->c));
    if (!g_th.rows) {
        char path[1024];
        snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
        SG_ASSERT_OK(sg_thresholds_load(path, &g_th));
    }
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *b = sg_backend_find(&t, sg_model_find("samu")->yardstick);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    const sg_eval_opts eo = {.th = &g_th, .cache_dir = sg_test_env("SG_CACHE_DIR", "/tmp/sg-oracle-cache"),
                             .yardstick = SG_YARDSTICK_RUN_ONLY, .table = &t, .rows = &b, .nrows = 1,
                             .keep_outputs = 1};
    SG_ASSERT_OK(sg_eval_case(&S->c, &eo, &S->ev));
    CU_ASSERT_FATAL(S->ev.n == 1 && S->ev.have_yardstick);
    S->orc = S->ev.oracle;
    S->can = &S->ev.items[0].out_a;
    S->can_res = S->ev.yardstick_result;
}

static void sa_free(sa_setup *S) {
    sg_eval_free(&S->ev);
    sg_case_free(&S->c);
}

/* outputs `a` judged against the oracle and the yardstick `yard` (the canonical outputs, or constructed ones) */
static void sa_judge(const sa_setup *S, const sg_tset *a, const sg_tset *yard, sg_case_result *r) {
    const sg_eval_opts eo = {.th = &g_th, .oracle = S->orc, .yardstick = SG_YARDSTICK_METRICS, .yardstick_outputs = yard,
                             .yardstick_result = &S->can_res, .outputs = a, .outputs_name = "test"};
    sg_eval_result er;
    SG_ASSERT_OK(sg_eval_case(&S->c, &eo, &er));
    CU_ASSERT_FATAL(er.n == 1);
    *r = er.items[0].res;
    sg_eval_free(&er);
}

static double orc_scalar(const sa_setup *S, const char *q, sg_oracle_part part) {
    char name[96];
    sg_oracle_tensor_name(name, sizeof name, q, part);
    return sg_oracle_part_dtype(part) == SG_F32 ? (double)((const float *)sg_tset_get(S->orc, name)->data)[0]
                                                : ((const double *)sg_tset_get(S->orc, name)->data)[0];
}

static float *scalar_of(sg_tset *t, const char *q) { return sg_tset_get(t, q)->data; }

/* The canonical outputs with scalar q set to `v`, judged against the
 * canonical outputs with it set to `yard` (the yardstick) into r. */
static void sa_judge_scalar(const sa_setup *S, const char *q, float v, float yard, sg_case_result *r) {
    sg_tset a, y;
    copy_set(S->can, &a);
    copy_set(S->can, &y);
    scalar_of(&a, q)[0] = v;
    scalar_of(&y, q)[0] = yard;
    sa_judge(S, &a, &y, r);
    sg_tset_free(&a);
    sg_tset_free(&y);
}

/* The metric's value computed here from its definition (sg_gates.h). */
static double want_ratio(const sa_setup *S, const char *q, float v, float vc) {
    const double e = orc_scalar(S, q, SG_ORC_F64), Sv = orc_scalar(S, q, SG_ORC_S), ulp = sg_ulp_of(e, SG_F32);
    const double n = (double)S->c.spec.B * (double)S->c.spec.L * (double)S->c.spec.D;
    const double F = 0x1p-24 * (Sv / sqrt(n) + 16.0 * fabs(e));
    const double T = fmax(fmax(fabs((double)vc - e), F), ulp);
    const double d = fabs((double)v - e) - 0.5 * ulp;
    return d > 0 ? d / T : 0.0;
}

/* The canonical path against itself: every scalar measured, at most 1, state
 * judged; the metric is not measured on any other quantity. */
static void test_scalar_self(void) {
    sa_setup S;
    sa_load("sa_L37_resets", &S);
    sg_case_result r;
    sa_judge(&S, S.can, S.can, &r);
    int nscalar = 0;
    for (int i = 0; i < r.nq; i++) {
        const sg_qresult *q = &r.q[i];
        const int scalar = q->m.n == 1;
        nscalar += scalar;
        CU_ASSERT_EQUAL(q->measured[SG_M_SCALAR_RATIO], scalar);
        CU_ASSERT_EQUAL(q->verdict[SG_M_SCALAR_RATIO], SG_PASS);
        if (!scalar) {
            CU_ASSERT(isnan(q->m.v[SG_M_SCALAR_RATIO]));
            CU_ASSERT_EQUAL(q->scalar.state, SG_SCALAR_NONE);
            continue;
        }
        CU_ASSERT(q->m.v[SG_M_SCALAR_RATIO] <= 1.0);
        CU_ASSERT_EQUAL(q->scalar.state, SG_SCALAR_JUDGED);
        const float v = ((const float *)sg_tset_get(S.can, q->quantity)->data)[0];
        CU_ASSERT_DOUBLE_EQUAL(q->m.v[SG_M_SCALAR_RATIO], want_ratio(&S, q->quantity, v, v), 1e-12);
        CU_ASSERT(q->scalar.fail_rel < 1e-2); /* a 1% error is beyond the FAIL limit here */
    }
    CU_ASSERT_EQUAL(nscalar, 2);
    CU_ASSERT_EQUAL(r.worst, SG_PASS);
    sa_free(&S);
}

/* Zeroed, sign-flipped and 1%-biased scalars FAIL; NaN in the output or in
 * the canonical path FAILs. */
static void test_scalar_faults(void) {
    sa_setup S;
    sa_load("sa_L37_resets", &S);
    static const char *const qs[2] = {"da_phi", "da_r"};
    for (int k = 0; k < 2; k++)
        for (int f = 0; f < 5; f++) {
            const float vc = ((const float *)sg_tset_get(S.can, qs[k])->data)[0];
            float v = vc, yard = vc;
            switch (f) {
            case 0: v = 0.0f; break;
            case 1: v = -vc; break;
            case 2: v = 1.01f * vc; break;
            case 3: v = NAN; break;
            case 4: yard = NAN; break; /* the yardstick's value */
            }
            sg_case_result r;
            sa_judge_scalar(&S, qs[k], v, yard, &r);
            const sg_qresult *q = q_of(&r, qs[k]);
            if (f < 3) {
                CU_ASSERT_DOUBLE_EQUAL(q->m.v[SG_M_SCALAR_RATIO], want_ratio(&S, qs[k], v, vc),
                                       1e-9 * q->m.v[SG_M_SCALAR_RATIO]);
            } else {
                CU_ASSERT(isnan(q->m.v[SG_M_SCALAR_RATIO]));
            }
            if (q->verdict[SG_M_SCALAR_RATIO] != SG_FAIL)
                fprintf(stderr, "\n  %s fault %d: scalar_ratio %g not FAIL\n", qs[k], f, q->m.v[SG_M_SCALAR_RATIO]);
            CU_ASSERT_EQUAL(q->verdict[SG_M_SCALAR_RATIO], SG_FAIL);
        }
    sa_free(&S);
}

/* The floor: with the yardstick's value set to the correct rounding (its
 * error below half an ulp), T is the floor F; an error of 7 F passes, 9 F
 * FAILs. The canonical path's error, when larger, is the scale. */
static void test_scalar_floor(void) {
    sa_setup S;
    sa_load("sa_L37_resets", &S);
    const char *q = "da_phi";
    const double e = orc_scalar(&S, q, SG_ORC_F64);
    const double n = (double)S.c.spec.B * (double)S.c.spec.L * (double)S.c.spec.D;
    const double F = 0x1p-24 * (orc_scalar(&S, q, SG_ORC_S) / sqrt(n) + 16.0 * fabs(e));
    CU_ASSERT_FATAL(F > 16.0 * sg_ulp_of(e, SG_F32)); /* the floor, not the ulp, is the scale here */
    const double mult[4] = {7.0, 9.0, 0.0, 0.0};
    for (int c = 0; c < 4; c++) {
        float yv = (float)orc_scalar(&S, q, SG_ORC_RN_F32), av = (float)(e + mult[c] * F);
        if (c >= 2) { /* the yardstick 20 F off: the canonical path's error is the scale */
            yv = (float)(e - 20.0 * F);
            av = (float)(e + (c == 2 ? 150.0 : 170.0) * F);
        }
        sg_case_result r;
        sa_judge_scalar(&S, q, av, yv, &r);
        const sg_qresult *qr = q_of(&r, q);
        const double want = want_ratio(&S, q, av, yv);
        CU_ASSERT_DOUBLE_EQUAL(qr->m.v[SG_M_SCALAR_RATIO], want, 1e-9 * want);
        CU_ASSERT_DOUBLE_EQUAL(qr->scalar.floor, F, 1e-12 * F);
        if (qr->verdict[SG_M_SCALAR_RATIO] != (c == 0 || c == 2 ? SG_MARGINAL : SG_FAIL))
            fprintf(stderr, "\n  floor case %d: scalar_ratio %g (want %g), canonical %a, e %a, F %g\n", c,
                    qr->m.v[SG_M_SCALAR_RATIO], want, (double)yv, e, F);
        CU_ASSERT_EQUAL(qr->verdict[SG_M_SCALAR_RATIO], c == 0 || c == 2 ? SG_MARGINAL : SG_FAIL);
    }
    sa_free(&S);
}

/* A scalar the canonical path gets wrong by 0.2% is reported ill-conditioned
 * (JSON, Markdown and the terminal say so, with the canonical path's error),
 * and the gate still applies: a 1% error is MARGINAL (5 times the canonical
 * path's), a sign flip FAILs. */
static void test_scalar_ill_conditioned(void) {
    sa_setup S;
    sa_load("sa_L37_resets", &S);
    const char *q = "da_r";
    const double e = orc_scalar(&S, q, SG_ORC_F64);
    sg_case_result rr[2];
    for (int c = 0; c < 2; c++) {
        sa_judge_scalar(&S, q, c == 0 ? (float)(e * 1.01) : (float)-e, (float)(e * (1.0 + 2e-3)), &rr[c]);
        const sg_qresult *qr = q_of(&rr[c], q);
        CU_ASSERT_EQUAL(qr->scalar.state, SG_SCALAR_ILL);
        CU_ASSERT(fabs(qr->scalar.canon_rel - 2e-3) < 1e-5);
        CU_ASSERT(qr->scalar.fail_rel > 1.5e-2 && qr->scalar.fail_rel < 1.7e-2); /* 8 x 2e-3 */
        if (qr->verdict[SG_M_SCALAR_RATIO] != (c == 0 ? SG_MARGINAL : SG_FAIL))
            fprintf(stderr, "\n  ill case %d: scalar_ratio %g, fail_rel %g\n", c, qr->m.v[SG_M_SCALAR_RATIO],
                    qr->scalar.fail_rel);
        CU_ASSERT_EQUAL(qr->verdict[SG_M_SCALAR_RATIO], c == 0 ? SG_MARGINAL : SG_FAIL); /* 1% / 0.2% = 5 */
        CU_ASSERT_EQUAL(q_of(&rr[c], "da_phi")->scalar.state, SG_SCALAR_JUDGED);
    }
    /* the reports */
    const sg_report rep = {.command = "test", .th = &g_th, .set = "smoke", .seed = SG_DEFAULT_SEED,
                           .thresholds_path = "THRESHOLDS.md", .thresholds_hash = "0", .oracle_prec = 128, .n = 2,
                           .results = rr};
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    sg_report_print(&rep, f);
    fclose(f);
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "ILL-CONDITIONED sa_L37_resets.da_r"));
    CU_ASSERT_PTR_NULL(strstr(buf, "ILL-CONDITIONED sa_L37_resets.da_phi"));
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "canonical f32 relative error 2.000e-03"));
    char *first = strstr(buf, "ILL-CONDITIONED");
    CU_ASSERT(first && !strstr(first + 1, "ILL-CONDITIONED")); /* once per case and scalar, not per backend */
    CU_ASSERT_PTR_NOT_NULL(strstr(buf, "FAIL test sa_L37_resets da_r.scalar_ratio")); /* the sign flip, with details */
    free(buf);
    char dir[] = "/tmp/sg-test-judge-XXXXXX";
    CU_ASSERT_PTR_NOT_NULL_FATAL(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/report.md", dir);
    SG_ASSERT_OK(sg_report_write_markdown(&rep, path));
    unsigned char *md;
    size_t mdlen;
    SG_ASSERT_OK(sg_read_file(path, &md, &mdlen));
    CU_ASSERT_PTR_NOT_NULL(strstr((char *)md, "## Scalar quantities against FP32"));
    CU_ASSERT_PTR_NOT_NULL(strstr((char *)md, "| sa_L37_resets | da_r | ill-conditioned |"));
    CU_ASSERT_PTR_NOT_NULL(strstr((char *)md, "| sa_L37_resets | da_phi | judged |"));
    free(md);
    remove(path);
    snprintf(path, sizeof path, "%s/report.json", dir);
    SG_ASSERT_OK(sg_report_write_json(&rep, path));
    SG_ASSERT_OK(sg_read_file(path, &md, &mdlen));
    CU_ASSERT_PTR_NOT_NULL(strstr((char *)md, "\"state\": \"ill-conditioned\""));
    CU_ASSERT_PTR_NOT_NULL(strstr((char *)md, "\"canonical_rel_err\""));
    free(md);
    remove(path);
    rmdir(dir);
    sa_free(&S);
}

/* e = S = 0 (L = 1, reset at t = 1): state exact; a zero output scores 0, any
 * other value FAILs. */
static void test_scalar_exact(void) {
    sa_setup S;
    sa_load("sa_L1_reset_z0", &S);
    CU_ASSERT_FATAL(orc_scalar(&S, "da_phi", SG_ORC_F64) == 0 && orc_scalar(&S, "da_phi", SG_ORC_S) == 0);
    for (int c = 0; c < 2; c++) {
        sg_tset a;
        copy_set(S.can, &a);
        scalar_of(&a, "da_phi")[0] = c == 0 ? -0.0f : 1e-30f;
        sg_case_result r;
        sa_judge(&S, &a, S.can, &r);
        const sg_qresult *q = q_of(&r, "da_phi");
        CU_ASSERT_EQUAL(q->scalar.state, SG_SCALAR_EXACT);
        CU_ASSERT_EQUAL(q->verdict[SG_M_SCALAR_RATIO], c == 0 ? SG_PASS : SG_FAIL);
        if (c == 0) CU_ASSERT_EQUAL(q->m.v[SG_M_SCALAR_RATIO], 0.0);
        sg_tset_free(&a);
    }
    sa_free(&S);
}

/* The terminal says "same error as cpu.canonical_f32" exactly when the canonical FP32 path FAILs every gate a
 * result FAILs (by the canonical values it carries, against THRESHOLDS.md), and not of the canonical path
 * itself. Constructed results: h_last.rel_l2 (FAIL limit 1e-4) failing with the canonical at 1.3e-4 (it fails
 * too: said), at 9e-5 (it passes: not said), and a second failing gate it passes (not said). */
static void test_same_error_as_canonical(void) {
    setup(); /* THRESHOLDS.md in g_th */
    static sg_case_result rr[4];
    memset(rr, 0, sizeof rr);
    for (int i = 0; i < 4; i++) {
        snprintf(rr[i].backend, sizeof rr[i].backend, "%s", i == 3 ? "cpu.canonical_f32" : "ext.kernel");
        snprintf(rr[i].case_name, sizeof rr[i].case_name, "rg_long_16k");
        snprintf(rr[i].model, sizeof rr[i].model, "rglru");
        rr[i].nq = 2;
        rr[i].worst = SG_FAIL;
        rr[i].outcome = SG_OUTCOME_REGRESSION;
        for (int k = 0; k < 2; k++) {
            sg_qresult *q = &rr[i].q[k];
            snprintf(q->quantity, sizeof q->quantity, "%s", k ? "dh0" : "h_last");
            q->have_canon = 1;
            for (int m = 0; m < SG_M_COUNT; m++) q->canon[m] = 0;
        }
        rr[i].q[0].verdict[SG_M_REL_L2] = rr[i].q[0].worst = SG_FAIL;
        rr[i].q[0].measured[SG_M_REL_L2] = 1;
        rr[i].q[0].m.v[SG_M_REL_L2] = 1.27e-4;
        rr[i].q[0].canon[SG_M_REL_L2] = i == 1 ? 9e-5 : 1.3e-4;
    }
    rr[2].q[1].verdict[SG_M_REL_L2] = rr[2].q[1].worst = SG_FAIL; /* dh0 fails too; the canonical's 0 passes */
    rr[2].q[1].measured[SG_M_REL_L2] = 1;
    rr[2].q[1].m.v[SG_M_REL_L2] = 1.1e-4;
    for (int i = 0; i < 4; i++) {
        const sg_report rep = {.command = "test", .th = &g_th, .set = "ci", .seed = SG_DEFAULT_SEED,
                               .thresholds_path = "THRESHOLDS.md", .thresholds_hash = "0", .oracle_prec = 128, .n = 1,
                               .results = &rr[i]};
        char *buf = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        CU_ASSERT_PTR_NOT_NULL_FATAL(f);
        sg_report_print(&rep, f);
        fclose(f);
        const int said = strstr(buf, "same error as cpu.canonical_f32: it FAILs this 1 gate on rg_long_16k") != NULL;
        if (said != (i == 0)) fprintf(stderr, "\n  result %d:\n%s\n", i, buf);
        CU_ASSERT_EQUAL(said, i == 0);
        free(buf);
    }
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"the canonical path against itself: unwritten 0, vs 0, ratio 1", test_canonical_against_itself},
        {"unwritten counts what both poisoned runs left", test_unwritten},
        {"nondeterministic: the marks of constructed repeats, judged", test_repeat_marks},
        {"nondeterministic: planted order- and thread-dependent backends are caught", test_nondeterministic_backends},
        {"vs_canonical and err_ratio on a constructed error; NaN fails", test_vs_canonical_and_ratio},
        {"BF16 err_ratio counts flips: one passes, 7 (n_c + c0) + 1 fail, NaN counts", test_bf16_flip_ratio},
        {"metrics not measured are marked so, never judged", test_not_measured},
        {"scalar_ratio: the canonical path against itself; measured on scalars only", test_scalar_self},
        {"scalar_ratio: zeroed, sign-flipped, 1%-biased and NaN scalars FAIL", test_scalar_faults},
        {"scalar_ratio: the floor is the scale where the canonical path is exact", test_scalar_floor},
        {"scalar_ratio: an ill-conditioned scalar is reported so and still gated", test_scalar_ill_conditioned},
        {"scalar_ratio: a scalar that is exactly zero is judged exactly", test_scalar_exact},
        {NULL, NULL},
        {"the terminal says \"same error as cpu.canonical_f32\" only when it is", test_same_error_as_canonical},
    };
    sg_add_suite("judge", t);
}
