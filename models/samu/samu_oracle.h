/* samu_oracle.h - the SAMU core's MPFR oracle (samu_oracle*.c; oracle
 * layer): its equations identifier, its entry points and the cached front
 * end. samu_oracle_impl.h is internal to its files. */
#ifndef SG_SAMU_ORACLE_H
#define SG_SAMU_ORACLE_H

#include "sg_oracle.h"

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

/* The same evaluation streamed (sg_oracle.h, "streamed results"): no [B,L,D]
 * result is held; every element of every quantity is handed to fn exactly
 * once, bitwise the values sg_oracle_samu_ex puts in the tensors, from one
 * thread at a time. y and dx (view (B, L, D)) come per batch row and backward
 * segment of SG_ORACLE_SAMU_SEGMENT tokens, as the segment is completed (last
 * segment first): box [b, b+1) x [t0, t1) x [0, D); the other quantities
 * (view (1, 1, numel)) whole, at the end. A non-SG_OK status of fn stops the
 * evaluation (no further call) and is returned. cert as sg_oracle_samu's
 * (the same bits); stats as sg_oracle_samu_ex's, work_bytes including the
 * segment buffers (two segments of y and of dx: K D (8 + 2 + 4 + 8) bytes
 * each). o->forward_only is refused (SG_E_USAGE: y is streamed by the
 * backward's recomputed forward). */
sg_status sg_oracle_samu_stream(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_oracle_block_fn fn, void *ctx,
                                sg_oracle_cert *cert, sg_oracle_samu_stats *stats);

/* The cached front end (sg_oracle_cached):
 * <cache_dir>/<case_hash>-samu-1-p<prec>.safetensors. */
sg_status sg_oracle_samu_cached(const sg_samu_problem *pb, const char *case_hash,
                                const sg_oracle_opts *o, const char *cache_dir, sg_tset *res);

/* Checks a SAMU problem as the oracle needs it (sizes, finite inputs, non-zero
 * w_phi and w_r, positive nu, non-negative segment positions); SG_OK or the
 * failure, recorded with sg_fail. */
sg_status sg_oracle_samu_validate(const sg_samu_problem *pb);

#endif
