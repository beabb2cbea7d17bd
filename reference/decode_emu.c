/* decode_emu.c - CPU emulations of the decode kernels (reference/EQUATIONS.md section 10):
 * a prefill path over the prompt's P tokens, its final state handed over in FP32, then one
 * "launch" per generated token over every batch row and channel (mode) that reads the state,
 * applies one step with the scan kernels' step code (scan/sg_scan_ops.h) and writes the state
 * back, the output in BF16. The rows:
 *   cpu.rglru_decode_fused      RG-LRU, the small-batch path: one kernel per token with the
 *                               gate projection (FP32 accumulation, the canonical order), the
 *                               step as the chunked kernels' (sg_rg_step_g, the delta form);
 *                               prefill by cpu.rglru_mixer_grouped32
 *   cpu.rglru_decode_mma        RG-LRU, the large-batch path: the gates as a Tensor-Core
 *                               grouped matmul computes them (BF16 operands, FP32 accumulation
 *                               of 16-term k-blocks, each block's products summed as a tree,
 *                               the bias added last), then the same step
 *   cpu.rglru_decode_sliced     RG-LRU, a small-batch candidate: each gate's W inputs in
 *                               SG_RG_DEC_SLICES slices summed apart, then the bias plus the
 *                               slices' partials in order (sg_rg_gate_slice); the same step
 *   cpu.rglru_decode_bf16_state REFUSED candidate: the small-batch path with the recurrent
 *                               state cached in BF16 between tokens (and at the hand-off)
 *   cpu.samu_decode_step        SAMU: each token's controller and transitions rebuilt inside
 *                               the launch (sg_samu_dots, sg_samu_token, sg_samu_mode), the
 *                               mode's affine pair applied (sg_samu_pair); prefill by
 *                               cpu.samu_chunk32_serial
 *   cpu.samu_decode_tree        SAMU, as cpu.samu_decode_step with the token's two dot products
 *                               in SG_SA_DOT_LANES lanes added as a tree (sg_samu_dot_lane)
 *   cpu.samu_decode_bf16_state  REFUSED candidate: as cpu.samu_decode_step, the modes' state
 *                               cached in BF16 between tokens
 * Bitwise deterministic, independent of the thread count (each (b, channel) is computed alone). */
#include "sg_reference.h"
#include "sg_scan_ops.h"

#include <stdlib.h>
#include <string.h>

static float bf(uint16_t h) { return sg_bf16_to_f32(h); }
static float bf16_round(float v) { return sg_bf16_to_f32(sg_f32_to_bf16(v)); }

/* The first P tokens of a [B,L,n] tensor as a new [B,P,n] one (elem bytes each). */
static void *prompt_copy(const void *src, int64_t B, int64_t L, int64_t P, int64_t n, size_t elem) {
    char *dst = sg_malloc_dims(elem, SG_DIMS(B, P, n > 0 ? n : 1));
    if (!dst) return NULL;
    for (int64_t b = 0; b < B; b++) memcpy(dst + (size_t)(b * P * n) * elem, (const char *)src + (size_t)(b * L * n) * elem, (size_t)(P * n) * elem);
    return dst;
}

/* ---- RG-LRU ------------------------------------------------------------------------------- */
/* Gate (u or v) at channel d = hW + j of the token row x ([D], BF16) from weights w and bias b. */
static float gate_fused(const uint16_t *x, const uint16_t *w, const uint16_t *bias, int64_t W, int64_t h, int64_t j) {
    float acc = bf(bias[h * W + j]);
    for (int64_t i = 0; i < W; i++) acc = acc + bf(x[h * W + i]) * bf(w[(h * W + i) * W + j]);
    return acc;
}

