/* rglru_decode_canonical.c - the canonical RG-LRU decode in FP32 (the yardstick: one
 * step per generated token, FP32 state between them) and its FP64 variant, from one body
 * (rglru_decode_canonical.inc) instantiated by reference/sg_canonical_pair.inc. */
#include "rglru_decode.h"

#define SG_CANONICAL_BODY "rglru_decode_canonical.inc"
#include "sg_canonical_pair.inc"
