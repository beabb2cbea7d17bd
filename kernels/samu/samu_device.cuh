/* samu_device.cuh - the SAMU device code written once for every chunked SAMU
 * kernel file: version 1 (kernels/samu/samu_chunked.cu), version 2
 * (kernels/samu/samu_fast.cu) and the refused candidates' device twins
 * (kernels/samu/candidates_samu.cu, which run version 2's launch structure);
 * kernels/sequential.cu takes the per-token kernels shared with them. Internal
 * to the kernels (not part of the C interface, sg_kernels.h).
 *
 * Every arithmetic expression stays in scan/sg_scan_ops.h (the code the CPU
 * emulations run); what is here is the kernels around it - which thread takes
 * which cell, which element it loads, the order of its folds and reductions -
 * moved here unchanged from the files above, so each file's kernels compile
 * to the machine code they compiled to before.
 *
 * The kernels are templates over the file's device problem G (a struct of
 * sizes and device pointers with the fields named below), so each file keeps
 * its own layout:
 *   - shared with version 1 (G: sa_dev, sa2_dev, sc_dev): sg_samu_k_consts,
 *     sg_samu_k_tokens, sg_samu_k_dx, sg_samu_k_ctl_partials, sg_samu_k_final;
 *     kernels/sequential.cu uses sg_samu_k_tokens and sg_samu_k_dx;
 *   - version 2's launch structure ((chunk, channel) threads, chunk-major
 *     scratch, fixed-order reduction stages; G: sa2_dev, sc_dev, declared with
 *     SG_SAMU2_DEV_FIELDS): sg_samu_k2_* and the host launcher sg_samu2_prefix.
 * The refused candidates' stages (cuda.samu_gd_grouped64: the closed-form chunk
 * transitions; cuda.samu_bf16_ctl: the BF16 direction-gradient path) are
 * branches on g.var, compiled only where sg_samu_cand<G>::on (candidates_samu.cu
 * sets it for sc_dev); for every other G they are not compiled at all.
 *
 * Launch shapes (version 2 and the candidates): SG_SA2_THREADS a block,
 * SG_SA2_CH_THREADS for the per-channel sequential folds, the serial prefix in
 * local batches of SG_SA2_BATCH chunks, tok_bwd SG_SA2_TOK tokens a block over
 * [SG_SA2_TOK][SG_SA2_MT] shared-memory tiles. */
#ifndef SG_SAMU_DEVICE_CUH
#define SG_SAMU_DEVICE_CUH

#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

#define SG_SA2_THREADS 256
#define SG_SA2_CH_THREADS 32 /* per-channel sequential folds: small blocks, spread over SMs */
#define SG_SA2_BATCH 16      /* chunks per local batch of the serial prefix */
#define SG_SA2_TOK 128       /* tokens per tok_bwd block (= its threads) */
#define SG_SA2_MT 32         /* modes per tok_bwd shared-memory tile */
#define SG_SA2_NKIND 6       /* the reduced kinds: dnu, dtheta, g_phi, g_r, the two amplitude sums */

/* Constants computed once on the device (sg_samu_k_consts). */
struct sg_samu_consts {
    float nph, nr;   /* |w_phi|, |w_r| */
    sg_samu_gain gn; /* sqm, tph, tr, gph, gr */
};

/* Which refused candidate a call runs (kernels/samu/candidates_samu.cu). */
enum sg_samu_variant { SG_SAMU_GD = 1, SG_SAMU_BF16_CTL = 2 };

/* Whether G carries a candidate (g.var, g.gd): false unless specialised. */
template <class G> struct sg_samu_cand {
    static constexpr bool on = false;
};

/* Whether G is version 1's device problem (kernels/samu/samu_chunked.cu sets it
 * for sa_dev): its thread order and layouts, its launch shapes and its own
 * prefix, mode-sum and reduction kernels (sg_samu_steps); false unless
 * specialised. */
template <class G> struct sg_samu_v1 {
    static constexpr bool on = false;
};

/* Whether G runs the portable step numerics (EQUATIONS.md section 7.3:
 * kernels/samu/samu_pn.cu sets it for sa3_dev): the token, mode and backward
 * functions sg_pn_samu_*, and the per-call constants (the gains, cos and sin
 * of theta) from the host's hc (copied in from g.hch by sg_samu_run: sqm, tph,
 * tr, gph, gr as sg_samu_gain, then cth[M], sth[M]), computed with the twin's code;
 * false unless specialised. */
template <class G> struct sg_samu_pn {
    static constexpr bool on = false;
};

/* The device problem of version 2's structure, before and after the
 * candidates' chunk statistics (sc_dev puts `int var;` first and
 * `sg_samu_gd *gd;` between the two). */
#define SG_SAMU2_DEV_HEAD                                                                                    \
    int64_t B, L, D, M, C, NG, nch, nred;                                                                    \
    float a_phi, a_r;                                                                                        \
    const uint16_t *x, *dy;                                                                                  \
    const float *z0, *dz_last, *w_phi, *w_r, *nu, *theta;                                                    \
    const int32_t *segpos;                                                                                   \
    uint16_t *y, *dx;                                                                                        \
    float *z_last, *dz0, *dw_phi, *dw_r, *da_phi, *da_r, *dnu, *dtheta;                                      \
    /* scratch */                                                                                            \
    sg_samu_consts *cst;                                                                                     \
    float *wph, *wrh;   /* [D+1] normalised directions */                                                    \
    float *cth, *sth;   /* [M] cos, sin theta */                                                             \
    sg_samu_tok *tok;   /* [B*L] */
#define SG_SAMU2_DEV_TAIL                                                                                    \
    sg_cpair *P, *Lw;       /* [C][nch]: summaries (forward, then backward in application order), L_k */     \
    sg_cpair *Uw, *Ow;      /* [nch][NG] */                                                                  \
    sg_cf *zent, *gent;     /* [C][nch]: forward entries by chunk; backward entries in application order */ \
    float *gx;              /* [B*L*D] write path of dx */                                                   \
    float *eterm, *dterm;   /* [B*L][M] Ebar and dbar terms */                                               \
    sg_samu_ctl *ctl;       /* [B*L] controller backward per token */                                        \
    float *dnu_p, *dth_p;   /* [C][nch] chunk partials */                                                    \
    float *gwph_p, *gwrh_p; /* [B][C][D+1] */                                                                \
    float *gbph_p, *gbr_p;  /* [B][C] */                                                                     \
    float *rows;            /* [B][nred] per-row sums of every reduced element */                            \
    float *gwph, *gwrh;     /* [D+1] reduced */                                                              \
    float *gb;              /* [2] reduced amplitude sums */

