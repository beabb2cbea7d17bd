/* sequential.cu - the sequential on-chip scans of RG-LRU and SAMU in the
 * canonical order (reference/EQUATIONS.md sections 1, 2 and 6; the canonical
 * paths: sections 5 and 6.6): the study's and Griffin's linear-scan baseline, forward and backward.
 *
 * Rows (row function sg_kernels_row_seq, backends/sg_rows.def: after every other CUDA row):
 *   cuda.rglru_sequential  one thread per channel (b, d), h in a register, the
 *                          tokens streamed t = 1..L (channel index fastest across
 *                          the threads of a warp: coalesced loads and stores)
 *   cuda.samu_sequential   one thread per complex mode (b, m), z in registers,
 *                          likewise (mode index fastest)
 * Both are twins of cpu.canonical_f32 itself: every per-step expression is the
 * canonical one (scan/sg_scan_canon.h: sg_rg_canon_*, sg_samu_canon_* and the
 * canonical SAMU helpers sg_samu_dots, sg_samu_token, sg_samu_mode,
 * sg_samu_bwd_mode, sg_samu_ctl_bwd, sg_samu_dx, sg_samu_dot, sg_samu_gains,
 * sg_samu_da, sg_samu_dw) - same operands, same association, one rounding each,
 * no FMA (--fmad=false), the RG-LRU update (abar h) + b (NOT the delta form of
 * sg_rpair_apply) - and every sum (RG-LRU dp; SAMU Ebar_t, dbar_t, dnu, dtheta,
 * the direction and amplitude sums) is one thread's loop in the canonical
 * path's order. reference/sequential.c runs the same functions in the same
 * arrangement on the host and writes the bits of cpu.canonical_f32 on every
 * smoke and ci case (tests/test_emulation.c), which is what shows the shared
 * step code is the canonical order.
 *
 * Numerics (the only differences from the CPU): the device libm (expf, expm1f,
 * log1pf, tanhf, cosf, sinf: <= 1-2 ulp, not glibc's bits) and device numerics
 * revision 2 (scan/sg_scan_ops.h), which this file keeps, as every other
 * device row does: the decays (RG-LRU a = exp(l), a2 = exp(2l); SAMU
 * rho = exp(-nu E)) through sg_decay_expf and cos/sin theta through
 * sg_theta_cossin, evaluated in double on the device and rounded once. Why:
 * glibc's expf, cosf, sinf (the canonical path's) are correctly rounded in
 * practice, and so is a double evaluation rounded once, so these values agree
 * with the canonical path's bit for bit in practice, while CUDA's expf showed a
 * one-sided error near 1 that long memories accumulate (reports/evidence/
 * cuda-rglru-v1). The canonical path's own weakness stays: in the clip regime
 * FP32 rounds a = exp(l) to 1 (rg_long_16k), so the RG-LRU row inherits the
 * canonical path's quarantines.
 *
 * Launches (default stream, in this order; no atomics; every floating-point sum
 * is one thread's sequential loop):
 *   RG-LRU
 *     rgseq_fwd   per (b, d): s = softplus(p_d); t ascending: the canonical
 *                 step -> y; h_{t-1} saved to hs [B,L,D] (a full call only);
 *                 h_last.
 *     rgseq_bwd   (full call) per (b, d), t descending from dh_last: g = dy + gc,
 *                 dx, du, dv, the dp term dl (-c r); dh0. B = 1: the thread sums
 *                 the terms itself (t descending: the canonical dp_acc) and
 *                 writes dp = sigma(p_d) acc; B > 1: the terms go to dpt [B,L,D]
 *     dp          (sg_rg_k_dp_canon, kernels/rglru/rglru_device.cuh; full call, B > 1) per d: dpt summed b ascending, t descending,
 *                 from 0 (the canonical dp_acc runs across the rows), times sigma(p_d).
 *   SAMU
 *     consts      (sg_samu_k_consts, kernels/samu/samu_device.cuh) 1 block: |w_phi|, |w_r| (k ascending), the gains; w^ [D+1],
 *                 cos/sin theta [M].
 *     tokens      (sg_samu_k_tokens) per (b, t): u, v (k ascending, then the constant entry), the
 *                 token's p, r, q, E, C, S.
 *     sseq_fwd    per (b, m): t ascending, the canonical step (z = w at a reset)
 *                 -> y; z_{t-1} saved to zs [B,L,D] (a full call only); z_last.
 *     sseq_bwd    (full call) per (b, m), t descending from dz_last: gx [B,L,D],
 *                 the Ebar and dbar terms [B,L,M]; the dnu terms [B,L,M] (B > 1)
 *                 or, B = 1, dnu and dtheta summed by the thread (t descending,
 *                 no term at a reset); dz0.
 *     sseq_tok_bwd per (b, t): Ebar_t, dbar_t, m ascending from 0 (0 at a
 *                 reset), the controller backward (ub, vb, dbar p, cbar q).
 *     dx          (sg_samu_k_dx) per (b, t, k): dx = bf16((gx + ub w^_phi) + vb w^_r).
 *     sseq_sums   per index: dnu_m, dtheta_m (B > 1 only), the direction sums
 *                 g_phi[k], g_r[k] (k <= D), the amplitude sums: each b
 *                 ascending, t descending, from 0, as the canonical path.
 *     sseq_final  1 block: w^.g (k ascending), da_phi, da_r, dw_phi, dw_r.
 * Scratch (full calls): RG-LRU hs and (B > 1) dpt, 4 B L D bytes each; SAMU
 * zs and gx (4 B L D bytes each) and three [B,L,M] term arrays (2 B L D each).
 * A forward-only call (NULL gradient outputs, sg_pass) runs the forward
 * launches only, saves no states and allocates no backward scratch.
 *
 * Interface, poisoning and error handling as kernels/rglru/rglru_chunked.cu: host
 * pointers in and out, every device output filled with 0xFF bytes (a NaN in
 * BF16 and FP32) before the launches, every CUDA call and launch checked
 * (SG_CUDA_CHECK; cudaGetLastError after each launch), sg_dev_timer_* around
 * the launches (device_seconds), every buffer freed on every path
 * (sg_cuda_finish). int64 indices throughout. Build flags (kernels/CMakeLists.txt):
 * --fmad=false -prec-div=true -prec-sqrt=true -ftz=false; never fast-math.
 *
 * Run:
 *   scangate run --backend cuda.rglru_sequential [--set ci]
 *   scangate run --backend cuda.samu_sequential [--set ci]
 *   ctest -L gpu --output-on-failure   (tests/test_gpu.c: oracle-judged, and
 *                                        against cpu.canonical_f32)
 * Without a device the rows report "no CUDA device: ..." from available().
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_canon.h"
#include "rglru/rglru_device.cuh" /* sg_rg_k_dp_canon */
#include "samu/samu_device.cuh"   /* sg_samu_k_consts, _tokens, _dx, the host helpers */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#define SEQ_THREADS 128


