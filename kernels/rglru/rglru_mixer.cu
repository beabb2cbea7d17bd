/* rglru_mixer.cu - the CUDA RG-LRU mixer (reference/EQUATIONS.md section 9): the gate
 * front u = W_x x + b_x, v = W_a x + b_a of the two 16-block-diagonal BF16 layers,
 * the chunked scan on those gates kept in FP32 (never rounded to BF16), and the
 * backward through the scan and both layers, every parameter gradient. The GPU twin
 * of cpu.rglru_mixer_grouped32 (reference/rglru_mixer_emu.c).
 *
 * Rows (row function sg_kernels_row_rglru_mixer, backends/sg_rows.def):
 *   cuda.rglru_mixer_grouped32     twin cpu.rglru_mixer_grouped32, unit u32 (version 1)
 *   cuda.rglru_mixer_grouped32_v2  the same, its gate launches tiled (below); the bits of
 *                                  version 1 (tests/test_gpu.c (d))
 *
 * Launches, in order (each thread writes its own slots; no atomics; every sum is
 * one thread's loop in the emulation's order):
 *   mx_gates    per (b, t, d): acc = b[h,j]; acc = acc + x[hW+i] w[h,i,j], i ascending,
 *               for both layers (sg_rglru_mixer_gates_f32's expressions: each product
 *               of two BF16 values exact in FP32, one rounding per addition) -> u, v
 *               in FP32 device memory;
 *   the scan    version 2's structure (kernels/rglru/rglru_v2.cuh: a thread per
 *               (chunk, channel), grouped entries, groups of 32 chunks) on the FP32
 *               gates: y, h_last; the backward's direct dx, du, dv kept in FP32, the
 *               dp partials, dh0; dp = sigma(p) times the rows b ascending, each row's
 *               chunks ascending (sg_rg_k_dp_chunks, sg_rg_k_dp_rows);
 *   mx_params   per (gate, input row i or the bias, channel d): dw[h,i,j] =
 *               sum x[b,t,hW+i] dgate[b,t,d], db[h,j] = sum dgate, (b, t) ascending
 *               from 0 (sg_rglru_mixer_backprop_f32, step 3);
 *   mx_dx       per (b, t, hW+i): dx = direct; + w_x[h,i,j] du_j (j ascending); then
 *               + w_a[h,i,j] dv_j; rounded once to BF16 (step 4).
 * So the gates and the parameter reductions are the emulation's operations bit for
 * bit; what differs is the scan's device libm (expf, expm1f, log1pf), as for every
 * chunked row: kernel and twin agree to a few u32 S (tests/test_gpu.c (b)).
 *
 * Version 1's gate launches are a thread per output reading its operands from global
 * memory; mx_params then re-reads every gate cotangent column W+1 times and took most of the
 * backward at 4,2048,2048 (reports/h100/run-941a048). Version 2 keeps each output's order
 * (one thread's ascending loop) and stages 16 x 16 operand tiles in shared memory, so a
 * loaded value serves 16 outputs; its mx2_params is still B L serial additions per output
 * (the order the twin and the canonical path fix).
 *
 * Interface: SG_RGLRU_MIXER_PARAMS with host pointers, as every CUDA row (inputs
 * copied in, outputs poisoned with 0xFF bytes on the device, every call checked,
 * outputs copied back, sg_cuda_call); a forward-only call (out->dx NULL) runs the
 * gates and the forward only. Decode's prefill (kernels/rglru/rglru_decode.cu) runs
 * this forward on the prompt (sg_cuda_rglru_mixer). Build flags as every kernel
 * (kernels/CMakeLists.txt: no contraction, IEEE division and square root, no FTZ).
 *
 * Run:
 *   scangate run --backend cuda.rglru_mixer_grouped32 --set ci --model rglru_mixer
 *   ctest -L gpu --output-on-failure
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "rglru_device.cuh"
#include "rglru_v2.cuh"

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* The device problem: version 2's fields (rglru_v2.cuh) with the gates and the
 * direct gradients in FP32, and the gate layers. */
