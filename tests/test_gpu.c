/* test_gpu.c - the CUDA backends on every case of their model in the `smoke`
 * and `ci` sets: every CUDA row of the declaration, backends/sg_rows.def (the
 * chunked kernels, versions 1 and 2, the sequential rows and the refused
 * candidates' device twins, expected QUARANTINED where their CPU emulations are,
 * from EXPECTED_STATUS.md rows written on device evidence),
 * one loop over the cases of both models, each case through the CUDA rows of its
 * model (the table `rows` below pairs each with its CPU emulation):
 *
 *  (a) evaluated by sg_eval_case as `scangate run` evaluates it: run twice
 *      (host poison A, then B; the kernels also poison their device buffers)
 *      and judged against the cached oracle and THRESHOLDS.md, with `unwritten`
 *      from the two runs and vs_canonical / err_ratio from the model's
 *      yardstick (cpu.canonical_f32) on the same case; the outcome against EXPECTED_STATUS.md (looked up
 *      with the set's name) must be PASS or QUARANTINED, and `unwritten` (the
 *      elements still holding poison A after run A and poison B after run B)
 *      must be measured and 0 for every quantity.
 *  (b) agreement with the backend's CPU emulation (cpu.rglru_chunk16_serial /
 *      _grouped32, cpu.samu_chunk32_serial / _grouped64, cpu.samu_hybrid; for the
 *      sequential rows cpu.canonical_f32 itself, which reference/sequential.c
 *      matches bit for bit (tests/test_emulation.c); for the candidates' twins
 *      cpu.rglru_assoc_f32 / cpu.rglru_assoc_bf16, cpu.samu_gd_grouped64 / cpu.samu_bf16_ctl): the
 *      same sg_scan_ops.h operations in the same order, the same reduction
 *      orders; only the libm differs, glibc on the host, CUDA's math library on
 *      the device):
 *      max |q_cuda - q_emu| / (u32 S) <= 64 (THRESHOLDS.md paths.twin.max_s_distance,
 *      R-TWIN, read from the file), S the oracle's magnitude (q.S); for
 *      BF16 outputs one BF16 ulp is subtracted first (two roundings of FP32
 *      values that differ by d differ by at most d + 1 ulp); for the two rows
 *      whose state or accumulation is BF16 (cuda.rglru_assoc_bf16, cuda.samu_bf16_ctl)
 *      the unit is u_bf16 = 2^-8 instead of u32 (R-TWIN: the same K counted in the
 *      working precision); for a row whose twin computes the same bits (UNIT
 *      exact in backends/sg_rows.def: the portable numerics, no libm), every
 *      output bitwise its twin's. 64 is the bound
 *      test_emulation uses against the canonical path (EQUATIONS.md section 7);
 *      here the two paths compose identically, so what is left is the few ulps
 *      per libm call carried through the recurrence; the maxima are printed.
 *  (c) the two runs of (a) give the same bits (no atomics, fixed orders).
 *  (d) a version 2 kernel (kernels/rglru_fast.cu, kernels/samu_fast.cu: the same operations in the
 *      same order, spread over more threads) writes the bits of its version 1
 *      row on every case (when SG_GPU_ROWS leaves the earlier row out, (d) says
 *      it was not checked).
 *
 * SG_GPU_SETS (default "smoke,ci") and SG_GPU_ROWS (comma-separated CUDA row
 * names, default all) narrow the run, e.g. under compute-sanitizer.
 *
 * Without a CUDA device the program prints one SKIP line and exits 77 (ctest:
 * SKIP_RETURN_CODE 77, reported as skipped, not failed).
 * Run: ctest -L gpu --output-on-failure, or build/tests/test_gpu from the
 * repository root (the source and cache directories then default to the build's).
 * Every comparison is written so that NaN fails. */
#define _POSIX_C_SOURCE 200809L /* readlink */
#include "sg_test.h"
#include "sg_backends.h"
#include "sg_eval.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef SG_TEST_SOURCE_DIR
#define SG_TEST_SOURCE_DIR "."
#endif

#define U32 0x1p-24
#define BF16_U 0x1p-8 /* the BF16 unit roundoff */

/* Each CUDA row of the declaration (backends/sg_rows.def), in table order: its
 * model, the CPU emulation of the same algorithm (its twin), for a later version
 * of a kernel that keeps its arithmetic, the earlier version whose bits it must
 * write (d), and the unit roundoff of its working precision in (b) (0: FP32,
 * u32; the rows whose state or accumulation is BF16 count in u_bf16 = 2^-8,
 * THRESHOLDS.md R-TWIN; exact: a row whose twin computes the same bits, the
 * portable numerics of EQUATIONS.md section 7.3, counted in u32 and required
 * bit for bit in (b)). The sequential rows' twin is the canonical FP32 path
 * itself, the refused candidates' device twins their own CPU emulations. */
