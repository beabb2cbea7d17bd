/* rglru_chunked.c - CPU emulations of the chunked RG-LRU kernels (reference/
 * EQUATIONS.md section 7), forward and backward, built from the per-step code
 * of scan/sg_scan_ops.h. Also holds the emulations' names (sg_emu_algo_name).
 *
 * Variants (rows of the backend table, reference/register.c):
 *   1. cpu.rglru_chunk16_serial    16-step chunks; chunk summaries
 *      S_c = T_e o ... o T_s; entry states serially, h_{c+1} = S_c(h_c);
 *      each chunk replayed step by step from its entry.
 *   2. cpu.rglru_chunk16_grouped32 the same chunks; entry of chunk c is
 *      Q_c(h0) with Q_c = L_c o O_g over groups of 32 chunks (sg_scan_ops.h).
 *   3. cpu.rglru_atomic_dp         a REFUSED candidate (EQUATIONS.md section 7.1):
 *      variant 1 with dp's reduction in a run-dependent order, emulating FP32
 *      atomicAdd of the per-chunk partials on a GPU: on every call a fresh
 *      permutation of each channel's B*C (b, chunk) partials, drawn from
 *      Random123's Philox4x32-10 keyed by a seed (SG_ATOMIC_SEED, decimal;
 *      default SG_ATOMIC_SEED_DEFAULT) and a per-process call counter (one
 *      increment per call); total = 0 + the partials in that order, then
 *      dp = sigma(p) * total. Every other output is bitwise variant 1's. The
 *      negative control of a run-to-run determinism gate.
 *   4. cpu.rglru_chunk16_serial_pn variant 1 in the portable numerics
 *      (scan/sg_scan_ops.h, EQUATIONS.md section 7.3: the sigma table, one
 *      exp/expm1 polynomial, IEEE operations only): the twin of the version-3
 *      kernel (kernels/rglru/rglru_onepass.cu), which computes the same bits.
 * Backward (both): the reverse-time affine pairs R_t(g) = abar_{t+1} g + dy_t
 * (abar_{L+1} = 1, so dh_last enters at t = L), 16-step reverse summaries
 * R_s o ... o R_e, reverse entries by the variant's prefix (serial or grouped,
 * over the chunks in reverse order), then each chunk replayed: the forward
 * states of the chunk recomputed from its saved forward entry, the cotangents
 * from its reverse entry, giving dx, du, dv, the chunk's dp partial and (chunk 0)
 * dh0.
 * dp reduction order: per chunk, t descending from 0; then per batch row the
 * chunk partials, chunks ascending, from 0; then the rows, b ascending, from 0;
 * dp = sigma(p) * total (variant 3: the partials in its permuted order).
 * Parallel over channels (each channel's arithmetic is sequential), so the
 * result does not depend on the thread count.
 * Run: scangate run --backend cpu.rglru_chunk16_serial (or _grouped32).
 * Test hooks (reference/emu_hooks.h): the tests' build of this file (SG_TESTING)
 * plants the faults of SG_FAULT_LIST (tests/support/sg_testhooks.h; the rows
 * "mutant.*" of tests/support/mutants.c) at their exact spots, through the
 * hook macros below, and counts the boundary markers; in the product build
 * every hook is the unfaulted operation and the markers are not compiled. The
 * per-sequence work is split by phase: chunk summaries, entries (the prefix),
 * replay, forward and backward.
 * Each step's coefficients (sg_rg_step, a pure function of the step's stored
 * inputs) are formed once per sequence, by the forward summaries, and read
 * back by the replays; their transcendentals, and the backward's exp(2l) and
 * 1 - a^2, come from the channel's tables by BF16 pattern (rg_gate_memo.h),
 * computed on first use by the kernels' own expressions. The kernels evaluate
 * them in every phase (25 libm calls per step), which gives the same values
 * bit for bit, so the emulation keeps the kernels' numbers with one call per
 * distinct pattern of v and of u instead. */
