/* test_mutants.c - gate power: planted kernel bugs must be caught.
 *
 * Every fault of SG_FAULT_LIST (tests/support/sg_testhooks.h) is a realistic bug of
 * a chunked scan kernel, injected at its exact spot in the CPU emulations
 * (reference/rglru_chunked.c, reference/samu_chunked.c); the mutant rows
 * "mutant.<fault>" (tests/support/mutants.c) run an emulation with the fault on.
 * For every mutant and every model it implements, the mutant runs over the ci
 * set of that model (default seed, cached oracle) and is judged as `scangate
 * run` judges, through the same sg_eval_case: two runs with the two poisons,
 * the model's yardstick (canonical FP32 path) on the same case, then the
 * judging with the real THRESHOLDS.md, so every gate applies
 * (nonfinite, unwritten, rel_l2, excess_l2, frac_not_rn, model_ulp,
 * vs_canonical, err_ratio, and any the file adds).
 * It must FAIL at least one gate on at least one case. A FAIL counts only on a
 * case where the unfaulted emulation is expected to PASS (EXPECTED_STATUS.md),
 * and the unfaulted emulation is re-run on the first catching case to show it
 * does not FAIL there, so the catch is the fault's.
 *
 * The table printed is the gate-power evidence: per mutant, the first ci case
 * (in set order) that caught it, the gates that FAILed there
 * (quantity.metric = value > FAIL limit) and on how many of the ci cases it
 * FAILs, and the ci cases where it FAILs no gate. SG_MUTANTS_FIRST_ONLY=1
 * stops each mutant at its first FAIL (about 2 s instead of about 1 min on 2
 * cores; the counts and escapes are then not printed).
 * Also: the mutant rows are never in the production table, every fault has a
 * row, and the fault switch is off again after every mutant call.
 *
 * The scalar-write mutants (zeroed, sign-flipped and 1%-biased da_phi, da_r;
 * issue 10) must FAIL more than once: in the full scan, on EVERY ci case where
 * FP32 can resolve the scalar, i.e. where the canonical FP32 path's own
 * relative error |q_c - e| / |e| on it is below 1e-3 (computed here from the
 * oracle and the canonical path's outputs, e != 0), the scalar they write must
 * FAIL. The table printed per scalar is the evidence: per ci case, e, the
 * canonical path's relative error, the state the reports give it (judged,
 * ill-conditioned, exact) and each mutant's scalar_ratio and verdict.
 * Every comparison is written so that NaN fails. */
#include "sg_test.h"
#include "sg_backends.h"
#include "sg_eval.h"
#include "sg_reference.h"
#include "sg_testsupport.h" /* the planted faults and mutant rows */

#include <stdlib.h>
#include <string.h>

static const char *cache_dir(void) { return sg_test_env("SG_CACHE_DIR", "/tmp/sg-oracle-cache"); }

static sg_status load_thresholds(sg_thresholds *th) {
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    return sg_thresholds_load(path, th);
}

static sg_status load_expected(sg_expected *ex) {
    char path[1024];
    snprintf(path, sizeof path, "%s/EXPECTED_STATUS.md", sg_test_env("SG_SOURCE_DIR", "."));
    return sg_backends_expected_load(path, sg_test_env("SG_SOURCE_DIR", "."), ex);
}

/* The judging of `scangate run` (sg_eval_case): runs with poison A and poison
 * B, then every metric against the case's oracle and yardstick (`ctx`, the
 * case's own evaluation). */
static void judge_full(const sg_backend *b, const sg_case *c, const sg_eval_result *ctx, const sg_thresholds *th,
                       sg_case_result *res, double *seconds) {
    const sg_eval_opts eo = {.th = th, .oracle = ctx->oracle, .yardstick_outputs = ctx->yardstick_outputs,
                             .yardstick_result = &ctx->yardstick_result, .rows = &b, .nrows = 1};
    sg_eval_result er;
    SG_ASSERT_OK(sg_eval_case(c, &eo, &er));
    CU_ASSERT_FATAL(er.n == 1);
    *res = er.items[0].res;
    *seconds = er.items[0].seconds[0] + er.items[0].seconds[1];
    sg_eval_free(&er);
}

static sg_fault fault_of(const char *row_name) {
    for (int f = 1; f < SG_FAULT_COUNT; f++) {
        char n[96];
        snprintf(n, sizeof n, "mutant.%s", sg_fault_name((sg_fault)f));
        if (strcmp(n, row_name) == 0) return (sg_fault)f;
    }
    return SG_FAULT_NONE;
}

