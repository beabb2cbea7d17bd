/* rglru_assoc.c - two REFUSED candidate algorithms for RG-LRU, emulated on the
 * CPU so that the suite's gates judge them on exact numbers (reference/
 * EQUATIONS.md section 7.1; their fate is in EXPECTED_STATUS.md, the evidence
 * under reports/evidence/). Neither is a production path.
 *
 * Variants (rows of the backend table, reference/register.c):
 *   1. cpu.rglru_assoc_f32   the whole sequence of each (b, d) scanned in the
 *      tree order of jax.lax.associative_scan (the Griffin / RecurrentGemma JAX
 *      baseline; scan/sg_scan_tree.inc), over the plain affine pairs
 *      (a_t, b_t) = (abar_t, (x_t i_t) m_t) of sg_rg_step (the FP32 decay
 *      a = exp(l), 0 at a reset: no delta form), composed
 *      (a2 a1, (a2 b1) + b2) in FP32; h_t = (A_t h0) + B_t from the prefix
 *      (A_t, B_t), which for t = 1 is the canonical first step.
 *   2. cpu.rglru_assoc_bf16  the same tree with the scan carried in BF16: the
 *      step pairs' a and b rounded to BF16 before the scan, every composed
 *      pair's a and b rounded to BF16 (sg_apair_compose_bf16), the states
 *      h_t = RN_bf16((A_t h0) + B_t) (h0 stays FP32), h_last the FP32 value of
 *      the BF16 state.
 * Backward (both): the cotangents G_t = dy_t + abar_{t+1} G_{t+1} (dh_last
 * entering at t = L as dy_L + dh_last, the canonical sum) by the same tree
 * scan over the reversed sequence of pairs (abar_{t+1}, dy_t) (BF16-rounded in
 * variant 2; G_t = B of the reverse prefix), then each step's terms by
 * sg_rg_bwd_terms(k, x, s, reset, G_t, h_{t-1}) in FP32 (h_{t-1} the forward's
 * state, h0 at t = 1): dx, du, dv rounded once to BF16; dp in the canonical
 * order (one FP32 accumulator per channel, b ascending, t descending within a
 * row, then dp = sigma(p) acc); dh0 = reset_1 ? 0 : abar_1 G_1 (FP32, as the
 * canonical path writes it).
 * Parallel over channels (each channel's arithmetic is sequential), so the
 * result does not depend on the thread count; bitwise reproducible.
 * Run: scangate run --backend cpu.rglru_assoc_f32 (or cpu.rglru_assoc_bf16).
 * Per-step transcendentals come from the channel's tables by BF16 pattern
 * (rg_gate_memo.h: the same values as the per-step calls, bit for bit).
 * Tests: tests/test_candidates_rglru.c. */
#include "rg_gate_memo.h"
#include "sg_reference.h"
#include "sg_scan_ops.h"
#include "sg_scan_tree.h"

#include <stdlib.h>

_Static_assert(SG_RGLRU_C == 8 && SG_RGLRU_MAX_GRAD == 1000, "sg_scan_ops.h constants must match models/rglru/rglru.h");

static float bf(uint16_t h) { return sg_bf16_to_f32(h); }

/* A value as the variant stores it in its scan: FP32, or rounded to BF16. */
static float stored(int bf16, float v) { return bf16 ? sg_apair_bf16(v) : v; }

typedef struct { /* one thread's work space */
    sg_apair *e, *w; /* [L] the pairs, scanned in place; [L] the scan's work space */
    float *h;        /* [L] the forward states h_1..h_L */
    sg_rg_coef *k;   /* [L] the steps' coefficients, computed once by the forward (a pure
                        function of the stored inputs: the backward reads the same values) */
    sg_rg_memo memo; /* the channel's gates and sigma(u) by pattern (rg_gate_memo.h) */
} as_work;

/* The step's coefficients at time t (0-based) of the sequence at `base`:
 * sg_rg_step's, from the memo (the same bits). */
static inline sg_rg_coef step_at(const sg_rglru_problem *pb, as_work *w, int64_t base, const int32_t *seg, int64_t t) {
    const int64_t k = base + t * pb->D;
    return sg_rg_step_g(bf(pb->x[k]), sg_rg_memo_sigmoid(&w->memo, pb->u[k]), &sg_rg_memo_gate(&w->memo, pb->v[k])->g,
                        seg[t] == 0);
}

static void tree_scan(int bf16, sg_apair *e, int64_t n, sg_apair *w) {
    if (bf16)
        sg_apair_bf16_tree_scan(e, n, w);
    else
        sg_apair_tree_scan(e, n, w);
}

/* The (b, d) sequence, forward then backward; its dp terms are added to *acc
 * (t descending). */
