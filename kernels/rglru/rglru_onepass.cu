/* rglru_onepass.cu - version 3 of the chunked RG-LRU CUDA kernels
 * (reference/EQUATIONS.md sections 1, 2, 7 and 7.3): one pass over the
 * inputs each direction, the chunk state on chip, entries by a decoupled
 * look-back, and the step in the portable numerics.
 *
 * Row (row function sg_kernels_row_rglru_v3, backends/sg_rows.def):
 *   cuda.rglru_chunk16_lookback_v3   twin of cpu.rglru_chunk16_serial_pn
 *
 * Versions 1 and 2 (kernels/rglru/rglru_chunked.cu, kernels/rglru/rglru_fast.cu)
 * stay as the readable baselines; they read the inputs twice a direction and
 * evaluate the step with the device libm (two sigmoids with a division each,
 * the decay's exp in FP64, two expm1f), whose arithmetic alone runs below the
 * memory time (bench/step_floor.cu). Version 3 changes both:
 *
 * Numerics: the portable step of scan/sg_scan_ops.h (sigma by table, a and
 * a - 1 from one polynomial, IEEE operations only), the very functions its CPU
 * twin runs, so the kernel and cpu.rglru_chunk16_serial_pn compute the same
 * bits (the chunk algorithm is that row's: 16-step summaries, entries by the
 * serial fold entry_{c+1} = S_c(entry_c), each chunk replayed from its entry).
 * The host computes what is per channel or per pattern before the call, with
 * the twin's code: s = softplus(p_d), sigma(p_d) and the sigma table, copied in
 * with the inputs (outside the timed region, as the inputs).
 *
 * Work: a tile is 32 channels (one per lane, d within one batch row) by
 * RG3_W chunks (one per warp) of 16 steps. Persistent blocks take tiles in
 * order from a counter (time-major, so every channel group's tile j is
 * claimed before any tile j + 1), so a block waits only on tiles already
 * running. Per tile, forward:
 *   1. each thread loads its chunk's 16 steps of x, u, v (and the row's
 *      resets), forms the steps' pairs in registers and their summary S_c;
 *   2. the summaries go to global memory, then the tile's flag to 1;
 *   3. warp 0 looks back: from tile j - 1 down, waiting for each flag to be
 *      set, to the first tile whose exit (flag 2) is known, or to h0; then it
 *      applies, chunk by chunk in time order, the summaries of the tiles in
 *      between and its own: the same fold as the serial prefix, so the
 *      entries do not depend on which tile it found (the look-back changes
 *      where the fold starts, never its operations). It stores the chunk
 *      entries (for the backward), the tile's exit, and sets the flag to 2;
 *   4. each thread replays its chunk from its entry: y, and h_last from the
 *      last chunk.
 * Backward (a full call): the same per tile in reverse time order (tiles
 * claimed from the end), on the reverse pairs R_t(g) = abar_{t+1} g + dy_t:
 * the chunk's forward states from its saved entry, its reverse summary, the
 * look-back toward later tiles from dh_last, then t descending: dx, du, dv,
 * the chunk's dp partial, dh0 at chunk 0. dp: per channel the chunk partials
 * c ascending, then per d the rows b ascending, times sigma(p_d): the twin's
 * order. No atomics touch a value; the counter and the flags only order the
 * work, so the outputs are bitwise the same on every run.
 *
 * Bytes: x, u, v read once and y written (8 B per element), plus the chunk
 * summaries (12 B per 16 elements) and entries (4 B per 16); backward x, u,
 * v, dy read once, dx, du, dv written (14 B per element).
 *
 * Interface, poisoning and error handling as versions 1 and 2: host pointers
 * in and out, device outputs filled with 0xFF before the launches, every CUDA
 * call checked, no fast-math (--fmad=false -prec-div=true -prec-sqrt=true
 * -ftz=false; every fmaf of the step is written out).
 * Run: scangate run --backend cuda.rglru_chunk16_lookback_v3 [--set ci]. */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "rglru_device.cuh" /* sg_rg_begin, sg_rg_io, sg_rg_copy_out, sg_rg_k_dp_chunks */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include <vector>

