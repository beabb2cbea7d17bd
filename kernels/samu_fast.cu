/* samu_fast.cu - version 2 of the chunked SAMU CUDA kernels (reference/EQUATIONS.md
 * sections 6 and 7): the algorithms of version 1
 * (kernels/samu_chunked.cu, the readable numerics baseline, which stays
 * untouched: its code hash carries stored verdicts) with the work spread over
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
 *   fsumm        per (c, ch): S_c = T_e o ... o T_s (v1 samu_fwd_summary) -> P[c][ch]
 *   prefix from z0 (v1 launch_prefix):
 *     serial     per ch: entry_0 = z0, entry_{k+1} = P_k(entry_k) (v1
 *                samu_prefix_serial), sg_cprefix_serial on batches of
 *                SA2_BATCH chunks loaded into a local array; the batch's last
 *                step is the fold's next step (the carry); 32-thread blocks so
 *                few channels still spread over many SMs
 *     grouped    local per (group j, ch): sg_cgroup_local -> L_k, U_j (v1
 *                samu_group_local); outer per ch: sg_cgroup_outer -> O_j (v1
 *                samu_group_outer); entry per (c, ch): sg_cgroup_entry (v1
 *                samu_group_apply)
 *   freplay      per (c, ch): the chunk from its entry -> y; the last chunk
 *                z_last (v1 samu_fwd_replay)
 *   backward (a full call):
 *   bsumm        per (c, ch): R_s o ... o R_e stored at P[C-1-c][ch] (v1
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
 * Interface, poisoning, error handling and build flags as version 1 (see
 * kernels/samu_chunked.cu): host pointers in and out, device outputs filled
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

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#define SA2_THREADS 256
#define SA2_CH_THREADS 32 /* per-channel sequential folds: small blocks, spread over SMs */
#define SA2_BATCH 16      /* chunks per local batch of the serial prefix */
#define SA2_TOK 128       /* tokens per tok_bwd block (= its threads) */
#define SA2_MT 32         /* modes per tok_bwd shared-memory tile */

/* Constants computed once on the device (sa2_consts_k). */
struct sa2_consts {
    float nph, nr;   /* |w_phi|, |w_r| */
    sg_samu_gain gn; /* sqm, tph, tr, gph, gr */
};

/* ---- the device problem --------------------------------------------------- */
struct sa2_dev {
    int64_t B, L, D, M, C, NG, nch, nred;
    float a_phi, a_r;
    const uint16_t *x, *dy;
    const float *z0, *dz_last, *w_phi, *w_r, *nu, *theta;
    const int32_t *segpos;
    uint16_t *y, *dx;
    float *z_last, *dz0, *dw_phi, *dw_r, *da_phi, *da_r, *dnu, *dtheta;
    /* scratch */
    sa2_consts *cst;
    float *wph, *wrh;        /* [D+1] normalised directions */
    float *cth, *sth;        /* [M] cos, sin theta */
    sg_samu_tok *tok;        /* [B*L] */
    sg_cpair *P, *Lw;        /* [C][nch]: summaries (forward, then backward in application order), L_k */
    sg_cpair *Uw, *Ow;       /* [nch][NG] */
    sg_cf *zent, *gent;      /* [C][nch]: forward entries by chunk; backward entries in application order */
    float *gx;               /* [B*L*D] write path of dx */
    float *eterm, *dterm;    /* [B*L][M] Ebar and dbar terms */
    sg_samu_ctl *ctl;        /* [B*L] controller backward per token */
    float *dnu_p, *dth_p;    /* [C][nch] chunk partials */
    float *gwph_p, *gwrh_p;  /* [B][C][D+1] */
    float *gbph_p, *gbr_p;   /* [B][C] */
    float *rows;             /* [B][nred] per-row sums of every reduced element */
    float *gwph, *gwrh;      /* [D+1] reduced */
    float *gb;               /* [2] reduced amplitude sums */
};

__device__ static inline int64_t sa2_gid(void) { return (int64_t)blockIdx.x * blockDim.x + threadIdx.x; }

/* Thread sa2_gid() of a per-(chunk, channel) kernel, ch fastest: its chunk c,
 * channel ch = b M + m and the chunk's steps t0 <= t < t1; false past the last. */
__device__ __forceinline__ static bool sa2_cch(const sa2_dev &g, int64_t *c, int64_t *ch, int64_t *b, int64_t *m,
                                               int64_t *t0, int64_t *t1) {
    const int64_t i = sa2_gid();
    if (i >= g.C * g.nch) return false;
    *c = i / g.nch;
    *ch = i % g.nch;
    *b = *ch / g.M;
    *m = *ch % g.M;
    *t0 = *c * SG_SA_CHUNK;
    *t1 = *t0 + SG_SA_CHUNK < g.L ? *t0 + SG_SA_CHUNK : g.L;
    return true;
}

