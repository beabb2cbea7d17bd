/* candidates_samu.cu - the CUDA twins of two refused SAMU candidates of the
 * H800 study (reference/EQUATIONS.md section 7.1; the CPU emulations in
 * reference/samu_chunked.c), so that the gates judge them on the device too.
 * They are NOT selected algorithms: the CPU emulations are quarantined
 * (EXPECTED_STATUS.md), and these rows exist to be judged and refused on the
 * device's own numbers.
 *
 * Rows (row function sg_kernels_row_cand_samu, backends/sg_rows.def: after every other CUDA row):
 *   cuda.samu_gd_grouped64  device twin of cpu.samu_gd_grouped64: the grouped64
 *                           chunked path (grouped prefix forward and backward)
 *                           with every chunk transition (lam) rebuilt from the
 *                           chunk statistics G_c = sum E_t, D_c = sum d_t, K_c by
 *                           the closed form exp(-nu G) e^{i(K theta + D)}
 *                           (sg_samu_gd_transition), forward, and backward from
 *                           the forward statistics shifted by one step
 *                           (sg_samu_gd_shift); the b parts and replays step by step.
 *   cuda.samu_bf16_ctl      device twin of cpu.samu_bf16_ctl: the serial chunked
 *                           path with the direction-gradient path of the
 *                           controller backward in BF16: ub, vb rounded to BF16
 *                           before they multiply x, the per-chunk partials of
 *                           dw_phi^, dw_r^ accumulated in BF16, their cross-chunk
 *                           reduction with a BF16 accumulator
 *                           (sg_samu_reduce_bf16) and the normalisation
 *                           projection rounded to BF16 at every operation
 *                           (sg_samu_dot_bf16, sg_samu_dw_bf16).
 *
 * Same operations, same order as the CPU emulations. The launch structure is
 * version 2's (kernels/samu/samu_fast.cu: (mode, chunk) threads, chunk-major scratch,
 * the reductions in fixed-order stages): the same kernels, written once in
 * kernels/samu/samu_device.cuh, instantiated for this file's sc_dev, whose
 * g.var switches on the candidate's stages there (sg_samu_cand<sc_dev>). All
 * arithmetic is the shared code of scan/sg_scan_ops.h: sg_samu_token, sg_samu_mode,
 * sg_samu_pair, sg_cpair_*, sg_cprefix_serial, sg_cgroup_local/outer/entry,
 * sg_samu_bwd_mode, sg_samu_dnu_term, sg_samu_ebar_term, sg_samu_ctl_bwd,
 * sg_samu_dx, sg_samu_dots, sg_samu_dot, sg_samu_reduce, sg_samu_da,
 * sg_samu_dw, and the candidates' sg_samu_gd_zero/add/shift/transition,
 * sg_bf16_roundf, sg_samu_reduce_bf16, sg_samu_dot_bf16, sg_samu_dw_bf16.
 * What differs from the CPU emulation: the device libm only (expf, expm1f,
 * tanhf, cosf, sinf), and SAMU device numerics revision 2 where the helpers
 * use it (rho = exp(-nu E) and the closed form's exp(-nu G) through
 * sg_decay_expf, cos/sin theta through sg_theta_cossin: double on the device).
 * The closed form's cosf(ph), sinf(ph) are CUDA's FP32 cosf, sinf (the helper's
 * own choice, sg_scan_ops.h; the host uses glibc's).
 *
 * ch = b M + m is a complex mode of a batch row (nch = B M); C chunks of 32
 * steps, NG groups of 64 chunks. The launches, in order (var: which candidate):
 *   consts       1 block: |w_phi|, |w_r|, the gains, w^, cos/sin theta
 *   tokens       per (b,t): u, v (k ascending, then w^[D]), sg_samu_token
 *   forward:
 *   gd_stats     (gd only) per (b, chunk): the chunk's statistics G, D, K,
 *                nres, t ascending (sg_samu_gd_add) -> gd[b C + c]; the CPU's
 *                per-(b, chunk) fold, once per chunk, shared by every mode
 *   summ fwd     per (c, ch): bf16: S_c = T_e o ... o T_s; gd: the b part the
 *                same fold (b <- T_t(b)), lam = sg_samu_gd_transition(nu_m,
 *                theta_m, gd[b C + c]) -> P[c][ch]
 *   prefix from z0: bf16: serial per ch (sg_cprefix_serial on batches of
 *                SG_SA2_BATCH chunks, the batch's last step carried); gd: grouped,
 *                local per (group j, ch) sg_cgroup_local -> L_k, U_j; outer per
 *                ch sg_cgroup_outer -> O_j; entry per (c, ch) sg_cgroup_entry
 *   freplay      per (c, ch): the chunk from its entry, step by step -> y;
 *                the last chunk z_last
 *   backward (a full call):
 *   summ rev     per (c, ch): bf16: R_s o ... o R_e, R_t(G) = conj(lambda_{t+1})
 *                G + Y_t (lambda_{L+1} = 1); gd: the b part the same fold, lam =
 *                conj(sg_samu_gd_transition(nu_m, theta_m, st)), st =
 *                sg_samu_gd_shift(gd[b C + c], token t0, token t1 if t1 < L)
 *                (each thread of the chunk computes the same st from the same
 *                operands: the CPU's once-per-(b, chunk) value, bit for bit);
 *                stored at P[C-1-c][ch]; then the same prefix from dz_last
 *   breplay      per (c, ch): forward states from the entry, then t descending:
 *                gx, the Ebar / dbar terms, the chunk's dnu / dtheta partials;
 *                chunk 0: dz0
 *   tok_bwd      per (b,t): Ebar_t, dbar_t summed m ascending from 0 (none at
 *                a reset; [128 tokens][32 modes] shared-memory tiles),
 *                sg_samu_ctl_bwd
 *   dx           per (b,t,k): bf16((gx + ub w^_phi[k]) + vb w^_r[k]) (FP32 ub,
 *                vb in both candidates, as the CPU)
 *   ctl_partials per (b,c,k), k <= D: the chunk's direction partials, t
 *                descending; bf16: ub, vb rounded to BF16 and every addition
 *                rounded to BF16 (sg_bf16_roundf); k = D also the amplitude sums
 *                (FP32 in both)
 *   red_rows     per (b, element): the element's chunk partials of row b, c
 *                ascending from 0 (sg_samu_reduce over the one row; bf16: the
 *                direction elements by sg_samu_reduce_bf16 over the one row)
 *   red_total    per element: the rows b ascending from 0 (sg_samu_reduce /
 *                sg_samu_reduce_bf16 over the [B][1][nred] rows) -> dnu,
 *                dtheta, g_phi, g_r, the two amplitude sums. The split equals
 *                the CPU's one-call sg_samu_reduce(_bf16) over [B][C][n] bit
 *                for bit: a row's fold starts at +0 and is never -0, so the
 *                one-row call's `0 + row` (bf16: RN_bf16(0 + row), row already
 *                a BF16 value) is the row itself.
 *   final        1 block: w^.g k ascending (bf16: sg_samu_dot_bf16), da_phi,
 *                da_r (FP32), dw (bf16: sg_samu_dw_bf16; else sg_samu_dw)
 * No atomics; every floating-point sum is one thread's sequential loop in the
 * CPU emulation's order, so two runs write the same bits.
 *
 * Interface, poisoning, error handling and build flags as the other rows:
 * host pointers in and out, device outputs filled with 0xFF before the
 * launches, a forward-only call (NULL gradient outputs, sg_pass) runs the
 * forward launches only and allocates no backward buffers, every CUDA call and
 * launch checked (SG_CUDA_CHECK), sg_dev_timer_* around the launches
 * (device_seconds), every buffer freed on every path (sg_cuda_finish), int64
 * indices, no fast-math (--fmad=false -prec-div=true -prec-sqrt=true -ftz=false).
 *
 * Run:
 *   scangate run --backend cuda.samu_gd_grouped64 [--set ci]   (or cuda.samu_bf16_ctl)
 *   ctest -L gpu --output-on-failure   (tests/test_gpu.c: judged by the oracle, and
 *                                        against cpu.samu_gd_grouped64 / cpu.samu_bf16_ctl)
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

/* ---- the device problem: version 2's layout with the candidate's switch and
 * chunk statistics (kernels/samu/samu_device.cuh) --------------------------- */
