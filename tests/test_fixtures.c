/* test_fixtures.c - the generator, the named sets, case files and their
 * bad-input paths. Coverage claims of the sets are checked on the generated
 * tensors, not on the spec strings. */
#include "sg_test.h"
#include "sg_fixtures.h"

#include <stdlib.h>
#include <string.h>

static const sg_case_spec small = {"t_small", "test", SG_MODEL_RGLRU, 2, 40, 12, "at:5,17", 1, 1, "mixed", 1.0};

static void test_deterministic(void) {
    sg_case a, b, c;
    SG_ASSERT_OK(sg_case_make(&small, 7, &a));
    SG_ASSERT_OK(sg_case_make(&small, 7, &b));
    SG_ASSERT_OK(sg_case_make(&small, 8, &c));
    CU_ASSERT_STRING_EQUAL(a.hash, b.hash);
    CU_ASSERT_STRING_NOT_EQUAL(a.hash, c.hash);
    for (int i = 0; i < a.inputs.n; i++)
        CU_ASSERT(memcmp(a.inputs.t[i].data, b.inputs.t[i].data, sg_tensor_nbytes(&a.inputs.t[i])) == 0);
    /* Any element regenerates from (seed, case, tensor, index) alone: x[1,3,5] again. */
    sg_case_spec other = small;
    other.L = 80; /* a different shape changes the flat index but not the draw at the same index */
    sg_case d;
    SG_ASSERT_OK(sg_case_make(&other, 7, &d));
    const uint16_t *xa = sg_tset_get(&a.inputs, "x")->data, *xd = sg_tset_get(&d.inputs, "x")->data;
    CU_ASSERT_EQUAL(xa[100], xd[100]);
    sg_case_free(&a);
    sg_case_free(&b);
    sg_case_free(&c);
    sg_case_free(&d);
}

static void test_philox_moments(void) {
    const int n = 200000;
    double s = 0, s2 = 0, z = 0, z2 = 0;
    int in_range = 1;
    for (int i = 0; i < n; i++) {
        double u = sg_rand_uniform(42, 1, 2, (uint64_t)i);
        double g = sg_rand_normal(42, 1, 3, (uint64_t)i);
        in_range &= (u > 0.0) & (u < 1.0);
        s += u;
        s2 += u * u;
        z += g;
        z2 += g * g;
    }
    CU_ASSERT(in_range);
    /* 6-sigma bands: mean of U(0,1) has sd sqrt(1/12/n); mean of N(0,1) sd 1/sqrt(n);
     * the sample variance of N(0,1) has sd sqrt(2/n). */
    CU_ASSERT(fabs(s / n - 0.5) <= 6.0 * sqrt(1.0 / 12.0 / n));
    CU_ASSERT(fabs(s2 / n - 1.0 / 3.0) <= 6.0 * sqrt(4.0 / 45.0 / n));
    CU_ASSERT(fabs(z / n) <= 6.0 / sqrt((double)n));
    CU_ASSERT(fabs(z2 / n - 1.0) <= 6.0 * sqrt(2.0 / n));
}

static void test_resets(void) {
    sg_case c;
    SG_ASSERT_OK(sg_case_make(&small, 1, &c));
    const int32_t *seg = sg_tset_get(&c.inputs, "segment_pos")->data;
    for (int b = 0; b < 2; b++) {
        CU_ASSERT(seg[b * 40 + 0] != 0);  /* no reset at t=1 */
        CU_ASSERT(seg[b * 40 + 4] == 0);  /* t=5 */
        CU_ASSERT(seg[b * 40 + 16] == 0); /* t=17 */
        CU_ASSERT(seg[b * 40 + 5] == 1);
        CU_ASSERT(seg[b * 40 + 39] == 23);
    }
    sg_case_free(&c);
    sg_case_spec bad = small;
    bad.resets = "at:0";
    SG_ASSERT_STATUS(sg_case_make(&bad, 1, &c), SG_E_UNKNOWN);
    sg_case_free(&c);
    bad.resets = "weekly";
    SG_ASSERT_STATUS(sg_case_make(&bad, 1, &c), SG_E_UNKNOWN);
    sg_case_free(&c);
    bad = small;
    bad.regime = "tepid";
    SG_ASSERT_STATUS(sg_case_make(&bad, 1, &c), SG_E_UNKNOWN);
    sg_case_free(&c);
}