/* ---- the rows ------------------------------------------------------------- */
static void test_rows(void) {
    sg_backend_table prod, mt;
    sg_backends_fill(&prod);
    for (int i = 0; i < prod.n; i++) {
        const int is_mutant = strncmp(prod.b[i].name, "mutant.", 7) == 0;
        if (is_mutant) fprintf(stderr, "\n  production table holds %s\n", prod.b[i].name);
        CU_ASSERT(!is_mutant);
    }
    mt.n = 0;
    sg_mutants_register(&mt);
    CU_ASSERT_EQUAL(mt.n, SG_FAULT_COUNT - 1);
    CU_ASSERT(SG_FAULT_COUNT - 1 >= 12);
    int seen[SG_FAULT_COUNT] = {0};
    for (int i = 0; i < mt.n; i++) {
        const sg_backend *b = &mt.b[i];
        const sg_fault f = fault_of(b->name);
        CU_ASSERT(f != SG_FAULT_NONE);
        seen[f]++;
        CU_ASSERT(SG_RGLRU_IMPL(b) != NULL || SG_SAMU_IMPL(b) != NULL);
        CU_ASSERT((SG_RGLRU_IMPL(b) != NULL) == (sg_mutant_base(f, SG_MODEL_RGLRU) != NULL));
        CU_ASSERT((SG_SAMU_IMPL(b) != NULL) == (sg_mutant_base(f, SG_MODEL_SAMU) != NULL));
        for (int m = 0; m < SG_MODEL_COUNT; m++) {
            const char *base = sg_mutant_base(f, (sg_model)m);
            if (base) CU_ASSERT_PTR_NOT_NULL(sg_backend_find(&prod, base));
        }
        CU_ASSERT(b->available() == SG_OK);
        CU_ASSERT(strlen(sg_fault_description(f)) > 10);
    }
    for (int f = 1; f < SG_FAULT_COUNT; f++) CU_ASSERT_EQUAL(seen[f], 1);
    CU_ASSERT_STRING_EQUAL(sg_fault_name(SG_FAULT_NONE), "none");
    CU_ASSERT_EQUAL(sg_fault_active, SG_FAULT_NONE);
}

/* ---- the catch ------------------------------------------------------------ */
typedef struct {
    const sg_backend *be;
    sg_fault f;
    const char *base;
    int caught;
    char first_case[96];
    char gates[512];      /* the first FAILed gates on the first catching case */
    int n_gates;
    char base_verdict[16]; /* the unfaulted emulation on that case */
    int n_fail, n_judged, n_skipped;
    char escaped[1024]; /* ci cases where it FAILed no gate (full scan) */
    double seconds;
} mut_state;

/* Lists the first four FAILed gates of res as "quantity.metric = value > limit"
 * and counts them all. */
static void describe_fails(const sg_case_result *res, const sg_thresholds *th, sg_model m, mut_state *s) {
    s->gates[0] = 0;
    s->n_gates = 0;
    size_t used = 0;
    for (int i = 0; i < res->nq; i++)
        for (int k = 0; k < SG_M_COUNT; k++) {
            if (res->q[i].verdict[k] != SG_FAIL) continue;
            if (s->n_gates++ >= 4 || used >= sizeof s->gates) continue;
            const sg_threshold *t = sg_thresholds_find(th, sg_model_name(m), res->q[i].quantity,
                                                       sg_metric_name((sg_metric)k));
            const int n = snprintf(s->gates + used, sizeof s->gates - used, "%s%s.%s = %.4g > %.4g", used ? "; " : "",
                                   res->q[i].quantity, sg_metric_name((sg_metric)k), res->q[i].m.v[k],
                                   t ? t->fail : (double)NAN);
            used = n < 0 ? sizeof s->gates : used + (size_t)n;
        }
}

