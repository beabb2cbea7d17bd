/* tensor.c - dtypes, tensors and tensor sets with string metadata. */
#include "sg_common.h"

#include <limits.h>
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

int sg_mul_size(size_t a, size_t b, size_t *out) {
    if (b != 0 && a > SIZE_MAX / b) {
        *out = 0;
        return -1;
    }
    *out = a * b;
    return 0;
}

int sg_size_product(size_t size, int n, const int64_t *dims, size_t *out) {
    *out = 0;
    for (int i = 0; i < n; i++) {
        if (dims[i] < 0) return -1;
        if (dims[i] == 0) size = 0;
    }
    for (int i = 0; i < n && size != 0; i++)
        if ((uint64_t)dims[i] > SIZE_MAX || sg_mul_size(size, (size_t)dims[i], &size)) return -1;
    *out = size;
    return 0;
}

void *sg_malloc_dims(size_t size, int n, const int64_t *dims) {
    size_t bytes;
    if (sg_size_product(size, n, dims, &bytes)) return NULL;
    void *p = malloc(bytes ? bytes : 1);
    sg_advise_huge(p, bytes);
    return p;
}

void *sg_xmalloc_dims(size_t size, int n, const int64_t *dims) {
    size_t bytes;
    if (sg_size_product(size, n, dims, &bytes)) {
        sg_out_of_memory("an allocation of %zu-byte elements overflows size_t", size);
    }
    return sg_xmalloc(bytes);
}

sg_status sg_check_dims(const char *where, int64_t B, int64_t L, int64_t D) {
    if (B < 1 || L < 1 || D < 1)
        return sg_fail(SG_E_SHAPE, "%s: B=%lld L=%lld D=%lld has an empty or negative dimension", where, (long long)B,
                       (long long)L, (long long)D);
    /* each factor is below 2^63 and B*L <= SG_MAX_NUMEL is checked before D multiplies it */
    if (B > SG_MAX_NUMEL || L > SG_MAX_NUMEL / B || D > SG_MAX_NUMEL / (B * L))
        return sg_fail(SG_E_SHAPE, "%s: B=%lld L=%lld D=%lld is more than 2^40 elements (B*L*D overflows or is implausible)",
                       where, (long long)B, (long long)L, (long long)D);
    return SG_OK;
}

/* numel (or bytes when `bytes`) of a tensor, checked; an overflow is a bug in
 * whoever edited the shape after sg_tset_add or the reader checked it. */
static size_t tensor_count(const sg_tensor *t, int bytes) {
    size_t n;
    if (sg_size_product(bytes ? sg_dtype_size(t->dtype) : 1, t->ndim, t->shape, &n)) {
        fprintf(stderr, "scangate: internal error: tensor '%s' has a shape whose size overflows\n", t->name);
        exit(SG_E_INTERNAL);
    }
    return n;
}

size_t sg_tensor_numel(const sg_tensor *t) { return tensor_count(t, 0); }

size_t sg_tensor_nbytes(const sg_tensor *t) { return tensor_count(t, 1); }

static void shape_str(char *buf, size_t n, int ndim, const int64_t *shape) {
    size_t k = (size_t)snprintf(buf, n, "[");
    for (int i = 0; i < ndim && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, "%s%lld", i ? "," : "", (long long)shape[i]);
    if (k < n) snprintf(buf + k, n - k, "]");
}

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
        size_t bytes;
        const int cap = s->cap > INT_MAX / 2 ? 0 : s->cap ? 2 * s->cap : 16;
        sg_tensor *nt = !cap || sg_mul_size((size_t)cap, sizeof *nt, &bytes) ? NULL : realloc(s->t, bytes);
        if (!nt) {
            sg_fail(SG_E_INTERNAL, "out of memory");
            return NULL;
        }
        s->t = nt;
        s->cap = cap;
    }
    for (int i = 0; i < ndim; i++)
        if (shape[i] < 0) {
            sg_fail(SG_E_INTERNAL, "tensor '%s': negative dimension", name);
            return NULL;
        }
    size_t numel, nbytes;
    if (sg_size_product(1, ndim, shape, &numel) || numel > (uint64_t)SG_MAX_NUMEL ||
        sg_size_product(sg_dtype_size(dt), ndim, shape, &nbytes)) {
        char sh[128];
        shape_str(sh, sizeof sh, ndim, shape);
        sg_fail(SG_E_SHAPE, "tensor '%s': shape %s has more than 2^40 elements (its size overflows or is implausible)",
                name, sh);
        return NULL;
    }
    sg_tensor *t = &s->t[s->n];
    memset(t, 0, sizeof *t);
    strcpy(t->name, name);
    t->dtype = dt;
    t->ndim = ndim;
    for (int i = 0; i < ndim; i++) t->shape[i] = shape[i];
    t->data = sg_xcalloc(numel, sg_dtype_size(dt));
    s->n++;
    return t->data;
}

const sg_tensor *sg_tset_get(const sg_tset *s, const char *name) {
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->t[i].name, name) == 0) return &s->t[i];
    return NULL;
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
        size_t bytes;
        const int cap = s->capmeta > INT_MAX / 2 ? 0 : s->capmeta ? 2 * s->capmeta : 16;
        sg_meta *nm = !cap || sg_mul_size((size_t)cap, sizeof *nm, &bytes) ? NULL : realloc(s->meta, bytes);
        if (!nm) return sg_fail(SG_E_INTERNAL, "out of memory");
        s->meta = nm;
        s->capmeta = cap;
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
