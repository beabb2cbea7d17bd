/* test_audit.c - the audit (audit/audit.c, cli/audit.c):
 *  - on the canonical path's own outputs with one planted error at a chosen
 *    element, the audit finds that element first among the worst, names it
 *    as the first departure from the canonical envelope with its (b, t, d),
 *    raises exactly its chunk in the profile, marks the chunks holding a
 *    reset as an independent count of segment_pos finds them, and leaves the
 *    quantities without a position axis without a profile;
 *  - `scangate audit` as a user runs it: on a passing case it writes every
 *    file and says there is nothing to localise (exit 0); on the quarantined
 *    case of the canonical path (rg_long_16k) it names the first failing case,
 *    the failing gates beside the canonical values, the quarantine row and its
 *    evidence, and draws the profile (PNG and SVG; exit 0: the FAIL is
 *    expected); without gnuplot every file but the images is written (exit
 *    12); bad command lines get their exit codes (2, 5);
 *  - the minimised reproducer: a planted fault (the mutant row of
 *    reset_multiplier, the grouped RG-LRU emulation with the write multiplier
 *    kept at a reset) failing y on rg_docs_B4 is cut to at most 1/16 of the
 *    case's elements; the cut still fails y's gate, carries the exact entry
 *    state (equal to the oracle's state rounded to FP32), and the correct
 *    backend passes it; a cut of a coupled model's channels is refused. */
#define _POSIX_C_SOURCE 200809L
#include "sg_test.h"
#include "sg_attrib.h"
#include "sg_audit.h"
#include "sg_shrink.h"
#include "sg_testsupport.h" /* the mutant rows */
#include "sg_backends.h"
#include "sg_eval.h"
#include "sg_models.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char out[1 << 16];

static int sg(const char *prefix, const char *args) { return sg_test_scangate(prefix, args, out, sizeof out); }
static const char *bdir(void) { return sg_test_env("SG_BINARY_DIR", "/tmp"); }

