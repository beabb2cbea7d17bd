/* samu_chunked.c - CPU emulations of the chunked SAMU kernels (reference/
 * EQUATIONS.md section 7), forward and backward, built from the per-step code
 * of scan/sg_scan_ops.h.
 *
 * Variants (rows of the backend table, reference/register.c):
 *   1. cpu.samu_chunk32_serial     32-step chunks of complex pairs (lambda, gamma w)
 *      per mode; entry states serially z_{c+1} = S_c(z_c); replay per chunk.
 *   2. cpu.samu_chunk32_grouped64  the same chunks; entries Q_c(z0), Q_c = L_c o O_g
 *      over groups of 64 chunks, forward and backward.
 *   3. cpu.samu_hybrid             the very-long path: forward serial entries,
 *      backward grouped (64) reverse prefix.
 * Refused candidates of the H800 study (EQUATIONS.md section 7.1), emulated so
 * that the gates decide them on exact numbers; each is one of the rows above
 * with one part changed (sa_variant; the selected three are SA_SELECTED and
 * bitwise what they were before the candidates existed):
 *   4. cpu.samu_gd_grouped64  as 2, but the transition (lam) of every chunk
 *      summary is rebuilt from the chunk statistics G_c = sum E_t, D_c = sum d_t,
 *      K_c by the closed form exp(-nu G) e^{i(K theta + D)} (sg_samu_gd_transition),
 *      forward, and backward from the forward statistics shifted by one step
 *      (sg_samu_gd_shift); the b parts and the replays stay step by step.
 *   5. cpu.samu_bf16_ctl      as 1, but the direction-gradient path of the
 *      controller backward in BF16: ub, vb rounded to BF16 before they multiply
 *      x, the per-chunk partials of dw_phi^, dw_r^ accumulated in BF16, their
 *      cross-chunk reduction with a BF16 accumulator and the normalisation
 *      projection rounded to BF16 at every operation.
 *   6. cpu.samu_atomic_ctl    as 1, but the per-token sums Ebar_t, dbar_t over
 *      modes accumulated in a run-dependent mode order (FP32 atomicAdd from mode
 *      tiles): per call and (b, chunk) a permutation of the modes drawn by
 *      Philox4x64-10 from (SG_ATOMIC_SEED, a call key: a hash of the call's
 *      inputs and of how many calls on the same inputs came before it).
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
 * (kernels/samu/samu_chunked.cu: cuda.samu_*) call too.
 * Run: scangate run --backend cpu.samu_chunk32_serial (or _grouped64, cpu.samu_hybrid,
 * and the candidates cpu.samu_gd_grouped64, cpu.samu_bf16_ctl, cpu.samu_atomic_ctl).
 * Each phase is a function below holding its OpenMP work-sharing loop, called by
 * every thread of the one parallel region in samu_chunked().
 * Test hooks (reference/emu_hooks.h): the tests' build of this file (SG_TESTING)
 * plants the faults of SG_FAULT_LIST (tests/support/sg_testhooks.h; the rows
 * "mutant.*" of tests/support/mutants.c) at their exact spots, through the
 * hook macros below, and counts the boundary markers; in the product build
 * every hook is the unfaulted operation and the markers are not compiled. */
#include "sg_reference.h"
#include "emu_hooks.h"
#include "sg_scan_ops.h"

#include <Random123/philox.h>
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>

static float bf(uint16_t h) { return sg_bf16_to_f32(h); }

/* Which algorithm a call runs: a selected emulation (rows 1-3) or a refused
 * candidate (rows 4-6, header comment). */
typedef enum { SA_SELECTED = 0, SA_GD, SA_BF16_CTL, SA_ATOMIC_CTL } sa_variant;

/* The step functions of the run's numerics: the libm step of scan/sg_scan_ops.h
 * or, with pn, the portable one (EQUATIONS.md section 7.3). */
static inline sg_samu_tok token_of(int pn, float u, float v, float gph, float gr) {
    return pn ? sg_pn_samu_token(u, v, gph, gr) : sg_samu_token(u, v, gph, gr);
}
static inline sg_samu_coef mode_of(int pn, float nu, float cth, float sth, const sg_samu_tok *t, int reset) {
    return pn ? sg_pn_samu_mode(nu, cth, sth, t, reset) : sg_samu_mode(nu, cth, sth, t, reset);
}
static inline sg_samu_bwd bwd_mode_of(int pn, const sg_samu_coef *k, sg_cf G, sg_cf zp, sg_cf w) {
    return pn ? sg_pn_samu_bwd_mode(k, G, zp, w) : sg_samu_bwd_mode(k, G, zp, w);
}

/* ---- test hooks (reference/emu_hooks.h) ---------------------------------------
 * Each is exactly the sg_scan_ops.h operation in the product build; with
 * SG_TESTING the planted fault F changes it at its spot (the sg_scan_ops.h
 * helpers themselves stay fault-free: the kernels share them). EMU_RESET and
 * EMU_SKIP_CHUNK are emu_hooks.h's. */
/* One mode-step's coefficients; PHASE_SIGN, RESET_MULTIPLIER, RESET_KEEPS_STATE change them. */
#define SA_MODE(F, pn, nu, cth, sth, tok, reset)                                                         \
    EMU_PLANTED(F, sg_fault_samu_mode(F, mode_of(pn, nu, cth, sth, tok, reset), cth, sth, tok, reset), \
                mode_of(pn, nu, cth, sth, tok, reset))
/* The reverse-scan transition from a step's coefficients: conj(lambda);
 * REVERSE_NO_CONJ: lambda. */
#define REV_LAM(F, q) EMU_PLANT(F, REVERSE_NO_CONJ, (q)->lam, sg_conj((q)->lam))
/* The running state after a step; BF16_STEP_STATE: kept in BF16. */
#define STATE(F, z) EMU_PLANT(F, BF16_STEP_STATE, sg_fault_bf16c(z), z)
/* A reduction's per-chunk partial as stored; PARTIAL_SUMS_11BIT: with 11 significant bits. */
#define PARTIAL(F, v) EMU_PLANT(F, PARTIAL_SUMS_11BIT, sg_fault_round11(v), v)

