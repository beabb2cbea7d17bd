/* test_safetensors.c - safetensors I/O, tensor-set checks, atomic writes and
 * content hashes.
 *
 * Files under test are built here byte by byte with plain stdio (not with the
 * writer under test), so each bad-input case is exactly the malformation it
 * names. Expected layouts come from the safetensors format: an 8-byte
 * little-endian header length N, N bytes of JSON (an object: tensor name ->
 * {dtype, shape, data_offsets [begin, end)} relative to the data section,
 * optional "__metadata__" string -> string), then the data, covered exactly
 * by the tensors' byte ranges. Every temporary file lives in
 * $SG_BINARY_DIR/test_safetensors.tmp.<pid>, removed at the end.
 */
#define _POSIX_C_SOURCE 200809L
#include "sg_test.h"

#include <dirent.h>
#include <float.h>
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

/* ---- temporary directory and raw files ------------------------------------ */

static char g_dir[2048];

static const char *tdir(void) {
    if (!g_dir[0]) {
        snprintf(g_dir, sizeof g_dir, "%s/test_safetensors.tmp.%ld", sg_test_env("SG_BINARY_DIR", "/tmp"),
                 (long)getpid());
        if (sg_mkdirs(g_dir) != SG_OK) {
            fprintf(stderr, "cannot create %s: %s\n", g_dir, sg_errmsg());
            exit(1);
        }
    }
    return g_dir;
}

static void tpath(char *buf, size_t n, const char *name) { snprintf(buf, n, "%s/%s", tdir(), name); }

static void write_raw(const char *path, const void *p, size_t n) {
    FILE *f = fopen(path, "wb");
    CU_ASSERT_FATAL(f != NULL);
    if (n) CU_ASSERT_FATAL(fwrite(p, 1, n, f) == n);
    CU_ASSERT_FATAL(fclose(f) == 0);
}

static unsigned char *read_raw(const char *path, size_t *n) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, len = 0;
    unsigned char *p = malloc(cap);
    size_t got;
    while ((got = fread(p + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) p = realloc(p, cap *= 2);
    }
    fclose(f);
    *n = len;
    return p;
}

/* A safetensors file: 8-byte LE header length (*hlen_field, or the true
 * length when NULL), the header text, `pad` spaces, then `dlen` data bytes
 * (0, 1, 2, ...). */
static void make_file(const char *path, const char *header, int pad, const uint64_t *hlen_field, size_t dlen) {
    size_t hl = strlen(header) + (size_t)pad;
    size_t n = 8 + hl + dlen;
    unsigned char *b = malloc(n);
    uint64_t L = hlen_field ? *hlen_field : (uint64_t)hl;
    for (int i = 0; i < 8; i++) b[i] = (unsigned char)(L >> (8 * i));
    memcpy(b + 8, header, strlen(header));
    memset(b + 8 + strlen(header), ' ', (size_t)pad);
    for (size_t i = 0; i < dlen; i++) b[8 + hl + i] = (unsigned char)i;
    write_raw(path, b, n);
    free(b);
}

static int dir_has_prefix(const char *prefix) {
    DIR *d = opendir(tdir());
    if (!d) return -1;
    int found = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) found = 1;
    closedir(d);
    return found;
}

/* Read `path` and expect status `want` with a message naming the file and
 * (when given) the tensor, quoted as the reader quotes names. */
static void expect_bad(const char *path, sg_status want, const char *tensor, const char *also) {
    sg_tset s;
    sg_fail(SG_OK, "%s", ""); /* clear: the message checked below is this call's */
    sg_status st = sg_safetensors_read(path, &s);
    if (st != want) fprintf(stderr, "\n  %s: status %d (%s), want %d\n", path, (int)st, sg_errmsg(), (int)want);
    CU_ASSERT_EQUAL(st, want);
    const char *msg = sg_errmsg();
    CU_ASSERT_PTR_NOT_NULL(strstr(msg, path));
    if (tensor) {
        char q[128];
        snprintf(q, sizeof q, "'%s'", tensor);
        CU_ASSERT_PTR_NOT_NULL(strstr(msg, q));
        if (!strstr(msg, q)) fprintf(stderr, "\n  message lacks %s: %s\n", q, msg);
    }
    if (also) {
        CU_ASSERT_PTR_NOT_NULL(strstr(msg, also));
        if (!strstr(msg, also)) fprintf(stderr, "\n  message lacks '%s': %s\n", also, msg);
    }
    CU_ASSERT_EQUAL(s.n, 0); /* nothing half-read is left behind */
    CU_ASSERT_EQUAL(s.nmeta, 0);
    sg_tset_free(&s);
}

/* one bad-input case: a header (padded to 8) and data, expected outcome */
static void bad_case(const char *name, const char *header, size_t dlen, sg_status want, const char *tensor,
                     const char *also) {
    char path[2300];
    tpath(path, sizeof path, name);
    size_t hl = strlen(header);
    make_file(path, header, (int)((8 - hl % 8) % 8), NULL, dlen);
    expect_bad(path, want, tensor, also);
    remove(path);
}

/* A file of this header (padded to 8 bytes) and dlen data bytes 0, 1, 2, ...
 * read into s, which the caller checks and frees; the file is removed. */
static void good_case(const char *name, const char *header, size_t dlen, sg_tset *s) {
    char path[2300];
    tpath(path, sizeof path, name);
    make_file(path, header, (int)((8 - strlen(header) % 8) % 8), NULL, dlen);
    SG_ASSERT_OK(sg_safetensors_read(path, s));
    remove(path);
}

/* ---- a set with every dtype, a 0-d and two empty tensors, metadata --------- */

static const char *const meta_note = "quote \" backslash \\ tab \t newline \n unicode \xc3\xa9";