static int exists(const char *dir, const char *name) {
    char p[2048];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    struct stat sb;
    return stat(p, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size > 0;
}

static char *slurp(const char *dir, const char *name) {
    char p[2048];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    unsigned char *buf;
    size_t n;
    if (sg_read_file(p, &buf, &n) != SG_OK) return NULL;
    char *s = realloc(buf, n + 1);
    s[n] = 0;
    return s;
}

/* THRESHOLDS.md of the source tree. */
static void load_thresholds(sg_thresholds *th) {
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    SG_ASSERT_OK(sg_thresholds_load(path, th));
}

/* Case `name` of `set` made, and the rows run on it once each (no repeats),
 * their outputs kept, the oracle held (through the test cache). */
static void eval_rows(const char *set, const char *name, const sg_thresholds *th, const sg_backend_table *t,
                      const sg_backend *const *rows, int nrows, sg_case *c, sg_eval_result *er) {
    const sg_case_spec *spec;
    SG_ASSERT_OK(sg_fixture_find(set, name, &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, c));
    const sg_eval_opts eo = {.th = th, .cache_dir = sg_test_env("SG_CACHE_DIR", "/tmp/sg-oracle-cache"),
                             .yardstick = SG_YARDSTICK_RUN_ONLY, .table = t, .rows = rows, .nrows = nrows,
                             .keep_outputs = 1, .no_repeats = 1};
    SG_ASSERT_OK(sg_eval_case(c, &eo, er));
}

/* Case `name` of `set` with the canonical path run on it (eval_rows): the
 * thresholds, the backend table, the case and its evaluation (the canonical
 * outputs er.items[0].out_a, the oracle er.oracle); canon_free releases them. */
typedef struct {
    sg_thresholds th;
    sg_backend_table t;
    sg_case c;
    sg_eval_result er;
} canon_run;

static void canon_make(const char *set, const char *name, canon_run *r) {
    load_thresholds(&r->th);
    sg_backends_fill(&r->t);
    const sg_backend *b = sg_backend_find(&r->t, "cpu.canonical_f32");
    eval_rows(set, name, &r->th, &r->t, &b, 1, &r->c, &r->er);
}

static void canon_free(canon_run *r) {
    sg_eval_free(&r->er);
    sg_case_free(&r->c);
    sg_thresholds_free(&r->th);
}

static sg_tset copy_tset(const sg_tset *a) {
    sg_tset s;
    sg_tset_init(&s);
    for (int i = 0; i < a->n; i++) {
        const sg_tensor *tt = &a->t[i];
        void *p = sg_tset_add(&s, tt->name, tt->dtype, tt->ndim, tt->shape);
        memcpy(p, tt->data, sg_tensor_nbytes(tt));
    }
    return s;
}

static void test_planted_error(void) {
    canon_run run;
    canon_make("smoke", "rg_L37_resets", &run);
    const sg_tset *can = &run.er.items[0].out_a;
    /* a copy with y[b=1, t=20, d=3] moved by 64 BF16 ulps */
    sg_tset planted = copy_tset(can);
    const int64_t L = run.c.spec.L, D = run.c.spec.D, w0 = (1 * L + 20) * D + 3;
    uint16_t *y = sg_tset_get(&planted, "y")->data;
    y[w0] = (uint16_t)(y[w0] + 64);
    const sg_model_desc *md = sg_model_find("rglru");
    const sg_audit_structure st = {16, 4};
    sg_audit_case a;
    SG_ASSERT_OK(sg_audit_compute(md, &run.c, run.er.oracle, &planted, can, st, &a));
    CU_ASSERT_EQUAL_FATAL(a.nq, md->nq);
    const sg_audit_quantity *qy = &a.q[0];
    CU_ASSERT_STRING_EQUAL(qy->quantity, "y");
    CU_ASSERT_EQUAL(qy->top[0].w, w0);
    CU_ASSERT_EQUAL(qy->depart, w0);
    int64_t bb, tt_, dd;
    sg_audit_btd(SG_SHAPE_BLD, &run.c, qy->depart, &bb, &tt_, &dd);
    CU_ASSERT(bb == 1 && tt_ == 20 && dd == 3);
    CU_ASSERT_EQUAL(qy->nchunks, (L + 15) / 16);
    const int32_t *seg = sg_tset_get(&run.c.inputs, "segment_pos")->data;
    for (int64_t k = 0; k < qy->nchunks; k++) {
        const sg_audit_chunk *ck = &qy->chunks[k];
        if (k == 20 / 16) {
            CU_ASSERT(ck->mu_b > ck->mu_c && ck->rel_b > ck->rel_c);
        } else {
            CU_ASSERT(ck->mu_b == ck->mu_c && ck->rel_b == ck->rel_c);
        }
        int reset = 0;
        for (int64_t r = 0; r < run.c.spec.B; r++)
            for (int64_t t0 = k * 16; t0 < (k + 1) * 16 && t0 < L; t0++) reset |= seg[r * L + t0] == 0;
        CU_ASSERT_EQUAL(ck->reset, reset);
    }
    /* every other quantity is the canonical path's own: no departure */
    for (int i = 1; i < a.nq; i++) {
        CU_ASSERT_EQUAL(a.q[i].depart, -1);
        if (a.q[i].shape != SG_SHAPE_BLD) CU_ASSERT_EQUAL(a.q[i].nchunks, 0);
    }
    /* the CSV rows name the planted element first */
    sg_text prof = {0}, worst = {0};
    sg_audit_csv_heads(&prof, &worst);
    sg_audit_csv_rows(&a, can, &prof, &worst);
    char want[128];
    snprintf(want, sizeof want, "\nrg_L37_resets,y,1,1,21,3,1,0,"); /* t counted from 1: the element at index 20 */
    CU_ASSERT_PTR_NOT_NULL(strstr(worst.p, want));
    sg_text_free(&prof);
    sg_text_free(&worst);
    sg_audit_free(&a);
    sg_tset_free(&planted);
    canon_free(&run);
}

/* ---- the audit from a stream of the oracle's blocks ---------------------- */

typedef struct {
    sg_audit_acc *acc;
    int blocks;
} feed_ctx;

static sg_status feed_cb(void *ctx, const sg_oracle_block *k) {
    feed_ctx *f = ctx;
    f->blocks++;
    return sg_audit_acc_feed(f->acc, k);
}

/* The held results cut into boxes (per b, 5 tokens, 3 channels; other
 * quantities in pieces of 7 elements) and fed last box first. */
static void feed_boxes_reversed(const sg_model_desc *md, const sg_case *c, const sg_tset *oracle, feed_ctx *f) {
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    for (int qi = md->nq - 1; qi >= 0; qi--) {
        const sg_quantity *q = &md->quantities[qi];
        char nf[SG_NAME_MAX + 8], ns[SG_NAME_MAX + 8];
        sg_oracle_tensor_name(nf, sizeof nf, q->name, SG_ORC_F64);
        sg_oracle_tensor_name(ns, sizeof ns, q->name, SG_ORC_S);
        const double *e = sg_tset_get(oracle, nf)->data, *S = sg_tset_get(oracle, ns)->data;
        sg_oracle_block k;
        sg_oracle_block_view(q->shape, B, L, D, &k);
        k.q = qi;
        const int64_t st1 = k.n1 > 1 ? 5 : 1, st2 = k.n1 > 1 ? 3 : 7;
        double *fe = malloc(sizeof(double) * 64), *fs = malloc(sizeof(double) * 64);
        for (int64_t i = k.n0 - 1; i >= 0; i--)
            for (int64_t j = ((k.n1 - 1) / st1) * st1; j >= 0; j -= st1)
                for (int64_t m = ((k.n2 - 1) / st2) * st2; m >= 0; m -= st2) {
                    sg_oracle_block b = k;
                    b.i0 = i;
                    b.i1 = i + 1;
                    b.j0 = j;
                    b.j1 = j + st1 < k.n1 ? j + st1 : k.n1;
                    b.k0 = m;
                    b.k1 = m + st2 < k.n2 ? m + st2 : k.n2;
                    int64_t n = 0;
                    for (int64_t jj = b.j0; jj < b.j1; jj++)
                        for (int64_t mm = b.k0; mm < b.k1; mm++, n++) {
                            const int64_t w = (i * k.n1 + jj) * k.n2 + mm;
                            fe[n] = e[w];
                            fs[n] = S[w];
                        }
                    b.f64 = fe;
                    b.S = fs;
                    b.bf = NULL; /* the audit reads f64 and S only */
                    b.f32 = NULL;
                    SG_ASSERT_OK(feed_cb(f, &b));
                }
        free(fe);
        free(fs);
    }
}

static int same_double(double a, double b) { return (isnan(a) && isnan(b)) || a == b; }

static int close_rel(double a, double b) {
    if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
    return fabs(a - b) <= 1e-12 * fabs(b);
}

/* Every result of two audits of one case equal; the chunks' rel_l2 to 1e-12. */
static void assert_same_audit(const sg_audit_case *x, const sg_audit_case *h) {
    CU_ASSERT_EQUAL_FATAL(x->nq, h->nq);
    for (int i = 0; i < h->nq; i++) {
        const sg_audit_quantity *a = &x->q[i], *b = &h->q[i];
        CU_ASSERT_STRING_EQUAL(a->quantity, b->quantity);
        CU_ASSERT(same_double(a->envelope, b->envelope));
        CU_ASSERT_EQUAL(a->depart, b->depart);
        CU_ASSERT_EQUAL_FATAL(a->nchunks, b->nchunks);
        for (int r = 0; r < SG_AUDIT_TOP; r++) {
            CU_ASSERT_EQUAL(a->top[r].w, b->top[r].w);
            if (b->top[r].w < 0) continue;
            CU_ASSERT(same_double(a->top[r].mu, b->top[r].mu) && same_double(a->top[r].q, b->top[r].q) &&
                      same_double(a->top[r].e, b->top[r].e) && same_double(a->top[r].S, b->top[r].S));
        }
        for (int64_t k = 0; k < b->nchunks; k++) {
            const sg_audit_chunk *p = &a->chunks[k], *r = &b->chunks[k];
            CU_ASSERT(same_double(p->mu_b, r->mu_b) && same_double(p->mu_c, r->mu_c) && p->reset == r->reset);
            CU_ASSERT(close_rel(p->rel_b, r->rel_b) && close_rel(p->rel_c, r->rel_c));
        }
    }
}

/* The audit of a refused candidate (its outputs depart from many positions:
 * many departure candidates) and of a planted single error, computed from
 * the held results, from the model's own stream of blocks (a small budget:
 * many blocks) and from the held results fed last box first, agree: the
 * worst elements with their values, the envelope, the first departure, the
 * profile (rel_l2 to rounding). A stream that misses a block is refused. */
static void test_stream_equals_held(void) {
    static const struct {
        const char *set, *cas, *backend;
        sg_audit_structure st;
    } runs[] = {{"smoke", "rg_L37_resets", "cpu.rglru_assoc_bf16", {0, 0}},
                {"smoke", "rg_docs_b2", "cpu.rglru_assoc_bf16", {16, 4}},
                {"smoke", "sa_L37_resets", "cpu.samu_bf16_ctl", {32, 0}},
                {"smoke", "sa_near1_docs", "cpu.samu_gd_grouped64", {32, 2}}};
    sg_thresholds th;
    load_thresholds(&th);
    sg_backend_table t;
    sg_backends_fill(&t);
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
        const sg_backend *rows[2] = {sg_backend_find(&t, "cpu.canonical_f32"), sg_backend_find(&t, runs[r].backend)};
        CU_ASSERT_FATAL(rows[0] && rows[1]);
        sg_case c;
        sg_eval_result er;
        eval_rows(runs[r].set, runs[r].cas, &th, &t, rows, 2, &c, &er);
        const sg_model_desc *md;
        SG_ASSERT_OK(sg_model_of_case(&c, &md));
        const sg_tset *can = &er.items[0].out_a, *outs = &er.items[1].out_a;
        sg_audit_case held, s1, s2;
        SG_ASSERT_OK(sg_audit_compute(md, &c, er.oracle, outs, can, runs[r].st, &held));
        /* the model's stream */
        feed_ctx f = {0};
        SG_ASSERT_OK(sg_audit_acc_begin(md, &c, outs, can, runs[r].st, &f.acc));
        sg_oracle_opts oo;
        sg_oracle_opts_default(&oo);
        SG_ASSERT_OK(md->oracle_stream(&c, &oo, 4096, feed_cb, &f, NULL));
        CU_ASSERT(f.blocks > md->nq); /* more than one block a quantity */
        SG_ASSERT_OK(sg_audit_acc_end(f.acc, &s1));
        sg_audit_acc_free(f.acc);
        assert_same_audit(&s1, &held);
        /* the held results, last box first */
        feed_ctx g = {0};
        SG_ASSERT_OK(sg_audit_acc_begin(md, &c, outs, can, runs[r].st, &g.acc));
        feed_boxes_reversed(md, &c, er.oracle, &g);
        SG_ASSERT_OK(sg_audit_acc_end(g.acc, &s2));
        sg_audit_acc_free(g.acc);
        assert_same_audit(&s2, &held);
        /* a stream that misses an element is refused, not half-read */
        if (r == 0) {
            CU_ASSERT(held.q[0].depart >= 0); /* the BF16 scan departs: the candidates were exercised */
            feed_ctx h = {0};
            SG_ASSERT_OK(sg_audit_acc_begin(md, &c, outs, can, runs[r].st, &h.acc));
            sg_audit_case s3;
            CU_ASSERT_EQUAL(sg_audit_acc_end(h.acc, &s3), SG_E_INTERNAL);
            sg_audit_acc_free(h.acc);
        }
        sg_audit_free(&held);
        sg_audit_free(&s1);
        sg_audit_free(&s2);
        sg_eval_free(&er);
        sg_case_free(&c);
    }
    sg_thresholds_free(&th);
}

