/* samu_oracle_steps.c - the SAMU oracle's stages (samu_oracle_impl.h): one token's
 * controller, one mode's forward and backward over a segment, the token
 * reductions and the controller backward, closing dx, the channel sums and the
 * final formulas. The orders and the error model are samu_oracle.c's. */
#include "samu_oracle_impl.h"

#include <stdlib.h>
#include <string.h>

/* ---- stage 1: one token's controller ------------------------------------------------ */
void sg_so_token(ctx_t *cx, ws_t *w, const sg_samu_problem *pb, int64_t b, int64_t t) {
    const int64_t D = cx->D;
    const uint16_t *x = pb->x + (b * cx->L + t) * D;
    tok_rec *tk = SG_REC(&cx->tok, tok_rec, t);
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
            sg_oracle_bf16_decode(x[k], &mant, &ex);
            /* x_k w_k = (mant wm_k) 2^(ex + we_k): |mant wm_k| < 2^32, exact in the 32-bit term */
            mpfr_set_si_2exp(w->terms[k], mant * wm[k], ex + we[k], MPFR_RNDN);
            sabs += sg_oracle_bf16_abs(x[k]) * fabs((double)wv[k]);
        }
        mpfr_set_flt(w->terms[D], wv[D], MPFR_RNDN);
        mpfr_sum(w->dot, w->tptr, (unsigned long)(D + 1), MPFR_RNDN);
        mpfr_div(w->u, w->dot, dir ? cx->nr : cx->nphi, MPFR_RNDN);
        eps[dir] = sabs / (dir ? cx->nr_d : cx->nphi_d); /* sum_k |x~_k w-hat_k| */
        if (dir == 0)
            sg_so_tanh_pair(vp, w->om2, w->u, w->e, w->s); /* p, 1 - p^2 */
        else
            sg_so_tanh_pair(w->p2, w->t2, w->u, w->e, w->s); /* r, 1 - r^2 */
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

/* rho = exp(-nu E) into w->rho and 1 - rho^2 into w->omr, from one
 * exponential; returns whether rho^2 is in w->rho2 already. */
static int step_rho(ws_t *w, const ctx_t *cx, const mode_rec *mc, const tok_rec *tk) {
    if (mc->nu_d * tk->E_d <= 0.5 * LN2) { /* rho^2 >= 1/2 (about: both branches are exact there) */
        rho_em(w, cx, mc, tk);             /* em = rho - 1 */
        mpfr_add(w->rho, w->em, cx->one, MPFR_RNDN); /* (1 and 2 held at prec: MPFR's */
        mpfr_add(w->t1, w->em, cx->two, MPFR_RNDN);  /* same-precision path, the same sums) */
        mpfr_mul(w->omr, w->em, w->t1, MPFR_RNDN);
        mpfr_neg(w->omr, w->omr, MPFR_RNDN); /* 1 - rho^2 = -em (2 + em) */
        return 0;
    }
    mpfr_mul(w->arg, mc->nu, tk->E, MPFR_RNDN);
    mpfr_neg(w->arg, w->arg, MPFR_RNDN);
    mpfr_exp(w->rho, w->arg, MPFR_RNDN);
    w->rho_exp++;
    mpfr_sqr(w->rho2, w->rho, MPFR_RNDN);
    mpfr_ui_sub(w->omr, 1, w->rho2, MPFR_RNDN); /* > 1/2 */
    return 1;
}

/* The clip decision on the working-precision 1 - rho^2 (w->omr): cw is exact
 * (prec + 32 bits hold prec + 22), so the comparison is exact; it is formed
 * only when 1 - rho^2 is in [2^-22, 2^-21), the binade of 1/(4*1000^2) (above
 * it, not clipped; below, clipped). */
