/* sg_scan_ops.h - the per-step arithmetic, the affine-pair composition and the
 * chunk-prefix driver of the chunked RG-LRU and SAMU scans, written once for
 * the CPU emulations (reference/rglru_chunked.c, reference/samu_chunked.c) and
 * the CUDA kernels (kernels/rglru/rglru_chunked.cu, kernels/samu/samu_chunked.cu), which
 * include it by name through the CMake target sg_scan (this folder, scan/).
 * Plain C11 that also compiles as CUDA C++ (SG_HD = __host__ __device__);
 * static inline functions only, FP32 throughout, no allocation, no globals.
 *
 * What it keeps true:
 *  - every per-step expression is the canonical one (models/rglru/rglru_canonical.inc,
 *    models/samu/samu_canonical.inc; reference/EQUATIONS.md sections 5 and 7):
 *    the same operands, the same association (left to right as written), one
 *    rounding per operation, with ONE exception: the RG-LRU state update of a
 *    step whose decay is above 1/2 uses the delta form h + ((am1 h) + b) with
 *    am1 = expm1(l) (numerics revision 3, below), where the canonical path rounds
 *    a = exp(l) and computes (a h) + b. SAMU steps are canonical; a chunked
 *    SAMU path differs from the canonical one only in how chunk summaries are
 *    composed. (The helpers of the refused candidates at the end of this file
 *    are not canonical by design: EQUATIONS.md section 7.1.)
 *  - products and sums are separate statements or separate operations; no
 *    FMA may be formed. Host: -ffp-contract=off (the project's flags).
 *    CUDA: --fmad=false (kernels/CMakeLists.txt). Never fast-math.
 *  - pairs compose as (a2, b2) o (a1, b1) = (a2 a1, a2 b1 + b2): apply p1
 *    first, then p2; an empty composition is the identity (1, 0). A reset is
 *    the pair (0, b) with the write multiplier 1 (m = 1 / gamma = 1). Real
 *    pairs also carry a - 1 (numerics revision 3).
 *
 * libm functions used, per function below:
 *   sg_sigmoidf: expf            sg_softplusf: expf, log1pf
 *   sg_rg_gate_of: expf, expm1f (twice), sqrtf (+ sg_sigmoidf)
 *   sg_rg_step: sg_rg_gate_of, sg_sigmoidf   sg_rg_decay: sg_rg_gate_of (its a and am1)
 *   sg_rg_bwd_terms: expf, expm1f, sqrtf, division   (sg_rg_bwd_terms_q: sqrtf, division)
 *   sg_samu_token: tanhf, expf, cosf, sinf, division
 *   sg_samu_mode: expf (sg_decay_expf), expm1f, sqrtf   sg_theta_cossin: cosf, sinf
 *   sg_samu_bwd_mode: expm1f, sqrtf, division
 *   sg_samu_gd_transition: expf (sg_decay_expf), cosf, sinf   (refused candidate, below)
 * sqrtf and division are correctly rounded on both sides (CUDA needs
 * -prec-sqrt=true -prec-div=true -ftz=false, which kernels/CMakeLists.txt sets).
 * expf, expm1f, log1pf, tanhf, cosf, sinf are NOT correctly rounded: on the host
 * they come from glibc (<= 1-2 ulp), on the device from CUDA's math library
 * (documented <= 1-2 ulp). The CUDA build must call these accurate functions,
 * never the __expf/__sinf/__cosf intrinsics or -use_fast_math; host and device
 * may then differ by those few ulps per libm call (the error model's K allows
 * 2 ulp per call), so CPU emulation and kernel agree to the error bound of
 * EQUATIONS.md section 7, not bit for bit.
 *
 * Numerics revision 2 (device only): the RG-LRU decay a = exp(l) and a^2 = exp(2l) go
 * through sg_decay_expf, which on the device evaluates exp in double and rounds
 * once to float. Revision 1 used CUDA's expf there; on an H200 the gates found its
 * error biased near 1 (reports/evidence/cuda-rglru-v1: err_ratio 21 on dh0 and
 * 12.5 on dp for rg_near1, 10.6 on h_last for rg_near1_64k): with memory of
 * thousands of steps a one-sided ulp error in a accumulates. The host keeps
 * glibc's expf (so the CPU emulations are unchanged, bit for bit).
 * SAMU device numerics revision 2: rho = exp(-nu E) (through sg_decay_expf) and
 * cos(theta), sin(theta) (sg_theta_cossin) likewise in double on the device. With
 * CUDA's expf, cosf, sinf (revision 1) the H200 run of tests/test_gpu.c passed
 * every SAMU case but showed MARGINALs the CPU emulations do not have (err_ratio
 * 2.1-2.4 on dw_phi of ci:sa_long_8k_D256 and dw_r of smoke:sa_near1_docs;
 * y.frac_not_rn 1.0-1.2% on sa_near1, sa_long_16k_near1); evaluating these three
 * in double removed every one of them (the host side is unchanged).
 */
#ifndef SG_SCAN_OPS_H
#define SG_SCAN_OPS_H

#ifdef __CUDACC__
#define SG_HD __host__ __device__
#else
#define SG_HD
#endif

#include <math.h>
#include <stdint.h>
#include <string.h>

/* Chunk and group sizes named by the H800 study (reference/EQUATIONS.md
 * sections 7 and 8). */
#define SG_RG_CHUNK 16
#define SG_RG_GROUP 32
#define SG_SA_CHUNK 32
#define SG_SA_GROUP 64

/* RG-LRU constants (equal to SG_RGLRU_C and SG_RGLRU_MAX_GRAD of models/rglru/rglru.h;
 * the emulations check that at compile time). */
#define SG_SCAN_RG_C 8.0f
#define SG_SCAN_MAX_GRAD 1000.0f

/* ==== real affine pairs: h -> a h + b ===================================== *
 * Numerics revision 3: a pair also keeps am1 = a - 1, computed directly (expm1 for a
 * step, the product rule below for a composition), and a pair whose a is above
 * one half is applied in the delta form h + ((am1 h) + b). In FP32 a decay
 * within 2^-25 of 1 rounds to a = 1 exactly: the clip regime's
 * a = exp(-c r softplus(p)), 1 - a ~ 1e-8, did, and every step then dropped the
 * decay, an error linear in L (h_last.rel_l2 1.25e-4 at L = 16384, reports/
 * evidence/rg_long_16k). am1 keeps that decay to FP32 relative precision. For
 * a <= 1/2 the product form a h + b is the accurate one (am1 near -1 would lose
 * a's relative precision), so apply picks the form by a; am1 is exact enough
 * whenever it is used: a product above 1/2 has every factor above 1/2, and for
 * those the composed am1 = (am1_2 + am1_1) + am1_2 am1_1 carries each factor's
 * relative precision. The identity is (1, 0, 0); a reset's decay is (0, -1). */
