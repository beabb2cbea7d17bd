/* cache.c - the oracle's on-disk cache, for any model: one safetensors file
 * per (case hash, equations identifier, precision),
 * <cache_dir>/<hash>-<equations>-p<prec>.safetensors (the identifier names the
 * model, e.g. rglru-1 or samu-1, so two models never share a file). What a file
 * holds and how its results are computed come in an sg_oracle_cache_kind (data
 * and a function pointer, filled by the model descriptors in models/); the file is
 * written whole (temporary + rename, by sg_safetensors_write). A file is used
 * only when its metadata names the same equations, precision, case and clip
 * mode, every expected tensor is present with its dtype and shape, and the
 * content hash recorded at write time matches the tensors read back; anything
 * else (truncated, stale, edited) is recomputed and replaced.
 *
 * A cache directory that cannot be created or written is warned about once
 * and the results are computed and returned uncached: a cache never fails a
 * run. An entry whose write fails (short write, full disk) is removed and the
 * failure recorded (sg_oracle_cache_write_failure): the reports then say the
 * cache was not used.
 *
 * Results with opts->clip == 0 (the true sqrt derivative, used by tests) or
 * opts->forward_only (benchmarks) are never cached: they are not the specified
 * results.
 */
#include "sg_oracle.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef sg_oracle_cache_kind cache_kind;

/* Content hash of the expected tensors, in the model's quantity order
 * (independent of the order a file lists them in). */
static sg_status results_hash(const sg_tset *s, const cache_kind *ck, char hex[SG_HASH_HEX], const char *where) {
    const sg_quantity *qs = ck->quantities;
    const int nq = ck->nq;
    sg_hasher h;
    sg_status st = sg_hash_begin(&h);
    if (st) return st;
    for (int k = 0; k < nq; k++) {
        int64_t shape[SG_MAX_DIMS];
        int nd = sg_quantity_shape(&qs[k], ck->B, ck->L, ck->D, shape);
        for (int j = 0; j < SG_ORC_COUNT; j++) {
            char nm[SG_NAME_MAX];
            sg_oracle_tensor_name(nm, sizeof nm, qs[k].name, (sg_oracle_part)j);
            const sg_tensor *t;
            st = sg_tset_expect(s, where, nm, sg_oracle_part_dtype((sg_oracle_part)j), nd, shape, &t);
            if (st) {
                char dummy[SG_HASH_HEX];
                sg_hash_end(&h, dummy);
                return st;
            }
            sg_hash_update(&h, nm, strlen(nm) + 1);
            sg_hash_update(&h, t->data, sg_tensor_nbytes(t));
        }
    }
    sg_hash_end(&h, hex);
    return SG_OK;
}

/* Is the file's content usable for this request? Returns SG_OK or a failure
 * (with message) saying why not. */
static sg_status check_cached(const sg_tset *c, const cache_kind *ck, const char *case_hash,
                              const sg_oracle_opts *o, const char *path) {
    char buf[64];
    const char *m = sg_tset_meta(c, "equations");
    if (!m || strcmp(m, ck->equations) != 0)
        return sg_fail(SG_E_FORMAT, "%s: equations '%s', expected '%s'", path, m ? m : "(none)", ck->equations);
    snprintf(buf, sizeof buf, "%ld", o->prec);
    m = sg_tset_meta(c, "precision");
    if (!m || strcmp(m, buf) != 0)
        return sg_fail(SG_E_FORMAT, "%s: precision '%s', expected '%s'", path, m ? m : "(none)", buf);
    m = sg_tset_meta(c, "case_hash");
    if (!m || strcmp(m, case_hash) != 0)
        return sg_fail(SG_E_FORMAT, "%s: case_hash '%s', expected '%s'", path, m ? m : "(none)", case_hash);
    m = sg_tset_meta(c, "forward_only");
    if (m && strcmp(m, "0") != 0) return sg_fail(SG_E_FORMAT, "%s: forward-only results", path);
    m = sg_tset_meta(c, "clip");
    if (!m || strcmp(m, "1") != 0) return sg_fail(SG_E_FORMAT, "%s: not the clipped (specified) function", path);
    if (o->certify) {
        long cp = o->cert_prec > 0 ? o->cert_prec : o->prec + 64;
        snprintf(buf, sizeof buf, "%ld", cp);
        m = sg_tset_meta(c, "cert_prec");
        if (!m || strcmp(m, buf) != 0)
            return sg_fail(SG_E_FORMAT, "%s: certified at '%s', requested %s", path, m ? m : "(none)", buf);
    }
    char want[SG_HASH_HEX];
    sg_status st = results_hash(c, ck, want, path);
    if (st) return st;
    m = sg_tset_meta(c, "results_hash");
    if (!m || strcmp(m, want) != 0)
        return sg_fail(SG_E_FORMAT, "%s: content hash %s does not match the recorded %s", path, want,
                       m ? m : "(none)");
    return SG_OK;
}

