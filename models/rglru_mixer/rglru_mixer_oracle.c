/* rglru_mixer_oracle.c - the exact RG-LRU mixer (reference/EQUATIONS.md section
 * 9): the block-diagonal gate front u = W_x x + b_x, v = W_a x + b_a kept exact
 * (never rounded), the RG-LRU core of sections 1-2 on those u, v, and the
 * backward through the core, both gates and the input path: dx, dw_x, dw_a,
 * db_x, db_a, dp, dh0. Every operation is an MPFR operation at the working
 * precision on the stored inputs' exact values; the magnitudes S follow
 * section 9.2's recurrences (the core's of section 3 with the gate front's error
 * terms), in double beside each value.
 *
 * Order of evaluation (fixed, so the results do not depend on the thread count):
 *   1. per channel d (OpenMP over channels), each row b ascending: the gates
 *      u_t, v_t (b_x first, then the products i = 0..W-1 added in order), the
 *      forward t = 1..L, the backward t = L..1; the core's dx (the direct path),
 *      du, dv kept per element; then the channel's dp, dw_x[h, :, j], dw_a[h, :, j],
 *      db_x[h, j], db_a[h, j] as sums over (b ascending, t ascending);
 *   2. per (b, t) (OpenMP over b, t): dx = direct + sum_j w_x[h,i,j] du_j + sum_j w_a[h,i,j] dv_j.
 * With `certify`, the whole evaluation runs again at cert_prec and every
 * quantity's agreeing bits are reported. */
#include "sg_oracle.h"
#include "oracle_impl.h"

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

enum { Q_Y = 0, Q_HLAST, Q_DX, Q_DWX, Q_DWA, Q_DBX, Q_DBA, Q_DP, Q_DH0, NQ };
static const char *const qnames[NQ] = {"y", "h_last", "dx", "dw_x", "dw_a", "db_x", "db_a", "dp", "dh0"};

static double bfv(uint16_t h) { return (double)sg_bf16_to_f32(h); }

static mpfr_t *mp_array(int64_t n, mpfr_prec_t prec) {
    mpfr_t *a = sg_xmalloc((size_t)(n > 0 ? n : 1) * sizeof *a);
    for (int64_t i = 0; i < n; i++) mpfr_init2(a[i], prec);
    return a;
}

static void mp_free(mpfr_t *a, int64_t n) {
    if (!a) return;
    for (int64_t i = 0; i < n; i++) mpfr_clear(a[i]);
    free(a);
}

/* One evaluation at one precision: every quantity's values and magnitudes. */
typedef struct {
    const sg_rglru_mixer_problem *pb;
    mpfr_prec_t prec;
    int clip, fwd, nt;
    int64_t W, n[NQ];
    mpfr_t *q[NQ];
    double *S[NQ];
    mpfr_t *du, *dv, *dxd; /* [B,L,D]: the core's gate gradients and direct dx */
    double *Sdu, *Sdv, *Sdxd;
    int64_t clipped, resets;
} mx_eval;

/* Per-step records of one (b, d) sequence, written by the forward, read by the backward. */
enum { K_I, K_NI, K_R, K_NR, K_L, K_A, K_A2, K_Q, K_M, K_H, K_U, K_V, NK };
typedef struct {
    mpfr_t *k[NK]; /* each [L+1] (K_H: h_{t-1}) */
    double *Su, *Sv, *Sh;
    mpfr_t t0, t1, t2, g, gc, acc, dl;
} mx_thread;

static void thread_init(mx_thread *T, int64_t L, mpfr_prec_t prec) {
    for (int k = 0; k < NK; k++) T->k[k] = mp_array(L + 1, prec);
    T->Su = sg_xmalloc((size_t)(L + 1) * sizeof(double));
    T->Sv = sg_xmalloc((size_t)(L + 1) * sizeof(double));
    T->Sh = sg_xmalloc((size_t)(L + 1) * sizeof(double));
    mpfr_inits2(prec, T->t0, T->t1, T->t2, T->g, T->gc, T->dl, (mpfr_ptr)0);
    mpfr_init2(T->acc, prec + 64);
}

static void thread_free(mx_thread *T, int64_t L) {
    for (int k = 0; k < NK; k++) mp_free(T->k[k], L + 1);
    free(T->Su);
    free(T->Sv);
    free(T->Sh);
    mpfr_clears(T->t0, T->t1, T->t2, T->g, T->gc, T->dl, T->acc, (mpfr_ptr)0);
}