typedef struct {
    float a, am1, b;
} sg_rpair;

SG_HD static inline sg_rpair sg_rpair_make(float a, float am1, float b) {
    sg_rpair p;
    p.a = a;
    p.am1 = am1;
    p.b = b;
    return p;
}
SG_HD static inline sg_rpair sg_rpair_identity(void) { return sg_rpair_make(1.0f, 0.0f, 0.0f); }

/* p(h): a > 1/2: h + ((am1 h) + b), three roundings; otherwise (a h) + b, two
 * roundings (the canonical step's order). */
SG_HD static inline float sg_rpair_apply(sg_rpair p, float h) {
    if (p.a > 0.5f) {
        const float dh = p.am1 * h;
        const float inc = dh + p.b;
        return h + inc;
    }
    const float ah = p.a * h;
    return ah + p.b;
}

/* p2 o p1 = (a2 a1, (am1_2 + am1_1) + am1_2 am1_1, p2(b1)): p1 is applied first. */
SG_HD static inline sg_rpair sg_rpair_compose(sg_rpair p2, sg_rpair p1) {
    sg_rpair r;
    r.a = p2.a * p1.a;
    const float s = p2.am1 + p1.am1;
    const float pr = p2.am1 * p1.am1;
    r.am1 = s + pr;
    r.b = sg_rpair_apply(p2, p1.b);
    return r;
}

/* ==== complex affine pairs: z -> lam z + b ================================ */
typedef struct {
    float re, im;
} sg_cf;

typedef struct {
    sg_cf lam, b;
} sg_cpair;

SG_HD static inline sg_cf sg_cf_make(float re, float im) {
    sg_cf z;
    z.re = re;
    z.im = im;
    return z;
}

/* (a.re b.re - a.im b.im, a.re b.im + a.im b.re), each product rounded, then
 * the sum: the canonical SAMU step's order ((lr zr - li zi), (lr zi + li zr)). */
SG_HD static inline sg_cf sg_cmul(sg_cf a, sg_cf b) {
    const float rr = a.re * b.re, ii = a.im * b.im, ri = a.re * b.im, ir = a.im * b.re;
    return sg_cf_make(rr - ii, ri + ir);
}

SG_HD static inline sg_cf sg_cadd(sg_cf a, sg_cf b) { return sg_cf_make(a.re + b.re, a.im + b.im); }

/* conj(a): exact. sg_cmul(sg_conj(l), g) equals the canonical backward carry
 * (lr gr + li gi, lr gi - li gr) bit for bit: (-li) gi = -(li gi) exactly and
 * x - (-y) = x + y in IEEE arithmetic. */
SG_HD static inline sg_cf sg_conj(sg_cf a) { return sg_cf_make(a.re, -a.im); }

SG_HD static inline sg_cpair sg_cpair_make(sg_cf lam, sg_cf b) {
    sg_cpair p;
    p.lam = lam;
    p.b = b;
    return p;
}
SG_HD static inline sg_cpair sg_cpair_identity(void) {
    return sg_cpair_make(sg_cf_make(1.0f, 0.0f), sg_cf_make(0.0f, 0.0f));
}
/* p(z) = (lam z) + b */
SG_HD static inline sg_cf sg_cpair_apply(sg_cpair p, sg_cf z) { return sg_cadd(sg_cmul(p.lam, z), p.b); }
/* p2 o p1 = (lam2 lam1, (lam2 b1) + b2) */
SG_HD static inline sg_cpair sg_cpair_compose(sg_cpair p2, sg_cpair p1) {
    return sg_cpair_make(sg_cmul(p2.lam, p1.lam), sg_cpair_apply(p2, p1.b));
}

/* ==== the chunk-prefix driver (Q_c = L_c o O_g) ============================
 * Written once, in sg_scan_prefix.inc, and instantiated here for the real pairs
 * (sg_rgroup_local, sg_rgroup_outer, sg_rgroup_entry, sg_rprefix_serial,
 * sg_rprefix_grouped, sg_rprefix) and the complex pairs (sg_cgroup_local, ...,
 * sg_cprefix); the hierarchy, the fold order and the work space are described
 * there. A group j of G chunks holds k = jG .. jG + sg_prefix_group_len - 1. */
SG_HD static inline int64_t sg_prefix_ngroups(int64_t n, int64_t G) { return (n + G - 1) / G; }
SG_HD static inline int64_t sg_prefix_group_len(int64_t n, int64_t G, int64_t j) {
    return n - j * G < G ? n - j * G : G;
}

#define SG_PFX_NAME(x) sg_r##x
#define SG_PFX_PAIR sg_rpair
#define SG_PFX_STATE float
#define SG_PFX_IDENTITY sg_rpair_identity
#define SG_PFX_COMPOSE sg_rpair_compose
#define SG_PFX_APPLY sg_rpair_apply
#include "sg_scan_prefix.inc"

#define SG_PFX_NAME(x) sg_c##x
#define SG_PFX_PAIR sg_cpair
#define SG_PFX_STATE sg_cf
#define SG_PFX_IDENTITY sg_cpair_identity
#define SG_PFX_COMPOSE sg_cpair_compose
#define SG_PFX_APPLY sg_cpair_apply
#include "sg_scan_prefix.inc"

/* ==== RG-LRU step ========================================================== */
SG_HD static inline float sg_sigmoidf(float z) { return 1.0f / (1.0f + expf(-z)); }

SG_HD static inline float sg_softplusf(float z) {
    /* log1p(exp(z)); z + log1p(exp(-z)) for z > 15 (no overflow) */
    return z > 15.0f ? z + log1pf(expf(-z)) : log1pf(expf(z));
}

/* The step's coefficients from its stored inputs (x, u, v as FP32 values of
 * the BF16 patterns) and the channel's s = softplus(p):
 *   i = sigma(u), r = sigma(v), l = ((-c) r) s, a = exp(l), am1 = expm1(l),
 *   m = reset ? 1 : sqrt(-expm1(2 l)), abar = reset ? 0 : a,
 *   abm1 = reset ? -1 : am1, b = (x i) m.
 * The step is h_t = sg_rpair_apply(sg_rg_pair(&k), h_{t-1}) = the pair
 * (abar, abm1, b) (numerics revision 3: the delta form for abar > 1/2). */
typedef struct {
    float i, r, l, a, am1, m, abar, abm1, b;
} sg_rg_coef;

/* exp for the RG-LRU decay: correctly rounded in practice on both sides (see
 * "Numerics revision 2" above). */