/* ---- the scalar-write mutants, case by case ---------------------------------- */
#define SCALAR_REL_RESOLVED 1e-3 /* the canonical path's relative error below which the scalar must be caught */
#define MAX_SCALAR_ROWS 96
typedef struct {
    char case_name[96], quantity[SG_NAME_MAX];
    double e, canon_rel;
    int resolved;                   /* e != 0 and canon_rel < SCALAR_REL_RESOLVED */
    sg_scalar_state state;          /* as the judge reports it */
    double fail_rel;                /* the relative error beyond which scalar_ratio FAILs */
    int judged[SG_MAX_BACKENDS];    /* per mutant (index into the run's mutant list) */
    double ratio[SG_MAX_BACKENDS];
    sg_verdict qverdict[SG_MAX_BACKENDS]; /* the quantity's worst verdict */
    sg_verdict mu[SG_MAX_BACKENDS];       /* its model_ulp verdict (the only gate before scalar_ratio) */
} scalar_row;

typedef struct {
    int n;
    scalar_row r[MAX_SCALAR_ROWS];
} scalar_table;

static double oracle_scalar(const sg_tset *orc, const char *q) {
    char name[96];
    sg_oracle_tensor_name(name, sizeof name, q, SG_ORC_F64);
    const sg_tensor *t = sg_tset_get(orc, name);
    return t && sg_tensor_numel(t) == 1 ? ((const double *)t->data)[0] : (double)NAN;
}

/* The row of (case, quantity), made on first use from the case's oracle and
 * the canonical path's outputs. */
static scalar_row *scalar_row_of(scalar_table *tb, const sg_case *c, const char *q, const sg_eval_result *ctx) {
    for (int i = 0; i < tb->n; i++)
        if (strcmp(tb->r[i].case_name, c->spec.name) == 0 && strcmp(tb->r[i].quantity, q) == 0) return &tb->r[i];
    CU_ASSERT_FATAL(tb->n < MAX_SCALAR_ROWS);
    scalar_row *r = &tb->r[tb->n++];
    memset(r, 0, sizeof *r);
    snprintf(r->case_name, sizeof r->case_name, "%s", c->spec.name);
    snprintf(r->quantity, sizeof r->quantity, "%s", q);
    r->e = oracle_scalar(ctx->oracle, q);
    const sg_tensor *tc = sg_tset_get(ctx->yardstick_outputs, q);
    CU_ASSERT_FATAL(tc != NULL && sg_tensor_numel(tc) == 1);
    const double qc = (double)((const float *)tc->data)[0];
    r->canon_rel = r->e != 0 ? fabs(qc - r->e) / fabs(r->e) : qc == 0 ? 0.0 : (double)INFINITY;
    r->resolved = r->e != 0 && r->canon_rel < SCALAR_REL_RESOLVED;
    return r;
}