/* gate = bias + sum_i x_i w[h,i,j] (i ascending), one rounding per addition
 * (each product of two BF16 values is exact in a double); *S = |bias| + sum |x_i w_ij|. */
static void gate(mpfr_ptr r, double *S, const uint16_t *xrow, const uint16_t *w, const uint16_t *bias, int64_t h,
                 int64_t j, int64_t W) {
    const double bb = bfv(bias[h * W + j]);
    mpfr_set_d(r, bb, MPFR_RNDN);
    double s = fabs(bb);
    for (int64_t i = 0; i < W; i++) {
        const double pr = bfv(xrow[h * W + i]) * bfv(w[(h * W + i) * W + j]);
        mpfr_add_d(r, r, pr, MPFR_RNDN);
        s += fabs(pr);
    }
    *S = s;
}

/* Channel d: every row's sequence, then the channel's reductions. */
static void channel(mx_eval *E, mx_thread *T, int64_t d, int64_t *clipped, int64_t *resets) {
    const sg_rglru_mixer_problem *pb = E->pb;
    const int64_t B = pb->B, L = pb->L, D = pb->D, W = E->W, h = d / W, j = d % W;
    const mpfr_prec_t prec = E->prec;
    const double c = (double)SG_RGLRU_C;
    mpfr_t s, sigp, ln2, lim;
    mpfr_inits2(prec, s, sigp, ln2, (mpfr_ptr)0);
    mpfr_init2(lim, prec + 32);
    sg_oracle_rglru_softplus_sigmoid(pb->p[d], prec, s, sigp);
    mpfr_const_log2(ln2, MPFR_RNDN);
    mpfr_neg(ln2, ln2, MPFR_RNDN); /* -ln 2 */
    const double sd = mpfr_get_d(s, MPFR_RNDN);
    mpfr_set_zero(T->acc, 1);
    double Sdp = 0;
    mpfr_t *K[NK];
    memcpy(K, T->k, sizeof K);
    for (int64_t b = 0; b < B; b++) {
        /* the gates of every step */
        for (int64_t t = 0; t < L; t++) {
            const uint16_t *xrow = pb->x + (b * L + t) * D;
            gate(K[K_U][t], &T->Su[t], xrow, pb->w_x, pb->b_x, h, j, W);
            gate(K[K_V][t], &T->Sv[t], xrow, pb->w_a, pb->b_a, h, j, W);
        }
        /* forward: h_t = abar_t h_{t-1} + x_t i_t m_t */
        mpfr_set_flt(K[K_H][0], pb->h0[b * D + d], MPFR_RNDN);
        double S = fabs((double)pb->h0[b * D + d]);
        for (int64_t t = 0; t < L; t++) {
            const int64_t k = (b * L + t) * D + d;
            const int reset = pb->segpos[b * L + t] == 0;
            *resets += reset && d == 0;
            const double x = bfv(pb->x[k]);
            sg_oracle_sigmoid_pair(K[K_I][t], K[K_NI][t], K[K_U][t], T->t0);
            sg_oracle_sigmoid_pair(K[K_R][t], K[K_NR][t], K[K_V][t], T->t0);
            mpfr_mul(K[K_L][t], K[K_R][t], s, MPFR_RNDN);
            mpfr_mul_si(K[K_L][t], K[K_L][t], -(long)SG_RGLRU_C, MPFR_RNDN); /* l = -c r s */
            mpfr_mul_2ui(T->t0, K[K_L][t], 1, MPFR_RNDN);                     /* 2 l, exact */
            if (mpfr_cmp(T->t0, ln2) >= 0) {                                  /* a^2 >= 1/2: q = -expm1(2l) */
                mpfr_expm1(K[K_Q][t], T->t0, MPFR_RNDN);
                mpfr_neg(K[K_Q][t], K[K_Q][t], MPFR_RNDN);
                mpfr_ui_sub(K[K_A2][t], 1, K[K_Q][t], MPFR_RNDN);
            } else { /* fast decay: a^2 = exp(2l), q = 1 - a^2 > 1/2 */
                mpfr_exp(K[K_A2][t], T->t0, MPFR_RNDN);
                mpfr_ui_sub(K[K_Q][t], 1, K[K_A2][t], MPFR_RNDN);
            }
            mpfr_sqrt(K[K_A][t], K[K_A2][t], MPFR_RNDN);
            mpfr_sqrt(K[K_M][t], K[K_Q][t], MPFR_RNDN);
            /* b_t = x i mbar, ah = abar h_{t-1} */
            mpfr_mul_d(T->t1, K[K_I][t], x, MPFR_RNDN);
            if (!reset) mpfr_mul(T->t1, T->t1, K[K_M][t], MPFR_RNDN);
            if (reset)
                mpfr_set_zero(T->t2, 1);
            else
                mpfr_mul(T->t2, K[K_A][t], K[K_H][t], MPFR_RNDN);
            mpfr_add(K[K_H][t + 1], T->t2, T->t1, MPFR_RNDN);
            /* magnitudes (section 9.2) */
            const double iv = mpfr_get_d(K[K_I][t], MPFR_RNDN), ni = mpfr_get_d(K[K_NI][t], MPFR_RNDN);
            const double rv = mpfr_get_d(K[K_R][t], MPFR_RNDN), nr = mpfr_get_d(K[K_NR][t], MPFR_RNDN);
            const double a = reset ? 0.0 : mpfr_get_d(K[K_A][t], MPFR_RNDN), a2 = mpfr_get_d(K[K_A2][t], MPFR_RNDN);
            const double q = mpfr_get_d(K[K_Q][t], MPFR_RNDN), m = reset ? 1.0 : mpfr_get_d(K[K_M][t], MPFR_RNDN);
            const double lam = reset ? 0.0 : c * sd * rv * nr * T->Sv[t];
            const double ea = 1.0 + fabs(mpfr_get_d(K[K_L][t], MPFR_RNDN)) + lam, em = reset ? 0.0 : a2 * lam / q;
            T->Sh[t] = S;
            S = a * S + ea * fabs(mpfr_get_d(T->t2, MPFR_RNDN)) + fabs(mpfr_get_d(T->t1, MPFR_RNDN)) * (1.0 + em) +
                fabs(x * m * iv * ni) * T->Su[t];
            mpfr_set(E->q[Q_Y][k], K[K_H][t + 1], MPFR_RNDN);
            E->S[Q_Y][k] = S;
            if (!reset) {
                mpfr_mul_ui(lim, K[K_Q][t], 4000000u, MPFR_RNDN); /* exact in prec + 32 bits */
                *clipped += mpfr_cmp_ui(lim, 1) < 0;
            }
        }
        mpfr_set(E->q[Q_HLAST][b * D + d], K[K_H][L], MPFR_RNDN);
        E->S[Q_HLAST][b * D + d] = S;
        if (E->fwd) continue;
        /* backward: g_t = dy_t + abar_{t+1} g_{t+1}, carried as gc */
        mpfr_set_flt(T->gc, pb->dh_last[b * D + d], MPFR_RNDN);
        double Sgc = fabs((double)pb->dh_last[b * D + d]);
        for (int64_t t = L - 1; t >= 0; t--) {
            const int64_t k = (b * L + t) * D + d;
            const int reset = pb->segpos[b * L + t] == 0;
            const double x = bfv(pb->x[k]), dy = bfv(pb->dy[k]);
            mpfr_add_d(T->g, T->gc, dy, MPFR_RNDN);
            const double Sg = fabs(dy) + Sgc, gd = mpfr_get_d(T->g, MPFR_RNDN);
            const double iv = mpfr_get_d(K[K_I][t], MPFR_RNDN), ni = mpfr_get_d(K[K_NI][t], MPFR_RNDN);
            const double rv = mpfr_get_d(K[K_R][t], MPFR_RNDN), nr = mpfr_get_d(K[K_NR][t], MPFR_RNDN);
            const double a = mpfr_get_d(K[K_A][t], MPFR_RNDN), a2 = mpfr_get_d(K[K_A2][t], MPFR_RNDN);
            const double q = mpfr_get_d(K[K_Q][t], MPFR_RNDN), m = reset ? 1.0 : mpfr_get_d(K[K_M][t], MPFR_RNDN);
            const double ld = fabs(mpfr_get_d(K[K_L][t], MPFR_RNDN));
            const double lam = reset ? 0.0 : c * sd * rv * nr * T->Sv[t], em = reset ? 0.0 : a2 * lam / q;
            /* the direct dx = g i mbar and du = g x mbar i (1 - i) */
            mpfr_mul(T->t1, T->g, K[K_I][t], MPFR_RNDN);
            if (!reset) mpfr_mul(T->t1, T->t1, K[K_M][t], MPFR_RNDN);
            mpfr_set(E->dxd[k], T->t1, MPFR_RNDN);
            E->Sdxd[k] = Sg * fabs(iv * m) + fabs(gd * iv * m) * (ni * T->Su[t] + em);
            mpfr_mul_d(T->t1, T->t1, x, MPFR_RNDN);
            mpfr_mul(E->du[k], T->t1, K[K_NI][t], MPFR_RNDN);
            E->Sdu[k] = Sg * fabs(x * m * iv * ni) + fabs(gd * x * m * iv * ni) * (em + fabs(ni - iv) * T->Su[t]);
            if (reset) {
                mpfr_set_zero(E->dv[k], 1);
                E->Sdv[k] = 0.0;
                mpfr_set_zero(T->gc, 1);
                Sgc = 0.0;
                continue;
            }
            /* dl = g (a h_{t-1} - 2 a^2 x i D_G(q)), D_G(q) = 1000 when 4e6 q < 1 (clipped), else 1/(2m) */
            mpfr_mul_ui(lim, K[K_Q][t], 4000000u, MPFR_RNDN);
            const int clipd = E->clip && mpfr_cmp_ui(lim, 1) < 0;
            mpfr_mul(T->t2, K[K_A2][t], K[K_I][t], MPFR_RNDN);
            mpfr_mul_d(T->t2, T->t2, x, MPFR_RNDN);
            if (clipd)
                mpfr_mul_ui(T->t2, T->t2, 2000u, MPFR_RNDN); /* 2 D_G = 2000 */
            else
                mpfr_div(T->t2, T->t2, K[K_M][t], MPFR_RNDN); /* 2 D_G = 1/m */
            const double kt = fabs(mpfr_get_d(T->t2, MPFR_RNDN));
            mpfr_mul(T->t1, K[K_A][t], K[K_H][t], MPFR_RNDN); /* a h_{t-1} */
            const double ah = fabs(mpfr_get_d(T->t1, MPFR_RNDN)), Tt = ah + kt;
            mpfr_sub(T->t1, T->t1, T->t2, MPFR_RNDN);
            mpfr_mul(T->dl, T->g, T->t1, MPFR_RNDN);
            const double Sdl = Sg * Tt + fabs(gd) * a * T->Sh[t] +
                               fabs(gd) * Tt * (1.0 + ld + 2.0 * lam + em + ni * T->Su[t]);
            /* dv = dl (-c s) r (1 - r) */
            mpfr_mul(T->t1, T->dl, s, MPFR_RNDN);
            mpfr_mul_si(T->t1, T->t1, -(long)SG_RGLRU_C, MPFR_RNDN);
            mpfr_mul(T->t1, T->t1, K[K_R][t], MPFR_RNDN);
            mpfr_mul(E->dv[k], T->t1, K[K_NR][t], MPFR_RNDN);
            const double dvd = fabs(mpfr_get_d(E->dv[k], MPFR_RNDN)), dld = fabs(mpfr_get_d(T->dl, MPFR_RNDN));
            E->Sdv[k] = Sdl * c * sd * rv * nr + dvd * fabs(nr - rv) * T->Sv[t];
            /* dp's sum of dl r, then the carry gc = a g */
            mpfr_fma(T->acc, T->dl, K[K_R][t], T->acc, MPFR_RNDN);
            Sdp += c * (rv * Sdl + dld * rv * nr * T->Sv[t]);
            mpfr_mul(T->gc, K[K_A][t], T->g, MPFR_RNDN);
            Sgc = a * Sg + (1.0 + ld + lam) * fabs(a * gd);
        }
        mpfr_set(E->q[Q_DH0][b * D + d], T->gc, MPFR_RNDN);
        E->S[Q_DH0][b * D + d] = Sgc;
    }
    if (!E->fwd) {
        /* dp = -c sigma(p) sum dl r */
        mpfr_mul(E->q[Q_DP][d], T->acc, sigp, MPFR_RNDN);
        mpfr_mul_si(E->q[Q_DP][d], E->q[Q_DP][d], -(long)SG_RGLRU_C, MPFR_RNDN);
        E->S[Q_DP][d] = mpfr_get_d(sigp, MPFR_RNDN) * Sdp;
        /* the gates' parameters: dw[h,i,j] = sum_{b,t} x[b,t,hW+i] dgate[b,t,d], db[h,j] = sum dgate */
        for (int g = 0; g < 2; g++) {
            mpfr_t *dg = g ? E->dv : E->du;
            const double *Sdg = g ? E->Sdv : E->Sdu;
            for (int64_t i = -1; i < W; i++) {
                mpfr_set_zero(T->acc, 1);
                double Sw = 0;
                for (int64_t bt = 0; bt < B * L; bt++) {
                    const int64_t k = bt * D + d;
                    const double xv = i < 0 ? 1.0 : bfv(pb->x[bt * D + h * W + i]);
                    if (xv == 0.0) continue;
                    mpfr_mul_d(T->t1, dg[k], xv, MPFR_RNDN); /* exact: a BF16 value times a prec-bit number, rounded */
                    mpfr_add(T->acc, T->acc, T->t1, MPFR_RNDN);
                    Sw += fabs(xv) * Sdg[k];
                }
                if (i < 0) {
                    mpfr_set(E->q[g ? Q_DBA : Q_DBX][d], T->acc, MPFR_RNDN);
                    E->S[g ? Q_DBA : Q_DBX][d] = Sw;
                } else {
                    const int64_t w = (h * W + i) * W + j;
                    mpfr_set(E->q[g ? Q_DWA : Q_DWX][w], T->acc, MPFR_RNDN);
                    E->S[g ? Q_DWA : Q_DWX][w] = Sw;
                }
            }
        }
    }
    mpfr_clears(s, sigp, ln2, lim, (mpfr_ptr)0);
}

