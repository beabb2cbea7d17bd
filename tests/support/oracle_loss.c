/* oracle_loss.c - the finite-difference entry points of the oracles
 * (sg_testsupport.h): the scalar loss of each core's exact forward by straight
 * evaluation, with one input element perturbed, whose central differences the
 * oracle tests (tests/test_oracle_fd.c, tests/test_oracle_samu_fd.c,
 * tests/test_oracle_samu.c) compare with the oracles' backward. Each evaluates
 * every element from its own transcendentals, in a different way from the
 * oracle it checks, so the check is independent of the oracle's evaluation
 * scheme. Test support: not part of the oracle library. */
#include "sg_testsupport.h"
#include "oracle_impl.h" /* sg_oracle_samu_validate */

#include <stdlib.h>
#include <string.h>

/* ---- RG-LRU ---------------------------------------------------------------- */
/* The loss by straight evaluation: every element from its own transcendentals
 * (no tables, no caches, a = exp(l) rather than sqrt(a^2)), so finite
 * differences of it check the oracle's backward independently of its
 * forward's evaluation scheme. */
sg_status sg_oracle_rglru_loss(const sg_rglru_problem *pb, long prec, const char *which,
                               int64_t index, const mpfr_t delta, mpfr_t out) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st0 = sg_check_dims("oracle loss: RG-LRU problem", B, L, D);
    if (st0) return st0;
    if (prec < 24 || prec > 100000) return sg_fail(SG_E_USAGE, "oracle loss: precision %ld out of range", prec);
    int wt = -1; /* 0 x, 1 u, 2 v, 3 p, 4 h0 */
    if (which) {
        static const char *const names[5] = {"x", "u", "v", "p", "h0"};
        for (int k = 0; k < 5; k++)
            if (strcmp(which, names[k]) == 0) wt = k;
        if (wt < 0) return sg_fail(SG_E_UNKNOWN, "oracle loss: unknown input '%s'", which);
        int64_t lim = wt <= 2 ? B * L * D : wt == 3 ? D : B * D;
        if (index < 0 || index >= lim)
            return sg_fail(SG_E_SHAPE, "oracle loss: index %lld out of range for %s", (long long)index, which);
    }
    const mpfr_prec_t pr = (mpfr_prec_t)prec;
    mpfr_t X, U, V, P, s, H, I, R, l, A, OM, M, T, Y, loss;
    mpfr_inits2(pr, X, U, V, P, s, H, I, R, l, A, OM, M, T, Y, loss, (mpfr_ptr)0);
    mpfr_set_ui(loss, 0, MPFR_RNDN);
    for (int64_t d = 0; d < D; d++) {
        mpfr_set_flt(P, pb->p[d], MPFR_RNDN);
        if (wt == 3 && index == d) mpfr_add(P, P, delta, MPFR_RNDN);
        /* s = softplus(p) = max(p, 0) + log1p(exp(-|p|)) */
        mpfr_abs(T, P, MPFR_RNDN);
        mpfr_neg(T, T, MPFR_RNDN);
        mpfr_exp(T, T, MPFR_RNDN);
        mpfr_log1p(T, T, MPFR_RNDN);
        if (mpfr_sgn(P) > 0) mpfr_add(s, P, T, MPFR_RNDN);
        else mpfr_set(s, T, MPFR_RNDN);
        for (int64_t b = 0; b < B; b++) {
            const int64_t bd = b * D + d;
            mpfr_set_flt(H, pb->h0 ? pb->h0[bd] : 0.0f, MPFR_RNDN);
            if (wt == 4 && index == bd) mpfr_add(H, H, delta, MPFR_RNDN);
            for (int64_t t = 0; t < L; t++) {
                const int64_t e = (b * L + t) * D + d;
                mpfr_set_flt(X, sg_bf16_to_f32(pb->x[e]), MPFR_RNDN);
                mpfr_set_flt(U, sg_bf16_to_f32(pb->u[e]), MPFR_RNDN);
                mpfr_set_flt(V, sg_bf16_to_f32(pb->v[e]), MPFR_RNDN);
                if (wt == 0 && index == e) mpfr_add(X, X, delta, MPFR_RNDN);
                if (wt == 1 && index == e) mpfr_add(U, U, delta, MPFR_RNDN);
                if (wt == 2 && index == e) mpfr_add(V, V, delta, MPFR_RNDN);
                /* i = 1/(1+exp(-u)) */
                mpfr_neg(T, U, MPFR_RNDN);
                mpfr_exp(T, T, MPFR_RNDN);
                mpfr_add_ui(T, T, 1, MPFR_RNDN);
                mpfr_ui_div(I, 1, T, MPFR_RNDN);
                mpfr_mul(T, X, I, MPFR_RNDN); /* x i */
                if (pb->segpos[b * L + t] == 0) {
                    mpfr_set(H, T, MPFR_RNDN); /* reset: h = x i (m = 1, a-bar = 0) */
                } else {
                    mpfr_neg(R, V, MPFR_RNDN);
                    mpfr_exp(R, R, MPFR_RNDN);
                    mpfr_add_ui(R, R, 1, MPFR_RNDN);
                    mpfr_ui_div(R, 1, R, MPFR_RNDN);       /* r */
                    mpfr_mul(l, R, s, MPFR_RNDN);
                    mpfr_mul_si(l, l, -(long)SG_RGLRU_C, MPFR_RNDN); /* l = -c r s */
                    mpfr_exp(A, l, MPFR_RNDN);
                    mpfr_mul_2si(OM, l, 1, MPFR_RNDN);
                    mpfr_expm1(OM, OM, MPFR_RNDN);
                    mpfr_neg(OM, OM, MPFR_RNDN);            /* 1 - a^2 */
                    mpfr_sqrt(M, OM, MPFR_RNDN);
                    mpfr_mul(T, T, M, MPFR_RNDN);
                    mpfr_mul(H, A, H, MPFR_RNDN);
                    mpfr_add(H, H, T, MPFR_RNDN);
                }
                mpfr_set_flt(Y, sg_bf16_to_f32(pb->dy[e]), MPFR_RNDN);
                mpfr_fma(loss, Y, H, loss, MPFR_RNDN);
            }
            mpfr_set_flt(Y, pb->dh_last ? pb->dh_last[bd] : 0.0f, MPFR_RNDN);
            mpfr_fma(loss, Y, H, loss, MPFR_RNDN);
        }
    }
    mpfr_set(out, loss, MPFR_RNDN);
    mpfr_clears(X, U, V, P, s, H, I, R, l, A, OM, M, T, Y, loss, (mpfr_ptr)0);
    return SG_OK;
}