static int step_clipped(ws_t *w) {
    const int opos = mpfr_regular_p(w->omr) && mpfr_sgn(w->omr) > 0;
    const mpfr_exp_t oe = opos ? mpfr_get_exp(w->omr) : 0; /* omr in [2^(oe-1), 2^oe) */
    if (opos && oe >= -20) return 0;
    if (opos && oe <= -22) return 1;
    mpfr_mul_ui(w->cw, w->omr, CLIP_MUL, MPFR_RNDN);
    return mpfr_cmp_ui(w->cw, 1) < 0;
}

/* r = a b + c d (sign > 0) or a b - c d (sign < 0): c d into the scratch t,
 * then a b into r, then r +- t, each operation rounded to its destination. */
static void mul2(mpfr_ptr r, mpfr_ptr t, mpfr_srcptr a, mpfr_srcptr b, mpfr_srcptr c, mpfr_srcptr d, int sign) {
    mpfr_mul(t, c, d, MPFR_RNDN);
    mpfr_mul(r, a, b, MPFR_RNDN);
    if (sign > 0) mpfr_add(r, r, t, MPFR_RNDN);
    else mpfr_sub(r, r, t, MPFR_RNDN);
}

/* r = a + b c: b c into the scratch t, then a + t into r. */
static void add_mul(mpfr_ptr r, mpfr_ptr t, mpfr_srcptr a, mpfr_srcptr b, mpfr_srcptr c) {
    mpfr_mul(t, b, c, MPFR_RNDN);
    mpfr_add(r, a, t, MPFR_RNDN);
}

/* What the backward needs of a step: J = -2 rho^2 Dq (-2000 rho^2 when clipped,
 * else -rho^2/gamma) and eta = a + J w into s; returns |J|. */
static double step_eta(ws_t *w, const ctx_t *cx, step_rec *s, int clipped, int have_rho2) {
    if (!have_rho2) mpfr_sqr(w->rho2, w->rho, MPFR_RNDN);
    if (cx->clip && clipped)
        mpfr_mul_si(w->J, w->rho2, -CLIP_2DQ, MPFR_RNDN);
    else {
        mpfr_div(w->J, w->rho2, s->g, MPFR_RNDN);
        mpfr_neg(w->J, w->J, MPFR_RNDN);
    }
    add_mul(s->er, w->t1, s->ar, w->J, w->xr);
    add_mul(s->ei, w->t1, s->ai, w->J, w->xi);
    return fabs(mpfr_get_d(w->J, MPFR_RNDN));
}

/* A non-reset step of mode mc at token tk into s, from z_{t-1} = (zpr, zpi)
 * with modulus zabs_prev and magnitude Sprev (w = (w->xr, w->xi), |w| = wabs):
 * lambda from cos/sin(theta + d) by the addition formulas and rho, then
 * a = lambda z_{t-1}, z = a + gamma w; wantJ: also J and eta. */
static void step_decay(ws_t *w, const ctx_t *cx, const mode_rec *mc, const tok_rec *tk, step_rec *s, mpfr_srcptr zpr,
                       mpfr_srcptr zpi, double zabs_prev, double Sprev, double wabs, int wantJ) {
    /* cos/sin(theta + d) by the addition formulas */
    mul2(w->cphi, w->t1, mc->cth, tk->cd, mc->sth, tk->sd, -1);
    mul2(w->sphi, w->t1, mc->sth, tk->cd, mc->cth, tk->sd, +1);
    const int have_rho2 = step_rho(w, cx, mc, tk);
    mpfr_sqrt(s->g, w->omr, MPFR_RNDN);
    /* lambda, a = lambda z_{t-1}, z = a + gamma w */
    mpfr_mul(s->lr, w->rho, w->cphi, MPFR_RNDN);
    mpfr_mul(s->li, w->rho, w->sphi, MPFR_RNDN);
    mul2(s->ar, w->t1, s->lr, zpr, s->li, zpi, -1);
    mul2(s->ai, w->t1, s->lr, zpi, s->li, zpr, +1);
    add_mul(s->zr, w->t1, s->ar, s->g, w->xr);
    add_mul(s->zi, w->t1, s->ai, s->g, w->xi);
    const int clipped = step_clipped(w);
    if (clipped) w->clipped++;
    const double J_d = wantJ ? step_eta(w, cx, s, clipped, have_rho2) : 0.0;
    s->rho_d = mpfr_get_d(w->rho, MPFR_RNDN);
    s->gam_d = mpfr_get_d(s->g, MPFR_RNDN);
    s->Jw_d = J_d * wabs;
    s->A = 2.0 + mc->th_abs + tk->d_abs + tk->dd + mc->nu_d * tk->E_d * (2.0 + tk->dc);
    s->Bf = 2.0 + tk->dc;
    s->S = s->rho_d * Sprev + s->A * s->rho_d * zabs_prev + s->Bf * s->gam_d * wabs;
}

