/* repeat.c - the determinism check's marks (sg_gates.h, THRESHOLDS.md R-DET):
 * which elements of a backend's outputs differ, bit for bit, between its run A
 * and its repeated runs on the same case. */
#include "sg_gates.h"

#include <stdlib.h>
#include <string.h>

static uint32_t bits_of(const sg_tensor *t, size_t i) {
    if (t->dtype == SG_BF16) return ((const uint16_t *)t->data)[i];
    return ((const uint32_t *)t->data)[i];
}

static uint32_t poison_of(sg_dtype dt, int b) {
    if (dt == SG_BF16) return b ? SG_POISON_B_BF16 : SG_POISON_BF16;
    return b ? SG_POISON_B_F32 : SG_POISON_F32;
}

void sg_repeat_free(sg_repeat_marks *m) {
    for (int i = 0; m->bits && i < m->n; i++) free(m->bits[i]);
    free(m->bits);
    free(m->count);
    free(m->name);
    memset(m, 0, sizeof *m);
}

sg_status sg_repeat_init(sg_repeat_marks *m, const sg_tset *run_a) {
    memset(m, 0, sizeof *m);
    m->n = run_a->n;
    m->bits = calloc((size_t)run_a->n + 1, sizeof *m->bits);
    m->count = calloc((size_t)run_a->n + 1, sizeof *m->count);
    m->name = calloc((size_t)run_a->n + 1, sizeof *m->name);
    int ok = m->bits && m->count && m->name;
    for (int i = 0; ok && i < run_a->n; i++) {
        const sg_tensor *t = &run_a->t[i];
        if (t->dtype != SG_BF16 && t->dtype != SG_F32) {
            sg_repeat_free(m);
            return sg_fail(SG_E_SHAPE, "output %s: dtype %s (the determinism check reads bf16 or f32)", t->name,
                           sg_dtype_name(t->dtype));
        }
        snprintf(m->name[i], sizeof m->name[i], "%s", t->name);
        m->bits[i] = calloc(sg_tensor_numel(t) / 64 + 1, sizeof **m->bits);
        ok = m->bits[i] != NULL;
    }
    if (!ok) {
        sg_repeat_free(m);
        return sg_fail(SG_E_INTERNAL, "out of memory (determinism marks)");
    }
    return SG_OK;
}

sg_status sg_repeat_add(sg_repeat_marks *m, const sg_tset *run_a, const sg_tset *x, int x_poison_b) {
    if (run_a->n != m->n) return sg_fail(SG_E_INTERNAL, "determinism marks: run A changed");
    for (int i = 0; i < m->n; i++) {
        const sg_tensor *ta = &run_a->t[i];
        const sg_tensor *tx = sg_tset_get(x, ta->name);
        if (!tx || tx->dtype != ta->dtype || tx->ndim != ta->ndim ||
            memcmp(tx->shape, ta->shape, sizeof(int64_t) * (size_t)ta->ndim) != 0)
            return sg_fail(SG_E_SHAPE, "repeated run: output %s missing or of another dtype or shape than run A's",
                           ta->name);
        const size_t n = sg_tensor_numel(ta);
        const uint32_t pa = poison_of(ta->dtype, 0), px = poison_of(ta->dtype, x_poison_b);
        uint64_t *bits = m->bits[i];
        int64_t added = 0;
        for (size_t k = 0; k < n; k++) {
            const uint32_t a = bits_of(ta, k), b = bits_of(tx, k);
            if (a == b || (a == pa && b == px)) continue;
            const uint64_t bit = UINT64_C(1) << (k % 64);
            added += !(bits[k / 64] & bit);
            bits[k / 64] |= bit;
        }
        m->count[i] += added;
    }
    m->repeats++;
    return SG_OK;
}

int64_t sg_repeat_count(const sg_repeat_marks *m, const char *q) {
    for (int i = 0; i < m->n; i++)
        if (strcmp(m->name[i], q) == 0) return m->count[i];
    return -1;
}
