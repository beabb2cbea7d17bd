/* samu_oracle_impl.h - internal to the SAMU oracle, shared by its three files:
 * samu_oracle.c (the entry points, validation and the driver of the stages),
 * samu_oracle_context.c (the evaluation context and the per-thread workspaces) and
 * samu_oracle_steps.c (the stages' arithmetic: tokens, mode forward and backward,
 * the token and channel reductions, the final formulas). The algorithm, its
 * summation orders and its error budget are described at the top of
 * samu_oracle.c; reference/EQUATIONS.md section 6 derives them. */
#ifndef SG_SAMU_ORACLE_IMPL_H
#define SG_SAMU_ORACLE_IMPL_H

#include "oracle_impl.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>

#define NQ 10
enum { Q_Y = 0, Q_ZLAST, Q_DX, Q_DWPHI, Q_DWR, Q_DAPHI, Q_DAR, Q_DNU, Q_DTHETA, Q_DZ0 };
/* 1/(4*1000^2): the clip threshold on 1 - rho^2, written as 4e6 (1 - rho^2) < 1;
 * when clipped 2 Dq = 2000 exactly. */
#define CLIP_MUL 4000000UL
#define CLIP_2DQ 2000L
#define MB SG_ORACLE_SAMU_MODE_BLOCK
#define CB 8 /* channels per block in the w sums */
#define CT 8 /* tokens per task when closing dx */
#define LN2 0.69314718055994530942

/* ---- small helpers (the same conventions as rglru_oracle.c) --------------- */
/* v = the BF16 value h, exactly (v has >= 8 bits). */
static inline void set_bf16(mpfr_ptr v, uint16_t h) {
    long mant, ex;
    sg_oracle_bf16_decode(h, &mant, &ex);
    mpfr_set_si_2exp(v, mant, ex, MPFR_RNDN);
}

/* |a + ib| for the magnitudes (a scale, so sqrt(a^2 + b^2) is accurate enough) */
static inline double mag2(double a, double b) { return sqrt(a * a + b * b); }

/* The stash: one MPFR number of precision p in 1 + ceil(p/64) 64-bit words,
 * word 0 = 16 * exponent + (kind + 8) (kind signed, as MPFR's custom interface
 * reports it), then the significand. A view is an mpfr_t whose significand is
 * the stash's own words, so writing through it stores the value in place. */
static inline void stash_view_out(mpfr_ptr v, uint64_t *slot, mpfr_prec_t prec) {
    mpfr_custom_init_set(v, MPFR_ZERO_KIND, 0, prec, slot + 1);
}
static inline void stash_close(uint64_t *slot, mpfr_srcptr v) {
    int kind = mpfr_custom_get_kind(v);
    int64_t ex = (kind == MPFR_REGULAR_KIND || kind == -MPFR_REGULAR_KIND) ? (int64_t)mpfr_custom_get_exp(v) : 0;
    slot[0] = (uint64_t)(ex * 16 + (int64_t)(kind + 8));
}
static inline void stash_view_in(mpfr_ptr v, uint64_t *slot, mpfr_prec_t prec) {
    int64_t h = (int64_t)slot[0];
    int64_t k8 = ((h % 16) + 16) % 16;
    int64_t ex = (h - k8) / 16;
    mpfr_custom_init_set(v, (int)(k8 - 8), (mpfr_exp_t)ex, prec, slot + 1);
}

/* ---- records ------------------------------------------------------------------ */
/* Per token (one batch row at a time). The doubles are the S model's
 * magnitudes (EQUATIONS.md section 6.3). The four numbers every mode-step
 * reads are mpfr_t fields; the eight others are compact numbers after them
 * (tslot(), stash format: 8 bytes of exponent and kind instead of a 32-byte
 * mpfr_t each), read and written through views. */
typedef struct {
    mpfr_t E, cd, sd, eps;            /* E, cos d, sin d, E - 1 = expm1(c) */
    double E_d, eps_d, d_abs, dd, dc; /* E, E - 1, |d|, delta_d, delta_c */
    double p_d, q_d, omp_d, ep, er, h_d, hp_d, qp_d; /* p, q, 1-p^2, eps_p, eps_r, h, |h'|, q' */
    double Sdb, Scb, Sub, Svb, db_abs, cb_abs;
    int reset;
} tok_rec;
/* the compact numbers: p, q, g^phi (1-p^2), g^r (1-r^2)^2/(1+r^2)^2; dbar, cbar, ubar, vbar (the backward) */
enum { TS_P = 0, TS_Q, TS_KP, TS_KR, TS_DB, TS_CB, TS_UB, TS_VB, TS_N };