struct mx_dev {
    int64_t B, L, D, C, NG, nch, W;
    const uint16_t *x, *dy, *w_x, *w_a, *b_x, *b_a;
    const float *p, *h0, *dh_last;
    const int32_t *segpos;
    float *u, *v;          /* [B,L,D] the gates, FP32 */
    uint16_t *y, *dxo;     /* [B,L,D] outputs (dxo: the mixer's dx, BF16) */
    float *dx, *du, *dv;   /* [B,L,D] the scan's direct dx and the gates' cotangents, FP32 */
    float *h_last, *dh0, *dp, *dp_row;
    float *dw_x, *dw_a, *db_x, *db_a;
    sg_rpair *P, *Lw, *Uw, *Ow;
    float *fent, *gent, *dpc;
};

/* Per (b, t, d): u and v in FP32, the canonical order. */
__global__ static void mx_gates(mx_dev g) {
    const int64_t e = sg_gid();
    if (e >= g.B * g.L * g.D) return;
    const int64_t bt = e / g.D, d = e % g.D, W = g.W, h = d / W;
    sg_rg_d_gates(g.x + bt * g.D + h * W, g.w_x, g.w_a, g.b_x, g.b_a, W, h, d % W, &g.u[e], &g.v[e]);
}

/* Per (gate, i in -1..W-1, d), d fastest: the parameter gradient of input row i of
 * channel d's block (i = -1: the bias), (b, t) ascending from 0. */
__global__ static void mx_params(mx_dev g) {
    const int64_t e = sg_gid(), D = g.D, W = g.W;
    if (e >= 2 * (W + 1) * D) return;
    const int gate = (int)(e / ((W + 1) * D));
    const int64_t r = e % ((W + 1) * D), i = r / D - 1, d = r % D, h = d / W, j = d % W;
    const float *dg = gate ? g.dv : g.du;
    float acc = 0.0f;
    for (int64_t bt = 0; bt < g.B * g.L; bt++)
        acc = acc + (i < 0 ? dg[bt * D + d] : dev_bf16_to_f32(g.x[bt * D + h * W + i]) * dg[bt * D + d]);
    if (i < 0)
        (gate ? g.db_a : g.db_x)[d] = acc;
    else
        (gate ? g.dw_a : g.dw_x)[(h * W + i) * W + j] = acc;
}

/* Per (b, t, hW+i): the direct dx, then the w_x terms (j ascending), then the w_a terms. */
__global__ static void mx_dx(mx_dev g) {
    const int64_t e = sg_gid();
    if (e >= g.B * g.L * g.D) return;
    const int64_t bt = e / g.D, d = e % g.D, W = g.W, h = d / W, i = d % W;
    const float *du = g.du + bt * g.D + h * W, *dv = g.dv + bt * g.D + h * W;
    float acc = g.dx[e];
    for (int64_t j = 0; j < W; j++) acc = acc + dev_bf16_to_f32(g.w_x[(h * W + i) * W + j]) * du[j];
    for (int64_t j = 0; j < W; j++) acc = acc + dev_bf16_to_f32(g.w_a[(h * W + i) * W + j]) * dv[j];
    g.dxo[e] = dev_f32_to_bf16(acc);
}

/* Version 2 (cuda.rglru_mixer_grouped32_v2): the gate layers' three launches as matrix
 * products with the canonical order kept per output element: each thread owns one output,
 * starts it as the canonical path does and adds its terms one at a time in ascending order;
 * MX_T x MX_T tiles of the operands are staged in shared memory so that a loaded value serves
 * MX_T outputs. A partial tile's missing terms are not added (the loops stop at the tile's
 * length), so every output is the emulation's bits. */
#define MX_T 16

