/* rglru_mixer_fixtures.c - the RG-LRU mixer case (fixtures layer): every input
 * drawn from (spec, seed) through the fixtures' Philox draws, the model's part
 * of the validation of a case, and the view of a case as a problem.
 *
 * Draws: x ~ x_scale N(0,1), dy ~ N(0,1), the weights w_x, w_a ~ N(0, 1/W)
 * (RecurrentGemma's BlockDiagonalLinear initialisation, variance 1/width), the
 * biases b_x, b_a ~ N(0, 1/4), all rounded to BF16; p as the RG-LRU core's
 * regimes (sg_rglru_regime_p); h0 ~ x_scale N(0,1), dh_last ~ N(0,1) when the
 * case has them. The tensor ids pick each input's Philox counter and are part
 * of every case's definition. */
#include "sg_fixtures.h"

#include <math.h>

enum { T_X = 1, T_WX = 2, T_WA = 3, T_DY = 4, T_P = 5, T_H0 = 6, T_DHL = 7, T_BX = 8, T_BA = 9 };

sg_status sg_rglru_mixer_generate(const sg_case_spec *sp, uint64_t seed, uint32_t stream, sg_case *out) {
    const int64_t B = sp->B, L = sp->L, D = sp->D; /* checked by sg_case_make */
    if (D % SG_BLOCKS)
        return sg_fail(SG_E_SHAPE, "case %s: the RG-LRU mixer needs D a multiple of %d (its block-diagonal gates), got D=%lld",
                       sp->name, SG_BLOCKS, (long long)D);
    const int64_t W = D / SG_BLOCKS;
    int64_t bld[3] = {B, L, D}, bd[2] = {B, D}, d1[1] = {D}, bl[2] = {B, L}, hww[3] = {SG_BLOCKS, W, W},
            hw[2] = {SG_BLOCKS, W};
    uint16_t *x = sg_tset_add(&out->inputs, "x", SG_BF16, 3, bld);
    uint16_t *wx = sg_tset_add(&out->inputs, "w_x", SG_BF16, 3, hww);
    uint16_t *wa = sg_tset_add(&out->inputs, "w_a", SG_BF16, 3, hww);
    uint16_t *bx = sg_tset_add(&out->inputs, "b_x", SG_BF16, 2, hw);
    uint16_t *ba = sg_tset_add(&out->inputs, "b_a", SG_BF16, 2, hw);
    uint16_t *dy = sg_tset_add(&out->inputs, "dy", SG_BF16, 3, bld);
    float *p = sg_tset_add(&out->inputs, "p", SG_F32, 1, d1);
    float *h0 = sg_tset_add(&out->inputs, "h0", SG_F32, 2, bd);
    float *dhl = sg_tset_add(&out->inputs, "dh_last", SG_F32, 2, bd);
    int32_t *seg = sg_tset_add(&out->inputs, "segment_pos", SG_I32, 2, bl);
    if (!x || !wx || !wa || !bx || !ba || !dy || !p || !h0 || !dhl || !seg) return SG_E_INTERNAL;
    const uint64_t n = (uint64_t)(B * L * D); /* <= SG_MAX_NUMEL: checked by sg_case_make */
    for (uint64_t i = 0; i < n; i++) {
        x[i] = sg_fixture_bf16(sp->x_scale * sg_rand_normal(seed, stream, T_X, i));
        dy[i] = sg_fixture_bf16(sg_rand_normal(seed, stream, T_DY, i));
    }
    const double wsd = 1.0 / sqrt((double)W);
    for (uint64_t i = 0; i < (uint64_t)(D * W); i++) {
        wx[i] = sg_fixture_bf16(wsd * sg_rand_normal(seed, stream, T_WX, i));
        wa[i] = sg_fixture_bf16(wsd * sg_rand_normal(seed, stream, T_WA, i));
    }
    for (uint64_t i = 0; i < (uint64_t)D; i++) {
        bx[i] = sg_fixture_bf16(0.5 * sg_rand_normal(seed, stream, T_BX, i));
        ba[i] = sg_fixture_bf16(0.5 * sg_rand_normal(seed, stream, T_BA, i));
    }
    sg_status st;
    for (int64_t d = 0; d < D; d++) {
        double pv = 0;
        if ((st = sg_rglru_regime_p(sp->regime, d, sg_rand_uniform(seed, stream, T_P, (uint64_t)d), &pv))) return st;
        p[d] = (float)pv;
    }
    for (int64_t i = 0; i < B * D; i++) {
        h0[i] = sp->h0 ? (float)(sp->x_scale * sg_rand_normal(seed, stream, T_H0, (uint64_t)i)) : 0.0f;
        dhl[i] = sp->dh_last ? (float)sg_rand_normal(seed, stream, T_DHL, (uint64_t)i) : 0.0f;
    }
    for (int64_t b = 0; b < B; b++)
        if ((st = sg_fixture_segpos(sp, seed, stream, b, seg + b * L))) return st;
    return SG_OK;
}

sg_status sg_rglru_mixer_validate(const sg_case *c, const char *where, int64_t B, int64_t L, int64_t D) {
    const sg_tset *s = &c->inputs;
    if (D % SG_BLOCKS)
        return sg_fail(SG_E_SHAPE, "%s: the RG-LRU mixer needs D a multiple of %d (its block-diagonal gates), x has D=%lld",
                       where, SG_BLOCKS, (long long)D);
    const int64_t W = D / SG_BLOCKS;
    int64_t bld[3] = {B, L, D}, bd[2] = {B, D}, d1[1] = {D}, hww[3] = {SG_BLOCKS, W, W}, hw[2] = {SG_BLOCKS, W};
    sg_status st;
    if ((st = sg_fixture_check_bf16_bld(s, where, "dy", bld))) return st;
    if ((st = sg_fixture_check_bf16(s, where, "w_x", 3, hww)) || (st = sg_fixture_check_bf16(s, where, "w_a", 3, hww)) ||
        (st = sg_fixture_check_bf16(s, where, "b_x", 2, hw)) || (st = sg_fixture_check_bf16(s, where, "b_a", 2, hw)))
        return st;
    if ((st = sg_fixture_check_f32(s, where, "p", 1, d1, D)) || (st = sg_fixture_check_f32(s, where, "h0", 2, bd, D)) ||
        (st = sg_fixture_check_f32(s, where, "dh_last", 2, bd, D)))
        return st;
    return SG_OK;
}

sg_status sg_case_rglru_mixer_problem(const sg_case *c, sg_rglru_mixer_problem *pb) {
    const sg_tset *s = &c->inputs;
    const sg_tensor *x;
    sg_status st = sg_case_view_x(c, SG_MODEL_RGLRU_MIXER, "case %s: no [B,L,D] tensor 'x'", &x);
    if (st) return st;
    pb->B = x->shape[0];
    pb->L = x->shape[1];
    pb->D = x->shape[2];
    pb->x = x->data;
    pb->w_x = sg_tset_get(s, "w_x")->data;
    pb->w_a = sg_tset_get(s, "w_a")->data;
    pb->b_x = sg_tset_get(s, "b_x")->data;
    pb->b_a = sg_tset_get(s, "b_a")->data;
    pb->dy = sg_tset_get(s, "dy")->data;
    pb->p = sg_tset_get(s, "p")->data;
    pb->h0 = sg_tset_get(s, "h0")->data;
    pb->dh_last = sg_tset_get(s, "dh_last")->data;
    pb->segpos = sg_tset_get(s, "segment_pos")->data;
    return SG_OK;
}