/* The coefficients of mode m at token t of row b (reset_t = segpos == 0): v1's sa_mode. */
__device__ __forceinline__ static sg_samu_coef sa2_mode(const sa2_dev &g, int64_t b, int64_t t, int64_t m) {
    return sg_samu_mode(g.nu[m], g.cth[m], g.sth[m], &g.tok[b * g.L + t], g.segpos[b * g.L + t] == 0);
}

/* (row[m], row[M+m]) of a bf16 [.., D] row: w_t or Y_t of mode m. */
__device__ __forceinline__ static sg_cf sa2_cval(const uint16_t *row, int64_t M, int64_t m) {
    return sg_cf_make(dev_bf16_to_f32(row[m]), dev_bf16_to_f32(row[M + m]));
}

/* x0 of channel ch from a [B,D] state (z0 or dz_last): (src[b][m], src[b][M+m]). */
__device__ __forceinline__ static sg_cf sa2_x0(const sa2_dev &g, const float *src, int64_t ch) {
    const int64_t b = ch / g.M, m = ch % g.M;
    return sg_cf_make(src[b * g.D + m], src[b * g.D + g.M + m]);
}

/* ---- constants and tokens (v1 samu_consts, samu_tokens) -------------------- */
__global__ static void sa2_consts_k(sa2_dev g) {
    __shared__ float s_n[2];
    if (threadIdx.x == 0) {
        sa2_consts k;
        k.nph = sqrtf(sg_samu_dot(g.w_phi, g.w_phi, g.D + 1));
        k.nr = sqrtf(sg_samu_dot(g.w_r, g.w_r, g.D + 1));
        k.gn = sg_samu_gains(g.a_phi, g.a_r, g.M);
        *g.cst = k;
        s_n[0] = k.nph;
        s_n[1] = k.nr;
    }
    __syncthreads();
    for (int64_t k = threadIdx.x; k <= g.D; k += blockDim.x) {
        g.wph[k] = g.w_phi[k] / s_n[0];
        g.wrh[k] = g.w_r[k] / s_n[1];
    }
    for (int64_t m = threadIdx.x; m < g.M; m += blockDim.x) {
        sg_theta_cossin(g.theta[m], &g.cth[m], &g.sth[m]);
    }
}

/* Per (b,t): the token phase (k ascending, then the constant entry). */
__global__ static void sa2_tokens(sa2_dev g) {
    const int64_t bt = sa2_gid();
    if (bt >= g.B * g.L) return;
    float u, v;
    sg_samu_dots(g.x + bt * g.D, g.wph, g.wrh, g.D, &u, &v);
    g.tok[bt] = sg_samu_token(u, v, g.cst->gn.gph, g.cst->gn.gr);
}

/* ---- forward -------------------------------------------------------------- */
/* Per (c, ch): the chunk summary S_c = T_e o ... o T_s -> P[c][ch]. */
__global__ static void sa2_fsumm(sa2_dev g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sa2_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, L = g.L, D = g.D;
    sg_cpair S = sg_cpair_identity();
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sa2_mode(g, b, t, m);
        S = sg_cpair_compose(sg_samu_pair(&q, sa2_cval(g.x + (b * L + t) * D, M, m)), S);
    }
    g.P[c * g.nch + ch] = S;
}

/* Serial prefix, per ch: entry[k] = x_k, x_{k+1} = P_k(x_k), x_0 from src.
 * sg_cprefix_serial runs on batches of SA2_BATCH chunks loaded from the
 * chunk-major P; after a batch of n, x = P_{n-1}(entry_{n-1}) is the fold's
 * next step, the carry into the next batch (the same operation, the same
 * operands as the unbatched fold). */
__global__ static void sa2_prefix_serial(sa2_dev g, const float *src, sg_cf *entry) {
    const int64_t ch = sa2_gid();
    if (ch >= g.nch) return;
    sg_cf x = sa2_x0(g, src, ch);
    for (int64_t c0 = 0; c0 < g.C; c0 += SA2_BATCH) {
        const int n = (int)(g.C - c0 < SA2_BATCH ? g.C - c0 : SA2_BATCH);
        sg_cpair pl[SA2_BATCH];
        sg_cf el[SA2_BATCH];
#pragma unroll
        for (int k = 0; k < SA2_BATCH; k++)
            if (k < n) pl[k] = g.P[(c0 + k) * g.nch + ch];
        sg_cprefix_serial(pl, n, x, el);
        x = sg_cpair_apply(pl[n - 1], el[n - 1]);
#pragma unroll
        for (int k = 0; k < SA2_BATCH; k++)
            if (k < n) entry[(c0 + k) * g.nch + ch] = el[k];
    }
}