/* Per mode-step of the mode being processed (per thread). */
typedef struct {
    mpfr_t lr, li; /* lambda_t */
    mpfr_t ar, ai; /* a_t = lambda_t z_{t-1} */
    mpfr_t er, ei; /* eta_t = a_t + J_t w_t, J = -2 rho^2 Dq */
    mpfr_t g;      /* gamma_t */
    mpfr_t zr, zi; /* z_t */
    double rho_d, gam_d, Jw_d, zabs, S, A, Bf;
} step_rec;

typedef struct {
    mpfr_t PE, Pd; /* sum over the block's modes of nu kappa and of phibar (prec + 64) */
    double SPE, SPd;
} part_rec;

typedef struct {
    mpfr_t cth, sth, nu;
    mpfr_t emn, rhon; /* expm1(-nu), exp(-nu) */
    double nu_d, th_abs;
} mode_rec;

typedef struct {
    mpfr_t anu, ath; /* sum E kappa, sum phibar over (b,t) (prec + 64) */
    double Snu, Sth;
} macc_rec;

/* Per mode, carried from token t to t-1 across segments by the backward:
 * conj(lambda_t) G_t (dz0 at t = 1) and the two terms it adds to SG_{t-1}. */
typedef struct {
    mpfr_t cr, ci;   /* Re, Im of conj(lambda_t) G_t, each one rounding of the sum of two rounded products */
    double cS1, cS2; /* rho_t SG_t, A_t rho_t |G_t| */
} carry_rec;

typedef struct {
    mpfr_t wp, wr; /* w-hat^phi_k, w-hat^r_k */
    double wp_abs, wr_abs;
} chw_rec;

typedef struct {
    mpfr_t ap, ar; /* sum ubar x~_k, sum vbar x~_k (prec + 64) */
    double Sap, Sar;
} chacc_rec;

/* Everything of one evaluation at one precision. */
typedef struct {
    mpfr_prec_t prec, pacc;
    int clip, fwd;
    int64_t B, L, D, M, nblk;
    int64_t K, nseg; /* segment length (SG_ORACLE_SAMU_SEGMENT, at most L) and segments per row */
    size_t slot;     /* stash words per number */
    mpfr_t nphi, nr, sqM, fphi, fr, accAp, accAr, sphi, sr; /* prec + 64 */
    mpfr_t gphi, gr, one, two;                              /* prec */
    double SaccAp, SaccAr, gphi_d, gr_d, nphi_d, nr_d, fphi_d, fr_d;
    sg_recarr tok, part, mode, macc, chw, chacc, carry;
    uint64_t *stash; /* [2][K][D]: W of two segments (the one whose dx is closed, the one being swept) */
    uint64_t *ckz;   /* [M][nseg][2]: z_{t0-1} at the start t0 of every segment of the current row */
    double *ckd;     /* [M][nseg][2]: |z_{t0-1}| and its S */
    size_t bytes;    /* MPFR working storage allocated (records, stashes, checkpoints) */
    size_t tsoff;    /* where a token record's compact numbers start */
    mpfr_t ifact[21]; /* 1/k!, k = 0..20, at prec (the expm1 series) */
    long *wm;        /* [2][D+1]: w^phi, w^r as integer significand (|.| < 2^24) ... */
    long *we;        /* ... times 2^exponent, exactly */
} ctx_t;

/* Token record tk's compact number f (TS_*). */
static inline uint64_t *tslot(const ctx_t *cx, const tok_rec *tk, int f) {
    return (uint64_t *)(uintptr_t)((const char *)tk + cx->tsoff) + (size_t)f * cx->slot;
}
/* v = a view of it, for reading */
static inline void tview(mpfr_ptr v, const ctx_t *cx, const tok_rec *tk, int f) {
    stash_view_in(v, tslot(cx, tk, f), cx->prec);
}

/* W of token t (in segment sg), element k; and the block's partial sums of token t:
 * two buffers, by the parity of the segment. */
static inline uint64_t *wslot(const ctx_t *cx, int64_t sg, int64_t t, int64_t k) {
    return cx->stash + (size_t)(((sg & 1) * cx->K + (t - sg * cx->K)) * cx->D + k) * cx->slot;
}
static inline part_rec *partrec(const ctx_t *cx, int64_t sg, int64_t blk, int64_t t) {
    return SG_REC(&cx->part, part_rec, ((sg & 1) * cx->nblk + blk) * cx->K + (t - sg * cx->K));
}