/* The first departure when it is not the first candidate met: outputs and a
 * canonical path both moved at random elements by random amounts (so the
 * envelope grows while the blocks arrive, last box first, and earlier
 * candidates are overtaken), 60 draws: the streamed audit equals the held. */
static void test_stream_departure_draws(void) {
    canon_run run;
    canon_make("smoke", "rg_docs_b2", &run);
    const sg_model_desc *md = sg_model_find("rglru");
    const int64_t n = run.c.spec.B * run.c.spec.L * run.c.spec.D;
    uint64_t x = 20261203;
    int departs = 0, not_first = 0;
    for (int draw = 0; draw < 60; draw++) {
        sg_tset q = copy_tset(&run.er.items[0].out_a), can = copy_tset(&run.er.items[0].out_a);
        uint16_t *yq = sg_tset_get(&q, "y")->data, *yc = sg_tset_get(&can, "y")->data;
        for (int k = 0; k < 40; k++) {
            x = x * 6364136223846793005u + 1442695040888963407u;
            const int64_t w = (int64_t)((x >> 20) % (uint64_t)n);
            const int amount = 1 + (int)((x >> 8) % 48);
            if (k % 4 == 0) yc[w] = (uint16_t)(yc[w] + amount);
            else yq[w] = (uint16_t)(yq[w] + amount);
        }
        sg_audit_case held, s;
        SG_ASSERT_OK(sg_audit_compute(md, &run.c, run.er.oracle, &q, &can, (sg_audit_structure){16, 4}, &held));
        feed_ctx g = {0};
        SG_ASSERT_OK(sg_audit_acc_begin(md, &run.c, &q, &can, (sg_audit_structure){16, 4}, &g.acc));
        feed_boxes_reversed(md, &run.c, run.er.oracle, &g);
        SG_ASSERT_OK(sg_audit_acc_end(g.acc, &s));
        sg_audit_acc_free(g.acc);
        assert_same_audit(&s, &held);
        /* how often the departure was not the lowest-(t, b, d) element above the canonical's first-seen errors */
        departs += held.q[0].depart >= 0;
        for (int64_t w = 0; held.q[0].depart >= 0 && w < n; w++) {
            if (yq[w] == ((uint16_t *)sg_tset_get(&run.er.items[0].out_a, "y")->data)[w]) continue;
            int64_t b1, t1, d1, b2, t2, d2;
            sg_audit_btd(SG_SHAPE_BLD, &run.c, w, &b1, &t1, &d1);
            sg_audit_btd(SG_SHAPE_BLD, &run.c, held.q[0].depart, &b2, &t2, &d2);
            if (t1 < t2 || (t1 == t2 && (b1 < b2 || (b1 == b2 && d1 < d2)))) {
                not_first++; /* a moved element before the departure stayed inside the envelope */
                break;
            }
        }
        sg_audit_free(&held);
        sg_audit_free(&s);
        sg_tset_free(&q);
        sg_tset_free(&can);
    }
    /* the draws exercise what they are for: departures, and ones behind earlier moved elements */
    CU_ASSERT(departs >= 30);
    CU_ASSERT(not_first >= 10);
    canon_free(&run);
}

/* `scangate ARGS --out DIR` (prefix: sg's), DIR = SG_BINARY_DIR/name into
 * dir: asserted to exit `want` (its output printed when it does not). */
static void audit_cli(const char *prefix, const char *args, const char *name, char *dir, size_t cap, int want) {
    char a[4096];
    snprintf(dir, cap, "%s/%s", bdir(), name);
    snprintf(a, sizeof a, "%s --out '%s'", args, dir);
    const int rc = sg(prefix, a);
    if (rc != want) fprintf(stderr, "\n%s\n", out);
    CU_ASSERT_EQUAL(rc, want);
}

