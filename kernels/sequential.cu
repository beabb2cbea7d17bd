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

static unsigned seq_blocks(int64_t n) { return sg_cuda_blocks(n, SEQ_THREADS); }

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

/* Per channel ch = b D + d (d fastest): the canonical forward, t ascending. */
__global__ static void rgseq_fwd(rs_dev g, int save) {
    const int64_t ch = sg_gid();
    if (ch >= g.B * g.D) return;
    const int64_t L = g.L, D = g.D, b = ch / D, d = ch % D;
    const float s = sg_softplusf(g.p[d]);
    const int32_t *seg = g.segpos + b * L;
    float h = g.h0[ch];
    for (int64_t t = 0; t < L; t++) {
        const int64_t k = (b * L + t) * D + d;
        const sg_rg_canon_coef q =
            sg_rg_canon_coef_of(dev_bf16_to_f32(g.u[k]), dev_bf16_to_f32(g.v[k]), s, seg[t] == 0);
        if (save) g.hs[k] = h;
        h = sg_rg_canon_fwd(&q, dev_bf16_to_f32(g.x[k]), h);
        g.y[k] = dev_f32_to_bf16(h);
    }
    g.h_last[ch] = h;
}

/* Per channel: the canonical backward, t descending from dh_last; fuse (B = 1):
 * dp summed here in the canonical order, else the terms to dpt. */
__global__ static void rgseq_bwd(rs_dev g, int fuse) {
    const int64_t ch = sg_gid();
    if (ch >= g.B * g.D) return;
    const int64_t L = g.L, D = g.D, b = ch / D, d = ch % D;
    const float s = sg_softplusf(g.p[d]);
    const int32_t *seg = g.segpos + b * L;
    float gc = g.dh_last[ch], acc = 0.0f;
    for (int64_t t = L - 1; t >= 0; t--) {
        const int64_t k = (b * L + t) * D + d;
        const int reset = seg[t] == 0;
        const float x = dev_bf16_to_f32(g.x[k]);
        const sg_rg_canon_coef q = sg_rg_canon_coef_of(dev_bf16_to_f32(g.u[k]), dev_bf16_to_f32(g.v[k]), s, reset);
        const sg_rg_canon_grad o = sg_rg_canon_bwd(&q, x, s, reset, dev_bf16_to_f32(g.dy[k]), gc, g.hs[k]);
        g.dx[k] = dev_f32_to_bf16(o.dx);
        g.du[k] = dev_f32_to_bf16(o.du);
        g.dv[k] = dev_f32_to_bf16(o.dv);
        if (fuse) acc = acc + o.dpterm;
        else g.dpt[k] = o.dpterm;
        gc = o.carry;
    }
    g.dh0[ch] = gc;
    if (fuse) g.dp[d] = sg_sigmoidf(g.p[d]) * acc;
}

/* The device time of this thread's last call (the rows' device_seconds). */
static thread_local double g_rg_seconds = NAN;
static double rgseq_device_seconds(void) { return g_rg_seconds; }