/* ---- per-thread workspace --------------------------------------------------------- */
typedef struct {
    mpfr_prec_t prec, pacc;
    int64_t L, D;
    sg_recarr steps;         /* [K]: one segment of one mode's sequence */
    mpfr_t t1, t2, Gr, Gi, arg, em, omr, rho, gam, rho2, J, cphi, sphi;
    mpfr_t zcr, zci;         /* the forward's state between segments: z_{t0-1} */
    mpfr_t dz0r, dz0i, kap, phb, dx, u, e, s, p2, om2, sx;
    mpfr_t xr, xi, dyr, dyi; /* BF16 values (exact), held at prec for MPFR's same-precision paths */
    mpfr_t fr, fi;           /* 32 bits: FP32 values exactly */
    mpfr_t cw;               /* prec + 32: 4e6 (1 - rho^2) exactly */
    mpfr_t acc, acc2, dot;   /* prec + 64 */
    mpfr_t *terms;           /* [D+1] at 32 bits: x_k w_k exactly */
    mpfr_ptr *tptr;
    double zabs_c, S_c, Sdz0;
    size_t bytes; /* this workspace's storage (its share of sg_oracle_samu_stats.work_bytes) */
    int64_t nsteps, resets, clipped, rho_series, rho_expm1, rho_exp;
} ws_t;

/* ---- the context and the workspaces (samu_oracle_context.c) ----------------------------- */
/* A context at precision prec for the problem (clip: the clipped derivative;
 * fwd: forward only, no backward buffers); freed by sg_so_ctx_free. */
void sg_so_ctx_init(ctx_t *cx, const sg_samu_problem *pb, mpfr_prec_t prec, int clip, int fwd);
void sg_so_ctx_free(ctx_t *cx);
/* One thread's workspace for the context's precision and sizes. */
ws_t *sg_so_ws_new(const ctx_t *cx);
void sg_so_ws_free(ws_t *w);
/* tanh(x) and 1 - tanh(x)^2 without cancellation (e, s: scratch). */
void sg_so_tanh_pair(mpfr_ptr t, mpfr_ptr om, mpfr_srcptr x, mpfr_ptr e, mpfr_ptr s);

/* ---- the stages (samu_oracle_steps.c) ----------------------------------------------------- */
/* Stage 1: token t of row b's controller into the token record. */
void sg_so_token(ctx_t *cx, ws_t *w, const sg_samu_problem *pb, int64_t b, int64_t t);
/* Stage 2: mode m of row b over segment sg, forward (segments ascending; emits
 * z_last into sk when non-NULL) and backward (segments descending; dx's S, dz0
 * into sk). sk is indexed by Q_*; y is emitted by whichever of the two finds a
 * sink for it in sk[Q_Y] (f64 non-NULL): the first forward for whole results,
 * the backward's recomputed forward of each segment when streamed (bitwise
 * the same values). Each sink's base offsets the element indices. */
void sg_so_mode_fwd_seg(ws_t *w, ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t sg,
                        const sg_oracle_sink *sk);
void sg_so_mode_bwd_seg(ws_t *w, ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t sg,
                        const sg_oracle_sink *sk);
/* Stage 3: token t of segment sg: the sums over mode blocks and the controller
 * backward; then (one thread) sum dbar p, sum cbar q over the row. */
void sg_so_post_tok(ctx_t *cx, ws_t *w, int64_t t, int64_t sg);
void sg_so_post_serial(ctx_t *cx);
/* dx_t[k] of token t (segment sg) into w->dx; returns its S increment. */
double sg_so_chan_dx(ctx_t *cx, ws_t *w, int64_t t, int64_t sg, int64_t k);
/* Stage 4: token t's terms of channel k's sums (k <= D). */
void sg_so_chan_sum(ctx_t *cx, ws_t *w, const sg_samu_problem *pb, int64_t b, int64_t t, int64_t k);
/* The final reductions: the projections' w-hat . sums, then quantity q's
 * element i into out (returns its S). */
void sg_so_final_prep(ctx_t *cx, const sg_samu_problem *pb);
double sg_so_final_value(const ctx_t *cx, const sg_samu_problem *pb, int q, int64_t i, mpfr_ptr out);

#endif
