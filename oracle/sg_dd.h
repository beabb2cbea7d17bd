/* sg_dd.h - the fast oracle's arithmetic (reference/EQUATIONS.md section 11): double-double
 * ("double-word") numbers that carry a rigorous bound on their distance to the MPFR
 * oracle's value of the same expression, and the decisions that say when that bound fixes
 * every stored rounding (FP64, FP32, BF16) of the MPFR value.
 *
 * A bounded number x = (hi, lo, e) stands for the MPFR value X of the same expression
 * evaluated op by op at precision p with round-to-nearest: |hi + lo - X| <= e. Each
 * operation below mirrors one MPFR operation z = RN_p(x op y) and returns
 *     e_z = (propagated input bounds) + (the double-double rounding) + (MPFR's rounding),
 * with
 *   - the double-word algorithms and relative error bounds of Joldes, Muller, Popescu,
 *     "Tight and rigorous error bounds for basic building blocks of double-word arithmetic",
 *     ACM TOMS 44(2), 2017, u = 2^-53: DWPlusDW (their Algorithm 6) <= 3u^2/(1-4u),
 *     DWTimesFP (Algorithm 9, with FMA) <= 2u^2, DWTimesDW (Algorithm 12, with FMA) <= 4u^2;
 *     taken here as 4u^2, 3u^2 and 5u^2 of the rounded result's magnitude;
 *   - MPFR's round-to-nearest: |RN_p(v) - v| <= 2^-p |v|, and |v| <= |z_dd| + e_prop + dd's error;
 *   - the bound itself computed in FP64 round-to-nearest and then inflated by (1 + 2^-40):
 *     its few roundings (relative 2^-53 each, fewer than 20 per operation) stay below that.
 * The algorithms hold without underflow or overflow: an operation whose result is nonzero
 * and outside [2^-900, 2^900] in magnitude (or not finite) marks the context bad, and the
 * caller falls back to MPFR for that whole unit of work.
 *
 * sg_dd_round(x, P, &c): c = RN_P(X), the rounding to P significant bits (53: FP64, 24:
 * FP32, 8: BF16) of the MPFR value, returned when the interval [hi + lo - e, hi + lo + e]
 * lies strictly inside c's rounding interval (ties excluded), so that every value in it,
 * X included, rounds to c; else the context is marked undecided. Exact zero (hi = lo = e = 0)
 * is MPFR's exact zero. Only the normal range of every format is decided (|c| in
 * [2^-100, 2^100]); anything else is left to MPFR.
 *
 * Needs IEEE binary64 with round-to-nearest and no contraction (-ffp-contract=off, the
 * project's flags; fma() is the correctly rounded C99 function). */
#ifndef SG_DD_H
#define SG_DD_H

#include <math.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    double hi, lo, e;
} sg_dd;

typedef struct {
    double ump;    /* 2^-p: MPFR's relative rounding at the working precision */
    int bad;       /* an operation left the algorithms' range: fall back */
    int undecided; /* a rounding the bound cannot fix: fall back */
} sg_dd_ctx;

#define SG_DD_U2 0x1p-106
#define SG_DD_INFL (1.0 + 0x1p-40)

static inline sg_dd sg_dd_exact(double v) {
    sg_dd r = {v, 0.0, 0.0};
    return r;
}

static inline void sg_dd_two_sum(double a, double b, double *s, double *t) {
    const double x = a + b, ap = x - b, bp = x - ap;
    *s = x;
    *t = (a - ap) + (b - bp);
}

static inline void sg_dd_fast_two_sum(double a, double b, double *s, double *t) {
    const double x = a + b;
    *s = x;
    *t = b - (x - a);
}

static inline double sg_dd_mag(const sg_dd *x) { return fabs(x->hi) + fabs(x->lo); }

/* The range check of a result (see the header). */
static inline void sg_dd_range(sg_dd_ctx *c, double hi) {
    const double a = fabs(hi);
    if (a != 0.0 && !(a >= 0x1p-900 && a <= 0x1p900)) c->bad = 1;
}

/* z = RN_{p'}(x * y), MPFR's relative rounding ump (0: the product is not rounded, as inside an FMA) */
static inline sg_dd sg_dd_mul_u(sg_dd_ctx *c, sg_dd x, sg_dd y, double ump) {
    sg_dd z;
    const double ch = x.hi * y.hi, cl1 = fma(x.hi, y.hi, -ch);
    const double tl0 = x.lo * y.lo, tl1 = fma(x.hi, y.lo, tl0), cl2 = fma(x.lo, y.hi, tl1);
    sg_dd_fast_two_sum(ch, cl1 + cl2, &z.hi, &z.lo);
    const double ep = sg_dd_mag(&x) * y.e + sg_dd_mag(&y) * x.e + x.e * y.e, m = sg_dd_mag(&z);
    z.e = (ep + 5.0 * SG_DD_U2 * m + ump * (m + ep)) * SG_DD_INFL;
    sg_dd_range(c, z.hi);
    return z;
}

