/* candidates_rglru.cu - the device twins of two REFUSED RG-LRU candidates
 * (reference/EQUATIONS.md section 7.1; the CPU emulations in
 * reference/rglru_assoc.c), so that the gates judge them on the device as
 * they judge them on the host. Neither is a production path: they exist to be
 * refused with device evidence, and are never timed (scripts/gpu.sh does not
 * bench them).
 *
 * Rows (row function sg_kernels_row_cand_rglru, backends/sg_rows.def: after every other CUDA row):
 *   cuda.rglru_assoc_f32   twin of cpu.rglru_assoc_f32: the whole sequence of
 *                          each (b, d) scanned in the tree order of
 *                          jax.lax.associative_scan over the plain pairs
 *                          (abar_t, (x_t i_t) m_t), composed (a2 a1, (a2 b1) + b2)
 *                          in FP32; h_t = (A_t h0) + B_t
 *   cuda.rglru_assoc_bf16  twin of cpu.rglru_assoc_bf16: the same tree with the
 *                          scan carried in BF16 (step pairs and every composed
 *                          pair rounded RNE to BF16, states rounded to BF16)
 * Backward (both): the cotangents G_t by the same tree over the reversed pairs
 * (abar_{t+1}, dy_t) (dh_last added to dy_L; BF16-rounded in the BF16 row), the
 * per-step terms by sg_rg_bwd_terms in FP32, dp in the canonical order, dh0 =
 * reset_1 ? 0 : abar_1 G_1.
 *
 * Same operations, same order as the CPU emulation: the step coefficients and
 * per-step backward terms are scan/sg_scan_ops.h's (sg_rg_step, sg_rg_decay,
 * sg_rg_bwd_terms, sg_softplusf, sg_sigmoidf: the code the emulation calls);
 * the pairs, their compose, the BF16 rounding, the state (A h0) + B and the
 * tree scan are scan/sg_scan_tree_hd.h's (sg_tpair_*), the SG_HD, strided
 * counterpart of the host-only scan/sg_scan_tree.h / sg_scan_tree.inc the
 * emulation includes (PARALLEL code until the emulation switches to it;
 * tests/test_candidates_rglru.c checks on the host that the two compose the
 * same trees and write the same bits); the dp sum runs b ascending, t
 * descending, from 0, as the emulation's per-channel accumulator does. The
 * device differs only by its libm (expf, expm1f, log1pf) and by device numerics
 * revision 2 (scan/sg_scan_ops.h: sg_decay_expf, exp in double rounded once, for
 * a = exp(l) and a2 = exp(2l), which sg_rg_step, sg_rg_decay and
 * sg_rg_bwd_terms call), as every device row.
 *
 * Launches (default stream, in this order; no atomics; every composition and
 * every sum in a fixed order; ch = b D + d, the channel, fastest in the
 * scratch [t][ch] so that neighbouring threads touch neighbouring words):
 *   forward (every call)
 *     crg_fwd_pairs  per (b, t, d): s = softplus(p_d), sg_rg_step -> the pair
 *                    E[t][ch] = (stored(abar), stored(b))
 *     crg_tree       per ch: the tree scan of E[.][ch] in place (work space
 *                    W[.][ch], the levels R, as sg_scan_tree.inc lays them out)
 *     crg_fwd_states per (b, t, d): h = stored((A_t h0) + B_t) -> y; h to
 *                    hs[t][ch] (a full call only); t = L-1 writes h_last
 *   backward (a full call, after the forward; E and W reused)
 *     crg_bwd_pairs  per (b, t, d): element j = L-1-t of the reversed sequence,
 *                    E[j][ch] = (stored(abar_{t+1}), stored(dy_t)) (abar_{L+1} = 1,
 *                    dy_L + dh_last)
 *     crg_tree       per ch: the tree scan of the reversed pairs
 *     crg_bwd_terms  per (b, t, d): G_t = B of E[L-1-t][ch], sg_rg_bwd_terms with
 *                    h_{t-1} (hs; h0 at t = 0) -> dx, du, dv (BF16), the dp term
 *                    to dpt [B,L,D]; t = 0 writes dh0
 *     dp (sg_rg_k_dp_canon) per d: dp = sigma(p_d) (((0 + term) + term) ...), b
 *                    ascending, t descending (the emulation's accumulator)
 * Parallelism: the tree is one thread per channel over its whole sequence (the
 * candidates' own structure: jax's scan is parallel over the tree levels, which
 * this twin serialises per channel; the levels' order is fixed, so this changes
 * no bit); every other launch is one thread per element.
 * Scratch: E and W (8 B L B D bytes each), and in a full call hs and dpt (4 B L D
 * bytes each). A forward-only call (NULL gradient outputs, sg_pass) runs the
 * forward launches only, saves no states, allocates no backward buffers.
 *
 * Interface, poisoning and error handling as kernels/sequential.cu: host
 * pointers in and out, every device output filled with 0xFF bytes (a NaN in
 * BF16 and FP32) before the launches, every CUDA call and launch checked
 * (SG_CUDA_CHECK; cudaGetLastError after each launch), sg_dev_timer_* around
 * the launches (device_seconds), every buffer freed on every path
 * (sg_cuda_finish). int64 indices throughout. Build flags (kernels/CMakeLists.txt):
 * --fmad=false -prec-div=true -prec-sqrt=true -ftz=false; never fast-math.
 *
 * Run:
 *   scangate run --backend cuda.rglru_assoc_f32 [--set ci]
 *   scangate run --backend cuda.rglru_assoc_bf16 [--set ci]
 *   ctest -L gpu --output-on-failure   (tests/test_gpu.c: oracle-judged against
 *                                        EXPECTED_STATUS.md, and against the CPU
 *                                        emulation of the same candidate)
 * Without a device the rows report "no CUDA device: ..." from available().
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "sg_scan_tree_hd.h"
#include "rglru_device.cuh" /* sg_rg_k_dp_canon */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#define CRG_THREADS 128

