/* samu_chunked.cu - CUDA kernels of the chunked SAMU scan (reference/EQUATIONS.md
 * sections 6 and 7), forward and backward, the GPU twins of the
 * CPU emulations in reference/samu_chunked.c.
 *
 * The op: per complex mode (b, m), M = D/2, z_t = lambda_t z_{t-1} + gamma_t w_t
 * (lambda = 0, gamma = 1 at a reset) from z0, with lambda, gamma from the
 * per-token controller (p = tanh(x~.w^_phi), r = tanh(x~.w^_r)); outputs y (bf16),
 * z_last; backward from dy and dz_last: dx (bf16), dz0, dw_phi, dw_r, da_phi,
 * da_r, dnu, dtheta. Every per-step, per-token and composition expression comes
 * from scan/sg_scan_ops.h (sg_samu_token, sg_samu_mode, sg_samu_pair,
 * sg_samu_bwd_mode, the parameter terms, sg_samu_ctl_bwd, sg_samu_dx,
 * sg_cpair_*, the prefix driver's levels sg_cprefix_serial, sg_cgroup_local,
 * sg_cgroup_outer, sg_cgroup_entry, sg_samu_reduce, sg_samu_da, sg_samu_dw), the code
 * the emulations also use, with the emulation's summation orders; the kernels
 * differ from the emulations only in the device libm (expf, expm1f, tanhf, cosf,
 * sinf: <= 1-2 ulp, not bitwise glibc), so kernel and emulation agree to a few
 * u32 S, not bit for bit.
 *
 * Numerics: device numerics revision 2 of scan/sg_scan_ops.h (rho and cos/sin theta
 * evaluated in double on the device; see there for what revision 1 showed).
 * Kernel layout 1 (rows of the backend table, row function
 * sg_kernels_row_samu, after the RG-LRU rows):
 *   cuda.samu_chunk32_serial     the algorithm of cpu.samu_chunk32_serial:
 *      32-step chunks of complex pairs (lambda, gamma w) per mode, entry
 *      states serially z_{c+1} = S_c(z_c), each chunk replayed from its entry;
 *   cuda.samu_chunk32_grouped64  cpu.samu_chunk32_grouped64: entries
 *      Q_c(z0), Q_c = L_c o O_g over groups of 64 chunks, forward and backward;
 *   cuda.samu_hybrid             cpu.samu_hybrid: serial forward entries,
 *      grouped (64) reverse prefix.
 * Kernels, in launch order (each thread writes only its own slots; no atomics;
 * every floating-point sum is one thread's sequential loop in the emulation's
 * order):
 *   samu_consts      1 block: |w_phi|, |w_r| (k ascending, sg_samu_dot), the
 *                    gains (sg_samu_gains); then w^ [D+1], cos/sin theta [M].
 *   samu_tokens      per (b,t): u = x~.w^_phi, v = x~.w^_r (k ascending, then the
 *                    constant entry), sg_samu_token -> tok.
 *   samu_fwd_summary per (b,c,m): S_c = T_e o ... o T_s -> P[ch][c] (ch = b M + m).
 *   prefix (fwd, x0 = z0): serial: per ch, entry[c] then z = P_c(z); grouped:
 *                    per (ch, group) sg_cgroup_local -> L, U; per ch
 *                    sg_cgroup_outer -> O; per (ch, c) Q_c = L_c o O_j applied to
 *                    x0 -> zent[ch][c].
 *   samu_fwd_replay  per (b,c,m): from zent, the canonical step -> y; z_last (last chunk).
 *   samu_bwd_summary per (b,c,m): R_s o ... o R_e of (conj(lambda_{t+1}), Y_t),
 *                    lambda_{L+1} = 1 -> P[ch][C-1-c] (application order).
 *   prefix (bwd, x0 = dz_last) -> gent[ch][k].
 *   samu_bwd_replay  per (b,c,m): forward states recomputed from zent, cotangents
 *                    from gent (t descending) -> write path gx [B,L,D], the
 *                    per-(b,t,m) terms Ebar, dbar (eterm, dterm [B][M][L]; none
 *                    at a reset), the chunk partials of dnu, dtheta (t descending
 *                    from 0; [B][C][M]), dz0 = conj(lambda_1) G_1 (chunk 0).
 *   samu_tok_bwd     per (b,t): Ebar_t, dbar_t summed m ascending from 0 (0 at a
 *                    reset: the emulation adds no term there), sg_samu_ctl_bwd -> ctl.
 *   samu_dx          per (b,t,k): dx = bf16(sg_samu_dx(gx, ctl, w^_phi[k], w^_r[k])).
 *   samu_ctl_partials per (b,c,k), k <= D: sum over the chunk's tokens, t
 *                    descending from 0, of ub x~_k, vb x~_k ([B][C][D+1]); thread
 *                    k = D also the amplitude sums dbar p, cbar q ([B][C]).
 *   samu_reduce      per element: sg_samu_reduce (per row the chunks ascending
 *                    from 0, then the rows ascending from 0) -> dnu, dtheta, g_phi,
 *                    g_r [D+1], the two amplitude sums.
 *   samu_final       1 block: w^.g (k ascending), sg_samu_da, sg_samu_dw -> da_*, dw_*.
 * samu_consts, samu_tokens, samu_dx, samu_ctl_partials and samu_final are
 * version 2's kernels too, written once in kernels/samu/samu_device.cuh
 * (sg_samu_k_consts, _tokens, _dx, _ctl_partials, _final), instantiated here
 * for sa_dev.
 * Scratch: channel-contiguous per ch for the prefix (the layout sg_cgroup_* take);
 * the largest buffers are gx (4 B L D bytes) and eterm, dterm (2 B L D bytes
 * each); at B = 8, L = 131072, D = 2048 the whole run holds about 37 GB of device
 * memory (inputs, outputs and scratch). Version 1 is the numerics baseline, not
 * a fast kernel (the token dot products and the per-channel prefix are one
 * thread each).
 *
 * Interface, poisoning and error handling as kernels/rglru/rglru_chunked.cu: host
 * pointers in and out, device outputs filled with 0xFF before the launches,
 * every CUDA call and launch checked (cudaGetLastError after each launch,
 * cudaDeviceSynchronize at the end), every buffer freed and, after a failure, the runtime's last error cleared on
 * every path (sg_cuda_finish). Build
 * flags (kernels/CMakeLists.txt): --fmad=false -prec-div=true -prec-sqrt=true
 * -ftz=false; never fast-math, never the __expf-style intrinsics.
 *
 * Run:
 *   scangate run --backend cuda.samu_chunk32_serial [--set ci]   (or _grouped64, cuda.samu_hybrid)
 *   ctest -L gpu --output-on-failure        (tests/test_gpu.c: oracle-judged,
 *                                             and against the CPU emulations)
 * Without a device the rows report "no CUDA device: ..." from available().
 */
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "samu_device.cuh" /* sg_samu_k_* (shared with version 2), sg_samu_d_*, the host helpers */

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#define SA_THREADS 128

