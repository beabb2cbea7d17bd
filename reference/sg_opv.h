/* sg_opv.h - single-operation variants of the canonical FP32 paths, for the
 * audit of an outside implementation's FAIL (scangate audit --case-file F
 * --outputs O): each variant replaces one operation of the canonical body
 * (models/<name>/<name>_canonical.inc, the spots marked OPV) by a form known
 * to lose accuracy in FP32, everything else bit for bit the canonical path.
 * The audit runs every variant a model has on the failing case and reports
 * which one reproduces the outside outputs' failing elements
 * (reference/EQUATIONS.md section 7.2). */
#ifndef SG_OPV_H
#define SG_OPV_H

typedef enum {
    SG_OPV_NONE = 0,
    SG_OPV_OM_FROM_DECAY,      /* 1 - a^2 (SAMU 1 - rho^2) from the rounded decay, not -expm1(2 l) */
    SG_OPV_DERIV_FROM_ROUNDED, /* RG-LRU: the l-derivative's a^2 as the rounded a times itself, not exp(2 l) */
    SG_OPV_DECAY_BF16,         /* the decay a (SAMU rho) rounded to BF16: within 2^-9 of 1 it is 1 */
    SG_OPV_INPUT_BF16,         /* the input term x i m (SAMU gamma w) rounded to BF16 before the update */
    SG_OPV_STATE_BF16,         /* the recurrent state rounded to BF16 after every update */
    SG_OPV_COUNT
} sg_opv;

#endif
