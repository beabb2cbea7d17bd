/* records.c - the helpers both oracles share (oracle_impl.h): arrays of MPFR
 * records, the result tensors and their sinks, the check of FP32 inputs. */
#include "oracle_impl.h"

#include <omp.h>
#include <stdlib.h>
#include <string.h>

void sg_recarr_init_x(sg_recarr *r, int64_t n, size_t hdr, const size_t *off, int nf, mpfr_prec_t prec,
                      size_t extra) {
    size_t lb = mpfr_custom_get_size(prec), h = sg_oracle_rec_round(hdr);
    r->stride = sg_oracle_rec_round(h + (size_t)nf * lb + extra);
    r->base = sg_xcalloc((size_t)(n > 0 ? n : 1), r->stride);
    sg_mul_size((size_t)(n > 0 ? n : 1), r->stride, &r->bytes); /* fits: calloc of that product succeeded */
    for (int64_t k = 0; k < n; k++) {
        char *rec = r->base + (size_t)k * r->stride;
        for (int j = 0; j < nf; j++)
            sg_oracle_cust_init((mpfr_ptr)(void *)(rec + off[j]), rec + h + (size_t)j * lb, prec);
    }
}

void sg_recarr_init(sg_recarr *r, int64_t n, size_t hdr, const size_t *off, int nf, mpfr_prec_t prec) {
    sg_recarr_init_x(r, n, hdr, off, nf, prec, 0);
}

void sg_recarr_free(sg_recarr *r) {
    free(r->base);
    r->base = NULL;
}

sg_status sg_oracle_check_opts(const sg_oracle_opts *o, long *cprec, int *nt) {
    if (o->prec < 64 || o->prec > 100000)
        return sg_fail(SG_E_USAGE, "oracle: precision %ld out of range [64, 100000]", o->prec);
    *cprec = o->cert_prec > 0 ? o->cert_prec : o->prec + 64;
    if (o->certify && *cprec <= o->prec)
        return sg_fail(SG_E_USAGE, "oracle: certification precision %ld must exceed %ld", *cprec, o->prec);
    *nt = o->threads > 0 ? o->threads : omp_get_max_threads();
    if (!mpfr_buildopt_tls_p()) *nt = 1; /* MPFR without thread-local state: serial only */
    return SG_OK;
}

sg_status sg_oracle_check_f32(const float *a, size_t n, const char *what, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (!isfinite(a[i]))
            return sg_fail(SG_E_NONFINITE, "oracle: %s %s[%zu] is not finite (%a)", what, name, i, (double)a[i]);
    return SG_OK;
}

sg_status sg_oracle_sinks(sg_tset *res, sg_model m, const char *label, int64_t B, int64_t L, int64_t D,
                          const char *const *qnames, int nqn, mpfr_t *const *mp, sg_oracle_sink *sinks) {
    const sg_quantity *qs;
    const int nq = sg_model_quantities(m, &qs);
    memset(sinks, 0, (size_t)nqn * sizeof *sinks);
    unsigned have = 0; /* bit j: quantity j named (nqn <= 16) */
    for (int k = 0; k < nq; k++) {
        int qi = -1;
        for (int j = 0; j < nqn; j++)
            if (strcmp(qs[k].name, qnames[j]) == 0) qi = j;
        if (qi < 0) return sg_fail(SG_E_INTERNAL, "oracle: unknown %s quantity '%s'", label, qs[k].name);
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&qs[k], B, L, D, shape);
        void *ptr[SG_ORC_COUNT];
        for (int j = 0; j < SG_ORC_COUNT; j++) {
            char nm[SG_NAME_MAX];
            sg_oracle_tensor_name(nm, sizeof nm, qs[k].name, (sg_oracle_part)j);
            ptr[j] = sg_tset_add(res, nm, sg_oracle_part_dtype((sg_oracle_part)j), nd, shape);
            if (!ptr[j]) return SG_E_INTERNAL;
        }
        sinks[qi].f64 = ptr[SG_ORC_F64];
        sinks[qi].bf = ptr[SG_ORC_RN_BF16];
        sinks[qi].f32 = ptr[SG_ORC_RN_F32];
        sinks[qi].S = ptr[SG_ORC_S];
        sinks[qi].mp = mp ? mp[k] : NULL;
        have |= 1u << qi;
    }
    for (int j = 0; j < nqn; j++)
        if (!(have & (1u << j))) return sg_fail(SG_E_INTERNAL, "oracle: quantity '%s' missing from the model's list", qnames[j]);
    return SG_OK;
}
