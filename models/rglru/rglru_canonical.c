/* rglru_canonical.c - the canonical sequential RG-LRU path in FP32 (the
 * yardstick) and its FP64 variant, instantiated from one body
 * (rglru_canonical.inc; reference layer). */
#include "rglru.h"

#include <math.h>
#include <stdlib.h>

#define REAL float
#define FN(name) name##f
#define SUFFIX f32
#define TO_BF16(h) sg_f32_to_bf16(h)
#include "rglru_canonical.inc"
#undef REAL
#undef FN
#undef SUFFIX
#undef TO_BF16

#define REAL double
#define FN(name) name
#define SUFFIX f64
#define TO_BF16(h) sg_f64_to_bf16(h)
#include "rglru_canonical.inc"
#undef REAL
#undef FN
#undef SUFFIX
#undef TO_BF16
