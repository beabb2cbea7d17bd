/* rglru_decode.cu - CUDA decode of the RG-LRU mixer (reference/EQUATIONS.md section 10):
 * the prompt's P tokens by the mixer's forward (kernels/rglru/rglru_mixer.cu), its final
 * state handed over in FP32, then one launch per generated token that reads the FP32
 * state [B, D], computes the token's gates, applies one step and writes the state back
 * in FP32 and the output in BF16. The GPU twins of reference/decode_emu.c.
 *
 * Rows (row function sg_kernels_row_rglru_decode, backends/sg_rows.def):
 *   cuda.rglru_decode_fused  twin cpu.rglru_decode_fused, unit u32: the small-batch
 *       kernel, a thread per (b, d): both gates of channel d = hW + j accumulated in
 *       FP32 in the canonical order (acc = b; acc = acc + x w, i ascending), then the
 *       chunked kernels' step (sg_rg_gate_of, sg_rg_step_g, sg_rpair_apply);
 *   cuda.rglru_decode_mma    twin cpu.rglru_decode_mma, unit u32: the large-batch
 *       kernel, the gates as a Tensor-Core grouped matmul (WMMA m16n16k16, BF16
 *       operands, FP32 accumulators; a warp per 16 batch rows x 16 channels of one
 *       block, both layers), the bias added last, then the same step on the warp's
 *       256 elements. The twin models the Tensor Core's block sum as a tree of
 *       IEEE additions; the hardware's internal order and rounding of a k-block are
 *       not documented, so the two agree within the twin bound, not bit for bit.
 *       Needs compute capability 8.0 or newer (BF16 WMMA).
 *   cuda.rglru_decode_sliced twin cpu.rglru_decode_sliced, unit u32: a small-batch
 *       candidate for the one the fused kernel leaves idle (B D threads, each with 2 W serial
 *       multiply-adds): a block per (b, 16 channels of one gate block), 16 slices of the W
 *       inputs as 256 threads (sg_rg_gate_slice, coalesced 16-channel weight rows), the
 *       bias plus the partials in slice order, then the same step. The twin computes the
 *       same operations in the same order: bits equal but for libm's ulps in the step.
 * Each token is its own launch, as at inference; the state stays in device memory in
 * FP32 between launches. The row's device time (sg_backend.device_seconds) is the N
 * token launches only, the prefill's own call excluded: N / seconds is the decode's
 * tokens per second per batch row (`scangate bench backends`).
 *
 * Interface, poisoning (y and the state's copy out are poisoned device buffers; the
 * prompt's y comes from the prefill call), error handling and build flags as every
 * CUDA row (kernels/sg_cuda_util.cuh).
 *
 * Run:
 *   scangate run --backend cuda.rglru_decode_fused --set ci --model rglru_decode
 *   ctest -L gpu --output-on-failure
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "rglru_device.cuh" /* sg_cuda_rglru_mixer, sg_rg_d_gates */

#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <math.h>
#include <mma.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define DC_THREADS 128
#define DC_WARPS 4 /* warps per block of the Tensor-Core kernel */

struct dc_dev {
    int64_t B, L, D, W, P;
    const uint16_t *x, *w_x, *w_a, *b_x, *b_a;
    const float *p;
    const int32_t *segpos;
    float *h;    /* [B,D] the state, FP32 */
    uint16_t *y; /* [B,L,D] */
};

/* One step of channel (b, d) at token t from its gates u, v (bias included): the state
 * read, the chunked kernels' step, y and the state written. */
__device__ __forceinline__ static void dc_apply(const dc_dev &g, int64_t b, int64_t d, int64_t t, float u, float v) {
    const int64_t k = (b * g.L + t) * g.D + d, bd = b * g.D + d;
    const sg_rg_gate gt = sg_rg_gate_of(v, sg_softplusf(g.p[d]));
    const sg_rg_coef c = sg_rg_step_g(dev_bf16_to_f32(g.x[k]), sg_sigmoidf(u), &gt, g.segpos[b * g.L + t] == 0);
    const float hv = sg_rpair_apply(sg_rg_pair(&c), g.h[bd]);
    g.y[k] = dev_f32_to_bf16(hv);
    g.h[bd] = hv;
}