/* Forward steps t = t0..t1-1 of mode m into w->steps[t - t0], from the state
 * z_{t0-1} = (zpr, zpi) with modulus zabs_prev and magnitude Sprev; emits y
 * into ysk when non-NULL. wantJ: also J and eta = a + J w (what the backward
 * needs; computed after z and S, from them, so it changes neither). */
static void fwd_steps(ws_t *w, const ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t t0,
                      int64_t t1, mpfr_srcptr zpr, mpfr_srcptr zpi, double zabs_prev, double Sprev, int wantJ,
                      const sg_oracle_sink *ysk) {
    const int64_t L = cx->L, D = cx->D, M = cx->M;
    const uint16_t *x = pb->x + b * L * D;
    const mode_rec *mc = SG_REC(&cx->mode, mode_rec, m);
    for (int64_t t = t0; t < t1; t++) {
        const tok_rec *tk = SG_REC(&cx->tok, tok_rec, t);
        step_rec *s = SG_REC(&w->steps, step_rec, t - t0);
        const int64_t er_ = t * D + m, ei_ = t * D + M + m;
        set_bf16(w->xr, x[er_]);
        set_bf16(w->xi, x[ei_]);
        const double wabs = mag2(sg_oracle_bf16_abs(x[er_]), sg_oracle_bf16_abs(x[ei_]));
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
            step_decay(w, cx, mc, tk, s, zpr, zpi, zabs_prev, Sprev, wabs, wantJ);
        }
        const double zr_d = mpfr_get_d(s->zr, MPFR_RNDN), zi_d = mpfr_get_d(s->zi, MPFR_RNDN);
        s->zabs = mag2(zr_d, zi_d);
        if (ysk) {
            const int64_t e0 = (b * L + t) * D;
            sg_oracle_emit(ysk, e0 + m, s->zr, zr_d, s->S);
            sg_oracle_emit(ysk, e0 + M + m, s->zi, zi_d, s->S);
        }
        zpr = s->zr;
        zpi = s->zi;
        zabs_prev = s->zabs;
        Sprev = s->S;
    }
}

/* The sink of y in sk (NULL: none, or y not emitted there: sk[Q_Y].f64 NULL). */
static const sg_oracle_sink *y_sink(const sg_oracle_sink *sk) { return sk && sk[Q_Y].f64 ? &sk[Q_Y] : NULL; }

/* The forward of mode m over segment sg (segments in ascending order, the
 * state carried in w->zcr, w->zci between them): emits z_last after the last
 * segment when sk, and y when sk names a sink for it (y_sink); when the backward follows, first records the state
 * z_{t0-1} the segment starts from (the checkpoint the backward recomputes
 * the segment from). The segment's steps are left in w->steps. */
