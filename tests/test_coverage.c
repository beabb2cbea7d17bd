/* test_coverage.c - the coverage table (models/coverage.c): each condition
 * counted from generated data on cases built to meet it or not, the reset
 * patterns it relies on ('+' terms, carry-docs), the tile-edge counts, and the committed table of
 * the ci set (reports/coverage-ci.md): regenerated here byte for byte, every
 * condition met by at least five ci cases of each model that has its path. */
#include "sg_test.h"
#include "sg_models.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define R SG_MODEL_RGLRU
#define S SG_MODEL_SAMU

static void conditions_of(const sg_case_spec *sp, int64_t counts[SG_COND_COUNT]) {
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, 5, &c));
    SG_ASSERT_OK(sg_case_conditions(&c, counts));
    sg_case_free(&c);
}

static void test_reset_patterns(void) {
    /* '+' joins terms: t1 + at:... as before; carry-docs draws the docs resets without the one at t=1 */
    const sg_case_spec docs = {"t_docs", "test", R, 2, 300, 8, "docs:20", 1, 1, "init", 1.0};
    sg_case_spec carry = docs;
    carry.resets = "carry-docs:20+at:299";
    sg_case a, b;
    SG_ASSERT_OK(sg_case_make(&docs, 3, &a));
    SG_ASSERT_OK(sg_case_make(&carry, 3, &b));
    const int32_t *sa = sg_tset_get(&a.inputs, "segment_pos")->data, *sb = sg_tset_get(&b.inputs, "segment_pos")->data;
    int later = 0;
    for (int r = 0; r < 2; r++) {
        CU_ASSERT(sa[r * 300] == 0 && sb[r * 300] != 0); /* docs resets t=1, carry-docs does not */
        CU_ASSERT(sb[r * 300 + 298] == 0);                /* at:299 */
        for (int t = 1; t < 298; t++) {
            CU_ASSERT((sa[r * 300 + t] == 0) == (sb[r * 300 + t] == 0)); /* the same draws */
            later += sb[r * 300 + t] == 0;
        }
    }
    CU_ASSERT(later > 10); /* mean 20 over 2 x 297 steps */
    sg_case_free(&a);
    sg_case_free(&b);
    static const char *const bad[] = {"at:5+", "+t1", "docs:abc", "carry-docs:0", "at:5,x", "t1++at:3", "t2"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        carry.resets = bad[i];
        SG_ASSERT_STATUS(sg_case_make(&carry, 3, &a), SG_E_UNKNOWN);
        sg_case_free(&a);
    }
}

static void test_conditions_rglru(void) {
    int64_t k[SG_COND_COUNT];
    /* L=37: chunks of 16, the last one partial from t=33; resets at t=33 and t=37 in both rows */
    sg_case_spec sp = {"t_tail", "test", R, 2, 37, 8, "at:33,37", 1, 1, "init", 1.0};
    conditions_of(&sp, k);
    CU_ASSERT_EQUAL(k[SG_COND_RESET_LAST_PARTIAL], 4);
    CU_ASSERT_EQUAL(k[SG_COND_CARRY_PACKED], 2); /* h0 nonzero, step 1 no reset, later resets */
    CU_ASSERT_EQUAL(k[SG_COND_GROUP_EDGE_CARRIED], 0);
    CU_ASSERT_EQUAL(k[SG_COND_DEEP_CLIP], 0); /* init: 1 - a^2 >= 2e-3 */
    CU_ASSERT_EQUAL(k[SG_COND_OBTUSE_PHASE], -1);
    sp.resets = "at:32"; /* the last full chunk, not the partial one */
    conditions_of(&sp, k);
    CU_ASSERT_EQUAL(k[SG_COND_RESET_LAST_PARTIAL], 0);
    sp.h0 = 0; /* nothing carried */
    conditions_of(&sp, k);
    CU_ASSERT_EQUAL(k[SG_COND_CARRY_PACKED], 0);
    sp.L = 48; /* a multiple of 16: no partial chunk */
    sp.h0 = 1;
    sp.resets = "at:48";
    conditions_of(&sp, k);
    CU_ASSERT_EQUAL(k[SG_COND_RESET_LAST_PARTIAL], 0);
    /* group edges at 512 and 1024 (0-based steps), a reset right after the first */
    sg_case_spec g = {"t_group", "test", R, 1, 1100, 8, "at:513", 1, 1, "clip", 1.0};
    conditions_of(&g, k);
    CU_ASSERT_EQUAL(k[SG_COND_GROUP_EDGE_CARRIED], 1);
    CU_ASSERT_EQUAL(k[SG_COND_DEEP_CLIP], (1100 - 1) * 8); /* clip regime: every non-reset step */
    g.resets = "t1";
    conditions_of(&g, k);
    CU_ASSERT_EQUAL(k[SG_COND_GROUP_EDGE_CARRIED], 2);
    CU_ASSERT_EQUAL(k[SG_COND_CARRY_PACKED], 0); /* step 1 is a reset */
}

