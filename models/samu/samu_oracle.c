/* samu_oracle.c - the exact SAMU core (reference/EQUATIONS.md section 6): forward
 * and backward in MPFR at a stated precision from the stored BF16/FP32 inputs,
 * the magnitude recurrences S beside every value and an optional
 * self-certification at a higher precision. (The straight-evaluation loss of
 * the finite-difference tests is test support: tests/support/oracle_loss.c.)
 *
 * Files (samu_oracle_impl.h holds what they share): this one, the entry points
 * (whole results and streamed ones, one driver), the
 * validation and the driver of the stages below (one function per stage and
 * per task); samu_oracle_context.c, the evaluation context (per-case constants and
 * records, the backward's buffers) and the per-thread workspaces; samu_oracle_steps.c,
 * the stages' arithmetic.
 *
 * oracle revision 2 (the results are bitwise those of revision 1, which
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
 * same-precision paths) ~0.2 us (2.6-2.9 us); revision 2's recomputed forward
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
 * sg_oracle_samu_stats.work_bytes reports the total. Streamed
 * (sg_oracle_samu_stream) not even the results do: y and dx pass through
 * buffers of two segments each and are handed over segment by segment (the
 * driver's comment says how).
 *
 * Error budget (the certification measures it rather than trusting this):
 * every per-token and per-mode constant is a short chain of correctly rounded
 * operations (a few ulps); each recurrence step adds a few ulps relative to its
 * terms, propagated with the factor |lambda| <= 1; sums over modes, (b,t) and
 * channels are accumulated at prec + 64 bits.
 */
#include "samu_oracle_impl.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const qnames[NQ] = {"y",    "z_last", "dx",  "dw_phi", "dw_r",
                                       "da_phi", "da_r", "dnu", "dtheta", "dz0"};

/* ---- validation ------------------------------------------------------------------------ */
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
    if (!st && pb->z0) st = sg_oracle_check_f32(pb->z0, nbd, "SAMU input", "z0");
    if (!st && pb->dz_last) st = sg_oracle_check_f32(pb->dz_last, nbd, "SAMU input", "dz_last");
    if (!st) st = sg_oracle_check_f32(pb->w_phi, (size_t)(D + 1), "SAMU input", "w_phi");
    if (!st) st = sg_oracle_check_f32(pb->w_r, (size_t)(D + 1), "SAMU input", "w_r");
    if (!st) st = sg_oracle_check_f32(&pb->a_phi, 1, "SAMU input", "a_phi");
    if (!st) st = sg_oracle_check_f32(&pb->a_r, 1, "SAMU input", "a_r");
    if (!st) st = sg_oracle_check_f32(pb->nu, (size_t)(D / 2), "SAMU input", "nu");
    if (!st) st = sg_oracle_check_f32(pb->theta, (size_t)(D / 2), "SAMU input", "theta");
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

/* ---- the driver -------------------------------------------------------------------------
 * One evaluation: the problem, the contexts at the working precision (cx) and,
 * when certifying, the certification precision (pc = &cc), the result sinks,
 * the merged minimum agreeing bits and counters, and the stage timings (kept
 * by the master thread; the backward's phases are shared out by pipe_*).
 *
 * Whole results (sg_oracle_samu_ex) and streamed ones (sg_oracle_samu_stream)
 * run the same stages; only the sinks differ. Whole: y is emitted by the first
 * forward into its tensor, dx into its tensor (the backward writes W's S there,
 * closing adds the rest). Streamed: y and dx go to segment buffers ([K][D],
 * two of each by the parity of the segment, like the stash), y from the
 * backward's recomputed forward (bitwise the first forward's values); after
 * the phase of segment sg one thread hands y of segment sg and dx of segment
 * sg + 1 (closed in that phase) to fn, then points the buffers of the parity
 * just freed at segment sg - 1 (the sinks' base); the small quantities are
 * held in tensors of their own and handed over at the end. */
