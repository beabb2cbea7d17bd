/* test_bench.c - gate before time (bench/, issue 13), on the CPU:
 *  - a refused backend is never timed: a planted fault (the mutant row of
 *    bf16_step_state, wrapped so its calls are counted) and a backend that a
 *    planted EXPECTED_STATUS.md row quarantines are each called exactly four
 *    times per shape (the two poisoned gating runs and the two determinism
 *    repeats) and never again; a passing row is called 4 + passes x rounds x
 *    (warm-ups + samples) times;
 *  - the counterbalanced order over the units (row, pass): each row's
 *    forward-only pass, then its forward+backward pass, in table order in
 *    round 1 and reversed in round 2; three warm-ups then five samples per
 *    round and unit, the run order, the medians over the ten samples of each
 *    pass, the backward derived from them, the bytes of each pass;
 *  - every row of the product declares forward_only, and its forward-only
 *    call writes the forward quantities with the bits of its forward+backward
 *    call (every smoke case, outputs poisoned first; CUDA rows where a device
 *    is present);
 *  - a changed code hash forces a re-gate (the verdict store is used while the
 *    hash is the same);
 *  - the dispatch table never names a backend without a PASS on a shape of
 *    its region (synthetic observations and a real bench run), and refuses a
 *    shape where nothing passes. */
#define _POSIX_C_SOURCE 200809L
#include "sg_test.h"
#include "sg_bench.h"
#include "sg_eval.h"
#include "sg_testsupport.h"

#include <CUnit/CUnit.h>
#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static sg_thresholds g_th;
static sg_backend_table g_table;   /* the product rows, the mutants and the counting rows */
static sg_expected g_ex;
static char g_dir[256];
static int n_pass, n_mut, n_quar;
static sg_rglru_fn mut_impl;
static const char *g_hash = "code-hash-1";
static int g_mutant_hashed; /* count.mutant given a code hash: its FAIL verdicts are stored */

static sg_status count_pass(SG_RGLRU_PARAMS) {
    n_pass++;
    return sg_rglru_chunk16_serial(pb, out);
}
static sg_status count_mut(SG_RGLRU_PARAMS) {
    n_mut++;
    return mut_impl(pb, out);
}
static sg_status count_quar(SG_RGLRU_PARAMS) {
    n_quar++;
    return sg_rglru_chunk16_grouped32(pb, out);
}
static sg_status always(void) { return SG_OK; }

/* count.pass's code hash is g_hash; the product's rows keep theirs. */
static const char *code_hash(const char *name) {
    if (strcmp(name, "count.pass") == 0) return g_hash;
    if (strcmp(name, "count.mutant") == 0 && g_mutant_hashed) return "code-hash-mutant";
    return sg_backend_code_hash(name);
}

static const sg_shape shapes[] = {{1, 100, 8}, {2, 64, 8}};
enum { NSHAPES = 2 };

static void setup(void) {
    if (g_dir[0]) return;
    char path[512];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    CU_ASSERT_EQUAL_FATAL(sg_thresholds_load(path, &g_th), SG_OK);
    sg_backends_fill(&g_table);
    sg_mutants_register(&g_table);
    const sg_backend *m = sg_backend_find(&g_table, "mutant.bf16_step_state");
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    mut_impl = (sg_rglru_fn)m->impl[SG_MODEL_RGLRU];
    CU_ASSERT_PTR_NOT_NULL_FATAL(mut_impl);
    const sg_backend rows[] = {
        {.name = "count.pass", .kind = SG_BACKEND_CPU, .algorithm = "cpu.rglru_chunk16_serial, counted",
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)count_pass, .available = always, .forward_only = 1},
        {.name = "count.mutant", .kind = SG_BACKEND_CPU, .algorithm = "mutant.bf16_step_state, counted",
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)count_mut, .available = always},
        {.name = "count.quarantined", .kind = SG_BACKEND_CPU, .algorithm = "cpu.rglru_chunk16_grouped32, counted",
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)count_quar, .available = always},
    };
    for (int i = 0; i < 3; i++) CU_ASSERT_EQUAL_FATAL(sg_backend_add(&g_table, &rows[i]), SG_OK);
    snprintf(g_dir, sizeof g_dir, "%s/test_bench.%ld", sg_test_env("SG_BINARY_DIR", "/tmp"), (long)getpid());
    CU_ASSERT_EQUAL_FATAL(sg_mkdirs(g_dir), SG_OK);
    snprintf(path, sizeof path, "%s/evidence.md", g_dir);
    sg_test_write_text(path, "planted quarantine of test_bench\n");
    static const char *text =
        "# EXPECTED_STATUS (test_bench)\n\n"
        "| backend | set | case | status | reason | evidence |\n"
        "|---|---|---|---|---|---|\n"
        "| count.quarantined | bench | * | QUARANTINED | planted quarantine (test_bench) | evidence.md |\n"
        "| * | * | * | PASS | | |\n";
    static const char *const names[] = {"cpu.canonical_f32", "cpu.canonical_f64", "count.pass", "count.mutant",
                                        "count.quarantined"};
    CU_ASSERT_EQUAL_FATAL(sg_expected_parse(text, "test EXPECTED_STATUS.md", g_dir, names, 5, &g_ex), SG_OK);
}

