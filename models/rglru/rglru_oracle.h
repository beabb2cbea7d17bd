/* rglru_oracle.h - the RG-LRU core's MPFR oracle (rglru_oracle.c; oracle
 * layer): its equations identifier, its entry point, the cached front end
 * and the internal per-sequence entry points the tests use. */
#ifndef SG_RGLRU_ORACLE_H
#define SG_RGLRU_ORACLE_H

#include "sg_dd.h"
#include "sg_oracle.h"

/* The equations identifier: which function the results are of (a change to
 * the equations or their results changes it; it names the cache files). */
#define SG_ORACLE_RGLRU_EQUATIONS "rglru-1"

/* Forward and backward; fills `res` (initialised by the caller). */
sg_status sg_oracle_rglru(const sg_rglru_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                          sg_oracle_cert *cert);

/* The cached front end (sg_oracle_cached): <cache_dir>/<case_hash>-rglru-1-p<prec>.safetensors. */
sg_status sg_oracle_rglru_cached(const sg_rglru_problem *pb, const char *case_hash,
                                 const sg_oracle_opts *o, const char *cache_dir, sg_tset *res);

/* The results as a stream (sg_oracle.h "streamed results"): blocks of
 * `width` channels (the last fewer), each computed whole by sg_oracle_rglru
 * and handed over as one box per quantity ([B,L,D]: all b, t; [B,D] all b; [D])
 * before the next is computed. cert (may be NULL): the minimum over the
 * blocks, as the whole problem's. */
sg_status sg_oracle_rglru_stream(const sg_rglru_problem *pb, const sg_oracle_opts *o, int64_t width,
                                 sg_oracle_block_fn fn, void *ctx, sg_oracle_cert *cert);

/* ---- internal entry points (tests and tools; not part of the backend contract) ----
 * One (b,d) sequence of the RG-LRU core, with an exact MPFR initial state and an
 * exact incoming cotangent, so a sequence split in two with the state (forward)
 * and the cotangent (backward) carried across gives bitwise the same values as
 * the whole: run the first part forward, the second part forward and backward
 * with h_in = the first part's h_out, then the first part again with g_in =
 * the second part's g_out and the same dp_acc. sg_oracle_rglru() runs exactly
 * this code for every (b,d). */
typedef struct {
    int64_t n;                      /* steps (>= 1) */
    int64_t stride;                 /* element distance from t to t+1 in x,u,v,dy (D for [B,L,D]) */
    const uint16_t *x, *u, *v, *dy; /* element t at [t*stride] */
    const int32_t *segpos;          /* [n], contiguous; reset where 0 */
    float p;                        /* the channel's a_param */
} sg_oracle_rglru_seq_in;

typedef struct {
    int64_t steps, resets;
    int64_t clipped; /* non-reset steps where 1-a^2 < 1/(4*1000^2) (counted whatever opts->clip is) */
} sg_oracle_rglru_seq_stats;

/* Forward at `prec` bits from h_in (rounded to prec if it has more bits);
 * h_out = h_n. When g_in != NULL also the backward: g_in is the cotangent of
 * h_n (dh_last), g_out the cotangent of h_in (dh0), and dp_acc (in/out, at its
 * own precision) accumulates sum_t dl_t * r_t by fused multiply-add in the order
 * t = n-1 .. 0; dp = -c * sigmoid(p) * (that sum over b), see
 * sg_oracle_rglru_dp(). y, dx, du, dv: arrays of n initialised mpfr_t, or NULL
 * (y[t] = h_{t+1}). Outputs are set (rounded) to the caller's precisions.
 * stats may be NULL. clip: as sg_oracle_opts.clip. */
sg_status sg_oracle_rglru_seq(const sg_oracle_rglru_seq_in *in, long prec, int clip, mpfr_srcptr h_in,
                              mpfr_ptr h_out, mpfr_srcptr g_in, mpfr_ptr g_out, mpfr_ptr dp_acc,
                              mpfr_t *y, mpfr_t *dx, mpfr_t *du, mpfr_t *dv,
                              sg_oracle_rglru_seq_stats *stats);

/* The fast path on one sequence (reference/EQUATIONS.md section 11), for the tests that check its bound against
 * sg_oracle_rglru_seq at the same prec: y, dx, du, dv ([n] each, or NULL), h_out = h_n, and with g_in (the cotangent
 * of h_n) dh0 and dp_acc (in/out: the dp sum at prec + 64), each value a bounded double-double whose e bounds
 * |hi + lo - the MPFR value|, computed whether or not a rounding is decided (no fallback here). *bad: a value
 * left the double-words' range, so the bounds do not hold. */
sg_status sg_oracle_rglru_seq_fast(const sg_oracle_rglru_seq_in *in, long prec, int clip, float h_in, const float *g_in,
                                   sg_dd *y, sg_dd *dx, sg_dd *du, sg_dd *dv, sg_dd *h_out, sg_dd *dh0, sg_dd *dp_acc,
                                   int *bad);

/* sigma(w) into sp and sigma(-w) = 1 - sigma(w) into sn, both without cancellation (E = exp(-|w|):
 * sigma(|w|) = 1/(1+E), sigma(-|w|) = E/(1+E)), at their precisions; tmp a scratch number. */
void sg_oracle_sigmoid_pair(mpfr_ptr sp, mpfr_ptr sn, mpfr_srcptr w, mpfr_ptr tmp);
/* s = softplus(p) (p + log1p(exp(-p)) for p > 0: no overflow) and sig = sigma(p), either may be NULL,
 * evaluated at pr bits and rounded to their precisions. */
void sg_oracle_rglru_softplus_sigmoid(float p, mpfr_prec_t pr, mpfr_ptr s, mpfr_ptr sig);

/* dp = -c * sigmoid(p) * acc, evaluated at dp's precision (the final step of the
 * dp reduction, shared with sg_oracle_rglru). */
void sg_oracle_rglru_dp(float p, mpfr_srcptr acc, mpfr_ptr dp);

#endif
