/* run.c - the audit of one backend (or of outputs read from a file) over
 * cases (sg_audit_run.h): each case evaluated through eval/ with the
 * canonical yardstick, audited (sg_audit.h; held, or from the oracle's stream
 * when too long to hold), the first failing case's minimised reproducer
 * (sg_shrink.h) and stage swaps, or for outputs from a file what their failure
 * is like, and audit.md. The command (cli/audit.c) writes the files. */
#define _XOPEN_SOURCE 700 /* sysconf(_SC_PHYS_PAGES) */
#include "sg_audit_run.h"
#include "sg_attrib.h"
#include "sg_shrink.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* What one case gave, for the summary. */
typedef struct {
    sg_case_result res;
    int64_t L;
    const char *model; /* the case's model (a canonical row runs every model) */
    char depart[256];  /* the first departure, in words */
} case_line;

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
    /* dep_on: the departure (sg_attrib.h) of the outputs given from each path the evaluation ran, accumulated
     * from the blocks on every quantity, exactly (the held oracle's value, bit for bit) */
    int dep_on, dep_np;
    const sg_tset *dep_path[2 + SG_MAX_BACKENDS];
    sg_xsum *dep_sum; /* dep_np x the model's quantities */
    int64_t *dep_n;
} audit_stream;

static void dep_free(audit_stream *a) {
    free(a->dep_sum);
    free(a->dep_n);
    a->dep_sum = NULL;
    a->dep_n = NULL;
    a->dep_np = 0;
}

/* The paths of evaluation r registered, their sums cleared. */
static void dep_begin(audit_stream *a, const sg_eval_result *r) {
    dep_free(a);
    for (int i = 0; i < r->n && a->dep_np < 2 + SG_MAX_BACKENDS; i++) a->dep_path[a->dep_np++] = &r->items[i].out_a;
    const size_t m = (size_t)a->dep_np * (size_t)a->md->nq;
    a->dep_sum = sg_xmalloc((m ? m : 1) * sizeof *a->dep_sum);
    a->dep_n = sg_xcalloc(m ? m : 1, sizeof *a->dep_n);
    for (size_t i = 0; i < m; i++) sg_xsum_clear(&a->dep_sum[i]);
}

static void dep_feed(audit_stream *a, const sg_oracle_block *k) {
    const sg_quantity *q = &a->md->quantities[k->q];
    const sg_tensor *to = sg_tset_get(a->given, q->name);
    if (!to) return;
    for (int p = 0; p < a->dep_np; p++) {
        const sg_tensor *tp = sg_tset_get(a->dep_path[p], q->name);
        if (!tp || sg_tensor_numel(tp) != sg_tensor_numel(to)) continue;
        sg_xsum *sum = &a->dep_sum[p * a->md->nq + k->q];
        int64_t *n = &a->dep_n[p * a->md->nq + k->q], j = 0;
        for (int64_t i0 = k->i0; i0 < k->i1; i0++)
            for (int64_t i1 = k->j0; i1 < k->j1; i1++)
                for (int64_t i2 = k->k0; i2 < k->k1; i2++, j++) {
                    const int64_t w = (i0 * k->n1 + i1) * k->n2 + i2;
                    sg_attrib_dep_add(sum, n, sg_tensor_value(to, w), sg_tensor_value(tp, w), k->S[j]);
                }
    }
}

/* sg_attrib_dep's fn over the streams of the audit (ctx: a NULL-ended array of audit_stream pointers). */
static double dep_lookup(void *ctx, int qi, const sg_tset *p) {
    for (audit_stream *const *s = ctx; *s; s++)
        for (int i = 0; i < (*s)->dep_np; i++)
            if ((*s)->dep_path[i] == p && qi >= 0 && qi < (*s)->md->nq)
                return sg_attrib_dep_value(&(*s)->dep_sum[i * (*s)->md->nq + qi], (*s)->dep_n[i * (*s)->md->nq + qi]);
    return (double)NAN;
}

static sg_status outside_top_feed(struct outside_top *ot, const sg_oracle_block *k);

static sg_status as_begin(void *ctx, const sg_eval_result *r) {
    audit_stream *a = ctx;
    sg_status st = SG_OK;
    if (a->dep_on && a->given) dep_begin(a, r);
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
    if (a->dep_sum && k->q >= 0 && k->q < a->md->nq) dep_feed(a, k);
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
    dep_free(a);
    sg_audit_acc_free(a->acc);
    a->acc = NULL;
    sg_tset_free(&a->state);
}

/* One case through the evaluation: the rows (in this order) and then the
 * outputs given (when `given`), with the canonical yardstick, outputs kept;
 * streamed when `as` is given (its reader takes the blocks: one oracle stream
 * judges every contestant), else with the oracle held. `single`: each row run
 * once (the variants of the outside explanation: outputs from a file have no
 * `unwritten` or `nondeterministic` for them to match). */
static sg_status eval_rows(const sg_audit_run_opts *o, const sg_backend_table *table, const sg_backend *const *rows, int nrows,
                           const sg_tset *given, const sg_thresholds *th, const sg_expected *ex, const char *set,
                           const sg_case *c, const sg_tset *oracle, const sg_tset *yout, const sg_case_result *yres,
                           audit_stream *as, int single, sg_eval_result *er) {
    sg_oracle_opts oo;
    sg_oracle_opts_default(&oo);
    oo.prec = o->prec;
    oo.threads = o->threads;
    oo.mpfr_only = o->oracle_mpfr;
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
    eo.single_run = single;
    if (given) {
        eo.outputs = given;
        eo.outputs_name = o->name;
        eo.outputs_where = o->outputs_file;
    }
    if (yout && yres) {
        eo.yardstick_outputs = yout;
        eo.yardstick_result = yres;
    }
    return sg_eval_case(c, &eo, er);
}

