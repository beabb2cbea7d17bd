/* samu_decode_canonical.c - the canonical SAMU decode in FP32 (the yardstick: one step per
 * generated token, the modes' FP32 state between them) and its FP64 variant, from one body
 * (samu_decode_canonical.inc) instantiated by reference/sg_canonical_pair.inc. */
#include "samu_decode.h"

#define SG_CANONICAL_BODY "samu_decode_canonical.inc"
#include "sg_canonical_pair.inc"