/* Gates: tile (bt tile blockIdx.x; block h and column tile blockIdx.y), thread (ty, tx) the
 * output (bt, hW + j): acc = b; acc = acc + x[hW+i] w[h,i,j], i ascending, both layers. */
__global__ static void mx2_gates(mx_dev g) {
    __shared__ float xs[MX_T][MX_T + 1], wxs[MX_T][MX_T + 1], was[MX_T][MX_T + 1];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int64_t W = g.W, D = g.D, nbt = g.B * g.L, nct = (W + MX_T - 1) / MX_T;
    const int64_t h = blockIdx.y / nct, j = (blockIdx.y % nct) * MX_T + tx, bt = (int64_t)blockIdx.x * MX_T + ty;
    const bool mine = bt < nbt && j < W;
    float au = mine ? dev_bf16_to_f32(g.b_x[h * W + j]) : 0.0f, av = mine ? dev_bf16_to_f32(g.b_a[h * W + j]) : 0.0f;
    for (int64_t i0 = 0; i0 < W; i0 += MX_T) {
        const int64_t xi = i0 + tx, wi = i0 + ty;
        xs[ty][tx] = bt < nbt && xi < W ? dev_bf16_to_f32(g.x[bt * D + h * W + xi]) : 0.0f;
        wxs[ty][tx] = wi < W && j < W ? dev_bf16_to_f32(g.w_x[(h * W + wi) * W + j]) : 0.0f;
        was[ty][tx] = wi < W && j < W ? dev_bf16_to_f32(g.w_a[(h * W + wi) * W + j]) : 0.0f;
        __syncthreads();
        const int n = (int)(W - i0 < MX_T ? W - i0 : MX_T);
        for (int k = 0; k < n; k++) {
            const float x = xs[ty][k];
            au = au + x * wxs[k][tx];
            av = av + x * was[k][tx];
        }
        __syncthreads();
    }
    if (mine) {
        g.u[bt * D + h * W + j] = au;
        g.v[bt * D + h * W + j] = av;
    }
}

/* Parameter gradients: tile (row tile and column tile blockIdx.x; gate and block h
 * blockIdx.y), thread (ty, tx) the output of row r = rt MX_T + ty (r = 0: the bias, its
 * factor 1, exact; r = i + 1: input row i) and column j: acc = 0; acc = acc + x dgate,
 * (b, t) ascending (sg_rglru_mixer_backprop_f32, step 3). */
__global__ static void mx2_params(mx_dev g) {
    __shared__ float xs[MX_T][MX_T + 1], gs[MX_T][MX_T + 1];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int64_t W = g.W, D = g.D, nbt = g.B * g.L, nct = (W + MX_T - 1) / MX_T;
    const int gate = (int)(blockIdx.y / SG_BLOCKS);
    const int64_t h = blockIdx.y % SG_BLOCKS, rt = blockIdx.x / nct, j = (blockIdx.x % nct) * MX_T + tx;
    const int64_t r = rt * MX_T + ty, lr = rt * MX_T + tx; /* this thread's row; the row it loads */
    const float *dg = gate ? g.dv : g.du;
    float acc = 0.0f;
    for (int64_t t0 = 0; t0 < nbt; t0 += MX_T) {
        const int64_t bt = t0 + ty;
        xs[ty][tx] = bt < nbt && lr <= W ? (lr == 0 ? 1.0f : dev_bf16_to_f32(g.x[bt * D + h * W + lr - 1])) : 0.0f;
        gs[ty][tx] = bt < nbt && j < W ? dg[bt * D + h * W + j] : 0.0f;
        __syncthreads();
        const int n = (int)(nbt - t0 < MX_T ? nbt - t0 : MX_T);
        for (int k = 0; k < n; k++) acc = acc + xs[k][ty] * gs[k][tx];
        __syncthreads();
    }
    if (r > W || j >= W) return;
    if (r == 0)
        (gate ? g.db_a : g.db_x)[h * W + j] = acc;
    else
        (gate ? g.dw_a : g.dw_x)[(h * W + r - 1) * W + j] = acc;
}