/* ---- per-thread helpers ---------------------------------------------------- */
/* The coefficients of mode m at token t of row b (reset_t = segpos == 0): the CPU's mode_at. */
template <class G>
__device__ __forceinline__ static sg_samu_coef sg_samu_d_mode(const G &g, int64_t b, int64_t t, int64_t m) {
    if constexpr (sg_samu_pn<G>::on)
        return sg_pn_samu_mode(g.nu[m], g.cth[m], g.sth[m], &g.tok[b * g.L + t], g.segpos[b * g.L + t] == 0);
    else
        return sg_samu_mode(g.nu[m], g.cth[m], g.sth[m], &g.tok[b * g.L + t], g.segpos[b * g.L + t] == 0);
}

/* (row[m], row[M+m]) of a bf16 [.., D] row: w_t or Y_t of mode m. */
__device__ __forceinline__ static sg_cf sg_samu_d_cval(const uint16_t *row, int64_t M, int64_t m) {
    return sg_cf_make(dev_bf16_to_f32(row[m]), dev_bf16_to_f32(row[M + m]));
}

/* x0 of channel ch from a [B,D] state (z0 or dz_last): (src[b][m], src[b][M+m]). */
template <class G> __device__ __forceinline__ static sg_cf sg_samu_d_x0(const G &g, const float *src, int64_t ch) {
    const int64_t b = ch / g.M, m = ch % g.M;
    return sg_cf_make(src[b * g.D + m], src[b * g.D + g.M + m]);
}

/* Thread sg_gid() of a per-(chunk, channel) kernel: its chunk c, channel
 * ch = b M + m and the chunk's steps t0 <= t < t1; false past the last. Version
 * 2: ch fastest; version 1: (b, c, m), m fastest. */
template <class G>
__device__ __forceinline__ static bool sg_samu_d_cch(const G &g, int64_t *c, int64_t *ch, int64_t *b, int64_t *m,
                                                     int64_t *t0, int64_t *t1) {
    const int64_t i = sg_gid();
    if constexpr (sg_samu_v1<G>::on) {
        if (i >= g.B * g.C * g.M) return false;
        const int64_t bc = i / g.M;
        *m = i % g.M;
        *b = bc / g.C;
        *c = bc % g.C;
        *ch = *b * g.M + *m;
    } else {
        if (i >= g.C * g.nch) return false;
        *c = i / g.nch;
        *ch = i % g.nch;
        *b = *ch / g.M;
        *m = *ch % g.M;
    }
    *t0 = *c * SG_SA_CHUNK;
    *t1 = *t0 + SG_SA_CHUNK < g.L ? *t0 + SG_SA_CHUNK : g.L;
    return true;
}

/* conj(lambda_t) of mode m at token t of row b, the reverse-time pairs'
 * multiplier; 1 past the last token (lambda_{L+1} = 1). */
template <class G> __device__ __forceinline__ static sg_cf sg_samu_d_lnext(const G &g, int64_t b, int64_t t, int64_t m) {
    if (t >= g.L) return sg_cf_make(1.0f, 0.0f);
    const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
    return sg_conj(q.lam);
}

/* Where chunk c of channel ch sits in the chunk arrays P, Lw, zent, gent:
 * version 2 chunk-major [C][nch], version 1 channel-major [nch][C]. */
template <class G> __device__ __forceinline__ static int64_t sg_samu_d_at(const G &g, int64_t c, int64_t ch) {
    if constexpr (sg_samu_v1<G>::on) return ch * g.C + c;
    else return c * g.nch + ch;
}
/* Where the dnu / dtheta chunk partial of (b, c, m) sits: version 2 [C][nch],
 * version 1 [B][C][M] (what its reduction reads). */
template <class G>
__device__ __forceinline__ static int64_t sg_samu_d_part(const G &g, int64_t b, int64_t c, int64_t m, int64_t ch) {
    if constexpr (sg_samu_v1<G>::on) return (b * g.C + c) * g.M + m;
    else return c * g.nch + ch;
}
/* Where the Ebar / dbar term of token bt = b L + t, mode m sits: version 2
 * token-major [B L][M], version 1 [B][M][L]. */
template <class G>
__device__ __forceinline__ static int64_t sg_samu_d_term(const G &g, int64_t bt, int64_t t, int64_t m, int64_t ch) {
    if constexpr (sg_samu_v1<G>::on) return ch * g.L + t;
    else return bt * g.M + m;
}

/* A candidate's switches: the GD transitions, the BF16 controller path, and
 * whether reduced kind q (of SG_SA2_NKIND) is reduced in BF16 (the direction
 * kinds g_phi, g_r under SG_SAMU_BF16_CTL). Constant false without a candidate. */
template <class G> __host__ __device__ __forceinline__ static bool sg_samu_is_gd(const G &g) {
    if constexpr (sg_samu_cand<G>::on) return g.var == SG_SAMU_GD;
    else return false;
}
template <class G> __device__ __forceinline__ static bool sg_samu_is_bf16(const G &g) {
    if constexpr (sg_samu_cand<G>::on) return g.var == SG_SAMU_BF16_CTL;
    else return false;
}
template <class G> __device__ __forceinline__ static bool sg_samu_bf16_kind(const G &g, int q) {
    if constexpr (sg_samu_cand<G>::on) return g.var == SG_SAMU_BF16_CTL && (q == 2 || q == 3);
    else return false;
}

/* ==== kernels shared with version 1 ========================================= */
/* 1 block: |w_phi|, |w_r| (k ascending, sg_samu_dot), the gains; then w^ [D+1],
 * cos/sin theta [M] (the CPU's constants()). */