static void build_set(sg_tset *s) {
    sg_tset_init(s);
    int64_t sh_e[1] = {0};
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(s, "empty_first", SG_F32, 1, sh_e)); /* offsets [0,0] */
    int64_t sh_b[2] = {2, 3};
    uint16_t *b = sg_tset_add(s, "w.bf16", SG_BF16, 2, sh_b);
    const uint16_t bv[6] = {0x3f80, 0x8000, 0x7f80, 0x0001, 0xff7f, 0x7fc0};
    memcpy(b, bv, sizeof bv);
    int64_t sh_f[1] = {5};
    float *f = sg_tset_add(s, "f32", SG_F32, 1, sh_f);
    f[0] = -0.0f; f[1] = FLT_TRUE_MIN; f[2] = 1.5f; f[3] = -FLT_MAX; f[4] = 0.1f;
    int64_t sh_d[2] = {2, 2};
    double *d = sg_tset_add(s, "f64", SG_F64, 2, sh_d);
    d[0] = DBL_TRUE_MIN; d[1] = -1e300; d[2] = 0.1; d[3] = -0.0;
    int64_t sh_i[1] = {3};
    int32_t *i = sg_tset_add(s, "segment_pos", SG_I32, 1, sh_i);
    i[0] = INT32_MIN; i[1] = -1; i[2] = INT32_MAX;
    double *sc = sg_tset_add(s, "scalar", SG_F64, 0, NULL); /* 0-d: one element */
    *sc = 3.25;
    int64_t sh_e2[3] = {2, 0, 3};
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(s, "empty_mid", SG_BF16, 3, sh_e2));
    int64_t sh_t[1] = {1};
    int32_t *tail = sg_tset_add(s, "tail", SG_I32, 1, sh_t);
    tail[0] = 7;
    SG_ASSERT_OK(sg_tset_set_meta(s, "model", "rglru"));
    SG_ASSERT_OK(sg_tset_set_meta(s, "note", meta_note));
    SG_ASSERT_OK(sg_tset_set_meta(s, "empty", ""));
}

static void assert_same_tensors(const sg_tset *a, const sg_tset *b) {
    CU_ASSERT_EQUAL_FATAL(a->n, b->n);
    for (int k = 0; k < a->n; k++) {
        const sg_tensor *x = &a->t[k], *y = sg_tset_get(b, x->name);
        CU_ASSERT_PTR_NOT_NULL_FATAL(y);
        CU_ASSERT_STRING_EQUAL(b->t[k].name, x->name); /* header order = insertion order */
        CU_ASSERT_EQUAL(y->dtype, x->dtype);
        CU_ASSERT_EQUAL_FATAL(y->ndim, x->ndim);
        for (int j = 0; j < x->ndim; j++) CU_ASSERT_EQUAL(y->shape[j], x->shape[j]);
        CU_ASSERT_EQUAL_FATAL(sg_tensor_nbytes(y), sg_tensor_nbytes(x));
        CU_ASSERT(memcmp(y->data, x->data, sg_tensor_nbytes(x)) == 0);
    }
}

static void test_roundtrip(void) {
    sg_tset s, r;
    build_set(&s);
    /* numel of a 0-d tensor is 1, of an empty one 0 */
    CU_ASSERT_EQUAL(sg_tensor_numel(sg_tset_get(&s, "scalar")), 1);
    CU_ASSERT_EQUAL(sg_tensor_nbytes(sg_tset_get(&s, "empty_mid")), 0);
    char path[2300];
    tpath(path, sizeof path, "roundtrip.safetensors");
    SG_ASSERT_OK(sg_safetensors_write(path, &s));
    SG_ASSERT_OK(sg_safetensors_read(path, &r));
    assert_same_tensors(&s, &r);
    CU_ASSERT_EQUAL(sg_tset_get(&r, "scalar")->ndim, 0);
    CU_ASSERT_EQUAL(r.nmeta, 3);
    CU_ASSERT(sg_tset_meta(&r, "model") && strcmp(sg_tset_meta(&r, "model"), "rglru") == 0);
    CU_ASSERT(sg_tset_meta(&r, "note") && strcmp(sg_tset_meta(&r, "note"), meta_note) == 0);
    CU_ASSERT(sg_tset_meta(&r, "empty") && strcmp(sg_tset_meta(&r, "empty"), "") == 0);
    CU_ASSERT_PTR_NULL(sg_tset_meta(&r, "absent"));
    /* written again from what was read: byte-identical file */
    char path2[2300];
    tpath(path2, sizeof path2, "roundtrip2.safetensors");
    SG_ASSERT_OK(sg_safetensors_write(path2, &r));
    size_t n1 = 0, n2 = 0;
    unsigned char *b1 = read_raw(path, &n1), *b2 = read_raw(path2, &n2);
    CU_ASSERT(b1 && b2 && n1 == n2 && memcmp(b1, b2, n1) == 0);
    free(b1);
    free(b2);
    sg_tset_free(&r);
    /* the in-memory parser reads the same bytes */
    size_t n = 0;
    unsigned char *buf = read_raw(path, &n);
    SG_ASSERT_OK(sg_safetensors_parse(buf, n, "memory", &r));
    assert_same_tensors(&s, &r);
    sg_tset_free(&r);
    free(buf);
    remove(path);
    remove(path2);
    sg_tset_free(&s);
}

static void test_empty_set(void) {
    sg_tset s, r;
    sg_tset_init(&s);
    char path[2300];
    tpath(path, sizeof path, "emptyset.safetensors");
    SG_ASSERT_OK(sg_safetensors_write(path, &s));
    SG_ASSERT_OK(sg_safetensors_read(path, &r));
    CU_ASSERT_EQUAL(r.n, 0);
    CU_ASSERT_EQUAL(r.nmeta, 0);
    sg_tset_free(&r);
    remove(path);
}