/* dx at (b, t, h W + i): the direct path plus both gates' transposes, j ascending. */
static void dx_row(mx_eval *E, int64_t bt, mpfr_ptr acc, mpfr_ptr tmp) {
    const sg_rglru_mixer_problem *pb = E->pb;
    const int64_t D = pb->D, W = E->W;
    for (int64_t d = 0; d < D; d++) {
        const int64_t k = bt * D + d, h = d / W, i = d % W;
        mpfr_set(acc, E->dxd[k], MPFR_RNDN);
        double S = E->Sdxd[k];
        for (int g = 0; g < 2; g++) {
            const uint16_t *w = g ? pb->w_a : pb->w_x;
            mpfr_t *dg = g ? E->dv : E->du;
            const double *Sdg = g ? E->Sdv : E->Sdu;
            for (int64_t j = 0; j < W; j++) {
                const double wv = bfv(w[(h * W + i) * W + j]);
                mpfr_mul_d(tmp, dg[bt * D + h * W + j], wv, MPFR_RNDN);
                mpfr_add(acc, acc, tmp, MPFR_RNDN);
                S += fabs(wv) * Sdg[bt * D + h * W + j];
            }
        }
        mpfr_set(E->q[Q_DX][k], acc, MPFR_RNDN);
        E->S[Q_DX][k] = S;
    }
}