/* ---- the device problem --------------------------------------------------- */
struct sa_dev {
    int64_t B, L, D, M, C, NG;
    float a_phi, a_r;
    const uint16_t *x, *dy;
    const float *z0, *dz_last, *w_phi, *w_r, *nu, *theta;
    const int32_t *segpos;
    uint16_t *y, *dx;
    float *z_last, *dz0, *dw_phi, *dw_r, *da_phi, *da_r, *dnu, *dtheta;
    /* scratch */
    sg_samu_consts *cst;
    float *wph, *wrh;        /* [D+1] normalised directions */
    float *cth, *sth;        /* [M] cos, sin theta */
    sg_samu_tok *tok;        /* [B*L] */
    sg_cpair *P, *Lw;        /* [B*M][C]: summaries (forward, then backward in application order), L_k */
    sg_cpair *Uw, *Ow;       /* [B*M][NG] */
    sg_cf *zent, *gent;      /* [B*M][C]: forward entries by chunk; backward entries in application order */
    float *gx;               /* [B*L*D] write path of dx */
    float *eterm, *dterm;    /* [B][M][L] Ebar and dbar terms */
    sg_samu_ctl *ctl;        /* [B*L] controller backward per token */
    float *dnu_p, *dth_p;    /* [B][C][M] */
    float *gwph_p, *gwrh_p;  /* [B][C][D+1] */
    float *gbph_p, *gbr_p;   /* [B][C] */
    float *gwph, *gwrh;      /* [D+1] reduced */
    float *gb;               /* [2] reduced amplitude sums */
};

