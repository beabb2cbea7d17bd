/* rglru_fast.cu - version 2 of the chunked RG-LRU CUDA kernels (reference/EQUATIONS.md
 * sections 1, 2 and 7): the algorithms of version 1
 * (kernels/rglru/rglru_chunked.cu, the readable numerics baseline, which stays) with
 * the work spread over (channel, chunk) and (channel, group) threads instead of
 * one thread per channel, so a long sequence on few channels fills the device.
 *
 * Rows (row function sg_kernels_row_rglru_v2, backends/sg_rows.def: after every version-1 row):
 *   cuda.rglru_chunk16_serial_v2     twin of cpu.rglru_chunk16_serial
 *   cuda.rglru_chunk16_grouped32_v2  twin of cpu.rglru_chunk16_grouped32
 *
 * Same arithmetic, same order. Every step, every composition of affine pairs
 * and every prefix fold comes from scan/sg_scan_ops.h (sg_rg_*, sg_rpair_*,
 * sg_rgroup_local/outer/entry, sg_rprefix_serial), applied to the same operands
 * in the same order as version 1 and the CPU emulations, so version 2 writes
 * the bits of version 1 on every case (tests/test_gpu.c checks it) and differs
 * from the emulations only by the device libm, as version 1 does. What changes
 * is who computes what, in these launches:
 *   forward (every call):
 *     summ   per (channel, chunk): S_c = T_e o ... o T_s over its 16 steps
 *     prefix per channel (serial: entry_{c+1} = S_c(entry_c), in batches of 32
 *            chunks held in registers) or grouped: local per (channel, group of
 *            32 chunks) L_k and U_j; outer per channel O_j; entry per
 *            (channel, chunk) Q_k(h0) = (L_k o O_j)(h0), the levels the prefix
 *            driver names (scan/sg_scan_prefix.inc) as separate launches
 *     replay per (channel, chunk): the chunk's steps from its entry, y; the
 *            last chunk writes h_last
 *   backward (a full call, after the forward):
 *     rsumm  per (channel, chunk): R_s o ... o R_e (reverse pairs), stored in
 *            reverse chunk order, then the same prefix from dh_last
 *     breplay per (channel, chunk): the chunk's forward states from its saved
 *            entry, then t descending: dx, du, dv, the chunk's dp partial;
 *            chunk 0 writes dh0
 *     dp     per channel the chunk partials summed c ascending (version 1's
 *            `row = row + acc`), then per d the rows summed b ascending and
 *            multiplied by sigma(p_d): version 1's order, no atomics.
 * Scratch is chunk-major, [chunk][channel] (channel ch = b*D + d fastest), so
 * neighbouring threads touch neighbouring words; the group-level arrays U_j,
 * O_j (one per 512 tokens) stay channel-major as the driver's group_outer
 * takes them.
 *
 * Bytes: the forward reads x, u, v twice (summary, replay) and writes y: about
 * 14 B per element against the 8 B floor of a one-pass forward, so its
 * speed-of-light fraction is bounded near 57%; a one-pass forward (chunk
 * summaries and replay from on-chip copies, a decoupled look-back for the
 * entries) is the next version.
 *
 * Interface, poisoning, error handling and build flags as version 1 (see
 * kernels/rglru/rglru_chunked.cu): host pointers in and out, device outputs filled
 * with 0xFF before the launches, every CUDA call checked (SG_CUDA_CHECK), no
 * fast-math (--fmad=false -prec-div=true -prec-sqrt=true -ftz=false).
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "rglru_device.cuh" /* the chunk cells shared with version 1, sg_rg_k_dp_chunks, sg_rg_k_dp_rows */
#include "rglru_v2.cuh"     /* the kernels of this structure (shared with the mixer) */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct rg2_dev {
    int64_t B, L, D, C, NG, nch;
    const uint16_t *x, *u, *v, *dy;
    const float *p, *h0, *dh_last;
    const int32_t *segpos;
    uint16_t *y, *dx, *du, *dv;
    float *h_last, *dh0, *dp, *dp_row;
    /* chunk-major scratch [C][nch]: P (summaries), Lw (group-local prefixes),
     * fent, gent (entries), dpc (chunk dp partials); channel-major [nch][NG]: Uw, Ow */
    sg_rpair *P, *Lw, *Uw, *Ow;
    float *fent, *gent, *dpc;
};

