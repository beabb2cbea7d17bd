/* oracle_check.c - checks shared by the oracle test programs of both models
 * (declared in sg_test_oracle.h). */
#define _POSIX_C_SOURCE 200809L
#include "sg_test_oracle.h"
#include "sg_gates.h"
#include "sg_testsupport.h" /* the finite-difference losses */

#include <math.h>

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

sg_oracle_opts sg_test_oracle_opts(int threads, int certify) {
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    o.threads = threads;
    o.certify = certify;
    return o;
}

sg_status sg_test_oracle_direct(const sg_case *c, const sg_oracle_opts *o, sg_tset *r, sg_oracle_cert *cert) {
    if (c->spec.model == SG_MODEL_SAMU) {
        sg_samu_problem pb;
        sg_status st = sg_case_samu_problem(c, &pb);
        return st ? st : sg_oracle_samu(&pb, o, r, cert);
    }
    sg_rglru_problem pb;
    sg_status st = sg_case_rglru_problem(c, &pb);
    return st ? st : sg_oracle_rglru(&pb, o, r, cert);
}

static sg_status direct(const sg_case *c, const sg_oracle_opts *o, sg_tset *r) {
    return sg_test_oracle_direct(c, o, r, NULL);
}

static const char *equations(sg_model m) {
    return m == SG_MODEL_SAMU ? SG_ORACLE_SAMU_EQUATIONS : SG_ORACLE_RGLRU_EQUATIONS;
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

void sg_test_oracle_held(const sg_case *c, sg_tset *res) {
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    sg_tset_init(res);
    SG_ASSERT_OK(cached(c, &o, sg_test_cache_dir(), res));
}

void sg_test_oracle_cache(const sg_case_spec *sp) {
    sg_case made;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &made));
    const sg_case *c = &made;
    const char *eq = equations(c->spec.model);
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/test_cache_%s_%ld", sg_test_cache_dir(), eq, (long)getpid());
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
    char want[32];
    snprintf(want, sizeof want, "%ld", o.prec);
    CU_ASSERT(m && strcmp(m, want) == 0);

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
    sg_case_free(&made);
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

void sg_test_oracle_values_S(const sg_tset *res, sg_model m, const char *name) {
    const sg_quantity *qs;
    const int nq = sg_model_quantities(m, &qs);
    for (int k = 0; k < nq; k++) {
        char n1[SG_NAME_MAX], n2[SG_NAME_MAX];
        const sg_tensor *t = sg_tset_get(res, sg_oracle_tensor_name(n1, sizeof n1, qs[k].name, SG_ORC_F64));
        const sg_tensor *ts = sg_tset_get(res, sg_oracle_tensor_name(n2, sizeof n2, qs[k].name, SG_ORC_S));
        CU_ASSERT_FATAL(t && ts && t->dtype == SG_F64 && ts->dtype == SG_F64);
        const double *val = (const double *)t->data, *S = (const double *)ts->data;
        size_t ne = sg_tensor_numel(t), badS = 0;
        for (size_t i = 0; i < ne; i++)
            if (!(isfinite(val[i]) && isfinite(S[i]) && S[i] >= fabs(val[i]) * (1.0 - 1e-12))) badS++;
        if (badS) fprintf(stderr, "\n  case %s: %zu elements of %s with S < |value|\n", name, badS, qs[k].name);
        CU_ASSERT_EQUAL(badS, 0);
    }
}

