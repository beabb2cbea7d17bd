/* rglru_device.cuh - the RG-LRU device code written once for every RG-LRU
 * kernel file: the chunk cells of the chunked scan (version 2,
 * kernels/rglru/rglru_fast.cu, one thread per (chunk, channel)), the per-row
 * dp reduction of versions 1 and 2 (sg_rg_k_dp_rows), and the canonical-order
 * dp reduction of the sequential rows
 * (kernels/sequential.cu) and the refused candidates' twins
 * (kernels/rglru/candidates_rglru.cu). Internal to the kernels (not part of the
 * C interface, sg_kernels.h).
 *
 * Every arithmetic expression stays in scan/sg_scan_ops.h (sg_rg_step,
 * sg_rg_pair, sg_rpair_*, sg_rg_decay, sg_rg_bwd_terms: the code the CPU
 * emulations run); what is here is the loops around it, moved unchanged from
 * the files above. The caller passes its element index as a function of t,
 * `at(t)`. Version 1 (kernels/rglru/rglru_chunked.cu) runs the same loops
 * inline in its per-channel kernel: with these cells its loads come in another
 * order (seg[t] before x, u, v), so it keeps its own bytes. The
 * cells take the inputs through the file's device problem G (fields x, u, v,
 * dy, y, dx, du, dv, L). The host side of a call, every RG-LRU file's: its
 * inputs and outputs as device buffers (sg_rg_io) and the outputs copied back
 * (sg_rg_copy_out), for sg_cuda_call (kernels/sg_cuda_util.cuh). */
#ifndef SG_RGLRU_DEVICE_CUH
#define SG_RGLRU_DEVICE_CUH

#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"

#include <stdint.h>

/* A gate's value as a kernel reads it and a gate gradient as it writes it: the
 * scan-only rows' BF16 u, v, du, dv (and dx), or the mixer's FP32 ones
 * (kernels/rglru/rglru_mixer.cu: the gates kept in FP32, never rounded). */
__device__ __forceinline__ static float sg_rg_ld(uint16_t h) { return dev_bf16_to_f32(h); }
__device__ __forceinline__ static float sg_rg_ld(float f) { return f; }
__device__ __forceinline__ static void sg_rg_st(uint16_t *p, float v) { *p = dev_f32_to_bf16(v); }
__device__ __forceinline__ static void sg_rg_st(float *p, float v) { *p = v; }

/* Both gates of channel d = hW + j of one token in FP32, the canonical order of the mixer's
 * gate front (sg_rglru_mixer_gates_f32): acc = b; acc = acc + x[hW+i] w[h,i,j], i ascending;
 * xb the token's block h, x[hW .. hW+W-1]. The mixer's version-1 gate launch and decode's
 * small-batch kernel (kernels/rglru/rglru_mixer.cu, rglru_decode.cu). */
__device__ __forceinline__ static void sg_rg_d_gates(const uint16_t *xb, const uint16_t *w_x, const uint16_t *w_a,
                                                     const uint16_t *b_x, const uint16_t *b_a, int64_t W, int64_t h,
                                                     int64_t j, float *u, float *v) {
    float au = dev_bf16_to_f32(b_x[h * W + j]), av = dev_bf16_to_f32(b_a[h * W + j]);
    for (int64_t i = 0; i < W; i++) {
        const float xi = dev_bf16_to_f32(xb[i]);
        au = au + xi * dev_bf16_to_f32(w_x[(h * W + i) * W + j]);
        av = av + xi * dev_bf16_to_f32(w_a[(h * W + i) * W + j]);
    }
    *u = au;
    *v = av;
}

/* The coefficients of step t at element k = at(t) (reset_t = seg[t] == 0). */
template <class G>
__device__ __forceinline__ static sg_rg_coef sg_rg_d_coef(const G &g, int64_t k, float s, int reset) {
    return sg_rg_step(dev_bf16_to_f32(g.x[k]), sg_rg_ld(g.u[k]), sg_rg_ld(g.v[k]), s, reset);
}

/* Channel ch = b D + d of the problem in g: b, d, s = softplus(p_d) and the
 * row's reset positions seg (seg[t] == 0: a reset at step t). */
struct sg_rg_chan {
    int64_t b, d;
    float s;
    const int32_t *seg;
};
template <class G> __device__ __forceinline__ static sg_rg_chan sg_rg_d_chan(const G &g, int64_t ch) {
    sg_rg_chan k;
    k.b = ch / g.D;
    k.d = ch % g.D;
    k.s = sg_softplusf(g.p[k.d]);
    k.seg = g.segpos + k.b * g.L;
    return k;
}

