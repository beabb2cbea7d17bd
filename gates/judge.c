/* judge.c - judges one backend's outputs on one case against the oracle and
 * the thresholds; the same path serves the project's backends and outputs
 * written by external implementations. It judges only: which runs produced
 * the outputs (and the second run, the yardstick) is eval/'s business. */
#include "sg_gates.h"

#include <math.h>
#include <string.h>

/* Flat index -> (b, t, d); -1 where the shape has no such axis. */
static void decode(sg_shape_class sc, int64_t w, int64_t L, int64_t D, int64_t *b, int64_t *t, int64_t *d) {
    *b = *t = *d = -1;
    if (w < 0) return;
    switch (sc) {
    case SG_SHAPE_BLD: *b = w / (L * D); *t = w / D % L; *d = w % D; break; /* L*D: sg_check_dims by the judge */
    case SG_SHAPE_BD: *b = w / D; *d = w % D; break;
    case SG_SHAPE_D: case SG_SHAPE_D1: case SG_SHAPE_M: case SG_SHAPE_1: *d = w; break;
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

/* The case's inputs at a flat output index, in %a (for replaying a failure):
 * the model's replay inputs of the output's shape class. */
static void describe_inputs(const sg_model_desc *md, const sg_case *c, sg_shape_class sc, int64_t w, char *buf,
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

/* unwritten, vs_canonical and err_ratio for one quantity (sg_gates.h). */
static void extra_metrics(const sg_tensor *tq, const sg_judge_extra *x, int qi, sg_qresult *r) {
    const int64_t n = (int64_t)sg_tensor_numel(tq);
    const int bf = tq->dtype == SG_BF16;
    if (x && x->outputs_b) {
        const sg_tensor *tb = sg_tset_get(x->outputs_b, tq->name);
        if (tb && sg_tensor_numel(tb) == (size_t)n) {
            const uint32_t pa = bf ? SG_POISON_BF16 : SG_POISON_F32, pb = bf ? SG_POISON_B_BF16 : SG_POISON_B_F32;
            int64_t cnt = 0;
            for (int64_t i = 0; i < n; i++) cnt += bits_at(tq, i) == pa && bits_at(tb, i) == pb;
            r->m.v[SG_M_UNWRITTEN] = (double)cnt;
            r->measured[SG_M_UNWRITTEN] = 1;
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
            r->m.v[SG_M_VS_CANONICAL] = nan ? (double)NAN : v;
            r->measured[SG_M_VS_CANONICAL] = 1;
        }
        if (x->yardstick_result && qi < x->yardstick_result->nq) {
            const sg_metrics *cm = &x->yardstick_result->q[qi].m;
            if (bf) /* flips: elements not correctly rounded (NaN counts), c0 = SG_RATIO_BF_C0 */
                r->m.v[SG_M_ERR_RATIO] =
                    ((double)r->m.n_bad + SG_RATIO_BF_C0) / ((double)cm->n_bad + SG_RATIO_BF_C0);
            else
                r->m.v[SG_M_ERR_RATIO] = (r->m.v[SG_M_REL_L2] + SG_RATIO_F32_EPS) /
                                         (cm->v[SG_M_REL_L2] + SG_RATIO_F32_EPS); /* NaN stays NaN */
            r->measured[SG_M_ERR_RATIO] = 1;
        }
    }
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
static void scalar_metric(const sg_tensor *tq, const double *e, const double *S, double nterms,
                          const sg_judge_extra *x, double fail, sg_qresult *r) {
    if (!x || !x->yardstick || sg_tensor_numel(tq) != 1) return;
    const sg_tensor *tc = sg_tset_get(x->yardstick, tq->name);
    if (!tc || sg_tensor_numel(tc) != 1) return;
    sg_scalar_fp32 *s = &r->scalar;
    const double q = val_at(tq, 0), qc = val_at(tc, 0), ev = e[0], ae = fabs(ev), ulp = sg_ulp_of(ev, tq->dtype);
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

sg_status sg_judge_case(const sg_model_desc *md, const sg_case *c, const sg_tset *oracle, const sg_tset *outputs,
                        const sg_judge_extra *x, const sg_thresholds *th, const char *backend, sg_case_result *res) {
    memset(res, 0, sizeof *res);
    snprintf(res->backend, sizeof res->backend, "%s", backend);
    snprintf(res->case_name, sizeof res->case_name, "%s", c->spec.name);
    snprintf(res->case_hash, sizeof res->case_hash, "%s", c->hash);
    snprintf(res->target, sizeof res->target, "%s", c->spec.target);
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    res->B = B;
    res->L = L;
    res->D = D;
    const sg_quantity *qs = md->quantities;
    const int nq = md->nq;
    sg_status st;
    char where[256];
    snprintf(where, sizeof where, "case %s", c->spec.name);
    if ((st = sg_check_dims(where, B, L, D))) return st; /* bounds every index product below */
    snprintf(where, sizeof where, "outputs of %s on %s", backend, c->spec.name);
    if ((st = check_output_names(outputs, qs, nq, where))) return st;
    for (int i = 0; i < nq; i++) {
        const sg_quantity *q = &qs[i];
        int64_t shape[SG_MAX_DIMS];
        int nd = sg_quantity_shape(q, B, L, D, shape);
        const sg_tensor *tq, *te, *tr, *ts;
        if ((st = sg_tset_expect(outputs, where, q->name, q->dtype, nd, shape, &tq))) return st;
        if ((st = oracle_part(oracle, q, SG_ORC_F64, nd, shape, &te))) return st;
        if ((st = oracle_part(oracle, q, sg_oracle_rn_part(q->dtype), nd, shape, &tr))) return st;
        if ((st = oracle_part(oracle, q, SG_ORC_S, nd, shape, &ts))) return st;
        sg_qresult *r = &res->q[res->nq++];
        snprintf(r->quantity, sizeof r->quantity, "%s", q->name);
        r->dtype = q->dtype;
        sg_metrics_compute(q->dtype, tq->data, te->data, tr->data, ts->data, (int64_t)sg_tensor_numel(tq), &r->m);
        for (int k = 0; k < SG_M_COUNT; k++) r->measured[k] = sg_metric_info((sg_metric)k)->needs == SG_NEEDS_ORACLE;
        extra_metrics(tq, x, i, r);
        if (q->shape == SG_SHAPE_1) {
            const sg_threshold *tsr = sg_thresholds_find(th, md->name, q->name, sg_metric_name(SG_M_SCALAR_RATIO));
            scalar_metric(tq, te->data, ts->data, (double)B * (double)L * (double)D, x, tsr ? tsr->fail : (double)NAN, r);
        }
        if (x && x->yardstick_result && i < x->yardstick_result->nq) {
            r->have_canon = 1;
            for (int k = 0; k < SG_M_COUNT; k++) r->canon[k] = x->yardstick_result->q[i].m.v[k];
        }
        /* elements over the pointwise limit, and the first t where it is crossed */
        const sg_threshold *tm = sg_thresholds_find(th, md->name, q->name, sg_metric_name(SG_M_MODEL_ULP));
        r->n_over = 0;
        r->first_t = -1;
        if (tm) {
            const double *ev = te->data, *sv = ts->data;
            const int64_t ne = (int64_t)sg_tensor_numel(tq);
            for (int64_t k = 0; k < ne; k++) {
                const double qk = val_at(tq, k), ex = fabs(qk - ev[k]) - 0.5 * sg_ulp_of(ev[k], q->dtype);
                const double mv = isnan(ex) ? (double)NAN : !(ex > 0) ? 0.0 : sv[k] > 0 ? ex / (0x1p-24 * sv[k]) : (double)INFINITY;
                if (!(mv <= tm->fail)) {
                    r->n_over++;
                    if (q->shape == SG_SHAPE_BLD) {
                        const int64_t t = k / D % L;
                        if (r->first_t < 0 || t < r->first_t) r->first_t = t;
                    }
                }
            }
        }
        describe_inputs(md, c, q->shape, r->m.worst_model, r->inputs, sizeof r->inputs);
        decode(q->shape, r->m.worst, L, D, &r->wb, &r->wt, &r->wd);
        decode(q->shape, r->m.worst_model, L, D, &r->mb, &r->mt, &r->md);
        r->worst = SG_PASS;
        for (int k = 0; k < SG_M_COUNT; k++) {
            const sg_threshold *t = sg_thresholds_find(th, md->name, q->name, sg_metric_name((sg_metric)k));
            if (!t)
                return sg_fail(SG_E_THRESHOLDS, "%s: no row for %s.%s.%s", th->path, md->name, q->name,
                               sg_metric_name((sg_metric)k));
            r->verdict[k] = r->measured[k] ? sg_judge_value(r->m.v[k], t) : SG_PASS;
            if (r->verdict[k] > r->worst) r->worst = r->verdict[k];
        }
        if (r->worst > res->worst) res->worst = r->worst;
    }
    return SG_OK;
}