static void sequence(const sg_rglru_problem *pb, sg_rglru_outputs *out, int bf16, int64_t b, int64_t d, float s,
                     as_work *w, float *acc) {
    const int64_t L = pb->L, D = pb->D, base = b * L * D + d;
    const int32_t *seg = pb->segpos + b * L;
    const float h0 = pb->h0[b * D + d];
    /* forward: the step pairs, their prefixes, the states */
    for (int64_t t = 0; t < L; t++) {
        const sg_rg_coef k = w->k[t] = step_at(pb, w, base, seg, t);
        w->e[t] = sg_apair_make(stored(bf16, k.abar), stored(bf16, k.b));
    }
    tree_scan(bf16, w->e, L, w->w);
    for (int64_t t = 0; t < L; t++) {
        const float ah = w->e[t].a * h0;
        const float h = stored(bf16, ah + w->e[t].b);
        w->h[t] = h;
        out->y[base + t * D] = sg_f32_to_bf16(h);
    }
    out->h_last[b * D + d] = w->h[L - 1];
    if (!out->dx) return; /* a forward-only call (sg_pass) */
    /* backward: element j of the reversed sequence is step t = L-1-j, the pair
     * (abar_{t+1}, dy_t) with abar_{L+1} = 1 and dh_last added to dy_L */
    for (int64_t j = 0; j < L; j++) {
        const int64_t t = L - 1 - j;
        const float a = t + 1 < L ? w->k[t + 1].abar : 1.0f; /* sg_rg_decay(v_{t+1}, s, reset_{t+1}).a */
        float y = bf(pb->dy[base + t * D]);
        if (t == L - 1) y = y + pb->dh_last[b * D + d];
        w->e[j] = sg_apair_make(stored(bf16, a), stored(bf16, y));
    }
    tree_scan(bf16, w->e, L, w->w);
    for (int64_t t = L - 1; t >= 0; t--) {
        const int64_t e = base + t * D;
        const int reset = seg[t] == 0;
        const float x = bf(pb->x[e]);
        const sg_rg_coef k = w->k[t];
        const float g = w->e[L - 1 - t].b; /* G_t: the reverse prefix applied to 0 */
        const sg_rg_gate_ent *ge = sg_rg_memo_gate(&w->memo, pb->v[e]);
        const sg_rg_grad gr = sg_rg_bwd_terms_q(&k, ge->a2, ge->g.om, x, s, reset, g, t > 0 ? w->h[t - 1] : h0);
        out->dx[e] = sg_f32_to_bf16(gr.dx);
        out->du[e] = sg_f32_to_bf16(gr.du);
        out->dv[e] = sg_f32_to_bf16(gr.dv);
        *acc = *acc + gr.dpterm;
        if (t == 0) out->dh0[b * D + d] = reset ? 0.0f : k.abar * g;
    }
}

static sg_status rglru_assoc(const sg_rglru_problem *pb, sg_rglru_outputs *out, int bf16) {
    const char *name = bf16 ? "rglru_assoc_bf16" : "rglru_assoc_f32";
    const int64_t B = pb->B, L = pb->L, D = pb->D;
    sg_status st0 = sg_check_dims(name, B, L, D); /* bounds every index product below */
    if (st0) return st0;
    int failed = 0;
#pragma omp parallel
    {
        as_work w;
        w.e = sg_malloc_dims(sizeof *w.e, SG_DIMS(L));
        w.w = sg_malloc_dims(sizeof *w.w, SG_DIMS(L));
        w.h = sg_malloc_dims(sizeof *w.h, SG_DIMS(L));
        w.k = sg_malloc_dims(sizeof *w.k, SG_DIMS(L));
        const int ok = sg_rg_memo_ready(&w.memo, NULL, w.e && w.w && w.h && w.k, &failed);
#pragma omp for schedule(dynamic, 1)
        for (int64_t d = 0; d < D; d++) {
            if (!ok) continue;
            float sig_p;
            const float s = sg_rg_memo_start(&w.memo, pb->p[d], &sig_p);
            float acc = 0.0f;
            for (int64_t b = 0; b < B; b++) sequence(pb, out, bf16, b, d, s, &w, &acc);
            if (out->dx) out->dp[d] = sig_p * acc;
        }
        free(w.e);
        free(w.w);
        free(w.h);
        free(w.k);
        sg_rg_memo_free(&w.memo);
    }
    if (failed) return sg_fail(SG_E_INTERNAL, "%s: out of memory (L=%lld)", name, (long long)L);
    return SG_OK;
}

sg_status sg_rglru_assoc_f32(SG_RGLRU_PARAMS) { return rglru_assoc(pb, out, 0); }
sg_status sg_rglru_assoc_bf16(SG_RGLRU_PARAMS) { return rglru_assoc(pb, out, 1); }