void sg_test_oracle_cert(const sg_case_spec *sp, double min_bits) {
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &c));
    const sg_oracle_opts o = sg_test_oracle_opts(2, 1);
    sg_tset res;
    sg_tset_init(&res);
    sg_oracle_cert cert;
    SG_ASSERT_OK(sg_test_oracle_direct(&c, &o, &res, &cert));
    const sg_quantity *qs;
    CU_ASSERT_EQUAL(cert.nq, sg_model_quantities(sp->model, &qs));
    for (int k = 0; k < cert.nq; k++) {
        if (!(cert.bits[k] >= min_bits))
            fprintf(stderr, "\n  case %s: %s certified to %.1f bits only\n", sp->name, cert.name[k], cert.bits[k]);
        CU_ASSERT(cert.bits[k] >= min_bits);
        char key[SG_NAME_MAX + 16];
        snprintf(key, sizeof key, "cert_bits.%s", cert.name[k]);
        const char *m = sg_tset_meta(&res, key);
        CU_ASSERT_PTR_NOT_NULL(m);
        if (m) SG_ASSERT_CLOSE(atof(m), cert.bits[k], 0.051);
    }
    const char *m = sg_tset_meta(&res, "equations");
    CU_ASSERT(m && strcmp(m, equations(sp->model)) == 0);
    char want[32];
    snprintf(want, sizeof want, "%ld", o.prec);
    m = sg_tset_meta(&res, "precision");
    CU_ASSERT(m && strcmp(m, want) == 0);
    snprintf(want, sizeof want, "%ld", o.prec + 64); /* cert_prec 0: the default, prec + 64 */
    m = sg_tset_meta(&res, "cert_prec");
    CU_ASSERT(m && strcmp(m, want) == 0);
    if (sp->model == SG_MODEL_RGLRU && strcmp(sp->regime, "clip") == 0) { /* marker: the clip path was exercised */
        m = sg_tset_meta(&res, "clipped_steps");
        CU_ASSERT(m && atol(m) > 0);
    }
    sg_test_oracle_values_S(&res, sp->model, sp->name); /* S bounds the magnitude of the terms */
    sg_tset_free(&res);
    sg_case_free(&c);
}

void sg_test_oracle_forward_only(const sg_case_spec *sp) {
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &c));
    const sg_quantity *qs;
    sg_model_quantities(sp->model, &qs);
    char yq[SG_NAME_MAX], lastq[SG_NAME_MAX]; /* the forward's quantities: y and the last state */
    snprintf(yq, sizeof yq, "%s.", qs[0].name);
    snprintf(lastq, sizeof lastq, "%s.", qs[1].name);
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    CU_ASSERT_EQUAL(o.forward_only, 0);
    sg_tset full, fwd;
    sg_tset_init(&full);
    sg_tset_init(&fwd);
    SG_ASSERT_OK(sg_test_oracle_direct(&c, &o, &full, NULL));
    o.forward_only = 1;
    o.certify = 1;
    sg_oracle_cert cert;
    SG_ASSERT_OK(sg_test_oracle_direct(&c, &o, &fwd, &cert));
    CU_ASSERT_EQUAL(full.n, fwd.n);
    for (int i = 0; i < fwd.n; i++) {
        const sg_tensor *t = &fwd.t[i], *f = sg_tset_get(&full, t->name);
        CU_ASSERT_PTR_NOT_NULL_FATAL(f);
        size_t nb = sg_tensor_nbytes(t);
        if (strncmp(t->name, yq, strlen(yq)) == 0 || strncmp(t->name, lastq, strlen(lastq)) == 0) {
            CU_ASSERT(nb == sg_tensor_nbytes(f) && memcmp(t->data, f->data, nb) == 0);
        } else {
            size_t nz = 0;
            for (size_t k = 0; k < nb; k++) nz += ((const unsigned char *)t->data)[k] != 0;
            CU_ASSERT_EQUAL(nz, 0);
        }
    }
    const char *m = sg_tset_meta(&fwd, "forward_only");
    CU_ASSERT(m && strcmp(m, "1") == 0);
    CU_ASSERT_PTR_NULL(sg_tset_meta(&fwd, "cert_bits.dx"));
    for (int k = 0; k < cert.nq; k++) {
        int fq = strcmp(cert.name[k], qs[0].name) == 0 || strcmp(cert.name[k], qs[1].name) == 0;
        CU_ASSERT(fq ? cert.bits[k] >= sg_test_cert_min_bits() : isnan(cert.bits[k]));
    }
    /* never cached */
    sg_tset cached_res;
    sg_tset_init(&cached_res);
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/test_fwd_%s_%ld", sg_test_cache_dir(),
             equations(sp->model), (long)getpid());
    o.certify = 0;
    SG_ASSERT_OK(cached(&c, &o, dir, &cached_res));
    char path[1400];
    snprintf(path, sizeof path, "%s/%s-%s-p%ld.safetensors", dir, c.hash, equations(sp->model), o.prec);
    FILE *fp = fopen(path, "rb");
    CU_ASSERT_PTR_NULL(fp);
    if (fp) fclose(fp);
    sg_tset_free(&cached_res);
    sg_tset_free(&full);
    sg_tset_free(&fwd);
    sg_case_free(&c);
}

