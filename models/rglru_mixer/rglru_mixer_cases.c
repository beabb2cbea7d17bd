/* rglru_mixer_cases.c - the RG-LRU mixer's cases of each named set (fixtures
 * layer). D is a multiple of 16 (the gates' blocks); W = D/16 is each block's
 * width, the length of each gate's dot product. Each case says what it targets. */
#include "sg_fixtures.h"

#include <string.h>

#define X SG_MODEL_RGLRU_MIXER

/* smoke: seconds of oracle on 2 cores. */
static const sg_case_spec smoke[] = {
    {"mx_L37_resets", "mixer: L=37, resets inside chunks and in the partial last one, W=2", X, 2, 37, 32, "at:5,17,35",
     1, 1, "init", 1.0},
    {"mx_docs_mixed", "mixer: B=2 packed documents, mixed regimes, W=4", X, 2, 256, 64, "docs:40", 1, 1, "mixed", 1.0},
};

/* ci: the gate front's paths (bias, every block, the transposes into dx) under the core's regimes. */
static const sg_case_spec ci[] = {
    {"mx_L1_carry", "mixer: L=1, no reset: h0 carried through the gates", X, 2, 1, 32, "none", 1, 1, "init", 1.0},
    {"mx_L1_reset", "mixer: L=1, reset at t=1: h0 discarded, dv = 0", X, 2, 1, 32, "t1", 1, 1, "init", 1.0},
    {"mx_resets", "mixer: resets in chunks and in the partial last chunk (83 = 5*16+3)", X, 2, 83, 64, "at:5,17,82", 1,
     1, "init", 1.0},
    {"mx_docs_B4", "mixer: B=4 rows of packed documents, dw sums over 2048 steps", X, 4, 512, 64, "docs:40", 1, 1,
     "init", 1.0},
    {"mx_mixed", "mixer: channels cycle init/near1/clip/fast, W=8", X, 2, 1024, 128, "docs:200", 1, 1, "mixed", 1.0},
    {"mx_near1", "mixer: decays near 1, L=4096 without resets: the gate's error through 1/m", X, 1, 4096, 32, "none",
     1, 1, "near1", 1.0},
    {"mx_clip", "mixer: sqrt-clip regime with resets", X, 2, 512, 32, "t1+at:100,300", 1, 1, "clip", 1.0},
    {"mx_D256", "mixer: D=256, W=16 (16-term gate dot products)", X, 1, 256, 256, "docs:64", 1, 1, "init", 1.0},
    {"mx_D1024", "mixer: D=1024, W=64: the study's width and block layout", X, 1, 64, 1024, "docs:32", 1, 1, "init",
     1.0},
    {"mx_edges", "mixer: resets on tile edges of 16..4096 steps (t=49..8193), h0 carried, mixed regimes", X, 1, 8200,
     32, SG_EDGE_LADDER, 1, 1, "mixed", 1.0},
    {"mx_scale_1e-3", "mixer: input scale 1e-3 (gates near their biases)", X, 1, 256, 32, "docs:64", 1, 1, "init", 1e-3},
};

void sg_rglru_mixer_cases(const char *set, const sg_case_spec **specs, int *n) {
    *specs = NULL;
    *n = 0;
    SG_CASES_SET(smoke) SG_CASES_SET(ci)
}