#include "sg_reference.h"
#include "emu_hooks.h"
#include "rg_gate_memo.h"
#include "sg_scan_ops.h"

#include <Random123/philox.h>
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>

_Static_assert(SG_RGLRU_C == 8 && SG_RGLRU_MAX_GRAD == 1000, "sg_scan_ops.h constants must match models/rglru/rglru.h");

const char *sg_emu_algo_name(sg_emu_algo a) {
    static const char *const n[SG_EMU_COUNT] = {"rglru_chunk16_serial", "rglru_chunk16_grouped32",
                                                "samu_chunk32_serial", "samu_chunk32_grouped64", "samu_hybrid"};
    return (unsigned)a < SG_EMU_COUNT ? n[a] : "?";
}

static float bf(uint16_t h) { return sg_bf16_to_f32(h); }

/* A step's backward terms in the run's numerics: the libm step's
 * (sg_rg_bwd_terms_q) or, with the sigma table pn, the portable one's. */
static inline sg_rg_grad bwd_terms(const float *pn, const sg_rg_coef *k, const sg_rg_gate_ent *ge, float ic, float x,
                                   float s, int reset, float g, float hprev) {
    if (!pn) return sg_rg_bwd_terms_q(k, ge->a2, ge->g.om, x, s, reset, g, hprev);
    const sg_pn_gate e = {ge->g, ge->rc, ge->a2};
    return sg_pn_bwd_terms(k, ic, &e, x, s, reset, g, hprev);
}

/* ---- test hooks (reference/emu_hooks.h) ---------------------------------------
 * Each is exactly the sg_scan_ops.h operation in the product build; with
 * SG_TESTING the planted fault F changes it at its spot (the sg_scan_ops.h
 * helpers themselves stay fault-free: the kernels share them). EMU_RESET and
 * EMU_SKIP_CHUNK are emu_hooks.h's. */
/* A step's coefficients from x, i = sigma(u) and the gate of v;
 * RESET_MULTIPLIER, RESET_KEEPS_STATE change them at a reset. */
#define RG_STEP(F, x, i, gate, reset)                                                                    \
    EMU_PLANTED(F, sg_fault_rg_step(F, sg_rg_step_g(x, i, gate, reset), x, reset), sg_rg_step_g(x, i, gate, reset))
/* A step's decay (the reverse carry) from its gate; RESET_KEEPS_STATE: not zeroed at a reset. */
#define RG_DECAY(F, gate, reset) sg_rg_decay_g(gate, (reset) && !EMU_FAULT(F, RESET_KEEPS_STATE))
/* A step's backward terms (ge: its gate entry, for exp(2l) and 1 - a^2; ic:
 * sigma(-u), read by the portable numerics only); SQRT_CLIP_MISSING: Dq unclipped. */
#define RG_BWD(F, pn, k, ge, ic, x, s, reset, g, hprev)                                                            \
    EMU_PLANTED(F, sg_fault_rg_bwd(F, bwd_terms(pn, k, ge, ic, x, s, reset, g, hprev), k, x, s, reset, g, hprev), \
                bwd_terms(pn, k, ge, ic, x, s, reset, g, hprev))
/* The running state after a step; BF16_STEP_STATE: kept in BF16. */
#define STATE(F, h) EMU_PLANT(F, BF16_STEP_STATE, sg_fault_bf16(h), h)
/* A reduction's partial sum as kept; PARTIAL_SUMS_11BIT: with 11 significant bits. */
#define PARTIAL(F, v) EMU_PLANT(F, PARTIAL_SUMS_11BIT, sg_fault_round11(v), v)