/* Thread sg_gid() of a per-(b, chunk, mode) kernel, m fastest: its b, c, m and
 * its chunk's steps t0 <= t < t1; false for a thread past the last. */
__device__ __forceinline__ static bool sa_bcm(const sa_dev &g, int64_t *b, int64_t *c, int64_t *m, int64_t *t0,
                                              int64_t *t1) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.C * g.M) return false;
    const int64_t bc = i / g.M;
    *m = i % g.M;
    *b = bc / g.C;
    *c = bc % g.C;
    *t0 = *c * SG_SA_CHUNK;
    *t1 = *t0 + SG_SA_CHUNK < g.L ? *t0 + SG_SA_CHUNK : g.L;
    return true;
}

/* ---- forward -------------------------------------------------------------- */
/* Per (b,c,m), m fastest: the chunk summary S_c = T_e o ... o T_s. */
__global__ static void samu_fwd_summary(sa_dev g) {
    int64_t b, c, m, t0, t1;
    if (!sa_bcm(g, &b, &c, &m, &t0, &t1)) return;
    const int64_t M = g.M, C = g.C, L = g.L, D = g.D;
    sg_cpair S = sg_cpair_identity();
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        S = sg_cpair_compose(sg_samu_pair(&q, sg_samu_d_cval(g.x + (b * L + t) * D, M, m)), S);
    }
    g.P[(b * M + m) * C + c] = S;
}

/* Serial prefix, per channel ch = b M + m: entry[k] = x_k, x_{k+1} = P_k(x_k),
 * x_0 from src [B,D] (z0 or dz_last). */
__global__ static void samu_prefix_serial(sa_dev g, const float *src, sg_cf *entry) {
    const int64_t ch = sg_gid();
    if (ch >= g.B * g.M) return;
    const int64_t M = g.M, C = g.C, b = ch / M, m = ch % M;
    sg_cprefix_serial(g.P + ch * C, C, sg_cf_make(src[b * g.D + m], src[b * g.D + M + m]), entry + ch * C);
}

/* Grouped prefix, level 1, per (ch, group j): L_k of the group's chunks and U_j. */
__global__ static void samu_group_local(sa_dev g) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.M * g.NG) return;
    const int64_t C = g.C, G = SG_SA_GROUP, ch = i / g.NG, j = i % g.NG;
    g.Uw[ch * g.NG + j] = sg_cgroup_local(g.P + ch * C + j * G, (int)sg_prefix_group_len(C, G, j), g.Lw + ch * C + j * G);
}

/* Grouped prefix, level 2, per ch: O_j = U_{j-1} o ... o U_0. */
__global__ static void samu_group_outer(sa_dev g) {
    const int64_t ch = sg_gid();
    if (ch >= g.B * g.M) return;
    sg_cgroup_outer(g.Uw + ch * g.NG, (int)g.NG, g.Ow + ch * g.NG);
}

