/* test_fresh_seeds.c - no false rejection: every correct backend passes its
 * gates on fresh seeds.
 *
 * For each model, every `smoke` case of that model (together they cover resets
 * at t=1, inside chunks and in a partial last chunk, L=1, the clip regime, fast
 * decay, packed documents over mixed regimes, zero-amplitude RTU, odd M, slow
 * phases, |lambda| near 1) is generated with N fresh seeds, seed = base + i
 * (base and N printed; N = SG_FRESH_SEEDS, default 200, never fewer than 200
 * unless overridden; base = SG_FRESH_BASE, default FRESH_BASE). The oracle is
 * computed directly at the default precision (not cached: every seed is new),
 * and EVERY backend of the production table (sg_backends_fill: the canonical
 * FP32 and FP64 paths, the five CPU emulations, and any CUDA rows that are
 * usable here) is judged as `scangate run` judges, through the same
 * sg_eval_case: two runs with the two poisons, the model's yardstick (the
 * canonical FP32 path) on the same case, the real THRESHOLDS.md (every gate,
 * err_ratio and vs_canonical included), then the outcome against
 * EXPECTED_STATUS.md (set "smoke"). A FAIL where PASS is expected is a false
 * rejection: the test fails and prints the seed, case, backend, quantity, metric, value, limit and
 * the worst element in %a, so it can be replayed. No threshold is adjusted here.
 *
 * Reported per backend: the PASS / MARGINAL / FAIL counts of (seed, case)
 * judgements and, per metric, the worst value seen relative to its FAIL limit
 * (value / limit; for the zero-limit gates nonfinite and unwritten the largest
 * count; report-only metrics are not gates and are left out), with where it
 * was seen, and which gates were MARGINAL how often; per case and scalar
 * quantity, how often the reports call it judged, ill-conditioned or exact
 * (THRESHOLDS.md R-SCALAR-FP32), with the canonical path's largest relative
 * error and the largest scalar_ratio of any backend.
 * Cost (2 cores): the direct oracle about 0.04 s per seed for the six RG-LRU
 * smoke cases and 0.03 s for the five SAMU ones; the whole test about 30 s.
 * Every comparison is written so that NaN fails. */
#include "sg_test.h"
#include "sg_backends.h"
#include "sg_eval.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#define FRESH_BASE UINT64_C(7000000000)
#define FRESH_MIN 200

static sg_thresholds g_th;
static sg_expected g_ex;
static int g_loaded;
static uint64_t g_base;
static long g_n;

static int parse_u64(const char *s, uint64_t *out) {
    char *end;
    errno = 0;
    const unsigned long long v = strtoull(s, &end, 0);
    if (errno || end == s || *end || s[0] == '-') return 1;
    *out = (uint64_t)v;
    return 0;
}

static void setup(void) {
    if (g_loaded) return;
    char path[1024];
    const char *src = sg_test_env("SG_SOURCE_DIR", ".");
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", src);
    if (sg_thresholds_load(path, &g_th) != SG_OK) {
        fprintf(stderr, "\n  %s\n", sg_errmsg());
        CU_FAIL_FATAL("cannot load THRESHOLDS.md");
    }
    snprintf(path, sizeof path, "%s/EXPECTED_STATUS.md", src);
    if (sg_backends_expected_load(path, src, &g_ex) != SG_OK) {
        fprintf(stderr, "\n  %s\n", sg_errmsg());
        CU_FAIL_FATAL("cannot load EXPECTED_STATUS.md");
    }
    uint64_t n = FRESH_MIN;
    g_base = FRESH_BASE;
    const char *en = sg_test_env("SG_FRESH_SEEDS", NULL), *eb = sg_test_env("SG_FRESH_BASE", NULL);
    if ((en && (parse_u64(en, &n) || n == 0 || n > 1000000)) || (eb && parse_u64(eb, &g_base))) {
        fprintf(stderr, "\n  SG_FRESH_SEEDS (1..1000000) / SG_FRESH_BASE must be unsigned integers\n");
        CU_FAIL_FATAL("bad SG_FRESH_SEEDS / SG_FRESH_BASE");
    }
    g_n = (long)n;
    g_loaded = 1;
}

/* Per backend: verdict counts and, per metric, the worst value relative to
 * its FAIL limit and where it was seen. */