#define RG3_W 8                  /* chunks (warps) per tile */
#define RG3_THREADS (RG3_W * 32) /* one lane per channel */
#define RG3_DONE_SUMMARY 1       /* tile flags: summaries published */
#define RG3_DONE_EXIT 2          /*             and the tile's exit */

struct rg3_dev {
    int64_t B, L, D, C, NT, GD, NGc, nch;
    const uint16_t *x, *u, *v, *dy;
    const float *p, *h0, *dh_last;
    const int32_t *segpos;
    uint16_t *y, *dx, *du, *dv;
    float *h_last, *dh0, *dp;
    const float *tab; /* the sigma table (sg_pn_sig_fill) */
    const float *sc;  /* [2 D]: s = softplus(p_d), then sigma(p_d) */
    /* [C][nch] chunk summaries (a, am1, b), entries, dp partials; [NT][nch] tile exits */
    float *Pa, *Pm, *Pb, *fent, *dpc, *ex, *dp_row;
    int *flags; /* [2][NT][NGc] forward, backward; then the two tile counters */
};

/* ---- flags: release after the data, acquire before reading it --------------- */
__device__ static inline void rg3_flag_set(int *f, int v) {
    asm volatile("st.release.gpu.global.s32 [%0], %1;" ::"l"(f), "r"(v) : "memory");
}
__device__ static inline int rg3_flag_get(const int *f) {
    int v;
    asm volatile("ld.acquire.gpu.global.s32 %0, [%1];" : "=r"(v) : "l"(f) : "memory");
    return v;
}

/* A chunk summary from global memory (another block's: read through L2). */
__device__ static inline sg_rpair rg3_P(const rg3_dev &g, int64_t i) {
    return sg_rpair_make(__ldcg(g.Pa + i), __ldcg(g.Pm + i), __ldcg(g.Pb + i));
}

/* The tile of this block's turn: its time index j (forward order or, with
 * rev, from the end), channel group, and this thread's channel and chunk. */
struct rg3_tile {
    int64_t j, grp, b, d, ch, c, t0, t1;
    bool live, act;     /* live: d < D; act: live and the chunk exists */
    float s;            /* softplus(p_d), the host's (0 past D) */
    int64_t n, e0;      /* the chunk's steps this thread runs (0 unless act); element (b, t0, d) */
    const int32_t *seg; /* the row's segment positions from t0 */
};
__device__ static inline rg3_tile rg3_tile_of(const rg3_dev &g, int64_t tau, bool rev) {
    rg3_tile k;
    const int64_t jj = tau / g.NGc;
    k.j = rev ? g.NT - 1 - jj : jj;
    k.grp = tau % g.NGc;
    k.b = k.grp / g.GD;
    k.d = (k.grp % g.GD) * 32 + (threadIdx.x & 31);
    k.live = k.d < g.D;
    k.ch = k.b * g.D + k.d;
    k.c = k.j * RG3_W + (threadIdx.x >> 5);
    k.t0 = k.c * SG_RG_CHUNK;
    k.t1 = k.t0 + SG_RG_CHUNK < g.L ? k.t0 + SG_RG_CHUNK : g.L;
    k.act = k.live && k.c < g.C;
    k.s = k.live ? g.sc[k.d] : 0.0f;
    k.n = k.act ? k.t1 - k.t0 : 0;
    k.e0 = (k.b * g.L + k.t0) * g.D + k.d;
    k.seg = g.segpos + k.b * g.L + k.t0;
    return k;
}

/* The sigma table into shared memory, once per block. */
__device__ static inline void rg3_load_tab(const rg3_dev &g, float *tab) {
    for (int j = threadIdx.x; j < SG_PN_SIG_N; j += blockDim.x) tab[j] = g.tab[j];
}

/* The next tile of this block (thread 0 draws, the block reads). */
__device__ static inline int64_t rg3_next(int *ctr, int *slot) {
    __syncthreads(); /* the previous tile's shared data is consumed */
    if (threadIdx.x == 0) *slot = atomicAdd(ctr, 1);
    __syncthreads();
    return *slot;
}

