/* samu_oracle_context.c - the SAMU oracle's evaluation context (samu_oracle_impl.h): the
 * per-case constants (norms, amplitudes, per-mode and per-channel records, the
 * expm1 series' coefficients), the token records and, for the backward, the
 * stash, the checkpoints and the partial sums; and the per-thread workspaces. */
#include "samu_oracle_impl.h"

#include <stdlib.h>
#include <string.h>

static const size_t tok_off[4] = {offsetof(tok_rec, E), offsetof(tok_rec, cd), offsetof(tok_rec, sd),
                                  offsetof(tok_rec, eps)};
static const size_t step_off[9] = {offsetof(step_rec, lr), offsetof(step_rec, li), offsetof(step_rec, ar),
                                   offsetof(step_rec, ai), offsetof(step_rec, er), offsetof(step_rec, ei),
                                   offsetof(step_rec, g),  offsetof(step_rec, zr), offsetof(step_rec, zi)};
static const size_t part_off[2] = {offsetof(part_rec, PE), offsetof(part_rec, Pd)};
static const size_t mode_off[5] = {offsetof(mode_rec, cth), offsetof(mode_rec, sth), offsetof(mode_rec, nu),
                                   offsetof(mode_rec, emn), offsetof(mode_rec, rhon)};
static const size_t macc_off[2] = {offsetof(macc_rec, anu), offsetof(macc_rec, ath)};
static const size_t carry_off[2] = {offsetof(carry_rec, cr), offsetof(carry_rec, ci)};
static const size_t chw_off[2] = {offsetof(chw_rec, wp), offsetof(chw_rec, wr)};
static const size_t chacc_off[2] = {offsetof(chacc_rec, ap), offsetof(chacc_rec, ar)};

/* tanh(x) and 1 - tanh(x)^2, both without cancellation: with a = 2|x|,
 * e = exp(-a) when a > ln 2 (then tanh|x| = (1-e)/(1+e), 1 - tanh^2 = 4e/(1+e)^2,
 * 1 - e > 1/2), else em = expm1(-a) in (-1/2, 0] (tanh|x| = -em/(2+em),
 * 1 - tanh^2 = 4(1+em)/(2+em)^2). e, s: scratch. */