typedef struct {
    const sg_samu_problem *pb;
    long prec, cprec;
    int fwd; /* forward only (benchmarks) */
    ctx_t cx, cc, *pc;
    sg_oracle_sink sinks[NQ];     /* the first forward's and the final reductions' (streamed: y, dx none) */
    sg_oracle_sink bsk[2][NQ];    /* the backward's, by the parity of the segment (y: none, or streamed the buffers) */
    sg_oracle_block_fn fn;        /* streamed: the consumer (NULL: whole results) */
    void *fctx;
    sg_status fst;                /* the first non-OK status fn returned (then nothing more is computed) */
    int mq[NQ];                   /* quantity j's index in the model's report order */
    int64_t qn[NQ];               /* and its element count */
    void *segbuf[2][2][4];        /* streamed: [parity][y, dx][f64, bf, f32, S] */
    double gbits[NQ];
    int64_t steps, resets, clipped, rser, rem1, rexp;
    size_t work;
    double sec_tok, sec_mode, sec_chan, pipe_mode, pipe_tok, pipe_chan, tmark;
} so_eval;

/* One thread: its workspaces (wc when certifying), the minimum agreeing bits it
 * has seen, a scratch number, its time in each stage of the current backward. */
typedef struct {
    ws_t *w, *wc;
    double lbits[NQ];
    mpfr_t tmp;
    double my_mode, my_tok, my_chan;
} so_thread;

/* The master thread's lap: the time since the last lap into *sec. */
static void lap(so_eval *E, double *sec) {
    const double now = sg_now();
    *sec += now - E->tmark;
    E->tmark = now;
}

/* The agreeing bits of a and its certification-precision twin c into *bits. */
static void agree(so_thread *T, double *bits, mpfr_srcptr a, mpfr_srcptr c, long prec) {
    sg_oracle_minb(bits, sg_oracle_agree_bits(a, c, T->tmp, prec));
}

/* 1. Row b's tokens (parallel over t). */
static void row_tokens(so_eval *E, so_thread *T, int64_t b) {
#pragma omp for schedule(static)
    for (int64_t t = 0; t < E->pb->L; t++) {
        sg_so_token(&E->cx, T->w, E->pb, b, t);
        if (E->pc) sg_so_token(E->pc, T->wc, E->pb, b, t);
    }
#pragma omp master
    lap(E, &E->sec_tok);
}

/* 2. Row b's modes forward, in fixed blocks, each mode's segments in ascending order. */
static void modes_fwd_block(so_eval *E, so_thread *T, int64_t b, int64_t blk) {
    ctx_t *cx = &E->cx, *pc = E->pc;
    ws_t *w = T->w, *wc = T->wc;
    const int64_t M = cx->M, L = cx->L, K = cx->K, nseg = cx->nseg;
    const int64_t m1 = (blk + 1) * MB < M ? (blk + 1) * MB : M;
    for (int64_t m = blk * MB; m < m1; m++)
        for (int64_t sg = 0; sg < nseg; sg++) {
            sg_so_mode_fwd_seg(w, cx, E->pb, b, m, sg, E->sinks);
            if (!pc) continue;
            sg_so_mode_fwd_seg(wc, pc, E->pb, b, m, sg, NULL);
            const int64_t n = (sg + 1) * K < L ? K : L - sg * K;
            for (int64_t i = 0; i < n; i++) {
                const step_rec *s = SG_REC(&w->steps, step_rec, i), *c = SG_REC(&wc->steps, step_rec, i);
                agree(T, &T->lbits[Q_Y], s->zr, c->zr, E->prec);
                agree(T, &T->lbits[Q_Y], s->zi, c->zi, E->prec);
            }
            if (sg == nseg - 1) {
                agree(T, &T->lbits[Q_ZLAST], w->zcr, wc->zcr, E->prec);
                agree(T, &T->lbits[Q_ZLAST], w->zci, wc->zci, E->prec);
            }
        }
}

