/* rglru_oracle.c - the exact RG-LRU core (reference/EQUATIONS.md): forward and
 * backward in MPFR at a stated precision from the stored BF16/FP32 inputs,
 * parallel over channels, streaming one (b,d) sequence at a time, with the
 * magnitude recurrences S beside every value and an optional self-certification
 * at a higher precision.
 *
 * oracle revision 1 (this file): one OpenMP thread per channel d (dynamic schedule);
 *   inside a channel, b = 0..B-1 in order, each sequence forward (t = 0..L-1)
 *   then backward (t = L-1..0). Every transcendental is a function of one BF16
 *   pattern and per-channel constants, so they are tabulated:
 *     - sigma(w), sigma(-w), sigma(w) sigma(-w) for every u / v pattern present
 *       in the case, shared by all threads (built once, in parallel);
 *     - a, m, K = 2 a^2 Dq, K/m, -c s r(1-r), r per (v pattern, channel),
 *       filled on first use in a per-thread record array indexed like the v
 *       table, valid while its stamp equals the channel's generation;
 *     - s = softplus(p) and sigma(p) once per channel.
 *   Only h_0..h_L, i m, a h_{t-1}, b = x i m (and, when certifying, dx, du,
 *   dv) of the current sequence are held as MPFR values; every MPFR number sits
 *   next to its significand (MPFR's custom interface), records contiguous, so
 *   a table entry is a few adjacent cache lines (this layout alone made the
 *   oracle ~15% faster than separately allocated mpfr_t).
 *   Measured (2-core x86, 128 bits, D = 64, 1 thread): ~1.2 us per element-step
 *   forward+backward at L = 8192, ~1.8 us at L = 2048, where the ~1.5 us per
 *   (v pattern, channel) of expm1/sqrt/div is spread over fewer steps.
 *
 * Error budget (why `prec` bits give about prec - 10 correct bits; the
 * certification measures it rather than trusting this comment):
 *   - each table entry is a short chain of correctly rounded MPFR operations
 *     (exp/expm1 then sqrt, div, mul): relative error <= ~4 ulps;
 *   - 1 - a^2 is -expm1(2l) when a^2 >= 1/2 (no cancellation) and 1 - exp(2l)
 *     when a^2 < 1/2 (then 1 - a^2 > 1/2, again no cancellation); a^2 is the
 *     other one, a = sqrt(a^2);
 *   - each recurrence step adds <= 2 ulps relative to its terms, and the errors
 *     propagate with the factor a <= 1, so the accumulated error is bounded by
 *     ~2^-prec * (steps) * S, where S is the magnitude recurrence below;
 *   - the dp sum is accumulated by FMA at prec + 64 bits in a fixed order
 *     (b ascending, t descending), so it is deterministic for any thread count.
 */
#include "sg_oracle.h"
#include "oracle_impl.h"

#include <math.h>
#include <omp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NPAT 65536
#define NQ 7
enum { Q_Y = 0, Q_HLAST, Q_DX, Q_DU, Q_DV, Q_DP, Q_DH0 };
static const char *const qnames[NQ] = {"y", "h_last", "dx", "du", "dv", "dp", "dh0"};
static const int bld_q[4] = {Q_Y, Q_DX, Q_DU, Q_DV}; /* the [B,L,D] quantities */

/* 1/(4*1000^2): the clip threshold on 1 - a^2, written as 4e6 * (1-a^2) < 1. */
#define CLIP_MUL 4000000UL
/* Dq when clipped: 1/(2 sqrt(1/(4*1000^2))) = 1000 exactly. */
#define CLIP_DQ 1000UL

/* ---- small helpers ------------------------------------------------------ */

/* r = a * x for a BF16 x: one rounding (the scaling by 2^ex is exact). */
static inline void mul_bf16(mpfr_ptr r, mpfr_srcptr a, long mant, long ex) {
    mpfr_mul_si(r, a, mant, MPFR_RNDN);
    mpfr_mul_2si(r, r, ex, MPFR_RNDN);
}

/* MPFR numbers in contiguous records (oracle_impl.h). */
/* An array of n numbers: record i = [struct][significand]. */
typedef struct {
    char *base;
    size_t stride;
} mparr;

static inline mpfr_ptr MA(const mparr *a, int64_t i) { return (mpfr_ptr)(void *)(a->base + (size_t)i * a->stride); }

static void mparr_init(mparr *a, int64_t n, mpfr_prec_t prec) {
    size_t lb = mpfr_custom_get_size(prec);
    a->stride = sg_oracle_rec_round(sizeof(__mpfr_struct) + lb);
    a->base = sg_xmalloc_dims(a->stride, SG_DIMS(n));
    for (int64_t i = 0; i < n; i++) {
        mpfr_ptr x = MA(a, i);
        sg_oracle_cust_init(x, (char *)x + sizeof(__mpfr_struct), prec);
    }
}

static void mparr_free(mparr *a) {
    free(a->base);
    a->base = NULL;
}

/* sigmoid(w) and sigmoid(-w) = 1 - sigmoid(w), both without cancellation:
 * E = exp(-|w|) in (0,1], sigma(|w|) = 1/(1+E), sigma(-|w|) = E/(1+E). */
void sg_oracle_sigmoid_pair(mpfr_ptr sp, mpfr_ptr sn, mpfr_srcptr w, mpfr_ptr tmp) {
    mpfr_abs(tmp, w, MPFR_RNDN);
    mpfr_neg(tmp, tmp, MPFR_RNDN);
    mpfr_exp(tmp, tmp, MPFR_RNDN);          /* E */
    mpfr_add_ui(sn, tmp, 1, MPFR_RNDN);     /* 1 + E */
    mpfr_div(sp, tmp, sn, MPFR_RNDN);       /* E/(1+E) = sigma(-|w|) */
    mpfr_ui_div(sn, 1, sn, MPFR_RNDN);      /* 1/(1+E) = sigma(|w|) */
    if (!mpfr_signbit(w)) mpfr_swap(sp, sn); /* w >= 0: sigma(w) = sigma(|w|) */
}

/* s = softplus(p) = log1p(exp(p)), written as p + log1p(exp(-p)) for p > 0 so
 * exp never overflows; sig = sigma(p). Both at the precision of s / sig. */
void sg_oracle_rglru_softplus_sigmoid(float p, mpfr_prec_t pr, mpfr_ptr s, mpfr_ptr sig) {
    mpfr_t w, t, sp, sn;
    mpfr_inits2(pr + 8, w, t, sp, sn, (mpfr_ptr)0);
    mpfr_set_flt(w, p, MPFR_RNDN); /* exact */
    if (s) {
        if (p > 0.0f) {
            mpfr_neg(t, w, MPFR_RNDN);
            mpfr_exp(t, t, MPFR_RNDN);
            mpfr_log1p(t, t, MPFR_RNDN);
            mpfr_add(s, t, w, MPFR_RNDN);
        } else {
            mpfr_exp(t, w, MPFR_RNDN);
            mpfr_log1p(s, t, MPFR_RNDN);
        }
    }
    if (sig) {
        sg_oracle_sigmoid_pair(sp, sn, w, t);
        mpfr_set(sig, sp, MPFR_RNDN);
    }
    mpfr_clears(w, t, sp, sn, (mpfr_ptr)0);
}

void sg_oracle_rglru_dp(float p, mpfr_srcptr acc, mpfr_ptr dp) {
    mpfr_t sig;
    mpfr_prec_t pr = mpfr_get_prec(dp) + 8;
    mpfr_init2(sig, pr);
    sg_oracle_rglru_softplus_sigmoid(p, pr, NULL, sig);
    mpfr_mul(dp, acc, sig, MPFR_RNDN);
    mpfr_mul_si(dp, dp, -(long)SG_RGLRU_C, MPFR_RNDN);
    mpfr_clear(sig);
}

/* ---- shared sigmoid tables ---------------------------------------------- */
typedef struct {
    mpfr_t sp, sn, spn; /* sigma(w), sigma(-w), sigma(w)*sigma(-w) */
    double sp_d, sn_d;
    sg_dd dsp, dsn, dspn; /* sp, sn, spn for the fast path (sg_dd_from_mpfr) */
} sig_rec;
static const size_t sig_off[3] = {offsetof(sig_rec, sp), offsetof(sig_rec, sn), offsetof(sig_rec, spn)};

typedef struct {
    int32_t *idx; /* [NPAT]: record index, -1 when the pattern is absent */
    sg_recarr rec;
    int32_t n;
} sig_table;

#define SIG(tb, k) SG_REC(&(tb)->rec, const sig_rec, (k))