/* The small-batch kernel: a thread per (b, d), both gates in the canonical order. */
__global__ static void dc_fused(dc_dev g, int64_t t) {
    const int64_t e = sg_gid();
    if (e >= g.B * g.D) return;
    const int64_t b = e / g.D, d = e % g.D, W = g.W, h = d / W;
    float u, v;
    sg_rg_d_gates(g.x + (b * g.L + t) * g.D + h * W, g.w_x, g.w_a, g.b_x, g.b_a, W, h, d % W, &u, &v);
    dc_apply(g, b, d, t, u, v);
}

/* The large-batch kernel: warp w of the grid owns the tile (batch rows 16 rb.., channels
 * hW + 16 cb.. of block h); tiles numbered cb fastest, then h, then rb. Operands are
 * staged zero-padded in shared memory (a partial tile or k-block adds exact zeros). */
__global__ static void dc_mma(dc_dev g, int64_t t) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    using namespace nvcuda;
    /* WMMA loads and stores want 256-bit aligned tiles */
    __shared__ __align__(32) __nv_bfloat16 sa[DC_WARPS][16 * 16], sx[DC_WARPS][16 * 16], sw[DC_WARPS][16 * 16];
    __shared__ __align__(32) float su[DC_WARPS][16 * 16], sv[DC_WARPS][16 * 16];
    const int wl = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int64_t W = g.W, nct = (W + 15) / 16, nrt = (g.B + 15) / 16;
    const int64_t tile = (int64_t)blockIdx.x * DC_WARPS + wl;
    if (tile >= nrt * SG_BLOCKS * nct) return; /* a whole warp leaves together */
    const int64_t cb = tile % nct, h = (tile / nct) % SG_BLOCKS, rb = tile / (nct * SG_BLOCKS);
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> fx, fw;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> cu, cv;
    wmma::fill_fragment(cu, 0.0f);
    wmma::fill_fragment(cv, 0.0f);
    for (int64_t k0 = 0; k0 < W; k0 += 16) {
        for (int e = lane; e < 256; e += 32) {
            const int r = e / 16, c = e % 16;
            const int64_t b = rb * 16 + r, kk = k0 + c, kr = k0 + r, j = cb * 16 + c;
            sa[wl][e] = __ushort_as_bfloat16(b < g.B && kk < W ? g.x[(b * g.L + t) * g.D + h * W + kk] : (uint16_t)0);
            const int in = kr < W && j < W;
            sx[wl][e] = __ushort_as_bfloat16(in ? g.w_x[(h * W + kr) * W + j] : (uint16_t)0);
            sw[wl][e] = __ushort_as_bfloat16(in ? g.w_a[(h * W + kr) * W + j] : (uint16_t)0);
        }
        __syncwarp();
        wmma::load_matrix_sync(fa, sa[wl], 16);
        wmma::load_matrix_sync(fx, sx[wl], 16);
        wmma::load_matrix_sync(fw, sw[wl], 16);
        wmma::mma_sync(cu, fa, fx, cu);
        wmma::mma_sync(cv, fa, fw, cv);
        __syncwarp();
    }
    wmma::store_matrix_sync(su[wl], cu, 16, wmma::mem_row_major);
    wmma::store_matrix_sync(sv[wl], cv, 16, wmma::mem_row_major);
    __syncwarp();
    for (int e = lane; e < 256; e += 32) {
        const int r = e / 16, c = e % 16;
        const int64_t b = rb * 16 + r, j = cb * 16 + c, d = h * W + j;
        if (b >= g.B || j >= W) continue;
        dc_apply(g, b, d, t, su[wl][e] + dev_bf16_to_f32(g.b_x[d]), sv[wl][e] + dev_bf16_to_f32(g.b_a[d]));
    }