static void row_modes_fwd(so_eval *E, so_thread *T, int64_t b) {
#pragma omp for schedule(dynamic, 1)
    for (int64_t blk = 0; blk < E->cx.nblk; blk++) modes_fwd_block(E, T, b, blk);
#pragma omp master
    lap(E, &E->sec_mode);
}

/* 3a. The modes of block blk over segment sg, backward (the block's partial
 * sums of the segment's tokens cleared first). */
static void modes_bwd_block(so_eval *E, so_thread *T, int64_t b, int64_t sg, int64_t blk) {
    ctx_t *cx = &E->cx, *pc = E->pc;
    const int64_t M = cx->M, L = cx->L, K = cx->K, t0 = sg * K, t1 = t0 + K < L ? t0 + K : L;
    for (int c = 0; c < (pc ? 2 : 1); c++)
        for (int64_t t = t0; t < t1; t++) {
            part_rec *pr = partrec(c ? pc : cx, sg, blk, t);
            mpfr_set_ui(pr->PE, 0, MPFR_RNDN);
            mpfr_set_ui(pr->Pd, 0, MPFR_RNDN);
            pr->SPE = pr->SPd = 0.0;
        }
    const int64_t m1 = (blk + 1) * MB < M ? (blk + 1) * MB : M;
    for (int64_t m = blk * MB; m < m1; m++) {
        sg_so_mode_bwd_seg(T->w, cx, E->pb, b, m, sg, E->bsk[sg & 1]);
        if (!pc) continue;
        sg_so_mode_bwd_seg(T->wc, pc, E->pb, b, m, sg, NULL);
        if (sg == 0) {
            agree(T, &T->lbits[Q_DZ0], T->w->dz0r, T->wc->dz0r, E->prec);
            agree(T, &T->lbits[Q_DZ0], T->w->dz0i, T->wc->dz0i, E->prec);
        }
    }
}

/* 3b. Tokens ta..tb-1 of segment sc closed: the reductions over mode blocks and
 * the controller backward, then dx. */
static void close_tokens(so_eval *E, so_thread *T, int64_t b, int64_t sc, int64_t ta, int64_t tb, double q0) {
    ctx_t *cx = &E->cx, *pc = E->pc;
    ws_t *w = T->w, *wc = T->wc;
    const int64_t L = cx->L, D = cx->D;
    const sg_oracle_sink *dx = &E->bsk[sc & 1][Q_DX];
    for (int64_t t = ta; t < tb; t++) {
        sg_so_post_tok(cx, w, t, sc);
        if (pc) sg_so_post_tok(pc, wc, t, sc);
    }
    const double q1 = sg_now();
    T->my_tok += q1 - q0;
    for (int64_t t = ta; t < tb; t++)
        for (int64_t k = 0; k < D; k++) {
            const double Sinc = sg_so_chan_dx(cx, w, t, sc, k);
            const int64_t e = (b * L + t) * D + k;
            sg_oracle_emit(dx, e, w->dx, mpfr_get_d(w->dx, MPFR_RNDN), dx->S[e - dx->base] + Sinc);
            if (pc) {
                (void)sg_so_chan_dx(pc, wc, t, sc, k);
                agree(T, &T->lbits[Q_DX], w->dx, wc->dx, E->prec);
            }
        }
    T->my_chan += sg_now() - q1;
}

/* Streamed: segment sg of row b takes the buffers of its parity (element
 * (b, t, k) at (t - t0) D + k: the box order of its block). */
static void seg_bases(so_eval *E, int64_t b, int64_t sg) {
    const int64_t base = (b * E->cx.L + sg * E->cx.K) * E->cx.D;
    E->bsk[sg & 1][Q_Y].base = base;
    E->bsk[sg & 1][Q_DX].base = base;
}

/* Streamed: quantity j (y or dx) of row b over segment sg, complete in its
 * buffer, to fn (nothing once fn has failed). */
