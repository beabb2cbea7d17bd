/* sg_scan_tree.h - the plain affine pairs (a, b) of the refused RG-LRU
 * candidates cpu.rglru_assoc_f32 and cpu.rglru_assoc_bf16 (reference/
 * rglru_assoc.c; reference/EQUATIONS.md section 7.1) and their scans in the
 * tree order of jax.lax.associative_scan (sg_scan_tree.inc, instantiated here:
 * sg_apair_tree_scan, sg_apair_bf16_tree_scan). CPU only; needs sg_common.h
 * (the BF16 rounding) from the including target.
 *
 * What it keeps true:
 *  - a pair is the plain (a, b) of the JAX baseline, h -> (a h) + b, without
 *    the delta form (am1) of the chunked emulations (scan/sg_scan_ops.h,
 *    numerics revision 3): the candidates are emulated as proposed;
 *  - p2 o p1 = (a2 a1, (a2 b1) + b2), p1 applied first: each product and the
 *    sum rounded once in FP32, no FMA (-ffp-contract=off, the project's flags);
 *  - BF16 variant: the same FP32 operations on BF16-valued operands, then the
 *    composed a and b each rounded to BF16 (round to nearest, ties to even,
 *    sg_f32_to_bf16): a scan carried in BF16 storage with FP32 arithmetic.
 *    The products of two BF16 values are exact in FP32 (8 + 8 <= 24
 *    significant bits, barring underflow), so the composed a is rounded once,
 *    to BF16; the sum (a2 b1) + b2 is rounded to FP32, then to BF16. */
#ifndef SG_SCAN_TREE_H
#define SG_SCAN_TREE_H

#include "sg_common.h"

#include <stdint.h>

typedef struct {
    float a, b;
} sg_apair;

static inline sg_apair sg_apair_make(float a, float b) {
    sg_apair p;
    p.a = a;
    p.b = b;
    return p;
}

/* p2 o p1 = (a2 a1, (a2 b1) + b2) */
static inline sg_apair sg_apair_compose(sg_apair p2, sg_apair p1) {
    const float ab = p2.a * p1.b;
    return sg_apair_make(p2.a * p1.a, ab + p2.b);
}

/* The FP32 value of the BF16 rounding of v (RNE). */
static inline float sg_apair_bf16(float v) { return sg_bf16_to_f32(sg_f32_to_bf16(v)); }

/* p2 o p1 in FP32, then a and b rounded to BF16. */
static inline sg_apair sg_apair_compose_bf16(sg_apair p2, sg_apair p1) {
    const sg_apair r = sg_apair_compose(p2, p1);
    return sg_apair_make(sg_apair_bf16(r.a), sg_apair_bf16(r.b));
}

#define SG_TREE_NAME(x) sg_apair_##x
#define SG_TREE_PAIR sg_apair
#define SG_TREE_COMPOSE sg_apair_compose
#include "sg_scan_tree.inc"

#define SG_TREE_NAME(x) sg_apair_bf16_##x
#define SG_TREE_PAIR sg_apair
#define SG_TREE_COMPOSE sg_apair_compose_bf16
#include "sg_scan_tree.inc"

#endif