static sg_status rglru2_cuda(const sg_rglru_problem *pb, sg_rglru_outputs *out, int grouped) {
    const char *row = grouped ? "cuda.rglru_chunk16_grouped32_v2" : "cuda.rglru_chunk16_serial_v2";
    rg2_dev g;
    int full, empty;
    const sg_status st = sg_rg_begin(g, pb, out, row, &full, &empty);
    if (st != SG_OK || empty) return st; /* an empty problem writes nothing */
    g.C = (g.L + SG_RG_CHUNK - 1) / SG_RG_CHUNK;
    g.NG = sg_prefix_ngroups(g.C, SG_RG_GROUP);
    g.nch = g.B * g.D;
    if ((g.C * g.nch + RG2_THREADS - 1) / RG2_THREADS > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "cuda rglru v2: %lld chunks x %lld channels exceed one launch grid", (long long)g.C,
                       (long long)g.nch);
    const size_t cn = (size_t)(g.C * g.nch), gn = (size_t)(g.nch * g.NG), pr = sizeof(sg_rpair), f = sizeof(float);
    sg_dev_buf list[SG_DEV_MAXBUF];
    int nl = 0;
    sg_rg_io(g, pb, full, list, &nl);
    list[nl++] = {(void **)&g.dp_row, NULL, full ? (size_t)g.nch * f : 0, 1, "dp per row"};
    list[nl++] = {(void **)&g.P, NULL, cn * pr, 0, "chunk summaries"};
    list[nl++] = {(void **)&g.fent, NULL, cn * f, 0, "forward entries"};
    list[nl++] = {(void **)&g.Lw, NULL, grouped ? cn * pr : 0, 0, "group-local prefixes"};
    list[nl++] = {(void **)&g.Uw, NULL, grouped ? gn * pr : 0, 0, "group summaries"};
    list[nl++] = {(void **)&g.Ow, NULL, grouped ? gn * pr : 0, 0, "group prefixes"};
    list[nl++] = {(void **)&g.gent, NULL, full ? cn * f : 0, 0, "reverse entries"};
    list[nl++] = {(void **)&g.dpc, NULL, full ? cn * f : 0, 0, "dp chunk partials"};
    const auto launch = [&]() -> sg_status {
        sg_status s2;
        SG_LAUNCH(rg2_summ, g.C * g.nch, RG2_THREADS, g);
        if ((s2 = rg2_prefix(g, grouped, g.h0, g.fent)) != SG_OK) return s2;
        SG_LAUNCH(rg2_replay, g.C * g.nch, RG2_THREADS, g);
        if (!full) return SG_OK;
        SG_LAUNCH(rg2_rsumm, g.C * g.nch, RG2_THREADS, g);
        if ((s2 = rg2_prefix(g, grouped, g.dh_last, g.gent)) != SG_OK) return s2;
        SG_LAUNCH(rg2_breplay, g.C * g.nch, RG2_THREADS, g);
        SG_LAUNCH(sg_rg_k_dp_chunks, g.nch, RG2_THREADS, g);
        SG_LAUNCH(sg_rg_k_dp_rows, g.D, RG2_THREADS, g);
        return SG_OK;
    };
    return sg_cuda_call(list, nl, row, g.B, g.L, g.D, launch, [&]() { return sg_rg_copy_out(g, out); });
}

static sg_status cuda_rglru_chunk16_serial_v2(SG_RGLRU_PARAMS) { return rglru2_cuda(pb, out, 0); }
static sg_status cuda_rglru_chunk16_grouped32_v2(SG_RGLRU_PARAMS) { return rglru2_cuda(pb, out, 1); }

extern "C" int sg_kernels_row_rglru_v2(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.rglru_chunk16_serial_v2", SG_MODEL_RGLRU, (sg_impl_fn)cuda_rglru_chunk16_serial_v2, SG_RG_CHUNK, 0},
        {"cuda.rglru_chunk16_grouped32_v2", SG_MODEL_RGLRU, (sg_impl_fn)cuda_rglru_chunk16_grouped32_v2, SG_RG_CHUNK, SG_RG_GROUP},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