static void run_model(sg_model model, const sg_backend_table *mt, const sg_backend_table *prod,
                      const sg_thresholds *th, const sg_expected *ex, int full) {
    mut_state st[SG_MAX_BACKENDS];
    int nm = 0;
    for (int i = 0; i < mt->n; i++) {
        const sg_backend *b = &mt->b[i];
        if (!sg_model_runs(sg_model_desc_of(model), b)) continue;
        memset(&st[nm], 0, sizeof st[nm]);
        st[nm].be = b;
        st[nm].f = fault_of(b->name);
        st[nm].base = sg_mutant_base(st[nm].f, model);
        CU_ASSERT_PTR_NOT_NULL_FATAL(st[nm].base);
        nm++;
    }
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set("ci", &specs, &n));
    const double t_start = sg_now();
    double t_oracle = 0;
    int ncases = 0;
    static scalar_table stab; /* large: not on the stack */
    stab.n = 0;
    for (int ci = 0; ci < n; ci++) {
        if (specs[ci].model != model) continue;
        int n_open = 0;
        for (int k = 0; k < nm; k++) n_open += !st[k].caught;
        if (!full && n_open == 0) break;
        ncases++;
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[ci], SG_DEFAULT_SEED, &c));
        /* the case's oracle (cached) and yardstick, shared by every mutant's judging */
        const sg_eval_opts eo = {.th = th, .cache_dir = cache_dir(), .table = prod};
        sg_eval_result ctx;
        SG_ASSERT_OK(sg_eval_case(&c, &eo, &ctx));
        CU_ASSERT_FATAL(ctx.have_yardstick);
        t_oracle += ctx.oracle_seconds;
        double sec;
        for (int k = 0; k < nm; k++) {
            mut_state *s = &st[k];
            if (s->caught && !full) continue;
            /* a FAIL is evidence only where the unfaulted emulation is expected to PASS */
            const sg_expect_row *row = sg_expected_find(ex, s->base, "ci", c.spec.name);
            if (!row || row->kind != SG_EXPECT_PASS) {
                s->n_skipped++;
                continue;
            }
            sg_case_result res;
            judge_full(s->be, &c, &ctx, th, &res, &sec);
            s->seconds += sec;
            CU_ASSERT_EQUAL(sg_fault_active, SG_FAULT_NONE);
            s->n_judged++;
            const char *sq = sg_fault_scalar_quantity(s->f);
            if (sq) { /* a scalar-write mutant: its scalar's verdict on this case */
                scalar_row *sr = scalar_row_of(&stab, &c, sq, &ctx);
                for (int i = 0; i < res.nq; i++) {
                    if (strcmp(res.q[i].quantity, sq) != 0) continue;
                    sr->judged[k] = 1;
                    sr->ratio[k] = res.q[i].m.v[SG_M_SCALAR_RATIO];
                    sr->qverdict[k] = res.q[i].worst;
                    sr->mu[k] = res.q[i].verdict[SG_M_MODEL_ULP];
                    sr->state = res.q[i].scalar.state;
                    sr->fail_rel = res.q[i].scalar.fail_rel;
                }
                CU_ASSERT(sr->judged[k]);
            }
            if (res.worst != SG_FAIL) {
                const size_t u = strlen(s->escaped);
                snprintf(s->escaped + u, sizeof s->escaped - u, "%s%s", u ? ", " : "", c.spec.name);
            }
            if (res.worst == SG_FAIL) {
                s->n_fail++;
                if (!s->caught) {
                    s->caught = 1;
                    snprintf(s->first_case, sizeof s->first_case, "%s", c.spec.name);
                    describe_fails(&res, th, model, s);
                    /* the unfaulted emulation on the same case */
                    sg_case_result bres;
                    judge_full(sg_backend_find(prod, s->base), &c, &ctx, th, &bres, &sec);
                    snprintf(s->base_verdict, sizeof s->base_verdict, "%s", sg_verdict_name(bres.worst));
                    if (!(bres.worst != SG_FAIL)) {
                        fprintf(stderr, "\n  %s on %s: the unfaulted %s FAILs too\n", s->be->name, c.spec.name, s->base);
                        CU_FAIL("catch not attributable to the fault");
                    }
                }
            }
        }
        sg_eval_free(&ctx);
        sg_case_free(&c);
    }
    printf("\n\n  %s mutants over the ci set (seed %llu, %s; %d cases loaded, oracle load %.2f s, total %.2f s)\n",
           sg_model_name(model), (unsigned long long)SG_DEFAULT_SEED,
           full ? "full scan" : "each stopped at its first FAIL", ncases, t_oracle, sg_now() - t_start);
    printf("  %-32s %-28s %-22s %-9s %-9s %s\n", "mutant", "planted in", "first FAIL on", "unfaulted", full ? "FAILs" : "",
           "gates FAILed there (value > FAIL limit)");
    int caught = 0;
    for (int k = 0; k < nm; k++) {
        const mut_state *s = &st[k];
        char cnt[32] = "";
        if (full) snprintf(cnt, sizeof cnt, "%d/%d", s->n_fail, s->n_judged);
        char more[32] = "";
        if (s->n_gates > 4) snprintf(more, sizeof more, " (+%d more)", s->n_gates - 4);
        printf("  %-32s %-28s %-22s %-9s %-9s %s%s\n", s->be->name, s->base, s->caught ? s->first_case : "NOT CAUGHT",
               s->caught ? s->base_verdict : "-", cnt, s->caught ? s->gates : "", more);
        if (s->caught) caught++;
        else {
            fprintf(stderr, "\n  %s (%s) passed every gate on every ci %s case: %s\n", s->be->name, s->base,
                    sg_model_name(model), sg_fault_description(s->f));
            CU_FAIL("a planted fault passed every gate on the ci set");
        }
    }
    printf("  %d of %d %s mutants caught\n", caught, nm, sg_model_name(model));
    if (full) {
        printf("  ci cases on which a mutant FAILs no gate (the fixture does not exercise the bug):\n");
        for (int k = 0; k < nm; k++)
            if (st[k].escaped[0]) printf("  %-32s %s\n", st[k].be->name, st[k].escaped);
    }
    CU_ASSERT_EQUAL(caught, nm);
    if (stab.n == 0) return;
    if (!full) {
        printf("  (the scalar-write mutants are checked case by case in the full scan only)\n");
        return;
    }
    /* the scalar-write mutants, case by case: every case where FP32 resolves the scalar must catch each of them */
    int n_resolved = 0, n_missed = 0;
    for (int qn = 0; qn < 2; qn++) {
        const char *qname = qn ? "da_r" : "da_phi";
        printf("\n  %s: the scalar-write mutants per ci case (canonical rel err = |q_c - e| / |e| of the canonical FP32 "
               "path; must FAIL where it is below %g and e != 0); per mutant scalar_ratio, the quantity's verdict\n"
               "  and (mu ...) its model_ulp verdict, the only gate on it before scalar_ratio\n",
               qname, SCALAR_REL_RESOLVED);
        printf("  %-22s %-14s %-10s %-16s %-10s", "case", "e", "canon rel", "state", "FAIL beyond");
        for (int k = 0; k < nm; k++)
            if (sg_fault_scalar_quantity(st[k].f) && strcmp(sg_fault_scalar_quantity(st[k].f), qname) == 0)
                printf(" %-26s", sg_fault_name(st[k].f));
        printf("\n");
        for (int i = 0; i < stab.n; i++) {
            const scalar_row *row = &stab.r[i];
            if (strcmp(row->quantity, qname) != 0) continue;
            printf("  %-22s %-14.6e %-10.3e %-16s %-10.3e", row->case_name, row->e, row->canon_rel,
                   sg_scalar_state_name(row->state), row->fail_rel);
            n_resolved += row->resolved;
            for (int k = 0; k < nm; k++) {
                const char *sq = sg_fault_scalar_quantity(st[k].f);
                if (!sq || strcmp(sq, qname) != 0) continue;
                char cell[64] = "not judged";
                if (row->judged[k])
                    snprintf(cell, sizeof cell, "%.3g %s (mu %s)", row->ratio[k], sg_verdict_name(row->qverdict[k]),
                             sg_verdict_name(row->mu[k]));
                printf(" %-26s", cell);
                if (row->resolved && !(row->judged[k] && row->qverdict[k] == SG_FAIL)) {
                    n_missed++;
                    fprintf(stderr, "\n  %s passes %s on %s, where the canonical FP32 path's relative error is %.3e\n",
                            st[k].be->name, qname, row->case_name, row->canon_rel);
                    CU_FAIL("a scalar-write mutant passes a ci case where FP32 resolves the scalar");
                }
            }
            printf("%s\n", row->resolved ? "" : "   (not resolved by FP32: e = 0 or canonical rel err >= 1e-3)");
        }
    }
    printf("  scalar-write mutants: %d (case, scalar) pairs resolved by FP32, %d mutant passes on them\n", n_resolved,
           n_missed);
    CU_ASSERT(n_resolved > 0);
    CU_ASSERT_EQUAL(n_missed, 0);
}

