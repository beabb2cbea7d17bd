/* model.c - model names, the judged quantities of each model, the backend
 * names and the backend table. */
#include "sg_model.h"

#include <string.h>

const char *sg_model_name(sg_model m) {
    switch (m) {
    case SG_MODEL_RGLRU: return "rglru";
    case SG_MODEL_SAMU: return "samu";
    default: return "?";
    }
}

static const sg_quantity rglru_q[] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},  {"h_last", SG_F32, SG_SHAPE_BD, 0},
    {"dx", SG_BF16, SG_SHAPE_BLD, 1}, {"du", SG_BF16, SG_SHAPE_BLD, 1},
    {"dv", SG_BF16, SG_SHAPE_BLD, 1}, {"dp", SG_F32, SG_SHAPE_D, 1},
    {"dh0", SG_F32, SG_SHAPE_BD, 1},
};

static const sg_quantity samu_q[] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},     {"z_last", SG_F32, SG_SHAPE_BD, 0}, {"dx", SG_BF16, SG_SHAPE_BLD, 1},
    {"dw_phi", SG_F32, SG_SHAPE_D1, 1},  {"dw_r", SG_F32, SG_SHAPE_D1, 1},   {"da_phi", SG_F32, SG_SHAPE_1, 1},
    {"da_r", SG_F32, SG_SHAPE_1, 1},     {"dnu", SG_F32, SG_SHAPE_M, 1},     {"dtheta", SG_F32, SG_SHAPE_M, 1},
    {"dz0", SG_F32, SG_SHAPE_BD, 1},
};

int sg_model_quantities(sg_model m, const sg_quantity **out) {
    if (m == SG_MODEL_RGLRU) {
        *out = rglru_q;
        return (int)(sizeof rglru_q / sizeof rglru_q[0]);
    }
    if (m == SG_MODEL_SAMU) {
        *out = samu_q;
        return (int)(sizeof samu_q / sizeof samu_q[0]);
    }
    *out = NULL;
    return 0;
}

int sg_quantity_shape(const sg_quantity *q, int64_t B, int64_t L, int64_t D, int64_t shape[SG_MAX_DIMS]) {
    switch (q->shape) {
    case SG_SHAPE_BLD: shape[0] = B; shape[1] = L; shape[2] = D; return 3;
    case SG_SHAPE_BD: shape[0] = B; shape[1] = D; return 2;
    case SG_SHAPE_D: shape[0] = D; return 1;
    case SG_SHAPE_D1: shape[0] = D + 1; return 1;
    case SG_SHAPE_M: shape[0] = D / 2; return 1;
    case SG_SHAPE_1: shape[0] = 1; return 1;
    }
    return 0;
}

static const char *const backend_names[] = {
    /* reference/register.c */
    "cpu.canonical_f32", "cpu.canonical_f64", "cpu.rglru_chunk16_serial", "cpu.rglru_chunk16_grouped32",
    "cpu.samu_chunk32_serial", "cpu.samu_chunk32_grouped64", "cpu.samu_hybrid",
    /* kernels/rglru_chunked.cu, kernels/samu_chunked.cu (CUDA builds) */
    "cuda.rglru_chunk16_serial", "cuda.rglru_chunk16_grouped32", "cuda.samu_chunk32_serial", "cuda.samu_chunk32_grouped64",
    "cuda.samu_hybrid",
};

const char *const *sg_backend_names(int *n) {
    *n = (int)(sizeof backend_names / sizeof backend_names[0]);
    return backend_names;
}

sg_status sg_backend_add(sg_backend_table *t, const sg_backend *b) {
    for (int i = 0; i < t->n; i++)
        if (strcmp(t->b[i].name, b->name) == 0) {
            t->b[i] = *b;
            return SG_OK;
        }
    if (t->n == SG_MAX_BACKENDS) return sg_fail(SG_E_INTERNAL, "backend table full");
    t->b[t->n++] = *b;
    return SG_OK;
}

const sg_backend *sg_backend_find(const sg_backend_table *t, const char *name) {
    for (int i = 0; i < t->n; i++)
        if (strcmp(t->b[i].name, name) == 0) return &t->b[i];
    return NULL;
}
