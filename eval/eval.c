/* eval.c - the one evaluation of a case (sg_eval.h): the oracle, the
 * yardstick, the contestants' poisoned runs, the judging and the outcome. */
#include "sg_eval.h"

#include <omp.h>
#include <stdlib.h>
#include <string.h>

static void poison(sg_tensor *t, int which) {
    size_t n = sg_tensor_numel(t);
    if (t->dtype == SG_BF16) {
        uint16_t *p = t->data;
        for (size_t i = 0; i < n; i++) p[i] = which ? SG_POISON_B_BF16 : SG_POISON_BF16;
    } else if (t->dtype == SG_F32) {
        uint32_t *p = t->data;
        for (size_t i = 0; i < n; i++) p[i] = which ? SG_POISON_B_F32 : SG_POISON_F32;
    }
}

sg_status sg_eval_run(const sg_backend *b, const sg_case *c, int which, sg_tset *outputs, double *seconds) {
    sg_tset_init(outputs);
    char where[160];
    snprintf(where, sizeof where, "case %s", c->spec.name);
    sg_status st = sg_check_dims(where, c->spec.B, c->spec.L, c->spec.D);
    if (st) return st;
    const sg_model_desc *md;
    if ((st = sg_model_of_case(c, &md))) return st;
    for (int i = 0; i < md->nq; i++) {
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&md->quantities[i], c->spec.B, c->spec.L, c->spec.D, shape);
        if (!sg_tset_add(outputs, md->quantities[i].name, md->quantities[i].dtype, nd, shape)) return SG_E_INTERNAL;
        poison(&outputs->t[outputs->n - 1], which);
    }
    const sg_impl_fn f = sg_model_impl(md, b);
    if (!f) return sg_fail(SG_E_UNKNOWN, "backend %s has no %s implementation", b->name, md->name);
    st = md->call(f, c, outputs, SG_PASS_FWD_BWD, seconds);
    if (st) sg_err_context("backend %s on case %s", b->name, c->spec.name);
    return st;
}

void sg_eval_free(sg_eval_result *r) {
    for (int i = 0; i < r->n; i++) {
        sg_tset_free(&r->items[i].out_a);
        sg_tset_free(&r->items[i].out_b);
    }
    free(r->items);
    r->items = NULL;
    r->n = 0;
    sg_tset_free(&r->own_oracle);
    sg_tset_free(&r->own_yardstick);
    r->oracle = r->yardstick_outputs = NULL;
    r->have_yardstick = 0;
}

/* The oracle: given, or through the cache. */
static sg_status oracle_step(const sg_case *c, const sg_eval_opts *o, const char *where, sg_eval_result *r) {
    if (o->oracle) {
        r->oracle = o->oracle;
        return SG_OK;
    }
    sg_oracle_opts def;
    if (!o->oracle_opts) sg_oracle_opts_default(&def);
    const double t0 = sg_now();
    const sg_status st = sg_model_oracle(r->md, c, o->oracle_opts ? o->oracle_opts : &def, o->cache_dir, &r->own_oracle);
    r->oracle_seconds = sg_now() - t0;
    if (st) {
        sg_err_context("oracle on %s", where);
        return st;
    }
    r->oracle = &r->own_oracle;
    return SG_OK;
}

/* The yardstick: given, or the model's row of the table, run once (poison A)
 * and judged on its own; absent when the table has no such row. */
static sg_status yardstick_step(const sg_case *c, const sg_eval_opts *o, sg_eval_result *r) {
    if (o->yardstick == SG_YARDSTICK_NONE) return SG_OK;
    if (o->yardstick_outputs && o->yardstick_result) {
        r->yardstick_outputs = o->yardstick_outputs;
        r->yardstick_result = *o->yardstick_result;
        r->have_yardstick = 1;
        return SG_OK;
    }
    const sg_backend *yb = o->table ? sg_backend_find(o->table, r->md->yardstick) : NULL;
    if (!yb || !sg_model_runs(r->md, yb)) return SG_OK;
    sg_status st = sg_eval_run(yb, c, 0, &r->own_yardstick, &r->yardstick_seconds);
    if (st == SG_OK)
        st = sg_judge_case(r->md, c, r->oracle, &r->own_yardstick, NULL, o->th, yb->name, &r->yardstick_result);
    if (st == SG_OK) {
        r->yardstick_outputs = &r->own_yardstick;
        r->have_yardstick = 1;
    }
    return st;
}

