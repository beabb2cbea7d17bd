/* test_emulation.c - the CPU emulations of the chunked kernels
 * (reference/rglru_chunked.c, reference/samu_chunked.c; EQUATIONS.md section 7):
 *
 *  (a) every RG-LRU emulation on every RG-LRU case of the `ci` set, evaluated
 *      by sg_eval_case (one run, outputs poisoned first; the canonical path run
 *      as the yardstick but not compared with) against the cached oracle and
 *      THRESHOLDS.md: its outcome must be PASS on
 *      every case (EXPECTED_STATUS.md has no quarantine for an emulation). On
 *      rg_long_16k, where the canonical path is quarantined (FP32 rounds
 *      a = exp(l) to 1), the evidence is printed and the emulations' delta form
 *      (scan/sg_scan_ops.h, numerics revision 3) must be 10x more accurate.
 *  (b) agreement with the canonical FP32 path element by element:
 *      max |q_emu - q_can| / (u32 S) <= 64 (THRESHOLDS.md paths.twin.max_s_distance,
 *      R-TWIN, read from the file), S the oracle's magnitude (q.S);
 *      for BF16 outputs one BF16 ulp is subtracted first (two roundings of FP32
 *      values that differ by d differ by at most d + 1 ulp). Why 64 (derived in
 *      EQUATIONS.md section 7): SAMU: both paths use bitwise the same FP32 step
 *      coefficients, so they differ only by the roundings of how the steps are
 *      composed. RG-LRU: the same, except that the emulations apply a decay
 *      above 1/2 as 1 + expm1(l) where the canonical path rounds exp(l): the
 *      canonical coefficient's error, <= 2.5 u |a| (rounding and libm), adds
 *      <= 2.5 u S per step to its bound (S holds |a h|). To first order, against the exact composition of those
 *      coefficients, the canonical path is within 3 u S (two roundings per step
 *      on terms that S holds); the serial chunked path within 24 u S (summaries
 *      3, chunk decay products 15, entry applications 3, replay 3), so the two
 *      differ by <= 27 u S; each gradient adds <= 8 u of its magnitude (2-4
 *      rounded factors in each path). The grouped prefix adds a term that grows
 *      with its fold chain in the worst case but is a fraction of u S for
 *      random-sign inputs (partial sums grow like sqrt(span), S like the span);
 *      reductions add their summation orders likewise. 64 = 2 x 32 (the
 *      canonical path's own K) covers 27 + 8 plus that term; the measured
 *      maxima are printed (RG-LRU <= 1.25, at dp).
 *  (c) SAMU emulations: judged against the SAMU oracle (cached)
 *      on every SAMU ci case, as in (a), plus (b) with the SAMU oracle's S.
 *  (d) boundary markers (sg_emu_mark_*): over the ci set every emulation meets
 *      L = 1, a partial last chunk, a reset in it, a reset at a chunk start and,
 *      where it has a grouped prefix, a carry across a group boundary and a short
 *      group; a serial prefix never meets a group.
 *  (e) bitwise reproducibility run to run and across thread counts (1, 2, 3).
 *  (f) the emulation of the sequential CUDA rows (reference/sequential.c, the
 *      canonical step functions sg_rg_canon_*, sg_samu_canon_* of sg_scan_canon.h
 *      arranged as kernels/sequential.cu arranges them) writes the bits of
 *      cpu.canonical_f32 on every smoke and ci case of both models, every
 *      output quantity, and a forward-only call writes the same y and final
 *      state: this is what shows the shared step code is the canonical order.
 *  (g) the RG-LRU emulations' gate tables (reference/rg_gate_memo.h) give the
 *      per-step functions' bits: for every finite BF16 pattern of v, in
 *      channels of six s (the clip regime, slow and fast decay, softplus's
 *      branch above 15) visited twice in turn (an entry kept from another
 *      channel would show), the step's coefficients (reset or not), its decay
 *      and its backward terms from the tables equal sg_rg_step, sg_rg_decay and
 *      sg_rg_bwd_terms byte for byte, and sigma(u) from the table equals
 *      sg_sigmoidf for every finite pattern.
 *  Also: with L <= one chunk and (B = 1 or L = 1) a SAMU emulation performs
 *  exactly the canonical operations, so its values equal the canonical path's
 *  (not so for RG-LRU: its delta form is not the canonical step).
 * Every comparison is written so that NaN fails. */
#include "sg_test.h"
#include "sg_test_oracle.h" /* sg_test_oracle_held */
#include "sg_backends.h"
#include "sg_eval.h"
#include "sg_reference.h"
#include "sg_sequential.h"
#include "sg_testsupport.h" /* the boundary markers */
#include "sg_scan_ops.h"
#include "rg_gate_memo.h"

#include <omp.h>
#include <stdlib.h>
#include <string.h>

#define U32 0x1p-24

