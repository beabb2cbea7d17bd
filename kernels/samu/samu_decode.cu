/* samu_decode.cu - CUDA decode of SAMU (reference/EQUATIONS.md section 10): the prompt's P
 * tokens by version 2's serial chunked forward (kernels/samu/samu_device.cuh, the
 * algorithm of cuda.samu_chunk32_serial_v2), its final state handed over in FP32, then one
 * launch per generated token that rebuilds the token's transitions from its controls and
 * applies one step to every mode, the state kept in FP32 in device memory between
 * launches, the output written in BF16. The GPU twins of cpu.samu_decode_step
 * and cpu.samu_decode_tree (reference/decode_emu.c).
 *
 * Rows (row function sg_kernels_row_samu_decode, backends/sg_rows.def):
 *   cuda.samu_decode_step   twin cpu.samu_decode_step, unit u32 (sd_step below);
 *   cuda.samu_decode_tree   twin cpu.samu_decode_tree, unit u32 (sd_tree): the token's dot
 *       products by 256 threads in strided lanes, added as a tree (sg_samu_dot_lane), and
 *       blocks of 256 modes per batch row, each block rebuilding the row's controls.
 * Launches: sg_samu_k_consts once (|w|, w^ [D+1], the gains, cos/sin theta [M]: every
 * SAMU kernel's constants), then per token sd_step, a block per batch row: thread 0 the
 * token's two dot products (sg_samu_dots: k ascending, one thread, the emulation's order)
 * and its controls (sg_samu_token) into shared memory, then a thread per mode:
 * sg_samu_mode, sg_samu_pair, the state read, stepped and written, y in BF16. The dot
 * products are one thread's serial loop of D steps: the token's latency is bound by it,
 * not by the modes (what `scangate bench backends` measures).
 * The row's device time is the constants and the N token launches, the prefill's call
 * excluded. Interface, poisoning, error handling and build flags as every CUDA row.
 *
 * Run:
 *   scangate run --backend cuda.samu_decode_step --set ci --model samu_decode
 *   ctest -L gpu --output-on-failure
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "samu_device.cuh" /* sg_samu_k_consts, sg_samu_run */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SD_THREADS 128

/* The prefill's device problem: version 2's layout. */
struct sd_pre_dev {
    SG_SAMU2_DEV_HEAD
    SG_SAMU2_DEV_TAIL
};

/* The decode's: what sg_samu_k_consts reads and writes, the state and y. */
struct sd_dev {
    int64_t B, L, D, M;
    float a_phi, a_r;
    const uint16_t *x;
    const float *w_phi, *w_r, *nu, *theta;
    const int32_t *segpos;
    sg_samu_consts *cst;
    float *wph, *wrh, *cth, *sth;
    float *z;    /* [B,D] the state (re [M], im [M] per row), FP32 */
    uint16_t *y; /* [B,L,D] */
};

/* Mode m of batch row b at token t (row-token bt) from the token's controls: its transition
 * rebuilt, the state read, stepped and written, y in BF16 (both kernels). */
__device__ __forceinline__ static void sd_mode(const sd_dev &g, int64_t b, int64_t bt, int64_t m, const sg_samu_tok &tk,
                                               int reset) {
    const int64_t M = g.M;
    const sg_samu_coef q = sg_samu_mode(g.nu[m], g.cth[m], g.sth[m], &tk, reset);
    const sg_cf w = sg_cf_make(dev_bf16_to_f32(g.x[bt * g.D + m]), dev_bf16_to_f32(g.x[bt * g.D + M + m]));
    const sg_cf z = sg_cpair_apply(sg_samu_pair(&q, w), sg_cf_make(g.z[b * g.D + m], g.z[b * g.D + M + m]));
    g.y[bt * g.D + m] = dev_f32_to_bf16(z.re);
    g.y[bt * g.D + M + m] = dev_f32_to_bf16(z.im);
    g.z[b * g.D + m] = z.re;
    g.z[b * g.D + M + m] = z.im;
}