#else
    __trap(); /* BF16 WMMA needs sm_80 or newer (the build's CMAKE_CUDA_ARCHITECTURES) */
#endif
}

/* The sliced small-batch kernel: block (b, h, cb) owns channels hW + 16 cb + c, c < 16, of
 * batch row b; thread (s, c) = (tid / 16, tid % 16) sums slice s of both gates' inputs
 * (sg_rg_gate_slice), the 16 threads of slice 0 add the bias and the partials in slice
 * order, then step. Grid B x 16 x ceil(W / 16), 256 threads. */
#define DC_SL_THREADS (16 * SG_RG_DEC_SLICES)
__global__ static void dc_sliced(dc_dev g, int64_t t) {
    __shared__ float pu[SG_RG_DEC_SLICES][16], pv[SG_RG_DEC_SLICES][16];
    const int64_t W = g.W, nct = (W + 15) / 16, blk = blockIdx.x;
    const int64_t cb = blk % nct, h = (blk / nct) % SG_BLOCKS, b = blk / (nct * SG_BLOCKS);
    const int c = threadIdx.x % 16, sl = threadIdx.x / 16;
    const int64_t j = cb * 16 + c;
    const uint16_t *xb = g.x + (b * g.L + t) * g.D + h * W;
    if (j < W) {
        pu[sl][c] = sg_rg_gate_slice(xb, g.w_x, W, h, j, sl);
        pv[sl][c] = sg_rg_gate_slice(xb, g.w_a, W, h, j, sl);
    }
    __syncthreads();
    if (sl != 0 || j >= W) return;
    float u = dev_bf16_to_f32(g.b_x[h * W + j]), v = dev_bf16_to_f32(g.b_a[h * W + j]);
    for (int k = 0; k < SG_RG_DEC_SLICES; k++) {
        u = u + pu[k][c];
        v = v + pv[k][c];
    }
    dc_apply(g, b, h * W + j, t, u, v);
}

/* ---- host side ------------------------------------------------------------ */
enum dc_kernel { DC_FUSED, DC_MMA, DC_SLICED };