template <class G> __global__ static void sg_samu_k_consts(G g) {
    __shared__ float s_n[2];
    if (threadIdx.x == 0) {
        sg_samu_consts k;
        k.nph = sqrtf(sg_samu_dot(g.w_phi, g.w_phi, g.D + 1));
        k.nr = sqrtf(sg_samu_dot(g.w_r, g.w_r, g.D + 1));
        if constexpr (sg_samu_pn<G>::on) /* the host's (sg_samu_pn) */
            k.gn = sg_samu_gain{g.hc[0], g.hc[1], g.hc[2], g.hc[3], g.hc[4]};
        else
            k.gn = sg_samu_gains(g.a_phi, g.a_r, g.M);
        *g.cst = k;
        s_n[0] = k.nph;
        s_n[1] = k.nr;
    }
    __syncthreads();
    for (int64_t k = threadIdx.x; k <= g.D; k += blockDim.x) {
        g.wph[k] = g.w_phi[k] / s_n[0];
        g.wrh[k] = g.w_r[k] / s_n[1];
    }
    for (int64_t m = threadIdx.x; m < g.M; m += blockDim.x) {
        if constexpr (sg_samu_pn<G>::on) {
            g.cth[m] = g.hc[5 + m];
            g.sth[m] = g.hc[5 + g.M + m];
        } else {
            sg_theta_cossin(g.theta[m], &g.cth[m], &g.sth[m]);
        }
    }
}

/* Per (b,t): the token phase, u = x~.w^_phi, v = x~.w^_r (k ascending, then the
 * constant entry), sg_samu_token -> tok. */
template <class G> __global__ static void sg_samu_k_tokens(G g) {
    const int64_t bt = sg_gid();
    if (bt >= g.B * g.L) return;
    float u, v;
    sg_samu_dots(g.x + bt * g.D, g.wph, g.wrh, g.D, &u, &v);
    if constexpr (sg_samu_pn<G>::on)
        g.tok[bt] = sg_pn_samu_token(u, v, g.cst->gn.gph, g.cst->gn.gr);
    else
        g.tok[bt] = sg_samu_token(u, v, g.cst->gn.gph, g.cst->gn.gr);
}

/* Per (b,t,k), k < D: dx = bf16((gx + ub w^_phi[k]) + vb w^_r[k]). */
template <class G> __global__ static void sg_samu_k_dx(G g) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.L * g.D) return;
    const int64_t k = i % g.D, bt = i / g.D;
    const sg_samu_ctl cb = g.ctl[bt];
    g.dx[i] = dev_f32_to_bf16(sg_samu_dx(g.gx[i], &cb, g.wph[k], g.wrh[k]));
}

/* Per (b,c,k), k <= D: the chunk's partials of the direction gradients (before
 * the projection), t descending from 0: sum ub x~_k, sum vb x~_k (x~_D = 1);
 * thread k = D also the amplitude sums dbar p, cbar q ([B][C][D+1], [B][C]).
 * SG_SAMU_BF16_CTL: ubh = RN_bf16(ub), vbh = RN_bf16(vb), each partial's every
 * addition rounded to BF16 (the CPU's bwd_controller, per k); the amplitude
 * sums stay FP32. */
template <class G> __global__ static void sg_samu_k_ctl_partials(G g) {
    const int64_t i = sg_gid();
    const int64_t D = g.D, D1 = g.D + 1, L = g.L, C = g.C;
    if (i >= g.B * C * D1) return;
    const int64_t k = i % D1, bc = i / D1, b = bc / C, c = bc % C;
    const int64_t t0 = c * SG_SA_CHUNK, t1 = t0 + SG_SA_CHUNK < L ? t0 + SG_SA_CHUNK : L;
    float gwp = 0.0f, gwr = 0.0f, gbph = 0.0f, gbr = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const sg_samu_ctl cb = g.ctl[b * L + t];
        if (sg_samu_is_bf16(g)) {
            const float ubh = sg_bf16_roundf(cb.ub), vbh = sg_bf16_roundf(cb.vb);
            if (k < D) {
                const float xk = dev_bf16_to_f32(g.x[(b * L + t) * D + k]);
                gwp = sg_bf16_roundf(gwp + ubh * xk); /* ubh xk: exact in FP32 (8 x 8 bits; barring underflow) */
                gwr = sg_bf16_roundf(gwr + vbh * xk);
            } else {
                gwp = sg_bf16_roundf(gwp + ubh);
                gwr = sg_bf16_roundf(gwr + vbh);
                gbph = gbph + cb.aph;
                gbr = gbr + cb.ar;
            }
            continue;
        }
        if (k < D) {
            const float xk = dev_bf16_to_f32(g.x[(b * L + t) * D + k]);
            gwp = gwp + cb.ub * xk;
            gwr = gwr + cb.vb * xk;
        } else {
            gwp = gwp + cb.ub;
            gwr = gwr + cb.vb;
            gbph = gbph + cb.aph;
            gbr = gbr + cb.ar;
        }
    }
    g.gwph_p[bc * D1 + k] = gwp;
    g.gwrh_p[bc * D1 + k] = gwr;
    if (k == D) {
        g.gbph_p[bc] = gbph;
        g.gbr_p[bc] = gbr;
    }
}

/* 1 block: the final formulas (the projections' w^.g k ascending, then per k).
 * SG_SAMU_BF16_CTL: the projections in BF16 (sg_samu_dot_bf16, sg_samu_dw_bf16;
 * |w| and w^ the FP32 values the forward and dx use), as the CPU's finish(). */
template <class G> __global__ static void sg_samu_k_final(G g) {
    __shared__ float s_dp[2];
    const int64_t D1 = g.D + 1;
    const bool b16 = sg_samu_is_bf16(g);
    if (threadIdx.x == 0) {
        s_dp[0] = b16 ? sg_samu_dot_bf16(g.wph, g.gwph, D1) : sg_samu_dot(g.wph, g.gwph, D1);
        s_dp[1] = b16 ? sg_samu_dot_bf16(g.wrh, g.gwrh, D1) : sg_samu_dot(g.wrh, g.gwrh, D1);
        g.da_phi[0] = sg_samu_da(g.gb[0], g.cst->gn.tph, g.cst->gn.sqm);
        g.da_r[0] = sg_samu_da(g.gb[1], g.cst->gn.tr, g.cst->gn.sqm);
    }
    __syncthreads();
    const float nph = g.cst->nph, nr = g.cst->nr;
    for (int64_t k = threadIdx.x; k < D1; k += blockDim.x) {
        if (b16) {
            g.dw_phi[k] = sg_samu_dw_bf16(g.gwph[k], g.wph[k], s_dp[0], nph);
            g.dw_r[k] = sg_samu_dw_bf16(g.gwrh[k], g.wrh[k], s_dp[1], nr);
        } else {
            g.dw_phi[k] = sg_samu_dw(g.gwph[k], g.wph[k], s_dp[0], nph);
            g.dw_r[k] = sg_samu_dw(g.gwrh[k], g.wrh[k], s_dp[1], nr);
        }
    }
}