/* ---- one run ------------------------------------------------------------------- */
typedef struct {
    float *wph, *wrh, *cth, *sth;
    sg_samu_tok *tok;
    sg_cpair *Pf, *Pb;        /* [B][C][M] summaries (forward; backward in application order) */
    sg_cf *zent, *gent;       /* [B][C][M] entries (forward by chunk; backward in application order) */
    float *dnu_p, *dth_p;     /* [B][C][M] */
    float *gwph_p, *gwrh_p;   /* [B][C][D+1] */
    float *gbph_p, *gbr_p;    /* [B][C] */
    float *gwph, *gwrh;       /* [D+1] */
    sg_samu_gd *gd;           /* [B][C] forward chunk statistics (SA_GD only, else NULL) */
} samu_work;

static void work_free(samu_work *w) {
    free(w->wph); free(w->wrh); free(w->cth); free(w->sth); free(w->tok); free(w->Pf); free(w->Pb);
    free(w->zent); free(w->gent); free(w->dnu_p); free(w->dth_p); free(w->gwph_p); free(w->gwrh_p);
    free(w->gbph_p); free(w->gbr_p); free(w->gwph); free(w->gwrh); free(w->gd);
}

static int work_alloc(samu_work *w, int64_t B, int64_t L, int64_t D, int64_t C, int gd) {
    const int64_t M = D / 2;
    w->wph = sg_malloc_dims(sizeof(float), SG_DIMS(D + 1));
    w->wrh = sg_malloc_dims(sizeof(float), SG_DIMS(D + 1));
    w->cth = sg_malloc_dims(sizeof(float), SG_DIMS(M));
    w->sth = sg_malloc_dims(sizeof(float), SG_DIMS(M));
    w->tok = sg_malloc_dims(sizeof(sg_samu_tok), SG_DIMS(B, L));
    w->Pf = sg_malloc_dims(sizeof(sg_cpair), SG_DIMS(B, C, M));
    w->Pb = sg_malloc_dims(sizeof(sg_cpair), SG_DIMS(B, C, M));
    w->zent = sg_malloc_dims(sizeof(sg_cf), SG_DIMS(B, C, M));
    w->gent = sg_malloc_dims(sizeof(sg_cf), SG_DIMS(B, C, M));
    w->dnu_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C, M));
    w->dth_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C, M));
    w->gwph_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C, D + 1));
    w->gwrh_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C, D + 1));
    w->gbph_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C));
    w->gbr_p = sg_malloc_dims(sizeof(float), SG_DIMS(B, C));
    w->gwph = sg_malloc_dims(sizeof(float), SG_DIMS(D + 1));
    w->gwrh = sg_malloc_dims(sizeof(float), SG_DIMS(D + 1));
    if (gd && !(w->gd = sg_malloc_dims(sizeof(sg_samu_gd), SG_DIMS(B, C)))) return 0;
    return w->wph && w->wrh && w->cth && w->sth && w->tok && w->Pf && w->Pb && w->zent && w->gent && w->dnu_p &&
           w->dth_p && w->gwph_p && w->gwrh_p && w->gbph_p && w->gbr_p && w->gwph && w->gwrh;
}

typedef struct {
    const sg_samu_problem *pb;
    sg_samu_outputs *out;
    samu_work *w;
    int fwd_grouped, bwd_grouped;
    sg_emu_algo algo;    /* the selected emulation's marker slot (the candidates count no markers) */
    sa_variant var;
    const char *name;    /* for messages */
    uint64_t seed, call; /* SA_ATOMIC_CTL: the mode orders' Philox key and call counter */
    int pn;              /* the portable step numerics (cpu.samu_chunk32_serial_pn) */
    int64_t B, L, D, M, C;
    float nph, nr;     /* |w_phi|, |w_r| */
    sg_samu_gain gn;   /* sqm, tph, tr, gph, gr */
    EMU_TEST(sg_fault F;) /* the planted fault, read once per call */
} sa_run;

typedef struct { /* one thread's work space */
    sg_cpair *Pc, *Lw, *Uw, *Ow; /* [C] one channel's summaries and L_k; [NG] U_j, O_j */
    sg_cf *ent, *zloc;           /* [C] one channel's entries; [CH] a chunk's forward states z_{t-1} */
    sg_samu_coef *qloc;          /* [CH] a chunk's step coefficients of one mode (bwd_replay_mode) */
    float *gx;                   /* [CH][D] a chunk's write path of dx */
    int64_t *perm;               /* [M] SA_ATOMIC_CTL: the mode order of the current (b, chunk) */
    float ebar[SG_SA_CHUNK], dbar[SG_SA_CHUNK];
} sa_thread;

/* Chunk c's steps t0 <= t < t1. */
static void chunk_span(const sa_run *r, int64_t c, int64_t *t0, int64_t *t1) {
    *t0 = c * SG_SA_CHUNK;
    *t1 = *t0 + SG_SA_CHUNK < r->L ? *t0 + SG_SA_CHUNK : r->L;
}

/* Task bc of a per-(b, chunk) phase: its row b, chunk c and steps t0 <= t < t1. */
static void chunk_of(const sa_run *r, int64_t bc, int64_t *b, int64_t *c, int64_t *t0, int64_t *t1) {
    *b = bc / r->C;
    *c = bc % r->C;
    chunk_span(r, *c, t0, t1);
}

/* The coefficients of mode m at token t of row b. */
static inline sg_samu_coef mode_at(const sa_run *r, int64_t b, int64_t t, int64_t m) {
    const sg_samu_problem *pb = r->pb;
    const samu_work *w = r->w;
    return SA_MODE(r->F, r->pn, pb->nu[m], w->cth[m], w->sth[m], &w->tok[b * r->L + t],
                   EMU_RESET(r->F, pb->segpos + b * r->L, t));
}

