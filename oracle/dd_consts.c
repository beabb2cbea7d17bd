/* dd_consts.c - the fast oracle's constants (oracle/sg_dd.h): 1/n! for n <= SG_DD_NFACT and ln 2 as
 * bounded double-doubles, each from MPFR at 256 bits (sg_dd_from_mpfr: hi, lo and the bound on
 * what they leave out of the 256-bit value) plus the 256-bit value's own error (2^-256 relative,
 * added to e). */
#include "oracle_impl.h"

static sg_dd from_mpfr(mpfr_srcptr v, mpfr_ptr tmp) {
    sg_dd r = sg_dd_from_mpfr(v, tmp);
    r.e = (r.e + (fabs(r.hi) + fabs(r.lo)) * 0x1p-250) * SG_DD_INFL;
    return r;
}

void sg_dd_consts_init(sg_dd_consts *k) {
    mpfr_t v, tmp;
    mpfr_init2(v, 256);
    mpfr_init2(tmp, 320);
    mpfr_set_ui(v, 1, MPFR_RNDN);
    k->inv_fact[0] = sg_dd_exact(1.0);
    for (int n = 1; n <= SG_DD_NFACT; n++) {
        mpfr_div_ui(v, v, (unsigned long)n, MPFR_RNDN); /* 1/n!, n roundings of 2^-256 relative */
        k->inv_fact[n] = from_mpfr(v, tmp);
    }
    mpfr_const_log2(v, MPFR_RNDN);
    k->ln2 = from_mpfr(v, tmp);
    mpfr_clears(v, tmp, (mpfr_ptr)0);
}