/* ==== version 2's structure ================================================= */
/* ---- forward ---- */
/* SG_SAMU_GD, per (b, chunk) bc = b C + c: the chunk's statistics G, D, K, nres,
 * t ascending from the empty span (the CPU's phase_fwd_summaries, before its
 * mode loop) -> gd[bc]. Launched for a candidate G only. */
template <class G> __global__ static void sg_samu_k2_gd_stats(G g) {
    const int64_t bc = sg_gid();
    if (bc >= g.B * g.C) return;
    const int64_t b = bc / g.C, c = bc % g.C, L = g.L;
    const int64_t t0 = c * SG_SA_CHUNK, t1 = t0 + SG_SA_CHUNK < L ? t0 + SG_SA_CHUNK : L;
    const float gph = g.cst->gn.gph;
    sg_samu_gd st = sg_samu_gd_zero();
    for (int64_t t = t0; t < t1; t++) st = sg_samu_gd_add(st, &g.tok[b * L + t], gph, g.segpos[b * L + t] == 0);
    g.gd[bc] = st;
}

/* Per (c, ch): the chunk's summary, either direction (REV). Forward: S_c =
 * T_e o ... o T_s -> P[c][ch]. Reverse: R_c = R_s o ... o R_e, R_t(G) =
 * conj(lambda_{t+1}) G + Y_t (lambda_{L+1} = 1), stored in application order
 * at P[C-1-c][ch]. SG_SAMU_GD: the b part the same fold (b <- T_t(b), the b of
 * T_t o S), lam the closed form of the chunk's statistics gd[b C + c]
 * (forward) or conj(P'), P' the closed form of the steps t0+1 .. t1 (t1 only
 * when t1 < L), whose statistics are the chunk's forward ones shifted by one
 * step (sg_samu_gd_shift; the same value in every thread of the chunk: the
 * same function of the same operands). */
template <class G, bool REV> __global__ static void sg_samu_k2_summ(G g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sg_samu_d_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, L = g.L, D = g.D;
    const bool gd = sg_samu_is_gd(g);
    sg_cpair S = sg_cpair_identity();
    for (int64_t k = 0; k < t1 - t0; k++) {
        const int64_t t = REV ? t1 - 1 - k : t0 + k;
        sg_cpair T;
        if constexpr (REV) {
            T = sg_cpair_make(sg_samu_d_lnext(g, b, t + 1, m), sg_samu_d_cval(g.dy + (b * L + t) * D, M, m));
        } else {
            const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
            T = sg_samu_pair(&q, sg_samu_d_cval(g.x + (b * L + t) * D, M, m));
        }
        if (gd) S.b = sg_cpair_apply(T, S.b);
        else S = sg_cpair_compose(T, S);
    }
    if constexpr (sg_samu_cand<G>::on) {
        if (gd && !REV) S.lam = sg_samu_gd_transition(g.nu[m], g.theta[m], &g.gd[b * g.C + c]);
        if (gd && REV) {
            const int32_t *seg = g.segpos + b * L;
            const sg_samu_tok *tk = g.tok + b * L;
            const sg_samu_gd st = sg_samu_gd_shift(g.gd[b * g.C + c], &tk[t0], seg[t0] == 0,
                                                   t1 < L ? &tk[t1] : NULL, t1 < L && seg[t1] == 0, g.cst->gn.gph);
            S.lam = sg_conj(sg_samu_gd_transition(g.nu[m], g.theta[m], &st));
        }
    }
    g.P[sg_samu_d_at(g, REV ? g.C - 1 - c : c, ch)] = S;
}

/* Serial prefix, per ch: entry[k] = x_k, x_{k+1} = P_k(x_k), x_0 from src.
 * sg_cprefix_serial runs on batches of SG_SA2_BATCH chunks loaded from the
 * chunk-major P; after a batch of n, x = P_{n-1}(entry_{n-1}) is the fold's
 * next step, the carry into the next batch (the same operation, the same
 * operands as the unbatched fold). */
template <class G> __global__ static void sg_samu_k2_prefix_serial(G g, const float *src, sg_cf *entry) {
    const int64_t ch = sg_gid();
    if (ch >= g.nch) return;
    sg_cf x = sg_samu_d_x0(g, src, ch);
    for (int64_t c0 = 0; c0 < g.C; c0 += SG_SA2_BATCH) {
        const int n = (int)(g.C - c0 < SG_SA2_BATCH ? g.C - c0 : SG_SA2_BATCH);
        sg_cpair pl[SG_SA2_BATCH];
        sg_cf el[SG_SA2_BATCH];
#pragma unroll
        for (int k = 0; k < SG_SA2_BATCH; k++)
            if (k < n) pl[k] = g.P[(c0 + k) * g.nch + ch];
        sg_cprefix_serial(pl, n, x, el);
        x = sg_cpair_apply(pl[n - 1], el[n - 1]);
#pragma unroll
        for (int k = 0; k < SG_SA2_BATCH; k++)
            if (k < n) entry[(c0 + k) * g.nch + ch] = el[k];
    }
}

/* Grouped prefix, level 1, per (group j, ch): L_k of the group's chunks and U_j. */
template <class G> __global__ static void sg_samu_k2_group_local(G g) {
    const int64_t i = sg_gid();
    if (i >= g.NG * g.nch) return;
    const int64_t j = i / g.nch, ch = i % g.nch;
    const int n = (int)sg_prefix_group_len(g.C, SG_SA_GROUP, j);
    sg_cpair pl[SG_SA_GROUP], ll[SG_SA_GROUP];
    for (int k = 0; k < n; k++) pl[k] = g.P[(j * SG_SA_GROUP + k) * g.nch + ch];
    g.Uw[ch * g.NG + j] = sg_cgroup_local(pl, n, ll);
    for (int k = 0; k < n; k++) g.Lw[(j * SG_SA_GROUP + k) * g.nch + ch] = ll[k];
}

