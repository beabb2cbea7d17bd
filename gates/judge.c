/* judge.c - judges one backend's outputs on one case against the oracle and
 * the thresholds; the same path serves the project's backends and outputs
 * written by external implementations. It judges only: which runs produced
 * the outputs (and the second run, the yardstick) is eval/'s business. */
#include "sg_gates.h"

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

/* Flat index -> (b, t, d); -1 where the shape has no such axis. */
static void decode(sg_shape_class sc, int64_t w, int64_t L, int64_t D, int64_t *b, int64_t *t, int64_t *d) {
    *b = *t = *d = -1;
    if (w < 0) return;
    switch (sc) {
    case SG_SHAPE_BLD: *b = w / (L * D); *t = w / D % L; *d = w % D; break; /* L*D: sg_check_dims by the judge */
    case SG_SHAPE_BD: *b = w / D; *d = w % D; break;
    case SG_SHAPE_D: case SG_SHAPE_D1: case SG_SHAPE_M: case SG_SHAPE_1: case SG_SHAPE_HWW: case SG_SHAPE_HW: *d = w; break;
    case SG_SHAPE_BL: *b = w / L; *t = w % L; break;
    }
}

static uint32_t bits_at(const sg_tensor *t, int64_t i) {
    if (t->dtype == SG_BF16) return ((const uint16_t *)t->data)[i];
    return ((const uint32_t *)t->data)[i];
}

static double val_at(const sg_tensor *t, int64_t i) {
    if (t->dtype == SG_BF16) return (double)sg_bf16_to_f32(((const uint16_t *)t->data)[i]);
    return (double)((const float *)t->data)[i];
}

void sg_judge_describe_inputs(const sg_model_desc *md, const sg_case *c, sg_shape_class sc, int64_t w, char *buf,
                              size_t n) {
    buf[0] = 0;
    if (w < 0) return;
    size_t k = 0;
    for (int i = 0; i < md->ninputs && k < n; i++) {
        const sg_model_input *in = &md->inputs[i];
        if (!in->replay || in->shape != sc) continue;
        const sg_tensor *t = sg_tset_get(&c->inputs, in->name);
        if (!t || (size_t)w >= sg_tensor_numel(t)) continue;
        k += (size_t)snprintf(buf + k, n - k, "%s%s=%a", k ? " " : "", in->name, val_at(t, w));
    }
}

/* unwritten (from the second run; nondeterministic is counted by eval/ while
 * the repeats run, sg_repeat_marks) and vs_canonical (from the yardstick's
 * outputs) for one quantity: neither needs the oracle, so the judging's begin
 * measures them on the whole tensors. */
static void run_metrics(const sg_tensor *tq, const sg_judge_extra *x, double *unw, int *have_unw, double *vs,
                        int *have_vs, double *qc0, int *have_qc0) {
    const int64_t n = (int64_t)sg_tensor_numel(tq);
    const int bf = tq->dtype == SG_BF16;
    if (x && x->outputs_b) {
        const sg_tensor *tb = sg_tset_get(x->outputs_b, tq->name);
        if (tb && sg_tensor_numel(tb) == (size_t)n) {
            const uint32_t pa = bf ? SG_POISON_BF16 : SG_POISON_F32, pb = bf ? SG_POISON_B_BF16 : SG_POISON_B_F32;
            int64_t cnt = 0;
            for (int64_t i = 0; i < n; i++) cnt += bits_at(tq, i) == pa && bits_at(tb, i) == pb;
            *unw = (double)cnt;
            *have_unw = 1;
        }
    }
    if (x && x->yardstick) {
        const sg_tensor *tc = sg_tset_get(x->yardstick, tq->name);
        if (tc && sg_tensor_numel(tc) == (size_t)n) {
            double sd = 0, sc = 0;
            int nan = 0;
            for (int64_t i = 0; i < n; i++) {
                const double a = val_at(tq, i), b = val_at(tc, i);
                nan |= isnan(a);
                sd += (a - b) * (a - b);
                sc += b * b;
            }
            double v = sc > 0 ? sqrt(sd / sc) : (sd == 0 ? 0.0 : (double)INFINITY);
            *vs = nan ? (double)NAN : v;
            *have_vs = 1;
            if (n == 1) {
                *qc0 = val_at(tc, 0);
                *have_qc0 = 1;
            }
        }
    }
}

