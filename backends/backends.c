/* backends.c - the composition root (sg_backends.h): the backend table is
 * filled here, the CPU reference rows first, then the CUDA kernel rows when
 * CUDA backends exist in the build; and the names of every row of any build. */
#include "sg_backends.h"
#include "sg_backend_hashes.h"
#include "sg_reference.h"
#ifdef SG_HAVE_CUDA
#include "sg_kernels.h"
#endif

#include <string.h>

void sg_backends_fill(sg_backend_table *t) {
    t->n = 0;
    sg_reference_register(t);
#ifdef SG_HAVE_CUDA
    sg_kernels_register(t);
    sg_kernels_register_v2(t);      /* kernels/rglru_fast.cu: the version-2 rows, after every version-1 row */
    sg_kernels_register_samu_v2(t); /* kernels/samu_fast.cu: the SAMU version-2 rows */
    sg_kernels_register_seq(t);     /* kernels/sequential.cu: the sequential (canonical-order) rows */
    sg_kernels_register_cand_rglru(t); /* kernels/candidates_rglru.cu: the refused RG-LRU candidates' device twins */
    sg_kernels_register_cand_samu(t);  /* kernels/candidates_samu.cu: the refused SAMU candidates' device twins, last */
#endif
    sg_plugins_add_rows(t); /* loaded plugins' rows last (plugins.c) */
}

static const char *const backend_names[] = {
    /* reference/register.c */
    "cpu.canonical_f32", "cpu.canonical_f64", "cpu.rglru_chunk16_serial", "cpu.rglru_chunk16_grouped32",
    "cpu.samu_chunk32_serial", "cpu.samu_chunk32_grouped64", "cpu.samu_hybrid",
    /* the refused candidates (reference/register.c) */
    "cpu.rglru_assoc_f32", "cpu.rglru_assoc_bf16", "cpu.rglru_atomic_dp", "cpu.samu_gd_grouped64", "cpu.samu_bf16_ctl",
    "cpu.samu_atomic_ctl",
    /* kernels/rglru_chunked.cu, kernels/samu_chunked.cu (CUDA builds) */
    "cuda.rglru_chunk16_serial", "cuda.rglru_chunk16_grouped32", "cuda.samu_chunk32_serial", "cuda.samu_chunk32_grouped64",
    "cuda.samu_hybrid",
    /* kernels/rglru_fast.cu (CUDA builds) */
    "cuda.rglru_chunk16_serial_v2", "cuda.rglru_chunk16_grouped32_v2",
    /* kernels/samu_fast.cu (CUDA builds) */
    "cuda.samu_chunk32_serial_v2", "cuda.samu_chunk32_grouped64_v2", "cuda.samu_hybrid_v2",
    /* kernels/sequential.cu (CUDA builds) */
    "cuda.rglru_sequential", "cuda.samu_sequential",
    /* kernels/candidates_rglru.cu (CUDA builds): the refused candidates' device twins */
    "cuda.rglru_assoc_f32", "cuda.rglru_assoc_bf16",
    /* kernels/candidates_samu.cu (CUDA builds): the refused SAMU candidates' device twins */
    "cuda.samu_gd_grouped64", "cuda.samu_bf16_ctl",
};

const char *const *sg_backend_names(int *n) {
    /* the project's names, then the loaded plugins' */
    enum { NB = (int)(sizeof backend_names / sizeof backend_names[0]) };
    static const char *all[NB + 64];
    for (int i = 0; i < NB; i++) all[i] = backend_names[i];
    *n = NB + sg_plugins_names(all + NB, 64);
    return all;
}

sg_status sg_backends_expected_load(const char *path, const char *root, sg_expected *out) {
    int n;
    const char *const *names = sg_backend_names(&n);
    return sg_expected_load(path, root, names, n, out);
}

/* Which code each row compiles from (the groups of backends/code_hash.cmake):
 * by name prefix and suffix, the first that matches (the versioned rows first). */
const char *sg_backend_code_hash(const char *name) {
    static const struct {
        const char *prefix, *suffix, *hash;
    } groups[] = {
        {"cuda.rglru_", "_v2", SG_CODE_HASH_CUDA_RGLRU_V2}, {"cuda.samu_", "_v2", SG_CODE_HASH_CUDA_SAMU_V2},
        {"cuda.", "_sequential", SG_CODE_HASH_CUDA_SEQ},
        {"cuda.rglru_assoc_", "", SG_CODE_HASH_CUDA_CAND_RGLRU},
        {"cuda.samu_gd_grouped64", "", SG_CODE_HASH_CUDA_CAND_SAMU},
        {"cuda.samu_bf16_ctl", "", SG_CODE_HASH_CUDA_CAND_SAMU},
        {"cpu.canonical_", "", SG_CODE_HASH_CANONICAL},      {"cpu.rglru_", "", SG_CODE_HASH_CPU_RGLRU},
        {"cpu.samu_", "", SG_CODE_HASH_CPU_SAMU},            {"cuda.rglru_", "", SG_CODE_HASH_CUDA_RGLRU},
        {"cuda.samu_", "", SG_CODE_HASH_CUDA_SAMU},
    };
    const char *ph = sg_plugin_code_hash(name);
    if (ph) return ph;
    int n;
    const char *const *names = sg_backend_names(&n);
    int known = 0;
    for (int i = 0; i < n; i++) known |= strcmp(names[i], name) == 0;
    if (!known) return NULL;
    const size_t nl = strlen(name);
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++) {
        const size_t pl = strlen(groups[g].prefix), sl = strlen(groups[g].suffix);
        if (nl >= pl + sl && strncmp(name, groups[g].prefix, pl) == 0 && strcmp(name + nl - sl, groups[g].suffix) == 0)
            return groups[g].hash;
    }
    return NULL;
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