/* DIR/audit.md holds every one of the n strings want (an assertion each). */
static void assert_audit_md(const char *dir, const char *const *want, size_t n) {
    char *md = slurp(dir, "audit.md");
    CU_ASSERT_PTR_NOT_NULL_FATAL(md);
    for (size_t i = 0; i < n; i++) CU_ASSERT_PTR_NOT_NULL(strstr(md, want[i]));
    free(md);
}

static void test_cli_passing(void) {
    char dir[1024];
    audit_cli("", "audit cpu.rglru_chunk16_grouped32 --set smoke --case rg_partial_chunk", "audit-pass", dir, sizeof dir,
              0);
    static const char *const files[] = {"audit.md", "profile.csv", "worst.csv", "report.md", "report.json", "junit.xml"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) CU_ASSERT(exists(dir, files[i]));
    static const char *const md[] = {"no case fails a gate", "prefix groups of 32 chunks"};
    assert_audit_md(dir, md, sizeof md / sizeof md[0]);
}

static void test_cli_quarantined(void) {
    char dir[1024];
    audit_cli("", "audit cpu.canonical_f32 --case rg_long_16k", "audit-quar", dir, sizeof dir, 0);
    CU_ASSERT(strstr(out, "first failing case rg_long_16k") != NULL);
    static const char *const md[] = {"First failing case: **rg_long_16k**", "h_last.rel_l2",
                                     "QUARANTINED (EXPECTED_STATUS.md line", "reports/evidence/rg_long_16k/report.md"};
    assert_audit_md(dir, md, sizeof md / sizeof md[0]);
    CU_ASSERT(exists(dir, "profile-rg_long_16k-y.png"));
    CU_ASSERT(exists(dir, "profile-rg_long_16k-y.svg"));
    CU_ASSERT(exists(dir, "profile-rg_long_16k-y.gp"));
    /* h_last FAILs and has no position axis: its worst elements by channel, beside the canonical envelope */
    CU_ASSERT(exists(dir, "elements-rg_long_16k-h_last.png") && exists(dir, "elements-rg_long_16k-h_last.gp"));
    char *eg = NULL;
    {
        char p[1200];
        snprintf(p, sizeof p, "%s/elements-rg_long_16k-h_last.gp", dir);
        FILE *f = fopen(p, "r");
        if (f) {
            eg = calloc(1, 65536);
            if (eg) (void)!fread(eg, 1, 65535, f);
            fclose(f);
        }
    }
    CU_ASSERT(eg && strstr(eg, "h_last on rg_long_16k - its 8 worst elements by model_ulp") &&
              strstr(eg, "canonical envelope"));
    free(eg);
    /* without gnuplot: every file but the images, exit 12 */
    audit_cli("SG_GNUPLOT=/nonexistent/gnuplot", "audit cpu.canonical_f32 --case rg_long_16k", "audit-nognuplot", dir,
              sizeof dir, SG_E_NOTOOL);
    CU_ASSERT(strstr(out, "gnuplot not found") != NULL);
    CU_ASSERT(exists(dir, "audit.md") && exists(dir, "profile-rg_long_16k-y.gp"));
    CU_ASSERT(!exists(dir, "profile-rg_long_16k-y.png"));
}

static void test_cli_bad_input(void) {
    CU_ASSERT_EQUAL(sg("", "audit"), SG_E_USAGE);
    CU_ASSERT_EQUAL(sg("", "audit cpu.no_such_backend --set smoke"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "unknown backend 'cpu.no_such_backend'") != NULL);
    /* a backend of one model on a case of the other: said so, not "runs no case" */
    CU_ASSERT_EQUAL(sg("", "audit cpu.rglru_chunk16_serial --case sa_near1"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "runs rglru only") != NULL && strstr(out, "sa_near1 (samu)") != NULL);
    CU_ASSERT_EQUAL(sg("", "audit cpu.canonical_f32 --outputs o.safetensors"), SG_E_USAGE);
    CU_ASSERT_EQUAL(sg("", "audit cpu.canonical_f32 --case-file /nonexistent/x.safetensors"), SG_E_IO);
    CU_ASSERT(strstr(out, "/nonexistent/x.safetensors") != NULL);
    CU_ASSERT_EQUAL(sg("", "audit cpu.canonical_f32 --case no_such_case"), SG_E_UNKNOWN);
}

/* A backend on a case read from a file (a table point's, or any exported
 * case): the same audit, filed under the set `external`; a backend that does
 * not run the case's model is refused. */
static void test_cli_case_file(void) {
    char a[4096], dir[1024], cf[1024];
    snprintf(cf, sizeof cf, "%s/audit-case.safetensors", bdir());
    snprintf(a, sizeof a, "export --set smoke --case rg_clip --out '%s'", cf);
    CU_ASSERT_EQUAL_FATAL(sg("", a), 0);
    snprintf(a, sizeof a, "audit cpu.rglru_assoc_bf16 --case-file '%s'", cf);
    audit_cli("", a, "audit-casefile", dir, sizeof dir, SG_E_GATE); /* no EXPECTED row for set external: a regression */
    CU_ASSERT(strstr(out, "first failing case rg_clip") != NULL);
    static const char *const md[] = {"First failing case: **rg_clip**", "- set: external (1 cases judged)",
                                     "the error enters at the stage **scan carried in BF16"};
    assert_audit_md(dir, md, sizeof md / sizeof md[0]);
    snprintf(a, sizeof a, "audit cpu.samu_chunk32_serial --case-file '%s' --out '%s-samu'", cf, dir);
    CU_ASSERT_EQUAL(sg("", a), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "does not run rglru") != NULL);
}

/* The same reproducer (its tensors, entry state included) from two audits. */
static void assert_same_reproducer(const char *d1, const char *d2, const char *name) {
    char p1[2048], p2[2048];
    snprintf(p1, sizeof p1, "%s/%s", d1, name);
    snprintf(p2, sizeof p2, "%s/%s", d2, name);
    sg_tset a, b;
    SG_ASSERT_OK(sg_safetensors_read(p1, &a));
    SG_ASSERT_OK(sg_safetensors_read(p2, &b));
    CU_ASSERT_EQUAL_FATAL(a.n, b.n);
    for (int i = 0; i < a.n; i++) {
        const sg_tensor *t = sg_tset_get(&b, a.t[i].name);
        CU_ASSERT_PTR_NOT_NULL_FATAL(t);
        CU_ASSERT(sg_tensor_nbytes(t) == sg_tensor_nbytes(&a.t[i]) &&
                  memcmp(t->data, a.t[i].data, sg_tensor_nbytes(t)) == 0);
    }
    sg_tset_free(&a);
    sg_tset_free(&b);
}