static sg_status rg_decode(const sg_rglru_decode_problem *pb, sg_rglru_decode_outputs *out, dc_kernel kern,
                           const char *row) {
    sg_cuda_last_seconds = NAN;
    const int64_t B = pb->B, L = pb->L, D = pb->D, P = pb->P;
    sg_status st = sg_check_dims(row, B, L, D);
    if (st != SG_OK) return st;
    if (D % SG_BLOCKS || P < 0 || P > L)
        return sg_fail(SG_E_SHAPE, "%s: D=%lld (a multiple of %d) or P=%lld (in [0, L=%lld])", row, (long long)D,
                       SG_BLOCKS, (long long)P, (long long)L);
    if (B == 0 || L == 0 || D == 0) return SG_OK;
    const int64_t W = D / SG_BLOCKS, nrt = (B + 15) / 16, nct = (W + 15) / 16;
    if ((B * D + DC_THREADS - 1) / DC_THREADS > INT32_MAX || nrt * SG_BLOCKS * nct / DC_WARPS + 1 > INT32_MAX ||
        B * SG_BLOCKS * nct > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B D = %lld channels exceed one launch grid", row, (long long)(B * D));
    float *hst = (float *)malloc((size_t)(B * D) * sizeof(float));
    if (!hst) return sg_fail(SG_E_INTERNAL, "%s: out of memory (state)", row);
    /* prefill: the mixer's forward on the prompt, its y and final state */
    if (P > 0) {
        st = sg_decode_prefill(pb->x, pb->segpos, out->y, B, L, P, D, row,
                               [&](const uint16_t *xp, const int32_t *sp, uint16_t *yp) -> sg_status {
                                   const sg_rglru_mixer_problem mp = {B, P, D, xp, pb->w_x, pb->w_a, pb->b_x,
                                                                      pb->b_a, NULL, pb->p, pb->h0, NULL, sp};
                                   sg_rglru_mixer_outputs mo;
                                   memset(&mo, 0, sizeof mo);
                                   mo.y = yp;
                                   mo.h_last = hst;
                                   return sg_cuda_rglru_mixer(&mp, &mo, row, 1);
                               });
    } else {
        memcpy(hst, pb->h0, (size_t)(B * D) * sizeof(float));
    }
    if (st != SG_OK) {
        free(hst);
        return st;
    }
    dc_dev g;
    memset(&g, 0, sizeof g);
    g.B = B, g.L = L, g.D = D, g.W = W, g.P = P;
    const size_t bld = (size_t)(B * L * D) * 2, hww = (size_t)(SG_BLOCKS * W * W) * 2, hw = (size_t)D * 2;
    const sg_dev_buf list[] = {
        {(void **)&g.x, pb->x, bld, 0, "x"},
        {(void **)&g.w_x, pb->w_x, hww, 0, "w_x"},
        {(void **)&g.w_a, pb->w_a, hww, 0, "w_a"},
        {(void **)&g.b_x, pb->b_x, hw, 0, "b_x"},
        {(void **)&g.b_a, pb->b_a, hw, 0, "b_a"},
        {(void **)&g.p, pb->p, (size_t)D * sizeof(float), 0, "p"},
        {(void **)&g.segpos, pb->segpos, (size_t)(B * L) * sizeof(int32_t), 0, "segpos"},
        {(void **)&g.h, hst, (size_t)(B * D) * sizeof(float), 0, "state (FP32)"},
        {(void **)&g.y, NULL, bld, 1, "y"},
    };
    const int nblk = (int)((nrt * SG_BLOCKS * nct + DC_WARPS - 1) / DC_WARPS);
    const auto launch = [&]() -> sg_status {
        for (int64_t t = P; t < L; t++) {
            if (kern == DC_MMA) {
                dc_mma<<<nblk, DC_WARPS * 32>>>(g, t);
                SG_TRY(cudaGetLastError());
            } else if (kern == DC_SLICED) {
                dc_sliced<<<(int)(B * SG_BLOCKS * nct), DC_SL_THREADS>>>(g, t);
                SG_TRY(cudaGetLastError());
            } else {
                SG_LAUNCH(dc_fused, B * D, DC_THREADS, g, t);
            }
        }
        return SG_OK;
    };
    const auto copy = [&]() -> sg_status {
        SG_TRY(sg_decode_copy_tokens(out->y, g.y, B, L, P, D));
        SG_TRY(dev_copy_back(out->h_last, g.h, (size_t)(B * D) * sizeof(float)));
        return SG_OK;
    };
    st = sg_cuda_call(list, (int)(sizeof list / sizeof list[0]), row, B, L, D, launch, copy);
    free(hst);
    return st;
}

static sg_status cuda_rglru_decode_fused(SG_RGLRU_DECODE_PARAMS) {
    return rg_decode(pb, out, DC_FUSED, "cuda.rglru_decode_fused");
}
static sg_status cuda_rglru_decode_mma(SG_RGLRU_DECODE_PARAMS) { return rg_decode(pb, out, DC_MMA, "cuda.rglru_decode_mma"); }
static sg_status cuda_rglru_decode_sliced(SG_RGLRU_DECODE_PARAMS) {
    return rg_decode(pb, out, DC_SLICED, "cuda.rglru_decode_sliced");
}

extern "C" int sg_kernels_row_rglru_decode(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.rglru_decode_fused", SG_MODEL_RGLRU_DECODE, (sg_impl_fn)cuda_rglru_decode_fused, 0, 0},
        {"cuda.rglru_decode_mma", SG_MODEL_RGLRU_DECODE, (sg_impl_fn)cuda_rglru_decode_mma, 0, 0},
        {"cuda.rglru_decode_sliced", SG_MODEL_RGLRU_DECODE, (sg_impl_fn)cuda_rglru_decode_sliced, 0, 0},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