/* The audited backend b, or (b NULL) the outputs given, through eval_rows. */
static sg_status eval_one(const sg_audit_run_opts *o, const sg_backend_table *table, const sg_backend *b,
                          const sg_tset *given, const sg_thresholds *th, const sg_expected *ex, const char *set,
                          const sg_case *c, const sg_tset *oracle, const sg_tset *yout, const sg_case_result *yres,
                          audit_stream *as, sg_eval_result *er) {
    const sg_backend *rows[1] = {b};
    return eval_rows(o, table, rows, b ? 1 : 0, b ? NULL : given, th, ex, set, c, oracle, yout, yres, as, 0, er);
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

struct outside_top {
    const sg_model_desc *md;
    const sg_tset *given;
    sg_attrib_pts p[SG_ATTRIB_MAXQ];
};

/* Empty selections over each quantity's storage. */
static void outside_top_init(struct outside_top *ot, const sg_model_desc *md, const sg_tset *given) {
    *ot = (struct outside_top){.md = md, .given = given};
    sg_attrib_pts_init(ot->p, SG_ATTRIB_MAXQ);
}

static sg_status outside_top_feed(struct outside_top *ot, const sg_oracle_block *k) {
    if (k->q < 0 || k->q >= ot->md->nq || k->q >= SG_ATTRIB_MAXQ) return SG_OK;
    const sg_quantity *q = &ot->md->quantities[k->q];
    const sg_tensor *tq = sg_tset_get(ot->given, q->name);
    if (!tq) return SG_OK;
    sg_attrib_pts *p = &ot->p[k->q];
    int64_t j = 0;
    for (int64_t i0 = k->i0; i0 < k->i1; i0++)
        for (int64_t i1 = k->j0; i1 < k->j1; i1++)
            for (int64_t i2 = k->k0; i2 < k->k1; i2++, j++) {
                const int64_t w = (i0 * k->n1 + i1) * k->n2 + i2;
                const double v = sg_tensor_value(tq, w);
                sg_audit_worst_offer(&p->h, (sg_audit_elem){w, sg_model_ulp_elem(v, k->f64[j], k->S[j], q->dtype), v, k->f64[j], k->S[j]});
            }
    return SG_OK;
}

static int cmp_dbl(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* buf (cap bytes) = a + b + ".", cut to fit. */
static void text_cut(char *buf, size_t cap, const char *a, const char *b) {
    size_t u = 0;
    for (const char *p = a; *p && u + 1 < cap; p++) buf[u++] = *p;
    for (const char *p = b; *p && u + 1 < cap; p++) buf[u++] = *p;
    if (u + 1 < cap) buf[u++] = '.';
    buf[u] = 0;
}

/* Where the compared failing elements sit, per quantity, in words: how many,
 * the steps they span, the channels, how many on or within 16 steps after a
 * reset, their model_ulp (median, largest) and the fraction erring outward
 * (away from zero: sgn(e)(q - e) > 0). */
static void where_failing(const sg_model_desc *md, const sg_case *c, const sg_attrib_pts *pts, int nq,
                          const sg_tset *given, sg_text *t) {
    const sg_tensor *seg = sg_tset_get(&c->inputs, "segment_pos");
    for (int i = 0; i < nq; i++) {
        const sg_attrib_pts *p = &pts[i];
        if (p->h.n <= 0) continue;
        const sg_quantity *q = &md->quantities[i];
        const sg_tensor *to = sg_tset_get(given, q->name);
        int64_t tmin = -1, tmax = -1, nreset = 0, nout = 0, nd = 0;
        double mus[SG_ATTRIB_TOP];
        int64_t ds[SG_ATTRIB_TOP];
        for (int j = 0; j < p->h.n; j++) {
            int64_t bb, tt, dd;
            sg_audit_btd(q->shape, c, p->el[j].w, &bb, &tt, &dd);
            mus[j] = p->el[j].mu;
            int seen = 0;
            for (int k = 0; k < nd; k++) seen |= ds[k] == dd;
            if (!seen) ds[nd++] = dd;
            if (tt >= 0) {
                if (tmin < 0 || tt < tmin) tmin = tt;
                if (tt > tmax) tmax = tt;
                if (seg && seg->dtype == SG_I32 && bb >= 0) {
                    const int32_t sp = ((const int32_t *)seg->data)[bb * c->spec.L + tt];
                    nreset += sp >= 0 && sp <= 16;
                }
            }
            if (to) {
                const double e = p->el[j].e, d = sg_tensor_value(to, p->el[j].w) - e;
                nout += (e > 0 && d > 0) || (e < 0 && d < 0);
            }
        }
        qsort(mus, (size_t)p->h.n, sizeof *mus, cmp_dbl);
        sg_text_printf(t, "%s%s: %d elements", t->len ? "; " : "", q->name, p->h.n);
        if (tmin >= 0)
            sg_text_printf(t, ", t %lld..%lld (%lld on a reset or within 16 steps after one)", (long long)tmin + 1,
                           (long long)tmax + 1, (long long)nreset);
        sg_text_printf(t, ", %lld distinct channel%s, model_ulp median %.3g and largest %.3g, %lld of %d outward",
                       (long long)nd, nd == 1 ? "" : "s", mus[p->h.n / 2], mus[p->h.n - 1], (long long)nout, p->h.n);
    }
}

/* The end (exclusive, in 0..nv) of the batch of variant rows (rows[1..nv])
 * that starts at v0: `per` rows, then on while the next is a bracket run. */
static int batch_end(const sg_backend *const *rows, int nv, int v0, int per) {
    int e = v0 + per < nv ? v0 + per : nv;
    while (e < nv && sg_attrib_bracket_suffix(rows[1 + e]->name)) e++;
    return e;
}

/* Outputs read from a file that FAIL: where their failing elements sit
 * (their worst elements by model_ulp, with the exact values and the canonical
 * path's), whether they are as wrong as the canonical FP32 order (the judge's
 * AS-CANONICAL, or the canonical path fails some of the same gates and
 * reproduces their failing elements one by one; a quarantine of the canonical
 * path there is named with its reason), and which single-operation variant of
 * the canonical path (sg_opv.h) explains them: one that fails every gate they
 * fail, reproduces at least min_match_fraction of the failing elements of every
 * failing quantity one by one (sg_attrib.h; THRESHOLDS.md R-ATTRIB) and fails
 * on no more elements than they do; two such with different outputs:
 * ambiguous; none: no single operation explains them, and where they sit.
 * Markdown into `t`, the conclusion into concl. */
static sg_status explain_outside(const sg_audit_run_opts *o, const sg_backend_table *table, const sg_thresholds *th,
                                 const sg_expected *ex, const char *set, sg_text *t, char *concl, size_t nconcl) {
    sg_case c;
    memset(&c, 0, sizeof c);
    sg_tset given;
    sg_tset_init(&given);
    sg_eval_result er, vr;
    memset(&er, 0, sizeof er);
    memset(&vr, 0, sizeof vr);
    const sg_backend_table *const vt = o->variants; /* the single-operation variants */
    struct outside_top *ot = calloc(1, sizeof *ot); /* the failing elements compared, per quantity */
    sg_attrib_pts *pts = ot ? ot->p : NULL;
    const sg_model_desc *md = NULL;
    sg_audit_case a;
    memset(&a, 0, sizeof a);
    audit_stream as, judged; /* streamed: the first evaluation's reader, the later batches' (judged, the departure) */
    memset(&as, 0, sizeof as);
    memset(&judged, 0, sizeof judged);
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
    as = (audit_stream){.md = md, .c = &c, .audit = 1, .given = &given, .top = ot, .dep_on = 1};
    judged = (audit_stream){.md = md, .c = &c, .given = &given, .dep_on = 1};
    audit_stream *const streams[3] = {&as, &judged, NULL};
    /* the canonical FP32 path on the same case and the variants that run the
     * model, their outputs kept */
    const sg_backend *rows[1 + SG_MAX_BACKENDS];
    int nv = 0;
    rows[0] = sg_backend_find(table, "cpu.canonical_f32");
    if (!rows[0]) {
        st = sg_fail(SG_E_INTERNAL, "audit: no cpu.canonical_f32 row");
        goto out;
    }
    /* each variant followed by its bracket runs (a cancelling variant's; bracket_suffix), so that a batch
     * below never splits them */
    for (int v = 0; v < vt->n && nv < SG_MAX_BACKENDS; v++) {
        if (!sg_model_runs(md, &vt->b[v]) || sg_attrib_bracket_suffix(vt->b[v].name)) continue;
        rows[1 + nv++] = &vt->b[v];
        for (int w = 0; w < vt->n && nv < SG_MAX_BACKENDS; w++)
            if (sg_attrib_bracket_of(vt->b[w].name, vt->b[v].name) && sg_model_runs(md, &vt->b[w])) rows[1 + nv++] = &vt->b[w];
    }
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
    /* a batch ends before a variant, never inside a variant's bracket runs (batch_end: past `per` to hold them) */
    if ((st = eval_rows(o, table, rows, 1 + batch_end(rows, nv, 0, per), &given, th, ex, set, &c, NULL, NULL, NULL, stream ? &as : NULL,
                        1, &er)))
        goto out;
    if (stream) {
        if ((st = sg_audit_acc_end(as.acc, &a))) goto out;
        for (int i = 0; i < md->nq && i < SG_ATTRIB_MAXQ; i++) sg_audit_worst_sort(&pts[i].h);
    }
    const sg_case_result *res = &er.items[er.n - 1].res;
    const int nq = md->nq < SG_ATTRIB_MAXQ ? md->nq : SG_ATTRIB_MAXQ;
    const sg_eval_item *ci = &er.items[0]; /* the canonical row */
    const sg_tset *canon = &ci->out_a;
    /* where: the failing quantities' worst elements */
    sg_text fg = {0};
    failing_gates(res, th, md->name, &fg);
    /* the case's own text (a case file's metadata may hold any) as Markdown shows it literally */
    char mname[256], mcase[512], mtarget[512], mregime[256], mresets[512], mgates[2048], mreason[1024] = "";
    sg_md_cell(mcase, sizeof mcase, c.spec.name);
    sg_text_printf(t, "Failing gates of %s on %s (%s; regime %s; resets %s): %s.\n\n", sg_md_code(mname, sizeof mname, o->name),
                   mcase, sg_md_cell(mtarget, sizeof mtarget, c.spec.target ? c.spec.target : "-"),
                   sg_md_cell(mregime, sizeof mregime, c.spec.regime ? c.spec.regime : "-"),
                   sg_md_cell(mresets, sizeof mresets, c.spec.resets ? c.spec.resets : "-"),
                   sg_md_cell(mgates, sizeof mgates, fg.p ? fg.p : "none"));
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
        if (!sg_attrib_quantity_fails(&res->q[i]) || i >= a.nq) { /* only the failing quantities' points are compared */
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
            const double qv = sg_tensor_value(tq, w);
            sg_text_printf(t, "| %s | %lld | %lld | %lld | %.4g | %.9g (%a) | %.9g (%a) | %.9g (%a) | %.4g |\n", q->name,
                           (long long)bb, tt >= 0 ? (long long)tt + 1 : -1LL, (long long)dd, a.q[i].top[r].mu, qv, qv, e, e,
                           cv, cv, sg_model_ulp_elem(cv, e, S, q->dtype));
        }
        if (!stream) sg_attrib_pts_held(q, er.oracle, &given, &pts[i]);
    }
    /* the attribution's limits (THRESHOLDS.md "Other limits", R-ATTRIB) and the twin bound (R-TWIN) */
    const sg_threshold *l_rho, *l_phi, *l_kappa;
    if ((st = sg_thresholds_limit(th, SG_LIMIT_ATTRIB_RHO, &l_rho)) ||
        (st = sg_thresholds_limit(th, SG_LIMIT_ATTRIB_PHI, &l_phi)) ||
        (st = sg_thresholds_limit(th, SG_LIMIT_TWIN_S_DISTANCE, &l_kappa)))
        goto out;
    const double rho = l_rho->fail, phi = l_phi->fail, kappa = l_kappa->fail;
    /* the failing elements compared (sg_attrib_select), and the canonical path's part in them */
    sg_attrib_select(md, th, res, &given, canon, rho, kappa, pts, nq);
    sg_attrib at;
    const sg_attrib_dep dep = {.oracle = stream ? NULL : er.oracle, .fn = stream ? dep_lookup : NULL,
                               .ctx = stream ? (void *)streams : NULL};
    sg_attrib_begin(&at, md, th, &given, res, pts, nq, rho, phi, kappa, canon, &ci->res, &dep);
    const int ccl = at.ccl, ctot = at.ctot;
    const double cfrac = at.cfrac, cres = at.cres;
    const sg_expect_row *qrow = sg_expected_quarantine(ex, rows[0]->name, c.spec.name);
    sg_text_printf(t, "\nThe canonical FP32 path on the same case: %s; it fails or is MARGINAL on %d of the %d gates the outputs fail; "
                      "it reproduces %.3g of their failing elements one by one (residual %.3g; both defined below the "
                      "variants' table).%s%s%s\n\n",
                   sg_verdict_name(ci->res.worst), ctot - ccl, ctot, cfrac, cres,
                   qrow ? " The canonical path is quarantined here: " : "",
                   qrow ? sg_md_cell(mreason, sizeof mreason, qrow->reason) : "", qrow ? "." : "");
    if (qrow) {
        /* the line number in its own sentence (reason may hold any text) */
        char mev[1200];
        sg_text_printf(t, "Quarantine row: EXPECTED_STATUS.md line %d, evidence %s.\n\n", qrow->line,
                       sg_md_code(mev, sizeof mev, qrow->evidence));
    }
    /* where the failing elements sit */
    sg_text loc = {0};
    where_failing(md, &c, pts, nq, &given, &loc);
    sg_text_printf(t, "Where the failing elements compared sit: %s.\n\n", loc.p ? loc.p : "none compared");
    /* the single-operation variants */
    sg_text_printf(t, "Single-operation variants of the canonical FP32 path (reference/sg_opv_rows.h), each run on the case "
                      "(%d discriminating failing elements compared; the bias discriminates on %d failing quantit%s; the "
                      "departure is measured on %d%s):\n\n"
                      "| variant | operation changed | verdict | the outputs' failing gates it accounts for | failing elements "
                      "reproduced | bias reproduced | departure | not wider | residual |\n|---|---|---|---:|---:|---|---:|---|---:|\n",
                   at.nel, at.nbias, at.nbias == 1 ? "y" : "ies", at.ndep,
                   at.nundep ? " (not measured where it is needed: the oracle is streamed)" : "");
    for (int v0 = 0; v0 < nv;) {
        /* the first batch was evaluated with the outputs, the others now */
        const int nb = batch_end(rows, nv, v0, per) - v0;
        const sg_eval_item *items = &er.items[1];
        if (v0 > 0) {
            if ((st = eval_rows(o, table, &rows[1 + v0], nb, NULL, th, ex, set, &c, er.oracle, er.yardstick_outputs,
                                &er.yardstick_result, stream ? &judged : NULL, 1, &vr)))
                goto out;
            items = vr.items;
        }
        for (int j = 0; j < nb; j++) {
            const sg_eval_item *it = &items[j];
            const sg_backend *vb = rows[1 + v0 + j];
            if (sg_attrib_bracket_suffix(vb->name)) continue; /* a bracket run: read with its variant below */
            /* a cancelling variant's bracket runs, evaluated in the same batch */
            const sg_tset *brs[4];
            int nbrs = 0;
            for (int k2 = 0; k2 < nb && nbrs < 4; k2++)
                if (sg_attrib_bracket_of(rows[1 + v0 + k2]->name, vb->name)) brs[nbrs++] = &items[k2].out_a;
            sg_attrib_row vrow;
            if ((st = sg_attrib_offer(&at, vb->name, vb->algorithm, &it->out_a, &it->res, brs, nbrs, &vrow))) goto out;
            if (!vrow.effect)
                sg_text_printf(t, "| %s | %s | %s | - | no effect on this case (the canonical path's bits) | - | - | - | - |\n",
                               vb->name, vb->algorithm, sg_verdict_name(it->res.worst));
            else
                sg_text_printf(t, "| %s | %s | %s | %d of %d | %.3g%s | %s | %.3g | %s | %.3g |\n", vb->name, vb->algorithm,
                               sg_verdict_name(it->res.worst), vrow.fails, vrow.total, vrow.frac,
                               nbrs ? " (bracketed)" : "", at.nbias ? (vrow.bias ? "yes" : "no") : "-", vrow.depr,
                               vrow.narrow ? "yes" : "no", vrow.resid);
        }
        if (v0 > 0) sg_eval_free(&vr);
        v0 += nb;
    }
    sg_text_printf(t, "\nThe failing elements compared: of each failing quantity's %d worst elements by model_ulp, those "
                      "over its model_ulp FAIL limit, or, where none is, those where the outputs err more than the "
                      "canonical path; of these, those that discriminate, (1 - rho) |outputs - exact| > %.0f u32 S (plus one "
                      "BF16 ulp for BF16 quantities): where the exact result itself would pass for the outputs, no "
                      "element tells the paths apart. A path reproduces one when |outputs - path| <= rho |outputs - exact| "
                      "+ %.0f u32 S (plus one BF16 ulp), rho = %.3g; `failing elements reproduced`: the smallest fraction "
                      "over the failing quantities with such elements. The bias (R-BIAS) discriminates on a failing "
                      "quantity when (1 - rho) |B - B_c| exceeds its bias_z MARGINAL limit times bias_z's spread; a path "
                      "reproduces it when |B - B_path| <= rho |B - B_c| + that limit times the spread of B and B_path. "
                      "The departure, on a failing quantity where no element discriminates (the oracle held): "
                      "D(path) = ||(outputs - path)/S|| over every element; `departure`: the largest D(variant)/D(canonical) "
                      "there; a variant reproduces it when that is at most 2 rho and its D is at most 2 rho of every "
                      "other variant's (at least twice as near as any other). "
                      "A variant accounts for a failing gate when it FAILs it or is MARGINAL there. It explains the failure "
                      "when it accounts for every gate the outputs fail, reproduces at least %.3g of their discriminating "
                      "elements in every failing quantity with some, their bias wherever it discriminates and their "
                      "departure wherever it is measured, there being some evidence, and is not wider (over the model_ulp limit on at most max(2n, n + 8) elements of a "
                      "quantity where the outputs are on n); two such variants with different outputs: ambiguous "
                      "(THRESHOLDS.md R-ATTRIB). residual: ||outputs - path|| / ||outputs - exact|| over the same elements "
                      "(0: the same numbers), shown, not used. A variant that cancels (1 - a^2 or a^2 from the rounded "
                      "decay, a^2 as expm1(2 l) + 1) is also run with that operand moved -2, -1, +1 and +2 FP32 ulps first "
                      "(its bracket: another libm's roundings of the operand give other large errors), and reproduces an "
                      "element inside the range its five runs span there, widened by the same tolerance (\"bracketed\").\n",
                   SG_ATTRIB_TOP, kappa, kappa, rho, phi);
    char mloc[1200];
    sg_md_cell(mloc, sizeof mloc, loc.p ? loc.p : "none compared");
    sg_text_free(&loc);
    const sg_attrib_kind kind = sg_attrib_conclusion(&at);
    const int nmatch = at.nmatch;
    if (kind == SG_ATTRIB_CANON_LIKE) {
        char how[160];
        if (at.nel > 0)
            snprintf(how, sizeof how, " and reproduces %.3g of their failing elements one by one (residual %.3g)", cfrac,
                     cres);
        else
            snprintf(how, sizeof how, " (no failing element is past what two FP32 paths may differ by)");
        snprintf(concl, nconcl, "the outputs are as wrong as the canonical FP32 order on %s: it fails or is MARGINAL on %d of "
                                "the %d gates they fail%s%s%s%s",
                 mcase, ctot - ccl, ctot, how, qrow ? "; the canonical path is quarantined here: " : ".", qrow ? mreason : "",
                 "");
    }
    else if (kind == SG_ATTRIB_NAMED) {
        char names[600] = "", mdep[160] = "";
        if (at.ndep > 0)
            snprintf(mdep, sizeof mdep, "; its departure from them is %.3g of the canonical path's, and at most %.3g of any "
                     "other variant's", at.mdep[0], 2.0 * rho);
        size_t u = 0;
        for (int m = 1; m < nmatch && u < sizeof names; m++)
            u += (size_t)snprintf(names + u, sizeof names - u, "%s`%s`", m > 1 ? ", " : "", at.mname[m]);
        snprintf(concl, nconcl,
                 "the likely operation: `%s` (%s) fails every gate the outputs fail on %s and reproduces %.3g of their "
                 "failing elements one by one (residual %.3g; the canonical path: %.3g)%s%s%s%s.",
                 at.mname[0], at.mwhat[0], mcase, at.mfrac[0], at.mres[0], cfrac, mdep, nmatch > 1 ? "; the same outputs on this case: " : "",
                 nmatch > 1 ? names : "", "");
    } else if (kind == SG_ATTRIB_AMBIGUOUS)
        snprintf(concl, nconcl,
                 "ambiguous on %s: %d variants with different outputs each reproduce the failing elements (`%s`, `%s`%s): "
                 "don't know which operation it is (table below).",
                 mcase, nmatch, at.mname[0], at.mname[sg_attrib_other_match(&at)], nmatch > 2 ? ", ..." : "");
    else if (kind == SG_ATTRIB_CANON_SAME)
        snprintf(concl, nconcl,
                 "the canonical FP32 path fails or is MARGINAL on the same %d gates on %s but reproduces only %.3g of the failing "
                 "elements, and no single operation explains them",
                 ctot, mcase, cfrac);
    else if (kind == SG_ATTRIB_NO_ELEMENTS)
        snprintf(concl, nconcl,
                 "don't know which operation it is on %s: every failing element's error is within what two FP32 paths "
                 "may differ by (%.0f u32 S; a statistic over small errors fails: bias_z, err_ratio or frac_not_rn), so no "
                 "element tells the variants apart (%d of them fail every gate the outputs fail; table below)",
                 mcase, kappa, at.nfailall);
    else
        snprintf(concl, nconcl,
                 "no single operation explains the failing elements on %s (a variant must account for every gate they "
                 "fail, reproduce at least %.3g of them one by one, their bias where it discriminates and their "
                 "departure where it is measured; table below); "
                 "the canonical path passes %d of the %d failing gates: the error is the outside code's own",
                 mcase, phi, ccl, ctot);
    if (kind == SG_ATTRIB_CANON_SAME || kind == SG_ATTRIB_NONE) { /* where the failing elements sit, appended (cut to the buffer) */
        char hint[700];
        for (int i = 0; i < res->nq; i++) /* the first quantity's structure hint (docs/gates.md), when one holds */
            if (sg_structure_hint(&res->q[i].structure, hint, sizeof hint)) {
                const size_t u = strnlen(concl, nconcl);
                if (u + 1 < nconcl) snprintf(concl + u, nconcl - u, "; structure: %s: %s", res->q[i].quantity, hint);
                break;
            }
        const size_t u = strnlen(concl, nconcl);
        if (u + 1 < nconcl) text_cut(concl + u, nconcl - u, "; where they sit: ", mloc);
    }
out:
    sg_audit_free(&a);
    as_free(&as);
    as_free(&judged);
    free(ot);
    sg_eval_free(&vr);
    sg_eval_free(&er);
    sg_tset_free(&given);
    sg_case_free(&c);
    return st;
}

/* The state of one audit between its steps. */
typedef struct {
    const sg_audit_run_opts *o;
    sg_audit_run_result *r;
    int from_file, case_only, ncases, streamed_cases, kept;
    uint64_t oracle_mib;
    case_line *lines;
    sg_case c;                /* the first failing case, when kept for the reproducer and the swaps */
    sg_tset given;
    sg_eval_result er;        /* its evaluation */
    audit_stream fas;         /* the first failing case's stream reader: the oracle's state kept for the reproducer */
    const sg_model_desc *fmd; /* its model (a canonical row runs both) */
    int fstream;              /* it is audited from the oracle's stream (too long to hold) */
    sg_text repro, swaps, outside;
} audit_run;

/* The first departure of a case, in words. */
static void departure(const sg_audit_case *a, const sg_case *c, sg_audit_structure stc, char *buf, size_t cap) {
    snprintf(buf, cap, "none");
    for (int i = 0; i < a->nq; i++) {
        if (a->q[i].depart < 0) continue;
        int64_t bb, tt, dd;
        sg_audit_btd(SG_SHAPE_BLD, c, a->q[i].depart, &bb, &tt, &dd);
        const int64_t K = stc.chunk > 0 ? stc.chunk : SG_AUDIT_SEQ_WINDOW;
        snprintf(buf, cap, "%s at (b %lld, t %lld, d %lld), chunk %lld", a->q[i].quantity, (long long)bb,
                 (long long)tt + 1, (long long)dd, (long long)(tt / K));
        if (stc.group > 0) {
            const size_t k = strlen(buf);
            snprintf(buf + k, cap - k, ", group %lld", (long long)(tt / K / stc.group));
        }
        break;
    }
}

/* The profile plots' scripts of the first failing case's failing [B,L,D] quantities; when none of them has a
 * position axis, the first [B,L,D] quantity's (the outputs the failing state or gradient passes through); and
 * for each failing quantity without one (h_last, dh0, dw_phi, ...), the plot of its worst elements. */
static sg_status plot_scripts(audit_run *x, const sg_audit_case *a, const sg_case_result *res) {
    int plotted = 0, first_bld = -1;
    for (int i = 0; i < a->nq; i++)
        if (a->q[i].nchunks > 0 && first_bld < 0) first_bld = i;
    for (int i = 0; i < a->nq; i++) {
        int qfail = 0;
        for (int k = 0; k < SG_M_COUNT; k++) qfail |= res->q[i].verdict[k] == SG_FAIL;
        if (i == first_bld && !plotted) {
            int any_bld_fail = 0;
            for (int j = 0; j < a->nq; j++)
                for (int k = 0; k < SG_M_COUNT; k++) any_bld_fail |= a->q[j].nchunks > 0 && res->q[j].verdict[k] == SG_FAIL;
            qfail |= !any_bld_fail;
        }
        const int profile = a->q[i].nchunks > 0;
        if (!qfail || (!profile && a->q[i].shape == SG_SHAPE_BLD)) continue;
        plotted += profile;
        char name[256], cpart[160]; /* a file name: the case's name made safe (sg_file_part) */
        sg_file_part(cpart, sizeof cpart, x->c.spec.name);
        snprintf(name, sizeof name, "%s-%s-%s", profile ? "profile" : "elements", cpart, a->q[i].quantity);
        sg_text gp = {0};
        if (profile) sg_audit_plot_script(a, i, x->o->name, name, &gp);
        else sg_audit_elements_script(a, i, x->o->name, name, &gp); /* no position axis: its worst elements */
        char file[300];
        snprintf(file, sizeof file, "%s.gp", name);
        writer w = {x->o->dir, SG_OK};
        put(&w, file, &gp);
        sg_text_free(&gp);
        if (w.st) return w.st;
        sg_text_printf(&x->r->plots, "%s\n", name);
    }
    return SG_OK;
}

/* Case ci made (or read) into x->c; *skip when the backend does not run its model. */
static sg_status load_case(audit_run *x, int ci, int *skip) {
    const sg_audit_run_opts *o = x->o;
    sg_status st = SG_OK;
    *skip = 0;
    if (x->from_file) {
        if ((st = sg_case_load(o->case_file, &x->c)) || (st = sg_safetensors_read(o->outputs_file, &x->given))) return st;
    } else if (x->case_only) {
        const sg_model_desc *cmd_ = NULL;
        if ((st = sg_case_load(o->case_file, &x->c)) || (st = sg_model_of_case(&x->c, &cmd_))) return st;
        if (!sg_model_runs(cmd_, o->b))
            return sg_fail(SG_E_UNKNOWN, "audit: %s does not run %s, the model of %s", o->name, cmd_->name, o->case_file);
    } else {
        const sg_model_desc *cmd_ = sg_model_desc_of(o->specs[ci].model);
        if (!sg_model_runs(cmd_, o->b)) {
            *skip = 1;
            return SG_OK;
        }
        if ((st = sg_case_make(&o->specs[ci], o->seed, &x->c)) || (st = sg_case_validate(&x->c, o->specs[ci].name)))
            return st;
    }
    return st;
}

/* One case: evaluated, audited (held, or too long to hold: from the oracle's stream), its line and rows. */
static sg_status audit_one_case(audit_run *x, int ci) {
    const sg_audit_run_opts *o = x->o;
    const sg_backend *b = o->b;
    int skip;
    sg_status st = load_case(x, ci, &skip);
    if (st || skip) return st;
    const sg_model_desc *mdl;
    if ((st = sg_model_of_case(&x->c, &mdl)) || (st = sg_thresholds_require(o->th, mdl))) return st;
    const sg_audit_structure stc = {b ? b->chunk : 0, b ? b->group : 0};
    const sg_case *c = &x->c;
    const int stream = mdl->oracle_stream && sg_model_quantity_bytes(mdl, c->spec.B, c->spec.L, c->spec.D, 1) >
                                                 (double)x->oracle_mib * 1048576.0;
    /* a single streamed case of a backend keeps its evaluation and the oracle's state for the reproducer
     * and the stage swaps below (else they would stream its oracle once more) */
    const int keep = stream && b && x->ncases == 1;
    audit_stream as = {.md = mdl, .c = c, .st = stc, .audit = 1, .keep_state = keep, .given = b ? NULL : &x->given};
    sg_tset_init(&as.state);
    if (stream) {
        x->streamed_cases++;
        char ec[600];
        fprintf(stderr, "audit: %s: its oracle results held would exceed %llu MiB: audited from their stream\n",
                sg_shown(ec, sizeof ec, c->spec.name), (unsigned long long)x->oracle_mib);
    }
    if ((st = eval_one(o, o->table, b, &x->given, o->th, o->ex, o->set, c, NULL, NULL, NULL, stream ? &as : NULL,
                       &x->er))) {
        as_free(&as);
        return st;
    }
    if (!stream && !x->er.oracle) return sg_fail(SG_E_INTERNAL, "audit of %s: the oracle of %s was not held", o->name, c->spec.name);
    const sg_eval_item *it = &x->er.items[x->er.n - 1];
    const sg_tset *outs = b ? &it->out_a : &x->given;
    sg_audit_case a;
    st = stream ? sg_audit_acc_end(as.acc, &a)
                : sg_audit_compute(mdl, c, x->er.oracle, outs, x->er.yardstick_outputs, stc, &a);
    if (keep && !st) { /* the state moves to the first failing case's reader */
        x->fas.state = as.state;
        x->fas.state_q = as.state_q;
        sg_tset_init(&as.state);
    }
    as_free(&as);
    if (st) return st;
    sg_audit_csv_rows(&a, x->er.yardstick_outputs, &x->r->prof, &x->r->worst);
    case_line *ln = &x->lines[x->r->nres];
    ln->res = it->res;
    ln->L = c->spec.L;
    ln->model = mdl->name;
    departure(&a, c, stc, ln->depart, sizeof ln->depart);
    x->r->results[x->r->nres++] = it->res;
    const int failing = it->res.worst == SG_FAIL;
    if (failing && x->r->first_fail < 0) {
        x->r->first_fail = x->r->nres - 1;
        snprintf(x->r->first_fail_case, sizeof x->r->first_fail_case, "%s", c->spec.name);
        st = plot_scripts(x, &a, &it->res);
    }
    sg_audit_free(&a);
    x->kept = keep && failing && !st; /* its evaluation and case stay for the reproducer and the swaps */
    if (!x->kept) {
        sg_eval_free(&x->er);
        sg_case_free(&x->c);
        sg_tset_free(&x->fas.state);
    }
    sg_tset_free(&x->given);
    return st;
}

/* The first failing case, made and evaluated once more (its oracle and the backend's result held) for the
 * reproducer and the stage swaps. */
static sg_status first_failing_again(audit_run *x) {
    const sg_audit_run_opts *o = x->o;
    const sg_case_spec *fs = NULL;
    for (int i = 0; i < o->nspecs; i++)
        if (strcmp(o->specs[i].name, x->r->first_fail_case) == 0) fs = &o->specs[i];
    sg_status st = SG_OK;
    if ((!x->kept && (x->case_only ? (st = sg_case_load(o->case_file, &x->c))
                                   : ((st = sg_case_make(fs, o->seed, &x->c)) || (st = sg_case_validate(&x->c, fs->name))))) ||
        (st = sg_model_of_case(&x->c, &x->fmd)))
        return st;
    const sg_case *c = &x->c;
    x->fstream = x->fmd->oracle_stream &&
                 sg_model_quantity_bytes(x->fmd, c->spec.B, c->spec.L, c->spec.D, 1) > (double)x->oracle_mib * 1048576.0;
    x->fas.md = x->fmd;
    x->fas.c = c;
    x->fas.keep_state = 1;
    if (!x->kept)
        st = eval_one(o, o->table, o->b, NULL, o->th, o->ex, o->set, c, NULL, NULL, NULL, x->fstream ? &x->fas : NULL, &x->er);
    return st;
}

/* The gate the reproducer keeps failing: a [B,L,D] quantity's failing gate if any fails, else any quantity's;
 * among them the one with the widest margin over its FAIL limit (gate_margin), the first in table order on a
 * tie; (fq, fm) the first failing gate. */
static double reproducer_gate(const audit_run *x, const sg_case_result *fr, int *gq, int *gm, int *fq, int *fm) {
    double gmargin = 0;
    *gq = *gm = *fq = *fm = -1;
    for (int pass = 0; pass < 2 && *gq < 0; pass++)
        for (int i = 0; i < fr->nq; i++) {
            if (pass == 0 && x->fmd->quantities[i].shape != SG_SHAPE_BLD) continue;
            for (int k = 0; k < SG_M_COUNT; k++) {
                if (fr->q[i].verdict[k] != SG_FAIL) continue;
                const double mg = gate_margin(fr, x->o->th, x->fmd->name, i, k);
                if (*fq < 0) *fq = i, *fm = k;
                if (*gq < 0 || mg > gmargin) *gq = i, *gm = k, gmargin = mg;
            }
        }
    return gmargin;
}

/* The reproducer's file (and the hard case), with its provenance. */
static sg_status save_reproducer(const audit_run *x, sg_shrink_result *sr, const char *rname, const char *gate) {
    const sg_audit_run_opts *o = x->o;
    char commit_[128], when[64];
    sg_report_commit(commit_, sizeof commit_);
    sg_utc_now(when, sizeof when);
    sg_tset_set_meta(&sr->c.inputs, "provenance", o->command);
    sg_tset_set_meta(&sr->c.inputs, "provenance_commit", commit_);
    sg_tset_set_meta(&sr->c.inputs, "provenance_date", when);
    sg_tset_set_meta(&sr->c.inputs, "reproduces", o->name);
    sg_tset_set_meta(&sr->c.inputs, "gate", gate);
    sg_tset_set_meta(&sr->c.inputs, "target", "minimised reproducer (scangate audit)");
    char file[2400];
    snprintf(file, sizeof file, "%s/%s.safetensors", o->dir, rname);
    sg_status st = sg_case_save(&sr->c, file);
    if (!st && o->hard_cases_dir) {
        if (!(st = sg_mkdirs(o->hard_cases_dir))) {
            snprintf(file, sizeof file, "%s/%s.safetensors", o->hard_cases_dir, rname);
            st = sg_case_save(&sr->c, file);
        }
    }
    return st;
}

/* The minimised reproducer of the first failing case (x->repro says what it is, or why not made). */
static sg_status reproducer(audit_run *x) {
    const sg_audit_run_opts *o = x->o;
    const char *bname = o->name, *ffc = x->r->first_fail_case;
    char mffc[512];
    sg_md_cell(mffc, sizeof mffc, ffc);
    const sg_case *c = &x->c;
    if (o->b->run_dependent) {
        sg_text_printf(&x->repro, "Not made: %s is run-dependent by design (a fresh reduction order on every call): "
                                  "whether a case shows it depends on the order of the calls, so no fixed case "
                                  "reproduces its failure.\n",
                       bname);
        return SG_OK;
    }
    const sg_case_result *fr = &x->er.items[0].res;
    int gq, gm, fq, fm;
    const double gmargin = reproducer_gate(x, fr, &gq, &gm, &fq, &fm);
    /* where it shows: the quantity's worst element; a final state at the last token, the initial state's
     * gradient at the first */
    const sg_quantity *qq = &x->fmd->quantities[gq];
    const int64_t w = fr->q[gq].m.worst_model >= 0 ? fr->q[gq].m.worst_model : fr->q[gq].m.worst;
    int64_t fb = 0, ft = c->spec.L - 1, fd = 0;
    char dstate[SG_NAME_MAX + 2];
    snprintf(dstate, sizeof dstate, "d%s", x->fmd->initial_state);
    if (qq->shape == SG_SHAPE_BLD && w >= 0) sg_audit_btd(SG_SHAPE_BLD, c, w, &fb, &ft, &fd);
    else if (qq->shape == SG_SHAPE_BD && w >= 0) sg_audit_btd(SG_SHAPE_BD, c, w, &fb, &ft, &fd);
    if (strcmp(qq->name, dstate) == 0) ft = 0;
    else if (qq->shape == SG_SHAPE_BD) ft = c->spec.L - 1;
    char rname[160], bpart[64], cpart[80]; /* a file name too: its parts made safe (sg_file_part) */
    sg_file_part(bpart, sizeof bpart, strchr(bname, '.') ? strchr(bname, '.') + 1 : bname);
    sg_file_part(cpart, sizeof cpart, ffc);
    snprintf(rname, sizeof rname, "hard_%s_%s", bpart, cpart);
    sg_oracle_opts oo;
    sg_oracle_opts_default(&oo);
    oo.prec = o->prec;
    oo.mpfr_only = o->oracle_mpfr;
    const sg_shrink_opts so = {.backend = o->b, .table = o->table, .th = o->th, .quantity = qq->name,
                               .metric = sg_metric_name((sg_metric)gm), .focus_b = fb, .focus_t = ft, .focus_d = fd,
                               .budget_seconds = (double)o->shrink_seconds, .oracle_opts = &oo,
                               .oracle_memory = (double)x->oracle_mib * 1048576.0, .oracle_state_only = x->fstream,
                               .whole_fails = 1, .whole_value = fr->q[gq].m.v[gm]};
    sg_shrink_result sr;
    sg_status st = sg_shrink(&so, c, x->fstream ? &x->fas.state : x->er.oracle, rname, &sr);
    if (st == SG_OK) {
        char gate[160];
        snprintf(gate, sizeof gate, "%s.%s FAIL (%.6g)", qq->name, sg_metric_name((sg_metric)gm), sr.value);
        st = save_reproducer(x, &sr, rname, gate);
        const double whole = (double)c->spec.B * (double)c->spec.L * (double)c->spec.D;
        const double part = (double)sr.c.spec.B * (double)sr.c.spec.L * (double)sr.c.spec.D;
        sg_text_printf(&x->repro,
                       "`%s.safetensors` (%s): B %lld, L %lld, D %lld, 1/%.0f of %s's elements; it fails %s "
                       "(the whole case: %.6g). Cut: %s; %d evaluations, %.1f s%s. Kept from %s: row %lld, "
                       "tokens t = %lld..%lld, channels [%lld, %lld)%s.\n",
                       rname, o->hard_cases_dir ? "also written as a hard case of the ci set" : "in this directory",
                       (long long)sr.c.spec.B, (long long)sr.c.spec.L, (long long)sr.c.spec.D, whole / part, mffc, gate,
                       fr->q[gq].m.v[gm], sr.steps, sr.evaluations, sr.seconds,
                       sr.budget_spent ? " (the time budget was spent)" : "", mffc, (long long)sr.row, (long long)sr.ta + 1,
                       (long long)sr.tb, (long long)sr.da, (long long)sr.db,
                       sr.ta > 0 ? "; the entry state is the oracle's state before the first token, rounded to FP32" : "");
        sg_text_printf(&x->repro,
                       "\nThe gate it keeps failing is the failing gate%s with the widest margin over its FAIL "
                       "limit: %s.%s at %.4g times its limit",
                       x->fmd->quantities[gq].shape == SG_SHAPE_BLD ? " of a [B, L, D] quantity" : "", qq->name,
                       sg_metric_name((sg_metric)gm), gmargin);
        if (fq != gq || fm != gm)
            sg_text_printf(&x->repro, " (the first failing gate, %s.%s, at %.4g)", fr->q[fq].quantity,
                           sg_metric_name((sg_metric)fm), gate_margin(fr, o->th, x->fmd->name, fq, fm));
        sg_text_printf(&x->repro, ".\n");
        if (o->hard_cases_dir) {
            char row[2048], mrow[4200];
            snprintf(row, sizeof row, "| %s | ci | %s | QUARANTINED | reproduces %s on %s | %s/audit.md |", bname, rname,
                     gate, ffc, o->outdir);
            sg_text_printf(&x->repro, "\nIts EXPECTED_STATUS.md row (set ci): %s\n", sg_md_code(mrow, sizeof mrow, row));
        }
    } else if (st == SG_E_UNKNOWN) { /* the failure did not repeat: said, not fatal */
        sg_text_printf(&x->repro, "Not made: %s\n", sg_errmsg());
        st = SG_OK;
    }
    sg_shrink_free(&sr);
    return st;
}

/* The stage swaps on the first failing case: x->swaps, and the conclusion. */
static sg_status stage_swaps(audit_run *x) {
    const sg_audit_run_opts *o = x->o;
    const char *ffc = x->r->first_fail_case;
    char mffc[512];
    sg_md_cell(mffc, sizeof mffc, ffc ? ffc : "");
    char *concl = x->r->conclusion;
    const size_t nconcl = sizeof x->r->conclusion;
    const sg_case_result orig = x->er.items[0].res;
    char ec[600], eb[200];
    int concluded = 0;
    sg_text_printf(&x->swaps, "| stage swapped | backend | its worst verdict on %s | failing gates of %s cleared |\n"
                              "|---|---|---|---|\n",
                   sg_md_cell(ec, sizeof ec, ffc), sg_md_cell(eb, sizeof eb, o->name));
    sg_status st = SG_OK;
    for (const sg_stage_swap *s = o->b->swaps; s->stage; s++) {
        const sg_backend *sb = sg_backend_find(o->table, s->backend);
        if (sb && !sg_model_runs(x->fmd, sb)) continue; /* a swap for the other model of a canonical row */
        if (!sb || sb->available() != SG_OK) {
            sg_text_printf(&x->swaps, "| %s | %s | not usable here | - |\n", sg_md_cell(ec, sizeof ec, s->stage),
                           sg_md_cell(eb, sizeof eb, s->backend));
            continue;
        }
        sg_eval_result sr;
        audit_stream sas = {.md = x->fmd, .c = &x->c}; /* streamed: judged only */
        if ((st = eval_one(o, o->table, sb, NULL, o->th, o->ex, o->set, &x->c, x->er.oracle, x->er.yardstick_outputs,
                           &x->er.yardstick_result, x->fstream ? &sas : NULL, &sr))) {
            sg_eval_free(&sr);
            break;
        }
        int cl, tot;
        const int all = sg_attrib_clears(&orig, &sr.items[0].res, &cl, &tot);
        sg_text_printf(&x->swaps, "| %s | %s | %s | %d of %d |\n", sg_md_cell(ec, sizeof ec, s->stage),
                       sg_md_cell(eb, sizeof eb, s->backend), sg_verdict_name(sr.items[0].res.worst), cl, tot);
        if (all && !concluded) {
            snprintf(concl, nconcl,
                     "the error enters at the stage **%s**: the same algorithm with that stage done as `%s` does "
                     "it clears all %d failing gates on %s.",
                     s->stage, s->backend, tot, mffc);
            concluded = 1;
        }
        sg_eval_free(&sr);
    }
    sg_eval_free(&x->er);
    sg_case_free(&x->c);
    if (!st && !concluded)
        snprintf(concl, nconcl,
                 "no single stage swap clears every failing gate on %s: the error is not isolated by the swaps "
                 "this backend's structure allows (table above).",
                 mffc);
    return st;
}

/* Where the elements over the model_ulp limit of each failing [B,L,D] quantity sit (docs/gates.md
 * "Structure hints"): the hint where one holds, else the shares on each kind of step beside all elements'. */
static void structure_section(sg_text *md, const case_line *lines, int nres) {
    int any = 0;
    for (int i = 0; i < nres; i++)
        for (int k = 0; k < lines[i].res.nq; k++) {
            const sg_structure *s = &lines[i].res.q[k].structure;
            if (s->n <= 0) continue;
            if (!any) sg_text_printf(md, "## Where the failing elements sit\n\n");
            any = 1;
            char ec[600], eq[200], hint[700], eh[1500];
            sg_text_printf(md, "- %s, %s: %lld elements over the model_ulp limit in %lld (b, d) columns; ",
                           sg_md_cell(ec, sizeof ec, lines[i].res.case_name),
                           sg_md_cell(eq, sizeof eq, lines[i].res.q[k].quantity), (long long)s->n, (long long)s->cols);
            if (sg_structure_hint(s, hint, sizeof hint)) sg_text_printf(md, "**%s**\n", sg_md_cell(eh, sizeof eh, hint));
            else {
                sg_text_printf(md, "no kind of step holds them (of them / of all elements:");
                for (int t = 0; t < SG_ST_COUNT; t++)
                    if (s->base[t] == s->base[t])
                        sg_text_printf(md, " %s %.3g%% / %.3g%%", sg_step_kind_name(t), 100.0 * (double)s->k[t] / (double)s->n,
                                       100.0 * s->base[t]);
                sg_text_printf(md, ")\n");
            }
        }
    if (any) sg_text_printf(md, "\n");
}

/* audit.md: provenance, the conclusion, the cases, their expected status, the reproducer, the swaps or what
 * the outputs' failure is like, the files. */
static void write_md(audit_run *x) {
    const sg_audit_run_opts *o = x->o;
    const sg_backend *b = o->b;
    sg_text *md = &x->r->md;
    const int nres = x->r->nres;
    const char *ffc = x->r->first_fail_case;
    char commit[128];
    sg_report_commit(commit, sizeof commit);
    char mname[256], mcmd[8192], mnote[1024], mffc[512];
    sg_md_cell(mffc, sizeof mffc, ffc ? ffc : "");
    sg_text_printf(md, "# Audit: %s\n\n", sg_md_cell(mname, sizeof mname, o->name));
    sg_text_printf(md, "- command: %s\n- commit: %s\n- seed: %llu; oracle precision %ld bits\n"
                       "- THRESHOLDS.md %.16s (loosening check %s); EXPECTED_STATUS.md %.16s\n",
                   sg_md_code(mcmd, sizeof mcmd, o->command), commit, (unsigned long long)o->seed, o->prec, o->th->hash,
                   sg_md_cell(mnote, sizeof mnote, o->loosening_note), o->ex->hash);
    if (b)
        sg_text_printf(md, "- algorithm: %s\n- structure: %s%d-token chunks%s\n", b->algorithm,
                       b->chunk ? "" : "sequential (profile windows of ", b->chunk ? b->chunk : SG_AUDIT_SEQ_WINDOW,
                       b->group ? "" : (b->chunk ? ", serial entries" : ")"));
    if (b && b->group) sg_text_printf(md, "- prefix groups of %d chunks\n", b->group);
    sg_text_printf(md, "- set: %s (%d cases judged)\n", o->set, nres);
    if (x->streamed_cases)
        sg_text_printf(md, "- oracle: %d case%s too long to hold its results (over %llu MiB, --oracle-memory) audited "
                           "from their stream, block by block; %s judged from it again\n",
                       x->streamed_cases, x->streamed_cases == 1 ? "" : "s", (unsigned long long)x->oracle_mib,
                       x->from_file ? "the canonical path and the operation variants"
                                    : x->fstream ? "the stage swaps and the reproducer's longer cuts" : "the stage swaps");
    sg_text_printf(md, "\n");
    sg_text_printf(md, "## Conclusion\n\n%s\n\n", x->r->conclusion);
    if (x->r->first_fail >= 0) sg_text_printf(md, "First failing case: **%s**.\n\n", mffc);
    sg_text_printf(md, "## Cases\n\n| case | L | verdict | outcome | failing gates (value; FAIL limit; canonical) | "
                       "first departure from the canonical envelope |\n|---|---:|---|---|---|---|\n");
    for (int i = 0; i < nres; i++) {
        sg_text fg = {0};
        const int nf = failing_gates(&x->lines[i].res, o->th, x->lines[i].model, &fg);
        char ec[600], eg[2048], ed[600];
        sg_text_printf(md, "| %s | %lld | %s | %s | %s | %s |\n", sg_md_cell(ec, sizeof ec, x->lines[i].res.case_name),
                       (long long)x->lines[i].L, sg_verdict_name(x->lines[i].res.worst),
                       sg_outcome_name(x->lines[i].res.outcome), sg_md_cell(eg, sizeof eg, nf ? fg.p : "none"),
                       sg_md_cell(ed, sizeof ed, x->lines[i].depart));
        sg_text_free(&fg);
    }
    sg_text_printf(md, "\nThe first departure is the first token (then row, then channel) at which the backend's "
                       "`model_ulp` exceeds the largest `model_ulp` of the canonical FP32 path on the whole case.\n\n");
    structure_section(md, x->lines, nres);
    sg_text_printf(md, "## Expected status\n\n");
    for (int i = 0; i < nres; i++) {
        const sg_expect_row *r = sg_expected_find(o->ex, o->name, o->set, x->lines[i].res.case_name);
        char mc[512], mr[1024], mev[1200];
        sg_md_cell(mc, sizeof mc, x->lines[i].res.case_name);
        if (!r) sg_text_printf(md, "- %s: no row (unlisted)\n", mc);
        else if (r->kind == SG_EXPECT_QUARANTINED)
            sg_text_printf(md, "- %s: QUARANTINED (EXPECTED_STATUS.md line %d): %s; evidence %s\n", mc, r->line,
                           sg_md_cell(mr, sizeof mr, r->reason), sg_md_code(mev, sizeof mev, r->evidence));
        else sg_text_printf(md, "- %s: PASS expected (EXPECTED_STATUS.md line %d)\n", mc, r->line);
    }
    if (x->repro.len) sg_text_printf(md, "\n## Minimised reproducer of %s\n\n%s", mffc, x->repro.p);
    if (x->swaps.len) sg_text_printf(md, "\n## Stage swaps on %s\n\n%s", mffc, x->swaps.p);
    if (x->outside.len) sg_text_printf(md, "\n## What the failure is like\n\n%s", x->outside.p);
    sg_text_printf(md, "\n## Files\n\n- `report.md`, `report.json`, `junit.xml`: every case's metrics and verdicts, "
                       "the canonical path's beside them (as `scangate run` writes them)\n"
                       "- `profile.csv`: per case, quantity and chunk (steps t0..t1) the worst `model_ulp` and the "
                       "chunk's relative L2 error, backend and canonical, its group and whether it holds a reset\n"
                       "- `worst.csv`: per case and quantity the %d worst elements by `model_ulp`, (b, t, d), chunk, "
                       "group, values in %%a and the inputs there\n"
                       "- indices: t counts the steps from 1 (t = 1..L, as the run's report and "
                       "reference/EQUATIONS.md do); b, d, chunk and group count from 0\n",
                   SG_AUDIT_TOP);
    if (x->r->plots.len)
        sg_text_printf(md, "- `profile-<case>-<quantity>.png` / `.svg` / `.gp`: the failing quantities' profiles on %s; "
                           "`elements-<case>-<quantity>.*`: the worst elements of a failing quantity without a "
                           "position axis (h_last, dh0, dw_phi, ...) by channel, beside the canonical envelope\n",
                       mffc);
}

sg_status sg_audit_run(const sg_audit_run_opts *o, sg_audit_run_result *r) {
    memset(r, 0, sizeof *r);
    r->first_fail = -1;
    audit_run x;
    memset(&x, 0, sizeof x);
    x.o = o;
    x.r = r;
    x.from_file = o->case_file != NULL && o->outputs_file != NULL;
    x.case_only = o->case_file != NULL && o->outputs_file == NULL;
    x.ncases = o->case_file ? 1 : o->nspecs;
    x.oracle_mib = o->oracle_mib ? o->oracle_mib : 2048;
    sg_tset_init(&x.given);
    sg_tset_init(&x.fas.state);
    x.lines = sg_xcalloc((size_t)x.ncases + 1, sizeof *x.lines);
    r->results = sg_xcalloc((size_t)x.ncases + 1, sizeof *r->results);
    sg_audit_csv_heads(&r->prof, &r->worst);
    sg_status st = SG_OK;
    for (int ci = 0; ci < x.ncases && !st; ci++) st = audit_one_case(&x, ci);
    if (!st && r->nres == 0) st = sg_fail(SG_E_UNKNOWN, "audit: backend %s runs no case of set %s", o->name, o->set);
    if (!st && r->first_fail >= 0 && o->b) {
        if (!(st = first_failing_again(&x)) && !(st = reproducer(&x)) && o->b->swaps) st = stage_swaps(&x);
        else if (!st)
            snprintf(r->conclusion, sizeof r->conclusion,
                     "%s declares no stage swaps: the stage is not isolated; see the profile and the first departure.",
                     o->name);
    } else if (!st && r->first_fail >= 0 && x.from_file) {
        st = explain_outside(o, o->table, o->th, o->ex, o->set, &x.outside, r->conclusion, sizeof r->conclusion);
    } else if (!st && r->first_fail >= 0) {
        snprintf(r->conclusion, sizeof r->conclusion,
                 "%s declares no stage swaps: the stage is not isolated; see the profile and the first departure.",
                 o->name);
    } else if (!st) {
        snprintf(r->conclusion, sizeof r->conclusion, "no case fails a gate: there is no failure to localise.");
    }
    if (!st) write_md(&x);
    as_free(&x.fas);
    free(x.lines);
    sg_text_free(&x.repro);
    sg_text_free(&x.swaps);
    sg_text_free(&x.outside);
    sg_eval_free(&x.er);
    sg_case_free(&x.c);
    sg_tset_free(&x.given);
    return st;
}

void sg_audit_run_free(sg_audit_run_result *r) {
    free(r->results);
    r->results = NULL;
    sg_text_free(&r->prof);
    sg_text_free(&r->worst);
    sg_text_free(&r->md);
    sg_text_free(&r->plots);
}