/* Byte layout of a written file, checked with an independent JSON parse. */
static void test_layout(void) {
    sg_tset s;
    build_set(&s);
    char path[2300];
    tpath(path, sizeof path, "layout.safetensors");
    SG_ASSERT_OK(sg_safetensors_write(path, &s));
    size_t n = 0;
    unsigned char *b = read_raw(path, &n);
    CU_ASSERT_FATAL(b != NULL && n >= 8);
    uint64_t hl = 0;
    for (int i = 0; i < 8; i++) hl |= (uint64_t)b[i] << (8 * i);
    CU_ASSERT_FATAL(hl <= n - 8);
    CU_ASSERT_EQUAL(hl % 8, 0);          /* header padded so the data starts 8-aligned */
    CU_ASSERT_EQUAL(b[8], '{');
    json_error_t err;
    json_t *root = json_loadb((const char *)b + 8, (size_t)hl, 0, &err); /* trailing spaces allowed */
    CU_ASSERT_FATAL(root != NULL && json_is_object(root));
    /* padding is spaces only */
    const char *js = (const char *)b + 8;
    size_t jl = (size_t)hl;
    while (jl && js[jl - 1] == ' ') jl--;
    CU_ASSERT(jl && js[jl - 1] == '}');
    CU_ASSERT(hl - jl < 8);
    const unsigned char *data = b + 8 + hl;
    uint64_t dlen = n - 8 - hl, pos = 0;
    for (int k = 0; k < s.n; k++) {
        const sg_tensor *t = &s.t[k];
        json_t *o = json_object_get(root, t->name);
        CU_ASSERT_FATAL(json_is_object(o));
        CU_ASSERT_STRING_EQUAL(json_string_value(json_object_get(o, "dtype")), sg_dtype_name(t->dtype));
        json_t *sh = json_object_get(o, "shape");
        CU_ASSERT_FATAL(json_is_array(sh) && (int)json_array_size(sh) == t->ndim);
        for (int j = 0; j < t->ndim; j++) CU_ASSERT_EQUAL(json_integer_value(json_array_get(sh, (size_t)j)), t->shape[j]);
        json_t *off = json_object_get(o, "data_offsets");
        CU_ASSERT_FATAL(json_is_array(off) && json_array_size(off) == 2);
        uint64_t ob = (uint64_t)json_integer_value(json_array_get(off, 0));
        uint64_t oe = (uint64_t)json_integer_value(json_array_get(off, 1));
        CU_ASSERT_EQUAL(ob, pos); /* contiguous, in insertion order */
        CU_ASSERT_EQUAL(oe - ob, sg_tensor_nbytes(t));
        CU_ASSERT_FATAL(oe <= dlen);
        if (oe > ob) CU_ASSERT(memcmp(data + ob, t->data, (size_t)(oe - ob)) == 0);
        pos = oe;
    }
    CU_ASSERT_EQUAL(pos, dlen); /* no trailing bytes */
    /* the dtype spellings of the safetensors format */
    CU_ASSERT_STRING_EQUAL(sg_dtype_name(SG_BF16), "BF16");
    CU_ASSERT_STRING_EQUAL(sg_dtype_name(SG_F32), "F32");
    CU_ASSERT_STRING_EQUAL(sg_dtype_name(SG_F64), "F64");
    CU_ASSERT_STRING_EQUAL(sg_dtype_name(SG_I32), "I32");
    json_t *m = json_object_get(root, "__metadata__");
    CU_ASSERT_FATAL(json_is_object(m));
    CU_ASSERT_EQUAL(json_object_size(m), 3);
    CU_ASSERT_STRING_EQUAL(json_string_value(json_object_get(m, "model")), "rglru");
    CU_ASSERT_STRING_EQUAL(json_string_value(json_object_get(m, "note")), meta_note);
    CU_ASSERT_EQUAL(json_object_size(root), (size_t)s.n + 1);
    json_decref(root);
    free(b);
    remove(path);
    sg_tset_free(&s);
}

/* ---- bad input ---------------------------------------------------------------- */

/* alpha: F32 [2] (8 bytes) at [0,8); beta: I32 [1] (4 bytes) at [8,12). */
#define GOOD_HDR                                                                                             \
    "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"                                   \
    "\"beta\":{\"dtype\":\"I32\",\"shape\":[1],\"data_offsets\":[8,12]}}"

static void test_good_handmade(void) {
    char path[2300];
    tpath(path, sizeof path, "good.safetensors");
    make_file(path, GOOD_HDR, (int)((8 - strlen(GOOD_HDR) % 8) % 8), NULL, 12);
    sg_tset s;
    SG_ASSERT_OK(sg_safetensors_read(path, &s));
    CU_ASSERT_EQUAL(s.n, 2);
    const sg_tensor *a = sg_tset_get(&s, "alpha"), *b = sg_tset_get(&s, "beta");
    CU_ASSERT_FATAL(a && b);
    /* data bytes are 0,1,2,...: beta holds bytes 8..11 */
    const unsigned char *bb = b->data;
    CU_ASSERT(bb[0] == 8 && bb[1] == 9 && bb[2] == 10 && bb[3] == 11);
    sg_tset_free(&s);
    /* an unpadded header (length not a multiple of 8) is legal safetensors */
    make_file(path, GOOD_HDR, (int)((8 - strlen(GOOD_HDR) % 8) % 8) + 1, NULL, 12);
    SG_ASSERT_OK(sg_safetensors_read(path, &s));
    sg_tset_free(&s);
    make_file(path, GOOD_HDR, 0, NULL, 12);
    if (strlen(GOOD_HDR) % 8 != 0) SG_ASSERT_OK(sg_safetensors_read(path, &s));
    sg_tset_free(&s);
    remove(path);
}

