/* candidates_samu.cu - the CUDA twins of two refused SAMU candidates of the
 * H800 study (reference/EQUATIONS.md section 7.1; the CPU emulations in
 * reference/samu_chunked.c), so that the gates judge them on the device too.
 * They are NOT selected algorithms: the CPU emulations are quarantined
 * (EXPECTED_STATUS.md), and these rows exist to be judged and refused on the
 * device's own numbers.
 *
 * Rows (row function sg_kernels_row_cand_samu, backends/sg_rows.def: after every other CUDA row):
 *   cuda.samu_gd_grouped64  device twin of cpu.samu_gd_grouped64: the grouped64
 *                           chunked path (grouped prefix forward and backward)
 *                           with every chunk transition (lam) rebuilt from the
 *                           chunk statistics G_c = sum E_t, D_c = sum d_t, K_c by
 *                           the closed form exp(-nu G) e^{i(K theta + D)}
 *                           (sg_samu_gd_transition), forward, and backward from
 *                           the forward statistics shifted by one step
 *                           (sg_samu_gd_shift); the b parts and replays step by step.
 *   cuda.samu_bf16_ctl      device twin of cpu.samu_bf16_ctl: the serial chunked
 *                           path with the direction-gradient path of the
 *                           controller backward in BF16: ub, vb rounded to BF16
 *                           before they multiply x, the per-chunk partials of
 *                           dw_phi^, dw_r^ accumulated in BF16, their cross-chunk
 *                           reduction with a BF16 accumulator
 *                           (sg_samu_reduce_bf16) and the normalisation
 *                           projection rounded to BF16 at every operation
 *                           (sg_samu_dot_bf16, sg_samu_dw_bf16).
 *
 * Same operations, same order as the CPU emulations. The launch structure is
 * version 2's (kernels/samu_fast.cu: (mode, chunk) threads, chunk-major scratch,
 * the reductions in fixed-order stages), written again here with the
 * candidate's stage switched (samu_fast.cu and samu_chunked.cu are untouched:
 * their bytes are part of other rows' code hashes). All arithmetic is the
 * shared code of scan/sg_scan_ops.h (every helper the CPU emulations call is
 * SG_HD, so no new header is needed): sg_samu_token, sg_samu_mode,
 * sg_samu_pair, sg_cpair_*, sg_cprefix_serial, sg_cgroup_local/outer/entry,
 * sg_samu_bwd_mode, sg_samu_dnu_term, sg_samu_ebar_term, sg_samu_ctl_bwd,
 * sg_samu_dx, sg_samu_dots, sg_samu_dot, sg_samu_reduce, sg_samu_da,
 * sg_samu_dw, and the candidates' sg_samu_gd_zero/add/shift/transition,
 * sg_bf16_roundf, sg_samu_reduce_bf16, sg_samu_dot_bf16, sg_samu_dw_bf16.
 * What differs from the CPU emulation: the device libm only (expf, expm1f,
 * tanhf, cosf, sinf), and SAMU device numerics revision 2 where the helpers
 * use it (rho = exp(-nu E) and the closed form's exp(-nu G) through
 * sg_decay_expf, cos/sin theta through sg_theta_cossin: double on the device).
 * The closed form's cosf(ph), sinf(ph) are CUDA's FP32 cosf, sinf (the helper's
 * own choice, sg_scan_ops.h; the host uses glibc's).
 *
 * ch = b M + m is a complex mode of a batch row (nch = B M); C chunks of 32
 * steps, NG groups of 64 chunks. The launches, in order (var: which candidate):
 *   consts       1 block: |w_phi|, |w_r|, the gains, w^, cos/sin theta
 *   tokens       per (b,t): u, v (k ascending, then w^[D]), sg_samu_token
 *   forward:
 *   gd_stats     (gd only) per (b, chunk): the chunk's statistics G, D, K,
 *                nres, t ascending (sg_samu_gd_add) -> gd[b C + c]; the CPU's
 *                per-(b, chunk) fold, once per chunk, shared by every mode
 *   fsumm        per (c, ch): bf16: S_c = T_e o ... o T_s; gd: the b part the
 *                same fold (b <- T_t(b)), lam = sg_samu_gd_transition(nu_m,
 *                theta_m, gd[b C + c]) -> P[c][ch]
 *   prefix from z0: bf16: serial per ch (sg_cprefix_serial on batches of
 *                SC_BATCH chunks, the batch's last step carried); gd: grouped,
 *                local per (group j, ch) sg_cgroup_local -> L_k, U_j; outer per
 *                ch sg_cgroup_outer -> O_j; entry per (c, ch) sg_cgroup_entry
 *   freplay      per (c, ch): the chunk from its entry, step by step -> y;
 *                the last chunk z_last
 *   backward (a full call):
 *   bsumm        per (c, ch): bf16: R_s o ... o R_e, R_t(G) = conj(lambda_{t+1})
 *                G + Y_t (lambda_{L+1} = 1); gd: the b part the same fold, lam =
 *                conj(sg_samu_gd_transition(nu_m, theta_m, st)), st =
 *                sg_samu_gd_shift(gd[b C + c], token t0, token t1 if t1 < L)
 *                (each thread of the chunk computes the same st from the same
 *                operands: the CPU's once-per-(b, chunk) value, bit for bit);
 *                stored at P[C-1-c][ch]; then the same prefix from dz_last
 *   breplay      per (c, ch): forward states from the entry, then t descending:
 *                gx, the Ebar / dbar terms, the chunk's dnu / dtheta partials;
 *                chunk 0: dz0
 *   tok_bwd      per (b,t): Ebar_t, dbar_t summed m ascending from 0 (none at
 *                a reset; [128 tokens][32 modes] shared-memory tiles),
 *                sg_samu_ctl_bwd
 *   dx           per (b,t,k): bf16((gx + ub w^_phi[k]) + vb w^_r[k]) (FP32 ub,
 *                vb in both candidates, as the CPU)
 *   ctl_partials per (b,c,k), k <= D: the chunk's direction partials, t
 *                descending; bf16: ub, vb rounded to BF16 and every addition
 *                rounded to BF16 (sg_bf16_roundf); k = D also the amplitude sums
 *                (FP32 in both)
 *   red_rows     per (b, element): the element's chunk partials of row b, c
 *                ascending from 0 (sg_samu_reduce over the one row; bf16: the
 *                direction elements by sg_samu_reduce_bf16 over the one row)
 *   red_total    per element: the rows b ascending from 0 (sg_samu_reduce /
 *                sg_samu_reduce_bf16 over the [B][1][nred] rows) -> dnu,
 *                dtheta, g_phi, g_r, the two amplitude sums. The split equals
 *                the CPU's one-call sg_samu_reduce(_bf16) over [B][C][n] bit
 *                for bit: a row's fold starts at +0 and is never -0, so the
 *                one-row call's `0 + row` (bf16: RN_bf16(0 + row), row already
 *                a BF16 value) is the row itself.
 *   final        1 block: w^.g k ascending (bf16: sg_samu_dot_bf16), da_phi,
 *                da_r (FP32), dw (bf16: sg_samu_dw_bf16; else sg_samu_dw)
 * No atomics; every floating-point sum is one thread's sequential loop in the
 * CPU emulation's order, so two runs write the same bits.
 *
 * Interface, poisoning, error handling and build flags as the other rows:
 * host pointers in and out, device outputs filled with 0xFF before the
 * launches, a forward-only call (NULL gradient outputs, sg_pass) runs the
 * forward launches only and allocates no backward buffers, every CUDA call and
 * launch checked (SG_CUDA_CHECK), sg_dev_timer_* around the launches
 * (device_seconds), every buffer freed on every path (sg_cuda_finish), int64
 * indices, no fast-math (--fmad=false -prec-div=true -prec-sqrt=true -ftz=false).
 *
 * Run:
 *   scangate run --backend cuda.samu_gd_grouped64 [--set ci]   (or cuda.samu_bf16_ctl)
 *   ctest -L gpu --output-on-failure   (tests/test_gpu.c: judged by the oracle, and
 *                                        against cpu.samu_gd_grouped64 / cpu.samu_bf16_ctl)
 * Without a device the rows report "no CUDA device: ..." from available().
 */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#define SC_THREADS 256
