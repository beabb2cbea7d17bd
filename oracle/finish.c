/* finish.c - the default options, result metadata and certification summary,
 * shared by every model's oracle
 * (oracle_impl.h). */
#include "oracle_impl.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

void sg_oracle_opts_default(sg_oracle_opts *o) {
    o->prec = SG_ORACLE_DEFAULT_PREC;
    o->threads = 0;
    o->certify = 0;
    o->cert_prec = 0;
    o->clip = 1;
    o->forward_only = 0;
    o->mpfr_only = 0;
}

sg_status sg_oracle_finish(sg_tset *res, const sg_oracle_opts *o, const char *equations, long prec, long cert_prec,
                           int64_t clipped, int64_t resets, int forward_only, sg_model model,
                           const char *const *qnames, const double *bits, int nqn, sg_oracle_cert *cert) {
    char buf[64];
    sg_status st = sg_tset_set_meta(res, "equations", equations);
    snprintf(buf, sizeof buf, "%ld", prec);
    if (!st) st = sg_tset_set_meta(res, "precision", buf);
    snprintf(buf, sizeof buf, "%d", o->clip ? 1 : 0);
    if (!st) st = sg_tset_set_meta(res, "clip", buf);
    snprintf(buf, sizeof buf, "%lld", (long long)clipped);
    if (!st) st = sg_tset_set_meta(res, "clipped_steps", buf);
    snprintf(buf, sizeof buf, "%lld", (long long)resets);
    if (!st) st = sg_tset_set_meta(res, "reset_steps", buf);
    if (!st && forward_only) st = sg_tset_set_meta(res, "forward_only", "1");
    if (!st && o->certify) {
        snprintf(buf, sizeof buf, "%ld", cert_prec);
        st = sg_tset_set_meta(res, "cert_prec", buf);
        for (int j = 0; j < nqn && !st; j++) {
            if (isnan(bits[j])) continue;
            char key[SG_NAME_MAX];
            snprintf(key, sizeof key, "cert_bits.%s", qnames[j]);
            snprintf(buf, sizeof buf, "%.1f", bits[j]);
            st = sg_tset_set_meta(res, key, buf);
        }
    }
    if (cert) {
        memset(cert, 0, sizeof *cert);
        if (o->certify) {
            const sg_quantity *qs;
            const int nq = sg_model_quantities(model, &qs);
            for (int k = 0; k < nq && k < 16; k++) { /* in the model's report order */
                int qi = 0;
                for (int j = 0; j < nqn; j++)
                    if (strcmp(qs[k].name, qnames[j]) == 0) qi = j;
                snprintf(cert->name[k], SG_NAME_MAX, "%s", qs[k].name);
                cert->bits[k] = bits[qi];
            }
            cert->nq = nq < 16 ? nq : 16;
        }
    }
    return st;
}

double sg_oracle_agree_bits(mpfr_srcptr a, mpfr_srcptr b, mpfr_ptr tmp, long prec) {
    int za = mpfr_zero_p(a), zb = mpfr_zero_p(b);
    if (za && zb) return (double)prec;
    if (za || zb) return 0.0;
    mpfr_sub(tmp, a, b, MPFR_RNDN);
    if (mpfr_zero_p(tmp)) return (double)prec;
    long e1, e2;
    double m1 = mpfr_get_d_2exp(&e1, tmp, MPFR_RNDN);
    double m2 = mpfr_get_d_2exp(&e2, b, MPFR_RNDN);
    double bits = -((log2(fabs(m1)) + (double)e1) - (log2(fabs(m2)) + (double)e2));
    return bits < (double)prec ? bits : (double)prec;
}

sg_status sg_oracle_path_meta(sg_tset *res, int fast, int64_t nfast, int64_t nmpfr, const char *unit) {
    if (!fast) return SG_OK; /* no key: the MPFR path alone (as every entry before the fast path) */
    char buf[96];
    snprintf(buf, sizeof buf, "%lld of %lld %s by MPFR", (long long)nmpfr, (long long)(nfast + nmpfr), unit);
    sg_status st = sg_tset_set_meta(res, "oracle_path", nmpfr ? "fast+mpfr" : "fast");
    return st ? st : sg_tset_set_meta(res, "oracle_mpfr_units", buf);
}
