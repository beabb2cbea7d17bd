/* samu_decode_fixtures.c - the SAMU decode case (fixtures layer): SAMU's inputs drawn as
 * SAMU's generator draws them (models/samu/, its regimes), without the cotangents, and the
 * prompt length P ("prefill", from a leading prompt:P term of the resets; sg_decode_prompt);
 * the validation and the problem view. */
#include "sg_fixtures.h"

#include <string.h>

sg_status sg_samu_decode_generate(const sg_case_spec *sp, uint64_t seed, uint32_t stream, sg_case *out) {
    int64_t P;
    sg_case_spec base = *sp;
    sg_status st = sg_decode_prompt(sp->name, sp->resets, sp->L, &P, &base.resets);
    if (st) return st;
    base.dh_last = 0;
    sg_case tmp;
    memset(&tmp, 0, sizeof tmp);
    sg_tset_init(&tmp.inputs);
    st = sg_samu_generate(&base, seed, stream, &tmp);
    static const char *const names[] = {"x", "z0", "segment_pos", "w_phi", "w_r", "a_phi", "a_r", "nu", "theta"};
    if (!st) st = sg_decode_take_inputs(&out->inputs, &tmp.inputs, names, (int)(sizeof names / sizeof names[0]));
    sg_tset_free(&tmp.inputs);
    if (st) return st;
    const int64_t one[1] = {1};
    int32_t *pf = sg_tset_add(&out->inputs, "prefill", SG_I32, 1, one);
    if (!pf) return SG_E_INTERNAL;
    pf[0] = (int32_t)P;
    return SG_OK;
}

sg_status sg_samu_decode_validate(const sg_case *c, const char *where, int64_t B, int64_t L, int64_t D) {
    const sg_tset *s = &c->inputs;
    if (D % 2) return sg_fail(SG_E_SHAPE, "%s: SAMU decode needs an even D (M = D/2 modes), x has D=%lld", where, (long long)D);
    int64_t bd[2] = {B, D}, d1[1] = {D + 1}, m1[1] = {D / 2}, one[1] = {1};
    sg_status st;
    if ((st = sg_fixture_check_f32(s, where, "z0", 2, bd, D)) || (st = sg_fixture_check_f32(s, where, "w_phi", 1, d1, D)) ||
        (st = sg_fixture_check_f32(s, where, "w_r", 1, d1, D)) || (st = sg_fixture_check_f32(s, where, "a_phi", 1, one, D)) ||
        (st = sg_fixture_check_f32(s, where, "a_r", 1, one, D)) || (st = sg_fixture_check_f32(s, where, "nu", 1, m1, D)) ||
        (st = sg_fixture_check_f32(s, where, "theta", 1, m1, D)))
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
    return sg_decode_check_prefill(s, where, L);
}

sg_status sg_case_samu_decode_problem(const sg_case *c, sg_samu_decode_problem *pb) {
    const sg_tset *s = &c->inputs;
    const sg_tensor *x;
    sg_status st = sg_case_view_x(c, SG_MODEL_SAMU_DECODE, "case %s: no [B,L,D] tensor 'x'", &x);
    if (st) return st;
    pb->B = x->shape[0];
    pb->L = x->shape[1];
    pb->D = x->shape[2];
    pb->P = *(const int32_t *)sg_tset_get(s, "prefill")->data;
    pb->x = x->data;
    pb->z0 = sg_tset_get(s, "z0")->data;
    pb->segpos = sg_tset_get(s, "segment_pos")->data;
    pb->w_phi = sg_tset_get(s, "w_phi")->data;
    pb->w_r = sg_tset_get(s, "w_r")->data;
    pb->a_phi = *(const float *)sg_tset_get(s, "a_phi")->data;
    pb->a_r = *(const float *)sg_tset_get(s, "a_r")->data;
    pb->nu = sg_tset_get(s, "nu")->data;
    pb->theta = sg_tset_get(s, "theta")->data;
    return SG_OK;
}