/* Step t's coefficients from its stored patterns. */
__device__ static inline sg_rg_coef rg3_coef(const float *tab, uint16_t xb, uint16_t ub, uint16_t vb, float s, int reset) {
    const sg_pn_gate e = sg_pn_gate_of(tab, vb, s);
    return sg_rg_step_g(sg_scan_bf16(xb), sg_pn_sigmoid(tab, ub), &e.g, reset);
}

/* Warp 0's look-back and fold for tile k (dir +1: forward, the predecessors
 * are j - 1, j - 2, ...; -1: backward, j + 1, ...): the state entering the
 * tile, the chunk entries into ent[w] (time order of application: forward
 * w = 0..W-1, backward W-1..0), the chunk entries to global `save` (NULL:
 * none) and the tile's exit published. S[w] holds the tile's own summaries. */
__device__ static inline void rg3_fold(const rg3_dev &g, const rg3_tile &k, int dir, int *flags, float x0,
                                       const sg_rpair (*S)[32], float (*ent)[32], float *save) {
    const int lane = threadIdx.x & 31;
    float h = x0;
    int64_t m = k.j - dir; /* the nearest tile whose exit is known */
    for (;; m -= dir) {
        if (m < 0 || m >= g.NT) break; /* none: x0 */
        int f;
        do f = rg3_flag_get(flags + m * g.NGc + k.grp);
        while (f == 0);
        if (f == RG3_DONE_EXIT) {
            if (k.live) h = __ldcg(g.ex + m * g.nch + k.ch);
            break;
        }
    }
    /* the summaries of the tiles between, then the tile's own, chunk by chunk in application order; a
     * backward look-back may pass the last tile, whose chunks may end before RG3_W (cc < C: those that exist) */
    for (m += dir; m != k.j; m += dir)
        for (int i = 0; i < RG3_W; i++) {
            const int64_t cc = m * RG3_W + (dir > 0 ? i : RG3_W - 1 - i);
            if (cc < g.C && k.live) h = sg_rpair_apply(rg3_P(g, cc * g.nch + k.ch), h);
        }
    for (int i = 0; i < RG3_W; i++) {
        const int w = dir > 0 ? i : RG3_W - 1 - i;
        const int64_t cc = k.j * RG3_W + w;
        ent[w][lane] = h;
        if (cc < g.C && k.live) {
            if (save) save[cc * g.nch + k.ch] = h;
            h = sg_rpair_apply(S[w][lane], h);
        }
    }
    if (k.live) g.ex[k.j * g.nch + k.ch] = h;
    __threadfence();
    __syncwarp();
    if (lane == 0) rg3_flag_set(flags + k.j * g.NGc + k.grp, RG3_DONE_EXIT);
}

/* Publishes the tile's summaries (this thread's S at chunk k.c) and flag 1. */
__device__ static inline void rg3_publish(const rg3_dev &g, const rg3_tile &k, int *flags, sg_rpair S) {
    if (k.act) {
        const int64_t i = k.c * g.nch + k.ch;
        g.Pa[i] = S.a;
        g.Pm[i] = S.am1;
        g.Pb[i] = S.b;
    }
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) rg3_flag_set(flags + k.j * g.NGc + k.grp, RG3_DONE_SUMMARY);
}

