/* sg_reference.h - CPU backends: the canonical FP32 sequential RG-LRU and SAMU paths (a
 * fixed, documented operation order, no FP contraction, bitwise reproducible)
 * and its FP64 variant, which are the first rows of the backend table, then the
 * CPU emulations of the chunked kernels.
 */
#ifndef SG_REFERENCE_H
#define SG_REFERENCE_H

#include "sg_model.h"

sg_status sg_rglru_canonical_f32(SG_RGLRU_PARAMS);
sg_status sg_rglru_canonical_f64(SG_RGLRU_PARAMS);
sg_status sg_samu_canonical_f32(SG_SAMU_PARAMS);
sg_status sg_samu_canonical_f64(SG_SAMU_PARAMS);

/* CPU emulations of the chunked GPU algorithms (reference/EQUATIONS.md section 7):
 * the per-step code of scan/sg_scan_ops.h, FP32 state, only the composition
 * of chunk summaries differs from the canonical path. Bitwise deterministic,
 * independent of the thread count.
 *   rglru_chunk16_serial     16-step chunks, entry states propagated chunk by chunk
 *   rglru_chunk16_grouped32  16-step chunks, entries Q_c(h0), Q_c = L_c o O_g, groups of 32 chunks
 *   samu_chunk32_serial      32-step chunks, serial entries
 *   samu_chunk32_grouped64   32-step chunks, groups of 64 chunks
 *   samu_hybrid              forward serial entries, backward grouped (64) reverse prefix */
sg_status sg_rglru_chunk16_serial(SG_RGLRU_PARAMS);
sg_status sg_rglru_chunk16_grouped32(SG_RGLRU_PARAMS);
sg_status sg_samu_chunk32_serial(SG_SAMU_PARAMS);
sg_status sg_samu_chunk32_grouped64(SG_SAMU_PARAMS);
sg_status sg_samu_hybrid(SG_SAMU_PARAMS);

/* Boundary markers (SQLite testcase() style): counters the emulations bump when
 * they meet a boundary case, per algorithm and direction, so a test can prove
 * each case was exercised. Counts are per (batch row, channel or mode) sequence
 * for the structural marks; they never influence a result. */
typedef enum { SG_EMU_RG_SERIAL = 0, SG_EMU_RG_GROUPED, SG_EMU_SA_SERIAL, SG_EMU_SA_GROUPED, SG_EMU_SA_HYBRID, SG_EMU_COUNT } sg_emu_algo;
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
const char *sg_emu_algo_name(sg_emu_algo a);
const char *sg_emu_mark_name(sg_emu_mark m);
void sg_emu_mark_add(sg_emu_algo a, int dir, sg_emu_mark m, int64_t n); /* thread-safe */
int64_t sg_emu_mark_get(sg_emu_algo a, int dir, sg_emu_mark m);
void sg_emu_marks_clear(void);

/* Adds the CPU backends to the table (called first by sg_backends_fill). */
void sg_reference_register(sg_backend_table *t);

/* ---- planted faults (tests only: gate power, tests/test_mutants.c) ----------
 * Each fault is a realistic kernel bug, injected at its exact spot in the CPU
 * emulations (reference/rglru_chunked.c, reference/samu_chunked.c, at the call
 * sites of the scan/sg_scan_ops.h helpers, which stay fault-free). The
 * emulations read sg_fault_active; with SG_FAULT_NONE (always, outside the
 * mutant rows) every injection point computes exactly the unfaulted operations,
 * so production results are bitwise unchanged. Not thread-safe: one mutant run
 * at a time (the emulation's own OpenMP threads only read it).
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
    X(PHASE_SIGN, phase_sign, "SAMU phase addition formula with a sign error: sin(theta - d) instead of sin(theta + d)")

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

/* Mutant rows "mutant.<fault name>" (tests only; never added by
 * sg_backends_fill): each runs the emulation sg_mutant_base() names for the
 * model with the fault active for the duration of the call. */
void sg_mutants_register(sg_backend_table *t);
/* The production row a mutant is planted in, for a model (NULL: none). */
const char *sg_mutant_base(sg_fault f, sg_model m);

#endif