/* The chunk summary S = T_{t1-1} o ... o T_{t0} of steps t0 <= t < t1. */
template <class G, class At>
__device__ __forceinline__ static sg_rpair sg_rg_d_summary(const G &g, At at, const int32_t *seg, float s, int64_t t0,
                                                           int64_t t1) {
    sg_rpair S = sg_rpair_identity();
    for (int64_t t = t0; t < t1; t++) {
        const sg_rg_coef q = sg_rg_d_coef(g, at(t), s, seg[t] == 0);
        S = sg_rpair_compose(sg_rg_pair(&q), S);
    }
    return S;
}

/* The chunk's steps replayed from its entry h, y written; returns h_{t1}. */
template <class G, class At>
__device__ __forceinline__ static float sg_rg_d_replay(const G &g, At at, const int32_t *seg, float s, int64_t t0,
                                                       int64_t t1, float h) {
    for (int64_t t = t0; t < t1; t++) {
        const int64_t k = at(t);
        const sg_rg_coef q = sg_rg_d_coef(g, k, s, seg[t] == 0);
        h = sg_rpair_apply(sg_rg_pair(&q), h);
        g.y[k] = dev_f32_to_bf16(h);
    }
    return h;
}

/* The reverse summary R_{t0} o ... o R_{t1-1} (application order) of the
 * reverse-time pairs R_t(g) = abar_{t+1} g + dy_t (abar_{L+1} = 1). */
template <class G, class At>
__device__ __forceinline__ static sg_rpair sg_rg_d_rsummary(const G &g, At at, const int32_t *seg, float s, int64_t t0,
                                                            int64_t t1) {
    sg_rpair R = sg_rpair_identity();
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const sg_rpair an = t + 1 < g.L ? sg_rg_decay(sg_rg_ld(g.v[at(t + 1)]), s, seg[t + 1] == 0)
                                        : sg_rpair_identity();
        R = sg_rpair_compose(sg_rpair_with_b(an, dev_bf16_to_f32(g.dy[at(t)])), R);
    }
    return R;
}

/* The chunk's backward replay: hs[] the forward states h_{t-1} of its steps
 * (from the saved entry), then t descending from the cotangent *gc entering
 * from the right: dx, du, dv written, the dp terms summed (returned). On
 * return *gc is g_{t0} and *an the pair whose .a carries dh0 at chunk 0. */
template <class G, class At>
__device__ __forceinline__ static float sg_rg_d_breplay(const G &g, At at, const int32_t *seg, float s, int64_t t0,
                                                        int64_t t1, const float *hs, float *gc, sg_rpair *an) {
    float acc = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const int64_t k = at(t);
        const int reset = seg[t] == 0;
        const float x = dev_bf16_to_f32(g.x[k]);
        const sg_rg_coef q = sg_rg_step(x, sg_rg_ld(g.u[k]), sg_rg_ld(g.v[k]), s, reset);
        *gc = sg_rpair_apply(sg_rpair_with_b(*an, dev_bf16_to_f32(g.dy[k])), *gc);
        const sg_rg_grad gr = sg_rg_bwd_terms(&q, x, s, reset, *gc, hs[t - t0]);
        sg_rg_st(&g.dx[k], gr.dx);
        sg_rg_st(&g.du[k], gr.du);
        sg_rg_st(&g.dv[k], gr.dv);
        acc = acc + gr.dpterm;
        *an = sg_rpair_make(q.abar, q.abm1, 0.0f);
    }
    return acc;
}

/* Per channel ch: dp_row[ch] = its chunk partials dpc [C][nch] summed c
 * ascending from 0 (version 1's `row = row + acc`; versions 2 and 3 keep
 * them chunk-major). One thread per channel. */
template <class G> __global__ static void sg_rg_k_dp_chunks(G g) {
    const int64_t ch = sg_gid();
    if (ch >= g.nch) return;
    float row = 0.0f;
    for (int64_t c = 0; c < g.C; c++) row = row + g.dpc[c * g.nch + ch];
    g.dp_row[ch] = row;
}

/* dp[d] = sigma(p_d) * (((0 + row_0) + row_1) + ...), b ascending (the
 * emulation's reduction order), from the per-row partials dp_row [B, D]. One
 * thread per d. */
template <class G> __global__ static void sg_rg_k_dp_rows(G g) {
    const int64_t d = sg_gid();
    if (d >= g.D) return;
    float total = 0.0f;
    for (int64_t b = 0; b < g.B; b++) total = total + g.dp_row[b * g.D + d];
    g.dp[d] = sg_sigmoidf(g.p[d]) * total;
}

/* The canonical order's dp (B > 1): per d, the terms dpt [B,L,D] summed b
 * ascending, t descending, from 0, times sigma(p_d). One thread per d. */
template <class G> __global__ static void sg_rg_k_dp_canon(G g) {
    const int64_t d = sg_gid();
    if (d >= g.D) return;
    const int64_t L = g.L, D = g.D;
    float acc = 0.0f;
    for (int64_t b = 0; b < g.B; b++)
        for (int64_t t = L - 1; t >= 0; t--) acc = acc + g.dpt[(b * L + t) * D + d];
    g.dp[d] = sg_sigmoidf(g.p[d]) * acc;
}

