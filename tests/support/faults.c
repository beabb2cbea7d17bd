/* faults.c - the planted faults (sg_testhooks.h): the switch sg_fault_active,
 * the names and descriptions of SG_FAULT_LIST, and the faulted variants of the
 * scan/sg_scan_ops.h helpers that the SG_TESTING build of the CPU emulations
 * calls through its hooks (reference/emu_hooks.h). Only the mutant rows
 * (mutants.c) set the switch, around one call. Each variant takes the helper's
 * unfaulted result and changes exactly what its fault changes, with the
 * operations the bug would perform (no FP contraction: the project's flags). */
#include "sg_testhooks.h"

#include <math.h>

sg_fault sg_fault_active = SG_FAULT_NONE;

#define SG_FAULT_NAME_(id, name, desc) #name,
#define SG_FAULT_DESC_(id, name, desc) desc,
static const char *const fault_names[SG_FAULT_COUNT] = {"none", SG_FAULT_LIST(SG_FAULT_NAME_)};
static const char *const fault_descs[SG_FAULT_COUNT] = {"no fault: the production algorithm",
                                                        SG_FAULT_LIST(SG_FAULT_DESC_)};
#undef SG_FAULT_NAME_
#undef SG_FAULT_DESC_

const char *sg_fault_name(sg_fault f) { return (unsigned)f < SG_FAULT_COUNT ? fault_names[f] : "?"; }
const char *sg_fault_description(sg_fault f) { return (unsigned)f < SG_FAULT_COUNT ? fault_descs[f] : "?"; }

/* ---- RG-LRU --------------------------------------------------------------- */
/* A step's coefficients at a reset: RESET_MULTIPLIER keeps m = sqrt(1 - a^2)
 * (and b = (x i) m), RESET_KEEPS_STATE keeps abar = a, abm1 = am1. */
sg_rg_coef sg_fault_rg_step(sg_fault F, sg_rg_coef q, float x, int reset) {
    if (!reset) return q;
    if (F == SG_FAULT_RESET_MULTIPLIER) { /* m = sqrt(1 - a^2) kept at the reset */
        q.m = sqrtf(-expm1f(2.0f * q.l));
        const float xi = x * q.i;
        q.b = xi * q.m;
    }
    if (F == SG_FAULT_RESET_KEEPS_STATE) {
        q.abar = q.a;
        q.abm1 = q.am1;
    }
    return q;
}

/* SQRT_CLIP_MISSING: sg_rg_bwd_terms with Dq = 1/(2 sqrt(1 - a^2)), unclipped. */
sg_rg_grad sg_fault_rg_bwd(sg_fault F, sg_rg_grad o, const sg_rg_coef *k, float x, float s, int reset, float g,
                           float hprev) {
    if (reset || F != SG_FAULT_SQRT_CLIP_MISSING) return o;
    const float a2 = expf(2.0f * k->l);
    const float om = -expm1f(2.0f * k->l);
    const float dq = 1.0f / (2.0f * sqrtf(om));
    const float ah = k->a * hprev;
    const float w = 2.0f * a2 * x * k->i * dq;
    o.dl = g * (ah - w);
    o.dv = o.dl * (-SG_SCAN_RG_C * s) * (k->r * (1.0f - k->r));
    o.dpterm = o.dl * (-SG_SCAN_RG_C * k->r);
    return o;
}

/* ---- SAMU ------------------------------------------------------------------ */
/* One mode-step's coefficients: PHASE_SIGN (sin(theta - d) = sin(th) C - cos(th) S),
 * and at a reset RESET_MULTIPLIER (gamma kept), RESET_KEEPS_STATE (lambda kept). */
sg_samu_coef sg_fault_samu_mode(sg_fault F, sg_samu_coef k, float cth, float sth, const sg_samu_tok *t, int reset) {
    if (F == SG_FAULT_PHASE_SIGN) { /* sin(theta - d) = sin(th) C - cos(th) S */
        k.sp = sth * t->C - cth * t->S;
        if (!reset) k.lam = sg_cf_make(k.rho * k.cp, k.rho * k.sp);
    }
    if (reset && F == SG_FAULT_RESET_MULTIPLIER) k.gam = sqrtf(-expm1f(-2.0f * k.ne));
    if (reset && F == SG_FAULT_RESET_KEEPS_STATE) k.lam = sg_cf_make(k.rho * k.cp, k.rho * k.sp);
    return k;
}

/* ---- both ------------------------------------------------------------------ */
/* BF16_CHUNK_STATE, BF16_STEP_STATE: a state kept in a BF16 buffer. */
float sg_fault_bf16(float v) { return sg_bf16_to_f32(sg_f32_to_bf16(v)); }
sg_cf sg_fault_bf16c(sg_cf z) { return sg_cf_make(sg_fault_bf16(z.re), sg_fault_bf16(z.im)); }

/* The chunk entries as the faults leave them, after the driver: PREFIX_ORDER_SWAPPED
 * (grouped only) recomputes them as (O_j o L_k)(x0); BF16_CHUNK_STATE rounds
 * them to BF16 (the entries buffer holds BF16 values). The same for both pair
 * types (P pairs, X states). */
#define SG_FAULT_ENTRIES_(name, P, X, compose, apply, bf16)                                                     \
    void name(sg_fault F, int grouped, int64_t G, int64_t n, X x0, X *entry, const P *Lw, const P *Ow) {       \
        if (grouped && F == SG_FAULT_PREFIX_ORDER_SWAPPED)                                                      \
            for (int64_t k = 0; k < n; k++) entry[k] = apply(compose(Ow[k / G], Lw[k]), x0);                    \
        if (F == SG_FAULT_BF16_CHUNK_STATE)                                                                     \
            for (int64_t k = 0; k < n; k++) entry[k] = bf16(entry[k]);                                          \
    }
SG_FAULT_ENTRIES_(sg_fault_rentries, sg_rpair, float, sg_rpair_compose, sg_rpair_apply, sg_fault_bf16)
SG_FAULT_ENTRIES_(sg_fault_centries, sg_cpair, sg_cf, sg_cpair_compose, sg_cpair_apply, sg_fault_bf16c)
#undef SG_FAULT_ENTRIES_

/* ---- a scalar gradient's final write ----------------------------------------- */
const char *sg_fault_scalar_quantity(sg_fault F) {
    switch (F) {
    case SG_FAULT_DA_PHI_ZERO: case SG_FAULT_DA_PHI_SIGN: case SG_FAULT_DA_PHI_BIAS: return "da_phi";
    case SG_FAULT_DA_R_ZERO: case SG_FAULT_DA_R_SIGN: case SG_FAULT_DA_R_BIAS: return "da_r";
    default: return NULL;
    }
}

float sg_fault_scalar(sg_fault F, float v) {
    switch (F) {
    case SG_FAULT_DA_PHI_ZERO: case SG_FAULT_DA_R_ZERO: return 0.0f;
    case SG_FAULT_DA_PHI_SIGN: case SG_FAULT_DA_R_SIGN: return -v;
    case SG_FAULT_DA_PHI_BIAS: case SG_FAULT_DA_R_BIAS: return 1.01f * v;
    default: return v;
    }
}

/* ---- a reduction's partial sums at reduced precision -------------------------- */
float sg_fault_round11(float v) {
    if (v == 0.0f || !isfinite(v)) return v;
    int e;
    const float m = frexpf(v, &e);               /* |m| in [1/2, 1) */
    return ldexpf(rintf(ldexpf(m, 11)), e - 11); /* 11 bits; rintf: to nearest even (the default mode) */
}