#define SC_CH_THREADS 32 /* per-channel sequential folds: small blocks, spread over SMs */
#define SC_BATCH 16      /* chunks per local batch of the serial prefix */
#define SC_TOK 128       /* tokens per tok_bwd block (= its threads) */
#define SC_MT 32         /* modes per tok_bwd shared-memory tile */

/* Constants computed once on the device (sc_consts_k). */
struct sc_consts {
    float nph, nr;   /* |w_phi|, |w_r| */
    sg_samu_gain gn; /* sqm, tph, tr, gph, gr */
};

/* Which refused candidate a call runs (header comment). */
enum sc_variant { SC_GD = 1, SC_BF16_CTL = 2 };

/* ---- the device problem --------------------------------------------------- */
struct sc_dev {
    int var; /* sc_variant */
    int64_t B, L, D, M, C, NG, nch, nred;
    float a_phi, a_r;
    const uint16_t *x, *dy;
    const float *z0, *dz_last, *w_phi, *w_r, *nu, *theta;
    const int32_t *segpos;
    uint16_t *y, *dx;
    float *z_last, *dz0, *dw_phi, *dw_r, *da_phi, *da_r, *dnu, *dtheta;
    /* scratch */
    sc_consts *cst;
    float *wph, *wrh;        /* [D+1] normalised directions */
    float *cth, *sth;        /* [M] cos, sin theta */
    sg_samu_tok *tok;        /* [B*L] */
    sg_samu_gd *gd;          /* [B][C] forward chunk statistics (SC_GD only) */
    sg_cpair *P, *Lw;        /* [C][nch]: summaries (forward, then backward in application order), L_k */
    sg_cpair *Uw, *Ow;       /* [nch][NG] */
    sg_cf *zent, *gent;      /* [C][nch]: forward entries by chunk; backward entries in application order */
    float *gx;               /* [B*L*D] write path of dx */
    float *eterm, *dterm;    /* [B*L][M] Ebar and dbar terms */
    sg_samu_ctl *ctl;        /* [B*L] controller backward per token */
    float *dnu_p, *dth_p;    /* [C][nch] chunk partials */
    float *gwph_p, *gwrh_p;  /* [B][C][D+1] */
    float *gbph_p, *gbr_p;   /* [B][C] */
    float *rows;             /* [B][nred] per-row sums of every reduced element */
    float *gwph, *gwrh;      /* [D+1] reduced */
    float *gb;               /* [2] reduced amplitude sums */
};

__device__ static inline int64_t sc_gid(void) { return (int64_t)blockIdx.x * blockDim.x + threadIdx.x; }

/* Thread sc_gid() of a per-(chunk, channel) kernel, ch fastest: its chunk c,
 * channel ch = b M + m and the chunk's steps t0 <= t < t1; false past the last. */
__device__ __forceinline__ static bool sc_cch(const sc_dev &g, int64_t *c, int64_t *ch, int64_t *b, int64_t *m,
                                              int64_t *t0, int64_t *t1) {
    const int64_t i = sc_gid();
    if (i >= g.C * g.nch) return false;
    *c = i / g.nch;
    *ch = i % g.nch;
    *b = *ch / g.M;
    *m = *ch % g.M;
    *t0 = *c * SG_SA_CHUNK;
    *t1 = *t0 + SG_SA_CHUNK < g.L ? *t0 + SG_SA_CHUNK : g.L;
    return true;
}

/* The coefficients of mode m at token t of row b (reset_t = segpos == 0): the CPU's mode_at. */
__device__ __forceinline__ static sg_samu_coef sc_mode(const sc_dev &g, int64_t b, int64_t t, int64_t m) {
    return sg_samu_mode(g.nu[m], g.cth[m], g.sth[m], &g.tok[b * g.L + t], g.segpos[b * g.L + t] == 0);
}