#define MAX_MKEYS 24
typedef struct {
    const sg_backend *be;
    long n_judged, n_pass, n_marginal, n_fail, n_regression, n_other;
    int seen[SG_M_COUNT];       /* a gated row of this metric was measured */
    double worst[SG_M_COUNT];   /* value / fail; the value itself when fail is 0 */
    double worst_v[SG_M_COUNT]; /* the value itself */
    double limit[SG_M_COUNT];
    uint64_t w_seed[SG_M_COUNT];
    char w_case[SG_M_COUNT][96], w_q[SG_M_COUNT][SG_NAME_MAX];
    double seconds;
    /* MARGINAL verdicts per quantity.metric */
    int n_mkeys;
    char mkey[MAX_MKEYS][48];
    long mcount[MAX_MKEYS];
} bstat;

static double relative(double v, double fail) {
    if (fail > 0) return v / fail;
    return v; /* zero limit: the count itself */
}

static void note_marginal(bstat *bs, const char *q, sg_metric k) {
    char key[48];
    snprintf(key, sizeof key, "%s.%s", q, sg_metric_name(k));
    for (int i = 0; i < bs->n_mkeys; i++)
        if (strcmp(bs->mkey[i], key) == 0) {
            bs->mcount[i]++;
            return;
        }
    if (bs->n_mkeys == MAX_MKEYS) return;
    snprintf(bs->mkey[bs->n_mkeys], sizeof bs->mkey[0], "%s", key);
    bs->mcount[bs->n_mkeys++] = 1;
}

static void record(bstat *bs, const sg_case_result *res, sg_model m, uint64_t seed) {
    for (int i = 0; i < res->nq; i++)
        for (int k = 0; k < SG_M_COUNT; k++) {
            if (!res->q[i].measured[k]) continue; /* not applicable in this judging */
            const double v = res->q[i].m.v[k];
            const sg_threshold *t = sg_thresholds_find(&g_th, sg_model_name(m), res->q[i].quantity,
                                                       sg_metric_name((sg_metric)k));
            if (res->q[i].verdict[k] == SG_MARGINAL) note_marginal(bs, res->q[i].quantity, (sg_metric)k);
            const double fail = t ? t->fail : (double)NAN;
            if (fail == (double)INFINITY) continue; /* report-only: not a gate */
            const double r = relative(v, fail);
            if (!bs->seen[k] || r > bs->worst[k] || isnan(r)) {
                if (bs->seen[k] && isnan(bs->worst[k])) continue; /* the first NaN stays */
                bs->seen[k] = 1;
                bs->worst[k] = r;
                bs->worst_v[k] = v;
                bs->limit[k] = fail;
                bs->w_seed[k] = seed;
                snprintf(bs->w_case[k], sizeof bs->w_case[k], "%s", res->case_name);
                snprintf(bs->w_q[k], sizeof bs->w_q[k], "%s", res->q[i].quantity);
            }
        }
}

/* Full details of every FAILed gate of a false rejection. */
static void print_rejection(const sg_case_result *res, const sg_case_result *can, const sg_case *c, sg_model m,
                            uint64_t seed, const sg_expect_row *row) {
    fprintf(stderr, "\n  FALSE REJECTION: backend %s, case %s (set smoke), seed %llu (%s), outcome %s "
                    "(EXPECTED_STATUS.md line %d)\n",
            res->backend, c->spec.name, (unsigned long long)seed, c->hash, sg_outcome_name(res->outcome),
            row ? row->line : -1);
    for (int i = 0; i < res->nq; i++) {
        const sg_qresult *q = &res->q[i];
        for (int k = 0; k < SG_M_COUNT; k++) {
            if (q->verdict[k] != SG_FAIL) continue;
            const sg_threshold *t =
                sg_thresholds_find(&g_th, sg_model_name(m), q->quantity, sg_metric_name((sg_metric)k));
            const sg_qresult *cq = i < can->nq ? &can->q[i] : NULL;
            char cv[32] = "-";
            if (cq && cq->measured[k]) snprintf(cv, sizeof cv, "%.6g", cq->m.v[k]);
            fprintf(stderr, "    %s.%s = %.6g > FAIL limit %.6g (THRESHOLDS.md line %d); cpu.canonical_f32: %s\n",
                    q->quantity, sg_metric_name((sg_metric)k), q->m.v[k], t ? t->fail : (double)NAN, t ? t->line : -1,
                    cv);
            if (k == SG_M_ERR_RATIO && cq) /* its numerator and denominator (sg_gates.h) */
                fprintf(stderr, "      backend rel_l2 %.6g, excess_l2 %.6g, %lld of %lld elements not RN; canonical rel_l2 "
                                "%.6g, excess_l2 %.6g, %lld not RN\n",
                        q->m.v[SG_M_REL_L2], q->m.v[SG_M_EXCESS_L2], (long long)q->m.n_bad, (long long)q->m.n,
                        cq->m.v[SG_M_REL_L2], cq->m.v[SG_M_EXCESS_L2], (long long)cq->m.n_bad);
        }
        if (q->worst == SG_FAIL) {
            fprintf(stderr, "    %s worst ulp element (b=%lld,t=%lld,d=%lld): q=%a e=%a\n", q->quantity,
                    (long long)q->wb, (long long)q->wt, (long long)q->wd, q->m.worst_q, q->m.worst_e);
            fprintf(stderr, "    %s worst model_ulp element (b=%lld,t=%lld,d=%lld): q=%a e=%a S=%a\n", q->quantity,
                    (long long)q->mb, (long long)q->mt, (long long)q->md, q->m.worst_model_q, q->m.worst_model_e,
                    q->m.worst_model_s);
        }
    }
    fprintf(stderr, "    replay: SG_FRESH_BASE=%llu SG_FRESH_SEEDS=1 test_fresh_seeds, or scangate run --set smoke "
                    "--case %s --seed %llu --backend %s\n",
            (unsigned long long)seed, c->spec.name, (unsigned long long)seed, res->backend);
}