/* (row[m], row[M+m]) of a bf16 [.., D] row: w_t or Y_t of mode m. */
static inline sg_cf cval(const uint16_t *row, int64_t M, int64_t m) { return sg_cf_make(bf(row[m]), bf(row[M + m])); }

/* ---- phases (each thread calls each; the loops are shared) ---------------------- */
/* Per (b,t): u = x~.w^_phi, v = x~.w^_r, then the token's shared quantities. */
static void phase_tokens(const sa_run *r) {
    samu_work *w = r->w;
#pragma omp for schedule(static)
    for (int64_t bt = 0; bt < r->B * r->L; bt++) {
        float u, v;
        sg_samu_dots(r->pb->x + bt * r->D, w->wph, w->wrh, r->D, &u, &v);
        w->tok[bt] = token_of(r->pn, u, v, r->gn.gph, r->gn.gr);
    }
}

/* Per (b, chunk), every mode: the chunk summary S_c = T_e o ... o T_s.
 * SA_GD: first the chunk's statistics (G, D, K, resets; t ascending), kept for
 * the backward; every mode's b part is the same fold (b <- T_t(b): the b of
 * T_t o S), its lam the closed form of the statistics instead of the product. */
static void phase_fwd_summaries(const sa_run *r) {
    const int64_t L = r->L, D = r->D, M = r->M, C = r->C;
#pragma omp for schedule(static)
    for (int64_t bc = 0; bc < r->B * C; bc++) {
        int64_t b, c, t0, t1;
        chunk_of(r, bc, &b, &c, &t0, &t1);
        if (r->var == SA_GD) {
            sg_samu_gd st = sg_samu_gd_zero();
            for (int64_t t = t0; t < t1; t++)
                st = sg_samu_gd_add(st, &r->w->tok[b * L + t], r->gn.gph, EMU_RESET(r->F, r->pb->segpos + b * L, t));
            r->w->gd[bc] = st;
            for (int64_t m = 0; m < M; m++) {
                sg_cpair S = sg_cpair_identity();
                for (int64_t t = t0; t < t1; t++) {
                    const sg_samu_coef q = mode_at(r, b, t, m);
                    S.b = sg_cpair_apply(sg_samu_pair(&q, cval(r->pb->x + (b * L + t) * D, M, m)), S.b);
                }
                S.lam = sg_samu_gd_transition(r->pb->nu[m], r->pb->theta[m], &st);
                r->w->Pf[bc * M + m] = S;
            }
            continue;
        }
        for (int64_t m = 0; m < M; m++) {
            sg_cpair S = sg_cpair_identity();
            for (int64_t t = t0; t < t1; t++) {
                const sg_samu_coef q = mode_at(r, b, t, m);
                S = sg_cpair_compose(sg_samu_pair(&q, cval(r->pb->x + (b * L + t) * D, M, m)), S);
            }
            r->w->Pf[bc * M + m] = S;
        }
    }
}

/* Per (b, mode): the chunk entries from the summaries P ([B][C][M]) and x0 from
 * src ([B,D]: z0 forward, dz_last backward) into ent ([B][C][M]), by the
 * prefix driver of sg_scan_ops.h (the kernels' code); with SG_TESTING,
 * PREFIX_ORDER_SWAPPED and BF16_CHUNK_STATE change the entries, and the
 * markers are counted (the structural ones once per row, forward). */
static void phase_entries(const sa_run *r, sa_thread *th, int dir, int grouped, const sg_cpair *P, const float *src,
                          sg_cf *ent) {
    const int64_t D = r->D, M = r->M, C = r->C;
#pragma omp for schedule(static)
    for (int64_t bm = 0; bm < r->B * M; bm++) {
        const int64_t b = bm / M, m = bm % M;
        for (int64_t c = 0; c < C; c++) th->Pc[c] = P[(b * C + c) * M + m];
        const sg_cf x0 = sg_cf_make(src[b * D + m], src[b * D + M + m]);
        sg_cprefix(grouped, SG_SA_GROUP, th->Pc, C, x0, th->ent, th->Lw, th->Uw, th->Ow);
        EMU_TEST(sg_fault_centries(r->F, grouped, SG_SA_GROUP, C, x0, th->ent, th->Lw, th->Ow);
                 if (r->var == SA_SELECTED) {
                     sg_emu_mark_cprefix(r->algo, dir, grouped, SG_SA_GROUP, C, x0, th->Lw, th->Ow);
                     if (dir == 0 && m == 0) sg_emu_mark_sequence(r->algo, r->pb->segpos + b * r->L, r->L, SG_SA_CHUNK);
                 })
        for (int64_t c = 0; c < C; c++) ent[(b * C + c) * M + m] = th->ent[c];
    }
    (void)dir;
}

/* Per (b, chunk): every mode replayed from its entry -> y; z_last from the last chunk. */
static void phase_fwd_replay(const sa_run *r) {
    const sg_samu_problem *pb = r->pb;
    sg_samu_outputs *out = r->out;
    const int64_t L = r->L, D = r->D, M = r->M, C = r->C;
#pragma omp for schedule(static)
    for (int64_t bc = 0; bc < r->B * C; bc++) {
        int64_t b, c, t0, t1;
        chunk_of(r, bc, &b, &c, &t0, &t1);
        if (EMU_SKIP_CHUNK(r->F, t1 - t0, SG_SA_CHUNK)) continue;
        for (int64_t m = 0; m < M; m++) {
            sg_cf z = r->w->zent[bc * M + m];
            for (int64_t t = t0; t < t1; t++) {
                const sg_samu_coef q = mode_at(r, b, t, m);
                z = STATE(r->F, sg_cpair_apply(sg_samu_pair(&q, cval(pb->x + (b * L + t) * D, M, m)), z));
                out->y[(b * L + t) * D + m] = sg_f32_to_bf16(z.re);
                out->y[(b * L + t) * D + M + m] = sg_f32_to_bf16(z.im);
            }
            if (EMU_FAULT(r->F, FINAL_STATE_FROM_BF16))
                z = sg_cf_make(bf(out->y[(b * L + t1 - 1) * D + m]), bf(out->y[(b * L + t1 - 1) * D + M + m]));
            if (c == C - 1) {
                out->z_last[b * D + m] = z.re;
                out->z_last[b * D + M + m] = z.im;
            }
        }
    }
}