/* Grouped prefix, level 2, per ch: O_j = U_{j-1} o ... o U_0 (channel-major). */
template <class G> __global__ static void sg_samu_k2_group_outer(G g) {
    const int64_t ch = sg_gid();
    if (ch >= g.nch) return;
    sg_cgroup_outer(g.Uw + ch * g.NG, (int)g.NG, g.Ow + ch * g.NG);
}

/* Grouped prefix, level 3, per (c, ch): entry[c] = (L_c o O_j)(x0). */
template <class G> __global__ static void sg_samu_k2_group_entry(G g, const float *src, sg_cf *entry) {
    const int64_t i = sg_gid();
    if (i >= g.C * g.nch) return;
    const int64_t c = i / g.nch, ch = i % g.nch;
    entry[i] = sg_cgroup_entry(g.Lw[i], g.Ow[ch * g.NG + c / SG_SA_GROUP], sg_samu_d_x0(g, src, ch));
}

/* Per (c, ch): the chunk replayed from its entry -> y; z_last from the last chunk. */
template <class G> __global__ static void sg_samu_k2_freplay(G g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sg_samu_d_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, L = g.L, D = g.D;
    sg_cf z = g.zent[sg_samu_d_at(g, c, ch)];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        z = sg_cpair_apply(sg_samu_pair(&q, sg_samu_d_cval(g.x + (b * L + t) * D, M, m)), z);
        g.y[(b * L + t) * D + m] = dev_f32_to_bf16(z.re);
        g.y[(b * L + t) * D + M + m] = dev_f32_to_bf16(z.im);
    }
    if (c == g.C - 1) {
        g.z_last[b * D + m] = z.re;
        g.z_last[b * D + M + m] = z.im;
    }
}

/* ---- backward ---- */
/* Per (c, ch): the chunk's forward states recomputed from its saved entry, then
 * t descending from the reverse entry G_{t1}: the write path gx, the Ebar/dbar
 * terms (token-major), the chunk's dnu/dtheta partials; dz0 at chunk 0. */
template <class G> __global__ static void sg_samu_k2_breplay(G g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sg_samu_d_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, C = g.C, L = g.L, D = g.D;
    const float nu = g.nu[m];
    sg_cf zloc[SG_SA_CHUNK];
    sg_cf z = g.zent[sg_samu_d_at(g, c, ch)];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        zloc[t - t0] = z;
        z = sg_cpair_apply(sg_samu_pair(&q, sg_samu_d_cval(g.x + (b * L + t) * D, M, m)), z);
    }
    sg_cf Gc = g.gent[sg_samu_d_at(g, C - 1 - c, ch)]; /* G_{t1} */
    sg_cf ln = sg_samu_d_lnext(g, b, t1, m);
    float dnu_acc = 0.0f, dth_acc = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const int64_t bt = b * L + t;
        const int reset = g.segpos[bt] == 0;
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        Gc = sg_cpair_apply(sg_cpair_make(ln, sg_samu_d_cval(g.dy + bt * D, M, m)), Gc);
        ln = sg_conj(q.lam);
        float *gxt = g.gx + bt * D;
        if (reset) { /* gamma = 1, no parameter terms (sg_samu_k2_tok_bwd reads none here) */
            gxt[m] = Gc.re;
            gxt[M + m] = Gc.im;
            continue;
        }
        gxt[m] = q.gam * Gc.re;
        gxt[M + m] = q.gam * Gc.im;
        const sg_cf wv = sg_samu_d_cval(g.x + bt * D, M, m);
        sg_samu_bwd o;
        if constexpr (sg_samu_pn<G>::on) o = sg_pn_samu_bwd_mode(&q, Gc, zloc[t - t0], wv);
        else o = sg_samu_bwd_mode(&q, Gc, zloc[t - t0], wv);
        dnu_acc = dnu_acc + sg_samu_dnu_term(&o, &q, &g.tok[bt]);
        dth_acc = dth_acc + o.pbar;
        g.eterm[sg_samu_d_term(g, bt, t, m, ch)] = sg_samu_ebar_term(&o, &q, nu);
        g.dterm[sg_samu_d_term(g, bt, t, m, ch)] = o.pbar;
    }
    if (c == 0) {
        const sg_cf g0 = sg_cmul(ln, Gc);
        g.dz0[b * D + m] = g0.re;
        g.dz0[b * D + M + m] = g0.im;
    }
    g.dnu_p[sg_samu_d_part(g, b, c, m, ch)] = dnu_acc;
    g.dth_p[sg_samu_d_part(g, b, c, m, ch)] = dth_acc;
}

/* Per (b,t), SG_SA2_TOK tokens a block: Ebar_t, dbar_t = the terms summed over m
 * ascending from 0 (no terms at a reset), then the controller backward of the
 * token. The block loads [SG_SA2_TOK tokens][SG_SA2_MT modes] tiles of the
 * token-major terms into shared memory (a warp reads 32 neighbouring modes of
 * one token); each thread then adds its token's modes of the tile, m
 * ascending, to its two accumulators. Reset tokens are not loaded (breplay
 * writes no terms there). */
template <class G> __global__ static void sg_samu_k2_tok_bwd(G g) {
    __shared__ float s_e[SG_SA2_TOK][SG_SA2_MT + 1], s_d[SG_SA2_TOK][SG_SA2_MT + 1];
    const int64_t M = g.M, nbl = g.B * g.L;
    const int64_t bt0 = (int64_t)blockIdx.x * SG_SA2_TOK, bt = bt0 + threadIdx.x;
    const int mine = bt < nbl && g.segpos[bt] != 0; /* this thread's token adds terms */
    float ebar = 0.0f, dbar = 0.0f;
    for (int64_t m0 = 0; m0 < M; m0 += SG_SA2_MT) {
        const int mt = (int)(M - m0 < SG_SA2_MT ? M - m0 : SG_SA2_MT);
        for (int e = (int)threadIdx.x; e < SG_SA2_TOK * SG_SA2_MT; e += SG_SA2_TOK) {
            const int tk = e / SG_SA2_MT, mm = e % SG_SA2_MT;
            const int64_t bl = bt0 + tk;
            if (mm < mt && bl < nbl && g.segpos[bl] != 0) {
                s_e[tk][mm] = g.eterm[bl * M + m0 + mm];
                s_d[tk][mm] = g.dterm[bl * M + m0 + mm];
            }
        }
        __syncthreads();
        if (mine)
            for (int mm = 0; mm < mt; mm++) {
                ebar = ebar + s_e[threadIdx.x][mm];
                dbar = dbar + s_d[threadIdx.x][mm];
            }
        __syncthreads();
    }
    if (bt < nbl) g.ctl[bt] = sg_samu_ctl_bwd(&g.tok[bt], ebar, dbar, g.cst->gn.gph, g.cst->gn.gr);
}