SG_HD static inline float sg_decay_expf(float l) {
#ifdef __CUDA_ARCH__
    return (float)exp((double)l);
#else
    return expf(l);
#endif
}

/* a^2 = exp(2 l) and 1 - a^2 = -expm1(2 l) of a step's l: the one place
 * these two are written (sg_rg_gate_of, sg_rg_bwd_terms, reference/rg_gate_memo.h). */
SG_HD static inline float sg_rg_a2(float l) { return sg_decay_expf(2.0f * l); }
SG_HD static inline float sg_rg_om(float l) { return -expm1f(2.0f * l); }

/* The a-gate's part of a step: every value of sg_rg_step, sg_rg_decay and
 * sg_rg_bwd_terms that depends on v and s alone (not on x, u, the reset or a
 * state): r = sigma(v), l = ((-c) r) s, a = exp(l), am1 = expm1(l),
 * om = -expm1(2 l) (= 1 - a^2) and mq = sqrt(om). Being a pure function of the
 * BF16 pattern of v and the channel's s, the CPU emulations tabulate it per
 * channel (reference/rg_gate_memo.h) and get these very values. */
typedef struct {
    float r, l, a, am1, om, mq;
} sg_rg_gate;

SG_HD static inline sg_rg_gate sg_rg_gate_of(float v, float s) {
    sg_rg_gate g;
    g.r = sg_sigmoidf(v);
    g.l = -SG_SCAN_RG_C * g.r * s;
    g.a = sg_decay_expf(g.l);
    g.am1 = expm1f(g.l);
    g.om = sg_rg_om(g.l);
    g.mq = sqrtf(g.om);
    return g;
}

/* The step's coefficients from x, i = sigma(u) and the step's gate. */
SG_HD static inline sg_rg_coef sg_rg_step_g(float x, float i, const sg_rg_gate *g, int reset) {
    sg_rg_coef k;
    k.i = i;
    k.r = g->r;
    k.l = g->l;
    k.a = g->a;
    k.am1 = g->am1;
    k.m = reset ? 1.0f : g->mq;
    k.abar = reset ? 0.0f : k.a;
    k.abm1 = reset ? -1.0f : k.am1;
    const float xi = x * k.i;
    k.b = xi * k.m;
    return k;
}

SG_HD static inline sg_rg_coef sg_rg_step(float x, float u, float v, float s, int reset) {
    const sg_rg_gate g = sg_rg_gate_of(v, s);
    return sg_rg_step_g(x, sg_sigmoidf(u), &g, reset);
}

/* The step's affine pair (abar, abm1, b). */
SG_HD static inline sg_rpair sg_rg_pair(const sg_rg_coef *k) { return sg_rpair_make(k->abar, k->abm1, k->b); }

/* Only the decay of a step, (abar, abm1) with b = 0: the backward's transition
 * coefficient (sg_rpair_with_b adds the reverse pair's dy). */
SG_HD static inline sg_rpair sg_rg_decay_g(const sg_rg_gate *g, int reset) {
    return reset ? sg_rpair_make(0.0f, -1.0f, 0.0f) : sg_rpair_make(g->a, g->am1, 0.0f);
}

SG_HD static inline sg_rpair sg_rg_decay(float v, float s, int reset) {
    if (reset) return sg_rpair_make(0.0f, -1.0f, 0.0f);
    const sg_rg_gate g = sg_rg_gate_of(v, s);
    return sg_rg_decay_g(&g, 0);
}

SG_HD static inline sg_rpair sg_rpair_with_b(sg_rpair p, float b) {
    p.b = b;
    return p;
}

/* The backward of one step, given its coefficients k, the stored x, the total
 * cotangent g = g_t and the previous state hprev = h_{t-1}:
 *   dx = (g i) m,  du = ((g x) m) (i (1 - i)),
 *   dl = reset ? 0 : g (a hprev - (((2 a2) x) i) Dq),  Dq = 1/(2 sqrt(max(q, 1/(4 G^2)))),
 *   dv = (dl ((-c) s)) (r (1 - r)),   dpterm = dl ((-c) r)   (summed into dp).
 * a2 = exp(2 l), q = -expm1(2 l), the clip decided on the FP32 q. */
typedef struct {
    float dx, du, dl, dv, dpterm;
} sg_rg_grad;

/* sg_rg_bwd_terms given the step's a2 = exp(2 l) and om = -expm1(2 l) (read
 * only when the step is not a reset). */
SG_HD static inline sg_rg_grad sg_rg_bwd_terms_q(const sg_rg_coef *k, float a2, float om, float x, float s, int reset,
                                               float g, float hprev) {
    const float clip = 1.0f / (4.0f * SG_SCAN_MAX_GRAD * SG_SCAN_MAX_GRAD);
    sg_rg_grad o;
    o.dx = g * k->i * k->m;
    o.du = g * x * k->m * (k->i * (1.0f - k->i));
    float dl = 0.0f;
    if (!reset) {
        const float dq = 1.0f / (2.0f * sqrtf(om > clip ? om : clip));
        const float ah = k->a * hprev;
        const float w = 2.0f * a2 * x * k->i * dq;
        dl = g * (ah - w);
    }
    o.dl = dl;
    o.dv = dl * (-SG_SCAN_RG_C * s) * (k->r * (1.0f - k->r));
    o.dpterm = dl * (-SG_SCAN_RG_C * k->r);
    return o;
}

SG_HD static inline sg_rg_grad sg_rg_bwd_terms(const sg_rg_coef *k, float x, float s, int reset, float g, float hprev) {
    float a2 = 0.0f, om = 0.0f;
    if (!reset) {
        a2 = sg_rg_a2(k->l);
        om = sg_rg_om(k->l);
    }
    return sg_rg_bwd_terms_q(k, a2, om, x, s, reset, g, hprev);
}

/* The FP32 value of a BF16 bit pattern (exact; the same bits as common/bf16.c). */
SG_HD static inline float sg_scan_bf16(uint16_t h) {
    const uint32_t w = (uint32_t)h << 16;
    float f;
    memcpy(&f, &w, sizeof f);
    return f;
}

/* The RG-LRU decode's sliced gate (cpu.rglru_decode_sliced, cuda.rglru_decode_sliced): the
 * W inputs of block h split into SG_RG_DEC_SLICES slices of n = ceil(W / SLICES) (slice s:
 * i in [s n, min(W, s n + n)), possibly empty); slice s's partial p_s = 0.0f, p_s = p_s +
 * x[hW+i] w[h,i,j] ascending (each product of two BF16 values exact in FP32); the gate =
 * b_j, then gate = gate + p_s for s ascending. The kernel runs the slices as threads. */