/* ---- one (b, d) sequence ------------------------------------------------------ */
typedef struct {
    const sg_rglru_problem *pb;
    sg_rglru_outputs *out;
    int grouped;
    const float *pn;  /* the portable numerics' sigma table (variant 4), NULL: the libm step */
    sg_emu_algo algo; /* the markers' algorithm (variants 3 and 4 count as variant 1) */
    int64_t C; /* chunks */
    /* The RG-LRU mixer's fused path (sg_rglru_chunked_f32_gates): the gates u, v in FP32 [B,L,D] (NULL: the
     * problem's BF16 u, v) and the direct dx, du, dv kept in FP32 (NULL: written to out in BF16) */
    const float *uf, *vf;
    float *dxf, *duf, *dvf;
    EMU_TEST(sg_fault F;) /* the planted fault, read once per call */
} rg_run;

typedef struct { /* one thread's work space */
    sg_rpair *P, *Lw, *Uw, *Ow; /* [C] chunk summaries and L_k; [NG] U_j, O_j */
    float *fent, *gent;         /* [C] forward entries by chunk; reverse entries in application order */
    float hs[SG_RG_CHUNK];      /* a chunk's forward states h_{t-1} */
    sg_rg_coef *kc;             /* [L] the sequence's step coefficients (fwd_summaries) */
    sg_rg_memo memo;            /* the channel's gates and sigma(u) by pattern (rg_gate_memo.h) */
    float *part;                /* variant 3: [B C] the channel's (b, chunk) dp partials (else NULL) */
    sg_rg_gate_ent fg;          /* FP32 gates: the gate of the step just asked for (no table: v is not BF16) */
    int64_t *perm;              /* variant 3: [B C] their summation order */
} rg_work;

typedef struct {
    int64_t b, d, base; /* base = b L D + d: element (b, 0, d) */
    const int32_t *seg; /* the row's segment positions */
    float s;            /* softplus(p_d) */
} rg_seq;

/* Chunk c's steps t0 <= t < t1. */
static void chunk_span(const rg_run *r, int64_t c, int64_t *t0, int64_t *t1) {
    const int64_t L = r->pb->L;
    *t0 = c * SG_RG_CHUNK;
    *t1 = *t0 + SG_RG_CHUNK < L ? *t0 + SG_RG_CHUNK : L;
}

/* The gate of step t's v (t < L), from the channel's memo; with FP32 gates computed by the same
 * expressions into the thread's one entry (read before the next call asks for another). */
static inline const sg_rg_gate_ent *gate_at(const rg_run *r, rg_work *w, const rg_seq *q, int64_t t) {
    if (r->vf) {
        w->fg.g = sg_rg_gate_of(r->vf[q->base + t * r->pb->D], w->memo.s);
        w->fg.a2 = sg_rg_a2(w->fg.g.l);
        w->fg.rc = 0.0f;
        return &w->fg;
    }
    return sg_rg_memo_gate(&w->memo, r->pb->v[q->base + t * r->pb->D]);
}

/* The step's coefficients at element k = base + t D: sg_rg_step's, from the memo. */
static inline sg_rg_coef step_at(const rg_run *r, rg_work *w, const rg_seq *q, int64_t t) {
    const sg_rglru_problem *pb = r->pb;
    const int64_t k = q->base + t * pb->D;
    const float i = r->uf ? sg_sigmoidf(r->uf[k]) : sg_rg_memo_sigmoid(&w->memo, pb->u[k]);
    return RG_STEP(r->F, bf(pb->x[k]), i, &gate_at(r, w, q, t)->g, EMU_RESET(r->F, q->seg, t));
}

/* entry[k] = the state entering the k-th summary of w->P, from x0: the driver
 * of sg_scan_ops.h (the kernels' code), serial or grouped; with SG_TESTING,
 * PREFIX_ORDER_SWAPPED and BF16_CHUNK_STATE change the entries, and the group
 * marks are counted (dir: SG_EMU_FWD, SG_EMU_BWD). */
