/* samu_decode_cases.c - the SAMU decode cases of each named set (fixtures layer). As the
 * RG-LRU decode's (models/rglru_decode/rglru_decode_cases.c): "prompt:P" first, L = P + N,
 * P in {0, 1, 4096}, N in {1, 128, 4096}, batch 1 to 512, resets in the prompt and among
 * the generated tokens, long-memory modes (near1: nu = 1e-3). */
#include "sg_fixtures.h"

#include <string.h>

#define S SG_MODEL_SAMU_DECODE

static const sg_case_spec smoke[] = {
    {"sd_P37_N27", "SAMU decode: a 37-token prompt, 27 generated, resets in both", S, 2, 64, 32, "prompt:37+at:5,40", 1,
     0, "init", 1.0},
};

static const sg_case_spec ci[] = {
    {"sd_P0_N1_B512", "SAMU decode: one generated token from z0, batch 512", S, 512, 1, 32, "none", 1, 0, "init", 1.0},
    {"sd_P1_N1_B128", "SAMU decode: a 1-token prompt (reset), one generated token, batch 128", S, 128, 2, 32,
     "prompt:1+t1", 1, 0, "init", 1.0},
    {"sd_P0_N128_B16", "SAMU decode: 128 generated tokens, packed documents among them, batch 16", S, 16, 128, 32,
     "docs:40", 1, 0, "init", 1.0},
    {"sd_P1_N128_B128", "SAMU decode: a 1-token prompt carried from z0, 128 generated, batch 128", S, 128, 129, 32,
     "prompt:1+docs:60", 1, 0, "mixed", 1.0},
    {"sd_P4096_N1_B1", "SAMU decode: a 4096-token prompt with documents, one generated token", S, 1, 4097, 32,
     "prompt:4096+docs:1000", 1, 0, "init", 1.0},
    {"sd_P4096_N128_B16", "SAMU decode: a 4096-token prompt, 128 generated, resets in the prompt and after it", S, 16,
     4224, 32, "prompt:4096+at:100,2049,4097,4150", 1, 0, "mixed", 1.0},
    {"sd_P0_N4096_B16", "SAMU decode: 4096 generated tokens without a reset, batch 16", S, 16, 4096, 32, "none", 1, 0,
     "init", 1.0},
    {"sd_P4096_N4096_near1", "SAMU decode: 4096 + 4096 tokens, long-memory modes (nu = 1e-3)", S, 1, 8192, 32,
     "prompt:4096", 1, 0, "near1", 1.0},
    {"sd_P128_N128_clip", "SAMU decode: clip-regime modes, resets in the prompt and among the generated tokens", S, 4,
     256, 32, "prompt:128+t1+at:60,130,200", 1, 0, "clip", 1.0},
    {"sd_P128_N128_slow", "SAMU decode: slow phases, odd M (D=38), batch 16", S, 16, 256, 38, "prompt:128+docs:100", 1,
     0, "slow", 1.0},
};

void sg_samu_decode_cases(const char *set, const sg_case_spec **specs, int *n) {
    *specs = NULL;
    *n = 0;
    SG_CASES_SET(smoke) SG_CASES_SET(ci)
}
