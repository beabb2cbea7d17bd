/* rglru_fixtures.c - the RG-LRU case (fixtures layer): every input drawn
 * from (spec, seed) through the fixtures' Philox draws, the model's part of
 * the validation of a case, and the view of a case as a problem.
 *
 * The tensor ids below pick the Philox counter of each input; they are part
 * of every case's definition (changing one changes every RG-LRU case). */
#include "sg_fixtures.h"

#include <math.h>
#include <string.h>

enum { T_X = 1, T_U = 2, T_V = 3, T_DY = 4, T_P = 5, T_H0 = 6, T_DHL = 7 };

sg_status sg_rglru_regime_p(const char *regime, int64_t d, double uu, double *p) {
    static const char *const cyc[4] = {"init", "near1", "clip", "fast"};
    if (strcmp(regime, "mixed") == 0) regime = cyc[d % 4];
    if (strcmp(regime, "init") == 0) {
        double r = sqrt(0.81 + (0.998 - 0.81) * uu);
        *p = log(1.0 / r - 1.0);
    } else if (strcmp(regime, "near1") == 0) {
        double r = sqrt(0.998 + (0.99998 - 0.998) * uu);
        *p = log(1.0 / r - 1.0);
    } else if (strcmp(regime, "clip") == 0) {
        *p = -21.0 + 2.0 * uu;
    } else if (strcmp(regime, "fast") == 0) {
        *p = 2.5 + uu;
    } else {
        return sg_fail(SG_E_UNKNOWN, "unknown parameter regime '%s'", regime);
    }
    return SG_OK;
}

sg_status sg_rglru_generate(const sg_case_spec *sp, uint64_t seed, uint32_t stream, sg_case *out) {
    const int64_t B = sp->B, L = sp->L, D = sp->D; /* checked by sg_case_make */
    int64_t bld[3] = {B, L, D}, bd[2] = {B, D}, d1[1] = {D}, bl[2] = {B, L};
    uint16_t *x = sg_tset_add(&out->inputs, "x", SG_BF16, 3, bld);
    uint16_t *u = sg_tset_add(&out->inputs, "u", SG_BF16, 3, bld);
    uint16_t *v = sg_tset_add(&out->inputs, "v", SG_BF16, 3, bld);
    uint16_t *dy = sg_tset_add(&out->inputs, "dy", SG_BF16, 3, bld);
    float *p = sg_tset_add(&out->inputs, "p", SG_F32, 1, d1);
    float *h0 = sg_tset_add(&out->inputs, "h0", SG_F32, 2, bd);
    float *dhl = sg_tset_add(&out->inputs, "dh_last", SG_F32, 2, bd);
    int32_t *seg = sg_tset_add(&out->inputs, "segment_pos", SG_I32, 2, bl);
    if (!x || !u || !v || !dy || !p || !h0 || !dhl || !seg) return SG_E_INTERNAL;
    const uint64_t n = (uint64_t)(B * L * D); /* <= SG_MAX_NUMEL: checked by sg_case_make */
    for (uint64_t i = 0; i < n; i++) {
        x[i] = sg_fixture_bf16(sp->x_scale * sg_rand_normal(seed, stream, T_X, i));
        u[i] = sg_fixture_bf16(sg_rand_normal(seed, stream, T_U, i));
        v[i] = sg_fixture_bf16(sg_rand_normal(seed, stream, T_V, i));
        dy[i] = sg_fixture_bf16(sg_rand_normal(seed, stream, T_DY, i));
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

sg_status sg_rglru_validate(const sg_case *c, const char *where, int64_t B, int64_t L, int64_t D) {
    const sg_tset *s = &c->inputs;
    int64_t bld[3] = {B, L, D}, bd[2] = {B, D}, d1[1] = {D};
    sg_status st;
    if ((st = sg_fixture_check_bf16_bld(s, where, "dy", bld))) return st;
    if ((st = sg_fixture_check_bf16_bld(s, where, "u", bld)) || (st = sg_fixture_check_bf16_bld(s, where, "v", bld))) return st;
    if ((st = sg_fixture_check_f32(s, where, "p", 1, d1, D)) || (st = sg_fixture_check_f32(s, where, "h0", 2, bd, D)) ||
        (st = sg_fixture_check_f32(s, where, "dh_last", 2, bd, D)))
        return st;
    return SG_OK;
}

sg_status sg_case_rglru_problem(const sg_case *c, sg_rglru_problem *pb) {
    const sg_tset *s = &c->inputs;
    const sg_tensor *x;
    sg_status st = sg_case_view_x(c, SG_MODEL_RGLRU, "case %s: no [B,L,D] tensor 'x'", &x);
    if (st) return st;
    pb->B = x->shape[0];
    pb->L = x->shape[1];
    pb->D = x->shape[2];
    pb->x = x->data;
    pb->u = sg_tset_get(s, "u")->data;
    pb->v = sg_tset_get(s, "v")->data;
    pb->dy = sg_tset_get(s, "dy")->data;
    pb->p = sg_tset_get(s, "p")->data;
    pb->h0 = sg_tset_get(s, "h0")->data;
    pb->dh_last = sg_tset_get(s, "dh_last")->data;
    pb->segpos = sg_tset_get(s, "segment_pos")->data;
    return SG_OK;
}