static float gate_mma(const uint16_t *x, const uint16_t *w, const uint16_t *bias, int64_t W, int64_t h, int64_t j) {
    float acc = 0.0f;
    for (int64_t k0 = 0; k0 < W; k0 += 16) {
        float p[16];
        const int64_t n = W - k0 < 16 ? W - k0 : 16;
        for (int64_t i = 0; i < n; i++) p[i] = bf(x[h * W + k0 + i]) * bf(w[(h * W + k0 + i) * W + j]);
        for (int64_t half = 8; half >= 1; half /= 2) /* the block's products as a tree */
            for (int64_t i = 0; i < half; i++)
                if (i + half < n) p[i] = p[i] + p[i + half];
        acc = acc + p[0];
    }
    return acc + bf(bias[h * W + j]);
}

/* The sliced kernel's order (sg_rg_gate_slice): the bias, then the slices' partials, s ascending. */
static float gate_sliced(const uint16_t *x, const uint16_t *w, const uint16_t *bias, int64_t W, int64_t h, int64_t j) {
    float acc = bf(bias[h * W + j]);
    for (int64_t sl = 0; sl < SG_RG_DEC_SLICES; sl++) acc = acc + sg_rg_gate_slice(x + h * W, w, W, h, j, sl);
    return acc;
}

typedef float (*rg_gate_fn)(const uint16_t *x, const uint16_t *w, const uint16_t *bias, int64_t W, int64_t h, int64_t j);

static sg_status rglru_decode(const sg_rglru_decode_problem *pb, sg_rglru_decode_outputs *out, rg_gate_fn gk,
                              int bf16_state, const char *name) {
    const int64_t B = pb->B, L = pb->L, D = pb->D, P = pb->P;
    sg_status st = sg_check_dims(name, B, L, D);
    if (st) return st;
    if (D % SG_BLOCKS || P < 0 || P > L)
        return sg_fail(SG_E_SHAPE, "%s: D=%lld (a multiple of %d) or P=%lld (in [0, L=%lld])", name, (long long)D,
                       SG_BLOCKS, (long long)P, (long long)L);
    const int64_t W = D / SG_BLOCKS;
    float *hst = sg_malloc_dims(sizeof(float), SG_DIMS(B, D)), *s = sg_malloc_dims(sizeof(float), SG_DIMS(D));
    if (!hst || !s) {
        free(hst), free(s);
        return sg_fail(SG_E_INTERNAL, "%s: out of memory", name);
    }
    for (int64_t d = 0; d < D; d++) s[d] = sg_softplusf(pb->p[d]);
    /* prefill: the fused mixer path on the prompt (forward only); its y and final state */
    if (P > 0) {
        uint16_t *xp = prompt_copy(pb->x, B, L, P, D, sizeof(uint16_t)), *yp = sg_malloc_dims(2, SG_DIMS(B, P, D));
        int32_t *sp = prompt_copy(pb->segpos, B, L, P, 1, sizeof(int32_t));
        if (!xp || !yp || !sp) st = sg_fail(SG_E_INTERNAL, "%s: out of memory (prompt)", name);
        else {
            const sg_rglru_mixer_problem mp = {B, P, D, xp, pb->w_x, pb->w_a, pb->b_x, pb->b_a, NULL, pb->p, pb->h0,
                                               NULL, sp};
            sg_rglru_mixer_outputs mo = {.y = yp, .h_last = hst};
            st = sg_rglru_mixer_grouped32(&mp, &mo);
            for (int64_t b = 0; !st && b < B; b++) memcpy(out->y + b * L * D, yp + b * P * D, (size_t)(P * D) * 2);
        }
        free(xp), free(yp), free(sp);
    } else {
        memcpy(hst, pb->h0, (size_t)(B * D) * sizeof(float));
    }
    if (!st && bf16_state)
        for (int64_t i = 0; i < B * D; i++) hst[i] = bf16_round(hst[i]);
    /* decode: one launch per generated token */
    for (int64_t t = P; !st && t < L; t++) {
#pragma omp parallel for schedule(static)
        for (int64_t bd = 0; bd < B * D; bd++) {
            const int64_t b = bd / D, d = bd % D, h = d / W, j = d % W, k = (b * L + t) * D + d;
            const uint16_t *xr = pb->x + (b * L + t) * D;
            const float u = gk(xr, pb->w_x, pb->b_x, W, h, j), v = gk(xr, pb->w_a, pb->b_a, W, h, j);
            const sg_rg_gate g = sg_rg_gate_of(v, s[d]);
            const sg_rg_coef c = sg_rg_step_g(bf(pb->x[k]), sg_sigmoidf(u), &g, pb->segpos[b * L + t] == 0);
            float hv = sg_rpair_apply(sg_rg_pair(&c), hst[bd]);
            out->y[k] = sg_f32_to_bf16(hv);
            if (bf16_state) hv = bf16_round(hv);
            hst[bd] = hv;
        }
    }
    if (!st) memcpy(out->h_last, hst, (size_t)(B * D) * sizeof(float));
    free(hst), free(s);
    return st;
}

