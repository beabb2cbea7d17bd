/* rglru_cases.c - the RG-LRU cases of each named set (fixtures layer). Each
 * case says which code path it targets. Chunk vocabulary: the RG-LRU kernels
 * use 16-step chunks and groups of 32 chunks (512 steps); 1-based t. */
#include "sg_fixtures.h"

#include <string.h>

#define R SG_MODEL_RGLRU

/* smoke: seconds of oracle on 2 cores. */
static const sg_case_spec smoke[] = {
    {"rg_L1_reset_h0", "L=1, reset at t=1 discards a nonzero h0", R, 2, 1, 8, "t1", 1, 1, "init", 1.0},
    {"rg_L37_resets", "L=37 (not a multiple of 16/32), resets inside chunks", R, 2, 37, 24, "at:5,17,30", 1, 1, "init", 1.0},
    {"rg_partial_chunk", "partial last chunk (83 = 5*16+3) with a reset inside it", R, 1, 83, 40, "at:82", 1, 0, "init", 1.0},
    {"rg_clip", "sqrt-clip regime p~-20 (1-a^2 < 2.5e-7)", R, 1, 64, 16, "t1+at:33", 0, 1, "clip", 1.0},
    {"rg_fast", "fast decay p~+3", R, 1, 64, 16, "none", 1, 0, "fast", 1.0},
    {"rg_docs_b2", "B=2, random packed documents, mixed regimes", R, 2, 256, 40, "docs:40", 1, 1, "mixed", 1.0},
};

