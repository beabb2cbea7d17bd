/* samu_chunked.cu - CUDA kernels of the chunked SAMU scan (reference/EQUATIONS.md
 * sections 6 and 7), forward and backward, the GPU twins of the
 * CPU emulations in reference/samu_chunked.c.
 *
 * The op: per complex mode (b, m), M = D/2, z_t = lambda_t z_{t-1} + gamma_t w_t
 * (lambda = 0, gamma = 1 at a reset) from z0, with lambda, gamma from the
 * per-token controller (p = tanh(x~.w^_phi), r = tanh(x~.w^_r)); outputs y (bf16),
 * z_last; backward from dy and dz_last: dx (bf16), dz0, dw_phi, dw_r, da_phi,
 * da_r, dnu, dtheta. Every per-step, per-token and composition expression comes
 * from scan/sg_scan_ops.h (sg_samu_token, sg_samu_mode, sg_samu_pair,
 * sg_samu_bwd_mode, the parameter terms, sg_samu_ctl_bwd, sg_samu_dx,
 * sg_cpair_*, the prefix driver's levels sg_cprefix_serial, sg_cgroup_local,
 * sg_cgroup_outer, sg_cgroup_entry, sg_samu_reduce, sg_samu_da, sg_samu_dw), the code
 * the emulations also use, with the emulation's summation orders; the kernels
 * differ from the emulations only in the device libm (expf, expm1f, tanhf, cosf,
 * sinf: <= 1-2 ulp, not bitwise glibc), so kernel and emulation agree to a few
 * u32 S, not bit for bit.
 *
 * Numerics: device numerics revision 2 of scan/sg_scan_ops.h (rho and cos/sin theta
 * evaluated in double on the device; see there for what revision 1 showed).
 * Kernel layout 1 (rows of the backend table, row function
 * sg_kernels_row_samu, after the RG-LRU rows):
 *   cuda.samu_chunk32_serial     the algorithm of cpu.samu_chunk32_serial:
 *      32-step chunks of complex pairs (lambda, gamma w) per mode, entry
 *      states serially z_{c+1} = S_c(z_c), each chunk replayed from its entry;
 *   cuda.samu_chunk32_grouped64  cpu.samu_chunk32_grouped64: entries
 *      Q_c(z0), Q_c = L_c o O_g over groups of 64 chunks, forward and backward;
 *   cuda.samu_hybrid             cpu.samu_hybrid: serial forward entries,
 *      grouped (64) reverse prefix.
 * Kernels, in launch order (each thread writes only its own slots; no atomics;
 * every floating-point sum is one thread's sequential loop in the emulation's
 * order):
 *   samu_consts      1 block: |w_phi|, |w_r| (k ascending, sg_samu_dot), the
 *                    gains (sg_samu_gains); then w^ [D+1], cos/sin theta [M].
 *   samu_tokens      per (b,t): u = x~.w^_phi, v = x~.w^_r (k ascending, then the
 *                    constant entry), sg_samu_token -> tok.
 *   samu_fwd_summary per (b,c,m): S_c = T_e o ... o T_s -> P[ch][c] (ch = b M + m).
 *   prefix (fwd, x0 = z0): serial: per ch, entry[c] then z = P_c(z); grouped:
 *                    per (ch, group) sg_cgroup_local -> L, U; per ch
 *                    sg_cgroup_outer -> O; per (ch, c) Q_c = L_c o O_j applied to
 *                    x0 -> zent[ch][c].
 *   samu_fwd_replay  per (b,c,m): from zent, the canonical step -> y; z_last (last chunk).
 *   samu_bwd_summary per (b,c,m): R_s o ... o R_e of (conj(lambda_{t+1}), Y_t),
 *                    lambda_{L+1} = 1 -> P[ch][C-1-c] (application order).
 *   prefix (bwd, x0 = dz_last) -> gent[ch][k].
 *   samu_bwd_replay  per (b,c,m): forward states recomputed from zent, cotangents
 *                    from gent (t descending) -> write path gx [B,L,D], the
 *                    per-(b,t,m) terms Ebar, dbar (eterm, dterm [B][M][L]; none
 *                    at a reset), the chunk partials of dnu, dtheta (t descending
 *                    from 0; [B][C][M]), dz0 = conj(lambda_1) G_1 (chunk 0).
 *   samu_tok_bwd     per (b,t): Ebar_t, dbar_t summed m ascending from 0 (0 at a
 *                    reset: the emulation adds no term there), sg_samu_ctl_bwd -> ctl.
 *   samu_dx          per (b,t,k): dx = bf16(sg_samu_dx(gx, ctl, w^_phi[k], w^_r[k])).
 *   samu_ctl_partials per (b,c,k), k <= D: sum over the chunk's tokens, t
 *                    descending from 0, of ub x~_k, vb x~_k ([B][C][D+1]); thread
 *                    k = D also the amplitude sums dbar p, cbar q ([B][C]).
 *   samu_reduce      per element: sg_samu_reduce (per row the chunks ascending
 *                    from 0, then the rows ascending from 0) -> dnu, dtheta, g_phi,
 *                    g_r [D+1], the two amplitude sums.
 *   samu_final       1 block: w^.g (k ascending), sg_samu_da, sg_samu_dw -> da_*, dw_*.
 * Written once in kernels/samu/samu_device.cuh, with version 2 and the
 * candidates' twins: samu_consts, samu_tokens, samu_dx, samu_ctl_partials and
 * samu_final (sg_samu_k_*), the per-(b,c,m) kernels samu_fwd_summary,
 * samu_fwd_replay, samu_bwd_summary and samu_bwd_replay (sg_samu_k2_summ,
 * _freplay, _breplay, in version 1's thread order and layouts:
 * sg_samu_v1), the prefix's level 2 (sg_samu_k2_group_outer) and the host run
 * (sg_samu_run); this file holds the device problem sa_dev, the kernels that
 * are version 1's alone (the serial prefix, the prefix's levels 1 and 3,
 * samu_tok_bwd, samu_reduce), their launches (sg_samu_steps<sa_dev>) and the rows.
 * Scratch: channel-contiguous per ch for the prefix (the layout sg_cgroup_* take);
 * the largest buffers are gx (4 B L D bytes) and eterm, dterm (2 B L D bytes
 * each); at B = 8, L = 131072, D = 2048 the whole run holds about 37 GB of device
 * memory (inputs, outputs and scratch). Version 1 is the numerics baseline, not
 * a fast kernel (the token dot products and the per-channel prefix are one
 * thread each).
 *
 * Interface, poisoning and error handling as kernels/rglru/rglru_chunked.cu: host
 * pointers in and out, device outputs filled with 0xFF before the launches,
 * every CUDA call and launch checked (cudaGetLastError after each launch,
 * cudaDeviceSynchronize at the end), every buffer freed and, after a failure, the runtime's last error cleared on
 * every path (sg_cuda_finish). Build
 * flags (kernels/CMakeLists.txt): --fmad=false -prec-div=true -prec-sqrt=true
 * -ftz=false; never fast-math, never the __expf-style intrinsics.
 *
 * Run:
 *   scangate run --backend cuda.samu_chunk32_serial [--set ci]   (or _grouped64, cuda.samu_hybrid)
 *   ctest -L gpu --output-on-failure        (tests/test_gpu.c: oracle-judged,
 *                                             and against the CPU emulations)
 * Without a device the rows report "no CUDA device: ..." from available().
 */
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "samu_device.cuh" /* sg_samu_k_* (shared with version 2), sg_samu_d_*, the host helpers */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#define SA_THREADS 128

