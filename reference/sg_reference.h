/* sg_reference.h - CPU backends: the canonical FP32 sequential path of every
 * registered model (a fixed, documented operation order, no FP contraction,
 * bitwise reproducible) and its FP64 variant, which are the first rows of the
 * backend table, then the CPU emulations of the chunked kernels. The planted faults, mutant rows and
 * boundary markers of the emulations are test support (tests/support/), not
 * part of this library's product build.
 */
#ifndef SG_REFERENCE_H
#define SG_REFERENCE_H

#include "sg_model.h"

/* The canonical paths are each model's (models/<name>/<name>_canonical.c,
 * compiled into this library): sg_<name>_canonical_f32 and _f64. */

/* CPU emulations of the chunked GPU algorithms (reference/EQUATIONS.md section 7):
 * the per-step code of scan/sg_scan_ops.h, FP32 state, only the composition
 * of chunk summaries differs from the canonical path. Bitwise deterministic,
 * independent of the thread count.
 *   rglru_chunk16_serial     16-step chunks, entry states propagated chunk by chunk
 *   rglru_chunk16_grouped32  16-step chunks, entries Q_c(h0), Q_c = L_c o O_g, groups of 32 chunks
 *   samu_chunk32_serial      32-step chunks, serial entries
 *   samu_chunk32_grouped64   32-step chunks, groups of 64 chunks
 *   samu_hybrid              forward serial entries, backward grouped (64) reverse prefix
 *   rglru_chunk16_serial_pn  rglru_chunk16_serial in the portable numerics (scan/sg_scan_ops.h:
 *                            sigma table, one exp/expm1 polynomial): the version-3 kernel's twin
 *   samu_chunk32_serial_pn   samu_chunk32_serial in the portable numerics (tanh, exp, cos, sin and
 *                            the mode's decay from IEEE operations: EQUATIONS.md section 7.3) */
sg_status sg_rglru_chunk16_serial(SG_RGLRU_PARAMS);
sg_status sg_rglru_chunk16_grouped32(SG_RGLRU_PARAMS);
sg_status sg_rglru_chunk16_serial_pn(SG_RGLRU_PARAMS);
sg_status sg_samu_chunk32_serial(SG_SAMU_PARAMS);
sg_status sg_samu_chunk32_grouped64(SG_SAMU_PARAMS);
sg_status sg_samu_hybrid(SG_SAMU_PARAMS);
sg_status sg_samu_chunk32_serial_pn(SG_SAMU_PARAMS);

/* The chunked RG-LRU scan (rglru_chunked.c, grouped: variant 2, else 1) on FP32 gates: the RG-LRU mixer's
 * fused path (reference/rglru_mixer_emu.c). pb gives x, dy, p, h0, dh_last, segpos (its u, v are not read);
 * u, v: the gates in FP32 [B,L,D]; out: y, h_last, dp, dh0 (its dx, du, dv are not written); dx, du, dv:
 * the direct dx and the gates' gradients in FP32 [B,L,D], all NULL for a forward-only call. */
sg_status sg_rglru_chunked_f32_gates(const sg_rglru_problem *pb, const float *u, const float *v, sg_rglru_outputs *out,
                                     float *dx, float *du, float *dv, int grouped);

/* The RG-LRU mixer's emulations (rglru_mixer_emu.c): the canonical FP32 gate front and back end around
 *   rglru_mixer_grouped32  the chunked scan with grouped entries on the FP32 gates (the fused path)
 *   rglru_mixer_bf16uv     REFUSED candidate: the gates rounded to BF16, then rglru_chunk16_grouped32 on
 *                          them and its BF16 gradients (the mixer as two kernels under BF16 autocast) */
sg_status sg_rglru_mixer_grouped32(SG_RGLRU_MIXER_PARAMS);
sg_status sg_rglru_mixer_bf16uv(SG_RGLRU_MIXER_PARAMS);

/* The decode emulations (decode_emu.c; reference/EQUATIONS.md section 10): prefill by a scan path,
 * the state handed over in FP32, one launch per generated token with the scan kernels' step code:
 *   rglru_decode_fused       RG-LRU, the small-batch kernel (the gate projection inside it)
 *   rglru_decode_mma         RG-LRU, the large-batch path (the gates as a Tensor-Core matmul)
 *   rglru_decode_sliced      RG-LRU, a small-batch candidate (each gate's inputs in slices summed apart)
 *   rglru_decode_bf16_state  REFUSED candidate: rglru_decode_fused with the state cached in BF16
 *   samu_decode_step         SAMU, the transitions rebuilt from the token's controls in the launch
 *   samu_decode_tree         SAMU, as samu_decode_step with the token's dot products as a lane tree
 *   samu_decode_bf16_state   REFUSED candidate: samu_decode_step with the state cached in BF16 */
sg_status sg_rglru_decode_fused(SG_RGLRU_DECODE_PARAMS);
sg_status sg_rglru_decode_mma(SG_RGLRU_DECODE_PARAMS);
sg_status sg_rglru_decode_sliced(SG_RGLRU_DECODE_PARAMS);
sg_status sg_rglru_decode_bf16_state(SG_RGLRU_DECODE_PARAMS);
sg_status sg_samu_decode_step(SG_SAMU_DECODE_PARAMS);
sg_status sg_samu_decode_tree(SG_SAMU_DECODE_PARAMS);
sg_status sg_samu_decode_bf16_state(SG_SAMU_DECODE_PARAMS);

