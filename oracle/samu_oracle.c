/* samu_oracle.c - the exact SAMU core (reference/EQUATIONS.md section 6): forward
 * and backward in MPFR at a stated precision from the stored BF16/FP32 inputs,
 * the magnitude recurrences S beside every value and an optional
 * self-certification at a higher precision. (The straight-evaluation loss of
 * the finite-difference tests is test support: tests/support/oracle_loss.c.)
 *
 * version 2 (this file; the results are bitwise those of version 1, which
 * kept W below in a [L][D] stash per row): per batch row b (OpenMP threads
 * share each stage; K = SG_ORACLE_SAMU_SEGMENT tokens make a segment):
 *   1. tokens (parallel over t): the controller u = x~.w^phi, v = x~.w^r
 *      (exact dot products: every term x_k w_k is exact in 32 bits and
 *      mpfr_sum rounds their sum once), p, r, q, d, c, E = exp(c),
 *      cos d, sin d, and the constants of the controller backward;
 *   2. modes forward (parallel over fixed blocks of SG_ORACLE_SAMU_MODE_BLOCK
 *      modes, the modes of a block in ascending order): per mode t = 1..L,
 *      emitting y and z_last, a segment at a time, recording the state
 *      z_{t0-1} each segment starts from (its checkpoint, with |z| and S);
 *   3. the backward, segment by segment from the last, in phases separated by
 *      barriers; the phase of segment s holds, as tasks shared by the threads,
 *      (a) per block (modes ascending) per mode: the segment's forward
 *          recomputed from its checkpoint (the same operations on the same
 *          operands, so bitwise the first forward's steps), then t = t1..t0:
 *          G_t from the carried conj(lambda_{t+1}) G_{t+1}, W = gamma G (the
 *          direct part of dx) into the segment's stash, kappa and phibar into
 *          the mode's sums (dnu, dtheta) and the block's per-token partial
 *          sums, and conj(lambda_t) G_t carried on (dz0 after t = 1);
 *      (b) per group of CT tokens of segment s + 1 (swept in the phase
 *          before): the block partial sums added in block order (so the
 *          result does not depend on how blocks were spread over threads),
 *          cbar, dbar, ubar, vbar, then dx_t[k] = W + ubar w^phi_k + vbar w^r_k
 *          for every k;
 *      (a) and (b) use different buffers (two, by the parity of the segment);
 *   4. channels (parallel over blocks of 8 channels k = 0..D, t ascending):
 *      sum_t ubar x~_k, sum_t vbar x~_k for dw^phi, dw^r; one thread adds
 *      sum dbar p, sum cbar q in t order.
 *   After the last row one thread forms dw, da, dnu, dtheta.
 * Per mode-step only rho = exp(-nu E) is a new transcendental: cos/sin(theta + d)
 * come from per-mode cos theta, sin theta and per-token cos d, sin d by the
 * addition formulas, and 1 - rho^2 comes from the same exponential: when
 * rho^2 >= 1/2, em = expm1(-nu E), rho = 1 + em, 1 - rho^2 = -em (2 + em)
 * (no cancellation), with em = expm1(-nu) + e^-nu expm1(-nu (E-1)) and the
 * small expm1 by a short Taylor series (rho_em); otherwise rho = exp(-nu E),
 * 1 - rho^2 >= 1/2 directly.
 * Every sum whose order could depend on the thread count or the segments is in
 * a fixed order (per mode t descending; per token the blocks in order; per
 * channel and for da t ascending), so results (S included) are bitwise
 * independent of them.
 *
 * Speed (2-core AMD EPYC, 128 bits, 1 thread, D = 256, L = 2048 or 8192, an
 * otherwise idle machine): ~3.5 us per mode-step forward + backward (forward
 * alone ~1.25), of which tokens ~0.15, modes ~2.9 (the recomputed forward
 * ~0.9 of it), channels ~0.45. History: 4.3 us with MPFR's expm1 per step and
 * an [L][D] stash; the series for expm1(-nu (E-1)) saved ~1 us, the
 * channel-major stash ~0.25 us, the exact x_k w_k terms built in one
 * operation ~0.1 us, operands kept at the working precision (MPFR's
 * same-precision paths) ~0.2 us (2.6-2.9 us); version 2's recomputed forward
 * costs ~1 us, of which adding 1 and 2 as numbers held at prec rather than
 * by mpfr_add_ui, and deciding the clip from the exponent outside the binade
 * of 1/(4*1000^2), gave ~0.15 us back (the same results: correctly rounded
 * sums, an exact decision).
 *
 * Memory (EQUATIONS.md 6.4 gives the bound): beside the inputs and results,
 * per row: one record per token (O(L): the four numbers every mode-step
 * reads as mpfr_t, eight more as compact numbers), one checkpoint per mode
 * and segment (O(M L / K)); per segment, twice: the stash of W (one compact
 * number per element of K tokens) and the blocks' partial sums; per thread:
 * one segment of one mode's sequence (9 numbers per step). No buffer spans a
 * row's [L, D] elements, and none holds every MPFR value of the case;
 * sg_oracle_samu_stats.work_bytes reports the total.
 *
 * Error budget (the certification measures it rather than trusting this):
 * every per-token and per-mode constant is a short chain of correctly rounded
 * operations (a few ulps); each recurrence step adds a few ulps relative to its
 * terms, propagated with the factor |lambda| <= 1; sums over modes, (b,t) and
 * channels are accumulated at prec + 64 bits.
 */
#include "sg_oracle.h"
#include "oracle_impl.h"

#include <math.h>
#include <omp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NQ 10
enum { Q_Y = 0, Q_ZLAST, Q_DX, Q_DWPHI, Q_DWR, Q_DAPHI, Q_DAR, Q_DNU, Q_DTHETA, Q_DZ0 };
static const char *const qnames[NQ] = {"y",    "z_last", "dx",  "dw_phi", "dw_r",
                                       "da_phi", "da_r", "dnu", "dtheta", "dz0"};

/* 1/(4*1000^2): the clip threshold on 1 - rho^2, written as 4e6 (1 - rho^2) < 1;
 * when clipped 2 Dq = 2000 exactly. */
#define CLIP_MUL 4000000UL
#define CLIP_2DQ 2000L
#define MB SG_ORACLE_SAMU_MODE_BLOCK
#define CB 8 /* channels per block in the w sums */
#define CT 8 /* tokens per task when closing dx */
#define LN2 0.69314718055994530942

/* ---- small helpers (the same conventions as rglru_oracle.c) --------------- */
static inline void bf16_decode(uint16_t h, long *mant, long *ex) {
    long e = (long)((h >> 7) & 0xffu);
    long f = (long)(h & 0x7fu);
    if (e == 0) {
        *mant = f;
        *ex = -133;
    } else {
        *mant = f | 0x80;
        *ex = e - 134;
    }
    if (h & 0x8000u) *mant = -*mant;
}

/* v = the BF16 value h, exactly (v has >= 8 bits). */
static inline void set_bf16(mpfr_ptr v, uint16_t h) {
    long mant, ex;
    bf16_decode(h, &mant, &ex);
    mpfr_set_si_2exp(v, mant, ex, MPFR_RNDN);
}

static inline double bf16_abs_d(uint16_t h) { return fabs((double)sg_bf16_to_f32(h)); }

/* |a + ib| for the magnitudes (a scale, so sqrt(a^2 + b^2) is accurate enough) */
static inline double mag2(double a, double b) { return sqrt(a * a + b * b); }

static inline size_t rec_round(size_t n) { return (n + 15u) & ~(size_t)15u; }

static inline void cust_init(mpfr_ptr x, void *limbs, mpfr_prec_t prec) {
    mpfr_custom_init(limbs, prec);
    mpfr_custom_init_set(x, MPFR_ZERO_KIND, 0, prec, limbs);
}

/* Arrays of records: a struct holding nf mpfr_t fields (at the given offsets)
 * and doubles, its nf significands right after it (MPFR's custom interface),
 * so one record is a few adjacent cache lines. */
typedef struct {
    char *base;
    size_t stride, bytes;
} recarr;

#define REC(r, T, k) ((T *)(void *)((r)->base + (size_t)(k) * (r)->stride))

static void recarr_init_x(recarr *r, int64_t n, size_t hdr, const size_t *off, int nf, mpfr_prec_t prec,
                          size_t extra) {
    size_t lb = mpfr_custom_get_size(prec), h = rec_round(hdr);
    r->stride = rec_round(h + (size_t)nf * lb + extra);
    r->base = sg_xcalloc((size_t)(n > 0 ? n : 1), r->stride);
    sg_mul_size((size_t)(n > 0 ? n : 1), r->stride, &r->bytes); /* fits: calloc of that product succeeded */
    for (int64_t k = 0; k < n; k++) {
        char *rec = r->base + (size_t)k * r->stride;
        for (int j = 0; j < nf; j++) cust_init((mpfr_ptr)(void *)(rec + off[j]), rec + h + (size_t)j * lb, prec);
    }
}

/* nf mpfr_t fields, nothing after their significands */
static void recarr_init(recarr *r, int64_t n, size_t hdr, const size_t *off, int nf, mpfr_prec_t prec) {
    recarr_init_x(r, n, hdr, off, nf, prec, 0);
}

static void recarr_free(recarr *r) {
    free(r->base);
    r->base = NULL;
}

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

/* tanh(x) and 1 - tanh(x)^2, both without cancellation: with a = 2|x|,
 * e = exp(-a) when a > ln 2 (then tanh|x| = (1-e)/(1+e), 1 - tanh^2 = 4e/(1+e)^2,
 * 1 - e > 1/2), else em = expm1(-a) in (-1/2, 0] (tanh|x| = -em/(2+em),
 * 1 - tanh^2 = 4(1+em)/(2+em)^2). e, s: scratch. */