/* Grouped prefix, level 3, per (ch, k): entry[k] = (L_k o O_j)(x0). */
__global__ static void samu_group_apply(sa_dev g, const float *src, sg_cf *entry) {
    const int64_t i = sg_gid();
    if (i >= g.B * g.M * g.C) return;
    const int64_t M = g.M, C = g.C, ch = i / C, k = i % C, b = ch / M, m = ch % M;
    const int64_t j = k / SG_SA_GROUP;
    const sg_cf x0 = sg_cf_make(src[b * g.D + m], src[b * g.D + M + m]);
    entry[ch * C + k] = sg_cgroup_entry(g.Lw[ch * C + k], g.Ow[ch * g.NG + j], x0);
}

/* Per (b,c,m): the chunk replayed from its entry -> y; z_last from the last chunk. */
__global__ static void samu_fwd_replay(sa_dev g) {
    int64_t b, c, m, t0, t1;
    if (!sa_bcm(g, &b, &c, &m, &t0, &t1)) return;
    const int64_t M = g.M, C = g.C, L = g.L, D = g.D;
    sg_cf z = g.zent[(b * M + m) * C + c];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        z = sg_cpair_apply(sg_samu_pair(&q, sg_samu_d_cval(g.x + (b * L + t) * D, M, m)), z);
        g.y[(b * L + t) * D + m] = dev_f32_to_bf16(z.re);
        g.y[(b * L + t) * D + M + m] = dev_f32_to_bf16(z.im);
    }
    if (c == C - 1) {
        g.z_last[b * D + m] = z.re;
        g.z_last[b * D + M + m] = z.im;
    }
}

/* ---- backward ------------------------------------------------------------- */
/* Per (b,c,m): R_c = R_s o ... o R_e, R_t(G) = conj(lambda_{t+1}) G + Y_t
 * (lambda_{L+1} = 1), stored in application order (chunk C-1 first). */
__global__ static void samu_bwd_summary(sa_dev g) {
    int64_t b, c, m, t0, t1;
    if (!sa_bcm(g, &b, &c, &m, &t0, &t1)) return;
    const int64_t M = g.M, C = g.C, L = g.L, D = g.D;
    sg_cpair R = sg_cpair_identity();
    for (int64_t t = t1 - 1; t >= t0; t--) {
        sg_cf ln = sg_cf_make(1.0f, 0.0f);
        if (t + 1 < L) {
            const sg_samu_coef q = sg_samu_d_mode(g, b, t + 1, m);
            ln = sg_conj(q.lam);
        }
        R = sg_cpair_compose(sg_cpair_make(ln, sg_samu_d_cval(g.dy + (b * L + t) * D, M, m)), R);
    }
    g.P[(b * M + m) * C + (C - 1 - c)] = R;
}

/* Per (b,c,m): the chunk's forward states recomputed from its saved entry, then
 * t descending from the reverse entry G_{t1}: the write path gx, the Ebar/dbar
 * terms, the chunk's dnu/dtheta partials; dz0 at chunk 0. */
