/* sg_oracle.h - the exact oracle, what every model's shares: MPFR evaluation
 * of a core forward and backward (reference/EQUATIONS.md) from the stored
 * BF16/FP32 inputs, at a stated working precision (each model's oracle in its
 * folder, models/<name>/<name>_oracle*.c, declared in <name>_oracle.h). Every result is returned as its FP64 value, its correct
 * roundings to BF16 and FP32 (rounded from the MPFR value, never via FP64), and
 * its magnitude scale S (the condition-aware error model). Self-certification
 * recomputes at a higher precision and reports the agreeing bits.
 *
 * Result tensor names, for each quantity q of sg_model_quantities():
 *   q.f64 (F64), q.rn_bf16 (BF16), q.rn_f32 (F32), q.S (F64).
 * Metadata: "equations" (the model's identifier, e.g. SG_ORACLE_RGLRU_EQUATIONS), "precision", "case_hash"
 * (when cached), and when certified "cert_prec" and "cert_bits.q" (decimal).
 */
#ifndef SG_ORACLE_H
#define SG_ORACLE_H

#include <mpfr.h>
#include "sg_model.h"

/* The default working precision: 127 bits, the largest precision MPFR (4.x, 64-bit limbs) serves with its
 * two-limb code (mpfr_mul_2, mpfr_add1sp2, ... are taken when every operand has one precision p with
 * 64 < p < 128); at 128 bits every product falls to the general n-limb path. The certification default,
 * p + 64 = 191 bits, is likewise inside the three-limb range (128 < p < 192). 127 bits still leave 74 bits
 * beyond FP64's 53 (THRESHOLDS.md R-CERT asks 60 agreeing bits). Measured in reports/bench-oracle-prec.md. */
#define SG_ORACLE_DEFAULT_PREC 127

typedef struct {
    long prec;          /* working precision in bits (>= 64) */
    int threads;        /* 0: all available cores */
    int certify;        /* also recompute at cert_prec and report agreeing bits */
    long cert_prec;     /* 0: prec + 64 */
    int clip;           /* 1: clipped sqrt derivative (the spec); 0: true derivative (tests) */
    int forward_only;   /* 1: forward only (benchmarks); backward results are left zero */
    int mpfr_only;      /* 1: the MPFR path alone (--oracle-path mpfr); 0 (default): the fast path first where a
                           model has one (reference/EQUATIONS.md section 11), MPFR where its bound cannot decide
                           a rounding; the same bits */
} sg_oracle_opts;

void sg_oracle_opts_default(sg_oracle_opts *o);

typedef struct {
    int nq;
    char name[16][SG_NAME_MAX];
    double bits[16];    /* minimum agreeing bits over the quantity's elements */
} sg_oracle_cert;

/* ---- streamed results ------------------------------------------------------------
 * A case too long to hold its results (a float64 tensor per quantity) is
 * evaluated as a stream: the oracle hands its results over in blocks, each a
 * box of one quantity's elements, and keeps none of them. Every element of
 * every quantity is in exactly one block; blocks come in any order (the
 * judge's accumulators do not depend on it, gates/), never concurrently.
 *
 * The quantity's elements are viewed as a 3-D array (n0, n1, n2), flat index
 * (i n1 + j) n2 + k: [B,L,D] quantities as (B, L, D), [B,D] as (B, 1, D),
 * every other quantity as (1, 1, numel) (sg_oracle_block_view). The box is [i0,i1) x [j0,j1) x [k0,k1); the four arrays hold
 * its elements in box order, ((i-i0)(j1-j0) + (j-j0))(k1-k0) + (k-k0), with
 * the values a whole result's q.f64, q.rn_bf16, q.rn_f32 and q.S hold there
 * (bitwise). */
typedef struct {
    int q;                          /* the quantity, index in the model's report order */
    int64_t n0, n1, n2;             /* the quantity's 3-D view */
    int64_t i0, i1, j0, j1, k0, k1; /* the box */
    const double *f64;
    const uint16_t *bf;
    const float *f32;
    const double *S;
} sg_oracle_block;

