/* rglru_mixer_emu.c - CPU emulations of the RG-LRU mixer (reference/EQUATIONS.md
 * section 9): the gate front and back end of the canonical FP32 path
 * (sg_rglru_mixer_gates_f32, sg_rglru_mixer_backprop_f32) around a chunked scan.
 *   cpu.rglru_mixer_grouped32  the fused path: the gates in FP32, never rounded,
 *                              the 16-step chunked scan with grouped entries
 *                              (groups of 32, the study's RG-LRU dispatch) on them
 *                              (sg_rglru_chunked_f32_gates), the direct dx, du, dv
 *                              kept in FP32 for the gates' backward;
 *   cpu.rglru_mixer_bf16uv     a REFUSED candidate: the mixer as two kernels, as
 *                              under BF16 autocast: the same FP32-accumulated gates
 *                              rounded to BF16 (u, v materialised), the scan-only
 *                              row cpu.rglru_chunk16_grouped32 on them, its BF16 dx,
 *                              du, dv into the same FP32 backward.
 * Bitwise deterministic, independent of the thread count (each part is). */
#include "sg_reference.h"

#include <stdlib.h>

/* The scan view of a mixer problem: x, dy, p, h0, dh_last, segpos; u, v as given. */
static sg_rglru_problem scan_view(const sg_rglru_mixer_problem *pb, const uint16_t *u, const uint16_t *v) {
    const sg_rglru_problem sp = {pb->B, pb->L, pb->D, pb->x, u, v, pb->dy, pb->p, pb->h0, pb->dh_last, pb->segpos};
    return sp;
}

typedef struct {
    float *u, *v, *dx, *du, *dv;
    uint16_t *ub, *vb, *dxb, *dub, *dvb;
} mx_bufs;

static void bufs_free(mx_bufs *m) {
    free(m->u), free(m->v), free(m->dx), free(m->du), free(m->dv);
    free(m->ub), free(m->vb), free(m->dxb), free(m->dub), free(m->dvb);
}

static sg_status mixer(const sg_rglru_mixer_problem *pb, sg_rglru_mixer_outputs *out, int bf16_gates, const char *name) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st = sg_check_dims(name, B, L, D);
    if (st) return st;
    if (D % SG_BLOCKS) return sg_fail(SG_E_SHAPE, "%s: D=%lld is not a multiple of %d", name, (long long)D, SG_BLOCKS);
    const int bwd = out->dx != NULL;
    const size_t n = (size_t)(B * L * D);
    mx_bufs m = {0};
    m.u = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
    m.v = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
    if (bwd) {
        m.dx = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
        m.du = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
        m.dv = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
    }
    if (bf16_gates) {
        m.ub = sg_malloc_dims(sizeof(uint16_t), SG_DIMS(B, L, D));
        m.vb = sg_malloc_dims(sizeof(uint16_t), SG_DIMS(B, L, D));
        if (bwd) {
            m.dxb = sg_malloc_dims(sizeof(uint16_t), SG_DIMS(B, L, D));
            m.dub = sg_malloc_dims(sizeof(uint16_t), SG_DIMS(B, L, D));
            m.dvb = sg_malloc_dims(sizeof(uint16_t), SG_DIMS(B, L, D));
        }
    }
    if (!m.u || !m.v || (bwd && (!m.dx || !m.du || !m.dv)) ||
        (bf16_gates && (!m.ub || !m.vb || (bwd && (!m.dxb || !m.dub || !m.dvb))))) {
        bufs_free(&m);
        return sg_fail(SG_E_INTERNAL, "%s: out of memory (%zu elements)", name, n);
    }
    sg_rglru_mixer_gates_f32(pb, m.u, m.v);
    sg_rglru_outputs so = {.y = out->y, .h_last = out->h_last, .dp = out->dp, .dh0 = out->dh0};
    if (bf16_gates) {
        for (size_t k = 0; k < n; k++) m.ub[k] = sg_f32_to_bf16(m.u[k]), m.vb[k] = sg_f32_to_bf16(m.v[k]);
        const sg_rglru_problem sp = scan_view(pb, m.ub, m.vb);
        so.dx = m.dxb, so.du = m.dub, so.dv = m.dvb;
        st = sg_rglru_chunk16_grouped32(&sp, &so);
        if (!st && bwd)
            for (size_t k = 0; k < n; k++)
                m.dx[k] = sg_bf16_to_f32(m.dxb[k]), m.du[k] = sg_bf16_to_f32(m.dub[k]), m.dv[k] = sg_bf16_to_f32(m.dvb[k]);
    } else {
        const sg_rglru_problem sp = scan_view(pb, NULL, NULL);
        st = sg_rglru_chunked_f32_gates(&sp, m.u, m.v, &so, m.dx, m.du, m.dv, 1);
    }
    if (!st && bwd) sg_rglru_mixer_backprop_f32(pb, m.du, m.dv, m.dx, out);
    bufs_free(&m);
    return st;
}

sg_status sg_rglru_mixer_grouped32(SG_RGLRU_MIXER_PARAMS) { return mixer(pb, out, 0, "rglru_mixer_grouped32"); }
sg_status sg_rglru_mixer_bf16uv(SG_RGLRU_MIXER_PARAMS) { return mixer(pb, out, 1, "rglru_mixer_bf16uv"); }
