/* rglru_decode_fixtures.c - the RG-LRU decode case (fixtures layer): the mixer's
 * inputs drawn as the mixer's generator draws them (models/rglru_mixer/, its regimes),
 * without the cotangents, and the prompt length P as the input "prefill" ([1], I32),
 * from a leading "prompt:P" term of the case's resets pattern; the validation and the
 * problem view. sg_decode_prompt, shared with the SAMU decode model, is here. */
#include "sg_fixtures.h"

#include <stdlib.h>
#include <string.h>

sg_status sg_decode_prompt(const char *case_name, const char *resets, int64_t L, int64_t *P, const char **rest) {
    *P = 0;
    *rest = resets;
    if (strncmp(resets, "prompt:", 7) != 0) return SG_OK;
    const char *s = resets + 7;
    int64_t v = 0;
    int nd = 0;
    for (; *s >= '0' && *s <= '9' && nd < 12; s++, nd++) v = v * 10 + (*s - '0');
    if (nd == 0 || nd == 12 || (*s != 0 && *s != '+') || v > L)
        return sg_fail(SG_E_UNKNOWN, "case %s: bad prompt term in '%s' (want prompt:P, 0 <= P <= L = %lld, then '+')",
                       case_name, resets, (long long)L);
    *P = v;
    *rest = *s == '+' ? s + 1 : "none";
    return SG_OK;
}

sg_status sg_decode_take_inputs(sg_tset *to, const sg_tset *from, const char *const *names, int n) {
    for (int k = 0; k < n; k++) {
        const sg_tensor *t = sg_tset_get(from, names[k]);
        if (!t) return sg_fail(SG_E_INTERNAL, "decode fixtures: the base generator made no '%s'", names[k]);
        void *d = sg_tset_add(to, names[k], t->dtype, t->ndim, t->shape);
        if (!d) return SG_E_INTERNAL;
        memcpy(d, t->data, sg_tensor_nbytes(t));
    }
    return SG_OK;
}

sg_status sg_rglru_decode_generate(const sg_case_spec *sp, uint64_t seed, uint32_t stream, sg_case *out) {
    int64_t P;
    sg_case_spec base = *sp;
    sg_status st = sg_decode_prompt(sp->name, sp->resets, sp->L, &P, &base.resets);
    if (st) return st;
    base.dh_last = 0;
    sg_case tmp;
    memset(&tmp, 0, sizeof tmp);
    sg_tset_init(&tmp.inputs);
    st = sg_rglru_mixer_generate(&base, seed, stream, &tmp);
    static const char *const names[] = {"x", "w_x", "w_a", "b_x", "b_a", "p", "h0", "segment_pos"};
    if (!st) st = sg_decode_take_inputs(&out->inputs, &tmp.inputs, names, (int)(sizeof names / sizeof names[0]));
    sg_tset_free(&tmp.inputs);
    if (st) return st;
    const int64_t one[1] = {1};
    int32_t *pf = sg_tset_add(&out->inputs, "prefill", SG_I32, 1, one);
    if (!pf) return SG_E_INTERNAL;
    pf[0] = (int32_t)P;
    return SG_OK;
}

sg_status sg_decode_check_prefill(const sg_tset *s, const char *where, int64_t L) {
    const int64_t one[1] = {1};
    const sg_tensor *t;
    sg_status st = sg_tset_expect(s, where, "prefill", SG_I32, 1, one, &t);
    if (st) return st;
    const int32_t P = *(const int32_t *)t->data;
    if (P < 0 || P > L)
        return sg_fail(SG_E_SHAPE, "%s: prefill = %d is not a prompt length in [0, L = %lld]", where, P, (long long)L);
    return SG_OK;
}

sg_status sg_rglru_decode_validate(const sg_case *c, const char *where, int64_t B, int64_t L, int64_t D) {
    const sg_tset *s = &c->inputs;
    if (D % SG_BLOCKS)
        return sg_fail(SG_E_SHAPE, "%s: RG-LRU decode needs D a multiple of %d (the mixer's gates), x has D=%lld", where,
                       SG_BLOCKS, (long long)D);
    const int64_t W = D / SG_BLOCKS;
    int64_t bd[2] = {B, D}, d1[1] = {D}, hww[3] = {SG_BLOCKS, W, W}, hw[2] = {SG_BLOCKS, W};
    sg_status st;
    if ((st = sg_fixture_check_bf16(s, where, "w_x", 3, hww)) || (st = sg_fixture_check_bf16(s, where, "w_a", 3, hww)) ||
        (st = sg_fixture_check_bf16(s, where, "b_x", 2, hw)) || (st = sg_fixture_check_bf16(s, where, "b_a", 2, hw)))
        return st;
    if ((st = sg_fixture_check_f32(s, where, "p", 1, d1, D)) || (st = sg_fixture_check_f32(s, where, "h0", 2, bd, D)))
        return st;
    return sg_decode_check_prefill(s, where, L);
}

sg_status sg_case_rglru_decode_problem(const sg_case *c, sg_rglru_decode_problem *pb) {
    const sg_tset *s = &c->inputs;
    const sg_tensor *x;
    sg_status st = sg_case_view_x(c, SG_MODEL_RGLRU_DECODE, "case %s: no [B,L,D] tensor 'x'", &x);
    if (st) return st;
    pb->B = x->shape[0];
    pb->L = x->shape[1];
    pb->D = x->shape[2];
    pb->P = *(const int32_t *)sg_tset_get(s, "prefill")->data;
    pb->x = x->data;
    pb->w_x = sg_tset_get(s, "w_x")->data;
    pb->w_a = sg_tset_get(s, "w_a")->data;
    pb->b_x = sg_tset_get(s, "b_x")->data;
    pb->b_a = sg_tset_get(s, "b_a")->data;
    pb->p = sg_tset_get(s, "p")->data;
    pb->h0 = sg_tset_get(s, "h0")->data;
    pb->segpos = sg_tset_get(s, "segment_pos")->data;
    return SG_OK;
}