static void sig_table_build(sig_table *tb, const uint8_t *present, mpfr_prec_t prec, int nthreads) {
    tb->idx = sg_xmalloc(NPAT * sizeof(int32_t));
    int32_t n = 0;
    for (int32_t h = 0; h < NPAT; h++) tb->idx[h] = present[h] ? n++ : -1;
    tb->n = n;
    sg_recarr_init(&tb->rec, n, sizeof(sig_rec), sig_off, 3, prec);
    int32_t *pat = sg_xmalloc_dims(sizeof(int32_t), SG_DIMS(n > 0 ? n : 1));
    for (int32_t h = 0; h < NPAT; h++)
        if (tb->idx[h] >= 0) pat[tb->idx[h]] = h;
#pragma omp parallel num_threads(nthreads)
    {
        mpfr_t w, tmp, cv;
        mpfr_inits2(prec + 16, w, tmp, (mpfr_ptr)0);
        mpfr_init2(cv, prec + 64);
#pragma omp for schedule(static)
        for (int32_t k = 0; k < n; k++) {
            sig_rec *e = SG_REC(&tb->rec, sig_rec, k);
            long mant, ex;
            sg_oracle_bf16_decode((uint16_t)pat[k], &mant, &ex);
            mpfr_set_si_2exp(w, mant, ex, MPFR_RNDN);
            sg_oracle_sigmoid_pair(e->sp, e->sn, w, tmp);
            mpfr_mul(e->spn, e->sp, e->sn, MPFR_RNDN);
            e->sp_d = mpfr_get_d(e->sp, MPFR_RNDN);
            e->sn_d = mpfr_get_d(e->sn, MPFR_RNDN);
            e->dsp = sg_dd_from_mpfr(e->sp, cv);
            e->dsn = sg_dd_from_mpfr(e->sn, cv);
            e->dspn = sg_dd_from_mpfr(e->spn, cv);
        }
        mpfr_clears(w, tmp, cv, (mpfr_ptr)0);
        mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
    }
    free(pat);
}

static void sig_table_free(sig_table *tb) {
    if (!tb->idx) return;
    sg_recarr_free(&tb->rec);
    free(tb->idx);
    memset(tb, 0, sizeof *tb);
}

/* ---- per-thread workspace ------------------------------------------------ */
typedef struct {
    mpfr_t a;  /* exp(l) */
    mpfr_t m;  /* sqrt(1 - a^2) */
    mpfr_t Kb; /* K / m, so that 2 a^2 Dq x i = b K/m with b = x i m (when m != 0) */
    mpfr_t K2; /* -c s r (1-r) = dl/dv */
    mpfr_t r;  /* sigma(v) (a copy: the backward touches one record per step) */
    mpfr_t K;  /* 2 a^2 Dq */
    double a_d, l1_d, m_d, K_d, K2_d, r_d; /* a, 1+|l|, m, K, |K2|, r */
    int m_zero;                            /* m == 0 (only when s or r underflows to 0): no Kb */
    int clipped;                           /* 4e6 (1-a^2) < 1 */
    sg_dd da, dm, dKb, dK2, dr, dK;        /* the fast path's copies (sg_dd_from_mpfr) */
} v_rec;
static const size_t v_off[6] = {offsetof(v_rec, a),  offsetof(v_rec, m), offsetof(v_rec, Kb),
                                offsetof(v_rec, K2), offsetof(v_rec, r), offsetof(v_rec, K)};

typedef struct {
    mpfr_prec_t prec;
    int clip;
    const sig_table *tu, *tv;
    /* channel constants */
    mpfr_t s;         /* softplus(p) */
    double sigp_d;    /* sigma(p), for S_dp */
    /* (v pattern, channel) records, indexed like tv, valid when stamp == gen */
    uint32_t gen;
    uint32_t *stamp;
    sg_recarr pool;
    /* the current sequence */
    int64_t cap; /* steps */
    mparr h, im, ah, bb, kdx, kdu, kdv; /* h_0..h_n, i m, RN(a h_{t-1}), b = RN(x i m) */
    int keep;
    double *hd, *S;
    int32_t *vi; /* per step: record index, -1 at a reset */
    /* scratch */
    mpfr_t t1, t2, g, dl, sdx, sdu, sdv, dyv, gin, cw, dh0, acc;
    double Sdp; /* sum_t r_t S_dl,t over the channel so far */
    double Sdh0;
    sg_oracle_rglru_seq_stats st;
    /* the fast path (oracle revision 2): the sequence's i m, a h_{t-1}, b, h_n, dh0, the dp sum */
    mpfr_t cv; /* prec + 64: sg_dd_from_mpfr's scratch */
    sg_dd *fim, *fah, *fbb, fh, fdh0, facc;
    sg_dd ds;                 /* s = softplus(p) of the channel */
    const sg_dd_consts *kdd;  /* 1/n!, ln 2 */
    int64_t vfast, vmpfr;     /* a-gate records by path */
    int probe;                /* sg_oracle_rglru_seq_fast: go on past undecided roundings, keep the values */
    sg_dd *py, *pdx, *pdu, *pdv;
} ws_t;

#define VREC(w, k) SG_REC(&(w)->pool, v_rec, (k))

static ws_t *ws_new(mpfr_prec_t prec, int clip, int64_t cap, int keep, const sig_table *tu,
                    const sig_table *tv) {
    ws_t *w = sg_xcalloc(1, sizeof *w);
    w->prec = prec;
    w->clip = clip;
    w->tu = tu;
    w->tv = tv;
    mpfr_init2(w->s, prec);
    w->stamp = sg_xcalloc((size_t)(tv->n > 0 ? tv->n : 1), sizeof(uint32_t));
    sg_recarr_init(&w->pool, tv->n, sizeof(v_rec), v_off, 6, prec);
    w->cap = cap;
    mparr_init(&w->h, cap + 1, prec);
    mparr_init(&w->im, cap, prec);
    mparr_init(&w->ah, cap, prec);
    mparr_init(&w->bb, cap, prec);
    w->keep = keep;
    if (keep) {
        mparr_init(&w->kdx, cap, prec);
        mparr_init(&w->kdu, cap, prec);
        mparr_init(&w->kdv, cap, prec);
    }
    w->hd = sg_xmalloc_dims(sizeof(double), SG_DIMS(cap + 1));
    w->S = sg_xmalloc_dims(sizeof(double), SG_DIMS(cap + 1));
    w->vi = sg_xmalloc_dims(sizeof(int32_t), SG_DIMS(cap));
    mpfr_inits2(prec, w->t1, w->t2, w->g, w->dl, w->sdx, w->sdu, w->sdv, w->gin, w->dh0, (mpfr_ptr)0);
    mpfr_init2(w->dyv, 16);        /* BF16 values are exact in 8 bits */
    mpfr_init2(w->cw, prec + 32);  /* 4e6 * (1-a^2) exactly */
    mpfr_init2(w->acc, prec + 64); /* dp accumulator */
    mpfr_init2(w->cv, prec + 64);
    w->fim = sg_xmalloc_dims(sizeof(sg_dd), SG_DIMS(cap > 0 ? cap : 1));
    w->fah = sg_xmalloc_dims(sizeof(sg_dd), SG_DIMS(cap > 0 ? cap : 1));
    w->fbb = sg_xmalloc_dims(sizeof(sg_dd), SG_DIMS(cap > 0 ? cap : 1));
    return w;
}

static void ws_free(ws_t *w) {
    if (!w) return;
    sg_recarr_free(&w->pool);
    mpfr_clear(w->s);
    free(w->stamp);
    mparr_free(&w->h);
    mparr_free(&w->im);
    mparr_free(&w->ah);
    mparr_free(&w->bb);
    if (w->keep) {
        mparr_free(&w->kdx);
        mparr_free(&w->kdu);
        mparr_free(&w->kdv);
    }
    free(w->hd);
    free(w->S);
    free(w->vi);
    mpfr_clears(w->t1, w->t2, w->g, w->dl, w->sdx, w->sdu, w->sdv, w->gin, w->dh0, w->dyv, w->cw,
                w->acc, w->cv, (mpfr_ptr)0);
    free(w->fim);
    free(w->fah);
    free(w->fbb);
    free(w);
}

/* Start a channel: s = softplus(p), a fresh generation of the v records. */
static void ws_channel(ws_t *w, float p) {
    mpfr_t sig;
    mpfr_init2(sig, 64);
    sg_oracle_rglru_softplus_sigmoid(p, w->prec, w->s, sig);
    w->sigp_d = mpfr_get_d(sig, MPFR_RNDN);
    mpfr_clear(sig);
    w->gen++;
    if (w->gen == 0) { /* wrapped: clear the stamps */
        memset(w->stamp, 0, (size_t)(w->tv->n > 0 ? w->tv->n : 1) * sizeof(uint32_t));
        w->gen = 1;
    }
    mpfr_set_ui(w->acc, 0, MPFR_RNDN);
    w->Sdp = 0.0;
}