static void seg_emit(so_eval *E, int j, int64_t b, int64_t sg) {
    if (E->fst) return;
    const sg_oracle_sink *q = &E->bsk[sg & 1][j];
    const int64_t L = E->cx.L, K = E->cx.K, D = E->cx.D, t0 = sg * K, t1 = t0 + K < L ? t0 + K : L;
    const sg_oracle_block blk = {E->mq[j], E->pb->B, L, D, b, b + 1, t0, t1, 0, D, q->f64, q->bf, q->f32, q->S};
    E->fst = E->fn(E->fctx, &blk);
}

/* 3. Row b's backward, segment by segment from the last, pipelined: the phase
 * of segment sg sweeps every mode backward over sg (its forward recomputed from
 * the checkpoint) and, beside it, closes segment sg + 1, swept in the phase
 * before: per token the reductions over mode blocks, the controller backward,
 * and dx. The two use different buffers (by the parity of the segment). The
 * phases mix the stages: their wall time is shared out in proportion to the
 * threads' time in each. Streamed, one thread hands the completed segments
 * over after each phase (the barrier of omp single keeps the others from the
 * buffers meanwhile); a failure of fn ends the row (every thread sees it after
 * that barrier, so all leave the loop together). */
static void row_backward(so_eval *E, so_thread *T, int64_t b) {
    const int64_t L = E->cx.L, K = E->cx.K, nseg = E->cx.nseg;
    T->my_mode = T->my_tok = T->my_chan = 0.0;
    if (E->fn) {
#pragma omp single
        seg_bases(E, b, nseg - 1);
    }
    for (int64_t sg = nseg - 1; sg >= -1; sg--) {
        const int64_t na = sg >= 0 ? E->cx.nblk : 0, sc = sg + 1;
        const int64_t c0 = sc * K, c1 = c0 + K < L ? c0 + K : L;
        const int64_t nc = sc < nseg ? (c1 - c0 + CT - 1) / CT : 0;
#pragma omp for schedule(dynamic, 1)
        for (int64_t task = 0; task < na + nc; task++) {
            const double q0 = sg_now();
            if (task < na) {
                modes_bwd_block(E, T, b, sg, task);
                T->my_mode += sg_now() - q0;
                continue;
            }
            const int64_t ta = c0 + (task - na) * CT, tb = ta + CT < c1 ? ta + CT : c1;
            close_tokens(E, T, b, sc, ta, tb, q0);
        }
        if (!E->fn) continue;
#pragma omp single
        {
            if (sg >= 0) seg_emit(E, Q_Y, b, sg);
            if (sc < nseg) seg_emit(E, Q_DX, b, sc);
            if (sg >= 1) seg_bases(E, b, sg - 1);
        }
        if (E->fst) break;
    }
#pragma omp atomic
    E->pipe_mode += T->my_mode;
#pragma omp atomic
    E->pipe_tok += T->my_tok;
#pragma omp atomic
    E->pipe_chan += T->my_chan;
#pragma omp barrier
#pragma omp master
    {
        const double now = sg_now(), wall = now - E->tmark, tot = E->pipe_mode + E->pipe_tok + E->pipe_chan;
        if (tot > 0.0) {
            E->sec_mode += wall * E->pipe_mode / tot;
            E->sec_tok += wall * E->pipe_tok / tot;
            E->sec_chan += wall * E->pipe_chan / tot;
        } else
            E->sec_mode += wall;
        E->pipe_mode = E->pipe_tok = E->pipe_chan = 0.0;
        E->tmark = now;
    }
}

/* 4. Row b's w sums (channel blocks k = 0..D, t ascending), then sum dbar p, sum cbar q. */
static void row_channels(so_eval *E, so_thread *T, int64_t b) {
    ctx_t *cx = &E->cx, *pc = E->pc;
    const int64_t D = cx->D, L = cx->L, nkb = (D + CB) / CB;
#pragma omp for schedule(dynamic, 1)
    for (int64_t kb = 0; kb < nkb; kb++) {
        const int64_t k0 = kb * CB, k1 = k0 + CB < D + 1 ? k0 + CB : D + 1;
        for (int64_t t = 0; t < L; t++)
            for (int64_t k = k0; k < k1; k++) {
                sg_so_chan_sum(cx, T->w, E->pb, b, t, k);
                if (pc) sg_so_chan_sum(pc, T->wc, E->pb, b, t, k);
            }
    }
#pragma omp single
    {
        sg_so_post_serial(cx);
        if (pc) sg_so_post_serial(pc);
    }
#pragma omp master
    lap(E, &E->sec_chan);
}

