/* rglru_chunked.c - CPU emulations of the chunked RG-LRU kernels (reference/
 * EQUATIONS.md section 7), forward and backward, built from the per-step code
 * of scan/sg_scan_ops.h. Also holds the boundary-marker counters of every
 * emulation (sg_reference.h).
 *
 * Versions (rows of the backend table, reference/register.c):
 *   1. cpu.rglru_chunk16_serial    16-step chunks; chunk summaries
 *      S_c = T_e o ... o T_s; entry states serially, h_{c+1} = S_c(h_c);
 *      each chunk replayed step by step from its entry.
 *   2. cpu.rglru_chunk16_grouped32 the same chunks; entry of chunk c is
 *      Q_c(h0) with Q_c = L_c o O_g over groups of 32 chunks (sg_scan_ops.h).
 * Backward (both): the reverse-time affine pairs R_t(g) = abar_{t+1} g + dy_t
 * (abar_{L+1} = 1, so dh_last enters at t = L), 16-step reverse summaries
 * R_s o ... o R_e, reverse entries by the version's prefix (serial or grouped,
 * over the chunks in reverse order), then each chunk replayed: the forward
 * states of the chunk recomputed from its saved forward entry, the cotangents
 * from its reverse entry, giving dx, du, dv, the chunk's dp partial and (chunk 0)
 * dh0.
 * dp reduction order: per chunk, t descending from 0; then per batch row the
 * chunk partials, chunks ascending, from 0; then the rows, b ascending, from 0;
 * dp = sigma(p) * total.
 * Parallel over channels (each channel's arithmetic is sequential), so the
 * result does not depend on the thread count.
 * Run: scangate run --backend cpu.rglru_chunk16_serial (or _grouped32).
 * Planted faults (tests only; SG_FAULT_LIST in sg_reference.h, rows "mutant.*"
 * of reference/mutants.c) enter only where the fault F is tested: the "planted
 * faults" helpers below and a few lines at their exact spots; with
 * sg_fault_active == SG_FAULT_NONE (production) every one of them computes
 * exactly the unfaulted operations. */
#include "sg_reference.h"
#include "sg_scan_ops.h"

#include <math.h>
#include <stdlib.h>

_Static_assert(SG_RGLRU_C == 8 && SG_RGLRU_MAX_GRAD == 1000, "sg_scan_ops.h constants must match sg_model.h");

/* ---- boundary markers ---------------------------------------------------- */
static int64_t marks[SG_EMU_COUNT][2][SG_MARK_COUNT];

const char *sg_emu_algo_name(sg_emu_algo a) {
    static const char *const n[SG_EMU_COUNT] = {"rglru_chunk16_serial", "rglru_chunk16_grouped32",
                                                "samu_chunk32_serial", "samu_chunk32_grouped64", "samu_hybrid"};
    return (unsigned)a < SG_EMU_COUNT ? n[a] : "?";
}

const char *sg_emu_mark_name(sg_emu_mark m) {
    static const char *const n[SG_MARK_COUNT] = {"L=1", "partial last chunk", "reset in the partial last chunk",
                                                 "reset at a chunk start", "state carried across a group boundary",
                                                 "group with fewer chunks than the group size"};
    return (unsigned)m < SG_MARK_COUNT ? n[m] : "?";
}

void sg_emu_mark_add(sg_emu_algo a, int dir, sg_emu_mark m, int64_t n) {
    if (n == 0) return;
    int64_t *p = &marks[a][dir][m];
#pragma omp atomic
    *p += n;
}

int64_t sg_emu_mark_get(sg_emu_algo a, int dir, sg_emu_mark m) {
    int64_t v;
#pragma omp atomic read
    v = marks[a][dir][m];
    return v;
}

void sg_emu_marks_clear(void) {
    for (int a = 0; a < SG_EMU_COUNT; a++)
        for (int d = 0; d < 2; d++)
            for (int m = 0; m < SG_MARK_COUNT; m++) {
#pragma omp atomic write
                marks[a][d][m] = 0;
            }
}

static float bf(uint16_t h) { return sg_bf16_to_f32(h); }

/* ---- planted faults (sg_fault_active; sg_reference.h, tests/test_mutants.c) ----
 * Wrappers of the sg_scan_ops.h helpers, which themselves stay fault-free
 * (they are shared with the CUDA kernels). F is the fault read once per call
 * of the emulation (a constant the compiler can hoist out of the loops). With
 * SG_FAULT_NONE each returns exactly the unfaulted value (same operations,
 * same order). */
/* reset_t (0-based t); RESET_OFF_BY_ONE: the flag of t-1. */
static int rst(sg_fault F, const int32_t *seg, int64_t t) {
    if (F == SG_FAULT_RESET_OFF_BY_ONE) return t >= 1 && seg[t - 1] == 0;
    return seg[t] == 0;
}