/* The (v pattern, channel) record: every transcendental of the a-gate. */
static int32_t ws_vent(ws_t *w, uint16_t vb) {
    const int32_t k = w->tv->idx[vb];
    if (w->stamp[k] == w->gen) return k;
    v_rec *e = VREC(w, k);
    const sig_rec *se = SIG(w->tv, k);
    mpfr_ptr l = w->t1, om = w->t2, a2 = e->K; /* K doubles as a^2 until the end */
    /* l = -c r s */
    mpfr_mul(l, se->sp, w->s, MPFR_RNDN);
    mpfr_mul_si(l, l, -(long)SG_RGLRU_C, MPFR_RNDN);
    double ld = mpfr_get_d(l, MPFR_RNDN);
    mpfr_mul_2si(om, l, 1, MPFR_RNDN); /* 2l, exact */
    if (mpfr_cmp_d(om, -0.6931471805599453) < 0) {
        /* a^2 < 1/2: a^2 = exp(2l) directly, 1 - a^2 in (1/2, 1] without cancellation */
        mpfr_exp(a2, om, MPFR_RNDN);
        mpfr_ui_sub(om, 1, a2, MPFR_RNDN);
    } else {
        /* a^2 >= 1/2: 1 - a^2 = -expm1(2l) directly, a^2 = 1 - that (>= 1/2) */
        mpfr_expm1(om, om, MPFR_RNDN);
        mpfr_neg(om, om, MPFR_RNDN);
        mpfr_ui_sub(a2, 1, om, MPFR_RNDN);
    }
    mpfr_sqrt(e->a, a2, MPFR_RNDN);
    mpfr_sqrt(e->m, om, MPFR_RNDN);
    /* Clip decision on the working-precision 1 - a^2: cw = 4e6 (1-a^2) is exact
     * (prec + 32 bits hold prec + 22), so the comparison with 1 is exact; it
     * can differ from the decision on the exact 1 - a^2 only when that lies
     * within 2^-(prec-2) relative of 1/(4e6). */
    mpfr_mul_ui(w->cw, om, CLIP_MUL, MPFR_RNDN);
    e->clipped = mpfr_cmp_ui(w->cw, 1) < 0;
    mpfr_ptr dq = w->t1; /* l no longer needed */
    if (w->clip && e->clipped) {
        mpfr_set_ui(dq, CLIP_DQ, MPFR_RNDN);
    } else {
        mpfr_ui_div(dq, 1, e->m, MPFR_RNDN);
        mpfr_mul_2si(dq, dq, -1, MPFR_RNDN); /* 1/(2m) */
    }
    e->a_d = mpfr_get_d(e->a, MPFR_RNDN);
    e->m_d = mpfr_get_d(e->m, MPFR_RNDN);
    e->l1_d = 1.0 + fabs(ld);
    mpfr_mul(e->K, a2, dq, MPFR_RNDN); /* a2 aliases K: in place */
    mpfr_mul_2si(e->K, e->K, 1, MPFR_RNDN);
    e->K_d = mpfr_get_d(e->K, MPFR_RNDN);
    e->m_zero = mpfr_zero_p(e->m) != 0;
    if (!e->m_zero) mpfr_div(e->Kb, e->K, e->m, MPFR_RNDN);
    /* dl/dv = -c s r (1-r) */
    mpfr_mul(e->K2, se->spn, w->s, MPFR_RNDN);
    mpfr_mul_si(e->K2, e->K2, -(long)SG_RGLRU_C, MPFR_RNDN);
    e->K2_d = fabs(mpfr_get_d(e->K2, MPFR_RNDN));
    mpfr_set(e->r, se->sp, MPFR_RNDN);
    e->r_d = se->sp_d;
    e->da = sg_dd_from_mpfr(e->a, w->cv);
    e->dm = sg_dd_from_mpfr(e->m, w->cv);
    e->dKb = e->m_zero ? sg_dd_exact(0.0) : sg_dd_from_mpfr(e->Kb, w->cv);
    e->dK2 = sg_dd_from_mpfr(e->K2, w->cv);
    e->dr = sg_dd_from_mpfr(e->r, w->cv);
    e->dK = sg_dd_from_mpfr(e->K, w->cv);
    w->stamp[k] = w->gen;
    return k;
}

/* The (v pattern, channel) record by the fast path: the MPFR record's operations in its order
 * (l = -c RN(r s), the branch on 2l against -ln 2, exp or expm1, the square roots, the clip
 * decision, Dq, K, K/m, K2) on bounded double-doubles, and its FP64 forms and decisions decided;
 * else (or when a value leaves the range) the MPFR record (ws_vent). Only the double-double
 * fields and the doubles are filled: an MPFR run of the channel starts a new generation. */
static int32_t ws_vent_fast(ws_t *w, uint16_t vb, int clip) {
    const int32_t k = w->tv->idx[vb];
    if (w->stamp[k] == w->gen) return k;
    v_rec *e = VREC(w, k);
    const sig_rec *se = SIG(w->tv, k);
    sg_dd_ctx c = {ldexp(1.0, -(int)w->prec), 0, 0};
    const double u = c.ump;
    const sg_dd one = sg_dd_exact(1.0);
    const sg_dd l = sg_dd_scale(&c, sg_dd_neg(sg_dd_mul(&c, se->dsp, w->ds)), 3); /* c = 8 */
    double ld = 0.0, cmp = 0.0;
    sg_dd_round(&c, &l, 53, &ld);
    const sg_dd l2 = sg_dd_scale(&c, l, 1);
    sg_dd a2, om;
    const int br = sg_dd_cmp_d(&c, &l2, -0.6931471805599453);
    if (br < 0) {
        a2 = sg_dd_exp(&c, l2, w->kdd, u);
        om = sg_dd_add(&c, one, sg_dd_neg(a2));
    } else {
        om = sg_dd_neg(sg_dd_expm1(&c, l2, w->kdd, u));
        a2 = sg_dd_add(&c, one, sg_dd_neg(om));
    }
    e->da = sg_dd_sqrt(&c, a2, u);
    e->dm = sg_dd_sqrt(&c, om, u);
    const sg_dd cw = sg_dd_mul_d_u(&c, om, 4000000.0, 0.0); /* exact in MPFR (prec + 32 bits) */
    e->clipped = sg_dd_cmp_d(&c, &cw, 1.0) < 0;
    e->m_zero = e->dm.hi == 0.0 && e->dm.lo == 0.0 && e->dm.e == 0.0;
    const sg_dd dq = clip && e->clipped ? sg_dd_exact((double)CLIP_DQ)
                                          : sg_dd_scale(&c, sg_dd_div(&c, one, e->dm, u), -1);
    e->dK = sg_dd_scale(&c, sg_dd_mul(&c, a2, dq), 1);
    e->dKb = e->m_zero ? sg_dd_exact(0.0) : sg_dd_div(&c, e->dK, e->dm, u);
    e->dK2 = sg_dd_scale(&c, sg_dd_neg(sg_dd_mul(&c, se->dspn, w->ds)), 3);
    e->dr = se->dsp;
    sg_dd_round(&c, &e->da, 53, &e->a_d);
    sg_dd_round(&c, &e->dm, 53, &e->m_d);
    sg_dd_round(&c, &e->dK, 53, &e->K_d);
    sg_dd_round(&c, &e->dK2, 53, &cmp);
    if (c.bad || c.undecided) {
        w->vmpfr++;
        return ws_vent(w, vb);
    }
    e->K2_d = fabs(cmp);
    e->l1_d = 1.0 + fabs(ld);
    e->r_d = se->sp_d;
    w->stamp[k] = w->gen;
    w->vfast++;
    return k;
}

/* ---- one sequence --------------------------------------------------------- */
typedef struct {
    sg_oracle_sink q[NQ];
    int64_t off_bld; /* element (b, 0, d) */
    int64_t stride;  /* D */
} seq_sink;

typedef struct {
    int64_t n, stride;
    const uint16_t *x, *u, *v, *dy;
    const int32_t *segpos;
} seq_src;

/* The accessors of the sequence's records (h_0..h_n, i m, a h_{t-1}, b). */
#define h(i) MA(&w->h, (i))
#define im(i) MA(&w->im, (i))
#define ah(i) MA(&w->ah, (i))
#define bb(i) MA(&w->bb, (i))