/* Coverage of a set, read off the generated tensors. */
typedef struct {
    int L1, Lsmall, Lodd, partial_reset, reset_t1, reset_in_chunk, reset_edge, reset_consec, docs, B2, Dodd;
    int h0_zero, h0_nz, dhl_zero, dhl_nz, init, clip, fast, near1, scale_lo, scale_hi;
    int rtu, slow, full_phase, oddM; /* SAMU */
    int n;
} coverage;

static void scan_case(const sg_case *c, coverage *cv) {
    const int64_t B = c->spec.B, L = c->spec.L, D = c->spec.D;
    const sg_model_desc *md = sg_model_desc_of(c->spec.model);
    const int samu = sg_tset_get(&c->inputs, "nu") != NULL; /* SAMU's parameters (the scan or its decode) */
    const int32_t *seg = sg_tset_get(&c->inputs, "segment_pos")->data;
    const float *h0 = sg_tset_get(&c->inputs, md->initial_state)->data;
    const sg_tensor *tdl = sg_tset_get(&c->inputs, samu ? "dz_last" : "dh_last"); /* none: a decode model */
    const float *dhl = tdl ? tdl->data : NULL;
    cv->n++;
    cv->L1 |= L == 1;
    cv->Lsmall |= L > 1 && L < 16;
    cv->Lodd |= L % 16 != 0 && L % 32 != 0 && L > 16;
    cv->B2 |= B > 1;
    cv->Dodd |= D % 16 != 0;
    int nres = 0;
    for (int64_t b = 0; b < B; b++)
        for (int64_t t = 0; t < L; t++) {
            if (seg[b * L + t] != 0) continue;
            nres++;
            if (t == 0) cv->reset_t1 = 1;
            else if (t % 16 == 0) cv->reset_edge = 1;
            else cv->reset_in_chunk = 1;
            if (t > 0 && seg[b * L + t - 1] == 0) cv->reset_consec = 1;
            if (L % 16 != 0 && t >= L - L % 16) cv->partial_reset = 1;
        }
    cv->docs |= nres > 8;
    int h0nz = 0, dnz = 0;
    for (int64_t i = 0; i < B * D; i++) {
        h0nz |= h0[i] != 0.0f;
        dnz |= dhl && dhl[i] != 0.0f;
    }
    cv->h0_nz |= h0nz;
    cv->h0_zero |= !h0nz;
    cv->dhl_nz |= dnz;
    cv->dhl_zero |= !dnz;
    if (samu) {
        const int64_t M = D / 2;
        const float *nu = sg_tset_get(&c->inputs, "nu")->data, *th = sg_tset_get(&c->inputs, "theta")->data;
        const float aph = *(const float *)sg_tset_get(&c->inputs, "a_phi")->data;
        const float ar = *(const float *)sg_tset_get(&c->inputs, "a_r")->data;
        cv->rtu |= aph == 0.0f && ar == 0.0f;
        cv->oddM |= M % 2 == 1;
        double thmax = 0;
        int all_near1 = 1, init_spec = 1;
        for (int64_t m = 0; m < M; m++) {
            thmax = fmax(thmax, (double)th[m]);
            all_near1 &= nu[m] == 1e-3f;
            init_spec &= nu[m] >= (float)(-log(0.999)) * 0.999f && nu[m] <= (float)(-log(0.9)) * 1.001f;
        }
        cv->near1 |= all_near1;
        cv->init |= init_spec;
        cv->slow |= M > 1 && thmax < 3.14159265 / 10.0;
        int all_tiny = 1;
        for (int64_t m = 0; m < M; m++) all_tiny &= nu[m] <= 1e-8f;
        cv->clip |= all_tiny; /* 1 - rho^2 ~ 2 nu E below the 2.5e-7 clip */
        cv->full_phase |= thmax > 3.14159265;
    } else {
        const float *p = sg_tset_get(&c->inputs, "p")->data;
        for (int64_t d = 0; d < D; d++) {
            double pd = (double)p[d];
            cv->init |= pd >= -6.91 && pd <= -2.19;
            cv->near1 |= pd < -6.91 && pd > -12.0;
            cv->clip |= pd <= -19.0 && pd >= -21.0;
            cv->fast |= pd >= 2.5 && pd <= 3.5;
        }
    }
    const uint16_t *x = sg_tset_get(&c->inputs, "x")->data;
    double mx = 0;
    for (int64_t i = 0; i < B * L * D; i++) mx = fmax(mx, fabs((double)sg_bf16_to_f32(x[i])));
    cv->scale_lo |= mx < 0.01;
    cv->scale_hi |= mx > 1000.0;
}