/* What the contestants' judging takes from the second run and the yardstick. */
static sg_judge_extra extra_for(const sg_eval_opts *o, const sg_eval_result *r, const sg_tset *second) {
    const int yard = r->have_yardstick && o->yardstick == SG_YARDSTICK_METRICS;
    const sg_judge_extra x = {second, yard ? r->yardstick_outputs : NULL, yard ? &r->yardstick_result : NULL, NULL};
    return x;
}

/* The outcome against EXPECTED_STATUS.md; a REGRESSION or an UNLISTED FAIL is
 * AS_CANONICAL when it fails only where and as the canonical FP32 order fails
 * by construction (sg_as_canonical: the yardstick's own result on this case
 * and its quarantine row, looked up under the fixture sets, the set of a
 * judged file being "external"). */
static void outcome(const sg_eval_opts *o, const sg_eval_result *r, sg_case_result *res, const char *case_name) {
    res->expect = o->expected ? sg_expected_find(o->expected, res->backend, o->set, case_name) : NULL;
    res->outcome = sg_expected_outcome(res->expect, res->worst);
    if ((res->outcome != SG_OUTCOME_REGRESSION && res->outcome != SG_OUTCOME_UNLISTED) || !o->expected ||
        !r->have_yardstick || !r->md->yardstick || strcmp(res->backend, r->md->yardstick) == 0)
        return;
    const sg_expect_row *crow = sg_expected_quarantine(o->expected, r->md->yardstick, case_name);
    if (sg_as_canonical(res, &r->yardstick_result, crow)) {
        res->outcome = SG_OUTCOME_AS_CANONICAL;
        res->expect = crow; /* the row that explains it: the canonical order's quarantine */
    }
}

/* A repeat of the determinism check: the run on `threads` threads, compared
 * with run A and dropped. */
static sg_status repeat_run(const sg_case *c, const sg_backend *b, int which, int threads, const sg_tset *run_a,
                            sg_repeat_marks *m) {
    const int n0 = omp_get_max_threads();
    omp_set_num_threads(threads);
    sg_tset x;
    double secs;
    sg_status st = sg_eval_run(b, c, which, &x, &secs);
    omp_set_num_threads(n0);
    if (st == SG_OK) st = sg_repeat_add(m, run_a, &x, which);
    if (st) sg_err_context("backend %s, determinism repeat on %d thread%s", b->name, threads, threads == 1 ? "" : "s");
    sg_tset_free(&x);
    return st;
}

/* One backend row's runs: poison A, then B unless single_run, then unless
 * no_repeats the two repeats (SG_EVAL_REPEAT_THREADS, poisons A and B), each
 * compared with run A into `m` (initialised here when the repeats run; its
 * `repeats` stays 0 otherwise). */
static sg_status contestant_run(const sg_case *c, const sg_eval_opts *o, const sg_backend *b, sg_eval_item *it,
                                sg_repeat_marks *m) {
    memset(m, 0, sizeof *m);
    it->backend = b;
    sg_status st = sg_eval_run(b, c, 0, &it->out_a, &it->seconds[0]);
    if (st == SG_OK && !o->single_run) st = sg_eval_run(b, c, 1, &it->out_b, &it->seconds[1]);
    it->res.seconds = o->single_run || it->seconds[0] < it->seconds[1] ? it->seconds[0] : it->seconds[1];
    if (st || o->single_run || o->no_repeats) return st;
    const int threads[2] = SG_EVAL_REPEAT_THREADS(omp_get_max_threads());
    if ((st = sg_repeat_init(m, &it->out_a)) == SG_OK) st = sg_repeat_add(m, &it->out_a, &it->out_b, 1);
    for (int k = 0; k < 2 && st == SG_OK; k++) st = repeat_run(c, b, k, threads[k], &it->out_a, m);
    it->repeats = m->repeats;
    return st;
}

static void contestant_done(const sg_eval_opts *o, const sg_eval_result *r, const sg_case *c, sg_eval_item *it) {
    outcome(o, r, &it->res, c->spec.name);
    if (!o->keep_outputs) {
        sg_tset_free(&it->out_a);
        sg_tset_free(&it->out_b);
    }
}