/* ---- forward ------------------------------------------------------------------ */
__global__ static void __launch_bounds__(RG3_THREADS) rg3_fwd(rg3_dev g) {
    __shared__ float tab[SG_PN_SIG_N];
    __shared__ sg_rpair S[RG3_W][32];
    __shared__ float ent[RG3_W][32];
    __shared__ int slot;
    rg3_load_tab(g, tab);
    int *flags = g.flags;
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    for (;;) {
        const int64_t tau = rg3_next(g.flags + 2 * g.NT * g.NGc, &slot);
        if (tau >= g.NT * g.NGc) return;
        const rg3_tile k = rg3_tile_of(g, tau, false);
        const float s = k.s;
        const int64_t n = k.n, e0 = k.e0;
        const int32_t *seg = k.seg;
        sg_rpair pr[SG_RG_CHUNK];
        sg_rpair Sm = sg_rpair_identity();
        {
            uint16_t xb[SG_RG_CHUNK], ub[SG_RG_CHUNK], vb[SG_RG_CHUNK];
#pragma unroll
            for (int i = 0; i < SG_RG_CHUNK; i++)
                if (i < n) {
                    xb[i] = g.x[e0 + i * g.D];
                    ub[i] = g.u[e0 + i * g.D];
                    vb[i] = g.v[e0 + i * g.D];
                }
#pragma unroll
            for (int i = 0; i < SG_RG_CHUNK; i++)
                if (i < n) {
                    const sg_rg_coef q = rg3_coef(tab, xb[i], ub[i], vb[i], s, seg[i] == 0);
                    pr[i] = sg_rg_pair(&q);
                    Sm = sg_rpair_compose(pr[i], Sm);
                }
        }
        S[w][lane] = Sm;
        rg3_publish(g, k, flags, Sm);
        if (w == 0) rg3_fold(g, k, 1, flags, k.live ? g.h0[k.ch] : 0.0f, S, ent, g.fent);
        __syncthreads();
        if (k.act) {
            float h = ent[w][lane];
#pragma unroll
            for (int i = 0; i < SG_RG_CHUNK; i++)
                if (i < n) {
                    h = sg_rpair_apply(pr[i], h);
                    g.y[e0 + i * g.D] = dev_f32_to_bf16(h);
                }
            if (k.c == g.C - 1) g.h_last[k.ch] = h;
        }
    }
}