/* ==== RG-LRU =============================================================== */
struct rs_dev {
    int64_t B, L, D;
    const uint16_t *x, *u, *v, *dy;
    const float *p, *h0, *dh_last;
    const int32_t *segpos;
    uint16_t *y, *dx, *du, *dv;
    float *h_last, *dh0, *dp;
    float *hs, *dpt; /* scratch [B,L,D]: h_{t-1}; dp terms (B > 1) */
};

/* Thread sg_gid() as channel ch = b D + d (d fastest): b, d, s = softplus(p_d)
 * and the row's reset positions; false past the last channel. */
struct rs_chan : sg_rg_chan {
    int64_t ch;
};
__device__ __forceinline__ static bool rs_chan_of(const rs_dev &g, rs_chan *c) {
    c->ch = sg_gid();
    if (c->ch >= g.B * g.D) return false;
    static_cast<sg_rg_chan &>(*c) = sg_rg_d_chan(g, c->ch);
    return true;
}

/* The canonical coefficients of element k (u_k, v_k) of channel c. */
__device__ __forceinline__ static sg_rg_canon_coef rs_coef(const rs_dev &g, const rs_chan &c, int64_t k, int reset) {
    return sg_rg_canon_coef_of(dev_bf16_to_f32(g.u[k]), dev_bf16_to_f32(g.v[k]), c.s, reset);
}

