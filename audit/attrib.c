/* attrib.c - the element-by-element reproduction test of sg_attrib.h. */
#include "sg_attrib.h"
#include "sg_gates.h"

#include <math.h>

int sg_attrib_reproduces(double O, double V, double E, double S, int bf16, double rho, double kappa) {
    double tol = rho * fabs(O - E) + kappa * 0x1p-24 * S;
    if (bf16) tol += sg_ulp_of(fmax(fabs(O), fabs(V)), SG_BF16);
    return fabs(O - V) <= tol; /* NaN anywhere: no */
}

int sg_attrib_within(double O, double lo, double hi, double E, double S, int bf16, double rho, double kappa) {
    double tol = rho * fabs(O - E) + kappa * 0x1p-24 * S;
    if (bf16) tol += sg_ulp_of(fmax(fabs(O), fmax(fabs(lo), fabs(hi))), SG_BF16);
    return O >= lo - tol && O <= hi + tol; /* NaN anywhere: no */
}

double sg_attrib_fraction(int64_t n, const double *O, const double *V, const double *E, const double *S, int bf16,
                          double rho, double kappa) {
    if (n <= 0) return (double)NAN;
    int64_t k = 0;
    for (int64_t i = 0; i < n; i++) k += sg_attrib_reproduces(O[i], V[i], E[i], S[i], bf16, rho, kappa);
    return (double)k / (double)n;
}

int sg_attrib_not_wider(int64_t n_cand, int64_t n_out) {
    const int64_t lim = 2 * n_out > n_out + 8 ? 2 * n_out : n_out + 8;
    return n_cand <= lim;
}
