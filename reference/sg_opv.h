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

#include <math.h>
#include <stdint.h>

typedef enum {
    SG_OPV_NONE = 0,
    SG_OPV_OM_FROM_DECAY,      /* 1 - a^2 (SAMU 1 - rho^2) from the rounded decay, not -expm1(2 l) */
    SG_OPV_DERIV_FROM_ROUNDED, /* RG-LRU: the l-derivative's a^2 as the rounded a times itself, not exp(2 l) */
    SG_OPV_DECAY_BF16,         /* the decay a (SAMU rho) rounded to BF16: within 2^-9 of 1 it is 1 */
    SG_OPV_INPUT_BF16,         /* the input term x i m (SAMU gamma w) rounded to BF16 before the update */
    SG_OPV_STATE_BF16,         /* the recurrent state rounded to BF16 after every update */
    SG_OPV_DECAY_ULP,          /* the decay a (SAMU rho) moved by `ulps` FP32 ulps on a fraction of the steps */
    SG_OPV_DERIV_EXPM1,        /* RG-LRU: the l-derivative's a^2 = exp(2 l) as expm1(2 l) + 1 (PyTorch's expm1 backward,
                                * grad (result + 1)): cancels where a^2 << 1; SAMU has no such operation */
    SG_OPV_RESET_DROP,         /* a reset on the first step of a tile of `tile` steps (0-based t > 0, t % tile == 0)
                                * ignored, forward and backward: a kernel that drops the resets on its tile edges */
    SG_OPV_OM_FROM_EXP2L,      /* 1 - a^2 (SAMU 1 - rho^2) as 1 - exp(2 l) from the rounded exp(2 l), not -expm1(2 l)
                                * (RecurrentGemma's a_square = exp(2 log_a), 1 - a_square): cancels near 1 */
    SG_OPV_COUNT
} sg_opv;

/* A variant and its parameters (the body's OPV marks test `kind`; OPV_DECAY reads the rest). */
typedef struct sg_opv_spec {
    sg_opv kind;
    int ulps;          /* DECAY_ULP: FP32 steps the decay moves (> 0 up, < 0 down) */
    uint64_t frac_q32; /* DECAY_ULP: the fraction of the steps moved, in units of 2^-32 (2^32: every step) */
    uint64_t seed;     /* DECAY_ULP: which steps: a hash of (b, t, channel) and this seed below frac_q32 */
    int tile;          /* RESET_DROP: the tile length in steps */
    int nudge;         /* OM_FROM_DECAY, DERIV_FROM_ROUNDED: the rounded decay they square, DERIV_EXPM1: the
                        * rounded expm1(2 l), OM_FROM_EXP2L: the rounded exp(2 l), moved by this many FP32 ulps first (the audit's brackets: the same
                        * operation on an operand another libm rounds an ulp or two away) */
} sg_opv_spec;

/* Whether step t's reset stands under spec o (the hook OPV_RESET of the variant instantiation). */
static inline int sg_opv_reset(int reset, const sg_opv_spec *o, int64_t t) {
    return o->kind == SG_OPV_RESET_DROP && o->tile > 0 && t > 0 && t % o->tile == 0 ? 0 : reset;
}

/* x moved by o->nudge FP32 ulps (the hook OPV_NUDGE of the variant instantiation). The operand is a
 * decay or exp(2 l) in [0, 1] (l <= 0) or expm1 of l <= 0 in (-1, 0]: a libm never rounds one above 1, so
 * neither does the nudge. */
static inline float sg_opv_nudge(float x, const sg_opv_spec *o) {
    for (int k = 0; k < (o->nudge > 0 ? o->nudge : -o->nudge); k++) x = nextafterf(x, o->nudge > 0 ? INFINITY : -INFINITY);
    return x > 1.0f ? 1.0f : x;
}

/* The decay of step (b, t, channel) under spec o (the hook OPV_DECAY of the
 * variant instantiation; the canonical ones leave the decay alone). */
static inline float sg_opv_decay(float a, const sg_opv_spec *o, int64_t b, int64_t t, int64_t ch) {
    if (o->kind != SG_OPV_DECAY_ULP || o->ulps == 0) return a;
    if (o->frac_q32 < (UINT64_C(1) << 32)) {
        uint64_t z = o->seed ^ ((uint64_t)b * UINT64_C(0x9e3779b97f4a7c15)) ^ ((uint64_t)t * UINT64_C(0xc2b2ae3d27d4eb4f)) ^
                     ((uint64_t)ch * UINT64_C(0x165667b19e3779f9));
        z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9); /* splitmix64's finaliser */
        z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
        z ^= z >> 31;
        if ((z >> 32) >= o->frac_q32) return a;
    }
    for (int k = 0; k < (o->ulps > 0 ? o->ulps : -o->ulps); k++) a = nextafterf(a, o->ulps > 0 ? INFINITY : -INFINITY);
    return a;
}

#endif
