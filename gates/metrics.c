/* metrics.c - the metrics of sg_gates.h. NaN never compares as good: a NaN
 * backend value makes rel_l2/excess_l2/max_ulp NaN (sticky) and counts as
 * not correctly rounded. */
#include "sg_gates.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const sg_metric_desc metric_table[SG_M_COUNT] = {
#define SG_METRIC_ROW_(id, name, needs, fmt) {#name, needs, fmt},
    SG_METRIC_LIST(SG_METRIC_ROW_)
#undef SG_METRIC_ROW_
};

const sg_metric_desc *sg_metric_info(sg_metric m) { return (unsigned)m < SG_M_COUNT ? &metric_table[m] : NULL; }

int sg_metric_is_signed(const char *name) {
    return strcmp(name, metric_table[SG_M_BIAS].name) == 0 || strcmp(name, metric_table[SG_M_BIAS_Z].name) == 0;
}

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

/* The unbiased exponent floor(log2 |x|) and the 52 fraction bits of a
 * normal double (bit operations: the same values frexp and the subtraction
 * of 2^k give, without the library calls on the judging's hot path). */
static inline int dbl_exp(double ax, uint64_t *frac) {
    uint64_t b;
    memcpy(&b, &ax, sizeof b);
    *frac = b & ((UINT64_C(1) << 52) - 1);
    return (int)((b >> 52) & 0x7ffu) - 1023;
}

/* 2^k for k in the normal range of double. */
static inline double pow2(int k) {
    const uint64_t b = (uint64_t)(k + 1023) << 52;
    double v;
    memcpy(&v, &b, sizeof v);
    return v;
}

double sg_ordinal(double x, sg_dtype fmt) {
    int p, emin;
    fmt_params(fmt, &p, &emin);
    if (isnan(x)) return NAN;
    double ax = fabs(x), n;
    if (isinf(x)) return x;
    if (ax < pow2(emin)) {
        n = ax / pow2(emin - p + 1); /* subnormal quantum */
    } else {
        /* ax in [2^k, 2^(k+1)): (ax - 2^k) / 2^(k-p+1) = frac 2^(p-53), exactly */
        uint64_t frac;
        const int k = dbl_exp(ax, &frac);
        n = (double)(k - emin + 1) * pow2(p - 1) + (double)frac * pow2(p - 53);
    }
    return x < 0 ? -n : n;
}

