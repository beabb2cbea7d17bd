/* test_stream.c - the streamed judging (eval/ with sg_eval_opts.stream,
 * gates/ sg_judge_begin/feed/end, each model's oracle_stream): the exact sums
 * against MPFR, the metrics' accumulation in any order against one flat
 * sweep, and whole evaluations of real cases streamed in small blocks
 * against the held oracle, every metric, worst element, verdict and the
 * certification bit for bit; a stream that misses elements is refused. */
#include "sg_test.h"
#include "sg_backends.h"
#include "sg_eval.h"

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

static sg_thresholds g_th;

static void load_th(void) {
    if (g_th.rows) return;
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    SG_ASSERT_OK(sg_thresholds_load(path, &g_th));
}

static uint64_t g_rng = 0x9e3779b97f4a7c15u;
static uint64_t rnd(void) { /* xorshift64*: test data only */
    g_rng ^= g_rng >> 12;
    g_rng ^= g_rng << 25;
    g_rng ^= g_rng >> 27;
    return g_rng * 0x2545f4914f6cdd1dULL;
}
static double unit(void) { return (double)(rnd() >> 11) * 0x1p-53; }

/* Terms over the whole range (subnormals, huge, equal values, zeros): the
 * exact sum correctly rounded, compared with MPFR's mpfr_sum; any order the same. */
static void test_xsum_exact(void) {
    enum { N = 5000 };
    static double v[N];
    sg_xsum *a = sg_xmalloc(sizeof *a), *b = sg_xmalloc(sizeof *b);
    for (int rep = 0; rep < 20; rep++) {
        for (int i = 0; i < N; i++) {
            const int kind = (int)(rnd() % 6);
            if (kind == 0) v[i] = ldexp(unit(), -1074 + (int)(rnd() % 60)); /* subnormal or tiny */
            else if (kind == 1) v[i] = ldexp(1.0 + unit(), (int)(rnd() % 2000) - 1000);
            else if (kind == 2) v[i] = 0.0;
            else if (kind == 3) v[i] = 1.0 + 0x1p-52; /* many equal terms: carries */
            else v[i] = ldexp(1.0 + unit(), rep * 40 - 400 + (int)(rnd() % 8));
        }
        sg_xsum_clear(a);
        for (int i = 0; i < N; i++) sg_xsum_add(a, v[i]);
        mpfr_t t[N];
        mpfr_ptr p[N];
        for (int i = 0; i < N; i++) {
            mpfr_init2(t[i], 53);
            mpfr_set_d(t[i], v[i], MPFR_RNDN);
            p[i] = t[i];
        }
        mpfr_t s;
        mpfr_init2(s, 53);
        mpfr_sum(s, p, N, MPFR_RNDN);
        const double want = mpfr_get_d(s, MPFR_RNDN);
        CU_ASSERT_EQUAL(sg_xsum_value(a), want);
        for (int i = 0; i < N; i++) mpfr_clear(t[i]);
        mpfr_clear(s);
        /* reversed, and in two halves merged */
        sg_xsum_clear(b);
        for (int i = N - 1; i >= N / 2; i--) sg_xsum_add(b, v[i]);
        sg_xsum *c = sg_xmalloc(sizeof *c);
        sg_xsum_clear(c);
        for (int i = N / 2 - 1; i >= 0; i--) sg_xsum_add(c, v[i]);
        sg_xsum_merge(b, c);
        free(c);
        CU_ASSERT_EQUAL(sg_xsum_value(b), want);
    }
    /* a subnormal total, one rounding */
    sg_xsum_clear(a);
    sg_xsum_add(a, 0x1p-1074);
    sg_xsum_add(a, 0x1p-1073);
    CU_ASSERT_EQUAL(sg_xsum_value(a), 0x1p-1074 * 3);
    /* a tie to even at 2^53: 2^53 + 1 rounds to 2^53, + 1 more to 2^53 + 2 */
    sg_xsum_clear(a);
    sg_xsum_add(a, 0x1p53);
    sg_xsum_add(a, 1.0);
    CU_ASSERT_EQUAL(sg_xsum_value(a), 0x1p53);
    sg_xsum_add(a, 1.0);
    CU_ASSERT_EQUAL(sg_xsum_value(a), 0x1p53 + 2);
    sg_xsum_add(a, 0x1p-1074); /* sticky: 2^53 + 2 + tiny stays; + 1 then rounds up */
    sg_xsum_add(a, 1.0);
    CU_ASSERT_EQUAL(sg_xsum_value(a), 0x1p53 + 4);
    /* Inf and NaN are sticky; a negative term is not a sum of squares */
    sg_xsum_clear(a);
    sg_xsum_add(a, 1.0);
    sg_xsum_add(a, (double)INFINITY);
    CU_ASSERT(isinf(sg_xsum_value(a)));
    sg_xsum_add(a, (double)NAN);
    CU_ASSERT(isnan(sg_xsum_value(a)));
    sg_xsum_clear(a);
    sg_xsum_add(a, -1.0);
    CU_ASSERT(isnan(sg_xsum_value(a)));
    sg_xsum_clear(a);
    CU_ASSERT_EQUAL(sg_xsum_value(a), 0.0);
    free(a);
    free(b);
}