void sg_so_mode_fwd_seg(ws_t *w, ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t sg,
                         const sg_oracle_sink *sk) {
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
    fwd_steps(w, cx, pb, b, m, t0, t1, w->zcr, w->zci, w->zabs_c, w->S_c, 0, y_sink(sk));
    const step_rec *sl = SG_REC(&w->steps, step_rec, t1 - 1 - t0);
    mpfr_set(w->zcr, sl->zr, MPFR_RNDN);
    mpfr_set(w->zci, sl->zi, MPFR_RNDN);
    w->zabs_c = sl->zabs;
    w->S_c = sl->S;
    if (sk && t1 == L) {
        sg_oracle_emit(&sk[Q_ZLAST], ire, sl->zr, mpfr_get_d(sl->zr, MPFR_RNDN), sl->S);
        sg_oracle_emit(&sk[Q_ZLAST], iim, sl->zi, mpfr_get_d(sl->zi, MPFR_RNDN), sl->S);
    }
}

/* The segment's forward recomputed from its checkpoint into w->steps, with J
 * and eta (the same operations on the same operands as the first forward, so
 * bitwise the same steps, y and its S included: the streamed oracle emits y
 * from here into ysk when non-NULL; the counters are left as the first forward
 * set them). Returns the checkpoint's |z| and S in *zabs_in, *S_in. */
static void bwd_recompute(ws_t *w, ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t sg,
                          int64_t t0, int64_t t1, double *zabs_in, double *S_in, const sg_oracle_sink *ysk) {
    const size_t ck = (size_t)(m * cx->nseg + sg);
    mpfr_t ckr, cki;
    stash_view_in(ckr, cx->ckz + (2 * ck) * cx->slot, cx->prec);
    stash_view_in(cki, cx->ckz + (2 * ck + 1) * cx->slot, cx->prec);
    *zabs_in = cx->ckd[2 * ck];
    *S_in = cx->ckd[2 * ck + 1];
    const int64_t c[6] = {w->nsteps, w->resets, w->clipped, w->rho_series, w->rho_expm1, w->rho_exp};
    fwd_steps(w, cx, pb, b, m, t0, t1, ckr, cki, *zabs_in, *S_in, 1, ysk);
    w->nsteps = c[0];
    w->resets = c[1];
    w->clipped = c[2];
    w->rho_series = c[3];
    w->rho_expm1 = c[4];
    w->rho_exp = c[5];
}

/* G_t into (w->Gr, w->Gi) from Y_t = (w->dyr, w->dyi), |Y_t| = dyabs: Y_t +
 * dz_last at t = L-1, Y_t + conj(lambda_{t+1}) G_{t+1} (carried in cy) after a
 * non-reset step, Y_t after a reset; returns its magnitude S. */
static double bwd_cotangent(ws_t *w, const ctx_t *cx, const sg_samu_problem *pb, const carry_rec *cy, int64_t b,
                            int64_t m, int64_t t, double dyabs) {
    const int64_t ire = b * cx->D + m, iim = b * cx->D + cx->M + m; /* [B,D] elements of this mode */
    if (t == cx->L - 1) {
        const float gr = pb->dz_last ? pb->dz_last[ire] : 0.0f, gi = pb->dz_last ? pb->dz_last[iim] : 0.0f;
        mpfr_set_flt(w->fr, gr, MPFR_RNDN);
        mpfr_set_flt(w->fi, gi, MPFR_RNDN);
        mpfr_add(w->Gr, w->dyr, w->fr, MPFR_RNDN);
        mpfr_add(w->Gi, w->dyi, w->fi, MPFR_RNDN);
        return dyabs + mag2((double)gr, (double)gi);
    }
    if (!SG_REC(&cx->tok, tok_rec, t + 1)->reset) {
        /* G_t = Y_t + conj(lambda_{t+1}) G_{t+1} */
        mpfr_add(w->Gr, cy->cr, w->dyr, MPFR_RNDN);
        mpfr_add(w->Gi, cy->ci, w->dyi, MPFR_RNDN);
        return dyabs + cy->cS1 + cy->cS2;
    }
    mpfr_set(w->Gr, w->dyr, MPFR_RNDN);
    mpfr_set(w->Gi, w->dyi, MPFR_RNDN);
    return dyabs;
}