static const char *const rg_emus[] = {"cpu.rglru_chunk16_serial", "cpu.rglru_chunk16_grouped32"};
static const char *const sa_emus[] = {"cpu.samu_chunk32_serial", "cpu.samu_chunk32_grouped64", "cpu.samu_hybrid"};
#define N_RG ((int)(sizeof rg_emus / sizeof rg_emus[0]))
#define N_SA ((int)(sizeof sa_emus / sizeof sa_emus[0]))

static double qval(const sg_tensor *t, int64_t i) { return sg_tensor_value(t, i); }

/* Per backend and quantity: the largest figures seen over the cases. */
typedef struct {
    double ratio[16];      /* max |emu - can| / (u32 S) */
    char ratio_case[16][64];
    double model_ulp[16];  /* max model_ulp against the oracle */
    char mu_case[16][64];
    double rel_l2[16];
    char rel_case[16][64];
    int n_marginal, n_fail;
} summary;

static void note_max(double v, double *slot, char *where, const char *name) {
    if (v > *slot || isnan(v)) {
        *slot = v;
        snprintf(where, 64, "%s", name);
    }
}

static void print_summary(sg_model m, const char *const *names, int n, const summary *sm, const char *title) {
    const sg_quantity *qs;
    int nq = sg_model_quantities(m, &qs);
    printf("\n  %s\n", title);
    for (int b = 0; b < n; b++) {
        printf("  %-30s %-8s %-26s %-26s %s\n", names[b], "quantity", "max |emu-can|/(u32 S)", "max model_ulp (oracle)",
               "max rel_l2 (oracle)");
        for (int i = 0; i < nq; i++)
            printf("  %-30s %-8s %9.3g %-16s %9.3g %-16s %9.3g %s\n", "", qs[i].name, sm[b].ratio[i],
                   sm[b].ratio_case[i], sm[b].model_ulp[i], sm[b].mu_case[i], sm[b].rel_l2[i], sm[b].rel_case[i]);
        printf("  %-30s MARGINAL cases %d, FAIL cases %d\n", "", sm[b].n_marginal, sm[b].n_fail);
    }
}

static sg_status load_thresholds(sg_thresholds *th) {
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    return sg_thresholds_load(path, th);
}

/* One emulation's evaluation (sg_eval_case: judged, outcome looked up under
 * set "ci"); its outputs compared with the canonical outputs and result. S
 * tensors come from `orc` (oracle). Updates the summary slot. */
static void check_one(sg_model model, const sg_case *c, const sg_tset *orc, const sg_tset *can_out,
                      const sg_case_result *can_res, const sg_eval_item *item, const sg_threshold *twin, summary *sm) {
    const sg_case_result res = item->res;
    const char *bname = item->backend->name;
    const sg_tset *out = &item->out_a;
    const sg_expect_row *row = res.expect;
    const sg_outcome oc = res.outcome;
    if (oc != SG_OUTCOME_PASS) { /* emulations pass the gates on every ci case: no quarantine */
        printf("\n  %s on %s: verdict %s, outcome %s (EXPECTED_STATUS.md line %d)", bname, c->spec.name,
               sg_verdict_name(res.worst), sg_outcome_name(oc), row ? row->line : -1);
        CU_FAIL("emulation verdict differs from its expected status");
    }
    const sg_quantity *qs;
    int nq = sg_model_quantities(model, &qs);
    for (int i = 0; i < res.nq; i++) {
        const sg_qresult *r = &res.q[i];
        note_max(r->m.v[SG_M_MODEL_ULP], &sm->model_ulp[i], sm->mu_case[i], c->spec.name);
        note_max(r->m.v[SG_M_REL_L2], &sm->rel_l2[i], sm->rel_case[i], c->spec.name);
        for (int k = 0; k < SG_M_COUNT; k++) {
            if (r->verdict[k] == SG_PASS) continue;
            const sg_verdict cv = can_res->q[i].verdict[k];
            printf("\n  %s %s on %s: %s.%s = %.4g (canonical f32: %.4g, %s)", sg_verdict_name(r->verdict[k]), bname,
                   c->spec.name, r->quantity, sg_metric_name((sg_metric)k), r->m.v[k], can_res->q[i].m.v[k],
                   sg_verdict_name(cv));
            if (r->verdict[k] == SG_FAIL && oc == SG_OUTCOME_QUARANTINED) printf("  (quarantined region)");
        }
    }
    if (res.worst == SG_MARGINAL) sm->n_marginal++;
    if (res.worst == SG_FAIL) sm->n_fail++;
    /* (b) element-wise agreement with the canonical path, in units of u32 S */
    sg_twin_result tw;
    SG_ASSERT_OK(sg_twin_compare(sg_model_desc_of(model), out, can_out, orc, twin, &tw));
    CU_ASSERT_FATAL(tw.nq == nq);
    for (int i = 0; i < nq; i++) {
        note_max(tw.distance[i], &sm->ratio[i], sm->ratio_case[i], c->spec.name);
        if (tw.verdict[i] == SG_FAIL) {
            fprintf(stderr, "\n  %s %s %s[%lld]: emu=%a can=%a S=%a ratio=%g > %g\n", bname, c->spec.name, qs[i].name,
                    (long long)tw.worst[i], tw.a[i], tw.b[i], tw.s[i], tw.distance[i], twin->fail);
            CU_FAIL("emulation differs from the canonical path by more than " SG_LIMIT_TWIN_S_DISTANCE " u32 S");
        }
    }
}

