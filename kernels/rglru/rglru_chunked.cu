/* rglru_chunked.cu - CUDA kernels of the chunked RG-LRU scan (reference/EQUATIONS.md
 * sections 1, 2 and 7), forward and backward, the GPU twins of the
 * CPU emulations in reference/rglru_chunked.c.
 *
 * The op: per channel (b, d), with s = softplus(p_d), the gated linear
 * recurrence h_t = abar_t h_{t-1} + (x_t i_t) m_t (abar = 0, m = 1 at a reset)
 * from h_0 = h0[b, d]; outputs y = bf16(h_t), h_last; and its backward from
 * dy and dh_last: dx, du, dv (bf16), dh0, and dp = sigma(p) sum_{b,t} dl (-c r).
 * Every per-step expression, every composition of affine pairs and the chunk
 * prefix come from scan/sg_scan_ops.h, the code the CPU emulations also use, in
 * the same order; the kernels differ from the emulations only in the device libm
 * (expf, expm1f, log1pf: <= 1-2 ulp, not bitwise glibc), so kernel and
 * emulation agree to a few u32 S, not bit for bit.
 *
 * Numerics revision 3 (scan/sg_scan_ops.h): decays above 1/2 are applied in
 * the delta form h + ((am1 h) + b), am1 = expm1(l), so a clip-regime decay
 * (1 - a ~ 1e-8) is not rounded to 1 (revisions 1 and 2: reports/evidence/
 * cuda-rglru-v1, cuda-rglru-v2).
 *
 * Kernel layout 1 (rows of the backend table, row function
 * sg_kernels_row_rglru), one thread per channel, two prefix variants:
 *   1a. cuda.rglru_chunk16_serial    one thread per
 *      channel (b, d), each running the algorithm of cpu.rglru_chunk16_serial:
 *      16-step chunk summaries S_c = T_e o ... o T_s, entry states serially
 *      (h_{c+1} = S_c(h_c)), each chunk replayed from its entry; backward: the
 *      reverse-time pairs R_t(g) = abar_{t+1} g + dy_t summarised per chunk,
 *      reverse entries serially, each chunk replayed (forward states recomputed
 *      from the saved forward entry) giving dx, du, dv, the chunk's dp partial
 *      (t descending) and, at chunk 0, dh0.
 *   1b. cuda.rglru_chunk16_grouped32 the same with the chunk entries (forward and
 *      reverse) from the grouped prefix Q_c = L_c o O_g over groups of 32 chunks,
 *      also one thread per channel.
 *   Both: the chunk entries come from sg_rprefix (scan/sg_scan_prefix.inc), the
 *   prefix driver the CPU emulations call.
 *   Both: the per-row dp partials (chunks ascending) go to a [B, D] buffer; a
 *   second kernel, one thread per d, sums them b ascending from 0 and
 *   multiplies by sigma(p_d): the emulation's order, deterministic, no atomics.
 *   The per-channel scratch (chunk pairs, entries, group prefixes) is in global
 *   memory, contiguous per channel (the layout sg_rgroup_* take); version 1 is
 *   the numerics baseline, not a fast kernel (uncoalesced, no shared memory).
 *
 * Interface: SG_RGLRU_PARAMS with host pointers in and out. The function
 * copies the inputs to the device, fills every device output buffer with 0xFF
 * bytes (a NaN in BF16 and FP32) so an element the kernel does not write cannot
 * pass silently, runs, and copies the outputs back (sg_backend_run has also
 * poisoned the host outputs). Every CUDA call and every launch goes through
 * SG_CUDA_CHECK, which records the statement, file and line with sg_fail and
 * returns the status (SG_E_NODEVICE when no usable device/driver, otherwise
 * SG_E_INTERNAL); every path ends in sg_cuda_finish, which frees the device
 * buffers and, after a failure, clears the runtime's last error. Build flags (kernels/CMakeLists.txt): --fmad=false
 * -prec-div=true -prec-sqrt=true -ftz=false; never fast-math.
 *
 * Run:
 *   scangate run --backend cuda.rglru_chunk16_serial [--set ci]
 *   scangate run --backend cuda.rglru_chunk16_grouped32 [--set ci]
 *   ctest -L gpu --output-on-failure        (tests/test_gpu.c: oracle-judged,
 *                                             and against the CPU emulations)
 * Without a device both rows report "no CUDA device: ..." from available()
 * and `scangate run` skips them with that line.
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh" /* sg_cuda_call, SG_LAUNCH, dev_bf16_to_f32, dev_f32_to_bf16, the row table */
#include "sg_scan_ops.h"
#include "rglru_device.cuh" /* sg_rg_k_dp_rows */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ---- the device problem --------------------------------------------------- */
struct rg_dev {
    int64_t B, L, D, C, NG;
    const uint16_t *x, *u, *v, *dy;
    const float *p, *h0, *dh_last;
    const int32_t *segpos;
    uint16_t *y, *dx, *du, *dv;
    float *h_last, *dh0, *dp, *dp_row;
    /* scratch, per channel ch = b*D + d: P, Lw, fent, gent [C]; Uw, Ow [NG] */
    sg_rpair *P, *Lw, *Uw, *Ow;
    float *fent, *gent;
};