sg_status sg_rglru_decode_fused(SG_RGLRU_DECODE_PARAMS) { return rglru_decode(pb, out, gate_fused, 0, "rglru_decode_fused"); }
sg_status sg_rglru_decode_mma(SG_RGLRU_DECODE_PARAMS) { return rglru_decode(pb, out, gate_mma, 0, "rglru_decode_mma"); }
sg_status sg_rglru_decode_sliced(SG_RGLRU_DECODE_PARAMS) {
    return rglru_decode(pb, out, gate_sliced, 0, "rglru_decode_sliced");
}
sg_status sg_rglru_decode_bf16_state(SG_RGLRU_DECODE_PARAMS) {
    return rglru_decode(pb, out, gate_fused, 1, "rglru_decode_bf16_state");
}

/* ---- SAMU ---------------------------------------------------------------------------------- */
/* The tree kernel's order of the token's dot products (sg_samu_dot_lane, then the tree). */
static void dots_tree(const uint16_t *xt, const float *wph, const float *wrh, int64_t D, float *u, float *v) {
    float pa[SG_SA_DOT_LANES], pb[SG_SA_DOT_LANES];
    for (int64_t k = 0; k < SG_SA_DOT_LANES; k++) sg_samu_dot_lane(xt, wph, wrh, D, k, &pa[k], &pb[k]);
    for (int64_t half = SG_SA_DOT_LANES / 2; half >= 1; half /= 2)
        for (int64_t i = 0; i < half; i++) {
            pa[i] = pa[i] + pa[i + half];
            pb[i] = pb[i] + pb[i + half];
        }
    *u = pa[0] + wph[D];
    *v = pb[0] + wrh[D];
}

typedef void (*sa_dots_fn)(const uint16_t *xt, const float *wph, const float *wrh, int64_t D, float *u, float *v);