/* The reduced elements, in version 1 samu_reduce's (the CPU finish()'s) order:
 * dnu [M], dtheta [M], g_phi [D+1], g_r [D+1], the two amplitude sums (nred in all). */

/* Per (b, element e), e fastest: row b's sum of e's chunk partials, c ascending
 * from 0 (v1 sg_samu_reduce's inner loop). Computed as sg_samu_reduce over the
 * one row (B = 1) in the [1][C][n] view of the row's partials; its
 * `0 + row` equals row bit for bit (the row starts at +0, so it is never -0;
 * a NaN stays a NaN). SG_SAMU_BF16_CTL, direction kinds: sg_samu_reduce_bf16
 * over the one row, whose RN_bf16(0 + row) is likewise the row (already BF16). */
template <class G> __global__ static void sg_samu_k2_red_rows(G g) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.nred) return;
    const int64_t b = i / g.nred, M = g.M, C = g.C, D1 = g.D + 1;
    int64_t e = i % g.nred;
    /* row b of each kind's partials as a [1][C][n] array: base, n */
    const float *const base[SG_SA2_NKIND] = {g.dnu_p + b * M, g.dth_p + b * M, g.gwph_p + b * C * D1,
                                             g.gwrh_p + b * C * D1, g.gbph_p + b * C, g.gbr_p + b * C};
    const int64_t stride[SG_SA2_NKIND] = {g.nch, g.nch, D1, D1, 1, 1};
    const int64_t n[SG_SA2_NKIND] = {M, M, D1, D1, 1, 1};
    for (int q = 0; q < SG_SA2_NKIND; q++) {
        if (e < n[q]) {
            g.rows[i] = sg_samu_bf16_kind(g, q) ? sg_samu_reduce_bf16(base[q], 1, C, stride[q], e)
                                                : sg_samu_reduce(base[q], 1, C, stride[q], e);
            return;
        }
        e -= n[q];
    }
}

/* Per element e: the rows b ascending from 0 (v1's `total = total + row`),
 * sg_samu_reduce over the [B][1][nred] rows (SG_SAMU_BF16_CTL, direction kinds:
 * sg_samu_reduce_bf16, the CPU's `total = RN_bf16(total + row)`), into dnu,
 * dtheta, g_phi, g_r and the amplitude sums. */
template <class G> __global__ static void sg_samu_k2_red_total(G g) {
    const int64_t e0 = sg_gid();
    if (e0 >= g.nred) return;
    const int64_t M = g.M, D1 = g.D + 1;
    float v = 0.0f;
    if constexpr (!sg_samu_cand<G>::on) v = sg_samu_reduce(g.rows, g.B, 1, g.nred, e0); /* before the kind search */
    float *const dst[SG_SA2_NKIND] = {g.dnu, g.dtheta, g.gwph, g.gwrh, g.gb, g.gb + 1};
    const int64_t n[SG_SA2_NKIND] = {M, M, D1, D1, 1, 1};
    int64_t e = e0;
    for (int q = 0; q < SG_SA2_NKIND; q++) {
        if (e < n[q]) {
            if constexpr (sg_samu_cand<G>::on) /* the kind decides the accumulator */
                v = sg_samu_bf16_kind(g, q) ? sg_samu_reduce_bf16(g.rows, g.B, 1, g.nred, e0)
                                            : sg_samu_reduce(g.rows, g.B, 1, g.nred, e0);
            dst[q][e] = v;
            return;
        }
        e -= n[q];
    }
}

/* ---- host side ---- */
/* &g.gd for a candidate G (its chunk statistics), else NULL (sized 0: not allocated). */
template <class G> static void **sg_samu_gd_slot(G &g) {
    if constexpr (sg_samu_cand<G>::on) return (void **)&g.gd;
    else return NULL;
}

/* The start of a SAMU call, every kernel file's: the last call's device time
 * forgotten, the shape every SAMU kernel takes checked (B, L >= 1 and an even
 * D >= 2, within sg_check_dims, before any product of them) and set in g
 * (B, L, D, M = D/2, a_phi, a_r). */
template <class G> static sg_status sg_samu_begin(G &g, const sg_samu_problem *pb, const char *row) {
    sg_cuda_last_seconds = NAN;
    if (pb->B < 1 || pb->L < 1 || pb->D < 2 || pb->D % 2)
        return sg_fail(SG_E_SHAPE, "%s: needs B, L >= 1 and an even D >= 2 (B=%lld L=%lld D=%lld)", row,
                       (long long)pb->B, (long long)pb->L, (long long)pb->D);
    const sg_status st = sg_check_dims(row, pb->B, pb->L, pb->D);
    if (st != SG_OK) return st;
    g.B = pb->B;
    g.L = pb->L;
    g.D = pb->D;
    g.M = g.D / 2;
    g.a_phi = pb->a_phi;
    g.a_r = pb->a_r;
    return SG_OK;
}

/* The SAMU call's inputs (copied in), outputs (poisoned) and the constants every
 * kernel file computes first (sg_samu_k_consts, sg_samu_k_tokens: |w|, w^,
 * cos/sin theta, the tokens), appended to list at *nl: the backward's (dy,
 * dz_last; every gradient) only for a full call. */