/* The forward of one sequence from h_in (rounded to prec), S_in its magnitude:
 * h_t = RN(RN(a h_{t-1}) + RN(x (i m))); leaves h_n in h(n); emits y. */
static void seq_forward(ws_t *w, const seq_src *src, mpfr_srcptr h_in, double S_in, const seq_sink *sink) {
    const int64_t n = src->n, st = src->stride;
    double *hd = w->hd, *S = w->S;
    int32_t *vi = w->vi;
    const sig_table *tu = w->tu;

    mpfr_set(h(0), h_in, MPFR_RNDN);
    hd[0] = mpfr_get_d(h(0), MPFR_RNDN);
    S[0] = S_in;
    for (int64_t t = 0; t < n; t++) {
        const int64_t e = t * st;
        const uint16_t xb = src->x[e];
        const sig_rec *ue = SIG(tu, tu->idx[src->u[e]]);
        long mant, ex;
        sg_oracle_bf16_decode(xb, &mant, &ex);
        const double xd = sg_oracle_bf16_abs(xb);
        w->st.steps++;
        if (src->segpos[t] == 0) {
            /* reset: a-bar = 0, m = 1 */
            vi[t] = -1;
            w->st.resets++;
            mpfr_set(im(t), ue->sp, MPFR_RNDN);
            mul_bf16(h(t + 1), im(t), mant, ex);
            S[t + 1] = xd * ue->sp_d;
        } else {
            const int32_t k = ws_vent(w, src->v[e]);
            const v_rec *ve = VREC(w, k);
            vi[t] = k;
            if (ve->clipped) w->st.clipped++;
            mpfr_mul(im(t), ue->sp, ve->m, MPFR_RNDN);
            mul_bf16(bb(t), im(t), mant, ex);
            mpfr_mul(ah(t), ve->a, h(t), MPFR_RNDN);
            mpfr_add(h(t + 1), ah(t), bb(t), MPFR_RNDN);
            /* S_t = a S_{t-1} + (1+|l|) |a h_{t-1}| + |b_t| */
            S[t + 1] = ve->a_d * S[t] + ve->l1_d * fabs(ve->a_d * hd[t]) + xd * ue->sp_d * ve->m_d;
        }
        hd[t + 1] = mpfr_get_d(h(t + 1), MPFR_RNDN);
        if (sink) sg_oracle_emit(&sink->q[Q_Y], sink->off_bld + t * sink->stride, h(t + 1), hd[t + 1], S[t + 1]);
    }
}

/* The backward of the sequence just run forward, from g_in (the cotangent of
 * h_n, dh_last), Sg_in its magnitude: g_n = RN(dy_n + g_in),
 * g_t = RN(dy_t + RN(a_{t+1} g_{t+1})), dx, du, dv emitted, sum_t dl_t r_t added
 * to w->acc (t = n-1 .. 0) and w->Sdp; dh0 = RN(a_1 g_1) into w->dh0 (S in w->Sdh0). */
static void seq_backward(ws_t *w, const seq_src *src, mpfr_srcptr g_in, double Sg_in, const seq_sink *sink) {
    const int64_t n = src->n, st = src->stride;
    double *hd = w->hd, *S = w->S;
    int32_t *vi = w->vi;
    const sig_table *tu = w->tu;
    mpfr_ptr g = w->g;
    double gd = 0.0, Sg = 0.0;
    for (int64_t t = n - 1; t >= 0; t--) {
        const int64_t e = t * st;
        const uint16_t xb = src->x[e], dyb = src->dy[e];
        const sig_rec *ue = SIG(tu, tu->idx[src->u[e]]);
        long mant, ex, dmant, dex;
        sg_oracle_bf16_decode(xb, &mant, &ex);
        sg_oracle_bf16_decode(dyb, &dmant, &dex);
        const double xd = sg_oracle_bf16_abs(xb), dyd = sg_oracle_bf16_abs(dyb);
        mpfr_set_si_2exp(w->dyv, dmant, dex, MPFR_RNDN); /* exact */
        if (t == n - 1) {
            mpfr_add(g, w->dyv, g_in, MPFR_RNDN);
            Sg = dyd + Sg_in;
        } else if (vi[t + 1] >= 0) {
            const v_rec *vn = VREC(w, vi[t + 1]);
            mpfr_mul(w->t1, vn->a, g, MPFR_RNDN);
            mpfr_add(g, w->dyv, w->t1, MPFR_RNDN);
            Sg = dyd + vn->a_d * Sg + vn->l1_d * fabs(vn->a_d * gd);
        } else {
            mpfr_set(g, w->dyv, MPFR_RNDN);
            Sg = dyd;
        }
        gd = mpfr_get_d(g, MPFR_RNDN);
        mpfr_ptr DX = w->keep ? MA(&w->kdx, t) : w->sdx;
        mpfr_ptr DU = w->keep ? MA(&w->kdu, t) : w->sdu;
        mpfr_ptr DV = w->keep ? MA(&w->kdv, t) : w->sdv;
        /* dx = g (i m);  du = dx (1-i) x */
        mpfr_mul(DX, g, im(t), MPFR_RNDN);
        mpfr_mul(DU, DX, ue->sn, MPFR_RNDN);
        mul_bf16(DU, DU, mant, ex);
        double m_d = 1.0, Sdv = 0.0;
        if (vi[t] >= 0) {
            const v_rec *ve = VREC(w, vi[t]);
            m_d = ve->m_d;
            /* dl = g (a h_{t-1} - (2 a^2 Dq) x i), with (2 a^2 Dq) x i = b (K/m) */
            if (!ve->m_zero) {
                mpfr_mul(w->t2, bb(t), ve->Kb, MPFR_RNDN);
            } else {
                mpfr_mul(w->t2, ve->K, ue->sp, MPFR_RNDN);
                mul_bf16(w->t2, w->t2, mant, ex);
            }
            mpfr_sub(w->t1, ah(t), w->t2, MPFR_RNDN);
            mpfr_mul(w->dl, g, w->t1, MPFR_RNDN);
            mpfr_mul(DV, w->dl, ve->K2, MPFR_RNDN);
            mpfr_fma(w->acc, w->dl, ve->r, w->acc, MPFR_RNDN);
            const double T = ve->a_d * fabs(hd[t]) + ve->K_d * xd * ue->sp_d;
            const double Sdl = Sg * T + fabs(gd) * ve->a_d * S[t] + ve->l1_d * fabs(gd) * T;
            Sdv = Sdl * ve->K2_d;
            w->Sdp += ve->r_d * Sdl;
        } else {
            mpfr_set_ui(DV, 0, MPFR_RNDN);
        }
        if (sink) {
            const int64_t i = sink->off_bld + t * sink->stride;
            sg_oracle_emit(&sink->q[Q_DX], i, DX, mpfr_get_d(DX, MPFR_RNDN), Sg * ue->sp_d * m_d);
            sg_oracle_emit(&sink->q[Q_DU], i, DU, mpfr_get_d(DU, MPFR_RNDN), Sg * xd * m_d * ue->sp_d * ue->sn_d);
            sg_oracle_emit(&sink->q[Q_DV], i, DV, mpfr_get_d(DV, MPFR_RNDN), Sdv);
        }
    }
    /* dh0 = a-bar_1 g_1 */
    if (vi[0] >= 0) {
        const v_rec *v0 = VREC(w, vi[0]);
        mpfr_mul(w->dh0, v0->a, g, MPFR_RNDN);
        w->Sdh0 = v0->a_d * Sg + v0->l1_d * fabs(v0->a_d * gd);
    } else {
        mpfr_set_ui(w->dh0, 0, MPFR_RNDN);
        w->Sdh0 = 0.0;
    }
}
#undef h
#undef im
#undef ah
#undef bb

/* Forward, then (when g_in) backward of one sequence. h_in: the initial state
 * (rounded to prec), S_in its magnitude. Leaves h_n in h(n), the
 * cotangent of h_in in w->dh0 (S in w->Sdh0), and adds to w->acc / w->Sdp.
 * The order of operations here is what makes a split sequence bitwise equal
 * to the whole: h_t = RN(RN(a h_{t-1}) + RN(x (i m))), g_t = RN(dy_t + RN(a_{t+1} g_{t+1})),
 * g_n = RN(dy_n + g_in), dh0 = RN(a_1 g_1). */
static void seq_run(ws_t *w, const seq_src *src, mpfr_srcptr h_in, double S_in, mpfr_srcptr g_in,
                    double Sg_in, const seq_sink *sink) {
    seq_forward(w, src, h_in, S_in, sink);
    if (g_in) seq_backward(w, src, g_in, Sg_in, sink);
}