void sg_test_oracle_threads(const sg_case_spec *sp, int nthreads, int certify) {
    sg_case c;
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, &c));
    sg_oracle_opts o;
    sg_oracle_opts_default(&o);
    o.certify = certify;
    sg_tset r[8];
    CU_ASSERT_FATAL(nthreads >= 2 && nthreads <= 8);
    for (int k = 0; k < nthreads; k++) {
        sg_tset_init(&r[k]);
        o.threads = k + 1;
        SG_ASSERT_OK(sg_test_oracle_direct(&c, &o, &r[k], NULL));
    }
    for (int k = 1; k < nthreads; k++) CU_ASSERT(sg_test_tsets_equal(&r[0], &r[k]));
    const sg_quantity *qs;
    CU_ASSERT_EQUAL(r[0].n, SG_ORC_COUNT * sg_model_quantities(sp->model, &qs));
    for (int k = 0; k < nthreads; k++) sg_tset_free(&r[k]);
    sg_case_free(&c);
}

sg_status sg_test_loss_status(sg_model m, const void *pb, const char *which, int64_t index) {
    mpfr_t delta, loss;
    mpfr_inits2(64, delta, loss, (mpfr_ptr)0);
    mpfr_set_ui(delta, 0, MPFR_RNDN);
    const sg_status st = m == SG_MODEL_SAMU
                             ? sg_oracle_samu_loss((const sg_samu_problem *)pb, 64, which, index, delta, loss)
                             : sg_oracle_rglru_loss((const sg_rglru_problem *)pb, 64, which, index, delta, loss);
    mpfr_clears(delta, loss, (mpfr_ptr)0);
    return st;
}

int sg_test_fd_check(sg_model m, const void *pb, const char *which, int64_t index, mpfr_srcptr grad, double S,
                     const char *q, sg_test_fd_stats *st) {
    mpfr_t delta, lp, lm, fd, diff;
    mpfr_inits2(SG_TEST_FD_PREC, delta, lp, lm, fd, diff, (mpfr_ptr)0);
    mpfr_set_si_2exp(delta, 1, SG_TEST_FD_DELTA_EXP, MPFR_RNDN);
    for (int sgn = 0; sgn < 2; sgn++) {
        mpfr_ptr out = sgn ? lm : lp;
        if (m == SG_MODEL_SAMU)
            SG_ASSERT_OK(sg_oracle_samu_loss((const sg_samu_problem *)pb, SG_TEST_FD_PREC, which, index, delta, out));
        else
            SG_ASSERT_OK(sg_oracle_rglru_loss((const sg_rglru_problem *)pb, SG_TEST_FD_PREC, which, index, delta, out));
        mpfr_neg(delta, delta, MPFR_RNDN);
    }
    mpfr_sub(fd, lp, lm, MPFR_RNDN);
    mpfr_mul_2si(fd, fd, -SG_TEST_FD_DELTA_EXP - 1, MPFR_RNDN); /* / (2 delta) */
    mpfr_sub(diff, fd, grad, MPFR_RNDN);
    const double g = fabs(mpfr_get_d(grad, MPFR_RNDN)), err = fabs(mpfr_get_d(diff, MPFR_RNDN));
    const double scale = g > S ? g : S;
    int ok;
    st->checked++;
    if (mpfr_zero_p(grad)) {
        st->zero++;
        ok = mpfr_zero_p(fd) != 0; /* an exactly zero gradient: the loss must not move at all */
    } else {
        ok = err <= 1e-20 * scale;
        const double r = S / g;
        if (r > st->max_ratio) st->max_ratio = r;
        if (!(r <= 1e6)) st->loose++;
        if (scale > 0 && err / scale > st->worst) st->worst = err / scale;
    }
    if (!ok)
        mpfr_fprintf(stderr, "\n  %s: d loss / d %s[%lld]: grad %.25Re fd %.25Re (S %a)\n", q, which,
                     (long long)index, grad, fd, S);
    mpfr_clears(delta, lp, lm, fd, diff, (mpfr_ptr)0);
    return ok;
}

