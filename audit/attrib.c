/* attrib.c - the attribution rule of sg_attrib.h: the element-by-element
 * reproduction test and the decision over a case's outputs and variants. */
#include "sg_attrib.h"
#include "sg_gates.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int sg_attrib_reproduces(double O, double V, double E, double S, int bf16, double rho, double kappa) {
    double tol = rho * fabs(O - E) + kappa * 0x1p-24 * S;
    if (bf16) tol += sg_ulp_of(fmax(fabs(O), fabs(V)), SG_BF16);
    return fabs(O - V) <= tol; /* NaN anywhere: no */
}

int sg_attrib_within(double O, double lo, double hi, double E, double S, int bf16, double rho, double kappa) {
    double tol = rho * fabs(O - E) + kappa * 0x1p-24 * S;
    if (bf16) tol += sg_ulp_of(fmax(fabs(O), fmax(fabs(lo), fabs(hi))), SG_BF16);
    return O >= lo - tol && O <= hi + tol; /* NaN anywhere: no */
}

double sg_attrib_fraction(int64_t n, const double *O, const double *V, const double *E, const double *S, int bf16,
                          double rho, double kappa) {
    if (n <= 0) return (double)NAN;
    int64_t k = 0;
    for (int64_t i = 0; i < n; i++) k += sg_attrib_reproduces(O[i], V[i], E[i], S[i], bf16, rho, kappa);
    return (double)k / (double)n;
}

int sg_attrib_not_wider(int64_t n_cand, int64_t n_out) {
    const int64_t lim = 2 * n_out > n_out + 8 ? 2 * n_out : n_out + 8;
    return n_cand <= lim;
}

/* ---- the decision ---- */

void sg_attrib_pts_init(sg_attrib_pts *p, int n) {
    for (int i = 0; i < n; i++) p[i].h = (sg_audit_worst){SG_ATTRIB_TOP, 0, p[i].el};
}

void sg_attrib_pts_held(const sg_quantity *q, const sg_tset *oracle, const sg_tset *given, sg_attrib_pts *p) {
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
        sg_audit_worst_offer(&p->h, (sg_audit_elem){i, sg_model_ulp_elem(v, e[i], S[i], q->dtype), v, e[i], S[i]});
    }
    sg_audit_worst_sort(&p->h);
}

int sg_attrib_discriminates(double O, double E, double S, int bf16, double rho, double kappa) {
    double floor = kappa * 0x1p-24 * S;
    if (bf16) floor += sg_ulp_of(fabs(O), SG_BF16);
    return !((1.0 - rho) * fabs(O - E) <= floor); /* NaN: it does */
}

void sg_attrib_select(const sg_model_desc *md, const sg_thresholds *th, const sg_case_result *res,
                      const sg_tset *given, const sg_tset *canon, double rho, double kappa, sg_attrib_pts *pts, int nq) {
    for (int i = 0; i < nq; i++) {
        if (i >= res->nq || !sg_attrib_quantity_fails(&res->q[i])) pts[i].h.n = 0;
        if (pts[i].h.n <= 0) continue;
        const sg_quantity *q = &md->quantities[i];
        const sg_threshold *tm = sg_thresholds_find(th, md->name, q->name, sg_metric_name(SG_M_MODEL_ULP));
        const double lim = tm ? tm->fail : (double)INFINITY;
        const sg_tensor *tq = sg_tset_get(given, q->name), *tc = sg_tset_get(canon, q->name);
        int over = 0, k = 0;
        for (int j = 0; j < pts[i].h.n; j++) over += !(pts[i].el[j].mu <= lim);
        for (int j = 0; j < pts[i].h.n; j++) {
            const sg_audit_elem *x = &pts[i].el[j];
            const double O = tq ? sg_tensor_value(tq, x->w) : (double)NAN;
            const int keep = over ? !(x->mu <= lim) : tq && tc && !(fabs(O - x->e) <= fabs(sg_tensor_value(tc, x->w) - x->e));
            if (keep && sg_attrib_discriminates(O, x->e, x->S, q->dtype == SG_BF16, rho, kappa)) pts[i].el[k++] = *x;
        }
        pts[i].h.n = k;
    }
}