/* Token t of batch row blockIdx.x: its controls, then every mode's step. */
__global__ static void sd_step(sd_dev g, int64_t t) {
    __shared__ sg_samu_tok tk;
    const int64_t b = blockIdx.x, bt = b * g.L + t, M = g.M;
    if (threadIdx.x == 0) {
        float u, v;
        sg_samu_dots(g.x + bt * g.D, g.wph, g.wrh, g.D, &u, &v);
        tk = sg_samu_token(u, v, g.cst->gn.gph, g.cst->gn.gr);
    }
    __syncthreads();
    const int reset = g.segpos[bt] == 0;
    for (int64_t m = threadIdx.x; m < M; m += blockDim.x) sd_mode(g, b, bt, m, tk, reset);
}

/* The tree kernel: block (b, mb) recomputes the token's dot products with SG_SA_DOT_LANES
 * threads (sg_samu_dot_lane, then the tree in shared memory, the twin's order), thread 0
 * the controls, then modes mb SD_T_MODES .. of batch row b, a thread each. Every block of a
 * row computes the same controls (a few microseconds of redundant dots buy the modes' spread
 * over the machine at small B). */
#define SD_T_MODES SG_SA_DOT_LANES
__global__ static void sd_tree(sd_dev g, int64_t t, int64_t nmb) {
    __shared__ float pa[SG_SA_DOT_LANES], pb[SG_SA_DOT_LANES];
    __shared__ sg_samu_tok tk;
    const int64_t b = blockIdx.x / nmb, mb = blockIdx.x % nmb, bt = b * g.L + t, M = g.M;
    const int lane = threadIdx.x;
    sg_samu_dot_lane(g.x + bt * g.D, g.wph, g.wrh, g.D, lane, &pa[lane], &pb[lane]);
    for (int half = SG_SA_DOT_LANES / 2; half >= 1; half /= 2) {
        __syncthreads();
        if (lane < half) {
            pa[lane] = pa[lane] + pa[lane + half];
            pb[lane] = pb[lane] + pb[lane + half];
        }
    }
    __syncthreads();
    if (lane == 0) tk = sg_samu_token(pa[0] + g.wph[g.D], pb[0] + g.wrh[g.D], g.cst->gn.gph, g.cst->gn.gr);
    __syncthreads();
    const int64_t m = mb * SD_T_MODES + lane;
    if (m < M) sd_mode(g, b, bt, m, tk, g.segpos[bt] == 0);
}