#define SG_ROW_UNIT_exact (-1.0)
#define SG_ROW_UNIT_u32 0
#define SG_ROW_UNIT_u_bf16 BF16_U
#define SG_ROW_UNIT_none 0
#define SG_ROW_CPU(model, name, twin, unit, bits_of)
#define SG_ROW_CUDA(model, name, twin, unit, bits_of) {SG_MODEL_##model, name, twin, bits_of, unit},
static const struct {
    sg_model model;
    const char *cuda, *emu, *bits_of; /* bits_of "": none */
    double unit;
} rows[] = {
#define SG_ROW(name, model, kind, builds, fn, sources, twin, unit, bits_of, algorithm) \
    SG_ROW_##kind(model, name, twin, SG_ROW_UNIT_##unit, bits_of)
#include "sg_rows.def"
#undef SG_ROW
};
#define N_CUDA ((int)(sizeof rows / sizeof rows[0]))

/* SG_GPU_ROWS (comma-separated CUDA row names; default every row) limits the rows,
 * e.g. to the kernels a sanitizer pass is for. */
static int row_selected(int k) {
    const char *sel = getenv("SG_GPU_ROWS");
    if (!sel || !*sel) return 1;
    const size_t n = strlen(rows[k].cuda);
    for (const char *p = sel; (p = strstr(p, rows[k].cuda)) != NULL; p += n)
        if ((p == sel || p[-1] == ',') && (p[n] == '\0' || p[n] == ',')) return 1;
    return 0;
}

static const char *source_dir(void) { return sg_test_env("SG_SOURCE_DIR", SG_TEST_SOURCE_DIR); }

/* SG_CACHE_DIR, else <build>/oracle-cache next to this program's tests/ folder
 * (so a run outside ctest, e.g. under compute-sanitizer, reuses ctest's cache). */
static const char *cache_dir(void) {
    static char dir[1024];
    const char *e = getenv("SG_CACHE_DIR");
    if (e && *e) return e;
    if (!dir[0]) {
        char exe[900];
        const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        snprintf(dir, sizeof dir, "/tmp/sg-oracle-cache");
        if (n > 0) {
            exe[n] = '\0';
            for (int up = 0; up < 2; up++) {
                char *slash = strrchr(exe, '/');
                if (slash) *slash = '\0';
            }
            if (exe[0]) snprintf(dir, sizeof dir, "%s/oracle-cache", exe);
        }
    }
    return dir;
}

/* Per CUDA backend and quantity: the largest ratio to the emulation. */
typedef struct {
    double ratio[16];
    char ratio_case[16][64];
    int n_pass, n_quarantined, n_bad, n_exact; /* n_exact: cases bitwise the twin's (UNIT exact) */
    double seconds;
} summary;

