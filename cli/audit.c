/* audit.c - scangate audit BACKEND [--set S | --case C | --case-file F --outputs O] [--out DIR]:
 * the audit of one backend (or of outputs read from a file) for a kernel
 * engineer: on every case, its metrics and verdicts beside the canonical FP32
 * path's (report.json, report.md, junit.xml, as `run` writes them); the first
 * failing case; per case and quantity the error-against-position profile
 * (profile.csv; per chunk of the backend's algorithm) and the worst elements
 * with (b, t, d), chunk, group, inputs and values in %a (worst.csv); the first
 * token where its error leaves the canonical path's envelope; the backend's
 * EXPECTED_STATUS.md rows and evidence; plots of the failing quantities'
 * profiles (gnuplot, PNG and SVG); and, on the first failing case, the stage
 * swaps of the backend's row (sg_stage_swap: the same algorithm with one stage
 * done as a reference algorithm does it), each evaluated on that case, naming
 * the stage whose swap clears every failing gate (audit.md says it all in
 * prose). Written into a new directory beside DIR (default
 * reports/audits/BACKEND), which then replaces DIR whole in one step
 * (sg_replace_dir: a kill at any moment leaves the old DIR or the new one,
 * never none). Exit code as `run`:
 * 0, or 1 (a regression), 11 (an unexpected pass or an unlisted case), or
 * the kind of bad input; 12 when gnuplot is missing (every file but the
 * images written); 14 when gnuplot ran past SG_GNUPLOT_TIMEOUT (killed). */
#define _XOPEN_SOURCE 700 /* nftw, mkdtemp */
#include "sg_cli.h"
#include "sg_audit.h"
#include "sg_shrink.h"
#include "sg_backends.h"
#include "sg_reference.h"

#include <errno.h>
#include <ftw.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int die(sg_status st) {
    fprintf(stderr, "scangate audit: error [%s]: %s\n", sg_status_name(st), sg_errmsg());
    return (int)st;
}

/* What one case gave, for the summary. */
typedef struct {
    sg_case_result res;
    int64_t L;
    const char *model; /* the case's model (a canonical row runs every model) */
    char depart[256];  /* the first departure, in words */
} case_line;

static int rm_one(const char *p, const struct stat *sb, int flag, struct FTW *f) {
    (void)sb;
    (void)flag;
    (void)f;
    return remove(p);
}

/* The audit's directory while it is being written ("<destination>.tmp.<pid>.<hex>",
 * the project's temporary pattern, beside the destination), removed at exit when
 * the audit ends before renaming it into place (or, after the exchange, the
 * replaced destination lying at its name): also when an allocation fails
 * and sg_xmalloc exits, so no half-written audit is left behind. One killed
 * outright (kill -9) leaves it, and the next audit into the same destination
 * removes it once its writer is gone (sg_clean_stale_temps). */
static char audit_tmp[2200];

static void audit_tmp_remove(void) {
    if (audit_tmp[0] && strstr(audit_tmp, ".tmp.")) nftw(audit_tmp, rm_one, 16, FTW_DEPTH | FTW_PHYS);
    audit_tmp[0] = 0;
}

/* The failing gates of a result as "q.metric value (limit L; canonical C)", and their count. */
static int failing_gates(const sg_case_result *r, const sg_thresholds *th, const char *model, sg_text *t) {
    int n = 0;
    for (int i = 0; i < r->nq; i++)
        for (int k = 0; k < SG_M_COUNT; k++) {
            const sg_qresult *q = &r->q[i];
            if (q->verdict[k] != SG_FAIL) continue;
            const sg_threshold *row = sg_thresholds_find(th, model, q->quantity, sg_metric_name((sg_metric)k));
            if (t) {
                sg_text_printf(t, "%s%s.%s %.3g (FAIL above %.3g", n ? "; " : "", q->quantity,
                               sg_metric_name((sg_metric)k), q->m.v[k], row ? row->fail : (double)NAN);
                if (q->have_canon) sg_text_printf(t, "; canonical %.3g", q->canon[k]);
                sg_text_printf(t, ")");
            }
            n++;
        }
    return n;
}

/* How far gate (quantity i, metric k) of r is past its FAIL limit: value /
 * limit, +inf for a limit of 0 or a NaN value (any such value fails by the
 * whole of it). The reproducer's search cuts for the widest: an aggregate
 * norm just past its limit (rel_l2 at 1.04x on a long case) passes on most
 * cuts, while a per-element bound far past it (model_ulp at 100x) goes with
 * the element that breaks it into any cut that keeps that element's history. */
static double gate_margin(const sg_case_result *r, const sg_thresholds *th, const char *model, int i, int k) {
    const sg_threshold *row = sg_thresholds_find(th, model, r->q[i].quantity, sg_metric_name((sg_metric)k));
    const double v = r->q[i].m.v[k];
    if (!row || isnan(v) || !(row->fail > 0)) return INFINITY;
    return v / row->fail;
}

/* Whether every gate that FAILs in `orig` passes (not FAIL) in `swapped`. */
static int clears(const sg_case_result *orig, const sg_case_result *swapped, int *cleared, int *total) {
    *cleared = *total = 0;
    for (int i = 0; i < orig->nq; i++)
        for (int k = 0; k < SG_M_COUNT; k++) {
            if (orig->q[i].verdict[k] != SG_FAIL) continue;
            (*total)++;
            for (int j = 0; j < swapped->nq; j++)
                if (strcmp(swapped->q[j].quantity, orig->q[i].quantity) == 0 && swapped->q[j].verdict[k] != SG_FAIL)
                    (*cleared)++;
        }
    return *total > 0 && *cleared == *total;
}

/* A case too long to hold its oracle's results is audited from their stream:
 * the evaluation judges the blocks and hands each to this reader too, which
 * feeds the audit's accumulator (when `audit`) and keeps the oracle's state,
 * y in float64 (when `keep_state`: what the reproducer's cuts start from),
 * never the rest. */
typedef struct {
    const sg_model_desc *md;
    const sg_case *c;
    sg_audit_structure st;
    int audit, keep_state;
    const sg_tset *given; /* the outputs audited when given (else the backend's run A) */
    sg_audit_acc *acc;
    sg_tset state;        /* keep_state: y's float64 values, named as a held oracle names them */
    int state_q;          /* y's index in the model's quantities */
    struct outside_top *top; /* the given outputs' worst elements, collected from the blocks (NULL: not) */
} audit_stream;

static sg_status outside_top_feed(struct outside_top *ot, const sg_oracle_block *k);

static sg_status as_begin(void *ctx, const sg_eval_result *r) {
    audit_stream *a = ctx;
    sg_status st = SG_OK;
    if (a->audit) {
        const sg_tset *outs = a->given ? a->given : &r->items[r->n - 1].out_a;
        st = sg_audit_acc_begin(a->md, a->c, outs, r->yardstick_outputs, a->st, &a->acc);
    }
    if (!st && a->keep_state) {
        a->state_q = -1;
        for (int i = 0; i < a->md->nq; i++)
            if (strcmp(a->md->quantities[i].name, "y") == 0) a->state_q = i;
        if (a->state_q < 0) return sg_fail(SG_E_INTERNAL, "audit: model %s has no y", a->md->name);
        char nf[SG_NAME_MAX + 8];
        sg_oracle_tensor_name(nf, sizeof nf, "y", SG_ORC_F64);
        const int64_t shape[3] = {a->c->spec.B, a->c->spec.L, a->c->spec.D};
        if (!sg_tset_add(&a->state, nf, SG_F64, 3, shape)) return SG_E_INTERNAL;
    }
    return st;
}

static sg_status as_block(void *ctx, const sg_oracle_block *k) {
    audit_stream *a = ctx;
    if (a->acc) {
        const sg_status st = sg_audit_acc_feed(a->acc, k);
        if (st) return st;
    }
    if (a->top) {
        const sg_status st = outside_top_feed(a->top, k);
        if (st) return st;
    }
    if (a->keep_state && k->q == a->state_q && a->state.n == 1) {
        double *dst = a->state.t[0].data;
        int64_t j = 0;
        for (int64_t i0 = k->i0; i0 < k->i1; i0++)
            for (int64_t i1 = k->j0; i1 < k->j1; i1++)
                for (int64_t i2 = k->k0; i2 < k->k1; i2++) dst[(i0 * k->n1 + i1) * k->n2 + i2] = k->f64[j++];
    }
    return SG_OK;
}