/* ---- backward ----------------------------------------------------------------- */
__global__ static void __launch_bounds__(RG3_THREADS) rg3_bwd(rg3_dev g) {
    __shared__ float tab[SG_PN_SIG_N];
    __shared__ sg_rpair S[RG3_W][32];
    __shared__ float ent[RG3_W][32];
    __shared__ int slot;
    rg3_load_tab(g, tab);
    int *flags = g.flags + g.NT * g.NGc;
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    for (;;) {
        const int64_t tau = rg3_next(g.flags + 2 * g.NT * g.NGc + 1, &slot);
        if (tau >= g.NT * g.NGc) return;
        const rg3_tile k = rg3_tile_of(g, tau, true);
        const float s = k.s;
        const int64_t n = k.n, e0 = k.e0;
        const int32_t *seg = k.seg;
        uint32_t xu[SG_RG_CHUNK], vd[SG_RG_CHUNK]; /* the patterns: x | u << 16, v | dy << 16 */
        float hs[SG_RG_CHUNK];                     /* the forward states h_{t-1} */
        sg_rpair R = sg_rpair_identity();
        sg_rpair an1 = sg_rpair_identity(); /* the decay of step t1 (identity past the end) */
        {
            sg_rpair dec[SG_RG_CHUNK]; /* the decay (abar, abm1) of each step */
#pragma unroll
            for (int i = 0; i < SG_RG_CHUNK; i++)
                if (i < n) {
                    const int64_t e = e0 + i * g.D;
                    xu[i] = (uint32_t)g.x[e] | ((uint32_t)g.u[e] << 16);
                    vd[i] = (uint32_t)g.v[e] | ((uint32_t)g.dy[e] << 16);
                }
            if (k.act && k.t1 < g.L) {
                const sg_pn_gate e = sg_pn_gate_of(tab, g.v[e0 + n * g.D], s);
                an1 = sg_rg_decay_g(&e.g, seg[n] == 0);
            }
            float h = k.act ? g.fent[k.c * g.nch + k.ch] : 0.0f;
#pragma unroll
            for (int i = 0; i < SG_RG_CHUNK; i++)
                if (i < n) {
                    const sg_rg_coef q =
                        rg3_coef(tab, (uint16_t)xu[i], (uint16_t)(xu[i] >> 16), (uint16_t)vd[i], s, seg[i] == 0);
                    hs[i] = h;
                    h = sg_rpair_apply(sg_rg_pair(&q), h);
                    dec[i] = sg_rpair_make(q.abar, q.abm1, 0.0f);
                }
#pragma unroll
            for (int i = SG_RG_CHUNK - 1; i >= 0; i--)
                if (i < n) {
                    const sg_rpair an = i + 1 < SG_RG_CHUNK && i + 1 < n ? dec[i + 1] : an1;
                    R = sg_rpair_compose(sg_rpair_with_b(an, sg_scan_bf16((uint16_t)(vd[i] >> 16))), R);
                }
        }
        S[w][lane] = R;
        rg3_publish(g, k, flags, R);
        if (w == 0) rg3_fold(g, k, -1, flags, k.live ? g.dh_last[k.ch] : 0.0f, S, ent, NULL);
        __syncthreads();
        if (k.act) {
            float gc = ent[w][lane]; /* g_{t1}: the cotangent entering from the right */
            sg_rpair an = an1;
            float acc = 0.0f;
#pragma unroll
            for (int i = SG_RG_CHUNK - 1; i >= 0; i--)
                if (i < n) {
                    const int64_t e = e0 + i * g.D;
                    const int reset = seg[i] == 0;
                    const uint16_t xb = (uint16_t)xu[i], ub = (uint16_t)(xu[i] >> 16);
                    const float x = sg_scan_bf16(xb);
                    const sg_pn_gate ge = sg_pn_gate_of(tab, (uint16_t)vd[i], s);
                    const sg_rg_coef q = sg_rg_step_g(x, sg_pn_sigmoid(tab, ub), &ge.g, reset);
                    gc = sg_rpair_apply(sg_rpair_with_b(an, sg_scan_bf16((uint16_t)(vd[i] >> 16))), gc);
                    const float ic = sg_pn_sigmoid(tab, (uint16_t)(ub ^ 0x8000u));
                    const sg_rg_grad gr = sg_pn_bwd_terms(&q, ic, &ge, x, s, reset, gc, hs[i]);
                    g.dx[e] = dev_f32_to_bf16(gr.dx);
                    g.du[e] = dev_f32_to_bf16(gr.du);
                    g.dv[e] = dev_f32_to_bf16(gr.dv);
                    acc = acc + gr.dpterm;
                    an = sg_rpair_make(q.abar, q.abm1, 0.0f);
                }
            if (k.c == 0) g.dh0[k.ch] = an.a * gc;
            g.dpc[k.c * g.nch + k.ch] = acc;
        }
    }
}

/* dp: per d the rows b ascending (each row its chunk partials c ascending,
 * sg_rg_k_dp_chunks) times sigma(p_d), the host's: the twin's order. */
__global__ static void rg3_dp(rg3_dev g) {
    const int64_t d = sg_gid();
    if (d >= g.D) return;
    float total = 0.0f;
    for (int64_t b = 0; b < g.B; b++) total = total + g.dp_row[b * g.D + d];
    g.dp[d] = g.sc[g.D + d] * total;
}

/* ---- host side ------------------------------------------------------------ */
/* Persistent blocks: as many as are resident at once, at most one per tile. */
template <class K> static sg_status rg3_grid(K kernel, int64_t tiles, unsigned *blocks) {
    int dev = 0, sms = 0, per = 0;
    SG_TRY(cudaGetDevice(&dev));
    SG_TRY(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    SG_TRY(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, kernel, RG3_THREADS, 0));
    const int64_t most = (int64_t)sms * (per > 0 ? per : 1);
    *blocks = (unsigned)(tiles < most ? tiles : most);
    return SG_OK;
}