/* Every row, then the thread's counters and bits merged. */
static void thread_run(so_eval *E) {
    so_thread T;
    T.w = sg_so_ws_new(&E->cx);
    T.wc = E->pc ? sg_so_ws_new(E->pc) : NULL;
    for (int j = 0; j < NQ; j++) T.lbits[j] = (double)E->prec;
    mpfr_init2(T.tmp, 64);
    for (int64_t b = 0; b < E->pb->B; b++) {
        row_tokens(E, &T, b);
        row_modes_fwd(E, &T, b);
        if (E->fwd) continue;
        row_backward(E, &T, b);
        if (E->fst) break; /* fn failed (read after row_backward's barrier: the same in every thread) */
        row_channels(E, &T, b);
    }
#pragma omp critical(sg_oracle_samu_merge)
    {
        for (int j = 0; j < NQ; j++) sg_oracle_minb(&E->gbits[j], T.lbits[j]);
        E->steps += T.w->nsteps;
        E->resets += T.w->resets;
        E->clipped += T.w->clipped;
        E->rser += T.w->rho_series;
        E->rem1 += T.w->rho_expm1;
        E->rexp += T.w->rho_exp;
        E->work += T.w->bytes + (T.wc ? T.wc->bytes : 0);
    }
    mpfr_clear(T.tmp);
    sg_so_ws_free(T.w);
    sg_so_ws_free(T.wc);
    mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
}

/* The final reductions: dw_phi, dw_r, da_phi, da_r, dnu, dtheta. */
static void finals(so_eval *E) {
    ctx_t *cx = &E->cx, *pc = E->pc;
    const int64_t D = cx->D, M = cx->M;
    sg_so_final_prep(cx, E->pb);
    if (pc) sg_so_final_prep(pc, E->pb);
    mpfr_t v, vc, tmp;
    mpfr_init2(v, (mpfr_prec_t)E->prec);
    mpfr_init2(vc, (mpfr_prec_t)E->cprec);
    mpfr_init2(tmp, 64);
    static const int fq[6] = {Q_DWPHI, Q_DWR, Q_DAPHI, Q_DAR, Q_DNU, Q_DTHETA};
    for (int j = 0; j < 6; j++) {
        const int q = fq[j];
        const int64_t n = (q == Q_DWPHI || q == Q_DWR) ? D + 1 : (q == Q_DNU || q == Q_DTHETA) ? M : 1;
        for (int64_t i = 0; i < n; i++) {
            const double S = sg_so_final_value(cx, E->pb, q, i, v);
            sg_oracle_emit(&E->sinks[q], i, v, mpfr_get_d(v, MPFR_RNDN), S);
            if (pc) {
                (void)sg_so_final_value(pc, E->pb, q, i, vc);
                sg_oracle_minb(&E->gbits[q], sg_oracle_agree_bits(v, vc, tmp, E->prec));
            }
        }
    }
    mpfr_clears(v, vc, tmp, (mpfr_ptr)0);
}

static void fill_stats(const so_eval *E, sg_oracle_samu_stats *stats, double t_start, int nt) {
    const double now = sg_now();
    stats->seconds_total = now - t_start;
    stats->seconds_token = E->sec_tok;
    stats->seconds_mode = E->sec_mode;
    stats->seconds_channel = E->sec_chan;
    stats->seconds_final = stats->seconds_total - E->sec_tok - E->sec_mode - E->sec_chan;
    stats->mode_steps = E->steps;
    stats->resets = E->resets;
    stats->clipped = E->clipped;
    stats->rho_series = E->rser;
    stats->rho_expm1 = E->rem1;
    stats->rho_exp = E->rexp;
    stats->threads = nt;
    stats->work_bytes = E->work;
}