static void tanh_pair(mpfr_ptr t, mpfr_ptr om, mpfr_srcptr x, mpfr_ptr e, mpfr_ptr s) {
    const int neg = mpfr_signbit(x) != 0;
    mpfr_abs(e, x, MPFR_RNDN);
    mpfr_mul_2ui(e, e, 1, MPFR_RNDN);
    if (mpfr_cmp_d(e, LN2) > 0) {
        mpfr_neg(e, e, MPFR_RNDN);
        mpfr_exp(e, e, MPFR_RNDN);       /* e = exp(-2|x|) < 1/2 */
        mpfr_add_ui(s, e, 1, MPFR_RNDN); /* 1 + e */
        mpfr_div(om, e, s, MPFR_RNDN);
        mpfr_div(om, om, s, MPFR_RNDN);
        mpfr_mul_2ui(om, om, 2, MPFR_RNDN);
        mpfr_ui_sub(e, 1, e, MPFR_RNDN);
        mpfr_div(t, e, s, MPFR_RNDN);
    } else {
        mpfr_neg(e, e, MPFR_RNDN);
        mpfr_expm1(e, e, MPFR_RNDN);     /* em */
        mpfr_add_ui(s, e, 2, MPFR_RNDN); /* 2 + em */
        mpfr_add_ui(om, e, 1, MPFR_RNDN);
        mpfr_div(om, om, s, MPFR_RNDN);
        mpfr_div(om, om, s, MPFR_RNDN);
        mpfr_mul_2ui(om, om, 2, MPFR_RNDN);
        mpfr_neg(e, e, MPFR_RNDN);
        mpfr_div(t, e, s, MPFR_RNDN);
    }
    if (neg) mpfr_neg(t, t, MPFR_RNDN);
}

/* ---- result sinks ------------------------------------------------------------ */
typedef struct {
    double *f64;
    uint16_t *bf;
    float *f32;
    double *S;
    mpfr_t *mp; /* optional exact values (tests) */
} qsink;

static inline void emit(const qsink *q, int64_t i, mpfr_srcptr v, double vd, double S) {
    if (mpfr_zero_p(v)) { /* exact zero: +0 */
        q->f64[i] = 0.0;
        q->bf[i] = 0;
        q->f32[i] = 0.0f;
    } else {
        q->f64[i] = vd; /* mpfr_get_d(v, MPFR_RNDN) */
        sg_mpfr_to_bf16_f32(v, &q->bf[i], &q->f32[i]);
    }
    q->S[i] = S;
    if (q->mp) mpfr_set(q->mp[i], v, MPFR_RNDN);
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
static const size_t tok_off[4] = {offsetof(tok_rec, E), offsetof(tok_rec, cd), offsetof(tok_rec, sd),
                                  offsetof(tok_rec, eps)};
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
static const size_t step_off[9] = {offsetof(step_rec, lr), offsetof(step_rec, li), offsetof(step_rec, ar),
                                   offsetof(step_rec, ai), offsetof(step_rec, er), offsetof(step_rec, ei),
                                   offsetof(step_rec, g),  offsetof(step_rec, zr), offsetof(step_rec, zi)};

typedef struct {
    mpfr_t PE, Pd; /* sum over the block's modes of nu kappa and of phibar (prec + 64) */
    double SPE, SPd;
} part_rec;
static const size_t part_off[2] = {offsetof(part_rec, PE), offsetof(part_rec, Pd)};

typedef struct {
    mpfr_t cth, sth, nu;
    mpfr_t emn, rhon; /* expm1(-nu), exp(-nu) */
    double nu_d, th_abs;
} mode_rec;
static const size_t mode_off[5] = {offsetof(mode_rec, cth), offsetof(mode_rec, sth), offsetof(mode_rec, nu),
                                   offsetof(mode_rec, emn), offsetof(mode_rec, rhon)};

typedef struct {
    mpfr_t anu, ath; /* sum E kappa, sum phibar over (b,t) (prec + 64) */
    double Snu, Sth;
} macc_rec;
static const size_t macc_off[2] = {offsetof(macc_rec, anu), offsetof(macc_rec, ath)};

/* Per mode, carried from token t to t-1 across segments by the backward:
 * conj(lambda_t) G_t (dz0 at t = 1) and the two terms it adds to SG_{t-1}. */
typedef struct {
    mpfr_t cr, ci;   /* Re, Im of conj(lambda_t) G_t, each one rounding of the sum of two rounded products */
    double cS1, cS2; /* rho_t SG_t, A_t rho_t |G_t| */
} carry_rec;
static const size_t carry_off[2] = {offsetof(carry_rec, cr), offsetof(carry_rec, ci)};

typedef struct {
    mpfr_t wp, wr; /* w-hat^phi_k, w-hat^r_k */
    double wp_abs, wr_abs;
} chw_rec;
static const size_t chw_off[2] = {offsetof(chw_rec, wp), offsetof(chw_rec, wr)};

typedef struct {
    mpfr_t ap, ar; /* sum ubar x~_k, sum vbar x~_k (prec + 64) */
    double Sap, Sar;
} chacc_rec;
static const size_t chacc_off[2] = {offsetof(chacc_rec, ap), offsetof(chacc_rec, ar)};

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
    recarr tok, part, mode, macc, chw, chacc, carry;
    uint64_t *stash; /* [2][K][D]: W of two segments (the one whose dx is closed, the one being swept) */
    uint64_t *ckz;   /* [M][nseg][2]: z_{t0-1} at the start t0 of every segment of the current row */
    double *ckd;     /* [M][nseg][2]: |z_{t0-1}| and its S */
    size_t bytes;    /* MPFR working storage allocated (records, stashes, checkpoints) */
    size_t tsoff;    /* where a token record's compact numbers start */
    mpfr_t ifact[21]; /* 1/k!, k = 0..20, at prec (the expm1 series) */
    long *wm;        /* [2][D+1]: w^phi, w^r as integer significand (|.| < 2^24) ... */
    long *we;        /* ... times 2^exponent, exactly */
} ctx_t;

static void ctx_init(ctx_t *cx, const sg_samu_problem *pb, mpfr_prec_t prec, int clip, int fwd) {
    memset(cx, 0, sizeof *cx);
    cx->prec = prec;
    cx->pacc = prec + 64;
    cx->clip = clip;
    cx->fwd = fwd;
    cx->B = pb->B;
    cx->L = pb->L;
    cx->D = pb->D;
    cx->M = pb->D / 2;
    cx->nblk = (cx->M + MB - 1) / MB;
    cx->K = pb->L < SG_ORACLE_SAMU_SEGMENT ? pb->L : SG_ORACLE_SAMU_SEGMENT;
    cx->nseg = (pb->L + cx->K - 1) / cx->K;
    cx->slot = 1 + mpfr_custom_get_size(prec) / 8;
    const int64_t D = cx->D, M = cx->M, L = cx->L;
    const mpfr_prec_t pa = cx->pacc;
    mpfr_inits2(pa, cx->nphi, cx->nr, cx->sqM, cx->fphi, cx->fr, cx->accAp, cx->accAr, cx->sphi, cx->sr,
                (mpfr_ptr)0);
    mpfr_inits2(prec, cx->gphi, cx->gr, cx->one, cx->two, (mpfr_ptr)0);
    mpfr_set_ui(cx->one, 1, MPFR_RNDN);
    mpfr_set_ui(cx->two, 2, MPFR_RNDN);
    mpfr_set_ui(cx->accAp, 0, MPFR_RNDN);
    mpfr_set_ui(cx->accAr, 0, MPFR_RNDN);

    /* norms: sqrt of the correctly rounded sum of the exact squares */
    mpfr_t *sq = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(D + 1));
    mpfr_ptr *sqp = sg_xmalloc_dims(sizeof(mpfr_ptr), SG_DIMS(D + 1));
    for (int64_t k = 0; k <= D; k++) {
        mpfr_init2(sq[k], 64);
        sqp[k] = sq[k];
    }
    for (int dir = 0; dir < 2; dir++) {
        const float *w = dir ? pb->w_r : pb->w_phi;
        mpfr_ptr n = dir ? cx->nr : cx->nphi;
        for (int64_t k = 0; k <= D; k++) {
            mpfr_set_flt(sq[k], w[k], MPFR_RNDN);
            mpfr_sqr(sq[k], sq[k], MPFR_RNDN); /* exact: 48 bits */
        }
        mpfr_sum(n, sqp, (unsigned long)(D + 1), MPFR_RNDN);
        mpfr_sqrt(n, n, MPFR_RNDN);
    }
    for (int64_t k = 0; k <= D; k++) mpfr_clear(sq[k]);
    free(sq);
    free(sqp);
    cx->nphi_d = mpfr_get_d(cx->nphi, MPFR_RNDN);
    cx->nr_d = mpfr_get_d(cx->nr, MPFR_RNDN);

    /* amplitudes: g = tanh(a)/sqrt(M), f = (1 - tanh(a)^2)/sqrt(M) */
    mpfr_t a, t, om, e, s;
    mpfr_inits2(pa, a, t, om, e, s, (mpfr_ptr)0);
    mpfr_set_si(cx->sqM, (long)M, MPFR_RNDN);
    mpfr_sqrt(cx->sqM, cx->sqM, MPFR_RNDN);
    for (int dir = 0; dir < 2; dir++) {
        mpfr_set_flt(a, dir ? pb->a_r : pb->a_phi, MPFR_RNDN);
        tanh_pair(t, om, a, e, s);
        mpfr_div(dir ? cx->gr : cx->gphi, t, cx->sqM, MPFR_RNDN);
        mpfr_div(dir ? cx->fr : cx->fphi, om, cx->sqM, MPFR_RNDN);
    }
    mpfr_clears(a, t, om, e, s, (mpfr_ptr)0);
    cx->gphi_d = mpfr_get_d(cx->gphi, MPFR_RNDN);
    cx->gr_d = mpfr_get_d(cx->gr, MPFR_RNDN);
    cx->fphi_d = mpfr_get_d(cx->fphi, MPFR_RNDN);
    cx->fr_d = mpfr_get_d(cx->fr, MPFR_RNDN);

    for (int k = 0; k <= 20; k++) {
        mpfr_init2(cx->ifact[k], prec);
        mpfr_set_ui(cx->ifact[k], 1, MPFR_RNDN);
        for (unsigned long j = 2; j <= (unsigned long)k; j++) mpfr_div_ui(cx->ifact[k], cx->ifact[k], j, MPFR_RNDN);
    }
    cx->wm = sg_xmalloc_dims(sizeof(long), SG_DIMS(2, D + 1));
    cx->we = sg_xmalloc_dims(sizeof(long), SG_DIMS(2, D + 1));
    for (int dir = 0; dir < 2; dir++)
        for (int64_t k = 0; k <= D; k++) {
            int ex;
            const float f = frexpf(dir ? pb->w_r[k] : pb->w_phi[k], &ex); /* exact, subnormals included */
            cx->wm[dir * (D + 1) + k] = (long)ldexpf(f, 24);
            cx->we[dir * (D + 1) + k] = (long)ex - 24;
        }
    cx->tsoff = rec_round(sizeof(tok_rec)) + 4 * mpfr_custom_get_size(prec);
    recarr_init_x(&cx->tok, L, sizeof(tok_rec), tok_off, 4, prec, TS_N * cx->slot * sizeof(uint64_t));
    recarr_init(&cx->mode, M, sizeof(mode_rec), mode_off, 5, prec);
    for (int64_t m = 0; m < M; m++) {
        mode_rec *mr = REC(&cx->mode, mode_rec, m);
        mpfr_set_flt(mr->nu, pb->nu[m], MPFR_RNDN);
        mpfr_t th;
        mpfr_init2(th, 32);
        mpfr_set_flt(th, pb->theta[m], MPFR_RNDN);
        mpfr_sin_cos(mr->sth, mr->cth, th, MPFR_RNDN);
        mpfr_clear(th);
        mpfr_neg(mr->emn, mr->nu, MPFR_RNDN);
        mpfr_expm1(mr->emn, mr->emn, MPFR_RNDN);
        mpfr_add_ui(mr->rhon, mr->emn, 1, MPFR_RNDN);
        mr->nu_d = (double)pb->nu[m];
        mr->th_abs = fabs((double)pb->theta[m]);
    }
    recarr_init(&cx->chw, D + 1, sizeof(chw_rec), chw_off, 2, prec);
    for (int64_t k = 0; k <= D; k++) {
        chw_rec *c = REC(&cx->chw, chw_rec, k);
        mpfr_set_flt(c->wp, pb->w_phi[k], MPFR_RNDN);
        mpfr_div(c->wp, c->wp, cx->nphi, MPFR_RNDN);
        mpfr_set_flt(c->wr, pb->w_r[k], MPFR_RNDN);
        mpfr_div(c->wr, c->wr, cx->nr, MPFR_RNDN);
        c->wp_abs = fabs(mpfr_get_d(c->wp, MPFR_RNDN));
        c->wr_abs = fabs(mpfr_get_d(c->wr, MPFR_RNDN));
    }
    cx->bytes = cx->tok.bytes + cx->mode.bytes + cx->chw.bytes + (size_t)(4 * (D + 1)) * sizeof(long) +
                25 * (mpfr_custom_get_size(prec) + 8) + 11 * (mpfr_custom_get_size(pa) + 8);
    if (!fwd) {
        const int64_t K = cx->K;
        recarr_init(&cx->part, 2 * cx->nblk * K, sizeof(part_rec), part_off, 2, pa);
        recarr_init(&cx->macc, M, sizeof(macc_rec), macc_off, 2, pa);
        recarr_init(&cx->chacc, D + 1, sizeof(chacc_rec), chacc_off, 2, pa);
        recarr_init(&cx->carry, M, sizeof(carry_rec), carry_off, 2, prec);
        size_t nst, nck, nckd; /* bytes, each product checked (slot is at most 2^11 words) */
        const int64_t slot = (int64_t)cx->slot;
        if (sg_size_product(sizeof(uint64_t), SG_DIMS(2, K, D, slot), &nst) ||
            sg_size_product(sizeof(uint64_t), SG_DIMS(M, cx->nseg, 2, slot), &nck) ||
            sg_size_product(sizeof(double), SG_DIMS(M, cx->nseg, 2), &nckd))
            nst = nck = nckd = SIZE_MAX; /* sg_xmalloc reports it as out of memory */
        cx->stash = sg_xmalloc(nst);
        cx->ckz = sg_xmalloc(nck);
        cx->ckd = sg_xmalloc(nckd);
        cx->bytes += cx->part.bytes + cx->macc.bytes + cx->chacc.bytes + cx->carry.bytes + nst + nck + nckd;
    }
}

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
    return REC(&cx->part, part_rec, ((sg & 1) * cx->nblk + blk) * cx->K + (t - sg * cx->K));
}

