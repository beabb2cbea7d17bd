/* tensor.c - dtypes, tensors and tensor sets with string metadata. */
#include "sg_common.h"

#include <stdlib.h>
#include <string.h>

static const char *const dtype_names[SG_DTYPE_COUNT] = {"BF16", "F32", "F64", "I32"};
static const size_t dtype_sizes[SG_DTYPE_COUNT] = {2, 4, 8, 4};

const char *sg_dtype_name(sg_dtype t) { return (unsigned)t < SG_DTYPE_COUNT ? dtype_names[t] : "?"; }
size_t sg_dtype_size(sg_dtype t) { return (unsigned)t < SG_DTYPE_COUNT ? dtype_sizes[t] : 0; }

int sg_dtype_parse(const char *s, sg_dtype *out) {
    for (int i = 0; i < SG_DTYPE_COUNT; i++)
        if (strcmp(s, dtype_names[i]) == 0) {
            *out = (sg_dtype)i;
            return 0;
        }
    return -1;
}

size_t sg_tensor_numel(const sg_tensor *t) {
    size_t n = 1;
    for (int i = 0; i < t->ndim; i++) n *= (size_t)t->shape[i];
    return n;
}

size_t sg_tensor_nbytes(const sg_tensor *t) { return sg_tensor_numel(t) * sg_dtype_size(t->dtype); }

void sg_tset_init(sg_tset *s) { memset(s, 0, sizeof *s); }

void sg_tset_free(sg_tset *s) {
    for (int i = 0; i < s->n; i++) free(s->t[i].data);
    for (int i = 0; i < s->nmeta; i++) free(s->meta[i].value);
    free(s->t);
    free(s->meta);
    sg_tset_init(s);
}

void *sg_tset_add(sg_tset *s, const char *name, sg_dtype dt, int ndim, const int64_t *shape) {
    if (strlen(name) >= SG_NAME_MAX) {
        sg_fail(SG_E_INTERNAL, "tensor name too long: '%s'", name);
        return NULL;
    }
    if (ndim < 0 || ndim > SG_MAX_DIMS || (unsigned)dt >= SG_DTYPE_COUNT) {
        sg_fail(SG_E_INTERNAL, "tensor '%s': bad dtype or rank", name);
        return NULL;
    }
    if (sg_tset_get(s, name)) {
        sg_fail(SG_E_INTERNAL, "tensor '%s' added twice", name);
        return NULL;
    }
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 16;
        sg_tensor *nt = realloc(s->t, (size_t)s->cap * sizeof *nt);
        if (!nt) {
            sg_fail(SG_E_INTERNAL, "out of memory");
            return NULL;
        }
        s->t = nt;
    }
    sg_tensor *t = &s->t[s->n];
    memset(t, 0, sizeof *t);
    strcpy(t->name, name);
    t->dtype = dt;
    t->ndim = ndim;
    for (int i = 0; i < ndim; i++) {
        if (shape[i] < 0) {
            sg_fail(SG_E_INTERNAL, "tensor '%s': negative dimension", name);
            return NULL;
        }
        t->shape[i] = shape[i];
    }
    t->data = sg_xcalloc(sg_tensor_numel(t), sg_dtype_size(dt));
    s->n++;
    return t->data;
}

const sg_tensor *sg_tset_get(const sg_tset *s, const char *name) {
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->t[i].name, name) == 0) return &s->t[i];
    return NULL;
}

static void shape_str(char *buf, size_t n, int ndim, const int64_t *shape) {
    size_t k = (size_t)snprintf(buf, n, "[");
    for (int i = 0; i < ndim && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, "%s%lld", i ? "," : "", (long long)shape[i]);
    if (k < n) snprintf(buf + k, n - k, "]");
}

sg_status sg_tset_expect(const sg_tset *s, const char *where, const char *name, sg_dtype dt,
                         int ndim, const int64_t *shape, const sg_tensor **out) {
    const sg_tensor *t = sg_tset_get(s, name);
    if (!t) return sg_fail(SG_E_SHAPE, "%s: tensor '%s' is missing", where, name);
    char want[128], got[128];
    shape_str(want, sizeof want, ndim, shape);
    shape_str(got, sizeof got, t->ndim, t->shape);
    if (t->dtype != dt)
        return sg_fail(SG_E_SHAPE, "%s: tensor '%s' has dtype %s, expected %s", where, name,
                       sg_dtype_name(t->dtype), sg_dtype_name(dt));
    int ok = t->ndim == ndim;
    for (int i = 0; ok && i < ndim; i++) ok = t->shape[i] == shape[i];
    if (!ok) return sg_fail(SG_E_SHAPE, "%s: tensor '%s' has shape %s, expected %s", where, name, got, want);
    if (out) *out = t;
    return SG_OK;
}

sg_status sg_tset_set_meta(sg_tset *s, const char *key, const char *value) {
    if (strlen(key) >= SG_NAME_MAX) return sg_fail(SG_E_INTERNAL, "metadata key too long: '%s'", key);
    for (int i = 0; i < s->nmeta; i++)
        if (strcmp(s->meta[i].key, key) == 0) {
            free(s->meta[i].value);
            s->meta[i].value = sg_xstrdup(value);
            return SG_OK;
        }
    if (s->nmeta == s->capmeta) {
        s->capmeta = s->capmeta ? 2 * s->capmeta : 16;
        sg_meta *nm = realloc(s->meta, (size_t)s->capmeta * sizeof *nm);
        if (!nm) return sg_fail(SG_E_INTERNAL, "out of memory");
        s->meta = nm;
    }
    strcpy(s->meta[s->nmeta].key, key);
    s->meta[s->nmeta].value = sg_xstrdup(value);
    s->nmeta++;
    return SG_OK;
}

const char *sg_tset_meta(const sg_tset *s, const char *key) {
    for (int i = 0; i < s->nmeta; i++)
        if (strcmp(s->meta[i].key, key) == 0) return s->meta[i].value;
    return NULL;
}