/* ---- the oracle ------------------------------------------------------------------------ */
/* The sinks: whole results, every quantity's tensors in res; streamed, the
 * small quantities' tensors in res (their shapes do not depend on L, so the
 * tensors of an L = 1 problem hold them; its y and dx are not used) and the
 * segment buffers of y and dx. The backward's sinks are copies, y left out
 * (whole: the first forward emits it) or pointed at the buffers. */
static sg_status setup_sinks(so_eval *E, sg_tset *res, mpfr_t *const *mp) {
    const sg_samu_problem *pb = E->pb;
    const sg_quantity *qs;
    const int nq = sg_model_quantities(SG_MODEL_SAMU, &qs);
    for (int j = 0; j < NQ; j++)
        for (int k = 0; k < nq; k++)
            if (strcmp(qs[k].name, qnames[j]) == 0) {
                int64_t shape[SG_MAX_DIMS], n = 1;
                const int nd = sg_quantity_shape(&qs[k], pb->B, pb->L, pb->D, shape);
                for (int d = 0; d < nd; d++) n *= shape[d];
                E->mq[j] = k;
                E->qn[j] = n;
            }
    sg_status st = sg_oracle_sinks(res, SG_MODEL_SAMU, "SAMU", pb->B, E->fn ? 1 : pb->L, pb->D, qnames, NQ, mp,
                                   E->sinks);
    if (st) return st;
    if (E->fn) {
        memset(&E->sinks[Q_Y], 0, sizeof E->sinks[Q_Y]);
        memset(&E->sinks[Q_DX], 0, sizeof E->sinks[Q_DX]);
    }
    for (int p = 0; p < 2; p++) {
        memcpy(E->bsk[p], E->sinks, sizeof E->sinks);
        if (!E->fn) {
            memset(&E->bsk[p][Q_Y], 0, sizeof E->bsk[p][Q_Y]);
            continue;
        }
        const size_t n = (size_t)(E->cx.K * pb->D);
        static const size_t esz[4] = {sizeof(double), sizeof(uint16_t), sizeof(float), sizeof(double)};
        for (int j = 0; j < 2; j++) {
            for (int a = 0; a < 4; a++) {
                E->segbuf[p][j][a] = sg_xcalloc(n, esz[a]);
                E->work += n * esz[a];
            }
            sg_oracle_sink *q = &E->bsk[p][j ? Q_DX : Q_Y];
            q->f64 = E->segbuf[p][j][0];
            q->bf = E->segbuf[p][j][1];
            q->f32 = E->segbuf[p][j][2];
            q->S = E->segbuf[p][j][3];
        }
    }
    return SG_OK;
}

/* Streamed: the small quantities, each whole as one block (its view: sg_oracle_block_view). */
static sg_status emit_small(so_eval *E) {
    const sg_quantity *qs;
    (void)sg_model_quantities(SG_MODEL_SAMU, &qs);
    for (int j = 0; j < NQ && !E->fst; j++) {
        if (j == Q_Y || j == Q_DX) continue;
        const sg_oracle_sink *q = &E->sinks[j];
        sg_oracle_block blk = {.q = E->mq[j], .f64 = q->f64, .bf = q->bf, .f32 = q->f32, .S = q->S};
        sg_oracle_block_view(qs[E->mq[j]].shape, E->pb->B, E->pb->L, E->pb->D, &blk);
        if (blk.n0 * blk.n1 * blk.n2 != E->qn[j]) {
            E->fst = sg_fail(SG_E_INTERNAL, "oracle: SAMU %s's view does not hold it", qs[E->mq[j]].name);
            break;
        }
        E->fst = E->fn(E->fctx, &blk);
    }
    return E->fst;
}

/* One evaluation, whole (fn NULL: into res) or streamed (to fn; res holds the
 * small quantities meanwhile). */