/* The backends this test's bench.json files may name (dispatch checks them). */
static const char *const g_names[] = {"count.pass", "count.mutant", "count.quarantined", "cpu.canonical_f64"};
enum { G_NNAMES = 4 };
static const sg_dispatch_trust g_trust = {g_names, G_NNAMES, &g_ex};

static sg_status run_bench(const char *vdir, sg_bench_result *r) {
    const sg_backend *rows[] = {sg_backend_find(&g_table, "count.pass"), sg_backend_find(&g_table, "count.mutant"),
                                sg_backend_find(&g_table, "count.quarantined"),
                                sg_backend_find(&g_table, "cpu.canonical_f64")};
    const sg_bench_opts o = {.md = sg_model_find("rglru"), .shapes = shapes, .nshapes = NSHAPES, .th = &g_th,
                             .expected = &g_ex, .table = &g_table, .rows = rows, .nrows = 4, .code_hash = code_hash,
                             .verdict_dir = vdir, .cache_dir = sg_test_env("SG_CACHE_DIR", "/tmp/sg-oracle-cache"),
                             .seed = SG_DEFAULT_SEED, .h0 = 1, .dh_last = 1, .quiet = 1};
    return sg_bench_run(&o, r);
}

static const sg_bench_row *row_of(const sg_bench_point *p, const char *name) {
    for (int i = 0; i < p->nrows; i++)
        if (strcmp(p->rows[i].backend, name) == 0) return &p->rows[i];
    return NULL;
}

static void test_refused_never_timed(void) {
    setup();
    n_pass = n_mut = n_quar = 0;
    sg_bench_result r;
    CU_ASSERT_EQUAL_FATAL(run_bench(NULL, &r), SG_OK);
    CU_ASSERT_EQUAL(r.npoints, NSHAPES);
    for (int k = 0; k < r.npoints; k++) {
        const sg_bench_point *p = &r.points[k];
        const sg_bench_row *pass = row_of(p, "count.pass"), *mut = row_of(p, "count.mutant"),
                           *q = row_of(p, "count.quarantined");
        CU_ASSERT_PTR_NOT_NULL_FATAL(pass);
        CU_ASSERT_PTR_NOT_NULL_FATAL(mut);
        CU_ASSERT_PTR_NOT_NULL_FATAL(q);
        CU_ASSERT_EQUAL(pass->verdict, SG_PASS);
        CU_ASSERT_EQUAL(pass->status, SG_BSTAT_TIMED);
        CU_ASSERT_EQUAL(mut->verdict, SG_FAIL); /* the planted fault is caught... */
        CU_ASSERT_EQUAL(mut->status, SG_BSTAT_REFUSED);
        CU_ASSERT_EQUAL(mut->calls, 0);
        CU_ASSERT(isnan(mut->median));
        CU_ASSERT(strstr(mut->reason, "verdict FAIL") != NULL);
        CU_ASSERT_EQUAL(q->verdict, SG_PASS); /* ...and the quarantine holds even where it passes */
        CU_ASSERT(q->quarantined);
        CU_ASSERT_EQUAL(q->status, SG_BSTAT_REFUSED);
        CU_ASSERT_EQUAL(q->calls, 0);
        CU_ASSERT(strstr(q->reason, "quarantined") != NULL);
        for (int s = 0; s < p->nsamples; s++) {
            CU_ASSERT(strcmp(p->rows[p->samples[s].row].backend, "count.mutant") != 0);
            CU_ASSERT(strcmp(p->rows[p->samples[s].row].backend, "count.quarantined") != 0);
        }
    }
    /* the refused rows ran only for their verdicts: per shape two poisoned runs
     * and the two determinism repeats (eval/) */
    CU_ASSERT_EQUAL(n_mut, 4 * NSHAPES);
    CU_ASSERT_EQUAL(n_quar, 4 * NSHAPES);
    CU_ASSERT_EQUAL(n_pass, NSHAPES * (4 + 2 /* passes */ * 2 * (3 + 5)));
    CU_ASSERT_EQUAL(r.refused, 2 * NSHAPES);
    CU_ASSERT_EQUAL(r.timed, 2 * NSHAPES);
    sg_bench_free(&r);
}