/* The reproducer's gate in audit.md against the failing gates the same
 * audit.md lists ("q.m V (FAIL above L"): it names the one of a [B, L, D]
 * quantity of `model` with the largest V / L (within the rounding of the
 * printed %.3g values), and its printed margin agrees with that ratio. */
static void assert_widest_gate(const char *md, const char *model) {
    const sg_model_desc *m = sg_model_find(model);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    const char *end = strstr(md, "## Expected status");
    CU_ASSERT_PTR_NOT_NULL_FATAL(end);
    double best = -1;
    char bestq[64] = "";
    int n = 0;
    for (const char *p = strstr(md, " (FAIL above "); p && p < end; p = strstr(p + 1, " (FAIL above ")) {
        const char *s = p; /* back to the start of "q.m V" */
        int spaces = 0;
        while (s > md && !(s[-1] == ' ' && ++spaces == 2)) s--;
        char qm[64];
        double v, l;
        if (sscanf(s, "%63s %lf (FAIL above %lf", qm, &v, &l) != 3) continue;
        const char *dot = strchr(qm, '.');
        if (!dot) continue;
        int bld = 0;
        for (int i = 0; i < m->nq; i++)
            if (strlen(m->quantities[i].name) == (size_t)(dot - qm) && strncmp(qm, m->quantities[i].name, (size_t)(dot - qm)) == 0)
                bld = m->quantities[i].shape == SG_SHAPE_BLD;
        if (!bld || !(l > 0)) continue;
        n++;
        if (v / l > best) best = v / l, snprintf(bestq, sizeof bestq, "%s", qm);
    }
    CU_ASSERT_FATAL(n > 1); /* more than one gate to choose from */
    const char *g = strstr(md, "The gate it keeps failing is the failing gate of a [B, L, D] quantity with the widest "
                               "margin over its FAIL limit: ");
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    char qm[64];
    double r;
    CU_ASSERT_FATAL(sscanf(strchr(g, ':') + 2, "%63s at %lf times", qm, &r) == 2);
    CU_ASSERT(r >= best * (1 - 2e-3));          /* no listed gate is wider */
    CU_ASSERT(fabs(r - best) <= 2e-3 * best);   /* and it is the widest listed */
    if (!(fabs(r - best) <= 2e-3 * best)) fprintf(stderr, "reproducer gate %s at %g; widest listed %s at %g\n", qm, r, bestq, best);
}

/* `scangate audit --oracle-memory MIB`: a case whose oracle results exceed
 * it is audited from their stream (rg_long_16k, 1 MiB): the same profile and
 * worst elements byte for byte as the held audit, the same stage-swap
 * conclusion, the same reproducer (its entry state from the streamed y), and
 * audit.md says the case was streamed; a bad value is a usage error. */
static void test_cli_streamed(void) {
    char a[4096], held[1024], str[1024];
    snprintf(held, sizeof held, "%s/audit-held", bdir());
    snprintf(str, sizeof str, "%s/audit-streamed", bdir());
    snprintf(a, sizeof a, "audit cpu.rglru_assoc_bf16 --set ci --case rg_long_16k --shrink-seconds 60 --out '%s'", held);
    int rc = sg("", a);
    CU_ASSERT(rc == 0 || rc == SG_E_NOTOOL);
    snprintf(a, sizeof a,
             "audit cpu.rglru_assoc_bf16 --set ci --case rg_long_16k --shrink-seconds 60 --oracle-memory 1 --out '%s'", str);
    rc = sg("", a);
    CU_ASSERT(rc == 0 || rc == SG_E_NOTOOL);
    CU_ASSERT(strstr(out, "rg_long_16k: its oracle results held would exceed 1 MiB: audited from their stream") != NULL);
    static const char *const same[] = {"profile.csv", "worst.csv"};
    for (int i = 0; i < 2; i++) {
        char *x = slurp(held, same[i]), *y = slurp(str, same[i]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(x);
        CU_ASSERT_PTR_NOT_NULL_FATAL(y);
        CU_ASSERT_STRING_EQUAL(x, y);
        free(x);
        free(y);
    }
    char *mh = slurp(held, "audit.md"), *ms = slurp(str, "audit.md");
    CU_ASSERT_PTR_NOT_NULL_FATAL(mh);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ms);
    CU_ASSERT_PTR_NULL(strstr(mh, "audited from their stream"));
    CU_ASSERT_PTR_NOT_NULL(strstr(ms, "- oracle: 1 case too long to hold its results (over 1 MiB, --oracle-memory) "
                                      "audited from their stream"));
    /* the conclusion and the stage swaps' table, word for word */
    static const char *const secs[] = {"## Conclusion", "## Stage swaps"};
    for (int i = 0; i < 2; i++) {
        const char *x = strstr(mh, secs[i]), *y = strstr(ms, secs[i]);
        CU_ASSERT_FATAL(x != NULL && y != NULL);
        const char *xe = strstr(x + 3, "\n## "), *ye = strstr(y + 3, "\n## ");
        const size_t nx = xe ? (size_t)(xe - x) : strlen(x), ny = ye ? (size_t)(ye - y) : strlen(y);
        CU_ASSERT(nx == ny && memcmp(x, y, nx) == 0);
    }
    assert_widest_gate(mh, "rglru");
    assert_widest_gate(ms, "rglru");
    /* the same cut: the held audit's "Kept from ..." sentence in the streamed one */
    CU_ASSERT(strstr(mh, "`hard_rglru_assoc_bf16_rg_long_16k.safetensors`") != NULL);
    const char *kept = strstr(mh, "Kept from rg_long_16k: ");
    CU_ASSERT_PTR_NOT_NULL_FATAL(kept);
    const char *kend = strchr(kept, '.');
    CU_ASSERT_PTR_NOT_NULL_FATAL(kend);
    char cut[256];
    snprintf(cut, sizeof cut, "%.*s", (int)(kend - kept), kept);
    CU_ASSERT(strstr(ms, cut) != NULL);
    free(mh);
    free(ms);
    assert_same_reproducer(held, str, "hard_rglru_assoc_bf16_rg_long_16k.safetensors");
    snprintf(a, sizeof a, "audit cpu.rglru_assoc_bf16 --set ci --case rg_long_16k --oracle-memory 0 --out '%s'", str);
    CU_ASSERT_EQUAL(sg("", a), SG_E_USAGE);
    CU_ASSERT(strstr(out, "--oracle-memory") != NULL);
}