/* err_ratio for one quantity, from the yardstick's judged result. */
static void ratio_metric(int bf, const sg_judge_extra *x, int qi, sg_qresult *r) {
    if (!x || !x->yardstick || !x->yardstick_result || qi >= x->yardstick_result->nq) return;
    const sg_metrics *cm = &x->yardstick_result->q[qi].m;
    if (bf) /* flips: elements not correctly rounded (NaN counts), c0 = SG_RATIO_BF_C0 */
        r->m.v[SG_M_ERR_RATIO] = ((double)r->m.n_bad + SG_RATIO_BF_C0) / ((double)cm->n_bad + SG_RATIO_BF_C0);
    else
        r->m.v[SG_M_ERR_RATIO] =
            (r->m.v[SG_M_REL_L2] + SG_RATIO_F32_EPS) / (cm->v[SG_M_REL_L2] + SG_RATIO_F32_EPS); /* NaN stays NaN */
    r->measured[SG_M_ERR_RATIO] = 1;
}

const char *sg_scalar_state_name(sg_scalar_state s) {
    switch (s) {
    case SG_SCALAR_NONE: return "none";
    case SG_SCALAR_JUDGED: return "judged";
    case SG_SCALAR_ILL: return "ill-conditioned";
    case SG_SCALAR_EXACT: return "exact";
    }
    return "?";
}

/* scalar_ratio for a quantity of shape [1], and what FP32 delivers on it
 * (sg_gates.h; THRESHOLDS.md R-SCALAR-FP32): the oracle's e and S, the
 * canonical path's value q_c (the yardstick's outputs), n = B L D terms, the
 * FAIL limit of the row (for the reports' relative tolerance). Not measured
 * without the yardstick. */
static void scalar_metric(const sg_tensor *tq, double ev, double S0, double qc, double nterms, double fail,
                          sg_qresult *r) {
    const double S[1] = {S0};
    sg_scalar_fp32 *s = &r->scalar;
    const double q = val_at(tq, 0), ae = fabs(ev), ulp = sg_ulp_of(ev, tq->dtype);
    const double dc = fabs(qc - ev);
    s->e = ev;
    s->S = S[0];
    s->canon = qc;
    s->canon_rel = isnan(dc) ? (double)NAN : ae > 0 ? dc / ae : dc == 0 ? 0.0 : (double)INFINITY;
    s->floor = 0x1p-24 * (S[0] / sqrt(nterms >= 1 ? nterms : 1.0) + SG_SCALAR_FLOOR_K * ae);
    /* T = max(|q_c - e|, F, ulp(e)), NaN-sticky (fmax would drop a NaN) */
    double T = dc;
    if (!isnan(T) && !(T >= s->floor)) T = s->floor; /* a NaN floor (oracle) makes T NaN too */
    if (!isnan(T) && !(T >= ulp)) T = ulp;
    s->scale = T;
    s->fail_rel = ae > 0 ? (fail * T + 0.5 * ulp) / ae : (double)INFINITY;
    if (ev == 0 && S[0] == 0) s->state = SG_SCALAR_EXACT;
    else if (dc < SG_SCALAR_ILL_REL * ae && s->floor < SG_SCALAR_ILL_REL * ae) s->state = SG_SCALAR_JUDGED;
    else s->state = SG_SCALAR_ILL;
    const double db = fabs(q - ev) - 0.5 * ulp;
    double v;
    if (isnan(db) || isnan(T)) v = NAN; /* a NaN output, yardstick or oracle value */
    else v = db > 0 ? db / T : 0.0;     /* T >= ulp(e) > 0 */
    r->m.v[SG_M_SCALAR_RATIO] = v;
    r->measured[SG_M_SCALAR_RATIO] = 1;
}

/* The outputs hold exactly the model's quantities: a tensor with another
 * name is refused (SG_E_SHAPE), naming every unexpected tensor and listing
 * the expected names, rather than ignored. */