static void ctx_free(ctx_t *cx) {
    if (!cx->prec) return;
    mpfr_clears(cx->nphi, cx->nr, cx->sqM, cx->fphi, cx->fr, cx->accAp, cx->accAr, cx->sphi, cx->sr, cx->gphi,
                cx->gr, cx->one, cx->two, (mpfr_ptr)0);
    recarr_free(&cx->tok);
    recarr_free(&cx->mode);
    free(cx->wm);
    free(cx->we);
    for (int k = 0; k <= 20; k++) mpfr_clear(cx->ifact[k]);
    recarr_free(&cx->chw);
    if (!cx->fwd) {
        recarr_free(&cx->part);
        recarr_free(&cx->macc);
        recarr_free(&cx->chacc);
        recarr_free(&cx->carry);
        free(cx->stash);
        free(cx->ckz);
        free(cx->ckd);
    }
    memset(cx, 0, sizeof *cx);
}

/* ---- per-thread workspace --------------------------------------------------------- */
typedef struct {
    mpfr_prec_t prec, pacc;
    int64_t L, D;
    recarr steps;            /* [K]: one segment of one mode's sequence */
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

static ws_t *ws_new(const ctx_t *cx) {
    ws_t *w = sg_xcalloc(1, sizeof *w);
    const mpfr_prec_t prec = cx->prec;
    w->prec = prec;
    w->pacc = cx->pacc;
    w->L = cx->L;
    w->D = cx->D;
    recarr_init(&w->steps, cx->K, sizeof(step_rec), step_off, 9, prec);
    mpfr_inits2(prec, w->t1, w->t2, w->Gr, w->Gi, w->arg, w->em, w->omr, w->rho, w->gam, w->rho2, w->J, w->cphi,
                w->sphi, w->zcr, w->zci, w->dz0r, w->dz0i, w->kap, w->phb, w->dx, w->u, w->e, w->s, w->p2, w->om2,
                w->sx, (mpfr_ptr)0);
    mpfr_inits2(prec, w->xr, w->xi, w->dyr, w->dyi, (mpfr_ptr)0);
    mpfr_inits2(32, w->fr, w->fi, (mpfr_ptr)0);
    mpfr_init2(w->cw, prec + 32);
    mpfr_inits2(cx->pacc, w->acc, w->acc2, w->dot, (mpfr_ptr)0);
    w->terms = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(cx->D + 1));
    w->tptr = sg_xmalloc_dims(sizeof(mpfr_ptr), SG_DIMS(cx->D + 1));
    for (int64_t k = 0; k <= cx->D; k++) {
        mpfr_init2(w->terms[k], 32);
        w->tptr[k] = w->terms[k];
    }
    /* 32 numbers at prec, 3 at prec + 64, 1 at prec + 32, 2 + D + 1 at 32 bits (each with MPFR's size word) */
    w->bytes = sizeof *w + w->steps.bytes + (size_t)(cx->D + 1) * (sizeof(mpfr_t) + sizeof(mpfr_ptr)) +
               32 * (mpfr_custom_get_size(prec) + 8) + 3 * (mpfr_custom_get_size(cx->pacc) + 8) +
               (mpfr_custom_get_size(prec + 32) + 8) + (size_t)(cx->D + 3) * (mpfr_custom_get_size(32) + 8);
    return w;
}

static void ws_free(ws_t *w) {
    if (!w) return;
    recarr_free(&w->steps);
    mpfr_clears(w->t1, w->t2, w->Gr, w->Gi, w->arg, w->em, w->omr, w->rho, w->gam, w->rho2, w->J, w->cphi, w->sphi,
                w->zcr, w->zci, w->dz0r, w->dz0i, w->kap, w->phb, w->dx, w->u, w->e, w->s, w->p2, w->om2, w->sx, w->xr,
                w->xi, w->dyr, w->dyi, w->fr, w->fi, w->cw, w->acc, w->acc2, w->dot, (mpfr_ptr)0);
    for (int64_t k = 0; k <= w->D; k++) mpfr_clear(w->terms[k]);
    free(w->terms);
    free(w->tptr);
    free(w);
}

/* ---- stage 1: one token's controller ------------------------------------------------ */
static void tok_stage(ctx_t *cx, ws_t *w, const sg_samu_problem *pb, int64_t b, int64_t t) {
    const int64_t D = cx->D;
    const uint16_t *x = pb->x + (b * cx->L + t) * D;
    tok_rec *tk = REC(&cx->tok, tok_rec, t);
    tk->reset = pb->segpos[b * cx->L + t] == 0;
    mpfr_t vp, vq, vKp, vKr; /* views on the record's compact p, q, Kp, Kr (closed at the end) */
    stash_view_out(vp, tslot(cx, tk, TS_P), cx->prec);
    stash_view_out(vq, tslot(cx, tk, TS_Q), cx->prec);
    stash_view_out(vKp, tslot(cx, tk, TS_KP), cx->prec);
    stash_view_out(vKr, tslot(cx, tk, TS_KR), cx->prec);
    double eps[2] = {0.0, 0.0};
    for (int dir = 0; dir < 2; dir++) {
        const float *wv = dir ? pb->w_r : pb->w_phi;
        const long *wm = cx->wm + dir * (D + 1), *we = cx->we + dir * (D + 1);
        double sabs = fabs((double)wv[D]);
        for (int64_t k = 0; k < D; k++) {
            long mant, ex;
            bf16_decode(x[k], &mant, &ex);
            /* x_k w_k = (mant wm_k) 2^(ex + we_k): |mant wm_k| < 2^32, exact in the 32-bit term */
            mpfr_set_si_2exp(w->terms[k], mant * wm[k], ex + we[k], MPFR_RNDN);
            sabs += bf16_abs_d(x[k]) * fabs((double)wv[k]);
        }
        mpfr_set_flt(w->terms[D], wv[D], MPFR_RNDN);
        mpfr_sum(w->dot, w->tptr, (unsigned long)(D + 1), MPFR_RNDN);
        mpfr_div(w->u, w->dot, dir ? cx->nr : cx->nphi, MPFR_RNDN);
        eps[dir] = sabs / (dir ? cx->nr_d : cx->nphi_d); /* sum_k |x~_k w-hat_k| */
        if (dir == 0)
            tanh_pair(vp, w->om2, w->u, w->e, w->s); /* p, 1 - p^2 */
        else
            tanh_pair(w->p2, w->t2, w->u, w->e, w->s); /* r, 1 - r^2 */
    }
    /* phi side: Kp = g^phi (1 - p^2), d = g^phi p, cos d, sin d */
    const double p_d = mpfr_get_d(vp, MPFR_RNDN), omp_d = mpfr_get_d(w->om2, MPFR_RNDN);
    mpfr_mul(vKp, cx->gphi, w->om2, MPFR_RNDN);
    mpfr_mul(w->t1, cx->gphi, vp, MPFR_RNDN); /* d */
    const double d_d = mpfr_get_d(w->t1, MPFR_RNDN);
    mpfr_sin_cos(tk->sd, tk->cd, w->t1, MPFR_RNDN);
    /* r side: q = r/(1+r^2), Kr = g^r ((1-r^2)/(1+r^2))^2, c = g^r q, E = exp(c) */
    const double r_d = mpfr_get_d(w->p2, MPFR_RNDN), omr_d = mpfr_get_d(w->t2, MPFR_RNDN);
    mpfr_sqr(w->s, w->p2, MPFR_RNDN);
    mpfr_add(w->s, w->s, cx->one, MPFR_RNDN); /* 1 + r^2 */
    mpfr_div(vq, w->p2, w->s, MPFR_RNDN);
    mpfr_div(w->e, w->t2, w->s, MPFR_RNDN);
    mpfr_sqr(w->e, w->e, MPFR_RNDN);
    mpfr_mul(vKr, cx->gr, w->e, MPFR_RNDN);
    mpfr_mul(w->t1, cx->gr, vq, MPFR_RNDN); /* c */
    mpfr_expm1(tk->eps, w->t1, MPFR_RNDN);
    mpfr_add(tk->E, tk->eps, cx->one, MPFR_RNDN);
    tk->eps_d = mpfr_get_d(tk->eps, MPFR_RNDN);
    /* magnitudes */
    const double opr = 1.0 + r_d * r_d;
    tk->E_d = mpfr_get_d(tk->E, MPFR_RNDN);
    tk->d_abs = fabs(d_d);
    tk->p_d = p_d;
    tk->omp_d = omp_d;
    tk->q_d = mpfr_get_d(vq, MPFR_RNDN);
    stash_close(tslot(cx, tk, TS_P), vp);
    stash_close(tslot(cx, tk, TS_Q), vq);
    stash_close(tslot(cx, tk, TS_KP), vKp);
    stash_close(tslot(cx, tk, TS_KR), vKr);
    tk->ep = omp_d * eps[0] + fabs(p_d);
    tk->er = omr_d * eps[1] + fabs(r_d);
    tk->qp_d = omr_d / (opr * opr);
    tk->h_d = (omr_d / opr) * (omr_d / opr);
    tk->hp_d = 8.0 * fabs(r_d) * omr_d / (opr * opr * opr);
    tk->dd = fabs(cx->gphi_d) * tk->ep;
    tk->dc = fabs(cx->gr_d) * (tk->qp_d * tk->er + fabs(tk->q_d));
}