static void check_set(const char *name, int full) {
    const sg_case_spec *specs;
    int n;
    SG_ASSERT_OK(sg_fixture_set(name, &specs, &n));
    coverage cvs[SG_MODEL_COUNT];
    memset(cvs, 0, sizeof cvs);
    for (int i = 0; i < n; i++) {
        sg_case c;
        SG_ASSERT_OK(sg_case_make(&specs[i], SG_DEFAULT_SEED, &c));
        SG_ASSERT_OK(sg_case_validate(&c, specs[i].name));
        CU_ASSERT(specs[i].target && strlen(specs[i].target) > 3);
        for (int j = 0; j < i; j++) CU_ASSERT(strcmp(specs[i].name, specs[j].name) != 0);
        scan_case(&c, &cvs[specs[i].model]);
        sg_case_free(&c);
    }
    for (int m = 0; m < SG_MODEL_COUNT; m++) {
        const coverage cv = cvs[m];
        CU_ASSERT(cv.n > 0);
        if (m != SG_MODEL_RGLRU && m != SG_MODEL_SAMU) {
            /* the mixer and the decode models (D a multiple of the gates' 16 blocks; decode has no cotangents):
             * the paths their cases are for */
            CU_ASSERT(cv.B2 && cv.reset_in_chunk && cv.init && cv.h0_nz);
            if (full) CU_ASSERT(cv.L1 && cv.Lodd && cv.partial_reset && cv.reset_t1 && cv.docs && cv.near1 && cv.clip);
            continue;
        }
        CU_ASSERT(cv.L1 && cv.Lodd && cv.reset_t1 && cv.reset_in_chunk && cv.B2 && cv.Dodd);
        CU_ASSERT(cv.partial_reset && cv.init && cv.docs);
        if (m == SG_MODEL_RGLRU) CU_ASSERT(cv.clip && cv.fast);
        if (m == SG_MODEL_SAMU) CU_ASSERT(cv.rtu && cv.slow && cv.near1 && cv.oddM);
        if (full) {
            CU_ASSERT(cv.Lsmall);
            CU_ASSERT(cv.reset_edge);
            CU_ASSERT(cv.reset_consec);
            CU_ASSERT(cv.near1);
            CU_ASSERT(cv.h0_zero && cv.h0_nz && cv.dhl_zero && cv.dhl_nz);
            CU_ASSERT(cv.scale_lo && cv.scale_hi);
            if (m == SG_MODEL_SAMU) CU_ASSERT(cv.full_phase && cv.clip);
        }
    }
}

static void test_smoke_set(void) { check_set("smoke", 0); }
static void test_ci_set(void) { check_set("ci", 1); }

static void test_unknown_names(void) {
    const sg_case_spec *s;
    int n;
    SG_ASSERT_STATUS(sg_fixture_set("nightly", &s, &n), SG_E_UNKNOWN);
    CU_ASSERT(strstr(sg_errmsg(), "nightly") != NULL);
    SG_ASSERT_STATUS(sg_fixture_find("smoke", "no_such_case", &s), SG_E_UNKNOWN);
    CU_ASSERT(strstr(sg_errmsg(), "no_such_case") != NULL);
}

static void tmp_path(char *buf, size_t n, const char *name) {
    snprintf(buf, n, "%s/test_fixtures_%s", sg_test_env("SG_BINARY_DIR", "/tmp"), name);
}

static void test_case_file_roundtrip(void) {
    sg_case c, d;
    char path[1024];
    tmp_path(path, sizeof path, "case.safetensors");
    SG_ASSERT_OK(sg_case_make(&small, 3, &c));
    SG_ASSERT_OK(sg_case_save(&c, path));
    SG_ASSERT_OK(sg_case_load(path, &d));
    CU_ASSERT_STRING_EQUAL(c.hash, d.hash);
    CU_ASSERT_EQUAL(d.seed, 3);
    CU_ASSERT_EQUAL(d.spec.L, 40);
    CU_ASSERT_STRING_EQUAL(d.spec.name, "t_small");
    sg_case_free(&c);
    sg_case_free(&d);
}

