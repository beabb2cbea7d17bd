/* model.c - model names, the judged quantities of each model, the naming of
 * the oracle's result tensors and the backend table's rows. */
#include "sg_model.h"

#include <stdio.h>
#include <string.h>

const char *sg_model_name(sg_model m) {
    switch (m) {
    case SG_MODEL_RGLRU: return "rglru";
    case SG_MODEL_SAMU: return "samu";
    default: return "?";
    }
}

const sg_quantity sg_rglru_quantities[SG_RGLRU_NQ] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},  {"h_last", SG_F32, SG_SHAPE_BD, 0},
    {"dx", SG_BF16, SG_SHAPE_BLD, 1}, {"du", SG_BF16, SG_SHAPE_BLD, 1},
    {"dv", SG_BF16, SG_SHAPE_BLD, 1}, {"dp", SG_F32, SG_SHAPE_D, 1},
    {"dh0", SG_F32, SG_SHAPE_BD, 1},
};

const sg_quantity sg_samu_quantities[SG_SAMU_NQ] = {
    {"y", SG_BF16, SG_SHAPE_BLD, 0},     {"z_last", SG_F32, SG_SHAPE_BD, 0}, {"dx", SG_BF16, SG_SHAPE_BLD, 1},
    {"dw_phi", SG_F32, SG_SHAPE_D1, 1},  {"dw_r", SG_F32, SG_SHAPE_D1, 1},   {"da_phi", SG_F32, SG_SHAPE_1, 1},
    {"da_r", SG_F32, SG_SHAPE_1, 1},     {"dnu", SG_F32, SG_SHAPE_M, 1},     {"dtheta", SG_F32, SG_SHAPE_M, 1},
    {"dz0", SG_F32, SG_SHAPE_BD, 1},
};

int sg_model_quantities(sg_model m, const sg_quantity **out) {
    if (m == SG_MODEL_RGLRU) {
        *out = sg_rglru_quantities;
        return SG_RGLRU_NQ;
    }
    if (m == SG_MODEL_SAMU) {
        *out = sg_samu_quantities;
        return SG_SAMU_NQ;
    }
    *out = NULL;
    return 0;
}

int sg_quantity_shape(const sg_quantity *q, int64_t B, int64_t L, int64_t D, int64_t shape[SG_MAX_DIMS]) {
    return sg_shape_of(q->shape, B, L, D, shape);
}

int sg_shape_of(sg_shape_class sc, int64_t B, int64_t L, int64_t D, int64_t shape[SG_MAX_DIMS]) {
    switch (sc) {
    case SG_SHAPE_BLD: shape[0] = B; shape[1] = L; shape[2] = D; return 3;
    case SG_SHAPE_BD: shape[0] = B; shape[1] = D; return 2;
    case SG_SHAPE_D: shape[0] = D; return 1;
    case SG_SHAPE_D1: shape[0] = D + 1; return 1;
    case SG_SHAPE_M: shape[0] = D / 2; return 1;
    case SG_SHAPE_1: shape[0] = 1; return 1;
    case SG_SHAPE_BL: shape[0] = B; shape[1] = L; return 2;
    }
    return 0;
}

static const char *const part_suffix[SG_ORC_COUNT] = {"f64", "rn_bf16", "rn_f32", "S"};
static const sg_dtype part_dtype[SG_ORC_COUNT] = {SG_F64, SG_BF16, SG_F32, SG_F64};

const char *sg_oracle_part_suffix(sg_oracle_part p) { return (unsigned)p < SG_ORC_COUNT ? part_suffix[p] : "?"; }

sg_dtype sg_oracle_part_dtype(sg_oracle_part p) { return (unsigned)p < SG_ORC_COUNT ? part_dtype[p] : SG_F64; }

sg_oracle_part sg_oracle_rn_part(sg_dtype dt) { return dt == SG_BF16 ? SG_ORC_RN_BF16 : SG_ORC_RN_F32; }

const char *sg_oracle_tensor_name(char *buf, size_t n, const char *quantity, sg_oracle_part p) {
    snprintf(buf, n, "%s.%s", quantity, sg_oracle_part_suffix(p));
    return buf;
}

int sg_oracle_part_of(const char *name, size_t *base_len) {
    const char *dot = strchr(name, '.');
    if (!dot) return -1;
    for (int p = 0; p < SG_ORC_COUNT; p++)
        if (strcmp(dot + 1, part_suffix[p]) == 0) {
            if (base_len) *base_len = (size_t)(dot - name);
            return p;
        }
    return -1;
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
