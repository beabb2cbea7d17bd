/* samu_cases.c - the SAMU cases of each named set (fixtures layer). Each case
 * says which code path it targets. Chunk vocabulary: the SAMU kernels use
 * 32-step chunks and groups of 64 chunks (2048 steps); 1-based t. */
#include "sg_fixtures.h"

#include <string.h>

#define S SG_MODEL_SAMU

/* smoke: seconds of oracle on 2 cores. */
static const sg_case_spec smoke[] = {
    {"sa_L1_reset_z0", "SAMU L=1, reset at t=1 discards a nonzero z0", S, 2, 1, 8, "t1", 1, 1, "init", 1.0},
    {"sa_L37_resets", "SAMU L=37, resets inside 32-step chunks", S, 2, 37, 24, "at:5,17,30", 1, 1, "init", 1.0},
    {"sa_rtu", "SAMU zero amplitudes: the static complex diagonal recurrence", S, 1, 64, 16, "t1+at:33", 0, 1, "rtu", 1.0},
    {"sa_oddM_slow", "SAMU odd M (D=38, M=19), slow phases, partial chunk with a reset", S, 1, 83, 38, "at:82", 1, 1, "slow", 1.0},
    {"sa_near1_docs", "SAMU |lambda| near 1 (nu=1e-3), B=2 packed documents", S, 2, 256, 40, "docs:40", 1, 1, "near1", 1.0},
};

