/* rglru_mixer_canonical.c - the canonical sequential RG-LRU mixer in FP32 (the
 * yardstick) and its FP64 variant, both from one body (rglru_mixer_canonical.inc),
 * instantiated by reference/sg_canonical_pair.inc (reference layer). */
#include "rglru_mixer.h"

#define SG_CANONICAL_BODY "rglru_mixer_canonical.inc"
#include "sg_canonical_pair.inc"

/* The FP32 path's gate front and back end (rglru_mixer.h), for the mixer's emulations. */
void sg_rglru_mixer_gates_f32(const sg_rglru_mixer_problem *pb, float *u, float *v) { mx_gates_f32(pb, u, v); }

void sg_rglru_mixer_backprop_f32(const sg_rglru_mixer_problem *pb, const float *du, const float *dv, const float *dxd,
                                 sg_rglru_mixer_outputs *out) {
    mx_backprop_f32(pb, du, dv, dxd, out);
}
