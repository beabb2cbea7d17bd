/* samu_chunked.c - CPU emulations of the chunked SAMU kernels (reference/
 * EQUATIONS.md section 7), forward and backward, built from the per-step code
 * of scan/sg_scan_ops.h.
 *
 * Versions (rows of the backend table, reference/register.c):
 *   1. cpu.samu_chunk32_serial     32-step chunks of complex pairs (lambda, gamma w)
 *      per mode; entry states serially z_{c+1} = S_c(z_c); replay per chunk.
 *   2. cpu.samu_chunk32_grouped64  the same chunks; entries Q_c(z0), Q_c = L_c o O_g
 *      over groups of 64 chunks, forward and backward.
 *   3. cpu.samu_hybrid             the very-long path: forward serial entries,
 *      backward grouped (64) reverse prefix.
 * Phases (each a kernel on the GPU):
 *   tokens   per (b,t): u = x~.w^_phi, v = x~.w^_r (k ascending, FP32), then
 *            p, r, q, E = exp(c), C = cos d, S = sin d once per token (sg_samu_token);
 *   fwd      per (b,chunk): the chunk summary of every mode; per (b,mode): the
 *            prefix over chunks; per (b,chunk): replay -> y, z_last (last chunk);
 *   bwd      per (b,chunk): reverse summaries of the pairs (conj(lambda_{t+1}), Y_t)
 *            (lambda_{L+1} = 1: dz_last enters at t = L); per (b,mode): the
 *            reverse prefix from dz_last; per (b,chunk): replay (forward states
 *            recomputed from the saved forward entry, cotangents from the
 *            reverse entry) -> write path of dx, per-chunk partials of dnu,
 *            dtheta, per-token sums Ebar_t, dbar_t over modes (m ascending),
 *            dz0 (chunk 0); then the controller backward of the chunk's tokens
 *            (t descending) -> dx, per-chunk partials of dw_phi^, dw_r^ and the
 *            amplitude sums;
 *   reduce   every partial: per batch row the chunks ascending from 0, then
 *            the rows b ascending from 0; then the canonical final formulas
 *            (normalisation projection, tanh' of the amplitudes).
 * Every task writes only its own outputs and partials, so the result does not
 * depend on the thread count. The per-step and per-token arithmetic, the
 * parameter terms, the controller backward (sg_samu_ctl_bwd, sg_samu_dx), the
 * reduction order (sg_samu_reduce) and the final formulas (sg_samu_da,
 * sg_samu_dw) are sg_scan_ops.h functions that the CUDA twins
 * (kernels/samu_chunked.cu: cuda.samu_*) call too.
 * Run: scangate run --backend cpu.samu_chunk32_serial (or _grouped64, cpu.samu_hybrid).
 * Planted faults (tests only; SG_FAULT_LIST in sg_reference.h, rows "mutant.*"
 * of reference/mutants.c) enter only where the fault F is tested: the "planted
 * faults" helpers below and a few lines at their exact spots; with
 * sg_fault_active == SG_FAULT_NONE (production) every one of them computes
 * exactly the unfaulted operations. */
#include "sg_reference.h"
#include "sg_scan_ops.h"

#include <math.h>
#include <stdlib.h>

static float bf(uint16_t h) { return sg_bf16_to_f32(h); }

/* ---- planted faults (sg_fault_active; sg_reference.h, tests/test_mutants.c) ----
 * Wrappers of the sg_scan_ops.h helpers, which themselves stay fault-free
 * (they are shared with the CUDA kernels). F is the fault read once per call
 * of the emulation (a constant the compiler can hoist out of the loops). With
 * SG_FAULT_NONE each returns exactly the unfaulted value (same operations,
 * same order). */
/* reset_t of a batch row (0-based t); RESET_OFF_BY_ONE: the flag of t-1. */
static int rst(sg_fault F, const int32_t *seg, int64_t t) {
    if (F == SG_FAULT_RESET_OFF_BY_ONE) return t >= 1 && seg[t - 1] == 0;
    return seg[t] == 0;
}

/* The faults of one mode-step's coefficients (kept out of line, so the
 * fault-free path below stays small enough to inline). */