__global__ static void samu_bwd_replay(sa_dev g) {
    int64_t b, c, m, t0, t1;
    if (!sa_bcm(g, &b, &c, &m, &t0, &t1)) return;
    const int64_t M = g.M, C = g.C, L = g.L, D = g.D, ch = b * M + m;
    const float nu = g.nu[m];
    sg_cf zloc[SG_SA_CHUNK];
    sg_cf z = g.zent[ch * C + c];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        zloc[t - t0] = z;
        z = sg_cpair_apply(sg_samu_pair(&q, sg_samu_d_cval(g.x + (b * L + t) * D, M, m)), z);
    }
    sg_cf Gc = g.gent[ch * C + (C - 1 - c)]; /* G_{t1} */
    sg_cf ln = sg_cf_make(1.0f, 0.0f);
    if (t1 < L) {
        const sg_samu_coef q = sg_samu_d_mode(g, b, t1, m);
        ln = sg_conj(q.lam);
    }
    float dnu_acc = 0.0f, dth_acc = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const int64_t bt = b * L + t;
        const int reset = g.segpos[bt] == 0;
        const sg_samu_coef q = sg_samu_d_mode(g, b, t, m);
        Gc = sg_cpair_apply(sg_cpair_make(ln, sg_samu_d_cval(g.dy + bt * D, M, m)), Gc);
        ln = sg_conj(q.lam);
        float *gxt = g.gx + bt * D;
        if (reset) { /* gamma = 1, no parameter terms (samu_tok_bwd reads none here) */
            gxt[m] = Gc.re;
            gxt[M + m] = Gc.im;
            continue;
        }
        gxt[m] = q.gam * Gc.re;
        gxt[M + m] = q.gam * Gc.im;
        const sg_samu_bwd o = sg_samu_bwd_mode(&q, Gc, zloc[t - t0], sg_samu_d_cval(g.x + bt * D, M, m));
        dnu_acc = dnu_acc + sg_samu_dnu_term(&o, &q, &g.tok[bt]);
        dth_acc = dth_acc + o.pbar;
        g.eterm[ch * L + t] = sg_samu_ebar_term(&o, &q, nu);
        g.dterm[ch * L + t] = o.pbar;
    }
    if (c == 0) {
        const sg_cf g0 = sg_cmul(ln, Gc);
        g.dz0[b * D + m] = g0.re;
        g.dz0[b * D + M + m] = g0.im;
    }
    g.dnu_p[(b * C + c) * M + m] = dnu_acc;
    g.dth_p[(b * C + c) * M + m] = dth_acc;
}

/* Per (b,t): Ebar_t, dbar_t = the terms summed over m ascending from 0 (no terms
 * at a reset), then the controller backward of the token. */
__global__ static void samu_tok_bwd(sa_dev g) {
    const int64_t bt = sg_gid();
    if (bt >= g.B * g.L) return;
    const int64_t M = g.M, L = g.L, b = bt / L, t = bt % L;
    float ebar = 0.0f, dbar = 0.0f;
    if (g.segpos[bt] != 0)
        for (int64_t m = 0; m < M; m++) {
            ebar = ebar + g.eterm[(b * M + m) * L + t];
            dbar = dbar + g.dterm[(b * M + m) * L + t];
        }
    g.ctl[bt] = sg_samu_ctl_bwd(&g.tok[bt], ebar, dbar, g.cst->gn.gph, g.cst->gn.gr);
}

/* Per reduced element, in the order dnu [M], dtheta [M], g_phi [D+1], g_r [D+1],
 * the two amplitude sums: sg_samu_reduce over the [B][C][n] partials. */
__global__ static void samu_reduce(sa_dev g) {
    int64_t i = sg_gid();
    const int64_t M = g.M, D1 = g.D + 1;
    const float *const part[6] = {g.dnu_p, g.dth_p, g.gwph_p, g.gwrh_p, g.gbph_p, g.gbr_p};
    float *const dst[6] = {g.dnu, g.dtheta, g.gwph, g.gwrh, g.gb, g.gb + 1};
    const int64_t n[6] = {M, M, D1, D1, 1, 1};
    for (int q = 0; q < 6; q++) {
        if (i < n[q]) {
            dst[q][i] = sg_samu_reduce(part[q], g.B, g.C, n[q], i);
            return;
        }
        i -= n[q];
    }
}

/* ---- host side ------------------------------------------------------------ */
static unsigned sa_blocks(int64_t n) { return sg_cuda_blocks(n, SA_THREADS); }

/* The chunk entries of every channel from the summaries in g.P and x0 from src
 * (z0 or dz_last) into entry: the grouped prefix's three levels (one launch
 * each) or the serial prefix. Returns the first launch error. */
