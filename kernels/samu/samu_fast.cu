/* samu_fast.cu - version 2 of the chunked SAMU CUDA kernels (reference/EQUATIONS.md
 * sections 6 and 7): the algorithms of version 1
 * (kernels/samu/samu_chunked.cu, the readable numerics baseline, which stays)
 * with the work spread over
 * (mode, chunk) and (mode, group) threads, chunk-major scratch and the
 * reductions split into fixed-order stages, so a long sequence on few modes
 * fills the device.
 *
 * Rows (row function sg_kernels_row_samu_v2, backends/sg_rows.def: after every version-1 row
 * and the RG-LRU version-2 rows):
 *   cuda.samu_chunk32_serial_v2     twin of cpu.samu_chunk32_serial, bits of cuda.samu_chunk32_serial
 *   cuda.samu_chunk32_grouped64_v2  twin of cpu.samu_chunk32_grouped64, bits of cuda.samu_chunk32_grouped64
 *   cuda.samu_hybrid_v2             twin of cpu.samu_hybrid, bits of cuda.samu_hybrid
 *
 * Same arithmetic, same order. Every per-token, per-mode and composition
 * expression, every prefix fold and every reduction comes from
 * scan/sg_scan_ops.h (sg_samu_token, sg_samu_mode, sg_samu_pair,
 * sg_samu_bwd_mode, sg_samu_dnu_term, sg_samu_ebar_term, sg_samu_ctl_bwd,
 * sg_samu_dx, sg_samu_dots, sg_samu_dot, sg_samu_reduce, sg_samu_da,
 * sg_samu_dw, sg_cpair_*, sg_cprefix_serial, sg_cgroup_local/outer/entry),
 * applied to the same operands in the same order as version 1, so version 2
 * writes the bits of version 1 on every case (tests/test_gpu.c, check (d)) and
 * differs from the CPU emulations only by the device libm, as version 1 does.
 * ch = b M + m is a complex mode of a batch row (nch = B M of them); C chunks
 * of 32 steps, NG groups of 64 chunks. The launches, in order, and the loop of
 * version 1 each reproduces:
 *   consts       1 block: |w_phi|, |w_r|, the gains, w^, cos/sin theta
 *                (v1 samu_consts, unchanged)
 *   tokens       per (b,t): the dot products k ascending, sg_samu_token (v1
 *                samu_tokens, unchanged: a fold over k in one thread)
 *   forward:
 *   summ fwd     per (c, ch): S_c = T_e o ... o T_s (v1 samu_fwd_summary) -> P[c][ch]
 *   prefix from z0 (v1: sg_samu_steps<sa_dev>::prefix):
 *     serial     per ch: entry_0 = z0, entry_{k+1} = P_k(entry_k) (v1
 *                samu_prefix_serial), sg_cprefix_serial on batches of
 *                SG_SA2_BATCH chunks loaded into a local array; the batch's last
 *                step is the fold's next step (the carry); 32-thread blocks so
 *                few channels still spread over many SMs
 *     grouped    local per (group j, ch): sg_cgroup_local -> L_k, U_j (v1
 *                samu_group_local); outer per ch: sg_cgroup_outer -> O_j (v1
 *                samu_group_outer); entry per (c, ch): sg_cgroup_entry (v1
 *                samu_group_apply)
 *   freplay      per (c, ch): the chunk from its entry -> y; the last chunk
 *                z_last (v1 samu_fwd_replay)
 *   backward (a full call):
 *   summ rev     per (c, ch): R_s o ... o R_e stored at P[C-1-c][ch] (v1
 *                samu_bwd_summary), then the same prefix from dz_last
 *   breplay      per (c, ch): forward states from the entry, then t
 *                descending: gx, the Ebar / dbar terms, the chunk's dnu /
 *                dtheta partials (t descending from 0); chunk 0: dz0 (v1
 *                samu_bwd_replay)
 *   tok_bwd      per (b,t): Ebar_t, dbar_t summed m ascending from 0 (none at
 *                a reset), sg_samu_ctl_bwd (v1 samu_tok_bwd); the block stages
 *                [128 tokens][32 modes] tiles of the token-major terms in
 *                shared memory (coalesced loads), each thread then folds its
 *                token's modes in v1's order
 *   dx           per (b,t,k) (v1 samu_dx, unchanged)
 *   ctl_partials per (b,c,k), k <= D: the chunk's direction partials, t
 *                descending from 0; k = D also the amplitude sums (v1
 *                samu_ctl_partials, unchanged: k fastest, [B][C][D+1])
 *   red_rows     per (b, element): the element's chunk partials of row b, c
 *                ascending from 0 - v1 sg_samu_reduce's inner loop, computed
 *                as sg_samu_reduce over the one row (0 + row = row exactly:
 *                a row summed from +0 is never -0, NaN stays NaN)
 *   red_total    per element: the rows b ascending from 0 (sg_samu_reduce over
 *                [B][1][n] rows: v1's outer loop `total = total + row`) ->
 *                dnu, dtheta, g_phi, g_r, the two amplitude sums (v1 samu_reduce)
 *   final        1 block: w^.g k ascending, sg_samu_da, sg_samu_dw (v1
 *                samu_final, unchanged)
 * No atomics; every floating-point sum is one thread's sequential loop in v1's
 * order. What stays sequential because v1's order is a single fold: the serial
 * prefix over C chunks and the group-outer fold over NG groups per channel,
 * the dot products over D per token, the mode sum over M per token, the chunk
 * sum over C per reduced element, and the consts / final dot products over
 * D+1 (one thread).
 *
 * Scratch: chunk-major [C][nch] (ch fastest) for P, Lw, the entries zent,
 * gent and the dnu / dtheta partials, so the (c, ch) threads of a warp touch
 * neighbouring words; the group-level U_j, O_j stay channel-major [nch][NG]
 * (what sg_cgroup_outer takes, one per 2048 tokens); the Ebar / dbar terms are
 * token-major [B L][M] (v1: [B][M][L]), written coalesced by breplay and read
 * through shared-memory tiles by tok_bwd; gx, the direction partials and the
 * controller records keep v1's layouts (already k- or token-contiguous).
 * Device memory at B = 8, L = 131072, D = 2048 about as version 1 (37 GB):
 * the backward buffers are allocated only for a full call, the group arrays
 * only for a grouped prefix. The grouped local level keeps a group's 64
 * summaries and prefixes in per-thread local arrays (2 KiB per thread).
 *
 * The kernels and the host run are written once in kernels/samu/samu_device.cuh
 * (sg_samu_k_*, sg_samu_k2_*, sg_samu_run), which the candidates' twins
 * (kernels/samu/candidates_samu.cu) instantiate too; this file holds the
 * device problem sa2_dev and the rows.
 *
 * Interface, poisoning, error handling and build flags as version 1 (see
 * kernels/samu/samu_chunked.cu): host pointers in and out, device outputs filled
 * with 0xFF before the launches, every CUDA call and launch checked
 * (SG_CUDA_CHECK), every buffer freed on every path (sg_cuda_finish), no
 * fast-math (--fmad=false -prec-div=true -prec-sqrt=true -ftz=false).
 *
 * Run:
 *   scangate run --backend cuda.samu_chunk32_serial_v2 [--set ci]   (or _grouped64_v2, cuda.samu_hybrid_v2)
 *   ctest -L gpu --output-on-failure      (tests/test_gpu.c: oracle-judged, against
 *                                           the CPU emulations and bitwise against v1)
 * Without a device the rows report "no CUDA device: ..." from available().
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "samu_device.cuh" /* the kernels, sg_samu_run */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* The device problem: version 2's layout (kernels/samu/samu_device.cuh). */
struct sa2_dev {
    SG_SAMU2_DEV_HEAD
    SG_SAMU2_DEV_TAIL
};