/* ---- the fast path: one sequence (oracle revision 2, EQUATIONS.md section 11) -----
 * The same operations in the same order as seq_forward / seq_backward, each on bounded
 * double-doubles (sg_dd.h) that track their distance to the MPFR value at prec bits; the
 * S recurrences are the same doubles (hd, gd: FP64 roundings the bound decides). Every
 * stored rounding is decided (sg_oracle_emit_dd) or the context is marked and the caller
 * falls back to MPFR for the whole channel. */
static void fseq_forward(ws_t *w, sg_dd_ctx *c, const seq_src *src, float h_in, double S_in, const seq_sink *sink) {
    const int64_t n = src->n, st = src->stride;
    double *hd = w->hd, *S = w->S;
    int32_t *vi = w->vi;
    const sig_table *tu = w->tu;
    sg_dd h = sg_dd_exact((double)h_in);
    hd[0] = (double)h_in;
    S[0] = S_in;
    for (int64_t t = 0; t < n; t++) {
        const int64_t e = t * st;
        const uint16_t xb = src->x[e];
        const sig_rec *ue = SIG(tu, tu->idx[src->u[e]]);
        const double xv = (double)sg_bf16_to_f32(xb), xd = fabs(xv);
        w->st.steps++;
        if (src->segpos[t] == 0) {
            vi[t] = -1;
            w->st.resets++;
            w->fim[t] = ue->dsp;
            h = sg_dd_mul_d(c, ue->dsp, xv);
            S[t + 1] = xd * ue->sp_d;
        } else {
            const int32_t k = ws_vent_fast(w, src->v[e], w->clip);
            const v_rec *ve = VREC(w, k);
            vi[t] = k;
            if (ve->clipped) w->st.clipped++;
            w->fim[t] = sg_dd_mul(c, ue->dsp, ve->dm);
            w->fbb[t] = sg_dd_mul_d(c, w->fim[t], xv);
            w->fah[t] = sg_dd_mul(c, ve->da, h);
            h = sg_dd_add(c, w->fah[t], w->fbb[t]);
            S[t + 1] = ve->a_d * S[t] + ve->l1_d * fabs(ve->a_d * hd[t]) + xd * ue->sp_d * ve->m_d;
        }
        if (!sg_dd_round(c, &h, 53, &hd[t + 1])) {
            if (!w->probe) return;
            hd[t + 1] = h.hi;
        }
        if (w->py) w->py[t] = h;
        if (sink) sg_oracle_emit_dd(&sink->q[Q_Y], sink->off_bld + t * sink->stride, c, &h, S[t + 1]);
        if ((c->bad || c->undecided) && !w->probe) return;
    }
    w->fh = h;
}

static void fseq_backward(ws_t *w, sg_dd_ctx *c, const seq_src *src, float g_in, double Sg_in, const seq_sink *sink,
                          double uacc) {
    const int64_t n = src->n, st = src->stride;
    const double *hd = w->hd, *S = w->S;
    const int32_t *vi = w->vi;
    const sig_table *tu = w->tu;
    sg_dd g = sg_dd_exact(0.0);
    double gd = 0.0, Sg = 0.0;
    for (int64_t t = n - 1; t >= 0; t--) {
        const int64_t e = t * st;
        const uint16_t xb = src->x[e], dyb = src->dy[e];
        const sig_rec *ue = SIG(tu, tu->idx[src->u[e]]);
        const double xv = (double)sg_bf16_to_f32(xb), xd = fabs(xv);
        const double dyv = (double)sg_bf16_to_f32(dyb), dyd = fabs(dyv);
        const sg_dd dy = sg_dd_exact(dyv);
        if (t == n - 1) {
            g = sg_dd_add(c, dy, sg_dd_exact((double)g_in));
            Sg = dyd + Sg_in;
        } else if (vi[t + 1] >= 0) {
            const v_rec *vn = VREC(w, vi[t + 1]);
            g = sg_dd_add(c, dy, sg_dd_mul(c, vn->da, g));
            Sg = dyd + vn->a_d * Sg + vn->l1_d * fabs(vn->a_d * gd);
        } else {
            g = dy;
            Sg = dyd;
        }
        if (!sg_dd_round(c, &g, 53, &gd)) {
            if (!w->probe) return;
            gd = g.hi;
        }
        const sg_dd DX = sg_dd_mul(c, g, w->fim[t]);
        const sg_dd DU = sg_dd_mul_d(c, sg_dd_mul(c, DX, ue->dsn), xv);
        sg_dd DV = sg_dd_exact(0.0);
        double m_d = 1.0, Sdv = 0.0;
        if (vi[t] >= 0) {
            const v_rec *ve = VREC(w, vi[t]);
            m_d = ve->m_d;
            const sg_dd t2 =
                !ve->m_zero ? sg_dd_mul(c, w->fbb[t], ve->dKb) : sg_dd_mul_d(c, sg_dd_mul(c, ve->dK, ue->dsp), xv);
            const sg_dd dl = sg_dd_mul(c, g, sg_dd_add(c, w->fah[t], sg_dd_neg(t2)));
            DV = sg_dd_mul(c, dl, ve->dK2);
            w->facc = sg_dd_add_u(c, w->facc, sg_dd_mul_u(c, dl, ve->dr, 0.0), uacc); /* the FMA at prec + 64 */
            const double T = ve->a_d * fabs(hd[t]) + ve->K_d * xd * ue->sp_d;
            const double Sdl = Sg * T + fabs(gd) * ve->a_d * S[t] + ve->l1_d * fabs(gd) * T;
            Sdv = Sdl * ve->K2_d;
            w->Sdp += ve->r_d * Sdl;
        }
        if (sink) {
            const int64_t i = sink->off_bld + t * sink->stride;
            sg_oracle_emit_dd(&sink->q[Q_DX], i, c, &DX, Sg * ue->sp_d * m_d);
            sg_oracle_emit_dd(&sink->q[Q_DU], i, c, &DU, Sg * xd * m_d * ue->sp_d * ue->sn_d);
            sg_oracle_emit_dd(&sink->q[Q_DV], i, c, &DV, Sdv);
        }
        if (w->pdx) w->pdx[t] = DX, w->pdu[t] = DU, w->pdv[t] = DV;
        if ((c->bad || c->undecided) && !w->probe) return;
    }
    if (vi[0] >= 0) {
        const v_rec *v0 = VREC(w, vi[0]);
        w->fdh0 = sg_dd_mul(c, v0->da, g);
        w->Sdh0 = v0->a_d * Sg + v0->l1_d * fabs(v0->a_d * gd);
    } else {
        w->fdh0 = sg_dd_exact(0.0);
        w->Sdh0 = 0.0;
    }
}

/* ---- presence scan and validation ------------------------------------------ */
static sg_status scan_patterns(const uint16_t *a, size_t n, uint8_t *present, const char *name) {
    for (size_t i = 0; i < n; i++) present[a[i]] = 1;
    for (uint32_t h = 0x7f80u; h <= 0x7fffu; h++)
        if (present[h] || present[h | 0x8000u])
            return sg_fail(SG_E_NONFINITE, "oracle: input %s holds a non-finite BF16 value (0x%04x)", name,
                           (unsigned)(present[h] ? h : (h | 0x8000u)));
    return SG_OK;
}

/* Scans the inputs: the u and v patterns present (pu, pv: NPAT flags each) and
 * every value finite. */
static sg_status scan_inputs(const sg_rglru_problem *pb, uint8_t *pu, uint8_t *pv) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    const size_t nbld = (size_t)(B * L * D), nbd = (size_t)(B * D);
    sg_status st = scan_patterns(pb->u, nbld, pu, "u");
    if (!st) st = scan_patterns(pb->v, nbld, pv, "v");
    if (!st) {
        uint8_t *px = sg_xcalloc(NPAT, 1);
        st = scan_patterns(pb->x, nbld, px, "x");
        if (!st) st = scan_patterns(pb->dy, nbld, px, "dy");
        free(px);
    }
    if (!st) st = sg_oracle_check_f32(pb->p, (size_t)D, "input", "p");
    if (!st && pb->h0) st = sg_oracle_check_f32(pb->h0, nbd, "input", "h0");
    if (!st && pb->dh_last) st = sg_oracle_check_f32(pb->dh_last, nbd, "input", "dh_last");
    return st;
}

/* One evaluation: the problem, the options, the result sinks, the sigmoid
 * tables at the working and (when certifying) the certification precision. */
typedef struct {
    const sg_rglru_problem *pb;
    const sg_oracle_opts *o;
    long prec, cprec;
    int fwd;  /* forward only (benchmarks): no backward, gradients left zero */
    int fast; /* the fast path first (not --oracle mpfr, not certifying) */
    sg_dd_consts kdd;
    sg_oracle_sink sinks[NQ];
    sig_table tu, tv, tuc, tvc;
} rg_eval;

