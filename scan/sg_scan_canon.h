/* sg_scan_canon.h - the per-step arithmetic of the canonical FP32 paths
 * (models/rglru/rglru_canonical.inc, models/samu/samu_canonical.inc with REAL =
 * float) written once for the sequential CUDA rows cuda.rglru_sequential,
 * cuda.samu_sequential (kernels/sequential.cu) and their CPU emulation
 * (reference/sequential.c; tests/test_emulation.c checks that it writes the bits
 * of cpu.canonical_f32 on every smoke and ci case). A companion of sg_scan_ops.h
 * (whose helpers, conventions and libm notes it uses), kept in its own file so
 * that the chunked rows' code hashes, which cover sg_scan_ops.h, do not change
 * with it. libm functions used:
 *   sg_rg_canon_coef_of: expf (sg_decay_expf), expm1f, sqrtf (+ sg_sigmoidf)
 *   sg_rg_canon_bwd: expf (sg_decay_expf), expm1f, sqrtf, division
 *   sg_samu_canon_bwd: as sg_samu_bwd_mode      sg_samu_canon_fwd: none
 * Plain C11 that also compiles as CUDA C++; static inline functions only. */
#ifndef SG_SCAN_CANON_H
#define SG_SCAN_CANON_H

#include "sg_scan_ops.h"

/* ==== canonical sequential steps (kernels/sequential.cu, reference/sequential.c) ====
 * The per-step arithmetic of the canonical FP32 paths (models/rglru/rglru_canonical.inc,
 * models/samu/samu_canonical.inc, instantiated with REAL = float), written once for
 * the sequential CUDA rows cuda.rglru_sequential, cuda.samu_sequential and their CPU
 * emulation (reference/sequential.c; tests/test_emulation.c checks that it writes
 * the bits of cpu.canonical_f32 on every smoke and ci case). Unlike sg_rg_step /
 * sg_rpair_apply (numerics revision 3) the RG-LRU state update is the canonical
 * (abar h) + b, never the delta form. Same operands, same association, one rounding
 * per operation as in the canonical body; on the host the same libm calls
 * (sg_decay_expf is expf there), on the device numerics revision 2 (sg_decay_expf:
 * exp in double, rounded once) for the decays. The SAMU token, mode coefficients,
 * mode backward, controller backward, dx and the final formulas are already the
 * canonical ones (sg_samu_dots, sg_samu_token, sg_samu_mode, sg_samu_bwd_mode,
 * sg_samu_ctl_bwd, sg_samu_dx, sg_samu_dot, sg_samu_gains, sg_samu_da, sg_samu_dw);
 * what is added is the state update with the canonical reset (z = w, written
 * directly) and the per-mode backward step with its carry. */

/* RG-LRU step coefficients, canonical order: i = sigma(u), r = sigma(v),
 * l = ((-c) r) s, a = exp(l), m = reset ? 1 : sqrt(-expm1(2 l)), abar = reset ? 0 : a. */
typedef struct {
    float i, r, l, a, m, abar;
} sg_rg_canon_coef;

SG_HD static inline sg_rg_canon_coef sg_rg_canon_coef_of(float u, float v, float s, int reset) {
    sg_rg_canon_coef k;
    k.i = sg_sigmoidf(u);
    k.r = sg_sigmoidf(v);
    k.l = -SG_SCAN_RG_C * k.r * s;
    k.a = sg_decay_expf(k.l);
    k.m = reset ? 1.0f : sqrtf(-expm1f(2.0f * k.l));
    k.abar = reset ? 0.0f : k.a;
    return k;
}

/* h_t = (abar h_{t-1}) + ((x i) m): two products, then the sum, as the canonical path. */
SG_HD static inline float sg_rg_canon_fwd(const sg_rg_canon_coef *k, float x, float h) {
    const float bx = x * k->i * k->m;
    const float ah = k->abar * h;
    return ah + bx;
}

/* One step of the canonical backward, t descending, from the carry
 * gc = abar_{t+1} g_{t+1} (dh_last at t = L):
 *   g = dy + gc, dx = (g i) m, du = ((g x) m) (i (1 - i)),
 *   dl = reset ? 0 : g ((a hprev) - ((((2 a2) x) i) Dq)), a2 = exp(2 l),
 *   Dq = 1 / (2 sqrt(max(om, 1/(4 G^2)))), om = -expm1(2 l),
 *   dv = (dl ((-c) s)) (r (1 - r)), dpterm = dl ((-c) r) (the canonical dp_acc term),
 *   carry = reset ? 0 : a g (gc of step t - 1; dh0 after t = 0). */