static void test_bad_short_and_truncated(void) {
    char path[2300];
    tpath(path, sizeof path, "short.safetensors");
    write_raw(path, "\x10\0\0\0\0", 5); /* 5 bytes: no complete length field */
    expect_bad(path, SG_E_FORMAT, NULL, NULL);
    write_raw(path, "", 0);
    expect_bad(path, SG_E_FORMAT, NULL, NULL);
    /* header length 1000, but only the real header + 12 data bytes follow */
    uint64_t L = 1000;
    make_file(path, GOOD_HDR, 0, &L, 12);
    expect_bad(path, SG_E_FORMAT, NULL, NULL);
    /* header length one more than the rest of the file */
    size_t hl = strlen(GOOD_HDR);
    L = hl + 12 + 1;
    make_file(path, GOOD_HDR, 0, &L, 12);
    expect_bad(path, SG_E_FORMAT, NULL, NULL);
    /* absurd header lengths (2^63, 2^64 - 1): no overflow, no huge allocation */
    L = UINT64_C(1) << 63;
    make_file(path, GOOD_HDR, 0, &L, 12);
    expect_bad(path, SG_E_FORMAT, NULL, NULL);
    L = UINT64_MAX;
    make_file(path, GOOD_HDR, 0, &L, 12);
    expect_bad(path, SG_E_FORMAT, NULL, NULL);
    remove(path);
    /* data section cut short: beta's [8,12) runs past 10 data bytes */
    bad_case("trunc_data.safetensors", GOOD_HDR, 10, SG_E_FORMAT, "beta", NULL);
    /* no data at all */
    bad_case("no_data.safetensors", GOOD_HDR, 0, SG_E_FORMAT, NULL, NULL);
}

static void test_bad_json(void) {
    bad_case("badjson.safetensors", "{\"alpha\": {\"dtype\":", 12, SG_E_FORMAT, NULL, "JSON");
    bad_case("array.safetensors", "[1,2,3]", 0, SG_E_FORMAT, NULL, "object");
    bad_case("string.safetensors", "\"alpha\"", 0, SG_E_FORMAT, NULL, NULL);
    /* duplicate key */
    bad_case("dupkey.safetensors",
             "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
             "\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}",
             8, SG_E_FORMAT, NULL, NULL);
    /* entry not an object */
    bad_case("entry_num.safetensors", "{\"alpha\":5}", 0, SG_E_FORMAT, "alpha", NULL);
    /* metadata not string -> string */
    bad_case("meta_num.safetensors",
             "{\"__metadata__\":{\"k\":1},\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", 8,
             SG_E_FORMAT, NULL, "__metadata__");
    bad_case("meta_arr.safetensors",
             "{\"__metadata__\":[],\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", 8,
             SG_E_FORMAT, NULL, "__metadata__");
    /* a 70-character tensor name (SG_NAME_MAX is 64) */
    bad_case("longname.safetensors",
             "{\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\":"
             "{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}",
             8, SG_E_FORMAT, NULL, NULL);
}

static void test_bad_fields(void) {
    bad_case("no_dtype.safetensors", "{\"alpha\":{\"shape\":[2],\"data_offsets\":[0,8]}}", 8, SG_E_FORMAT, "alpha",
             "dtype");
    bad_case("num_dtype.safetensors", "{\"alpha\":{\"dtype\":3,\"shape\":[2],\"data_offsets\":[0,8]}}", 8,
             SG_E_FORMAT, "alpha", "dtype");
    bad_case("no_shape.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"data_offsets\":[0,8]}}", 8, SG_E_FORMAT,
             "alpha", "shape");
    bad_case("no_offsets.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2]}}", 8, SG_E_FORMAT, "alpha",
             "data_offsets");
    bad_case("neg_dim.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[-2],\"data_offsets\":[0,8]}}", 8,
             SG_E_FORMAT, "alpha", "shape");
    bad_case("float_dim.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2.0],\"data_offsets\":[0,8]}}", 8,
             SG_E_FORMAT, "alpha", "shape");
    bad_case("five_dims.safetensors",
             "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[1,1,1,1,2],\"data_offsets\":[0,8]}}", 8, SG_E_FORMAT,
             "alpha", NULL);
    bad_case("three_offs.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,4,8]}}",
             8, SG_E_FORMAT, "alpha", "data_offsets");
    bad_case("neg_off.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[-8,0]}}", 8,
             SG_E_FORMAT, "alpha", "data_offsets");
    /* unsupported dtypes: F16 is real safetensors, just not ours */
    bad_case("f16.safetensors", "{\"alpha\":{\"dtype\":\"F16\",\"shape\":[4],\"data_offsets\":[0,8]}}", 8,
             SG_E_SHAPE, "alpha", "F16");
    bad_case("bf16_lower.safetensors", "{\"alpha\":{\"dtype\":\"bf16\",\"shape\":[4],\"data_offsets\":[0,8]}}", 8,
             SG_E_SHAPE, "alpha", NULL);
    /* byte count not matching shape x dtype: F32 [3] needs 12 bytes, has 8 */
    bad_case("count.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}", 8,
             SG_E_FORMAT, "alpha", NULL);
    /* BF16 [2] needs 4 bytes, has 8 */
    bad_case("count2.safetensors", "{\"alpha\":{\"dtype\":\"BF16\",\"shape\":[2],\"data_offsets\":[0,8]}}", 8,
             SG_E_FORMAT, "alpha", NULL);
}