/* With L <= one chunk and (B = 1 or L = 1) a SAMU emulation performs exactly
 * the canonical operations in the canonical order. */
static void check_equal_small(const sg_case *c, int64_t chunk, const char *bname, const sg_tset *out,
                              const sg_tset *can_out) {
    if (!(c->spec.L <= chunk && (c->spec.B == 1 || c->spec.L == 1))) return;
    for (int i = 0; i < out->n; i++) {
        const int64_t bad = sg_test_count_unequal(&out->t[i], sg_tset_get(can_out, out->t[i].name));
        if (bad) fprintf(stderr, "\n  %s %s %s: %lld values differ from canonical\n", bname, c->spec.name,
                         out->t[i].name, (long long)bad);
        CU_ASSERT_EQUAL(bad, 0);
    }
}

/* ---- (a), (b), (c): the emulations against the oracle and the canonical path -- */
/* Every ci case of `model`: the emulations `emus` evaluated by sg_eval_case
 * (one poisoned run each, the canonical path as the yardstick, run and judged
 * but not used for their metrics, as sg_judge_case judged them alone), then
 * check_one; `equal_chunk` > 0: also check_equal_small with that chunk.
 * Returns the number of cases; secs[b] (and secs[ne], the canonical path's)
 * accumulate the run times. */
static int emulations_over_ci(sg_model model, const char *const *emus, int ne, int64_t equal_chunk, summary *sm,
                              summary *smc, double *secs) {
    sg_thresholds th;
    SG_ASSERT_OK(load_thresholds(&th));
    const sg_threshold *twin;
    SG_ASSERT_OK(sg_thresholds_limit(&th, SG_LIMIT_TWIN_S_DISTANCE, &twin));
    CU_ASSERT_PTR_NOT_NULL_FATAL(twin);
    sg_backend_table t;
    sg_backends_fill(&t);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sg_backend_find(&t, sg_model_desc_of(model)->yardstick));
    const sg_backend *rows[8];
    sg_test_find_rows(&t, emus, ne, rows);
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set("ci", &specs, &n));
    int ncases = 0;
    for (int ci = 0; ci < n; ci++) {
        if (specs[ci].model != model) continue;
        ncases++;
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[ci], SG_DEFAULT_SEED, &c));
        /* the expected status of every backend x case (EXPECTED_STATUS.md): a FAIL is
         * allowed only where a QUARANTINED row with evidence says so, and a
         * quarantined backend must still FAIL there (no unexpected pass) */
        const sg_eval_opts eo = {.th = &th, .expected = sg_test_expected(), .set = "ci", .cache_dir = sg_test_cache_dir(),
                                 .yardstick = SG_YARDSTICK_RUN_ONLY, .table = &t, .rows = rows, .nrows = ne,
                                 .single_run = 1, .keep_outputs = 1};
        sg_eval_result er;
        SG_ASSERT_OK(sg_eval_case(&c, &eo, &er));
        CU_ASSERT_FATAL(er.n == ne && er.have_yardstick);
        const sg_case_result *cres = &er.yardstick_result;
        secs[ne] += er.yardstick_seconds;
        for (int i = 0; i < cres->nq; i++) {
            note_max(cres->q[i].m.v[SG_M_MODEL_ULP], &smc[0].model_ulp[i], smc[0].mu_case[i], c.spec.name);
            note_max(cres->q[i].m.v[SG_M_REL_L2], &smc[0].rel_l2[i], smc[0].rel_case[i], c.spec.name);
        }
        if (cres->worst != SG_PASS) {
            printf("\n  (canonical f32 on %s: %s)", c.spec.name, sg_verdict_name(cres->worst));
            if (cres->worst == SG_FAIL) smc[0].n_fail++;
            else smc[0].n_marginal++;
        }
        for (int b = 0; b < ne; b++) {
            secs[b] += er.items[b].seconds[0];
            check_one(model, &c, er.oracle, er.yardstick_outputs, cres, &er.items[b], twin, &sm[b]);
            if (equal_chunk > 0) check_equal_small(&c, equal_chunk, emus[b], &er.items[b].out_a, er.yardstick_outputs);
        }
        sg_eval_free(&er);
        sg_case_free(&c);
    }
    sg_thresholds_free(&th);
    return ncases;
}

