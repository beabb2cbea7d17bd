/* model.c - the registered models' names and quantity tables (from
 * SG_MODEL_LIST), shapes, the naming of the oracle's result tensors and the
 * backend table's rows. */
#include "sg_model.h"

#include <stdio.h>
#include <string.h>

#define SG_NAME_(n, N) #n,
static const char *const model_names[SG_MODEL_COUNT] = {SG_MODEL_LIST(SG_NAME_)};
#undef SG_NAME_

const char *sg_model_name(sg_model m) { return (unsigned)m < SG_MODEL_COUNT ? model_names[m] : "?"; }

#define SG_QUANTITIES_(n, N) {sg_##n##_quantities, SG_##N##_NQ},
static const struct {
    const sg_quantity *q;
    int n;
} model_quantities[SG_MODEL_COUNT] = {SG_MODEL_LIST(SG_QUANTITIES_)};
#undef SG_QUANTITIES_

int sg_model_quantities(sg_model m, const sg_quantity **out) {
    if ((unsigned)m >= SG_MODEL_COUNT) {
        *out = NULL;
        return 0;
    }
    *out = model_quantities[m].q;
    return model_quantities[m].n;
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
    case SG_SHAPE_HWW: shape[0] = SG_BLOCKS; shape[1] = shape[2] = D / SG_BLOCKS; return 3;
    case SG_SHAPE_HW: shape[0] = SG_BLOCKS; shape[1] = D / SG_BLOCKS; return 2;
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

sg_status sg_backend_unknown(const sg_backend_table *t, const char *name) {
    const char *bn[SG_MAX_BACKENDS];
    sg_text names = {0};
    for (int k = 0; k < t->n && k < SG_MAX_BACKENDS; k++) {
        bn[k] = t->b[k].name;
        sg_text_printf(&names, "%s%s", k ? ", " : "", t->b[k].name);
    }
    char hint[160];
    sg_did_you_mean(hint, sizeof hint, name, bn, t->n < SG_MAX_BACKENDS ? t->n : SG_MAX_BACKENDS);
    const int ext = strncmp(name, "ext.", 4) == 0 && !hint[0];
    const sg_status st = sg_fail(SG_E_UNKNOWN, "unknown backend '%s'%s%s (backends: %s)", name, hint,
                                 ext ? "; an ext.* row comes from a plugin: load it with --plugin PATH (or SG_PLUGINS)" : "",
                                 names.p ? names.p : "none");
    sg_text_free(&names);
    return st;
}

int sg_backend_pick(const sg_backend *rows, int n, const char *name, sg_backend *out) {
    for (int i = 0; i < n; i++)
        if (strcmp(rows[i].name, name) == 0) {
            *out = rows[i];
            return 1;
        }
    return 0;
}
