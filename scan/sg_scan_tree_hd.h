/* sg_scan_tree_hd.h - the plain affine pairs of the refused RG-LRU candidates
 * and their scan in the tree order of jax.lax.associative_scan, callable on the
 * host AND the device (SG_HD, from sg_scan_ops.h), with a stride between the
 * elements of one sequence so that a CUDA thread per channel can scan scratch
 * laid out channel-fastest. Used by kernels/rglru/candidates_rglru.cu (cuda.rglru_assoc_f32,
 * cuda.rglru_assoc_bf16); written so that reference/rglru_assoc.c can include
 * it in place of scan/sg_scan_tree.h later (stride 1).
 *
 * Why a second file: scan/sg_scan_tree.h and sg_scan_tree.inc are host-only
 * (static inline without SG_HD; the BF16 rounding through common/bf16.c's
 * sg_f32_to_bf16, an extern host function; the .inc recursive over contiguous
 * arrays), and their bytes are part of the CPU rows' code hash (backends/
 * code_hash.cmake, group CPU_RGLRU), so editing them would void the stored
 * verdicts of every cpu.rglru_* row. Until the CPU emulation switches to this
 * header the two are PARALLEL code that must stay equal operation for
 * operation; tests/test_candidates_rglru.c checks, on the host, that this
 * header's scan composes exactly the trees of sg_scan_tree.inc (recorded as
 * strings, n = 1..17) and writes the bits of sg_apair_tree_scan /
 * sg_apair_bf16_tree_scan (FP32 and BF16) on random pairs.
 *
 * What it keeps true (the same as sg_scan_tree.h):
 *  - a pair is the plain (a, b) of the JAX baseline, h -> (a h) + b;
 *  - p2 o p1 = (a2 a1, (a2 b1) + b2), p1 applied first: each product and the
 *    sum rounded once in FP32, no FMA (host -ffp-contract=off, device
 *    --fmad=false: the project's flags);
 *  - BF16 variant: the same FP32 operations, then a and b each rounded to BF16
 *    (RNE) by sg_bf16_roundf (scan/sg_scan_ops.h), the same bit operation as
 *    sg_bf16_to_f32(sg_f32_to_bf16(v)) (common/bf16.c) including NaN (quiet,
 *    sign kept) and overflow to Inf;
 *  - the scan is jax's tree (the recursion written out in sg_scan_tree.inc):
 *    R_j = E_{2j+1} o E_{2j}; O = scan(R); E_{2j} <- E_{2j} o O_{j-1} (j >= 1);
 *    E_{2j+1} <- O_j. It is evaluated here without recursion (a device stack
 *    of unknown size is avoided): every level's R is formed going down, then
 *    the levels are finished from the deepest up. Each compose has the same
 *    two operands as in the recursion (its operands are final when it runs,
 *    and no value is ever accumulated across composes), so the results are
 *    bitwise those of the recursion; the work space holds the levels at the
 *    same offsets (level 1 at work[0..n/2), level 2 after it, ...).
 *
 * Generated (SG_TREE_HD_SCAN(name, PAIR, COMPOSE)):
 *   void name(PAIR *e, int64_t n, int64_t stride, PAIR *work)
 *     in place, e[k stride] <- e[k stride] o ... o e[0] for k = 0..n-1; work
 *     holds at least n pairs at the same stride (work[i stride], i < n).
 * Instantiated: sg_tpair_tree_scan (FP32), sg_tpair_bf16_tree_scan (BF16). */
#ifndef SG_SCAN_TREE_HD_H
#define SG_SCAN_TREE_HD_H

#include "sg_scan_ops.h" /* SG_HD, sg_bf16_roundf */

#include <stdint.h>

typedef struct {
    float a, b;
} sg_tpair;

SG_HD static inline sg_tpair sg_tpair_make(float a, float b) {
    sg_tpair p;
    p.a = a;
    p.b = b;
    return p;
}

/* p2 o p1 = (a2 a1, (a2 b1) + b2) */
SG_HD static inline sg_tpair sg_tpair_compose(sg_tpair p2, sg_tpair p1) {
    const float ab = p2.a * p1.b;
    return sg_tpair_make(p2.a * p1.a, ab + p2.b);
}

/* p2 o p1 in FP32, then a and b rounded to BF16. */
SG_HD static inline sg_tpair sg_tpair_compose_bf16(sg_tpair p2, sg_tpair p1) {
    const sg_tpair r = sg_tpair_compose(p2, p1);
    return sg_tpair_make(sg_bf16_roundf(r.a), sg_bf16_roundf(r.b));
}

/* A value as a variant stores it in its scan: FP32 (bf16 = 0) or rounded to BF16. */
SG_HD static inline float sg_tpair_stored(int bf16, float v) { return bf16 ? sg_bf16_roundf(v) : v; }

/* The state from a prefix (A, B) and h0: stored((A h0) + B) (reference/rglru_assoc.c). */
SG_HD static inline float sg_tpair_state(int bf16, sg_tpair p, float h0) {
    const float ah = p.a * h0;
    return sg_tpair_stored(bf16, ah + p.b);
}

/* The tree scan of jax.lax.associative_scan, iterative, over e[k * stride]. */
#define SG_TREE_HD_SCAN(NAME, PAIR, COMPOSE)                                                                     \
    SG_HD static inline void NAME(PAIR *e, int64_t n, int64_t stride, PAIR *work) {                             \
        /* level 0 is e (length n); level v + 1 (length n_v / 2) starts at work[off_v], off_0 = 0 */            \
        int64_t len[64], off[64];                                                                                \
        int nlev = 0;                                                                                            \
        PAIR *src = e;                                                                                           \
        int64_t m = n, at = 0;                                                                                   \
        while (m >= 2) { /* going down: R of every level */                                                      \
            const int64_t h = m / 2;                                                                             \
            PAIR *red = work + at * stride;                                                                      \
            for (int64_t j = 0; j < h; j++)                                                                      \
                red[j * stride] = COMPOSE(src[(2 * j + 1) * stride], src[2 * j * stride]);                       \
            len[nlev] = m;                                                                                       \
            off[nlev] = at;                                                                                      \
            nlev++;                                                                                              \
            src = red;                                                                                           \
            at += h;                                                                                             \
            m = h;                                                                                               \
        }                                                                                                        \
        for (int v = nlev - 1; v >= 0; v--) { /* going up: the deepest level first */                            \
            PAIR *cur = v == 0 ? e : work + off[v - 1] * stride;                                                 \
            PAIR *red = work + off[v] * stride;                                                                  \
            const int64_t nv = len[v], hv = nv / 2;                                                              \
            for (int64_t j = 1; 2 * j < nv; j++)                                                                 \
                cur[2 * j * stride] = COMPOSE(cur[2 * j * stride], red[(j - 1) * stride]);                       \
            for (int64_t j = 0; j < hv; j++) cur[(2 * j + 1) * stride] = red[j * stride];                        \
        }                                                                                                        \
    }

SG_TREE_HD_SCAN(sg_tpair_tree_scan, sg_tpair, sg_tpair_compose)
SG_TREE_HD_SCAN(sg_tpair_bf16_tree_scan, sg_tpair, sg_tpair_compose_bf16)

#endif
