/* shrink.c - minimised reproducers (sg_shrink.h): the cut of a case (rows,
 * tokens, channels, the exact entry state) and the search for the smallest
 * cut on which a backend still fails the same gate, within a time budget. */
#include "sg_shrink.h"
#include "sg_eval.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void sg_shrink_free(sg_shrink_result *r) { sg_case_free(&r->c); }

/* Copies [b0,b1) x [t0,t1) x [d0,d1) of a row-major [B, L, W] tensor (es
 * bytes per element; L = 1 and [t0,t1) = [0,1) for a [B, W] one). */
static void copy_box(const void *src, void *dst, size_t es, int64_t L, int64_t W, int64_t b0, int64_t b1, int64_t t0,
                     int64_t t1, int64_t d0, int64_t d1) {
    const unsigned char *s = src;
    unsigned char *d = dst;
    const size_t row = (size_t)(d1 - d0) * es;
    for (int64_t b = b0; b < b1; b++)
        for (int64_t t = t0; t < t1; t++) {
            memcpy(d, s + (size_t)((b * L + t) * W + d0) * es, row);
            d += row;
        }
}

sg_status sg_shrink_cut(const sg_case *c, const sg_tset *oracle, int64_t b0, int64_t b1, int64_t ta, int64_t tb,
                        int64_t da, int64_t db, const char *name, sg_case *out) {
    memset(out, 0, sizeof *out);
    sg_tset_init(&out->inputs);
    const sg_model_desc *md;
    sg_status st = sg_model_of_case(c, &md);
    if (st) return st;
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    if (!(0 <= b0 && b0 < b1 && b1 <= B && 0 <= ta && ta < tb && tb <= L && 0 <= da && da < db && db <= D))
        return sg_fail(SG_E_USAGE, "cut of %s: rows [%lld,%lld), tokens [%lld,%lld), channels [%lld,%lld) outside (%lld,%lld,%lld)",
                       c->spec.name, (long long)b0, (long long)b1, (long long)ta, (long long)tb, (long long)da,
                       (long long)db, (long long)B, (long long)L, (long long)D);
    if (!md->channels_independent && (da != 0 || db != D))
        return sg_fail(SG_E_UNKNOWN, "cut of %s: the %s model's channels are coupled; no channel range can be cut",
                       c->spec.name, md->name);
    const sg_tensor *ystate = NULL;
    if (ta > 0) {
        char nf[SG_NAME_MAX + 8];
        sg_oracle_tensor_name(nf, sizeof nf, "y", SG_ORC_F64);
        ystate = oracle ? sg_tset_get(oracle, nf) : NULL;
        if (!ystate || (int64_t)sg_tensor_numel(ystate) != B * L * D)
            return sg_fail(SG_E_SHAPE, "cut of %s from t = %lld: the oracle's state (%s) is missing", c->spec.name,
                           (long long)ta, nf);
    }
    const int64_t nb = b1 - b0, nl = tb - ta, nd = db - da;
    for (int i = 0; i < md->ninputs; i++) {
        const sg_model_input *in = &md->inputs[i];
        const sg_tensor *t = sg_tset_get(&c->inputs, in->name);
        if (!t) continue; /* an input the case does not hold is absent in the cut too */
        const size_t es = sg_dtype_size(t->dtype);
        int64_t shape[SG_MAX_DIMS];
        int nd_ = 0;
        void *p = NULL;
        switch (in->shape) {
        case SG_SHAPE_BLD:
            shape[0] = nb, shape[1] = nl, shape[2] = nd, nd_ = 3;
            if (!(p = sg_tset_add(&out->inputs, in->name, t->dtype, nd_, shape))) return SG_E_INTERNAL;
            copy_box(t->data, p, es, L, D, b0, b1, ta, tb, da, db);
            break;
        case SG_SHAPE_BL:
            shape[0] = nb, shape[1] = nl, nd_ = 2;
            if (!(p = sg_tset_add(&out->inputs, in->name, t->dtype, nd_, shape))) return SG_E_INTERNAL;
            copy_box(t->data, p, es, L, 1, b0, b1, ta, tb, 0, 1);
            break;
        case SG_SHAPE_BD:
            shape[0] = nb, shape[1] = nd, nd_ = 2;
            if (!(p = sg_tset_add(&out->inputs, in->name, t->dtype, nd_, shape))) return SG_E_INTERNAL;
            if (ta > 0 && strcmp(in->name, md->initial_state) == 0) { /* the exact entry state, rounded once */
                if (t->dtype != SG_F32) return sg_fail(SG_E_INTERNAL, "initial state %s is not f32", in->name);
                float *f = p;
                const double *e = ystate->data;
                for (int64_t b = b0; b < b1; b++)
                    for (int64_t d = da; d < db; d++) *f++ = (float)e[(b * L + ta - 1) * D + d];
            } else {
                copy_box(t->data, p, es, 1, D, b0, b1, 0, 1, da, db);
            }
            break;
        case SG_SHAPE_D:
            shape[0] = nd, nd_ = 1;
            if (!(p = sg_tset_add(&out->inputs, in->name, t->dtype, nd_, shape))) return SG_E_INTERNAL;
            copy_box(t->data, p, es, 1, D, 0, 1, 0, 1, da, db);
            break;
        default: /* D+1, M, 1: whole (only with every channel kept) */
            if (!(p = sg_tset_add(&out->inputs, in->name, t->dtype, t->ndim, t->shape))) return SG_E_INTERNAL;
            memcpy(p, t->data, sg_tensor_nbytes(t));
            break;
        }
    }
    /* metadata: the case's own, then the cut */
    static const char *const keep[] = {"model", "target", "seed", "regime", "x_scale"};
    for (size_t k = 0; k < sizeof keep / sizeof keep[0]; k++) {
        const char *v = sg_tset_meta(&c->inputs, keep[k]);
        if (v) sg_tset_set_meta(&out->inputs, keep[k], v);
    }
    if (!sg_tset_meta(&out->inputs, "model")) sg_tset_set_meta(&out->inputs, "model", md->name);
    char buf[512];
    snprintf(buf, sizeof buf, "cut of %s (hash %s): rows [%lld,%lld), tokens [%lld,%lld), channels [%lld,%lld)%s",
             c->spec.name, c->hash, (long long)b0, (long long)b1, (long long)ta, (long long)tb, (long long)da,
             (long long)db, ta > 0 ? "; entry state: the oracle's state at ta - 1, rounded to FP32" : "");
    sg_tset_set_meta(&out->inputs, "resets", buf);
    sg_tset_set_meta(&out->inputs, "cut_of", c->spec.name);
    sg_tset_set_meta(&out->inputs, "cut_of_hash", c->hash);
    sg_tset_set_meta(&out->inputs, "case", name);
    out->spec.model = md->id;
    out->spec.B = nb;
    out->spec.L = nl;
    out->spec.D = nd;
    out->spec.h0 = c->spec.h0 || ta > 0;
    out->spec.dh_last = c->spec.dh_last;
    out->spec.x_scale = c->spec.x_scale;
    out->seed = c->seed;
    if ((st = sg_tset_hash(&out->inputs, out->hash))) return st;
    sg_tset_set_meta(&out->inputs, "hash", out->hash);
    out->spec.name = sg_tset_meta(&out->inputs, "case");
    out->spec.target = sg_tset_meta(&out->inputs, "target") ? sg_tset_meta(&out->inputs, "target") : "(cut)";
    out->spec.resets = sg_tset_meta(&out->inputs, "resets");
    out->spec.regime = sg_tset_meta(&out->inputs, "regime") ? sg_tset_meta(&out->inputs, "regime") : "?";
    char where[300];
    snprintf(where, sizeof where, "the cut %s of %s", name, c->spec.name);
    return sg_case_validate(out, where);
}