static_assert(SG_SCAN_RG_C == 8.0f && SG_SCAN_MAX_GRAD == 1000.0f, "sg_scan_ops.h constants must match models/rglru/rglru.h");


struct crg_dev {
    int64_t B, L, D, nch;
    int bf16; /* 0: cuda.rglru_assoc_f32, 1: cuda.rglru_assoc_bf16 */
    const uint16_t *x, *u, *v, *dy;
    const float *p, *h0, *dh_last;
    const int32_t *segpos;
    uint16_t *y, *dx, *du, *dv;
    float *h_last, *dh0, *dp;
    sg_tpair *e, *w; /* scratch [L][nch]: the pairs, scanned in place; the scan's work space */
    float *hs;       /* [L][nch]: h_1..h_L (a full call) */
    float *dpt;      /* [B,L,D]: the dp terms (a full call) */
};

/* The element i = (b L + t) D + d of a [B,L,D] array: its b, t, d and channel. */
struct crg_pos {
    int64_t b, t, d, ch;
};

__device__ static inline crg_pos crg_pos_of(const crg_dev &g, int64_t i) {
    crg_pos q;
    const int64_t LD = g.L * g.D, r = i % LD;
    q.b = i / LD;
    q.t = r / g.D;
    q.d = r % g.D;
    q.ch = q.b * g.D + q.d;
    return q;
}

/* The step's coefficients at element i (the emulation's step_at). */
__device__ static inline sg_rg_coef crg_step(const crg_dev &g, int64_t i, const crg_pos &q, float s) {
    return sg_rg_step(dev_bf16_to_f32(g.x[i]), dev_bf16_to_f32(g.u[i]), dev_bf16_to_f32(g.v[i]), s,
                      g.segpos[q.b * g.L + q.t] == 0);
}

/* Per element: the step pair (stored(abar), stored(b)) to E[t][ch]. */
__global__ static void crg_fwd_pairs(crg_dev g) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.L * g.D) return;
    const crg_pos q = crg_pos_of(g, i);
    const float s = sg_softplusf(g.p[q.d]);
    const sg_rg_coef k = crg_step(g, i, q, s);
    g.e[q.t * g.nch + q.ch] = sg_tpair_make(sg_tpair_stored(g.bf16, k.abar), sg_tpair_stored(g.bf16, k.b));
}

/* Per channel: the tree scan of E[.][ch] (stride nch), in place. */
__global__ static void crg_tree(crg_dev g) {
    const int64_t ch = sg_gid();
    if (ch >= g.nch) return;
    if (g.bf16)
        sg_tpair_bf16_tree_scan(g.e + ch, g.L, g.nch, g.w + ch);
    else
        sg_tpair_tree_scan(g.e + ch, g.L, g.nch, g.w + ch);
}

/* Per element: h_t = stored((A_t h0) + B_t) -> y, hs (save), h_last (t = L-1). */
__global__ static void crg_fwd_states(crg_dev g, int save) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.L * g.D) return;
    const crg_pos q = crg_pos_of(g, i);
    const int64_t k = q.t * g.nch + q.ch;
    const float h = sg_tpair_state(g.bf16, g.e[k], g.h0[q.ch]);
    if (save) g.hs[k] = h;
    g.y[i] = dev_f32_to_bf16(h);
    if (q.t == g.L - 1) g.h_last[q.ch] = h;
}

/* Per element (step t): the reversed sequence's element j = L-1-t, the pair
 * (stored(abar_{t+1}), stored(dy_t)), abar_{L+1} = 1, dh_last added to dy_L. */