/* ---- the device problem --------------------------------------------------- */
/* Version 2's fields (kernels/samu/samu_device.cuh) in version 1's layouts:
 * P, Lw, zent, gent channel-major [B*M][C], Uw, Ow [B*M][NG], the Ebar / dbar
 * terms [B][M][L], the dnu / dtheta partials [B][C][M] (sg_samu_d_at,
 * sg_samu_d_term, sg_samu_d_part); `rows` is not allocated. */
struct sa_dev {
    SG_SAMU2_DEV_HEAD
    SG_SAMU2_DEV_TAIL
};
template <> struct sg_samu_v1<sa_dev> {
    static constexpr bool on = true;
};

/* ---- the chunk prefix, either direction ------------------------------------- */
/* Serial prefix, per channel ch = b M + m: entry[k] = x_k, x_{k+1} = P_k(x_k),
 * x_0 from src [B,D] (z0 or dz_last). */
__global__ static void samu_prefix_serial(sa_dev g, const float *src, sg_cf *entry) {
    const int64_t ch = sg_gid();
    if (ch >= g.B * g.M) return;
    const int64_t M = g.M, C = g.C, b = ch / M, m = ch % M;
    sg_cprefix_serial(g.P + ch * C, C, sg_cf_make(src[b * g.D + m], src[b * g.D + M + m]), entry + ch * C);
}

/* Grouped prefix, level 1, per (ch, group j): L_k of the group's chunks and U_j. */
__global__ static void samu_group_local(sa_dev g) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.M * g.NG) return;
    const int64_t C = g.C, G = SG_SA_GROUP, ch = i / g.NG, j = i % g.NG;
    g.Uw[ch * g.NG + j] = sg_cgroup_local(g.P + ch * C + j * G, (int)sg_prefix_group_len(C, G, j), g.Lw + ch * C + j * G);
}

/* Grouped prefix, level 3, per (ch, k): entry[k] = (L_k o O_j)(x0). Level 2,
 * per ch, is version 2's (sg_samu_k2_group_outer: the layouts agree). */