static void run_set(const char *set) {
    sg_thresholds th;
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", source_dir());
    SG_ASSERT_OK(sg_thresholds_load(path, &th));
    const sg_threshold *twin;
    SG_ASSERT_OK(sg_thresholds_limit(&th, SG_LIMIT_TWIN_S_DISTANCE, &twin));
    CU_ASSERT_PTR_NOT_NULL_FATAL(twin);
    sg_expected ex;
    snprintf(path, sizeof path, "%s/EXPECTED_STATUS.md", source_dir());
    SG_ASSERT_OK(sg_backends_expected_load(path, source_dir(), &ex));
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_backend *cb[N_CUDA], *eb[N_CUDA];
    for (int k = 0; k < N_CUDA; k++) {
        cb[k] = sg_backend_find(&t, rows[k].cuda);
        eb[k] = sg_backend_find(&t, rows[k].emu);
        CU_ASSERT_PTR_NOT_NULL_FATAL(cb[k]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(eb[k]);
        SG_ASSERT_OK(cb[k]->available());
    }
    summary sm[N_CUDA];
    memset(sm, 0, sizeof sm);
    int d_said[N_CUDA] = {0}; /* (d) said not checked, per row */
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set(set, &specs, &n));
    int ncases[SG_MODEL_COUNT] = {0};
    for (int ci = 0; ci < n; ci++) {
        const sg_model model = specs[ci].model;
        const sg_quantity *qs;
        const int nq = sg_model_quantities(model, &qs);
        ncases[model]++;
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[ci], SG_DEFAULT_SEED, &c));
        /* (a) the model's CUDA rows evaluated as `scangate run` evaluates them
         * (both poisoned runs kept for (b) and (c)) */
        const sg_backend *crow[N_CUDA];
        int ncr = 0;
        for (int k = 0; k < N_CUDA; k++)
            if (rows[k].model == model && row_selected(k)) crow[ncr++] = cb[k];
        if (ncr == 0) { /* none of this model's rows selected (SG_GPU_ROWS) */
            sg_case_free(&c);
            continue;
        }
        const sg_eval_opts eo = {.th = &th, .expected = &ex, .set = set, .cache_dir = cache_dir(), .table = &t,
                                 .rows = crow, .nrows = ncr, .keep_outputs = 1};
        sg_eval_result er;
        SG_ASSERT_OK(sg_eval_case(&c, &eo, &er));
        CU_ASSERT_FATAL(er.n == ncr && er.have_yardstick);
        const sg_tset *orc = er.oracle;
        const sg_case_result *cres = &er.yardstick_result;
        for (int k = 0, it = 0; k < N_CUDA; k++) {
            if (rows[k].model != model || !row_selected(k)) continue;
            sg_eval_item *item = &er.items[it++];
            const sg_tset *outs = &item->out_a, *outs_b = &item->out_b;
            sg_tset emu;
            double s;
            SG_ASSERT_OK(sg_eval_run(eb[k], &c, 0, &emu, &s));
            sm[k].seconds += item->res.seconds; /* the faster of the two runs */
            const sg_case_result *res = &item->res;
            const sg_expect_row *row = res->expect;
            const sg_outcome oc = res->outcome;
            if (oc == SG_OUTCOME_PASS) sm[k].n_pass++;
            else if (oc == SG_OUTCOME_QUARANTINED) sm[k].n_quarantined++;
            else sm[k].n_bad++;
            for (int i = 0; i < res->nq; i++) {
                for (int m = 0; m < SG_M_COUNT; m++)
                    if (res->q[i].verdict[m] != SG_PASS)
                        printf("\n  %s %s on %s/%s: %s.%s = %.4g (canonical f32: %.4g)%s",
                               sg_verdict_name(res->q[i].verdict[m]), cb[k]->name, set, c.spec.name, res->q[i].quantity,
                               sg_metric_name((sg_metric)m), res->q[i].m.v[m], cres->q[i].m.v[m],
                               oc == SG_OUTCOME_QUARANTINED ? "  (quarantined region)" : "");
                /* every element written: the two poisons leave no element unchanged */
                if (!(res->q[i].measured[SG_M_UNWRITTEN] && res->q[i].m.v[SG_M_UNWRITTEN] == 0.0)) {
                    fprintf(stderr, "\n  %s on %s/%s: %s unwritten = %g (measured %d)\n", cb[k]->name, set,
                            c.spec.name, res->q[i].quantity, res->q[i].m.v[SG_M_UNWRITTEN],
                            res->q[i].measured[SG_M_UNWRITTEN]);
                    CU_FAIL("CUDA backend left output elements unwritten");
                }
            }
            if (oc != SG_OUTCOME_PASS && oc != SG_OUTCOME_QUARANTINED) {
                printf("\n  %s on %s/%s: verdict %s, outcome %s (EXPECTED_STATUS.md line %d)", cb[k]->name, set,
                       c.spec.name, sg_verdict_name(res->worst), sg_outcome_name(oc), row ? row->line : -1);
                CU_FAIL("CUDA verdict differs from its expected status");
            }
            /* (b) element-wise agreement with the CPU emulation */
            sg_twin_result tw;
            SG_ASSERT_OK(sg_twin_compare(er.md, outs, &emu, orc, twin, &tw));
            CU_ASSERT_FATAL(tw.nq == nq);
            /* distances in units of the row's working precision: u32 S, or u_bf16 S */
            const double unit_scale = rows[k].unit > 0 ? U32 / rows[k].unit : 1.0;
            for (int i = 0; i < nq; i++) {
                const double rt = tw.distance[i] * unit_scale;
                if (rt > sm[k].ratio[i] || isnan(rt)) {
                    sm[k].ratio[i] = rt;
                    snprintf(sm[k].ratio_case[i], 64, "%s", c.spec.name);
                }
                if (sg_judge_value(rt, twin) == SG_FAIL) {
                    fprintf(stderr, "\n  %s %s/%s %s[%lld]: cuda=%a emu=%a S=%a ratio=%g > %g (units of %s S)\n",
                            cb[k]->name, set, c.spec.name, qs[i].name, (long long)tw.worst[i], tw.a[i], tw.b[i], tw.s[i],
                            rt, twin->fail, rows[k].unit > 0 ? "u_bf16" : "u32");
                    CU_FAIL("CUDA backend differs from its CPU emulation by more than " SG_LIMIT_TWIN_S_DISTANCE
                            " units of its working precision times S");
                }
            }
            /* (b) for the portable numerics: the twin's bits */
            if (rows[k].unit < 0) {
                if (sg_twin_same_bits(outs, &emu)) sm[k].n_exact++;
                else {
                    fprintf(stderr, "\n  %s on %s/%s: outputs differ from its twin %s's bits\n", cb[k]->name, set,
                            c.spec.name, rows[k].emu);
                    CU_FAIL("CUDA kernel in the portable numerics differs from its CPU twin (same bits expected)");
                }
            }
            /* (c) deterministic: the two runs agree bit for bit */
            if (!sg_twin_same_bits(outs, outs_b)) {
                fprintf(stderr, "\n  %s on %s/%s: two runs differ\n", cb[k]->name, set, c.spec.name);
                CU_FAIL("CUDA backend not reproducible run to run");
            }
            /* (d) a later version writes the bits of the earlier one */
            if (rows[k].bits_of[0]) {
                /* the earlier version's item: er.items holds the selected rows
                 * of this model only, in the table's order */
                const sg_tset *earlier = NULL;
                int known = 0;
                for (int kk = 0, jt = 0; kk < N_CUDA; kk++) {
                    if (rows[kk].model != model) continue;
                    const int is_it = strcmp(rows[kk].cuda, rows[k].bits_of) == 0;
                    known |= is_it;
                    if (!row_selected(kk)) continue;
                    if (is_it) earlier = &er.items[jt].out_a;
                    jt++;
                }
                CU_ASSERT_FATAL(known); /* the table names a row it has */
                if (!earlier) {
                    if (!d_said[k]++)
                        printf("\n  (d) %s against %s: not checked, %s not selected (SG_GPU_ROWS)", cb[k]->name,
                               rows[k].bits_of, rows[k].bits_of);
                } else if (!sg_twin_same_bits(outs, earlier)) {
                    fprintf(stderr, "\n  %s on %s/%s: outputs differ from %s's\n", cb[k]->name, set, c.spec.name,
                            rows[k].bits_of);
                    CU_FAIL("CUDA kernel version 2 differs from version 1 (same operations, same order)");
                }
            }
            sg_tset_free(&emu);
        }
        sg_eval_free(&er);
        sg_case_free(&c);
    }
    for (int model = 0; model < SG_MODEL_COUNT; model++) {
        const sg_quantity *qs;
        const int nq = sg_model_quantities((sg_model)model, &qs);
        CU_ASSERT(ncases[model] >= 1);
        printf("\n  set %s, %d %s cases:\n", set, ncases[model], sg_model_name((sg_model)model));
        for (int k = 0; k < N_CUDA; k++) {
            if ((int)rows[k].model != model || !row_selected(k)) continue;
            printf("  %-30s PASS %d, QUARANTINED %d, other %d; device path seconds %.3f\n", rows[k].cuda,
                   sm[k].n_pass, sm[k].n_quarantined, sm[k].n_bad, sm[k].seconds);
            if (rows[k].unit < 0)
                printf("  %-30s bitwise %s's outputs on %d of %d cases\n", "", rows[k].emu, sm[k].n_exact, ncases[model]);
            printf("  %-30s %-8s max |cuda-emu|/(%s S)  (vs %s)\n", "", "quantity",
                   rows[k].unit > 0 ? "u_bf16" : "u32", rows[k].emu);
            for (int i = 0; i < nq; i++)
                printf("  %-30s %-8s %9.3g %s\n", "", qs[i].name, sm[k].ratio[i], sm[k].ratio_case[i]);
        }
    }
    sg_expected_free(&ex);
    sg_thresholds_free(&th);
}

/* SG_GPU_SETS (default "smoke,ci") limits the sets, e.g. "smoke" under
 * compute-sanitizer, whose tools slow every launch down many times. */
static void run_if_selected(const char *set) {
    const char *sel = getenv("SG_GPU_SETS");
    if (sel && *sel && !strstr(sel, set)) {
        printf("\n  set %s not selected (SG_GPU_SETS=%s)\n", set, sel);
        return;
    }
    run_set(set);
}

static void test_cuda_smoke(void) { run_if_selected("smoke"); }
static void test_cuda_ci(void) { run_if_selected("ci"); }

void sg_register_tests(void) {
    char dev[256];
    if (sg_backends_device_probe(dev, sizeof dev)) {
        printf("SKIP: no CUDA device (%s): CUDA tests need a GPU\n", dev);
        fflush(stdout);
        exit(77);
    }
    printf("gpu: %s; oracle cache %s\n", dev, cache_dir());
    static const sg_test_entry tests[] = {{"cuda rows (RG-LRU, SAMU), smoke set", test_cuda_smoke},
                                          {"cuda rows (RG-LRU, SAMU), ci set", test_cuda_ci},
                                          {NULL, NULL}};
    sg_add_suite("gpu", tests);
}