static int same_metrics(const sg_metrics *a, const sg_metrics *b) {
    return memcmp(a->v, b->v, sizeof a->v) == 0 && a->n == b->n && a->n_bad == b->n_bad && a->worst == b->worst &&
           a->worst_model == b->worst_model && memcmp(&a->worst_q, &b->worst_q, sizeof(double)) == 0 &&
           memcmp(&a->worst_model_s, &b->worst_model_s, sizeof(double)) == 0 && a->bias_groups == b->bias_groups &&
           memcmp(&a->bias_sd, &b->bias_sd, sizeof(double)) == 0 && memcmp(&a->bias_w2, &b->bias_w2, sizeof(double)) == 0;
}

/* Element by element in a shuffled order = one flat sweep, with ties of the
 * worst value (the lowest index wins), NaNs (the first wins) and zeros. */
static void test_acc_any_order(void) {
    enum { N = 3000 };
    static float q[N], r[N];
    static double e[N], S[N];
    static int perm[N];
    for (int rep = 0; rep < 12; rep++) {
        for (int i = 0; i < N; i++) {
            e[i] = (unit() - 0.5) * 8;
            r[i] = (float)e[i];
            const int kind = (int)(rnd() % 10);
            q[i] = kind == 0 ? nextafterf(r[i], 1e30f) : kind == 1 ? r[i] * 1.0001f : r[i];
            if (rep % 3 == 1 && kind == 2) q[i] = NAN;
            if (rep % 3 == 2 && kind == 3) q[i] = 0.0f; /* many equal worst values */
            S[i] = fabs(e[i]) * (1 + unit()) + (rep % 2 ? 0.0 : 1e-3);
            perm[i] = i;
        }
        for (int i = N - 1; i > 0; i--) {
            const int j = (int)(rnd() % (uint64_t)(i + 1)), t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        sg_metrics flat, shuf;
        sg_metrics_compute(SG_F32, q, e, r, S, N, &flat);
        sg_metrics_acc *a = sg_xmalloc(sizeof *a);
        sg_metrics_acc_init(a, SG_F32, 1);
        for (int k = 0; k < N; k++) {
            const int i = perm[k];
            sg_metrics_acc_add(a, i, (double)q[i], e[i], (double)r[i], S[i]);
        }
        sg_metrics_acc_finish(a, &shuf);
        CU_ASSERT(same_metrics(&flat, &shuf));
        /* the shuffled order in np contiguous parts, each its own accumulator,
         * merged in part order (how the judge splits a block over threads) */
        const int np = 1 + rep % 7;
        sg_metrics_acc *part = sg_xmalloc(sizeof *part);
        sg_metrics_acc_init(a, SG_F32, 1);
        for (int k0 = 0, p = 0; p < np; p++) {
            const int k1 = N * (p + 1) / np;
            sg_metrics_acc_init(part, SG_F32, 1);
            for (; k0 < k1; k0++) sg_metrics_acc_add(part, perm[k0], (double)q[perm[k0]], e[perm[k0]], (double)r[perm[k0]], S[perm[k0]]);
            sg_metrics_acc_merge(a, part);
        }
        sg_metrics acc_merged;
        sg_metrics_acc_finish(a, &acc_merged);
        CU_ASSERT(same_metrics(&flat, &acc_merged));
        free(part);
        free(a);
    }
}

static int same_result(const sg_case_result *a, const sg_case_result *b) {
    int ok = a->nq == b->nq && a->worst == b->worst && strcmp(a->backend, b->backend) == 0;
    for (int i = 0; ok && i < a->nq; i++) {
        const sg_qresult *x = &a->q[i], *y = &b->q[i];
        ok = same_metrics(&x->m, &y->m) && memcmp(x->measured, y->measured, sizeof x->measured) == 0 &&
             memcmp(x->verdict, y->verdict, sizeof x->verdict) == 0 && x->worst == y->worst && x->wb == y->wb &&
             x->wt == y->wt && x->wd == y->wd && x->mb == y->mb && x->mt == y->mt && x->md == y->md &&
             x->n_over == y->n_over && x->first_t == y->first_t && strcmp(x->inputs, y->inputs) == 0 &&
             x->have_canon == y->have_canon && memcmp(x->canon, y->canon, sizeof x->canon) == 0 &&
             memcmp(&x->scalar, &y->scalar, sizeof x->scalar) == 0;
        if (!ok) fprintf(stderr, "  %s: %s differs streamed\n", a->backend, x->quantity);
    }
    return ok;
}

/* A case through every CPU backend row but the run-dependent ones (the
 * atomic-order candidates, sg_backend.run_dependent: a fresh order on every
 * call, so two evaluations cannot agree), held and streamed in blocks of `budget` bytes: the same results; certify: the same
 * bits. */
static void held_vs_streamed(const char *set, const char *name, size_t budget, int certify) {
    load_th();
    const sg_case_spec *spec;
    sg_case c;
    SG_ASSERT_OK(sg_fixture_find(set, name, &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &c));
    const sg_model_desc *md;
    SG_ASSERT_OK(sg_model_of_case(&c, &md));
    CU_ASSERT_PTR_NOT_NULL_FATAL(md->oracle_stream);
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *rows[SG_MAX_BACKENDS];
    int n = 0;
    for (int i = 0; i < t.n; i++)
        if (sg_model_runs(md, &t.b[i]) && t.b[i].available() == SG_OK && !t.b[i].run_dependent)
            rows[n++] = &t.b[i];
    sg_oracle_opts oo;
    sg_oracle_opts_default(&oo);
    oo.certify = certify;
    sg_eval_opts eo = {.th = &g_th, .oracle_opts = &oo, .yardstick = SG_YARDSTICK_METRICS, .table = &t, .rows = rows,
                       .nrows = n};
    sg_eval_result held, str;
    SG_ASSERT_OK(sg_eval_case(&c, &eo, &held));
    sg_oracle_cert cert;
    memset(&cert, 0, sizeof cert);
    eo.stream = 1;
    eo.stream_budget = budget;
    eo.stream_cert = &cert;
    SG_ASSERT_OK(sg_eval_case(&c, &eo, &str));
    CU_ASSERT(str.streamed && !held.streamed && str.oracle == NULL);
    CU_ASSERT_FATAL(held.n == str.n && held.n == n);
    CU_ASSERT(held.have_yardstick && str.have_yardstick);
    CU_ASSERT(same_result(&held.yardstick_result, &str.yardstick_result));
    for (int i = 0; i < n; i++) CU_ASSERT(same_result(&held.items[i].res, &str.items[i].res));
    if (certify) { /* the held oracle's certification, bit for bit */
        sg_oracle_cert hc;
        sg_tset tmp;
        sg_tset_init(&tmp);
        SG_ASSERT_OK(md->oracle(&c, &oo, &tmp, &hc));
        sg_tset_free(&tmp);
        CU_ASSERT_EQUAL(cert.nq, md->nq);
        CU_ASSERT_EQUAL(hc.nq, cert.nq);
        for (int j = 0; j < md->nq; j++) {
            CU_ASSERT_STRING_EQUAL(hc.name[j], cert.name[j]);
            CU_ASSERT(memcmp(&hc.bits[j], &cert.bits[j], sizeof(double)) == 0);
        }
    }
    sg_eval_free(&held);
    sg_eval_free(&str);
    sg_case_free(&c);
}

/* RG-LRU: blocks of one to a few channels (the budget over 96 B L bytes a channel). */
static void test_rglru_streamed(void) {
    held_vs_streamed("smoke", "rg_L37_resets", 1, 0);            /* one channel a block */
    held_vs_streamed("ci", "rg_docs_B4", 96 * 4 * 300, 0);   /* B = 4 */
    held_vs_streamed("ci", "rg_D72_h0_only", 96 * 5000, 1);  /* h0, certified */
    held_vs_streamed("ci", "rg_dhl_only", 96 * 3000, 0);
    held_vs_streamed("ci", "rg_clip", 96 * 200, 0);
}

static void test_samu_streamed(void) {
    held_vs_streamed("smoke", "sa_L37_resets", 0, 0);
    held_vs_streamed("ci", "sa_L83_partial", 0, 1);
    held_vs_streamed("ci", "sa_docs_B4", 0, 0);
    held_vs_streamed("ci", "sa_z0_only", 0, 0);
    held_vs_streamed("ci", "sa_oddM", 0, 0);
}

/* The judge splits a large block over its threads (gates/judge.c, parts of at
 * least 2^18 elements): judged on one thread and on five, the same results bit
 * for bit, worst elements included (cases of 2^21 elements a quantity). */
static void judged_on_threads(const char *name) {
    load_th();
    const sg_case_spec *spec;
    sg_case c;
    SG_ASSERT_OK(sg_fixture_find("ci", name, &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &c));
    const sg_model_desc *md;
    SG_ASSERT_OK(sg_model_of_case(&c, &md));
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *rows[SG_MAX_BACKENDS];
    int n = 0;
    for (int i = 0; i < t.n; i++)
        if (sg_model_runs(md, &t.b[i]) && t.b[i].available() == SG_OK && !t.b[i].run_dependent && n < 2)
            rows[n++] = &t.b[i];
    CU_ASSERT_FATAL(n == 2);
    sg_eval_opts eo = {.th = &g_th, .yardstick = SG_YARDSTICK_METRICS, .table = &t, .rows = rows, .nrows = n,
                       .single_run = 1};
    const int n0 = omp_get_max_threads();
    omp_set_num_threads(5);
    sg_eval_result many, one;
    SG_ASSERT_OK(sg_eval_case(&c, &eo, &many));
    eo.oracle = many.oracle;
    omp_set_num_threads(1);
    SG_ASSERT_OK(sg_eval_case(&c, &eo, &one));
    omp_set_num_threads(n0);
    CU_ASSERT(same_result(&many.yardstick_result, &one.yardstick_result));
    for (int i = 0; i < n; i++) CU_ASSERT(same_result(&many.items[i].res, &one.items[i].res));
    sg_eval_free(&one);
    sg_eval_free(&many);
    sg_case_free(&c);
}

static void test_judge_threads(void) {
    judged_on_threads("rg_long_32k_docs");
    judged_on_threads("sa_long_8k_D256");
}

/* A stream that leaves out elements, or hands over a block out of its view, is refused. */
static sg_status drop_dx(void *ctx, const sg_oracle_block *blk) {
    sg_judge_state *js = ctx;
    if (blk->q == 2) return SG_OK; /* rglru dx */
    return sg_judge_feed(js, blk);
}

static void test_incomplete_stream(void) {
    load_th();
    const sg_case_spec *spec;
    sg_case c;
    SG_ASSERT_OK(sg_fixture_find("smoke", "rg_L37_resets", &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &c));
    const sg_model_desc *md = sg_model_find("rglru");
    sg_tset orc;
    sg_tset_init(&orc);
    SG_ASSERT_OK(md->oracle(&c, NULL, &orc, NULL));
    sg_tset out;
    sg_tset_init(&out);
    for (int i = 0; i < md->nq; i++) { /* the oracle's roundings as outputs */
        char nm[96];
        sg_oracle_tensor_name(nm, sizeof nm, md->quantities[i].name, sg_oracle_rn_part(md->quantities[i].dtype));
        const sg_tensor *r = sg_tset_get(&orc, nm);
        void *p = sg_tset_add(&out, md->quantities[i].name, r->dtype, r->ndim, r->shape);
        memcpy(p, r->data, sg_tensor_nbytes(r));
    }
    sg_judge_state *js;
    SG_ASSERT_OK(sg_judge_begin(md, &c, &out, NULL, &g_th, "test", &js));
    SG_ASSERT_OK(sg_oracle_stream_tset(&orc, md->quantities, md->nq, c.spec.B, c.spec.L, c.spec.D, drop_dx, js));
    sg_case_result res;
    CU_ASSERT_EQUAL(sg_judge_end(js, &res), SG_E_INTERNAL);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "dx"));
    /* a box beyond the view */
    SG_ASSERT_OK(sg_judge_begin(md, &c, &out, NULL, &g_th, "test", &js));
    sg_oracle_block k = {.q = 0};
    sg_oracle_block_view(SG_SHAPE_BLD, c.spec.B, c.spec.L, c.spec.D, &k);
    k.k1 = c.spec.D + 1;
    CU_ASSERT_EQUAL(sg_judge_feed(js, &k), SG_E_INTERNAL);
    sg_judge_abort(js);
    /* held and complete: passes, every element correctly rounded */
    SG_ASSERT_OK(sg_judge_case(md, &c, &orc, &out, NULL, &g_th, "test", &res));
    for (int i = 0; i < res.nq; i++) CU_ASSERT_EQUAL(res.q[i].m.n_bad, 0);
    sg_tset_free(&out);
    sg_tset_free(&orc);
    sg_case_free(&c);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"exact sums: correctly rounded (MPFR), any order, Inf/NaN sticky", test_xsum_exact},
        {"metrics accumulated in any order = one flat sweep (ties, NaN, zeros)", test_acc_any_order},
        {"RG-LRU: streamed in channel blocks = held, every metric and the certification", test_rglru_streamed},
        {"SAMU: streamed by segments = held, every metric and the certification", test_samu_streamed},
        {"a stream missing elements or out of its view is refused", test_incomplete_stream},
        {"a large block judged on one thread and on five: the same results bit for bit", test_judge_threads},
        {NULL, NULL},
    };
    sg_add_suite("stream", t);
}