#define SG_RG_DEC_SLICES 16
SG_HD static inline float sg_rg_gate_slice(const uint16_t *xb, const uint16_t *w, int64_t W, int64_t h, int64_t j,
                                           int64_t s) {
    const int64_t n = (W + SG_RG_DEC_SLICES - 1) / SG_RG_DEC_SLICES, i1 = s * n + n < W ? s * n + n : W;
    float p = 0.0f;
    for (int64_t i = s * n; i < i1; i++) p = p + sg_scan_bf16(xb[i]) * sg_scan_bf16(w[(h * W + i) * W + j]);
    return p;
}

/* ==== RG-LRU step, portable numerics (the version-3 kernels) ================
 * The step of sg_rg_step with every transcendental replaced by something whose
 * result the IEEE operations alone define, so the host and the device compute
 * the same bits (reference/EQUATIONS.md section 7.3):
 *  - sigma(w) of a BF16 pattern from one table of sigma at the 4864 patterns
 *    with 2^-12 <= |w| < 2^7 (SG_PN_SIG_N entries, correctly rounded to FP32:
 *    sg_pn_sig_fill, host only; the kernels upload it), 0.5 + w/4 as one fmaf
 *    below (the cubic term |w|^3/48 < 2^-41 of 0.5), 1 or 0 from 2^7 on (the
 *    FP32 rounding of sigma there), NaN kept. sigma(-w) is the table's other
 *    half, so 1 - i and 1 - r come without a cancelling subtraction;
 *  - a = exp(l) and am1 = expm1(l) from ONE evaluation (sg_pn_exp_pair):
 *    l = k ln2 + r (Cody-Waite, |r| <= ln2/2 + tiny), p = expm1(r) by its
 *    Taylor polynomial to r^8/8! (truncation below 2^-31 relative), then
 *    a = fmaf(p, 2^k, 2^k), am1 = fmaf(p, 2^k, 2^k - 1): each rounded once
 *    from p. tests/test_scan_pn.c measures both against MPFR on every BF16
 *    pattern of v for a spread of channels: the largest error and the mean
 *    signed error (the bias), in ulps;
 *  - 1 - a^2 as -(am1 (2 + am1)) where a > 1/sqrt(2) (no cancellation: am1
 *    carries the precision), 1 - a a below (a^2 <= 1/2 there);
 *  - the backward's clip derivative as 0.5 / sqrt(1 - a^2) (the same real
 *    number as 1 / (2 sqrt(q)), one division, no second square root).
 * fmaf, division and sqrtf are correctly rounded on both sides (the CUDA flags
 * of kernels/CMakeLists.txt); every fmaf is written out, never contracted. */
#define SG_PN_SIG_LO 115 /* BF16 biased exponent of 2^-12 */
#define SG_PN_SIG_HI 134 /* of 2^7 */
#define SG_PN_SIG_HALF ((SG_PN_SIG_HI - SG_PN_SIG_LO) * 128)
#define SG_PN_SIG_N (2 * SG_PN_SIG_HALF)

/* The BF16 pattern of table entry j (0 <= j < SG_PN_SIG_N): positive w first. */
SG_HD static inline uint16_t sg_pn_sig_pattern(int j) {
    const int neg = j >= SG_PN_SIG_HALF;
    return (uint16_t)((neg ? 0x8000 : 0) | ((SG_PN_SIG_LO << 7) + (neg ? j - SG_PN_SIG_HALF : j)));
}

/* sigma of the BF16 pattern h, tab the table of sg_pn_sig_fill. */
SG_HD static inline float sg_pn_sigmoid(const float *tab, uint16_t h) {
    const int m = h & 0x7FFF;
    if (m >= (SG_PN_SIG_LO << 7) && m < (SG_PN_SIG_HI << 7))
        return tab[(m - (SG_PN_SIG_LO << 7)) + ((h >> 15) ? SG_PN_SIG_HALF : 0)];
    const float w = sg_scan_bf16(h);
    if (m < (SG_PN_SIG_LO << 7)) return fmaf(w, 0.25f, 0.5f);
    if (m > 0x7F80) return w; /* NaN */
    return (h >> 15) ? 0.0f : 1.0f;
}

/* a = exp(l), am1 = expm1(l) for -104 <= l <= 88 (a decay's log, or SAMU's
 * small multiplier exponent). l < -104: a = 0, am1 = -1 (exp(-104) is below
 * half the smallest subnormal); l > 88: both +inf (exp(88.72) overflows FP32;
 * no caller comes near); NaN kept in both. */
SG_HD static inline void sg_pn_exp_pair(float l, float *a, float *am1) {
    if (!(l >= -104.0f && l <= 88.0f)) {
        *a = l != l ? l : l > 0.0f ? INFINITY : 0.0f;
        *am1 = l != l ? l : l > 0.0f ? INFINITY : -1.0f;
        return;
    }
    const float kf = rintf(l * 1.44269504f); /* k = round(l / ln2), -150 <= k <= 127 */
    const float r1 = fmaf(-kf, 0.693145752f, l); /* ln2 high part: 16 bits, k ln2_hi exact */
    const float r = fmaf(-kf, 1.42860677e-6f, r1); /* ln2 - ln2_hi */
    float q = fmaf(r, 2.48015873e-5f, 1.98412698e-4f); /* 1/8!, 1/7! */
    q = fmaf(r, q, 1.38888889e-3f);
    q = fmaf(r, q, 8.33333333e-3f);
    q = fmaf(r, q, 4.16666667e-2f);
    q = fmaf(r, q, 1.66666667e-1f);
    q = fmaf(r, q, 0.5f);
    const float rr = r * r;
    const float p = fmaf(rr, q, r); /* expm1(r) */
    const int k = (int)kf;
    uint32_t bits = 0;
    if (k >= -126)
        bits = (uint32_t)(k + 127) << 23;
    else if (k >= -149)
        bits = (uint32_t)1 << (k + 149); /* a subnormal power of two */
    float sc;
    memcpy(&sc, &bits, sizeof sc);
    *a = fmaf(p, sc, sc);
    *am1 = fmaf(p, sc, sc - 1.0f);
}

/* Fills tab[SG_PN_SIG_N], host only: sigma at each entry's pattern in double,
 * rounded once to FP32 (tests/test_scan_pn.c checks every entry against the
 * correctly rounded value from MPFR). */
static inline void sg_pn_sig_fill(float *tab) {
    for (int j = 0; j < SG_PN_SIG_N; j++) {
        const double w = (double)sg_scan_bf16(sg_pn_sig_pattern(j));
        tab[j] = (float)(1.0 / (1.0 + exp(-w)));
    }
}

/* 1 - a^2 from a = exp(l) and am1 = expm1(l) (sg_pn_exp_pair): -(am1 (2 + am1))
 * where a > 1/sqrt(2) (am1 carries the precision), 1 - a a below (a^2 <= 1/2). */