int sg_attrib_quantity_fails(const sg_qresult *q) {
    for (int k = 0; k < SG_M_COUNT; k++)
        if (q->verdict[k] == SG_FAIL) return 1;
    return 0;
}

/* Of the gates `orig` FAILs, how many `other` passes (not FAIL; with `strict`,
 * not MARGINAL either), and their number. The attribution is strict: a gate
 * just past its limit in one path and just short of it in another with the
 * same fault (another libm's roundings) is accounted for by either, as
 * AS-CANONICAL takes a MARGINAL canonical gate (gates/expected.c). */
static void gates_passed(const sg_case_result *orig, const sg_case_result *other, int strict, int *pass, int *total) {
    *pass = *total = 0;
    for (int i = 0; i < orig->nq; i++)
        for (int k = 0; k < SG_M_COUNT; k++) {
            if (orig->q[i].verdict[k] != SG_FAIL) continue;
            (*total)++;
            for (int j = 0; j < other->nq; j++)
                if (strcmp(other->q[j].quantity, orig->q[i].quantity) == 0 && other->q[j].verdict[k] != SG_FAIL &&
                    !(strict && other->q[j].verdict[k] == SG_MARGINAL))
                    (*pass)++;
        }
}

int sg_attrib_clears(const sg_case_result *orig, const sg_case_result *other, int *cleared, int *total) {
    gates_passed(orig, other, 0, cleared, total);
    return *total > 0 && *cleared == *total;
}

const char *sg_attrib_bracket_suffix(const char *name) {
    const size_t n = strlen(name);
    if (n < 4) return NULL;
    const char *s = name + n - 3;
    return s[0] == '.' && (s[1] == 'm' || s[1] == 'p') && (s[2] == '1' || s[2] == '2') ? s : NULL;
}

int sg_attrib_bracket_of(const char *nm, const char *parent) {
    const char *sfx = sg_attrib_bracket_suffix(nm);
    const size_t len = strlen(parent);
    return sfx && (size_t)(sfx - nm) == len && strncmp(nm, parent, len) == 0;
}

/* ||O - V|| / ||O - E|| over the points p of quantity q: how much of the
 * outputs' error there a path V's outputs do not reproduce (0: the same
 * numbers; 1: no nearer than the exact result). NaN propagates. */