/* One model's emulations over the ci set, with their summary tables. */
static void emulations_test(sg_model model, const char *const *emus, int ne, int64_t equal_chunk, int min_cases,
                            const char *title) {
    summary sm[8], smc[1];
    memset(sm, 0, sizeof sm);
    memset(smc, 0, sizeof smc);
    double secs[9] = {0};
    const int ncases = emulations_over_ci(model, emus, ne, equal_chunk, sm, smc, secs);
    CU_ASSERT(ncases >= min_cases);
    print_summary(model, emus, ne, sm, title);
    static const char *const cn[] = {"cpu.canonical_f32"};
    print_summary(model, cn, 1, smc, "for comparison, the canonical path (ratio column unused):");
    if (model == SG_MODEL_RGLRU)
        printf("  backend seconds over %d cases: serial %.2f, grouped32 %.2f, canonical %.2f\n", ncases, secs[0],
               secs[1], secs[ne]);
}

static void test_rglru_ci(void) {
    emulations_test(SG_MODEL_RGLRU, rg_emus, N_RG, 0, 20, "RG-LRU emulations over the ci set (oracle-judged):");
}

/* The documented canonical-FAIL cases (rg_long_16k): every FAIL of an
 * emulation there is also a FAIL of cpu.canonical_f32 on the same quantity and
 * metric. Uses what test_rglru_ci recorded (it runs first). */
/* Evidence printed beside that assertion: for the FP32 outputs h_last and dh0,
 * the distance of each FP32 path to (i) the oracle and (ii) the exact
 * composition (long double) of the FP32 step coefficients, which every FP32
 * path here shares bit for bit. (ii) isolates each path's composition
 * rounding; (i) - (ii) is the coefficients' own error (in the clip regime a =
 * exp(l) rounds to 1), common to all of them. */
/* The decay a pair applies, exactly: 1 + am1 in the delta form (a > 1/2), else a
 * (scan/sg_scan_ops.h, numerics revision 3). form 0: the canonical path's decay, the
 * rounded a = expf(l), for every step. */
static long double exact_decay(sg_rpair p, int form) {
    return form && p.a > 0.5f ? 1.0L + (long double)p.am1 : (long double)p.a;
}

/* rg_long_16k, the canonical path's quarantined case (EXPECTED_STATUS.md): the
 * FP32 h_last and dh0 of the canonical path and of both emulations against
 * (i) the oracle, (ii) the exact (long double) composition of the rounded
 * decays a = expf(l) the canonical path uses, (iii) the exact composition of
 * the decays 1 + expm1(l) the emulations apply (delta form). Printed as the
 * evidence of where each path's error comes from; asserted: each emulation's
 * h_last error against the oracle is at most a tenth of the canonical path's.
 * Why a tenth: the canonical error there is the dropped decay, about
 * L (1 - a) / 2 ~ 1.3e-4 relative; the emulations' is rounding noise, at most
 * about sqrt(L) u32 ~ 7.6e-6 for random-sign errors (16 times smaller). */