/* Per case and scalar quantity over the seeds: what FP32 delivers
 * (THRESHOLDS.md R-SCALAR-FP32): how often the reports call it judged,
 * ill-conditioned or exact, the canonical path's largest relative error, and
 * the largest scalar_ratio of any backend (with where); the first few
 * ill-conditioned seeds with the canonical path's error. */
#define MAX_SROWS 32
typedef struct {
    char case_name[96], quantity[SG_NAME_MAX];
    long n[4];                 /* by sg_scalar_state */
    double max_canon_rel;
    uint64_t canon_seed;
    double max_ratio;
    char ratio_backend[64];
    uint64_t ratio_seed;
    char ill[256];             /* "seed (canonical rel err)", the first few */
} srow;
static srow g_srows[MAX_SROWS];
static int g_nsrows;

static void note_scalars(const sg_case_result *res, uint64_t seed) {
    for (int i = 0; i < res->nq; i++) {
        const sg_qresult *q = &res->q[i];
        if (q->scalar.state == SG_SCALAR_NONE) continue;
        srow *r = NULL;
        for (int k = 0; k < g_nsrows && !r; k++)
            if (strcmp(g_srows[k].case_name, res->case_name) == 0 && strcmp(g_srows[k].quantity, q->quantity) == 0)
                r = &g_srows[k];
        if (!r) {
            if (g_nsrows == MAX_SROWS) continue;
            r = &g_srows[g_nsrows++];
            memset(r, 0, sizeof *r);
            snprintf(r->case_name, sizeof r->case_name, "%s", res->case_name);
            snprintf(r->quantity, sizeof r->quantity, "%s", q->quantity);
            r->max_ratio = r->max_canon_rel = -1; /* the first values are recorded with where */
        }
        const double v = q->m.v[SG_M_SCALAR_RATIO];
        if (!(v <= r->max_ratio)) {
            r->max_ratio = v;
            snprintf(r->ratio_backend, sizeof r->ratio_backend, "%s", res->backend);
            r->ratio_seed = seed;
        }
    }
}

/* The case's scalar states, once per seed (from one judged result: the state
 * is the case's, the oracle's and the canonical path's). */
static void note_states(const sg_case_result *res, uint64_t seed) {
    for (int i = 0; i < res->nq; i++) {
        const sg_qresult *q = &res->q[i];
        if (q->scalar.state == SG_SCALAR_NONE) continue;
        for (int k = 0; k < g_nsrows; k++) {
            srow *r = &g_srows[k];
            if (strcmp(r->case_name, res->case_name) != 0 || strcmp(r->quantity, q->quantity) != 0) continue;
            r->n[q->scalar.state]++;
            if (!(q->scalar.canon_rel <= r->max_canon_rel)) {
                r->max_canon_rel = q->scalar.canon_rel;
                r->canon_seed = seed;
            }
            const size_t u = strlen(r->ill);
            if (q->scalar.state == SG_SCALAR_ILL && u < 160)
                snprintf(r->ill + u, sizeof r->ill - u, "%s%llu (%.2e)", u ? ", " : "", (unsigned long long)seed,
                         q->scalar.canon_rel);
        }
    }
}