/* Per channel: the canonical forward, t ascending. */
__global__ static void rgseq_fwd(rs_dev g, int save) {
    rs_chan c;
    if (!rs_chan_of(g, &c)) return;
    const int64_t L = g.L, D = g.D;
    float h = g.h0[c.ch];
    for (int64_t t = 0; t < L; t++) {
        const int64_t k = (c.b * L + t) * D + c.d;
        const sg_rg_canon_coef q = rs_coef(g, c, k, c.seg[t] == 0);
        if (save) g.hs[k] = h;
        h = sg_rg_canon_fwd(&q, dev_bf16_to_f32(g.x[k]), h);
        g.y[k] = dev_f32_to_bf16(h);
    }
    g.h_last[c.ch] = h;
}

/* Per channel: the canonical backward, t descending from dh_last; fuse (B = 1):
 * dp summed here in the canonical order, else the terms to dpt. */
__global__ static void rgseq_bwd(rs_dev g, int fuse) {
    rs_chan c;
    if (!rs_chan_of(g, &c)) return;
    const int64_t L = g.L, D = g.D;
    float gc = g.dh_last[c.ch], acc = 0.0f;
    for (int64_t t = L - 1; t >= 0; t--) {
        const int64_t k = (c.b * L + t) * D + c.d;
        const int reset = c.seg[t] == 0;
        const float x = dev_bf16_to_f32(g.x[k]);
        const sg_rg_canon_coef q = rs_coef(g, c, k, reset);
        const sg_rg_canon_grad o = sg_rg_canon_bwd(&q, x, c.s, reset, dev_bf16_to_f32(g.dy[k]), gc, g.hs[k]);
        g.dx[k] = dev_f32_to_bf16(o.dx);
        g.du[k] = dev_f32_to_bf16(o.du);
        g.dv[k] = dev_f32_to_bf16(o.dv);
        if (fuse) acc = acc + o.dpterm;
        else g.dpt[k] = o.dpterm;
        gc = o.carry;
    }
    g.dh0[c.ch] = gc;
    if (fuse) g.dp[c.d] = sg_sigmoidf(g.p[c.d]) * acc;
}

static sg_status cuda_rglru_sequential(SG_RGLRU_PARAMS) {
    const char *row = "cuda.rglru_sequential";
    rs_dev g;
    int full;
    const sg_status st = sg_rg_begin(g, pb, out, row, &full, NULL);
    if (st != SG_OK) return st;
    const int64_t nch = g.B * g.D;
    const int fuse = g.B == 1;
    const size_t sz_f = (size_t)(nch * g.L) * sizeof(float);
    if ((nch + SEQ_THREADS - 1) / SEQ_THREADS > INT32_MAX) return sg_fail(SG_E_SHAPE, "%s: B*D too large", row);
    sg_dev_buf list[SG_DEV_MAXBUF];
    int nl = 0;
    sg_rg_io(g, pb, full, list, &nl);
    list[nl++] = {(void **)&g.hs, NULL, full ? sz_f : 0, 0, "saved states"};
    list[nl++] = {(void **)&g.dpt, NULL, full && !fuse ? sz_f : 0, 0, "dp terms"};
    const auto launch = [&]() -> sg_status {
        SG_LAUNCH(rgseq_fwd, nch, SEQ_THREADS, g, full);
        if (!full) return SG_OK;
        SG_LAUNCH(rgseq_bwd, nch, SEQ_THREADS, g, fuse);
        if (!fuse) SG_LAUNCH(sg_rg_k_dp_canon, g.D, SEQ_THREADS, g);
        return SG_OK;
    };
    return sg_cuda_call(list, nl, row, g.B, g.L, g.D, launch, [&]() { return sg_rg_copy_out(g, out); });
}

