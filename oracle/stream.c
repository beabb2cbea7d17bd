/* stream.c - a held result as a stream of blocks (sg_oracle.h, "streamed
 * results"): each quantity handed over whole, as one box (its rounding to
 * the other format than its own is not required: NULL when absent). */
#include "sg_oracle.h"

void sg_oracle_block_view(sg_shape_class sc, int64_t B, int64_t L, int64_t D, sg_oracle_block *k) {
    int64_t shape[SG_MAX_DIMS];
    const sg_quantity q = {.shape = sc};
    const int nd = sg_quantity_shape(&q, B, L, D, shape);
    int64_t n = 1;
    for (int i = 0; i < nd; i++) n *= shape[i];
    k->n0 = sc == SG_SHAPE_BLD || sc == SG_SHAPE_BD ? B : 1;
    k->n1 = sc == SG_SHAPE_BLD ? L : 1;
    k->n2 = n / (k->n0 * k->n1);
    k->i0 = k->j0 = k->k0 = 0;
    k->i1 = k->n0;
    k->j1 = k->n1;
    k->k1 = k->n2;
}

sg_status sg_oracle_stream_tset(const sg_tset *res, const sg_quantity *qs, int nq, int64_t B, int64_t L, int64_t D,
                                sg_oracle_block_fn fn, void *ctx) {
    for (int i = 0; i < nq; i++) {
        const sg_quantity *q = &qs[i];
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(q, B, L, D, shape);
        const sg_tensor *t[SG_ORC_COUNT] = {0};
        for (int p = 0; p < SG_ORC_COUNT; p++) {
            if (p == SG_ORC_RN_BF16 + SG_ORC_RN_F32 - (int)sg_oracle_rn_part(q->dtype)) continue; /* the other format's rounding: not judged */
            char name[SG_NAME_MAX];
            sg_oracle_tensor_name(name, sizeof name, q->name, (sg_oracle_part)p);
            const sg_status st =
                sg_tset_expect(res, "oracle results", name, sg_oracle_part_dtype((sg_oracle_part)p), nd, shape, &t[p]);
            if (st) return st;
        }
        const int64_t n = (int64_t)sg_tensor_numel(t[SG_ORC_F64]);
        sg_oracle_block k = {.q = i};
        sg_oracle_block_view(q->shape, B, L, D, &k);
        if (k.n0 * k.n1 * k.n2 != n) return sg_fail(SG_E_INTERNAL, "oracle stream: %s's view does not hold it", q->name);
        k.f64 = t[SG_ORC_F64]->data;
        k.bf = t[SG_ORC_RN_BF16] ? t[SG_ORC_RN_BF16]->data : NULL;
        k.f32 = t[SG_ORC_RN_F32] ? t[SG_ORC_RN_F32]->data : NULL;
        k.S = t[SG_ORC_S]->data;
        const sg_status st = fn(ctx, &k);
        if (st) return st;
    }
    return SG_OK;
}