static cudaError_t launch_prefix(const sa_dev &g, int grouped, const float *src, sg_cf *entry) {
    const int64_t nch = g.B * g.M;
    if (!grouped) {
        samu_prefix_serial<<<sa_blocks(nch), SA_THREADS>>>(g, src, entry);
        return cudaGetLastError();
    }
    samu_group_local<<<sa_blocks(nch * g.NG), SA_THREADS>>>(g);
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) return e;
    samu_group_outer<<<sa_blocks(nch), SA_THREADS>>>(g);
    if ((e = cudaGetLastError()) != cudaSuccess) return e;
    samu_group_apply<<<sa_blocks(nch * g.C), SA_THREADS>>>(g, src, entry);
    return cudaGetLastError();
}

/* The device time of this thread's last call (the rows' device_seconds). */
static thread_local double g_last_seconds = NAN;
static double samu_device_seconds(void) { return g_last_seconds; }

static sg_status samu_cuda(const sg_samu_problem *pb, sg_samu_outputs *out, int fwd_grouped, int bwd_grouped,
                           const char *row) {
    sg_status st = SG_OK;
    sa_dev g;
    memset(&g, 0, sizeof g);
    sg_dev_timer tm = {NULL, NULL};
    const int fwd_only = out->dx == NULL; /* sg_pass */
    double secs = NAN;
    g_last_seconds = NAN;
    void *bufs[48] = {NULL};
    int nb = 0;
    int64_t nbld = 0, nbl = 0, nbd = 0, nd1 = 0, nchc = 0, nchg = 0, nbcm = 0, nbcd1 = 0, nbc = 0, nred = 0;
    if ((st = sg_samu_check_shape(pb, row)) != SG_OK) return st;
    g.B = pb->B;
    g.L = pb->L;
    g.D = pb->D;
    g.M = g.D / 2;
    g.C = (g.L + SG_SA_CHUNK - 1) / SG_SA_CHUNK;
    g.NG = (g.C + SG_SA_GROUP - 1) / SG_SA_GROUP;
    g.a_phi = pb->a_phi;
    g.a_r = pb->a_r;
    nbld = g.B * g.L * g.D;
    nbl = g.B * g.L;
    nbd = g.B * g.D;
    nd1 = g.D + 1;
    nchc = g.B * g.M * g.C;
    nchg = g.B * g.M * g.NG;
    nbcm = g.B * g.C * g.M;
    nbcd1 = g.B * g.C * nd1;
    nbc = g.B * g.C;
    nred = 2 * g.M + 2 * nd1 + 2;
    if ((nbld + SA_THREADS - 1) / SA_THREADS > INT32_MAX || (nbcd1 + SA_THREADS - 1) / SA_THREADS > INT32_MAX)
        return sg_fail(SG_E_SHAPE, "%s: B*L*D = %lld too large for one launch", row, (long long)nbld);
    {
        const size_t f = sizeof(float), h = sizeof(uint16_t);
        const sg_dev_buf list[] = {
            {(void **)&g.x, pb->x, (size_t)nbld * h, 0, "x"},
            {(void **)&g.dy, pb->dy, (size_t)nbld * h, 0, "dy"},
            {(void **)&g.z0, pb->z0, (size_t)nbd * f, 0, "z0"},
            {(void **)&g.dz_last, pb->dz_last, (size_t)nbd * f, 0, "dz_last"},
            {(void **)&g.segpos, pb->segpos, (size_t)nbl * sizeof(int32_t), 0, "segpos"},
            {(void **)&g.w_phi, pb->w_phi, (size_t)nd1 * f, 0, "w_phi"},
            {(void **)&g.w_r, pb->w_r, (size_t)nd1 * f, 0, "w_r"},
            {(void **)&g.nu, pb->nu, (size_t)g.M * f, 0, "nu"},
            {(void **)&g.theta, pb->theta, (size_t)g.M * f, 0, "theta"},
            {(void **)&g.y, NULL, (size_t)nbld * h, 1, "y"},
            {(void **)&g.dx, NULL, (size_t)nbld * h, 1, "dx"},
            {(void **)&g.z_last, NULL, (size_t)nbd * f, 1, "z_last"},
            {(void **)&g.dz0, NULL, (size_t)nbd * f, 1, "dz0"},
            {(void **)&g.dw_phi, NULL, (size_t)nd1 * f, 1, "dw_phi"},
            {(void **)&g.dw_r, NULL, (size_t)nd1 * f, 1, "dw_r"},
            {(void **)&g.da_phi, NULL, f, 1, "da_phi"},
            {(void **)&g.da_r, NULL, f, 1, "da_r"},
            {(void **)&g.dnu, NULL, (size_t)g.M * f, 1, "dnu"},
            {(void **)&g.dtheta, NULL, (size_t)g.M * f, 1, "dtheta"},
            {(void **)&g.cst, NULL, sizeof(sg_samu_consts), 0, "consts"},
            {(void **)&g.wph, NULL, (size_t)nd1 * f, 0, "w^_phi"},
            {(void **)&g.wrh, NULL, (size_t)nd1 * f, 0, "w^_r"},
            {(void **)&g.cth, NULL, (size_t)g.M * f, 0, "cos theta"},
            {(void **)&g.sth, NULL, (size_t)g.M * f, 0, "sin theta"},
            {(void **)&g.tok, NULL, (size_t)nbl * sizeof(sg_samu_tok), 0, "tokens"},
            {(void **)&g.P, NULL, (size_t)nchc * sizeof(sg_cpair), 0, "chunk summaries"},
            {(void **)&g.Lw, NULL, (size_t)nchc * sizeof(sg_cpair), 0, "group-local prefixes"},
            {(void **)&g.Uw, NULL, (size_t)nchg * sizeof(sg_cpair), 0, "group summaries"},
            {(void **)&g.Ow, NULL, (size_t)nchg * sizeof(sg_cpair), 0, "group prefixes"},
            {(void **)&g.zent, NULL, (size_t)nchc * sizeof(sg_cf), 0, "forward entries"},
            {(void **)&g.gent, NULL, (size_t)nchc * sizeof(sg_cf), 0, "reverse entries"},
            {(void **)&g.gx, NULL, (size_t)nbld * f, 0, "dx write path"},
            {(void **)&g.eterm, NULL, (size_t)(nbl * g.M) * f, 0, "Ebar terms"},
            {(void **)&g.dterm, NULL, (size_t)(nbl * g.M) * f, 0, "dbar terms"},
            {(void **)&g.ctl, NULL, (size_t)nbl * sizeof(sg_samu_ctl), 0, "controller backward"},
            {(void **)&g.dnu_p, NULL, (size_t)nbcm * f, 0, "dnu partials"},
            {(void **)&g.dth_p, NULL, (size_t)nbcm * f, 0, "dtheta partials"},
            {(void **)&g.gwph_p, NULL, (size_t)nbcd1 * f, 0, "w_phi partials"},
            {(void **)&g.gwrh_p, NULL, (size_t)nbcd1 * f, 0, "w_r partials"},
            {(void **)&g.gbph_p, NULL, (size_t)nbc * f, 0, "a_phi partials"},
            {(void **)&g.gbr_p, NULL, (size_t)nbc * f, 0, "a_r partials"},
            {(void **)&g.gwph, NULL, (size_t)nd1 * f, 0, "w_phi sums"},
            {(void **)&g.gwrh, NULL, (size_t)nd1 * f, 0, "w_r sums"},
            {(void **)&g.gb, NULL, 2 * f, 0, "amplitude sums"},
        };
        const int nl = (int)(sizeof list / sizeof list[0]);
        static_assert(sizeof list / sizeof list[0] <= sizeof bufs / sizeof bufs[0], "bufs holds every device buffer");
        if ((st = sg_dev_alloc_list(list, nl, bufs, &nb, row, g.B, g.L, g.D)) != SG_OK) goto done;
    }

#define SA_LAUNCH(kernel, n, ...)                                                  \
    do {                                                                           \
        kernel<<<sa_blocks(n), SA_THREADS>>>(__VA_ARGS__);                         \
        SG_CUDA_CHECK(cudaGetLastError());                                         \
    } while (0)

    SG_CUDA_CHECK(sg_dev_timer_begin(&tm));
    sg_samu_k_consts<<<1, 256>>>(g);
    SG_CUDA_CHECK(cudaGetLastError());
    SA_LAUNCH(sg_samu_k_tokens, nbl, g);
    /* forward */
    SA_LAUNCH(samu_fwd_summary, nbcm, g);
    SG_CUDA_CHECK(launch_prefix(g, fwd_grouped, g.z0, g.zent));
    SA_LAUNCH(samu_fwd_replay, nbcm, g);
    if (!fwd_only) { /* backward (sg_pass) */
        SA_LAUNCH(samu_bwd_summary, nbcm, g);
        SG_CUDA_CHECK(launch_prefix(g, bwd_grouped, g.dz_last, g.gent));
        SA_LAUNCH(samu_bwd_replay, nbcm, g);
        SA_LAUNCH(samu_tok_bwd, nbl, g);
        SA_LAUNCH(sg_samu_k_dx, nbld, g);
        SA_LAUNCH(sg_samu_k_ctl_partials, nbcd1, g);
        SA_LAUNCH(samu_reduce, nred, g);
        sg_samu_k_final<<<1, 256>>>(g);
        SG_CUDA_CHECK(cudaGetLastError());
    }
    SG_CUDA_CHECK(sg_dev_timer_end(&tm, &secs));
    SG_CUDA_CHECK(cudaDeviceSynchronize());
#undef SA_LAUNCH

    SG_CUDA_CHECK(sg_samu_copy_out(g, out, 1)); /* a NULL output (sg_pass) copies nothing */
    g_last_seconds = secs;

done:
    sg_dev_timer_free(&tm);
    return sg_cuda_finish(bufs, nb, st);
}