/* ---- RG-LRU mixer ------------------------------------------------------------ */
sg_status sg_oracle_rglru_mixer_loss(const sg_rglru_mixer_problem *pb, long prec, const char *which, int64_t index,
                                     const mpfr_t delta, mpfr_t out) {
    const int64_t B = pb->B, L = pb->L, D = pb->D, W = D / SG_BLOCKS;
    sg_status st0 = sg_check_dims("oracle loss: RG-LRU mixer problem", B, L, D);
    if (st0) return st0;
    if (D % SG_BLOCKS) return sg_fail(SG_E_SHAPE, "oracle loss: D=%lld is not a multiple of %d", (long long)D, SG_BLOCKS);
    if (prec < 24 || prec > 100000) return sg_fail(SG_E_USAGE, "oracle loss: precision %ld out of range", prec);
    static const char *const names[7] = {"x", "w_x", "w_a", "b_x", "b_a", "p", "h0"};
    int wt = -1;
    if (which) {
        for (int k = 0; k < 7; k++)
            if (strcmp(which, names[k]) == 0) wt = k;
        if (wt < 0) return sg_fail(SG_E_UNKNOWN, "oracle loss: unknown RG-LRU mixer input '%s'", which);
        const int64_t lim[7] = {B * L * D, D * W, D * W, D, D, D, B * D};
        if (index < 0 || index >= lim[wt])
            return sg_fail(SG_E_SHAPE, "oracle loss: index %lld out of range for %s", (long long)index, which);
    }
    const mpfr_prec_t pr = (mpfr_prec_t)prec;
    /* the perturbed inputs as MPFR numbers */
    const int64_t nx = B * L * D, nw = D * W;
    mpfr_t *X = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(nx)), *Wx = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(nw)),
           *Wa = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(nw));
    for (int64_t k = 0; k < nx; k++) {
        mpfr_init2(X[k], pr);
        mpfr_set_flt(X[k], sg_bf16_to_f32(pb->x[k]), MPFR_RNDN);
        if (wt == 0 && index == k) mpfr_add(X[k], X[k], delta, MPFR_RNDN);
    }
    for (int64_t k = 0; k < nw; k++) {
        mpfr_inits2(pr, Wx[k], Wa[k], (mpfr_ptr)0);
        mpfr_set_flt(Wx[k], sg_bf16_to_f32(pb->w_x[k]), MPFR_RNDN);
        mpfr_set_flt(Wa[k], sg_bf16_to_f32(pb->w_a[k]), MPFR_RNDN);
        if (wt == 1 && index == k) mpfr_add(Wx[k], Wx[k], delta, MPFR_RNDN);
        if (wt == 2 && index == k) mpfr_add(Wa[k], Wa[k], delta, MPFR_RNDN);
    }
    mpfr_t U, V, P, s, H, I, R, l, A, OM, M, T, Y, loss;
    mpfr_inits2(pr, U, V, P, s, H, I, R, l, A, OM, M, T, Y, loss, (mpfr_ptr)0);
    mpfr_set_ui(loss, 0, MPFR_RNDN);
    for (int64_t d = 0; d < D; d++) {
        const int64_t h = d / W, j = d % W;
        mpfr_set_flt(P, pb->p[d], MPFR_RNDN);
        if (wt == 5 && index == d) mpfr_add(P, P, delta, MPFR_RNDN);
        /* s = softplus(p) = max(p, 0) + log1p(exp(-|p|)) */
        mpfr_abs(T, P, MPFR_RNDN);
        mpfr_neg(T, T, MPFR_RNDN);
        mpfr_exp(T, T, MPFR_RNDN);
        mpfr_log1p(T, T, MPFR_RNDN);
        if (mpfr_sgn(P) > 0) mpfr_add(s, P, T, MPFR_RNDN);
        else mpfr_set(s, T, MPFR_RNDN);
        for (int64_t b = 0; b < B; b++) {
            const int64_t bd = b * D + d;
            mpfr_set_flt(H, pb->h0[bd], MPFR_RNDN);
            if (wt == 6 && index == bd) mpfr_add(H, H, delta, MPFR_RNDN);
            for (int64_t t = 0; t < L; t++) {
                const int64_t row = (b * L + t) * D, e = row + d;
                /* the gates, the products summed i descending (the oracle sums ascending) */
                mpfr_set_flt(U, sg_bf16_to_f32(pb->b_x[d]), MPFR_RNDN);
                mpfr_set_flt(V, sg_bf16_to_f32(pb->b_a[d]), MPFR_RNDN);
                if (wt == 3 && index == d) mpfr_add(U, U, delta, MPFR_RNDN);
                if (wt == 4 && index == d) mpfr_add(V, V, delta, MPFR_RNDN);
                for (int64_t i = W - 1; i >= 0; i--) {
                    mpfr_fma(U, X[row + h * W + i], Wx[(h * W + i) * W + j], U, MPFR_RNDN);
                    mpfr_fma(V, X[row + h * W + i], Wa[(h * W + i) * W + j], V, MPFR_RNDN);
                }
                mpfr_neg(T, U, MPFR_RNDN);
                mpfr_exp(T, T, MPFR_RNDN);
                mpfr_add_ui(T, T, 1, MPFR_RNDN);
                mpfr_ui_div(I, 1, T, MPFR_RNDN); /* i */
                mpfr_mul(T, X[e], I, MPFR_RNDN); /* x i */
                if (pb->segpos[b * L + t] == 0) {
                    mpfr_set(H, T, MPFR_RNDN);
                } else {
                    mpfr_neg(R, V, MPFR_RNDN);
                    mpfr_exp(R, R, MPFR_RNDN);
                    mpfr_add_ui(R, R, 1, MPFR_RNDN);
                    mpfr_ui_div(R, 1, R, MPFR_RNDN); /* r */
                    mpfr_mul(l, R, s, MPFR_RNDN);
                    mpfr_mul_si(l, l, -(long)SG_RGLRU_C, MPFR_RNDN);
                    mpfr_exp(A, l, MPFR_RNDN);
                    mpfr_mul_2si(OM, l, 1, MPFR_RNDN);
                    mpfr_expm1(OM, OM, MPFR_RNDN);
                    mpfr_neg(OM, OM, MPFR_RNDN);
                    mpfr_sqrt(M, OM, MPFR_RNDN);
                    mpfr_mul(T, T, M, MPFR_RNDN);
                    mpfr_mul(H, A, H, MPFR_RNDN);
                    mpfr_add(H, H, T, MPFR_RNDN);
                }
                mpfr_set_flt(Y, sg_bf16_to_f32(pb->dy[e]), MPFR_RNDN);
                mpfr_fma(loss, Y, H, loss, MPFR_RNDN);
            }
            mpfr_set_flt(Y, pb->dh_last[bd], MPFR_RNDN);
            mpfr_fma(loss, Y, H, loss, MPFR_RNDN);
        }
    }
    mpfr_set(out, loss, MPFR_RNDN);
    mpfr_clears(U, V, P, s, H, I, R, l, A, OM, M, T, Y, loss, (mpfr_ptr)0);
    for (int64_t k = 0; k < nx; k++) mpfr_clear(X[k]);
    for (int64_t k = 0; k < nw; k++) mpfr_clears(Wx[k], Wa[k], (mpfr_ptr)0);
    free(X);
    free(Wx);
    free(Wa);
    return SG_OK;
}