SG_HD static inline float sg_pn_om(float a, float am1) {
    if (a > 0.70710677f) {
        const float t = 2.0f + am1;
        return -(am1 * t);
    }
    const float aa = a * a;
    return 1.0f - aa;
}

/* The a-gate of the BF16 pattern vb in the channel of s: sg_rg_gate's fields
 * (r, l, a, am1, om, mq) and rc = sigma(-v), a2 = a a. */
typedef struct {
    sg_rg_gate g;
    float rc, a2;
} sg_pn_gate;

SG_HD static inline sg_pn_gate sg_pn_gate_of(const float *tab, uint16_t vb, float s) {
    sg_pn_gate e;
    e.g.r = sg_pn_sigmoid(tab, vb);
    e.rc = sg_pn_sigmoid(tab, (uint16_t)(vb ^ 0x8000u));
    e.g.l = -SG_SCAN_RG_C * e.g.r * s;
    sg_pn_exp_pair(e.g.l, &e.g.a, &e.g.am1);
    e.g.om = sg_pn_om(e.g.a, e.g.am1);
    e.g.mq = sqrtf(e.g.om);
    e.a2 = e.g.a * e.g.a;
    return e;
}

/* The backward of one step in the portable numerics: sg_rg_bwd_terms_q's
 * expressions with i (1 - i) = i ic (ic = sigma(-u)), r (1 - r) = r rc and
 * Dq = 0.5 / mq (1 / (2 sqrt(q)) as one division; the clip below it). */
SG_HD static inline sg_rg_grad sg_pn_bwd_terms(const sg_rg_coef *k, float ic, const sg_pn_gate *e, float x, float s,
                                               int reset, float g, float hprev) {
    const float clip = 1.0f / (4.0f * SG_SCAN_MAX_GRAD * SG_SCAN_MAX_GRAD);
    sg_rg_grad o;
    o.dx = g * k->i * k->m;
    o.du = g * x * k->m * (k->i * ic);
    float dl = 0.0f;
    if (!reset) {
        const float dq = e->g.om > clip ? 0.5f / e->g.mq : 1.0f / (2.0f * sqrtf(clip));
        const float ah = k->a * hprev;
        const float w = 2.0f * e->a2 * x * k->i * dq;
        dl = g * (ah - w);
    }
    o.dl = dl;
    o.dv = dl * (-SG_SCAN_RG_C * s) * (k->r * e->rc);
    o.dpterm = dl * (-SG_SCAN_RG_C * k->r);
    return o;
}

/* ==== SAMU step ============================================================ */
/* The per-token shared quantities, once per token for all M modes, from the
 * dot products u = x~ . w^_phi and v = x~ . w^_r and g_phi = tanh(a_phi)/sqrt(M),
 * g_r = tanh(a_r)/sqrt(M):
 *   p = tanh(u), r = tanh(v), q = r / (1 + r r), d = g_phi p,
 *   E = exp(g_r q), C = cos(d), S = sin(d).                        */
typedef struct {
    float p, r, q, E, C, S;
} sg_samu_tok;

/* A token's two dot products u = x~ . w^_phi, v = x~ . w^_r over x~ = [x_t; 1]
 * (x_t the token's D BF16 values): FP32, k ascending from 0, then the
 * constant entry w^[D]. */
SG_HD static inline void sg_samu_dots(const uint16_t *xt, const float *wph, const float *wrh, int64_t D, float *u,
                                      float *v) {
    float a = 0.0f, b = 0.0f;
    for (int64_t k = 0; k < D; k++) {
        const float xk = sg_scan_bf16(xt[k]);
        a = a + xk * wph[k];
        b = b + xk * wrh[k];
    }
    *u = a + wph[D];
    *v = b + wrh[D];
}

/* The decode's parallel dot products (cpu.samu_decode_tree, cuda.samu_decode_tree): lane
 * k of SG_SA_DOT_LANES sums x_j w^_j over j = k, k + LANES, ... ascending from 0.0f (FP32,
 * as sg_samu_dots); the lanes' partials are then added as a tree, half = LANES/2, ..., 1:
 * p[i] = p[i] + p[i + half] for i < half, and the constant entry w^[D] last (u = p[0] + w^[D]).
 * A fixed order, the same on both sides: the kernel's block runs the lanes as threads. */
#define SG_SA_DOT_LANES 256
SG_HD static inline void sg_samu_dot_lane(const uint16_t *xt, const float *wph, const float *wrh, int64_t D,
                                          int64_t lane, float *a, float *b) {
    float pa = 0.0f, pb = 0.0f;
    for (int64_t k = lane; k < D; k += SG_SA_DOT_LANES) {
        const float xk = sg_scan_bf16(xt[k]);
        pa = pa + xk * wph[k];
        pb = pb + xk * wrh[k];
    }
    *a = pa;
    *b = pb;
}

SG_HD static inline sg_samu_tok sg_samu_token(float u, float v, float gph, float gr) {
    sg_samu_tok k;
    k.p = tanhf(u);
    k.r = tanhf(v);
    k.q = k.r / (1.0f + k.r * k.r);
    const float d = gph * k.p;
    k.E = expf(gr * k.q);
    k.C = cosf(d);
    k.S = sinf(d);
    return k;
}

/* One mode of one token: lambda from the addition formulas,
 *   ne = nu E, rho = exp(-ne), cp = cos(th) C - sin(th) S, sp = sin(th) C + cos(th) S,
 *   lambda = reset ? 0 : (rho cp, rho sp),  gamma = reset ? 1 : sqrt(-expm1(-2 ne)).
 * The step is z_t = sg_cpair_apply((lambda, gamma w), z_{t-1}) with gamma w
 * = (gamma w_re, gamma w_im). */
typedef struct {
    float ne, rho, cp, sp, gam;
    sg_cf lam;
} sg_samu_coef;

/* cos(theta), sin(theta) of a mode, once per call, for sg_samu_mode: on the
 * device in double, rounded once to float (SAMU device numerics revision 2, above); on the
 * host glibc's cosf, sinf. */
SG_HD static inline void sg_theta_cossin(float th, float *c, float *s) {
#ifdef __CUDA_ARCH__
    *c = (float)cos((double)th);
    *s = (float)sin((double)th);
#else
    *c = cosf(th);
    *s = sinf(th);
#endif
}

SG_HD static inline sg_samu_coef sg_samu_mode(float nu, float cth, float sth, const sg_samu_tok *t, int reset) {
    sg_samu_coef k;
    k.ne = nu * t->E;
    k.rho = sg_decay_expf(-k.ne);
    k.cp = cth * t->C - sth * t->S;
    k.sp = sth * t->C + cth * t->S;
    if (reset) {
        k.lam = sg_cf_make(0.0f, 0.0f);
        k.gam = 1.0f;
    } else {
        k.lam = sg_cf_make(k.rho * k.cp, k.rho * k.sp);
        k.gam = sqrtf(-expm1f(-2.0f * k.ne));
    }
    return k;
}