static void print_scalars(sg_model model) {
    int any = 0;
    for (int k = 0; k < g_nsrows; k++) {
        const srow *r = &g_srows[k];
        const sg_case_spec *spec;
        if (sg_fixture_find("smoke", r->case_name, &spec) != SG_OK || spec->model != model) continue;
        if (!any++)
            printf("  scalars against FP32 (R-SCALAR-FP32) per smoke case over the seeds: the state the reports give\n"
                   "  (judged / ill-conditioned: the canonical path's relative error or the floor >= %g of |e| / exact:\n"
                   "  e = S = 0), the canonical path's largest relative error, the largest scalar_ratio of any backend\n"
                   "  %-18s %-8s %7s %9s %6s %-30s %s\n",
                   SG_SCALAR_ILL_REL, "case", "scalar", "judged", "ill-cond", "exact", "max canonical rel err (seed)",
                   "max scalar_ratio (backend, seed)");
        char c1[48], c2[96];
        snprintf(c1, sizeof c1, "%.3e (%llu)", r->max_canon_rel, (unsigned long long)r->canon_seed);
        snprintf(c2, sizeof c2, "%.3g (%s, %llu)", r->max_ratio, r->ratio_backend, (unsigned long long)r->ratio_seed);
        printf("  %-18s %-8s %7ld %9ld %6ld %-30s %s\n", r->case_name, r->quantity, r->n[SG_SCALAR_JUDGED],
               r->n[SG_SCALAR_ILL], r->n[SG_SCALAR_EXACT], c1, c2);
        if (r->ill[0]) printf("    ill-conditioned on seeds (canonical rel err): %s%s\n",
                              r->ill, strlen(r->ill) >= 160 ? ", ..." : "");
    }
}