static void eval_free(mx_eval *E) {
    for (int q = 0; q < NQ; q++) {
        mp_free(E->q[q], E->n[q]);
        free(E->S[q]);
    }
    const int64_t n = E->n[Q_Y];
    mp_free(E->du, n);
    mp_free(E->dv, n);
    mp_free(E->dxd, n);
    free(E->Sdu);
    free(E->Sdv);
    free(E->Sdxd);
}

static void evaluate(mx_eval *E) {
    const sg_rglru_mixer_problem *pb = E->pb;
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    for (int q = 0; q < NQ; q++) {
        int64_t shape[SG_MAX_DIMS], n = 1;
        const int nd = sg_quantity_shape(&sg_rglru_mixer_quantities[q], B, L, D, shape);
        for (int k = 0; k < nd; k++) n *= shape[k];
        E->n[q] = n;
        E->q[q] = mp_array(n, E->prec);
        E->S[q] = sg_xcalloc((size_t)n, sizeof(double));
        for (int64_t i = 0; i < n; i++) mpfr_set_zero(E->q[q][i], 1);
    }
    const int64_t n = E->n[Q_Y];
    E->du = mp_array(n, E->prec);
    E->dv = mp_array(n, E->prec);
    E->dxd = mp_array(n, E->prec);
    E->Sdu = sg_xcalloc((size_t)n, sizeof(double));
    E->Sdv = sg_xcalloc((size_t)n, sizeof(double));
    E->Sdxd = sg_xcalloc((size_t)n, sizeof(double));
    int64_t clipped = 0, resets = 0;
#pragma omp parallel num_threads(E->nt) reduction(+ : clipped, resets)
    {
        mx_thread T;
        thread_init(&T, L, E->prec);
#pragma omp for schedule(dynamic, 1)
        for (int64_t d = 0; d < D; d++) channel(E, &T, d, &clipped, &resets);
        thread_free(&T, L);
        if (!E->fwd) {
            mpfr_t acc, tmp;
            mpfr_init2(acc, E->prec);
            mpfr_init2(tmp, E->prec);
#pragma omp for schedule(dynamic, 16)
            for (int64_t bt = 0; bt < B * L; bt++) dx_row(E, bt, acc, tmp);
            mpfr_clears(acc, tmp, (mpfr_ptr)0);
        }
        mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
    }
    E->clipped = clipped;
    E->resets = resets;
}

