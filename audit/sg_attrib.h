/* sg_attrib.h - the element-by-element test the audit of outside outputs uses
 * to name an operation (reference/EQUATIONS.md section 7.2): a candidate's
 * outputs V explain the outputs O only where they reproduce O's failing
 * elements one by one, not where their errors are merely as large somewhere.
 * Pure functions on arrays, so the rule is tested on constructed outputs
 * (tests/test_audit.c) apart from the evaluation that feeds it. */
#ifndef SG_ATTRIB_H
#define SG_ATTRIB_H

#include "sg_common.h"

/* Whether V reproduces O at one element: |O - V| <= rho |O - E| + kappa u32 S,
 * plus one BF16 ulp of max(|O|, |V|) for a BF16 quantity (two roundings of
 * FP32 values that differ by d differ by at most d + 1 ulp). NaN: no. */
int sg_attrib_reproduces(double O, double V, double E, double S, int bf16, double rho, double kappa);

/* The same for a candidate that cancels, run at the bracket of its operand (the
 * operand moved -2 .. +2 ulps, another libm's roundings): O within [lo, hi],
 * the range the bracket's runs span at the element, widened by the same
 * tolerance (the ulp of the largest magnitude for BF16). */
int sg_attrib_within(double O, double lo, double hi, double E, double S, int bf16, double rho, double kappa);

/* The fraction of n elements (O[i], V[i], E[i], S[i]) V reproduces; NaN when n = 0. */
double sg_attrib_fraction(int64_t n, const double *O, const double *V, const double *E, const double *S, int bf16,
                          double rho, double kappa);

/* Whether a candidate that fails over the model_ulp limit on n_cand elements of
 * a quantity is not more widespread than outputs failing there on n_out: a
 * variant that fails on many more elements (a BF16 decay on every near-1 step)
 * does not explain a sparse failure. At most max(2 n_out, n_out + 8). */
int sg_attrib_not_wider(int64_t n_cand, int64_t n_out);

#endif