/* z = RN_p(x * y) */
static inline sg_dd sg_dd_mul(sg_dd_ctx *c, sg_dd x, sg_dd y) { return sg_dd_mul_u(c, x, y, c->ump); }

/* z = RN_{p'}(x * y), y an exact double (a BF16 or FP32 value), MPFR's relative rounding ump */
static inline sg_dd sg_dd_mul_d_u(sg_dd_ctx *c, sg_dd x, double y, double ump) {
    sg_dd z;
    const double ch = x.hi * y, cl1 = fma(x.hi, y, -ch), cl3 = fma(x.lo, y, cl1);
    sg_dd_fast_two_sum(ch, cl3, &z.hi, &z.lo);
    const double ep = fabs(y) * x.e, m = sg_dd_mag(&z);
    z.e = (ep + 3.0 * SG_DD_U2 * m + ump * (m + ep)) * SG_DD_INFL;
    sg_dd_range(c, z.hi);
    return z;
}

static inline sg_dd sg_dd_mul_d(sg_dd_ctx *c, sg_dd x, double y) { return sg_dd_mul_d_u(c, x, y, c->ump); }

/* z = RN_{p'}(x + y) with MPFR's relative rounding ump (the context's, or another precision's) */
static inline sg_dd sg_dd_add_u(sg_dd_ctx *c, sg_dd x, sg_dd y, double ump) {
    sg_dd z;
    double sh, sl, th, tl, vh, vl;
    sg_dd_two_sum(x.hi, y.hi, &sh, &sl);
    sg_dd_two_sum(x.lo, y.lo, &th, &tl);
    sg_dd_fast_two_sum(sh, sl + th, &vh, &vl);
    sg_dd_fast_two_sum(vh, tl + vl, &z.hi, &z.lo);
    const double ep = x.e + y.e, m = sg_dd_mag(&z);
    z.e = (ep + 4.0 * SG_DD_U2 * m + ump * (m + ep)) * SG_DD_INFL;
    sg_dd_range(c, z.hi);
    return z;
}

static inline sg_dd sg_dd_add(sg_dd_ctx *c, sg_dd x, sg_dd y) { return sg_dd_add_u(c, x, y, c->ump); }

static inline sg_dd sg_dd_neg(sg_dd x) {
    sg_dd z = {-x.hi, -x.lo, x.e};
    return z;
}

/* z = x 2^k, exact in both (MPFR's mul_2si; the range check keeps it exact here) */
static inline sg_dd sg_dd_scale(sg_dd_ctx *c, sg_dd x, int k) {
    sg_dd z = {ldexp(x.hi, k), ldexp(x.lo, k), ldexp(x.e, k)};
    sg_dd_range(c, z.hi);
    return z;
}

static inline uint64_t sg_dd_bits(double v) {
    uint64_t u;
    memcpy(&u, &v, sizeof u);
    return u;
}

static inline double sg_dd_of_bits(uint64_t u) {
    double v;
    memcpy(&v, &u, sizeof v);
    return v;
}

/* c = RN_P(X) when the bound decides it (see the header); returns 1 when decided. The
 * rounding of hi to P bits is the integer round-half-even of its bit pattern (a carry into
 * the exponent is the correct result); hi - r is exact (Sterbenz). */
static inline int sg_dd_round(sg_dd_ctx *c, const sg_dd *x, int P, double *out) {
    if (x->hi == 0.0 && x->lo == 0.0 && x->e == 0.0) {
        *out = 0.0;
        return 1;
    }
    const uint64_t hb = sg_dd_bits(x->hi), mag = hb & ~(UINT64_C(1) << 63);
    const int k = 53 - P; /* dropped significand bits */
    uint64_t rm = mag;
    if (k > 0) rm = (mag + ((UINT64_C(1) << (k - 1)) - 1) + ((mag >> k) & 1)) & ~((UINT64_C(1) << k) - 1);
    const int ebits = (int)(rm >> 52); /* biased exponent of |r| */
    if (!(ebits >= 1023 - 100 && ebits <= 1023 + 100)) {
        c->undecided = 1;
        return 0;
    }
    const double r = sg_dd_of_bits(rm | (hb & (UINT64_C(1) << 63)));
    const double q = sg_dd_of_bits((uint64_t)(ebits - (P - 1)) << 52); /* ulp_P of |r| */
    const int pow2 = (rm & ((UINT64_C(1) << 52) - 1)) == 0;
    const double away = 0.5 * q, toward = pow2 ? 0.25 * q : 0.5 * q;
    const double d = (x->hi - r) + x->lo, slack = (fabs(d) * 0x1p-50 + x->e) * SG_DD_INFL;
    const double up = r > 0 ? away : toward, dn = r > 0 ? toward : away;
    const double kk = 1.0 - 0x1p-40;
    if (!(d + slack < up * kk && d - slack > -dn * kk)) {
        c->undecided = 1;
        return 0;
    }
    *out = r;
    return 1;
}