static void as_free(audit_stream *a) {
    sg_audit_acc_free(a->acc);
    a->acc = NULL;
    sg_tset_free(&a->state);
}

/* One case through the evaluation: the rows (in this order) and then the
 * outputs given (when `given`), with the canonical yardstick, outputs kept;
 * streamed when `as` is given (its reader takes the blocks: one oracle stream
 * judges every contestant), else with the oracle held. */
static sg_status eval_rows(const sg_cli_opts *o, const sg_backend_table *table, const sg_backend *const *rows, int nrows,
                           const sg_tset *given, const sg_thresholds *th, const sg_expected *ex, const char *set,
                           const sg_case *c, const sg_tset *oracle, const sg_tset *yout, const sg_case_result *yres,
                           audit_stream *as, sg_eval_result *er) {
    sg_oracle_opts oo;
    sg_oracle_opts_default(&oo);
    oo.prec = o->prec;
    oo.threads = o->threads;
    sg_eval_opts eo = {.th = th, .expected = ex, .set = set, .cache_dir = o->cache_dir, .oracle = oracle,
                       .oracle_opts = &oo, .yardstick = SG_YARDSTICK_METRICS, .table = table, .keep_outputs = 1};
    if (as) {
        eo.oracle = NULL;
        eo.stream = 1;
        eo.stream_begin = as_begin;
        eo.stream_block = as_block;
        eo.stream_ctx = as;
    }
    eo.rows = rows;
    eo.nrows = nrows;
    if (given) {
        eo.outputs = given;
        eo.outputs_name = o->backends[0];
        eo.outputs_where = o->outputs_file;
    }
    if (yout && yres) {
        eo.yardstick_outputs = yout;
        eo.yardstick_result = yres;
    }
    return sg_eval_case(c, &eo, er);
}

/* The audited backend b, or (b NULL) the outputs given, through eval_rows. */
static sg_status eval_one(const sg_cli_opts *o, const sg_backend_table *table, const sg_backend *b,
                          const sg_tset *given, const sg_thresholds *th, const sg_expected *ex, const char *set,
                          const sg_case *c, const sg_tset *oracle, const sg_tset *yout, const sg_case_result *yres,
                          audit_stream *as, sg_eval_result *er) {
    const sg_backend *rows[1] = {b};
    return eval_rows(o, table, rows, b ? 1 : 0, b ? NULL : given, th, ex, set, c, oracle, yout, yres, as, er);
}

typedef struct {
    const char *dir;
    sg_status st;
} writer;

static void put(writer *w, const char *name, const sg_text *t) {
    if (w->st) return;
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", w->dir, name);
    w->st = sg_write_atomic_buf(path, t->p ? t->p : "", t->len);
}

/* ---- outputs from a file: what their FAIL is like ---- */

#define SG_OUTSIDE_TOP 256      /* failing elements compared per quantity */
#define SG_OUTSIDE_REPRODUCES 0.25 /* residual at or below which a variant reproduces them */
#define SG_OUTSIDE_SCALE 3.0       /* or: its errors there within this factor of theirs (median) */

/* The outputs' SG_OUTSIDE_TOP worst elements of one quantity by model_ulp
 * (sg_audit_worst: one order whatever the blocks' order), with the oracle's
 * value e and S there: what the residuals and error scales below read, taken
 * from a held oracle or collected from its stream. */
typedef struct {
    sg_audit_worst h;
    sg_audit_elem el[SG_OUTSIDE_TOP];
} outside_pts;

struct outside_top {
    const sg_model_desc *md;
    const sg_tset *given;
    outside_pts p[16];
};

/* Empty selections over each quantity's storage. */
static void outside_top_init(struct outside_top *ot, const sg_model_desc *md, const sg_tset *given) {
    *ot = (struct outside_top){.md = md, .given = given};
    for (int i = 0; i < 16; i++) ot->p[i].h = (sg_audit_worst){SG_OUTSIDE_TOP, 0, ot->p[i].el};
}

static void pts_offer(outside_pts *p, double mu, int64_t w, double q, double e, double S) {
    sg_audit_worst_offer(&p->h, (sg_audit_elem){w, mu, q, e, S});
}

static sg_status outside_top_feed(struct outside_top *ot, const sg_oracle_block *k) {
    if (k->q < 0 || k->q >= ot->md->nq || k->q >= 16) return SG_OK;
    const sg_quantity *q = &ot->md->quantities[k->q];
    const sg_tensor *tq = sg_tset_get(ot->given, q->name);
    if (!tq) return SG_OK;
    outside_pts *p = &ot->p[k->q];
    int64_t j = 0;
    for (int64_t i0 = k->i0; i0 < k->i1; i0++)
        for (int64_t i1 = k->j0; i1 < k->j1; i1++)
            for (int64_t i2 = k->k0; i2 < k->k1; i2++, j++) {
                const int64_t w = (i0 * k->n1 + i1) * k->n2 + i2;
                const double v = sg_tensor_value(tq, w);
                pts_offer(p, sg_model_ulp_elem(v, k->f64[j], k->S[j], q->dtype), w, v, k->f64[j], k->S[j]);
            }
    return SG_OK;
}

/* The same from a held oracle: every element offered in index order. */
static void pts_held(const sg_quantity *q, const sg_tset *oracle, const sg_tset *given, outside_pts *p) {
    char nf[SG_NAME_MAX + 8], ns[SG_NAME_MAX + 8];
    sg_oracle_tensor_name(nf, sizeof nf, q->name, SG_ORC_F64);
    sg_oracle_tensor_name(ns, sizeof ns, q->name, SG_ORC_S);
    const sg_tensor *te = sg_tset_get(oracle, nf), *tS = sg_tset_get(oracle, ns), *tq = sg_tset_get(given, q->name);
    p->h.n = 0;
    if (!te || !tS || !tq) return;
    const int64_t m = (int64_t)sg_tensor_numel(tq);
    if ((int64_t)sg_tensor_numel(te) != m || (int64_t)sg_tensor_numel(tS) != m) return;
    const double *e = te->data, *S = tS->data;
    for (int64_t i = 0; i < m; i++) {
        const double v = sg_tensor_value(tq, i);
        pts_offer(p, sg_model_ulp_elem(v, e[i], S[i], q->dtype), i, v, e[i], S[i]);
    }
    sg_audit_worst_sort(&p->h);
}

/* ||O - V|| / ||O - E|| over the points p of quantity q: how much of the
 * outside outputs' error there a path V's outputs do not reproduce (0: the
 * same numbers; 1: no nearer than the exact result). NaN propagates. */
static double residual(const sg_quantity *q, const outside_pts *p, const sg_tset *given, const sg_tset *v) {
    const sg_tensor *to = sg_tset_get(given, q->name), *tv = sg_tset_get(v, q->name);
    if (!to || !tv || sg_tensor_numel(tv) != sg_tensor_numel(to)) return (double)NAN;
    double num = 0, den = 0;
    for (int i = 0; i < p->h.n; i++) {
        const int64_t w = p->el[i].w;
        const double ov = sg_tensor_value(to, w);
        num += (ov - sg_tensor_value(tv, w)) * (ov - sg_tensor_value(tv, w));
        den += (ov - p->el[i].e) * (ov - p->el[i].e);
    }
    if (isnan(num) || isnan(den)) return (double)NAN;
    return den > 0 ? sqrt(num / den) : (num > 0 ? (double)INFINITY : 0.0);
}