static sg_status samu_run(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_tset *res, sg_oracle_block_fn fn,
                          void *fctx, sg_oracle_cert *cert, sg_oracle_samu_stats *stats, mpfr_t *const *mp) {
    const double t_start = sg_now();
    sg_oracle_opts def;
    if (!o) {
        sg_oracle_opts_default(&def);
        o = &def;
    }
    sg_status st = sg_oracle_samu_validate(pb);
    if (st) return st;
    long cprec;
    int nt;
    if ((st = sg_oracle_check_opts(o, &cprec, &nt)) != SG_OK) return st;
    if (fn && o->forward_only)
        return sg_fail(SG_E_USAGE, "oracle: the SAMU stream has no forward-only mode (y is streamed by the backward)");
    const long prec = o->prec;

    so_eval *E = sg_xcalloc(1, sizeof *E);
    E->pb = pb;
    E->prec = prec;
    E->cprec = cprec;
    E->fwd = o->forward_only != 0;
    E->fn = fn;
    E->fctx = fctx;
    sg_so_ctx_init(&E->cx, pb, (mpfr_prec_t)prec, o->clip, E->fwd);
    if (o->certify) sg_so_ctx_init(&E->cc, pb, (mpfr_prec_t)cprec, o->clip, E->fwd);
    E->pc = o->certify ? &E->cc : NULL;
    E->work = E->cx.bytes + E->cc.bytes;
    st = setup_sinks(E, res, mp);
    if (!st) {
        for (int j = 0; j < NQ; j++) E->gbits[j] = (double)prec;
        E->tmark = sg_now();
#pragma omp parallel num_threads(nt)
        thread_run(E);
        if (!E->fwd && !E->fst) finals(E);
        if (fn) st = emit_small(E);
    }
    sg_so_ctx_free(&E->cx);
    if (E->pc) sg_so_ctx_free(E->pc);
    mpfr_free_cache2(MPFR_FREE_LOCAL_CACHE);
    for (int p = 0; p < 2; p++)
        for (int j = 0; j < 2; j++)
            for (int a = 0; a < 4; a++) free(E->segbuf[p][j][a]);
    if (st) {
        free(E);
        return st;
    }

    if (E->fwd) /* the gradients were not computed, so they are not certified (NaN fails any >= check) */
        for (int j = 0; j < NQ; j++)
            if (j != Q_Y && j != Q_ZLAST) E->gbits[j] = (double)NAN;
    st = sg_oracle_finish(res, o, SG_ORACLE_SAMU_EQUATIONS, prec, cprec, E->clipped, E->resets, E->fwd, SG_MODEL_SAMU,
                          qnames, E->gbits, NQ, cert);
    if (stats) fill_stats(E, stats, t_start, nt);
    free(E);
    return st;
}

sg_status sg_oracle_samu_ex(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                            sg_oracle_cert *cert, sg_oracle_samu_stats *stats, mpfr_t *const *mp) {
    return samu_run(pb, o, res, NULL, NULL, cert, stats, mp);
}

sg_status sg_oracle_samu_stream(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_oracle_block_fn fn, void *ctx,
                                sg_oracle_cert *cert, sg_oracle_samu_stats *stats) {
    if (!fn) return sg_fail(SG_E_USAGE, "oracle: sg_oracle_samu_stream needs a block consumer");
    sg_tset small;
    sg_tset_init(&small);
    const sg_status st = samu_run(pb, o, &small, fn, ctx, cert, stats, NULL);
    sg_tset_free(&small);
    return st;
}

sg_status sg_oracle_samu(const sg_samu_problem *pb, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert) {
    return sg_oracle_samu_ex(pb, o, res, cert, NULL, NULL);
}

/* The cached front end (its tests and tools call it; the model descriptor
 * fills a kind of its own the same way). */
SG_ORACLE_CACHED_FRONT_END(samu, SG_ORACLE_SAMU_EQUATIONS, sg_samu_quantities, SG_SAMU_NQ)