/* ---- functions, each with its own bound (reference/EQUATIONS.md section 11) ----------------
 * Each returns z with |z - RN_p(f(X))| <= z.e, X the argument's MPFR value (|x - X| <= x.e):
 * the double-word evaluation's distance to f(X) (its roundings tracked by the operations above
 * with no MPFR term, the input's bound propagated through them, a truncation bound added
 * where a series is cut), plus MPFR's one rounding ump |f(X)| of a correctly rounded function. */

/* The operand as exact (e = 0): for residuals, whose inputs are the values computed. */
static inline sg_dd sg_dd_as_exact(sg_dd x) {
    x.e = 0.0;
    return x;
}

/* MPFR's final rounding of a correctly rounded function: e += ump (|z| + e). */
static inline sg_dd sg_dd_round_term(sg_dd z, double ump) {
    z.e = (z.e + ump * (sg_dd_mag(&z) + z.e)) * SG_DD_INFL;
    return z;
}

/* Constants: 1/n! (n <= SG_DD_NFACT) and ln 2, each with its representation bound
 * (filled from MPFR once, sg_dd_consts_init in oracle/). */
#define SG_DD_NFACT 12
typedef struct {
    sg_dd inv_fact[SG_DD_NFACT + 1];
    sg_dd ln2;
} sg_dd_consts;

/* z = RN_p(sqrt(X)), X >= 0. A Newton step on sqrt(hi); the bound a posteriori:
 * |y - sqrt(X)| = |y^2 - X| / (y + sqrt(X)) <= (|y^2 - x| + x.e) / y. */
static inline sg_dd sg_dd_sqrt(sg_dd_ctx *c, sg_dd x, double ump) {
    if (x.hi == 0.0 && x.lo == 0.0 && x.e == 0.0) return x;
    if (!(x.hi > 0.0)) {
        c->bad = 1;
        return x;
    }
    const double y0 = sqrt(x.hi), p = y0 * y0, pl = fma(y0, y0, -p);
    const double corr = (((x.hi - p) - pl) + x.lo) / (2.0 * y0);
    sg_dd y;
    sg_dd_fast_two_sum(y0, corr, &y.hi, &y.lo);
    y.e = 0.0;
    const sg_dd res = sg_dd_add_u(c, sg_dd_mul_u(c, y, y, 0.0), sg_dd_neg(sg_dd_as_exact(x)), 0.0);
    const double den = y.hi - fabs(y.lo);
    if (!(den > 0.0)) {
        c->bad = 1;
        return x;
    }
    y.e = (sg_dd_mag(&res) + res.e + x.e) / den * SG_DD_INFL;
    sg_dd_range(c, y.hi);
    return sg_dd_round_term(y, ump);
}

/* z = RN_p(A / B). q0 = a/b, one correction; the bound a posteriori:
 * |q - A/B| = |q B - A| / |B| <= (|q b - a| + |q| b.e + a.e) / (|b| - b.e). */
static inline sg_dd sg_dd_div(sg_dd_ctx *c, sg_dd a, sg_dd b, double ump) {
    const double bm = fabs(b.hi) - fabs(b.lo) - b.e;
    if (!(bm > 0.0)) {
        c->bad = 1;
        return a;
    }
    const double q0 = a.hi / b.hi;
    const sg_dd r0 = sg_dd_add_u(c, sg_dd_as_exact(a), sg_dd_neg(sg_dd_mul_d_u(c, sg_dd_as_exact(b), q0, 0.0)), 0.0);
    sg_dd q;
    sg_dd_fast_two_sum(q0, (r0.hi + r0.lo) / b.hi, &q.hi, &q.lo);
    q.e = 0.0;
    const sg_dd res = sg_dd_add_u(c, sg_dd_mul_u(c, q, sg_dd_as_exact(b), 0.0), sg_dd_neg(sg_dd_as_exact(a)), 0.0);
    q.e = (sg_dd_mag(&res) + res.e + sg_dd_mag(&q) * b.e + a.e) / bm * SG_DD_INFL;
    sg_dd_range(c, q.hi);
    return sg_dd_round_term(q, ump);
}