/* ==== SAMU ================================================================= */
struct ss_dev {
    int64_t B, L, D, M;
    float a_phi, a_r;
    const uint16_t *x, *dy;
    const float *z0, *dz_last, *w_phi, *w_r, *nu, *theta;
    const int32_t *segpos;
    uint16_t *y, *dx;
    float *z_last, *dz0, *dw_phi, *dw_r, *da_phi, *da_r, *dnu, *dtheta;
    /* scratch */
    sg_samu_consts *cst;
    float *wph, *wrh;         /* [D+1] normalised directions */
    float *cth, *sth;         /* [M] cos, sin theta */
    sg_samu_tok *tok;         /* [B*L] */
    float *zs, *gx;           /* [B,L,D]: z_{t-1}; the write path of dx */
    float *et, *pt, *nt;      /* [B,L,M]: Ebar, dbar (= dtheta), dnu terms (nt: B > 1) */
    sg_samu_ctl *ctl;         /* [B*L] */
    float *gw;                /* [2][D+1]: the direction sums g_phi, g_r */
    float *gb;                /* [2]: the amplitude sums */
};

/* Per mode ch = b M + m (m fastest): the canonical forward, t ascending. */
__global__ static void sseq_fwd(ss_dev g, int save) {
    const int64_t ch = sg_gid();
    if (ch >= g.B * g.M) return;
    const int64_t L = g.L, D = g.D, M = g.M, b = ch / M, m = ch % M;
    sg_cf z = sg_samu_d_x0(g, g.z0, ch);
    for (int64_t t = 0; t < L; t++) {
        const int64_t bt = b * L + t, k = bt * D + m;
        const int reset = g.segpos[bt] == 0;
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        const sg_cf w = sg_samu_d_cval(g.x + bt * D, M, m);
        if (save) {
            g.zs[k] = z.re;
            g.zs[k + M] = z.im;
        }
        z = sg_samu_canon_fwd(&q, z, w, reset);
        g.y[k] = dev_f32_to_bf16(z.re);
        g.y[k + M] = dev_f32_to_bf16(z.im);
    }
    g.z_last[b * D + m] = z.re;
    g.z_last[b * D + M + m] = z.im;
}

/* Per mode: the canonical backward, t descending from dz_last; fuse (B = 1):
 * dnu, dtheta summed here (t descending, no term at a reset), else the dnu
 * terms to nt (the dtheta terms are pt, which sseq_tok_bwd reads anyway). */
__global__ static void sseq_bwd(ss_dev g, int fuse) {
    const int64_t ch = sg_gid();
    if (ch >= g.B * g.M) return;
    const int64_t L = g.L, D = g.D, M = g.M, b = ch / M, m = ch % M;
    const float nu = g.nu[m];
    sg_cf gc = sg_samu_d_x0(g, g.dz_last, ch);
    float dn = 0.0f, dt = 0.0f;
    for (int64_t t = L - 1; t >= 0; t--) {
        const int64_t bt = b * L + t, k = bt * D + m;
        const int reset = g.segpos[bt] == 0;
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        const sg_cf Y = sg_samu_d_cval(g.dy + bt * D, M, m);
        const sg_cf zp = sg_cf_make(g.zs[k], g.zs[k + M]);
        const sg_samu_canon_grad o =
            sg_samu_canon_bwd(&q, &g.tok[bt], nu, reset, Y, gc, zp, sg_samu_d_cval(g.x + bt * D, M, m));
        g.gx[k] = o.gx.re;
        g.gx[k + M] = o.gx.im;
        if (o.has_terms) {
            g.et[bt * M + m] = o.eterm;
            g.pt[bt * M + m] = o.pterm;
            if (fuse) {
                dn = dn + o.nterm;
                dt = dt + o.pterm;
            } else {
                g.nt[bt * M + m] = o.nterm;
            }
        }
        gc = o.carry;
    }
    g.dz0[b * D + m] = gc.re;
    g.dz0[b * D + M + m] = gc.im;
    if (fuse) {
        g.dnu[m] = dn;
        g.dtheta[m] = dt;
    }
}

