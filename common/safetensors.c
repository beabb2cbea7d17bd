/* safetensors.c - the safetensors file format (8-byte little-endian header
 * length, JSON header through jansson, then the tensors' bytes back to back).
 * The reader trusts nothing: header length, JSON shape, dtypes, shapes,
 * offsets (in bounds, exactly covering the data, no overlap) and sizes are all
 * checked, and every failure names the file and the field. */
#include "sg_common.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#define SG_MAX_HEADER (64u << 20)

typedef struct { const sg_tset *s; char *header; size_t hlen; } st_write_ctx;

static sg_status emit_st(FILE *f, void *vctx) {
    st_write_ctx *c = vctx;
    unsigned char len8[8];
    uint64_t n = c->hlen;
    for (int i = 0; i < 8; i++) len8[i] = (unsigned char)(n >> (8 * i));
    if (fwrite(len8, 1, 8, f) != 8 || fwrite(c->header, 1, c->hlen, f) != c->hlen)
        return sg_fail(SG_E_IO, "short write of a safetensors header");
    for (int i = 0; i < c->s->n; i++) {
        size_t nb = sg_tensor_nbytes(&c->s->t[i]);
        if (nb && fwrite(c->s->t[i].data, 1, nb, f) != nb)
            return sg_fail(SG_E_IO, "short write of tensor '%s'", c->s->t[i].name);
    }
    return SG_OK;
}