/* The faults of one step's coefficients (kept out of line, so the fault-free
 * path below stays small enough to inline). */
static sg_rg_coef rg_step_planted(sg_fault F, sg_rg_coef q, float x, int reset) {
    if (!reset) return q;
    if (F == SG_FAULT_RESET_MULTIPLIER) { /* m = sqrt(1 - a^2) kept at the reset */
        q.m = sqrtf(-expm1f(2.0f * q.l));
        const float xi = x * q.i;
        q.b = xi * q.m;
    }
    if (F == SG_FAULT_RESET_KEEPS_STATE) {
        q.abar = q.a;
        q.abm1 = q.am1;
    }
    return q;
}

static inline sg_rg_coef rg_step(sg_fault F, float x, float u, float v, float s, int reset) {
    const sg_rg_coef q = sg_rg_step(x, u, v, s, reset);
    return F == SG_FAULT_NONE ? q : rg_step_planted(F, q, x, reset);
}

static sg_rpair rg_decay(sg_fault F, float v, float s, int reset) {
    return sg_rg_decay(v, s, reset && F != SG_FAULT_RESET_KEEPS_STATE);
}

/* The reverse-carry coefficient of step t: abar_{t+1} (1 past the end);
 * REVERSE_TRANSITION_SHIFT: abar_t. */
static sg_rpair rev_coef(sg_fault F, const sg_rglru_problem *pb, int64_t base, const int32_t *seg, int64_t t, float s) {
    const int64_t L = pb->L, D = pb->D;
    if (F == SG_FAULT_REVERSE_TRANSITION_SHIFT) return rg_decay(F, bf(pb->v[base + t * D]), s, rst(F, seg, t));
    return t + 1 < L ? rg_decay(F, bf(pb->v[base + (t + 1) * D]), s, rst(F, seg, t + 1)) : sg_rpair_identity();
}

/* SQRT_CLIP_MISSING: sg_rg_bwd_terms with Dq = 1/(2 sqrt(1 - a^2)), unclipped. */
static sg_rg_grad rg_bwd_planted(sg_fault F, sg_rg_grad o, const sg_rg_coef *k, float x, float s, int reset, float g,
                                 float hprev) {
    if (reset || F != SG_FAULT_SQRT_CLIP_MISSING) return o;
    const float a2 = expf(2.0f * k->l);
    const float om = -expm1f(2.0f * k->l);
    const float dq = 1.0f / (2.0f * sqrtf(om));
    const float ah = k->a * hprev;
    const float w = 2.0f * a2 * x * k->i * dq;
    o.dl = g * (ah - w);
    o.dv = o.dl * (-SG_SCAN_RG_C * s) * (k->r * (1.0f - k->r));
    o.dpterm = o.dl * (-SG_SCAN_RG_C * k->r);
    return o;
}

static inline sg_rg_grad rg_bwd_terms(sg_fault F, const sg_rg_coef *k, float x, float s, int reset, float g,
                                      float hprev) {
    const sg_rg_grad o = sg_rg_bwd_terms(k, x, s, reset, g, hprev);
    return F == SG_FAULT_NONE ? o : rg_bwd_planted(F, o, k, x, s, reset, g, hprev);
}

/* PARTIAL_CHUNK_SKIPPED: the replay of a chunk shorter than CH does nothing. */
static int skip_chunk(sg_fault F, int64_t len, int64_t CH) { return len < CH && F == SG_FAULT_PARTIAL_CHUNK_SKIPPED; }

/* BF16_CHUNK_STATE: the entries buffer holds BF16 values. */
static void entries_store(sg_fault F, float *e, int64_t n) {
    if (F != SG_FAULT_BF16_CHUNK_STATE) return;
    for (int64_t k = 0; k < n; k++) e[k] = sg_bf16_to_f32(sg_f32_to_bf16(e[k]));
}

/* BF16_STEP_STATE: the running state is kept in BF16. */
static float state_store(sg_fault F, float h) {
    return F == SG_FAULT_BF16_STEP_STATE ? sg_bf16_to_f32(sg_f32_to_bf16(h)) : h;
}

/* ---- the prefix over chunk summaries ------------------------------------- */
/* entry[k] = the state entering P_k, from x0: the driver of sg_scan_ops.h,
 * serial or grouped (Q_k(x0), groups of G), the kernels' own code. Lw[n],
 * Uw[ng], Ow[ng] are work space; mk counts the group marks. PREFIX_ORDER_SWAPPED
 * recomputes the entries from the driver's L_k, O_j composed the wrong way round. */
