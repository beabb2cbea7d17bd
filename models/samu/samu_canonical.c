/* samu_canonical.c - the canonical sequential SAMU path in FP32 (the
 * yardstick) and its FP64 variant, both from one body (samu_canonical.inc),
 * instantiated by reference/sg_canonical_pair.inc (reference layer). */
#include "samu.h"

#define SG_CANONICAL_BODY "samu_canonical.inc"
#include "sg_canonical_pair.inc"