/* ---- host side: a call's start and its own buffers ------------------------------ */
/* The start of an RG-LRU call, every kernel file's: g zeroed, the last call's
 * device time forgotten, *full set (0: a forward-only call, sg_pass: the
 * gradient outputs NULL), the sizes checked (sg_check_dims, before any product
 * of them) and set in g. With `empty` (versions 1 and 2), a problem with an
 * empty dimension is nothing to do: SG_OK and *empty set; a negative size is
 * refused either way. */
template <class G>
static sg_status sg_rg_begin(G &g, const sg_rglru_problem *pb, const sg_rglru_outputs *out, const char *row, int *full,
                             int *empty) {
    memset(&g, 0, sizeof g);
    sg_cuda_last_seconds = NAN;
    *full = out->dx != NULL;
    const int none = pb->B >= 0 && pb->L >= 0 && pb->D >= 0 && (pb->B == 0 || pb->L == 0 || pb->D == 0);
    if (empty && (*empty = none)) return SG_OK;
    const sg_status st = sg_check_dims(row, pb->B, pb->L, pb->D);
    if (st != SG_OK) return st;
    g.B = pb->B;
    g.L = pb->L;
    g.D = pb->D;
    return SG_OK;
}

/* The RG-LRU call's inputs (copied in) and outputs (poisoned), every kernel
 * file's, appended to list at *nl: the backward's (dy, dh_last; dx, du, dv,
 * dh0, dp) only for a full call. G has the problem's tensors as fields. */
template <class G> static void sg_rg_io(G &g, const sg_rglru_problem *pb, int full, sg_dev_buf *list, int *nl) {
    const size_t bld = (size_t)(pb->B * pb->L * pb->D) * sizeof(uint16_t), bd = (size_t)(pb->B * pb->D) * sizeof(float);
    const size_t d = (size_t)pb->D * sizeof(float), bl = (size_t)(pb->B * pb->L) * sizeof(int32_t);
    const sg_dev_buf io[] = {
        {(void **)&g.x, pb->x, bld, 0, "x"},
        {(void **)&g.u, pb->u, bld, 0, "u"},
        {(void **)&g.v, pb->v, bld, 0, "v"},
        {(void **)&g.dy, pb->dy, full ? bld : 0, 0, "dy"},
        {(void **)&g.p, pb->p, d, 0, "p"},
        {(void **)&g.h0, pb->h0, bd, 0, "h0"},
        {(void **)&g.dh_last, pb->dh_last, full ? bd : 0, 0, "dh_last"},
        {(void **)&g.segpos, pb->segpos, bl, 0, "segpos"},
        {(void **)&g.y, NULL, bld, 1, "y"},
        {(void **)&g.h_last, NULL, bd, 1, "h_last"},
        {(void **)&g.dx, NULL, full ? bld : 0, 1, "dx"},
        {(void **)&g.du, NULL, full ? bld : 0, 1, "du"},
        {(void **)&g.dv, NULL, full ? bld : 0, 1, "dv"},
        {(void **)&g.dh0, NULL, full ? bd : 0, 1, "dh0"},
        {(void **)&g.dp, NULL, full ? d : 0, 1, "dp"},
    };
    for (const sg_dev_buf &b : io) list[(*nl)++] = b;
}

/* Copies the outputs of an RG-LRU call back from g (a NULL output, a
 * forward-only call's gradient, copies nothing): the first failure's status. */
template <class G> static sg_status sg_rg_copy_out(const G &g, sg_rglru_outputs *out) {
    const size_t bld = (size_t)(g.B * g.L * g.D) * sizeof(uint16_t), bd = (size_t)(g.B * g.D) * sizeof(float);
    const size_t d = (size_t)g.D * sizeof(float);
    SG_TRY(dev_copy_back(out->y, g.y, bld));
    SG_TRY(dev_copy_back(out->h_last, g.h_last, bd));
    SG_TRY(dev_copy_back(out->dx, g.dx, bld));
    SG_TRY(dev_copy_back(out->du, g.du, bld));
    SG_TRY(dev_copy_back(out->dv, g.dv, bld));
    SG_TRY(dev_copy_back(out->dh0, g.dh0, bd));
    SG_TRY(dev_copy_back(out->dp, g.dp, d));
    return SG_OK;
}

/* The mixer's call (kernels/rglru/rglru_mixer.cu: cuda.rglru_mixer_grouped32, version 1, and
 * _v2, version 2: the same bits), also the prefill of RG-LRU decode (kernels/rglru/rglru_decode.cu),
 * which runs version 1's forward on the prompt; row names the caller in messages. */
sg_status sg_cuda_rglru_mixer(const sg_rglru_mixer_problem *pb, sg_rglru_mixer_outputs *out, const char *row,
                              int version);

#endif