static sg_samu_coef samu_mode_planted(sg_fault F, sg_samu_coef k, float cth, float sth, const sg_samu_tok *t,
                                      int reset) {
    if (F == SG_FAULT_PHASE_SIGN) { /* sin(theta - d) = sin(th) C - cos(th) S */
        k.sp = sth * t->C - cth * t->S;
        if (!reset) k.lam = sg_cf_make(k.rho * k.cp, k.rho * k.sp);
    }
    if (reset && F == SG_FAULT_RESET_MULTIPLIER) k.gam = sqrtf(-expm1f(-2.0f * k.ne));
    if (reset && F == SG_FAULT_RESET_KEEPS_STATE) k.lam = sg_cf_make(k.rho * k.cp, k.rho * k.sp);
    return k;
}

static inline sg_samu_coef samu_mode(sg_fault F, float nu, float cth, float sth, const sg_samu_tok *t, int reset) {
    const sg_samu_coef k = sg_samu_mode(nu, cth, sth, t, reset);
    return F == SG_FAULT_NONE ? k : samu_mode_planted(F, k, cth, sth, t, reset);
}

/* The reverse-scan transition from a step's coefficients: conj(lambda);
 * REVERSE_NO_CONJ: lambda. */
static sg_cf rev_lam(sg_fault F, const sg_samu_coef *q) { return F == SG_FAULT_REVERSE_NO_CONJ ? q->lam : sg_conj(q->lam); }

/* PARTIAL_CHUNK_SKIPPED: the replay of a chunk shorter than CH does nothing. */
static int skip_chunk(sg_fault F, int64_t len, int64_t CH) { return len < CH && F == SG_FAULT_PARTIAL_CHUNK_SKIPPED; }

static sg_cf bf16_round_c(sg_cf z) {
    return sg_cf_make(sg_bf16_to_f32(sg_f32_to_bf16(z.re)), sg_bf16_to_f32(sg_f32_to_bf16(z.im)));
}
/* BF16_CHUNK_STATE: the entries buffer holds BF16 values. */
static sg_cf entry_store(sg_fault F, sg_cf z) { return F == SG_FAULT_BF16_CHUNK_STATE ? bf16_round_c(z) : z; }
/* BF16_STEP_STATE: the running state is kept in BF16. */
static sg_cf state_store(sg_fault F, sg_cf z) { return F == SG_FAULT_BF16_STEP_STATE ? bf16_round_c(z) : z; }

/* entry[k] (complex) = the state entering P_k: the driver of sg_scan_ops.h,
 * serial or grouped (Q_k(x0)), as rprefix in rglru_chunked.c. */
static void cprefix(sg_fault F, int grouped, int64_t G, const sg_cpair *P, int64_t n, sg_cf x0, sg_cf *entry, sg_cpair *Lw,
                    sg_cpair *Uw, sg_cpair *Ow, int64_t *mk) {
    sg_cprefix(grouped, G, P, n, x0, entry, Lw, Uw, Ow);
    if (!grouped) return;
    if (F == SG_FAULT_PREFIX_ORDER_SWAPPED)
        for (int64_t k = 0; k < n; k++) entry[k] = sg_cpair_apply(sg_cpair_compose(Ow[k / G], Lw[k]), x0);
    if (n % G != 0) mk[SG_MARK_SHORT_GROUP]++; /* the last group */
    const int x0nz = x0.re != 0.0f || x0.im != 0.0f;
    for (int64_t k = G; k < n; k++) {
        const int64_t j = k / G;
        const int lnz = Lw[k].lam.re != 0.0f || Lw[k].lam.im != 0.0f;
        const int obnz = Ow[j].b.re != 0.0f || Ow[j].b.im != 0.0f;
        const int oanz = Ow[j].lam.re != 0.0f || Ow[j].lam.im != 0.0f;
        if (lnz && (obnz || (oanz && x0nz))) mk[SG_MARK_GROUP_CARRY]++;
    }
}

static void structural_marks(const int32_t *seg, int64_t L, int64_t CH, int64_t *mk) {
    if (L == 1) mk[SG_MARK_L1]++;
    if (L % CH != 0) {
        mk[SG_MARK_PARTIAL_CHUNK]++;
        for (int64_t t = (L / CH) * CH; t < L; t++)
            if (seg[t] == 0) {
                mk[SG_MARK_RESET_LAST_PARTIAL]++;
                break;
            }
    }
    for (int64_t t = 0; t < L; t += CH)
        if (seg[t] == 0) mk[SG_MARK_RESET_CHUNK_START]++;
}