/* Per (b, t): Ebar_t, dbar_t summed m ascending from 0 (none at a reset), then
 * the token's controller backward. */
__global__ static void sseq_tok_bwd(ss_dev g) {
    const int64_t bt = sg_gid();
    if (bt >= g.B * g.L) return;
    const int64_t M = g.M;
    float ebar = 0.0f, dbar = 0.0f;
    if (g.segpos[bt] != 0)
        for (int64_t m = 0; m < M; m++) {
            ebar = ebar + g.et[bt * M + m];
            dbar = dbar + g.pt[bt * M + m];
        }
    g.ctl[bt] = sg_samu_ctl_bwd(&g.tok[bt], ebar, dbar, g.cst->gn.gph, g.cst->gn.gr);
}

/* Per index, each sum b ascending, t descending, from 0 (the canonical order):
 * first (B > 1 only: nmode = M, else 0) dnu_m and dtheta_m over the non-reset
 * tokens; then k = 0..D the direction sums g_phi[k] = sum ub x~_k,
 * g_r[k] = sum vb x~_k (x~_D = 1: ub, vb themselves); then the amplitude sums
 * sum dbar p, sum cbar q. */
__global__ static void sseq_sums(ss_dev g, int64_t nmode) {
    int64_t i = sg_gid();
    const int64_t B = g.B, L = g.L, D = g.D, M = g.M, D1 = g.D + 1;
    if (i < nmode) {
        float dn = 0.0f, dt = 0.0f;
        for (int64_t b = 0; b < B; b++)
            for (int64_t t = L - 1; t >= 0; t--) {
                const int64_t bt = b * L + t;
                if (g.segpos[bt] == 0) continue;
                dn = dn + g.nt[bt * M + i];
                dt = dt + g.pt[bt * M + i];
            }
        g.dnu[i] = dn;
        g.dtheta[i] = dt;
        return;
    }
    i -= nmode;
    if (i < D1) {
        float gp = 0.0f, gr = 0.0f;
        for (int64_t b = 0; b < B; b++)
            for (int64_t t = L - 1; t >= 0; t--) {
                const int64_t bt = b * L + t;
                const sg_samu_ctl cb = g.ctl[bt];
                if (i < D) {
                    const float xk = dev_bf16_to_f32(g.x[bt * D + i]);
                    gp = gp + cb.ub * xk;
                    gr = gr + cb.vb * xk;
                } else {
                    gp = gp + cb.ub;
                    gr = gr + cb.vb;
                }
            }
        g.gw[i] = gp;
        g.gw[D1 + i] = gr;
        return;
    }
    if (i == D1) {
        float gbph = 0.0f, gbr = 0.0f;
        for (int64_t b = 0; b < B; b++)
            for (int64_t t = L - 1; t >= 0; t--) {
                const sg_samu_ctl cb = g.ctl[b * L + t];
                gbph = gbph + cb.aph;
                gbr = gbr + cb.ar;
            }
        g.gb[0] = gbph;
        g.gb[1] = gbr;
    }
}