static void composition_evidence(const char *case_name) {
    sg_case c;
    sg_test_fixture_case("ci", case_name, &c);
    sg_rglru_problem pb;
    SG_ASSERT_OK(sg_case_rglru_problem(&c, &pb));
    const int64_t B = pb.B, L = pb.L, D = pb.D;
    double *ex[2][2]; /* [form][h_last, dh0] */
    for (int f = 0; f < 2; f++)
        for (int q = 0; q < 2; q++) {
            ex[f][q] = malloc((size_t)(B * D) * sizeof(double));
            CU_ASSERT_FATAL(ex[f][q] != NULL);
        }
    for (int f = 0; f < 2; f++)
        for (int64_t b = 0; b < B; b++)
            for (int64_t d = 0; d < D; d++) {
                const float s = sg_softplusf(pb.p[d]);
                const int32_t *seg = pb.segpos + b * L;
                long double h = pb.h0[b * D + d], g = pb.dh_last[b * D + d];
                for (int64_t t = 0; t < L; t++) {
                    const int64_t k = (b * L + t) * D + d;
                    const sg_rg_coef q = sg_rg_step(sg_bf16_to_f32(pb.x[k]), sg_bf16_to_f32(pb.u[k]),
                                                    sg_bf16_to_f32(pb.v[k]), s, seg[t] == 0);
                    h = exact_decay(sg_rg_pair(&q), f) * h + (long double)q.b;
                }
                for (int64_t t = L - 1; t >= 0; t--) {
                    const int64_t k = (b * L + t) * D + d;
                    const sg_rpair an =
                        t + 1 < L ? sg_rg_decay(sg_bf16_to_f32(pb.v[k + D]), s, seg[t + 1] == 0) : sg_rpair_identity();
                    g = exact_decay(an, f) * g + (long double)sg_bf16_to_f32(pb.dy[k]);
                }
                ex[f][0][b * D + d] = (double)h;
                ex[f][1][b * D + d] =
                    (double)((long double)sg_rg_decay(sg_bf16_to_f32(pb.v[b * L * D + d]), s, seg[0] == 0).a * g);
            }
    sg_tset orc;
    sg_test_oracle_held(&c, &orc);
    sg_backend_table t;
    sg_backends_fill(&t);
    static const char *const names[] = {"cpu.canonical_f32", "cpu.rglru_chunk16_serial", "cpu.rglru_chunk16_grouped32"};
    printf("\n  %s: rel_l2 of the FP32 outputs against (i) the oracle, (ii) the exact composition of the rounded\n"
           "  decays expf(l) (the canonical path's), (iii) the exact composition of the decays 1 + expm1(l):\n",
           case_name);
    double hl_err[3] = {0, 0, 0};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        sg_tset o;
        double sec;
        SG_ASSERT_OK(sg_eval_run(sg_backend_find(&t, names[i]), &c, 0, &o, &sec));
        for (int q = 0; q < 2; q++) {
            const char *qn = q ? "dh0" : "h_last";
            char en[32];
            snprintf(en, sizeof en, "%s.f64", qn);
            const double *refs[3] = {sg_tset_get(&orc, en)->data, ex[0][q], ex[1][q]};
            const float *v = sg_tset_get(&o, qn)->data;
            double rel[3];
            for (int r = 0; r < 3; r++) rel[r] = sg_test_rel_l2(v, refs[r], B * D);
            if (q == 0) hl_err[i] = rel[0];
            printf("  %-28s %-7s (i) %.4g   (ii) %.4g   (iii) %.4g\n", names[i], qn, rel[0], rel[1], rel[2]);
        }
        sg_tset_free(&o);
    }
    for (int i = 1; i < 3; i++) CU_ASSERT(hl_err[i] <= hl_err[0] / 10.0);
    sg_tset_free(&orc);
    for (int f = 0; f < 2; f++)
        for (int q = 0; q < 2; q++) free(ex[f][q]);
    sg_case_free(&c);
}

/* The canonical path's quarantined case: the emulations pass there (checked in
 * test_rglru_ci) and the evidence of why is printed. */
static void test_rglru_long(void) { composition_evidence("rg_long_16k"); }

static void test_samu_ci(void) {
    emulations_test(SG_MODEL_SAMU, sa_emus, N_SA, 32, 15, "SAMU emulations over the ci set (oracle-judged):");
}

/* ---- (d) boundary markers ---------------------------------------------------- */
static void test_markers(void) {
    sg_backend_table t;
    sg_backends_fill(&t);
    sg_emu_marks_clear();
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set("ci", &specs, &n));
    for (int ci = 0; ci < n; ci++) {
        if (specs[ci].model != SG_MODEL_RGLRU && specs[ci].model != SG_MODEL_SAMU) continue; /* the scans' emulations */
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[ci], SG_DEFAULT_SEED, &c));
        const int rg = specs[ci].model == SG_MODEL_RGLRU;
        for (int b = 0; b < (rg ? N_RG : N_SA); b++) {
            sg_tset out;
            double s;
            SG_ASSERT_OK(sg_eval_run(sg_backend_find(&t, rg ? rg_emus[b] : sa_emus[b]), &c, 0, &out, &s));
            sg_tset_free(&out);
        }
        sg_case_free(&c);
    }
    printf("\n");
    for (int a = 0; a < SG_EMU_COUNT; a++)
        for (int dir = 0; dir < 2; dir++) {
            const int grouped = a == SG_EMU_RG_GROUPED || a == SG_EMU_SA_GROUPED || (a == SG_EMU_SA_HYBRID && dir == SG_EMU_BWD);
            printf("  %-24s %s:", sg_emu_algo_name((sg_emu_algo)a), dir == SG_EMU_FWD ? "fwd" : "bwd");
            for (int m = 0; m < SG_MARK_COUNT; m++) {
                const int64_t v = sg_emu_mark_get((sg_emu_algo)a, dir, (sg_emu_mark)m);
                printf(" %lld", (long long)v);
                const int group_mark = m == SG_MARK_GROUP_CARRY || m == SG_MARK_SHORT_GROUP;
                if (group_mark && !grouped) {
                    CU_ASSERT_EQUAL(v, 0);
                } else if (!(v > 0)) {
                    fprintf(stderr, "\n  %s %s: marker '%s' never hit over the ci set\n",
                            sg_emu_algo_name((sg_emu_algo)a), dir ? "bwd" : "fwd", sg_emu_mark_name((sg_emu_mark)m));
                    CU_FAIL("boundary marker not hit");
                }
            }
            printf("\n");
        }
}