static void test_bad_offsets(void) {
    /* end before begin */
    bad_case("reversed.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[8,0]}}", 8,
             SG_E_FORMAT, "alpha", NULL);
    /* overlap: alpha [0,8), beta F32 [2] at [4,12) */
    bad_case("overlap.safetensors",
             "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
             "\"beta\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,12]}}",
             12, SG_E_FORMAT, "beta", NULL);
    /* both at the same place */
    bad_case("same.safetensors",
             "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
             "\"beta\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}",
             8, SG_E_FORMAT, NULL, NULL);
    /* hole: alpha [0,8), beta I32 [1] at [12,16), 16 data bytes */
    bad_case("hole.safetensors",
             "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
             "\"beta\":{\"dtype\":\"I32\",\"shape\":[1],\"data_offsets\":[12,16]}}",
             16, SG_E_FORMAT, "beta", NULL);
    /* hole at the start: the only tensor at [4,12) */
    bad_case("hole0.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[4,12]}}", 12,
             SG_E_FORMAT, "alpha", NULL);
    /* trailing bytes: 16 data bytes, tensors cover 12 */
    bad_case("trailing.safetensors", GOOD_HDR, 16, SG_E_FORMAT, NULL, "trailing");
    /* listed out of order but contiguous: legal */
    sg_tset s;
    good_case("swapped.safetensors",
              "{\"beta\":{\"dtype\":\"I32\",\"shape\":[1],\"data_offsets\":[8,12]},"
              "\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}",
              12, &s);
    sg_tset_free(&s);
    /* an empty tensor listed after a non-empty one that starts at the same
     * offset: legal (the official reader orders spans by (begin, end)) */
    good_case("swapped.safetensors",
              "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
              "\"none\":{\"dtype\":\"F32\",\"shape\":[0],\"data_offsets\":[0,0]}}",
              8, &s);
    sg_tset_free(&s);
    good_case("swapped.safetensors",
              "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},"
              "\"none\":{\"dtype\":\"F32\",\"shape\":[0],\"data_offsets\":[8,8]}}",
              8, &s);
    sg_tset_free(&s);
}

/* Shapes whose element count wraps 64 bits used to be accepted with no data
 * (the count was multiplied before it was checked): [2^32, 2^32] is 2^64
 * elements, 0 after the wrap; [2^40, 2^24, 2^24] is the crafted case file's
 * x. Each must be refused as malformed, naming the tensor. */
static void test_bad_size_wrap(void) {
    bad_case("wrap2.safetensors", "{\"alpha\":{\"dtype\":\"F32\",\"shape\":[4294967296,4294967296],\"data_offsets\":[0,0]}}",
             0, SG_E_FORMAT, "alpha", NULL);
    bad_case("wrap3.safetensors",
             "{\"x\":{\"dtype\":\"BF16\",\"shape\":[1099511627776,16777216,16777216],\"data_offsets\":[0,0]}}", 0,
             SG_E_FORMAT, "x", NULL);
    /* 2 * 2^36 * 2^28 = 2^65 elements, 0 after the wrap */
    bad_case("wrap4.safetensors", "{\"w\":{\"dtype\":\"F32\",\"shape\":[2,68719476736,268435456],\"data_offsets\":[0,0]}}",
             0, SG_E_FORMAT, "w", NULL);
    /* a wrapped count that lands on the data length: [2^40, 2^24 + 1] F32 is
     * 2^64 + 2^40 elements, 2^40 after the wrap (the byte count is checked, too) */
    bad_case("wrap5.safetensors",
             "{\"v\":{\"dtype\":\"F32\",\"shape\":[1099511627776,16777217],\"data_offsets\":[0,0]}}", 0,
             SG_E_FORMAT, "v", NULL);
    /* zero elements stay legal whatever the other dimensions */
    sg_tset s;
    good_case("zero_big.safetensors",
              "{\"z\":{\"dtype\":\"F64\",\"shape\":[1099511627776,0,1099511627776],\"data_offsets\":[0,0]}}", 0, &s);
    CU_ASSERT(s.n == 1 && sg_tensor_numel(&s.t[0]) == 0 && sg_tensor_nbytes(&s.t[0]) == 0);
    sg_tset_free(&s);
    /* in memory: sg_tset_add refuses a shape whose count or bytes overflow,
     * naming the tensor (it used to allocate the wrapped count) */
    sg_tset_init(&s);
    const int64_t wrap[3] = {INT64_C(1) << 40, INT64_C(1) << 24, INT64_C(1) << 24};
    sg_fail(SG_OK, "%s", "");
    CU_ASSERT_PTR_NULL(sg_tset_add(&s, "huge", SG_BF16, 3, wrap));
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "'huge'"));
    const int64_t wrap_bytes[2] = {INT64_C(1) << 31, INT64_C(1) << 31}; /* 2^62 elements, 2^65 bytes of F64 */
    sg_fail(SG_OK, "%s", "");
    CU_ASSERT_PTR_NULL(sg_tset_add(&s, "wide", SG_F64, 2, wrap_bytes));
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "'wide'"));
    CU_ASSERT_EQUAL(s.n, 0);
    sg_tset_free(&s);
}

/* The checked-size helpers themselves, at the edges of size_t. */
static void test_checked_sizes(void) {
    size_t r = 7;
    CU_ASSERT_EQUAL(sg_mul_size(0, SIZE_MAX, &r), 0);
    CU_ASSERT_EQUAL(r, 0);
    CU_ASSERT_EQUAL(sg_mul_size(SIZE_MAX, 1, &r), 0);
    CU_ASSERT_EQUAL(r, SIZE_MAX);
    CU_ASSERT_EQUAL(sg_mul_size(SIZE_MAX / 2 + 1, 2, &r), -1);
    CU_ASSERT_EQUAL(sg_mul_size((size_t)1 << 32, (size_t)1 << 32, &r), -1);
    const int64_t ok[3] = {2, 3, 4}, neg[2] = {2, -3}, big[3] = {INT64_C(1) << 40, INT64_C(1) << 24, INT64_C(1) << 24};
    const int64_t zero[3] = {INT64_C(1) << 40, 0, INT64_C(1) << 40};
    CU_ASSERT_EQUAL(sg_size_product(8, 3, ok, &r), 0);
    CU_ASSERT_EQUAL(r, 192);
    CU_ASSERT_EQUAL(sg_size_product(1, 0, NULL, &r), 0); /* 0-d: one element */
    CU_ASSERT_EQUAL(r, 1);
    CU_ASSERT_EQUAL(sg_size_product(4, 2, neg, &r), -1);
    CU_ASSERT_EQUAL(sg_size_product(2, 3, big, &r), -1);
    CU_ASSERT_EQUAL(sg_size_product(8, 3, zero, &r), 0);
    CU_ASSERT_EQUAL(r, 0);
    void *p = sg_malloc_dims(2, 3, big);
    CU_ASSERT_PTR_NULL(p);
    p = sg_malloc_dims(8, 3, ok);
    CU_ASSERT_PTR_NOT_NULL(p);
    free(p);
}