static void entries(const rg_run *r, rg_work *w, int dir, float x0, float *entry) {
    sg_rprefix(r->grouped, SG_RG_GROUP, w->P, r->C, x0, entry, w->Lw, w->Uw, w->Ow);
    EMU_TEST(sg_fault_rentries(r->F, r->grouped, SG_RG_GROUP, r->C, x0, entry, w->Lw, w->Ow);
             sg_emu_mark_rprefix(r->algo, dir, r->grouped, SG_RG_GROUP, r->C, x0, w->Lw, w->Ow);)
    (void)dir;
}

/* Forward: the chunk summaries S_c = T_e o ... o T_s into w->P. */
static void fwd_summaries(const rg_run *r, rg_work *w, const rg_seq *q) {
    for (int64_t c = 0; c < r->C; c++) {
        int64_t t0, t1;
        chunk_span(r, c, &t0, &t1);
        sg_rpair S = sg_rpair_identity();
        for (int64_t t = t0; t < t1; t++) {
            w->kc[t] = step_at(r, w, q, t);
            S = sg_rpair_compose(sg_rg_pair(&w->kc[t]), S);
        }
        w->P[c] = S;
    }
}

/* Forward: each chunk replayed from its entry -> y, h_last. */
static void fwd_replay(const rg_run *r, const rg_work *w, const rg_seq *q) {
    const int64_t L = r->pb->L, D = r->pb->D;
    float h = 0.0f;
    int last_done = 1;
    for (int64_t c = 0; c < r->C; c++) {
        int64_t t0, t1;
        chunk_span(r, c, &t0, &t1);
        if (EMU_SKIP_CHUNK(r->F, t1 - t0, SG_RG_CHUNK)) {
            last_done = 0;
            continue;
        }
        h = w->fent[c];
        for (int64_t t = t0; t < t1; t++) {
            h = STATE(r->F, sg_rpair_apply(sg_rg_pair(&w->kc[t]), h));
            r->out->y[q->base + t * D] = sg_f32_to_bf16(h);
        }
    }
    if (EMU_FAULT(r->F, FINAL_STATE_FROM_BF16)) h = bf(r->out->y[q->base + (L - 1) * D]);
    if (last_done) r->out->h_last[q->b * D + q->d] = h;
}

/* Backward: the reverse summaries R_s o ... o R_e of R_t(g) = abar_{t+1} g + dy_t
 * (abar_{L+1} = 1), into w->P in application order (chunk C-1 first). */
static void bwd_summaries(const rg_run *r, rg_work *w, const rg_seq *q) {
    const sg_rglru_problem *pb = r->pb;
    const int64_t L = pb->L, D = pb->D;
    for (int64_t c = r->C - 1; c >= 0; c--) {
        int64_t t0, t1;
        chunk_span(r, c, &t0, &t1);
        sg_rpair R = sg_rpair_identity();
        for (int64_t t = t1 - 1; t >= t0; t--) {
            /* the transition of step t+1; REVERSE_TRANSITION_SHIFT: of step t */
            const int64_t tn = EMU_PLANT(r->F, REVERSE_TRANSITION_SHIFT, t, t + 1);
            const sg_rpair an =
                tn < L ? RG_DECAY(r->F, &gate_at(r, w, q, tn)->g, EMU_RESET(r->F, q->seg, tn)) : sg_rpair_identity();
            R = sg_rpair_compose(sg_rpair_with_b(an, bf(pb->dy[q->base + t * D])), R);
        }
        w->P[r->C - 1 - c] = R;
    }
}

/* Backward: each chunk replayed, its forward states recomputed from the saved
 * forward entry and its cotangents from the reverse entry -> dx, du, dv, dh0
 * (chunk 0); returns the row's dp partial (per chunk t descending, the chunks
 * ascending, each sum from 0). */