/* Hand `src` over to `dst`: a plain move when dst is empty, else a copy of
 * every tensor and metadata entry (src is freed either way). */
static sg_status tset_move(sg_tset *dst, sg_tset *src) {
    if (dst->n == 0 && dst->nmeta == 0) {
        sg_tset_free(dst);
        *dst = *src;
        sg_tset_init(src);
        return SG_OK;
    }
    sg_status st = SG_OK;
    for (int i = 0; i < src->n && !st; i++) {
        const sg_tensor *t = &src->t[i];
        void *p = sg_tset_add(dst, t->name, t->dtype, t->ndim, t->shape);
        if (!p) st = SG_E_INTERNAL;
        else memcpy(p, t->data, sg_tensor_nbytes(t));
    }
    for (int i = 0; i < src->nmeta && !st; i++) st = sg_tset_set_meta(dst, src->meta[i].key, src->meta[i].value);
    sg_tset_free(src);
    return st;
}

static int hash_ok(const char *h) {
    if (!h || !*h || strlen(h) > 128) return 0;
    for (const char *c = h; *c; c++)
        if (!((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || *c == '_'))
            return 0;
    return 1;
}

/* Once per process: the cache could not be used (the results are computed and returned all the same). */
static void warn_uncached(const char *dir, const char *why) {
    static _Atomic int warned;
    if (warned++) return;
    fprintf(stderr, "scangate: warning: the oracle cache directory '%s' is not usable (%s); results are not cached\n", dir,
            why);
}

/* The first failed entry write of this process (sg_oracle_cache_write_failure). */
static char write_failure[700];
static atomic_int write_failure_claimed, write_failure_set;

const char *sg_oracle_cache_write_failure(void) { return atomic_load(&write_failure_set) ? write_failure : NULL; }

/* An entry that could not be written whole: none is left (sg_write_atomic
 * removed its temporary; an older file at the name was unusable, or this
 * write would not have been made), the failure is recorded for the reports
 * and warned about once. */
static void write_failed(const char *dir, const char *path, const char *why) {
    remove(path);
    if (atomic_exchange(&write_failure_claimed, 1) == 0) {
        snprintf(write_failure, sizeof write_failure, "%.200s: writing an entry failed: %.400s", dir, why);
        atomic_store(&write_failure_set, 1);
    }
    warn_uncached(dir, why);
}

sg_status sg_oracle_cached(const cache_kind *ck, const char *case_hash, const sg_oracle_opts *o,
                           const char *cache_dir, sg_tset *res) {
    sg_oracle_opts def;
    if (!o) {
        sg_oracle_opts_default(&def);
        o = &def;
    }
    if (!hash_ok(case_hash))
        return sg_fail(SG_E_USAGE, "oracle cache: case hash '%s' is not a plain identifier",
                       case_hash ? case_hash : "(null)");
    sg_tset fresh;
    sg_tset_init(&fresh);
    if (!cache_dir || !*cache_dir || !o->clip || o->forward_only) { /* no caching */
        sg_status st = ck->compute(ck->ctx, o, &fresh);
        if (!st) st = sg_tset_set_meta(&fresh, "case_hash", case_hash);
        if (!st) return tset_move(res, &fresh);
        sg_tset_free(&fresh);
        return st;
    }
    sg_status st = sg_mkdirs(cache_dir);
    if (st) { /* a cache is an optimisation: without one the results are computed, never refused */
        warn_uncached(cache_dir, sg_errmsg());
        return sg_oracle_cached(ck, case_hash, o, NULL, res);
    }
    size_t plen = strlen(cache_dir) + strlen(case_hash) + strlen(ck->equations) + 64;
    char *path = sg_xmalloc(plen);
    snprintf(path, plen, "%s/%s-%s-p%ld.safetensors", cache_dir, case_hash, ck->equations, o->prec);

    FILE *f = fopen(path, "rb");
    if (f) {
        fclose(f);
        sg_tset c;
        sg_tset_init(&c);
        st = sg_safetensors_read(path, &c);
        if (!st) st = check_cached(&c, ck, case_hash, o, path);
        if (!st) {
            free(path);
            return tset_move(res, &c);
        }
        fprintf(stderr, "scangate: oracle cache entry unusable, recomputing: %s\n", sg_errmsg());
        sg_tset_free(&c);
    }

    st = ck->compute(ck->ctx, o, &fresh);
    char hex[SG_HASH_HEX];
    if (!st) st = sg_tset_set_meta(&fresh, "case_hash", case_hash);
    if (!st) st = results_hash(&fresh, ck, hex, "oracle results");
    if (!st) st = sg_tset_set_meta(&fresh, "results_hash", hex);
    if (!st && sg_safetensors_write(path, &fresh) != SG_OK)
        write_failed(cache_dir, path, sg_errmsg()); /* the results stand; only the cache entry is missing */
    free(path);
    if (st) {
        sg_tset_free(&fresh);
        return st;
    }
    return tset_move(res, &fresh);
}