/* (row[m], row[M+m]) of a bf16 [.., D] row: w_t or Y_t of mode m. */
__device__ __forceinline__ static sg_cf sc_cval(const uint16_t *row, int64_t M, int64_t m) {
    return sg_cf_make(dev_bf16_to_f32(row[m]), dev_bf16_to_f32(row[M + m]));
}

/* x0 of channel ch from a [B,D] state (z0 or dz_last): (src[b][m], src[b][M+m]). */
__device__ __forceinline__ static sg_cf sc_x0(const sc_dev &g, const float *src, int64_t ch) {
    const int64_t b = ch / g.M, m = ch % g.M;
    return sg_cf_make(src[b * g.D + m], src[b * g.D + g.M + m]);
}

/* ---- constants and tokens (the CPU's constants(), phase_tokens) ------------ */
__global__ static void sc_consts_k(sc_dev g) {
    __shared__ float s_n[2];
    if (threadIdx.x == 0) {
        sc_consts k;
        k.nph = sqrtf(sg_samu_dot(g.w_phi, g.w_phi, g.D + 1));
        k.nr = sqrtf(sg_samu_dot(g.w_r, g.w_r, g.D + 1));
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
        sg_theta_cossin(g.theta[m], &g.cth[m], &g.sth[m]);
    }
}

/* Per (b,t): the token phase (k ascending, then the constant entry). */
__global__ static void sc_tokens(sc_dev g) {
    const int64_t bt = sc_gid();
    if (bt >= g.B * g.L) return;
    float u, v;
    sg_samu_dots(g.x + bt * g.D, g.wph, g.wrh, g.D, &u, &v);
    g.tok[bt] = sg_samu_token(u, v, g.cst->gn.gph, g.cst->gn.gr);
}

/* ---- forward -------------------------------------------------------------- */
/* SC_GD, per (b, chunk) bc = b C + c: the chunk's statistics G, D, K, nres,
 * t ascending from the empty span (the CPU's phase_fwd_summaries, before its
 * mode loop) -> gd[bc]. */
__global__ static void sc_gd_stats(sc_dev g) {
    const int64_t bc = sc_gid();
    if (bc >= g.B * g.C) return;
    const int64_t b = bc / g.C, c = bc % g.C, L = g.L;
    const int64_t t0 = c * SG_SA_CHUNK, t1 = t0 + SG_SA_CHUNK < L ? t0 + SG_SA_CHUNK : L;
    const float gph = g.cst->gn.gph;
    sg_samu_gd st = sg_samu_gd_zero();
    for (int64_t t = t0; t < t1; t++) st = sg_samu_gd_add(st, &g.tok[b * L + t], gph, g.segpos[b * L + t] == 0);
    g.gd[bc] = st;
}

/* Per (c, ch): the chunk summary S_c = T_e o ... o T_s -> P[c][ch]. SC_GD: the
 * b part the same fold (b <- T_t(b), the b of T_t o S), lam the closed form of
 * the chunk's statistics. */
__global__ static void sc_fsumm(sc_dev g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sc_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, L = g.L, D = g.D;
    if (g.var == SC_GD) {
        sg_cpair S = sg_cpair_identity();
        for (int64_t t = t0; t < t1; t++) {
            const sg_samu_coef q = sc_mode(g, b, t, m);
            S.b = sg_cpair_apply(sg_samu_pair(&q, sc_cval(g.x + (b * L + t) * D, M, m)), S.b);
        }
        S.lam = sg_samu_gd_transition(g.nu[m], g.theta[m], &g.gd[b * g.C + c]);
        g.P[c * g.nch + ch] = S;
        return;
    }
    sg_cpair S = sg_cpair_identity();
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sc_mode(g, b, t, m);
        S = sg_cpair_compose(sg_samu_pair(&q, sc_cval(g.x + (b * L + t) * D, M, m)), S);
    }
    g.P[c * g.nch + ch] = S;
}

/* Serial prefix, per ch: entry[k] = x_k, x_{k+1} = P_k(x_k), x_0 from src.
 * sg_cprefix_serial runs on batches of SC_BATCH chunks loaded from the
 * chunk-major P; after a batch of n, x = P_{n-1}(entry_{n-1}) is the fold's
 * next step, the carry into the next batch (the same operation, the same
 * operands as the unbatched fold). */
__global__ static void sc_prefix_serial(sc_dev g, const float *src, sg_cf *entry) {
    const int64_t ch = sc_gid();
    if (ch >= g.nch) return;
    sg_cf x = sc_x0(g, src, ch);
    for (int64_t c0 = 0; c0 < g.C; c0 += SC_BATCH) {
        const int n = (int)(g.C - c0 < SC_BATCH ? g.C - c0 : SC_BATCH);
        sg_cpair pl[SC_BATCH];
        sg_cf el[SC_BATCH];
#pragma unroll
        for (int k = 0; k < SC_BATCH; k++)
            if (k < n) pl[k] = g.P[(c0 + k) * g.nch + ch];
        sg_cprefix_serial(pl, n, x, el);
        x = sg_cpair_apply(pl[n - 1], el[n - 1]);
#pragma unroll
        for (int k = 0; k < SC_BATCH; k++)
            if (k < n) entry[(c0 + k) * g.nch + ch] = el[k];
    }
}

/* Grouped prefix, level 1, per (group j, ch): L_k of the group's chunks and U_j. */
__global__ static void sc_group_local(sc_dev g) {
    const int64_t i = sc_gid();
    if (i >= g.NG * g.nch) return;
    const int64_t j = i / g.nch, ch = i % g.nch;
    const int n = (int)sg_prefix_group_len(g.C, SG_SA_GROUP, j);
    sg_cpair pl[SG_SA_GROUP], ll[SG_SA_GROUP];
    for (int k = 0; k < n; k++) pl[k] = g.P[(j * SG_SA_GROUP + k) * g.nch + ch];
    g.Uw[ch * g.NG + j] = sg_cgroup_local(pl, n, ll);
    for (int k = 0; k < n; k++) g.Lw[(j * SG_SA_GROUP + k) * g.nch + ch] = ll[k];
}