SG_HD static inline sg_cpair sg_samu_pair(const sg_samu_coef *k, sg_cf w) {
    return sg_cpair_make(k->lam, sg_cf_make(k->gam * w.re, k->gam * w.im));
}

/* The backward of one non-reset mode step, given the total cotangent G = G_t,
 * z_{t-1} and w_t (canonical order):
 *   lbar = G conj(z_{t-1}) = (Gr zr + Gi zi, Gi zr - Gr zi),  gbar = Gr wr + Gi wi,
 *   Dq = 1/(2 sqrt(max(q, 1/(4 G^2)))), q = -expm1(-2 ne),
 *   rbar = ((lbar_r cp) + (lbar_i sp)) + ((gbar Dq) ((-2) rho)),
 *   pbar = lr lbar_i - li lbar_r,
 *   dnu term = rbar ((-E) rho),  Ebar term = rbar ((-nu) rho),  dtheta/dbar term = pbar.
 * (At a reset the step has no parameter terms and the write path is G itself.) */
typedef struct {
    float rbar, pbar;
} sg_samu_bwd;

SG_HD static inline sg_samu_bwd sg_samu_bwd_mode(const sg_samu_coef *k, sg_cf G, sg_cf zp, sg_cf w) {
    const float clip = 1.0f / (4.0f * SG_SCAN_MAX_GRAD * SG_SCAN_MAX_GRAD);
    const float lbr = G.re * zp.re + G.im * zp.im;
    const float lbi = G.im * zp.re - G.re * zp.im;
    const float gbar = G.re * w.re + G.im * w.im;
    const float om = -expm1f(-2.0f * k->ne);
    const float dq = 1.0f / (2.0f * sqrtf(om > clip ? om : clip));
    sg_samu_bwd o;
    o.rbar = (lbr * k->cp + lbi * k->sp) + gbar * dq * (-2.0f * k->rho);
    o.pbar = k->lam.re * lbi - k->lam.im * lbr;
    return o;
}

/* ---- SAMU step, portable numerics (reference/EQUATIONS.md section 7.3) ------
 * sg_samu_token, sg_samu_mode and sg_samu_bwd_mode with IEEE operations only,
 * so host and device compute the same bits. A token's functions (once per
 * token for all M modes) are evaluated in FP64 and rounded once to FP32, so
 * they are as accurate as the libm's (the controller's 1 - r^2 magnifies r's
 * error where |r| nears 1): tanh from one FP64 expm1 (sg_pn_expm1_d),
 * E = exp(g_r q) from the same, cos d and sin d by their FP64 Taylor
 * polynomials (|d| = |g_phi p| <= 1/sqrt(M) <= 1 by construction). Per mode
 * step: rho = exp(-nu E) and 1 - rho^2 from the FP32 pair, as the RG-LRU gate
 * (sg_pn_om), Dq = 0.5 / gamma. Limits: THRESHOLDS.md R-PN,
 * tests/test_scan_pn.c. The per-call constants (the gains' tanh, cos and sin
 * of theta) stay the host's, computed once with the twin's code. */

/* expm1(l) in FP64 for -700 <= l <= 1 (Cody-Waite reduction, Taylor to r^13/13!,
 * |r| <= ln2/2: truncation below 2^-55), l < -700: -1; NaN kept. *ex = exp(l). */
SG_HD static inline double sg_pn_expm1_d(double l, double *ex) {
    if (!(l >= -700.0)) {
        *ex = l != l ? l : 0.0;
        return l != l ? l : -1.0;
    }
    const double kf = rint(l * 1.4426950408889634);
    const double r1 = fma(-kf, 6.93147180369123816490e-01, l); /* ln2 high part (32 bits) */
    const double r = fma(-kf, 1.90821492927058770002e-10, r1);
    double q = fma(r, 1.6059043836821613e-10, 2.08767569878680990e-09); /* 1/13!, 1/12! */
    q = fma(r, q, 2.50521083854417188e-08);
    q = fma(r, q, 2.75573192239858907e-07);
    q = fma(r, q, 2.75573192239858907e-06);
    q = fma(r, q, 2.48015873015873016e-05);
    q = fma(r, q, 1.98412698412698413e-04);
    q = fma(r, q, 1.38888888888888889e-03);
    q = fma(r, q, 8.33333333333333333e-03);
    q = fma(r, q, 4.16666666666666667e-02);
    q = fma(r, q, 1.66666666666666667e-01);
    q = fma(r, q, 0.5);
    const double p = fma(r * r, q, r); /* expm1(r) */
    const int k = (int)kf;
    uint64_t bits = (uint64_t)(k + 1023) << 52; /* -1010 <= k <= 1: normal */
    double sc;
    memcpy(&sc, &bits, sizeof sc);
    *ex = fma(p, sc, sc);
    return fma(p, sc, sc - 1.0);
}

SG_HD static inline float sg_pn_tanh(float x) {
    if (x != x) return x;
    double ex;
    const double e = sg_pn_expm1_d(-2.0 * (double)fabsf(x), &ex); /* expm1(-2|x|) in [-1, 0] */
    const double den = e + 2.0;
    const double t = -e / den;
    return copysignf((float)t, x);
}

/* cos d and sin d for |d| <= 1 (FP64 Taylor polynomials to d^17/17! and
 * d^18/18!, rounded once to FP32). */
SG_HD static inline void sg_pn_sincos(float d, float *c, float *s) {
    const double x = (double)d, x2 = x * x;
    double ps = fma(x2, 2.81145725434552076e-15, -7.64716373181981648e-13); /* 1/17!, -1/15! */
    ps = fma(x2, ps, 1.60590438368216146e-10);
    ps = fma(x2, ps, -2.50521083854417188e-08);
    ps = fma(x2, ps, 2.75573192239858907e-06);
    ps = fma(x2, ps, -1.98412698412698413e-04);
    ps = fma(x2, ps, 8.33333333333333333e-03);
    ps = fma(x2, ps, -1.66666666666666667e-01);
    const double x3 = x2 * x;
    *s = (float)fma(x3, ps, x);
    double pc = fma(x2, 1.56192069685862265e-16, -4.77947733238738530e-14); /* 1/18!, -1/16! */
    pc = fma(x2, pc, 1.14707455977297247e-11);
    pc = fma(x2, pc, -2.08767569878680990e-09);
    pc = fma(x2, pc, 2.75573192239858907e-07);
    pc = fma(x2, pc, -2.48015873015873016e-05);
    pc = fma(x2, pc, 1.38888888888888889e-03);
    pc = fma(x2, pc, -4.16666666666666667e-02);
    pc = fma(x2, pc, 0.5);
    *c = (float)fma(x2, -pc, 1.0);
}