/* resets on tile edges: 0-based t a multiple of T (1-based t = kT + 1), counted per T; the long group edges */
static void test_conditions_tiles(void) {
    int64_t k[SG_COND_COUNT];
    /* 0-based 16, 32, 64, 96, 4096 (1-based 17, 33, 65, 97, 4097) and 4100 (no edge), two rows */
    sg_case_spec sp = {"t_tiles", "test", R, 2, 4200, 8, "at:17,33,65,97,4097,4101", 1, 1, "init", 1.0};
    conditions_of(&sp, k);
    static const int64_t want[SG_COND_TILE_COUNT] = {10, 8, 4, 2, 2, 2, 2, 2, 2}; /* T = 16 .. 4096 */
    for (int j = 0; j < SG_COND_TILE_COUNT; j++) {
        if (k[SG_COND_TILE_FIRST + j] != want[j])
            printf("\n    reset_tile_%d: %lld, expected %lld", 16 << j, (long long)k[SG_COND_TILE_FIRST + j],
                   (long long)want[j]);
        CU_ASSERT_EQUAL(k[SG_COND_TILE_FIRST + j], want[j]);
    }
    CU_ASSERT_EQUAL(k[SG_COND_RESET_GROUP_EDGE_LONG], 2); /* 4096 = 8 * 512, in both rows */
    sp.resets = "t1+at:4096"; /* step 1 (0-based 0) is no tile edge; 0-based 4095 is none either */
    conditions_of(&sp, k);
    for (int j = 0; j < SG_COND_TILE_COUNT; j++) CU_ASSERT_EQUAL(k[SG_COND_TILE_FIRST + j], 0);
    CU_ASSERT_EQUAL(k[SG_COND_RESET_GROUP_EDGE_LONG], 0);
    sg_case_spec sa = {"t_sa_tiles", "test", S, 1, 6200, 8, "at:2049,4097,6145", 1, 1, "init", 1.0};
    conditions_of(&sa, k);
    CU_ASSERT_EQUAL(k[SG_COND_RESET_TILE_2048], 3);
    CU_ASSERT_EQUAL(k[SG_COND_RESET_TILE_4096], 1);
    CU_ASSERT_EQUAL(k[SG_COND_RESET_GROUP_EDGE_LONG], 2); /* SAMU groups of 2048 steps: 4096 and 6144, not 2048 */
}

static void test_conditions_samu(void) {
    int64_t k[SG_COND_COUNT];
    sg_case_spec sp = {"t_sa", "test", S, 1, 70, 16, "t1+at:66", 1, 1, "init", 1.0}; /* chunks of 32: tail from t=65 */
    sg_case c;
    SG_ASSERT_OK(sg_case_make(&sp, 5, &c));
    SG_ASSERT_OK(sg_case_conditions(&c, k));
    const float *theta = sg_tset_get(&c.inputs, "theta")->data;
    int64_t obtuse = 0;
    for (int m = 0; m < 8; m++) obtuse += cos((double)theta[m]) < 0;
    CU_ASSERT_EQUAL(k[SG_COND_OBTUSE_PHASE], obtuse);
    CU_ASSERT(obtuse > 0); /* theta ~ U[0, 2pi) over 8 modes at this seed */
    CU_ASSERT_EQUAL(k[SG_COND_RESET_LAST_PARTIAL], 1);
    CU_ASSERT_EQUAL(k[SG_COND_CARRY_PACKED], 0);
    CU_ASSERT_EQUAL(k[SG_COND_DEEP_CLIP], 0);
    sg_case_free(&c);
    sp.regime = "slow"; /* theta < pi/10 */
    conditions_of(&sp, k);
    CU_ASSERT_EQUAL(k[SG_COND_OBTUSE_PHASE], 0);
    sp.regime = "clip";
    conditions_of(&sp, k);
    CU_ASSERT_EQUAL(k[SG_COND_DEEP_CLIP], (70 - 2) * 8); /* every non-reset mode-step */
    sp.regime = "mixed"; /* modes 2 and 6 of 8 are clip modes */
    conditions_of(&sp, k);
    CU_ASSERT_EQUAL(k[SG_COND_DEEP_CLIP], (70 - 2) * 2);
}

static void test_committed_table(void) {
    sg_text t = {0};
    int fewest[SG_MODEL_COUNT];
    SG_ASSERT_OK(sg_coverage_table("ci", SG_DEFAULT_SEED, &t, fewest));
    /* the scan models: 5 cases a condition at least; the models built on their scans (the mixer, decode:
     * the same chunked scan code) one at least */
    for (int m = 0; m < SG_MODEL_COUNT; m++) {
        printf("\n    %s: fewest ci cases meeting a condition it has: %d", sg_model_name((sg_model)m), fewest[m]);
        CU_ASSERT(fewest[m] >= (m == SG_MODEL_RGLRU || m == SG_MODEL_SAMU ? 5 : 1));
    }
    printf("\n");
    char path[1024];
    snprintf(path, sizeof path, "%s/reports/coverage-ci.md", sg_test_env("SG_SOURCE_DIR", "."));
    unsigned char *buf = NULL;
    size_t len = 0;
    SG_ASSERT_OK(sg_read_file(path, &buf, &len));
    const int same = buf && len == t.len && memcmp(buf, t.p, len) == 0;
    if (!same) printf("\n    %s differs from the table generated now: regenerate it with `scangate coverage --set ci "
                      "--out reports/coverage-ci.md` and review the change\n", path);
    CU_ASSERT(same);
    free(buf);
    sg_text_free(&t);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"reset patterns: '+' terms, carry-docs draws docs' resets without t=1, bad terms named", test_reset_patterns},
        {"RG-LRU conditions counted from the data (partial tail, carry, group edges, deep clip)", test_conditions_rglru},
        {"resets on tile edges of 16..4096 steps and on long group edges, counted per T from the data",
         test_conditions_tiles},
        {"SAMU conditions counted from the data (obtuse phases, partial tail, deep clip of mixed spectra)",
         test_conditions_samu},
        {"the committed ci coverage table is today's, every condition met by >= 5 ci cases per model", test_committed_table},
        {NULL, NULL},
    };
    sg_add_suite("coverage", t);
}