static int dbl_asc(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median over the points p of quantity q of |V - E| / |O - E| (those
 * where O is exact left out): whether a path V errs there by as much as the
 * outside outputs O, even when not with the same numbers (an operation that
 * cancels turns one-ulp differences of its operands into different large
 * errors). NaN when no element is left or a value is NaN. */
static double error_scale(const sg_quantity *q, const outside_pts *p, const sg_tset *given, const sg_tset *v) {
    const sg_tensor *to = sg_tset_get(given, q->name), *tv = sg_tset_get(v, q->name);
    if (!to || !tv || sg_tensor_numel(tv) != sg_tensor_numel(to) || p->h.n <= 0) return (double)NAN;
    double r[SG_OUTSIDE_TOP];
    int k = 0;
    for (int i = 0; i < p->h.n; i++) {
        const int64_t w = p->el[i].w;
        const double eo = fabs(sg_tensor_value(to, w) - p->el[i].e), ev = fabs(sg_tensor_value(tv, w) - p->el[i].e);
        if (isnan(eo) || isnan(ev)) return (double)NAN;
        if (eo > 0) r[k++] = ev / eo;
    }
    if (k == 0) return (double)NAN;
    qsort(r, (size_t)k, sizeof *r, dbl_asc);
    return k % 2 ? r[k / 2] : 0.5 * (r[k / 2 - 1] + r[k / 2]);
}

/* Whether two output sets hold the same bits in every tensor of `md`. */
static int same_outputs(const sg_model_desc *md, const sg_tset *a, const sg_tset *b) {
    for (int i = 0; i < md->nq; i++) {
        const sg_tensor *x = sg_tset_get(a, md->quantities[i].name), *y = sg_tset_get(b, md->quantities[i].name);
        if (!x || !y || x->dtype != y->dtype || sg_tensor_numel(x) != sg_tensor_numel(y)) return 0;
        if (memcmp(x->data, y->data, sg_tensor_numel(x) * sg_dtype_size(x->dtype)) != 0) return 0;
    }
    return 1;
}

/* Outputs read from a file that FAIL: where their failing elements sit
 * (their worst elements by model_ulp, with the exact values and the canonical
 * path's), whether the canonical FP32 path fails the same gates (then they
 * are as wrong as the canonical order, and a quarantine of the canonical path
 * there is named with its reason), and which single-operation variant of the
 * canonical path (sg_opv.h) reproduces their failing elements: for each
 * failing quantity, the residual ||O - V|| / ||O - E|| over the outputs'
 * SG_OUTSIDE_TOP worst elements; a variant reproduces them when it fails every
 * gate they fail and its largest residual is at most SG_OUTSIDE_REPRODUCES.
 * Markdown into `t`, the conclusion into concl. */
static sg_status explain_outside(const sg_cli_opts *o, const sg_backend_table *table, const sg_thresholds *th,
                                 const sg_expected *ex, const char *set, sg_text *t, char *concl, size_t nconcl) {
    sg_case c;
    memset(&c, 0, sizeof c);
    sg_tset given;
    sg_tset_init(&given);
    sg_eval_result er, vr;
    memset(&er, 0, sizeof er);
    memset(&vr, 0, sizeof vr);
    sg_backend_table vt; /* the single-operation variants */
    memset(&vt, 0, sizeof vt);
    sg_reference_opv_register(&vt);
    struct outside_top *ot = calloc(1, sizeof *ot); /* the failing elements compared, per quantity */
    outside_pts *pts = ot ? ot->p : NULL;
    const sg_model_desc *md = NULL;
    sg_audit_case a;
    memset(&a, 0, sizeof a);
    audit_stream as;
    memset(&as, 0, sizeof as);
    sg_status st;
    if (!ot) return sg_fail(SG_E_INTERNAL, "audit: out of memory (%zu bytes)", sizeof *ot);
    if ((st = sg_case_load(o->case_file, &c)) || (st = sg_safetensors_read(o->outputs_file, &given)) ||
        (st = sg_model_of_case(&c, &md)))
        goto out;
    /* a case too long to hold its oracle's results: each evaluation below
     * from the oracle's stream, the first one also collecting the audit's
     * worst elements and the compared points (else held, through the cache) */
    const uint64_t oracle_mib = o->oracle_mib ? o->oracle_mib : 2048;
    const int stream =
        md->oracle_stream && sg_model_quantity_bytes(md, c.spec.B, c.spec.L, c.spec.D, 1) > (double)oracle_mib * 1048576.0;
    outside_top_init(ot, md, &given);
    as = (audit_stream){.md = md, .c = &c, .audit = 1, .given = &given, .top = ot};
    audit_stream judged = {.md = md, .c = &c}; /* streamed: judged only */
    /* the canonical FP32 path on the same case and the variants that run the
     * model, their outputs kept */
    const sg_backend *rows[1 + SG_MAX_BACKENDS];
    int nv = 0;
    rows[0] = sg_backend_find(table, "cpu.canonical_f32");
    if (!rows[0]) {
        st = sg_fail(SG_E_INTERNAL, "audit: no cpu.canonical_f32 row");
        goto out;
    }
    for (int v = 0; v < vt.n && nv < SG_MAX_BACKENDS; v++)
        if (sg_model_runs(md, &vt.b[v])) rows[1 + nv++] = &vt.b[v];
    /* One evaluation judges the canonical row, the variants and the outputs
     * given (last), with one oracle (streamed: one stream, the first reader
     * also collecting the audit's worst elements and the compared points).
     * Streamed, the outputs kept at once (the given ones, the yardstick's, the
     * canonical row's and the variants') stay within half the machine's memory
     * (SG_AUDIT_MEMORY_MIB overrides): the variants that do not fit are
     * evaluated afterwards, as many at a time, each batch from a stream of its
     * own. */
    int per = nv;
    if (stream) {
        const double set_bytes = sg_model_quantity_bytes(md, c.spec.B, c.spec.L, c.spec.D, 0);
        double budget = 0.5 * (double)sysconf(_SC_PHYS_PAGES) * (double)sysconf(_SC_PAGESIZE);
        const char *mm = getenv("SG_AUDIT_MEMORY_MIB");
        if (mm && *mm) {
            char *end = NULL;
            errno = 0;
            const unsigned long long mib = strtoull(mm, &end, 10);
            if (errno || *end || mm[0] < '0' || mm[0] > '9' || mib == 0 || mib > (1ull << 40)) {
                st = sg_fail(SG_E_USAGE, "SG_AUDIT_MEMORY_MIB is '%s': a number of MiB from 1 to 2^40 wanted", mm);
                goto out;
            }
            budget = (double)mib * 1048576.0;
        }
        const double fit = set_bytes > 0 && budget > 0 ? floor(budget / set_bytes) - 3.0 : 1.0;
        per = fit < 1.0 ? 1 : fit < (double)nv ? (int)fit : nv;
    }
    if ((st = eval_rows(o, table, rows, 1 + per, &given, th, ex, set, &c, NULL, NULL, NULL, stream ? &as : NULL, &er)))
        goto out;
    if (stream) {
        if ((st = sg_audit_acc_end(as.acc, &a))) goto out;
        for (int i = 0; i < md->nq && i < 16; i++) sg_audit_worst_sort(&pts[i].h);
    }
    const sg_case_result *res = &er.items[er.n - 1].res;
    const int nq = md->nq < 16 ? md->nq : 16;
    const sg_eval_item *ci = &er.items[0]; /* the canonical row */
    const sg_tset *canon = &ci->out_a;
    /* where: the failing quantities' worst elements */
    sg_text fg = {0};
    failing_gates(res, th, md->name, &fg);
    sg_text_printf(t, "Failing gates of `%s` on %s (%s; regime %s; resets %s): %s.\n\n", o->backends[0], c.spec.name,
                   c.spec.target ? c.spec.target : "-", c.spec.regime ? c.spec.regime : "-",
                   c.spec.resets ? c.spec.resets : "-", fg.p ? fg.p : "none");
    sg_text_free(&fg);
    /* held: the audit of the outputs beside the canonical path's (streamed:
     * the accumulator fed above, the canonical yardstick's outputs beside
     * them: the canonical path's, bitwise) */
    if (!stream && (st = sg_audit_compute(md, &c, er.oracle, &given, canon, (sg_audit_structure){0, 0}, &a)))
        goto out;
    sg_text_printf(t, "Its worst elements in each failing quantity (all of them in `worst.csv`, with the inputs):\n\n"
                      "| quantity | b | t | d | model_ulp | value | exact | canonical FP32 | canonical model_ulp |\n"
                      "|---|---:|---:|---:|---:|---|---|---|---:|\n");
    for (int i = 0; i < nq; i++) {
        int qfail = 0;
        for (int k = 0; k < SG_M_COUNT; k++) qfail |= res->q[i].verdict[k] == SG_FAIL;
        if (!qfail || i >= a.nq) { /* only the failing quantities' points are compared */
            pts[i].h.n = 0;
            continue;
        }
        const sg_quantity *q = &md->quantities[i];
        const sg_tensor *tq = sg_tset_get(&given, q->name), *tc = sg_tset_get(canon, q->name);
        for (int r = 0; r < 3 && tq && tc; r++) {
            const int64_t w = a.q[i].top[r].w;
            if (w < 0) break;
            int64_t bb, tt, dd;
            sg_audit_btd(q->shape, &c, w, &bb, &tt, &dd);
            const double e = a.q[i].top[r].e, S = a.q[i].top[r].S;
            const double cv = sg_tensor_value(tc, w);
            sg_text_printf(t, "| %s | %lld | %lld | %lld | %.4g | %a | %a | %a | %.4g |\n", q->name, (long long)bb,
                           (long long)tt, (long long)dd, a.q[i].top[r].mu, sg_tensor_value(tq, w), e, cv,
                           sg_model_ulp_elem(cv, e, S, q->dtype));
        }
        if (!stream) pts_held(q, er.oracle, &given, &pts[i]);
    }
    int ccl, ctot;
    clears(res, &ci->res, &ccl, &ctot);
    /* no failing element compared (none found): nothing is reproduced, NaN */
    int ncompared = 0;
    for (int i = 0; i < nq; i++) ncompared += pts[i].h.n > 0;
    const double none = ncompared ? 0.0 : (double)NAN;
    double cres = none, clo = ncompared ? (double)INFINITY : none, chi = ncompared ? 0.0 : none;
    for (int i = 0; i < nq; i++)
        if (pts[i].h.n > 0) {
            const double r = residual(&md->quantities[i], &pts[i], &given, canon);
            if (isnan(r) || r > cres) cres = isnan(cres) ? cres : r;
            const double g = error_scale(&md->quantities[i], &pts[i], &given, canon);
            if (isnan(g)) clo = chi = (double)NAN;
            else if (!isnan(clo)) {
                clo = g < clo ? g : clo;
                chi = g > chi ? g : chi;
            }
        }
    const sg_expect_row *qrow = NULL;
    static const char *const sets[] = {"ci", "smoke", "bench"};
    for (int k = 0; k < 3 && !qrow; k++) {
        const sg_expect_row *r = sg_expected_find(ex, rows[0]->name, sets[k], c.spec.name);
        if (r && r->kind == SG_EXPECT_QUARANTINED) qrow = r;
    }
    sg_text_printf(t, "\nThe canonical FP32 path on the same case: %s; it fails %d of the %d gates the outputs fail; "
                      "residual %.3g, error scale %.3g .. %.3g (defined below the variants' table).%s%s%s%s\n\n",
                   sg_verdict_name(ci->res.worst), ctot - ccl, ctot, cres, clo, chi,
                   qrow ? " The canonical path is quarantined here: " : "", qrow ? qrow->reason : "", qrow ? "." : "", "");
    if (qrow) {
        /* the line number in its own sentence (reason may hold any text) */
        sg_text_printf(t, "Quarantine row: EXPECTED_STATUS.md line %d, evidence `%s`.\n\n", qrow->line, qrow->evidence);
    }
    /* as wrong as the canonical order: it fails some of the same gates and errs
     * by as much on the failing elements (or with the same numbers) */
    const int canon_like = ctot > ccl && (cres <= SG_OUTSIDE_REPRODUCES ||
                                          (clo >= 1.0 / SG_OUTSIDE_SCALE && chi <= SG_OUTSIDE_SCALE));
    /* the single-operation variants */
    sg_text_printf(t, "Single-operation variants of the canonical FP32 path (reference/sg_opv.h), each run on the case:\n\n"
                      "| variant | operation changed | verdict | the outputs' failing gates it fails | residual | "
                      "error scale |\n|---|---|---|---:|---:|---:|\n");
    const char *best = NULL, *best_what = NULL;
    double best_r = (double)INFINITY, best_res = (double)NAN, best_lo = (double)NAN, best_hi = (double)NAN;
    for (int v0 = 0; v0 < nv;) {
        /* the first batch was evaluated with the outputs, the others now */
        const int nb = v0 == 0 ? per : (nv - v0 < per ? nv - v0 : per);
        const sg_eval_item *items = &er.items[1];
        if (v0 > 0) {
            if ((st = eval_rows(o, table, &rows[1 + v0], nb, NULL, th, ex, set, &c, er.oracle, er.yardstick_outputs,
                                &er.yardstick_result, stream ? &judged : NULL, &vr)))
                goto out;
            items = vr.items;
        }
        for (int j = 0; j < nb; j++) {
            const sg_eval_item *it = &items[j];
            const sg_backend *vb = rows[1 + v0 + j];
            if (same_outputs(md, &it->out_a, canon)) {
                sg_text_printf(t, "| %s | %s | %s | - | no effect on this case (the canonical path's bits) | - |\n",
                               vb->name, vb->algorithm, sg_verdict_name(it->res.worst));
                continue;
            }
            int vcl, vtot;
            clears(res, &it->res, &vcl, &vtot);
            double vres = none, lo = ncompared ? (double)INFINITY : none, hi = ncompared ? 0.0 : none;
            for (int i = 0; i < nq; i++)
                if (pts[i].h.n > 0) {
                    const double r = residual(&md->quantities[i], &pts[i], &given, &it->out_a);
                    if (isnan(r) || r > vres) vres = isnan(vres) ? vres : r;
                    const double g = error_scale(&md->quantities[i], &pts[i], &given, &it->out_a);
                    if (isnan(g)) lo = hi = (double)NAN;
                    else if (!isnan(lo)) {
                        lo = g < lo ? g : lo;
                        hi = g > hi ? g : hi;
                    }
                }
            sg_text_printf(t, "| %s | %s | %s | %d of %d | %.3g | %.3g .. %.3g |\n", vb->name, vb->algorithm,
                           sg_verdict_name(it->res.worst), vtot - vcl, vtot, vres, lo, hi);
            /* score: the residual when it reproduces the numbers, else how far the
             * error scale is from 1 (beyond the residual's limit) */
            const int numbers = vres <= SG_OUTSIDE_REPRODUCES;
            const int scale = lo >= 1.0 / SG_OUTSIDE_SCALE && hi <= SG_OUTSIDE_SCALE;
            const double score = numbers ? vres : SG_OUTSIDE_REPRODUCES + fmax(fabs(log10(lo)), fabs(log10(hi)));
            if (vtot > 0 && vcl == 0 && (numbers || scale) && score < best_r) {
                best = vb->name;
                best_what = vb->algorithm;
                best_r = score;
                best_res = vres;
                best_lo = lo;
                best_hi = hi;
            }
        }
        if (v0 > 0) sg_eval_free(&vr);
        v0 += nb;
    }
    sg_text_printf(t, "\nresidual: ||outputs - variant|| / ||outputs - exact|| over the outputs' %d worst elements of "
                      "each failing quantity, the largest over them (0: the same numbers). error scale: the median of "
                      "|variant - exact| / |outputs - exact| over the same elements, smallest .. largest over the "
                      "quantities (1: errs as much). A variant reproduces the failure when it fails every gate the "
                      "outputs fail and its residual is at most %.2g, or its error scale lies within a factor %.0f.\n",
                   SG_OUTSIDE_TOP, SG_OUTSIDE_REPRODUCES, SG_OUTSIDE_SCALE);
    if (canon_like)
        snprintf(concl, nconcl,
                 "the outputs are as wrong as the canonical FP32 order on %s: it fails %d of the %d gates they fail and "
                 "%s on their failing elements (residual %.3g, error scale %.3g .. %.3g)%s%s%s",
                 c.spec.name, ctot - ccl, ctot, cres <= SG_OUTSIDE_REPRODUCES ? "has the same numbers" : "errs by as much",
                 cres, clo, chi, qrow ? "; the canonical path is quarantined here: " : ".", qrow ? qrow->reason : "",
                 qrow ? "" : "");
    else if (best)
        snprintf(concl, nconcl,
                 "the likely operation: `%s` (%s) fails every gate the outputs fail on %s and %s their worst "
                 "elements (residual %.3g, error scale %.3g .. %.3g; the canonical path: residual %.3g).",
                 best, best_what, c.spec.name,
                 best_res <= SG_OUTSIDE_REPRODUCES ? "reproduces the numbers of" : "errs by as much as they do on",
                 best_res, best_lo, best_hi, cres);
    else if (ctot > 0 && ccl == 0)
        snprintf(concl, nconcl,
                 "the canonical FP32 path fails the same %d gates on %s (residual %.3g: other numbers), and no "
                 "single-operation variant reproduces the failing elements.",
                 ctot, c.spec.name, cres);
    else
        snprintf(concl, nconcl,
                 "no single-operation variant of the canonical path reproduces the failing elements on %s (every "
                 "failing gate, and a residual at most %.2g or an error scale within a factor %.0f, needed; table "
                 "below); the canonical path passes %d of the %d failing gates: the error is the outside code's own.",
                 c.spec.name, SG_OUTSIDE_REPRODUCES, SG_OUTSIDE_SCALE, ccl, ctot);
out:
    sg_audit_free(&a);
    as_free(&as);
    free(ot);
    sg_eval_free(&vr);
    sg_eval_free(&er);
    sg_tset_free(&given);
    sg_case_free(&c);
    return st;
}

int sg_cmd_audit(sg_cli_opts *o) {
    if (o->nbackends != 1) {
        fprintf(stderr, "scangate audit: name one backend (or, with --case-file and --outputs, the outputs' name)\n");
        return SG_E_USAGE;
    }
    const char *bname = o->backends[0];
    char outdir[2048];
    if (o->out_given) snprintf(outdir, sizeof outdir, "%s", o->out_dir);
    else snprintf(outdir, sizeof outdir, "reports/audits/%s", bname);
    for (size_t k = strlen(outdir); k > 1 && outdir[k - 1] == '/'; k--) outdir[k - 1] = 0; /* "d/" is "d" */
    sg_backend_table table;
    sg_backends_fill(&table);
    const sg_backend *b = NULL;
    /* outputs from a file (--case-file F --outputs O), or the backend on a
     * case from a file (--case-file F alone: e.g. a table's point, exported
     * by `table --export-cases`), or the backend on a set's cases */
    const int from_file = o->case_file != NULL && o->outputs_file != NULL;
    const int case_only = o->case_file != NULL && o->outputs_file == NULL;
    const sg_case_spec *specs = NULL;
    int n = 0;
    sg_status st;
    if (!from_file) {
        b = sg_backend_find(&table, bname);
        if (!b) {
            sg_text t = {0};
            for (int i = 0; i < table.n; i++) sg_text_printf(&t, "%s%s", i ? ", " : "", table.b[i].name);
            char eb[512];
            fprintf(stderr, "scangate audit: error [%s]: no backend '%s' (backends: %s)\n", sg_status_name(SG_E_UNKNOWN),
                    sg_shown(eb, sizeof eb, bname), t.p ? t.p : "");
            sg_text_free(&t);
            return SG_E_UNKNOWN;
        }
        if (b->available() != SG_OK) {
            fprintf(stderr, "scangate audit: error [%s]: backend %s is not usable here: %s\n",
                    sg_status_name(SG_E_NODEVICE), bname, sg_errmsg());
            return SG_E_NODEVICE;
        }
        if (!o->set_given) o->set = "ci"; /* the audit's default set */
        if (!case_only && (st = sg_cli_select_cases(o, &specs, &n))) return die(st);
    }
    sg_cli_judging in;
    if ((st = sg_cli_judging_load(o, SG_CLI_THRESHOLDS | SG_CLI_EXPECTED, &in))) return die(st);
    sg_thresholds th = in.th; /* owned here from now on */
    sg_expected ex = in.ex;
    sg_cli_prepare_cache(o);
    /* the new directory beside the old one */
    char *const tmpl = audit_tmp, parent[2048];
    static int cleanup_registered;
    tmpl[0] = 0;
    if (!cleanup_registered) cleanup_registered = atexit(audit_tmp_remove) == 0;
    sg_case_result *results = NULL;
    snprintf(parent, sizeof parent, "%s", outdir);
    char *slash = strrchr(parent, '/');
    if (slash) *slash = 0;
    else snprintf(parent, sizeof parent, ".");
    int rc = 0;
    sg_text prof = {0}, worst = {0}, md = {0}, fails = {0};
    case_line *lines = NULL;
    sg_case c;
    memset(&c, 0, sizeof c);
    sg_tset given;
    sg_tset_init(&given);
    sg_eval_result er;
    memset(&er, 0, sizeof er);
    audit_stream fas; /* the first failing case's stream reader: the oracle's state kept for the reproducer */
    memset(&fas, 0, sizeof fas);
    sg_tset_init(&fas.state);
    if ((st = sg_mkdirs(parent))) {
        rc = die(st);
        goto done;
    }
    /* orphans of audits into the same destination killed before they ended */
    const char *const mine[] = {slash ? slash + 1 : outdir, NULL};
    sg_clean_stale_temps(parent, 600.0, mine);
    if ((st = sg_temp_mkdir(tmpl, sizeof audit_tmp, outdir))) {
        tmpl[0] = 0;
        rc = die(st);
        goto done;
    }
    const char *set = from_file || case_only ? "external" : o->set;
    int ncases = from_file || case_only ? 1 : n;
    lines = calloc((size_t)ncases + 1, sizeof *lines);
    results = calloc((size_t)ncases + 1, sizeof *results);
    if (!lines || !results) {
        rc = die(sg_fail(SG_E_INTERNAL, "out of memory"));
        goto done;
    }
    int nres = 0, first_fail = -1, streamed_cases = 0, kept = 0;
    char first_fail_case[96] = "";
    const uint64_t oracle_mib = o->oracle_mib ? o->oracle_mib : 2048;
    sg_audit_csv_heads(&prof, &worst);
    for (int ci = 0; ci < ncases; ci++) {
        if (from_file) {
            if ((st = sg_case_load(o->case_file, &c)) || (st = sg_safetensors_read(o->outputs_file, &given))) break;
        } else if (case_only) {
            const sg_model_desc *cmd_ = NULL;
            if ((st = sg_case_load(o->case_file, &c)) || (st = sg_model_of_case(&c, &cmd_))) break;
            if (!sg_model_runs(cmd_, b)) {
                st = sg_fail(SG_E_UNKNOWN, "audit: %s does not run %s, the model of %s", bname, cmd_->name, o->case_file);
                break;
            }
        } else {
            const sg_model_desc *cmd_ = sg_model_desc_of(specs[ci].model);
            if (!sg_model_runs(cmd_, b)) continue;
            if ((st = sg_case_make(&specs[ci], o->seed, &c)) || (st = sg_case_validate(&c, specs[ci].name))) break;
        }
        const sg_model_desc *mdl;
        if ((st = sg_model_of_case(&c, &mdl)) || (st = sg_thresholds_require(&th, mdl))) break;
        const sg_audit_structure stc = {b ? b->chunk : 0, b ? b->group : 0};
        /* held, or (too long to hold) audited from the oracle's stream */
        const int stream = mdl->oracle_stream && sg_model_quantity_bytes(mdl, c.spec.B, c.spec.L, c.spec.D, 1) >
                                                     (double)oracle_mib * 1048576.0;
        /* a single streamed case of a backend keeps its evaluation and the oracle's state for the reproducer
         * and the stage swaps below (else they would stream its oracle once more) */
        const int keep = stream && b && ncases == 1;
        audit_stream as = {.md = mdl, .c = &c, .st = stc, .audit = 1, .keep_state = keep, .given = b ? NULL : &given};
        sg_tset_init(&as.state);
        if (stream) {
            streamed_cases++;
            char ec[600];
            fprintf(stderr, "audit: %s: its oracle results held would exceed %llu MiB: audited from their stream\n",
                    sg_shown(ec, sizeof ec, c.spec.name), (unsigned long long)oracle_mib);
        }
        if ((st = eval_one(o, &table, b, &given, &th, &ex, set, &c, NULL, NULL, NULL, stream ? &as : NULL, &er))) {
            as_free(&as);
            break;
        }
        if (!stream && !er.oracle) {
            st = sg_fail(SG_E_INTERNAL, "audit of %s: the oracle of %s was not held", bname, c.spec.name);
            break;
        }
        const sg_eval_item *it = &er.items[er.n - 1];
        const sg_tset *outs = b ? &it->out_a : &given;
        sg_audit_case a;
        st = stream ? sg_audit_acc_end(as.acc, &a) : sg_audit_compute(mdl, &c, er.oracle, outs, er.yardstick_outputs, stc, &a);
        if (keep && !st) { /* the state moves to the first failing case's reader */
            fas.state = as.state;
            fas.state_q = as.state_q;
            sg_tset_init(&as.state);
        }
        as_free(&as);
        if (st) break;
        sg_audit_csv_rows(&a, er.yardstick_outputs, &prof, &worst);
        case_line *ln = &lines[nres];
        ln->res = it->res;
        ln->L = c.spec.L;
        ln->model = mdl->name;
        snprintf(ln->depart, sizeof ln->depart, "none");
        for (int i = 0; i < a.nq; i++) {
            if (a.q[i].depart < 0) continue;
            int64_t bb, tt, dd;
            sg_audit_btd(SG_SHAPE_BLD, &c, a.q[i].depart, &bb, &tt, &dd);
            const int64_t K = stc.chunk > 0 ? stc.chunk : SG_AUDIT_SEQ_WINDOW;
            snprintf(ln->depart, sizeof ln->depart, "%s at (b %lld, t %lld, d %lld), chunk %lld%s", a.q[i].quantity,
                     (long long)bb, (long long)tt, (long long)dd, (long long)(tt / K),
                     stc.group > 0 ? "" : "");
            if (stc.group > 0) {
                const size_t k = strlen(ln->depart);
                snprintf(ln->depart + k, sizeof ln->depart - k, ", group %lld", (long long)(tt / K / stc.group));
            }
            break;
        }
        results[nres++] = it->res;
        const int failing = it->res.worst == SG_FAIL;
        if (failing && first_fail < 0) {
            first_fail = nres - 1;
            snprintf(first_fail_case, sizeof first_fail_case, "%s", c.spec.name);
            /* the profile plots of its failing [B,L,D] quantities; when none of
             * them has a position axis, the first [B,L,D] quantity's (the
             * outputs the failing state or gradient passes through) */
            int plotted = 0, first_bld = -1;
            for (int i = 0; i < a.nq; i++)
                if (a.q[i].nchunks > 0 && first_bld < 0) first_bld = i;
            for (int i = 0; i < a.nq; i++) {
                int qfail = 0;
                for (int k = 0; k < SG_M_COUNT; k++) qfail |= it->res.q[i].verdict[k] == SG_FAIL;
                if (i == first_bld && !plotted) {
                    int any_bld_fail = 0;
                    for (int j = 0; j < a.nq; j++)
                        for (int k = 0; k < SG_M_COUNT; k++)
                            any_bld_fail |= a.q[j].nchunks > 0 && it->res.q[j].verdict[k] == SG_FAIL;
                    qfail |= !any_bld_fail;
                }
                if (!qfail || a.q[i].nchunks == 0) continue;
                plotted++;
                char name[256], cpart[160]; /* a file name: the case's name made safe (sg_file_part) */
                sg_file_part(cpart, sizeof cpart, c.spec.name);
                snprintf(name, sizeof name, "profile-%s-%s", cpart, a.q[i].quantity);
                sg_text gp = {0};
                sg_audit_plot_script(&a, i, bname, name, &gp);
                char file[300];
                snprintf(file, sizeof file, "%s.gp", name);
                writer w = {tmpl, SG_OK};
                put(&w, file, &gp);
                sg_text_free(&gp);
                if ((st = w.st)) break;
                sg_text_printf(&fails, "%s\n", name);
            }
        }
        sg_audit_free(&a);
        kept = keep && failing && !st; /* its evaluation and case stay for the reproducer and the swaps */
        if (!kept) {
            sg_eval_free(&er);
            sg_case_free(&c);
            sg_tset_free(&fas.state);
        }
        sg_tset_free(&given);
        if (st) break;
    }
    if (st) {
        rc = die(st);
        goto done;
    }
    if (nres == 0) {
        rc = die(sg_fail(SG_E_UNKNOWN, "audit: backend %s runs no case of set %s", bname, set));
        goto done;
    }
    /* the first failing case, made and evaluated once more (its oracle and
     * the backend's result held) for the reproducer and the stage swaps */
    const sg_model_desc *fmd = NULL; /* its model (a canonical row runs both) */
    int fstream = 0;                 /* it is audited from the oracle's stream (too long to hold) */
    if (first_fail >= 0 && b) {
        const sg_case_spec *fs = NULL;
        for (int i = 0; i < n; i++)
            if (strcmp(specs[i].name, first_fail_case) == 0) fs = &specs[i];
        if ((!kept && (case_only ? (st = sg_case_load(o->case_file, &c))
                                 : ((st = sg_case_make(fs, o->seed, &c)) || (st = sg_case_validate(&c, fs->name))))) ||
            (st = sg_model_of_case(&c, &fmd))) {
            rc = die(st);
            goto done;
        }
        fstream = fmd->oracle_stream &&
                  sg_model_quantity_bytes(fmd, c.spec.B, c.spec.L, c.spec.D, 1) > (double)oracle_mib * 1048576.0;
        fas.md = fmd;
        fas.c = &c;
        fas.keep_state = 1;
        if (!kept && (st = eval_one(o, &table, b, NULL, &th, &ex, set, &c, NULL, NULL, NULL, fstream ? &fas : NULL, &er))) {
            rc = die(st);
            goto done;
        }
    }
    /* the minimised reproducer of the first failing case */
    sg_text repro = {0};
    if (first_fail >= 0 && b && b->run_dependent)
        sg_text_printf(&repro, "Not made: %s is run-dependent by design (a fresh reduction order on every call): "
                               "whether a case shows it depends on the order of the calls, so no fixed case "
                               "reproduces its failure.\n",
                       bname);
    else if (first_fail >= 0 && b) {
        /* the gate: a [B,L,D] quantity's failing gate if any fails, else any
         * quantity's; among them the one with the widest margin over its FAIL
         * limit (gate_margin), the first in table order on a tie */
        const sg_case_result *fr = &er.items[0].res;
        int gq = -1, gm = -1, fq = -1, fm = -1;
        double gmargin = 0;
        for (int pass = 0; pass < 2 && gq < 0; pass++)
            for (int i = 0; i < fr->nq; i++) {
                if (pass == 0 && fmd->quantities[i].shape != SG_SHAPE_BLD) continue;
                for (int k = 0; k < SG_M_COUNT; k++) {
                    if (fr->q[i].verdict[k] != SG_FAIL) continue;
                    const double mg = gate_margin(fr, &th, fmd->name, i, k);
                    if (fq < 0) fq = i, fm = k;
                    if (gq < 0 || mg > gmargin) gq = i, gm = k, gmargin = mg;
                }
            }
        /* where it shows: the quantity's worst element; a final state at
         * the last token, the initial state's gradient at the first */
        const sg_quantity *qq = &fmd->quantities[gq];
        const int64_t w = fr->q[gq].m.worst_model >= 0 ? fr->q[gq].m.worst_model : fr->q[gq].m.worst;
        int64_t fb = 0, ft = c.spec.L - 1, fd = 0;
        char dstate[SG_NAME_MAX + 2];
        snprintf(dstate, sizeof dstate, "d%s", fmd->initial_state);
        if (qq->shape == SG_SHAPE_BLD && w >= 0) sg_audit_btd(SG_SHAPE_BLD, &c, w, &fb, &ft, &fd);
        else if (qq->shape == SG_SHAPE_BD && w >= 0) sg_audit_btd(SG_SHAPE_BD, &c, w, &fb, &ft, &fd);
        if (strcmp(qq->name, dstate) == 0) ft = 0;
        else if (qq->shape == SG_SHAPE_BD) ft = c.spec.L - 1;
        char rname[160], bpart[64], cpart[80]; /* a file name too: its parts made safe (sg_file_part) */
        sg_file_part(bpart, sizeof bpart, strchr(bname, '.') ? strchr(bname, '.') + 1 : bname);
        sg_file_part(cpart, sizeof cpart, first_fail_case);
        snprintf(rname, sizeof rname, "hard_%s_%s", bpart, cpart);
        sg_oracle_opts oo;
        sg_oracle_opts_default(&oo);
        oo.prec = o->prec;
        const sg_shrink_opts so = {.backend = b, .table = &table, .th = &th, .quantity = qq->name,
                                   .metric = sg_metric_name((sg_metric)gm), .focus_b = fb, .focus_t = ft,
                                   .focus_d = fd, .budget_seconds = (double)o->shrink_seconds, .oracle_opts = &oo,
                                   .oracle_memory = (double)oracle_mib * 1048576.0, .oracle_state_only = fstream,
                                   .whole_fails = 1, .whole_value = fr->q[gq].m.v[gm]};
        sg_shrink_result sr;
        st = sg_shrink(&so, &c, fstream ? &fas.state : er.oracle, rname, &sr);
        if (st == SG_OK) {
            char commit_[128], when[64];
            sg_report_commit(commit_, sizeof commit_);
            sg_utc_now(when, sizeof when);
            sg_tset_set_meta(&sr.c.inputs, "provenance", o->command);
            sg_tset_set_meta(&sr.c.inputs, "provenance_commit", commit_);
            sg_tset_set_meta(&sr.c.inputs, "provenance_date", when);
            sg_tset_set_meta(&sr.c.inputs, "reproduces", bname);
            char gate[160];
            snprintf(gate, sizeof gate, "%s.%s FAIL (%.6g)", qq->name, sg_metric_name((sg_metric)gm), sr.value);
            sg_tset_set_meta(&sr.c.inputs, "gate", gate);
            sg_tset_set_meta(&sr.c.inputs, "target", "minimised reproducer (scangate audit)");
            char file[2400];
            snprintf(file, sizeof file, "%s/%s.safetensors", tmpl, rname);
            st = sg_case_save(&sr.c, file);
            if (!st && o->hard_cases_dir) {
                if (!(st = sg_mkdirs(o->hard_cases_dir))) {
                    snprintf(file, sizeof file, "%s/%s.safetensors", o->hard_cases_dir, rname);
                    st = sg_case_save(&sr.c, file);
                }
            }
            const double whole = (double)c.spec.B * (double)c.spec.L * (double)c.spec.D;
            const double part = (double)sr.c.spec.B * (double)sr.c.spec.L * (double)sr.c.spec.D;
            sg_text_printf(&repro,
                           "`%s.safetensors` (%s): B %lld, L %lld, D %lld, 1/%.0f of %s's elements; it fails %s "
                           "(the whole case: %.6g). Cut: %s; %d evaluations, %.1f s%s. Kept from %s: row %lld, "
                           "tokens [%lld, %lld), channels [%lld, %lld)%s.\n",
                           rname, o->hard_cases_dir ? "also written as a hard case of the ci set" : "in this directory",
                           (long long)sr.c.spec.B, (long long)sr.c.spec.L, (long long)sr.c.spec.D, whole / part,
                           first_fail_case, gate, fr->q[gq].m.v[gm], sr.steps, sr.evaluations, sr.seconds,
                           sr.budget_spent ? " (the time budget was spent)" : "", first_fail_case, (long long)sr.row,
                           (long long)sr.ta, (long long)sr.tb, (long long)sr.da, (long long)sr.db,
                           sr.ta > 0 ? "; the entry state is the oracle's state before the first token, rounded to FP32" : "");
            sg_text_printf(&repro,
                           "\nThe gate it keeps failing is the failing gate%s with the widest margin over its FAIL "
                           "limit: %s.%s at %.4g times its limit",
                           fmd->quantities[gq].shape == SG_SHAPE_BLD ? " of a [B, L, D] quantity" : "", qq->name,
                           sg_metric_name((sg_metric)gm), gmargin);
            if (fq != gq || fm != gm)
                sg_text_printf(&repro, " (the first failing gate, %s.%s, at %.4g)", fr->q[fq].quantity,
                               sg_metric_name((sg_metric)fm), gate_margin(fr, &th, fmd->name, fq, fm));
            sg_text_printf(&repro, ".\n");
            if (o->hard_cases_dir)
                sg_text_printf(&repro, "\nIts EXPECTED_STATUS.md row (set ci): `| %s | ci | %s | QUARANTINED | reproduces %s on %s | %s/audit.md |`\n",
                               bname, rname, gate, first_fail_case, outdir);
        } else if (st == SG_E_UNKNOWN) { /* the failure did not repeat: said, not fatal */
            sg_text_printf(&repro, "Not made: %s\n", sg_errmsg());
            st = SG_OK;
        }
        sg_shrink_free(&sr);
        if (st) {
            rc = die(st);
            sg_text_free(&repro);
            goto done;
        }
    }
    /* the stage swaps on the first failing case */
    sg_text swaps = {0}, outside = {0};
    const char *conclusion = NULL;
    char concl[1024] = "";
    if (first_fail >= 0 && b && b->swaps) {
        const sg_case_result orig = er.items[0].res;
        char ec[600], eb[200];
        sg_text_printf(&swaps, "| stage swapped | backend | its worst verdict on %s | failing gates of %s cleared |\n"
                               "|---|---|---|---|\n",
                       sg_md_cell(ec, sizeof ec, first_fail_case), sg_md_cell(eb, sizeof eb, bname));
        for (const sg_stage_swap *s = b->swaps; s->stage; s++) {
            const sg_backend *sb = sg_backend_find(&table, s->backend);
            if (sb && !sg_model_runs(fmd, sb)) continue; /* a swap for the other model of a canonical row */
            if (!sb || sb->available() != SG_OK) {
                sg_text_printf(&swaps, "| %s | %s | not usable here | - |\n", sg_md_cell(ec, sizeof ec, s->stage),
                               sg_md_cell(eb, sizeof eb, s->backend));
                continue;
            }
            sg_eval_result sr;
            audit_stream sas = {.md = fmd, .c = &c}; /* streamed: judged only */
            if ((st = eval_one(o, &table, sb, NULL, &th, &ex, set, &c, er.oracle, er.yardstick_outputs,
                               &er.yardstick_result, fstream ? &sas : NULL, &sr))) {
                sg_eval_free(&sr);
                break;
            }
            int cl, tot;
            const int all = clears(&orig, &sr.items[0].res, &cl, &tot);
            sg_text_printf(&swaps, "| %s | %s | %s | %d of %d |\n", sg_md_cell(ec, sizeof ec, s->stage),
                           sg_md_cell(eb, sizeof eb, s->backend),
                           sg_verdict_name(sr.items[0].res.worst), cl, tot);
            if (all && !conclusion) {
                snprintf(concl, sizeof concl,
                         "the error enters at the stage **%s**: the same algorithm with that stage done as `%s` does "
                         "it clears all %d failing gates on %s.",
                         s->stage, s->backend, tot, first_fail_case);
                conclusion = concl;
            }
            sg_eval_free(&sr);
        }
        sg_eval_free(&er);
        sg_case_free(&c);
        if (st) {
            rc = die(st);
            sg_text_free(&swaps);
            goto done;
        }
        if (!conclusion) {
            snprintf(concl, sizeof concl,
                     "no single stage swap clears every failing gate on %s: the error is not isolated by the swaps "
                     "this backend's structure allows (table above).",
                     first_fail_case);
            conclusion = concl;
        }
    } else if (first_fail >= 0 && from_file) {
        if ((st = explain_outside(o, &table, &th, &ex, set, &outside, concl, sizeof concl))) {
            rc = die(st);
            goto done;
        }
        conclusion = concl;
    } else if (first_fail >= 0) {
        snprintf(concl, sizeof concl,
                 "%s declares no stage swaps: the stage is not isolated; see the profile and the first departure.",
                 bname);
        conclusion = concl;
    } else {
        snprintf(concl, sizeof concl, "no case fails a gate: there is no failure to localise.");
        conclusion = concl;
    }
    /* audit.md */
    char commit[128];
    sg_report_commit(commit, sizeof commit);
    sg_text_printf(&md, "# Audit: %s\n\n", bname);
    sg_text_printf(&md, "- command: `%s`\n- commit: %s\n- seed: %llu; oracle precision %ld bits\n"
                        "- THRESHOLDS.md %.16s (loosening check %s); EXPECTED_STATUS.md %.16s\n",
                   o->command, commit, (unsigned long long)o->seed, o->prec, th.hash, o->loosening_note, ex.hash);
    if (b)
        sg_text_printf(&md, "- algorithm: %s\n- structure: %s%d-token chunks%s\n", b->algorithm,
                       b->chunk ? "" : "sequential (profile windows of ", b->chunk ? b->chunk : SG_AUDIT_SEQ_WINDOW,
                       b->group ? "" : (b->chunk ? ", serial entries" : ")"));
    if (b && b->group) sg_text_printf(&md, "- prefix groups of %d chunks\n", b->group);
    sg_text_printf(&md, "- set: %s (%d cases judged)\n", set, nres);
    if (streamed_cases)
        sg_text_printf(&md, "- oracle: %d case%s too long to hold its results (over %llu MiB, --oracle-memory) audited "
                            "from their stream, block by block; %s judged from it again\n",
                       streamed_cases, streamed_cases == 1 ? "" : "s", (unsigned long long)oracle_mib,
                       from_file ? "the canonical path and the operation variants"
                                 : fstream ? "the stage swaps and the reproducer's longer cuts" : "the stage swaps");
    sg_text_printf(&md, "\n");
    sg_text_printf(&md, "## Conclusion\n\n%s\n\n", conclusion);
    if (first_fail >= 0) sg_text_printf(&md, "First failing case: **%s**.\n\n", first_fail_case);
    sg_text_printf(&md, "## Cases\n\n| case | L | verdict | outcome | failing gates (value; FAIL limit; canonical) | "
                        "first departure from the canonical envelope |\n|---|---:|---|---|---|---|\n");
    for (int i = 0; i < nres; i++) {
        sg_text fg = {0};
        const int nf = failing_gates(&lines[i].res, &th, lines[i].model, &fg);
        char ec[600], eg[2048], ed[600];
        sg_text_printf(&md, "| %s | %lld | %s | %s | %s | %s |\n", sg_md_cell(ec, sizeof ec, lines[i].res.case_name),
                       (long long)lines[i].L, sg_verdict_name(lines[i].res.worst), sg_outcome_name(lines[i].res.outcome),
                       sg_md_cell(eg, sizeof eg, nf ? fg.p : "none"), sg_md_cell(ed, sizeof ed, lines[i].depart));
        sg_text_free(&fg);
    }
    sg_text_printf(&md, "\nThe first departure is the first token (then row, then channel) at which the backend's "
                        "`model_ulp` exceeds the largest `model_ulp` of the canonical FP32 path on the whole case.\n\n");
    sg_text_printf(&md, "## Expected status\n\n");
    for (int i = 0; i < nres; i++) {
        const sg_expect_row *r = sg_expected_find(&ex, bname, set, lines[i].res.case_name);
        if (!r) sg_text_printf(&md, "- %s: no row (unlisted)\n", lines[i].res.case_name);
        else if (r->kind == SG_EXPECT_QUARANTINED)
            sg_text_printf(&md, "- %s: QUARANTINED (EXPECTED_STATUS.md line %d): %s; evidence `%s`\n",
                           lines[i].res.case_name, r->line, r->reason, r->evidence);
        else sg_text_printf(&md, "- %s: PASS expected (EXPECTED_STATUS.md line %d)\n", lines[i].res.case_name, r->line);
    }
    if (repro.len) sg_text_printf(&md, "\n## Minimised reproducer of %s\n\n%s", first_fail_case, repro.p);
    sg_text_free(&repro);
    if (swaps.len) sg_text_printf(&md, "\n## Stage swaps on %s\n\n%s", first_fail_case, swaps.p);
    if (outside.len) sg_text_printf(&md, "\n## What the failure is like\n\n%s", outside.p);
    sg_text_free(&outside);
    sg_text_printf(&md, "\n## Files\n\n- `report.md`, `report.json`, `junit.xml`: every case's metrics and verdicts, "
                        "the canonical path's beside them (as `scangate run` writes them)\n"
                        "- `profile.csv`: per case, quantity and chunk the worst `model_ulp` and the chunk's relative "
                        "L2 error, backend and canonical, its group and whether it holds a reset\n"
                        "- `worst.csv`: per case and quantity the %d worst elements by `model_ulp`, (b, t, d), chunk, "
                        "group, values in %%a and the inputs there\n",
                   SG_AUDIT_TOP);
    if (fails.len) sg_text_printf(&md, "- `profile-<case>-<quantity>.png` / `.svg` / `.gp`: the failing quantities' profiles on %s\n",
                                  first_fail_case);
    sg_text_free(&swaps);
    {
        writer w = {tmpl, SG_OK};
        put(&w, "profile.csv", &prof);
        put(&w, "worst.csv", &worst);
        put(&w, "audit.md", &md);
        if ((st = w.st)) {
            rc = die(st);
            goto done;
        }
        sg_report rep = {o->command, &th, set, o->seed, o->thresholds, th.hash, o->expected, o->prec, nres, results,
                         o->cache_dir, sg_cli_cache_note(o), o->loosening_note};
        if ((st = sg_report_write_set(&rep, tmpl))) {
            rc = die(st);
            goto done;
        }
    }
    /* the images */
    int no_gnuplot = 0;
    if (fails.len) {
        char gnuplot[1024];
        if (sg_cli_find_gnuplot(gnuplot, sizeof gnuplot) != 0) {
            no_gnuplot = 1;
        } else {
            for (char *p = fails.p; p && *p;) {
                char *e = strchr(p, '\n');
                if (e) *e = 0;
                if ((st = sg_cli_run_gnuplot(gnuplot, tmpl, p))) {
                    rc = die(st);
                    goto done;
                }
                p = e ? e + 1 : NULL;
            }
        }
    }
    /* the new directory replaces the old one whole, in one step: the old one
     * then lies at the temporary's name, removed as the temporary is */
    int old_at_tmp = 0;
    if ((st = sg_replace_dir(tmpl, outdir, &old_at_tmp))) {
        rc = die(st);
        goto done;
    }
    if (!old_at_tmp) tmpl[0] = 0;
    audit_tmp_remove();
    int regression = 0, unexpected = 0;
    for (int i = 0; i < nres; i++) {
        regression |= results[i].outcome == SG_OUTCOME_REGRESSION;
        unexpected |= results[i].outcome == SG_OUTCOME_UNEXPECTED_PASS || results[i].outcome == SG_OUTCOME_UNLISTED;
    }
    {
        char eb[512], es[200], ec[600], ecl[2048], eo[2200]; /* outside text as the terminal is given it */
        printf("scangate audit: %s on %d case%s of %s: %s%s\n  %s\naudit: %s/audit.md\n", sg_shown(eb, sizeof eb, bname),
               nres, nres == 1 ? "" : "s", sg_shown(es, sizeof es, set),
               first_fail >= 0 ? "first failing case " : "no failing case", sg_shown(ec, sizeof ec, first_fail_case),
               sg_shown(ecl, sizeof ecl, conclusion), sg_shown(eo, sizeof eo, outdir));
    }
    if (no_gnuplot) {
        fprintf(stderr, "scangate audit: gnuplot not found (SG_GNUPLOT or gnuplot on PATH): the profile plots' scripts "
                        "are in %s, their images are not drawn\n",
                outdir);
        rc = SG_E_NOTOOL;
    } else {
        rc = regression ? SG_E_GATE : unexpected ? SG_E_EXPECTED : SG_OK;
    }
done:
    as_free(&fas);
    free(results);
    audit_tmp_remove();
    free(lines);
    sg_text_free(&prof);
    sg_text_free(&worst);
    sg_text_free(&md);
    sg_text_free(&fails);
    sg_eval_free(&er);
    sg_case_free(&c);
    sg_tset_free(&given);
    sg_thresholds_free(&th);
    sg_expected_free(&ex);
    return rc;
}