static sg_status check_output_names(const sg_tset *outputs, const sg_quantity *qs, int nq, const char *where) {
    char extra[600] = "", want[400] = "";
    size_t ke = 0, kw = 0;
    int nextra = 0;
    for (int i = 0; i < outputs->n; i++) {
        int known = 0;
        for (int k = 0; k < nq; k++) known |= strcmp(outputs->t[i].name, qs[k].name) == 0;
        if (known) continue;
        nextra++;
        if (ke < sizeof extra)
            ke += (size_t)snprintf(extra + ke, sizeof extra - ke, "%s'%s'", nextra > 1 ? ", " : "", outputs->t[i].name);
    }
    if (nextra == 0) return SG_OK;
    for (int k = 0; k < nq && kw < sizeof want; k++)
        kw += (size_t)snprintf(want + kw, sizeof want - kw, "%s%s", k ? ", " : "", qs[k].name);
    return sg_fail(SG_E_SHAPE, "%s: unexpected tensor%s %s; the outputs are exactly the quantities %s", where,
                   nextra > 1 ? "s" : "", extra, want);
}

/* The oracle's tensor `part` of quantity q, checked against the shape. */
static sg_status oracle_part(const sg_tset *oracle, const sg_quantity *q, sg_oracle_part part, int nd,
                             const int64_t *shape, const sg_tensor **t) {
    char name[96];
    sg_oracle_tensor_name(name, sizeof name, q->name, part);
    return sg_tset_expect(oracle, "oracle results", name, sg_oracle_part_dtype(part), nd, shape, t);
}

struct sg_judge_state {
    const sg_model_desc *md;
    const sg_case *c;
    const sg_thresholds *th;
    sg_judge_extra x;
    int have_x;
    char backend[64];
    int nq;
    const sg_tensor *tq[16];
    const sg_threshold *tm[16]; /* the model_ulp row (elements over its FAIL limit) */
    sg_metrics_acc *acc;        /* [nq] */
    sg_bias_group *bias[16];    /* per quantity, its groups (view n0 x n2: the (b, d) columns or single elements) */
    int64_t nbias[16];
    int64_t seen[16], n_over[16], first_t[16];
    sg_structure structure[16]; /* where the elements over the model_ulp limit sit ([B,L,D] quantities) */
    /* per (b, d) column of a [B,L,D] quantity, where its elements over the limit start in the direction the
     * quantity is computed: the first t of an output, the last t of a gradient (the backward runs t
     * descending), stored as t and L - 1 - t (INT64_MAX: none) */
    int64_t *onset[16];
    void *step_ctx;             /* the model's step_prepare (NULL: none) */
    double unw[16], vs[16], qc0[16], e0[16], S0[16], nondet[16];
    int have_unw[16], have_vs[16], have_qc0[16], have_e0[16], have_nondet[16];
};

void sg_judge_abort(sg_judge_state *js) {
    if (!js) return;
    if (js->step_ctx && js->md->step_free) js->md->step_free(js->step_ctx);
    for (int i = 0; i < 16; i++) free(js->onset[i]);
    free(js->acc);
    for (int i = 0; i < 16; i++) free(js->bias[i]);
    free(js);
}