static void test_shrink_planted_fault(void) {
    const sg_case_spec *spec;
    SG_ASSERT_OK(sg_fixture_find("ci", "rg_docs_B4", &spec));
    sg_case c;
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &c));
    char path[1024];
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    sg_thresholds th;
    SG_ASSERT_OK(sg_thresholds_load(path, &th));
    sg_backend_table t;
    sg_backends_fill(&t);
    sg_mutants_register(&t);
    const sg_backend *mut = sg_backend_find(&t, "mutant.reset_multiplier");
    const sg_backend *good = sg_backend_find(&t, "cpu.rglru_chunk16_grouped32");
    CU_ASSERT_PTR_NOT_NULL_FATAL(mut);
    CU_ASSERT_PTR_NOT_NULL_FATAL(good);
    const sg_eval_opts eo = {.th = &th, .cache_dir = sg_test_env("SG_CACHE_DIR", "/tmp/sg-oracle-cache"),
                             .yardstick = SG_YARDSTICK_METRICS, .table = &t, .rows = &mut, .nrows = 1,
                             .no_repeats = 1};
    sg_eval_result er;
    SG_ASSERT_OK(sg_eval_case(&c, &eo, &er));
    const sg_case_result *r = &er.items[0].res;
    CU_ASSERT_EQUAL_FATAL(r->q[0].verdict[SG_M_MODEL_ULP], SG_FAIL); /* y, the planted fault */
    int64_t fb, ft, fd;
    sg_audit_btd(SG_SHAPE_BLD, &c, r->q[0].m.worst_model, &fb, &ft, &fd);
    const sg_shrink_opts so = {.backend = mut, .table = &t, .th = &th, .quantity = "y", .metric = "model_ulp",
                               .focus_b = fb, .focus_t = ft, .focus_d = fd, .budget_seconds = 120};
    sg_shrink_result sr;
    SG_ASSERT_OK(sg_shrink(&so, &c, er.oracle, "rg_docs_B4-cut", &sr));
    const double whole = (double)(c.spec.B * c.spec.L * c.spec.D);
    const double part = (double)(sr.c.spec.B * sr.c.spec.L * sr.c.spec.D);
    fprintf(stderr, "\n  shrink: %s (%d evaluations, %.1f s); %lld x %lld x %lld of %lld x %lld x %lld, 1/%.0f\n",
            sr.steps, sr.evaluations, sr.seconds, (long long)sr.c.spec.B, (long long)sr.c.spec.L,
            (long long)sr.c.spec.D, (long long)c.spec.B, (long long)c.spec.L, (long long)c.spec.D, whole / part);
    CU_ASSERT(part * 16 <= whole);
    CU_ASSERT(!sr.budget_spent);
    /* the entry state is the oracle's state at ta - 1, rounded to FP32 */
    if (sr.ta > 0) {
        const float *h0 = sg_tset_get(&sr.c.inputs, "h0")->data;
        const double *e = sg_tset_get(er.oracle, "y.f64")->data;
        const int64_t b = sr.row < 0 ? 0 : sr.row;
        CU_ASSERT_EQUAL(h0[0], (float)e[(b * c.spec.L + sr.ta - 1) * c.spec.D + sr.da]);
    }
    /* it still fails the gate; the correct backend passes it */
    const sg_backend *both[2] = {mut, good};
    const sg_eval_opts e2 = {.th = &th, .yardstick = SG_YARDSTICK_METRICS, .table = &t, .rows = both, .nrows = 2};
    sg_eval_result er2;
    SG_ASSERT_OK(sg_eval_case(&sr.c, &e2, &er2));
    CU_ASSERT_EQUAL_FATAL(er2.n, 2);
    CU_ASSERT_EQUAL(er2.items[0].res.q[0].verdict[SG_M_MODEL_ULP], SG_FAIL);
    CU_ASSERT_NOT_EQUAL(er2.items[1].res.worst, SG_FAIL);
    sg_eval_free(&er2);
    /* saved and loaded back: the same case (hash) */
    char file[1024];
    snprintf(file, sizeof file, "%s/rg_docs_B4-cut.safetensors", bdir());
    SG_ASSERT_OK(sg_case_save(&sr.c, file));
    sg_case back;
    SG_ASSERT_OK(sg_case_load(file, &back));
    CU_ASSERT_STRING_EQUAL(back.hash, sr.c.hash);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_tset_meta(&back.inputs, "resets"), "cut of rg_docs_B4"));
    sg_case_free(&back);
    sg_shrink_free(&sr);
    sg_eval_free(&er);
    sg_case_free(&c);
    /* SAMU's channels are coupled: no channel cut */
    SG_ASSERT_OK(sg_fixture_find("smoke", "sa_L37_resets", &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, &c));
    sg_case cut;
    CU_ASSERT_EQUAL(sg_shrink_cut(&c, NULL, 0, 1, 0, c.spec.L, 0, 2, "x", &cut), SG_E_UNKNOWN);
    sg_case_free(&cut);
    SG_ASSERT_OK(sg_shrink_cut(&c, NULL, 0, 1, 0, 5, 0, c.spec.D, "x", &cut)); /* rows and a prefix: fine */
    CU_ASSERT(cut.spec.B == 1 && cut.spec.L == 5 && cut.spec.D == c.spec.D);
    sg_case_free(&cut);
    sg_case_free(&c);
    sg_thresholds_free(&th);
}

/* The attribution rule on constructed outputs (audit/sg_attrib.h; THRESHOLDS.md R-ATTRIB): the issue's
 * sparse, large error is reproduced only by a candidate with those numbers at those elements, never by
 * one that errs by as much elsewhere or on the same elements with other numbers. */
