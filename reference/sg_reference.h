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
 * the per-step code of kernels/sg_scan_ops.h, FP32 state, only the composition
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

#endif
