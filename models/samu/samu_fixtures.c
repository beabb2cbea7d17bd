/* samu_fixtures.c - the SAMU case (fixtures layer): every input drawn from
 * (spec, seed) through the fixtures' Philox draws, the model's part of the
 * validation of a case, and the view of a case as a problem.
 *
 * The tensor ids below pick the Philox counter of each input; they are part
 * of every case's definition (changing one changes every SAMU case). */
#include "sg_fixtures.h"

#include <math.h>
#include <string.h>

enum { T_X = 1, T_DY = 4, T_H0 = 6, T_DHL = 7, T_WPHI = 9, T_WR = 10, T_AMP = 11, T_NU = 12, T_THETA = 13 };

static const double SG_TWO_PI = 6.283185307179586476925286766559;

/* SAMU parameter regimes (w ~ N(0,1) and a ~ U[-3,3] in every one but "rtu";
 * the spec's h0/dh_last flags give z0/dz_last): "init" (nu = -log r,
 * r ~ U[0.9,0.999]; theta ~ U[0,2pi)),
 * "slow" (theta ~ U[0,pi/10]), "near1" (nu = 1e-3: |lambda| near 1), "rtu"
 * (init spectrum with a_phi = a_r = 0: the static complex diagonal recurrence), "clip"
 * (nu ~ U[1e-9, 1e-8]: 1 - rho^2 below 2.5e-7, the clipped sqrt derivative),
 * "mixed" (mode m takes nu and theta from init, near1, clip, slow in turn, m % 4). */
sg_status sg_samu_generate(const sg_case_spec *sp, uint64_t seed, uint32_t stream, sg_case *out) {
    const int64_t B = sp->B, L = sp->L, D = sp->D, M = D / 2;
    if (D % 2) return sg_fail(SG_E_SHAPE, "case %s: SAMU needs an even D (M = D/2 modes), got D=%lld", sp->name, (long long)D);
    const char *rg = sp->regime;
    if (strcmp(rg, "init") && strcmp(rg, "slow") && strcmp(rg, "near1") && strcmp(rg, "rtu") && strcmp(rg, "clip") &&
        strcmp(rg, "mixed"))
        return sg_fail(SG_E_UNKNOWN, "case %s: unknown SAMU regime '%s' (init, slow, near1, rtu, clip, mixed)", sp->name,
                       rg);
    static const char *const cyc[4] = {"init", "near1", "clip", "slow"}; /* "mixed": mode m has regime cyc[m % 4] */
    const int mixed = strcmp(rg, "mixed") == 0;
    int64_t bld[3] = {B, L, D}, bd[2] = {B, D}, d1[1] = {D + 1}, m1[1] = {M}, one[1] = {1}, bl[2] = {B, L};
    uint16_t *x = sg_tset_add(&out->inputs, "x", SG_BF16, 3, bld);
    uint16_t *dy = sg_tset_add(&out->inputs, "dy", SG_BF16, 3, bld);
    float *z0 = sg_tset_add(&out->inputs, "z0", SG_F32, 2, bd);
    float *dzl = sg_tset_add(&out->inputs, "dz_last", SG_F32, 2, bd);
    int32_t *seg = sg_tset_add(&out->inputs, "segment_pos", SG_I32, 2, bl);
    float *wphi = sg_tset_add(&out->inputs, "w_phi", SG_F32, 1, d1);
    float *wr = sg_tset_add(&out->inputs, "w_r", SG_F32, 1, d1);
    float *aphi = sg_tset_add(&out->inputs, "a_phi", SG_F32, 1, one);
    float *ar = sg_tset_add(&out->inputs, "a_r", SG_F32, 1, one);
    float *nu = sg_tset_add(&out->inputs, "nu", SG_F32, 1, m1);
    float *theta = sg_tset_add(&out->inputs, "theta", SG_F32, 1, m1);
    if (!x || !dy || !z0 || !dzl || !seg || !wphi || !wr || !aphi || !ar || !nu || !theta) return SG_E_INTERNAL;
    const uint64_t n = (uint64_t)(B * L * D); /* <= SG_MAX_NUMEL: checked by sg_case_make */
    for (uint64_t i = 0; i < n; i++) {
        x[i] = sg_fixture_bf16(sp->x_scale * sg_rand_normal(seed, stream, T_X, i));
        dy[i] = sg_fixture_bf16(sg_rand_normal(seed, stream, T_DY, i));
    }
    for (int64_t i = 0; i < B * D; i++) {
        z0[i] = sp->h0 ? (float)(sp->x_scale * sg_rand_normal(seed, stream, T_H0, (uint64_t)i)) : 0.0f;
        dzl[i] = sp->dh_last ? (float)sg_rand_normal(seed, stream, T_DHL, (uint64_t)i) : 0.0f;
    }
    for (int64_t k = 0; k <= D; k++) {
        wphi[k] = (float)sg_rand_normal(seed, stream, T_WPHI, (uint64_t)k);
        wr[k] = (float)sg_rand_normal(seed, stream, T_WR, (uint64_t)k);
    }
    const int rtu = strcmp(rg, "rtu") == 0;
    aphi[0] = rtu ? 0.0f : (float)(-3.0 + 6.0 * sg_rand_uniform(seed, stream, T_AMP, 0));
    ar[0] = rtu ? 0.0f : (float)(-3.0 + 6.0 * sg_rand_uniform(seed, stream, T_AMP, 1));
    for (int64_t m = 0; m < M; m++) {
        rg = mixed ? cyc[m % 4] : sp->regime;
        double r = 0.9 + (0.999 - 0.9) * sg_rand_uniform(seed, stream, T_NU, (uint64_t)m);
        /* clip: nu ~ U[1e-9, 1e-8], so 1 - rho^2 ~ 2 nu E < 2.5e-7 and the sqrt derivative is clipped */
        nu[m] = strcmp(rg, "near1") == 0 ? 1e-3f
              : strcmp(rg, "clip") == 0  ? (float)(1e-9 + 9e-9 * sg_rand_uniform(seed, stream, T_NU, (uint64_t)m))
                                         : (float)(-log(r));
        double th = sg_rand_uniform(seed, stream, T_THETA, (uint64_t)m);
        theta[m] = (float)(strcmp(rg, "slow") == 0 ? th * (SG_TWO_PI / 20.0) : th * SG_TWO_PI);
    }
    sg_status st;
    for (int64_t b = 0; b < B; b++)
        if ((st = sg_fixture_segpos(sp, seed, stream, b, seg + b * L))) return st;
    return SG_OK;
}