/* ---- stage 2: one mode, forward and backward ------------------------------------------ */
/* expm1(x) for small |x| by its Taylor series, evaluated by Horner's rule,
 *     expm1(x) = x (f_1 + x (f_2 + ... + x f_n)),  f_k = 1/k! (rounded to prec).
 * n is the least number of terms whose truncation error
 * sum_{k>n} |x|^k/k! <= |x| |x|^n/(n+1)! / (1 - |x|) is below |x| 2^-(prec+4)
 * (checked in double, |x| < 1); returns 0 (nothing computed) when that needs
 * more than 20 terms. The 2n roundings and the n rounded f_k act on a sum
 * dominated by its first term f_1 = 1 (|x| << 1), so the result is within a
 * few ulps. (All operands at prec: MPFR's same-precision paths.) */
static int expm1_series(mpfr_ptr r, mpfr_srcptr x, double ax, mpfr_prec_t prec, mpfr_t const *ifact) {
    static const double inv[22] = {1.0,       1.0,       1.0 / 2,   1.0 / 3,   1.0 / 4,   1.0 / 5,
                                   1.0 / 6,   1.0 / 7,   1.0 / 8,   1.0 / 9,   1.0 / 10,  1.0 / 11,
                                   1.0 / 12,  1.0 / 13,  1.0 / 14,  1.0 / 15,  1.0 / 16,  1.0 / 17,
                                   1.0 / 18,  1.0 / 19,  1.0 / 20,  1.0 / 21};
    const double tol = ldexp(1.0, -(int)(prec + 4)) * (1.0 - ax);
    double rel = 1.0;
    int n = 0;
    for (int k = 1; k <= 20; k++) {
        rel *= ax * inv[k + 1]; /* |x|^k/(k+1)! (to within a few ulps: it is a bound with margin) */
        if (rel <= tol) {
            n = k;
            break;
        }
    }
    if (n == 0) return 0;
    mpfr_mul(r, ifact[n], x, MPFR_RNDN);
    for (int k = n - 1; k >= 1; k--) {
        mpfr_add(r, r, ifact[k], MPFR_RNDN);
        mpfr_mul(r, r, x, MPFR_RNDN);
    }
    return 1;
}

/* em = rho - 1 = expm1(-nu E) for nu E <= ln2/2. With E = 1 + eps:
 * rho = e^-nu e^x, x = -nu eps, so em = expm1(-nu) + e^-nu expm1(x), where
 * expm1(-nu), e^-nu are per-mode constants and |x| = nu |E - 1| is small
 * (|c| <= 1/(2 sqrt M), so |E - 1| < 0.65, and < 0.05 for M >= 128), which
 * the series above takes in a few terms (13 at 128 bits for |x| = 0.005).
 * The two terms have the same sign when eps > 0; when eps < 0 the second is
 * about |eps| times the first (nu |eps| against nu), and |eps| < 0.4 since
 * c >= -1/2, so the sum loses less than one bit. When the series would need
 * more than 20 terms, MPFR's expm1(-nu E) directly. */
static void rho_em(ws_t *w, const ctx_t *cx, const mode_rec *mc, const tok_rec *tk) {
    const double ax = mc->nu_d * fabs(tk->eps_d);
    if (ax < 0.25) {
        mpfr_mul(w->arg, mc->nu, tk->eps, MPFR_RNDN);
        mpfr_neg(w->arg, w->arg, MPFR_RNDN);
        if (expm1_series(w->sx, w->arg, ax, w->prec, cx->ifact)) {
            mpfr_mul(w->sx, w->sx, mc->rhon, MPFR_RNDN);
            mpfr_add(w->em, mc->emn, w->sx, MPFR_RNDN);
            w->rho_series++;
            return;
        }
    }
    w->rho_expm1++;
    mpfr_mul(w->arg, mc->nu, tk->E, MPFR_RNDN);
    mpfr_neg(w->arg, w->arg, MPFR_RNDN);
    mpfr_expm1(w->em, w->arg, MPFR_RNDN);
}

/* Forward steps t = t0..t1-1 of mode m into w->steps[t - t0], from the state
 * z_{t0-1} = (zpr, zpi) with modulus zabs_prev and magnitude Sprev; emits y
 * when sk. wantJ: also J and eta = a + J w (what the backward needs). */
static void fwd_steps(ws_t *w, const ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t t0,
                      int64_t t1, mpfr_srcptr zpr, mpfr_srcptr zpi, double zabs_prev, double Sprev, int wantJ,
                      const qsink *sk) {
    const int64_t L = cx->L, D = cx->D, M = cx->M;
    const uint16_t *x = pb->x + b * L * D;
    const mode_rec *mc = REC(&cx->mode, mode_rec, m);
    for (int64_t t = t0; t < t1; t++) {
        const tok_rec *tk = REC(&cx->tok, tok_rec, t);
        step_rec *s = REC(&w->steps, step_rec, t - t0);
        const int64_t er_ = t * D + m, ei_ = t * D + M + m;
        set_bf16(w->xr, x[er_]);
        set_bf16(w->xi, x[ei_]);
        const double wabs = mag2(bf16_abs_d(x[er_]), bf16_abs_d(x[ei_]));
        w->nsteps++;
        if (tk->reset) {
            /* lambda = 0, gamma = 1: z = w */
            w->resets++;
            mpfr_set(s->zr, w->xr, MPFR_RNDN);
            mpfr_set(s->zi, w->xi, MPFR_RNDN);
            s->rho_d = 0.0;
            s->gam_d = 1.0;
            s->Jw_d = 0.0;
            s->A = 0.0;
            s->Bf = 1.0;
            s->S = wabs;
        } else {
            /* cos/sin(theta + d) by the addition formulas */
            mpfr_mul(w->t1, mc->sth, tk->sd, MPFR_RNDN);
            mpfr_mul(w->cphi, mc->cth, tk->cd, MPFR_RNDN);
            mpfr_sub(w->cphi, w->cphi, w->t1, MPFR_RNDN);
            mpfr_mul(w->t1, mc->cth, tk->sd, MPFR_RNDN);
            mpfr_mul(w->sphi, mc->sth, tk->cd, MPFR_RNDN);
            mpfr_add(w->sphi, w->sphi, w->t1, MPFR_RNDN);
            /* rho = exp(-nu E) and 1 - rho^2 from one exponential */
            int have_rho2 = 0;
            if (mc->nu_d * tk->E_d <= 0.5 * LN2) { /* rho^2 >= 1/2 (about: both branches are exact there) */
                rho_em(w, cx, mc, tk);             /* em = rho - 1 */
                mpfr_add(w->rho, w->em, cx->one, MPFR_RNDN); /* (1 and 2 held at prec: MPFR's */
                mpfr_add(w->t1, w->em, cx->two, MPFR_RNDN);  /* same-precision path, the same sums) */
                mpfr_mul(w->omr, w->em, w->t1, MPFR_RNDN);
                mpfr_neg(w->omr, w->omr, MPFR_RNDN); /* 1 - rho^2 = -em (2 + em) */
            } else {
                mpfr_mul(w->arg, mc->nu, tk->E, MPFR_RNDN);
                mpfr_neg(w->arg, w->arg, MPFR_RNDN);
                mpfr_exp(w->rho, w->arg, MPFR_RNDN);
                w->rho_exp++;
                mpfr_sqr(w->rho2, w->rho, MPFR_RNDN);
                mpfr_ui_sub(w->omr, 1, w->rho2, MPFR_RNDN); /* > 1/2 */
                have_rho2 = 1;
            }
            mpfr_sqrt(s->g, w->omr, MPFR_RNDN);
            /* lambda, a = lambda z_{t-1}, z = a + gamma w */
            mpfr_mul(s->lr, w->rho, w->cphi, MPFR_RNDN);
            mpfr_mul(s->li, w->rho, w->sphi, MPFR_RNDN);
            mpfr_mul(w->t1, s->li, zpi, MPFR_RNDN);
            mpfr_mul(s->ar, s->lr, zpr, MPFR_RNDN);
            mpfr_sub(s->ar, s->ar, w->t1, MPFR_RNDN);
            mpfr_mul(w->t1, s->li, zpr, MPFR_RNDN);
            mpfr_mul(s->ai, s->lr, zpi, MPFR_RNDN);
            mpfr_add(s->ai, s->ai, w->t1, MPFR_RNDN);
            mpfr_mul(w->t1, s->g, w->xr, MPFR_RNDN);
            mpfr_add(s->zr, s->ar, w->t1, MPFR_RNDN);
            mpfr_mul(w->t1, s->g, w->xi, MPFR_RNDN);
            mpfr_add(s->zi, s->ai, w->t1, MPFR_RNDN);
            /* the clip decision on the working-precision 1 - rho^2: cw is exact
             * (prec + 32 bits hold prec + 22), so the comparison is exact; it is
             * formed only when 1 - rho^2 is in [2^-22, 2^-21), the binade of
             * 1/(4*1000^2) (above it, not clipped; below, clipped) */
            int clipped;
            const int opos = mpfr_regular_p(w->omr) && mpfr_sgn(w->omr) > 0;
            const mpfr_exp_t oe = opos ? mpfr_get_exp(w->omr) : 0; /* omr in [2^(oe-1), 2^oe) */
            if (opos && oe >= -20)
                clipped = 0;
            else if (opos && oe <= -22)
                clipped = 1;
            else {
                mpfr_mul_ui(w->cw, w->omr, CLIP_MUL, MPFR_RNDN);
                clipped = mpfr_cmp_ui(w->cw, 1) < 0;
            }
            if (clipped) w->clipped++;
            double J_d = 0.0;
            if (wantJ) {
                /* J = -2 rho^2 Dq: -2000 rho^2 when clipped, else -rho^2/gamma */
                if (!have_rho2) mpfr_sqr(w->rho2, w->rho, MPFR_RNDN);
                if (cx->clip && clipped)
                    mpfr_mul_si(w->J, w->rho2, -CLIP_2DQ, MPFR_RNDN);
                else {
                    mpfr_div(w->J, w->rho2, s->g, MPFR_RNDN);
                    mpfr_neg(w->J, w->J, MPFR_RNDN);
                }
                mpfr_mul(w->t1, w->J, w->xr, MPFR_RNDN);
                mpfr_add(s->er, s->ar, w->t1, MPFR_RNDN);
                mpfr_mul(w->t1, w->J, w->xi, MPFR_RNDN);
                mpfr_add(s->ei, s->ai, w->t1, MPFR_RNDN);
                J_d = fabs(mpfr_get_d(w->J, MPFR_RNDN));
            }
            s->rho_d = mpfr_get_d(w->rho, MPFR_RNDN);
            s->gam_d = mpfr_get_d(s->g, MPFR_RNDN);
            s->Jw_d = J_d * wabs;
            s->A = 2.0 + mc->th_abs + tk->d_abs + tk->dd + mc->nu_d * tk->E_d * (2.0 + tk->dc);
            s->Bf = 2.0 + tk->dc;
            s->S = s->rho_d * Sprev + s->A * s->rho_d * zabs_prev + s->Bf * s->gam_d * wabs;
        }
        const double zr_d = mpfr_get_d(s->zr, MPFR_RNDN), zi_d = mpfr_get_d(s->zi, MPFR_RNDN);
        s->zabs = mag2(zr_d, zi_d);
        if (sk) {
            const int64_t e0 = (b * L + t) * D;
            emit(&sk[Q_Y], e0 + m, s->zr, zr_d, s->S);
            emit(&sk[Q_Y], e0 + M + m, s->zi, zi_d, s->S);
        }
        zpr = s->zr;
        zpi = s->zi;
        zabs_prev = s->zabs;
        Sprev = s->S;
    }
}