static void rprefix(sg_fault F, int grouped, int64_t G, const sg_rpair *P, int64_t n, float x0, float *entry, sg_rpair *Lw,
                    sg_rpair *Uw, sg_rpair *Ow, int64_t *mk) {
    sg_rprefix(grouped, G, P, n, x0, entry, Lw, Uw, Ow);
    if (!grouped) return;
    if (F == SG_FAULT_PREFIX_ORDER_SWAPPED)
        for (int64_t k = 0; k < n; k++) entry[k] = sg_rpair_apply(sg_rpair_compose(Ow[k / G], Lw[k]), x0);
    if (n % G != 0) mk[SG_MARK_SHORT_GROUP]++; /* the last group */
    for (int64_t k = G; k < n; k++) {
        const int64_t j = k / G;
        if (Lw[k].a != 0.0f && (Ow[j].b != 0.0f || (Ow[j].a != 0.0f && x0 != 0.0f))) mk[SG_MARK_GROUP_CARRY]++;
    }
}

/* Structural marks of one sequence (one direction). */
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

static sg_status rglru_chunked(const sg_rglru_problem *pb, sg_rglru_outputs *out, int grouped, sg_emu_algo algo) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    const int64_t CH = SG_RG_CHUNK, G = SG_RG_GROUP;
    const int64_t C = (L + CH - 1) / CH, NG = (C + G - 1) / G;
    sg_status st0 = sg_check_dims(sg_emu_algo_name(algo), B, L, D); /* bounds every index product below */
    if (st0) return st0;
    int failed = 0;
    int64_t mk_all[2][SG_MARK_COUNT] = {{0}};
    const sg_fault F = sg_fault_active; /* SG_FAULT_NONE outside the mutant rows */
