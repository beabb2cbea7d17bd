/* foreign.c - the foreign libm of sg_foreign.h: FP64, rounded to FP32, and on
 * one argument in four the other faithful neighbour. */
#include "sg_foreign.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

/* y (the FP64 value of f at x) rounded to FP32, or, where a hash of x's bits
 * picks it (one in four), the FP32 neighbour on y's other side: both are
 * within one ulp of y. An exactly representable y is kept. */
static float faithful(double y, float x) {
    float r = (float)y;
    uint32_t b;
    memcpy(&b, &x, sizeof b);
    b ^= b >> 16; /* a 32-bit integer finaliser (murmur3's) */
    b *= UINT32_C(0x85ebca6b);
    b ^= b >> 13;
    b *= UINT32_C(0xc2b2ae35);
    b ^= b >> 16;
    if ((b & 3u) != 0 || isnan(y) || isinf(y)) return r;
    if ((double)r < y) return nextafterf(r, INFINITY);
    if ((double)r > y) return nextafterf(r, -INFINITY);
    return r;
}

float sg_foreign_expf(float x) { return faithful(exp((double)x), x); }
float sg_foreign_expm1f(float x) { return faithful(expm1((double)x), x); }
float sg_foreign_log1pf(float x) { return faithful(log1p((double)x), x); }
float sg_foreign_sqrtf(float x) { return faithful(sqrt((double)x), x); }
float sg_foreign_tanhf(float x) { return faithful(tanh((double)x), x); }
float sg_foreign_sinf(float x) { return faithful(sin((double)x), x); }
float sg_foreign_cosf(float x) { return faithful(cos((double)x), x); }