/* The forward of mode m over segment sg (segments in ascending order, the
 * state carried in w->zcr, w->zci between them): emits y (and z_last after the
 * last segment) when sk; when the backward follows, first records the state
 * z_{t0-1} the segment starts from (the checkpoint the backward recomputes
 * the segment from). The segment's steps are left in w->steps. */
static void mode_fwd_seg(ws_t *w, ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t sg,
                         const qsink *sk) {
    const int64_t L = cx->L, D = cx->D, M = cx->M, K = cx->K;
    const int64_t t0 = sg * K, t1 = t0 + K < L ? t0 + K : L;
    const int64_t ire = b * D + m, iim = b * D + M + m; /* [B,D] elements of this mode */
    if (sg == 0) {
        const float z0r = pb->z0 ? pb->z0[ire] : 0.0f, z0i = pb->z0 ? pb->z0[iim] : 0.0f;
        mpfr_set_flt(w->zcr, z0r, MPFR_RNDN);
        mpfr_set_flt(w->zci, z0i, MPFR_RNDN);
        w->zabs_c = w->S_c = mag2((double)z0r, (double)z0i);
    }
    if (!cx->fwd) {
        const size_t ck = (size_t)(m * cx->nseg + sg);
        mpfr_t v;
        for (int j = 0; j < 2; j++) {
            uint64_t *slot = cx->ckz + (2 * ck + (size_t)j) * cx->slot;
            stash_view_out(v, slot, cx->prec);
            mpfr_set(v, j ? w->zci : w->zcr, MPFR_RNDN); /* exact: same precision */
            stash_close(slot, v);
        }
        cx->ckd[2 * ck] = w->zabs_c;
        cx->ckd[2 * ck + 1] = w->S_c;
    }
    fwd_steps(w, cx, pb, b, m, t0, t1, w->zcr, w->zci, w->zabs_c, w->S_c, 0, sk);
    const step_rec *sl = REC(&w->steps, step_rec, t1 - 1 - t0);
    mpfr_set(w->zcr, sl->zr, MPFR_RNDN);
    mpfr_set(w->zci, sl->zi, MPFR_RNDN);
    w->zabs_c = sl->zabs;
    w->S_c = sl->S;
    if (sk && t1 == L) {
        emit(&sk[Q_ZLAST], ire, sl->zr, mpfr_get_d(sl->zr, MPFR_RNDN), sl->S);
        emit(&sk[Q_ZLAST], iim, sl->zi, mpfr_get_d(sl->zi, MPFR_RNDN), sl->S);
    }
}

/* The backward of mode m over segment sg (segments in descending order): the
 * segment's forward recomputed from its checkpoint (the same operations on the
 * same operands as the first forward, so bitwise the same steps; the counters
 * are left as the first forward set them), then t = t1-1 .. t0: G_t (from the
 * carried conj(lambda_{t+1}) G_{t+1}), W = gamma G into the segment's stash,
 * kappa, phibar into the mode's sums and the block's per-token partial sums,
 * and conj(lambda_t) G_t carried on; dz0 after the first segment. */