SG_HD static inline sg_samu_tok sg_pn_samu_token(float u, float v, float gph, float gr) {
    sg_samu_tok k;
    k.p = sg_pn_tanh(u);
    k.r = sg_pn_tanh(v);
    k.q = k.r / (1.0f + k.r * k.r);
    const float d = gph * k.p;
    double ex;
    (void)sg_pn_expm1_d((double)(gr * k.q), &ex);
    k.E = (float)ex;
    sg_pn_sincos(d, &k.C, &k.S);
    return k;
}

/* 1 - rho^2 of a mode step: -expm1(-2 ne) from the pair of -ne. */
SG_HD static inline float sg_pn_samu_om(float ne, float *rho) {
    float am1;
    sg_pn_exp_pair(-ne, rho, &am1);
    return sg_pn_om(*rho, am1);
}

SG_HD static inline sg_samu_coef sg_pn_samu_mode(float nu, float cth, float sth, const sg_samu_tok *t, int reset) {
    sg_samu_coef k;
    k.ne = nu * t->E;
    const float om = sg_pn_samu_om(k.ne, &k.rho);
    k.cp = cth * t->C - sth * t->S;
    k.sp = sth * t->C + cth * t->S;
    if (reset) {
        k.lam = sg_cf_make(0.0f, 0.0f);
        k.gam = 1.0f;
    } else {
        k.lam = sg_cf_make(k.rho * k.cp, k.rho * k.sp);
        k.gam = sqrtf(om);
    }
    return k;
}

SG_HD static inline sg_samu_bwd sg_pn_samu_bwd_mode(const sg_samu_coef *k, sg_cf G, sg_cf zp, sg_cf w) {
    const float clip = 1.0f / (4.0f * SG_SCAN_MAX_GRAD * SG_SCAN_MAX_GRAD);
    const float lbr = G.re * zp.re + G.im * zp.im;
    const float lbi = G.im * zp.re - G.re * zp.im;
    const float gbar = G.re * w.re + G.im * w.im;
    float rho;
    const float om = sg_pn_samu_om(k->ne, &rho); /* the forward's, recomputed */
    const float dq = om > clip ? 0.5f / k->gam : 1.0f / (2.0f * sqrtf(clip));
    sg_samu_bwd o;
    o.rbar = (lbr * k->cp + lbi * k->sp) + gbar * dq * (-2.0f * k->rho);
    o.pbar = k->lam.re * lbi - k->lam.im * lbr;
    return o;
}

/* ---- SAMU: parameter terms, controller backward, reductions, final formulas ----
 * Shared by reference/samu_chunked.c and kernels/samu/samu_chunked.cu (moved out of
 * the emulation unchanged: the same operands and association, so the CPU
 * results are bit for bit those of before). libm: sg_samu_gains tanhf, sqrtf,
 * division; sg_samu_ctl_bwd, sg_samu_da, sg_samu_dw division. */

/* The parameter terms of one non-reset mode step (o = sg_samu_bwd_mode):
 *   dnu term = rbar ((-E) rho)   (summed over t into dnu_m),
 *   Ebar term = rbar ((-nu) rho) (summed over m, from 0 ascending, into Ebar_t);
 * the dtheta and dbar terms are pbar itself. A reset step has no terms. */
SG_HD static inline float sg_samu_dnu_term(const sg_samu_bwd *o, const sg_samu_coef *k, const sg_samu_tok *t) {
    return o->rbar * (-t->E * k->rho);
}
SG_HD static inline float sg_samu_ebar_term(const sg_samu_bwd *o, const sg_samu_coef *k, float nu) {
    return o->rbar * (-nu * k->rho);
}

/* The amplitude gains: sqm = sqrt(M), tph = tanh(a_phi), tr = tanh(a_r),
 * gph = tph / sqm, gr = tr / sqm. */
typedef struct {
    float sqm, tph, tr, gph, gr;
} sg_samu_gain;

SG_HD static inline sg_samu_gain sg_samu_gains(float a_phi, float a_r, int64_t M) {
    sg_samu_gain g;
    g.sqm = sqrtf((float)M);
    g.tph = tanhf(a_phi);
    g.tr = tanhf(a_r);
    g.gph = g.tph / g.sqm;
    g.gr = g.tr / g.sqm;
    return g;
}

/* The controller backward of one token from its sums over modes Ebar = ebar,
 * dbar (both 0 at a reset):
 *   cbar = Ebar E,  aph = dbar p (term of sum dbar p),  ar = cbar q (term of sum cbar q),
 *   ub = (dbar gph) (1 - p p),
 *   vb = ((cbar gr) ((1 - r r) / ((1 + r r) (1 + r r)))) (1 - r r)   (q'(r) tanh'(v)).
 * The token's dx is then sg_samu_dx per channel, and ub x~, vb x~ its terms of
 * the direction gradients (before the normalisation projection). */
typedef struct {
    float cbar, aph, ar, ub, vb;
} sg_samu_ctl;

SG_HD static inline sg_samu_ctl sg_samu_ctl_bwd(const sg_samu_tok *t, float ebar, float dbar, float gph, float gr) {
    sg_samu_ctl c;
    c.cbar = ebar * t->E;
    c.aph = dbar * t->p;
    c.ar = c.cbar * t->q;
    c.ub = dbar * gph * (1.0f - t->p * t->p);
    const float rr = t->r * t->r;
    c.vb = c.cbar * gr * ((1.0f - rr) / ((1.0f + rr) * (1.0f + rr))) * (1.0f - rr);
    return c;
}

/* dx_t[k] (FP32, before the BF16 rounding) = (gx + ub w^_phi[k]) + vb w^_r[k],
 * gx the write path gamma G of channel k. */
SG_HD static inline float sg_samu_dx(float gx, const sg_samu_ctl *c, float wph, float wrh) {
    return gx + c->ub * wph + c->vb * wrh;
}

/* sum_k a[k] b[k], k ascending from 0 (the norms |w|^2 and the projections' w^ . g). */
SG_HD static inline float sg_samu_dot(const float *a, const float *b, int64_t n) {
    float s = 0.0f;
    for (int64_t k = 0; k < n; k++) s = s + a[k] * b[k];
    return s;
}

/* Element i of partials part[B][C][n] (stride n) reduced: per batch row the
 * chunks ascending from 0, then the rows b ascending from 0. */