/* Per (b, chunk), every mode: R_s o ... o R_e, R_t(G) = conj(lambda_{t+1}) G + Y_t
 * (lambda_{L+1} = 1), in application order (chunk C-1 first). SA_GD: the b
 * part the same fold; lam = conj(P'), P' the closed form of the steps
 * t0+1 .. t1 (t1 only when t1 < L), whose statistics are the chunk's forward
 * ones shifted by one step (sg_samu_gd_shift). */
static void phase_bwd_summaries(const sa_run *r) {
    const int64_t L = r->L, D = r->D, M = r->M, C = r->C;
#pragma omp for schedule(static)
    for (int64_t bc = 0; bc < r->B * C; bc++) {
        int64_t b, c, t0, t1;
        chunk_of(r, bc, &b, &c, &t0, &t1);
        if (r->var == SA_GD) {
            const int32_t *seg = r->pb->segpos + b * L;
            const sg_samu_tok *tk = r->w->tok + b * L;
            const sg_samu_gd st = sg_samu_gd_shift(r->w->gd[bc], &tk[t0], EMU_RESET(r->F, seg, t0),
                                                   t1 < L ? &tk[t1] : NULL, t1 < L && EMU_RESET(r->F, seg, t1),
                                                   r->gn.gph);
            for (int64_t m = 0; m < M; m++) {
                sg_cpair R = sg_cpair_identity();
                for (int64_t t = t1 - 1; t >= t0; t--) {
                    sg_cf ln = sg_cf_make(1.0f, 0.0f);
                    if (t + 1 < L) {
                        const sg_samu_coef q = mode_at(r, b, t + 1, m);
                        ln = sg_conj(q.lam);
                    }
                    R.b = sg_cpair_apply(sg_cpair_make(ln, cval(r->pb->dy + (b * L + t) * D, M, m)), R.b);
                }
                R.lam = sg_conj(sg_samu_gd_transition(r->pb->nu[m], r->pb->theta[m], &st));
                r->w->Pb[(b * C + (C - 1 - c)) * M + m] = R;
            }
            continue;
        }
        for (int64_t m = 0; m < M; m++) {
            sg_cpair R = sg_cpair_identity();
            for (int64_t t = t1 - 1; t >= t0; t--) {
                sg_cf ln = sg_cf_make(1.0f, 0.0f);
                /* the transition of step t+1; REVERSE_TRANSITION_SHIFT: of step t */
                const int64_t tn = EMU_PLANT(r->F, REVERSE_TRANSITION_SHIFT, t, t + 1);
                if (tn < L) {
                    const sg_samu_coef q = mode_at(r, b, tn, m);
                    ln = REV_LAM(r->F, &q);
                }
                R = sg_cpair_compose(sg_cpair_make(ln, cval(r->pb->dy + (b * L + t) * D, M, m)), R);
            }
            r->w->Pb[(b * C + (C - 1 - c)) * M + m] = R;
        }
    }
}

/* The backward replay of mode m over chunk c of row b: its forward states
 * recomputed from the saved entry, then t descending from the reverse entry
 * G_{t1}: the write path into th->gx, the per-token sums Ebar_t, dbar_t over
 * modes into th->ebar, th->dbar, the chunk's partials of dnu, dtheta, and dz0
 * at chunk 0. The steps' coefficients of the recomputation are kept (th->qloc)
 * for the descending loop: the kernels compute them twice, with the same values
 * (sg_samu_mode is a pure function of its arguments). */
static void bwd_replay_mode(const sa_run *r, sa_thread *th, int64_t b, int64_t c, int64_t m) {
    const sg_samu_problem *pb = r->pb;
    samu_work *w = r->w;
    const int64_t L = r->L, D = r->D, M = r->M, C = r->C, bc = b * C + c;
    int64_t t0, t1;
    chunk_span(r, c, &t0, &t1);
    const int32_t *seg = pb->segpos + b * L;
    const float nu = pb->nu[m];
    sg_cf z = w->zent[bc * M + m];
    for (int64_t t = t0; t < t1; t++) {
        const sg_samu_coef q = th->qloc[t - t0] = mode_at(r, b, t, m);
        th->zloc[t - t0] = z;
        z = STATE(r->F, sg_cpair_apply(sg_samu_pair(&q, cval(pb->x + (b * L + t) * D, M, m)), z));
    }
    sg_cf Gc = w->gent[(b * C + (C - 1 - c)) * M + m]; /* G_{t1} */
    sg_cf ln = sg_cf_make(1.0f, 0.0f);
    if (t1 < L) {
        const sg_samu_coef q = mode_at(r, b, t1, m);
        ln = REV_LAM(r->F, &q);
    }
    float dnu_acc = 0.0f, dth_acc = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const sg_samu_tok *tk = &w->tok[b * L + t];
        const uint16_t *xt = pb->x + (b * L + t) * D, *dyt = pb->dy + (b * L + t) * D;
        const int reset = EMU_RESET(r->F, seg, t);
        const sg_samu_coef q = th->qloc[t - t0]; /* SA_MODE(F, nu, cth_m, sth_m, tk, reset) of the loop above */
        if (EMU_FAULT(r->F, REVERSE_TRANSITION_SHIFT)) ln = REV_LAM(r->F, &q);
        Gc = sg_cpair_apply(sg_cpair_make(ln, cval(dyt, M, m)), Gc);
        float *gxt = th->gx + (t - t0) * D;
        ln = REV_LAM(r->F, &q);
        if (reset) { /* gamma = 1; RESET_MULTIPLIER: gamma != 1 written through */
            gxt[m] = EMU_PLANT(r->F, RESET_MULTIPLIER, q.gam * Gc.re, Gc.re);
            gxt[M + m] = EMU_PLANT(r->F, RESET_MULTIPLIER, q.gam * Gc.im, Gc.im);
            continue;
        }
        gxt[m] = q.gam * Gc.re;
        gxt[M + m] = q.gam * Gc.im;
        const sg_samu_bwd o = bwd_mode_of(r->pn, &q, Gc, th->zloc[t - t0], cval(xt, M, m));
        dnu_acc = dnu_acc + sg_samu_dnu_term(&o, &q, tk);
        dth_acc = dth_acc + o.pbar;
        if (!(m == M - 1 && EMU_FAULT(r->F, MODE_SUM_DROPS_LAST))) {
            th->ebar[t - t0] = th->ebar[t - t0] + sg_samu_ebar_term(&o, &q, nu);
            th->dbar[t - t0] = th->dbar[t - t0] + o.pbar;
        }
    }
    if (c == 0 && !EMU_FAULT(r->F, DSTATE0_UNWRITTEN)) {
        const sg_cf g0 = EMU_PLANT(r->F, DSTATE0_ZERO, sg_cf_make(0.0f, 0.0f), sg_cmul(ln, Gc));
        r->out->dz0[b * D + m] = g0.re;
        r->out->dz0[b * D + M + m] = g0.im;
    }
    w->dnu_p[bc * M + m] = PARTIAL(r->F, dnu_acc);
    w->dth_p[bc * M + m] = PARTIAL(r->F, dth_acc);
}