struct sc_dev {
    int var; /* sg_samu_variant */
    SG_SAMU2_DEV_HEAD
    sg_samu_gd *gd; /* [B][C] forward chunk statistics (SG_SAMU_GD only) */
    SG_SAMU2_DEV_TAIL
};

/* sc_dev carries a candidate: the kernels compile its branches on g.var. */
template <> struct sg_samu_cand<sc_dev> {
    static constexpr bool on = true;
};

/* One call of candidate var: SG_SAMU_GD the grouped prefix both ways (as
 * cpu.samu_gd_grouped64), SG_SAMU_BF16_CTL the serial prefix both ways (as
 * cpu.samu_bf16_ctl). */
static sg_status samuc_cuda(const sg_samu_problem *pb, sg_samu_outputs *out, sg_samu_variant var, const char *row) {
    sc_dev g;
    memset(&g, 0, sizeof g);
    g.var = var;
    return sg_samu_run(g, pb, out, var == SG_SAMU_GD, var == SG_SAMU_GD, row);
}

static sg_status cuda_samu_gd_grouped64(SG_SAMU_PARAMS) {
    return samuc_cuda(pb, out, SG_SAMU_GD, "cuda.samu_gd_grouped64");
}
static sg_status cuda_samu_bf16_ctl(SG_SAMU_PARAMS) {
    return samuc_cuda(pb, out, SG_SAMU_BF16_CTL, "cuda.samu_bf16_ctl");
}

extern "C" int sg_kernels_row_cand_samu(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.samu_gd_grouped64", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_gd_grouped64, SG_SA_CHUNK, SG_SA_GROUP},
        {"cuda.samu_bf16_ctl", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_bf16_ctl, SG_SA_CHUNK, 0},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
