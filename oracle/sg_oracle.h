/* sg_oracle.h - the exact oracle: MPFR evaluation of the RG-LRU core forward and
 * backward (reference/EQUATIONS.md) from the stored BF16/FP32 inputs, at a
 * stated working precision, parallel over channels, streaming one channel's
 * sequence at a time. Every result is returned as its FP64 value, its correct
 * roundings to BF16 and FP32 (rounded from the MPFR value, never via FP64), and
 * its magnitude scale S (the condition-aware error model). Self-certification
 * recomputes at a higher precision and reports the agreeing bits.
 *
 * Result tensor names, for each quantity q of sg_model_quantities():
 *   q.f64 (F64), q.rn_bf16 (BF16), q.rn_f32 (F32), q.S (F64).
 * Metadata: "equations" (SG_ORACLE_RGLRU_EQUATIONS), "precision", "case_hash"
 * (when cached), and when certified "cert_prec" and "cert_bits.q" (decimal).
 */
#ifndef SG_ORACLE_H
#define SG_ORACLE_H

#include <mpfr.h>
#include "sg_model.h"

/* The equations identifier: which function the results are of (a change to
 * the equations or their results changes it; it names the cache files). */
#define SG_ORACLE_RGLRU_EQUATIONS "rglru-1"
#define SG_ORACLE_DEFAULT_PREC 128

typedef struct {
    long prec;          /* working precision in bits (>= 64) */
    int threads;        /* 0: all available cores */
    int certify;        /* also recompute at cert_prec and report agreeing bits */
    long cert_prec;     /* 0: prec + 64 */
    int clip;           /* 1: clipped sqrt derivative (the spec); 0: true derivative (tests) */
    int forward_only;   /* 1: forward only (benchmarks); backward results are left zero */
} sg_oracle_opts;

void sg_oracle_opts_default(sg_oracle_opts *o);

typedef struct {
    int nq;
    char name[16][SG_NAME_MAX];
    double bits[16];    /* minimum agreeing bits over the quantity's elements */
} sg_oracle_cert;

/* Forward and backward; fills `res` (initialised by the caller). */
sg_status sg_oracle_rglru(const sg_rglru_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                          sg_oracle_cert *cert);

/* The on-disk cache, for any model: what a cache file holds (the model's
 * equations identifier, which names the file and is checked in its metadata;
 * the quantities, whose q.f64, q.rn_bf16, q.rn_f32 and q.S tensors it must
 * hold; the problem's sizes) and how to compute the results when the file is
 * missing or unusable (compute(ctx, ...)). Data and a function pointer only:
 * the model descriptors (models/) fill it. */
typedef struct {
    const char *equations;
    const sg_quantity *quantities;
    int nq;
    int64_t B, L, D;
    sg_status (*compute)(const void *ctx, const sg_oracle_opts *o, sg_tset *res);
    const void *ctx;
} sg_oracle_cache_kind;

/* Looks up <cache_dir>/<case_hash>-<equations>-p<prec>.safetensors as
 * sg_oracle_rglru_cached below describes; computes (and writes) it otherwise. */
sg_status sg_oracle_cached(const sg_oracle_cache_kind *kind, const char *case_hash, const sg_oracle_opts *o,
                           const char *cache_dir, sg_tset *res);

/* Cached front end: looks up <cache_dir>/<case_hash>-<eq>-p<prec>.safetensors,
 * computes and writes it atomically when missing or unreadable. A file is used
 * only when its metadata (equations, precision, case_hash, clip, and cert_prec
 * when o->certify) match and the recorded content hash ("results_hash") of the
 * expected tensors matches what was read. case_hash must be a plain identifier
 * ([0-9A-Za-z_]); with cache_dir NULL/empty or o->clip == 0 nothing is cached.
 * The results carry the metadata "case_hash". */
sg_status sg_oracle_rglru_cached(const sg_rglru_problem *pb, const char *case_hash,
                                 const sg_oracle_opts *o, const char *cache_dir, sg_tset *res);

/* Correct rounding of an MPFR value to BF16 / FP32 (RNE, subnormals, overflow to Inf). */
uint16_t sg_mpfr_to_bf16(const mpfr_t v);
float sg_mpfr_to_f32(const mpfr_t v);
/* Both roundings at once (one read of the significand). */
void sg_mpfr_to_bf16_f32(const mpfr_t v, uint16_t *bf, float *f);

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
} sg_oracle_seq_in;

typedef struct {
    int64_t steps, resets;
    int64_t clipped; /* non-reset steps where 1-a^2 < 1/(4*1000^2) (counted whatever opts->clip is) */
} sg_oracle_seq_stats;

/* Forward at `prec` bits from h_in (rounded to prec if it has more bits);
 * h_out = h_n. When g_in != NULL also the backward: g_in is the cotangent of
 * h_n (dh_last), g_out the cotangent of h_in (dh0), and dp_acc (in/out, at its
 * own precision) accumulates sum_t dl_t * r_t by fused multiply-add in the order
 * t = n-1 .. 0; dp = -c * sigmoid(p) * (that sum over b), see
 * sg_oracle_rglru_dp(). y, dx, du, dv: arrays of n initialised mpfr_t, or NULL
 * (y[t] = h_{t+1}). Outputs are set (rounded) to the caller's precisions.
 * stats may be NULL. clip: as sg_oracle_opts.clip. */