static float bwd_replay(const rg_run *r, rg_work *w, const rg_seq *q) {
    const sg_rglru_problem *pb = r->pb;
    sg_rglru_outputs *out = r->out;
    const int64_t L = pb->L, D = pb->D, C = r->C;
    float row = 0.0f;
    for (int64_t c = 0; c < C; c++) {
        int64_t t0, t1;
        chunk_span(r, c, &t0, &t1);
        if (EMU_SKIP_CHUNK(r->F, t1 - t0, SG_RG_CHUNK)) continue;
        float hf = w->fent[c];
        for (int64_t t = t0; t < t1; t++) {
            w->hs[t - t0] = hf;
            hf = STATE(r->F, sg_rpair_apply(sg_rg_pair(&w->kc[t]), hf));
        }
        float g = w->gent[C - 1 - c]; /* g_{t1}: the cotangent entering from the right */
        sg_rpair an = t1 < L ? RG_DECAY(r->F, &gate_at(r, w, q, t1)->g, EMU_RESET(r->F, q->seg, t1)) : sg_rpair_identity();
        float acc = 0.0f;
        for (int64_t t = t1 - 1; t >= t0; t--) {
            const int64_t e = q->base + t * D;
            const int reset = EMU_RESET(r->F, q->seg, t);
            const float x = bf(pb->x[e]);
            const sg_rg_coef k = w->kc[t]; /* RG_STEP(r->F, x, u_e, v_e, s, reset) of fwd_summaries */
            if (EMU_FAULT(r->F, REVERSE_TRANSITION_SHIFT)) an = sg_rpair_make(k.abar, k.abm1, 0.0f);
            g = sg_rpair_apply(sg_rpair_with_b(an, bf(pb->dy[e])), g);
            const float ic = r->pn ? sg_pn_sigmoid(r->pn, (uint16_t)(pb->u[e] ^ 0x8000u)) : 0.0f;
            const sg_rg_grad gr = RG_BWD(r->F, r->pn, &k, gate_at(r, w, q, t), ic, x, q->s, reset, g, w->hs[t - t0]);
            if (r->dxf) {
                r->dxf[e] = gr.dx, r->duf[e] = gr.du, r->dvf[e] = gr.dv;
            } else {
                out->dx[e] = sg_f32_to_bf16(gr.dx);
                out->du[e] = sg_f32_to_bf16(gr.du);
                out->dv[e] = sg_f32_to_bf16(gr.dv);
            }
            acc = acc + gr.dpterm;
            an = sg_rpair_make(k.abar, k.abm1, 0.0f);
        }
        if (c == 0 && !EMU_FAULT(r->F, DSTATE0_UNWRITTEN))
            out->dh0[q->b * D + q->d] = EMU_PLANT(r->F, DSTATE0_ZERO, 0.0f, an.a * g);
        if (w->part) w->part[q->b * C + c] = acc;
        row = PARTIAL(r->F, row + acc);
    }
    return row;
}

/* The whole (b, d) sequence, forward then backward; returns its dp partial. */
static float sequence(const rg_run *r, rg_work *w, const rg_seq *q) {
    const int64_t D = r->pb->D;
    EMU_TEST(sg_emu_mark_sequence(r->algo, q->seg, r->pb->L, SG_RG_CHUNK);)
    fwd_summaries(r, w, q);
    entries(r, w, 0 /* forward */, r->pb->h0[q->b * D + q->d], w->fent);
    fwd_replay(r, w, q);
    if (!r->out->dx && !r->dxf) return 0.0f; /* a forward-only call (sg_pass) */
    bwd_summaries(r, w, q);
    entries(r, w, 1 /* backward */, r->pb->dh_last[q->b * D + q->d], w->gent);
    return bwd_replay(r, w, q);
}

/* ---- variant 3: the atomicAdd order of dp ------------------------------------
 * Philox4x32-10 (Random123, as fixtures/generate.c) with key (seed low, high
 * word) and counter (block, d, call low, call high word): draw i of channel d
 * (the Fisher-Yates step of position i, i = n-1 .. 1) is the 64-bit value of
 * words 2(i mod 2), 2(i mod 2)+1 of block floor(i/2), reduced modulo i+1 (a bias
 * of at most (i+1)/2^64, immaterial here). Blocks and channels are 32-bit
 * counter words: n <= 2^33 partials and D <= 2^32 (checked). */