/* The controller backward of chunk c of row b, its tokens t descending, from the
 * sums th->ebar, th->dbar and the write path th->gx -> dx, and the chunk's
 * partials of dw_phi^, dw_r^ and the amplitude sums (SA_BF16_CTL: the
 * direction partials accumulated in BF16 from ub, vb rounded to BF16). */
static void bwd_controller(const sa_run *r, const sa_thread *th, int64_t b, int64_t c) {
    const sg_samu_problem *pb = r->pb;
    samu_work *w = r->w;
    const int64_t L = r->L, D = r->D, bc = b * r->C + c;
    int64_t t0, t1;
    chunk_span(r, c, &t0, &t1);
    float *gwp = w->gwph_p + bc * (D + 1), *gwr = w->gwrh_p + bc * (D + 1);
    for (int64_t k = 0; k <= D; k++) gwp[k] = gwr[k] = 0.0f;
    float gbph = 0.0f, gbr = 0.0f;
    for (int64_t t = t1 - 1; t >= t0; t--) {
        const sg_samu_tok *tk = &w->tok[b * L + t];
        const uint16_t *xt = pb->x + (b * L + t) * D;
        const float *gxt = th->gx + (t - t0) * D;
        const sg_samu_ctl cb = sg_samu_ctl_bwd(tk, th->ebar[t - t0], th->dbar[t - t0], r->gn.gph, r->gn.gr);
        gbph = gbph + cb.aph;
        gbr = gbr + cb.ar;
        if (r->var == SA_BF16_CTL) { /* dx from the FP32 ub, vb; the direction partials in BF16 */
            const float ubh = sg_bf16_roundf(cb.ub), vbh = sg_bf16_roundf(cb.vb);
            for (int64_t k = 0; k < D; k++) {
                const float xk = bf(xt[k]);
                r->out->dx[(b * L + t) * D + k] = sg_f32_to_bf16(sg_samu_dx(gxt[k], &cb, w->wph[k], w->wrh[k]));
                gwp[k] = sg_bf16_roundf(gwp[k] + ubh * xk); /* ubh xk: exact in FP32 (8 x 8 bits; barring underflow) */
                gwr[k] = sg_bf16_roundf(gwr[k] + vbh * xk);
            }
            gwp[D] = sg_bf16_roundf(gwp[D] + ubh);
            gwr[D] = sg_bf16_roundf(gwr[D] + vbh);
            continue;
        }
        for (int64_t k = 0; k < D; k++) {
            const float xk = bf(xt[k]);
            r->out->dx[(b * L + t) * D + k] = sg_f32_to_bf16(sg_samu_dx(gxt[k], &cb, w->wph[k], w->wrh[k]));
            gwp[k] = gwp[k] + cb.ub * xk;
            gwr[k] = gwr[k] + cb.vb * xk;
        }
        gwp[D] = gwp[D] + cb.ub;
        gwr[D] = gwr[D] + cb.vb;
    }
    w->gbph_p[bc] = gbph;
    w->gbr_p[bc] = gbr;
}

/* SA_ATOMIC_CTL: the order in which the modes of task bc (= b C + c) add into
 * the per-token sums Ebar_t, dbar_t in this call: a Fisher-Yates shuffle of
 * 0..M-1 (i = M-1 down to 1: swap perm[i] with perm[j], j = w mod (i + 1)),
 * the draws w the 64-bit words of Philox4x64-10 with key (seed, 0x5341544f4d4943
 * "SATOMIC") and counter (n / 4, bc, call, 0), word n % 4 for the n-th draw
 * (n = M-1-i). The bias of the modulo is below (i + 1) / 2^64. So the order
 * depends on (seed, call counter, bc) alone: any thread count gives the same. */
