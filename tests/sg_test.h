/* sg_test.h - the CUnit harness shared by scangate's test programs. Each test
 * program defines sg_register_tests(), adding its suites; main() runs them,
 * prints CUnit's summary and exits non-zero on any failure or error. */
#ifndef SG_TEST_H
#define SG_TEST_H

#include <CUnit/CUnit.h>
#include <math.h>
#include "sg_common.h"
#include "sg_fixtures.h"
#include "sg_gates.h"
#include "sg_backends.h"

void sg_register_tests(void);

/* Add a suite with tests; `tests` ends with {NULL, NULL}. */
typedef struct { const char *name; CU_TestFunc fn; } sg_test_entry;
void sg_add_suite(const char *name, const sg_test_entry *tests);

/* Environment helpers: SG_SOURCE_DIR, SG_BINARY_DIR, SG_CACHE_DIR. */
const char *sg_test_env(const char *name, const char *fallback);
/* The tests' oracle cache: SG_CACHE_DIR, else /tmp/sg-oracle-cache. */
const char *sg_test_cache_dir(void);
/* `rm -rf path` (asserted to succeed). */
void sg_test_rm_rf(const char *path);
/* dir = SG_BINARY_DIR/name (else /tmp/name), made empty (a CUnit fatal failure
 * when it cannot be made). */
void sg_test_fresh_dir(char *dir, size_t cap, const char *name);
/* Writes `text` to `path` (a CUnit fatal failure when it cannot be opened). */
void sg_test_write_text(const char *path, const char *text);

/* Case `name` of fixture set `set` made with the default seed into c (the
 * caller frees it). */
void sg_test_fixture_case(const char *set, const char *name, sg_case *c);

/* EXPECTED_STATUS.md of the source tree (SG_SOURCE_DIR), loaded on the first
 * call (a load that fails fails the calling test) and kept until
 * sg_test_expected_free. */
const sg_expected *sg_test_expected(void);
void sg_test_expected_free(void);

/* The rows of table t named names[0..n) into rows (a missing one ends the
 * calling test). */
void sg_test_find_rows(const sg_backend_table *t, const char *const *names, int n, const sg_backend **rows);

/* rel_l2 of n FP32 values v against the reference ref: sqrt(sum (v - ref)^2 /
 * sum ref^2), summed in double in index order. */
double sg_test_rel_l2(const float *v, const double *ref, int64_t n);

/* The elements of a whose values differ from b's, element by element (signed
 * zeros equal, NaN unequal; b has a's element count). */
int64_t sg_test_count_unequal(const sg_tensor *a, const sg_tensor *b);

/* splitmix64: a small deterministic generator for sampled tests (the caller
 * keeps the state). */
uint64_t sg_test_splitmix64(uint64_t *state);

/* Runs `sh -c "PREFIX 'scangate' ARGS 2>&1"` (the program named by SCANGATE;
 * PREFIX, possibly "", sets variables or limits) and returns its exit code (-1
 * when it did not exit); its stdout and stderr in `out`, cut at `cap`. */
int sg_test_scangate(const char *prefix, const char *args, char *out, size_t cap);

/* Writes the crafted case file of the size-wrap report: x, u, v, dy BF16
 * [2^40, 2^24, 2^24], h0, dh_last F32 [2^40, 2^24] and segment_pos I32
 * [2^40, 2^24], none with data (each element count is a multiple of 2^64, so
 * an unchecked product wraps to 0), and p F32 [2^24] with its 64 MiB of zeros.
 * Returns 0, or -1 when the file cannot be written. */
int sg_test_write_wrap_case(const char *path);

/* NaN-failing comparison: passes only when |a-b| <= tol. */
#define SG_ASSERT_CLOSE(a, b, tol) CU_ASSERT(fabs((double)(a) - (double)(b)) <= (double)(tol))
/* Assert a status, printing the message on mismatch. */
#define SG_ASSERT_STATUS(expr, want)                                                       \
    do {                                                                                   \
        sg_status sg__s = (expr);                                                          \
        if (sg__s != (want))                                                               \
            fprintf(stderr, "\n  %s:%d: %s -> %d (%s), want %d\n", __FILE__, __LINE__, #expr, \
                    (int)sg__s, sg_errmsg(), (int)(want));                                 \
        CU_ASSERT_EQUAL(sg__s, (want));                                                    \
    } while (0)
#define SG_ASSERT_OK(expr) SG_ASSERT_STATUS(expr, SG_OK)

#endif
