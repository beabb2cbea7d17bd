/* oracle_check.c - checks shared by the oracle test programs of both models
 * (declared in sg_test_oracle.h). */
#define _POSIX_C_SOURCE 200809L
#include "sg_test_oracle.h"
#include "sg_gates.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int sg_test_tsets_equal(const sg_tset *a, const sg_tset *b) {
    if (a->n != b->n) return 0;
    for (int i = 0; i < a->n; i++) {
        const sg_tensor *t = sg_tset_get(b, a->t[i].name);
        if (!t || t->dtype != a->t[i].dtype || sg_tensor_nbytes(t) != sg_tensor_nbytes(&a->t[i]) ||
            memcmp(t->data, a->t[i].data, sg_tensor_nbytes(t)) != 0) {
            fprintf(stderr, "\n  tensor %s differs\n", a->t[i].name);
            return 0;
        }
    }
    return 1;
}

static sg_status direct(const sg_case *c, const sg_oracle_opts *o, sg_tset *r) {
    if (c->spec.model == SG_MODEL_SAMU) {
        sg_samu_problem pb;
        sg_status st = sg_case_samu_problem(c, &pb);
        return st ? st : sg_oracle_samu(&pb, o, r, NULL);
    }
    sg_rglru_problem pb;
    sg_status st = sg_case_rglru_problem(c, &pb);
    return st ? st : sg_oracle_rglru(&pb, o, r, NULL);
}

static sg_status cached(const sg_case *c, const sg_oracle_opts *o, const char *dir, sg_tset *r) {
    if (c->spec.model == SG_MODEL_SAMU) {
        sg_samu_problem pb;
        sg_status st = sg_case_samu_problem(c, &pb);
        return st ? st : sg_oracle_samu_cached(&pb, c->hash, o, dir, r);
    }
    sg_rglru_problem pb;
    sg_status st = sg_case_rglru_problem(c, &pb);
    return st ? st : sg_oracle_rglru_cached(&pb, c->hash, o, dir, r);
}

void sg_test_oracle_cache(const sg_case *c) {
    const char *eq = c->spec.model == SG_MODEL_SAMU ? SG_ORACLE_SAMU_EQUATIONS : SG_ORACLE_RGLRU_EQUATIONS;
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/test_cache_%s_%ld", sg_test_env("SG_CACHE_DIR", "/tmp/sg-oracle-cache"), eq,
             (long)getpid());
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    char path[1400];
    snprintf(path, sizeof path, "%s/%s-%s-p%ld.safetensors", dir, c->hash, eq, o.prec);
    remove(path);

    sg_tset r1, r2, r3, r4, dr;
    sg_tset_init(&r1);
    sg_tset_init(&r2);
    sg_tset_init(&r3);
    sg_tset_init(&r4);
    sg_tset_init(&dr);
    SG_ASSERT_OK(direct(c, &o, &dr));
    SG_ASSERT_OK(cached(c, &o, dir, &r1)); /* miss: computes, writes */
    unsigned char *buf = NULL;
    size_t len = 0;
    SG_ASSERT_OK(sg_read_file(path, &buf, &len));
    CU_ASSERT_FATAL(len > 1000);
    SG_ASSERT_OK(cached(c, &o, dir, &r2)); /* hit */
    CU_ASSERT(sg_test_tsets_equal(&dr, &r1));
    CU_ASSERT(sg_test_tsets_equal(&r1, &r2));
    const char *m = sg_tset_meta(&r2, "case_hash");
    CU_ASSERT(m && strcmp(m, c->hash) == 0);
    m = sg_tset_meta(&r2, "precision");
    CU_ASSERT(m && strcmp(m, "128") == 0);

    /* truncated file: recomputed and rewritten whole */
    SG_ASSERT_OK(sg_write_atomic_buf(path, buf, len / 2));
    SG_ASSERT_OK(cached(c, &o, dir, &r3));
    CU_ASSERT(sg_test_tsets_equal(&r1, &r3));
    unsigned char *buf2 = NULL;
    size_t len2 = 0;
    SG_ASSERT_OK(sg_read_file(path, &buf2, &len2));
    CU_ASSERT_EQUAL(len2, len);
    free(buf2);

    /* one flipped bit in the data: the content hash catches it */
    buf[len - 3] ^= 0x10;
    SG_ASSERT_OK(sg_write_atomic_buf(path, buf, len));
    SG_ASSERT_OK(cached(c, &o, dir, &r4));
    CU_ASSERT(sg_test_tsets_equal(&r1, &r4));
    SG_ASSERT_OK(sg_read_file(path, &buf2, &len2));
    CU_ASSERT(len2 == len && memcmp(buf2, buf, len) != 0); /* rewritten */
    free(buf2);

    free(buf);
    remove(path);
    remove(dir);
    sg_tset_free(&r1);
    sg_tset_free(&r2);
    sg_tset_free(&r3);
    sg_tset_free(&r4);
    sg_tset_free(&dr);
}

double sg_test_cert_min_bits(void) {
    static double v;
    static int loaded;
    if (!loaded) {
        char path[1024];
        snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
        sg_thresholds th;
        const sg_threshold *row = NULL;
        v = (double)INFINITY;
        if (sg_thresholds_load(path, &th) == SG_OK) {
            if (sg_thresholds_limit(&th, SG_LIMIT_CERT_MIN_BITS, &row) == SG_OK) v = row->fail;
            sg_thresholds_free(&th);
        }
        if (!row) fprintf(stderr, "\n  %s\n", sg_errmsg());
        loaded = 1;
    }
    CU_ASSERT(v < (double)INFINITY);
    return v;
}
