/* rglru_mixer_canonical.c - the canonical sequential RG-LRU mixer in FP32 (the
 * yardstick) and its FP64 variant, both from one body (rglru_mixer_canonical.inc),
 * instantiated by reference/sg_canonical_pair.inc (reference layer). */
#include "rglru_mixer.h"

#define SG_CANONICAL_BODY "rglru_mixer_canonical.inc"
#include "sg_canonical_pair.inc"