/* Version 1: one thread per channel (b, d), the emulation's per-channel code. */
__global__ static void rglru_chunked_v1(rg_dev g, int grouped, int fwd_only) {
    const int64_t ch = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (ch >= g.B * g.D) return;
    const int64_t b = ch / g.D, d = ch % g.D;
    const int64_t L = g.L, D = g.D, C = g.C, CH = SG_RG_CHUNK, G = SG_RG_GROUP;
    sg_rpair *P = g.P + ch * C, *Lw = g.Lw + ch * C, *Uw = g.Uw + ch * g.NG, *Ow = g.Ow + ch * g.NG;
    float *fent = g.fent + ch * C, *gent = g.gent + ch * C;
    float hs[SG_RG_CHUNK];
    const float s = sg_softplusf(g.p[d]);
    const int64_t base = b * L * D + d;
    const int32_t *seg = g.segpos + b * L;
    /* ---- forward: chunk summaries S_c = T_e o ... o T_s ---- */
    for (int64_t c = 0; c < C; c++) {
        const int64_t t0 = c * CH, t1 = (t0 + CH < L ? t0 + CH : L);
        sg_rpair S = sg_rpair_identity();
        for (int64_t t = t0; t < t1; t++) {
            const int64_t k = base + t * D;
            const sg_rg_coef q = sg_rg_step(dev_bf16_to_f32(g.x[k]), dev_bf16_to_f32(g.u[k]), dev_bf16_to_f32(g.v[k]),
                                            s, seg[t] == 0);
            S = sg_rpair_compose(sg_rg_pair(&q), S);
        }
        P[c] = S;
    }
    sg_rprefix(grouped, G, P, C, g.h0[b * D + d], fent, Lw, Uw, Ow);
    /* ---- forward replay from each entry ---- */
    float h = 0.0f;
    for (int64_t c = 0; c < C; c++) {
        const int64_t t0 = c * CH, t1 = (t0 + CH < L ? t0 + CH : L);
        h = fent[c];
        for (int64_t t = t0; t < t1; t++) {
            const int64_t k = base + t * D;
            const sg_rg_coef q = sg_rg_step(dev_bf16_to_f32(g.x[k]), dev_bf16_to_f32(g.u[k]), dev_bf16_to_f32(g.v[k]),
                                            s, seg[t] == 0);
            h = sg_rpair_apply(sg_rg_pair(&q), h);
            g.y[k] = dev_f32_to_bf16(h);
        }
    }
    g.h_last[b * D + d] = h;
    if (fwd_only) return; /* a forward-only call (sg_pass) */
    /* ---- backward: reverse summaries R_s o ... o R_e, in application order ---- */
    for (int64_t c = C - 1; c >= 0; c--) {
        const int64_t t0 = c * CH, t1 = (t0 + CH < L ? t0 + CH : L);
        sg_rpair R = sg_rpair_identity();
        for (int64_t t = t1 - 1; t >= t0; t--) {
            const sg_rpair an = t + 1 < L ? sg_rg_decay(dev_bf16_to_f32(g.v[base + (t + 1) * D]), s, seg[t + 1] == 0)
                                          : sg_rpair_identity();
            R = sg_rpair_compose(sg_rpair_with_b(an, dev_bf16_to_f32(g.dy[base + t * D])), R);
        }
        P[C - 1 - c] = R;
    }
    sg_rprefix(grouped, G, P, C, g.dh_last[b * D + d], gent, Lw, Uw, Ow);
    /* ---- backward replay ---- */
    float row = 0.0f;
    for (int64_t c = 0; c < C; c++) {
        const int64_t t0 = c * CH, t1 = (t0 + CH < L ? t0 + CH : L);
        float hf = fent[c];
        for (int64_t t = t0; t < t1; t++) {
            const int64_t k = base + t * D;
            const sg_rg_coef q = sg_rg_step(dev_bf16_to_f32(g.x[k]), dev_bf16_to_f32(g.u[k]), dev_bf16_to_f32(g.v[k]),
                                            s, seg[t] == 0);
            hs[t - t0] = hf;
            hf = sg_rpair_apply(sg_rg_pair(&q), hf);
        }
        float gc = gent[C - 1 - c]; /* g_{t1}: the cotangent entering from the right */
        sg_rpair an = t1 < L ? sg_rg_decay(dev_bf16_to_f32(g.v[base + t1 * D]), s, seg[t1] == 0) : sg_rpair_identity();
        float acc = 0.0f;
        for (int64_t t = t1 - 1; t >= t0; t--) {
            const int64_t k = base + t * D;
            const int reset = seg[t] == 0;
            const float x = dev_bf16_to_f32(g.x[k]);
            const sg_rg_coef q = sg_rg_step(x, dev_bf16_to_f32(g.u[k]), dev_bf16_to_f32(g.v[k]), s, reset);
            gc = sg_rpair_apply(sg_rpair_with_b(an, dev_bf16_to_f32(g.dy[k])), gc);
            const sg_rg_grad gr = sg_rg_bwd_terms(&q, x, s, reset, gc, hs[t - t0]);
            g.dx[k] = dev_f32_to_bf16(gr.dx);
            g.du[k] = dev_f32_to_bf16(gr.du);
            g.dv[k] = dev_f32_to_bf16(gr.dv);
            acc = acc + gr.dpterm;
            an = sg_rpair_make(q.abar, q.abm1, 0.0f);
        }
        if (c == 0) g.dh0[b * D + d] = an.a * gc;
        row = row + acc;
    }
    g.dp_row[ch] = row;
}