/* One backend row: its runs, its judging, its outcome. */
static sg_status contestant(const sg_case *c, const sg_eval_opts *o, const sg_backend *b, sg_eval_result *r) {
    sg_eval_item *it = &r->items[r->n++];
    sg_repeat_marks m;
    sg_status st = contestant_run(c, o, b, it, &m);
    const double secs = it->res.seconds;
    if (st == SG_OK) {
        sg_judge_extra x = extra_for(o, r, o->single_run ? NULL : &it->out_b);
        x.repeats = &m;
        st = sg_judge_case(r->md, c, r->oracle, &it->out_a, &x, o->th, b->name, &it->res);
    }
    sg_repeat_free(&m);
    if (st) return st;
    it->res.seconds = secs;
    contestant_done(o, r, c, it);
    return SG_OK;
}

/* ---- streamed ---------------------------------------------------------------- */
typedef struct {
    int n;
    sg_judge_state *js[SG_MAX_BACKENDS + 2];
    double seconds;          /* in the judging of the blocks */
    sg_oracle_block_fn more; /* the other reader (sg_eval_opts.stream_block), after the judgings */
    void *more_ctx;
} stream_sink;

/* Each judging takes the block on its own (they share nothing), so the
 * judgings of a large block share the cores, also when the oracle hands the
 * block over from inside its own parallel region (SAMU: one thread, the
 * others at a barrier; eval_streamed allows that one level of nesting). A failure (a block outside its
 * view: refused before anything is added) is found again on this thread,
 * where its message is kept. */
static sg_status stream_feed(void *ctx, const sg_oracle_block *blk) {
    stream_sink *k = ctx;
    const double t0 = sg_now();
    sg_status st[SG_MAX_BACKENDS + 2];
    const int64_t n = (blk->i1 - blk->i0) * (blk->j1 - blk->j0) * (blk->k1 - blk->k0);
#pragma omp parallel for schedule(dynamic, 1) if (n >= 65536 && k->n > 1)
    for (int i = 0; i < k->n; i++) st[i] = sg_judge_feed(k->js[i], blk);
    k->seconds += sg_now() - t0;
    for (int i = 0; i < k->n; i++)
        if (st[i]) return sg_judge_feed(k->js[i], blk);
    return k->more ? k->more(k->more_ctx, blk) : SG_OK;
}

/* Every run first, then one pass of the oracle's blocks judging them all:
 * the yardstick (judged on its own) ends first, so the contestants' err_ratio
 * reads its result. */