/* Rewrites a case with one tensor changed by `edit`, then loads it. */
static sg_status load_edited(void (*edit)(sg_tset *), char *path, size_t n) {
    sg_case c, d;
    tmp_path(path, n, "edited.safetensors");
    sg_case_make(&small, 3, &c);
    edit(&c.inputs);
    sg_status st = sg_case_save(&c, path);
    if (st == SG_OK) {
        st = sg_case_load(path, &d);
        if (st == SG_OK) sg_case_free(&d);
    }
    sg_case_free(&c);
    return st;
}

static void edit_nan_p(sg_tset *s) { ((float *)sg_tset_get(s, "p")->data)[3] = NAN; }
static void edit_inf_h0(sg_tset *s) { ((float *)sg_tset_get(s, "h0")->data)[13] = INFINITY; }
static void edit_nan_x(sg_tset *s) { ((uint16_t *)sg_tset_get(s, "x")->data)[12 * 40 + 5] = 0x7fc0; }
static void edit_byte(sg_tset *s) { ((uint16_t *)sg_tset_get(s, "u")->data)[0] ^= 1; }
static void edit_shape(sg_tset *s) {
    sg_tensor *t = (sg_tensor *)sg_tset_get(s, "p");
    t->shape[0] = 6; /* 12 floats stored as [6]... keep bytes consistent: */
    t->ndim = 2;
    t->shape[1] = 2;
}
static void edit_dtype(sg_tset *s) {
    sg_tensor *t = (sg_tensor *)sg_tset_get(s, "segment_pos");
    t->dtype = SG_F32; /* same size, wrong dtype */
}
static void edit_negative_seg(sg_tset *s) { ((int32_t *)sg_tset_get(s, "segment_pos")->data)[7] = -1; }

static void test_case_file_bad_input(void) {
    char path[1024];
    SG_ASSERT_STATUS(load_edited(edit_nan_p, path, sizeof path), SG_E_NONFINITE);
    CU_ASSERT(strstr(sg_errmsg(), "p[3]") != NULL && strstr(sg_errmsg(), path) != NULL);
    SG_ASSERT_STATUS(load_edited(edit_inf_h0, path, sizeof path), SG_E_NONFINITE);
    CU_ASSERT(strstr(sg_errmsg(), "h0[b=1,d=1]") != NULL);
    SG_ASSERT_STATUS(load_edited(edit_nan_x, path, sizeof path), SG_E_NONFINITE);
    CU_ASSERT(strstr(sg_errmsg(), "x[b=1,t=1,d=5]") != NULL);
    SG_ASSERT_STATUS(load_edited(edit_byte, path, sizeof path), SG_E_FORMAT);
    CU_ASSERT(strstr(sg_errmsg(), "hash") != NULL);
    SG_ASSERT_STATUS(load_edited(edit_shape, path, sizeof path), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "'p'") != NULL);
    SG_ASSERT_STATUS(load_edited(edit_dtype, path, sizeof path), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "segment_pos") != NULL);
    SG_ASSERT_STATUS(load_edited(edit_negative_seg, path, sizeof path), SG_E_SHAPE);
    sg_case d;
    SG_ASSERT_STATUS(sg_case_load("/nonexistent/dir/case.safetensors", &d), SG_E_IO);
}

/* Sizes that wrap 64 bits (the hardening issue's crafted case file: B = 2^40,
 * L = D = 2^24, 64 MiB on disk) are refused before any product of them is
 * formed: the file as malformed (exit 3) naming it and the tensor, a spec or
 * an in-memory case as a bad shape (exit 4) naming the case. */
