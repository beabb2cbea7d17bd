/* sg_testhooks.h - the test hooks' side of the CPU emulations (library
 * sg_testhooks, tests/support/; linked into the tests only, through the
 * emulations' SG_TESTING variant, sg_reference_testing): the planted faults
 * (SG_FAULT_LIST, the switch sg_fault_active and the faulted variants of the
 * scan/sg_scan_ops.h helpers) and the boundary markers. The emulations reach it
 * only through the hook macros of reference/emu_hooks.h, which compile to the
 * unfaulted operations, and to nothing, in the product build: the shipped
 * binary holds no symbol of this header (tests/support/check_symbols.cmake).
 *
 * What it keeps true: with sg_fault_active == SG_FAULT_NONE every hook computes
 * exactly the unfaulted operations, so the tests' emulations give bitwise the
 * product's results; markers count and never influence a result. */
#ifndef SG_TESTHOOKS_H
#define SG_TESTHOOKS_H

#include "sg_reference.h" /* sg_emu_algo */
#include "sg_scan_ops.h"

/* ---- planted faults (gate power, tests/test_mutants.c) ---------------------
 * Each fault is a realistic kernel bug, injected at its exact spot in the CPU
 * emulations (reference/rglru_chunked.c, reference/samu_chunked.c, at the call
 * sites of the scan/sg_scan_ops.h helpers, which stay fault-free). The
 * emulations read sg_fault_active once per call; it is SG_FAULT_NONE outside
 * the mutant rows. Not thread-safe: one mutant run at a time (the emulation's
 * own OpenMP threads only read it). The six DA_* faults are faults of a scalar
 * gradient's final write, applied to the unfaulted emulation's result by the
 * mutant row (sg_fault_scalar below).
 * X(ID, name, description of the kernel bug it models) */
#define SG_FAULT_LIST(X)                                                                                               \
    X(RESET_OFF_BY_ONE, reset_off_by_one, "a reset is handled one step late: step t reads the reset flag of step t-1") \
    X(RESET_MULTIPLIER, reset_multiplier, "the write multiplier is not set to 1 at a reset (m = sqrt(1-a^2) / gamma kept)") \
    X(RESET_KEEPS_STATE, reset_keeps_state, "the transition is not zeroed at a reset (abar = a / lambda kept): the state survives the reset") \
    X(DSTATE0_UNWRITTEN, dstate0_unwritten, "dh0 / dz0 is never written back (the output keeps whatever was there)") \
    X(DSTATE0_ZERO, dstate0_zero, "dh0 / dz0 is left at its zero initialisation (the final carry product is dropped)") \
    X(PARTIAL_CHUNK_SKIPPED, partial_chunk_skipped, "the replay bounds check drops a partial last chunk: its outputs (and h_last / z_last) are never written") \
    X(PREFIX_ORDER_SWAPPED, prefix_order_swapped, "the grouped prefix composes Q = O_g o L_k instead of L_k o O_g") \
    X(SQRT_CLIP_MISSING, sqrt_clip_missing, "the backward uses 1/(2 sqrt(1-a^2)) without the max_gradient clip") \
    X(BF16_CHUNK_STATE, bf16_chunk_state, "chunk-entry states (forward h/z and reverse cotangents) are stored in a BF16 buffer") \
    X(BF16_STEP_STATE, bf16_step_state, "the running state is rounded to BF16 after every step of the replay") \
    X(FINAL_STATE_FROM_BF16, final_state_from_bf16, "h_last / z_last is taken from the BF16 output y_L instead of the FP32 state") \
    X(REDUCTION_DROPS_ROW, reduction_drops_row, "the parameter-gradient reduction over batch rows stops one row short (b < B-1)") \
    X(REVERSE_TRANSITION_SHIFT, reverse_transition_shift, "the reverse scan carries with the transition of step t instead of t+1") \
    X(REVERSE_NO_CONJ, reverse_no_conj, "SAMU reverse scan carries with lambda instead of conj(lambda)") \
    X(MODE_SUM_DROPS_LAST, mode_sum_drops_last, "SAMU per-token sums over modes (Ebar_t, dbar_t) stop one mode short (m < M-1)") \
    X(DW_NOT_PROJECTED, dw_not_projected, "SAMU dw_phi, dw_r skip the normalisation derivative (no projection off w^)") \
    X(PHASE_SIGN, phase_sign, "SAMU phase addition formula with a sign error: sin(theta - d) instead of sin(theta + d)") \
    X(DA_PHI_ZERO, da_phi_zero, "SAMU da_phi written as 0 (the amplitude gradient's reduction result never stored)") \
    X(DA_PHI_SIGN, da_phi_sign, "SAMU da_phi with its sign flipped (the chain rule through tanh(a_phi) taken with the wrong sign)") \
    X(DA_PHI_BIAS, da_phi_bias, "SAMU da_phi 1% too large (a wrong constant in its final scale, 1.01 (1 - tanh^2 a_phi) / sqrt(M))") \
    X(DA_R_ZERO, da_r_zero, "SAMU da_r written as 0 (the amplitude gradient's reduction result never stored)") \
    X(DA_R_SIGN, da_r_sign, "SAMU da_r with its sign flipped (the chain rule through tanh(a_r) taken with the wrong sign)") \
    X(DA_R_BIAS, da_r_bias, "SAMU da_r 1% too large (a wrong constant in its final scale, 1.01 (1 - tanh^2 a_r) / sqrt(M))") \
    X(PARTIAL_SUMS_11BIT, partial_sums_11bit, "the parameter-gradient reductions' partial sums kept with 11 significant bits (an FP16-mantissa partials buffer): RG-LRU dp's running sum over chunks, SAMU dnu's and dtheta's per-chunk partials")