/* ci: a few minutes of oracle on 2 cores. */
static const sg_case_spec ci[] = {
    {"rg_L1_carry", "L=1, no reset: h0 carried, dh0 = a_1 g_1", R, 2, 1, 8, "none", 1, 1, "init", 1.0},
    {"rg_L1_reset", "L=1, reset at t=1: h0 discarded, dh0 = 0", R, 2, 1, 8, "t1", 1, 1, "init", 1.0},
    {"rg_L7", "L < 16: a single partial chunk", R, 1, 7, 24, "none", 1, 1, "init", 1.0},
    {"rg_L37", "L=37, not a multiple of 16 or 32", R, 2, 37, 40, "at:20", 0, 0, "init", 1.0},
    {"rg_L83_partial", "partial last chunk (83 = 5*16+3) with a reset inside it", R, 1, 83, 40, "at:82", 1, 1, "init", 1.0},
    {"rg_reset_t1", "reset at t=1 (h0 discarded) with nonzero h0 and dh_last", R, 2, 64, 24, "t1", 1, 1, "init", 1.0},
    {"rg_reset_in_chunk", "resets inside chunks (t=5,21,40)", R, 2, 64, 24, "at:5,21,40", 1, 1, "init", 1.0},
    {"rg_reset_chunk_edges", "resets on 16-chunk and 32-chunk-group edges (t=17,33,513,529)", R, 1, 600, 24,
     "at:17,33,513,529", 1, 1, "init", 1.0},
    {"rg_reset_consecutive", "consecutive resets (t=9..12) and one at the last step", R, 2, 48, 16,
     "at:9,10,11,12,48", 1, 1, "init", 1.0},
    {"rg_docs_B4", "B=4 rows of random packed documents (mean 40)", R, 4, 1024, 64, "docs:40", 1, 1, "init", 1.0},
    {"rg_D100", "D=100, not a multiple of common tile widths", R, 2, 300, 100, "docs:100", 1, 1, "init", 1.0},
    {"rg_D72_h0_only", "D=72, h0 nonzero, dh_last zero", R, 1, 200, 72, "none", 1, 0, "init", 1.0},
    {"rg_dhl_only", "h0 zero, dh_last nonzero", R, 1, 200, 40, "none", 0, 1, "init", 1.0},
    {"rg_near1", "decay near 1 (r up to 0.99999), long memory", R, 1, 8192, 32, "none", 1, 1, "near1", 1.0},
    {"rg_clip", "sqrt-clip regime p~-20 with resets", R, 2, 512, 32, "t1+at:100,300", 1, 1, "clip", 1.0},
    {"rg_fast", "fast decay p~+3", R, 2, 512, 32, "docs:64", 1, 1, "fast", 1.0},
    {"rg_mixed", "channels cycle init/near1/clip/fast", R, 2, 1024, 48, "docs:200", 1, 1, "mixed", 1.0},
    {"rg_scale_1e-3", "input scale 1e-3", R, 1, 512, 32, "docs:100", 1, 1, "init", 1e-3},
    {"rg_scale_1e3", "input scale 1e3", R, 1, 512, 32, "docs:100", 1, 1, "init", 1e3},
    {"rg_long_4k", "L=4096, 8 groups of 32 chunks, packed documents", R, 1, 4096, 64, "docs:1000", 1, 1, "init", 1.0},
    {"rg_long_16k", "L=16384 without resets, long-sequence accumulation", R, 1, 16384, 32, "none", 1, 1, "mixed", 1.0},
    {"rg_long_32k_docs", "L=32768 (64 groups of 32 chunks), packed documents", R, 1, 32768, 64, "docs:2000", 1, 1, "init", 1.0},
    {"rg_near1_64k", "L=65536 without resets, decay near 1", R, 1, 65536, 32, "none", 1, 1, "near1", 1.0},
    {"rg_B2_8k_D128", "B=2, L=8192, D=128, packed documents, mixed regimes", R, 2, 8192, 128, "docs:500", 1, 1, "mixed", 1.0},
    /* coverage (reports/coverage-ci.md): paths too few cases reached */
    {"rg_carry_docs_partial", "packed documents whose step 1 continues a document (h0 carried), a reset in the partial "
     "last chunk (1030 = 64*16+6), group edges at 512 and 1024 carried, mixed regimes", R, 2, 1030, 32,
     "carry-docs:120+at:1027", 1, 1, "mixed", 1.0},
    {"rg_carry_clip_tail", "deep sqrt-clip regime in packed documents carried from h0, a reset in the partial last chunk "
     "(700 = 43*16+12)", R, 1, 700, 24, "carry-docs:60+at:695", 1, 1, "clip", 1.0},
    {"rg_partial_tail_B3", "B=3, resets at t=49 and t=51 inside the partial last chunk (51 = 3*16+3), h0 carried", R, 3,
     51, 40, "at:49,51", 1, 1, "init", 1.0},
    /* tile edges (reports/coverage-ci.md, reset_tile_*): one reset ladder on the first step of a tile of every power
     * of two T from 16 to 4096, 0-based 48 (16*3), 96 (32*3), 320 (64*5), 384 (128*3), 768 (256*3), 1536 (512*3),
     * 3072 (1024*3), 4096, 6144 (2048*3), 8192 (4096*2): a kernel that drops the resets on its T-tile edges drops
     * one more of them than one of tiles of 2T; 4096, 6144 and 8192 are also group edges deep in the sequence, and
     * 8192 lies in the partial last chunk (8200 = 512*16+8) */
    {"rg_edges_init", "resets on tile edges of 16..4096 steps (t=49..8193), h0 carried", R, 1, 8200, 16, SG_EDGE_LADDER, 1,
     1, "init", 1.0},
    {"rg_edges_near1", "resets on tile edges of 16..4096 steps, decay near 1 (long memory up to each edge)", R, 1, 8200,
     16, SG_EDGE_LADDER, 1, 1, "near1", 1.0},
    {"rg_edges_docs_B2", "B=2, resets on tile edges of 16..4096 steps and packed documents carried from h0, mixed "
     "regimes", R, 2, 8200, 8, "carry-docs:400+" SG_EDGE_LADDER, 1, 1, "mixed", 1.0},
    {"rg_edges_fast", "resets on tile edges of 16..4096 steps and at t=1, fast decay", R, 1, 8200, 8,
     "t1+" SG_EDGE_LADDER, 1, 1, "fast", 1.0},
    {"rg_edges_dhl_only", "resets on tile edges of 16..4096 steps, h0 zero, dh_last nonzero", R, 1, 8200, 24,
     SG_EDGE_LADDER, 0, 1, "init", 1.0},
};

/* bench: the oracle benchmark shapes (D=64). */
static const sg_case_spec bench[] = {
    {"rg_bench_L2048", "benchmark L=2048", R, 1, 2048, 64, "docs:1000", 1, 1, "init", 1.0},
    {"rg_bench_L8192", "benchmark L=8192", R, 1, 8192, 64, "docs:1000", 1, 1, "init", 1.0},
    {"rg_bench_L32768", "benchmark L=32768", R, 1, 32768, 64, "docs:1000", 1, 1, "init", 1.0},
};

void sg_rglru_cases(const char *set, const sg_case_spec **specs, int *n) {
    *specs = NULL;
    *n = 0;
    SG_CASES_SET(smoke) SG_CASES_SET(ci) SG_CASES_SET(bench)
}
