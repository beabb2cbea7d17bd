/* sequential.c - the CPU emulation of the sequential CUDA rows
 * (kernels/sequential.cu; reference/sg_sequential.h): the same per-step
 * functions of scan/sg_scan_canon.h in the same places, so that
 * tests/test_emulation.c, by showing that this file writes the bits of
 * cpu.canonical_f32, shows that the shared step code is the canonical order.
 * The loops mirror the kernels' launches one for one:
 *   RG-LRU  fwd  per channel (b, d), t ascending: h in a register, h_{t-1}
 *               saved per token (a full call), y, h_last;
 *          bwd  per channel, t descending from dh_last: dx, du, dv, the dp term
 *               of every token (scratch [B, L, D]), dh0;
 *          dp   per d: the terms summed b ascending, t descending, from 0 (the
 *               canonical dp_acc), times sigma(p_d).
 *   SAMU   consts, tokens (per (b, t): k ascending), fwd per mode (b, m) t
 *          ascending (z_{t-1} saved), bwd per mode t descending (gx, the Ebar,
 *          dbar/dtheta, dnu terms, dz0), tok_bwd per (b, t) (m ascending),
 *          dx per element, sums per index (b ascending, t descending), final.
 * Single-threaded: it exists to be compared bit for bit, not to be fast. */
#include "sg_sequential.h"
#include "sg_scan_canon.h"

#include <stdlib.h>

_Static_assert(SG_RGLRU_C == 8 && SG_RGLRU_MAX_GRAD == 1000, "sg_scan_ops.h constants must match models/rglru/rglru.h");

static float bf(uint16_t h) { return sg_bf16_to_f32(h); }

sg_status sg_rglru_sequential_emu(SG_RGLRU_PARAMS) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st = sg_check_dims("sequential RG-LRU emulation", B, L, D);
    if (st) return st;
    const int full = out->dx != NULL; /* NULL: a forward-only call (sg_pass) */
    float *hs = NULL, *dpt = NULL;
    if (full && B * L * D > 0) {
        hs = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
        dpt = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
        if (!hs || !dpt) {
            free(hs);
            free(dpt);
            return sg_fail(SG_E_INTERNAL, "sequential RG-LRU emulation: out of memory");
        }
    }
    /* fwd: per channel (b, d) */
    for (int64_t b = 0; b < B; b++)
        for (int64_t d = 0; d < D; d++) {
            const float s = sg_softplusf(pb->p[d]);
            float h = pb->h0[b * D + d];
            for (int64_t t = 0; t < L; t++) {
                const int64_t k = (b * L + t) * D + d;
                const sg_rg_canon_coef q = sg_rg_canon_coef_of(bf(pb->u[k]), bf(pb->v[k]), s, pb->segpos[b * L + t] == 0);
                if (full) hs[k] = h;
                h = sg_rg_canon_fwd(&q, bf(pb->x[k]), h);
                out->y[k] = sg_f32_to_bf16(h);
            }
            out->h_last[b * D + d] = h;
        }
    if (!full) return SG_OK;
    /* bwd: per channel, t descending */
    for (int64_t b = 0; b < B; b++)
        for (int64_t d = 0; d < D; d++) {
            const float s = sg_softplusf(pb->p[d]);
            float gc = pb->dh_last[b * D + d];
            for (int64_t t = L - 1; t >= 0; t--) {
                const int64_t k = (b * L + t) * D + d;
                const int reset = pb->segpos[b * L + t] == 0;
                const float x = bf(pb->x[k]);
                const sg_rg_canon_coef q = sg_rg_canon_coef_of(bf(pb->u[k]), bf(pb->v[k]), s, reset);
                const sg_rg_canon_grad o = sg_rg_canon_bwd(&q, x, s, reset, bf(pb->dy[k]), gc, hs[k]);
                out->dx[k] = sg_f32_to_bf16(o.dx);
                out->du[k] = sg_f32_to_bf16(o.du);
                out->dv[k] = sg_f32_to_bf16(o.dv);
                dpt[k] = o.dpterm;
                gc = o.carry;
            }
            out->dh0[b * D + d] = gc;
        }
    /* dp: per d, b ascending, t descending */
    for (int64_t d = 0; d < D; d++) {
        float acc = 0.0f;
        for (int64_t b = 0; b < B; b++)
            for (int64_t t = L - 1; t >= 0; t--) acc = acc + dpt[(b * L + t) * D + d];
        out->dp[d] = sg_sigmoidf(pb->p[d]) * acc;
    }
    free(hs);
    free(dpt);
    return SG_OK;
}