static sg_status samu2_cuda(const sg_samu_problem *pb, sg_samu_outputs *out, int fwd_grouped, int bwd_grouped,
                            const char *row) {
    sa2_dev g;
    memset(&g, 0, sizeof g);
    return sg_samu_run(g, pb, out, fwd_grouped, bwd_grouped, row);
}

static sg_status cuda_samu_chunk32_serial_v2(SG_SAMU_PARAMS) {
    return samu2_cuda(pb, out, 0, 0, "cuda.samu_chunk32_serial_v2");
}
static sg_status cuda_samu_chunk32_grouped64_v2(SG_SAMU_PARAMS) {
    return samu2_cuda(pb, out, 1, 1, "cuda.samu_chunk32_grouped64_v2");
}
static sg_status cuda_samu_hybrid_v2(SG_SAMU_PARAMS) { return samu2_cuda(pb, out, 0, 1, "cuda.samu_hybrid_v2"); }

extern "C" int sg_kernels_row_samu_v2(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.samu_chunk32_serial_v2", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_chunk32_serial_v2, SG_SA_CHUNK, 0},
        {"cuda.samu_chunk32_grouped64_v2", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_chunk32_grouped64_v2, SG_SA_CHUNK, SG_SA_GROUP},
        {"cuda.samu_hybrid_v2", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_hybrid_v2, SG_SA_CHUNK, SG_SA_GROUP},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