template <class G> static void sg_samu_io(G &g, const sg_samu_problem *pb, int full, sg_dev_buf *list, int *nl) {
    const size_t f = sizeof(float), h = sizeof(uint16_t), fb = full ? f : 0, hb = full ? h : 0;
    const size_t bld = (size_t)(pb->B * pb->L * pb->D), bd = (size_t)(pb->B * pb->D), d1 = (size_t)(pb->D + 1);
    const size_t bl = (size_t)(pb->B * pb->L), m = (size_t)(pb->D / 2);
    const sg_dev_buf io[] = {
        {(void **)&g.x, pb->x, bld * h, 0, "x"},
        {(void **)&g.dy, pb->dy, bld * hb, 0, "dy"},
        {(void **)&g.z0, pb->z0, bd * f, 0, "z0"},
        {(void **)&g.dz_last, pb->dz_last, bd * fb, 0, "dz_last"},
        {(void **)&g.segpos, pb->segpos, bl * sizeof(int32_t), 0, "segpos"},
        {(void **)&g.w_phi, pb->w_phi, d1 * f, 0, "w_phi"},
        {(void **)&g.w_r, pb->w_r, d1 * f, 0, "w_r"},
        {(void **)&g.nu, pb->nu, m * f, 0, "nu"},
        {(void **)&g.theta, pb->theta, m * f, 0, "theta"},
        {(void **)&g.y, NULL, bld * h, 1, "y"},
        {(void **)&g.z_last, NULL, bd * f, 1, "z_last"},
        {(void **)&g.dx, NULL, bld * hb, 1, "dx"},
        {(void **)&g.dz0, NULL, bd * fb, 1, "dz0"},
        {(void **)&g.dw_phi, NULL, d1 * fb, 1, "dw_phi"},
        {(void **)&g.dw_r, NULL, d1 * fb, 1, "dw_r"},
        {(void **)&g.da_phi, NULL, fb, 1, "da_phi"},
        {(void **)&g.da_r, NULL, fb, 1, "da_r"},
        {(void **)&g.dnu, NULL, m * fb, 1, "dnu"},
        {(void **)&g.dtheta, NULL, m * fb, 1, "dtheta"},
        {(void **)&g.cst, NULL, sizeof(sg_samu_consts), 0, "consts"},
        {(void **)&g.wph, NULL, d1 * f, 0, "w^_phi"},
        {(void **)&g.wrh, NULL, d1 * f, 0, "w^_r"},
        {(void **)&g.cth, NULL, m * f, 0, "cos theta"},
        {(void **)&g.sth, NULL, m * f, 0, "sin theta"},
        {(void **)&g.tok, NULL, bl * sizeof(sg_samu_tok), 0, "tokens"},
    };
    for (const sg_dev_buf &b : io) list[(*nl)++] = b;
}

/* Copies the outputs of a SAMU call back from g (a NULL output, a forward-only
 * call's gradient, copies nothing): the first failure's status. */
template <class G> static sg_status sg_samu_copy_out(const G &g, sg_samu_outputs *out) {
    const size_t nbld = (size_t)(g.B * g.L * g.D), nbd = (size_t)(g.B * g.D), nd1 = (size_t)(g.D + 1);
    const size_t f = sizeof(float), h = sizeof(uint16_t);
    SG_TRY(dev_copy_back(out->y, g.y, nbld * h));
    SG_TRY(dev_copy_back(out->z_last, g.z_last, nbd * f));
    SG_TRY(dev_copy_back(out->dx, g.dx, nbld * h));
    SG_TRY(dev_copy_back(out->dz0, g.dz0, nbd * f));
    SG_TRY(dev_copy_back(out->dw_phi, g.dw_phi, nd1 * f));
    SG_TRY(dev_copy_back(out->dw_r, g.dw_r, nd1 * f));
    SG_TRY(dev_copy_back(out->da_phi, g.da_phi, f));
    SG_TRY(dev_copy_back(out->da_r, g.da_r, f));
    SG_TRY(dev_copy_back(out->dnu, g.dnu, (size_t)g.M * f));
    SG_TRY(dev_copy_back(out->dtheta, g.dtheta, (size_t)g.M * f));
    return SG_OK;
}

/* The chunk entries of every channel from the summaries in g.P and x0 from src
 * (z0 or dz_last) into entry: the grouped prefix's three levels (one launch
 * each) or the serial prefix. Returns the first launch error. */
template <class G> static sg_status sg_samu2_prefix(const G &g, int grouped, const float *src, sg_cf *entry) {
    if (!grouped) {
        SG_LAUNCH(sg_samu_k2_prefix_serial, g.nch, SG_SA2_CH_THREADS, g, src, entry);
        return SG_OK;
    }
    SG_LAUNCH(sg_samu_k2_group_local, g.NG * g.nch, SG_SA2_THREADS, g);
    SG_LAUNCH(sg_samu_k2_group_outer, g.nch, SG_SA2_CH_THREADS, g);
    SG_LAUNCH(sg_samu_k2_group_entry, g.C * g.nch, SG_SA2_THREADS, g, src, entry);
    return SG_OK;
}

/* The launches in which the versions differ: the block of the per-cell and
 * per-element kernels (THREADS), the chunk prefix, the mode sum of the
 * backward terms and the reduction of the partials. Version 2's (and the
 * candidates') here; version 1 specialises it for sa_dev
 * (kernels/samu/samu_chunked.cu). Each returns the first launch error. */
template <class G> struct sg_samu_steps {
    static constexpr int THREADS = SG_SA2_THREADS;
    static sg_status prefix(const G &g, int grouped, const float *src, sg_cf *entry) {
        return sg_samu2_prefix(g, grouped, src, entry);
    }
    static sg_status tok_bwd(const G &g) {
        SG_LAUNCH(sg_samu_k2_tok_bwd, g.B * g.L, SG_SA2_TOK, g);
        return SG_OK;
    }
    static sg_status reduce(const G &g) {
        SG_LAUNCH(sg_samu_k2_red_rows, g.B * g.nred, SG_SA2_THREADS, g);
        SG_LAUNCH(sg_samu_k2_red_total, g.nred, SG_SA2_THREADS, g);
        return SG_OK;
    }
};

/* One call of a chunked SAMU row into g (zeroed by the caller; a candidate's
 * g.var set), every version's: checks the shape, allocates the device buffers
 * (the backward ones only for a full call, the group arrays only for a
 * grouped prefix, the chunk statistics only for SG_SAMU_GD, the reduction
 * rows only for version 2's reduction), runs the launches (prefix:
 * fwd_grouped forward, bwd_grouped backward; sg_samu_steps<G> where the
 * versions differ) between the device timer's events and copies the outputs
 * back (sg_cuda_call). */