/* ---- the search -------------------------------------------------------------- */
typedef struct {
    const sg_shrink_opts *o;
    const sg_case *c;
    const sg_tset *oracle;
    const char *name;
    double t0, budget;
    int evaluations;
} search;

/* Whether the backend still FAILs the gate on the cut (an error: no). */
static int still_fails(search *s, int64_t b0, int64_t b1, int64_t ta, int64_t tb, int64_t da, int64_t db,
                       sg_case *keep, double *value) {
    const int whole = b0 == 0 && b1 == s->c->spec.B && ta == 0 && tb == s->c->spec.L && da == 0 && db == s->c->spec.D;
    sg_case cut;
    if (sg_shrink_cut(s->c, s->oracle, b0, b1, ta, tb, da, db, s->name, &cut) != SG_OK) {
        sg_case_free(&cut);
        return 0;
    }
    s->evaluations++;
    const sg_backend *rows[1] = {s->o->backend};
    const int nondet = strcmp(s->o->metric, "nondeterministic") == 0;
    /* the whole case's held oracle when given (the same tensors: the same oracle); a cut too long to hold
     * its oracle's results, judged from their stream */
    const sg_model_desc *md;
    const int stream = sg_model_of_case(&cut, &md) == SG_OK && md->oracle_stream && s->o->oracle_memory > 0 &&
                       sg_model_quantity_bytes(md, cut.spec.B, cut.spec.L, cut.spec.D, 1) > s->o->oracle_memory;
    const sg_eval_opts eo = {.th = s->o->th, .oracle = whole && !s->o->oracle_state_only ? s->oracle : NULL,
                             .oracle_opts = s->o->oracle_opts, .yardstick = SG_YARDSTICK_METRICS,
                             .table = s->o->table, .rows = rows, .nrows = 1, .no_repeats = !nondet, .stream = stream};
    sg_eval_result er;
    int fails = 0;
    if (sg_eval_case(&cut, &eo, &er) == SG_OK && er.n == 1) {
        const sg_case_result *r = &er.items[0].res;
        for (int i = 0; i < r->nq; i++) {
            if (strcmp(r->q[i].quantity, s->o->quantity) != 0) continue;
            for (int k = 0; k < SG_M_COUNT; k++)
                if (strcmp(sg_metric_name((sg_metric)k), s->o->metric) == 0 && r->q[i].verdict[k] == SG_FAIL) {
                    fails = 1;
                    *value = r->q[i].m.v[k];
                }
        }
    }
    sg_eval_free(&er);
    if (fails) {
        sg_case_free(keep);
        *keep = cut;
    } else {
        sg_case_free(&cut);
    }
    return fails;
}