static void test_size_wrap(void) {
    char path[1024];
    tmp_path(path, sizeof path, "wrap.safetensors");
    CU_ASSERT_EQUAL_FATAL(sg_test_write_wrap_case(path), 0);
    sg_case d;
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_case_load(path, &d), SG_E_FORMAT);
    CU_ASSERT(strstr(sg_errmsg(), path) != NULL && strstr(sg_errmsg(), "'x'") != NULL);
    remove(path);
    /* specs: a product that wraps, and one that fits int64 but is over SG_MAX_NUMEL */
    sg_case_spec huge = small;
    huge.name = "t_huge";
    huge.B = INT64_C(1) << 40;
    huge.L = huge.D = INT64_C(1) << 24;
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_case_make(&huge, 1, &d), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "t_huge") != NULL);
    sg_case_free(&d);
    huge.B = INT64_C(1) << 20;
    huge.L = INT64_C(1) << 20;
    huge.D = 2;
    SG_ASSERT_STATUS(sg_case_make(&huge, 1, &d), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "t_huge") != NULL);
    sg_case_free(&d);
    huge.model = SG_MODEL_SAMU;
    huge.regime = "init";
    huge.B = INT64_C(1) << 40;
    huge.L = INT64_C(1) << 24;
    huge.D = INT64_C(1) << 24;
    SG_ASSERT_STATUS(sg_case_make(&huge, 1, &d), SG_E_SHAPE);
    sg_case_free(&d);
    /* a case whose x was given a wrapping shape after it was made (a corrupt
     * caller): validation refuses it instead of looping over B*L*D */
    sg_case c;
    SG_ASSERT_OK(sg_case_make(&small, 3, &c));
    sg_tensor *x = (sg_tensor *)sg_tset_get(&c.inputs, "x");
    const int64_t keep[3] = {x->shape[0], x->shape[1], x->shape[2]};
    x->shape[0] = INT64_C(1) << 40;
    x->shape[1] = x->shape[2] = INT64_C(1) << 24;
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_case_validate(&c, "mem:case"), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "mem:case") != NULL && strstr(sg_errmsg(), "'x'") != NULL);
    sg_rglru_problem pb;
    SG_ASSERT_STATUS(sg_case_rglru_problem(&c, &pb), SG_E_SHAPE);
    for (int k = 0; k < 3; k++) x->shape[k] = keep[k];
    sg_case_free(&c);
}

/* A file that is not a case (an oracle result file, a backend's outputs) is
 * named for what it is when loaded as a case (exit 3), not "x is missing". */
static void test_case_file_other_kinds(void) {
    char path[1024];
    tmp_path(path, sizeof path, "kind.safetensors");
    sg_tset s;
    sg_tset_init(&s);
    const int64_t sh[3] = {2, 3, 4}, bd[2] = {2, 4};
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(&s, "y.f64", SG_F64, 3, sh));
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(&s, "y.rn_bf16", SG_BF16, 3, sh));
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(&s, "h_last.S", SG_F64, 2, bd));
    SG_ASSERT_OK(sg_tset_set_meta(&s, "equations", "rglru-3"));
    SG_ASSERT_OK(sg_tset_set_meta(&s, "precision", "128"));
    SG_ASSERT_OK(sg_tset_set_meta(&s, "case_hash", "0123456789abcdef0123456789abcdef"));
    SG_ASSERT_OK(sg_safetensors_write(path, &s));
    sg_tset_free(&s);
    sg_case d;
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_case_load(path, &d), SG_E_FORMAT);
    CU_ASSERT(strstr(sg_errmsg(), path) && strstr(sg_errmsg(), "oracle result file") &&
              strstr(sg_errmsg(), "0123456789abcdef0123456789abcdef") && strstr(sg_errmsg(), "not a case file"));
    /* a SAMU backend's outputs */
    sg_tset_init(&s);
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(&s, "y", SG_BF16, 3, sh));
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(&s, "z_last", SG_F32, 2, bd));
    SG_ASSERT_OK(sg_safetensors_write(path, &s));
    sg_tset_free(&s);
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_case_load(path, &d), SG_E_FORMAT);
    CU_ASSERT(strstr(sg_errmsg(), path) && strstr(sg_errmsg(), "outputs file") && strstr(sg_errmsg(), "samu") &&
              strstr(sg_errmsg(), "not a case file"));
    /* anything else without x is still a case with x missing */
    sg_tset_init(&s);
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(&s, "weights", SG_F32, 2, bd));
    SG_ASSERT_OK(sg_safetensors_write(path, &s));
    sg_tset_free(&s);
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_case_load(path, &d), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "'x'") != NULL && strstr(sg_errmsg(), "missing") != NULL);
    remove(path);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"same (spec, seed) gives the same bytes; any element regenerates", test_deterministic},
        {"Philox uniform/normal moments within 6 sigma", test_philox_moments},
        {"reset patterns become segment positions", test_resets},
        {"smoke set validates and covers its paths", test_smoke_set},
        {"ci set validates and covers every listed path", test_ci_set},
        {"unknown set and case are named", test_unknown_names},
        {"case file round trip keeps hash and spec", test_case_file_roundtrip},
        {"case file bad input: non-finite, hash, shape, dtype", test_case_file_bad_input},
        {"sizes that wrap 64 bits: case file, spec, in-memory case", test_size_wrap},
        {"an oracle or outputs file loaded as a case is named for what it is", test_case_file_other_kinds},
        {NULL, NULL},
    };
    sg_add_suite("fixtures", t);
}