/* Grouped prefix, level 2, per ch: O_j = U_{j-1} o ... o U_0 (channel-major). */
__global__ static void sc_group_outer(sc_dev g) {
    const int64_t ch = sc_gid();
    if (ch >= g.nch) return;
    sg_cgroup_outer(g.Uw + ch * g.NG, (int)g.NG, g.Ow + ch * g.NG);
}

/* Grouped prefix, level 3, per (c, ch): entry[c] = (L_c o O_j)(x0). */
__global__ static void sc_group_entry(sc_dev g, const float *src, sg_cf *entry) {
    const int64_t i = sc_gid();
    if (i >= g.C * g.nch) return;
    const int64_t c = i / g.nch, ch = i % g.nch;
    entry[i] = sg_cgroup_entry(g.Lw[i], g.Ow[ch * g.NG + c / SG_SA_GROUP], sc_x0(g, src, ch));
}

/* Per (c, ch): the chunk replayed from its entry -> y; z_last from the last chunk. */
__global__ static void sc_freplay(sc_dev g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sc_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, L = g.L, D = g.D;
    sg_cf z = g.zent[c * g.nch + ch];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sc_mode(g, b, t, m);
        z = sg_cpair_apply(sg_samu_pair(&q, sc_cval(g.x + (b * L + t) * D, M, m)), z);
        g.y[(b * L + t) * D + m] = dev_f32_to_bf16(z.re);
        g.y[(b * L + t) * D + M + m] = dev_f32_to_bf16(z.im);
    }
    if (c == g.C - 1) {
        g.z_last[b * D + m] = z.re;
        g.z_last[b * D + M + m] = z.im;
    }
}

/* ---- backward ------------------------------------------------------------- */
/* Per (c, ch): R_c = R_s o ... o R_e, R_t(G) = conj(lambda_{t+1}) G + Y_t
 * (lambda_{L+1} = 1), stored in application order at P[C-1-c][ch]. SC_GD: the
 * b part the same fold; lam = conj(P'), P' the closed form of the steps
 * t0+1 .. t1 (t1 only when t1 < L), whose statistics are the chunk's forward
 * ones shifted by one step (sg_samu_gd_shift; the same value in every thread
 * of the chunk: the same function of the same operands). */
__global__ static void sc_bsumm(sc_dev g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sc_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, L = g.L, D = g.D;
    if (g.var == SC_GD) {
        const int32_t *seg = g.segpos + b * L;
        const sg_samu_tok *tk = g.tok + b * L;
        const sg_samu_gd st = sg_samu_gd_shift(g.gd[b * g.C + c], &tk[t0], seg[t0] == 0, t1 < L ? &tk[t1] : NULL,
                                               t1 < L && seg[t1] == 0, g.cst->gn.gph);
        sg_cpair R = sg_cpair_identity();
        for (int64_t t = t1 - 1; t >= t0; t--) {
            sg_cf ln = sg_cf_make(1.0f, 0.0f);
            if (t + 1 < L) {
                const sg_samu_coef q = sc_mode(g, b, t + 1, m);
                ln = sg_conj(q.lam);
            }
            R.b = sg_cpair_apply(sg_cpair_make(ln, sc_cval(g.dy + (b * L + t) * D, M, m)), R.b);
        }
        R.lam = sg_conj(sg_samu_gd_transition(g.nu[m], g.theta[m], &st));
        g.P[(g.C - 1 - c) * g.nch + ch] = R;
        return;
    }
    sg_cpair R = sg_cpair_identity();
    for (int64_t t = t1 - 1; t >= t0; t--) {
        sg_cf ln = sg_cf_make(1.0f, 0.0f);
        if (t + 1 < L) {
            const sg_samu_coef q = sc_mode(g, b, t + 1, m);
            ln = sg_conj(q.lam);
        }
        R = sg_cpair_compose(sg_cpair_make(ln, sc_cval(g.dy + (b * L + t) * D, M, m)), R);
    }
    g.P[(g.C - 1 - c) * g.nch + ch] = R;
}

/* Per (c, ch): the chunk's forward states recomputed from its saved entry, then
 * t descending from the reverse entry G_{t1}: the write path gx, the Ebar/dbar
 * terms (token-major), the chunk's dnu/dtheta partials; dz0 at chunk 0. */
__global__ static void sc_breplay(sc_dev g) {
    int64_t c, ch, b, m, t0, t1;
    if (!sc_cch(g, &c, &ch, &b, &m, &t0, &t1)) return;
    const int64_t M = g.M, C = g.C, L = g.L, D = g.D, nch = g.nch;
    const float nu = g.nu[m];
    sg_cf zloc[SG_SA_CHUNK];
    sg_cf z = g.zent[c * nch + ch];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sc_mode(g, b, t, m);
        zloc[t - t0] = z;
        z = sg_cpair_apply(sg_samu_pair(&q, sc_cval(g.x + (b * L + t) * D, M, m)), z);
    }
    sg_cf Gc = g.gent[(C - 1 - c) * nch + ch]; /* G_{t1} */
    sg_cf ln = sg_cf_make(1.0f, 0.0f);
    if (t1 < L) {
        const sg_samu_coef q = sc_mode(g, b, t1, m);
        ln = sg_conj(q.lam);
    }
    float dnu_acc = 0.0f, dth_acc = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const int64_t bt = b * L + t;
        const int reset = g.segpos[bt] == 0;
        const sg_samu_coef q = sc_mode(g, b, t, m);
        Gc = sg_cpair_apply(sg_cpair_make(ln, sc_cval(g.dy + bt * D, M, m)), Gc);
        ln = sg_conj(q.lam);
        float *gxt = g.gx + bt * D;
        if (reset) { /* gamma = 1, no parameter terms (sc_tok_bwd reads none here) */
            gxt[m] = Gc.re;
            gxt[M + m] = Gc.im;
            continue;
        }
        gxt[m] = q.gam * Gc.re;
        gxt[M + m] = q.gam * Gc.im;
        const sg_samu_bwd o = sg_samu_bwd_mode(&q, Gc, zloc[t - t0], sc_cval(g.x + bt * D, M, m));
        dnu_acc = dnu_acc + sg_samu_dnu_term(&o, &q, &g.tok[bt]);
        dth_acc = dth_acc + o.pbar;
        g.eterm[bt * M + m] = sg_samu_ebar_term(&o, &q, nu);
        g.dterm[bt * M + m] = o.pbar;
    }
    if (c == 0) {
        const sg_cf g0 = sg_cmul(ln, Gc);
        g.dz0[b * D + m] = g0.re;
        g.dz0[b * D + M + m] = g0.im;
    }
    g.dnu_p[c * nch + ch] = dnu_acc;
    g.dth_p[c * nch + ch] = dth_acc;
}