static int spent(const search *s) { return sg_now() - s->t0 > s->budget; }

sg_status sg_shrink(const sg_shrink_opts *o, const sg_case *c, const sg_tset *oracle, const char *name,
                    sg_shrink_result *r) {
    memset(r, 0, sizeof *r);
    const sg_model_desc *md;
    sg_status st = sg_model_of_case(c, &md);
    if (st) return st;
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    search s = {o, c, oracle, name, sg_now(), o->budget_seconds > 0 ? o->budget_seconds : 120.0, 0};
    int64_t b0 = 0, b1 = B, ta = 0, tb = L, da = 0, db = D;
    double v = NAN;
    size_t k = 0;
#define STEP(...) k += (size_t)snprintf(r->steps + k, k < sizeof r->steps ? sizeof r->steps - k : 0, __VA_ARGS__)
    if (o->whole_fails) { /* judged by the caller: the whole case is the cut to beat */
        if ((st = sg_shrink_cut(c, oracle, b0, b1, ta, tb, da, db, name, &r->c))) return st;
        v = o->whole_value;
    } else if (!still_fails(&s, b0, b1, ta, tb, da, db, &r->c, &v)) {
        sg_case_free(&r->c);
        return sg_fail(SG_E_UNKNOWN, "shrink: %s does not fail %s.%s on %s: nothing to cut", o->backend->name,
                       o->quantity, o->metric, c->spec.name);
    }
    STEP("whole case (B %lld, L %lld, D %lld) fails; ", (long long)B, (long long)L, (long long)D);
    /* 1. rows */
    if (B > 1) {
        int got = 0;
        for (int64_t i = -1; i < B && !got && !spent(&s); i++) {
            const int64_t b = i < 0 ? o->focus_b : i;
            if (i >= 0 && b == o->focus_b) continue;
            if (still_fails(&s, b, b + 1, ta, tb, da, db, &r->c, &v)) {
                b0 = b;
                b1 = b + 1;
                got = 1;
            }
        }
        STEP(got ? "row %lld alone fails; " : "no single row fails (%lld rows kept); ", got ? (long long)b0 : (long long)B);
    }
    /* 2. channels */
    if (md->channels_independent && D > 1) {
        int64_t w = D;
        /* the focus channel alone first: one cheap evaluation, and on a long case the halvings before it would
         * each judge a long cut */
        if (o->focus_d >= da && o->focus_d < db && still_fails(&s, b0, b1, ta, tb, o->focus_d, o->focus_d + 1, &r->c, &v)) {
            da = o->focus_d;
            db = o->focus_d + 1;
            w = 1;
        }
        while (w > 1 && !spent(&s)) {
            const int64_t nw = w / 2, lo = (o->focus_d - da) / nw * nw + da;
            const int64_t a = lo + nw <= db ? lo : db - nw;
            if (!still_fails(&s, b0, b1, ta, tb, a, a + nw, &r->c, &v)) break;
            da = a;
            db = a + nw;
            w = nw;
        }
        STEP("channels [%lld,%lld); ", (long long)da, (long long)db);
    } else {
        STEP("channels whole (%s); ", md->channels_independent ? "one channel" : "coupled by the model");
    }
    /* 3. tokens: widths halved; each tried ending at the focus, centred, and
     * from the aligned boundary at or before it */
    const int64_t ft = o->focus_t < ta ? ta : o->focus_t >= tb ? tb - 1 : o->focus_t;
    const int64_t align = o->backend->chunk > 0 ? (int64_t)o->backend->chunk * (o->backend->group > 0 ? o->backend->group : 1) : 1;
    int64_t w = tb - ta;
    while (w > 1 && !spent(&s)) {
        const int64_t nw = w / 2;
        int64_t cand[3];
        cand[0] = ft + 1 - nw; /* ending at the focus */
        cand[1] = ft - nw / 2; /* centred */
        cand[2] = ft / align * align; /* from the boundary at or before it */
        if (cand[2] + nw <= ft && o->backend->chunk > 0) cand[2] = ft / o->backend->chunk * o->backend->chunk;
        int got = 0;
        for (int j = 0; j < 3 && !got && !spent(&s); j++) {
            int64_t a = cand[j];
            if (a < ta) a = ta;
            if (a + nw > tb) a = tb - nw;
            if (a > ft || a + nw <= ft) continue;
            if (still_fails(&s, b0, b1, a, a + nw, da, db, &r->c, &v)) {
                ta = a;
                tb = a + nw;
                got = 1;
            }
        }
        if (!got) break;
        w = nw;
    }
    STEP("tokens t = %lld..%lld%s", (long long)ta + 1, (long long)tb, spent(&s) ? "; time budget spent" : "");
#undef STEP
    r->row = b1 - b0 == 1 ? b0 : -1;
    r->ta = ta;
    r->tb = tb;
    r->da = da;
    r->db = db;
    r->value = v;
    r->evaluations = s.evaluations;
    r->seconds = sg_now() - s.t0;
    r->budget_spent = spent(&s);
    return SG_OK;
}