void sg_so_tanh_pair(mpfr_ptr t, mpfr_ptr om, mpfr_srcptr x, mpfr_ptr e, mpfr_ptr s) {
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

/* |w_phi|, |w_r|: sqrt of the correctly rounded sum of the exact squares. */
static void ctx_norms(ctx_t *cx, const sg_samu_problem *pb) {
    const int64_t D = cx->D;
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
}

/* The amplitudes: g = tanh(a)/sqrt(M), f = (1 - tanh(a)^2)/sqrt(M). */
static void ctx_amplitudes(ctx_t *cx, const sg_samu_problem *pb) {
    mpfr_t a, t, om, e, s;
    mpfr_inits2(cx->pacc, a, t, om, e, s, (mpfr_ptr)0);
    mpfr_set_si(cx->sqM, (long)cx->M, MPFR_RNDN);
    mpfr_sqrt(cx->sqM, cx->sqM, MPFR_RNDN);
    for (int dir = 0; dir < 2; dir++) {
        mpfr_set_flt(a, dir ? pb->a_r : pb->a_phi, MPFR_RNDN);
        sg_so_tanh_pair(t, om, a, e, s);
        mpfr_div(dir ? cx->gr : cx->gphi, t, cx->sqM, MPFR_RNDN);
        mpfr_div(dir ? cx->fr : cx->fphi, om, cx->sqM, MPFR_RNDN);
    }
    mpfr_clears(a, t, om, e, s, (mpfr_ptr)0);
    cx->gphi_d = mpfr_get_d(cx->gphi, MPFR_RNDN);
    cx->gr_d = mpfr_get_d(cx->gr, MPFR_RNDN);
    cx->fphi_d = mpfr_get_d(cx->fphi, MPFR_RNDN);
    cx->fr_d = mpfr_get_d(cx->fr, MPFR_RNDN);
}

/* The expm1 series' 1/k! and w^phi, w^r as integer significand times 2^exponent. */
static void ctx_tables(ctx_t *cx, const sg_samu_problem *pb) {
    const int64_t D = cx->D;
    for (int k = 0; k <= 20; k++) {
        mpfr_init2(cx->ifact[k], cx->prec);
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
}

/* The token records (one row), the per-mode records (nu, cos/sin theta,
 * expm1(-nu), exp(-nu)) and the per-channel w-hat. */
static void ctx_records(ctx_t *cx, const sg_samu_problem *pb) {
    const int64_t D = cx->D, M = cx->M, L = cx->L;
    const mpfr_prec_t prec = cx->prec;
    cx->tsoff = sg_oracle_rec_round(sizeof(tok_rec)) + 4 * mpfr_custom_get_size(prec);
    sg_recarr_init_x(&cx->tok, L, sizeof(tok_rec), tok_off, 4, prec, TS_N * cx->slot * sizeof(uint64_t));
    sg_recarr_init(&cx->mode, M, sizeof(mode_rec), mode_off, 5, prec);
    for (int64_t m = 0; m < M; m++) {
        mode_rec *mr = SG_REC(&cx->mode, mode_rec, m);
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
    sg_recarr_init(&cx->chw, D + 1, sizeof(chw_rec), chw_off, 2, prec);
    for (int64_t k = 0; k <= D; k++) {
        chw_rec *c = SG_REC(&cx->chw, chw_rec, k);
        mpfr_set_flt(c->wp, pb->w_phi[k], MPFR_RNDN);
        mpfr_div(c->wp, c->wp, cx->nphi, MPFR_RNDN);
        mpfr_set_flt(c->wr, pb->w_r[k], MPFR_RNDN);
        mpfr_div(c->wr, c->wr, cx->nr, MPFR_RNDN);
        c->wp_abs = fabs(mpfr_get_d(c->wp, MPFR_RNDN));
        c->wr_abs = fabs(mpfr_get_d(c->wr, MPFR_RNDN));
    }
    cx->bytes = cx->tok.bytes + cx->mode.bytes + cx->chw.bytes + (size_t)(4 * (D + 1)) * sizeof(long) +
                25 * (mpfr_custom_get_size(prec) + 8) + 11 * (mpfr_custom_get_size(cx->pacc) + 8);
}

/* The backward's buffers: the blocks' partial sums, the per-mode sums and
 * carries, the per-channel sums, the stash of W and the checkpoints. */
static void ctx_backward(ctx_t *cx) {
    const int64_t D = cx->D, M = cx->M, K = cx->K;
    const mpfr_prec_t pa = cx->pacc;
    sg_recarr_init(&cx->part, 2 * cx->nblk * K, sizeof(part_rec), part_off, 2, pa);
    sg_recarr_init(&cx->macc, M, sizeof(macc_rec), macc_off, 2, pa);
    sg_recarr_init(&cx->chacc, D + 1, sizeof(chacc_rec), chacc_off, 2, pa);
    sg_recarr_init(&cx->carry, M, sizeof(carry_rec), carry_off, 2, cx->prec);
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

void sg_so_ctx_init(ctx_t *cx, const sg_samu_problem *pb, mpfr_prec_t prec, int clip, int fwd) {
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
    mpfr_inits2(cx->pacc, cx->nphi, cx->nr, cx->sqM, cx->fphi, cx->fr, cx->accAp, cx->accAr, cx->sphi, cx->sr,
                (mpfr_ptr)0);
    mpfr_inits2(prec, cx->gphi, cx->gr, cx->one, cx->two, (mpfr_ptr)0);
    mpfr_set_ui(cx->one, 1, MPFR_RNDN);
    mpfr_set_ui(cx->two, 2, MPFR_RNDN);
    mpfr_set_ui(cx->accAp, 0, MPFR_RNDN);
    mpfr_set_ui(cx->accAr, 0, MPFR_RNDN);
    ctx_norms(cx, pb);
    ctx_amplitudes(cx, pb);
    ctx_tables(cx, pb);
    ctx_records(cx, pb);
    if (!fwd) ctx_backward(cx);
}

void sg_so_ctx_free(ctx_t *cx) {
    if (!cx->prec) return;
    mpfr_clears(cx->nphi, cx->nr, cx->sqM, cx->fphi, cx->fr, cx->accAp, cx->accAr, cx->sphi, cx->sr, cx->gphi,
                cx->gr, cx->one, cx->two, (mpfr_ptr)0);
    sg_recarr_free(&cx->tok);
    sg_recarr_free(&cx->mode);
    free(cx->wm);
    free(cx->we);
    for (int k = 0; k <= 20; k++) mpfr_clear(cx->ifact[k]);
    sg_recarr_free(&cx->chw);
    if (!cx->fwd) {
        sg_recarr_free(&cx->part);
        sg_recarr_free(&cx->macc);
        sg_recarr_free(&cx->chacc);
        sg_recarr_free(&cx->carry);
        free(cx->stash);
        free(cx->ckz);
        free(cx->ckd);
    }
    memset(cx, 0, sizeof *cx);
}

ws_t *sg_so_ws_new(const ctx_t *cx) {
    ws_t *w = sg_xcalloc(1, sizeof *w);
    const mpfr_prec_t prec = cx->prec;
    w->prec = prec;
    w->pacc = cx->pacc;
    w->L = cx->L;
    w->D = cx->D;
    sg_recarr_init(&w->steps, cx->K, sizeof(step_rec), step_off, 9, prec);
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

void sg_so_ws_free(ws_t *w) {
    if (!w) return;
    sg_recarr_free(&w->steps);
    mpfr_clears(w->t1, w->t2, w->Gr, w->Gi, w->arg, w->em, w->omr, w->rho, w->gam, w->rho2, w->J, w->cphi, w->sphi,
                w->zcr, w->zci, w->dz0r, w->dz0i, w->kap, w->phb, w->dx, w->u, w->e, w->s, w->p2, w->om2, w->sx, w->xr,
                w->xi, w->dyr, w->dyi, w->fr, w->fi, w->cw, w->acc, w->acc2, w->dot, (mpfr_ptr)0);
    for (int64_t k = 0; k <= w->D; k++) mpfr_clear(w->terms[k]);
    free(w->terms);
    free(w->tptr);
    free(w);
}
