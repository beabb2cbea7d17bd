/* bf16.c - BF16 <-> FP32: round to nearest, ties to even, on the bit pattern.
 * NaN maps to a quiet NaN with the sign kept (never rounds into Inf);
 * values that round past the largest finite BF16 become Inf, as IEEE requires. */
#include "sg_common.h"

#include <math.h>
#include <string.h>

/* the external definitions of the header's inline conversions (C11 6.7.4) */
extern inline uint16_t sg_f32_to_bf16(float f);
extern inline float sg_bf16_to_f32(uint16_t h);

/* double -> BF16 without double rounding: round to FP32 with round-to-odd
 * (24 >= 8 + 2 bits, so a following RNE to 8 bits is correct), then RNE. */
uint16_t sg_f64_to_bf16(double d) {
    if (d != d) return sg_f32_to_bf16((float)d);
    float f = (float)d;
    if ((double)f != d && isfinite(f)) {
        if (fabs((double)f) > fabs(d)) f = nextafterf(f, 0.0f); /* truncate toward zero */
        uint32_t u;
        memcpy(&u, &f, sizeof u);
        u |= 1u; /* sticky bit: round to odd */
        memcpy(&f, &u, sizeof f);
    }
    return sg_f32_to_bf16(f);
}