/* Refused candidate algorithms for RG-LRU (reference/EQUATIONS.md section 7.1),
 * CPU backends so that the gates judge them (EXPECTED_STATUS.md quarantines
 * them where they FAIL; they are not in sg_emu_algo below):
 *   rglru_assoc_f32   the whole sequence in the tree order of
 *                     jax.lax.associative_scan, plain pairs (a, b) in FP32
 *                     (rglru_assoc.c, scan/sg_scan_tree.h)
 *   rglru_assoc_bf16  the same tree with the scan carried in BF16
 *   rglru_atomic_dp   rglru_chunk16_serial with dp's (b, chunk) partials summed
 *                     in a fresh order on every call (an FP32 atomicAdd
 *                     emulation; rglru_chunked.c): NOT run-to-run deterministic */
sg_status sg_rglru_assoc_f32(SG_RGLRU_PARAMS);
sg_status sg_rglru_assoc_bf16(SG_RGLRU_PARAMS);
sg_status sg_rglru_atomic_dp(SG_RGLRU_PARAMS);
/* The seed of both run-dependent candidates (rglru_atomic_dp, samu_atomic_ctl):
 * SG_ATOMIC_SEED, read by sg_atomic_seed alone (decimal digits only: no sign,
 * spaces, leading zeros or 0x; at most 2^64 - 1; unset or empty: this
 * default), a malformed value SG_E_USAGE naming the variable and the value.
 * Each candidate's call fails so; scangate refuses it at start (exit 2). */
#define SG_ATOMIC_SEED_DEFAULT UINT64_C(20261203)
sg_status sg_atomic_seed(uint64_t *seed);
/* rglru_atomic_dp's order: the seed is sg_atomic_seed's, and the
 * call is this process's count of sg_rglru_atomic_dp calls before it (an
 * atomic counter, 0 for the first). */
/* The run sg_rglru_atomic_dp makes as call number `call` under `seed`
 * (outputs bitwise those of that run); the counter is not touched. */
sg_status sg_rglru_atomic_dp_keyed(const sg_rglru_problem *pb, sg_rglru_outputs *out, uint64_t seed, uint64_t call);
/* The calls of sg_rglru_atomic_dp made so far in this process (the next call's counter). */
uint64_t sg_rglru_atomic_dp_calls(void);
/* The summation order of channel d's n partials (index b C + chunk) under
 * (seed, call): perm[0..n-1], a permutation of 0..n-1 (Fisher-Yates on
 * Philox4x32-10 draws, rglru_chunked.c); n <= 2^33. */
void sg_rglru_atomic_dp_order(uint64_t seed, uint64_t call, uint32_t d, int64_t n, int64_t *perm);
/* Refused candidates of the H800 study, emulated on the CPU so that the gates
 * decide them (reference/EQUATIONS.md section 7.1; EXPECTED_STATUS.md holds
 * their quarantines). Each is a selected emulation with one part changed:
 *   samu_gd_grouped64  as samu_chunk32_grouped64, chunk transitions rebuilt by the
 *                      compressed closed form exp(-nu G_c) e^{i(K_c theta + D_c)}
 *   samu_bf16_ctl      as samu_chunk32_serial, the controller's direction-gradient
 *                      path (operands, partials, reduction, projection) in BF16
 *   samu_atomic_ctl    as samu_chunk32_serial, the per-token mode sums Ebar_t, dbar_t
 *                      in a run-dependent mode order (FP32 atomicAdd emulated):
 *                      NOT bitwise reproducible from call to call; the order of a
 *                      call depends only on (seed, call), so
 *                      sg_samu_atomic_ctl_at(pb, out, seed, call) reproduces it.
 *                      sg_samu_atomic_ctl takes the seed from SG_ATOMIC_SEED
 *                      (sg_atomic_seed: decimal; SG_E_USAGE
 *                      when malformed) and the call key
 *                      sg_samu_atomic_call_key(pb, k) of its inputs' k-th call in
 *                      this process (k = sg_samu_atomic_calls_on(pb) before it):
 *                      the same case gives the same bits whatever else ran first;
 *                      sg_samu_atomic_next_call counts every call. */
sg_status sg_samu_gd_grouped64(SG_SAMU_PARAMS);
sg_status sg_samu_bf16_ctl(SG_SAMU_PARAMS);
sg_status sg_samu_atomic_ctl(SG_SAMU_PARAMS);
sg_status sg_samu_atomic_ctl_at(const sg_samu_problem *pb, sg_samu_outputs *out, uint64_t seed, uint64_t call);
uint64_t sg_samu_atomic_next_call(void);
uint64_t sg_samu_atomic_calls_on(const sg_samu_problem *pb);
uint64_t sg_samu_atomic_call_key(const sg_samu_problem *pb, uint64_t k);

/* The single-operation variants of the canonical FP32 path (sg_opv.h) as
 * backend rows "opv.<variant>", one per variant, each holding every model's
 * variant instantiation; not rows of the main table: scangate audit fills them
 * to name the operation an outside implementation's FAIL comes from. */
void sg_reference_opv_register(sg_backend_table *t);

/* The five emulations, for messages (sg_emu_algo_name: "rglru_chunk16_serial",
 * ...) and, in the tests, the boundary markers (tests/support/sg_testhooks.h). */
typedef enum { SG_EMU_RG_SERIAL = 0, SG_EMU_RG_GROUPED, SG_EMU_SA_SERIAL, SG_EMU_SA_GROUPED, SG_EMU_SA_HYBRID, SG_EMU_COUNT } sg_emu_algo;
const char *sg_emu_algo_name(sg_emu_algo a);

/* The CPU row named `name` (a row of backends/sg_rows.def whose rows_fn this
 * is): fills *out and returns 1, or returns 0 for a name of no CPU row. */
int sg_reference_row(const char *name, sg_backend *out);

#endif
