/* oracle_impl.h - internal helpers shared by the RG-LRU and SAMU oracles (not
 * part of sg_oracle.h). */
#ifndef SG_ORACLE_IMPL_H
#define SG_ORACLE_IMPL_H

#include "sg_oracle.h"

#include <math.h>

/* Writes the result metadata common to both oracles (equations, precision,
 * clip, clipped_steps, reset_steps, forward_only, and when certified cert_prec
 * and cert_bits.<q>) and fills `cert` (may be NULL) in the model's report order.
 * qnames[j] names the oracle's quantity j and bits[j] its minimum agreeing bits
 * (NaN: not certified, e.g. the gradients of a forward-only run). */
sg_status sg_oracle_finish(sg_tset *res, const sg_oracle_opts *o, const char *equations, long prec, long cert_prec,
                           int64_t clipped, int64_t resets, int forward_only, sg_model model,
                           const char *const *qnames, const double *bits, int nqn, sg_oracle_cert *cert);

/* Agreeing bits of a against the more precise b: min(prec, -log2(|a-b|/|b|));
 * both zero: prec; exactly one zero: 0. */
double sg_oracle_agree_bits(mpfr_srcptr a, mpfr_srcptr b, mpfr_ptr tmp, long prec);

/* Checks a SAMU problem as the oracle needs it (sizes, finite inputs, non-zero
 * w_phi and w_r, positive nu, non-negative segment positions); SG_OK or the
 * failure, recorded with sg_fail. */
sg_status sg_oracle_samu_validate(const sg_samu_problem *pb);

/* Running minimum in which a NaN (a non-finite disagreement) is sticky, so it
 * can only make a certification fail. */
static inline void sg_oracle_minb(double *m, double v) {
    if (isnan(*m)) return;
    if (isnan(v) || v < *m) *m = v;
}

#endif