static void mode_order(const sa_run *r, int64_t bc, int64_t *perm) {
    const int64_t M = r->M;
    for (int64_t m = 0; m < M; m++) perm[m] = m;
    const philox4x64_key_t key = {{r->seed, UINT64_C(0x5341544f4d4943)}};
    philox4x64_ctr_t draws = {{0, 0, 0, 0}};
    for (int64_t i = M - 1, n = 0; i >= 1; i--, n++) {
        if (n % 4 == 0) {
            const philox4x64_ctr_t ctr = {{(uint64_t)(n / 4), (uint64_t)bc, r->call, 0}};
            draws = philox4x64(ctr, key);
        }
        const int64_t j = (int64_t)(draws.v[n % 4] % (uint64_t)(i + 1));
        const int64_t keep = perm[i];
        perm[i] = perm[j];
        perm[j] = keep;
    }
}

/* Per (b, chunk): the backward replay of every mode (SA_ATOMIC_CTL: in the
 * call's mode order), then the controller backward. */
static void phase_bwd_replay(const sa_run *r, sa_thread *th) {
    samu_work *w = r->w;
    const int64_t M = r->M, D = r->D, C = r->C;
#pragma omp for schedule(static)
    for (int64_t bc = 0; bc < r->B * C; bc++) {
        int64_t b, c, t0, t1;
        chunk_of(r, bc, &b, &c, &t0, &t1);
        if (EMU_SKIP_CHUNK(r->F, t1 - t0, SG_SA_CHUNK)) { /* nothing written; the partials keep their zero initialisation */
            for (int64_t m = 0; m < M; m++) w->dnu_p[bc * M + m] = w->dth_p[bc * M + m] = 0.0f;
            for (int64_t k = 0; k <= D; k++) w->gwph_p[bc * (D + 1) + k] = w->gwrh_p[bc * (D + 1) + k] = 0.0f;
            w->gbph_p[bc] = w->gbr_p[bc] = 0.0f;
            continue;
        }
        for (int64_t i = 0; i < t1 - t0; i++) th->ebar[i] = th->dbar[i] = 0.0f;
        if (r->var == SA_ATOMIC_CTL) { /* the modes in this call's order for (b, c) */
            mode_order(r, bc, th->perm);
            for (int64_t i = 0; i < M; i++) bwd_replay_mode(r, th, b, c, th->perm[i]);
        } else {
            for (int64_t m = 0; m < M; m++) bwd_replay_mode(r, th, b, c, m);
        }
        bwd_controller(r, th, b, c);
    }
}

/* ---- before and after the parallel phases ---------------------------------------- */
/* The shared constants, in the canonical order: |w|, w^, the gains, cos/sin theta. */
static void constants(sa_run *r) {
    const sg_samu_problem *pb = r->pb;
    samu_work *w = r->w;
    r->nph = sqrtf(sg_samu_dot(pb->w_phi, pb->w_phi, r->D + 1));
    r->nr = sqrtf(sg_samu_dot(pb->w_r, pb->w_r, r->D + 1));
    for (int64_t k = 0; k <= r->D; k++) {
        w->wph[k] = pb->w_phi[k] / r->nph;
        w->wrh[k] = pb->w_r[k] / r->nr;
    }
    r->gn = sg_samu_gains(pb->a_phi, pb->a_r, r->M);
    for (int64_t m = 0; m < r->M; m++) sg_theta_cossin(pb->theta[m], &w->cth[m], &w->sth[m]);
}

/* Partials [B][C][n] (stride n) reduced into out[n]: chunks ascending within a
 * row, then rows ascending, each sum from 0; REDUCTION_DROPS_ROW: the last row left out. */
static void reduce_partials(const sa_run *r, const float *part, int64_t n, float *out) {
    const int64_t Bred = EMU_PLANT(r->F, REDUCTION_DROPS_ROW, r->B - 1, r->B);
    for (int64_t i = 0; i < n; i++) out[i] = sg_samu_reduce(part, Bred, r->C, n, i);
}

/* The reductions and the final formulas (canonical); DW_NOT_PROJECTED: dw
 * without the normalisation projection. SA_BF16_CTL: the direction gradients'
 * reduction and projection in BF16 (sg_samu_reduce_bf16, sg_samu_dot_bf16,
 * sg_samu_dw_bf16; |w| and w^ stay the FP32 values the forward and dx use). */
static void finish(const sa_run *r) {
    const samu_work *w = r->w;
    sg_samu_outputs *out = r->out;
    const int64_t D = r->D, M = r->M;
    reduce_partials(r, w->dnu_p, M, out->dnu);
    reduce_partials(r, w->dth_p, M, out->dtheta);
    if (r->var == SA_BF16_CTL) { /* the direction partials with a BF16 accumulator, the projection in BF16 */
        for (int64_t k = 0; k <= D; k++) {
            w->gwph[k] = sg_samu_reduce_bf16(w->gwph_p, r->B, r->C, D + 1, k);
            w->gwrh[k] = sg_samu_reduce_bf16(w->gwrh_p, r->B, r->C, D + 1, k);
        }
    } else {
        reduce_partials(r, w->gwph_p, D + 1, w->gwph);
        reduce_partials(r, w->gwrh_p, D + 1, w->gwrh);
    }
    float gbar_ph, gbar_r;
    reduce_partials(r, w->gbph_p, 1, &gbar_ph);
    reduce_partials(r, w->gbr_p, 1, &gbar_r);
    out->da_phi[0] = sg_samu_da(gbar_ph, r->gn.tph, r->gn.sqm);
    out->da_r[0] = sg_samu_da(gbar_r, r->gn.tr, r->gn.sqm);
    if (r->var == SA_BF16_CTL) {
        const float dph = sg_samu_dot_bf16(w->wph, w->gwph, D + 1), dr = sg_samu_dot_bf16(w->wrh, w->gwrh, D + 1);
        for (int64_t k = 0; k <= D; k++) {
            out->dw_phi[k] = sg_samu_dw_bf16(w->gwph[k], w->wph[k], dph, r->nph);
            out->dw_r[k] = sg_samu_dw_bf16(w->gwrh[k], w->wrh[k], dr, r->nr);
        }
        return;
    }
    const float dph = sg_samu_dot(w->wph, w->gwph, D + 1), dr = sg_samu_dot(w->wrh, w->gwrh, D + 1);
    for (int64_t k = 0; k <= D; k++) {
        out->dw_phi[k] = EMU_PLANT(r->F, DW_NOT_PROJECTED, w->gwph[k] / r->nph, sg_samu_dw(w->gwph[k], w->wph[k], dph, r->nph));
        out->dw_r[k] = EMU_PLANT(r->F, DW_NOT_PROJECTED, w->gwrh[k] / r->nr, sg_samu_dw(w->gwrh[k], w->wrh[k], dr, r->nr));
    }
}