/* |t|^(n+1)/(n+1)! / (1 - |t|), |t| <= 1/2, rounded up (the tail of the exp series past t^n/n!) */
static inline double sg_dd_tail(double ta, int n, const sg_dd_consts *k) {
    double pw = 1.0;
    for (int i = 0; i <= n; i++) pw *= ta;
    const double f = n + 1 <= SG_DD_NFACT ? k->inv_fact[n + 1].hi : 0x1p-28; /* 1/13! < 2^-32 */
    return pw * f * 2.0 * SG_DD_INFL * SG_DD_INFL;
}

#define SG_DD_HALVINGS 8
#define SG_DD_TERMS 11

/* z = RN_p(exp(X)), |X| < 700: x = k ln2 + r, t = r / 2^8, the series to t^11/11! (tail
 * bounded), squared 8 times, scaled by 2^k. */
static inline sg_dd sg_dd_exp(sg_dd_ctx *c, sg_dd x, const sg_dd_consts *k, double ump) {
    if (!(fabs(x.hi) < 700.0)) {
        c->bad = 1;
        return x;
    }
    const double kf = rint(x.hi * 1.4426950408889634);
    const sg_dd r = sg_dd_add_u(c, x, sg_dd_neg(sg_dd_mul_d_u(c, k->ln2, kf, 0.0)), 0.0);
    const sg_dd t = {ldexp(r.hi, -SG_DD_HALVINGS), ldexp(r.lo, -SG_DD_HALVINGS), ldexp(r.e, -SG_DD_HALVINGS)};
    const double ta = sg_dd_mag(&t) + t.e;
    if (!(ta <= 0.5)) {
        c->bad = 1;
        return x;
    }
    sg_dd p = k->inv_fact[SG_DD_TERMS];
    for (int n = SG_DD_TERMS - 1; n >= 0; n--) p = sg_dd_add_u(c, sg_dd_mul_u(c, p, t, 0.0), k->inv_fact[n], 0.0);
    p.e = (p.e + sg_dd_tail(ta, SG_DD_TERMS, k)) * SG_DD_INFL;
    for (int i = 0; i < SG_DD_HALVINGS; i++) p = sg_dd_mul_u(c, p, p, 0.0);
    p = sg_dd_scale(c, p, (int)kf);
    return sg_dd_round_term(p, ump);
}

/* z = RN_p(expm1(X)), |X| <= 1: t = x / 2^8, the series t + t^2/2 + ... + t^12/12! (tail
 * bounded), then 8 doublings expm1(2t) = expm1(t) (expm1(t) + 2); relative accuracy near 0. */
static inline sg_dd sg_dd_expm1(sg_dd_ctx *c, sg_dd x, const sg_dd_consts *k, double ump) {
    if (x.hi == 0.0 && x.lo == 0.0 && x.e == 0.0) return x;
    if (!(fabs(x.hi) <= 1.0)) {
        c->bad = 1;
        return x;
    }
    const sg_dd t = {ldexp(x.hi, -SG_DD_HALVINGS), ldexp(x.lo, -SG_DD_HALVINGS), ldexp(x.e, -SG_DD_HALVINGS)};
    const double ta = sg_dd_mag(&t) + t.e;
    sg_dd p = k->inv_fact[SG_DD_NFACT];
    for (int n = SG_DD_NFACT - 1; n >= 1; n--) p = sg_dd_add_u(c, sg_dd_mul_u(c, p, t, 0.0), k->inv_fact[n], 0.0);
    p = sg_dd_mul_u(c, p, t, 0.0); /* sum_{n=1..12} t^n/n! */
    p.e = (p.e + sg_dd_tail(ta, SG_DD_NFACT, k)) * SG_DD_INFL;
    const sg_dd two = sg_dd_exact(2.0);
    for (int i = 0; i < SG_DD_HALVINGS; i++) p = sg_dd_mul_u(c, p, sg_dd_add_u(c, p, two, 0.0), 0.0);
    sg_dd_range(c, p.hi);
    return sg_dd_round_term(p, ump);
}

/* The sign of X - v for a double v: -1 or 1 when the bound decides it, else 0 (undecided marked). */
static inline int sg_dd_cmp_d(sg_dd_ctx *c, const sg_dd *x, double v) {
    const double d = x->hi - v, tol = (fabs(d) * 0x1p-50 + fabs(x->lo) + x->e) * SG_DD_INFL;
    if (d > tol) return 1;
    if (d < -tol) return -1;
    c->undecided = 1;
    return 0;
}

#endif