static sg_status cuda_samu_chunk32_serial(SG_SAMU_PARAMS) {
    return samu_cuda(pb, out, 0, 0, "cuda.samu_chunk32_serial");
}
static sg_status cuda_samu_chunk32_grouped64(SG_SAMU_PARAMS) {
    return samu_cuda(pb, out, 1, 1, "cuda.samu_chunk32_grouped64");
}
static sg_status cuda_samu_hybrid(SG_SAMU_PARAMS) { return samu_cuda(pb, out, 0, 1, "cuda.samu_hybrid"); }

extern "C" int sg_kernels_row_samu(const char *name, sg_backend *out) {
    sg_backend rows[3];
    memset(rows, 0, sizeof rows);
    rows[0].name = "cuda.samu_chunk32_serial";
    rows[0].algorithm = "SAMU CUDA v1: 32-step complex chunk summaries per (b,m), serial chunk entries, replay; FP32";
    rows[0].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_chunk32_serial;
    rows[1].name = "cuda.samu_chunk32_grouped64";
    rows[1].algorithm = "SAMU CUDA v1: 32-step chunks, entries Q_c = L_c o O_g over groups of 64 chunks (fwd and bwd); FP32";
    rows[1].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_chunk32_grouped64;
    rows[2].name = "cuda.samu_hybrid";
    rows[2].algorithm = "SAMU CUDA v1 very-long path: serial forward chunk entries, grouped (64) reverse prefix; FP32";
    rows[2].impl[SG_MODEL_SAMU] = (sg_impl_fn)cuda_samu_hybrid;
    for (int i = 0; i < 3; i++) {
        rows[i].kind = SG_BACKEND_CUDA;
        rows[i].available = cuda_available;
        rows[i].chunk = SG_SA_CHUNK;
        rows[i].group = i == 0 ? 0 : SG_SA_GROUP;
        rows[i].forward_only = 1;
        rows[i].device_seconds = samu_device_seconds;
    }
    return sg_backend_pick(rows, (int)(sizeof rows / sizeof rows[0]), name, out);
}