static void mode_bwd_seg(ws_t *w, ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t sg,
                         const qsink *sk) {
    const int64_t L = cx->L, D = cx->D, M = cx->M, K = cx->K;
    const int64_t t0 = sg * K, t1 = t0 + K < L ? t0 + K : L;
    const uint16_t *dy = pb->dy + b * L * D;
    const mode_rec *mc = REC(&cx->mode, mode_rec, m);
    const int64_t ire = b * D + m, iim = b * D + M + m; /* [B,D] elements of this mode */
    const size_t ck = (size_t)(m * cx->nseg + sg);
    mpfr_t ckr, cki;
    stash_view_in(ckr, cx->ckz + (2 * ck) * cx->slot, cx->prec);
    stash_view_in(cki, cx->ckz + (2 * ck + 1) * cx->slot, cx->prec);
    const double zabs_in = cx->ckd[2 * ck], S_in = cx->ckd[2 * ck + 1];
    {
        const int64_t c[6] = {w->nsteps, w->resets, w->clipped, w->rho_series, w->rho_expm1, w->rho_exp};
        fwd_steps(w, cx, pb, b, m, t0, t1, ckr, cki, zabs_in, S_in, 1, NULL);
        w->nsteps = c[0];
        w->resets = c[1];
        w->clipped = c[2];
        w->rho_series = c[3];
        w->rho_expm1 = c[4];
        w->rho_exp = c[5];
    }

    macc_rec *ma = REC(&cx->macc, macc_rec, m);
    carry_rec *cy = REC(&cx->carry, carry_rec, m);
    const int64_t blk = m / MB;
    double SG = 0.0, Gabs = 0.0;
    mpfr_t vr, vi; /* views on the stash */
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const tok_rec *tk = REC(&cx->tok, tok_rec, t);
        const step_rec *s = REC(&w->steps, step_rec, t - t0);
        const int64_t er_ = t * D + m, ei_ = t * D + M + m;
        set_bf16(w->dyr, dy[er_]);
        set_bf16(w->dyi, dy[ei_]);
        const double dyabs = mag2(bf16_abs_d(dy[er_]), bf16_abs_d(dy[ei_]));
        if (t == L - 1) {
            const float gr = pb->dz_last ? pb->dz_last[ire] : 0.0f, gi = pb->dz_last ? pb->dz_last[iim] : 0.0f;
            mpfr_set_flt(w->fr, gr, MPFR_RNDN);
            mpfr_set_flt(w->fi, gi, MPFR_RNDN);
            mpfr_add(w->Gr, w->dyr, w->fr, MPFR_RNDN);
            mpfr_add(w->Gi, w->dyi, w->fi, MPFR_RNDN);
            SG = dyabs + mag2((double)gr, (double)gi);
        } else if (!REC(&cx->tok, tok_rec, t + 1)->reset) {
            /* G_t = Y_t + conj(lambda_{t+1}) G_{t+1} */
            mpfr_add(w->Gr, cy->cr, w->dyr, MPFR_RNDN);
            mpfr_add(w->Gi, cy->ci, w->dyi, MPFR_RNDN);
            SG = dyabs + cy->cS1 + cy->cS2;
        } else {
            mpfr_set(w->Gr, w->dyr, MPFR_RNDN);
            mpfr_set(w->Gi, w->dyi, MPFR_RNDN);
            SG = dyabs;
        }
        Gabs = mag2(mpfr_get_d(w->Gr, MPFR_RNDN), mpfr_get_d(w->Gi, MPFR_RNDN));
        /* the direct part of dx, W = gamma G, into the segment's stash */
        uint64_t *slr = wslot(cx, sg, t, m), *sli = wslot(cx, sg, t, M + m);
        stash_view_out(vr, slr, cx->prec);
        stash_view_out(vi, sli, cx->prec);
        if (tk->reset) {
            mpfr_set(vr, w->Gr, MPFR_RNDN);
            mpfr_set(vi, w->Gi, MPFR_RNDN);
        } else {
            mpfr_mul(vr, s->g, w->Gr, MPFR_RNDN);
            mpfr_mul(vi, s->g, w->Gi, MPFR_RNDN);
        }
        stash_close(slr, vr);
        stash_close(sli, vi);
        if (sk) {
            const double SW = tk->reset ? SG : s->Bf * s->gam_d * SG;
            const int64_t e0 = b * L * D;
            sk[Q_DX].S[e0 + er_] = SW;
            sk[Q_DX].S[e0 + ei_] = SW;
        }
        if (tk->reset) continue; /* lambda_t = 0: nothing carried to t-1 */
        /* kappa = rho rhobar = <G, eta>, phibar = Im(G conj(a)) */
        mpfr_mul(w->t1, w->Gi, s->ei, MPFR_RNDN);
        mpfr_mul(w->kap, w->Gr, s->er, MPFR_RNDN);
        mpfr_add(w->kap, w->kap, w->t1, MPFR_RNDN);
        mpfr_mul(w->t1, w->Gr, s->ai, MPFR_RNDN);
        mpfr_mul(w->phb, w->Gi, s->ar, MPFR_RNDN);
        mpfr_sub(w->phb, w->phb, w->t1, MPFR_RNDN);
        part_rec *pr = partrec(cx, sg, blk, t);
        mpfr_fma(ma->anu, tk->E, w->kap, ma->anu, MPFR_RNDN);
        mpfr_add(ma->ath, ma->ath, w->phb, MPFR_RNDN);
        mpfr_fma(pr->PE, mc->nu, w->kap, pr->PE, MPFR_RNDN);
        mpfr_add(pr->Pd, pr->Pd, w->phb, MPFR_RNDN);
        const step_rec *sp = t > t0 ? REC(&w->steps, step_rec, t - 1 - t0) : NULL;
        const double zpa = sp ? sp->zabs : zabs_in, Sp = sp ? sp->S : S_in;
        const double aabs = s->rho_d * zpa, Sa = s->rho_d * Sp + s->A * aabs;
        const double Sk = SG * (aabs + s->Jw_d) + Gabs * (Sa + (s->A + s->Bf) * s->Jw_d);
        const double Sph = SG * aabs + Gabs * Sa;
        ma->Snu += tk->E_d * (Sk + (1.0 + tk->dc) * fabs(mpfr_get_d(w->kap, MPFR_RNDN)));
        ma->Sth += Sph;
        pr->SPE += mc->nu_d * Sk;
        pr->SPd += Sph;
        /* carry conj(lambda_t) G_t to t-1 (at t = 1 it is dz0) */
        mpfr_mul(w->t1, s->lr, w->Gr, MPFR_RNDN);
        mpfr_mul(w->t2, s->li, w->Gi, MPFR_RNDN);
        mpfr_add(cy->cr, w->t1, w->t2, MPFR_RNDN);
        mpfr_mul(w->t1, s->lr, w->Gi, MPFR_RNDN);
        mpfr_mul(w->t2, s->li, w->Gr, MPFR_RNDN);
        mpfr_sub(cy->ci, w->t1, w->t2, MPFR_RNDN);
        cy->cS1 = s->rho_d * SG;
        cy->cS2 = s->A * s->rho_d * Gabs;
    }
    if (t0 > 0) return;
    /* dz0 = conj(lambda_1) G_1 (zero when t = 1 is a reset) */
    if (!REC(&cx->tok, tok_rec, 0)->reset) {
        mpfr_set(w->dz0r, cy->cr, MPFR_RNDN);
        mpfr_set(w->dz0i, cy->ci, MPFR_RNDN);
        w->Sdz0 = cy->cS1 + cy->cS2;
    } else {
        mpfr_set_ui(w->dz0r, 0, MPFR_RNDN);
        mpfr_set_ui(w->dz0i, 0, MPFR_RNDN);
        w->Sdz0 = 0.0;
    }
    if (sk) {
        emit(&sk[Q_DZ0], ire, w->dz0r, mpfr_get_d(w->dz0r, MPFR_RNDN), w->Sdz0);
        emit(&sk[Q_DZ0], iim, w->dz0i, mpfr_get_d(w->dz0i, MPFR_RNDN), w->Sdz0);
    }
}

/* ---- stage 3: the token reductions and the controller backward ---------------------- */
static void post_tok(ctx_t *cx, ws_t *w, int64_t t, int64_t sg) {
    tok_rec *tk = REC(&cx->tok, tok_rec, t);
    mpfr_t v[4]; /* dbar, cbar, ubar, vbar: views on the record's compact numbers */
    for (int j = 0; j < 4; j++) stash_view_out(v[j], tslot(cx, tk, TS_DB + j), cx->prec);
    if (tk->reset) {
        for (int j = 0; j < 4; j++) {
            mpfr_set_ui(v[j], 0, MPFR_RNDN);
            stash_close(tslot(cx, tk, TS_DB + j), v[j]);
        }
        tk->Sdb = tk->Scb = tk->Sub = tk->Svb = tk->db_abs = tk->cb_abs = 0.0;
        return;
    }
    double SE = 0.0, Sd = 0.0;
    for (int64_t k = 0; k < cx->nblk; k++) { /* block order, whatever the threads */
        const part_rec *pr = partrec(cx, sg, k, t);
        if (k == 0) {
            mpfr_set(w->acc, pr->PE, MPFR_RNDN);
            mpfr_set(w->acc2, pr->Pd, MPFR_RNDN);
        } else {
            mpfr_add(w->acc, w->acc, pr->PE, MPFR_RNDN);
            mpfr_add(w->acc2, w->acc2, pr->Pd, MPFR_RNDN);
        }
        SE += pr->SPE;
        Sd += pr->SPd;
    }
    /* Ebar = -acc, cbar = Ebar E, dbar = acc2, ubar = dbar Kp, vbar = cbar Kr */
    const double Eb_abs = fabs(mpfr_get_d(w->acc, MPFR_RNDN));
    mpfr_t Kp, Kr;
    tview(Kp, cx, tk, TS_KP);
    tview(Kr, cx, tk, TS_KR);
    mpfr_mul(v[1], w->acc, tk->E, MPFR_RNDN);
    mpfr_neg(v[1], v[1], MPFR_RNDN);
    mpfr_set(v[0], w->acc2, MPFR_RNDN);
    mpfr_mul(v[2], v[0], Kp, MPFR_RNDN);
    mpfr_mul(v[3], v[1], Kr, MPFR_RNDN);
    tk->db_abs = fabs(mpfr_get_d(v[0], MPFR_RNDN));
    tk->cb_abs = fabs(mpfr_get_d(v[1], MPFR_RNDN));
    for (int j = 0; j < 4; j++) stash_close(tslot(cx, tk, TS_DB + j), v[j]);
    tk->Sdb = Sd;
    tk->Scb = tk->E_d * (SE + (1.0 + tk->dc) * Eb_abs);
    tk->Sub = fabs(cx->gphi_d) * (tk->omp_d * Sd + tk->db_abs * (tk->omp_d + 2.0 * fabs(tk->p_d) * tk->ep));
    tk->Svb = fabs(cx->gr_d) * (tk->h_d * tk->Scb + tk->cb_abs * (tk->h_d + tk->hp_d * tk->er));
}

/* sum_t dbar p and sum_t cbar q, in t order (one thread). */
static void post_serial(ctx_t *cx) {
    for (int64_t t = 0; t < cx->L; t++) {
        const tok_rec *tk = REC(&cx->tok, tok_rec, t);
        if (tk->reset) continue;
        mpfr_t db, p, cb, q;
        tview(db, cx, tk, TS_DB);
        tview(p, cx, tk, TS_P);
        tview(cb, cx, tk, TS_CB);
        tview(q, cx, tk, TS_Q);
        mpfr_fma(cx->accAp, db, p, cx->accAp, MPFR_RNDN);
        mpfr_fma(cx->accAr, cb, q, cx->accAr, MPFR_RNDN);
        cx->SaccAp += tk->Sdb * fabs(tk->p_d) + tk->db_abs * tk->ep;
        cx->SaccAr += tk->Scb * fabs(tk->q_d) + tk->cb_abs * (fabs(tk->q_d) + tk->qp_d * tk->er);
    }
}

/* ---- closing dx, and the w sums ------------------------------------------------------ */
/* dx_t[k] = W + ubar w-hat^phi_k + vbar w-hat^r_k into w->dx (k < D; W from the
 * segment's stash, t in the segment starting at t0). Returns the S increment. */
static double chan_dx(ctx_t *cx, ws_t *w, int64_t t, int64_t sg, int64_t k) {
    const tok_rec *tk = REC(&cx->tok, tok_rec, t);
    const chw_rec *cw = REC(&cx->chw, chw_rec, k);
    mpfr_t W, ub, vb;
    stash_view_in(W, wslot(cx, sg, t, k), cx->prec);
    tview(ub, cx, tk, TS_UB);
    tview(vb, cx, tk, TS_VB);
    mpfr_mul(w->t1, ub, cw->wp, MPFR_RNDN);
    mpfr_add(w->t1, w->t1, W, MPFR_RNDN);
    mpfr_mul(w->t2, vb, cw->wr, MPFR_RNDN);
    mpfr_add(w->dx, w->t1, w->t2, MPFR_RNDN);
    return tk->Sub * cw->wp_abs + tk->Svb * cw->wr_abs;
}

/* Adds ubar x~_k, vbar x~_k of token t to channel k's sums (k = 0..D; x~_D = 1). */
static void chan_sum(ctx_t *cx, ws_t *w, const sg_samu_problem *pb, int64_t b, int64_t t, int64_t k) {
    const int64_t D = cx->D;
    const tok_rec *tk = REC(&cx->tok, tok_rec, t);
    chacc_rec *ca = REC(&cx->chacc, chacc_rec, k);
    if (tk->reset) return; /* ubar = vbar = 0 */
    mpfr_t ub, vb;
    tview(ub, cx, tk, TS_UB);
    tview(vb, cx, tk, TS_VB);
    if (k < D) {
        const uint16_t xb = pb->x[(b * cx->L + t) * D + k];
        set_bf16(w->xr, xb);
        mpfr_fma(ca->ap, ub, w->xr, ca->ap, MPFR_RNDN);
        mpfr_fma(ca->ar, vb, w->xr, ca->ar, MPFR_RNDN);
        const double xa = bf16_abs_d(xb);
        ca->Sap += tk->Sub * xa;
        ca->Sar += tk->Svb * xa;
    } else { /* the constant 1 */
        mpfr_add(ca->ap, ca->ap, ub, MPFR_RNDN);
        mpfr_add(ca->ar, ca->ar, vb, MPFR_RNDN);
        ca->Sap += tk->Sub;
        ca->Sar += tk->Svb;
    }
}

