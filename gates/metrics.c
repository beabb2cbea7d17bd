/* metrics.c - the metrics of sg_gates.h. NaN never compares as good: a NaN
 * backend value makes rel_l2/excess_l2/max_ulp NaN (sticky) and counts as
 * not correctly rounded. */
#include "sg_gates.h"

#include <math.h>
#include <string.h>

static const sg_metric_desc metric_table[SG_M_COUNT] = {
#define SG_METRIC_ROW_(id, name, needs, fmt) {#name, needs, fmt},
    SG_METRIC_LIST(SG_METRIC_ROW_)
#undef SG_METRIC_ROW_
};

const sg_metric_desc *sg_metric_info(sg_metric m) { return (unsigned)m < SG_M_COUNT ? &metric_table[m] : NULL; }

const char *sg_metric_name(sg_metric m) { return (unsigned)m < SG_M_COUNT ? metric_table[m].name : "?"; }

const char *sg_verdict_name(sg_verdict v) {
    switch (v) {
    case SG_PASS: return "PASS";
    case SG_MARGINAL: return "MARGINAL";
    case SG_FAIL: return "FAIL";
    }
    return "?";
}

/* Format parameters: p significant bits, emin the smallest normal exponent. */
static void fmt_params(sg_dtype fmt, int *p, int *emin) {
    *p = fmt == SG_BF16 ? 8 : 24;
    *emin = -126;
}

double sg_ordinal(double x, sg_dtype fmt) {
    int p, emin;
    fmt_params(fmt, &p, &emin);
    if (isnan(x)) return NAN;
    double ax = fabs(x), n;
    if (isinf(x)) return x;
    if (ax < ldexp(1.0, emin)) {
        n = ax / ldexp(1.0, emin - p + 1); /* subnormal quantum */
    } else {
        int k;
        (void)frexp(ax, &k);
        k -= 1; /* ax in [2^k, 2^(k+1)) */
        n = (double)(k - emin + 1) * ldexp(1.0, p - 1) + (ax - ldexp(1.0, k)) / ldexp(1.0, k - p + 1);
    }
    return x < 0 ? -n : n;
}

double sg_ulp_of(double x, sg_dtype fmt) {
    int p, emin;
    fmt_params(fmt, &p, &emin);
    double ax = fabs(x);
    if (!(ax >= ldexp(1.0, emin))) return ldexp(1.0, emin - p + 1); /* subnormal range (and NaN) */
    if (isinf(ax)) return (double)INFINITY;
    int k;
    (void)frexp(ax, &k);
    return ldexp(1.0, k - 1 - p + 1);
}

double sg_ulp_distance(double q, double e, sg_dtype fmt) {
    if (isnan(q) || isnan(e)) return NAN;
    if (isinf(q) || isinf(e)) return (q == e) ? 0.0 : (double)INFINITY;
    return fabs(sg_ordinal(q, fmt) - sg_ordinal(e, fmt));
}

static double load(sg_dtype dt, const void *p, int64_t i) {
    if (dt == SG_BF16) return (double)sg_bf16_to_f32(((const uint16_t *)p)[i]);
    return (double)((const float *)p)[i];
}

void sg_metrics_compute(sg_dtype dt, const void *q, const double *e, const void *r, const double *S, int64_t n,
                        sg_metrics *out) {
    memset(out, 0, sizeof *out);
    out->n = n;
    out->worst = -1;
    out->worst_model = -1;
    double mm = 0;
    double se = 0, sd = 0, sx = 0, mu = 0;
    int nan_seen = 0;
    int64_t nonfinite = 0, bad = 0;
    /* Scaled sums of squares would avoid overflow; the FP64 range covers every
     * BF16/FP32 value squared times any element count we store. */
    for (int64_t i = 0; i < n; i++) {
        double qi = load(dt, q, i), ei = e[i], ri = load(dt, r, i);
        if (!isfinite(qi) && isfinite(ei)) nonfinite++;
        if (isnan(qi)) nan_seen = 1;
        se += ei * ei;
        sd += (qi - ei) * (qi - ei);
        sx += (qi - ri) * (qi - ri);
        if (!(qi == ri)) bad++;
        if (S) {
            double ex = fabs(qi - ei) - 0.5 * sg_ulp_of(ei, dt), mv;
            if (isnan(ex)) mv = NAN;
            else if (!(ex > 0)) mv = 0;
            else mv = S[i] > 0 ? ex / (0x1p-24 * S[i]) : (double)INFINITY;
            if (out->worst_model < 0 || (!isnan(mm) && !(mv <= mm))) { /* the first NaN stays the worst */
                mm = mv;
                out->worst_model = i;
                out->worst_model_q = qi;
                out->worst_model_e = ei;
                out->worst_model_s = S[i];
            }
        }
        double u = sg_ulp_distance(qi, ei, dt);
        if (out->worst < 0 || (!isnan(mu) && !(u <= mu))) { /* the first NaN stays the worst */
            mu = u;
            out->worst = i;
            out->worst_q = qi;
            out->worst_e = ei;
        }
    }
    out->v[SG_M_NONFINITE] = (double)nonfinite;
    if (se > 0) {
        out->v[SG_M_REL_L2] = sqrt(sd / se);
        out->v[SG_M_EXCESS_L2] = sqrt(sx / se);
    } else {
        out->v[SG_M_REL_L2] = sd == 0 ? 0.0 : (double)INFINITY;
        out->v[SG_M_EXCESS_L2] = sx == 0 ? 0.0 : (double)INFINITY;
    }
    out->v[SG_M_FRAC_NOT_RN] = n ? (double)bad / (double)n : 0.0;
    out->v[SG_M_MAX_ULP] = mu;
    out->v[SG_M_MODEL_ULP] = S ? mm : (double)NAN;
    /* measured by the judge from a second run or the yardstick, when it has them */
    for (int k = 0; k < SG_M_COUNT; k++)
        if (metric_table[k].needs != SG_NEEDS_ORACLE) out->v[k] = (double)NAN;
    out->n_bad = bad;
    if (nan_seen) {
        out->v[SG_M_REL_L2] = NAN;
        out->v[SG_M_EXCESS_L2] = NAN;
        out->v[SG_M_MAX_ULP] = NAN;
        out->v[SG_M_MODEL_ULP] = NAN;
    }
}

double sg_tensor_value(const sg_tensor *t, int64_t i) {
    if (t->dtype == SG_BF16) return (double)sg_bf16_to_f32(((const uint16_t *)t->data)[i]);
    return (double)((const float *)t->data)[i];
}

double sg_s_distance(const sg_tensor *a, const sg_tensor *b, const double *S, int64_t *worst) {
    const int64_t n = (int64_t)sg_tensor_numel(a);
    double mx = 0;
    *worst = -1;
    for (int64_t i = 0; i < n; i++) {
        const double qa = sg_tensor_value(a, i), qb = sg_tensor_value(b, i);
        double d = fabs(qa - qb);
        if (a->dtype == SG_BF16 && d > 0) d = fmax(0.0, d - sg_ulp_of(fmax(fabs(qa), fabs(qb)), SG_BF16));
        double r;
        if (isnan(d)) r = NAN;
        else if (d == 0) r = 0;
        else r = S[i] > 0 ? d / (0x1p-24 * S[i]) : (double)INFINITY;
        if (!(r <= mx)) {
            mx = r;
            *worst = i;
            if (isnan(r)) break;
        }
    }
    return mx;
}