sg_status sg_oracle_rglru_seq(const sg_oracle_seq_in *in, long prec, int clip, mpfr_srcptr h_in,
                              mpfr_ptr h_out, mpfr_srcptr g_in, mpfr_ptr g_out, mpfr_ptr dp_acc,
                              mpfr_t *y, mpfr_t *dx, mpfr_t *du, mpfr_t *dv,
                              sg_oracle_seq_stats *stats);

/* dp = -c * sigmoid(p) * acc, evaluated at dp's precision (the final step of the
 * dp reduction, shared with sg_oracle_rglru). */
void sg_oracle_rglru_dp(float p, mpfr_srcptr acc, mpfr_ptr dp);

/* ---- SAMU (reference/EQUATIONS.md section 6) -----------------------------------
 * The same contract as the RG-LRU oracle: every SAMU quantity of
 * sg_model_quantities(SG_MODEL_SAMU) as q.f64, q.rn_bf16, q.rn_f32, q.S;
 * metadata "equations" (SG_ORACLE_SAMU_EQUATIONS), "precision", "clip",
 * "clipped_steps", "reset_steps" (both counted in mode-steps (b,t,m)), and
 * when certified "cert_prec" and "cert_bits.q". Results are bitwise
 * independent of the thread count. */
#define SG_ORACLE_SAMU_EQUATIONS "samu-1"

/* Modes are processed in fixed blocks of this many (the per-token reductions
 * over modes are summed block by block in block order, whatever the threads). */
#define SG_ORACLE_SAMU_MODE_BLOCK 8

/* The backward runs over segments of this many tokens (the last may be
 * shorter), from the last segment to the first; each mode's forward keeps one
 * checkpoint (its state entering the segment) per segment and the backward
 * recomputes a segment's forward from it, so no buffer spans a whole row
 * (reference/EQUATIONS.md section 6.4). */
#define SG_ORACLE_SAMU_SEGMENT 64

/* Wall time per stage (for benchmarks), filled by sg_oracle_samu_ex. The
 * stages are separated by barriers, so their sum is the whole run.
 *   seconds_token:   the per-token shared part: controller forward (two dot
 *                    products over D+1, tanh's), E_t, cos d_t, sin d_t, and the
 *                    controller backward (block reduction of Ē_t, d̄_t, c̄, ū, v̄);
 *   seconds_mode:    the per-mode recurrences, forward and backward (incl.
 *                    emitting y, z_last, dz0);
 *   seconds_channel: closing the backward per element: dx = W + ū ŵφ + v̄ ŵr
 *                    and the sums Σ ū x̃, Σ v̄ x̃ for dwφ, dwr (O(B L D), no
 *                    transcendental);
 *   seconds_final:   setup (norms, mode constants) and the final reductions.
 * With certify every stage includes its recomputation at cert_prec.
 * The backward's phases mix mode and token tasks (EQUATIONS.md 6.4): a phase's
 * wall time is shared out among the stages in proportion to the threads' time
 * in each, so the sum is still the whole run; seconds_mode includes the
 * recomputed forward of every segment. */
typedef struct {
    double seconds_total, seconds_token, seconds_mode, seconds_channel, seconds_final;
    int64_t mode_steps, resets, clipped; /* mode-steps (b,t,m); resets and clipped ones among them */
    /* how rho was evaluated at the non-reset mode-steps (markers for the tests):
     * the Taylor series of expm1(-nu (E-1)), MPFR's expm1(-nu E), or exp(-nu E) */
    int64_t rho_series, rho_expm1, rho_exp;
    int threads;
    /* The oracle's own accounting of its MPFR working storage, in bytes: every
     * buffer it allocates besides the result tensors (per-token, per-mode,
     * per-channel records, the segment's stash and partial sums, the
     * checkpoints, and every thread's workspace), at both precisions when
     * certifying. All of it is allocated before the first stage and freed
     * after the last, so this is also its peak. */
    size_t work_bytes;
} sg_oracle_samu_stats;

/* Forward and backward of the SAMU core; fills `res` (initialised by the caller). */
sg_status sg_oracle_samu(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                         sg_oracle_cert *cert);

/* The same, with optional stage timings (stats) and optional exact values
 * (mp: NULL, or an array of the 10 SAMU quantities in the model's order, each
 * NULL or an array of initialised mpfr_t with the quantity's element count;
 * each element is set, rounded to its own precision, from the working-precision
 * value that the tensors are rounded from; for tests). */
sg_status sg_oracle_samu_ex(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                            sg_oracle_cert *cert, sg_oracle_samu_stats *stats, mpfr_t *const *mp);

/* Cached front end, as sg_oracle_rglru_cached:
 * <cache_dir>/<case_hash>-samu-1-p<prec>.safetensors. */
sg_status sg_oracle_samu_cached(const sg_samu_problem *pb, const char *case_hash,
                                const sg_oracle_opts *o, const char *cache_dir, sg_tset *res);

#endif