double sg_ulp_of(double x, sg_dtype fmt) {
    int p, emin;
    fmt_params(fmt, &p, &emin);
    double ax = fabs(x);
    if (!(ax >= pow2(emin))) return pow2(emin - p + 1); /* subnormal range (and NaN) */
    if (isinf(ax)) return (double)INFINITY;
    uint64_t frac;
    return pow2(dbl_exp(ax, &frac) - p + 1);
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

/* ---- exact sums -------------------------------------------------------------
 * Bucket E (the biased exponent; subnormals share bucket 1, whose scale they
 * have) holds the sum of the 53-bit significands of the terms of that binade
 * as a 128-bit integer: exact for 2^75 terms. The value is their sum at the
 * buckets' scales, formed exactly in a fixed-point integer and rounded once. */
void sg_xsum_clear(sg_xsum *s) { memset(s, 0, sizeof *s); }

void sg_xsum_add(sg_xsum *s, double v) {
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    unsigned e = (unsigned)(bits >> 52) & 0x7ffu;
    uint64_t m = bits & ((UINT64_C(1) << 52) - 1);
    if (e == 0x7ffu) { /* Inf or NaN */
        if (m) s->nan = 1;
        else s->inf = 1;
        return;
    }
    if (bits >> 63) { /* a negative term: not a sum of squares (only -0 may come) */
        if (v != 0) s->nan = 1;
        return;
    }
    if (e) m |= UINT64_C(1) << 52;
    else e = 1;
    s->lo[e] += m;
    s->hi[e] += s->lo[e] < m;
}

void sg_xsum_merge(sg_xsum *s, const sg_xsum *t) {
    for (int e = 0; e < 2048; e++) {
        s->lo[e] += t->lo[e];
        s->hi[e] += t->hi[e] + (s->lo[e] < t->lo[e]);
    }
    s->nan |= t->nan;
    s->inf |= t->inf;
}

double sg_xsum_value(const sg_xsum *s) {
    if (s->nan) return (double)NAN;
    if (s->inf) return (double)INFINITY;
    /* the integer sum in units of 2^-1074: bucket e's 128 bits at bit e - 1 */
    enum { NL = 36 };
    uint64_t acc[NL] = {0};
    for (int e = 1; e < 2047; e++) {
        if (!s->lo[e] && !s->hi[e]) continue;
        const int sh = e - 1, li = sh / 64, bo = sh % 64;
        uint64_t part[3];
        part[0] = s->lo[e] << bo;
        part[1] = bo ? (s->hi[e] << bo) | (s->lo[e] >> (64 - bo)) : s->hi[e];
        part[2] = bo ? s->hi[e] >> (64 - bo) : 0;
        uint64_t carry = 0;
        for (int k = li; k < NL; k++) {
            const uint64_t add = k - li < 3 ? part[k - li] : 0;
            if (k - li >= 3 && !carry) break;
            const uint64_t t = acc[k] + add;
            const uint64_t c1 = t < add;
            acc[k] = t + carry;
            carry = c1 + (acc[k] < carry);
        }
    }
    int top = -1;
    for (int k = NL - 1; k >= 0 && top < 0; k--)
        if (acc[k]) top = k * 64 + 63 - __builtin_clzll(acc[k]);
    if (top < 0) return 0.0;
    if (top < 64) return ldexp((double)acc[0], -1074); /* below 2^53: exact conversion, one rounding by ldexp; else the conversion rounds once and ldexp is exact */
    /* the top 64 bits, the lowest made sticky for what lies below them (64 > 53 + 1: one correct rounding) */
    const int lo = top - 63, li = lo / 64, bo = lo % 64;
    uint64_t w = bo ? (acc[li] >> bo) | (acc[li + 1] << (64 - bo)) : acc[li];
    int sticky = bo ? (acc[li] & ((UINT64_C(1) << bo) - 1)) != 0 : 0;
    for (int k = 0; k < li && !sticky; k++) sticky = acc[k] != 0;
    if (sticky) w |= 1;
    return ldexp((double)w, lo - 1074);
}

/* ---- the metrics, element by element ---------------------------------------- */
void sg_metrics_acc_init(sg_metrics_acc *a, sg_dtype dt, int have_S) {
    memset(a, 0, sizeof *a);
    a->dt = dt;
    a->have_S = have_S;
    a->worst = a->worst_model = -1;
}

/* Whether (v, i) replaces the running worst (cv, ci): the first NaN (lowest
 * index) beats everything, then the largest value, then the lowest index;
 * a flat sweep keeps the first maximum, so any order of the elements gives
 * what a flat sweep gives. */
static int beats(double v, int64_t i, double cv, int64_t ci) {
    if (ci < 0) return 1;
    if (isnan(cv)) return isnan(v) && i < ci;
    if (isnan(v)) return 1;
    return v > cv || (v == cv && i < ci);
}

void sg_metrics_acc_add(sg_metrics_acc *a, int64_t i, double qi, double ei, double ri, double Si) {
    const sg_dtype dt = a->dt;
    a->n++;
    if (!isfinite(qi) && isfinite(ei)) a->nonfinite++;
    if (isnan(qi)) a->nan_seen = 1;
    sg_xsum_add(&a->se, ei * ei);
    sg_xsum_add(&a->sd, (qi - ei) * (qi - ei));
    sg_xsum_add(&a->sx, (qi - ri) * (qi - ri));
    if (!(qi == ri)) a->bad++;
    if (a->have_S) {
        const double ex = fabs(qi - ei) - 0.5 * sg_ulp_of(ei, dt);
        double mv;
        if (isnan(ex)) mv = NAN;
        else if (!(ex > 0)) mv = 0;
        else mv = Si > 0 ? ex / (0x1p-24 * Si) : (double)INFINITY;
        if (beats(mv, i, a->mm, a->worst_model)) {
            a->mm = mv;
            a->worst_model = i;
            a->worst_model_q = qi;
            a->worst_model_e = ei;
            a->worst_model_s = Si;
        }
    }
    const double u = sg_ulp_distance(qi, ei, dt);
    if (beats(u, i, a->mu, a->worst)) {
        a->mu = u;
        a->worst = i;
        a->worst_q = qi;
        a->worst_e = ei;
    }
}

void sg_metrics_acc_merge(sg_metrics_acc *a, const sg_metrics_acc *b) {
    a->n += b->n;
    a->nonfinite += b->nonfinite;
    a->bad += b->bad;
    a->nan_seen |= b->nan_seen;
    sg_xsum_merge(&a->se, &b->se);
    sg_xsum_merge(&a->sd, &b->sd);
    sg_xsum_merge(&a->sx, &b->sx);
    if (b->worst >= 0 && beats(b->mu, b->worst, a->mu, a->worst)) {
        a->mu = b->mu;
        a->worst = b->worst;
        a->worst_q = b->worst_q;
        a->worst_e = b->worst_e;
    }
    if (a->have_S && b->worst_model >= 0 && beats(b->mm, b->worst_model, a->mm, a->worst_model)) {
        a->mm = b->mm;
        a->worst_model = b->worst_model;
        a->worst_model_q = b->worst_model_q;
        a->worst_model_e = b->worst_model_e;
        a->worst_model_s = b->worst_model_s;
    }
}

void sg_metrics_acc_finish(const sg_metrics_acc *a, sg_metrics *out) {
    memset(out, 0, sizeof *out);
    out->n = a->n;
    out->worst = a->worst;
    out->worst_q = a->worst_q;
    out->worst_e = a->worst_e;
    out->worst_model = a->have_S ? a->worst_model : -1;
    out->worst_model_q = a->worst_model_q;
    out->worst_model_e = a->worst_model_e;
    out->worst_model_s = a->worst_model_s;
    const double se = sg_xsum_value(&a->se), sd = sg_xsum_value(&a->sd), sx = sg_xsum_value(&a->sx);
    out->v[SG_M_NONFINITE] = (double)a->nonfinite;
    if (se > 0) {
        out->v[SG_M_REL_L2] = sqrt(sd / se);
        out->v[SG_M_EXCESS_L2] = sqrt(sx / se);
    } else {
        out->v[SG_M_REL_L2] = sd == 0 ? 0.0 : (double)INFINITY;
        out->v[SG_M_EXCESS_L2] = sx == 0 ? 0.0 : (double)INFINITY;
    }
    out->v[SG_M_FRAC_NOT_RN] = a->n ? (double)a->bad / (double)a->n : 0.0;
    out->v[SG_M_MAX_ULP] = a->worst >= 0 ? a->mu : 0.0;
    out->v[SG_M_MODEL_ULP] = a->have_S ? (a->worst_model >= 0 ? a->mm : 0.0) : (double)NAN;
    /* measured by the judge from a second run or the yardstick, when it has them */
    for (int k = 0; k < SG_M_COUNT; k++)
        if (metric_table[k].needs != SG_NEEDS_ORACLE) out->v[k] = (double)NAN;
    out->n_bad = a->bad;
    out->v[SG_M_BIAS] = NAN; /* per group: sg_bias_finish, by the judge, which knows the groups */
    out->bias_groups = 0;
    out->bias_sd = out->bias_w2 = (double)NAN;
    if (a->nan_seen) {
        out->v[SG_M_REL_L2] = NAN;
        out->v[SG_M_EXCESS_L2] = NAN;
        out->v[SG_M_MAX_ULP] = NAN;
        out->v[SG_M_MODEL_ULP] = NAN;
    }
}

void sg_metrics_compute(sg_dtype dt, const void *q, const double *e, const void *r, const double *S, int64_t n,
                        sg_metrics *out) {
    sg_metrics_acc *a = sg_xmalloc(sizeof *a);
    sg_metrics_acc_init(a, dt, S != NULL);
    for (int64_t i = 0; i < n; i++) sg_metrics_acc_add(a, i, load(dt, q, i), e[i], load(dt, r, i), S ? S[i] : 0.0);
    sg_metrics_acc_finish(a, out);
    free(a);
}

double sg_model_ulp_elem(double q, double e, double S, sg_dtype fmt) {
    const double ex = fabs(q - e) - 0.5 * sg_ulp_of(e, fmt);
    return isnan(ex) ? (double)NAN : !(ex > 0) ? 0.0 : S > 0 ? ex / (0x1p-24 * S) : (double)INFINITY;
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

/* ---- bias (THRESHOLDS.md R-BIAS) ------------------------------------------------- */
/* 384-bit two's-complement fixed point, unit 2^-149, little-endian words. */
#define FX_WORDS 6

/* a += (neg ? -1 : 1) * m * 2^p, m < 2^24, 0 <= p <= 253 */
static void fx_add(uint64_t a[FX_WORDS], uint32_t m, int p, int neg) {
    if (!m) return;
    const int w = p / 64, sh = p % 64;
    uint64_t part[2] = {(uint64_t)m << sh, sh ? (uint64_t)m >> (64 - sh) : 0};
    if (!neg) {
        uint64_t carry = 0;
        for (int k = w; k < FX_WORDS; k++) {
            const uint64_t add = (k - w < 2 ? part[k - w] : 0);
            const uint64_t s1 = a[k] + add, c1 = s1 < add, s2 = s1 + carry, c2 = s2 < carry;
            a[k] = s2;
            carry = c1 | c2;
            if (k - w >= 1 && !carry) break;
        }
    } else {
        uint64_t borrow = 0;
        for (int k = w; k < FX_WORDS; k++) {
            const uint64_t sub = (k - w < 2 ? part[k - w] : 0);
            const uint64_t d1 = a[k] - sub, b1 = a[k] < sub, d2 = d1 - borrow, b2 = d1 < borrow;
            a[k] = d2;
            borrow = b1 | b2;
            if (k - w >= 1 && !borrow) break;
        }
    }
}

/* a += (neg ? -x : x) for a finite float x, exactly */
static void fx_add_float(uint64_t a[FX_WORDS], float x, int neg) {
    uint32_t b;
    memcpy(&b, &x, sizeof b);
    if (b >> 31) neg = !neg;
    const uint32_t ex = (b >> 23) & 0xffu, fr = b & 0x7fffffu;
    if (ex == 0) fx_add(a, fr, 0, neg); /* subnormal: fr * 2^-149 */
    else fx_add(a, fr | 0x800000u, (int)ex - 1, neg); /* (1.fr) 2^(ex-127) = m 2^(ex-150) = m 2^-149 2^(ex-1) */
}

/* The fixed-point value as a double: the same bits for the same integer (the
 * words summed from the most significant, each conversion exact or rounded the
 * same way every time). */
static double fx_value(const uint64_t a[FX_WORDS]) {
    uint64_t m[FX_WORDS];
    const int neg = (int)(a[FX_WORDS - 1] >> 63);
    if (neg) { /* magnitude of a negative value: ~a + 1 */
        uint64_t carry = 1;
        for (int k = 0; k < FX_WORDS; k++) {
            m[k] = ~a[k] + carry;
            carry = carry && m[k] == 0;
        }
    } else memcpy(m, a, sizeof m);
    double v = 0;
    for (int k = FX_WORDS - 1; k >= 0; k--) v += ldexp((double)m[k], 64 * k - 149);
    return neg ? -v : v;
}

void sg_bias_group_add(sg_bias_group *g, sg_dtype dt, double q, double e, double r, double S) {
    if (!(S > 0)) return; /* S = 0 (e = 0): no scale; NaN S: the oracle's, not the backend's */
    const float Sf = (float)S;
    if (isinf(Sf)) g->inf_s = 1;
    else fx_add_float(g->den, Sf, 0);
    const double u = sg_ulp_of(e, dt);
    if (u > g->wmax) g->wmax = u;
    if (!isfinite(q)) {
        g->nonfinite = 1;
        return;
    }
    if (e == 0 || isnan(e)) return; /* sgn(e) = 0 */
    /* q and r are values of the quantity's format (BF16 or FP32): exact as float */
    const int neg = e < 0;
    fx_add_float(g->num, (float)q, neg);
    fx_add_float(g->num, (float)r, !neg);
}

void sg_bias_finish(const sg_bias_group *g, int64_t n, sg_metrics *out) {
    int64_t k = 0;
    int bad = 0;
    double sum = 0, sum2 = 0, w2 = 0;
    /* two passes in group order: the mean, then the spread about it */
    for (int pass = 0; pass < 2; pass++)
        for (int64_t j = 0; j < n; j++) {
            const double den = fx_value(g[j].den);
            if (!(den > 0) && !g[j].inf_s) continue; /* an empty group */
            if (pass == 0) {
                k++;
                if (g[j].nonfinite || g[j].inf_s) {
                    bad = 1;
                    continue;
                }
                const double scale = 0x1p-24 * den;
                sum += fx_value(g[j].num) / scale;
                w2 += (g[j].wmax / scale) * (g[j].wmax / scale);
            } else if (!bad) {
                const double d = fx_value(g[j].num) / (0x1p-24 * den) - sum / (double)k;
                sum2 += d * d;
            }
        }
    out->bias_groups = k;
    if (k == 0) {
        out->v[SG_M_BIAS] = out->bias_sd = out->bias_w2 = (double)NAN;
        return;
    }
    out->v[SG_M_BIAS] = bad ? (double)NAN : sum / (double)k;
    out->bias_sd = bad ? (double)NAN : k > 1 ? sqrt(sum2 / (double)(k - 1)) : 0.0;
    out->bias_w2 = bad ? (double)NAN : w2 / (double)k;
}

double sg_bias_spread(const sg_metrics *m, const sg_metrics *c) {
    if (m->bias_groups < 2 || c->bias_groups < 2) return NAN;
    const double n = (double)m->bias_groups, nc = (double)c->bias_groups;
    const double var = (m->bias_sd * m->bias_sd + m->bias_w2) / n + (c->bias_sd * c->bias_sd + c->bias_w2) / nc +
                       SG_BIAS_SIGMA0 * SG_BIAS_SIGMA0;
    return sqrt(var);
}

double sg_bias_z(const sg_metrics *m, const sg_metrics *c) {
    return (fabs(m->v[SG_M_BIAS]) - fabs(c->v[SG_M_BIAS])) / sg_bias_spread(m, c);
}