/* Reduce partials [B][C][n] (stride n) into out[n]: chunks ascending within a
 * row, then rows ascending, each sum from 0. */
static void reduce_partials(sg_fault F, const float *part, int64_t B, int64_t C, int64_t n, float *out) {
    const int64_t Bred = F == SG_FAULT_REDUCTION_DROPS_ROW ? B - 1 : B;
    for (int64_t i = 0; i < n; i++) out[i] = sg_samu_reduce(part, Bred, C, n, i);
}

typedef struct {
    float *wph, *wrh, *cth, *sth;
    sg_samu_tok *tok;
    sg_cpair *Pf, *Pb;        /* [B][C][M] summaries (forward; backward in application order) */
    sg_cf *zent, *gent;       /* [B][C][M] entries (forward by chunk; backward in application order) */
    float *dnu_p, *dth_p;     /* [B][C][M] */
    float *gwph_p, *gwrh_p;   /* [B][C][D+1] */
    float *gbph_p, *gbr_p;    /* [B][C] */
    float *gwph, *gwrh;       /* [D+1] */
} samu_work;

static void work_free(samu_work *w) {
    free(w->wph); free(w->wrh); free(w->cth); free(w->sth); free(w->tok); free(w->Pf); free(w->Pb);
    free(w->zent); free(w->gent); free(w->dnu_p); free(w->dth_p); free(w->gwph_p); free(w->gwrh_p);
    free(w->gbph_p); free(w->gbr_p); free(w->gwph); free(w->gwrh);
}

static sg_status samu_chunked(const sg_samu_problem *pb, sg_samu_outputs *out, int fwd_grouped, int bwd_grouped,
                              sg_emu_algo algo) {
    const int64_t B = pb->B, L = pb->L, D = pb->D, M = D / 2;
    const int64_t CH = SG_SA_CHUNK, G = SG_SA_GROUP;
    const int64_t C = (L + CH - 1) / CH, NG = (C + G - 1) / G;
    sg_status st0 = sg_check_dims(sg_emu_algo_name(algo), B, L, D); /* bounds every index product below */
    if (st0) return st0;
    samu_work w = {0};
    w.wph = sg_malloc_dims(sizeof(float), SG_DIMS(D + 1));
    w.wrh = sg_malloc_dims(sizeof(float), SG_DIMS(D + 1));
    w.cth = sg_malloc_dims(sizeof(float), SG_DIMS(M));
    w.sth = sg_malloc_dims(sizeof(float), SG_DIMS(M));
    w.tok = sg_malloc_dims(sizeof(sg_samu_tok), SG_DIMS(B, L));
    w.Pf = sg_malloc_dims(sizeof(sg_cpair), SG_DIMS(B, C, M));
    w.Pb = sg_malloc_dims(sizeof(sg_cpair), SG_DIMS(B, C, M));
    w.zent = sg_malloc_dims(sizeof(sg_cf), SG_DIMS(B, C, M));
    w.gent = sg_malloc_dims(sizeof(sg_cf), SG_DIMS(B, C, M));
    w.dnu_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C, M));
    w.dth_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C, M));
    w.gwph_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C, D + 1));
    w.gwrh_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C, D + 1));
    w.gbph_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C));
    w.gbr_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C));
    w.gwph = sg_malloc_dims(sizeof(float), SG_DIMS(D + 1));
    w.gwrh = sg_malloc_dims(sizeof(float), SG_DIMS(D + 1));
    if (!w.wph || !w.wrh || !w.cth || !w.sth || !w.tok || !w.Pf || !w.Pb || !w.zent || !w.gent || !w.dnu_p ||
        !w.dth_p || !w.gwph_p || !w.gwrh_p || !w.gbph_p || !w.gbr_p || !w.gwph || !w.gwrh) {
        work_free(&w);
        return sg_fail(SG_E_INTERNAL, "%s: out of memory (B=%lld, L=%lld, D=%lld)", sg_emu_algo_name(algo),
                       (long long)B, (long long)L, (long long)D);
    }
    /* ---- shared constants, the canonical order ---- */
    const float nph = sqrtf(sg_samu_dot(pb->w_phi, pb->w_phi, D + 1));
    const float nr = sqrtf(sg_samu_dot(pb->w_r, pb->w_r, D + 1));
    for (int64_t k = 0; k <= D; k++) {
        w.wph[k] = pb->w_phi[k] / nph;
        w.wrh[k] = pb->w_r[k] / nr;
    }
    const sg_samu_gain gn = sg_samu_gains(pb->a_phi, pb->a_r, M);
    const float gph = gn.gph, gr = gn.gr;
    for (int64_t m = 0; m < M; m++) {
        sg_theta_cossin(pb->theta[m], &w.cth[m], &w.sth[m]);
    }
    int failed = 0;
    int64_t mk_all[2][SG_MARK_COUNT] = {{0}};
    const sg_fault F = sg_fault_active; /* SG_FAULT_NONE outside the mutant rows */