/* ---- (e) bitwise reproducibility --------------------------------------------- */
static void reproducible_on(const char *case_name, const char *const *names, int nb) {
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_case_spec *spec;
    SG_ASSERT_OK(sg_fixture_find("ci", case_name, &spec));
    sg_case c;
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &c));
    const int saved = omp_get_max_threads();
    for (int b = 0; b < nb; b++) {
        const sg_backend *be = sg_backend_find(&t, names[b]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(be);
        sg_tset ref, o;
        double s;
        omp_set_num_threads(2);
        SG_ASSERT_OK(sg_eval_run(be, &c, 0, &ref, &s));
        static const int threads[] = {2, 1, 3};
        for (size_t k = 0; k < sizeof threads / sizeof threads[0]; k++) {
            omp_set_num_threads(threads[k]);
            SG_ASSERT_OK(sg_eval_run(be, &c, 0, &o, &s));
            const int same = sg_twin_same_bits(&ref, &o);
            if (!same) fprintf(stderr, "\n  %s on %s: not bitwise identical with %d threads\n", names[b], case_name, threads[k]);
            CU_ASSERT(same);
            sg_tset_free(&o);
        }
        sg_tset_free(&ref);
    }
    omp_set_num_threads(saved);
    sg_case_free(&c);
}

static void test_reproducible(void) {
    reproducible_on("rg_docs_B4", rg_emus, N_RG);
    reproducible_on("rg_long_4k", rg_emus, N_RG);
    reproducible_on("sa_docs_B4", sa_emus, N_SA);
    reproducible_on("sa_reset_chunk_edges", sa_emus, N_SA);
}

/* Implementation-free check of the prefix driver of sg_scan_ops.h (the code the
 * emulations and the kernels run): with dyadic pairs (a in {0, 1/2, 1}, lambda
 * in {0, 1, i, -1/2}, small dyadic b) every product and sum is exact in FP32,
 * so the grouped entries Q_k(x0) must equal the serial ones bit for bit, for
 * every length around the group size, with resets (a = 0) at group starts,
 * inside groups and at the last pair. */
static void test_prefix_exact(void) {
    enum { NMAX = 200, G = 32 };
    sg_rpair P[NMAX], Lw[NMAX], U[NMAX], O[NMAX];
    sg_cpair Pc[NMAX], Lc[NMAX], Uc[NMAX], Oc[NMAX];
    float hs[NMAX], hg[NMAX];
    sg_cf zs[NMAX], zg[NMAX];
    int64_t bad = 0;
    for (int n = 1; n <= NMAX; n += (n < 70 ? 1 : 13)) {
        for (int k = 0; k < n; k++) {
            const int r = (k * 7 + n) % 11;
            const float a = (k % 45 == 3 || k == n - 1 || k == G) ? 0.0f : (r < 7 ? 1.0f : 0.5f);
            P[k] = sg_rpair_make(a, a - 1.0f, (float)((k * 5 + 3) % 9) - 4.0f);
            const sg_cf lam = a == 0.0f ? sg_cf_make(0.0f, 0.0f)
                              : r < 4   ? sg_cf_make(1.0f, 0.0f)
                              : r < 8   ? sg_cf_make(0.0f, 1.0f)
                                        : sg_cf_make(-0.5f, 0.0f);
            Pc[k] = sg_cpair_make(lam, sg_cf_make((float)(k % 5) - 2.0f, 0.25f * (float)(k % 3)));
        }
        const float x0 = 3.0f;
        const sg_cf z0 = sg_cf_make(-1.0f, 2.0f);
        sg_rprefix(0, G, P, n, x0, hs, Lw, U, O);
        sg_rprefix(1, G, P, n, x0, hg, Lw, U, O);
        sg_cprefix(0, G, Pc, n, z0, zs, Lc, Uc, Oc);
        sg_cprefix(1, G, Pc, n, z0, zg, Lc, Uc, Oc);
        for (int k = 0; k < n; k++) {
            if (!(hg[k] == hs[k] && zg[k].re == zs[k].re && zg[k].im == zs[k].im)) {
                if (bad < 3)
                    fprintf(stderr, "\n  n=%d k=%d: grouped %g (%g,%g) serial %g (%g,%g)\n", n, k, (double)hg[k],
                            (double)zg[k].re, (double)zg[k].im, (double)hs[k], (double)zs[k].re, (double)zs[k].im);
                bad++;
            }
        }
        /* the serial entries are the states themselves */
        float h = x0;
        for (int k = 0; k < n; k++) {
            if (!(hs[k] == h)) bad++;
            h = sg_rpair_apply(P[k], h);
        }
    }
    CU_ASSERT_EQUAL(bad, 0);
}