static sg_status samu_decode(const sg_samu_decode_problem *pb, sg_samu_decode_outputs *out, sa_dots_fn dots,
                             int bf16_state, const char *name) {
    const int64_t B = pb->B, L = pb->L, D = pb->D, M = D / 2, P = pb->P, D1 = D + 1;
    sg_status st = sg_check_dims(name, B, L, D);
    if (st) return st;
    if (D % 2 || P < 0 || P > L)
        return sg_fail(SG_E_SHAPE, "%s: D=%lld (even) or P=%lld (in [0, L=%lld])", name, (long long)D, (long long)P,
                       (long long)L);
    float *zs = sg_malloc_dims(sizeof(float), SG_DIMS(B, D)), *wph = sg_malloc_dims(sizeof(float), SG_DIMS(D1));
    float *wrh = sg_malloc_dims(sizeof(float), SG_DIMS(D1)), *cth = sg_malloc_dims(sizeof(float), SG_DIMS(M + 1));
    float *sth = sg_malloc_dims(sizeof(float), SG_DIMS(M + 1));
    if (!zs || !wph || !wrh || !cth || !sth) {
        free(zs), free(wph), free(wrh), free(cth), free(sth);
        return sg_fail(SG_E_INTERNAL, "%s: out of memory", name);
    }
    if (P > 0) {
        uint16_t *xp = prompt_copy(pb->x, B, L, P, D, sizeof(uint16_t)), *yp = sg_malloc_dims(2, SG_DIMS(B, P, D));
        int32_t *sp = prompt_copy(pb->segpos, B, L, P, 1, sizeof(int32_t));
        if (!xp || !yp || !sp) st = sg_fail(SG_E_INTERNAL, "%s: out of memory (prompt)", name);
        else {
            const sg_samu_problem q = {B, P, D, xp, NULL, pb->z0, NULL, sp, pb->w_phi, pb->w_r, pb->a_phi, pb->a_r,
                                       pb->nu, pb->theta};
            sg_samu_outputs so = {.y = yp, .z_last = zs};
            st = sg_samu_chunk32_serial(&q, &so);
            for (int64_t b = 0; !st && b < B; b++) memcpy(out->y + b * L * D, yp + b * P * D, (size_t)(P * D) * 2);
        }
        free(xp), free(yp), free(sp);
    } else {
        memcpy(zs, pb->z0, (size_t)(B * D) * sizeof(float));
    }
    if (!st && bf16_state)
        for (int64_t i = 0; i < B * D; i++) zs[i] = bf16_round(zs[i]);
    /* the launch's constants, as every kernel rebuilds them */
    const float nph = sqrtf(sg_samu_dot(pb->w_phi, pb->w_phi, D1)), nr = sqrtf(sg_samu_dot(pb->w_r, pb->w_r, D1));
    const sg_samu_gain gn = sg_samu_gains(pb->a_phi, pb->a_r, M);
    for (int64_t k = 0; k < D1; k++) {
        wph[k] = pb->w_phi[k] / nph;
        wrh[k] = pb->w_r[k] / nr;
    }
    for (int64_t m = 0; m < M; m++) sg_theta_cossin(pb->theta[m], &cth[m], &sth[m]);
    for (int64_t t = P; !st && t < L; t++) {
#pragma omp parallel for schedule(static)
        for (int64_t b = 0; b < B; b++) {
            const int64_t bt = b * L + t;
            float u, v;
            dots(pb->x + bt * D, wph, wrh, D, &u, &v);
            const sg_samu_tok tok = sg_samu_token(u, v, gn.gph, gn.gr);
            const int reset = pb->segpos[bt] == 0;
            for (int64_t m = 0; m < M; m++) {
                const sg_samu_coef q = sg_samu_mode(pb->nu[m], cth[m], sth[m], &tok, reset);
                const sg_cf w = sg_cf_make(bf(pb->x[bt * D + m]), bf(pb->x[bt * D + M + m]));
                sg_cf z = sg_cpair_apply(sg_samu_pair(&q, w), sg_cf_make(zs[b * D + m], zs[b * D + M + m]));
                out->y[bt * D + m] = sg_f32_to_bf16(z.re);
                out->y[bt * D + M + m] = sg_f32_to_bf16(z.im);
                if (bf16_state) z = sg_cf_make(bf16_round(z.re), bf16_round(z.im));
                zs[b * D + m] = z.re;
                zs[b * D + M + m] = z.im;
            }
        }
    }
    if (!st) memcpy(out->z_last, zs, (size_t)(B * D) * sizeof(float));
    free(zs), free(wph), free(wrh), free(cth), free(sth);
    return st;
}

sg_status sg_samu_decode_step(SG_SAMU_DECODE_PARAMS) { return samu_decode(pb, out, sg_samu_dots, 0, "samu_decode_step"); }
sg_status sg_samu_decode_tree(SG_SAMU_DECODE_PARAMS) { return samu_decode(pb, out, dots_tree, 0, "samu_decode_tree"); }
sg_status sg_samu_decode_bf16_state(SG_SAMU_DECODE_PARAMS) {
    return samu_decode(pb, out, sg_samu_dots, 1, "samu_decode_bf16_state");
}
