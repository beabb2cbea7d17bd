/* samu_decode_oracle.c - the exact SAMU decode (reference/EQUATIONS.md section 10): prefill
 * and N single-token steps are SAMU's forward over the P + N tokens, so the results are SAMU's
 * oracle's y and z_last (forward only, zero cotangents), under this model's identifier. */
#include "sg_oracle.h"
#include "oracle_impl.h"

#include <stdlib.h>
#include <string.h>

static const char *const qnames[2] = {"y", "z_last"};

sg_status sg_oracle_samu_decode(const sg_samu_decode_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                                sg_oracle_cert *cert) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st = sg_check_dims("oracle: SAMU decode problem", B, L, D);
    if (st) return st;
    uint16_t *dy = sg_xcalloc((size_t)(B * L * D > 0 ? B * L * D : 1), sizeof *dy);
    float *dzl = sg_xcalloc((size_t)(B * D > 0 ? B * D : 1), sizeof *dzl);
    const sg_samu_problem sp = {B, L, D, pb->x, dy, pb->z0, dzl, pb->segpos, pb->w_phi, pb->w_r, pb->a_phi, pb->a_r,
                                pb->nu, pb->theta};
    const sg_oracle_opts bo = sg_oracle_decode_opts(o);
    sg_oracle_cert sc;
    sg_tset tmp;
    sg_tset_init(&tmp);
    st = sg_oracle_samu(&sp, &bo, &tmp, &sc);
    if (!st)
        st = sg_oracle_decode_finish(res, &tmp, &bo, &sc, SG_ORACLE_SAMU_DECODE_EQUATIONS, SG_MODEL_SAMU_DECODE, qnames,
                                     cert);
    sg_tset_free(&tmp);
    free(dy);
    free(dzl);
    return st;
}

SG_ORACLE_CACHED_FRONT_END(samu_decode, SG_ORACLE_SAMU_DECODE_EQUATIONS, sg_samu_decode_quantities, SG_SAMU_DECODE_NQ)