static _Atomic uint64_t g_atomic_counter; /* calls of sg_rglru_atomic_dp so far in this process */

void sg_rglru_atomic_dp_order(uint64_t seed, uint64_t call, uint32_t d, int64_t n, int64_t *perm) {
    for (int64_t i = 0; i < n; i++) perm[i] = i;
    const philox4x32_key_t k = {{(uint32_t)seed, (uint32_t)(seed >> 32)}};
    for (int64_t i = n - 1; i >= 1; i--) {
        const uint64_t blk = (uint64_t)i >> 1;
        const philox4x32_ctr_t c = {{(uint32_t)blk, d, (uint32_t)call, (uint32_t)(call >> 32)}};
        const philox4x32_ctr_t v = philox4x32(c, k);
        const unsigned h = (unsigned)(i & 1) * 2u;
        const uint64_t u = ((uint64_t)v.v[h] << 32) | (uint64_t)v.v[h + 1];
        const int64_t j = (int64_t)(u % (uint64_t)(i + 1));
        const int64_t tmp = perm[i];
        perm[i] = perm[j];
        perm[j] = tmp;
    }
}

uint64_t sg_rglru_atomic_dp_calls(void) { return atomic_load(&g_atomic_counter); }

/* FP32 gates and gradient sinks of the mixer's fused path (NULL fields: the scan's BF16 u, v and outputs). */
typedef struct {
    const float *u, *v;
    float *dx, *du, *dv;
} rg_fgates;

static sg_status rglru_chunked(const sg_rglru_problem *pb, sg_rglru_outputs *out, int grouped, const float *pn,
                               sg_emu_algo algo, const char *name, int atomic, uint64_t seed, uint64_t call,
                               const rg_fgates *fgt) {
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st0 = sg_check_dims(name, B, L, D); /* bounds every index product below */
    if (st0) return st0;
    const int64_t C = (L + SG_RG_CHUNK - 1) / SG_RG_CHUNK, NG = sg_prefix_ngroups(C, SG_RG_GROUP);
    if (atomic && (B * C > (INT64_C(1) << 33) || D > (INT64_C(1) << 32)))
        return sg_fail(SG_E_SHAPE, "%s: %lld partials per channel or D = %lld beyond the order's counter (2^33, 2^32)",
                       name, (long long)(B * C), (long long)D);
    /* with SG_TESTING also .F, the planted fault (SG_FAULT_NONE outside the mutant rows) */
    const rg_fgates none = {NULL, NULL, NULL, NULL, NULL};
    if (!fgt) fgt = &none;
    const int bwd = out->dx || fgt->dx;
    const rg_run r = {.pb = pb, .out = out, .grouped = grouped, .pn = pn, .algo = algo, .C = C, .uf = fgt->u,
                      .vf = fgt->v, .dxf = fgt->dx, .duf = fgt->du, .dvf = fgt->dv EMU_TEST(, .F = sg_fault_active)};
    int failed = 0;
#pragma omp parallel
    {
        rg_work w;
        w.P = sg_malloc_dims(sizeof *w.P, SG_DIMS(C));
        w.Lw = sg_malloc_dims(sizeof *w.Lw, SG_DIMS(C));
        w.Uw = sg_malloc_dims(sizeof *w.Uw, SG_DIMS(NG));
        w.Ow = sg_malloc_dims(sizeof *w.Ow, SG_DIMS(NG));
        w.fent = sg_malloc_dims(sizeof *w.fent, SG_DIMS(C));
        w.gent = sg_malloc_dims(sizeof *w.gent, SG_DIMS(C));
        w.kc = sg_malloc_dims(sizeof *w.kc, SG_DIMS(L));
        w.part = atomic ? sg_malloc_dims(sizeof *w.part, SG_DIMS(B, C)) : NULL;
        w.perm = atomic ? sg_malloc_dims(sizeof *w.perm, SG_DIMS(B, C)) : NULL;
        const int ok = sg_rg_memo_ready(
            &w.memo, pn, w.P && w.Lw && w.Uw && w.Ow && w.fent && w.gent && w.kc && (!atomic || (w.part && w.perm)), &failed);
#pragma omp for schedule(dynamic, 1)
        for (int64_t d = 0; d < D; d++) {
            if (!ok) continue;
            float sig_p;
            const float s = sg_rg_memo_start(&w.memo, pb->p[d], &sig_p);
            if (atomic)
                for (int64_t i = 0; i < B * C; i++) w.part[i] = 0.0f; /* a chunk never replayed adds 0 */
            float total = 0.0f;
            for (int64_t b = 0; b < B; b++) {
                const rg_seq q = {.b = b, .d = d, .base = b * L * D + d, .seg = pb->segpos + b * L, .s = s};
                const float row = sequence(&r, &w, &q);
                if (!(b == B - 1 && EMU_FAULT(r.F, REDUCTION_DROPS_ROW))) total = total + row;
            }
            if (atomic) { /* the same partials, in this call's order */
                sg_rglru_atomic_dp_order(seed, call, (uint32_t)d, B * C, w.perm);
                total = 0.0f;
                for (int64_t i = 0; i < B * C; i++) total = total + w.part[w.perm[i]];
            }
            if (bwd) out->dp[d] = sig_p * total;
        }
        free(w.P);
        free(w.Lw);
        free(w.Uw);
        free(w.Ow);
        free(w.fent);
        free(w.gent);
        free(w.kc);
        free(w.part);
        free(w.perm);
        sg_rg_memo_free(&w.memo);
    }
    if (failed) return sg_fail(SG_E_INTERNAL, "%s: out of memory (L=%lld)", name, (long long)L);
    return SG_OK;
}