static sg_status cuda_rglru_sequential(SG_RGLRU_PARAMS) {
    const char *row = "cuda.rglru_sequential";
    sg_status st = SG_OK;
    rs_dev g;
    memset(&g, 0, sizeof g);
    sg_dev_timer tm = {NULL, NULL};
    const int full = out->dx != NULL; /* NULL: a forward-only call (sg_pass) */
    double secs = NAN;
    g_rg_seconds = NAN;
    void *bufs[24] = {NULL};
    int nb = 0, fuse = 0;
    int64_t nch = 0, nbld = 0;
    size_t sz_bld = 0, sz_f = 0, sz_bd = 0, sz_d = 0;
    if ((st = sg_check_dims(row, pb->B, pb->L, pb->D)) != SG_OK) return st; /* before any product of them */
    g.B = pb->B;
    g.L = pb->L;
    g.D = pb->D;
    nch = g.B * g.D;
    nbld = nch * g.L;
    fuse = g.B == 1;
    sz_bld = (size_t)nbld * sizeof(uint16_t);
    sz_f = (size_t)nbld * sizeof(float);
    sz_bd = (size_t)nch * sizeof(float);
    sz_d = (size_t)g.D * sizeof(float);
    if ((nch + SEQ_THREADS - 1) / SEQ_THREADS > INT32_MAX) return sg_fail(SG_E_SHAPE, "%s: B*D too large", row);
    {
        const sg_dev_buf list[] = {
            {(void **)&g.x, pb->x, sz_bld, 0, "x"},
            {(void **)&g.u, pb->u, sz_bld, 0, "u"},
            {(void **)&g.v, pb->v, sz_bld, 0, "v"},
            {(void **)&g.dy, pb->dy, full ? sz_bld : 0, 0, "dy"},
            {(void **)&g.p, pb->p, sz_d, 0, "p"},
            {(void **)&g.h0, pb->h0, sz_bd, 0, "h0"},
            {(void **)&g.dh_last, pb->dh_last, full ? sz_bd : 0, 0, "dh_last"},
            {(void **)&g.segpos, pb->segpos, (size_t)(g.B * g.L) * sizeof(int32_t), 0, "segpos"},
            {(void **)&g.y, NULL, sz_bld, 1, "y"},
            {(void **)&g.h_last, NULL, sz_bd, 1, "h_last"},
            {(void **)&g.dx, NULL, full ? sz_bld : 0, 1, "dx"},
            {(void **)&g.du, NULL, full ? sz_bld : 0, 1, "du"},
            {(void **)&g.dv, NULL, full ? sz_bld : 0, 1, "dv"},
            {(void **)&g.dh0, NULL, full ? sz_bd : 0, 1, "dh0"},
            {(void **)&g.dp, NULL, full ? sz_d : 0, 1, "dp"},
            {(void **)&g.hs, NULL, full ? sz_f : 0, 0, "saved states"},
            {(void **)&g.dpt, NULL, full && !fuse ? sz_f : 0, 0, "dp terms"},
        };
        const int nl = (int)(sizeof list / sizeof list[0]);
        static_assert(sizeof list / sizeof list[0] <= sizeof bufs / sizeof bufs[0], "bufs holds every device buffer");
        if ((st = sg_dev_alloc_list(list, nl, bufs, &nb, row, g.B, g.L, g.D)) != SG_OK) goto done;
    }

    SG_CUDA_CHECK(sg_dev_timer_begin(&tm));
    rgseq_fwd<<<seq_blocks(nch), SEQ_THREADS>>>(g, full);
    SG_CUDA_CHECK(cudaGetLastError());
    if (full) {
        rgseq_bwd<<<seq_blocks(nch), SEQ_THREADS>>>(g, fuse);
        SG_CUDA_CHECK(cudaGetLastError());
        if (!fuse) {
            sg_rg_k_dp_canon<<<seq_blocks(g.D), SEQ_THREADS>>>(g);
            SG_CUDA_CHECK(cudaGetLastError());
        }
    }
    SG_CUDA_CHECK(sg_dev_timer_end(&tm, &secs));
    SG_CUDA_CHECK(cudaDeviceSynchronize());

    SG_CUDA_CHECK(dev_copy_back(out->y, g.y, sz_bld));
    SG_CUDA_CHECK(dev_copy_back(out->h_last, g.h_last, sz_bd));
    if (full) {
        SG_CUDA_CHECK(dev_copy_back(out->dx, g.dx, sz_bld));
        SG_CUDA_CHECK(dev_copy_back(out->du, g.du, sz_bld));
        SG_CUDA_CHECK(dev_copy_back(out->dv, g.dv, sz_bld));
        SG_CUDA_CHECK(dev_copy_back(out->dh0, g.dh0, sz_bd));
        SG_CUDA_CHECK(dev_copy_back(out->dp, g.dp, sz_d));
    }
    g_rg_seconds = secs;

done:
    sg_dev_timer_free(&tm);
    return sg_cuda_finish(bufs, nb, st);
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
    const float nu = g.nu[m], cth = g.cth[m], sth = g.sth[m];
    sg_cf z = sg_cf_make(g.z0[b * D + m], g.z0[b * D + M + m]);
    for (int64_t t = 0; t < L; t++) {
        const int64_t bt = b * L + t, k = bt * D + m;
        const int reset = g.segpos[bt] == 0;
        const sg_samu_tok tk = g.tok[bt];
        const sg_samu_coef q = sg_samu_mode(nu, cth, sth, &tk, reset);
        const sg_cf w = sg_cf_make(dev_bf16_to_f32(g.x[k]), dev_bf16_to_f32(g.x[k + M]));
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
    const float nu = g.nu[m], cth = g.cth[m], sth = g.sth[m];
    sg_cf gc = sg_cf_make(g.dz_last[b * D + m], g.dz_last[b * D + M + m]);
    float dn = 0.0f, dt = 0.0f;
    for (int64_t t = L - 1; t >= 0; t--) {
        const int64_t bt = b * L + t, k = bt * D + m;
        const int reset = g.segpos[bt] == 0;
        const sg_samu_tok tk = g.tok[bt];
        const sg_samu_coef q = sg_samu_mode(nu, cth, sth, &tk, reset);
        const sg_cf w = sg_cf_make(dev_bf16_to_f32(g.x[k]), dev_bf16_to_f32(g.x[k + M]));
        const sg_cf Y = sg_cf_make(dev_bf16_to_f32(g.dy[k]), dev_bf16_to_f32(g.dy[k + M]));
        const sg_cf zp = sg_cf_make(g.zs[k], g.zs[k + M]);
        const sg_samu_canon_grad o = sg_samu_canon_bwd(&q, &tk, nu, reset, Y, gc, zp, w);
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

static thread_local double g_sa_seconds = NAN;
static double sseq_device_seconds(void) { return g_sa_seconds; }

static sg_status cuda_samu_sequential(SG_SAMU_PARAMS) {
    const char *row = "cuda.samu_sequential";
    sg_status st = SG_OK;
    ss_dev g;
    memset(&g, 0, sizeof g);
    sg_dev_timer tm = {NULL, NULL};
    const int full = out->dx != NULL; /* NULL: a forward-only call (sg_pass) */
    double secs = NAN;
    g_sa_seconds = NAN;
    void *bufs[40] = {NULL};
    int nb = 0, fuse = 0;
    int64_t nbld = 0, nbl = 0, nbd = 0, nd1 = 0, nbm = 0, nblm = 0, nsums = 0;
    if ((st = sg_samu_check_shape(pb, row)) != SG_OK) return st;
    g.B = pb->B;
    g.L = pb->L;
    g.D = pb->D;
    g.M = g.D / 2;
    g.a_phi = pb->a_phi;
    g.a_r = pb->a_r;
    fuse = g.B == 1;
    nbld = g.B * g.L * g.D;
    nbl = g.B * g.L;
    nbd = g.B * g.D;
    nd1 = g.D + 1;
    nbm = g.B * g.M;
    nblm = nbl * g.M;
    nsums = (fuse ? 0 : g.M) + nd1 + 1;
    if ((nbld + SEQ_THREADS - 1) / SEQ_THREADS > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B*L*D = %lld too large for one launch", row, (long long)nbld);
    {
        const size_t f = sizeof(float), h = sizeof(uint16_t);
        const sg_dev_buf list[] = {
            {(void **)&g.x, pb->x, (size_t)nbld * h, 0, "x"},
            {(void **)&g.dy, pb->dy, full ? (size_t)nbld * h : 0, 0, "dy"},
            {(void **)&g.z0, pb->z0, (size_t)nbd * f, 0, "z0"},
            {(void **)&g.dz_last, pb->dz_last, full ? (size_t)nbd * f : 0, 0, "dz_last"},
            {(void **)&g.segpos, pb->segpos, (size_t)nbl * sizeof(int32_t), 0, "segpos"},
            {(void **)&g.w_phi, pb->w_phi, (size_t)nd1 * f, 0, "w_phi"},
            {(void **)&g.w_r, pb->w_r, (size_t)nd1 * f, 0, "w_r"},
            {(void **)&g.nu, pb->nu, (size_t)g.M * f, 0, "nu"},
            {(void **)&g.theta, pb->theta, (size_t)g.M * f, 0, "theta"},
            {(void **)&g.y, NULL, (size_t)nbld * h, 1, "y"},
            {(void **)&g.z_last, NULL, (size_t)nbd * f, 1, "z_last"},
            {(void **)&g.dx, NULL, full ? (size_t)nbld * h : 0, 1, "dx"},
            {(void **)&g.dz0, NULL, full ? (size_t)nbd * f : 0, 1, "dz0"},
            {(void **)&g.dw_phi, NULL, full ? (size_t)nd1 * f : 0, 1, "dw_phi"},
            {(void **)&g.dw_r, NULL, full ? (size_t)nd1 * f : 0, 1, "dw_r"},
            {(void **)&g.da_phi, NULL, full ? f : 0, 1, "da_phi"},
            {(void **)&g.da_r, NULL, full ? f : 0, 1, "da_r"},
            {(void **)&g.dnu, NULL, full ? (size_t)g.M * f : 0, 1, "dnu"},
            {(void **)&g.dtheta, NULL, full ? (size_t)g.M * f : 0, 1, "dtheta"},
            {(void **)&g.cst, NULL, sizeof(sg_samu_consts), 0, "consts"},
            {(void **)&g.wph, NULL, (size_t)nd1 * f, 0, "w^_phi"},
            {(void **)&g.wrh, NULL, (size_t)nd1 * f, 0, "w^_r"},
            {(void **)&g.cth, NULL, (size_t)g.M * f, 0, "cos theta"},
            {(void **)&g.sth, NULL, (size_t)g.M * f, 0, "sin theta"},
            {(void **)&g.tok, NULL, (size_t)nbl * sizeof(sg_samu_tok), 0, "tokens"},
            {(void **)&g.zs, NULL, full ? (size_t)nbld * f : 0, 0, "saved states"},
            {(void **)&g.gx, NULL, full ? (size_t)nbld * f : 0, 0, "dx write path"},
            {(void **)&g.et, NULL, full ? (size_t)nblm * f : 0, 0, "Ebar terms"},
            {(void **)&g.pt, NULL, full ? (size_t)nblm * f : 0, 0, "dbar terms"},
            {(void **)&g.nt, NULL, full && !fuse ? (size_t)nblm * f : 0, 0, "dnu terms"},
            {(void **)&g.ctl, NULL, full ? (size_t)nbl * sizeof(sg_samu_ctl) : 0, 0, "controller backward"},
            {(void **)&g.gw, NULL, full ? (size_t)(2 * nd1) * f : 0, 0, "direction sums"},
            {(void **)&g.gb, NULL, full ? 2 * f : 0, 0, "amplitude sums"},
        };
        const int nl = (int)(sizeof list / sizeof list[0]);
        static_assert(sizeof list / sizeof list[0] <= sizeof bufs / sizeof bufs[0], "bufs holds every device buffer");
        if ((st = sg_dev_alloc_list(list, nl, bufs, &nb, row, g.B, g.L, g.D)) != SG_OK) goto done;
    }

#define SS_LAUNCH(kernel, n, ...)                                                  \
    do {                                                                           \
        kernel<<<seq_blocks(n), SEQ_THREADS>>>(__VA_ARGS__);                       \
        SG_CUDA_CHECK(cudaGetLastError());                                         \
    } while (0)

    SG_CUDA_CHECK(sg_dev_timer_begin(&tm));
    sg_samu_k_consts<<<1, 256>>>(g);
    SG_CUDA_CHECK(cudaGetLastError());
    SS_LAUNCH(sg_samu_k_tokens, nbl, g);
    SS_LAUNCH(sseq_fwd, nbm, g, full);
    if (full) {
        SS_LAUNCH(sseq_bwd, nbm, g, fuse);
        SS_LAUNCH(sseq_tok_bwd, nbl, g);
        SS_LAUNCH(sg_samu_k_dx, nbld, g);
        SS_LAUNCH(sseq_sums, nsums, g, fuse ? (int64_t)0 : g.M);
        sseq_final<<<1, 256>>>(g);
        SG_CUDA_CHECK(cudaGetLastError());
    }
    SG_CUDA_CHECK(sg_dev_timer_end(&tm, &secs));
    SG_CUDA_CHECK(cudaDeviceSynchronize());
#undef SS_LAUNCH

    SG_CUDA_CHECK(sg_samu_copy_out(g, out, full));
    g_sa_seconds = secs;

done:
    sg_dev_timer_free(&tm);
    return sg_cuda_finish(bufs, nb, st);
}

/* ==== registration ========================================================= */
extern "C" int sg_kernels_row_seq(const char *name, sg_backend *out) {
    sg_backend rows[2];
    memset(rows, 0, sizeof rows);
    rows[0].name = "cuda.rglru_sequential";
    rows[0].algorithm = "RG-LRU CUDA sequential scan, one thread per (b,d), state in a register, canonical order "
                        "(the linear-scan baseline); FP32";
    rows[0].impl[SG_MODEL_RGLRU] = (sg_impl_fn)cuda_rglru_sequential;
    rows[0].device_seconds = rgseq_device_seconds;
    rows[1].name = "cuda.samu_sequential";
    rows[1].algorithm = "SAMU CUDA sequential scan, one thread per (b,m), state in registers, canonical order "
                        "(the linear-scan baseline); FP32";
    rows[1].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_sequential;
    rows[1].device_seconds = sseq_device_seconds;
    for (int i = 0; i < 2; i++) {
        rows[i].kind = SG_BACKEND_CUDA;
        rows[i].available = cuda_available;
        rows[i].forward_only = 1;
    }
    return sg_backend_pick(rows, (int)(sizeof rows / sizeof rows[0]), name, out);
}