static void test_attrib_rule(void) {
    enum { N = 40 };
    double E[N], S[N], O[N], Vright[N], Vscale[N], Vmost[N];
    for (int i = 0; i < N; i++) {
        E[i] = 1.0 + 0.01 * i;
        S[i] = 2.0;
        O[i] = E[i] + 1e-4 * E[i] * (i % 3 ? 1 : -1); /* a large error, over 800 u32 S, on every failing element */
        Vright[i] = O[i] + 0.1 * (O[i] - E[i]);     /* the same numbers within 10% of their error */
        Vscale[i] = E[i] - (O[i] - E[i]);            /* as large an error, the other sign: not the same numbers */
        Vmost[i] = i < 36 ? Vright[i] : E[i];       /* 36 of 40 = 0.9 < 0.95 */
    }
    const double rho = 0.25, kappa = 64;
    CU_ASSERT_EQUAL(sg_attrib_fraction(N, O, Vright, E, S, 0, rho, kappa), 1.0);
    CU_ASSERT_EQUAL(sg_attrib_fraction(N, O, Vscale, E, S, 0, rho, kappa), 0.0);
    CU_ASSERT_EQUAL(sg_attrib_fraction(N, O, Vmost, E, S, 0, rho, kappa), 0.9);
    CU_ASSERT(isnan(sg_attrib_fraction(0, O, Vright, E, S, 0, rho, kappa)));
    /* the tolerance: rho |O - E| + kappa u32 S, just inside and just past it; NaN never reproduces */
    const double tol = rho * 1e-3 + kappa * 0x1p-24 * 2.0;
    CU_ASSERT(sg_attrib_reproduces(1.001, 1.001 - 0.999 * tol, 1.0, 2.0, 0, rho, kappa));
    CU_ASSERT(!sg_attrib_reproduces(1.001, 1.001 - 1.001 * tol, 1.0, 2.0, 0, rho, kappa));
    CU_ASSERT(!sg_attrib_reproduces(NAN, 1.0, 1.0, 2.0, 0, rho, kappa));
    CU_ASSERT(!sg_attrib_reproduces(1.0, NAN, 1.0, 2.0, 0, rho, kappa));
    /* BF16: one ulp of the larger magnitude more (2^-7 at 1) */
    CU_ASSERT(sg_attrib_reproduces(1.0, 1.0 + 0x1p-7, 1.0, 0.0, 1, rho, kappa));
    CU_ASSERT(!sg_attrib_reproduces(1.0, 1.0 + 0x1p-7, 1.0, 0.0, 0, rho, kappa));
    /* a bracket: O between the runs' extremes, or within the tolerance of them */
    CU_ASSERT(sg_attrib_within(0.5, 0.1, 0.9, 0.0, 0.0, 0, rho, kappa));
    CU_ASSERT(!sg_attrib_within(0.95, 0.1, 0.9, 0.9, 0.0, 0, rho, kappa)); /* 0.05 past, tolerance 0.0125 */
    CU_ASSERT(sg_attrib_within(0.95, 0.1, 0.9, 0.75, 0.0, 0, rho, kappa)); /* tolerance 0.05 */
    CU_ASSERT(!sg_attrib_within(0.5, NAN, 0.9, 0.0, 0.0, 0, rho, kappa));
    /* not wider: at most max(2n, n + 8) elements over the limit */
    CU_ASSERT(sg_attrib_not_wider(8, 0) && !sg_attrib_not_wider(9, 0));
    CU_ASSERT(sg_attrib_not_wider(200, 100) && !sg_attrib_not_wider(201, 100));
    /* discriminating: (1 - rho) |O - E| > kappa u32 S (+ a BF16 ulp of |O|); NaN discriminates */
    const double fl = kappa * 0x1p-24 * 2.0; /* S = 2 */
    CU_ASSERT(sg_attrib_discriminates(1.0 + 1.001 * fl / (1 - rho), 1.0, 2.0, 0, rho, kappa));
    CU_ASSERT(!sg_attrib_discriminates(1.0 + 0.999 * fl / (1 - rho), 1.0, 2.0, 0, rho, kappa));
    CU_ASSERT(!sg_attrib_discriminates(1.0 + 0x1p-7, 1.0, 0.0, 1, rho, kappa)); /* one BF16 flip: never */
    CU_ASSERT(sg_attrib_discriminates(1.0 + 0x1p-5, 1.0, 0.0, 1, rho, kappa));
    CU_ASSERT(sg_attrib_discriminates(NAN, 1.0, 2.0, 0, rho, kappa));
    /* an element that does not discriminate is reproduced by the exact result itself: the rule's premise */
    CU_ASSERT(sg_attrib_reproduces(1.0 + 0.999 * fl / (1 - rho), 1.0, 1.0, 2.0, 0, rho, kappa));
    CU_ASSERT(!sg_attrib_reproduces(1.0 + 1.001 * fl / (1 - rho), 1.0, 1.0, 2.0, 0, rho, kappa));
    /* the bracket rows' names */
    CU_ASSERT(sg_attrib_bracket_of("opv.om_from_decay.m2", "opv.om_from_decay"));
    CU_ASSERT(!sg_attrib_bracket_of("opv.om_from_decay.m2", "opv.om_from"));
    CU_ASSERT(!sg_attrib_bracket_suffix("opv.decay_up2") && !sg_attrib_bracket_suffix("opv.reset_drop_t32"));
}

/* The departure (THRESHOLDS.md R-ATTRIB, the evidence of last resort) on constructed outputs: a fault too
 * small for any element to show (0.5 u32 S on every element, within the twin bound) FAILs a statistic of
 * RG-LRU's h_last; the outputs carry it with other roundings. The variant with that fault is named; one with
 * twice the fault, or the same fault on half of the elements, is not (they lie as far from the outputs as
 * the canonical path, or 0.7 of it), nor is one with 1.2 times the fault (within 2 rho of the canonical
 * path's departure, but not twice as far as the right one: without the comparison it would make the answer
 * ambiguous); with the right two absent neither other is named (none, not a wrong name); with a NaN in the
 * outputs, nothing is. */
static void dep_tensor(sg_tset *s, const char *name, int n, const double *x) {
    const int64_t shape[1] = {n};
    float *p = sg_tset_add(s, name, SG_F32, 1, shape);
    for (int i = 0; i < n; i++) p[i] = (float)x[i];
}