#pragma omp parallel
    {
        int64_t mk[2][SG_MARK_COUNT] = {{0}};
        sg_cpair *Pc = sg_malloc_dims(sizeof *Pc, SG_DIMS(C)), *Lw = sg_malloc_dims(sizeof *Lw, SG_DIMS(C));
        sg_cpair *Uw = sg_malloc_dims(sizeof *Uw, SG_DIMS(NG)), *Ow = sg_malloc_dims(sizeof *Ow, SG_DIMS(NG));
        sg_cf *ent = sg_malloc_dims(sizeof *ent, SG_DIMS(C)), *zloc = sg_malloc_dims(sizeof *zloc, SG_DIMS(CH));
        float *gx = sg_malloc_dims(sizeof *gx, SG_DIMS(CH, D));
        float ebar[SG_SA_CHUNK], dbar[SG_SA_CHUNK];
        if (!(Pc && Lw && Uw && Ow && ent && zloc && gx)) {
#pragma omp atomic write
            failed = 1;
        }
#pragma omp barrier
        int any_failed;
#pragma omp atomic read
        any_failed = failed;
        /* every thread reads the same flag after the barrier, so all of them
         * skip the work-sharing loops below together or run them together */
        const int ok = !any_failed;
        /* ---- tokens ---- */
#pragma omp for schedule(static)
        for (int64_t bt = 0; bt < B * L; bt++) {
            if (!ok) continue;
            float u, v;
            sg_samu_dots(pb->x + bt * D, w.wph, w.wrh, D, &u, &v);
            w.tok[bt] = sg_samu_token(u, v, gph, gr);
        }
#pragma omp single
        for (int64_t b = 0; b < B && ok; b++) {
            structural_marks(pb->segpos + b * L, L, CH, mk[SG_EMU_FWD]);
            structural_marks(pb->segpos + b * L, L, CH, mk[SG_EMU_BWD]);
        }
        /* ---- forward summaries, per (b, chunk), every mode ---- */
#pragma omp for schedule(static)
        for (int64_t bc = 0; bc < B * C; bc++) {
            if (!ok) continue;
            const int64_t b = bc / C, c = bc % C;
            const int64_t t0 = c * CH, t1 = t0 + CH < L ? t0 + CH : L;
            for (int64_t m = 0; m < M; m++) {
                sg_cpair S = sg_cpair_identity();
                for (int64_t t = t0; t < t1; t++) {
                    const uint16_t *xt = pb->x + (b * L + t) * D;
                    const sg_samu_coef q = samu_mode(F, pb->nu[m], w.cth[m], w.sth[m], &w.tok[b * L + t],
                                                     rst(F, pb->segpos + b * L, t));
                    S = sg_cpair_compose(sg_samu_pair(&q, sg_cf_make(bf(xt[m]), bf(xt[M + m]))), S);
                }
                w.Pf[bc * M + m] = S;
            }
        }
        /* ---- forward prefix, per (b, mode) ---- */
#pragma omp for schedule(static)
        for (int64_t bm = 0; bm < B * M; bm++) {
            if (!ok) continue;
            const int64_t b = bm / M, m = bm % M;
            for (int64_t c = 0; c < C; c++) Pc[c] = w.Pf[(b * C + c) * M + m];
            cprefix(F, fwd_grouped, G, Pc, C, sg_cf_make(pb->z0[b * D + m], pb->z0[b * D + M + m]), ent, Lw, Uw, Ow,
                    mk[SG_EMU_FWD]);
            for (int64_t c = 0; c < C; c++) w.zent[(b * C + c) * M + m] = entry_store(F, ent[c]);
        }
        /* ---- forward replay, per (b, chunk) ---- */
#pragma omp for schedule(static)
        for (int64_t bc = 0; bc < B * C; bc++) {
            if (!ok) continue;
            const int64_t b = bc / C, c = bc % C;
            const int64_t t0 = c * CH, t1 = t0 + CH < L ? t0 + CH : L;
            if (skip_chunk(F, t1 - t0, CH)) continue;
            for (int64_t m = 0; m < M; m++) {
                sg_cf z = w.zent[bc * M + m];
                for (int64_t t = t0; t < t1; t++) {
                    const uint16_t *xt = pb->x + (b * L + t) * D;
                    const sg_samu_coef q = samu_mode(F, pb->nu[m], w.cth[m], w.sth[m], &w.tok[b * L + t],
                                                     rst(F, pb->segpos + b * L, t));
                    z = state_store(F, sg_cpair_apply(sg_samu_pair(&q, sg_cf_make(bf(xt[m]), bf(xt[M + m]))), z));
                    out->y[(b * L + t) * D + m] = sg_f32_to_bf16(z.re);
                    out->y[(b * L + t) * D + M + m] = sg_f32_to_bf16(z.im);
                }
                if (F == SG_FAULT_FINAL_STATE_FROM_BF16)
                    z = sg_cf_make(bf(out->y[(b * L + t1 - 1) * D + m]), bf(out->y[(b * L + t1 - 1) * D + M + m]));
                if (c == C - 1) {
                    out->z_last[b * D + m] = z.re;
                    out->z_last[b * D + M + m] = z.im;
                }
            }
        }
        /* ---- backward summaries, per (b, chunk): R_s o ... o R_e, R_t(G) = conj(lambda_{t+1}) G + Y_t ---- */
#pragma omp for schedule(static)
        for (int64_t bc = 0; bc < B * C; bc++) {
            if (!ok) continue;
            const int64_t b = bc / C, c = bc % C;
            const int64_t t0 = c * CH, t1 = t0 + CH < L ? t0 + CH : L;
            for (int64_t m = 0; m < M; m++) {
                sg_cpair R = sg_cpair_identity();
                for (int64_t t = t1 - 1; t >= t0; t--) {
                    sg_cf ln = sg_cf_make(1.0f, 0.0f);
                    /* the transition of step t+1; REVERSE_TRANSITION_SHIFT: of step t */
                    const int64_t tn = F == SG_FAULT_REVERSE_TRANSITION_SHIFT ? t : t + 1;
                    if (tn < L) {
                        const sg_samu_coef q = samu_mode(F, pb->nu[m], w.cth[m], w.sth[m], &w.tok[b * L + tn],
                                                         rst(F, pb->segpos + b * L, tn));
                        ln = rev_lam(F, &q);
                    }
                    const uint16_t *dyt = pb->dy + (b * L + t) * D;
                    R = sg_cpair_compose(sg_cpair_make(ln, sg_cf_make(bf(dyt[m]), bf(dyt[M + m]))), R);
                }
                w.Pb[(b * C + (C - 1 - c)) * M + m] = R;
            }
        }
        /* ---- backward prefix, per (b, mode), from dz_last ---- */
#pragma omp for schedule(static)
        for (int64_t bm = 0; bm < B * M; bm++) {
            if (!ok) continue;
            const int64_t b = bm / M, m = bm % M;
            for (int64_t k = 0; k < C; k++) Pc[k] = w.Pb[(b * C + k) * M + m];
            cprefix(F, bwd_grouped, G, Pc, C, sg_cf_make(pb->dz_last[b * D + m], pb->dz_last[b * D + M + m]), ent, Lw,
                    Uw, Ow, mk[SG_EMU_BWD]);
            for (int64_t k = 0; k < C; k++) w.gent[(b * C + k) * M + m] = entry_store(F, ent[k]);
        }
        /* ---- backward replay and the controller backward, per (b, chunk) ---- */
#pragma omp for schedule(static)
        for (int64_t bc = 0; bc < B * C; bc++) {
            if (!ok) continue;
            const int64_t b = bc / C, c = bc % C;
            const int64_t t0 = c * CH, t1 = t0 + CH < L ? t0 + CH : L;
            const int32_t *seg = pb->segpos + b * L;
            if (skip_chunk(F, t1 - t0, CH)) { /* nothing written; the partials keep their zero initialisation */
                for (int64_t m = 0; m < M; m++) w.dnu_p[bc * M + m] = w.dth_p[bc * M + m] = 0.0f;
                for (int64_t k = 0; k <= D; k++) w.gwph_p[bc * (D + 1) + k] = w.gwrh_p[bc * (D + 1) + k] = 0.0f;
                w.gbph_p[bc] = w.gbr_p[bc] = 0.0f;
                continue;
            }
            for (int64_t i = 0; i < t1 - t0; i++) ebar[i] = dbar[i] = 0.0f;
            for (int64_t m = 0; m < M; m++) {
                const float nu = pb->nu[m];
                sg_cf z = w.zent[bc * M + m];
                for (int64_t t = t0; t < t1; t++) {
                    const uint16_t *xt = pb->x + (b * L + t) * D;
                    const sg_samu_coef q = samu_mode(F, nu, w.cth[m], w.sth[m], &w.tok[b * L + t], rst(F, seg, t));
                    zloc[t - t0] = z;
                    z = state_store(F, sg_cpair_apply(sg_samu_pair(&q, sg_cf_make(bf(xt[m]), bf(xt[M + m]))), z));
                }
                sg_cf Gc = w.gent[(b * C + (C - 1 - c)) * M + m]; /* G_{t1} */
                sg_cf ln = sg_cf_make(1.0f, 0.0f);
                if (t1 < L) {
                    const sg_samu_coef q = samu_mode(F, nu, w.cth[m], w.sth[m], &w.tok[b * L + t1], rst(F, seg, t1));
                    ln = rev_lam(F, &q);
                }
                float dnu_acc = 0.0f, dth_acc = 0.0f;
                for (int64_t t = t1 - 1; t >= t0; t--) {
                    const sg_samu_tok *tk = &w.tok[b * L + t];
                    const uint16_t *xt = pb->x + (b * L + t) * D, *dyt = pb->dy + (b * L + t) * D;
                    const int reset = rst(F, seg, t);
                    const sg_samu_coef q = samu_mode(F, nu, w.cth[m], w.sth[m], tk, reset);
                    if (F == SG_FAULT_REVERSE_TRANSITION_SHIFT) ln = rev_lam(F, &q);
                    Gc = sg_cpair_apply(sg_cpair_make(ln, sg_cf_make(bf(dyt[m]), bf(dyt[M + m]))), Gc);
                    float *gxt = gx + (t - t0) * D;
                    ln = rev_lam(F, &q);
                    if (reset) {
                        const int keep_gam = F == SG_FAULT_RESET_MULTIPLIER; /* gamma != 1 written through */
                        gxt[m] = keep_gam ? q.gam * Gc.re : Gc.re;
                        gxt[M + m] = keep_gam ? q.gam * Gc.im : Gc.im;
                        continue;
                    }
                    gxt[m] = q.gam * Gc.re;
                    gxt[M + m] = q.gam * Gc.im;
                    const sg_samu_bwd o = sg_samu_bwd_mode(&q, Gc, zloc[t - t0], sg_cf_make(bf(xt[m]), bf(xt[M + m])));
                    dnu_acc = dnu_acc + sg_samu_dnu_term(&o, &q, tk);
                    dth_acc = dth_acc + o.pbar;
                    if (!(m == M - 1 && F == SG_FAULT_MODE_SUM_DROPS_LAST)) {
                        ebar[t - t0] = ebar[t - t0] + sg_samu_ebar_term(&o, &q, nu);
                        dbar[t - t0] = dbar[t - t0] + o.pbar;
                    }
                }
                if (c == 0 && F != SG_FAULT_DSTATE0_UNWRITTEN) {
                    const sg_cf g0 = F == SG_FAULT_DSTATE0_ZERO ? sg_cf_make(0.0f, 0.0f) : sg_cmul(ln, Gc);
                    out->dz0[b * D + m] = g0.re;
                    out->dz0[b * D + M + m] = g0.im;
                }
                w.dnu_p[bc * M + m] = dnu_acc;
                w.dth_p[bc * M + m] = dth_acc;
            }
            /* controller backward of the chunk's tokens, t descending */
            float *gwp = w.gwph_p + bc * (D + 1), *gwr = w.gwrh_p + bc * (D + 1);
            for (int64_t k = 0; k <= D; k++) gwp[k] = gwr[k] = 0.0f;
            float gbph = 0.0f, gbr = 0.0f;
            for (int64_t t = t1 - 1; t >= t0; t--) {
                const sg_samu_tok *tk = &w.tok[b * L + t];
                const uint16_t *xt = pb->x + (b * L + t) * D;
                const float *gxt = gx + (t - t0) * D;
                const sg_samu_ctl cb = sg_samu_ctl_bwd(tk, ebar[t - t0], dbar[t - t0], gph, gr);
                gbph = gbph + cb.aph;
                gbr = gbr + cb.ar;
                for (int64_t k = 0; k < D; k++) {
                    const float xk = bf(xt[k]);
                    out->dx[(b * L + t) * D + k] = sg_f32_to_bf16(sg_samu_dx(gxt[k], &cb, w.wph[k], w.wrh[k]));
                    gwp[k] = gwp[k] + cb.ub * xk;
                    gwr[k] = gwr[k] + cb.vb * xk;
                }
                gwp[D] = gwp[D] + cb.ub;
                gwr[D] = gwr[D] + cb.vb;
            }
            w.gbph_p[bc] = gbph;
            w.gbr_p[bc] = gbr;
        }
        free(Pc);
        free(Lw);
        free(Uw);
        free(Ow);
        free(ent);
        free(zloc);
        free(gx);
        for (int dir = 0; dir < 2; dir++)
            for (int m = 0; m < SG_MARK_COUNT; m++) {
#pragma omp atomic
                mk_all[dir][m] += mk[dir][m];
            }
    }
    if (failed) {
        work_free(&w);
        return sg_fail(SG_E_INTERNAL, "%s: out of memory (L=%lld, D=%lld)", sg_emu_algo_name(algo), (long long)L,
                       (long long)D);
    }
    /* ---- reductions and the final formulas (canonical) ---- */
    reduce_partials(F, w.dnu_p, B, C, M, out->dnu);
    reduce_partials(F, w.dth_p, B, C, M, out->dtheta);
    reduce_partials(F, w.gwph_p, B, C, D + 1, w.gwph);
    reduce_partials(F, w.gwrh_p, B, C, D + 1, w.gwrh);
    float gbar_ph, gbar_r;
    reduce_partials(F, w.gbph_p, B, C, 1, &gbar_ph);
    reduce_partials(F, w.gbr_p, B, C, 1, &gbar_r);
    out->da_phi[0] = sg_samu_da(gbar_ph, gn.tph, gn.sqm);
    out->da_r[0] = sg_samu_da(gbar_r, gn.tr, gn.sqm);
    const float dph = sg_samu_dot(w.wph, w.gwph, D + 1), dr = sg_samu_dot(w.wrh, w.gwrh, D + 1);
    for (int64_t k = 0; k <= D; k++) {
        if (F == SG_FAULT_DW_NOT_PROJECTED) {
            out->dw_phi[k] = w.gwph[k] / nph;
            out->dw_r[k] = w.gwrh[k] / nr;
            continue;
        }
        out->dw_phi[k] = sg_samu_dw(w.gwph[k], w.wph[k], dph, nph);
        out->dw_r[k] = sg_samu_dw(w.gwrh[k], w.wrh[k], dr, nr);
    }
    work_free(&w);
    for (int dir = 0; dir < 2; dir++)
        for (int m = 0; m < SG_MARK_COUNT; m++) sg_emu_mark_add(algo, dir, (sg_emu_mark)m, mk_all[dir][m]);
    return SG_OK;
}

sg_status sg_samu_chunk32_serial(SG_SAMU_PARAMS) { return samu_chunked(pb, out, 0, 0, SG_EMU_SA_SERIAL); }
sg_status sg_samu_chunk32_grouped64(SG_SAMU_PARAMS) { return samu_chunked(pb, out, 1, 1, SG_EMU_SA_GROUPED); }
sg_status sg_samu_hybrid(SG_SAMU_PARAMS) { return samu_chunked(pb, out, 0, 1, SG_EMU_SA_HYBRID); }