/* One thread's state: its workspaces (wc when certifying), the minimum
 * agreeing bits it has seen, scratch numbers, the staging of one sequence's
 * [B,L,D] outputs. */
typedef struct {
    ws_t *w, *wc;
    double lbits[NQ];
    mpfr_t hin, gin, dp, dpc, tmp;
    sg_oracle_sink stage[NQ];
    int64_t nfast, nmpfr; /* channels by path */
} rg_thread;

static void thread_init(rg_thread *T, const rg_eval *E) {
    const int64_t L = E->pb->L;
    T->w = ws_new((mpfr_prec_t)E->prec, E->o->clip, L, E->o->certify, &E->tu, &E->tv);
    T->w->kdd = &E->kdd;
    T->wc = E->o->certify ? ws_new((mpfr_prec_t)E->cprec, E->o->clip, L, 1, &E->tuc, &E->tvc) : NULL;
    for (int j = 0; j < NQ; j++) T->lbits[j] = (double)E->prec;
    T->nfast = T->nmpfr = 0;
    mpfr_inits2(32, T->hin, T->gin, (mpfr_ptr)0); /* FP32 values are exact in 24 bits */
    mpfr_init2(T->dp, (mpfr_prec_t)E->prec);
    mpfr_init2(T->dpc, (mpfr_prec_t)E->cprec);
    mpfr_init2(T->tmp, 64);
    /* the sequence's outputs are staged contiguously, then scattered with
     * stride D in tight loops (about 5% faster than strided stores
     * interleaved with the MPFR work) */
    memset(T->stage, 0, sizeof T->stage);
    for (int j = 0; j < 4; j++) {
        sg_oracle_sink *q = &T->stage[bld_q[j]];
        q->f64 = sg_xmalloc_dims(sizeof(double), SG_DIMS(L));
        q->bf = sg_xmalloc_dims(sizeof(uint16_t), SG_DIMS(L));
        q->f32 = sg_xmalloc_dims(sizeof(float), SG_DIMS(L));
        q->S = sg_xmalloc_dims(sizeof(double), SG_DIMS(L));
    }
}

static void thread_free(rg_thread *T) {
    for (int j = 0; j < 4; j++) {
        free(T->stage[bld_q[j]].f64);
        free(T->stage[bld_q[j]].bf);
        free(T->stage[bld_q[j]].f32);
        free(T->stage[bld_q[j]].S);
    }
    mpfr_clears(T->hin, T->gin, T->dp, T->dpc, T->tmp, (mpfr_ptr)0);
    ws_free(T->w);
    ws_free(T->wc);
}

/* The agreeing bits of the sequence just run at both precisions. */
static void certify_sequence(rg_thread *T, int64_t L, int fwd, long prec) {
    ws_t *w = T->w, *wc = T->wc;
    double *lb = T->lbits;
    for (int64_t t = 0; t < L; t++)
        sg_oracle_minb(&lb[Q_Y], sg_oracle_agree_bits(MA(&w->h, t + 1), MA(&wc->h, t + 1), T->tmp, prec));
    sg_oracle_minb(&lb[Q_HLAST], sg_oracle_agree_bits(MA(&w->h, L), MA(&wc->h, L), T->tmp, prec));
    if (fwd) return;
    for (int64_t t = 0; t < L; t++) {
        sg_oracle_minb(&lb[Q_DX], sg_oracle_agree_bits(MA(&w->kdx, t), MA(&wc->kdx, t), T->tmp, prec));
        sg_oracle_minb(&lb[Q_DU], sg_oracle_agree_bits(MA(&w->kdu, t), MA(&wc->kdu, t), T->tmp, prec));
        sg_oracle_minb(&lb[Q_DV], sg_oracle_agree_bits(MA(&w->kdv, t), MA(&wc->kdv, t), T->tmp, prec));
    }
    sg_oracle_minb(&lb[Q_DH0], sg_oracle_agree_bits(w->dh0, wc->dh0, T->tmp, prec));
}

/* The staged [B,L,D] outputs of the sequence (b, d) into the results. */
static void scatter(const rg_eval *E, const rg_thread *T, int64_t obld) {
    const int64_t L = E->pb->L, D = E->pb->D;
    for (int j = 0; j < (E->fwd ? 1 : 4); j++) {
        const sg_oracle_sink *sq = &T->stage[bld_q[j]], *dq = &E->sinks[bld_q[j]];
        for (int64_t t = 0; t < L; t++) dq->f64[obld + t * D] = sq->f64[t];
        for (int64_t t = 0; t < L; t++) dq->bf[obld + t * D] = sq->bf[t];
        for (int64_t t = 0; t < L; t++) dq->f32[obld + t * D] = sq->f32[t];
        for (int64_t t = 0; t < L; t++) dq->S[obld + t * D] = sq->S[t];
    }
}

/* The sequence (b, d): forward and backward, its outputs scattered from the
 * staging into the results, and (when certifying) again at cprec. */
/* The sequence (b, d)'s inputs, its staging sink, h0 and dh_last (0 when absent). */
static void seq_of(const rg_eval *E, const rg_thread *T, int64_t b, int64_t d, seq_src *src, seq_sink *sk, float *h0f,
                   float *glf) {
    const sg_rglru_problem *pb = E->pb;
    const int64_t L = pb->L, D = pb->D, obld = b * L * D + d, obd = b * D + d;
    *src = (seq_src){L, D, pb->x + obld, pb->u + obld, pb->v + obld, pb->dy + obld, pb->segpos + b * L};
    memcpy(sk->q, T->stage, sizeof T->stage);
    sk->off_bld = 0;
    sk->stride = 1;
    *h0f = pb->h0 ? pb->h0[obd] : 0.0f;
    *glf = pb->dh_last ? pb->dh_last[obd] : 0.0f;
}

static void sequence(const rg_eval *E, rg_thread *T, int64_t b, int64_t d) {
    const sg_rglru_problem *pb = E->pb;
    const int64_t L = pb->L, D = pb->D, obld = b * L * D + d, obd = b * D + d;
    const int fwd = E->fwd;
    ws_t *w = T->w;
    seq_src src;
    seq_sink sk;
    float h0f, glf;
    seq_of(E, T, b, d, &src, &sk, &h0f, &glf);
    mpfr_set_flt(T->hin, h0f, MPFR_RNDN);
    mpfr_set_flt(T->gin, glf, MPFR_RNDN);
    seq_run(w, &src, T->hin, fabs((double)h0f), fwd ? NULL : T->gin, fabs((double)glf), &sk);
    scatter(E, T, obld);
    mpfr_ptr hl = MA(&w->h, L);
    sg_oracle_emit(&E->sinks[Q_HLAST], obd, hl, w->hd[L], w->S[L]);
    if (!fwd) sg_oracle_emit(&E->sinks[Q_DH0], obd, w->dh0, mpfr_get_d(w->dh0, MPFR_RNDN), w->Sdh0);
    if (T->wc) {
        seq_run(T->wc, &src, T->hin, 0.0, fwd ? NULL : T->gin, 0.0, NULL);
        certify_sequence(T, L, fwd, E->prec);
    }
}

/* Channel d by the fast path: 1 when every stored rounding was decided (its results are
 * then the MPFR path's, bit for bit), 0 when the caller must run the channel by MPFR (the
 * statistics left as they were; what was stored is overwritten by that run). */