static double residual(const sg_quantity *q, const sg_attrib_pts *p, const sg_tset *given, const sg_tset *v) {
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

/* The largest residual over the quantities with compared points (NaN: none or NaN). */
static double max_residual(const sg_attrib *a, const sg_tset *v) {
    double mx = (double)NAN;
    for (int i = 0; i < a->nq; i++)
        if (a->pts[i].h.n > 0) {
            const double r = residual(&a->md->quantities[i], &a->pts[i], a->given, v);
            if (isnan(r)) return r;
            if (isnan(mx) || r > mx) mx = r;
        }
    return mx;
}

/* The smallest fraction, over the quantities with compared points, of the
 * points a path V reproduces; NaN when no point is compared. With the runs of
 * a cancelling variant's bracket (nbr output sets beside v), an element is
 * reproduced when it lies in the range they span. */
static double min_reproduced(const sg_attrib *a, const sg_tset *v, const sg_tset *const *br, int nbr) {
    double mn = (double)NAN;
    for (int i = 0; i < a->nq; i++) {
        const sg_attrib_pts *p = &a->pts[i];
        if (p->h.n <= 0) continue;
        const sg_quantity *q = &a->md->quantities[i];
        const sg_tensor *to = sg_tset_get(a->given, q->name), *tv = sg_tset_get(v, q->name);
        double f = 0;
        if (to && tv && sg_tensor_numel(tv) == sg_tensor_numel(to)) {
            int k = 0;
            const sg_tensor *tb[4];
            int nb = 0;
            for (int b = 0; b < nbr && b < 4; b++) {
                tb[nb] = sg_tset_get(br[b], q->name);
                nb += tb[nb] && sg_tensor_numel(tb[nb]) == sg_tensor_numel(to);
            }
            const int bf = q->dtype == SG_BF16;
            for (int j = 0; j < p->h.n; j++) {
                const int64_t w = p->el[j].w;
                const double O = sg_tensor_value(to, w), V = sg_tensor_value(tv, w);
                if (nb == 0) {
                    k += sg_attrib_reproduces(O, V, p->el[j].e, p->el[j].S, bf, a->rho, a->kappa);
                    continue;
                }
                double lo = V, hi = V;
                for (int b = 0; b < nb; b++) {
                    const double x = sg_tensor_value(tb[b], w);
                    lo = x < lo || isnan(x) ? x : lo;
                    hi = x > hi || isnan(x) ? x : hi;
                }
                k += sg_attrib_within(O, lo, hi, p->el[j].e, p->el[j].S, bf, a->rho, a->kappa);
            }
            f = (double)k / (double)p->h.n;
        }
        if (isnan(mn) || f < mn) mn = f;
    }
    return mn;
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

/* Whether result v reproduces the outputs' bias on every quantity where it discriminates. */
static int bias_reproduced(const sg_attrib *a, const sg_case_result *v) {
    for (int i = 0; i < a->nq; i++) {
        if (!a->bias_q[i]) continue;
        if (i >= v->nq || !v->q[i].measured[SG_M_BIAS]) return 0;
        const double B = a->res->q[i].m.v[SG_M_BIAS], Bv = v->q[i].m.v[SG_M_BIAS];
        const double tol = a->rho * fabs(B - a->bias_c[i]) + a->bias_z[i] * sg_bias_spread(&a->res->q[i].m, &v->q[i].m);
        if (!(fabs(B - Bv) <= tol)) return 0; /* NaN: no */
    }
    return 1;
}

void sg_attrib_dep_add(sg_xsum *sum, int64_t *n, double O, double P, double S) {
    if (!(S > 0)) return; /* S = 0 (an exact zero): no scale */
    const double d = (O - P) / S;
    sg_xsum_add(sum, d * d); /* NaN makes the sum NaN */
    (*n)++;
}

double sg_attrib_dep_value(const sg_xsum *sum, int64_t n) { return n > 0 ? sqrt(sg_xsum_value(sum)) : (double)NAN; }

double sg_attrib_departure(const sg_quantity *q, const sg_tset *oracle, const sg_tset *given, const sg_tset *p) {
    char ns[SG_NAME_MAX + 8];
    sg_oracle_tensor_name(ns, sizeof ns, q->name, SG_ORC_S);
    const sg_tensor *tS = oracle ? sg_tset_get(oracle, ns) : NULL, *to = sg_tset_get(given, q->name),
                    *tp = sg_tset_get(p, q->name);
    if (!tS || !to || !tp || tS->dtype != SG_F64) return (double)NAN;
    const size_t m = sg_tensor_numel(to);
    if (sg_tensor_numel(tp) != m || sg_tensor_numel(tS) != m) return (double)NAN;
    const double *S = tS->data;
    sg_xsum *sum = sg_xmalloc(sizeof *sum);
    sg_xsum_clear(sum);
    int64_t k = 0;
    for (size_t i = 0; i < m; i++)
        sg_attrib_dep_add(sum, &k, sg_tensor_value(to, (int64_t)i), sg_tensor_value(tp, (int64_t)i), S[i]);
    const double v = sg_attrib_dep_value(sum, k);
    free(sum);
    return v;
}

/* D(p) on quantity i, from where the rule's S comes from (NaN: not measured). */
static double departure(const sg_attrib *a, int i, const sg_tset *p) {
    if (a->dep.fn) return a->dep.fn(a->dep.ctx, i, p);
    if (a->dep.oracle) return sg_attrib_departure(&a->md->quantities[i], a->dep.oracle, a->given, p);
    return (double)NAN;
}

void sg_attrib_begin(sg_attrib *a, const sg_model_desc *md, const sg_thresholds *th, const sg_tset *given,
                     const sg_case_result *res, const sg_attrib_pts *pts, int nq, double rho, double phi, double kappa,
                     const sg_tset *canon, const sg_case_result *canon_res, const sg_attrib_dep *dep) {
    *a = (sg_attrib){.md = md, .given = given, .res = res, .pts = pts, .nq = nq, .rho = rho, .phi = phi,
                     .kappa = kappa, .canon = canon};
    if (dep) a->dep = *dep;
    for (int i = 0; i < nq; i++) a->nel += pts[i].h.n > 0 ? pts[i].h.n : 0;
    /* the bias evidence: failing quantities whose bias departs from the canonical path's beyond the spread */
    for (int i = 0; i < nq && i < res->nq && i < canon_res->nq; i++) {
        const sg_threshold *tz = sg_thresholds_find(th, md->name, md->quantities[i].name, sg_metric_name(SG_M_BIAS_Z));
        if (!sg_attrib_quantity_fails(&res->q[i]) || !tz || !res->q[i].measured[SG_M_BIAS] || !canon_res->q[i].measured[SG_M_BIAS]) continue;
        const double B = res->q[i].m.v[SG_M_BIAS], Bc = canon_res->q[i].m.v[SG_M_BIAS];
        const double sd = sg_bias_spread(&res->q[i].m, &canon_res->q[i].m);
        if (!((1.0 - rho) * fabs(B - Bc) > tz->marginal * sd)) continue; /* NaN (a `report` row): no */
        a->bias_q[i] = 1;
        a->bias_z[i] = tz->marginal;
        a->bias_c[i] = Bc;
        a->nbias++;
    }
    /* the departure, the evidence of last resort: where no failing element discriminates on the case, on each
     * failing quantity, measured where the oracle is held */
    for (int i = 0; i < nq && i < res->nq && a->nel == 0; i++) {
        if (!sg_attrib_quantity_fails(&res->q[i]) || pts[i].h.n > 0) continue;
        const double dc = departure(a, i, canon);
        if (!(dc > 0)) { /* not measured (NaN), or the outputs' bits are the canonical path's there */
            a->nundep += isnan(dc);
            continue;
        }
        a->dep_q[i] = 1;
        a->dep_c[i] = dc;
        a->ndep++;
    }
    gates_passed(res, canon_res, 1, &a->ccl, &a->ctot);
    a->cfrac = min_reproduced(a, canon, NULL, 0);
    a->cres = max_residual(a, canon);
    /* as wrong as the canonical order: the judge's outcome AS-CANONICAL, or it fails every gate the outputs
     * fail, reproduces their failing elements one by one and has their bias (no discriminating bias) */
    a->canon_like = res->outcome == SG_OUTCOME_AS_CANONICAL ||
                    (a->ctot > 0 && a->ccl == 0 && a->nel > 0 && a->cfrac >= phi && a->nbias == 0);
}

sg_status sg_attrib_offer(sg_attrib *a, const char *name, const char *what, const sg_tset *out,
                          const sg_case_result *vres, const sg_tset *const *br, int nbr, sg_attrib_row *row) {
    *row = (sg_attrib_row){0};
    row->depr = (double)NAN;
    if (same_outputs(a->md, out, a->canon)) return SG_OK;
    row->effect = 1;
    int vcl;
    gates_passed(a->res, vres, 1, &vcl, &row->total);
    row->fails = row->total - vcl;
    row->frac = min_reproduced(a, out, br, nbr);
    row->resid = max_residual(a, out);
    row->bias = bias_reproduced(a, vres);
    row->narrow = 1;
    for (int i = 0; i < a->nq && i < vres->nq && i < a->res->nq; i++)
        row->narrow &= sg_attrib_not_wider(vres->q[i].n_over, a->res->q[i].n_over);
    a->nfailall += row->total > 0 && vcl == 0;
    if (a->nv >= SG_ATTRIB_MAXV) return sg_fail(SG_E_INTERNAL, "audit: more than %d variants offered", SG_ATTRIB_MAXV);
    const int n = a->nv++;
    a->v[n].name = name;
    a->v[n].what = what;
    a->v[n].frac = row->frac;
    a->v[n].resid = row->resid;
    /* the departure where it is measured: at most 2 rho of the canonical path's (the comparison with the
     * other candidates: sg_attrib_conclusion) */
    int dep_ok = 1;
    for (int i = 0; i < a->nq; i++) {
        if (!a->dep_q[i]) continue;
        const double d = departure(a, i, out);
        a->v[n].dep[i] = d;
        const double r = d / a->dep_c[i];
        if (isnan(row->depr) || r > row->depr || isnan(r)) row->depr = r;
        dep_ok &= d <= 2.0 * a->rho * a->dep_c[i]; /* NaN: no */
    }
    a->v[n].depr = row->depr;
    /* named: fails every gate the outputs fail, reproduces the evidence there is (their failing elements one
     * by one, their bias, their departure), some evidence, and not wider */
    row->named = row->total > 0 && vcl == 0 && (a->nel == 0 || row->frac >= a->phi) && row->bias && dep_ok &&
                 a->nel + a->nbias + a->ndep > 0 && row->narrow;
    a->v[n].ok = row->named;
    if (row->named) return sg_tset_hash(out, a->v[n].hash);
    return SG_OK;
}

/* Whether candidate n's departure is at most 2 rho of every other candidate's
 * (those with the same departure everywhere: the same outputs there, or a tie). */
static int nearest(const sg_attrib *a, int n) {
    for (int k = 0; k < a->nv; k++) {
        if (k == n) continue;
        int same = 1, near = 1;
        for (int i = 0; i < a->nq; i++) {
            if (!a->dep_q[i]) continue;
            same &= a->v[k].dep[i] == a->v[n].dep[i];
            near &= a->v[n].dep[i] <= 2.0 * a->rho * a->v[k].dep[i];
        }
        if (!same && !near) return 0;
    }
    return 1;
}

static void settle(sg_attrib *a) {
    if (a->settled) return;
    a->settled = 1;
    for (int n = 0; n < a->nv && a->nmatch < SG_ATTRIB_MAXM; n++) {
        if (!a->v[n].ok || (a->ndep > 0 && !nearest(a, n))) continue;
        const int m = a->nmatch++;
        int seen = 0;
        for (int k = 0; k < m; k++) seen |= strcmp(a->mhash[k], a->v[n].hash) == 0;
        a->distinct += !seen;
        memcpy(a->mhash[m], a->v[n].hash, sizeof a->mhash[m]);
        a->mname[m] = a->v[n].name;
        a->mwhat[m] = a->v[n].what;
        a->mfrac[m] = a->v[n].frac;
        a->mres[m] = a->v[n].resid;
        a->mdep[m] = a->v[n].depr;
    }
}

sg_attrib_kind sg_attrib_conclusion(sg_attrib *a) {
    settle(a);
    if (a->canon_like) return SG_ATTRIB_CANON_LIKE;
    if (a->nel == 0 && a->nbias == 0 && a->ndep == 0) return SG_ATTRIB_NO_ELEMENTS;
    if (a->nmatch > 0) return a->distinct == 1 ? SG_ATTRIB_NAMED : SG_ATTRIB_AMBIGUOUS;
    return a->ctot > 0 && a->ccl == 0 ? SG_ATTRIB_CANON_SAME : SG_ATTRIB_NONE;
}

int sg_attrib_other_match(const sg_attrib *a) {
    for (int m = 1; m < a->nmatch; m++)
        if (strcmp(a->mhash[m], a->mhash[0]) != 0) return m;
    return 1;
}