/* ---- host side ------------------------------------------------------------ */
static sg_status rglru_cuda(const sg_rglru_problem *pb, sg_rglru_outputs *out, int grouped) {
    const char *row = grouped ? "cuda.rglru_chunk16_grouped32" : "cuda.rglru_chunk16_serial";
    rg_dev g;
    const int threads = 128;
    int full, empty;
    const sg_status st = sg_rg_begin(g, pb, out, row, &full, &empty);
    if (st != SG_OK || empty) return st; /* an empty problem writes nothing */
    g.C = (g.L + SG_RG_CHUNK - 1) / SG_RG_CHUNK;
    g.NG = (g.C + SG_RG_GROUP - 1) / SG_RG_GROUP;
    const int64_t nch = g.B * g.D;
    if ((nch + threads - 1) / threads > INT32_MAX) return sg_fail(SG_E_SHAPE, "cuda rglru: B*D too large");
    const size_t pairs = (size_t)(nch * g.C) * sizeof(sg_rpair), gpairs = (size_t)(nch * g.NG) * sizeof(sg_rpair);
    const size_t ents = (size_t)(nch * g.C) * sizeof(float);
    sg_dev_buf list[SG_DEV_MAXBUF];
    int nl = 0;
    sg_rg_io(g, pb, full, list, &nl);
    list[nl++] = {(void **)&g.dp_row, NULL, full ? (size_t)nch * sizeof(float) : 0, 1, "dp per row"};
    list[nl++] = {(void **)&g.P, NULL, pairs, 0, "chunk summaries"};
    list[nl++] = {(void **)&g.Lw, NULL, pairs, 0, "group-local prefixes"};
    list[nl++] = {(void **)&g.Uw, NULL, gpairs, 0, "group summaries"};
    list[nl++] = {(void **)&g.Ow, NULL, gpairs, 0, "group prefixes"};
    list[nl++] = {(void **)&g.fent, NULL, ents, 0, "forward entries"};
    list[nl++] = {(void **)&g.gent, NULL, ents, 0, "reverse entries"};
    const auto launch = [&]() -> sg_status {
        SG_LAUNCH(rglru_chunked_v1, nch, threads, g, grouped, !full);
        if (full) SG_LAUNCH(sg_rg_k_dp_rows, g.D, threads, g); /* dp, b ascending (kernels/rglru/rglru_device.cuh) */
        return SG_OK;
    };
    return sg_cuda_call(list, nl, row, g.B, g.L, g.D, launch, [&]() { return sg_rg_copy_out(g, out); });
}

static sg_status cuda_rglru_chunk16_serial(SG_RGLRU_PARAMS) { return rglru_cuda(pb, out, 0); }
static sg_status cuda_rglru_chunk16_grouped32(SG_RGLRU_PARAMS) { return rglru_cuda(pb, out, 1); }

extern "C" int sg_kernels_row_rglru(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.rglru_chunk16_serial", SG_MODEL_RGLRU, (sg_impl_fn)cuda_rglru_chunk16_serial, SG_RG_CHUNK, 0},
        {"cuda.rglru_chunk16_grouped32", SG_MODEL_RGLRU, (sg_impl_fn)cuda_rglru_chunk16_grouped32, SG_RG_CHUNK, SG_RG_GROUP},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