#pragma omp parallel
    {
        int64_t mk[2][SG_MARK_COUNT] = {{0}};
        sg_rpair *P = sg_malloc_dims(sizeof *P, SG_DIMS(C)), *Lw = sg_malloc_dims(sizeof *Lw, SG_DIMS(C));
        sg_rpair *Uw = sg_malloc_dims(sizeof *Uw, SG_DIMS(NG)), *Ow = sg_malloc_dims(sizeof *Ow, SG_DIMS(NG));
        float *fent = sg_malloc_dims(sizeof *fent, SG_DIMS(C)), *gent = sg_malloc_dims(sizeof *gent, SG_DIMS(C));
        float hs[SG_RG_CHUNK];
        const int ok = P && Lw && Uw && Ow && fent && gent;
        if (!ok) {
#pragma omp atomic write
            failed = 1;
        }
#pragma omp for schedule(dynamic, 1)
        for (int64_t d = 0; d < D; d++) {
            if (!ok) continue;
            const float s = sg_softplusf(pb->p[d]);
            const float sig_p = sg_sigmoidf(pb->p[d]);
            float total = 0.0f;
            for (int64_t b = 0; b < B; b++) {
                const int64_t base = b * L * D + d;
                const int32_t *seg = pb->segpos + b * L;
                structural_marks(seg, L, CH, mk[SG_EMU_FWD]);
                structural_marks(seg, L, CH, mk[SG_EMU_BWD]);
                /* ---- forward: chunk summaries S_c = T_e o ... o T_s ---- */
                for (int64_t c = 0; c < C; c++) {
                    const int64_t t0 = c * CH, t1 = (t0 + CH < L ? t0 + CH : L);
                    sg_rpair S = sg_rpair_identity();
                    for (int64_t t = t0; t < t1; t++) {
                        const int64_t k = base + t * D;
                        const sg_rg_coef q = rg_step(F, bf(pb->x[k]), bf(pb->u[k]), bf(pb->v[k]), s, rst(F, seg, t));
                        S = sg_rpair_compose(sg_rg_pair(&q), S);
                    }
                    P[c] = S;
                }
                rprefix(F, grouped, G, P, C, pb->h0[b * D + d], fent, Lw, Uw, Ow, mk[SG_EMU_FWD]);
                entries_store(F, fent, C);
                /* ---- forward replay from each entry ---- */
                float h = 0.0f;
                int last_done = 1;
                for (int64_t c = 0; c < C; c++) {
                    const int64_t t0 = c * CH, t1 = (t0 + CH < L ? t0 + CH : L);
                    if (skip_chunk(F, t1 - t0, CH)) {
                        last_done = 0;
                        continue;
                    }
                    h = fent[c];
                    for (int64_t t = t0; t < t1; t++) {
                        const int64_t k = base + t * D;
                        const sg_rg_coef q = rg_step(F, bf(pb->x[k]), bf(pb->u[k]), bf(pb->v[k]), s, rst(F, seg, t));
                        h = state_store(F, sg_rpair_apply(sg_rg_pair(&q), h));
                        out->y[k] = sg_f32_to_bf16(h);
                    }
                }
                if (F == SG_FAULT_FINAL_STATE_FROM_BF16) h = bf(out->y[base + (L - 1) * D]);
                if (last_done) out->h_last[b * D + d] = h;
                /* ---- backward: reverse summaries R_s o ... o R_e, in application order ---- */
                for (int64_t c = C - 1; c >= 0; c--) {
                    const int64_t t0 = c * CH, t1 = (t0 + CH < L ? t0 + CH : L);
                    sg_rpair R = sg_rpair_identity();
                    for (int64_t t = t1 - 1; t >= t0; t--) {
                        const sg_rpair an = rev_coef(F, pb, base, seg, t, s);
                        R = sg_rpair_compose(sg_rpair_with_b(an, bf(pb->dy[base + t * D])), R);
                    }
                    P[C - 1 - c] = R;
                }
                rprefix(F, grouped, G, P, C, pb->dh_last[b * D + d], gent, Lw, Uw, Ow, mk[SG_EMU_BWD]);
                entries_store(F, gent, C);
                /* ---- backward replay ---- */
                float row = 0.0f;
                for (int64_t c = 0; c < C; c++) {
                    const int64_t t0 = c * CH, t1 = (t0 + CH < L ? t0 + CH : L);
                    if (skip_chunk(F, t1 - t0, CH)) continue;
                    float hf = fent[c];
                    for (int64_t t = t0; t < t1; t++) {
                        const int64_t k = base + t * D;
                        const sg_rg_coef q = rg_step(F, bf(pb->x[k]), bf(pb->u[k]), bf(pb->v[k]), s, rst(F, seg, t));
                        hs[t - t0] = hf;
                        hf = state_store(F, sg_rpair_apply(sg_rg_pair(&q), hf));
                    }
                    float g = gent[C - 1 - c]; /* g_{t1}: the cotangent entering from the right */
                    sg_rpair an = t1 < L ? rg_decay(F, bf(pb->v[base + t1 * D]), s, rst(F, seg, t1)) : sg_rpair_identity();
                    float acc = 0.0f;
                    for (int64_t t = t1 - 1; t >= t0; t--) {
                        const int64_t k = base + t * D;
                        const int reset = rst(F, seg, t);
                        const float x = bf(pb->x[k]);
                        const sg_rg_coef q = rg_step(F, x, bf(pb->u[k]), bf(pb->v[k]), s, reset);
                        if (F == SG_FAULT_REVERSE_TRANSITION_SHIFT) an = sg_rpair_make(q.abar, q.abm1, 0.0f);
                        g = sg_rpair_apply(sg_rpair_with_b(an, bf(pb->dy[k])), g);
                        const sg_rg_grad gr = rg_bwd_terms(F, &q, x, s, reset, g, hs[t - t0]);
                        out->dx[k] = sg_f32_to_bf16(gr.dx);
                        out->du[k] = sg_f32_to_bf16(gr.du);
                        out->dv[k] = sg_f32_to_bf16(gr.dv);
                        acc = acc + gr.dpterm;
                        an = sg_rpair_make(q.abar, q.abm1, 0.0f);
                    }
                    if (c == 0 && F != SG_FAULT_DSTATE0_UNWRITTEN)
                        out->dh0[b * D + d] = F == SG_FAULT_DSTATE0_ZERO ? 0.0f : an.a * g;
                    row = row + acc;
                }
                if (!(b == B - 1 && F == SG_FAULT_REDUCTION_DROPS_ROW)) total = total + row;
            }
            out->dp[d] = sig_p * total;
        }
        free(P);
        free(Lw);
        free(Uw);
        free(Ow);
        free(fent);
        free(gent);
        for (int dir = 0; dir < 2; dir++)
            for (int m = 0; m < SG_MARK_COUNT; m++) {
#pragma omp atomic
                mk_all[dir][m] += mk[dir][m];
            }
    }
    if (failed) return sg_fail(SG_E_INTERNAL, "%s: out of memory (L=%lld)", sg_emu_algo_name(algo), (long long)L);
    for (int dir = 0; dir < 2; dir++)
        for (int m = 0; m < SG_MARK_COUNT; m++) sg_emu_mark_add(algo, dir, (sg_emu_mark)m, mk_all[dir][m]);
    return SG_OK;
}

sg_status sg_rglru_chunk16_serial(SG_RGLRU_PARAMS) { return rglru_chunked(pb, out, 0, SG_EMU_RG_SERIAL); }
sg_status sg_rglru_chunk16_grouped32(SG_RGLRU_PARAMS) { return rglru_chunked(pb, out, 1, SG_EMU_RG_GROUPED); }
