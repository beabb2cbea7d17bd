/* rglru_decode_cases.c - the RG-LRU decode cases of each named set (fixtures layer).
 * The resets pattern starts with "prompt:P" (the prefill length; none: P = 0, every
 * token generated); L = P + N. The grid of the study's inference path: P in {0, 1, 4096},
 * N in {1, 128, 4096}, batch in {1, 16, 128, 512}, resets in the prompt and among the
 * generated tokens, decays near 1; D = 32 (W = 2) keeps the oracle to seconds, the gate
 * front's width is the mixer cases' business (models/rglru_mixer/). */
#include "sg_fixtures.h"

#include <string.h>

#define R SG_MODEL_RGLRU_DECODE

static const sg_case_spec smoke[] = {
    {"dc_P37_N27", "decode: a 37-token prompt, 27 generated, resets in both", R, 2, 64, 32, "prompt:37+at:5,40", 1, 0,
     "mixed", 1.0},
};

static const sg_case_spec ci[] = {
    {"dc_P0_N1_B512", "decode: one generated token from h0, batch 512", R, 512, 1, 32, "none", 1, 0, "init", 1.0},
    {"dc_P1_N1_B128", "decode: a 1-token prompt (reset), one generated token, batch 128", R, 128, 2, 32, "prompt:1+t1", 1,
     0, "init", 1.0},
    {"dc_P0_N128_B16", "decode: 128 generated tokens, packed documents among them, batch 16", R, 16, 128, 32, "docs:40",
     1, 0, "init", 1.0},
    {"dc_P1_N128_B128", "decode: a 1-token prompt carried from h0, 128 generated, batch 128", R, 128, 129, 32,
     "prompt:1+docs:60", 1, 0, "mixed", 1.0},
    {"dc_P4096_N1_B1", "decode: a 4096-token prompt with documents, one generated token", R, 1, 4097, 32,
     "prompt:4096+docs:1000", 1, 0, "init", 1.0},
    {"dc_P4096_N128_B16", "decode: a 4096-token prompt, 128 generated, resets in the prompt and after it, batch 16", R,
     16, 4224, 32, "prompt:4096+at:100,2049,4097,4150", 1, 0, "mixed", 1.0},
    {"dc_P0_N4096_B16", "decode: 4096 generated tokens without a reset, batch 16 (the state's drift)", R, 16, 4096, 32,
     "none", 1, 0, "init", 1.0},
    {"dc_P4096_N4096_near1", "decode: 4096 + 4096 tokens without a reset, decays near 1 (long memory)", R, 1, 8192, 32,
     "prompt:4096", 1, 0, "near1", 1.0},
    {"dc_P128_N128_clip", "decode: sqrt-clip regime, resets in the prompt and among the generated tokens", R, 4, 256,
     32, "prompt:128+t1+at:60,130,200", 1, 0, "clip", 1.0},
    {"dc_P128_N128_D256", "decode: D=256 (16-term gates), batch 16", R, 16, 256, 256, "prompt:128+docs:100", 1, 0,
     "init", 1.0},
};

void sg_rglru_decode_cases(const char *set, const sg_case_spec **specs, int *n) {
    *specs = NULL;
    *n = 0;
    SG_CASES_SET(smoke) SG_CASES_SET(ci)
}