/* Per (b,t), SC_TOK tokens a block: Ebar_t, dbar_t = the terms summed over m
 * ascending from 0 (no terms at a reset), then the controller backward of the
 * token. The block loads [SC_TOK tokens][SC_MT modes] tiles of the
 * token-major terms into shared memory (a warp reads 32 neighbouring modes of
 * one token); each thread then adds its token's modes of the tile, m
 * ascending, to its two accumulators. Reset tokens are not loaded (breplay
 * writes no terms there). */
__global__ static void sc_tok_bwd(sc_dev g) {
    __shared__ float s_e[SC_TOK][SC_MT + 1], s_d[SC_TOK][SC_MT + 1];
    const int64_t M = g.M, nbl = g.B * g.L;
    const int64_t bt0 = (int64_t)blockIdx.x * SC_TOK, bt = bt0 + threadIdx.x;
    const int mine = bt < nbl && g.segpos[bt] != 0; /* this thread's token adds terms */
    float ebar = 0.0f, dbar = 0.0f;
    for (int64_t m0 = 0; m0 < M; m0 += SC_MT) {
        const int mt = (int)(M - m0 < SC_MT ? M - m0 : SC_MT);
        for (int e = (int)threadIdx.x; e < SC_TOK * SC_MT; e += SC_TOK) {
            const int tk = e / SC_MT, mm = e % SC_MT;
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

/* Per (b,t,k), k < D: dx = bf16((gx + ub w^_phi[k]) + vb w^_r[k]). */
__global__ static void sc_dx(sc_dev g) {
    const int64_t i = sc_gid();
    if (i >= g.B * g.L * g.D) return;
    const int64_t k = i % g.D, bt = i / g.D;
    const sg_samu_ctl cb = g.ctl[bt];
    g.dx[i] = dev_f32_to_bf16(sg_samu_dx(g.gx[i], &cb, g.wph[k], g.wrh[k]));
}

/* Per (b,c,k), k <= D: the chunk's partials of the direction gradients (before
 * the projection), t descending from 0: sum ub x~_k, sum vb x~_k (x~_D = 1);
 * thread k = D also the amplitude sums dbar p, cbar q ([B][C][D+1], [B][C]).
 * SC_BF16_CTL: ubh = RN_bf16(ub), vbh = RN_bf16(vb), each partial's every
 * addition rounded to BF16 (the CPU's bwd_controller, per k); the amplitude
 * sums stay FP32. */
__global__ static void sc_ctl_partials(sc_dev g) {
    const int64_t i = sc_gid();
    const int64_t D = g.D, D1 = g.D + 1, L = g.L, C = g.C;
    if (i >= g.B * C * D1) return;
    const int64_t k = i % D1, bc = i / D1, b = bc / C, c = bc % C;
    const int64_t t0 = c * SG_SA_CHUNK, t1 = t0 + SG_SA_CHUNK < L ? t0 + SG_SA_CHUNK : L;
    float gwp = 0.0f, gwr = 0.0f, gbph = 0.0f, gbr = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const sg_samu_ctl cb = g.ctl[b * L + t];
        if (g.var == SC_BF16_CTL) {
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

/* The reduced elements, in the CPU finish()'s order: dnu [M], dtheta [M],
 * g_phi [D+1], g_r [D+1], the two amplitude sums (nred in all). */
#define SC_NKIND 6

/* The direction kinds (g_phi, g_r) among the SC_NKIND: reduced in BF16 by SC_BF16_CTL. */
__device__ __forceinline__ static bool sc_bf16_kind(const sc_dev &g, int q) {
    return g.var == SC_BF16_CTL && (q == 2 || q == 3);
}

/* Per (b, element e), e fastest: row b's sum of e's chunk partials, c ascending
 * from 0 (the inner loop of sg_samu_reduce, as the CPU calls it). Computed as sg_samu_reduce over the
 * one row (B = 1) in the [1][C][n] view of the row's partials; its
 * `0 + row` equals row bit for bit (the row starts at +0, so it is never -0;
 * a NaN stays a NaN). SC_BF16_CTL, direction kinds: sg_samu_reduce_bf16 over
 * the one row, whose RN_bf16(0 + row) is likewise the row (already BF16). */
__global__ static void sc_red_rows(sc_dev g) {
    const int64_t i = sc_gid();
    if (i >= g.B * g.nred) return;
    const int64_t b = i / g.nred, M = g.M, C = g.C, D1 = g.D + 1;
    int64_t e = i % g.nred;
    /* row b of each kind's partials as a [1][C][n] array: base, n */
    const float *const base[SC_NKIND] = {g.dnu_p + b * M, g.dth_p + b * M, g.gwph_p + b * C * D1,
                                         g.gwrh_p + b * C * D1, g.gbph_p + b * C, g.gbr_p + b * C};
    const int64_t stride[SC_NKIND] = {g.nch, g.nch, D1, D1, 1, 1};
    const int64_t n[SC_NKIND] = {M, M, D1, D1, 1, 1};
    for (int q = 0; q < SC_NKIND; q++) {
        if (e < n[q]) {
            g.rows[i] = sc_bf16_kind(g, q) ? sg_samu_reduce_bf16(base[q], 1, C, stride[q], e)
                                           : sg_samu_reduce(base[q], 1, C, stride[q], e);
            return;
        }
        e -= n[q];
    }
}

/* Per element e: the rows b ascending from 0 (sg_samu_reduce's `total = total + row`),
 * sg_samu_reduce over the [B][1][nred] rows (SC_BF16_CTL, direction kinds:
 * sg_samu_reduce_bf16, the CPU's `total = RN_bf16(total + row)`), into dnu,
 * dtheta, g_phi, g_r and the amplitude sums. */
__global__ static void sc_red_total(sc_dev g) {
    const int64_t e0 = sc_gid();
    if (e0 >= g.nred) return;
    const int64_t M = g.M, D1 = g.D + 1;
    float *const dst[SC_NKIND] = {g.dnu, g.dtheta, g.gwph, g.gwrh, g.gb, g.gb + 1};
    const int64_t n[SC_NKIND] = {M, M, D1, D1, 1, 1};
    int64_t e = e0;
    for (int q = 0; q < SC_NKIND; q++) {
        if (e < n[q]) {
            dst[q][e] = sc_bf16_kind(g, q) ? sg_samu_reduce_bf16(g.rows, g.B, 1, g.nred, e0)
                                           : sg_samu_reduce(g.rows, g.B, 1, g.nred, e0);
            return;
        }
        e -= n[q];
    }
}

/* 1 block: the final formulas (the projections' w^.g k ascending, then per k).
 * SC_BF16_CTL: the projections in BF16 (sg_samu_dot_bf16, sg_samu_dw_bf16;
 * |w| and w^ the FP32 values the forward and dx use), as the CPU's finish(). */
__global__ static void sc_final(sc_dev g) {
    __shared__ float s_dp[2];
    const int64_t D1 = g.D + 1;
    const bool b16 = g.var == SC_BF16_CTL;
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

/* ---- host side ------------------------------------------------------------ */
static unsigned sc_blocks(int64_t n, int threads) { return (unsigned)((n + threads - 1) / threads); }

/* The chunk entries of every channel from the summaries in g.P and x0 from src
 * (z0 or dz_last) into entry: the grouped prefix's three levels (one launch
 * each) or the serial prefix. Returns the first launch error. */
static cudaError_t sc_prefix(const sc_dev &g, int grouped, const float *src, sg_cf *entry) {
    if (!grouped) {
        sc_prefix_serial<<<sc_blocks(g.nch, SC_CH_THREADS), SC_CH_THREADS>>>(g, src, entry);
        return cudaGetLastError();
    }
    sc_group_local<<<sc_blocks(g.NG * g.nch, SC_THREADS), SC_THREADS>>>(g);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    sc_group_outer<<<sc_blocks(g.nch, SC_CH_THREADS), SC_CH_THREADS>>>(g);
    if ((e = cudaGetLastError()) != cudaSuccess) return e;
    sc_group_entry<<<sc_blocks(g.C * g.nch, SC_THREADS), SC_THREADS>>>(g, src, entry);
    return cudaGetLastError();
}

/* The device buffers of one run: field, host source (NULL: none), bytes,
 * whether it is an output (poisoned) and whether this call needs it. */
struct sc_buf {
    void **field;
    const void *src;
    size_t n;
    int poison, need;
    const char *name;
};

/* The device time of this thread's last call (the rows' device_seconds). */
static thread_local double g_samuc_last_seconds = NAN;
static double samuc_device_seconds(void) { return g_samuc_last_seconds; }

/* One call of candidate var: SC_GD the grouped prefix both ways (as
 * cpu.samu_gd_grouped64), SC_BF16_CTL the serial prefix both ways (as
 * cpu.samu_bf16_ctl). */
static sg_status samuc_cuda(const sg_samu_problem *pb, sg_samu_outputs *out, sc_variant var, const char *row) {
    sg_status st = SG_OK;
    sc_dev g;
    memset(&g, 0, sizeof g);
    g.var = var;
    const int fwd_grouped = var == SC_GD, bwd_grouped = var == SC_GD;
    sg_dev_timer tm = {NULL, NULL};
    const int fwd_only = out->dx == NULL; /* sg_pass */
    const int bwd = !fwd_only, grouped = fwd_grouped || (bwd && bwd_grouped);
    double secs = NAN;
    g_samuc_last_seconds = NAN;
    void *bufs[48] = {NULL};
    int nb = 0;
    size_t total = 0;
    int64_t nbld = 0, nbl = 0, nbd = 0, nd1 = 0, nchc = 0, nchg = 0, nbcd1 = 0, nbc = 0;
    if (pb->B < 1 || pb->L < 1 || pb->D < 2 || pb->D % 2)
        return sg_fail(SG_E_SHAPE, "%s: needs B, L >= 1 and an even D >= 2 (B=%lld L=%lld D=%lld)", row,
                       (long long)pb->B, (long long)pb->L, (long long)pb->D);
    if ((st = sg_check_dims(row, pb->B, pb->L, pb->D)) != SG_OK) return st; /* before any product of them */
    g.B = pb->B;
    g.L = pb->L;
    g.D = pb->D;
    g.M = g.D / 2;
    g.C = (g.L + SG_SA_CHUNK - 1) / SG_SA_CHUNK;
    g.NG = sg_prefix_ngroups(g.C, SG_SA_GROUP);
    g.nch = g.B * g.M;
    g.nred = 2 * g.M + 2 * (g.D + 1) + 2;
    g.a_phi = pb->a_phi;
    g.a_r = pb->a_r;
    nbld = g.B * g.L * g.D;
    nbl = g.B * g.L;
    nbd = g.B * g.D;
    nd1 = g.D + 1;
    nchc = g.C * g.nch;
    nchg = g.NG * g.nch;
    nbcd1 = g.B * g.C * nd1;
    nbc = g.B * g.C;
    if ((nbld + SC_THREADS - 1) / SC_THREADS > INT32_MAX || (nbcd1 + SC_THREADS - 1) / SC_THREADS > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B*L*D = %lld too large for one launch", row, (long long)nbld);
    {
        const size_t f = sizeof(float), h = sizeof(uint16_t);
        const sc_buf list[] = {
            {(void **)&g.x, pb->x, (size_t)nbld * h, 0, 1, "x"},
            {(void **)&g.z0, pb->z0, (size_t)nbd * f, 0, 1, "z0"},
            {(void **)&g.segpos, pb->segpos, (size_t)nbl * sizeof(int32_t), 0, 1, "segpos"},
            {(void **)&g.w_phi, pb->w_phi, (size_t)nd1 * f, 0, 1, "w_phi"},
            {(void **)&g.w_r, pb->w_r, (size_t)nd1 * f, 0, 1, "w_r"},
            {(void **)&g.nu, pb->nu, (size_t)g.M * f, 0, 1, "nu"},
            {(void **)&g.theta, pb->theta, (size_t)g.M * f, 0, 1, "theta"},
            {(void **)&g.y, NULL, (size_t)nbld * h, 1, 1, "y"},
            {(void **)&g.z_last, NULL, (size_t)nbd * f, 1, 1, "z_last"},
            {(void **)&g.cst, NULL, sizeof(sc_consts), 0, 1, "consts"},
            {(void **)&g.wph, NULL, (size_t)nd1 * f, 0, 1, "w^_phi"},
            {(void **)&g.wrh, NULL, (size_t)nd1 * f, 0, 1, "w^_r"},
            {(void **)&g.cth, NULL, (size_t)g.M * f, 0, 1, "cos theta"},
            {(void **)&g.sth, NULL, (size_t)g.M * f, 0, 1, "sin theta"},
            {(void **)&g.tok, NULL, (size_t)nbl * sizeof(sg_samu_tok), 0, 1, "tokens"},
            {(void **)&g.gd, NULL, (size_t)nbc * sizeof(sg_samu_gd), 0, var == SC_GD, "chunk statistics"},
            {(void **)&g.P, NULL, (size_t)nchc * sizeof(sg_cpair), 0, 1, "chunk summaries"},
            {(void **)&g.zent, NULL, (size_t)nchc * sizeof(sg_cf), 0, 1, "forward entries"},
            {(void **)&g.Lw, NULL, (size_t)nchc * sizeof(sg_cpair), 0, grouped, "group-local prefixes"},
            {(void **)&g.Uw, NULL, (size_t)nchg * sizeof(sg_cpair), 0, grouped, "group summaries"},
            {(void **)&g.Ow, NULL, (size_t)nchg * sizeof(sg_cpair), 0, grouped, "group prefixes"},
            {(void **)&g.dy, pb->dy, (size_t)nbld * h, 0, bwd, "dy"},
            {(void **)&g.dz_last, pb->dz_last, (size_t)nbd * f, 0, bwd, "dz_last"},
            {(void **)&g.dx, NULL, (size_t)nbld * h, 1, bwd, "dx"},
            {(void **)&g.dz0, NULL, (size_t)nbd * f, 1, bwd, "dz0"},
            {(void **)&g.dw_phi, NULL, (size_t)nd1 * f, 1, bwd, "dw_phi"},
            {(void **)&g.dw_r, NULL, (size_t)nd1 * f, 1, bwd, "dw_r"},
            {(void **)&g.da_phi, NULL, f, 1, bwd, "da_phi"},
            {(void **)&g.da_r, NULL, f, 1, bwd, "da_r"},
            {(void **)&g.dnu, NULL, (size_t)g.M * f, 1, bwd, "dnu"},
            {(void **)&g.dtheta, NULL, (size_t)g.M * f, 1, bwd, "dtheta"},
            {(void **)&g.gent, NULL, (size_t)nchc * sizeof(sg_cf), 0, bwd, "reverse entries"},
            {(void **)&g.gx, NULL, (size_t)nbld * f, 0, bwd, "dx write path"},
            {(void **)&g.eterm, NULL, (size_t)(nbl * g.M) * f, 0, bwd, "Ebar terms"},
            {(void **)&g.dterm, NULL, (size_t)(nbl * g.M) * f, 0, bwd, "dbar terms"},
            {(void **)&g.ctl, NULL, (size_t)nbl * sizeof(sg_samu_ctl), 0, bwd, "controller backward"},
            {(void **)&g.dnu_p, NULL, (size_t)nchc * f, 0, bwd, "dnu partials"},
            {(void **)&g.dth_p, NULL, (size_t)nchc * f, 0, bwd, "dtheta partials"},
            {(void **)&g.gwph_p, NULL, (size_t)nbcd1 * f, 0, bwd, "w_phi partials"},
            {(void **)&g.gwrh_p, NULL, (size_t)nbcd1 * f, 0, bwd, "w_r partials"},
            {(void **)&g.gbph_p, NULL, (size_t)nbc * f, 0, bwd, "a_phi partials"},
            {(void **)&g.gbr_p, NULL, (size_t)nbc * f, 0, bwd, "a_r partials"},
            {(void **)&g.rows, NULL, (size_t)(g.B * g.nred) * f, 0, bwd, "reduction rows"},
            {(void **)&g.gwph, NULL, (size_t)nd1 * f, 0, bwd, "w_phi sums"},
            {(void **)&g.gwrh, NULL, (size_t)nd1 * f, 0, bwd, "w_r sums"},
            {(void **)&g.gb, NULL, 2 * f, 0, bwd, "amplitude sums"},
        };
        const int nlist = (int)(sizeof list / sizeof list[0]);
        static_assert(sizeof list / sizeof list[0] <= sizeof bufs / sizeof bufs[0], "bufs holds every device buffer");
        for (int k = 0; k < nlist; k++)
            if (list[k].need) total += list[k].n;
        for (int k = 0; k < nlist; k++) {
            if (!list[k].need) continue;
            const cudaError_t e = list[k].poison ? dev_alloc_poisoned(list[k].field, list[k].n)
                                                 : dev_alloc(list[k].field, list[k].src, list[k].n);
            if (*list[k].field) bufs[nb++] = *list[k].field;
            if (e != cudaSuccess) {
                st = sg_fail(sg_cuda_code(e),
                             "%s: device buffer '%s' (%zu bytes; %.2f GiB of device memory in all for B=%lld L=%lld "
                             "D=%lld) failed: %s",
                             row, list[k].name, list[k].n, (double)total / (1024.0 * 1024.0 * 1024.0),
                             (long long)g.B, (long long)g.L, (long long)g.D, cudaGetErrorString(e));
                goto done;
            }
        }
    }

#define SC_LAUNCH(kernel, n, ...)                                        \
    do {                                                                  \
        kernel<<<sc_blocks(n, SC_THREADS), SC_THREADS>>>(__VA_ARGS__);    \
        SG_CUDA_CHECK(cudaGetLastError());                                \
    } while (0)

    SG_CUDA_CHECK(sg_dev_timer_begin(&tm));
    sc_consts_k<<<1, 256>>>(g);
    SG_CUDA_CHECK(cudaGetLastError());
    SC_LAUNCH(sc_tokens, nbl, g);
    /* forward */
    if (var == SC_GD) SC_LAUNCH(sc_gd_stats, nbc, g);
    SC_LAUNCH(sc_fsumm, nchc, g);
    SG_CUDA_CHECK(sc_prefix(g, fwd_grouped, g.z0, g.zent));
    SC_LAUNCH(sc_freplay, nchc, g);
    if (bwd) { /* backward (sg_pass) */
        SC_LAUNCH(sc_bsumm, nchc, g);
        SG_CUDA_CHECK(sc_prefix(g, bwd_grouped, g.dz_last, g.gent));
        SC_LAUNCH(sc_breplay, nchc, g);
        sc_tok_bwd<<<sc_blocks(nbl, SC_TOK), SC_TOK>>>(g);
        SG_CUDA_CHECK(cudaGetLastError());
        SC_LAUNCH(sc_dx, nbld, g);
        SC_LAUNCH(sc_ctl_partials, nbcd1, g);
        SC_LAUNCH(sc_red_rows, g.B * g.nred, g);
        SC_LAUNCH(sc_red_total, g.nred, g);
        sc_final<<<1, 256>>>(g);
        SG_CUDA_CHECK(cudaGetLastError());
    }
    SG_CUDA_CHECK(sg_dev_timer_end(&tm, &secs));
    SG_CUDA_CHECK(cudaDeviceSynchronize());
#undef SC_LAUNCH

    SG_CUDA_CHECK(dev_copy_back(out->y, g.y, (size_t)nbld * sizeof(uint16_t)));
    SG_CUDA_CHECK(dev_copy_back(out->z_last, g.z_last, (size_t)nbd * sizeof(float)));
    if (bwd) {
        SG_CUDA_CHECK(dev_copy_back(out->dx, g.dx, (size_t)nbld * sizeof(uint16_t)));
        SG_CUDA_CHECK(dev_copy_back(out->dz0, g.dz0, (size_t)nbd * sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->dw_phi, g.dw_phi, (size_t)nd1 * sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->dw_r, g.dw_r, (size_t)nd1 * sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->da_phi, g.da_phi, sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->da_r, g.da_r, sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->dnu, g.dnu, (size_t)g.M * sizeof(float)));
        SG_CUDA_CHECK(dev_copy_back(out->dtheta, g.dtheta, (size_t)g.M * sizeof(float)));
    }
    g_samuc_last_seconds = secs;

done:
    sg_dev_timer_free(&tm);
    return sg_cuda_finish(bufs, nb, st);
}

static sg_status cuda_samu_gd_grouped64(SG_SAMU_PARAMS) {
    return samuc_cuda(pb, out, SC_GD, "cuda.samu_gd_grouped64");
}
static sg_status cuda_samu_bf16_ctl(SG_SAMU_PARAMS) { return samuc_cuda(pb, out, SC_BF16_CTL, "cuda.samu_bf16_ctl"); }

extern "C" int sg_kernels_row_cand_samu(const char *name, sg_backend *out) {
    sg_backend rows[2];
    memset(rows, 0, sizeof rows);
    rows[0].name = "cuda.samu_gd_grouped64";
    rows[0].algorithm = "refused candidate (compressed G/D + grouped K32), device twin of cpu.samu_gd_grouped64: "
                        "SAMU v2 structure (a thread per (b,m,chunk)), each chunk transition rebuilt from G_c = sum "
                        "E_t, D_c = sum d_t, K_c as exp(-nu G_c) e^{i(K_c theta + D_c)}, backward from the shifted "
                        "statistics, grouped (64) prefix fwd and bwd; FP32";
    rows[0].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_gd_grouped64;
    rows[0].group = SG_SA_GROUP;
    rows[1].name = "cuda.samu_bf16_ctl";
    rows[1].algorithm = "refused candidate (BF16 controller), device twin of cpu.samu_bf16_ctl: SAMU v2 structure "
                        "(a thread per (b,m,chunk)), serial entries; ub, vb rounded to BF16 before multiplying x, "
                        "dw_phi^/dw_r^ chunk partials, their cross-chunk reduction and the normalisation projection "
                        "rounded to BF16 at every operation";
    rows[1].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_bf16_ctl;
    rows[1].group = 0;
    for (int i = 0; i < 2; i++) {
        rows[i].kind = SG_BACKEND_CUDA;
        rows[i].available = cuda_available;
        rows[i].chunk = SG_SA_CHUNK;
        rows[i].forward_only = 1;
        rows[i].device_seconds = samuc_device_seconds;
    }
    return sg_backend_pick(rows, (int)(sizeof rows / sizeof rows[0]), name, out);
}