static sg_status eval_streamed(const sg_case *c, const sg_eval_opts *o, const char *where, sg_eval_result *r) {
    sg_status st = SG_OK;
    const sg_backend *yb = NULL;
    r->streamed = 1;
    if (o->yardstick != SG_YARDSTICK_NONE && !(o->yardstick_outputs && o->yardstick_result)) {
        yb = o->table ? sg_backend_find(o->table, r->md->yardstick) : NULL;
        if (yb && !sg_model_runs(r->md, yb)) yb = NULL;
        if (yb && (st = sg_eval_run(yb, c, 0, &r->own_yardstick, &r->yardstick_seconds))) return st;
    } else if (o->yardstick != SG_YARDSTICK_NONE) {
        r->yardstick_outputs = o->yardstick_outputs;
        r->yardstick_result = *o->yardstick_result;
        r->have_yardstick = 1;
    }
    stream_sink k = {0};
    if (yb) {
        if ((st = sg_judge_begin(r->md, c, &r->own_yardstick, NULL, o->th, yb->name, &k.js[k.n]))) return st;
        k.n++;
        r->yardstick_outputs = &r->own_yardstick;
    }
    /* each contestant's runs, then its judging's begin with the yardstick's
     * outputs, its second run and its determinism marks (measured there, then
     * dropped: one set of outputs per backend is held through the stream) */
    const int yard = (yb || r->have_yardstick) && o->yardstick == SG_YARDSTICK_METRICS;
    const sg_judge_extra x0 = {NULL, yard ? r->yardstick_outputs : NULL, yard ? &r->yardstick_result : NULL, NULL};
    for (int i = 0; i < o->nrows && !st; i++) {
        if (!sg_model_runs(r->md, o->rows[i])) continue;
        sg_eval_item *it = &r->items[r->n++];
        sg_repeat_marks m;
        st = contestant_run(c, o, o->rows[i], it, &m);
        sg_judge_extra x = x0;
        x.outputs_b = o->single_run ? NULL : &it->out_b;
        x.repeats = &m;
        if (!st) st = sg_judge_begin(r->md, c, &it->out_a, &x, o->th, it->backend->name, &k.js[k.n]);
        sg_repeat_free(&m);
        if (!st) k.n++;
        if (!o->keep_outputs) sg_tset_free(&it->out_b);
    }
    const int nrun = r->n;
    if (!st && o->outputs) {
        r->n++;
        sg_judge_extra x = x0;
        x.outputs_b = o->outputs_b;
        st = sg_judge_begin(r->md, c, o->outputs, &x, o->th, o->outputs_name ? o->outputs_name : "outputs", &k.js[k.n]);
        if (st && o->outputs_where) sg_err_context("%s", o->outputs_where);
        if (!st) k.n++;
    }
    if (!st && o->stream_begin) {
        st = o->stream_begin(o->stream_ctx, r);
        k.more = o->stream_block;
        k.more_ctx = o->stream_ctx;
    }
    if (!st) {
        sg_oracle_opts def;
        if (!o->oracle_opts) sg_oracle_opts_default(&def);
        const sg_oracle_opts *oo = o->oracle_opts ? o->oracle_opts : &def;
        const double t0 = sg_now();
        const int levels = omp_get_max_active_levels();
        if (levels < 2) omp_set_max_active_levels(2);
        st = r->md->oracle_stream(c, oo, o->stream_budget ? o->stream_budget : (size_t)1 << 30, stream_feed, &k,
                                  oo->certify ? o->stream_cert : NULL);
        if (levels < 2) omp_set_max_active_levels(levels);
        r->stream_judge_seconds = k.seconds;
        r->oracle_seconds = sg_now() - t0 - k.seconds;
        if (st) sg_err_context("oracle (streamed) on %s", where);
    }
    if (st) {
        for (int i = 0; i < k.n; i++) sg_judge_abort(k.js[i]);
        return st;
    }
    int j = 0;
    if (yb) {
        st = sg_judge_end(k.js[j++], &r->yardstick_result);
        if (!st) r->have_yardstick = 1;
    }
    for (int i = 0; i < r->n; i++) {
        sg_eval_item *it = &r->items[i];
        const double secs = it->res.seconds;
        if (!st) st = sg_judge_end(k.js[j], &it->res);
        else sg_judge_abort(k.js[j]);
        j++;
        if (st) continue;
        if (i < nrun) {
            it->res.seconds = secs;
            contestant_done(o, r, c, it);
        } else
            outcome(o, r, &it->res, c->spec.name);
    }
    return st;
}

sg_status sg_eval_case(const sg_case *c, const sg_eval_opts *o, sg_eval_result *r) {
    memset(r, 0, sizeof *r);
    sg_tset_init(&r->own_oracle);
    sg_tset_init(&r->own_yardstick);
    sg_status st = sg_model_of_case(c, &r->md);
    if (st) return st;
    char where[256];
    if (o->where) snprintf(where, sizeof where, "%s", o->where);
    else snprintf(where, sizeof where, "case %s", c->spec.name);
    r->items = calloc((size_t)o->nrows + 1, sizeof *r->items);
    if (!r->items) return sg_fail(SG_E_INTERNAL, "out of memory");
    for (int i = 0; i <= o->nrows; i++) {
        sg_tset_init(&r->items[i].out_a);
        sg_tset_init(&r->items[i].out_b);
    }
    if (o->stream && !o->oracle && r->md->oracle_stream) return eval_streamed(c, o, where, r);
    if ((st = oracle_step(c, o, where, r))) return st;
    if ((st = yardstick_step(c, o, r))) return st;
    for (int i = 0; i < o->nrows; i++) {
        if (!sg_model_runs(r->md, o->rows[i])) continue;
        if ((st = contestant(c, o, o->rows[i], r))) return st;
    }
    if (o->outputs) {
        sg_eval_item *it = &r->items[r->n++];
        const sg_judge_extra x = extra_for(o, r, o->outputs_b);
        st = sg_judge_case(r->md, c, r->oracle, o->outputs, &x, o->th, o->outputs_name ? o->outputs_name : "outputs",
                           &it->res);
        if (st) {
            if (o->outputs_where) sg_err_context("%s", o->outputs_where);
            return st;
        }
        outcome(o, r, &it->res, c->spec.name);
    }
    return SG_OK;
}