/* A metadata key of 64 bytes or more is a malformed file (exit 3), with a
 * message saying so, not an internal error. */
static void test_bad_meta_key(void) {
    bad_case("meta_longkey.safetensors",
             "{\"__metadata__\":{\"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk\":\"v\"}}", 0,
             SG_E_FORMAT, NULL, "metadata key");
    /* 63 bytes is the longest that fits */
    sg_tset s;
    good_case("meta_key63.safetensors",
              "{\"__metadata__\":{\"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk\":\"v\"}}", 0, &s);
    CU_ASSERT_EQUAL(s.nmeta, 1);
    sg_tset_free(&s);
}

static void test_bad_nonexistent(void) {
    char path[2300];
    tpath(path, sizeof path, "does_not_exist.safetensors");
    remove(path);
    expect_bad(path, SG_E_IO, NULL, NULL);
    /* a directory is not a file (it opens, and used to "size" to LONG_MAX) */
    expect_bad(tdir(), SG_E_IO, NULL, NULL);
}

static void test_parse_names_source(void) {
    unsigned char b[5] = {1, 0, 0, 0, 0};
    sg_tset s;
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_safetensors_parse(b, sizeof b, "mem:label", &s), SG_E_FORMAT);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "mem:label"));
}

/* ---- sg_tset_expect ------------------------------------------------------------ */

static void test_expect(void) {
    sg_tset s;
    sg_tset_init(&s);
    int64_t sh[2] = {2, 3}, wrong[2] = {3, 2}, wrong3[3] = {2, 3, 1};
    CU_ASSERT_PTR_NOT_NULL(sg_tset_add(&s, "x", SG_BF16, 2, sh));
    const sg_tensor *t = NULL;
    SG_ASSERT_OK(sg_tset_expect(&s, "case.st", "x", SG_BF16, 2, sh, &t));
    CU_ASSERT_PTR_EQUAL(t, &s.t[0]);
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_tset_expect(&s, "case.st", "x", SG_F32, 2, sh, NULL), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "case.st") && strstr(sg_errmsg(), "'x'") && strstr(sg_errmsg(), "F32") &&
              strstr(sg_errmsg(), "BF16"));
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_tset_expect(&s, "case.st", "x", SG_BF16, 2, wrong, NULL), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "case.st") && strstr(sg_errmsg(), "'x'") && strstr(sg_errmsg(), "[2,3]") &&
              strstr(sg_errmsg(), "[3,2]"));
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_tset_expect(&s, "case.st", "x", SG_BF16, 3, wrong3, NULL), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "case.st") && strstr(sg_errmsg(), "'x'"));
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_tset_expect(&s, "case.st", "y", SG_BF16, 2, sh, NULL), SG_E_SHAPE);
    CU_ASSERT(strstr(sg_errmsg(), "case.st") && strstr(sg_errmsg(), "'y'") && strstr(sg_errmsg(), "missing"));
    /* adding a duplicate name or a too-long name fails */
    CU_ASSERT_PTR_NULL(sg_tset_add(&s, "x", SG_F32, 2, sh));
    CU_ASSERT_PTR_NULL(sg_tset_add(&s, "a_name_that_is_longer_than_sixty_four_characters_xxxxxxxxxxxxxxxxx", SG_F32, 2, sh));
    CU_ASSERT_EQUAL(s.n, 1);
    sg_tset_free(&s);
}

/* ---- atomic writes ---------------------------------------------------------------- */

static sg_status emit_fail(FILE *f, void *ctx) {
    (void)ctx;
    fputs("partial content", f);
    return sg_fail(SG_E_IO, "emitter failed on purpose");
}

static sg_status emit_ok(FILE *f, void *ctx) {
    fputs((const char *)ctx, f);
    return SG_OK;
}

static void test_write_atomic(void) {
    char path[2300];
    tpath(path, sizeof path, "atomic_target.txt");
    write_raw(path, "old content", 11);
    SG_ASSERT_STATUS(sg_write_atomic(path, emit_fail, NULL), SG_E_IO);
    size_t n = 0;
    unsigned char *b = read_raw(path, &n);
    CU_ASSERT(b && n == 11 && memcmp(b, "old content", 11) == 0); /* target untouched */
    free(b);
    CU_ASSERT_EQUAL(dir_has_prefix("atomic_target.txt.tmp"), 0); /* no temporary left */
    CU_ASSERT_EQUAL(dir_has_prefix("atomic_target.txt."), 0);
    /* success replaces the content whole, again without a temporary */
    SG_ASSERT_OK(sg_write_atomic(path, emit_ok, (void *)"new"));
    b = read_raw(path, &n);
    CU_ASSERT(b && n == 3 && memcmp(b, "new", 3) == 0);
    free(b);
    CU_ASSERT_EQUAL(dir_has_prefix("atomic_target.txt."), 0);
    /* a failing emitter on a target that does not exist leaves nothing */
    char path2[2300];
    tpath(path2, sizeof path2, "atomic_new.txt");
    remove(path2);
    SG_ASSERT_STATUS(sg_write_atomic(path2, emit_fail, NULL), SG_E_IO);
    CU_ASSERT_EQUAL(dir_has_prefix("atomic_new.txt"), 0);
    /* zero-length buffer */
    SG_ASSERT_OK(sg_write_atomic_buf(path2, "", 0));
    b = read_raw(path2, &n);
    CU_ASSERT(b && n == 0);
    free(b);
    remove(path2);
    remove(path);
    /* into a directory that does not exist: SG_E_IO naming the path */
    char bad[2300];
    tpath(bad, sizeof bad, "no_such_dir/out.safetensors");
    sg_tset s;
    build_set(&s);
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_safetensors_write(bad, &s), SG_E_IO);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), "no_such_dir/out.safetensors"));
    sg_tset_free(&s);
    /* a failing writer keeps an existing safetensors file whole */
    char st_path[2300];
    tpath(st_path, sizeof st_path, "keep.safetensors");
    build_set(&s);
    SG_ASSERT_OK(sg_safetensors_write(st_path, &s));
    CU_ASSERT_EQUAL(dir_has_prefix("keep.safetensors."), 0);
    sg_tset_free(&s);
    remove(st_path);
}