static void test_attrib_departure(void) {
    const sg_model_desc *md = sg_model_find("rglru");
    CU_ASSERT_PTR_NOT_NULL_FATAL(md);
    sg_thresholds th;
    load_thresholds(&th);
    int qi = -1;
    for (int i = 0; i < md->nq; i++)
        if (strcmp(md->quantities[i].name, "h_last") == 0) qi = i;
    CU_ASSERT_FATAL(qi >= 0);
    enum { N = 512 };
    static double E[N], S[N], C[N], O[N], V1[N], V12[N], V2[N], Vh[N];
    uint64_t st = 12345;
    for (int i = 0; i < N; i++) {
        E[i] = 1.0 + (double)i / N;
        S[i] = 1024.0;                          /* u32 S = 2^-14: a float's ulp at 1 is 2^-23 */
        const double u = 0x1p-24 * S[i], f = 0.5 * u * (i % 2 ? 1 : -1);
        st = st * 6364136223846793005u + 1442695040888963407u;
        const double noise = 0.05 * u * ((double)(st >> 11) * 0x1p-53 - 0.5); /* the outputs' other roundings */
        C[i] = E[i] + 0.1 * u * ((i % 3) - 1.0);
        V1[i] = C[i] + f;
        V12[i] = C[i] + 1.2 * f;
        V2[i] = C[i] + 2 * f;
        Vh[i] = C[i] + (i % 4 < 2 ? f : 0.0);
        O[i] = V1[i] + noise;
    }
    char nS[SG_NAME_MAX + 8];
    sg_oracle_tensor_name(nS, sizeof nS, "h_last", SG_ORC_S);
    sg_tset oracle = {0}, given = {0}, canon = {0}, v1 = {0}, v12 = {0}, v2 = {0}, vh = {0};
    const int64_t shape[1] = {N};
    memcpy(sg_tset_add(&oracle, nS, SG_F64, 1, shape), S, sizeof S);
    dep_tensor(&given, "h_last", N, O);
    dep_tensor(&canon, "h_last", N, C);
    dep_tensor(&v1, "h_last", N, V1);
    dep_tensor(&v12, "h_last", N, V12);
    dep_tensor(&v2, "h_last", N, V2);
    dep_tensor(&vh, "h_last", N, Vh);
    /* the outputs FAIL h_last's err_ratio; each variant fails it too; the canonical path passes */
    static sg_case_result res, cres, vres;
    memset(&res, 0, sizeof res);
    res.nq = md->nq;
    for (int i = 0; i < md->nq; i++) snprintf(res.q[i].quantity, sizeof res.q[i].quantity, "%s", md->quantities[i].name);
    cres = vres = res;
    res.q[qi].verdict[SG_M_ERR_RATIO] = SG_FAIL;
    vres.q[qi].verdict[SG_M_ERR_RATIO] = SG_FAIL;
    static sg_attrib_pts pts[SG_ATTRIB_MAXQ];
    sg_attrib_pts_init(pts, md->nq);
    const double rho = 0.25, phi = 0.95, kappa = 64;
    const sg_tset *sets[4] = {&v1, &v12, &v2, &vh};
    const char *names[4] = {"v.one", "v.one_point_two", "v.two", "v.half"};
    const sg_attrib_dep dep = {.oracle = &oracle};
    for (int with_right = 1; with_right >= 0; with_right--) {
        sg_attrib a;
        sg_attrib_begin(&a, md, &th, &given, &res, pts, md->nq, rho, phi, kappa, &canon, &cres, &dep);
        CU_ASSERT_EQUAL(a.nel, 0);
        CU_ASSERT_EQUAL(a.ndep, 1);
        for (int k = with_right ? 0 : 2; k < 4; k++) {
            sg_attrib_row row;
            SG_ASSERT_OK(sg_attrib_offer(&a, names[k], names[k], sets[k], &vres, NULL, 0, &row));
            CU_ASSERT(row.effect);
            if (k == 0) CU_ASSERT(row.depr < 0.1);
            if (k == 1) CU_ASSERT(row.depr > 0.15 && row.depr < 0.25); /* within 2 rho, but not twice as far as v.one */
            if (k == 2) CU_ASSERT(row.depr > 0.9 && row.depr < 1.1);
            if (k == 3) CU_ASSERT(row.depr > 0.6 && row.depr < 0.8);
        }
        const sg_attrib_kind kind = sg_attrib_conclusion(&a);
        if (with_right) {
            CU_ASSERT_EQUAL(kind, SG_ATTRIB_NAMED);
            CU_ASSERT(a.nmatch == 1 && strcmp(a.mname[0], "v.one") == 0);
        } else
            CU_ASSERT(kind != SG_ATTRIB_NAMED && kind != SG_ATTRIB_AMBIGUOUS && kind != SG_ATTRIB_CANON_LIKE);
    }
    /* a streamed oracle: no departure measured, no evidence: don't know */
    sg_attrib a;
    sg_attrib_begin(&a, md, &th, &given, &res, pts, md->nq, rho, phi, kappa, &canon, &cres, NULL);
    CU_ASSERT(a.ndep == 0 && a.nundep == 1);
    sg_attrib_row row;
    SG_ASSERT_OK(sg_attrib_offer(&a, names[0], names[0], &v1, &vres, NULL, 0, &row));
    CU_ASSERT_EQUAL(sg_attrib_conclusion(&a), SG_ATTRIB_NO_ELEMENTS);
    /* NaN in the outputs: the departure is NaN, nothing reproduces it */
    ((float *)sg_tset_get(&given, "h_last")->data)[7] = NAN;
    sg_attrib_begin(&a, md, &th, &given, &res, pts, md->nq, rho, phi, kappa, &canon, &cres, &dep);
    SG_ASSERT_OK(sg_attrib_offer(&a, names[0], names[0], &v1, &vres, NULL, 0, &row));
    CU_ASSERT(sg_attrib_conclusion(&a) != SG_ATTRIB_NAMED);
    CU_ASSERT(isnan(sg_attrib_departure(&md->quantities[qi], &oracle, &given, &canon)));
    sg_tset_free(&oracle);
    sg_tset_free(&given);
    sg_tset_free(&canon);
    sg_tset_free(&v1);
    sg_tset_free(&v12);
    sg_tset_free(&v2);
    sg_tset_free(&vh);
    sg_thresholds_free(&th);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"a planted error: worst element, first departure, its chunk, resets", test_planted_error},
        {"attribution: failing elements reproduced one by one, brackets, not wider (constructed)", test_attrib_rule},
        {"attribution: the departure names the fault too small for any element, not its neighbours", test_attrib_departure},
        {"the audit from the oracle's blocks in any order equals the held audit", test_stream_equals_held},
        {"streamed first departure behind overtaken candidates: 60 random draws", test_stream_departure_draws},
        {"scangate audit on a passing case: every file, nothing to localise", test_cli_passing},
        {"scangate audit on the quarantined case: first failing case, rows, plots; no gnuplot: 12", test_cli_quarantined},
        {"scangate audit: bad command lines", test_cli_bad_input},
        {"scangate audit BACKEND --case-file: a case from a file", test_cli_case_file},
        {"scangate audit --oracle-memory: a long case audited from the oracle's stream, as the held audit", test_cli_streamed},
        {"minimised reproducer of a planted fault: <= 1/16, still fails, the correct backend passes", test_shrink_planted_fault},
        {NULL, NULL},
    };
    sg_add_suite("audit", t);
}