template <class G>
static sg_status sg_samu_run(G &g, const sg_samu_problem *pb, sg_samu_outputs *out, int fwd_grouped, int bwd_grouped,
                             const char *row) {
    typedef sg_samu_steps<G> steps;
    constexpr int T = steps::THREADS;
    sg_status st = SG_OK;
    const int full = out->dx != NULL; /* NULL: a forward-only call (sg_pass) */
    const int grouped = fwd_grouped || (full && bwd_grouped);
    const int gd = sg_samu_is_gd(g);
    if ((st = sg_samu_begin(g, pb, row)) != SG_OK) return st;
    g.C = (g.L + SG_SA_CHUNK - 1) / SG_SA_CHUNK;
    g.NG = sg_prefix_ngroups(g.C, SG_SA_GROUP);
    g.nch = g.B * g.M;
    g.nred = 2 * g.M + 2 * (g.D + 1) + 2;
    const int64_t nbld = g.B * g.L * g.D, nbl = g.B * g.L, nchc = g.C * g.nch, nbcd1 = g.B * g.C * (g.D + 1);
    if ((nbld + T - 1) / T > INT32_MAX || (nbcd1 + T - 1) / T > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B*L*D = %lld too large for one launch", row, (long long)nbld);
    const size_t f = sizeof(float), fb = full ? f : 0, pg = grouped ? sizeof(sg_cpair) : 0;
    const size_t fr = sg_samu_v1<G>::on ? 0 : fb; /* the reduction rows: version 2's stage */
    const size_t cn = (size_t)nchc, gn = (size_t)(g.NG * g.nch), bc = (size_t)(g.B * g.C);
    sg_dev_buf list[SG_DEV_MAXBUF];
    int nl = 0;
    sg_samu_io(g, pb, full, list, &nl);
    const sg_dev_buf scratch[] = {
        {sg_samu_gd_slot(g), NULL, gd ? bc * sizeof(sg_samu_gd) : 0, 0, "chunk statistics"},
        {(void **)&g.P, NULL, cn * sizeof(sg_cpair), 0, "chunk summaries"},
        {(void **)&g.zent, NULL, cn * sizeof(sg_cf), 0, "forward entries"},
        {(void **)&g.Lw, NULL, cn * pg, 0, "group-local prefixes"},
        {(void **)&g.Uw, NULL, gn * pg, 0, "group summaries"},
        {(void **)&g.Ow, NULL, gn * pg, 0, "group prefixes"},
        {(void **)&g.gent, NULL, cn * (full ? sizeof(sg_cf) : 0), 0, "reverse entries"},
        {(void **)&g.gx, NULL, (size_t)nbld * fb, 0, "dx write path"},
        {(void **)&g.eterm, NULL, (size_t)(nbl * g.M) * fb, 0, "Ebar terms"},
        {(void **)&g.dterm, NULL, (size_t)(nbl * g.M) * fb, 0, "dbar terms"},
        {(void **)&g.ctl, NULL, (size_t)nbl * (full ? sizeof(sg_samu_ctl) : 0), 0, "controller backward"},
        {(void **)&g.dnu_p, NULL, cn * fb, 0, "dnu partials"},
        {(void **)&g.dth_p, NULL, cn * fb, 0, "dtheta partials"},
        {(void **)&g.gwph_p, NULL, (size_t)nbcd1 * fb, 0, "w_phi partials"},
        {(void **)&g.gwrh_p, NULL, (size_t)nbcd1 * fb, 0, "w_r partials"},
        {(void **)&g.gbph_p, NULL, bc * fb, 0, "a_phi partials"},
        {(void **)&g.gbr_p, NULL, bc * fb, 0, "a_r partials"},
        {(void **)&g.rows, NULL, (size_t)(g.B * g.nred) * fr, 0, "reduction rows"},
        {(void **)&g.gwph, NULL, (size_t)(g.D + 1) * fb, 0, "w_phi sums"},
        {(void **)&g.gwrh, NULL, (size_t)(g.D + 1) * fb, 0, "w_r sums"},
        {(void **)&g.gb, NULL, 2 * fb, 0, "amplitude sums"},
    };
    for (const sg_dev_buf &b : scratch) list[nl++] = b;
    if constexpr (sg_samu_pn<G>::on) /* the host's constants (sg_samu_pn) */
        list[nl++] = {(void **)&g.hc, g.hch, (size_t)(5 + 2 * g.M) * f, 0, "host constants"};
    const auto launch = [&]() -> sg_status {
        sg_status s2;
        SG_LAUNCH(sg_samu_k_consts, 256, 256, g);
        SG_LAUNCH(sg_samu_k_tokens, nbl, T, g);
        /* forward */
        if constexpr (sg_samu_cand<G>::on)
            if (gd) SG_LAUNCH(sg_samu_k2_gd_stats, g.B * g.C, T, g);
        SG_LAUNCH((sg_samu_k2_summ<G, false>), nchc, T, g);
        if ((s2 = steps::prefix(g, fwd_grouped, g.z0, g.zent)) != SG_OK) return s2;
        SG_LAUNCH(sg_samu_k2_freplay, nchc, T, g);
        if (!full) return SG_OK;
        /* backward (sg_pass) */
        SG_LAUNCH((sg_samu_k2_summ<G, true>), nchc, T, g);
        if ((s2 = steps::prefix(g, bwd_grouped, g.dz_last, g.gent)) != SG_OK) return s2;
        SG_LAUNCH(sg_samu_k2_breplay, nchc, T, g);
        if ((s2 = steps::tok_bwd(g)) != SG_OK) return s2;
        SG_LAUNCH(sg_samu_k_dx, nbld, T, g);
        SG_LAUNCH(sg_samu_k_ctl_partials, nbcd1, T, g);
        if ((s2 = steps::reduce(g)) != SG_OK) return s2;
        SG_LAUNCH(sg_samu_k_final, 256, 256, g);
        return SG_OK;
    };
    return sg_cuda_call(list, nl, row, g.B, g.L, g.D, launch, [&]() { return sg_samu_copy_out(g, out); });
}

#endif
