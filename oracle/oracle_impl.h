/* oracle_impl.h - internal helpers shared by the RG-LRU and SAMU oracles (not
 * part of sg_oracle.h). */
#ifndef SG_ORACLE_IMPL_H
#define SG_ORACLE_IMPL_H

#include "sg_oracle.h"
#include "sg_dd.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>

/* Writes the result metadata common to both oracles (equations, precision,
 * clip, clipped_steps, reset_steps, forward_only, and when certified cert_prec
 * and cert_bits.<q>) and fills `cert` (may be NULL) in the model's report order.
 * qnames[j] names the oracle's quantity j and bits[j] its minimum agreeing bits
 * (NaN: not certified, e.g. the gradients of a forward-only run). */
sg_status sg_oracle_finish(sg_tset *res, const sg_oracle_opts *o, const char *equations, long prec, long cert_prec,
                           int64_t clipped, int64_t resets, int forward_only, sg_model model,
                           const char *const *qnames, const double *bits, int nqn, sg_oracle_cert *cert);

/* Agreeing bits of a against the more precise b: min(prec, -log2(|a-b|/|b|));
 * both zero: prec; exactly one zero: 0. */
double sg_oracle_agree_bits(mpfr_srcptr a, mpfr_srcptr b, mpfr_ptr tmp, long prec);


/* ---- options and inputs -------------------------------------------------------- */
/* Checks the options' precisions (prec in [64, 100000]; the certification
 * precision, cert_prec or prec + 64, above prec when certifying: SG_E_USAGE
 * otherwise) and sets *cprec to the certification precision and *nt to the
 * threads (o->threads, or every core; 1 when MPFR has no thread-local state). */
sg_status sg_oracle_check_opts(const sg_oracle_opts *o, long *cprec, int *nt);

/* BF16 pattern -> (signed integer significand, exponent): value = mant * 2^ex. */
static inline void sg_oracle_bf16_decode(uint16_t h, long *mant, long *ex) {
    long e = (long)((h >> 7) & 0xffu);
    long f = (long)(h & 0x7fu);
    if (e == 0) {
        *mant = f;
        *ex = -133;
    } else {
        *mant = f | 0x80;
        *ex = e - 134;
    }
    if (h & 0x8000u) *mant = -*mant;
}

/* |value| of a BF16 pattern, exactly (a magnitude of the S model). */
static inline double sg_oracle_bf16_abs(uint16_t h) { return fabs((double)sg_bf16_to_f32(h)); }

/* SG_OK when a[0..n-1] are finite; else SG_E_NONFINITE naming the first other
 * one: "oracle: <what> <name>[i] is not finite". */
sg_status sg_oracle_check_f32(const float *a, size_t n, const char *what, const char *name);

/* ---- MPFR numbers in contiguous records (records.c) ----------------------------
 * MPFR's custom interface: each number's significand sits next to its struct,
 * so one number is one or two cache lines and a record of a few numbers a few
 * adjacent lines (this layout alone made the RG-LRU oracle ~15% faster than
 * separately allocated mpfr_t). Never resized or cleared one by one; freed with
 * the block. */
static inline size_t sg_oracle_rec_round(size_t n) { return (n + 15u) & ~(size_t)15u; }

/* x, with its significand at limbs, set to +0 at precision prec. */
static inline void sg_oracle_cust_init(mpfr_ptr x, void *limbs, mpfr_prec_t prec) {
    mpfr_custom_init(limbs, prec);
    mpfr_custom_init_set(x, MPFR_ZERO_KIND, 0, prec, limbs);
}

/* An array of n records of a struct type (hdr bytes) holding nf mpfr_t fields
 * at the offsets off[0..nf-1] (and doubles); the nf significands follow the
 * struct, then `extra` bytes of the caller's (sg_recarr_init_x). All zero. */
typedef struct {
    char *base;
    size_t stride, bytes; /* bytes: the whole block */
} sg_recarr;

#define SG_REC(r, T, k) ((T *)(void *)((r)->base + (size_t)(k) * (r)->stride))

void sg_recarr_init_x(sg_recarr *r, int64_t n, size_t hdr, const size_t *off, int nf, mpfr_prec_t prec,
                      size_t extra);
void sg_recarr_init(sg_recarr *r, int64_t n, size_t hdr, const size_t *off, int nf, mpfr_prec_t prec);
void sg_recarr_free(sg_recarr *r);