/* One call's algorithm: the prefix of each direction, the selected emulation
 * whose marker slot it is (the selected rows) and the variant. */
typedef struct {
    int fwd_grouped, bwd_grouped;
    sg_emu_algo algo;
    sa_variant var;
    const char *name;    /* for messages */
    uint64_t seed, call; /* SA_ATOMIC_CTL */
    int pn;              /* the portable step numerics */
} sa_config;

static sg_status samu_chunked(const sg_samu_problem *pb, sg_samu_outputs *out, const sa_config *cf) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st0 = sg_check_dims(cf->name, B, L, D); /* bounds every index product below */
    if (st0) return st0;
    const int64_t C = (L + SG_SA_CHUNK - 1) / SG_SA_CHUNK, NG = sg_prefix_ngroups(C, SG_SA_GROUP);
    samu_work w = {0};
    if (!work_alloc(&w, B, L, D, C, cf->var == SA_GD)) {
        work_free(&w);
        return sg_fail(SG_E_INTERNAL, "%s: out of memory (B=%lld, L=%lld, D=%lld)", cf->name, (long long)B,
                       (long long)L, (long long)D);
    }
    /* with SG_TESTING also .F, the planted fault (SG_FAULT_NONE outside the mutant rows) */
    sa_run r = {.pb = pb, .out = out, .w = &w, .fwd_grouped = cf->fwd_grouped, .bwd_grouped = cf->bwd_grouped,
                .algo = cf->algo, .var = cf->var, .name = cf->name, .seed = cf->seed, .call = cf->call, .pn = cf->pn, .B = B,
                .L = L, .D = D, .M = D / 2, .C = C EMU_TEST(, .F = sg_fault_active)};
    constants(&r);
    const int64_t nperm = cf->var == SA_ATOMIC_CTL ? r.M : 1;
    int failed = 0;
#pragma omp parallel
    {
        sa_thread th;
        th.Pc = sg_malloc_dims(sizeof *th.Pc, SG_DIMS(C));
        th.Lw = sg_malloc_dims(sizeof *th.Lw, SG_DIMS(C));
        th.Uw = sg_malloc_dims(sizeof *th.Uw, SG_DIMS(NG));
        th.Ow = sg_malloc_dims(sizeof *th.Ow, SG_DIMS(NG));
        th.ent = sg_malloc_dims(sizeof *th.ent, SG_DIMS(C));
        th.zloc = sg_malloc_dims(sizeof *th.zloc, SG_DIMS(SG_SA_CHUNK));
        th.qloc = sg_malloc_dims(sizeof *th.qloc, SG_DIMS(SG_SA_CHUNK));
        th.gx = sg_malloc_dims(sizeof *th.gx, SG_DIMS(SG_SA_CHUNK, D));
        th.perm = sg_malloc_dims(sizeof *th.perm, SG_DIMS(nperm));
        if (!(th.Pc && th.Lw && th.Uw && th.Ow && th.ent && th.zloc && th.qloc && th.gx && th.perm)) {
#pragma omp atomic write
            failed = 1;
        }
#pragma omp barrier
        int any_failed;
#pragma omp atomic read
        any_failed = failed;
        /* every thread reads the same flag after the barrier, so all of them
         * run the phases' work-sharing loops together or none does */
        if (!any_failed) {
            phase_tokens(&r);
            phase_fwd_summaries(&r);
            phase_entries(&r, &th, 0 /* forward */, cf->fwd_grouped, w.Pf, pb->z0, w.zent);
            phase_fwd_replay(&r);
            if (out->dx) { /* NULL: a forward-only call (sg_pass) */
                phase_bwd_summaries(&r);
                phase_entries(&r, &th, 1 /* backward */, cf->bwd_grouped, w.Pb, pb->dz_last, w.gent);
                phase_bwd_replay(&r, &th);
            }
        }
        free(th.Pc);
        free(th.Lw);
        free(th.Uw);
        free(th.Ow);
        free(th.ent);
        free(th.zloc);
        free(th.qloc);
        free(th.gx);
        free(th.perm);
    }
    if (failed) {
        work_free(&w);
        return sg_fail(SG_E_INTERNAL, "%s: out of memory (L=%lld, D=%lld)", cf->name, (long long)L, (long long)D);
    }
    if (out->dx) finish(&r);
    work_free(&w);
    return SG_OK;
}

static sg_status selected(const sg_samu_problem *pb, sg_samu_outputs *out, int fwd_grouped, int bwd_grouped,
                          sg_emu_algo algo) {
    const sa_config cf = {fwd_grouped, bwd_grouped, algo, SA_SELECTED, sg_emu_algo_name(algo), 0, 0, 0};
    return samu_chunked(pb, out, &cf);
}

sg_status sg_samu_chunk32_serial(SG_SAMU_PARAMS) { return selected(pb, out, 0, 0, SG_EMU_SA_SERIAL); }
sg_status sg_samu_chunk32_grouped64(SG_SAMU_PARAMS) { return selected(pb, out, 1, 1, SG_EMU_SA_GROUPED); }
sg_status sg_samu_hybrid(SG_SAMU_PARAMS) { return selected(pb, out, 0, 1, SG_EMU_SA_HYBRID); }
sg_status sg_samu_chunk32_serial_pn(SG_SAMU_PARAMS) {
    const sa_config cf = {0, 0, SG_EMU_SA_SERIAL, SA_SELECTED, "samu_chunk32_serial_pn", 0, 0, 1};
    return samu_chunked(pb, out, &cf);
}