SG_HD static inline float sg_samu_reduce(const float *part, int64_t B, int64_t C, int64_t n, int64_t i) {
    float total = 0.0f;
    for (int64_t b = 0; b < B; b++) {
        float row = 0.0f;
        for (int64_t c = 0; c < C; c++) row = row + part[(b * C + c) * n + i];
        total = total + row;
    }
    return total;
}

/* The final formulas: an amplitude's gradient (gsum (1 - t t)) / sqm from the
 * reduced sum gsum (t = tph or tr), and a direction's gradient through the
 * normalisation, (g - w^ (w^ . g)) / |w|, from the reduced g and dotp = w^ . g. */
SG_HD static inline float sg_samu_da(float gsum, float t, float sqm) { return gsum * (1.0f - t * t) / sqm; }
SG_HD static inline float sg_samu_dw(float g, float wh, float dotp, float norm) { return (g - wh * dotp) / norm; }

/* ==== SAMU refused candidates (the H800 study's "Candidates that remain disabled") ====
 * The per-step helpers of the refused-candidate emulations (reference/samu_chunked.c:
 * cpu.samu_gd_grouped64, cpu.samu_bf16_ctl; reference/EQUATIONS.md section 7.1),
 * written here so that a CUDA twin of a candidate would call the same code. None
 * of them is used by the three selected emulations or their kernels. */

/* ---- compressed closed-form chunk transitions (cpu.samu_gd_grouped64) ----
 * The product of a span's step transitions lambda_t = rho_t e^{i(theta + d_t)},
 * rho_t = exp(-nu E_t), is in real arithmetic exactly
 *   P = exp(-nu G) e^{i(K theta + D)},   G = sum E_t,  D = sum d_t,  K the step count,
 * and 0 when a step of the span is a reset. The statistics of a span, shared by
 * every mode: G, D (FP32, summed in step order from 0), K and the number of
 * resets nres (integers, exact). d_t = g_phi p_t is the FP32 value
 * sg_samu_token computes (and does not keep). */
typedef struct {
    float G, D;
    int32_t K, nres;
} sg_samu_gd;

SG_HD static inline sg_samu_gd sg_samu_gd_zero(void) {
    sg_samu_gd s;
    s.G = 0.0f;
    s.D = 0.0f;
    s.K = 0;
    s.nres = 0;
    return s;
}

/* The span extended by one step (the token t, its reset flag): G + E, D + d, K + 1. */
SG_HD static inline sg_samu_gd sg_samu_gd_add(sg_samu_gd s, const sg_samu_tok *t, float gph, int reset) {
    const float d = gph * t->p;
    s.G = s.G + t->E;
    s.D = s.D + d;
    s.K = s.K + 1;
    s.nres = s.nres + (reset != 0);
    return s;
}

/* The span's statistics shifted by one step, rebuilt from the stored ones: the
 * first step (token `first`) dropped and, when `next` is not NULL, the step
 * after the span added: G' = (G - E_first) + E_next, D' = (D - d_first) + d_next
 * (FP32, in that order), K' = K - 1 (+ 1), nres' likewise (exact). */
SG_HD static inline sg_samu_gd sg_samu_gd_shift(sg_samu_gd s, const sg_samu_tok *first, int reset_first,
                                                const sg_samu_tok *next, int reset_next, float gph) {
    const float d0 = gph * first->p;
    s.G = s.G - first->E;
    s.D = s.D - d0;
    s.K = s.K - 1;
    s.nres = s.nres - (reset_first != 0);
    return next ? sg_samu_gd_add(s, next, gph, reset_next) : s;
}

/* The closed-form transition of mode (nu, theta) over the span:
 *   ng = nu G, kt = K theta, ph = kt + D (each rounded to FP32), rho = exp(-ng)
 *   (sg_decay_expf), P = (rho cosf(ph), rho sinf(ph)); exactly 0 when nres > 0
 *   (the step product contains lambda = 0). An empty span (K = 0, G = D = 0)
 *   gives exactly 1. */
SG_HD static inline sg_cf sg_samu_gd_transition(float nu, float theta, const sg_samu_gd *s) {
    if (s->nres > 0) return sg_cf_make(0.0f, 0.0f);
    const float ng = nu * s->G;
    const float kt = (float)s->K * theta;
    const float ph = kt + s->D;
    const float rho = sg_decay_expf(-ng);
    return sg_cf_make(rho * cosf(ph), rho * sinf(ph));
}

/* ---- BF16 controller accumulation (cpu.samu_bf16_ctl) ----
 * sg_bf16_roundf(v): v rounded to the nearest BF16 value, ties to even (the
 * bit operation of common/bf16.c's sg_f32_to_bf16, then back to FP32; NaN stays
 * a NaN, a value past the largest finite BF16 becomes Inf). The BF16 variants of
 * the direction-gradient reduction and projection round every operation's FP32
 * result to BF16: RN_bf16(RN_f32(a op b)). */
SG_HD static inline float sg_bf16_roundf(float v) {
    uint32_t u;
    memcpy(&u, &v, sizeof u);
    if ((u & 0x7fffffffu) > 0x7f800000u) {
        u = (u | 0x00400000u) & 0xffff0000u; /* NaN: quiet, sign kept */
    } else {
        const uint32_t lsb = (u >> 16) & 1u;
        u = (u + 0x7fffu + lsb) & 0xffff0000u;
    }
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* sg_samu_reduce with a BF16 accumulator: per batch row the chunks ascending
 * from 0, then the rows b ascending from 0, every addition rounded to BF16. */
SG_HD static inline float sg_samu_reduce_bf16(const float *part, int64_t B, int64_t C, int64_t n, int64_t i) {
    float total = 0.0f;
    for (int64_t b = 0; b < B; b++) {
        float row = 0.0f;
        for (int64_t c = 0; c < C; c++) row = sg_bf16_roundf(row + part[(b * C + c) * n + i]);
        total = sg_bf16_roundf(total + row);
    }
    return total;
}

/* sg_samu_dot with every product and every sum rounded to BF16, k ascending from 0. */
SG_HD static inline float sg_samu_dot_bf16(const float *a, const float *b, int64_t n) {
    float s = 0.0f;
    for (int64_t k = 0; k < n; k++) {
        const float pr = sg_bf16_roundf(a[k] * b[k]);
        s = sg_bf16_roundf(s + pr);
    }
    return s;
}

/* sg_samu_dw with each of its three operations rounded to BF16:
 * RN(RN(g - RN(wh dotp)) / norm). */
SG_HD static inline float sg_samu_dw_bf16(float g, float wh, float dotp, float norm) {
    const float pr = sg_bf16_roundf(wh * dotp);
    const float df = sg_bf16_roundf(g - pr);
    return sg_bf16_roundf(df / norm);
}

#endif