/* ---- hashes ------------------------------------------------------------------------ */

typedef enum { V_BASE, V_BYTE, V_SHAPE, V_NAME, V_DTYPE, V_ORDER, V_META, V_NDIM } hvariant;

/* two tensors a: F32 [2,3] = 0..5, b: I32 [4] = 10..13, modified per variant */
static void hash_set(sg_tset *s, hvariant v) {
    sg_tset_init(s);
    int64_t sa[2] = {2, 3}, sa2[2] = {3, 2}, sa3[3] = {2, 3, 1}, sb[1] = {4};
    const char *na = v == V_NAME ? "A" : "a";
    float *a = NULL;
    int32_t *b = NULL;
    if (v == V_ORDER) b = sg_tset_add(s, "b", SG_I32, 1, sb);
    if (v == V_DTYPE) a = sg_tset_add(s, na, SG_I32, 2, sa); /* same byte size, other dtype */
    else a = sg_tset_add(s, na, SG_F32, v == V_NDIM ? 3 : 2, v == V_SHAPE ? sa2 : v == V_NDIM ? sa3 : sa);
    if (v != V_ORDER) b = sg_tset_add(s, "b", SG_I32, 1, sb);
    for (int i = 0; i < 6; i++) a[i] = (float)i;
    for (int i = 0; i < 4; i++) b[i] = 10 + i;
    if (v == V_BYTE) ((unsigned char *)b)[3] ^= 0x01;
    if (v == V_META) sg_tset_set_meta(s, "note", "metadata is not hashed");
}

static int is_hex32(const char *h) {
    if (strlen(h) != 32) return 0;
    for (int i = 0; i < 32; i++)
        if (!strchr("0123456789abcdef", h[i])) return 0;
    return 1;
}

static void test_hash(void) {
    char base[SG_HASH_HEX], again[SG_HASH_HEX], h[SG_HASH_HEX];
    sg_tset s;
    hash_set(&s, V_BASE);
    SG_ASSERT_OK(sg_tset_hash(&s, base));
    SG_ASSERT_OK(sg_tset_hash(&s, again));
    CU_ASSERT(is_hex32(base));
    CU_ASSERT_STRING_EQUAL(base, again);
    /* stable across a write/read round trip */
    char path[2300];
    tpath(path, sizeof path, "hash.safetensors");
    SG_ASSERT_OK(sg_safetensors_write(path, &s));
    sg_tset_free(&s);
    SG_ASSERT_OK(sg_safetensors_read(path, &s));
    SG_ASSERT_OK(sg_tset_hash(&s, h));
    CU_ASSERT_STRING_EQUAL(base, h);
    sg_tset_free(&s);
    /* an independently built identical set, and one differing only in
     * metadata (the hash covers names, dtypes, shapes and bytes) */
    hash_set(&s, V_BASE);
    SG_ASSERT_OK(sg_tset_hash(&s, h));
    CU_ASSERT_STRING_EQUAL(base, h);
    sg_tset_free(&s);
    hash_set(&s, V_META);
    SG_ASSERT_OK(sg_tset_hash(&s, h));
    CU_ASSERT_STRING_EQUAL(base, h);
    sg_tset_free(&s);
    const hvariant diff[] = {V_BYTE, V_SHAPE, V_NAME, V_DTYPE, V_ORDER, V_NDIM};
    char seen[6][SG_HASH_HEX];
    for (int k = 0; k < 6; k++) {
        hash_set(&s, diff[k]);
        SG_ASSERT_OK(sg_tset_hash(&s, seen[k]));
        if (strcmp(base, seen[k]) == 0) fprintf(stderr, "\n  variant %d hashes like the base\n", (int)diff[k]);
        CU_ASSERT_STRING_NOT_EQUAL(base, seen[k]);
        for (int j = 0; j < k; j++) CU_ASSERT_STRING_NOT_EQUAL(seen[j], seen[k]);
        sg_tset_free(&s);
    }
    /* empty set hashes fine and differs from a set with one empty tensor */
    sg_tset_init(&s);
    SG_ASSERT_OK(sg_tset_hash(&s, h));
    int64_t z[1] = {0};
    sg_tset_add(&s, "e", SG_F32, 1, z);
    SG_ASSERT_OK(sg_tset_hash(&s, again));
    CU_ASSERT_STRING_NOT_EQUAL(h, again);
    sg_tset_free(&s);
    /* file hash: the canonical XXH3-128 digest (xxhsum -H2 spelling) of the
     * file's bytes, computed here directly with libxxhash */
    size_t n = 0;
    unsigned char *b = read_raw(path, &n);
    XXH128_canonical_t c;
    XXH128_canonicalFromHash(&c, XXH3_128bits(b, n));
    char want[SG_HASH_HEX];
    for (int i = 0; i < 16; i++) snprintf(want + 2 * i, 3, "%02x", c.digest[i]);
    SG_ASSERT_OK(sg_file_hash(path, h));
    CU_ASSERT_STRING_EQUAL(h, want);
    b[n - 1] ^= 0x80; /* one byte of the data section */
    write_raw(path, b, n);
    SG_ASSERT_OK(sg_file_hash(path, again));
    CU_ASSERT_STRING_NOT_EQUAL(h, again);
    free(b);
    remove(path);
    sg_fail(SG_OK, "%s", "");
    SG_ASSERT_STATUS(sg_file_hash(path, h), SG_E_IO);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), path));
}