/* Grouped prefix, level 1, per (group j, ch): L_k of the group's chunks and U_j. */
__global__ static void sa2_group_local(sa2_dev g) {
    const int64_t i = sa2_gid();
    if (i >= g.NG * g.nch) return;
    const int64_t j = i / g.nch, ch = i % g.nch;
    const int n = (int)sg_prefix_group_len(g.C, SG_SA_GROUP, j);
    sg_cpair pl[SG_SA_GROUP], ll[SG_SA_GROUP];
    for (int k = 0; k < n; k++) pl[k] = g.P[(j * SG_SA_GROUP + k) * g.nch + ch];
    g.Uw[ch * g.NG + j] = sg_cgroup_local(pl, n, ll);
    for (int k = 0; k < n; k++) g.Lw[(j * SG_SA_GROUP + k) * g.nch + ch] = ll[k];
}

/* Grouped prefix, level 2, per ch: O_j = U_{j-1} o ... o U_0 (channel-major). */
__global__ static void sa2_group_outer(sa2_dev g) {
    const int64_t ch = sa2_gid();
    if (ch >= g.nch) return;
    sg_cgroup_outer(g.Uw + ch * g.NG, (int)g.NG, g.Ow + ch * g.NG);
}

/* Grouped prefix, level 3, per (c, ch): entry[c] = (L_c o O_j)(x0). */
__global__ static void sa2_group_entry(sa2_dev g, const float *src, sg_cf *entry) {
    const int64_t i = sa2_gid();
    if (i >= g.C * g.nch) return;
    const int64_t c = i / g.nch, ch = i % g.nch;
    entry[i] = sg_cgroup_entry(g.Lw[i], g.Ow[ch * g.NG + c / SG_SA_GROUP], sa2_x0(g, src, ch));
}

/* Per (c, ch): the chunk replayed from its entry -> y; z_last from the last chunk. */
__global__ static void sa2_freplay(sa2_dev g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sa2_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, L = g.L, D = g.D;
    sg_cf z = g.zent[c * g.nch + ch];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sa2_mode(g, b, t, m);
        z = sg_cpair_apply(sg_samu_pair(&q, sa2_cval(g.x + (b * L + t) * D, M, m)), z);
        g.y[(b * L + t) * D + m] = dev_f32_to_bf16(z.re);
        g.y[(b * L + t) * D + M + m] = dev_f32_to_bf16(z.im);
    }
    if (c == g.C - 1) {
        g.z_last[b * D + m] = z.re;
        g.z_last[b * D + M + m] = z.im;
    }
}

/* ---- backward ------------------------------------------------------------- */
/* Per (c, ch): R_c = R_s o ... o R_e, R_t(G) = conj(lambda_{t+1}) G + Y_t
 * (lambda_{L+1} = 1), stored in application order at P[C-1-c][ch]. */
__global__ static void sa2_bsumm(sa2_dev g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sa2_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, L = g.L, D = g.D;
    sg_cpair R = sg_cpair_identity();
    for (int64_t t = t1 - 1; t >= t0; t--) {
        sg_cf ln = sg_cf_make(1.0f, 0.0f);
        if (t + 1 < L) {
            const sg_samu_coef q = sa2_mode(g, b, t + 1, m);
            ln = sg_conj(q.lam);
        }
        R = sg_cpair_compose(sg_cpair_make(ln, sa2_cval(g.dy + (b * L + t) * D, M, m)), R);
    }
    g.P[(g.C - 1 - c) * g.nch + ch] = R;
}

/* Per (c, ch): the chunk's forward states recomputed from its saved entry, then
 * t descending from the reverse entry G_{t1}: the write path gx, the Ebar/dbar
 * terms (token-major), the chunk's dnu/dtheta partials; dz0 at chunk 0. */
__global__ static void sa2_breplay(sa2_dev g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sa2_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, C = g.C, L = g.L, D = g.D, nch = g.nch;
    const float nu = g.nu[m];
    sg_cf zloc[SG_SA_CHUNK];
    sg_cf z = g.zent[c * nch + ch];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sa2_mode(g, b, t, m);
        zloc[t - t0] = z;
        z = sg_cpair_apply(sg_samu_pair(&q, sa2_cval(g.x + (b * L + t) * D, M, m)), z);
    }
    sg_cf Gc = g.gent[(C - 1 - c) * nch + ch]; /* G_{t1} */
    sg_cf ln = sg_cf_make(1.0f, 0.0f);
    if (t1 < L) {
        const sg_samu_coef q = sa2_mode(g, b, t1, m);
        ln = sg_conj(q.lam);
    }
    float dnu_acc = 0.0f, dth_acc = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const int64_t bt = b * L + t;
        const int reset = g.segpos[bt] == 0;
        const sg_samu_coef q = sa2_mode(g, b, t, m);
        Gc = sg_cpair_apply(sg_cpair_make(ln, sa2_cval(g.dy + bt * D, M, m)), Gc);
        ln = sg_conj(q.lam);
        float *gxt = g.gx + bt * D;
        if (reset) { /* gamma = 1, no parameter terms (sa2_tok_bwd reads none here) */
            gxt[m] = Gc.re;
            gxt[M + m] = Gc.im;
            continue;
        }
        gxt[m] = q.gam * Gc.re;
        gxt[M + m] = q.gam * Gc.im;
        const sg_samu_bwd o = sg_samu_bwd_mode(&q, Gc, zloc[t - t0], sa2_cval(g.x + bt * D, M, m));
        dnu_acc = dnu_acc + sg_samu_dnu_term(&o, &q, &g.tok[bt]);
        dth_acc = dth_acc + o.pbar;
        g.eterm[bt * M + m] = sg_samu_ebar_term(&o, &q, nu);
        g.dterm[bt * M + m] = o.pbar;
    }
    if (c == 0) {
        const sg_cf g0 = sg_cmul(ln, Gc);
        g.dz0[b * D + m] = g0.re;
        g.dz0[b * D + M + m] = g0.im;
    }
    g.dnu_p[c * nch + ch] = dnu_acc;
    g.dth_p[c * nch + ch] = dth_acc;
}