__global__ static void crg_bwd_pairs(crg_dev g) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.L * g.D) return;
    const crg_pos q = crg_pos_of(g, i);
    const int64_t L = g.L;
    const float s = sg_softplusf(g.p[q.d]);
    const float a = q.t + 1 < L
                        ? sg_rg_decay(dev_bf16_to_f32(g.v[i + g.D]), s, g.segpos[q.b * L + q.t + 1] == 0).a
                        : 1.0f;
    float y = dev_bf16_to_f32(g.dy[i]);
    if (q.t == L - 1) y = y + g.dh_last[q.ch];
    g.e[(L - 1 - q.t) * g.nch + q.ch] = sg_tpair_make(sg_tpair_stored(g.bf16, a), sg_tpair_stored(g.bf16, y));
}

/* Per element: G_t (the reverse prefix applied to 0), the step's terms; dh0 at t = 0. */
__global__ static void crg_bwd_terms(crg_dev g) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.L * g.D) return;
    const crg_pos q = crg_pos_of(g, i);
    const int64_t L = g.L;
    const int reset = g.segpos[q.b * L + q.t] == 0;
    const float s = sg_softplusf(g.p[q.d]);
    const float x = dev_bf16_to_f32(g.x[i]);
    const sg_rg_coef k = crg_step(g, i, q, s);
    const float gt = g.e[(L - 1 - q.t) * g.nch + q.ch].b;
    const float hprev = q.t > 0 ? g.hs[(q.t - 1) * g.nch + q.ch] : g.h0[q.ch];
    const sg_rg_grad o = sg_rg_bwd_terms(&k, x, s, reset, gt, hprev);
    g.dx[i] = dev_f32_to_bf16(o.dx);
    g.du[i] = dev_f32_to_bf16(o.du);
    g.dv[i] = dev_f32_to_bf16(o.dv);
    g.dpt[i] = o.dpterm;
    if (q.t == 0) g.dh0[q.ch] = reset ? 0.0f : k.abar * gt;
}

static sg_status cuda_rglru_assoc(const sg_rglru_problem *pb, sg_rglru_outputs *out, int bf16) {
    const char *row = bf16 ? "cuda.rglru_assoc_bf16" : "cuda.rglru_assoc_f32";
    crg_dev g;
    int full;
    const sg_status st = sg_rg_begin(g, pb, out, row, &full, NULL);
    if (st != SG_OK) return st;
    g.nch = g.B * g.D;
    g.bf16 = bf16;
    const int64_t nbld = g.nch * g.L;
    const size_t sz_f = (size_t)nbld * sizeof(float), sz_pair = (size_t)nbld * sizeof(sg_tpair);
    if ((nbld + CRG_THREADS - 1) / CRG_THREADS > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B*L*D = %lld too large for one launch", row, (long long)nbld);
    sg_dev_buf list[SG_DEV_MAXBUF];
    int nl = 0;
    sg_rg_io(g, pb, full, list, &nl);
    list[nl++] = {(void **)&g.e, NULL, sz_pair, 0, "pairs"};
    list[nl++] = {(void **)&g.w, NULL, sz_pair, 0, "tree work space"};
    list[nl++] = {(void **)&g.hs, NULL, full ? sz_f : 0, 0, "saved states"};
    list[nl++] = {(void **)&g.dpt, NULL, full ? sz_f : 0, 0, "dp terms"};
    const auto launch = [&]() -> sg_status {
        SG_LAUNCH(crg_fwd_pairs, nbld, CRG_THREADS, g);
        SG_LAUNCH(crg_tree, g.nch, CRG_THREADS, g);
        SG_LAUNCH(crg_fwd_states, nbld, CRG_THREADS, g, full);
        if (!full) return SG_OK;
        SG_LAUNCH(crg_bwd_pairs, nbld, CRG_THREADS, g);
        SG_LAUNCH(crg_tree, g.nch, CRG_THREADS, g);
        SG_LAUNCH(crg_bwd_terms, nbld, CRG_THREADS, g);
        SG_LAUNCH(sg_rg_k_dp_canon, g.D, CRG_THREADS, g);
        return SG_OK;
    };
    return sg_cuda_call(list, nl, row, g.B, g.L, g.D, launch, [&]() { return sg_rg_copy_out(g, out); });
}

static sg_status cuda_rglru_assoc_f32(SG_RGLRU_PARAMS) { return cuda_rglru_assoc(pb, out, 0); }
static sg_status cuda_rglru_assoc_bf16(SG_RGLRU_PARAMS) { return cuda_rglru_assoc(pb, out, 1); }

/* ==== registration ========================================================= */
extern "C" int sg_kernels_row_cand_rglru(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.rglru_assoc_f32", SG_MODEL_RGLRU, (sg_impl_fn)cuda_rglru_assoc_f32, 0, 0},
        {"cuda.rglru_assoc_bf16", SG_MODEL_RGLRU, (sg_impl_fn)cuda_rglru_assoc_bf16, 0, 0},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