/* dx: tile (bt tile blockIdx.x; block h and input-channel tile blockIdx.y), thread (ty, tx)
 * the output (bt, hW + i): the direct dx, then + w_x[h,i,j] du_j (j ascending), then
 * + w_a[h,i,j] dv_j; rounded once to BF16 (step 4). */
__global__ static void mx2_dx(mx_dev g) {
    __shared__ float ws[MX_T][MX_T + 1], ds[MX_T][MX_T + 1];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int64_t W = g.W, D = g.D, nbt = g.B * g.L, nit = (W + MX_T - 1) / MX_T;
    const int64_t h = blockIdx.y / nit, i = (blockIdx.y % nit) * MX_T + tx, bt = (int64_t)blockIdx.x * MX_T + ty;
    const int64_t li = (blockIdx.y % nit) * MX_T + ty; /* the input row this thread loads */
    const bool mine = bt < nbt && i < W;
    float acc = mine ? g.dx[bt * D + h * W + i] : 0.0f;
    for (int gate = 0; gate < 2; gate++) {
        const uint16_t *w = gate ? g.w_a : g.w_x;
        const float *dg = gate ? g.dv : g.du;
        for (int64_t j0 = 0; j0 < W; j0 += MX_T) {
            ws[ty][tx] = li < W && j0 + tx < W ? dev_bf16_to_f32(w[(h * W + li) * W + j0 + tx]) : 0.0f;
            ds[ty][tx] = bt < nbt && j0 + tx < W ? dg[bt * D + h * W + j0 + tx] : 0.0f;
            __syncthreads();
            const int n = (int)(W - j0 < MX_T ? W - j0 : MX_T);
            for (int k = 0; k < n; k++) acc = acc + ws[tx][k] * ds[ty][k];
            __syncthreads();
        }
    }
    if (mine) g.dxo[bt * D + h * W + i] = dev_f32_to_bf16(acc);
}