sg_status sg_rglru_chunk16_serial(SG_RGLRU_PARAMS) {
    return rglru_chunked(pb, out, 0, NULL, SG_EMU_RG_SERIAL, sg_emu_algo_name(SG_EMU_RG_SERIAL), 0, 0, 0, NULL);
}
sg_status sg_rglru_chunk16_grouped32(SG_RGLRU_PARAMS) {
    return rglru_chunked(pb, out, 1, NULL, SG_EMU_RG_GROUPED, sg_emu_algo_name(SG_EMU_RG_GROUPED), 0, 0, 0, NULL);
}
sg_status sg_rglru_chunk16_serial_pn(SG_RGLRU_PARAMS) {
    float tab[SG_PN_SIG_N];
    sg_pn_sig_fill(tab);
    return rglru_chunked(pb, out, 0, tab, SG_EMU_RG_SERIAL, "rglru_chunk16_serial_pn", 0, 0, 0, NULL);
}
sg_status sg_rglru_atomic_dp_keyed(const sg_rglru_problem *pb, sg_rglru_outputs *out, uint64_t seed, uint64_t call) {
    return rglru_chunked(pb, out, 0, NULL, SG_EMU_RG_SERIAL, "rglru_atomic_dp", 1, seed, call, NULL);
}
sg_status sg_rglru_atomic_dp(SG_RGLRU_PARAMS) {
    uint64_t seed;
    const sg_status st = sg_atomic_seed(&seed);
    if (st) return st;
    return sg_rglru_atomic_dp_keyed(pb, out, seed, atomic_fetch_add(&g_atomic_counter, 1));
}
sg_status sg_rglru_chunked_f32_gates(const sg_rglru_problem *pb, const float *u, const float *v, sg_rglru_outputs *out,
                                     float *dx, float *du, float *dv, int grouped) {
    const rg_fgates f = {u, v, dx, du, dv};
    return rglru_chunked(pb, out, grouped, NULL, grouped ? SG_EMU_RG_GROUPED : SG_EMU_RG_SERIAL,
                         grouped ? "rglru_mixer_grouped32" : "rglru_mixer_serial", 0, 0, 0, &f);
}