/* ---- host side ------------------------------------------------------------ */
static sg_status samu_decode(const sg_samu_decode_problem *pb, sg_samu_decode_outputs *out, int tree,
                             const char *row) {
    sg_cuda_last_seconds = NAN;
    const int64_t B = pb->B, L = pb->L, D = pb->D, P = pb->P, M = D / 2;
    if (B < 1 || L < 1 || D < 2 || D % 2 || P < 0 || P > L)
        return sg_fail(SG_E_SHAPE, "%s: needs B, L >= 1, an even D >= 2 and 0 <= P <= L (B=%lld L=%lld D=%lld P=%lld)",
                       row, (long long)B, (long long)L, (long long)D, (long long)P);
    sg_status st = sg_check_dims(row, B, L, D);
    if (st != SG_OK) return st;
    const int64_t nmb = (M + SD_T_MODES - 1) / SD_T_MODES;
    if (B * nmb > INT32_MAX) return sg_fail(SG_E_SHAPE, "%s: B=%lld exceeds one launch grid", row, (long long)B);
    float *zs = (float *)malloc((size_t)(B * D) * sizeof(float));
    if (!zs) return sg_fail(SG_E_INTERNAL, "%s: out of memory (state)", row);
    if (P > 0) {
        st = sg_decode_prefill(pb->x, pb->segpos, out->y, B, L, P, D, row,
                               [&](const uint16_t *xp, const int32_t *sp, uint16_t *yp) -> sg_status {
                                   const sg_samu_problem q = {B, P, D, xp, NULL, pb->z0, NULL, sp, pb->w_phi,
                                                              pb->w_r, pb->a_phi, pb->a_r, pb->nu, pb->theta};
                                   sg_samu_outputs so;
                                   memset(&so, 0, sizeof so);
                                   so.y = yp;
                                   so.z_last = zs;
                                   sd_pre_dev pg;
                                   memset(&pg, 0, sizeof pg);
                                   return sg_samu_run(pg, &q, &so, 0, 0, row);
                               });
    } else {
        memcpy(zs, pb->z0, (size_t)(B * D) * sizeof(float));
    }
    if (st != SG_OK) {
        free(zs);
        return st;
    }
    sd_dev g;
    memset(&g, 0, sizeof g);
    g.B = B, g.L = L, g.D = D, g.M = M, g.a_phi = pb->a_phi, g.a_r = pb->a_r;
    const size_t f = sizeof(float), bld = (size_t)(B * L * D) * 2, d1 = (size_t)(D + 1) * f, mf = (size_t)M * f;
    const sg_dev_buf list[] = {
        {(void **)&g.x, pb->x, bld, 0, "x"},
        {(void **)&g.w_phi, pb->w_phi, d1, 0, "w_phi"},
        {(void **)&g.w_r, pb->w_r, d1, 0, "w_r"},
        {(void **)&g.nu, pb->nu, mf, 0, "nu"},
        {(void **)&g.theta, pb->theta, mf, 0, "theta"},
        {(void **)&g.segpos, pb->segpos, (size_t)(B * L) * sizeof(int32_t), 0, "segpos"},
        {(void **)&g.z, zs, (size_t)(B * D) * f, 0, "state (FP32)"},
        {(void **)&g.y, NULL, bld, 1, "y"},
        {(void **)&g.cst, NULL, sizeof(sg_samu_consts), 0, "consts"},
        {(void **)&g.wph, NULL, d1, 0, "w^_phi"},
        {(void **)&g.wrh, NULL, d1, 0, "w^_r"},
        {(void **)&g.cth, NULL, mf, 0, "cos theta"},
        {(void **)&g.sth, NULL, mf, 0, "sin theta"},
    };
    const auto launch = [&]() -> sg_status {
        SG_LAUNCH(sg_samu_k_consts, SG_SA2_THREADS, SG_SA2_THREADS, g);
        for (int64_t t = P; t < L; t++) {
            if (tree) {
                sd_tree<<<(int)(B * nmb), SG_SA_DOT_LANES>>>(g, t, nmb);
                SG_TRY(cudaGetLastError());
            } else {
                SG_LAUNCH(sd_step, B * SD_THREADS, SD_THREADS, g, t);
            }
        }
        return SG_OK;
    };
    const auto copy = [&]() -> sg_status {
        SG_TRY(sg_decode_copy_tokens(out->y, g.y, B, L, P, D));
        SG_TRY(dev_copy_back(out->z_last, g.z, (size_t)(B * D) * f));
        return SG_OK;
    };
    st = sg_cuda_call(list, (int)(sizeof list / sizeof list[0]), row, B, L, D, launch, copy);
    free(zs);
    return st;
}

static sg_status cuda_samu_decode_step(SG_SAMU_DECODE_PARAMS) { return samu_decode(pb, out, 0, "cuda.samu_decode_step"); }
static sg_status cuda_samu_decode_tree(SG_SAMU_DECODE_PARAMS) { return samu_decode(pb, out, 1, "cuda.samu_decode_tree"); }

extern "C" int sg_kernels_row_samu_decode(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.samu_decode_step", SG_MODEL_SAMU_DECODE, (sg_impl_fn)cuda_samu_decode_step, 0, 0},
        {"cuda.samu_decode_tree", SG_MODEL_SAMU_DECODE, (sg_impl_fn)cuda_samu_decode_tree, 0, 0},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