sg_status sg_judge_begin(const sg_model_desc *md, const sg_case *c, const sg_tset *outputs, const sg_judge_extra *x,
                         const sg_thresholds *th, const char *backend, sg_judge_state **out) {
    *out = NULL;
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    const sg_quantity *qs = md->quantities;
    const int nq = md->nq;
    sg_status st;
    char where[256];
    snprintf(where, sizeof where, "case %s", c->spec.name);
    if ((st = sg_check_dims(where, B, L, D))) return st; /* bounds every index product below */
    snprintf(where, sizeof where, "outputs of %s on %s", backend, c->spec.name);
    if ((st = check_output_names(outputs, qs, nq, where))) return st;
    if (nq > 16) return sg_fail(SG_E_INTERNAL, "model %s has more than 16 quantities", md->name);
    sg_judge_state *js = sg_xcalloc(1, sizeof *js);
    js->acc = sg_xcalloc((size_t)nq, sizeof *js->acc);
    js->md = md;
    js->c = c;
    js->th = th;
    if (x) {
        js->x = *x;
        js->x.repeats = NULL; /* read here only (the caller may free it after begin) */
        js->have_x = 1;
    }
    snprintf(js->backend, sizeof js->backend, "%s", backend);
    js->nq = nq;
    js->step_ctx = md->step_prepare ? md->step_prepare(c) : NULL;
    for (int i = 0; i < nq; i++) {
        const sg_quantity *q = &qs[i];
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(q, B, L, D, shape);
        if ((st = sg_tset_expect(outputs, where, q->name, q->dtype, nd, shape, &js->tq[i]))) {
            sg_judge_abort(js);
            return st;
        }
        js->tm[i] = sg_thresholds_find(th, md->name, q->name, sg_metric_name(SG_M_MODEL_ULP));
        sg_metrics_acc_init(&js->acc[i], q->dtype, 1);
        sg_oracle_block bv;
        sg_oracle_block_view(q->shape, B, L, D, &bv);
        js->nbias[i] = bv.n0 * bv.n2;
        js->bias[i] = sg_xcalloc((size_t)(js->nbias[i] > 0 ? js->nbias[i] : 1), sizeof *js->bias[i]);
        js->first_t[i] = -1;
        if (q->shape == SG_SHAPE_BLD && js->tm[i]) {
            js->onset[i] = sg_xmalloc((size_t)(B * D) * sizeof *js->onset[i]);
            for (int64_t j = 0; j < B * D; j++) js->onset[i][j] = INT64_MAX;
        }
        run_metrics(js->tq[i], x, &js->unw[i], &js->have_unw[i], &js->vs[i], &js->have_vs[i], &js->qc0[i],
                    &js->have_qc0[i]);
        if (x && x->repeats && x->repeats->repeats > 0) {
            const int64_t ndiff = sg_repeat_count(x->repeats, js->tq[i]->name);
            js->have_nondet[i] = ndiff >= 0;
            js->nondet[i] = (double)ndiff;
        }
    }
    *out = js;
    return SG_OK;
}

/* One part of a block, its elements j0 <= j < j1 in the block's order, into
 * the part's accumulator and counts. */
typedef struct {
    sg_metrics_acc acc;
    int64_t n_over, first_t;
    sg_structure st;
} feed_part;