/* 1 block: the final formulas (w^.g k ascending, then per k). */
__global__ static void sseq_final(ss_dev g) {
    __shared__ float s_dp[2];
    const int64_t D1 = g.D + 1;
    if (threadIdx.x == 0) {
        g.da_phi[0] = sg_samu_da(g.gb[0], g.cst->gn.tph, g.cst->gn.sqm);
        g.da_r[0] = sg_samu_da(g.gb[1], g.cst->gn.tr, g.cst->gn.sqm);
        s_dp[0] = sg_samu_dot(g.wph, g.gw, D1);
        s_dp[1] = sg_samu_dot(g.wrh, g.gw + D1, D1);
    }
    __syncthreads();
    const float nph = g.cst->nph, nr = g.cst->nr;
    for (int64_t k = threadIdx.x; k < D1; k += blockDim.x) {
        g.dw_phi[k] = sg_samu_dw(g.gw[k], g.wph[k], s_dp[0], nph);
        g.dw_r[k] = sg_samu_dw(g.gw[D1 + k], g.wrh[k], s_dp[1], nr);
    }
}

static sg_status cuda_samu_sequential(SG_SAMU_PARAMS) {
    const char *row = "cuda.samu_sequential";
    sg_status st = SG_OK;
    ss_dev g;
    memset(&g, 0, sizeof g);
    const int full = out->dx != NULL; /* NULL: a forward-only call (sg_pass) */
    if ((st = sg_samu_begin(g, pb, row)) != SG_OK) return st;
    const int fuse = g.B == 1;
    const int64_t nbld = g.B * g.L * g.D, nbl = g.B * g.L, nbm = g.B * g.M, nd1 = g.D + 1;
    const int64_t nsums = (fuse ? 0 : g.M) + nd1 + 1;
    if ((nbld + SEQ_THREADS - 1) / SEQ_THREADS > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B*L*D = %lld too large for one launch", row, (long long)nbld);
    const size_t fb = full ? sizeof(float) : 0, blm = (size_t)(nbl * g.M);
    sg_dev_buf list[SG_DEV_MAXBUF];
    int nl = 0;
    sg_samu_io(g, pb, full, list, &nl);
    const sg_dev_buf scratch[] = {
        {(void **)&g.zs, NULL, (size_t)nbld * fb, 0, "saved states"},
        {(void **)&g.gx, NULL, (size_t)nbld * fb, 0, "dx write path"},
        {(void **)&g.et, NULL, blm * fb, 0, "Ebar terms"},
        {(void **)&g.pt, NULL, blm * fb, 0, "dbar terms"},
        {(void **)&g.nt, NULL, fuse ? 0 : blm * fb, 0, "dnu terms"},
        {(void **)&g.ctl, NULL, (size_t)nbl * (full ? sizeof(sg_samu_ctl) : 0), 0, "controller backward"},
        {(void **)&g.gw, NULL, (size_t)(2 * nd1) * fb, 0, "direction sums"},
        {(void **)&g.gb, NULL, 2 * fb, 0, "amplitude sums"},
    };
    for (const sg_dev_buf &b : scratch) list[nl++] = b;
    const auto launch = [&]() -> sg_status {
        SG_LAUNCH(sg_samu_k_consts, 256, 256, g);
        SG_LAUNCH(sg_samu_k_tokens, nbl, SEQ_THREADS, g);
        SG_LAUNCH(sseq_fwd, nbm, SEQ_THREADS, g, full);
        if (!full) return SG_OK;
        SG_LAUNCH(sseq_bwd, nbm, SEQ_THREADS, g, fuse);
        SG_LAUNCH(sseq_tok_bwd, nbl, SEQ_THREADS, g);
        SG_LAUNCH(sg_samu_k_dx, nbld, SEQ_THREADS, g);
        SG_LAUNCH(sseq_sums, nsums, SEQ_THREADS, g, fuse ? (int64_t)0 : g.M);
        SG_LAUNCH(sseq_final, 256, 256, g);
        return SG_OK;
    };
    return sg_cuda_call(list, nl, row, g.B, g.L, g.D, launch, [&]() { return sg_samu_copy_out(g, out); });
}

/* ==== registration ========================================================= */
extern "C" int sg_kernels_row_seq(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.rglru_sequential", SG_MODEL_RGLRU, (sg_impl_fn)cuda_rglru_sequential, 0, 0},
        {"cuda.samu_sequential", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_sequential, 0, 0},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
