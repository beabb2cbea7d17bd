/* rglru_canonical.c - the canonical sequential RG-LRU path in FP32 (the
 * yardstick) and its FP64 variant, both from one body (rglru_canonical.inc),
 * instantiated by reference/sg_canonical_pair.inc (reference layer). */
#include "rglru.h"

#define SG_CANONICAL_BODY "rglru_canonical.inc"
#include "sg_canonical_pair.inc"