/* ---- (f) the sequential rows' emulation equals the canonical path ------------ */
/* Every case of `set` of both models the sequential rows implement (RG-LRU, SAMU): reference/sequential.c (through a local
 * backend row, not in the table) against cpu.canonical_f32, bit for bit (every
 * tensor of the model's outputs; sg_twin_same_bits), and its forward-only call
 * (sg_pass: NULL gradients) against the full call's forward outputs. Returns
 * the number of cases; *nbad counts the cases that differ. */
static int sequential_over(const char *set, int *nbad, int64_t *nvalues) {
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *can = sg_backend_find(&t, "cpu.canonical_f32");
    CU_ASSERT_PTR_NOT_NULL_FATAL(can);
    sg_backend seq;
    memset(&seq, 0, sizeof seq);
    seq.name = "emu.sequential";
    seq.kind = SG_BACKEND_CPU;
    seq.impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_sequential_emu;
    seq.impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_sequential_emu;
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set(set, &specs, &n));
    int ncases = 0;
    for (int ci = 0; ci < n; ci++) {
        if (!sg_model_runs(sg_model_desc_of(specs[ci].model), &seq)) continue; /* the sequential rows' models only */
        ncases++;
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[ci], SG_DEFAULT_SEED, &c));
        sg_tset a, b;
        double s;
        SG_ASSERT_OK(sg_eval_run(can, &c, 0, &a, &s));
        SG_ASSERT_OK(sg_eval_run(&seq, &c, 1, &b, &s)); /* the other poison: an unwritten element differs */
        int same = sg_twin_same_bits(&a, &b);
        for (int i = 0; i < a.n; i++) {
            const sg_tensor *ta = &a.t[i], *tb = sg_tset_get(&b, ta->name);
            CU_ASSERT_PTR_NOT_NULL_FATAL(tb);
            const int64_t ne = (int64_t)sg_tensor_numel(ta);
            *nvalues += ne;
            const size_t es = sg_tensor_nbytes(ta) / (size_t)(ne > 0 ? ne : 1);
            int64_t bad = 0, first = -1;
            for (int64_t k = 0; k < ne; k++)
                if (memcmp((const char *)ta->data + (size_t)k * es, (const char *)tb->data + (size_t)k * es, es)) {
                    if (first < 0) first = k;
                    bad++;
                }
            if (bad) {
                fprintf(stderr, "\n  sequential emulation %s/%s %s: %lld of %lld values differ from cpu.canonical_f32 "
                                "(first [%lld]: canonical %a, emulation %a)\n",
                        set, c.spec.name, ta->name, (long long)bad, (long long)ne, (long long)first, qval(ta, first),
                        qval(tb, first));
                same = 0;
            }
        }
        if (!same) (*nbad)++;
        CU_ASSERT(same);
        /* forward-only (sg_pass): the forward outputs, refilled with 0xFF first,
         * must come back with the full call's bits */
        const sg_model_desc *md = sg_model_desc_of(specs[ci].model);
        sg_tset f;
        SG_ASSERT_OK(sg_eval_run(&seq, &c, 0, &f, &s));
        for (int q = 0; q < md->nq; q++)
            if (!md->quantities[q].is_grad) memset(f.t[q].data, 0xFF, sg_tensor_nbytes(&f.t[q]));
        SG_ASSERT_OK(md->call(sg_model_impl(md, &seq), &c, &f, SG_PASS_FWD, &s));
        for (int q = 0; q < md->nq; q++) {
            if (md->quantities[q].is_grad) continue;
            const size_t nbytes = sg_tensor_nbytes(&f.t[q]);
            const int eq = nbytes == sg_tensor_nbytes(&b.t[q]) && memcmp(f.t[q].data, b.t[q].data, nbytes) == 0;
            if (!eq)
                fprintf(stderr, "\n  sequential emulation %s/%s: forward-only %s differs\n", set, c.spec.name,
                        md->quantities[q].name);
            CU_ASSERT(eq);
        }
        sg_tset_free(&f);
        sg_tset_free(&a);
        sg_tset_free(&b);
        sg_case_free(&c);
    }
    return ncases;
}

static void test_sequential_canonical(void) {
    int nbad = 0, ncases = 0;
    int64_t nvalues = 0;
    static const char *const sets[] = {"smoke", "ci"};
    for (int k = 0; k < 2; k++) ncases += sequential_over(sets[k], &nbad, &nvalues);
    CU_ASSERT(ncases >= 40);
    printf("\n  sequential emulation vs cpu.canonical_f32: %d of %d cases (smoke + ci, both models) bitwise "
           "identical, %lld values compared\n",
           ncases - nbad, ncases, (long long)nvalues);
}