/* The header of s, padded with spaces to 8 bytes, into *hdr (malloc'd) and *hl. */
static sg_status header_of(const sg_tset *s, const char *where, char **hdr, size_t *hl) {
    json_t *root = json_object();
    if (s->nmeta > 0) {
        json_t *m = json_object();
        for (int i = 0; i < s->nmeta; i++) json_object_set_new(m, s->meta[i].key, json_string(s->meta[i].value));
        json_object_set_new(root, "__metadata__", m);
    }
    uint64_t off = 0;
    for (int i = 0; i < s->n; i++) {
        const sg_tensor *t = &s->t[i];
        json_t *o = json_object(), *shape = json_array(), *offs = json_array();
        json_object_set_new(o, "dtype", json_string(sg_dtype_name(t->dtype)));
        for (int k = 0; k < t->ndim; k++) json_array_append_new(shape, json_integer((json_int_t)t->shape[k]));
        json_object_set_new(o, "shape", shape);
        uint64_t nb = sg_tensor_nbytes(t);
        json_array_append_new(offs, json_integer((json_int_t)off));
        json_array_append_new(offs, json_integer((json_int_t)(off + nb)));
        json_object_set_new(o, "data_offsets", offs);
        json_object_set_new(root, t->name, o);
        off += nb;
    }
    char *js = json_dumps(root, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(root);
    if (!js) return sg_fail(SG_E_INTERNAL, "cannot encode the safetensors header for '%s'", where);
    size_t jl = strlen(js);
    *hl = (jl + 7) & ~(size_t)7; /* pad with spaces to 8 bytes */
    *hdr = sg_xmalloc(*hl);
    memcpy(*hdr, js, jl);
    memset(*hdr + jl, ' ', *hl - jl);
    free(js);
    return SG_OK;
}

sg_status sg_safetensors_write(const char *path, const sg_tset *s) {
    char *hdr;
    size_t hl;
    sg_status st = header_of(s, path, &hdr, &hl);
    if (st) return st;
    st_write_ctx c = {s, hdr, hl};
    st = sg_write_atomic(path, emit_st, &c);
    free(hdr);
    return st;
}

sg_status sg_safetensors_to_buffer(const sg_tset *s, unsigned char **buf, size_t *len) {
    char *hdr;
    size_t hl;
    *buf = NULL;
    *len = 0;
    sg_status st = header_of(s, "a buffer", &hdr, &hl);
    if (st) return st;
    size_t total = 8 + hl;
    for (int i = 0; i < s->n; i++) total += sg_tensor_nbytes(&s->t[i]);
    unsigned char *b = sg_xmalloc(total ? total : 1), *p = b;
    for (int i = 0; i < 8; i++) *p++ = (unsigned char)((uint64_t)hl >> (8 * i));
    memcpy(p, hdr, hl);
    p += hl;
    for (int i = 0; i < s->n; i++) {
        const size_t nb = sg_tensor_nbytes(&s->t[i]);
        if (nb) memcpy(p, s->t[i].data, nb);
        p += nb;
    }
    free(hdr);
    *buf = b;
    *len = total;
    return SG_OK;
}

typedef struct { uint64_t b, e; int idx; } span;

static int span_cmp(const void *a, const void *b) {
    const span *x = a, *y = b;
    return x->b != y->b ? (x->b > y->b) - (x->b < y->b) : (x->e > y->e) - (x->e < y->e); /* empty spans first */
}

static int json_uint(const json_t *j, uint64_t *out) {
    if (!json_is_integer(j)) return -1;
    json_int_t v = json_integer_value(j);
    if (v < 0) return -1;
    *out = (uint64_t)v;
    return 0;
}

sg_status sg_safetensors_parse(const unsigned char *buf, size_t len, const char *where, sg_tset *out) {
    sg_tset_init(out);
    if (len < 8) return sg_fail(SG_E_FORMAT, "%s: truncated safetensors file (%zu bytes, no header length)", where, len);
    uint64_t hl = 0;
    for (int i = 0; i < 8; i++) hl |= (uint64_t)buf[i] << (8 * i);
    if (hl > SG_MAX_HEADER) return sg_fail(SG_E_FORMAT, "%s: safetensors header length %llu is implausible", where, (unsigned long long)hl);
    if (hl > len - 8)
        return sg_fail(SG_E_FORMAT, "%s: truncated safetensors file (header says %llu bytes, file has %zu after the length)",
                       where, (unsigned long long)hl, len - 8);
    json_error_t jerr;
    json_t *root = json_loadb((const char *)buf + 8, (size_t)hl, JSON_REJECT_DUPLICATES, &jerr);
    if (!root) return sg_fail(SG_E_FORMAT, "%s: safetensors header is not valid JSON (%s at byte %d)", where, jerr.text, jerr.position);
    const unsigned char *data = buf + 8 + hl;
    uint64_t dlen = len - 8 - hl;
    sg_status st = SG_OK;
    if (!json_is_object(root)) {
        st = sg_fail(SG_E_FORMAT, "%s: safetensors header is not a JSON object", where);
        goto done;
    }
    size_t nt = json_object_size(root);
    span *spans = sg_xcalloc(nt, sizeof *spans);
    int ns = 0;
    const char *key;
    json_t *val;
    json_object_foreach(root, key, val) {
        if (strcmp(key, "__metadata__") == 0) {
            if (!json_is_object(val)) { st = sg_fail(SG_E_FORMAT, "%s: __metadata__ is not an object", where); break; }
            const char *mk;
            json_t *mv;
            json_object_foreach(val, mk, mv) {
                if (strlen(mk) >= SG_NAME_MAX) {
                    st = sg_fail(SG_E_FORMAT, "%s: __metadata__ key of %zu bytes is too long (a metadata key has at most %d): '%.80s...'",
                                 where, strlen(mk), SG_NAME_MAX - 1, mk);
                    break;
                }
                if (!json_is_string(mv)) { st = sg_fail(SG_E_FORMAT, "%s: __metadata__['%s'] is not a string", where, mk); break; }
                if ((st = sg_tset_set_meta(out, mk, json_string_value(mv)))) break;
            }
            if (st) break;
            continue;
        }
        if (strlen(key) >= SG_NAME_MAX) { st = sg_fail(SG_E_FORMAT, "%s: tensor name too long: '%.80s...'", where, key); break; }
        if (!json_is_object(val)) { st = sg_fail(SG_E_FORMAT, "%s: entry '%s' is not an object", where, key); break; }
        json_t *jd = json_object_get(val, "dtype"), *js = json_object_get(val, "shape"), *jo = json_object_get(val, "data_offsets");
        if (!json_is_string(jd)) { st = sg_fail(SG_E_FORMAT, "%s: tensor '%s' has no dtype string", where, key); break; }
        sg_dtype dt;
        if (sg_dtype_parse(json_string_value(jd), &dt)) {
            st = sg_fail(SG_E_SHAPE, "%s: tensor '%s' has unsupported dtype '%s' (BF16, F32, F64, I32 are supported)", where, key,
                         json_string_value(jd));
            break;
        }
        if (!json_is_array(js) || json_array_size(js) > SG_MAX_DIMS) {
            st = sg_fail(SG_E_FORMAT, "%s: tensor '%s' has no shape array of at most %d dimensions", where, key, SG_MAX_DIMS);
            break;
        }
        int64_t shape[SG_MAX_DIMS];
        int ndim = (int)json_array_size(js);
        for (int k = 0; k < ndim; k++) {
            uint64_t d;
            if (json_uint(json_array_get(js, (size_t)k), &d) || d > (uint64_t)SG_MAX_NUMEL) {
                st = sg_fail(SG_E_FORMAT, "%s: tensor '%s' shape[%d] is not a valid dimension", where, key, k);
                break;
            }
            shape[k] = (int64_t)d;
        }
        if (st) break;
        /* element and byte counts, each checked before it is formed */
        size_t numel, nbytes;
        if (sg_size_product(1, ndim, shape, &numel) || numel > (uint64_t)SG_MAX_NUMEL ||
            sg_size_product(sg_dtype_size(dt), ndim, shape, &nbytes)) {
            char sh[128];
            size_t k = (size_t)snprintf(sh, sizeof sh, "[");
            for (int i = 0; i < ndim && k < sizeof sh; i++)
                k += (size_t)snprintf(sh + k, sizeof sh - k, "%s%lld", i ? "," : "", (long long)shape[i]);
            if (k < sizeof sh) snprintf(sh + k, sizeof sh - k, "]");
            st = sg_fail(SG_E_FORMAT, "%s: tensor '%s' has shape %s: more than 2^40 elements (its size overflows or is implausible)",
                         where, key, sh);
            break;
        }
        uint64_t b, e;
        if (!json_is_array(jo) || json_array_size(jo) != 2 || json_uint(json_array_get(jo, 0), &b) ||
            json_uint(json_array_get(jo, 1), &e) || e < b) {
            st = sg_fail(SG_E_FORMAT, "%s: tensor '%s' has bad data_offsets", where, key);
            break;
        }
        if (e > dlen) {
            st = sg_fail(SG_E_FORMAT, "%s: tensor '%s' data [%llu,%llu) runs past the end of the file (%llu data bytes): truncated?",
                         where, key, (unsigned long long)b, (unsigned long long)e, (unsigned long long)dlen);
            break;
        }
        if (e - b != nbytes) {
            st = sg_fail(SG_E_FORMAT, "%s: tensor '%s' has %llu bytes but its dtype and shape need %llu", where, key,
                         (unsigned long long)(e - b), (unsigned long long)nbytes);
            break;
        }
        void *p = sg_tset_add(out, key, dt, ndim, shape);
        if (!p) { st = SG_E_INTERNAL; break; }
        if (e > b) memcpy(p, data + b, (size_t)(e - b));
        spans[ns].b = b;
        spans[ns].e = e;
        spans[ns].idx = out->n - 1;
        ns++;
    }
    if (st == SG_OK) {
        qsort(spans, (size_t)ns, sizeof *spans, span_cmp);
        uint64_t pos = 0;
        for (int i = 0; i < ns && st == SG_OK; i++) {
            if (spans[i].b != pos)
                st = sg_fail(SG_E_FORMAT, "%s: tensor '%s' data starts at %llu, expected %llu (overlap or hole)", where,
                             out->t[spans[i].idx].name, (unsigned long long)spans[i].b, (unsigned long long)pos);
            pos = spans[i].e;
        }
        if (st == SG_OK && pos != dlen)
            st = sg_fail(SG_E_FORMAT, "%s: %llu trailing data bytes not covered by any tensor", where, (unsigned long long)(dlen - pos));
    }
    free(spans);
done:
    json_decref(root);
    if (st) sg_tset_free(out);
    return st;
}

sg_status sg_safetensors_read(const char *path, sg_tset *out) {
    unsigned char *buf;
    size_t len;
    sg_tset_init(out);
    sg_status st = sg_read_file(path, &buf, &len);
    if (st) return st;
    st = sg_safetensors_parse(buf, len, path, out);
    free(buf);
    return st;
}