/* The direct part of dx, W = gamma G (G at a reset), into the segment's stash. */
static void bwd_stash_w(ws_t *w, const ctx_t *cx, int64_t sg, int64_t t, int64_t m, int reset, const step_rec *s) {
    mpfr_t vr, vi; /* views on the stash */
    uint64_t *slr = wslot(cx, sg, t, m), *sli = wslot(cx, sg, t, cx->M + m);
    stash_view_out(vr, slr, cx->prec);
    stash_view_out(vi, sli, cx->prec);
    if (reset) {
        mpfr_set(vr, w->Gr, MPFR_RNDN);
        mpfr_set(vi, w->Gi, MPFR_RNDN);
    } else {
        mpfr_mul(vr, s->g, w->Gr, MPFR_RNDN);
        mpfr_mul(vi, s->g, w->Gi, MPFR_RNDN);
    }
    stash_close(slr, vr);
    stash_close(sli, vi);
}

/* kappa = rho rhobar = <G, eta> and phibar = Im(G conj(a)) of a non-reset step
 * into the mode's sums (ma) and the block's partial sums of token t (pr), with
 * their magnitudes (SG, Gabs: G's; zpa, Sp: z_{t-1}'s). */
static void bwd_sums(ws_t *w, macc_rec *ma, part_rec *pr, const mode_rec *mc, const tok_rec *tk, const step_rec *s,
                     double SG, double Gabs, double zpa, double Sp) {
    mul2(w->kap, w->t1, w->Gr, s->er, w->Gi, s->ei, +1);
    mul2(w->phb, w->t1, w->Gi, s->ar, w->Gr, s->ai, -1);
    mpfr_fma(ma->anu, tk->E, w->kap, ma->anu, MPFR_RNDN);
    mpfr_add(ma->ath, ma->ath, w->phb, MPFR_RNDN);
    mpfr_fma(pr->PE, mc->nu, w->kap, pr->PE, MPFR_RNDN);
    mpfr_add(pr->Pd, pr->Pd, w->phb, MPFR_RNDN);
    const double aabs = s->rho_d * zpa, Sa = s->rho_d * Sp + s->A * aabs;
    const double Sk = SG * (aabs + s->Jw_d) + Gabs * (Sa + (s->A + s->Bf) * s->Jw_d);
    const double Sph = SG * aabs + Gabs * Sa;
    ma->Snu += tk->E_d * (Sk + (1.0 + tk->dc) * fabs(mpfr_get_d(w->kap, MPFR_RNDN)));
    ma->Sth += Sph;
    pr->SPE += mc->nu_d * Sk;
    pr->SPd += Sph;
}

/* conj(lambda_t) G_t carried to t-1 (at t = 1 it is dz0), with its two S terms. */
static void bwd_carry(ws_t *w, carry_rec *cy, const step_rec *s, double SG, double Gabs) {
    mpfr_mul(w->t1, s->lr, w->Gr, MPFR_RNDN);
    mpfr_mul(w->t2, s->li, w->Gi, MPFR_RNDN);
    mpfr_add(cy->cr, w->t1, w->t2, MPFR_RNDN);
    mpfr_mul(w->t1, s->lr, w->Gi, MPFR_RNDN);
    mpfr_mul(w->t2, s->li, w->Gr, MPFR_RNDN);
    mpfr_sub(cy->ci, w->t1, w->t2, MPFR_RNDN);
    cy->cS1 = s->rho_d * SG;
    cy->cS2 = s->A * s->rho_d * Gabs;
}