/* ---- final reductions ---------------------------------------------------------------- */
/* s = w-hat . (sum ubar x~) for each direction, at prec + 64, k ascending. */
static void final_prep(ctx_t *cx, const sg_samu_problem *pb) {
    mpfr_t t;
    mpfr_init2(t, cx->pacc);
    for (int dir = 0; dir < 2; dir++) {
        mpfr_ptr s = dir ? cx->sr : cx->sphi;
        const float *wv = dir ? pb->w_r : pb->w_phi;
        mpfr_set_ui(s, 0, MPFR_RNDN);
        for (int64_t k = 0; k <= cx->D; k++) {
            const chacc_rec *ca = REC(&cx->chacc, chacc_rec, k);
            mpfr_set_flt(t, wv[k], MPFR_RNDN);
            mpfr_div(t, t, dir ? cx->nr : cx->nphi, MPFR_RNDN);
            mpfr_fma(s, t, dir ? ca->ar : ca->ap, s, MPFR_RNDN);
        }
    }
    mpfr_clear(t);
}

/* The final value of a per-parameter quantity q at index i, into out (at the
 * context's precision); returns its S. */
static double final_value(const ctx_t *cx, const sg_samu_problem *pb, int q, int64_t i, mpfr_ptr out) {
    if (q == Q_DWPHI || q == Q_DWR) {
        /* dw_k = (sum_k - w-hat_k s)/|w| */
        const int dir = q == Q_DWR;
        const float *wv = dir ? pb->w_r : pb->w_phi;
        mpfr_srcptr n = dir ? cx->nr : cx->nphi;
        const chacc_rec *ca = REC(&cx->chacc, chacc_rec, i);
        mpfr_t t;
        mpfr_init2(t, cx->pacc);
        mpfr_set_flt(t, wv[i], MPFR_RNDN);
        mpfr_div(t, t, n, MPFR_RNDN);
        mpfr_mul(t, t, dir ? cx->sr : cx->sphi, MPFR_RNDN);
        mpfr_sub(t, dir ? ca->ar : ca->ap, t, MPFR_RNDN);
        mpfr_div(out, t, n, MPFR_RNDN);
        mpfr_clear(t);
        /* S = (S_k + |w-hat_k| sum_j |w-hat_j| S_j)/|w| */
        double proj = 0.0;
        for (int64_t j = 0; j <= cx->D; j++) {
            const chw_rec *cj = REC(&cx->chw, chw_rec, j);
            const chacc_rec *aj = REC(&cx->chacc, chacc_rec, j);
            proj += dir ? cj->wr_abs * aj->Sar : cj->wp_abs * aj->Sap;
        }
        const chw_rec *ci = REC(&cx->chw, chw_rec, i);
        return ((dir ? ca->Sar : ca->Sap) + (dir ? ci->wr_abs : ci->wp_abs) * proj) / (dir ? cx->nr_d : cx->nphi_d);
    }
    if (q == Q_DAPHI) {
        mpfr_mul(out, cx->accAp, cx->fphi, MPFR_RNDN);
        return fabs(cx->fphi_d) * cx->SaccAp;
    }
    if (q == Q_DAR) {
        mpfr_mul(out, cx->accAr, cx->fr, MPFR_RNDN);
        return fabs(cx->fr_d) * cx->SaccAr;
    }
    const macc_rec *ma = REC(&cx->macc, macc_rec, i);
    if (q == Q_DNU) {
        mpfr_neg(out, ma->anu, MPFR_RNDN); /* dnu = -sum E kappa */
        return ma->Snu;
    }
    mpfr_set(out, ma->ath, MPFR_RNDN); /* dtheta = sum phibar */
    return ma->Sth;
}

/* ---- validation ------------------------------------------------------------------------ */
static sg_status check_f32(const float *a, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (!isfinite(a[i]))
            return sg_fail(SG_E_NONFINITE, "oracle: SAMU input %s[%zu] is not finite (%a)", name, i, (double)a[i]);
    return SG_OK;
}

static sg_status check_bf16(const uint16_t *a, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (!sg_bf16_isfinite(a[i]))
            return sg_fail(SG_E_NONFINITE, "oracle: SAMU input %s[%zu] is a non-finite BF16 value (0x%04x)", name, i,
                           (unsigned)a[i]);
    return SG_OK;
}

sg_status sg_oracle_samu_validate(const sg_samu_problem *pb) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    if (B < 1 || L < 1 || D < 2 || D % 2)
        return sg_fail(SG_E_SHAPE, "oracle: SAMU problem B=%lld L=%lld D=%lld (D must be even and >= 2)",
                       (long long)B, (long long)L, (long long)D);
    sg_status st0 = sg_check_dims("oracle: SAMU problem", B, L, D); /* bounds every product of B, L, D after it */
    if (st0) return st0;
    const size_t nbld = (size_t)(B * L * D), nbd = (size_t)(B * D);
    sg_status st = check_bf16(pb->x, nbld, "x");
    if (!st) st = check_bf16(pb->dy, nbld, "dy");
    if (!st && pb->z0) st = check_f32(pb->z0, nbd, "z0");
    if (!st && pb->dz_last) st = check_f32(pb->dz_last, nbd, "dz_last");
    if (!st) st = check_f32(pb->w_phi, (size_t)(D + 1), "w_phi");
    if (!st) st = check_f32(pb->w_r, (size_t)(D + 1), "w_r");
    if (!st) st = check_f32(&pb->a_phi, 1, "a_phi");
    if (!st) st = check_f32(&pb->a_r, 1, "a_r");
    if (!st) st = check_f32(pb->nu, (size_t)(D / 2), "nu");
    if (!st) st = check_f32(pb->theta, (size_t)(D / 2), "theta");
    if (st) return st;
    for (int dir = 0; dir < 2; dir++) {
        const float *w = dir ? pb->w_r : pb->w_phi;
        int nz = 0;
        for (int64_t k = 0; k <= D; k++) nz |= w[k] != 0.0f;
        if (!nz) return sg_fail(SG_E_NONFINITE, "oracle: SAMU %s is the zero vector", dir ? "w_r" : "w_phi");
    }
    for (int64_t m = 0; m < D / 2; m++)
        if (!(pb->nu[m] > 0.0f))
            return sg_fail(SG_E_NONFINITE, "oracle: SAMU nu[%lld] = %a must be positive", (long long)m,
                           (double)pb->nu[m]);
    for (int64_t i = 0; i < B * L; i++)
        if (pb->segpos[i] < 0)
            return sg_fail(SG_E_SHAPE, "oracle: SAMU segment_pos[%lld] = %d is negative", (long long)i, pb->segpos[i]);
    return SG_OK;
}