static int channel_fast(const rg_eval *E, rg_thread *T, int64_t d) {
    const sg_rglru_problem *pb = E->pb;
    const int64_t L = pb->L, D = pb->D;
    ws_t *w = T->w;
    const sg_oracle_rglru_seq_stats st0 = w->st;
    sg_dd_ctx c = {ldexp(1.0, -(int)E->prec), 0, 0};
    const double uacc = ldexp(1.0, -(int)(E->prec + 64));
    ws_channel(w, pb->p[d]);
    w->ds = sg_dd_from_mpfr(w->s, w->cv);
    w->facc = sg_dd_exact(0.0);
    for (int64_t b = 0; b < pb->B && !c.bad && !c.undecided; b++) {
        const int64_t obld = b * L * D + d, obd = b * D + d;
        seq_src src;
        seq_sink sk;
        float h0f, glf;
        seq_of(E, T, b, d, &src, &sk, &h0f, &glf);
        fseq_forward(w, &c, &src, h0f, fabs((double)h0f), &sk);
        if (!c.bad && !c.undecided && !E->fwd) fseq_backward(w, &c, &src, glf, fabs((double)glf), &sk, uacc);
        if (c.bad || c.undecided) break;
        scatter(E, T, obld);
        sg_oracle_emit_dd(&E->sinks[Q_HLAST], obd, &c, &w->fh, w->S[L]);
        if (!E->fwd) sg_oracle_emit_dd(&E->sinks[Q_DH0], obd, &c, &w->fdh0, w->Sdh0);
    }
    if (!c.bad && !c.undecided && !E->fwd) {
        /* dp = RN_p(acc sigma(p)) (-c), sigma(p) as sg_oracle_rglru_dp evaluates it */
        mpfr_t sig;
        mpfr_init2(sig, (mpfr_prec_t)E->prec + 8);
        sg_oracle_rglru_softplus_sigmoid(pb->p[d], (mpfr_prec_t)E->prec + 8, NULL, sig);
        const sg_dd ds = sg_dd_from_mpfr(sig, w->cv);
        mpfr_clear(sig);
        const sg_dd dp = sg_dd_scale(&c, sg_dd_neg(sg_dd_mul(&c, w->facc, ds)), 3); /* c = 8 */
        if (!c.bad)
            sg_oracle_emit_dd(&E->sinks[Q_DP], d, &c, &dp, w->sigp_d * (double)SG_RGLRU_C * w->Sdp);
    }
    if (c.bad || c.undecided) {
        w->st = st0;
        return 0;
    }
    return 1;
}

/* Channel d: every batch row's sequence, b ascending, then dp. */
static void channel(const rg_eval *E, rg_thread *T, int64_t d) {
    const sg_rglru_problem *pb = E->pb;
    if (E->fast) {
        if (channel_fast(E, T, d)) {
            T->nfast++;
            return;
        }
        T->nmpfr++;
    }
    ws_channel(T->w, pb->p[d]);
    if (T->wc) ws_channel(T->wc, pb->p[d]);
    for (int64_t b = 0; b < pb->B; b++) sequence(E, T, b, d);
    if (E->fwd) return; /* backward results stay zero */
    sg_oracle_rglru_dp(pb->p[d], T->w->acc, T->dp);
    /* S_dp = sigma(p) c sum_{b,t} r S_dl */
    sg_oracle_emit(&E->sinks[Q_DP], d, T->dp, mpfr_get_d(T->dp, MPFR_RNDN),
                   T->w->sigp_d * (double)SG_RGLRU_C * T->w->Sdp);
    if (T->wc) {
        sg_oracle_rglru_dp(pb->p[d], T->wc->acc, T->dpc);
        sg_oracle_minb(&T->lbits[Q_DP], sg_oracle_agree_bits(T->dp, T->dpc, T->tmp, E->prec));
    }
}

/* ---- the oracle -------------------------------------------------------------- */
sg_status sg_oracle_rglru(const sg_rglru_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                          sg_oracle_cert *cert) {
    sg_oracle_opts def;
    if (!o) {
        sg_oracle_opts_default(&def);
        o = &def;
    }
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st0 = sg_check_dims("oracle: RG-LRU problem", B, L, D); /* bounds every product of B, L, D below */
    if (st0) return st0;
    long cprec;
    int nt;
    if ((st0 = sg_oracle_check_opts(o, &cprec, &nt)) != SG_OK) return st0;
    const long prec = o->prec;
    if (nt > D) nt = (int)D;

    uint8_t *pu = sg_xcalloc(NPAT, 1), *pv = sg_xcalloc(NPAT, 1);
    rg_eval E = {.pb = pb, .o = o, .prec = prec, .cprec = cprec, .fwd = o->forward_only != 0,
                 .fast = !o->mpfr_only && !o->certify};
    sg_status st = scan_inputs(pb, pu, pv);
    if (!st) st = sg_oracle_sinks(res, SG_MODEL_RGLRU, "RG-LRU", B, L, D, qnames, NQ, NULL, E.sinks);
    if (st) {
        free(pu);
        free(pv);
        return st;
    }
    sg_dd_consts_init(&E.kdd);
    sig_table_build(&E.tu, pu, (mpfr_prec_t)prec, nt);
    sig_table_build(&E.tv, pv, (mpfr_prec_t)prec, nt);
    if (o->certify) {
        sig_table_build(&E.tuc, pu, (mpfr_prec_t)cprec, nt);
        sig_table_build(&E.tvc, pv, (mpfr_prec_t)cprec, nt);
    }
    free(pu);
    free(pv);

    double gbits[NQ];
    for (int j = 0; j < NQ; j++) gbits[j] = (double)prec;
    int64_t clipped = 0, resets = 0, nfast = 0, nmpfr = 0, vfast = 0, vmpfr = 0;
#pragma omp parallel num_threads(nt)
    {
        rg_thread T;
        thread_init(&T, &E);
#pragma omp for schedule(dynamic, 1)
        for (int64_t d = 0; d < D; d++) channel(&E, &T, d);
#pragma omp critical(sg_oracle_merge)
        {
            for (int j = 0; j < NQ; j++) sg_oracle_minb(&gbits[j], T.lbits[j]);
            clipped += T.w->st.clipped;
            resets += T.w->st.resets;
            nfast += T.nfast;
            nmpfr += T.nmpfr;
            vfast += T.w->vfast;
            vmpfr += T.w->vmpfr;
        }
        thread_free(&T);
        mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
    }
    sig_table_free(&E.tu);
    sig_table_free(&E.tv);
    sig_table_free(&E.tuc);
    sig_table_free(&E.tvc);

    if (E.fwd) /* the gradients were not computed, so they are not certified (NaN fails any >= check) */
        for (int j = 0; j < NQ; j++)
            if (j != Q_Y && j != Q_HLAST) gbits[j] = (double)NAN;
    st = sg_oracle_finish(res, o, SG_ORACLE_RGLRU_EQUATIONS, prec, cprec, clipped, resets, E.fwd, SG_MODEL_RGLRU, qnames,
                          gbits, NQ, cert);
    if (!st) st = sg_oracle_path_meta(res, E.fast, nfast, nmpfr, "channels");
    if (!st && E.fast) { /* the a-gate records: an undecided one is computed by MPFR alone */
        char buf[96];
        snprintf(buf, sizeof buf, "%lld of %lld by MPFR", (long long)vmpfr, (long long)(vfast + vmpfr));
        st = sg_tset_set_meta(res, "oracle_mpfr_records", buf);
    }
    return st;
}

/* ---- internal entry points -------------------------------------------------- */
/* One sequence's inputs checked (every BF16 value and p finite) and its sigmoid tables built at prec;
 * `who` names the entry point in messages. */
static sg_status seq_tables(const sg_oracle_rglru_seq_in *in, long prec, const char *who, sig_table *tu, sig_table *tv) {
    uint8_t *pu = sg_xcalloc(NPAT, 1), *pv = sg_xcalloc(NPAT, 1);
    sg_status st = SG_OK;
    for (int64_t t = 0; t < in->n; t++) {
        pu[in->u[t * in->stride]] = 1;
        pv[in->v[t * in->stride]] = 1;
        if (!sg_bf16_isfinite(in->x[t * in->stride]) || !sg_bf16_isfinite(in->u[t * in->stride]) ||
            !sg_bf16_isfinite(in->v[t * in->stride]) || !sg_bf16_isfinite(in->dy[t * in->stride]))
            st = sg_fail(SG_E_NONFINITE, "%s: non-finite input at t=%lld", who, (long long)t);
    }
    if (!st && !isfinite(in->p)) st = sg_fail(SG_E_NONFINITE, "%s: p is not finite", who);
    if (!st) {
        sig_table_build(tu, pu, (mpfr_prec_t)prec, 1);
        sig_table_build(tv, pv, (mpfr_prec_t)prec, 1);
    }
    free(pu);
    free(pv);
    return st;
}