sg_status sg_samu_sequential_emu(SG_SAMU_PARAMS) {
    const int64_t B = pb->B, L = pb->L, D = pb->D, M = D / 2, D1 = D + 1;
    sg_status st = sg_check_dims("sequential SAMU emulation", B, L, D);
    if (st) return st;
    const int full = out->dx != NULL;
    float *wph = sg_malloc_dims(sizeof(float), SG_DIMS(D1)), *wrh = sg_malloc_dims(sizeof(float), SG_DIMS(D1));
    float *cth = sg_malloc_dims(sizeof(float), SG_DIMS(M + 1)), *sth = sg_malloc_dims(sizeof(float), SG_DIMS(M + 1));
    sg_samu_tok *tok = sg_malloc_dims(sizeof(sg_samu_tok), SG_DIMS(B, L));
    float *zs = NULL, *gx = NULL, *et = NULL, *pt = NULL, *nt = NULL, *gw = NULL;
    sg_samu_ctl *ctl = NULL;
    int oom = !wph || !wrh || !cth || !sth || !tok;
    if (full && !oom) {
        zs = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
        gx = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D));
        et = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, M + 1));
        pt = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, M + 1));
        nt = sg_malloc_dims(sizeof(float), SG_DIMS(B, L, M + 1));
        gw = sg_malloc_dims(sizeof(float), SG_DIMS(2, D1));
        ctl = sg_malloc_dims(sizeof(sg_samu_ctl), SG_DIMS(B, L));
        oom = !zs || !gx || !et || !pt || !nt || !gw || !ctl;
    }
    if (oom) {
        st = sg_fail(SG_E_INTERNAL, "sequential SAMU emulation: out of memory (L=%lld, D=%lld)", (long long)L,
                     (long long)D);
        goto done;
    }
    /* consts */
    const float nph = sqrtf(sg_samu_dot(pb->w_phi, pb->w_phi, D1)), nr = sqrtf(sg_samu_dot(pb->w_r, pb->w_r, D1));
    const sg_samu_gain gn = sg_samu_gains(pb->a_phi, pb->a_r, M);
    for (int64_t k = 0; k < D1; k++) {
        wph[k] = pb->w_phi[k] / nph;
        wrh[k] = pb->w_r[k] / nr;
    }
    for (int64_t m = 0; m < M; m++) sg_theta_cossin(pb->theta[m], &cth[m], &sth[m]);
    /* tokens */
    for (int64_t bt = 0; bt < B * L; bt++) {
        float u, v;
        sg_samu_dots(pb->x + bt * D, wph, wrh, D, &u, &v);
        tok[bt] = sg_samu_token(u, v, gn.gph, gn.gr);
    }
    /* fwd: per mode (b, m) */
    for (int64_t b = 0; b < B; b++)
        for (int64_t m = 0; m < M; m++) {
            sg_cf z = sg_cf_make(pb->z0[b * D + m], pb->z0[b * D + M + m]);
            for (int64_t t = 0; t < L; t++) {
                const int64_t bt = b * L + t;
                const int reset = pb->segpos[bt] == 0;
                const sg_samu_coef q = sg_samu_mode(pb->nu[m], cth[m], sth[m], &tok[bt], reset);
                const sg_cf w = sg_cf_make(bf(pb->x[bt * D + m]), bf(pb->x[bt * D + M + m]));
                if (full) {
                    zs[bt * D + m] = z.re;
                    zs[bt * D + M + m] = z.im;
                }
                z = sg_samu_canon_fwd(&q, z, w, reset);
                out->y[bt * D + m] = sg_f32_to_bf16(z.re);
                out->y[bt * D + M + m] = sg_f32_to_bf16(z.im);
            }
            out->z_last[b * D + m] = z.re;
            out->z_last[b * D + M + m] = z.im;
        }
    if (!full) goto done;
    /* bwd: per mode, t descending */
    for (int64_t b = 0; b < B; b++)
        for (int64_t m = 0; m < M; m++) {
            sg_cf gc = sg_cf_make(pb->dz_last[b * D + m], pb->dz_last[b * D + M + m]);
            for (int64_t t = L - 1; t >= 0; t--) {
                const int64_t bt = b * L + t;
                const int reset = pb->segpos[bt] == 0;
                const sg_samu_coef q = sg_samu_mode(pb->nu[m], cth[m], sth[m], &tok[bt], reset);
                const sg_cf w = sg_cf_make(bf(pb->x[bt * D + m]), bf(pb->x[bt * D + M + m]));
                const sg_cf Y = sg_cf_make(bf(pb->dy[bt * D + m]), bf(pb->dy[bt * D + M + m]));
                const sg_cf zp = sg_cf_make(zs[bt * D + m], zs[bt * D + M + m]);
                const sg_samu_canon_grad o = sg_samu_canon_bwd(&q, &tok[bt], pb->nu[m], reset, Y, gc, zp, w);
                gx[bt * D + m] = o.gx.re;
                gx[bt * D + M + m] = o.gx.im;
                et[bt * M + m] = o.eterm;
                pt[bt * M + m] = o.pterm;
                nt[bt * M + m] = o.nterm;
                gc = o.carry;
            }
            out->dz0[b * D + m] = gc.re;
            out->dz0[b * D + M + m] = gc.im;
        }
    /* tok_bwd: per (b, t), m ascending (no terms at a reset) */
    for (int64_t bt = 0; bt < B * L; bt++) {
        float ebar = 0.0f, dbar = 0.0f;
        if (pb->segpos[bt] != 0)
            for (int64_t m = 0; m < M; m++) {
                ebar = ebar + et[bt * M + m];
                dbar = dbar + pt[bt * M + m];
            }
        ctl[bt] = sg_samu_ctl_bwd(&tok[bt], ebar, dbar, gn.gph, gn.gr);
    }
    /* dx: per element */
    for (int64_t i = 0; i < B * L * D; i++)
        out->dx[i] = sg_f32_to_bf16(sg_samu_dx(gx[i], &ctl[i / D], wph[i % D], wrh[i % D]));
    /* sums: b ascending, t descending, from 0 */
    for (int64_t m = 0; m < M; m++) {
        float dn = 0.0f, dt = 0.0f;
        for (int64_t b = 0; b < B; b++)
            for (int64_t t = L - 1; t >= 0; t--) {
                const int64_t bt = b * L + t;
                if (pb->segpos[bt] == 0) continue;
                dn = dn + nt[bt * M + m];
                dt = dt + pt[bt * M + m];
            }
        out->dnu[m] = dn;
        out->dtheta[m] = dt;
    }
    for (int64_t k = 0; k < D1; k++) {
        float gp = 0.0f, gr = 0.0f;
        for (int64_t b = 0; b < B; b++)
            for (int64_t t = L - 1; t >= 0; t--) {
                const sg_samu_ctl *c = &ctl[b * L + t];
                if (k < D) {
                    const float xk = bf(pb->x[(b * L + t) * D + k]);
                    gp = gp + c->ub * xk;
                    gr = gr + c->vb * xk;
                } else {
                    gp = gp + c->ub;
                    gr = gr + c->vb;
                }
            }
        gw[k] = gp;
        gw[D1 + k] = gr;
    }
    float gbph = 0.0f, gbr = 0.0f;
    for (int64_t b = 0; b < B; b++)
        for (int64_t t = L - 1; t >= 0; t--) {
            gbph = gbph + ctl[b * L + t].aph;
            gbr = gbr + ctl[b * L + t].ar;
        }
    /* final */
    out->da_phi[0] = sg_samu_da(gbph, gn.tph, gn.sqm);
    out->da_r[0] = sg_samu_da(gbr, gn.tr, gn.sqm);
    const float dph = sg_samu_dot(wph, gw, D1), dr = sg_samu_dot(wrh, gw + D1, D1);
    for (int64_t k = 0; k < D1; k++) {
        out->dw_phi[k] = sg_samu_dw(gw[k], wph[k], dph, nph);
        out->dw_r[k] = sg_samu_dw(gw[D1 + k], wrh[k], dr, nr);
    }
done:
    free(wph); free(wrh); free(cth); free(sth); free(tok); free(zs); free(gx); free(et); free(pt); free(nt); free(gw);
    free(ctl);
    return st;
}