/* Per (b,t), SA2_TOK tokens a block: Ebar_t, dbar_t = the terms summed over m
 * ascending from 0 (no terms at a reset), then the controller backward of the
 * token. The block loads [SA2_TOK tokens][SA2_MT modes] tiles of the
 * token-major terms into shared memory (a warp reads 32 neighbouring modes of
 * one token); each thread then adds its token's modes of the tile, m
 * ascending, to its two accumulators. Reset tokens are not loaded (breplay
 * writes no terms there). */
__global__ static void sa2_tok_bwd(sa2_dev g) {
    __shared__ float s_e[SA2_TOK][SA2_MT + 1], s_d[SA2_TOK][SA2_MT + 1];
    const int64_t M = g.M, nbl = g.B * g.L;
    const int64_t bt0 = (int64_t)blockIdx.x * SA2_TOK, bt = bt0 + threadIdx.x;
    const int mine = bt < nbl && g.segpos[bt] != 0; /* this thread's token adds terms */
    float ebar = 0.0f, dbar = 0.0f;
    for (int64_t m0 = 0; m0 < M; m0 += SA2_MT) {
        const int mt = (int)(M - m0 < SA2_MT ? M - m0 : SA2_MT);
        for (int e = (int)threadIdx.x; e < SA2_TOK * SA2_MT; e += SA2_TOK) {
            const int tk = e / SA2_MT, mm = e % SA2_MT;
            const int64_t bl = bt0 + tk;
            if (mm < mt && bl < nbl && g.segpos[bl] != 0) {
                s_e[tk][mm] = g.eterm[bl * M + m0 + mm];
                s_d[tk][mm] = g.dterm[bl * M + m0 + mm];
            }
        }
        __syncthreads();
        if (mine)
            for (int mm = 0; mm < mt; mm++) {
                ebar = ebar + s_e[threadIdx.x][mm];
                dbar = dbar + s_d[threadIdx.x][mm];
            }
        __syncthreads();
    }
    if (bt < nbl) g.ctl[bt] = sg_samu_ctl_bwd(&g.tok[bt], ebar, dbar, g.cst->gn.gph, g.cst->gn.gr);
}

/* Per (b,t,k), k < D: dx = bf16((gx + ub w^_phi[k]) + vb w^_r[k]). */
__global__ static void sa2_dx(sa2_dev g) {
    const int64_t i = sa2_gid();
    if (i >= g.B * g.L * g.D) return;
    const int64_t k = i % g.D, bt = i / g.D;
    const sg_samu_ctl cb = g.ctl[bt];
    g.dx[i] = dev_f32_to_bf16(sg_samu_dx(g.gx[i], &cb, g.wph[k], g.wrh[k]));
}

/* Per (b,c,k), k <= D: the chunk's partials of the direction gradients (before
 * the projection), t descending from 0: sum ub x~_k, sum vb x~_k (x~_D = 1);
 * thread k = D also the amplitude sums dbar p, cbar q ([B][C][D+1], [B][C]). */
__global__ static void sa2_ctl_partials(sa2_dev g) {
    const int64_t i = sa2_gid();
    const int64_t D = g.D, D1 = g.D + 1, L = g.L, C = g.C;
    if (i >= g.B * C * D1) return;
    const int64_t k = i % D1, bc = i / D1, b = bc / C, c = bc % C;
    const int64_t t0 = c * SG_SA_CHUNK, t1 = t0 + SG_SA_CHUNK < L ? t0 + SG_SA_CHUNK : L;
    float gwp = 0.0f, gwr = 0.0f, gbph = 0.0f, gbr = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const sg_samu_ctl cb = g.ctl[b * L + t];
        if (k < D) {
            const float xk = dev_bf16_to_f32(g.x[(b * L + t) * D + k]);
            gwp = gwp + cb.ub * xk;
            gwr = gwr + cb.vb * xk;
        } else {
            gwp = gwp + cb.ub;
            gwr = gwr + cb.vb;
            gbph = gbph + cb.aph;
            gbr = gbr + cb.ar;
        }
    }
    g.gwph_p[bc * D1 + k] = gwp;
    g.gwrh_p[bc * D1 + k] = gwr;
    if (k == D) {
        g.gbph_p[bc] = gbph;
        g.gbr_p[bc] = gbr;
    }
}