static void feed_range(sg_judge_state *js, const sg_oracle_block *k, int qi, int64_t j0, int64_t j1, feed_part *p) {
    const int64_t B = js->c->spec.B, L = js->c->spec.L, D = js->c->spec.D;
    const sg_quantity *q = &js->md->quantities[qi];
    const sg_tensor *tq = js->tq[qi];
    const int bld = q->shape == SG_SHAPE_BLD, bf = q->dtype == SG_BF16;
    sg_oracle_block vw;
    sg_oracle_block_view(q->shape, B, L, D, &vw);
    const int64_t v1 = vw.n1, v2 = vw.n2, nj = k->j1 - k->j0, nk = k->k1 - k->k0;
    const double lim = js->tm[qi] ? js->tm[qi]->fail : (double)NAN;
    if (j0 >= j1) return;
    int64_t i2 = k->k0 + j0 % nk, i1 = k->j0 + j0 / nk % nj, i0 = k->i0 + j0 / nk / nj; /* element j0 */
    for (int64_t j = j0; j < j1; j++) {
        const int64_t w = (i0 * v1 + i1) * v2 + i2;
        const double qv = val_at(tq, w), ev = k->f64[j], sv = k->S[j];
        const double rv = bf ? (double)sg_bf16_to_f32(k->bf[j]) : (double)k->f32[j];
        sg_metrics_acc_add(&p->acc, w, qv, ev, rv, sv);
        if (w == 0) { /* one element of the whole quantity: one part writes these */
            js->e0[qi] = ev;
            js->S0[qi] = sv;
            js->have_e0[qi] = 1;
        }
        if (js->tm[qi]) { /* elements over the pointwise limit, and the first t where it is crossed */
            const double mv = sg_model_ulp_elem(qv, ev, sv, q->dtype);
            if (!(mv <= lim)) {
                p->n_over++;
                if (bld && (p->first_t < 0 || i1 < p->first_t)) p->first_t = i1;
                if (bld) { /* the kind of step it sits on */
                    const unsigned kinds = sg_structure_kinds(js->md, js->c, js->step_ctx, i0, i1, i2);
                    p->st.n++;
                    for (int s = 0; s < SG_ST_COUNT; s++) p->st.k[s] += (kinds >> s) & 1u;
                    const int64_t key = q->is_grad ? L - 1 - i1 : i1;
                    int64_t *o = &js->onset[qi][i0 * D + i2], cur = __atomic_load_n(o, __ATOMIC_RELAXED);
                    while (key < cur && !__atomic_compare_exchange_n(o, &cur, key, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
                    }
                }
            }
        }
        if (++i2 == k->k1) { /* the next element in the block's order */
            i2 = k->k0;
            if (++i1 == k->j1) {
                i1 = k->j0;
                i0++;
            }
        }
    }
}

/* Elements per part below which a block is judged on one thread. */
#define FEED_PART_MIN (INT64_C(1) << 18)

/* The block's elements into the bias groups of quantity qi (THRESHOLDS.md
 * R-BIAS): group (i, k) of the view collects every j; the threads take
 * disjoint k, so each group is summed by one thread, exactly (any order). */
static void bias_feed(sg_judge_state *js, const sg_oracle_block *k, int qi) {
    const sg_quantity *q = &js->md->quantities[qi];
    const sg_tensor *tq = js->tq[qi];
    const int bf = q->dtype == SG_BF16;
    const int64_t B = js->c->spec.B, L = js->c->spec.L, D = js->c->spec.D;
    sg_oracle_block vw;
    sg_oracle_block_view(q->shape, B, L, D, &vw);
    const int64_t v1 = vw.n1, v2 = vw.n2, nj = k->j1 - k->j0, nk = k->k1 - k->k0;
    sg_bias_group *g = js->bias[qi];
    const int64_t work = (k->i1 - k->i0) * nj * nk;
#pragma omp parallel for schedule(static) if (work >= FEED_PART_MIN && nk > 1)
    for (int64_t kk = k->k0; kk < k->k1; kk++)
        for (int64_t ii = k->i0; ii < k->i1; ii++) {
            sg_bias_group *gr = &g[ii * v2 + kk];
            for (int64_t jj = k->j0; jj < k->j1; jj++) {
                const int64_t j = ((ii - k->i0) * nj + (jj - k->j0)) * nk + (kk - k->k0); /* the block's order */
                const int64_t w = (ii * v1 + jj) * v2 + kk;
                const double rv = bf ? (double)sg_bf16_to_f32(k->bf[j]) : (double)k->f32[j];
                sg_bias_group_add(gr, q->dtype, val_at(tq, w), k->f64[j], rv, k->S[j]);
            }
        }
}


sg_status sg_judge_feed(sg_judge_state *js, const sg_oracle_block *k) {
    const int64_t B = js->c->spec.B, L = js->c->spec.L, D = js->c->spec.D;
    if (k->q < 0 || k->q >= js->nq) return sg_fail(SG_E_INTERNAL, "oracle stream: quantity %d out of range", k->q);
    const int qi = k->q;
    const sg_quantity *q = &js->md->quantities[qi];
    sg_oracle_block vw;
    sg_oracle_block_view(q->shape, B, L, D, &vw);
    const int64_t v0 = vw.n0, v1 = vw.n1, v2 = vw.n2;
    if (k->n0 != v0 || k->n1 != v1 || k->n2 != v2 || k->i0 < 0 || k->i1 > v0 || k->i0 > k->i1 || k->j0 < 0 ||
        k->j1 > v1 || k->j0 > k->j1 || k->k0 < 0 || k->k1 > v2 || k->k0 > k->k1)
        return sg_fail(SG_E_INTERNAL,
                       "oracle stream: a block of %s outside its view (%lld,%lld,%lld): [%lld,%lld)x[%lld,%lld)x[%lld,%lld)",
                       q->name, (long long)v0, (long long)v1, (long long)v2, (long long)k->i0, (long long)k->i1,
                       (long long)k->j0, (long long)k->j1, (long long)k->k0, (long long)k->k1);
    /* the block in contiguous parts on the threads, merged in part order: the
     * accumulation is order-independent (sg_metrics_acc), so the result is
     * the one-thread sweep's bit for bit for any thread count */
    const int64_t n = (k->i1 - k->i0) * (k->j1 - k->j0) * (k->k1 - k->k0);
    const int64_t most = n / FEED_PART_MIN; /* parts of FEED_PART_MIN elements or more */
    int np = omp_get_max_threads() < 64 ? omp_get_max_threads() : 64;
    if (most < np) np = most > 1 ? (int)most : 1;
    feed_part *parts = sg_xmalloc((size_t)np * sizeof *parts);
    for (int i = 0; i < np; i++) {
        sg_metrics_acc_init(&parts[i].acc, js->acc[qi].dt, js->acc[qi].have_S);
        parts[i].n_over = 0;
        parts[i].first_t = -1;
        memset(&parts[i].st, 0, sizeof parts[i].st);
    }
#pragma omp parallel for num_threads(np) schedule(static, 1) if (np > 1)
    for (int i = 0; i < np; i++) feed_range(js, k, qi, n * i / np, n * (i + 1) / np, &parts[i]);
    for (int i = 0; i < np; i++) {
        sg_metrics_acc_merge(&js->acc[qi], &parts[i].acc);
        js->n_over[qi] += parts[i].n_over;
        js->structure[qi].n += parts[i].st.n;
        for (int s = 0; s < SG_ST_COUNT; s++) js->structure[qi].k[s] += parts[i].st.k[s];
        if (parts[i].first_t >= 0 && (js->first_t[qi] < 0 || parts[i].first_t < js->first_t[qi]))
            js->first_t[qi] = parts[i].first_t;
    }
    free(parts);
    bias_feed(js, k, qi);
    js->seen[qi] += n;
    return SG_OK;
}

sg_status sg_judge_end(sg_judge_state *js, sg_case_result *res) {
    memset(res, 0, sizeof *res);
    const sg_model_desc *md = js->md;
    const sg_case *c = js->c;
    const sg_judge_extra *x = js->have_x ? &js->x : NULL;
    snprintf(res->backend, sizeof res->backend, "%s", js->backend);
    snprintf(res->case_name, sizeof res->case_name, "%s", c->spec.name);
    snprintf(res->case_hash, sizeof res->case_hash, "%s", c->hash);
    snprintf(res->target, sizeof res->target, "%s", c->spec.target);
    snprintf(res->model, sizeof res->model, "%s", md->name);
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    res->B = B;
    res->L = L;
    res->D = D;
    sg_status st = SG_OK;
    for (int i = 0; i < js->nq && !st; i++) {
        const sg_quantity *q = &md->quantities[i];
        const sg_tensor *tq = js->tq[i];
        if (js->seen[i] != (int64_t)sg_tensor_numel(tq)) {
            st = sg_fail(SG_E_INTERNAL, "oracle stream: %lld elements of %s's %zu judged", (long long)js->seen[i],
                         q->name, sg_tensor_numel(tq));
            break;
        }
        sg_qresult *r = &res->q[res->nq++];
        snprintf(r->quantity, sizeof r->quantity, "%s", q->name);
        r->dtype = q->dtype;
        sg_metrics_acc_finish(&js->acc[i], &r->m);
        for (int k = 0; k < SG_M_COUNT; k++) r->measured[k] = sg_metric_info((sg_metric)k)->needs == SG_NEEDS_ORACLE;
        if (js->have_unw[i]) {
            r->m.v[SG_M_UNWRITTEN] = js->unw[i];
            r->measured[SG_M_UNWRITTEN] = 1;
        }
        if (js->have_nondet[i]) {
            r->m.v[SG_M_NONDETERMINISTIC] = js->nondet[i];
            r->measured[SG_M_NONDETERMINISTIC] = 1;
        }
        if (js->have_vs[i]) {
            r->m.v[SG_M_VS_CANONICAL] = js->vs[i];
            r->measured[SG_M_VS_CANONICAL] = 1;
        }
        sg_bias_finish(js->bias[i], js->nbias[i], &r->m);
        r->measured[SG_M_BIAS] = r->m.bias_groups > 0;
        ratio_metric(q->dtype == SG_BF16, x, i, r);
        if (x && x->yardstick && x->yardstick_result && i < x->yardstick_result->nq) {
            const sg_metrics *cm = &x->yardstick_result->q[i].m;
            if (r->m.bias_groups >= 2 && cm->bias_groups >= 2) {
                r->m.v[SG_M_BIAS_Z] = sg_bias_z(&r->m, cm);
                r->measured[SG_M_BIAS_Z] = 1;
            }
        }
        if (q->shape == SG_SHAPE_1 && js->have_qc0[i] && js->have_e0[i]) {
            const sg_threshold *tsr = sg_thresholds_find(js->th, md->name, q->name, sg_metric_name(SG_M_SCALAR_RATIO));
            scalar_metric(tq, js->e0[i], js->S0[i], js->qc0[i], (double)B * (double)L * (double)D,
                          tsr ? tsr->fail : (double)NAN, r);
        }
        if (x && x->yardstick_result && i < x->yardstick_result->nq) {
            r->have_canon = 1;
            for (int k = 0; k < SG_M_COUNT; k++) r->canon[k] = x->yardstick_result->q[i].m.v[k];
        }
        r->n_over = js->tm[i] ? js->n_over[i] : 0;
        r->first_t = js->tm[i] ? js->first_t[i] : -1;
        r->structure = js->structure[i];
        if (r->structure.n > 0 && js->onset[i]) /* the columns' onsets, in column order */
            for (int64_t j = 0; j < B * D; j++) {
                if (js->onset[i][j] == INT64_MAX) continue;
                /* a gradient's onset t is judged by step t + 1, whose decay carries the backward into t
                 * (dh_t = dy_t + a_{t+1} dh_{t+1}, reference/EQUATIONS.md section 2) */
                const int64_t t0 = q->is_grad ? L - 1 - js->onset[i][j] : js->onset[i][j];
                const int64_t t = q->is_grad && t0 + 1 < L ? t0 + 1 : t0;
                const unsigned kinds = sg_structure_kinds(md, c, js->step_ctx, j / D, t, j % D);
                r->structure.cols++;
                for (int s = 0; s < SG_ST_COUNT; s++) r->structure.onset[s] += (kinds >> s) & 1u;
            }
        if (r->structure.n > 0) sg_structure_base(md, c, js->step_ctx, &r->structure);
        else
            for (int s = 0; s < SG_ST_COUNT; s++) r->structure.base[s] = NAN;
        sg_judge_describe_inputs(md, c, q->shape, r->m.worst_model, r->inputs, sizeof r->inputs);
        decode(q->shape, r->m.worst, L, D, &r->wb, &r->wt, &r->wd);
        decode(q->shape, r->m.worst_model, L, D, &r->mb, &r->mt, &r->md);
        r->worst = SG_PASS;
        for (int k = 0; k < SG_M_COUNT; k++) {
            const sg_threshold *t = sg_thresholds_find(js->th, md->name, q->name, sg_metric_name((sg_metric)k));
            if (!t) {
                st = sg_fail(SG_E_THRESHOLDS, "%s: no row for %s.%s.%s", js->th->path, md->name, q->name,
                             sg_metric_name((sg_metric)k));
                break;
            }
            r->verdict[k] = r->measured[k] ? sg_judge_value(r->m.v[k], t) : SG_PASS;
            if (r->verdict[k] > r->worst) r->worst = r->verdict[k];
        }
        if (r->worst > res->worst) res->worst = r->worst;
    }
    sg_judge_abort(js);
    return st;
}

static sg_status feed_cb(void *ctx, const sg_oracle_block *blk) { return sg_judge_feed(ctx, blk); }

sg_status sg_judge_case(const sg_model_desc *md, const sg_case *c, const sg_tset *oracle, const sg_tset *outputs,
                        const sg_judge_extra *x, const sg_thresholds *th, const char *backend, sg_case_result *res) {
    memset(res, 0, sizeof *res);
    sg_judge_state *js;
    sg_status st = sg_judge_begin(md, c, outputs, x, th, backend, &js);
    if (st) return st;
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    for (int i = 0; i < md->nq && !st; i++) { /* the oracle's tensors, each checked against the quantity's shape */
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&md->quantities[i], B, L, D, shape);
        const sg_tensor *t;
        st = oracle_part(oracle, &md->quantities[i], SG_ORC_F64, nd, shape, &t);
        if (!st) st = oracle_part(oracle, &md->quantities[i], sg_oracle_rn_part(md->quantities[i].dtype), nd, shape, &t);
        if (!st) st = oracle_part(oracle, &md->quantities[i], SG_ORC_S, nd, shape, &t);
    }
    if (!st) st = sg_oracle_stream_tset(oracle, md->quantities, md->nq, B, L, D, feed_cb, js);
    if (st) {
        sg_judge_abort(js);
        return st;
    }
    return sg_judge_end(js, res);
}