sg_status sg_oracle_rglru_seq(const sg_oracle_rglru_seq_in *in, long prec, int clip, mpfr_srcptr h_in,
                              mpfr_ptr h_out, mpfr_srcptr g_in, mpfr_ptr g_out, mpfr_ptr dp_acc,
                              mpfr_t *y, mpfr_t *dx, mpfr_t *du, mpfr_t *dv,
                              sg_oracle_rglru_seq_stats *stats) {
    sg_status st0 = sg_check_dims("oracle seq: n, stride", 1, in->n, in->stride); /* bounds t * stride */
    if (st0) return st0;
    if (prec < 64 || prec > 100000) return sg_fail(SG_E_USAGE, "oracle seq: precision %ld out of range", prec);
    if (g_in && (!g_out || !dp_acc)) return sg_fail(SG_E_USAGE, "oracle seq: backward needs g_out and dp_acc");
    sig_table tu = {0}, tv = {0};
    sg_status st = seq_tables(in, prec, "oracle seq", &tu, &tv);
    if (st) return st;
    ws_t *w = ws_new((mpfr_prec_t)prec, clip, in->n, 1, &tu, &tv);
    ws_channel(w, in->p);
    if (g_in) {
        mpfr_set_prec(w->acc, mpfr_get_prec(dp_acc));
        mpfr_set(w->acc, dp_acc, MPFR_RNDN);
    }
    seq_src src = {in->n, in->stride, in->x, in->u, in->v, in->dy, in->segpos};
    seq_run(w, &src, h_in, 0.0, g_in, 0.0, NULL);
    if (h_out) mpfr_set(h_out, MA(&w->h, in->n), MPFR_RNDN);
    for (int64_t t = 0; t < in->n; t++) {
        if (y) mpfr_set(y[t], MA(&w->h, t + 1), MPFR_RNDN);
        if (g_in) {
            if (dx) mpfr_set(dx[t], MA(&w->kdx, t), MPFR_RNDN);
            if (du) mpfr_set(du[t], MA(&w->kdu, t), MPFR_RNDN);
            if (dv) mpfr_set(dv[t], MA(&w->kdv, t), MPFR_RNDN);
        }
    }
    if (g_in) {
        mpfr_set(g_out, w->dh0, MPFR_RNDN);
        mpfr_set(dp_acc, w->acc, MPFR_RNDN);
    }
    if (stats) *stats = w->st;
    ws_free(w);
    sig_table_free(&tu);
    sig_table_free(&tv);
    return SG_OK;
}

sg_status sg_oracle_rglru_seq_fast(const sg_oracle_rglru_seq_in *in, long prec, int clip, float h_in, const float *g_in,
                                   sg_dd *y, sg_dd *dx, sg_dd *du, sg_dd *dv, sg_dd *h_out, sg_dd *dh0, sg_dd *dp_acc,
                                   int *bad) {
    sg_status st = sg_check_dims("oracle seq fast: n, stride", 1, in->n, in->stride);
    if (st) return st;
    if (prec < 64 || prec > 1000) return sg_fail(SG_E_USAGE, "oracle seq fast: precision %ld out of range", prec);
    if (g_in && (!dh0 || !dp_acc)) return sg_fail(SG_E_USAGE, "oracle seq fast: backward needs dh0 and dp_acc");
    if (!isfinite(h_in) || (g_in && !isfinite(*g_in)))
        return sg_fail(SG_E_NONFINITE, "oracle seq fast: h_in or g_in is not finite");
    sig_table tu = {0}, tv = {0};
    if ((st = seq_tables(in, prec, "oracle seq fast", &tu, &tv))) return st;
    sg_dd_consts kdd;
    sg_dd_consts_init(&kdd);
    ws_t *w = ws_new((mpfr_prec_t)prec, clip, in->n, 0, &tu, &tv);
    w->kdd = &kdd;
    w->probe = 1;
    w->py = y;
    if (dx && du && dv) w->pdx = dx, w->pdu = du, w->pdv = dv;
    ws_channel(w, in->p);
    w->ds = sg_dd_from_mpfr(w->s, w->cv);
    w->facc = dp_acc ? *dp_acc : sg_dd_exact(0.0);
    sg_dd_ctx c = {ldexp(1.0, -(int)prec), 0, 0};
    seq_src src = {in->n, in->stride, in->x, in->u, in->v, in->dy, in->segpos};
    fseq_forward(w, &c, &src, h_in, 0.0, NULL);
    if (h_out) *h_out = w->fh;
    if (g_in) {
        fseq_backward(w, &c, &src, *g_in, 0.0, NULL, ldexp(1.0, -(int)(prec + 64)));
        *dh0 = w->fdh0;
        *dp_acc = w->facc;
    }
    *bad = c.bad;
    ws_free(w);
    sig_table_free(&tu);
    sig_table_free(&tv);
    return SG_OK;
}

/* The cached front end (its tests and tools call it; the model descriptor
 * fills a kind of its own the same way). */
SG_ORACLE_CACHED_FRONT_END(rglru, SG_ORACLE_RGLRU_EQUATIONS, sg_rglru_quantities, SG_RGLRU_NQ)

/* ---- streamed (sg_oracle.h "streamed results") ------------------------------------
 * The channels are independent (each (b, d) sequence and dp_d over b), so a
 * block of channels is a problem of its own whose results are bitwise those
 * of the whole problem at its channels: each block's inputs are copied out,
 * its results computed whole and handed over, then freed. */
sg_status sg_oracle_rglru_stream(const sg_rglru_problem *pb, const sg_oracle_opts *o, int64_t width,
                                 sg_oracle_block_fn fn, void *ctx, sg_oracle_cert *cert) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st = sg_check_dims("oracle: RG-LRU problem", B, L, D);
    if (st) return st;
    if (width < 1) width = 1;
    if (width > D) width = D;
    const sg_quantity *qs;
    const int nq = sg_model_quantities(SG_MODEL_RGLRU, &qs);
    const size_t nbl = (size_t)(B * L), w = (size_t)width;
    uint16_t *x = sg_xmalloc(nbl * w * 2), *u = sg_xmalloc(nbl * w * 2), *v = sg_xmalloc(nbl * w * 2);
    uint16_t *dy = sg_xmalloc(nbl * w * 2);
    float *p = sg_xmalloc(w * 4), *h0 = sg_xmalloc((size_t)B * w * 4), *dhl = sg_xmalloc((size_t)B * w * 4);
    if (cert) memset(cert, 0, sizeof *cert);
    for (int64_t d0 = 0; d0 < D && !st; d0 += width) {
        const int64_t n = d0 + width < D ? width : D - d0;
        for (size_t r = 0; r < nbl; r++) { /* row r = b L + t */
            memcpy(x + r * (size_t)n, pb->x + r * (size_t)D + (size_t)d0, (size_t)n * 2);
            memcpy(u + r * (size_t)n, pb->u + r * (size_t)D + (size_t)d0, (size_t)n * 2);
            memcpy(v + r * (size_t)n, pb->v + r * (size_t)D + (size_t)d0, (size_t)n * 2);
            memcpy(dy + r * (size_t)n, pb->dy + r * (size_t)D + (size_t)d0, (size_t)n * 2);
        }
        memcpy(p, pb->p + d0, (size_t)n * 4);
        for (int64_t b = 0; b < B; b++) {
            if (pb->h0) memcpy(h0 + b * n, pb->h0 + b * D + d0, (size_t)n * 4);
            else memset(h0 + b * n, 0, (size_t)n * 4);
            if (pb->dh_last) memcpy(dhl + b * n, pb->dh_last + b * D + d0, (size_t)n * 4);
            else memset(dhl + b * n, 0, (size_t)n * 4);
        }
        const sg_rglru_problem sub = {B, L, n, x, u, v, dy, p, h0, dhl, pb->segpos};
        sg_tset res;
        sg_tset_init(&res);
        sg_oracle_cert bc;
        st = sg_oracle_rglru(&sub, o, &res, cert ? &bc : NULL);
        for (int i = 0; i < nq && !st; i++) {
            const sg_quantity *q = &qs[i];
            int64_t shape[SG_MAX_DIMS];
            const int nd = sg_quantity_shape(q, B, L, n, shape);
            const sg_tensor *t[SG_ORC_COUNT];
            for (int k = 0; k < SG_ORC_COUNT && !st; k++) {
                char name[SG_NAME_MAX];
                sg_oracle_tensor_name(name, sizeof name, q->name, (sg_oracle_part)k);
                st = sg_tset_expect(&res, "oracle results", name, sg_oracle_part_dtype((sg_oracle_part)k), nd, shape, &t[k]);
            }
            if (st) break;
            sg_oracle_block k = {.q = i, .f64 = t[SG_ORC_F64]->data, .bf = t[SG_ORC_RN_BF16]->data,
                                 .f32 = t[SG_ORC_RN_F32]->data, .S = t[SG_ORC_S]->data};
            sg_oracle_block_view(q->shape, B, L, D, &k);
            k.k0 = d0; /* every quantity's last axis is the channel */
            k.k1 = d0 + n;
            st = fn(ctx, &k);
        }
        if (!st && cert) {
            if (d0 == 0) *cert = bc;
            else
                for (int j = 0; j < bc.nq; j++) sg_oracle_minb(&cert->bits[j], bc.bits[j]);
        }
        sg_tset_free(&res);
    }
    free(x);
    free(u);
    free(v);
    free(dy);
    free(p);
    free(h0);
    free(dhl);
    return st;
}