static void fresh_seeds(sg_model model) {
    setup();
    sg_backend_table t;
    sg_backends_fill(&t);
    bstat bs[SG_MAX_BACKENDS];
    const sg_backend *rows[SG_MAX_BACKENDS];
    int nb = 0;
    for (int i = 0; i < t.n; i++) {
        const sg_backend *b = &t.b[i];
        if (!sg_model_runs(sg_model_desc_of(model), b)) continue;
        CU_ASSERT(strncmp(b->name, "mutant.", 7) != 0);
        if (b->available() != SG_OK) {
            printf("\n  %s: not usable here, not judged (%s)", b->name, sg_errmsg());
            continue;
        }
        memset(&bs[nb], 0, sizeof bs[nb]);
        bs[nb].be = b;
        rows[nb] = b;
        nb++;
    }
    CU_ASSERT(nb >= (model == SG_MODEL_RGLRU ? 4 : 5));
    CU_ASSERT_PTR_NOT_NULL_FATAL(sg_backend_find(&t, sg_model_desc_of(model)->yardstick));
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set("smoke", &specs, &n));
    int ncases = 0;
    char names[512] = "";
    for (int ci = 0; ci < n; ci++)
        if (specs[ci].model == model) {
            ncases++;
            const size_t u = strlen(names);
            snprintf(names + u, sizeof names - u, "%s%s", u ? ", " : "", specs[ci].name);
        }
    CU_ASSERT(ncases >= 5);
    printf("\n  %s: %ld fresh seeds %llu..%llu x %d smoke cases (%s), %d backends, oracle at %d bits\n",
           sg_model_name(model), g_n, (unsigned long long)g_base, (unsigned long long)(g_base + (uint64_t)g_n - 1),
           ncases, names, nb, SG_ORACLE_DEFAULT_PREC);
    if (g_n < FRESH_MIN) printf("  (SG_FRESH_SEEDS=%ld overrides the default %d)\n", g_n, FRESH_MIN);
    double t_oracle = 0, t_make = 0, t_judge = 0;
    const double t_start = sg_now();
    long rejections = 0;
    for (long i = 0; i < g_n; i++) {
        const uint64_t seed = g_base + (uint64_t)i;
        for (int ci = 0; ci < n; ci++) {
            if (specs[ci].model != model) continue;
            double t0 = sg_now();
            sg_case c;
            SG_ASSERT_OK(sg_case_make(&specs[ci], seed, &c));
            t_make += sg_now() - t0;
            /* the oracle computed directly (no cache: every seed is new), the
             * yardstick, every backend's two poisoned runs, judged */
            t0 = sg_now();
            const sg_eval_opts eo = {.th = &g_th, .expected = &g_ex, .set = "smoke", .table = &t, .rows = rows,
                                     .nrows = nb};
            sg_eval_result er;
            SG_ASSERT_OK(sg_eval_case(&c, &eo, &er));
            CU_ASSERT_FATAL(er.n == nb && er.have_yardstick);
            t_oracle += er.oracle_seconds;
            for (int b = 0; b < nb; b++) {
                const sg_case_result *res = &er.items[b].res;
                bs[b].seconds += er.items[b].seconds[0] + er.items[b].seconds[1];
                bs[b].n_judged++;
                if (res->worst == SG_PASS) bs[b].n_pass++;
                else if (res->worst == SG_MARGINAL) bs[b].n_marginal++;
                else bs[b].n_fail++;
                record(&bs[b], res, model, seed);
                note_scalars(res, seed);
                if (b == 0) note_states(res, seed);
                if (res->outcome == SG_OUTCOME_REGRESSION || res->outcome == SG_OUTCOME_UNLISTED) {
                    if (res->outcome == SG_OUTCOME_REGRESSION) bs[b].n_regression++;
                    else bs[b].n_other++;
                    if (rejections++ < 20) print_rejection(res, &er.yardstick_result, &c, model, seed, res->expect);
                    CU_FAIL("a correct backend is rejected on a fresh seed");
                }
            }
            t_judge += sg_now() - t0 - er.oracle_seconds;
            sg_eval_free(&er);
            sg_case_free(&c);
        }
    }
    const double total = sg_now() - t_start;
    printf("  time: total %.1f s; oracle %.1f s (%.3f s per seed), backends + judging %.1f s, generation %.1f s\n",
           total, t_oracle, t_oracle / (double)g_n, t_judge, t_make);
    printf("  %-28s %7s %7s %8s %5s %10s\n", "backend", "judged", "PASS", "MARGINAL", "FAIL", "rejections");
    for (int b = 0; b < nb; b++)
        printf("  %-28s %7ld %7ld %8ld %5ld %10ld   (backend %.2f s)\n", bs[b].be->name, bs[b].n_judged, bs[b].n_pass,
               bs[b].n_marginal, bs[b].n_fail, bs[b].n_regression + bs[b].n_other, bs[b].seconds);
    printf("  worst value per metric relative to its FAIL limit (value / limit over the gated rows of every\n"
           "  quantity, case and seed; for the zero-limit gates the count itself):\n");
    for (int b = 0; b < nb; b++) {
        printf("  %s\n", bs[b].be->name);
        for (int k = 0; k < SG_M_COUNT; k++) {
            if (!bs[b].seen[k]) {
                printf("    %-12s not gated for %s (report-only rows)\n", sg_metric_name((sg_metric)k),
                       sg_model_name(model));
                continue;
            }
            const double lim = bs[b].limit[k];
            printf("    %-12s %s %-10.4g at %-8s %-17s seed %llu (value %.4g, FAIL limit %.4g)\n",
                   sg_metric_name((sg_metric)k), lim > 0 ? "v/lim" : "count", bs[b].worst[k], bs[b].w_q[k],
                   bs[b].w_case[k], (unsigned long long)bs[b].w_seed[k], bs[b].worst_v[k], lim);
        }
        if (bs[b].n_mkeys) {
            printf("    MARGINAL gates:");
            for (int i = 0; i < bs[b].n_mkeys; i++) printf(" %s x%ld", bs[b].mkey[i], bs[b].mcount[i]);
            printf("\n");
        }
    }
    print_scalars(model);
    printf("  %ld false rejections\n", rejections);
    CU_ASSERT_EQUAL(rejections, 0);
}

static void test_rglru(void) { fresh_seeds(SG_MODEL_RGLRU); }
static void test_samu(void) { fresh_seeds(SG_MODEL_SAMU); }

static void cleanup(void) {
    if (!g_loaded) return;
    sg_thresholds_free(&g_th);
    sg_expected_free(&g_ex);
    g_loaded = 0;
}

static void test_done(void) {
    cleanup();
    CU_PASS("released");
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"RG-LRU: every correct backend passes on fresh seeds (smoke cases)", test_rglru},
        {"SAMU: every correct backend passes on fresh seeds (smoke cases)", test_samu},
        {"release", test_done},
        {NULL, NULL},
    };
    sg_add_suite("fresh_seeds", t);
}
