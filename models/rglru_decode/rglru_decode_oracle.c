/* rglru_decode_oracle.c - the exact RG-LRU decode (reference/EQUATIONS.md section 10):
 * prefill and N single-token steps are the mixer's forward over the P + N tokens, so
 * the results are the mixer oracle's y and h_last (forward only, no cotangents), under
 * this model's equations identifier. Also the helpers both decode oracles share. */
#include "sg_oracle.h"
#include "oracle_impl.h"

#include <stdlib.h>
#include <string.h>

sg_status sg_oracle_decode_take(sg_tset *to, const sg_tset *from, const char *q, const char *as) {
    for (int k = 0; k < SG_ORC_COUNT; k++) {
        char src[SG_NAME_MAX], dst[SG_NAME_MAX];
        sg_oracle_tensor_name(src, sizeof src, q, (sg_oracle_part)k);
        sg_oracle_tensor_name(dst, sizeof dst, as, (sg_oracle_part)k);
        const sg_tensor *t = sg_tset_get(from, src);
        if (!t) return sg_fail(SG_E_INTERNAL, "decode oracle: the base oracle wrote no '%s'", src);
        void *d = sg_tset_add(to, dst, t->dtype, t->ndim, t->shape);
        if (!d) return SG_E_INTERNAL;
        memcpy(d, t->data, sg_tensor_nbytes(t));
    }
    return SG_OK;
}

sg_oracle_opts sg_oracle_decode_opts(const sg_oracle_opts *o) {
    sg_oracle_opts b;
    if (o)
        b = *o;
    else
        sg_oracle_opts_default(&b);
    b.forward_only = 1;
    return b;
}

sg_status sg_oracle_decode_finish(sg_tset *res, const sg_tset *base, const sg_oracle_opts *bo, const sg_oracle_cert *bc,
                                  const char *equations, sg_model model, const char *const q[2], sg_oracle_cert *cert) {
    for (int j = 0; j < 2; j++) {
        const sg_status st = sg_oracle_decode_take(res, base, q[j], q[j]);
        if (st) return st;
    }
    double bits[2] = {(double)bo->prec, (double)bo->prec};
    if (bo->certify)
        for (int k = 0; k < bc->nq; k++)
            for (int j = 0; j < 2; j++)
                if (strcmp(bc->name[k], q[j]) == 0) bits[j] = bc->bits[k];
    const char *cl = sg_tset_meta(base, "clipped_steps"), *rs = sg_tset_meta(base, "reset_steps");
    const long cprec = bo->cert_prec > 0 ? bo->cert_prec : bo->prec + 64;
    return sg_oracle_finish(res, bo, equations, bo->prec, cprec, cl ? atoll(cl) : 0, rs ? atoll(rs) : 0, 0, model, q,
                            bits, 2, cert);
}

static const char *const qnames[2] = {"y", "h_last"};

sg_status sg_oracle_rglru_decode(const sg_rglru_decode_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                                 sg_oracle_cert *cert) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st = sg_check_dims("oracle: RG-LRU decode problem", B, L, D);
    if (st) return st;
    float *zero = sg_xcalloc((size_t)(B * D > 0 ? B * D : 1), sizeof *zero);
    const sg_rglru_mixer_problem mp = {B, L, D, pb->x, pb->w_x, pb->w_a, pb->b_x, pb->b_a, NULL, pb->p, pb->h0, zero,
                                       pb->segpos};
    const sg_oracle_opts bo = sg_oracle_decode_opts(o);
    sg_oracle_cert mc;
    sg_tset tmp;
    sg_tset_init(&tmp);
    st = sg_oracle_rglru_mixer(&mp, &bo, &tmp, &mc);
    if (!st)
        st = sg_oracle_decode_finish(res, &tmp, &bo, &mc, SG_ORACLE_RGLRU_DECODE_EQUATIONS, SG_MODEL_RGLRU_DECODE, qnames,
                                     cert);
    sg_tset_free(&tmp);
    free(zero);
    return st;
}

SG_ORACLE_CACHED_FRONT_END(rglru_decode, SG_ORACLE_RGLRU_DECODE_EQUATIONS, sg_rglru_decode_quantities,
                           SG_RGLRU_DECODE_NQ)