/* ci: a few minutes of oracle on 2 cores. */
static const sg_case_spec ci[] = {
    {"sa_L1_carry", "SAMU L=1, no reset: z0 carried, dz0 = conj(lambda_1) G_1", S, 2, 1, 8, "none", 1, 1, "init", 1.0},
    {"sa_L1_reset", "SAMU L=1, reset at t=1: z0 discarded, dz0 = 0", S, 2, 1, 8, "t1", 1, 1, "init", 1.0},
    {"sa_L7", "SAMU L < 16: a single partial chunk", S, 1, 7, 24, "none", 1, 1, "init", 1.0},
    {"sa_L37", "SAMU L=37, not a multiple of 16 or 32", S, 2, 37, 40, "at:20", 0, 0, "init", 1.0},
    {"sa_L83_partial", "SAMU partial last chunk (83 = 2*32+19) with a reset inside it", S, 1, 83, 40, "at:82", 1, 1, "init", 1.0},
    {"sa_reset_t1", "SAMU reset at t=1 with nonzero z0 and dz_last", S, 2, 64, 24, "t1", 1, 1, "init", 1.0},
    {"sa_reset_in_chunk", "SAMU resets inside chunks (t=5,21,40)", S, 2, 64, 24, "at:5,21,40", 1, 1, "init", 1.0},
    {"sa_reset_chunk_edges", "SAMU resets on 32-chunk edges (t=33,65,2081) and one step after a 64-chunk-group edge (t=2050)",
     S, 1, 2100, 16, "at:33,65,2050,2081", 1, 1, "init", 1.0},
    {"sa_reset_consecutive", "SAMU consecutive resets (t=9..12) and one at the last step", S, 2, 48, 16,
     "at:9,10,11,12,48", 1, 1, "init", 1.0},
    {"sa_docs_B4", "SAMU B=4 rows of random packed documents (mean 40)", S, 4, 1024, 64, "docs:40", 1, 1, "init", 1.0},
    {"sa_D100", "SAMU D=100 (M=50), not a multiple of tile widths", S, 2, 300, 100, "docs:100", 1, 1, "init", 1.0},
    {"sa_oddM", "SAMU odd M (D=38, M=19)", S, 2, 200, 38, "docs:80", 1, 1, "init", 1.0},
    {"sa_z0_only", "SAMU z0 nonzero, dz_last zero", S, 1, 200, 40, "none", 1, 0, "init", 1.0},
    {"sa_dzl_only", "SAMU z0 zero, dz_last nonzero", S, 1, 200, 40, "none", 0, 1, "init", 1.0},
    {"sa_rtu", "SAMU zero amplitudes (static RTU) with resets", S, 2, 512, 32, "t1+at:100,300", 1, 1, "rtu", 1.0},
    {"sa_slow", "SAMU slow phase spectrum theta in [0, pi/10)", S, 2, 1024, 48, "docs:200", 1, 1, "slow", 1.0},
    {"sa_clip", "SAMU clipped sqrt derivative (nu ~ 1e-9..1e-8) with resets", S, 2, 512, 32, "t1+at:100,300", 1, 1, "clip", 1.0},
    {"sa_near1", "SAMU |lambda| near 1 (nu=1e-3), long memory, no resets", S, 1, 8192, 32, "none", 1, 1, "near1", 1.0},
    {"sa_scale_1e-3", "SAMU input scale 1e-3", S, 1, 512, 32, "docs:100", 1, 1, "init", 1e-3},
    {"sa_scale_1e3", "SAMU input scale 1e3", S, 1, 512, 32, "docs:100", 1, 1, "init", 1e3},
    {"sa_long_8k_D256", "SAMU L=8192, D=256 (M=128), packed documents", S, 1, 8192, 256, "docs:1000", 1, 1, "init", 1.0},
    {"sa_long_16k_near1", "SAMU L=16384 without resets, nu=1e-3", S, 1, 16384, 64, "none", 1, 1, "near1", 1.0},
    /* coverage (reports/coverage-ci.md): paths too few cases reached */
    {"sa_carry_docs_mixed", "SAMU packed documents whose step 1 continues a document (z0 carried), mixed spectrum (clip "
     "modes included), a reset in the partial last chunk (2100 = 65*32+20), the 64-chunk-group edge carried", S, 2, 2100,
     32, "carry-docs:150+at:2090", 1, 1, "mixed", 1.0},
    {"sa_clip_tail", "SAMU clipped sqrt derivative in packed documents carried from z0, a reset in the partial last "
     "chunk (300 = 9*32+12)", S, 2, 300, 24, "carry-docs:50+at:295", 1, 1, "clip", 1.0},
    {"sa_mixed_B3_partial", "SAMU B=3, mixed spectrum, resets at t=40 and t=100 (inside the partial last chunk, "
     "111 = 3*32+15), z0 carried", S, 3, 111, 40, "at:40,100", 1, 1, "mixed", 1.0},
    {"sa_clip_docs", "SAMU clipped sqrt derivative with packed documents", S, 1, 1000, 16, "docs:100", 1, 1, "clip", 1.0},
    {"sa_group_edges_mixed", "SAMU two 64-chunk-group edges (t=2049, 4097) carried, packed documents from z0, mixed "
     "spectrum, a reset in the partial last chunk (4200 = 131*32+8)", S, 1, 4200, 16, "carry-docs:700+at:4195", 1, 1,
     "mixed", 1.0},
    /* tile edges (reports/coverage-ci.md, reset_tile_*): the ladder of fixtures/sg_fixtures.h, SG_EDGE_LADDER; 4096,
     * 6144 and 8192 are 64-chunk-group edges (2048 steps), 8192 in the partial last chunk (8200 = 256*32+8); no
     * document of the clip case is longer than 2048 steps */
    {"sa_edges_init", "SAMU resets on tile edges of 16..4096 steps (t=49..8193), z0 carried", S, 1, 8200, 16,
     SG_EDGE_LADDER, 1, 1, "init", 1.0},
    {"sa_edges_near1", "SAMU resets on tile edges of 16..4096 steps, |lambda| near 1 (nu=1e-3)", S, 1, 8200, 16,
     SG_EDGE_LADDER, 1, 1, "near1", 1.0},
    {"sa_edges_docs_B2", "SAMU B=2, resets on tile edges of 16..4096 steps and packed documents carried from z0, mixed "
     "spectrum", S, 2, 8200, 8, "carry-docs:400+" SG_EDGE_LADDER, 1, 1, "mixed", 1.0},
    {"sa_edges_clip", "SAMU resets on tile edges of 16..4096 steps and packed documents, clipped sqrt derivative", S, 1,
     8200, 8, "docs:400+" SG_EDGE_LADDER, 1, 1, "clip", 1.0},
    {"sa_edges_slow_dzl", "SAMU resets on tile edges of 16..4096 steps, slow phases, z0 zero, dz_last nonzero", S, 1,
     8200, 24, SG_EDGE_LADDER, 0, 1, "slow", 1.0},
};

void sg_samu_cases(const char *set, const sg_case_spec **specs, int *n) {
    *specs = NULL;
    *n = 0;
    SG_CASES_SET(smoke) SG_CASES_SET(ci)
}