/* ---- host side ------------------------------------------------------------ */
sg_status sg_cuda_rglru_mixer(const sg_rglru_mixer_problem *pb, sg_rglru_mixer_outputs *out, const char *row, int version) {
    mx_dev g;
    memset(&g, 0, sizeof g);
    sg_cuda_last_seconds = NAN;
    const int full = out->dx != NULL;
    sg_status st = sg_check_dims(row, pb->B, pb->L, pb->D);
    if (st != SG_OK) return st;
    if (pb->D % SG_BLOCKS)
        return sg_fail(SG_E_SHAPE, "%s: D=%lld is not a multiple of %d", row, (long long)pb->D, SG_BLOCKS);
    if (pb->B == 0 || pb->L == 0 || pb->D == 0) return SG_OK; /* nothing to write */
    g.B = pb->B, g.L = pb->L, g.D = pb->D, g.W = pb->D / SG_BLOCKS;
    g.C = (g.L + SG_RG_CHUNK - 1) / SG_RG_CHUNK;
    g.NG = sg_prefix_ngroups(g.C, SG_RG_GROUP);
    g.nch = g.B * g.D;
    const int64_t nel = g.B * g.L * g.D;
    if ((g.C * g.nch + RG2_THREADS - 1) / RG2_THREADS > INT32_MAX || (nel + RG2_THREADS - 1) / RG2_THREADS > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B L D = %lld elements exceed one launch grid", row, (long long)nel);
    /* version 2's grids: (token tiles, H column tiles) and (row tiles x column tiles, 2 H) */
    const int64_t H = SG_BLOCKS, W = g.W, nct = (W + MX_T - 1) / MX_T, nrt = (W + 1 + MX_T - 1) / MX_T;
    const int64_t nbtt = (g.B * g.L + MX_T - 1) / MX_T;
    if (version == 2 && (nbtt > INT32_MAX || H * nct > 65535 || nrt * nct > INT32_MAX))
        return sg_fail(SG_E_SHAPE, "%s: B L = %lld tokens or W = %lld exceed the gate kernels' grid", row,
                       (long long)(g.B * g.L), (long long)W);
    const dim3 gbt((unsigned)nbtt, (unsigned)(H * nct)), gpar((unsigned)(nrt * nct), (unsigned)(2 * H));
    const size_t cn = (size_t)(g.C * g.nch), gn = (size_t)(g.nch * g.NG), pr = sizeof(sg_rpair), f = sizeof(float);
    const size_t bld = (size_t)nel * 2, bldf = (size_t)nel * f, bd = (size_t)g.nch * f, df = (size_t)g.D * f;
    const size_t hww = (size_t)(H * W * W) * 2, hw = (size_t)(H * W) * 2;
    sg_dev_buf list[SG_DEV_MAXBUF];
    int nl = 0;
    const sg_dev_buf io[] = {
        {(void **)&g.x, pb->x, bld, 0, "x"},
        {(void **)&g.w_x, pb->w_x, hww, 0, "w_x"},
        {(void **)&g.w_a, pb->w_a, hww, 0, "w_a"},
        {(void **)&g.b_x, pb->b_x, hw, 0, "b_x"},
        {(void **)&g.b_a, pb->b_a, hw, 0, "b_a"},
        {(void **)&g.dy, pb->dy, full ? bld : 0, 0, "dy"},
        {(void **)&g.p, pb->p, df, 0, "p"},
        {(void **)&g.h0, pb->h0, bd, 0, "h0"},
        {(void **)&g.dh_last, pb->dh_last, full ? bd : 0, 0, "dh_last"},
        {(void **)&g.segpos, pb->segpos, (size_t)(g.B * g.L) * sizeof(int32_t), 0, "segpos"},
        {(void **)&g.y, NULL, bld, 1, "y"},
        {(void **)&g.h_last, NULL, bd, 1, "h_last"},
        {(void **)&g.dxo, NULL, full ? bld : 0, 1, "dx"},
        {(void **)&g.dw_x, NULL, full ? (size_t)(H * W * W) * f : 0, 1, "dw_x"},
        {(void **)&g.dw_a, NULL, full ? (size_t)(H * W * W) * f : 0, 1, "dw_a"},
        {(void **)&g.db_x, NULL, full ? (size_t)(H * W) * f : 0, 1, "db_x"},
        {(void **)&g.db_a, NULL, full ? (size_t)(H * W) * f : 0, 1, "db_a"},
        {(void **)&g.dp, NULL, full ? df : 0, 1, "dp"},
        {(void **)&g.dh0, NULL, full ? bd : 0, 1, "dh0"},
        {(void **)&g.u, NULL, bldf, 0, "gate u (FP32)"},
        {(void **)&g.v, NULL, bldf, 0, "gate v (FP32)"},
        {(void **)&g.dx, NULL, full ? bldf : 0, 0, "direct dx (FP32)"},
        {(void **)&g.du, NULL, full ? bldf : 0, 0, "du (FP32)"},
        {(void **)&g.dv, NULL, full ? bldf : 0, 0, "dv (FP32)"},
        {(void **)&g.dp_row, NULL, full ? bd : 0, 0, "dp per row"},
        {(void **)&g.P, NULL, cn * pr, 0, "chunk summaries"},
        {(void **)&g.fent, NULL, cn * f, 0, "forward entries"},
        {(void **)&g.Lw, NULL, cn * pr, 0, "group-local prefixes"},
        {(void **)&g.Uw, NULL, gn * pr, 0, "group summaries"},
        {(void **)&g.Ow, NULL, gn * pr, 0, "group prefixes"},
        {(void **)&g.gent, NULL, full ? cn * f : 0, 0, "reverse entries"},
        {(void **)&g.dpc, NULL, full ? cn * f : 0, 0, "dp chunk partials"},
    };
    for (const sg_dev_buf &b : io) list[nl++] = b;
    const auto launch = [&]() -> sg_status {
        sg_status s2;
        if (version == 2) {
            mx2_gates<<<gbt, dim3(MX_T, MX_T)>>>(g);
            SG_TRY(cudaGetLastError());
        } else {
            SG_LAUNCH(mx_gates, nel, RG2_THREADS, g);
        }
        SG_LAUNCH(rg2_summ, g.C * g.nch, RG2_THREADS, g);
        if ((s2 = rg2_prefix(g, 1, g.h0, g.fent)) != SG_OK) return s2;
        SG_LAUNCH(rg2_replay, g.C * g.nch, RG2_THREADS, g);
        if (!full) return SG_OK;
        SG_LAUNCH(rg2_rsumm, g.C * g.nch, RG2_THREADS, g);
        if ((s2 = rg2_prefix(g, 1, g.dh_last, g.gent)) != SG_OK) return s2;
        SG_LAUNCH(rg2_breplay, g.C * g.nch, RG2_THREADS, g);
        SG_LAUNCH(sg_rg_k_dp_chunks, g.nch, RG2_THREADS, g);
        SG_LAUNCH(sg_rg_k_dp_rows, g.D, RG2_THREADS, g);
        if (version == 2) {
            mx2_params<<<gpar, dim3(MX_T, MX_T)>>>(g);
            SG_TRY(cudaGetLastError());
            mx2_dx<<<gbt, dim3(MX_T, MX_T)>>>(g);
            SG_TRY(cudaGetLastError());
        } else {
            SG_LAUNCH(mx_params, 2 * (W + 1) * g.D, RG2_THREADS, g);
            SG_LAUNCH(mx_dx, nel, RG2_THREADS, g);
        }
        return SG_OK;
    };
    const auto copy = [&]() -> sg_status {
        SG_TRY(dev_copy_back(out->y, g.y, bld));
        SG_TRY(dev_copy_back(out->h_last, g.h_last, bd));
        if (!full) return SG_OK;
        SG_TRY(dev_copy_back(out->dx, g.dxo, bld));
        SG_TRY(dev_copy_back(out->dw_x, g.dw_x, (size_t)(H * W * W) * f));
        SG_TRY(dev_copy_back(out->dw_a, g.dw_a, (size_t)(H * W * W) * f));
        SG_TRY(dev_copy_back(out->db_x, g.db_x, (size_t)(H * W) * f));
        SG_TRY(dev_copy_back(out->db_a, g.db_a, (size_t)(H * W) * f));
        SG_TRY(dev_copy_back(out->dp, g.dp, df));
        SG_TRY(dev_copy_back(out->dh0, g.dh0, bd));
        return SG_OK;
    };
    return sg_cuda_call(list, nl, row, g.B, g.L, g.D, launch, copy);
}

static sg_status cuda_rglru_mixer_grouped32(SG_RGLRU_MIXER_PARAMS) {
    return sg_cuda_rglru_mixer(pb, out, "cuda.rglru_mixer_grouped32", 1);
}
static sg_status cuda_rglru_mixer_grouped32_v2(SG_RGLRU_MIXER_PARAMS) {
    return sg_cuda_rglru_mixer(pb, out, "cuda.rglru_mixer_grouped32_v2", 2);
}

extern "C" int sg_kernels_row_rglru_mixer(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.rglru_mixer_grouped32", SG_MODEL_RGLRU_MIXER, (sg_impl_fn)cuda_rglru_mixer_grouped32, SG_RG_CHUNK, SG_RG_GROUP},
        {"cuda.rglru_mixer_grouped32_v2", SG_MODEL_RGLRU_MIXER, (sg_impl_fn)cuda_rglru_mixer_grouped32_v2, SG_RG_CHUNK, SG_RG_GROUP},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