typedef enum {
    SG_FAULT_NONE = 0,
#define SG_FAULT_ENUM_(id, name, desc) SG_FAULT_##id,
    SG_FAULT_LIST(SG_FAULT_ENUM_)
#undef SG_FAULT_ENUM_
    SG_FAULT_COUNT
} sg_fault;

extern sg_fault sg_fault_active;
const char *sg_fault_name(sg_fault f);        /* "reset_off_by_one", ...; "none"; "?" out of range */
const char *sg_fault_description(sg_fault f); /* the one-line kernel bug */

/* The faulted variants of the sg_scan_ops.h helpers (tests/support/faults.c):
 * each takes the helper's unfaulted result and returns it changed as fault F
 * changes it, or unchanged when F does not touch it.
 *   sg_fault_rg_step     RESET_MULTIPLIER (m = sqrt(1 - a^2) kept at a reset),
 *                        RESET_KEEPS_STATE (abar = a kept at a reset)
 *   sg_fault_rg_bwd      SQRT_CLIP_MISSING (Dq = 1/(2 sqrt(1 - a^2)), unclipped)
 *   sg_fault_samu_mode   PHASE_SIGN, RESET_MULTIPLIER, RESET_KEEPS_STATE
 *   sg_fault_rentries, sg_fault_centries  the chunk entries after the prefix
 *                        driver: PREFIX_ORDER_SWAPPED (grouped) recomputes them
 *                        as (O_j o L_k)(x0) from the driver's L_k (Lw) and O_j
 *                        (Ow); BF16_CHUNK_STATE rounds them to BF16
 *   sg_fault_bf16, sg_fault_bf16c  a value rounded to BF16 and back (the BF16
 *                        state buffers) */
sg_rg_coef sg_fault_rg_step(sg_fault F, sg_rg_coef q, float x, int reset);
sg_rg_grad sg_fault_rg_bwd(sg_fault F, sg_rg_grad o, const sg_rg_coef *k, float x, float s, int reset, float g,
                           float hprev);
