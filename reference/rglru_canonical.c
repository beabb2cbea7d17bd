/* rglru_canonical.c - the canonical FP32 sequential RG-LRU and SAMU paths and
 * their FP64 variants, instantiated from one body each (rglru_canonical.inc,
 * samu_canonical.inc). */
#include "sg_reference.h"

#include <math.h>
#include <stdlib.h>

#define REAL float
#define FN(name) name##f
#define SUFFIX f32
#define TO_BF16(h) sg_f32_to_bf16(h)
#include "rglru_canonical.inc"
#include "samu_canonical.inc"
#undef REAL
#undef FN
#undef SUFFIX
#undef TO_BF16

#define REAL double
#define FN(name) name
#define SUFFIX f64
#define TO_BF16(h) sg_f64_to_bf16(h)
#include "rglru_canonical.inc"
#include "samu_canonical.inc"
#undef REAL
#undef FN
#undef SUFFIX
#undef TO_BF16