/* Sets blk's view for a quantity of shape class sc in a (B, L, D) problem,
 * and its box to the whole quantity. */
void sg_oracle_block_view(sg_shape_class sc, int64_t B, int64_t L, int64_t D, sg_oracle_block *blk);

/* Receives one block; a non-SG_OK status ends the stream with it. */
typedef sg_status (*sg_oracle_block_fn)(void *ctx, const sg_oracle_block *blk);

/* Hands every block of the whole result `res` (the model's quantities, in the
 * model's order, as the oracle returns them) to fn, each quantity as one box
 * (q.f64, q.S and the rounding to the quantity's own dtype are required; the
 * other rounding's pointer is NULL when `res` lacks it):
 * what a stream of a case whose results are held looks like (tests, and the
 * judging of a held oracle through the same accumulators). */
sg_status sg_oracle_stream_tset(const sg_tset *res, const sg_quantity *qs, int nq, int64_t B, int64_t L, int64_t D,
                                sg_oracle_block_fn fn, void *ctx);

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

/* Looks up <cache_dir>/<case_hash>-<equations>-p<prec>.safetensors; computes
 * and writes it atomically when missing or unusable. A file is used only when
 * its metadata (equations, precision, case_hash, clip, and cert_prec when
 * o->certify) match and the recorded content hash ("results_hash") of the
 * expected tensors matches what was read. case_hash must be a plain identifier
 * ([0-9A-Za-z_]); with cache_dir NULL/empty or o->clip == 0 nothing is cached.
 * The results carry the metadata "case_hash". */
sg_status sg_oracle_cached(const sg_oracle_cache_kind *kind, const char *case_hash, const sg_oracle_opts *o,
                           const char *cache_dir, sg_tset *res);
/* Defines a model's cached front end, sg_oracle_<n>_cached(pb, case_hash, o,
 * cache_dir, res): sg_oracle_cached of the problem pb (a sg_<n>_problem, its
 * sizes pb->B, pb->L, pb->D) under EQUATIONS with the model's NQ quantities
 * QUANTITIES, computed by sg_oracle_<n>(pb, o, res, NULL) when not cached. */
#define SG_ORACLE_CACHED_FRONT_END(n, EQUATIONS, QUANTITIES, NQ)                                                       \
    static sg_status n##_compute_cached(const void *pb, const sg_oracle_opts *o, sg_tset *res) {                       \
        return sg_oracle_##n((const sg_##n##_problem *)pb, o, res, NULL);                                              \
    }                                                                                                                  \
    sg_status sg_oracle_##n##_cached(const sg_##n##_problem *pb, const char *case_hash, const sg_oracle_opts *o,       \
                                     const char *cache_dir, sg_tset *res) {                                            \
        const sg_oracle_cache_kind ck = {EQUATIONS, QUANTITIES, NQ, pb->B, pb->L, pb->D, n##_compute_cached, pb};      \
        return sg_oracle_cached(&ck, case_hash, o, cache_dir, res);                                                    \
    }

/* NULL while every cache entry this process wrote was written whole; else
 * why the first that was not failed (a short or failed write: the results
 * stand, the entry is removed, and a report must not say the cache was used). */
const char *sg_oracle_cache_write_failure(void);

/* Correct rounding of an MPFR value to BF16 / FP32 (RNE, subnormals, overflow to Inf). */
uint16_t sg_mpfr_to_bf16(const mpfr_t v);
float sg_mpfr_to_f32(const mpfr_t v);
/* Both roundings at once (one read of the significand). */
void sg_mpfr_to_bf16_f32(const mpfr_t v, uint16_t *bf, float *f);

/* Each registered model's oracle (models/<name>/<name>_oracle.h: its entry
 * points, equations identifier and internal entry points), generated by CMake
 * from the registration line. */
#include "sg_model_oracles.h"

#endif