static sg_status rglru3_cuda(const sg_rglru_problem *pb, sg_rglru_outputs *out) {
    const char *row = "cuda.rglru_chunk16_lookback_v3";
    rg3_dev g;
    int full, empty;
    const sg_status st = sg_rg_begin(g, pb, out, row, &full, &empty);
    if (st != SG_OK || empty) return st; /* an empty problem writes nothing */
    g.C = (g.L + SG_RG_CHUNK - 1) / SG_RG_CHUNK;
    g.NT = (g.C + RG3_W - 1) / RG3_W;
    g.GD = (g.D + 31) / 32;
    g.NGc = g.B * g.GD;
    g.nch = g.B * g.D;
    if (g.NT * g.NGc > INT32_MAX - 1)
        return sg_fail(SG_E_SHAPE, "%s: %lld tiles exceed the tile counter", row, (long long)(g.NT * g.NGc));
    /* the host's part, the twin's code: the sigma table, s and sigma(p) per channel */
    std::vector<float> tab(SG_PN_SIG_N), sc((size_t)(2 * g.D));
    sg_pn_sig_fill(tab.data());
    for (int64_t d = 0; d < g.D; d++) {
        sc[(size_t)d] = sg_softplusf(pb->p[d]);
        sc[(size_t)(g.D + d)] = sg_sigmoidf(pb->p[d]);
    }
    const size_t cn = (size_t)(g.C * g.nch) * sizeof(float), tn = (size_t)(g.NT * g.nch) * sizeof(float);
    const size_t fl = (size_t)(2 * g.NT * g.NGc + 2) * sizeof(int);
    sg_dev_buf list[SG_DEV_MAXBUF];
    int nl = 0;
    sg_rg_io(g, pb, full, list, &nl);
    list[nl++] = {(void **)&g.tab, tab.data(), tab.size() * sizeof(float), 0, "sigma table"};
    list[nl++] = {(void **)&g.sc, sc.data(), sc.size() * sizeof(float), 0, "channel constants"};
    list[nl++] = {(void **)&g.Pa, NULL, cn, 0, "chunk summaries (a)"};
    list[nl++] = {(void **)&g.Pm, NULL, cn, 0, "chunk summaries (a - 1)"};
    list[nl++] = {(void **)&g.Pb, NULL, cn, 0, "chunk summaries (b)"};
    list[nl++] = {(void **)&g.fent, NULL, cn, 0, "forward entries"};
    list[nl++] = {(void **)&g.ex, NULL, tn, 0, "tile exits"};
    list[nl++] = {(void **)&g.dpc, NULL, full ? cn : 0, 0, "dp chunk partials"};
    list[nl++] = {(void **)&g.dp_row, NULL, full ? (size_t)g.nch * sizeof(float) : 0, 1, "dp per row"};
    list[nl++] = {(void **)&g.flags, NULL, fl, 0, "tile flags"};
    const auto launch = [&]() -> sg_status {
        unsigned blocks = 0;
        SG_TRY(cudaMemsetAsync(g.flags, 0, fl));
        sg_status s2 = rg3_grid(rg3_fwd, g.NT * g.NGc, &blocks);
        if (s2 != SG_OK) return s2;
        rg3_fwd<<<blocks, RG3_THREADS>>>(g);
        SG_TRY(cudaGetLastError());
        if (!full) return SG_OK;
        if ((s2 = rg3_grid(rg3_bwd, g.NT * g.NGc, &blocks)) != SG_OK) return s2;
        rg3_bwd<<<blocks, RG3_THREADS>>>(g);
        SG_TRY(cudaGetLastError());
        SG_LAUNCH(sg_rg_k_dp_chunks, g.nch, RG3_THREADS, g);
        SG_LAUNCH(rg3_dp, g.D, RG3_THREADS, g);
        return SG_OK;
    };
    return sg_cuda_call(list, nl, row, g.B, g.L, g.D, launch, [&]() { return sg_rg_copy_out(g, out); });
}

static sg_status cuda_rglru_chunk16_lookback_v3(SG_RGLRU_PARAMS) { return rglru3_cuda(pb, out); }

extern "C" int sg_kernels_row_rglru_v3(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.rglru_chunk16_lookback_v3", SG_MODEL_RGLRU, (sg_impl_fn)cuda_rglru_chunk16_lookback_v3, SG_RG_CHUNK, 0},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