static void test_dtype_table(void) {
    const sg_dtype all[4] = {SG_BF16, SG_F32, SG_F64, SG_I32};
    const size_t sizes[4] = {2, 4, 8, 4}; /* bits / 8 of each format */
    for (int i = 0; i < 4; i++) {
        sg_dtype d;
        CU_ASSERT_EQUAL(sg_dtype_size(all[i]), sizes[i]);
        CU_ASSERT_EQUAL(sg_dtype_parse(sg_dtype_name(all[i]), &d), 0);
        CU_ASSERT_EQUAL(d, all[i]);
    }
    sg_dtype d;
    CU_ASSERT_NOT_EQUAL(sg_dtype_parse("F16", &d), 0);
    CU_ASSERT_NOT_EQUAL(sg_dtype_parse("", &d), 0);
    CU_ASSERT_NOT_EQUAL(sg_dtype_parse("f32", &d), 0);
}

/* sg_text: appends past any initial size (the oracle benchmarks' Markdown used
 * a fixed 64 KiB buffer and wrote past it), content exact, always terminated. */
static void test_text_grows(void) {
    sg_text t = {0};
    for (int i = 0; i < 20000; i++) sg_text_printf(&t, "| %05d | %s |\n", i, "0123456789");
    CU_ASSERT_EQUAL(t.len, (size_t)20000 * 23);
    CU_ASSERT(t.len > (size_t)1 << 16);
    CU_ASSERT_EQUAL(strlen(t.p), t.len);
    CU_ASSERT_EQUAL(strncmp(t.p + 19999 * 23, "| 19999 | 0123456789 |\n", 23), 0);
    sg_text_printf(&t, "%s", "");
    CU_ASSERT_EQUAL(t.len, (size_t)20000 * 23);
    sg_text_free(&t);
    CU_ASSERT_PTR_NULL(t.p);
    sg_text e = {0};
    sg_text_printf(&e, "%s", "");
    CU_ASSERT_PTR_NOT_NULL_FATAL(e.p);
    CU_ASSERT_EQUAL(e.p[0], 0);
    sg_text_free(&e);
}

static void test_cleanup(void) {
    DIR *d = opendir(tdir());
    CU_ASSERT_FATAL(d != NULL);
    struct dirent *e;
    int left = 0;
    while ((e = readdir(d))) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        fprintf(stderr, "\n  left behind: %s\n", e->d_name);
        left++;
        char p[2600];
        snprintf(p, sizeof p, "%s/%s", tdir(), e->d_name);
        remove(p);
    }
    closedir(d);
    CU_ASSERT_EQUAL(left, 0);
    CU_ASSERT_EQUAL(rmdir(tdir()), 0);
}

/* A FIFO (or a directory) where a safetensors file is expected is refused at
 * once, SG_E_IO naming it: the reader opens without blocking and refuses what
 * is not a regular file before reading. An alarm ends the program should the
 * open block (before, it waited for a writer forever). */
static void test_fifo_refused(void) {
    char fifo[1024];
    snprintf(fifo, sizeof fifo, "%s/st-fifo.safetensors", sg_test_env("SG_BINARY_DIR", "/tmp"));
    remove(fifo);
    CU_ASSERT_EQUAL_FATAL(mkfifo(fifo, 0600), 0);
    sg_tset s;
    sg_tset_init(&s);
    alarm(20);
    SG_ASSERT_STATUS(sg_safetensors_read(fifo, &s), SG_E_IO);
    CU_ASSERT(strstr(sg_errmsg(), "FIFO") != NULL && strstr(sg_errmsg(), fifo) != NULL);
    unsigned char *buf = NULL;
    size_t len = 0;
    SG_ASSERT_STATUS(sg_read_file(fifo, &buf, &len), SG_E_IO);
    alarm(0);
    sg_tset_free(&s);
    remove(fifo);
    SG_ASSERT_STATUS(sg_read_file(sg_test_env("SG_BINARY_DIR", "/tmp"), &buf, &len), SG_E_IO);
    CU_ASSERT(strstr(sg_errmsg(), "directory") != NULL);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"round trip: four dtypes, 0-d, empty, metadata", test_roundtrip},
        {"round trip: empty set", test_empty_set},
        {"byte layout of a written file", test_layout},
        {"hand-made valid file", test_good_handmade},
        {"bad: short file, header past the end, truncated data", test_bad_short_and_truncated},
        {"bad: JSON and header structure", test_bad_json},
        {"bad: tensor fields, dtypes, byte counts", test_bad_fields},
        {"bad: offsets (order, overlap, hole, trailing)", test_bad_offsets},
        {"bad: element or byte counts that wrap 64 bits", test_bad_size_wrap},
        {"checked size products", test_checked_sizes},
        {"bad: metadata key of 64+ bytes", test_bad_meta_key},
        {"bad: nonexistent file", test_bad_nonexistent},
        {"parse from memory names its source", test_parse_names_source},
        {"sg_tset_expect", test_expect},
        {"sg_write_atomic", test_write_atomic},
        {"hashes", test_hash},
        {"dtype table", test_dtype_table},
        {"no files left behind", test_cleanup},
        {"a growing text past 64 KiB", test_text_grows},
        {"a FIFO or a directory is refused at once (SG_E_IO)", test_fifo_refused},
        {NULL, NULL},
    };
    sg_add_suite("safetensors", t);
}