/* ---- the refused candidates (EQUATIONS.md section 7.1) -------------------------- */
sg_status sg_samu_gd_grouped64(SG_SAMU_PARAMS) {
    const sa_config cf = {1, 1, SG_EMU_SA_GROUPED, SA_GD, "samu_gd_grouped64", 0, 0, 0};
    return samu_chunked(pb, out, &cf);
}

sg_status sg_samu_bf16_ctl(SG_SAMU_PARAMS) {
    const sa_config cf = {0, 0, SG_EMU_SA_SERIAL, SA_BF16_CTL, "samu_bf16_ctl", 0, 0, 0};
    return samu_chunked(pb, out, &cf);
}

/* The per-process call counter of cpu.samu_atomic_ctl: every call takes the
 * next value. */
static _Atomic uint64_t atomic_calls;

uint64_t sg_samu_atomic_next_call(void) { return atomic_load(&atomic_calls); }

/* The order of a call is keyed by its inputs and by how many calls on the same
 * inputs came before it in this process, not by the calls on other inputs: the
 * k-th evaluation of a case gives the same bits whatever else the process ran
 * (a case's four runs in one judging differ from each other, and a case's
 * verdict does not depend on which cases or rows came first). */
static uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

static uint64_t fnv_bytes(uint64_t h, const void *p, size_t n) {
    const unsigned char *c = p;
    for (size_t i = 0; i < n; i++) h = (h ^ c[i]) * UINT64_C(0x100000001b3);
    return h;
}

static uint64_t content_hash(const sg_samu_problem *pb) {
    const size_t bld = (size_t)(pb->B * pb->L * pb->D), bd = (size_t)(pb->B * pb->D), M = (size_t)(pb->D / 2);
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    const int64_t dims[3] = {pb->B, pb->L, pb->D};
    h = fnv_bytes(h, dims, sizeof dims);
    h = fnv_bytes(h, pb->x, bld * sizeof *pb->x);
    if (pb->dy) h = fnv_bytes(h, pb->dy, bld * sizeof *pb->dy);
    h = fnv_bytes(h, pb->segpos, (size_t)(pb->B * pb->L) * sizeof *pb->segpos);
    h = fnv_bytes(h, pb->z0, bd * sizeof *pb->z0);
    h = fnv_bytes(h, pb->nu, M * sizeof *pb->nu);
    return fnv_bytes(h, pb->theta, M * sizeof *pb->theta);
}

/* calls so far per input hash (the last 64 inputs seen; an older one starts again at 0) */
#define SEEN_N 64
static struct {
    uint64_t h, n;
    int used;
} seen[SEEN_N];
static int seen_next;
static atomic_flag seen_lock = ATOMIC_FLAG_INIT;

static uint64_t content_calls(uint64_t h, int take) {
    while (atomic_flag_test_and_set(&seen_lock)) {
    }
    int i = 0;
    while (i < SEEN_N && !(seen[i].used && seen[i].h == h)) i++;
    if (i == SEEN_N && take) { /* a new input: the next slot, round robin */
        i = seen_next;
        seen_next = (seen_next + 1) % SEEN_N;
        seen[i].h = h, seen[i].n = 0, seen[i].used = 1;
    }
    const uint64_t n = i < SEEN_N ? (take ? seen[i].n++ : seen[i].n) : 0;
    atomic_flag_clear(&seen_lock);
    return n;
}

uint64_t sg_samu_atomic_calls_on(const sg_samu_problem *pb) { return content_calls(content_hash(pb), 0); }

uint64_t sg_samu_atomic_call_key(const sg_samu_problem *pb, uint64_t k) { return mix64(content_hash(pb) ^ mix64(k + 1)); }

sg_status sg_atomic_seed(uint64_t *seed) {
    const char *s = getenv("SG_ATOMIC_SEED");
    *seed = SG_ATOMIC_SEED_DEFAULT;
    if (!s || !*s) return SG_OK;
    /* decimal digits only, no leading zero, at most 2^64 - 1 (the CLI's rule for numbers) */
    uint64_t v = 0;
    int ok = !(s[0] == '0' && s[1] != '\0');
    for (const char *p = s; ok && *p; p++) {
        ok = *p >= '0' && *p <= '9';
        const uint64_t d = ok ? (uint64_t)(*p - '0') : 0;
        ok = ok && v <= (UINT64_MAX - d) / 10;
        v = v * 10 + d;
    }
    if (!ok) {
        char *e = sg_text_escape(s);
        sg_fail(SG_E_USAGE, "SG_ATOMIC_SEED '%.40s' is not a decimal integer in [0, 2^64-1] (digits only, no sign)", e);
        free(e);
        return SG_E_USAGE;
    }
    *seed = v;
    return SG_OK;
}

sg_status sg_samu_atomic_ctl_at(const sg_samu_problem *pb, sg_samu_outputs *out, uint64_t seed, uint64_t call) {
    const sa_config cf = {0, 0, SG_EMU_SA_SERIAL, SA_ATOMIC_CTL, "samu_atomic_ctl", seed, call, 0};
    return samu_chunked(pb, out, &cf);
}

sg_status sg_samu_atomic_ctl(SG_SAMU_PARAMS) {
    uint64_t seed;
    const sg_status st = sg_atomic_seed(&seed);
    if (st) return st;
    const sg_status sd = sg_check_dims("cpu.samu_atomic_ctl", pb->B, pb->L, pb->D); /* before the inputs are read */
    if (sd) return sd;
    atomic_fetch_add(&atomic_calls, 1);
    const uint64_t h = content_hash(pb), k = content_calls(h, 1);
    return sg_samu_atomic_ctl_at(pb, out, seed, mix64(h ^ mix64(k + 1)));
}