/* ---- the oracle ------------------------------------------------------------------------ */
sg_status sg_oracle_samu_ex(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                            sg_oracle_cert *cert, sg_oracle_samu_stats *stats, mpfr_t *const *mp) {
    const double t_start = sg_now();
    sg_oracle_opts def;
    if (!o) {
        sg_oracle_opts_default(&def);
        o = &def;
    }
    sg_status st = sg_oracle_samu_validate(pb);
    if (st) return st;
    if (o->prec < 64 || o->prec > 100000)
        return sg_fail(SG_E_USAGE, "oracle: precision %ld out of range [64, 100000]", o->prec);
    const long prec = o->prec;
    const long cprec = o->cert_prec > 0 ? o->cert_prec : prec + 64;
    if (o->certify && cprec <= prec)
        return sg_fail(SG_E_USAGE, "oracle: certification precision %ld must exceed %ld", cprec, prec);
    int nt = o->threads > 0 ? o->threads : omp_get_max_threads();
    if (!mpfr_buildopt_tls_p()) nt = 1; /* MPFR without thread-local state: serial only */
    const int64_t B = pb->B, L = pb->L, D = pb->D, M = D / 2;
    const int fwd = o->forward_only != 0;

    /* result tensors */
    const sg_quantity *qs;
    int nq = sg_model_quantities(SG_MODEL_SAMU, &qs);
    qsink sinks[NQ];
    memset(sinks, 0, sizeof sinks);
    int have[NQ] = {0};
    for (int k = 0; k < nq; k++) {
        int qi = -1;
        for (int j = 0; j < NQ; j++)
            if (strcmp(qs[k].name, qnames[j]) == 0) qi = j;
        if (qi < 0) return sg_fail(SG_E_INTERNAL, "oracle: unknown SAMU quantity '%s'", qs[k].name);
        int64_t shape[SG_MAX_DIMS];
        int nd = sg_quantity_shape(&qs[k], B, L, D, shape);
        static const char *const suf[4] = {"f64", "rn_bf16", "rn_f32", "S"};
        static const sg_dtype dts[4] = {SG_F64, SG_BF16, SG_F32, SG_F64};
        void *ptr[4];
        for (int j = 0; j < 4; j++) {
            char nm[SG_NAME_MAX];
            snprintf(nm, sizeof nm, "%s.%s", qs[k].name, suf[j]);
            ptr[j] = sg_tset_add(res, nm, dts[j], nd, shape);
            if (!ptr[j]) return SG_E_INTERNAL;
        }
        sinks[qi].f64 = ptr[0];
        sinks[qi].bf = ptr[1];
        sinks[qi].f32 = ptr[2];
        sinks[qi].S = ptr[3];
        sinks[qi].mp = mp ? mp[k] : NULL;
        have[qi] = 1;
    }
    for (int j = 0; j < NQ; j++)
        if (!have[j]) return sg_fail(SG_E_INTERNAL, "oracle: quantity '%s' missing from the model's list", qnames[j]);

    ctx_t cx, cc;
    memset(&cc, 0, sizeof cc);
    ctx_init(&cx, pb, (mpfr_prec_t)prec, o->clip, fwd);
    if (o->certify) ctx_init(&cc, pb, (mpfr_prec_t)cprec, o->clip, fwd);
    ctx_t *const pc = o->certify ? &cc : NULL;

    double gbits[NQ];
    for (int j = 0; j < NQ; j++) gbits[j] = (double)prec;
    int64_t steps = 0, resets = 0, clipped = 0, rser = 0, rem1 = 0, rexp = 0;
    size_t work = cx.bytes + cc.bytes;
    double sec_tok = 0.0, sec_mode = 0.0, sec_chan = 0.0, pipe_mode = 0.0, pipe_tok = 0.0, pipe_chan = 0.0;
    double tmark = sg_now();

#pragma omp parallel num_threads(nt)
    {
        ws_t *w = ws_new(&cx);
        ws_t *wc = pc ? ws_new(pc) : NULL;
        double lbits[NQ];
        for (int j = 0; j < NQ; j++) lbits[j] = (double)prec;
        mpfr_t tmp;
        mpfr_init2(tmp, 64);
        const int64_t K = cx.K, nseg = cx.nseg, nkb = (D + CB) / CB;
        for (int64_t b = 0; b < B; b++) {
            /* 1. tokens */
#pragma omp for schedule(static)
            for (int64_t t = 0; t < L; t++) {
                tok_stage(&cx, w, pb, b, t);
                if (pc) tok_stage(pc, wc, pb, b, t);
            }
#pragma omp master
            {
                double now = sg_now();
                sec_tok += now - tmark;
                tmark = now;
            }
            /* 2. modes forward, in fixed blocks, each mode's segments in ascending order */
#pragma omp for schedule(dynamic, 1)
            for (int64_t blk = 0; blk < cx.nblk; blk++) {
                const int64_t m1 = (blk + 1) * MB < M ? (blk + 1) * MB : M;
                for (int64_t m = blk * MB; m < m1; m++)
                    for (int64_t sg = 0; sg < nseg; sg++) {
                        mode_fwd_seg(w, &cx, pb, b, m, sg, sinks);
                        if (!pc) continue;
                        mode_fwd_seg(wc, pc, pb, b, m, sg, NULL);
                        const int64_t n = (sg + 1) * K < L ? K : L - sg * K;
                        for (int64_t i = 0; i < n; i++) {
                            const step_rec *s = REC(&w->steps, step_rec, i), *c = REC(&wc->steps, step_rec, i);
                            sg_oracle_minb(&lbits[Q_Y], sg_oracle_agree_bits(s->zr, c->zr, tmp, prec));
                            sg_oracle_minb(&lbits[Q_Y], sg_oracle_agree_bits(s->zi, c->zi, tmp, prec));
                        }
                        if (sg == nseg - 1) {
                            sg_oracle_minb(&lbits[Q_ZLAST], sg_oracle_agree_bits(w->zcr, wc->zcr, tmp, prec));
                            sg_oracle_minb(&lbits[Q_ZLAST], sg_oracle_agree_bits(w->zci, wc->zci, tmp, prec));
                        }
                    }
            }
#pragma omp master
            {
                double now = sg_now();
                sec_mode += now - tmark;
                tmark = now;
            }
            if (fwd) continue;
            /* 3. the backward, segment by segment from the last, pipelined: the
             * phase of segment sg sweeps every mode backward over sg (its
             * forward recomputed from the checkpoint) and, beside it, closes
             * segment sg + 1, swept in the phase before: per token the
             * reductions over mode blocks, the controller backward, and dx.
             * The two use different buffers (by the parity of the segment). */
            double my_mode = 0.0, my_tok = 0.0, my_chan = 0.0;
            for (int64_t sg = nseg - 1; sg >= -1; sg--) {
                const int64_t na = sg >= 0 ? cx.nblk : 0, sc = sg + 1;
                const int64_t c0 = sc * K, c1 = c0 + K < L ? c0 + K : L;
                const int64_t nc = sc < nseg ? (c1 - c0 + CT - 1) / CT : 0;
#pragma omp for schedule(dynamic, 1)
                for (int64_t task = 0; task < na + nc; task++) {
                    const double q0 = sg_now();
                    if (task < na) { /* the modes of block `task` over segment sg */
                        const int64_t blk = task, t0 = sg * K, t1 = t0 + K < L ? t0 + K : L;
                        for (int c = 0; c < (pc ? 2 : 1); c++)
                            for (int64_t t = t0; t < t1; t++) {
                                part_rec *pr = partrec(c ? pc : &cx, sg, blk, t);
                                mpfr_set_ui(pr->PE, 0, MPFR_RNDN);
                                mpfr_set_ui(pr->Pd, 0, MPFR_RNDN);
                                pr->SPE = pr->SPd = 0.0;
                            }
                        const int64_t m1 = (blk + 1) * MB < M ? (blk + 1) * MB : M;
                        for (int64_t m = blk * MB; m < m1; m++) {
                            mode_bwd_seg(w, &cx, pb, b, m, sg, sinks);
                            if (!pc) continue;
                            mode_bwd_seg(wc, pc, pb, b, m, sg, NULL);
                            if (sg == 0) {
                                sg_oracle_minb(&lbits[Q_DZ0], sg_oracle_agree_bits(w->dz0r, wc->dz0r, tmp, prec));
                                sg_oracle_minb(&lbits[Q_DZ0], sg_oracle_agree_bits(w->dz0i, wc->dz0i, tmp, prec));
                            }
                        }
                        my_mode += sg_now() - q0;
                        continue;
                    }
                    /* tokens ta..tb-1 of segment sc */
                    const int64_t ta = c0 + (task - na) * CT, tb = ta + CT < c1 ? ta + CT : c1;
                    for (int64_t t = ta; t < tb; t++) {
                        post_tok(&cx, w, t, sc);
                        if (pc) post_tok(pc, wc, t, sc);
                    }
                    const double q1 = sg_now();
                    my_tok += q1 - q0;
                    for (int64_t t = ta; t < tb; t++)
                        for (int64_t k = 0; k < D; k++) {
                            const double Sinc = chan_dx(&cx, w, t, sc, k);
                            const int64_t e = (b * L + t) * D + k;
                            emit(&sinks[Q_DX], e, w->dx, mpfr_get_d(w->dx, MPFR_RNDN), sinks[Q_DX].S[e] + Sinc);
                            if (pc) {
                                (void)chan_dx(pc, wc, t, sc, k);
                                sg_oracle_minb(&lbits[Q_DX], sg_oracle_agree_bits(w->dx, wc->dx, tmp, prec));
                            }
                        }
                    my_chan += sg_now() - q1;
                }
            }
            /* the phases mix the stages: their wall time is shared out in
             * proportion to the threads' time in each */
#pragma omp atomic
            pipe_mode += my_mode;
#pragma omp atomic
            pipe_tok += my_tok;
#pragma omp atomic
            pipe_chan += my_chan;
#pragma omp barrier
#pragma omp master
            {
                const double now = sg_now(), wall = now - tmark, tot = pipe_mode + pipe_tok + pipe_chan;
                if (tot > 0.0) {
                    sec_mode += wall * pipe_mode / tot;
                    sec_tok += wall * pipe_tok / tot;
                    sec_chan += wall * pipe_chan / tot;
                } else
                    sec_mode += wall;
                pipe_mode = pipe_tok = pipe_chan = 0.0;
                tmark = now;
            }
            /* 4. the w sums (channel blocks k = 0..D, t ascending), then sum dbar p, sum cbar q */
#pragma omp for schedule(dynamic, 1)
            for (int64_t kb = 0; kb < nkb; kb++) {
                const int64_t k0 = kb * CB, k1 = k0 + CB < D + 1 ? k0 + CB : D + 1;
                for (int64_t t = 0; t < L; t++)
                    for (int64_t k = k0; k < k1; k++) {
                        chan_sum(&cx, w, pb, b, t, k);
                        if (pc) chan_sum(pc, wc, pb, b, t, k);
                    }
            }
#pragma omp single
            {
                post_serial(&cx);
                if (pc) post_serial(pc);
            }
#pragma omp master
            {
                double now = sg_now();
                sec_chan += now - tmark;
                tmark = now;
            }
        }
#pragma omp critical(sg_oracle_samu_merge)
        {
            for (int j = 0; j < NQ; j++) sg_oracle_minb(&gbits[j], lbits[j]);
            steps += w->nsteps;
            resets += w->resets;
            clipped += w->clipped;
            rser += w->rho_series;
            rem1 += w->rho_expm1;
            rexp += w->rho_exp;
            work += w->bytes + (wc ? wc->bytes : 0);
        }
        mpfr_clear(tmp);
        ws_free(w);
        ws_free(wc);
        mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
    }

    /* final reductions */
    if (!fwd) {
        final_prep(&cx, pb);
        if (pc) final_prep(pc, pb);
        mpfr_t v, vc, tmp;
        mpfr_init2(v, (mpfr_prec_t)prec);
        mpfr_init2(vc, (mpfr_prec_t)cprec);
        mpfr_init2(tmp, 64);
        static const int fq[6] = {Q_DWPHI, Q_DWR, Q_DAPHI, Q_DAR, Q_DNU, Q_DTHETA};
        for (int j = 0; j < 6; j++) {
            const int q = fq[j];
            const int64_t n = (q == Q_DWPHI || q == Q_DWR) ? D + 1 : (q == Q_DNU || q == Q_DTHETA) ? M : 1;
            for (int64_t i = 0; i < n; i++) {
                const double S = final_value(&cx, pb, q, i, v);
                emit(&sinks[q], i, v, mpfr_get_d(v, MPFR_RNDN), S);
                if (pc) {
                    (void)final_value(pc, pb, q, i, vc);
                    sg_oracle_minb(&gbits[q], sg_oracle_agree_bits(v, vc, tmp, prec));
                }
            }
        }
        mpfr_clears(v, vc, tmp, (mpfr_ptr)0);
    }
    ctx_free(&cx);
    if (pc) ctx_free(pc);
    mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);

    if (fwd) /* the gradients were not computed, so they are not certified (NaN fails any >= check) */
        for (int j = 0; j < NQ; j++)
            if (j != Q_Y && j != Q_ZLAST) gbits[j] = NAN;
    st = sg_oracle_finish(res, o, SG_ORACLE_SAMU_EQ_VERSION, prec, cprec, clipped, resets, fwd, SG_MODEL_SAMU, qnames, gbits, NQ, cert);
    if (stats) {
        const double now = sg_now();
        stats->seconds_total = now - t_start;
        stats->seconds_token = sec_tok;
        stats->seconds_mode = sec_mode;
        stats->seconds_channel = sec_chan;
        stats->seconds_final = stats->seconds_total - sec_tok - sec_mode - sec_chan;
        stats->mode_steps = steps;
        stats->resets = resets;
        stats->clipped = clipped;
        stats->rho_series = rser;
        stats->rho_expm1 = rem1;
        stats->rho_exp = rexp;
        stats->threads = nt;
        stats->work_bytes = work;
    }
    return st;
}

sg_status sg_oracle_samu(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert) {
    return sg_oracle_samu_ex(pb, o, res, cert, NULL, NULL);
}