sg_status sg_oracle_rglru_mixer(const sg_rglru_mixer_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                                sg_oracle_cert *cert) {
    sg_oracle_opts def;
    if (!o) {
        sg_oracle_opts_default(&def);
        o = &def;
    }
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st = sg_check_dims("oracle: RG-LRU mixer problem", B, L, D);
    if (st) return st;
    if (D % SG_BLOCKS)
        return sg_fail(SG_E_SHAPE, "oracle: the RG-LRU mixer needs D a multiple of %d, got D=%lld", SG_BLOCKS,
                       (long long)D);
    long cprec;
    int nt;
    if ((st = sg_oracle_check_opts(o, &cprec, &nt)) != SG_OK) return st;
    if ((st = sg_oracle_check_f32(pb->p, (size_t)D, "RG-LRU mixer", "p")) ||
        (st = sg_oracle_check_f32(pb->h0, (size_t)(B * D), "RG-LRU mixer", "h0")) ||
        (st = sg_oracle_check_f32(pb->dh_last, (size_t)(B * D), "RG-LRU mixer", "dh_last")))
        return st;
    sg_oracle_sink sinks[NQ];
    if ((st = sg_oracle_sinks(res, SG_MODEL_RGLRU_MIXER, "RG-LRU mixer", B, L, D, qnames, NQ, NULL, sinks))) return st;
    const int fwd = o->forward_only != 0;
    mx_eval E = {.pb = pb, .prec = (mpfr_prec_t)o->prec, .clip = o->clip, .fwd = fwd, .nt = nt, .W = D / SG_BLOCKS};
    evaluate(&E);
    double bits[NQ];
    for (int q = 0; q < NQ; q++) bits[q] = (double)o->prec;
    if (o->certify) {
        mx_eval C = E;
        C.prec = (mpfr_prec_t)cprec;
        evaluate(&C);
        for (int q = 0; q < NQ; q++) {
            double mb = (double)o->prec;
#pragma omp parallel num_threads(nt)
            {
                mpfr_t tmp;
                mpfr_init2(tmp, (mpfr_prec_t)cprec);
                double lb = (double)o->prec;
#pragma omp for schedule(static)
                for (int64_t i = 0; i < E.n[q]; i++)
                    sg_oracle_minb(&lb, sg_oracle_agree_bits(E.q[q][i], C.q[q][i], tmp, o->prec));
#pragma omp critical(sg_mixer_cert)
                sg_oracle_minb(&mb, lb);
                mpfr_clear(tmp);
                mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
            }
            bits[q] = mb;
        }
        eval_free(&C);
    }
    for (int q = 0; q < NQ; q++)
        for (int64_t i = 0; i < E.n[q]; i++)
            sg_oracle_emit(&sinks[q], i, E.q[q][i], mpfr_get_d(E.q[q][i], MPFR_RNDN), E.S[q][i]);
    if (fwd)
        for (int q = 0; q < NQ; q++)
            if (q != Q_Y && q != Q_HLAST) bits[q] = (double)NAN;
    const int64_t clipped = E.clipped, resets = E.resets;
    eval_free(&E);
    return sg_oracle_finish(res, o, SG_ORACLE_RGLRU_MIXER_EQUATIONS, o->prec, cprec, clipped, resets, fwd,
                            SG_MODEL_RGLRU_MIXER, qnames, bits, NQ, cert);
}

SG_ORACLE_CACHED_FRONT_END(rglru_mixer, SG_ORACLE_RGLRU_MIXER_EQUATIONS, sg_rglru_mixer_quantities, SG_RGLRU_MIXER_NQ)