sg_samu_coef sg_fault_samu_mode(sg_fault F, sg_samu_coef k, float cth, float sth, const sg_samu_tok *t, int reset);
void sg_fault_rentries(sg_fault F, int grouped, int64_t G, int64_t n, float x0, float *entry, const sg_rpair *Lw,
                       const sg_rpair *Ow);
void sg_fault_centries(sg_fault F, int grouped, int64_t G, int64_t n, sg_cf x0, sg_cf *entry, const sg_cpair *Lw,
                       const sg_cpair *Ow);
float sg_fault_bf16(float v);
sg_cf sg_fault_bf16c(sg_cf z);

/* The faults of a scalar gradient's final write (DA_PHI_*, DA_R_*: zeroed,
 * sign-flipped, 1% biased; THRESHOLDS.md R-SCALAR-FP32). They change the
 * emulation's result as its last statement would (reference/samu_chunked.c,
 * out->da_phi[0] = ...), applied by the mutant row to the output of the
 * unfaulted emulation (tests/support/mutants.c), so no hook is needed.
 * sg_fault_scalar_quantity: the quantity a fault writes ("da_phi", "da_r"),
 * NULL for every other fault; sg_fault_scalar: the value it writes in place
 * of v (v for other faults). */
const char *sg_fault_scalar_quantity(sg_fault F);
float sg_fault_scalar(sg_fault F, float v);

/* PARTIAL_SUMS_11BIT: v rounded to 11 significant bits (round to nearest
 * even, FP32's exponent range; zero, Inf and NaN unchanged): a partial sum
 * held in a buffer with FP16's precision. */
float sg_fault_round11(float v);

/* ---- boundary markers (SQLite testcase() style; tests/test_emulation.c) ----
 * Counters the emulations bump when they meet a boundary case, per algorithm
 * and direction, so a test can prove each case was exercised. Counts are per
 * (batch row, channel or mode) sequence for the structural marks. */
typedef enum {
    SG_MARK_L1 = 0,             /* L = 1: one chunk of one step */
    SG_MARK_PARTIAL_CHUNK,      /* L not a multiple of the chunk: a partial last chunk */
    SG_MARK_RESET_LAST_PARTIAL, /* a reset inside the partial last chunk */
    SG_MARK_RESET_CHUNK_START,  /* a reset on a chunk's first step */
    SG_MARK_GROUP_CARRY,        /* grouped prefix: a chunk entry carries state from an earlier group */
    SG_MARK_SHORT_GROUP,        /* grouped prefix: a group with fewer than the full number of chunks */
    SG_MARK_COUNT
} sg_emu_mark;
enum { SG_EMU_FWD = 0, SG_EMU_BWD = 1 };
const char *sg_emu_mark_name(sg_emu_mark m);
void sg_emu_mark_add(sg_emu_algo a, int dir, sg_emu_mark m, int64_t n); /* thread-safe */
int64_t sg_emu_mark_get(sg_emu_algo a, int dir, sg_emu_mark m);
void sg_emu_marks_clear(void);
/* The structural marks of one sequence of L steps (resets where seg[t] == 0) in
 * chunks of CH, counted for both directions: L = 1, a partial last chunk, a
 * reset in it, resets on a chunk's first step. */
void sg_emu_mark_sequence(sg_emu_algo a, const int32_t *seg, int64_t L, int64_t CH);
/* The group marks of one grouped prefix over n chunk summaries in groups of G
 * from x0 (nothing for a serial one): a short last group, and every chunk
 * entry of a later group that carries state from an earlier group (L_k and O_j
 * as the driver left them in Lw, Ow). */
void sg_emu_mark_rprefix(sg_emu_algo a, int dir, int grouped, int64_t G, int64_t n, float x0, const sg_rpair *Lw,
                         const sg_rpair *Ow);
void sg_emu_mark_cprefix(sg_emu_algo a, int dir, int grouped, int64_t G, int64_t n, sg_cf x0, const sg_cpair *Lw,
                         const sg_cpair *Ow);

#endif