/* dz0 = conj(lambda_1) G_1 (zero when t = 1 is a reset), emitted when sk. */
static void bwd_dz0(ws_t *w, const ctx_t *cx, const carry_rec *cy, int64_t b, int64_t m, const sg_oracle_sink *sk) {
    const int64_t ire = b * cx->D + m, iim = b * cx->D + cx->M + m; /* [B,D] elements of this mode */
    if (!SG_REC(&cx->tok, tok_rec, 0)->reset) {
        mpfr_set(w->dz0r, cy->cr, MPFR_RNDN);
        mpfr_set(w->dz0i, cy->ci, MPFR_RNDN);
        w->Sdz0 = cy->cS1 + cy->cS2;
    } else {
        mpfr_set_ui(w->dz0r, 0, MPFR_RNDN);
        mpfr_set_ui(w->dz0i, 0, MPFR_RNDN);
        w->Sdz0 = 0.0;
    }
    if (sk) {
        sg_oracle_emit(&sk[Q_DZ0], ire, w->dz0r, mpfr_get_d(w->dz0r, MPFR_RNDN), w->Sdz0);
        sg_oracle_emit(&sk[Q_DZ0], iim, w->dz0i, mpfr_get_d(w->dz0i, MPFR_RNDN), w->Sdz0);
    }
}

/* The backward of mode m over segment sg (segments in descending order): the
 * segment's forward recomputed from its checkpoint (emitting y when sk names a
 * sink for it, y_sink), then t = t1-1 .. t0: G_t
 * (from the carried conj(lambda_{t+1}) G_{t+1}), W = gamma G into the
 * segment's stash, kappa, phibar into the mode's sums and the block's
 * per-token partial sums, and conj(lambda_t) G_t carried on; dz0 after the
 * first segment. */
void sg_so_mode_bwd_seg(ws_t *w, ctx_t *cx, const sg_samu_problem *pb, int64_t b, int64_t m, int64_t sg,
                        const sg_oracle_sink *sk) {
    const int64_t L = cx->L, D = cx->D, M = cx->M, K = cx->K;
    const int64_t t0 = sg * K, t1 = t0 + K < L ? t0 + K : L;
    const uint16_t *dy = pb->dy + b * L * D;
    const mode_rec *mc = SG_REC(&cx->mode, mode_rec, m);
    double zabs_in, S_in;
    bwd_recompute(w, cx, pb, b, m, sg, t0, t1, &zabs_in, &S_in, y_sink(sk));
    macc_rec *ma = SG_REC(&cx->macc, macc_rec, m);
    carry_rec *cy = SG_REC(&cx->carry, carry_rec, m);
    const int64_t blk = m / MB;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const tok_rec *tk = SG_REC(&cx->tok, tok_rec, t);
        const step_rec *s = SG_REC(&w->steps, step_rec, t - t0);
        const int64_t er_ = t * D + m, ei_ = t * D + M + m;
        set_bf16(w->dyr, dy[er_]);
        set_bf16(w->dyi, dy[ei_]);
        const double dyabs = mag2(sg_oracle_bf16_abs(dy[er_]), sg_oracle_bf16_abs(dy[ei_]));
        const double SG = bwd_cotangent(w, cx, pb, cy, b, m, t, dyabs);
        const double Gabs = mag2(mpfr_get_d(w->Gr, MPFR_RNDN), mpfr_get_d(w->Gi, MPFR_RNDN));
        bwd_stash_w(w, cx, sg, t, m, tk->reset, s);
        if (sk) {
            const double SW = tk->reset ? SG : s->Bf * s->gam_d * SG;
            const int64_t e0 = b * L * D - sk[Q_DX].base;
            sk[Q_DX].S[e0 + er_] = SW;
            sk[Q_DX].S[e0 + ei_] = SW;
        }
        if (tk->reset) continue; /* lambda_t = 0: nothing carried to t-1 */
        const step_rec *sp = t > t0 ? SG_REC(&w->steps, step_rec, t - 1 - t0) : NULL;
        bwd_sums(w, ma, partrec(cx, sg, blk, t), mc, tk, s, SG, Gabs, sp ? sp->zabs : zabs_in, sp ? sp->S : S_in);
        bwd_carry(w, cy, s, SG, Gabs);
    }
    if (t0 == 0) bwd_dz0(w, cx, cy, b, m, sk);
}

