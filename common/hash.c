/* hash.c - content hashes: XXH3-128 (libxxhash) over names, dtypes, shapes, bytes. */
#include "sg_common.h"

#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

sg_status sg_hash_begin(sg_hasher *h) {
    XXH3_state_t *st = XXH3_createState();
    if (!st) return sg_fail(SG_E_INTERNAL, "cannot allocate a hash state");
    XXH3_128bits_reset(st);
    h->state = st;
    return SG_OK;
}

void sg_hash_update(sg_hasher *h, const void *p, size_t n) { XXH3_128bits_update(h->state, p, n); }

void sg_hash_end(sg_hasher *h, char hex[SG_HASH_HEX]) {
    XXH128_hash_t d = XXH3_128bits_digest(h->state);
    snprintf(hex, SG_HASH_HEX, "%016llx%016llx", (unsigned long long)d.high64, (unsigned long long)d.low64);
    XXH3_freeState(h->state);
    h->state = NULL;
}

sg_status sg_tset_hash(const sg_tset *s, char hex[SG_HASH_HEX]) {
    sg_hasher h = {NULL};
    sg_status st = sg_hash_begin(&h);
    if (st) return st;
    for (int i = 0; i < s->n; i++) {
        const sg_tensor *t = &s->t[i];
        char head[256];
        int n = snprintf(head, sizeof head, "%s|%s|%d", t->name, sg_dtype_name(t->dtype), t->ndim);
        sg_hash_update(&h, head, (size_t)n + 1);
        for (int k = 0; k < t->ndim; k++) {
            int64_t d = t->shape[k];
            sg_hash_update(&h, &d, sizeof d);
        }
        sg_hash_update(&h, t->data, sg_tensor_nbytes(t));
    }
    sg_hash_end(&h, hex);
    return SG_OK;
}

sg_status sg_file_hash(const char *path, char hex[SG_HASH_HEX]) {
    unsigned char *buf;
    size_t len;
    sg_status st = sg_read_file(path, &buf, &len);
    if (st) return st;
    sg_hasher h = {NULL};
    st = sg_hash_begin(&h);
    if (st == SG_OK) {
        sg_hash_update(&h, buf, len);
        sg_hash_end(&h, hex);
    }
    free(buf);
    return st;
}
