/* backends.c - the composition root (sg_backends.h): the backend table is
 * filled here from the declaration of the rows, backends/sg_rows.def (one line
 * per row, in table order: the CPU reference rows, then the CUDA kernel rows
 * when CUDA backends exist in the build), each row taken from the row function
 * of the file that implements it; the names of every row of any build; each
 * row's code hash (generated from its compile, backends/code_hash.cmake). */
#include "sg_backends.h"
#include "sg_backend_hashes.h"
#include "sg_reference.h"
#ifdef SG_HAVE_CUDA
#include "sg_kernels.h"
#endif

#include <string.h>

typedef int (*sg_row_fn)(const char *name, sg_backend *out);

/* The row functions sg_rows.def names, a CUDA row's in CUDA builds only. */
#define SG_ROW_DECL_ANY(fn) int fn(const char *name, sg_backend *out);
#ifdef SG_HAVE_CUDA
#define SG_ROW_DECL_CUDA(fn) SG_ROW_DECL_ANY(fn)
#define SG_ROW_FN_CUDA(fn) fn
#else
#define SG_ROW_DECL_CUDA(fn)
#define SG_ROW_FN_CUDA(fn) NULL
#endif
#define SG_ROW_FN_ANY(fn) fn
#define SG_ROW(name, model, kind, builds, fn, sources, twin, unit, bits_of, algorithm) SG_ROW_DECL_##builds(fn)
#include "sg_rows.def"
#undef SG_ROW

/* Each declared row: its name, the function that has the rest of it (NULL:
 * not in this build) and its algorithm line. */
static const struct {
    const char *name;
    sg_row_fn fn;
    const char *algorithm;
} rows[] = {
#define SG_ROW(name, model, kind, builds, fn, sources, twin, unit, bits_of, algorithm)                                \
    {name, SG_ROW_FN_##builds(fn), algorithm},
#include "sg_rows.def"
#undef SG_ROW
};
enum { N_ROWS = (int)(sizeof rows / sizeof rows[0]) };

void sg_backends_fill(sg_backend_table *t) {
    t->n = 0;
    for (int i = 0; i < N_ROWS; i++) {
        sg_backend row;
        memset(&row, 0, sizeof row);
        /* a row its function does not have is missing from the table, which
         * tests/test_gates.c (the names against the table) reports */
        if (!rows[i].fn || !rows[i].fn(rows[i].name, &row)) continue;
        if (!row.algorithm) row.algorithm = rows[i].algorithm; /* the declaration's, unless the row names a run-time value */
        sg_backend_add(t, &row);
    }
    sg_plugins_add_rows(t); /* loaded plugins' rows last (plugins.c) */
}

const char *const *sg_backend_names(int *n) {
    /* the project's names, then the loaded plugins' */
    static const char *all[N_ROWS + 64];
    for (int i = 0; i < N_ROWS; i++) all[i] = rows[i].name;
    *n = N_ROWS + sg_plugins_names(all + N_ROWS, 64);
    return all;
}

sg_status sg_backends_env_check(void) {
    uint64_t seed;
    return sg_atomic_seed(&seed);
}

sg_status sg_backends_expected_load(const char *path, const char *root, sg_expected *out) {
    int n;
    const char *const *names = sg_backend_names(&n);
    return sg_expected_load(path, root, names, n, out);
}

const char *sg_backend_code_hash(const char *name) {
    static const struct {
        const char *name, *hash;
    } hashes[] = {
#define SG_HASH_(n, h) {n, h},
        SG_CODE_HASHES(SG_HASH_)
#undef SG_HASH_
    };
    const char *ph = sg_plugin_code_hash(name);
    if (ph) return ph;
    for (size_t i = 0; i < sizeof hashes / sizeof hashes[0]; i++)
        if (strcmp(hashes[i].name, name) == 0) return hashes[i].hash;
    return NULL;
}

int sg_backends_device_probe(char *buf, size_t n) {
#ifdef SG_HAVE_CUDA
    return sg_cuda_probe(buf, n);
#else
    snprintf(buf, n, "built without CUDA (SG_CUDA=OFF)");
    return 1;
#endif
}

double sg_backends_copy_bandwidth(char *note, size_t n) {
#ifdef SG_HAVE_CUDA
    double bw = 0;
    if (sg_cuda_copy_bandwidth(&bw, note, n) == 0) return bw;
    return 0;
#else
    snprintf(note, n, "no CUDA in this build");
    return 0;
#endif
}

int sg_backend_name_ok(const char *s) {
    if (!s) return 0;
    size_t k = 0;
    while (s[k] >= 'a' && s[k] <= 'z') k++;
    if (k == 0 || s[k] != '.' || !s[k + 1] || strlen(s) >= SG_NAME_MAX) return 0;
    for (const char *p = s + k + 1; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_' ||
              *p == '.'))
            return 0;
    return 1;
}

void sg_backends_fill_variants(sg_backend_table *t) {
    memset(t, 0, sizeof *t);
    sg_reference_opv_register(t);
}
