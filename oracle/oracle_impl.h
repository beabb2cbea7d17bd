/* oracle_impl.h - internal helpers shared by the RG-LRU and SAMU oracles (not
 * part of sg_oracle.h). */
#ifndef SG_ORACLE_IMPL_H
#define SG_ORACLE_IMPL_H

#include "sg_oracle.h"

/* Writes the result metadata common to both oracles (equations, precision,
 * clip, clipped_steps, reset_steps, forward_only, and when certified cert_prec
 * and cert_bits.<q>) and fills `cert` (may be NULL) in the model's report order.
 * qnames[j] names the oracle's quantity j and bits[j] its minimum agreeing bits
 * (NaN: not certified, e.g. the gradients of a forward-only run). */
sg_status sg_oracle_finish(sg_tset *res, const sg_oracle_opts *o, const char *equations, long prec, long cert_prec,
                           int64_t clipped, int64_t resets, int forward_only, sg_model model,
                           const char *const *qnames, const double *bits, int nqn, sg_oracle_cert *cert);

#endif