/* The rows exist, after the canonical ones, and fill only their model. */
static void test_gate_memo(void) {
    static const float ps[] = {-20.0f, -6.9f, -2.2f, 0.0f, 3.0f, 16.0f};
    const int np = (int)(sizeof ps / sizeof ps[0]);
    sg_rg_memo m;
    CU_ASSERT_FATAL(sg_rg_memo_init(&m, NULL));
    long checked = 0, differ = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int ip = 0; ip < np; ip++) {
            const float s = sg_softplusf(ps[ip]);
            sg_rg_memo_channel(&m, s);
            for (int32_t h = 0; h < SG_RG_MEMO_NPAT; h++) {
                const uint16_t vb = (uint16_t)h, ub = (uint16_t)((uint32_t)h * 40503u + (uint32_t)ip);
                if (!sg_bf16_isfinite(vb) || !sg_bf16_isfinite(ub)) continue;
                const float v = sg_bf16_to_f32(vb), u = sg_bf16_to_f32(ub);
                const float x = sg_bf16_to_f32((uint16_t)(0x3e00u + ((uint32_t)h & 0x3ffu)));
                const float g = -0.625f, hprev = 1.375f;
                for (int reset = 0; reset < 2; reset++) {
                    const sg_rg_gate_ent *e = sg_rg_memo_gate(&m, vb);
                    const sg_rg_coef k0 = sg_rg_step(x, u, v, s, reset);
                    const sg_rg_coef k1 = sg_rg_step_g(x, sg_rg_memo_sigmoid(&m, ub), &e->g, reset);
                    const sg_rpair d0 = sg_rg_decay(v, s, reset), d1 = sg_rg_decay_g(&e->g, reset);
                    const sg_rg_grad g0 = sg_rg_bwd_terms(&k0, x, s, reset, g, hprev);
                    const sg_rg_grad g1 = sg_rg_bwd_terms_q(&k1, e->a2, e->g.om, x, s, reset, g, hprev);
                    const int same = !memcmp(&k0, &k1, sizeof k0) && !memcmp(&d0, &d1, sizeof d0) &&
                                     !memcmp(&g0, &g1, sizeof g0);
                    if (!same && differ++ < 5)
                        printf("\n  gate table differs: s = softplus(%g), v = 0x%04x, u = 0x%04x, reset %d", (double)ps[ip],
                               (unsigned)vb, (unsigned)ub, reset);
                    checked++;
                }
            }
        }
    for (int32_t h = 0; h < SG_RG_MEMO_NPAT; h++) {
        const uint16_t ub = (uint16_t)h;
        if (!sg_bf16_isfinite(ub)) continue;
        const float a = sg_sigmoidf(sg_bf16_to_f32(ub)), b = sg_rg_memo_sigmoid(&m, ub);
        if (memcmp(&a, &b, sizeof a) && differ++ < 5) printf("\n  sigma(u) table differs at u = 0x%04x", (unsigned)ub);
        checked++;
    }
    printf("\n  gate tables: %ld comparisons, %ld differ\n", checked, differ);
    CU_ASSERT(checked > 4 * 65000);
    CU_ASSERT(differ == 0);
    sg_rg_memo_free(&m);
}

static void test_rows(void) {
    sg_backend_table t;
    sg_backends_fill(&t);
    CU_ASSERT_STRING_EQUAL(t.b[0].name, "cpu.canonical_f32");
    CU_ASSERT_STRING_EQUAL(t.b[1].name, "cpu.canonical_f64");
    for (int b = 0; b < N_RG; b++) {
        const sg_backend *be = sg_backend_find(&t, rg_emus[b]);
        CU_ASSERT_FATAL(be != NULL);
        CU_ASSERT(SG_RGLRU_IMPL(be) != NULL && SG_SAMU_IMPL(be) == NULL && be->available() == SG_OK);
    }
    for (int b = 0; b < N_SA; b++) {
        const sg_backend *be = sg_backend_find(&t, sa_emus[b]);
        CU_ASSERT_FATAL(be != NULL);
        CU_ASSERT(SG_SAMU_IMPL(be) != NULL && SG_RGLRU_IMPL(be) == NULL && be->available() == SG_OK);
    }
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"emulation rows in the backend table", test_rows},
        {"RG-LRU gate tables give the per-step functions' bits", test_gate_memo},
        {"grouped prefix equals serial prefix in exact arithmetic", test_prefix_exact},
        {"RG-LRU emulations: oracle gates and agreement with canonical (ci)", test_rglru_ci},
        {"RG-LRU rg_long_16k: emulations 10x more accurate than the canonical path (evidence)", test_rglru_long},
        {"SAMU emulations: oracle gates and agreement with canonical (ci)", test_samu_ci},
        {"boundary markers hit over the ci set", test_markers},
        {"bitwise reproducible across runs and thread counts", test_reproducible},
        {"sequential emulation writes the bits of cpu.canonical_f32 (smoke + ci, both models)",
         test_sequential_canonical},
        {NULL, NULL},
    };
    sg_add_suite("emulation", t);
}