__global__ static void samu_group_apply(sa_dev g, const float *src, sg_cf *entry) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.M * g.C) return;
    const int64_t M = g.M, C = g.C, ch = i / C, k = i % C, b = ch / M, m = ch % M;
    const int64_t j = k / SG_SA_GROUP;
    const sg_cf x0 = sg_cf_make(src[b * g.D + m], src[b * g.D + M + m]);
    entry[ch * C + k] = sg_cgroup_entry(g.Lw[ch * C + k], g.Ow[ch * g.NG + j], x0);
}

/* ---- backward: the mode sums and the reduction ------------------------------ */
/* Per (b,t): Ebar_t, dbar_t = the terms summed over m ascending from 0 (no terms
 * at a reset), then the controller backward of the token. */
__global__ static void samu_tok_bwd(sa_dev g) {
    const int64_t bt = sg_gid();
    if (bt >= g.B * g.L) return;
    const int64_t M = g.M, L = g.L, b = bt / L, t = bt % L;
    float ebar = 0.0f, dbar = 0.0f;
    if (g.segpos[bt] != 0)
        for (int64_t m = 0; m < M; m++) {
            ebar = ebar + g.eterm[(b * M + m) * L + t];
            dbar = dbar + g.dterm[(b * M + m) * L + t];
        }
    g.ctl[bt] = sg_samu_ctl_bwd(&g.tok[bt], ebar, dbar, g.cst->gn.gph, g.cst->gn.gr);
}

/* Per reduced element, in the order dnu [M], dtheta [M], g_phi [D+1], g_r [D+1],
 * the two amplitude sums: sg_samu_reduce over the [B][C][n] partials. */
__global__ static void samu_reduce(sa_dev g) {
    int64_t i = sg_gid();
    const int64_t M = g.M, D1 = g.D + 1;
    const float *const part[6] = {g.dnu_p, g.dth_p, g.gwph_p, g.gwrh_p, g.gbph_p, g.gbr_p};
    float *const dst[6] = {g.dnu, g.dtheta, g.gwph, g.gwrh, g.gb, g.gb + 1};
    const int64_t n[6] = {M, M, D1, D1, 1, 1};
    for (int q = 0; q < 6; q++) {
        if (i < n[q]) {
            dst[q][i] = sg_samu_reduce(part[q], g.B, g.C, n[q], i);
            return;
        }
        i -= n[q];
    }
}

/* ---- host side ------------------------------------------------------------ */
/* Version 1's launches where the versions differ (sg_samu_steps): SA_THREADS a
 * block; the prefix's levels (grouped) or the serial prefix, one thread per
 * channel or per (channel, chunk); the mode sum one thread per token; the
 * reduction one thread per element. */
template <> struct sg_samu_steps<sa_dev> {
    static constexpr int THREADS = SA_THREADS;
    static sg_status prefix(const sa_dev &g, int grouped, const float *src, sg_cf *entry) {
        const int64_t nch = g.B * g.M;
        if (!grouped) {
            SG_LAUNCH(samu_prefix_serial, nch, SA_THREADS, g, src, entry);
            return SG_OK;
        }
        SG_LAUNCH(samu_group_local, nch * g.NG, SA_THREADS, g);
        SG_LAUNCH(sg_samu_k2_group_outer, nch, SA_THREADS, g);
        SG_LAUNCH(samu_group_apply, nch * g.C, SA_THREADS, g, src, entry);
        return SG_OK;
    }
    static sg_status tok_bwd(const sa_dev &g) {
        SG_LAUNCH(samu_tok_bwd, g.B * g.L, SA_THREADS, g);
        return SG_OK;
    }
    static sg_status reduce(const sa_dev &g) {
        SG_LAUNCH(samu_reduce, g.nred, SA_THREADS, g);
        return SG_OK;
    }
};

static sg_status samu_cuda(const sg_samu_problem *pb, sg_samu_outputs *out, int fwd_grouped, int bwd_grouped,
                           const char *row) {
    sa_dev g;
    memset(&g, 0, sizeof g);
    return sg_samu_run(g, pb, out, fwd_grouped, bwd_grouped, row);
}

static sg_status cuda_samu_chunk32_serial(SG_SAMU_PARAMS) {
    return samu_cuda(pb, out, 0, 0, "cuda.samu_chunk32_serial");
}
static sg_status cuda_samu_chunk32_grouped64(SG_SAMU_PARAMS) {
    return samu_cuda(pb, out, 1, 1, "cuda.samu_chunk32_grouped64");
}
static sg_status cuda_samu_hybrid(SG_SAMU_PARAMS) { return samu_cuda(pb, out, 0, 1, "cuda.samu_hybrid"); }

extern "C" int sg_kernels_row_samu(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.samu_chunk32_serial", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_chunk32_serial, SG_SA_CHUNK, 0},
        {"cuda.samu_chunk32_grouped64", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_chunk32_grouped64, SG_SA_CHUNK, SG_SA_GROUP},
        {"cuda.samu_hybrid", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_hybrid, SG_SA_CHUNK, SG_SA_GROUP},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