static void test_catch(sg_model model) {
    sg_thresholds th;
    sg_expected ex;
    if (load_thresholds(&th) != SG_OK || load_expected(&ex) != SG_OK) {
        fprintf(stderr, "\n  %s\n", sg_errmsg());
        CU_FAIL_FATAL("cannot load THRESHOLDS.md / EXPECTED_STATUS.md");
    }
    sg_backend_table prod, mt;
    sg_backends_fill(&prod);
    mt.n = 0;
    sg_mutants_register(&mt);
    const char *first_only = sg_test_env("SG_MUTANTS_FIRST_ONLY", "0");
    run_model(model, &mt, &prod, &th, &ex, strcmp(first_only, "0") == 0);
    sg_expected_free(&ex);
    sg_thresholds_free(&th);
}

static void test_catch_rglru(void) { test_catch(SG_MODEL_RGLRU); }
static void test_catch_samu(void) { test_catch(SG_MODEL_SAMU); }

static void test_legend(void) {
    printf("\n");
    for (int f = 1; f < SG_FAULT_COUNT; f++)
        printf("  %-26s %s\n", sg_fault_name((sg_fault)f), sg_fault_description((sg_fault)f));
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"mutant rows: one per fault, never in the production table", test_rows},
        {"the planted faults", test_legend},
        {"every RG-LRU mutant FAILs a gate on the ci set", test_catch_rglru},
        {"every SAMU mutant FAILs a gate on the ci set", test_catch_samu},
        {NULL, NULL},
    };
    sg_add_suite("mutants", t);
}