/* The reduced elements, in v1 samu_reduce's order: dnu [M], dtheta [M],
 * g_phi [D+1], g_r [D+1], the two amplitude sums (nred in all). */
#define SA2_NKIND 6

/* Per (b, element e), e fastest: row b's sum of e's chunk partials, c ascending
 * from 0 (v1 sg_samu_reduce's inner loop). Computed as sg_samu_reduce over the
 * one row (B = 1) in the [1][C][n] view of the row's partials; its
 * `0 + row` equals row bit for bit (the row starts at +0, so it is never -0;
 * a NaN stays a NaN). */
__global__ static void sa2_red_rows(sa2_dev g) {
    const int64_t i = sa2_gid();
    if (i >= g.B * g.nred) return;
    const int64_t b = i / g.nred, M = g.M, C = g.C, D1 = g.D + 1;
    int64_t e = i % g.nred;
    /* row b of each kind's partials as a [1][C][n] array: base, n */
    const float *const base[SA2_NKIND] = {g.dnu_p + b * M, g.dth_p + b * M, g.gwph_p + b * C * D1,
                                          g.gwrh_p + b * C * D1, g.gbph_p + b * C, g.gbr_p + b * C};
    const int64_t stride[SA2_NKIND] = {g.nch, g.nch, D1, D1, 1, 1};
    const int64_t n[SA2_NKIND] = {M, M, D1, D1, 1, 1};
    for (int q = 0; q < SA2_NKIND; q++) {
        if (e < n[q]) {
            g.rows[i] = sg_samu_reduce(base[q], 1, C, stride[q], e);
            return;
        }
        e -= n[q];
    }
}

/* Per element e: the rows b ascending from 0 (v1's `total = total + row`),
 * sg_samu_reduce over the [B][1][nred] rows, into dnu, dtheta, g_phi, g_r and
 * the amplitude sums. */
__global__ static void sa2_red_total(sa2_dev g) {
    const int64_t e0 = sa2_gid();
    if (e0 >= g.nred) return;
    const int64_t M = g.M, D1 = g.D + 1;
    const float v = sg_samu_reduce(g.rows, g.B, 1, g.nred, e0);
    float *const dst[SA2_NKIND] = {g.dnu, g.dtheta, g.gwph, g.gwrh, g.gb, g.gb + 1};
    const int64_t n[SA2_NKIND] = {M, M, D1, D1, 1, 1};
    int64_t e = e0;
    for (int q = 0; q < SA2_NKIND; q++) {
        if (e < n[q]) {
            dst[q][e] = v;
            return;
        }
        e -= n[q];
    }
}

/* 1 block: the final formulas (the projections' w^.g k ascending, then per k). */
__global__ static void sa2_final(sa2_dev g) {
    __shared__ float s_dp[2];
    const int64_t D1 = g.D + 1;
    if (threadIdx.x == 0) {
        s_dp[0] = sg_samu_dot(g.wph, g.gwph, D1);
        s_dp[1] = sg_samu_dot(g.wrh, g.gwrh, D1);
        g.da_phi[0] = sg_samu_da(g.gb[0], g.cst->gn.tph, g.cst->gn.sqm);
        g.da_r[0] = sg_samu_da(g.gb[1], g.cst->gn.tr, g.cst->gn.sqm);
    }
    __syncthreads();
    const float nph = g.cst->nph, nr = g.cst->nr;
    for (int64_t k = threadIdx.x; k < D1; k += blockDim.x) {
        g.dw_phi[k] = sg_samu_dw(g.gwph[k], g.wph[k], s_dp[0], nph);
        g.dw_r[k] = sg_samu_dw(g.gwrh[k], g.wrh[k], s_dp[1], nr);
    }
}

/* ---- host side ------------------------------------------------------------ */
static unsigned sa2_blocks(int64_t n, int threads) { return (unsigned)((n + threads - 1) / threads); }

/* The chunk entries of every channel from the summaries in g.P and x0 from src
 * (z0 or dz_last) into entry: the grouped prefix's three levels (one launch
 * each) or the serial prefix. Returns the first launch error. */
static cudaError_t sa2_prefix(const sa2_dev &g, int grouped, const float *src, sg_cf *entry) {
    if (!grouped) {
        sa2_prefix_serial<<<sa2_blocks(g.nch, SA2_CH_THREADS), SA2_CH_THREADS>>>(g, src, entry);
        return cudaGetLastError();
    }
    sa2_group_local<<<sa2_blocks(g.NG * g.nch, SA2_THREADS), SA2_THREADS>>>(g);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    sa2_group_outer<<<sa2_blocks(g.nch, SA2_CH_THREADS), SA2_CH_THREADS>>>(g);
    if ((e = cudaGetLastError()) != cudaSuccess) return e;
    sa2_group_entry<<<sa2_blocks(g.C * g.nch, SA2_THREADS), SA2_THREADS>>>(g, src, entry);
    return cudaGetLastError();
}