void sg_test_samu_hand_init(sg_test_samu_hand *h, int64_t L) {
    enum { B = SG_TEST_HAND_B, D = SG_TEST_HAND_D, M = D / 2 };
    static const float nu[M] = {1e-3f, 0.3f, 3.0f, 25.0f}, th[M] = {0.7f, -2.0f, 3.1f, 0.01f};
    h->x = sg_xmalloc_dims(sizeof *h->x, SG_DIMS(B, L, D));
    h->dy = sg_xmalloc_dims(sizeof *h->dy, SG_DIMS(B, L, D));
    h->seg = sg_xmalloc_dims(sizeof *h->seg, SG_DIMS(B, L));
    uint64_t st = 0x2545f4914f6cdd1dull;
    for (int64_t i = 0; i < B * L * D; i++) {
        st = st * 6364136223846793005ull + 1442695040888963407ull;
        h->x[i] = sg_f32_to_bf16((float)((double)(st >> 11) * 0x1p-52 - 1.0) * 2.0f);
        st = st * 6364136223846793005ull + 1442695040888963407ull;
        h->dy[i] = sg_f32_to_bf16((float)((double)(st >> 11) * 0x1p-52 - 1.0));
    }
    for (int i = 0; i < B * D; i++) {
        h->z0[i] = 0.125f * (float)(i % 9) - 0.5f;
        h->dzl[i] = 0.75f - 0.25f * (float)(i % 5);
    }
    for (int k = 0; k <= D; k++) {
        h->wp[k] = 0.3f * (float)((k * 5) % 7) - 0.9f;
        h->wr[k] = 0.8f - 0.35f * (float)((k * 3) % 5);
    }
    for (int64_t i = 0; i < B * L; i++) h->seg[i] = (int32_t)(i % L + 1);
    const sg_samu_problem pb = {B, L, D, h->x, h->dy, h->z0, h->dzl, h->seg, h->wp, h->wr, -2.5f, 2.9f, nu, th};
    h->pb = pb;
}

void sg_test_samu_hand_free(sg_test_samu_hand *h) {
    free(h->x);
    free(h->dy);
    free(h->seg);
}

void sg_test_exact_init(sg_test_exact *ex, const sg_samu_problem *pb, long prec) {
    const sg_quantity *qs;
    ex->nq = sg_model_quantities(SG_MODEL_SAMU, &qs);
    CU_ASSERT_FATAL(ex->nq <= SG_TEST_MAXQ);
    for (int k = 0; k < ex->nq; k++) {
        int64_t sh[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&qs[k], pb->B, pb->L, pb->D, sh);
        ex->n[k] = 1;
        for (int j = 0; j < nd; j++) ex->n[k] *= (size_t)sh[j];
        ex->mp[k] = sg_xmalloc(ex->n[k] * sizeof(mpfr_t));
        for (size_t i = 0; i < ex->n[k]; i++) mpfr_init2(ex->mp[k][i], (mpfr_prec_t)prec);
    }
}

void sg_test_exact_free(sg_test_exact *ex) {
    for (int k = 0; k < ex->nq; k++) {
        for (size_t i = 0; i < ex->n[k]; i++) mpfr_clear(ex->mp[k][i]);
        free(ex->mp[k]);
    }
}

void sg_test_oracle_run(const sg_case_spec *sp, sg_case *c, sg_tset *res) {
    SG_ASSERT_OK(sg_case_make(sp, SG_DEFAULT_SEED, c));
    sg_tset_init(res);
    SG_ASSERT_OK(sg_test_oracle_direct(c, NULL, res, NULL));
}
