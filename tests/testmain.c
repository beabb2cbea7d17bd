/* testmain.c - main() for every CUnit test program (see sg_test.h). */
#define _POSIX_C_SOURCE 200809L /* popen, pclose */
#include "sg_test.h"

#include <CUnit/Basic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

void sg_add_suite(const char *name, const sg_test_entry *tests) {
    CU_pSuite s = CU_add_suite(name, NULL, NULL);
    if (!s) {
        fprintf(stderr, "cannot add suite %s: %s\n", name, CU_get_error_msg());
        exit(SG_E_INTERNAL);
    }
    for (const sg_test_entry *t = tests; t->name; t++) {
        if (!CU_add_test(s, t->name, t->fn)) {
            fprintf(stderr, "cannot add test %s: %s\n", t->name, CU_get_error_msg());
            exit(SG_E_INTERNAL);
        }
    }
}

const char *sg_test_env(const char *name, const char *fallback) {
    const char *v = getenv(name);
    return (v && *v) ? v : fallback;
}

const char *sg_test_cache_dir(void) { return sg_test_env("SG_CACHE_DIR", "/tmp/sg-oracle-cache"); }

void sg_test_fixture_case(const char *set, const char *name, sg_case *c) {
    const sg_case_spec *spec;
    SG_ASSERT_OK(sg_fixture_find(set, name, &spec));
    SG_ASSERT_OK(sg_case_make(spec, SG_DEFAULT_SEED, c));
}

static sg_expected g_expected;
static int g_expected_loaded;

const sg_expected *sg_test_expected(void) {
    if (!g_expected_loaded) {
        char path[1024];
        snprintf(path, sizeof path, "%s/EXPECTED_STATUS.md", sg_test_env("SG_SOURCE_DIR", "."));
        SG_ASSERT_OK(sg_backends_expected_load(path, sg_test_env("SG_SOURCE_DIR", "."), &g_expected));
        g_expected_loaded = 1;
    }
    return &g_expected;
}

void sg_test_expected_free(void) {
    if (g_expected_loaded) sg_expected_free(&g_expected);
    g_expected_loaded = 0;
}

void sg_test_find_rows(const sg_backend_table *t, const char *const *names, int n, const sg_backend **rows) {
    for (int b = 0; b < n; b++) {
        rows[b] = sg_backend_find(t, names[b]);
        if (!rows[b]) fprintf(stderr, "\n  no row %s\n", names[b]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(rows[b]);
    }
}

int64_t sg_test_count_unequal(const sg_tensor *a, const sg_tensor *b) {
    const int64_t n = (int64_t)sg_tensor_numel(a);
    int64_t bad = 0;
    for (int64_t i = 0; i < n; i++)
        if (!(sg_tensor_value(a, i) == sg_tensor_value(b, i))) bad++;
    return bad;
}

double sg_test_rel_l2(const float *v, const double *ref, int64_t n) {
    double num = 0, den = 0;
    for (int64_t k = 0; k < n; k++) {
        num += ((double)v[k] - ref[k]) * ((double)v[k] - ref[k]);
        den += ref[k] * ref[k];
    }
    return sqrt(num / den);
}

uint64_t sg_test_splitmix64(uint64_t *state) {
    uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

void sg_test_rm_rf(const char *path) {
    char a[2048];
    snprintf(a, sizeof a, "rm -rf '%s'", path);
    CU_ASSERT_EQUAL(system(a), 0);
}

void sg_test_fresh_dir(char *dir, size_t cap, const char *name) {
    snprintf(dir, cap, "%s/%s", sg_test_env("SG_BINARY_DIR", "/tmp"), name);
    sg_test_rm_rf(dir);
    CU_ASSERT_EQUAL_FATAL(mkdir(dir, 0777), 0);
}

void sg_test_write_text(const char *path, const char *text) {
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fputs(text, f);
    fclose(f);
}

int sg_test_scangate(const char *prefix, const char *args, char *out, size_t cap) {
    const char *prog = sg_test_env("SCANGATE", "scangate");
    const size_t n = strlen(prefix) + strlen(prog) + strlen(args) + 16;
    char *cmd = malloc(n);
    if (!cmd) return -1;
    snprintf(cmd, n, "%s '%s' %s 2>&1", prefix, prog, args);
    FILE *p = popen(cmd, "r");
    free(cmd);
    if (!p) return -1;
    const size_t got = fread(out, 1, cap - 1, p);
    out[got] = 0;
    const int st = pclose(p);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

int sg_test_write_wrap_case(const char *path) {
    static const char *const names[8] = {"x", "u", "v", "dy", "p", "h0", "dh_last", "segment_pos"};
    static const char *const kinds[8] = {"\"BF16\",\"shape\":[1099511627776,16777216,16777216]",
                                         "\"BF16\",\"shape\":[1099511627776,16777216,16777216]",
                                         "\"BF16\",\"shape\":[1099511627776,16777216,16777216]",
                                         "\"BF16\",\"shape\":[1099511627776,16777216,16777216]",
                                         "\"F32\",\"shape\":[16777216]",
                                         "\"F32\",\"shape\":[1099511627776,16777216]",
                                         "\"F32\",\"shape\":[1099511627776,16777216]",
                                         "\"I32\",\"shape\":[1099511627776,16777216]"};
    const size_t pbytes = (size_t)4 << 24;
    char hdr[2048];
    size_t k = (size_t)snprintf(hdr, sizeof hdr, "{\"__metadata__\":{\"model\":\"rglru\"}");
    for (int i = 0; i < 8; i++) {
        const size_t b = i > 4 ? pbytes : 0, e = i >= 4 ? pbytes : 0;
        k += (size_t)snprintf(hdr + k, sizeof hdr - k, ",\"%s\":{\"dtype\":%s,\"data_offsets\":[%zu,%zu]}", names[i],
                              kinds[i], b, e);
    }
    k += (size_t)snprintf(hdr + k, sizeof hdr - k, "}");
    while (k % 8) hdr[k++] = ' ';
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    unsigned char len8[8];
    for (int i = 0; i < 8; i++) len8[i] = (unsigned char)((uint64_t)k >> (8 * i));
    int ok = fwrite(len8, 1, 8, f) == 8 && fwrite(hdr, 1, k, f) == k;
    static const unsigned char zeros[1 << 16];
    for (size_t done = 0; ok && done < pbytes; done += sizeof zeros) ok = fwrite(zeros, 1, sizeof zeros, f) == sizeof zeros;
    return (fclose(f) == 0 && ok) ? 0 : -1;
}

int main(void) {
    sg_runtime_init();
    if (CU_initialize_registry() != CUE_SUCCESS) return SG_E_INTERNAL;
    sg_register_tests();
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_failures() + CU_get_number_of_tests_failed();
    unsigned run = CU_get_number_of_tests_run();
    unsigned tfail = CU_get_number_of_tests_failed();
    printf("%u passed, %u failed\n", run - tfail, tfail);
    CU_cleanup_registry();
    return (failed == 0 && run > 0) ? 0 : 1;
}