static int cmp_d(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void test_counterbalanced(void) {
    setup();
    sg_bench_result r;
    CU_ASSERT_EQUAL_FATAL(run_bench(NULL, &r), SG_OK);
    for (int k = 0; k < r.npoints; k++) {
        const sg_bench_point *p = &r.points[k];
        int adm[SG_MAX_BACKENDS], na = 0;
        for (int i = 0; i < p->nrows; i++)
            if (p->rows[i].status == SG_BSTAT_TIMED) adm[na++] = i;
        CU_ASSERT_EQUAL_FATAL(na, 2); /* count.pass, cpu.canonical_f64: both with a forward-only call */
        const int nu = 2 * na;        /* units: (row, fwd), (row, fwd+bwd) per row */
        CU_ASSERT_EQUAL_FATAL(p->nsamples, 2 * nu * (3 + 5));
        int s = 0;
        for (int round = 0; round < 2; round++)
            for (int pos = 0; pos < nu; pos++) {
                const int u = round == 0 ? pos : nu - 1 - pos; /* A B, then B A */
                const int row = adm[u / 2];
                const sg_pass pass = u % 2 == 0 ? SG_PASS_FWD : SG_PASS_FWD_BWD;
                for (int c = 0; c < 8; c++, s++) {
                    const sg_bench_sample *x = &p->samples[s];
                    CU_ASSERT_EQUAL(x->row, row);
                    CU_ASSERT_EQUAL(x->pass, pass);
                    CU_ASSERT_EQUAL(x->round, round);
                    CU_ASSERT_EQUAL(x->position, pos);
                    CU_ASSERT_EQUAL(x->warmup, c < 3);
                    CU_ASSERT_EQUAL(x->index, c < 3 ? c : c - 3);
                    CU_ASSERT_EQUAL(x->seq, s);
                    CU_ASSERT(x->seconds >= 0);
                    CU_ASSERT_EQUAL(x->seconds, x->wall); /* host rows: the wall time is the figure */
                }
            }
        for (int i = 0; i < na; i++) {
            const sg_bench_row *w = &p->rows[adm[i]];
            for (int ps = 0; ps < 2; ps++) {
                const sg_pass pass = ps == 0 ? SG_PASS_FWD : SG_PASS_FWD_BWD;
                double v[10];
                int n = 0;
                for (int j = 0; j < p->nsamples; j++)
                    if (p->samples[j].row == adm[i] && p->samples[j].pass == pass && !p->samples[j].warmup && n < 10)
                        v[n++] = p->samples[j].seconds;
                CU_ASSERT_EQUAL_FATAL(n, 10);
                qsort(v, 10, sizeof v[0], cmp_d);
                CU_ASSERT_EQUAL(pass == SG_PASS_FWD ? w->fwd_median : w->median, 0.5 * (v[4] + v[5]));
                CU_ASSERT_EQUAL(pass == SG_PASS_FWD ? w->fwd_min : w->min, v[0]);
                CU_ASSERT_EQUAL(pass == SG_PASS_FWD ? w->fwd_max : w->max, v[9]);
            }
            CU_ASSERT_EQUAL(w->calls, 32);
            CU_ASSERT_EQUAL(w->device_timer, 0);
            /* RG-LRU: the forward moves x, u, v (2 B each), p, h0, segpos, y (2 B) and h_last; the
             * forward+backward also dy, dh_last and the five gradients */
            const double B = (double)p->shape.B, L = (double)p->shape.L, D = (double)p->shape.D;
            CU_ASSERT_EQUAL(w->bytes_fwd, B * L * D * 8 + D * 4 + 2 * B * D * 4 + B * L * 4);
            CU_ASSERT_EQUAL(w->bytes, B * L * D * 16 + 2 * D * 4 + 4 * B * D * 4 + B * L * 4);
        }
    }
    sg_bench_free(&r);
}

/* Every row of the product honours a forward-only call, with the forward bits of its full call (the CUDA
 * rows where a device is present). */
static void test_forward_only(void) {
    setup();
    sg_backend_table t;
    sg_backends_fill(&t);
    const sg_case_spec *specs;
    int n, checked = 0;
    SG_ASSERT_OK(sg_fixture_set("smoke", &specs, &n));
    for (int i = 0; i < t.n; i++) {
        const sg_backend *b = &t.b[i];
        CU_ASSERT(b->forward_only); /* every row of the product, CPU and CUDA */
        if (!b->forward_only) {
            printf("\n  %s declares no forward-only call", b->name);
            continue;
        }
        if (b->available() != SG_OK) continue; /* the CUDA rows without a device: checked where one is */
        for (int ci = 0; ci < n; ci++) {
            const sg_model_desc *md = sg_model_desc_of(specs[ci].model);
            if (!sg_model_runs(md, b) || b->available() != SG_OK) continue;
            sg_case c;
            SG_ASSERT_OK(sg_case_make(&specs[ci], SG_DEFAULT_SEED, &c));
            sg_tset full, fwd;
            double secs;
            SG_ASSERT_OK(sg_eval_run(b, &c, 0, &full, &secs));
            SG_ASSERT_OK(sg_eval_run(b, &c, 1, &fwd, &secs)); /* poison B: the other pattern */
            SG_ASSERT_OK(md->call(sg_model_impl(md, b), &c, &fwd, SG_PASS_FWD, &secs));
            for (int q = 0; q < md->nq; q++) {
                if (md->quantities[q].is_grad) continue;
                const size_t nb = sg_tensor_nbytes(&full.t[q]);
                const int same = nb == sg_tensor_nbytes(&fwd.t[q]) && memcmp(full.t[q].data, fwd.t[q].data, nb) == 0;
                CU_ASSERT(same);
                if (!same) printf("\n  %s on %s: %s of the forward-only call differs", b->name, c.spec.name,
                                  md->quantities[q].name);
            }
            checked++;
            sg_tset_free(&full);
            sg_tset_free(&fwd);
            sg_case_free(&c);
        }
    }
    CU_ASSERT(checked > 20);
}

static void test_changed_hash_regates(void) {
    setup();
    char vdir[300];
    snprintf(vdir, sizeof vdir, "%s/verdicts", g_dir);
    sg_bench_result r;
    g_hash = "code-hash-1";
    n_pass = 0;
    CU_ASSERT_EQUAL_FATAL(run_bench(vdir, &r), SG_OK); /* first: gated, stored */
    CU_ASSERT_EQUAL(row_of(&r.points[0], "count.pass")->source, SG_VSRC_GATED);
    CU_ASSERT_EQUAL(n_pass, NSHAPES * (4 + 32)); /* 2 passes x 2 rounds x 8 */
    char first_hash[SG_HASH_HEX];
    snprintf(first_hash, sizeof first_hash, "%s", row_of(&r.points[0], "count.pass")->verdict_hash);
    sg_bench_free(&r);
    n_pass = 0;
    CU_ASSERT_EQUAL_FATAL(run_bench(vdir, &r), SG_OK); /* same hash: the stored verdict, no gating run */
    for (int k = 0; k < r.npoints; k++) {
        CU_ASSERT_EQUAL(row_of(&r.points[k], "count.pass")->source, SG_VSRC_STORE);
        CU_ASSERT_EQUAL(row_of(&r.points[k], "count.pass")->status, SG_BSTAT_TIMED);
        CU_ASSERT_EQUAL(row_of(&r.points[k], "cpu.canonical_f64")->source, SG_VSRC_STORE);
        /* rows without a known code hash are always gated */
        CU_ASSERT_EQUAL(row_of(&r.points[k], "count.mutant")->source, SG_VSRC_GATED);
    }
    CU_ASSERT_STRING_EQUAL(row_of(&r.points[0], "count.pass")->verdict_hash, first_hash);
    CU_ASSERT_EQUAL(n_pass, NSHAPES * 32);
    sg_bench_free(&r);
    g_hash = "code-hash-2"; /* the kernel changed: gated again before it is timed */
    n_pass = 0;
    CU_ASSERT_EQUAL_FATAL(run_bench(vdir, &r), SG_OK);
    for (int k = 0; k < r.npoints; k++) {
        CU_ASSERT_EQUAL(row_of(&r.points[k], "count.pass")->source, SG_VSRC_GATED);
        CU_ASSERT_STRING_EQUAL(row_of(&r.points[k], "count.pass")->code_hash, "code-hash-2");
        CU_ASSERT_EQUAL(row_of(&r.points[k], "cpu.canonical_f64")->source, SG_VSRC_STORE);
    }
    CU_ASSERT_STRING_NOT_EQUAL(row_of(&r.points[0], "count.pass")->verdict_hash, first_hash);
    CU_ASSERT_EQUAL(n_pass, NSHAPES * (4 + 32)); /* 2 passes x 2 rounds x 8 */
    sg_bench_free(&r);
    /* the product's rows have code hashes; an unknown name has none */
    CU_ASSERT_PTR_NOT_NULL(sg_backend_code_hash("cpu.rglru_chunk16_serial"));
    CU_ASSERT_PTR_NOT_NULL(sg_backend_code_hash("cuda.samu_hybrid"));
    /* the refused candidates' device twins: their own source (backends/sg_rows.def), not cuda.rglru_'s */
    {
        const char *hf = sg_backend_code_hash("cuda.rglru_assoc_f32"), *hb = sg_backend_code_hash("cuda.rglru_assoc_bf16");
        const char *hc = sg_backend_code_hash("cuda.rglru_chunk16_serial");
        CU_ASSERT_FATAL(hf && hb && hc);
        CU_ASSERT_STRING_EQUAL(hf, hb);
        CU_ASSERT_STRING_NOT_EQUAL(hf, hc);
    }
    CU_ASSERT_PTR_NULL(sg_backend_code_hash("mutant.bf16_step_state"));
}

/* A stored verdict is used only while its hash, recomputed from its key and
 * result, verifies: a FAIL edited to PASS (verdict and failing), and a record
 * without its hash, are gated again, never timed as PASS. */
static void test_forged_verdict_regated(void) {
    setup();
    char vdir[300], path[700];
    snprintf(vdir, sizeof vdir, "%s/verdicts-forged", g_dir);
    g_mutant_hashed = 1; /* the planted fault's FAIL goes into the store */
    sg_bench_result r;
    CU_ASSERT_EQUAL_FATAL(run_bench(vdir, &r), SG_OK);
    for (int edit = 0; edit < 2; edit++) {
        for (int k = 0; k < r.npoints; k++) {
            CU_ASSERT_EQUAL(row_of(&r.points[k], "count.mutant")->verdict, SG_FAIL);
            snprintf(path, sizeof path, "%s/count.mutant/%s.json", vdir, r.points[k].case_hash);
            json_error_t err;
            json_t *j = json_load_file(path, 0, &err);
            CU_ASSERT_PTR_NOT_NULL_FATAL(j);
            CU_ASSERT_STRING_EQUAL(json_string_value(json_object_get(j, "verdict")), "FAIL");
            json_object_set_new(j, "verdict", json_string("PASS")); /* the forgery */
            json_object_set_new(j, "failing", json_string(""));
            if (edit == 1) json_object_del(j, "verdict_hash"); /* a record without its hash */
            CU_ASSERT_EQUAL_FATAL(sg_write_json(path, j, JSON_INDENT(1)), SG_OK);
            json_decref(j);
        }
        sg_bench_free(&r);
        n_mut = 0;
        CU_ASSERT_EQUAL_FATAL(run_bench(vdir, &r), SG_OK);
        for (int k = 0; k < r.npoints; k++) {
            const sg_bench_row *m = row_of(&r.points[k], "count.mutant");
            CU_ASSERT_EQUAL(m->source, SG_VSRC_GATED); /* not the store's forged PASS */
            CU_ASSERT_EQUAL(m->verdict, SG_FAIL);
            CU_ASSERT_EQUAL(m->status, SG_BSTAT_REFUSED);
            CU_ASSERT_EQUAL(m->calls, 0);
            CU_ASSERT_EQUAL(row_of(&r.points[k], "count.pass")->source, SG_VSRC_STORE); /* the untouched ones are used */
        }
        CU_ASSERT_EQUAL(n_mut, 4 * NSHAPES); /* gated again, never timed */
    }
    sg_bench_free(&r);
    g_mutant_hashed = 0;
}

/* dispatch takes no row on trust: a backend this build does not have (cpu.evil)
 * is refused (SG_E_UNKNOWN), a verdict that does not verify (a refused FAIL
 * row edited to a timed PASS, or a row without its verdict's key) is refused
 * (SG_E_REFUSED), each naming the file and the backend. */
static void test_dispatch_refuses_unverified(void) {
    setup();
    g_mutant_hashed = 1;
    sg_bench_result r;
    CU_ASSERT_EQUAL_FATAL(run_bench(NULL, &r), SG_OK);
    g_mutant_hashed = 0;
    sg_bench_prov prov;
    memset(&prov, 0, sizeof prov);
    char dir[300], file[400];
    snprintf(dir, sizeof dir, "%s/run-forged", g_dir);
    const sg_bench_result *rp = &r;
    CU_ASSERT_EQUAL_FATAL(sg_bench_write(dir, &rp, 1, &prov), SG_OK);
    sg_bench_free(&r);
    snprintf(file, sizeof file, "%s/bench.json", dir);
    const char *files[] = {file};
    for (int forgery = 0; forgery < 5; forgery++) {
        json_error_t err;
        json_t *doc = json_load_file(file, 0, &err);
        CU_ASSERT_PTR_NOT_NULL_FATAL(doc);
        json_t *rs = json_object_get(doc, "results"), *o;
        size_t i;
        int edited = 0;
        json_array_foreach(rs, i, o) { /* the first row of the backend edited */
            const char *b = json_string_value(json_object_get(o, "backend"));
            const char *target = forgery == 1 ? "count.mutant" : forgery == 4 ? "count.quarantined" : "count.pass";
            if (edited || strcmp(b, target) != 0) continue;
            edited = 1;
            if (forgery == 0) /* a timed row renamed */
                json_object_set_new(o, "backend", json_string("cpu.evil"));
            if (forgery == 1) { /* a FAIL made a fast PASS */
                json_object_set_new(o, "verdict", json_string("PASS"));
                json_object_set_new(o, "failing", json_string(""));
                json_object_set_new(o, "status", json_string("timed"));
                json_object_set_new(o, "fwd_bwd_median_s", json_real(1e-9));
            }
            if (forgery == 2) /* an older scangate's row */
                json_object_del(o, "yardstick_code_hash");
            if (forgery == 3) /* the hash of another row */
                json_object_set_new(o, "verdict_hash", json_string("0123456789abcdef0123456789abcdef"));
            if (forgery == 4) { /* a quarantined PASS (its verdict genuine) made timed */
                json_object_set_new(o, "quarantined", json_false());
                json_object_set_new(o, "status", json_string("timed"));
                json_object_set_new(o, "fwd_bwd_median_s", json_real(1e-9));
            }
        }
        CU_ASSERT_EQUAL(edited, 1);
        char forged[500];
        snprintf(forged, sizeof forged, "%s/forged%d.json", dir, forgery);
        CU_ASSERT_EQUAL_FATAL(sg_write_json(forged, doc, JSON_INDENT(1)), SG_OK);
        json_decref(doc);
        const char *ff[] = {forged};
        sg_dispatch_table t;
        sg_fail(SG_OK, "%s", "");
        const sg_status st = sg_dispatch_from_files(ff, 1, &g_trust, &t);
        sg_dispatch_free(&t);
        const sg_status want = forgery == 0 ? SG_E_UNKNOWN : SG_E_REFUSED;
        const int named = strstr(sg_errmsg(), forged) && strstr(sg_errmsg(), forgery == 0   ? "cpu.evil"
                                                                           : forgery == 1 ? "count.mutant"
                                                                           : forgery == 4 ? "count.quarantined"
                                                                                          : "count.pass");
        if (st != want || !named) printf("\n    forgery %d: %d (%s)", forgery, (int)st, sg_errmsg());
        CU_ASSERT_EQUAL(st, want);
        CU_ASSERT(named);
    }
    /* the file as written verifies */
    sg_dispatch_table t;
    CU_ASSERT_EQUAL(sg_dispatch_from_files(files, 1, &g_trust, &t), SG_OK);
    sg_dispatch_free(&t);
}

/* Every region that names a backend: each observation at a shape inside it
 * has that backend with a PASS; at least one shape is inside. */
static void check_regions(const sg_dispatch_table *t, const sg_dispatch_obs *obs, int n) {
    for (int i = 0; i < t->n; i++) {
        const sg_dispatch_region *r = &t->r[i];
        int inside = 0;
        for (int k = 0; k < n; k++) {
            const sg_dispatch_obs *o = &obs[k];
            if (strcmp(o->model, r->model) || o->shape.B < r->B[0] || o->shape.B > r->B[1] || o->shape.L < r->L[0] ||
                o->shape.L > r->L[1] || o->shape.D < r->D[0] || o->shape.D > r->D[1])
                continue;
            if (!r->backend[0]) { /* refused region: nothing passes at its shapes */
                CU_ASSERT(!o->pass);
                continue;
            }
            if (strcmp(o->backend, r->backend) == 0) {
                inside++;
                CU_ASSERT(o->pass);
            }
        }
        CU_ASSERT(!r->backend[0] || inside == r->npoints);
        CU_ASSERT(!r->backend[0] || inside >= 1);
    }
}

static void test_dispatch_synthetic(void) {
    /* X is fastest but FAILs at L = 4096; Y passes everywhere; nothing passes at 16384 */
    const sg_dispatch_obs obs[] = {
        {"rglru", {1, 1024, 64}, "X", 1, 1.0},  {"rglru", {1, 1024, 64}, "Y", 1, 2.0},
        {"rglru", {1, 2048, 64}, "X", 1, 2.0},  {"rglru", {1, 2048, 64}, "Y", 1, 3.0},
        {"rglru", {1, 4096, 64}, "X", 0, 1.0},  {"rglru", {1, 4096, 64}, "Y", 1, 6.0},
        {"rglru", {1, 8192, 64}, "X", 1, 7.0},  {"rglru", {1, 8192, 64}, "Y", 1, 12.0},
        {"rglru", {1, 16384, 64}, "X", 0, 1.0}, {"rglru", {1, 16384, 64}, "Y", 0, (double)NAN},
        {"samu", {1, 1024, 64}, "Z", 1, 1.0},
    };
    const int n = (int)(sizeof obs / sizeof obs[0]);
    sg_dispatch_table t;
    CU_ASSERT_EQUAL_FATAL(sg_dispatch_build(obs, n, &t), SG_OK);
    check_regions(&t, obs, n);
    CU_ASSERT_EQUAL(t.n, 5); /* X [1024,2048], Y [4096], X [8192], refused [16384], samu Z */
    const sg_dispatch_region *r;
    CU_ASSERT_EQUAL(sg_dispatch_query(&t, "rglru", (sg_shape){1, 1500, 64}, &r), SG_OK);
    CU_ASSERT_STRING_EQUAL(r->backend, "X");
    CU_ASSERT_STRING_EQUAL(r->second, "Y");
    CU_ASSERT(fabs(r->margin - 0.5) < 1e-12); /* min(1.0, 0.5) */
    CU_ASSERT_EQUAL(sg_dispatch_query(&t, "rglru", (sg_shape){1, 4096, 64}, &r), SG_OK);
    CU_ASSERT_STRING_EQUAL(r->backend, "Y"); /* the faster X FAILs there: never named */
    CU_ASSERT(isnan(r->margin));
    CU_ASSERT_EQUAL(sg_dispatch_query(&t, "rglru", (sg_shape){1, 16384, 64}, &r), SG_E_REFUSED);
    CU_ASSERT(strstr(sg_errmsg(), "refused") != NULL);
    CU_ASSERT_EQUAL(sg_dispatch_query(&t, "rglru", (sg_shape){1, 3000, 64}, &r), SG_E_REFUSED); /* between regions */
    CU_ASSERT_EQUAL(sg_dispatch_query(&t, "rglru", (sg_shape){2, 1024, 64}, &r), SG_E_REFUSED); /* B not measured */
    CU_ASSERT_EQUAL(sg_dispatch_query(&t, "samu", (sg_shape){1, 1024, 64}, &r), SG_OK);
    CU_ASSERT_STRING_EQUAL(r->backend, "Z");
    /* the header and JSON are written */
    char dir[300], path[400];
    snprintf(dir, sizeof dir, "%s/dispatch", g_dir[0] ? g_dir : "/tmp");
    CU_ASSERT_EQUAL(sg_dispatch_write(dir, &t, "test_bench", "none"), SG_OK);
    snprintf(path, sizeof path, "%s/sg_dispatch_table.h", dir);
    CU_ASSERT_EQUAL(access(path, R_OK), 0);
    sg_dispatch_free(&t);
}

/* A real run through the reports: the table from bench.json names neither the
 * planted fault nor the quarantined row. */
static void test_dispatch_from_bench(void) {
    setup();
    sg_bench_result r;
    CU_ASSERT_EQUAL_FATAL(run_bench(NULL, &r), SG_OK);
    sg_bench_prov prov;
    memset(&prov, 0, sizeof prov);
    snprintf(prov.command, sizeof prov.command, "test_bench");
    char dir[300], file[400];
    snprintf(dir, sizeof dir, "%s/run", g_dir);
    const sg_bench_result *rp = &r;
    CU_ASSERT_EQUAL_FATAL(sg_bench_write(dir, &rp, 1, &prov), SG_OK);
    snprintf(file, sizeof file, "%s/bench.json", dir);
    const char *files[] = {file};
    sg_dispatch_table t;
    CU_ASSERT_EQUAL_FATAL(sg_dispatch_from_files(files, 1, &g_trust, &t), SG_OK);
    sg_dispatch_obs obs[64];
    int n = 0;
    for (int k = 0; k < r.npoints; k++)
        for (int b = 0; b < r.points[k].nrows && n < 64; b++) {
            const sg_bench_row *w = &r.points[k].rows[b];
            obs[n++] = (sg_dispatch_obs){"rglru", r.points[k].shape, w->backend,
                                         w->status == SG_BSTAT_TIMED && w->verdict == SG_PASS && !w->quarantined,
                                         w->median};
        }
    check_regions(&t, obs, n);
    CU_ASSERT(t.n >= 1);
    for (int i = 0; i < t.n; i++) {
        CU_ASSERT(strcmp(t.r[i].backend, "count.mutant") != 0);
        CU_ASSERT(strcmp(t.r[i].backend, "count.quarantined") != 0);
        CU_ASSERT(strcmp(t.r[i].second, "count.mutant") != 0);
        CU_ASSERT(strcmp(t.r[i].second, "count.quarantined") != 0);
    }
    for (int k = 0; k < r.npoints; k++) {
        const sg_dispatch_region *q;
        CU_ASSERT_EQUAL(sg_dispatch_query(&t, "rglru", r.points[k].shape, &q), SG_OK);
    }
    sg_dispatch_free(&t);
    sg_bench_free(&r);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"a refused backend (planted fault, quarantined row) is never timed", test_refused_never_timed},
        {"two counterbalanced rounds over (row, pass) units, 3 warm-ups + 5 samples each", test_counterbalanced},
        {"every row's forward-only call gives its forward bits", test_forward_only},
        {"a changed code hash forces a re-gate; the same hash reads the store", test_changed_hash_regates},
        {"a stored verdict edited FAIL -> PASS (or without its hash) is gated again, not timed", test_forged_verdict_regated},
        {"dispatch refuses a backend the build lacks, a verdict that does not verify, a quarantine lifted by hand",
         test_dispatch_refuses_unverified},
        {"dispatch: only a backend with a PASS at each shape of its region; refusals", test_dispatch_synthetic},
        {"dispatch from a bench run names neither the fault nor the quarantined row", test_dispatch_from_bench},
        {NULL, NULL},
    };
    sg_add_suite("bench", t);
}