/* ---- stage 3: the token reductions and the controller backward ---------------------- */
void sg_so_post_tok(ctx_t *cx, ws_t *w, int64_t t, int64_t sg) {
    tok_rec *tk = SG_REC(&cx->tok, tok_rec, t);
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
void sg_so_post_serial(ctx_t *cx) {
    for (int64_t t = 0; t < cx->L; t++) {
        const tok_rec *tk = SG_REC(&cx->tok, tok_rec, t);
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
double sg_so_chan_dx(ctx_t *cx, ws_t *w, int64_t t, int64_t sg, int64_t k) {
    const tok_rec *tk = SG_REC(&cx->tok, tok_rec, t);
    const chw_rec *cw = SG_REC(&cx->chw, chw_rec, k);
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
void sg_so_chan_sum(ctx_t *cx, ws_t *w, const sg_samu_problem *pb, int64_t b, int64_t t, int64_t k) {
    const int64_t D = cx->D;
    const tok_rec *tk = SG_REC(&cx->tok, tok_rec, t);
    chacc_rec *ca = SG_REC(&cx->chacc, chacc_rec, k);
    if (tk->reset) return; /* ubar = vbar = 0 */
    mpfr_t ub, vb;
    tview(ub, cx, tk, TS_UB);
    tview(vb, cx, tk, TS_VB);
    if (k < D) {
        const uint16_t xb = pb->x[(b * cx->L + t) * D + k];
        set_bf16(w->xr, xb);
        mpfr_fma(ca->ap, ub, w->xr, ca->ap, MPFR_RNDN);
        mpfr_fma(ca->ar, vb, w->xr, ca->ar, MPFR_RNDN);
        const double xa = sg_oracle_bf16_abs(xb);
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
void sg_so_final_prep(ctx_t *cx, const sg_samu_problem *pb) {
    mpfr_t t;
    mpfr_init2(t, cx->pacc);
    for (int dir = 0; dir < 2; dir++) {
        mpfr_ptr s = dir ? cx->sr : cx->sphi;
        const float *wv = dir ? pb->w_r : pb->w_phi;
        mpfr_set_ui(s, 0, MPFR_RNDN);
        for (int64_t k = 0; k <= cx->D; k++) {
            const chacc_rec *ca = SG_REC(&cx->chacc, chacc_rec, k);
            mpfr_set_flt(t, wv[k], MPFR_RNDN);
            mpfr_div(t, t, dir ? cx->nr : cx->nphi, MPFR_RNDN);
            mpfr_fma(s, t, dir ? ca->ar : ca->ap, s, MPFR_RNDN);
        }
    }
    mpfr_clear(t);
}

/* The final value of a per-parameter quantity q at index i, into out (at the
 * context's precision); returns its S. */
double sg_so_final_value(const ctx_t *cx, const sg_samu_problem *pb, int q, int64_t i, mpfr_ptr out) {
    if (q == Q_DWPHI || q == Q_DWR) {
        /* dw_k = (sum_k - w-hat_k s)/|w| */
        const int dir = q == Q_DWR;
        const float *wv = dir ? pb->w_r : pb->w_phi;
        mpfr_srcptr n = dir ? cx->nr : cx->nphi;
        const chacc_rec *ca = SG_REC(&cx->chacc, chacc_rec, i);
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
            const chw_rec *cj = SG_REC(&cx->chw, chw_rec, j);
            const chacc_rec *aj = SG_REC(&cx->chacc, chacc_rec, j);
            proj += dir ? cj->wr_abs * aj->Sar : cj->wp_abs * aj->Sap;
        }
        const chw_rec *ci = SG_REC(&cx->chw, chw_rec, i);
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
    const macc_rec *ma = SG_REC(&cx->macc, macc_rec, i);
    if (q == Q_DNU) {
        mpfr_neg(out, ma->anu, MPFR_RNDN); /* dnu = -sum E kappa */
        return ma->Snu;
    }
    mpfr_set(out, ma->ath, MPFR_RNDN); /* dtheta = sum phibar */
    return ma->Sth;
}