/* ---- SAMU ------------------------------------------------------------------ */
void sg_samu_unit_direction(mpfr_t *w, const float *wv, int64_t n, int64_t moved, mpfr_srcptr delta, mpfr_ptr norm) {
    mpfr_set_ui(norm, 0, MPFR_RNDN);
    for (int64_t k = 0; k < n; k++) {
        mpfr_set_flt(w[k], wv[k], MPFR_RNDN);
        if (k == moved) mpfr_add(w[k], w[k], delta, MPFR_RNDN);
        mpfr_fma(norm, w[k], w[k], norm, MPFR_RNDN);
    }
    mpfr_sqrt(norm, norm, MPFR_RNDN);
    for (int64_t k = 0; k < n; k++) mpfr_div(w[k], w[k], norm, MPFR_RNDN);
}

/* Every token's controller and every mode-step's transcendentals from their own
 * arguments, in a different way from the oracle: w-hat elementwise and the dot
 * product summed in order, tanh, sin/cos of theta + d, rho = exp(-nu E) and
 * gamma = sqrt(-expm1(-2 nu E)) separately. Finite differences of it check the
 * oracle's backward independently of its evaluation scheme. */
sg_status sg_oracle_samu_loss(const sg_samu_problem *pb, long prec, const char *which, int64_t index,
                              const mpfr_t delta, mpfr_t out) {
    sg_status st = sg_oracle_samu_validate(pb);
    if (st) return st;
    if (prec < 24 || prec > 100000) return sg_fail(SG_E_USAGE, "oracle loss: precision %ld out of range", prec);
    const int64_t B = pb->B, L = pb->L, D = pb->D, M = D / 2;
    static const char *const names[8] = {"x", "z0", "w_phi", "w_r", "a_phi", "a_r", "nu", "theta"};
    int wt = -1;
    if (which) {
        for (int k = 0; k < 8; k++)
            if (strcmp(which, names[k]) == 0) wt = k;
        if (wt < 0) return sg_fail(SG_E_UNKNOWN, "oracle loss: unknown SAMU input '%s'", which);
        const int64_t lim[8] = {B * L * D, B * D, D + 1, D + 1, 1, 1, M, M};
        if (index < 0 || index >= lim[wt])
            return sg_fail(SG_E_SHAPE, "oracle loss: index %lld out of range for %s", (long long)index, which);
    }
    const mpfr_prec_t pr = (mpfr_prec_t)prec;
#define PERT(k, i, v)                                                     \
    do {                                                                  \
        if (wt == (k) && index == (i)) mpfr_add((v), (v), delta, MPFR_RNDN); \
    } while (0)
    const size_t nw = (size_t)(D + 1), nm = (size_t)M;
    mpfr_t *wp = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(D + 1)), *wr = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(D + 1));
    mpfr_t *X = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(D));
    mpfr_t *nu = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(M)), *th = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(M));
    mpfr_t *Zr = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(M)), *Zi = sg_xmalloc_dims(sizeof(mpfr_t), SG_DIMS(M));
    for (size_t k = 0; k < nw; k++) mpfr_inits2(pr, wp[k], wr[k], (mpfr_ptr)0);
    for (int64_t k = 0; k < D; k++) mpfr_init2(X[k], pr);
    for (size_t m = 0; m < nm; m++) mpfr_inits2(pr, nu[m], th[m], Zr[m], Zi[m], (mpfr_ptr)0);
    mpfr_t n, gp, gr, u, p, r, q, d, E, phi, c, sn, cs, rho, gam, tt, lr, li, nr_, ni_, loss, Y;
    mpfr_inits2(pr, n, gp, gr, u, p, r, q, d, E, phi, c, sn, cs, rho, gam, tt, lr, li, nr_, ni_, loss, Y,
                (mpfr_ptr)0);
    mpfr_set_ui(loss, 0, MPFR_RNDN);
    /* w-hat = w/|w| elementwise */
    sg_samu_unit_direction(wp, pb->w_phi, D + 1, wt == 2 ? index : -1, delta, n);
    sg_samu_unit_direction(wr, pb->w_r, D + 1, wt == 3 ? index : -1, delta, n);
    /* g = tanh(a)/sqrt(M) */
    mpfr_set_si(n, (long)M, MPFR_RNDN);
    mpfr_sqrt(n, n, MPFR_RNDN);
    mpfr_set_flt(gp, pb->a_phi, MPFR_RNDN);
    PERT(4, 0, gp);
    mpfr_tanh(gp, gp, MPFR_RNDN);
    mpfr_div(gp, gp, n, MPFR_RNDN);
    mpfr_set_flt(gr, pb->a_r, MPFR_RNDN);
    PERT(5, 0, gr);
    mpfr_tanh(gr, gr, MPFR_RNDN);
    mpfr_div(gr, gr, n, MPFR_RNDN);
    for (int64_t m = 0; m < M; m++) {
        mpfr_set_flt(nu[m], pb->nu[m], MPFR_RNDN);
        PERT(6, m, nu[m]);
        mpfr_set_flt(th[m], pb->theta[m], MPFR_RNDN);
        PERT(7, m, th[m]);
    }
    for (int64_t b = 0; b < B; b++) {
        for (int64_t m = 0; m < M; m++) {
            mpfr_set_flt(Zr[m], pb->z0 ? pb->z0[b * D + m] : 0.0f, MPFR_RNDN);
            PERT(1, b * D + m, Zr[m]);
            mpfr_set_flt(Zi[m], pb->z0 ? pb->z0[b * D + M + m] : 0.0f, MPFR_RNDN);
            PERT(1, b * D + M + m, Zi[m]);
        }
        for (int64_t t = 0; t < L; t++) {
            const int64_t e0 = (b * L + t) * D;
            for (int64_t k = 0; k < D; k++) {
                mpfr_set_flt(X[k], sg_bf16_to_f32(pb->x[e0 + k]), MPFR_RNDN);
                PERT(0, e0 + k, X[k]);
            }
            /* controller */
            mpfr_set(u, wp[D], MPFR_RNDN);
            for (int64_t k = 0; k < D; k++) mpfr_fma(u, X[k], wp[k], u, MPFR_RNDN);
            mpfr_tanh(p, u, MPFR_RNDN);
            mpfr_mul(d, gp, p, MPFR_RNDN);
            mpfr_set(u, wr[D], MPFR_RNDN);
            for (int64_t k = 0; k < D; k++) mpfr_fma(u, X[k], wr[k], u, MPFR_RNDN);
            mpfr_tanh(r, u, MPFR_RNDN);
            mpfr_sqr(q, r, MPFR_RNDN);
            mpfr_add_ui(q, q, 1, MPFR_RNDN);
            mpfr_div(q, r, q, MPFR_RNDN);
            mpfr_mul(c, gr, q, MPFR_RNDN);
            mpfr_exp(E, c, MPFR_RNDN);
            const int reset = pb->segpos[b * L + t] == 0;
            for (int64_t m = 0; m < M; m++) {
                if (reset) {
                    mpfr_set(Zr[m], X[m], MPFR_RNDN);
                    mpfr_set(Zi[m], X[M + m], MPFR_RNDN);
                } else {
                    mpfr_add(phi, th[m], d, MPFR_RNDN);
                    mpfr_sin_cos(sn, cs, phi, MPFR_RNDN);
                    mpfr_mul(tt, nu[m], E, MPFR_RNDN);
                    mpfr_neg(tt, tt, MPFR_RNDN);
                    mpfr_exp(rho, tt, MPFR_RNDN);
                    mpfr_mul_2ui(tt, tt, 1, MPFR_RNDN);
                    mpfr_expm1(gam, tt, MPFR_RNDN);
                    mpfr_neg(gam, gam, MPFR_RNDN);
                    mpfr_sqrt(gam, gam, MPFR_RNDN);
                    mpfr_mul(lr, rho, cs, MPFR_RNDN);
                    mpfr_mul(li, rho, sn, MPFR_RNDN);
                    /* z = lambda z + gamma w */
                    mpfr_mul(nr_, lr, Zr[m], MPFR_RNDN);
                    mpfr_mul(tt, li, Zi[m], MPFR_RNDN);
                    mpfr_sub(nr_, nr_, tt, MPFR_RNDN);
                    mpfr_fma(nr_, gam, X[m], nr_, MPFR_RNDN);
                    mpfr_mul(ni_, lr, Zi[m], MPFR_RNDN);
                    mpfr_mul(tt, li, Zr[m], MPFR_RNDN);
                    mpfr_add(ni_, ni_, tt, MPFR_RNDN);
                    mpfr_fma(ni_, gam, X[M + m], ni_, MPFR_RNDN);
                    mpfr_swap(Zr[m], nr_);
                    mpfr_swap(Zi[m], ni_);
                }
                mpfr_set_flt(Y, sg_bf16_to_f32(pb->dy[e0 + m]), MPFR_RNDN);
                mpfr_fma(loss, Y, Zr[m], loss, MPFR_RNDN);
                mpfr_set_flt(Y, sg_bf16_to_f32(pb->dy[e0 + M + m]), MPFR_RNDN);
                mpfr_fma(loss, Y, Zi[m], loss, MPFR_RNDN);
            }
        }
        for (int64_t m = 0; m < M; m++) {
            mpfr_set_flt(Y, pb->dz_last ? pb->dz_last[b * D + m] : 0.0f, MPFR_RNDN);
            mpfr_fma(loss, Y, Zr[m], loss, MPFR_RNDN);
            mpfr_set_flt(Y, pb->dz_last ? pb->dz_last[b * D + M + m] : 0.0f, MPFR_RNDN);
            mpfr_fma(loss, Y, Zi[m], loss, MPFR_RNDN);
        }
    }
#undef PERT
    mpfr_set(out, loss, MPFR_RNDN);
    for (size_t k = 0; k < nw; k++) mpfr_clears(wp[k], wr[k], (mpfr_ptr)0);
    for (int64_t k = 0; k < D; k++) mpfr_clear(X[k]);
    for (size_t m = 0; m < nm; m++) mpfr_clears(nu[m], th[m], Zr[m], Zi[m], (mpfr_ptr)0);
    free(wp);
    free(wr);
    free(X);
    free(nu);
    free(th);
    free(Zr);
    free(Zi);
    mpfr_clears(n, gp, gr, u, p, r, q, d, E, phi, c, sn, cs, rho, gam, tt, lr, li, nr_, ni_, loss, Y, (mpfr_ptr)0);
    return SG_OK;
}