/* The device buffers of one run: field, host source (NULL: none), bytes,
 * whether it is an output (poisoned) and whether this call needs it. */
struct sa2_buf {
    void **field;
    const void *src;
    size_t n;
    int poison, need;
    const char *name;
};

/* The device time of this thread's last call (the rows' device_seconds). */
static thread_local double g2_samu_last_seconds = NAN;
static double samu2_device_seconds(void) { return g2_samu_last_seconds; }

static sg_status samu2_cuda(const sg_samu_problem *pb, sg_samu_outputs *out, int fwd_grouped, int bwd_grouped,
                            const char *row) {
    sg_status st = SG_OK;
    sa2_dev g;
    memset(&g, 0, sizeof g);
    sg_dev_timer tm = {NULL, NULL};
    const int fwd_only = out->dx == NULL; /* sg_pass */
    const int bwd = !fwd_only, grouped = fwd_grouped || (bwd && bwd_grouped);
    double secs = NAN;
    g2_samu_last_seconds = NAN;
    void *bufs[48] = {NULL};
    int nb = 0;
    size_t total = 0;
    int64_t nbld = 0, nbl = 0, nbd = 0, nd1 = 0, nchc = 0, nchg = 0, nbcd1 = 0, nbc = 0;
    if (pb->B < 1 || pb->L < 1 || pb->D < 2 || pb->D % 2)
        return sg_fail(SG_E_SHAPE, "%s: needs B, L >= 1 and an even D >= 2 (B=%lld L=%lld D=%lld)", row,
                       (long long)pb->B, (long long)pb->L, (long long)pb->D);
    if ((st = sg_check_dims(row, pb->B, pb->L, pb->D)) != SG_OK) return st; /* before any product of them */
    g.B = pb->B;
    g.L = pb->L;
    g.D = pb->D;
    g.M = g.D / 2;
    g.C = (g.L + SG_SA_CHUNK - 1) / SG_SA_CHUNK;
    g.NG = sg_prefix_ngroups(g.C, SG_SA_GROUP);
    g.nch = g.B * g.M;
    g.nred = 2 * g.M + 2 * (g.D + 1) + 2;
    g.a_phi = pb->a_phi;
    g.a_r = pb->a_r;
    nbld = g.B * g.L * g.D;
    nbl = g.B * g.L;
    nbd = g.B * g.D;
    nd1 = g.D + 1;
    nchc = g.C * g.nch;
    nchg = g.NG * g.nch;
    nbcd1 = g.B * g.C * nd1;
    nbc = g.B * g.C;
    if ((nbld + SA2_THREADS - 1) / SA2_THREADS > INT32_MAX || (nbcd1 + SA2_THREADS - 1) / SA2_THREADS > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B*L*D = %lld too large for one launch", row, (long long)nbld);
    {
        const size_t f = sizeof(float), h = sizeof(uint16_t);
        const sa2_buf list[] = {
            {(void **)&g.x, pb->x, (size_t)nbld * h, 0, 1, "x"},
            {(void **)&g.z0, pb->z0, (size_t)nbd * f, 0, 1, "z0"},
            {(void **)&g.segpos, pb->segpos, (size_t)nbl * sizeof(int32_t), 0, 1, "segpos"},
            {(void **)&g.w_phi, pb->w_phi, (size_t)nd1 * f, 0, 1, "w_phi"},
            {(void **)&g.w_r, pb->w_r, (size_t)nd1 * f, 0, 1, "w_r"},
            {(void **)&g.nu, pb->nu, (size_t)g.M * f, 0, 1, "nu"},
            {(void **)&g.theta, pb->theta, (size_t)g.M * f, 0, 1, "theta"},
            {(void **)&g.y, NULL, (size_t)nbld * h, 1, 1, "y"},
            {(void **)&g.z_last, NULL, (size_t)nbd * f, 1, 1, "z_last"},
            {(void **)&g.cst, NULL, sizeof(sa2_consts), 0, 1, "consts"},
            {(void **)&g.wph, NULL, (size_t)nd1 * f, 0, 1, "w^_phi"},
            {(void **)&g.wrh, NULL, (size_t)nd1 * f, 0, 1, "w^_r"},
            {(void **)&g.cth, NULL, (size_t)g.M * f, 0, 1, "cos theta"},
            {(void **)&g.sth, NULL, (size_t)g.M * f, 0, 1, "sin theta"},
            {(void **)&g.tok, NULL, (size_t)nbl * sizeof(sg_samu_tok), 0, 1, "tokens"},
            {(void **)&g.P, NULL, (size_t)nchc * sizeof(sg_cpair), 0, 1, "chunk summaries"},
            {(void **)&g.zent, NULL, (size_t)nchc * sizeof(sg_cf), 0, 1, "forward entries"},
            {(void **)&g.Lw, NULL, (size_t)nchc * sizeof(sg_cpair), 0, grouped, "group-local prefixes"},
            {(void **)&g.Uw, NULL, (size_t)nchg * sizeof(sg_cpair), 0, grouped, "group summaries"},
            {(void **)&g.Ow, NULL, (size_t)nchg * sizeof(sg_cpair), 0, grouped, "group prefixes"},
            {(void **)&g.dy, pb->dy, (size_t)nbld * h, 0, bwd, "dy"},
            {(void **)&g.dz_last, pb->dz_last, (size_t)nbd * f, 0, bwd, "dz_last"},
            {(void **)&g.dx, NULL, (size_t)nbld * h, 1, bwd, "dx"},
            {(void **)&g.dz0, NULL, (size_t)nbd * f, 1, bwd, "dz0"},
            {(void **)&g.dw_phi, NULL, (size_t)nd1 * f, 1, bwd, "dw_phi"},
            {(void **)&g.dw_r, NULL, (size_t)nd1 * f, 1, bwd, "dw_r"},
            {(void **)&g.da_phi, NULL, f, 1, bwd, "da_phi"},
            {(void **)&g.da_r, NULL, f, 1, bwd, "da_r"},
            {(void **)&g.dnu, NULL, (size_t)g.M * f, 1, bwd, "dnu"},
            {(void **)&g.dtheta, NULL, (size_t)g.M * f, 1, bwd, "dtheta"},
            {(void **)&g.gent, NULL, (size_t)nchc * sizeof(sg_cf), 0, bwd, "reverse entries"},
            {(void **)&g.gx, NULL, (size_t)nbld * f, 0, bwd, "dx write path"},
            {(void **)&g.eterm, NULL, (size_t)(nbl * g.M) * f, 0, bwd, "Ebar terms"},
            {(void **)&g.dterm, NULL, (size_t)(nbl * g.M) * f, 0, bwd, "dbar terms"},
            {(void **)&g.ctl, NULL, (size_t)nbl * sizeof(sg_samu_ctl), 0, bwd, "controller backward"},
            {(void **)&g.dnu_p, NULL, (size_t)nchc * f, 0, bwd, "dnu partials"},
            {(void **)&g.dth_p, NULL, (size_t)nchc * f, 0, bwd, "dtheta partials"},
            {(void **)&g.gwph_p, NULL, (size_t)nbcd1 * f, 0, bwd, "w_phi partials"},
            {(void **)&g.gwrh_p, NULL, (size_t)nbcd1 * f, 0, bwd, "w_r partials"},
            {(void **)&g.gbph_p, NULL, (size_t)nbc * f, 0, bwd, "a_phi partials"},
            {(void **)&g.gbr_p, NULL, (size_t)nbc * f, 0, bwd, "a_r partials"},
            {(void **)&g.rows, NULL, (size_t)(g.B * g.nred) * f, 0, bwd, "reduction rows"},
            {(void **)&g.gwph, NULL, (size_t)nd1 * f, 0, bwd, "w_phi sums"},
            {(void **)&g.gwrh, NULL, (size_t)nd1 * f, 0, bwd, "w_r sums"},
            {(void **)&g.gb, NULL, 2 * f, 0, bwd, "amplitude sums"},
        };
        const int nlist = (int)(sizeof list / sizeof list[0]);
        static_assert(sizeof list / sizeof list[0] <= sizeof bufs / sizeof bufs[0], "bufs holds every device buffer");
        for (int k = 0; k < nlist; k++)
            if (list[k].need) total += list[k].n;
        for (int k = 0; k < nlist; k++) {
            if (!list[k].need) continue;
            const cudaError_t e = list[k].poison ? dev_alloc_poisoned(list[k].field, list[k].n)
                                                 : dev_alloc(list[k].field, list[k].src, list[k].n);
            if (*list[k].field) bufs[nb++] = *list[k].field;
            if (e != cudaSuccess) {
                st = sg_fail(sg_cuda_code(e),
                             "%s: device buffer '%s' (%zu bytes; %.2f GiB of device memory in all for B=%lld L=%lld "
                             "D=%lld) failed: %s",
                             row, list[k].name, list[k].n, (double)total / (1024.0 * 1024.0 * 1024.0),
                             (long long)g.B, (long long)g.L, (long long)g.D, cudaGetErrorString(e));
                goto done;
            }
        }
    }

#define SA2_LAUNCH(kernel, n, ...)                                                 \
    do {                                                                           \
        kernel<<<sa2_blocks(n, SA2_THREADS), SA2_THREADS>>>(__VA_ARGS__);          \
        SG_CUDA_CHECK(cudaGetLastError());                                         \
    } while (0)

    SG_CUDA_CHECK(sg_dev_timer_begin(&tm));
    sa2_consts_k<<<1, 256>>>(g);
    SG_CUDA_CHECK(cudaGetLastError());
    SA2_LAUNCH(sa2_tokens, nbl, g);
    /* forward */
    SA2_LAUNCH(sa2_fsumm, nchc, g);
    SG_CUDA_CHECK(sa2_prefix(g, fwd_grouped, g.z0, g.zent));
    SA2_LAUNCH(sa2_freplay, nchc, g);
    if (bwd) { /* backward (sg_pass) */
        SA2_LAUNCH(sa2_bsumm, nchc, g);
        SG_CUDA_CHECK(sa2_prefix(g, bwd_grouped, g.dz_last, g.gent));
        SA2_LAUNCH(sa2_breplay, nchc, g);
        sa2_tok_bwd<<<sa2_blocks(nbl, SA2_TOK), SA2_TOK>>>(g);
        SG_CUDA_CHECK(cudaGetLastError());
        SA2_LAUNCH(sa2_dx, nbld, g);
        SA2_LAUNCH(sa2_ctl_partials, nbcd1, g);
        SA2_LAUNCH(sa2_red_rows, g.B * g.nred, g);
        SA2_LAUNCH(sa2_red_total, g.nred, g);
        sa2_final<<<1, 256>>>(g);
        SG_CUDA_CHECK(cudaGetLastError());
    }
    SG_CUDA_CHECK(sg_dev_timer_end(&tm, &secs));
    SG_CUDA_CHECK(cudaDeviceSynchronize());
#undef SA2_LAUNCH

    SG_CUDA_CHECK(dev_copy_back(out->y, g.y, (size_t)nbld * sizeof(uint16_t)));
    SG_CUDA_CHECK(dev_copy_back(out->z_last, g.z_last, (size_t)nbd * sizeof(float)));
    if (bwd) {
        SG_CUDA_CHECK(dev_copy_back(out->dx, g.dx, (size_t)nbld * sizeof(uint16_t)));
        SG_CUDA_CHECK(dev_copy_back(out->dz0, g.dz0, (size_t)nbd * sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->dw_phi, g.dw_phi, (size_t)nd1 * sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->dw_r, g.dw_r, (size_t)nd1 * sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->da_phi, g.da_phi, sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->da_r, g.da_r, sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->dnu, g.dnu, (size_t)g.M * sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->dtheta, g.dtheta, (size_t)g.M * sizeof(float)));
    }
    g2_samu_last_seconds = secs;

done:
    sg_dev_timer_free(&tm);
    return sg_cuda_finish(bufs, nb, st);
}

static sg_status cuda_samu_chunk32_serial_v2(SG_SAMU_PARAMS) {
    return samu2_cuda(pb, out, 0, 0, "cuda.samu_chunk32_serial_v2");
}
static sg_status cuda_samu_chunk32_grouped64_v2(SG_SAMU_PARAMS) {
    return samu2_cuda(pb, out, 1, 1, "cuda.samu_chunk32_grouped64_v2");
}
static sg_status cuda_samu_hybrid_v2(SG_SAMU_PARAMS) { return samu2_cuda(pb, out, 0, 1, "cuda.samu_hybrid_v2"); }

extern "C" int sg_kernels_row_samu_v2(const char *name, sg_backend *out) {
    sg_backend rows[3];
    memset(rows, 0, sizeof rows);
    rows[0].name = "cuda.samu_chunk32_serial_v2";
    rows[0].algorithm = "SAMU CUDA v2, a thread per (b,m,chunk): 32-step complex chunk summaries, serial entries per "
                        "(b,m) in batches of 16, replay; fixed-order reductions in stages; FP32";
    rows[0].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_chunk32_serial_v2;
    rows[1].name = "cuda.samu_chunk32_grouped64_v2";
    rows[1].algorithm = "SAMU CUDA v2, a thread per (b,m,chunk): 32-step chunks, entries Q_c = L_c o O_g (groups of "
                        "64; local per (b,m,group), outer per (b,m), entry per (b,m,chunk)), fwd and bwd; FP32";
    rows[1].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_chunk32_grouped64_v2;
    rows[2].name = "cuda.samu_hybrid_v2";
    rows[2].algorithm = "SAMU CUDA v2 very-long path, a thread per (b,m,chunk): serial forward chunk entries, grouped "
                        "(64) reverse prefix; FP32";
    rows[2].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_hybrid_v2;
    for (int i = 0; i < 3; i++) {
        rows[i].kind = SG_BACKEND_CUDA;
        rows[i].available = cuda_available;
        rows[i].chunk = SG_SA_CHUNK;
        rows[i].group = i == 0 ? 0 : SG_SA_GROUP;
        rows[i].forward_only = 1;
        rows[i].device_seconds = samu2_device_seconds;
    }
    return sg_backend_pick(rows, (int)(sizeof rows / sizeof rows[0]), name, out);
}