sg_status sg_samu_validate(const sg_case *c, const char *where, int64_t B, int64_t L, int64_t D) {
    const sg_tset *s = &c->inputs;
    int64_t bld[3] = {B, L, D}, bd[2] = {B, D};
    sg_status st;
    if ((st = sg_fixture_check_bf16_bld(s, where, "dy", bld))) return st;
    if (D % 2) return sg_fail(SG_E_SHAPE, "%s: SAMU needs an even D (M = D/2 modes), x has D=%lld", where, (long long)D);
    int64_t dp1[1] = {D + 1}, m1[1] = {D / 2}, one[1] = {1};
    if ((st = sg_fixture_check_f32(s, where, "z0", 2, bd, D)) || (st = sg_fixture_check_f32(s, where, "dz_last", 2, bd, D)) ||
        (st = sg_fixture_check_f32(s, where, "w_phi", 1, dp1, D)) || (st = sg_fixture_check_f32(s, where, "w_r", 1, dp1, D)) ||
        (st = sg_fixture_check_f32(s, where, "a_phi", 1, one, D)) || (st = sg_fixture_check_f32(s, where, "a_r", 1, one, D)) ||
        (st = sg_fixture_check_f32(s, where, "nu", 1, m1, D)) || (st = sg_fixture_check_f32(s, where, "theta", 1, m1, D)))
        return st;
    static const char *const wn[2] = {"w_phi", "w_r"};
    for (int k = 0; k < 2; k++) {
        const float *w = sg_tset_get(s, wn[k])->data;
        int nz = 0;
        for (int64_t i = 0; i <= D; i++) nz |= w[i] != 0.0f;
        if (!nz) return sg_fail(SG_E_NONFINITE, "%s: %s is the zero vector (its direction is undefined)", where, wn[k]);
    }
    const float *nu = sg_tset_get(s, "nu")->data;
    for (int64_t m = 0; m < D / 2; m++)
        if (!(nu[m] > 0.0f))
            return sg_fail(SG_E_NONFINITE, "%s: nu[%lld] = %g must be positive", where, (long long)m, (double)nu[m]);
    return SG_OK;
}

sg_status sg_case_samu_problem(const sg_case *c, sg_samu_problem *pb) {
    const sg_tset *s = &c->inputs;
    const sg_tensor *x;
    sg_status st = sg_case_view_x(c, SG_MODEL_SAMU, "case %s: not a SAMU case", &x);
    if (st) return st;
    pb->B = x->shape[0];
    pb->L = x->shape[1];
    pb->D = x->shape[2];
    pb->x = x->data;
    pb->dy = sg_tset_get(s, "dy")->data;
    pb->z0 = sg_tset_get(s, "z0")->data;
    pb->dz_last = sg_tset_get(s, "dz_last")->data;
    pb->segpos = sg_tset_get(s, "segment_pos")->data;
    pb->w_phi = sg_tset_get(s, "w_phi")->data;
    pb->w_r = sg_tset_get(s, "w_r")->data;
    pb->a_phi = ((const float *)sg_tset_get(s, "a_phi")->data)[0];
    pb->a_r = ((const float *)sg_tset_get(s, "a_r")->data)[0];
    pb->nu = sg_tset_get(s, "nu")->data;
    pb->theta = sg_tset_get(s, "theta")->data;
    return SG_OK;
}