typedef struct {
    float dx, du, dv, dpterm, carry;
} sg_rg_canon_grad;

SG_HD static inline sg_rg_canon_grad sg_rg_canon_bwd(const sg_rg_canon_coef *k, float x, float s, int reset, float dy,
                                                     float gc, float hprev) {
    const float clip = 1.0f / (4.0f * SG_SCAN_MAX_GRAD * SG_SCAN_MAX_GRAD);
    sg_rg_canon_grad o;
    const float g = dy + gc;
    o.dx = g * k->i * k->m;
    o.du = g * x * k->m * (k->i * (1.0f - k->i));
    float dl = 0.0f;
    if (!reset) {
        const float a2 = sg_decay_expf(2.0f * k->l);
        const float om = -expm1f(2.0f * k->l);
        const float dq = 1.0f / (2.0f * sqrtf(om > clip ? om : clip));
        const float ah = k->a * hprev;
        const float w = 2.0f * a2 * x * k->i * dq;
        dl = g * (ah - w);
    }
    o.dv = dl * (-SG_SCAN_RG_C * s) * (k->r * (1.0f - k->r));
    o.dpterm = dl * (-SG_SCAN_RG_C * k->r);
    o.carry = reset ? 0.0f : k->a * g;
    return o;
}

/* SAMU state update of one mode, canonical: at a reset z_t = w (the values
 * themselves, no product: a 0 z + w would turn -0 into +0 and Inf z into NaN);
 * otherwise ((lr zr - li zi) + gam wr, (lr zi + li zr) + gam wi). k from sg_samu_mode. */
SG_HD static inline sg_cf sg_samu_canon_fwd(const sg_samu_coef *k, sg_cf z, sg_cf w, int reset) {
    if (reset) return w;
    const float bre = k->gam * w.re, bim = k->gam * w.im;
    const float rr = k->lam.re * z.re, ii = k->lam.im * z.im;
    const float ri = k->lam.re * z.im, ir = k->lam.im * z.re;
    return sg_cf_make((rr - ii) + bre, (ri + ir) + bim);
}

/* One mode step of the canonical backward, t descending, from the carry
 * gc = conj(lambda_{t+1}) G_{t+1} (dz_last at t = L), the cotangent Y = dy_t of
 * the mode, z_{t-1}, w_t:
 *   G = Y + gc;  reset: gx = G, no parameter terms (has_terms = 0), carry = 0;
 *   otherwise gx = gam G, o = sg_samu_bwd_mode, nterm = rbar ((-E) rho) (dnu),
 *   eterm = rbar ((-nu) rho) (Ebar), pterm = pbar (dtheta and dbar),
 *   carry = conj(lambda) G = (lr Gr + li Gi, lr Gi - li Gr) (dz0 after t = 0). */
typedef struct {
    sg_cf gx, carry;
    float nterm, eterm, pterm;
    int has_terms;
} sg_samu_canon_grad;

SG_HD static inline sg_samu_canon_grad sg_samu_canon_bwd(const sg_samu_coef *k, const sg_samu_tok *t, float nu,
                                                         int reset, sg_cf Y, sg_cf gc, sg_cf zp, sg_cf w) {
    sg_samu_canon_grad o;
    const sg_cf G = sg_cf_make(Y.re + gc.re, Y.im + gc.im);
    if (reset) {
        o.gx = G;
        o.carry = sg_cf_make(0.0f, 0.0f);
        o.nterm = o.eterm = o.pterm = 0.0f;
        o.has_terms = 0;
        return o;
    }
    o.gx = sg_cf_make(k->gam * G.re, k->gam * G.im);
    const sg_samu_bwd b = sg_samu_bwd_mode(k, G, zp, w);
    o.nterm = sg_samu_dnu_term(&b, k, t);
    o.eterm = sg_samu_ebar_term(&b, k, nu);
    o.pterm = b.pbar;
    o.has_terms = 1;
    const float c1 = k->lam.re * G.re, c2 = k->lam.im * G.im, c3 = k->lam.re * G.im, c4 = k->lam.im * G.re;
    o.carry = sg_cf_make(c1 + c2, c3 - c4);
    return o;
}

#endif