/* ---- results (records.c) ------------------------------------------------------- */
/* Where one quantity's results go: its four tensors (q.f64, q.rn_bf16, q.rn_f32,
 * q.S) and, optionally, the exact values (tests). Element i of the quantity is
 * at index i - base of the arrays: base 0 for whole tensors; a streamed
 * oracle's buffer of a box of elements starting at element base (the SAMU
 * oracle's segment buffers) sets it. */
typedef struct {
    double *f64;
    uint16_t *bf;
    float *f32;
    double *S;
    mpfr_t *mp; /* NULL, or one initialised mpfr_t per element */
    int64_t base;
} sg_oracle_sink;

/* Element i of a quantity: v (at the working precision), its double vd
 * (mpfr_get_d(v, MPFR_RNDN)) and its magnitude S. An exact zero is +0. */
static inline void sg_oracle_emit(const sg_oracle_sink *q, int64_t i, mpfr_srcptr v, double vd, double S) {
    i -= q->base;
    if (mpfr_zero_p(v)) { /* exact zero: +0 (real numbers have no signed zero) */
        q->f64[i] = 0.0;
        q->bf[i] = 0;
        q->f32[i] = 0.0f;
    } else {
        q->f64[i] = vd;
        sg_mpfr_to_bf16_f32(v, &q->bf[i], &q->f32[i]);
    }
    q->S[i] = S;
    if (q->mp) mpfr_set(q->mp[i], v, MPFR_RNDN);
}

/* Adds the result tensors of every quantity of model m (the model's order) for
 * a (B, L, D) problem to res and points sinks[j] at those of the oracle's
 * quantity j (qnames[0..nqn-1], each a quantity of the model, every one named);
 * mp: NULL, or the exact-value arrays in the model's order. `label` names the
 * model in messages. */
sg_status sg_oracle_sinks(sg_tset *res, sg_model m, const char *label, int64_t B, int64_t L, int64_t D,
                          const char *const *qnames, int nqn, mpfr_t *const *mp, sg_oracle_sink *sinks);

/* The fast oracle (sg_dd.h): an MPFR value as a bounded double-double, hi = RN(X),
 * lo = RN(X - hi) (X - hi exact in tmp's precision, at least X's + 64), e = half an ulp of lo
 * or less (|lo| 2^-53 + 2^-1074 covers a subnormal lo). */
static inline sg_dd sg_dd_from_mpfr(mpfr_srcptr X, mpfr_ptr tmp) {
    sg_dd r;
    r.hi = mpfr_get_d(X, MPFR_RNDN);
    mpfr_sub_d(tmp, X, r.hi, MPFR_RNDN);
    r.lo = mpfr_get_d(tmp, MPFR_RNDN);
    r.e = mpfr_cmp_d(tmp, r.lo) == 0 ? 0.0 : fabs(r.lo) * 0x1p-53 + 0x1p-1074;
    return r;
}

/* The fast oracle's constants (dd_consts.c); not thread-safe: fill once before the threads. */
void sg_dd_consts_init(sg_dd_consts *k);

/* sg_oracle_emit for a bounded double-double: every stored form decided (FP64, BF16 and FP32
 * each rounded from the MPFR value's interval, sg_dd_round), or the context marked undecided
 * and nothing stored. Exact zero as sg_oracle_emit's. Returns the FP64 form (0 if undecided). */
static inline double sg_oracle_emit_dd(const sg_oracle_sink *q, int64_t i, sg_dd_ctx *c, const sg_dd *v, double S) {
    double d64, d32, d16;
    if (!sg_dd_round(c, v, 53, &d64) || !sg_dd_round(c, v, 24, &d32) || !sg_dd_round(c, v, 8, &d16)) return 0.0;
    i -= q->base;
    q->f64[i] = d64;
    q->f32[i] = (float)d32;               /* exact: 24 significant bits, normal range */
    q->bf[i] = sg_f32_to_bf16((float)d16); /* exact: 8 significant bits */
    q->S[i] = S;
    return d64;
}

/* The metadata of the path that wrote the results, when the fast path ran: "oracle_path" = fast or
 * fast+mpfr, and "oracle_mpfr_units" = "M of N <unit> by MPFR"; no key: the MPFR path alone. */
sg_status sg_oracle_path_meta(sg_tset *res, int fast, int64_t nfast, int64_t nmpfr, const char *unit);

/* Running minimum in which a NaN (a non-finite disagreement) is sticky, so it
 * can only make a certification fail. */
static inline void sg_oracle_minb(double *m, double v) {
    if (isnan(*m)) return;
    if (isnan(v) || v < *m) *m = v;
}

#endif
