/* fuzz_cheader.c - the dispatch header's writer (bench/dispatch.c) on hostile
 * names: the fuzzer's NUL-separated fields become a bench.json's model and
 * backend names (through jansson, so any bytes that are valid UTF-8 reach the
 * reader), read by sg_dispatch_from_text; a name out of the grammar must be
 * refused, and every accepted region's header row must hold C literals that
 * decode back to its names. The fields also go straight into a region (no
 * validation), whose row must decode back the same way: sg_c_string on any
 * bytes. A literal must hold no raw quote, backslash, control character or
 * "??" (a trigraph under -trigraphs). */
#include "sg_backends.h"
#include "sg_bench.h"
#include "sg_fuzz.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

/* Reads the literal or NULL at *p into out (cap bytes); aborts on anything
 * else. Returns whether it was a literal (0: NULL). */
SG_FUZZ_CHECKER static int literal(const char **p, char *out, size_t cap) {
    const char *s = *p;
    if (!strncmp(s, "NULL", 4)) {
        *p = s + 4;
        return 0;
    }
    if (*s++ != '"') abort();
    size_t o = 0;
    for (;;) {
        const unsigned char c = (unsigned char)*s++;
        unsigned v;
        if (c == '"') break;
        if (c < 0x20 || c >= 0x7f) abort(); /* raw control or non-ASCII byte */
        if (c == '?' ) abort();               /* ? is always escaped: no trigraph can form */
        if (c != '\\') v = c;
        else if (*s == '"' || *s == '\\' || *s == '?') v = (unsigned char)*s++;
        else if (s[0] >= '0' && s[0] <= '3' && s[1] >= '0' && s[1] <= '7' && s[2] >= '0' && s[2] <= '7') {
            v = (unsigned)(s[0] - '0') * 64 + (unsigned)(s[1] - '0') * 8 + (unsigned)(s[2] - '0');
            s += 3;
        } else abort();
        if (o + 1 >= cap) abort();
        out[o++] = (char)v;
    }
    out[o] = 0;
    *p = s;
    return 1;
}

/* The row decodes to the region's names. */
SG_FUZZ_CHECKER static void check_row(const sg_dispatch_region *r) {
    sg_text t = {0};
    sg_dispatch_header_row(&t, r);
    const char *p = t.p;
    char m[256], b[256], s[256];
    if (strncmp(p, "    {", 5)) abort();
    p += 5;
    if (!literal(&p, m, sizeof m) || strcmp(m, r->model)) abort();
    for (int k = 0; k < 6; k++) { /* the six bounds */
        if (*p++ != ',' || *p++ != ' ') abort();
        if (*p == '-') p++;
        if (*p < '0' || *p > '9') abort();
        while (*p >= '0' && *p <= '9') p++;
    }
    if (*p++ != ',' || *p++ != ' ') abort();
    if (literal(&p, b, sizeof b) ? strcmp(b, r->backend) != 0 : r->backend[0] != 0) abort();
    if (*p++ != ',' || *p++ != ' ') abort();
    if (literal(&p, s, sizeof s) ? strcmp(s, r->second) != 0 : r->second[0] != 0) abort();
    if (*p++ != ',') abort();
    if (!strchr(p, '}') || strchr(p, '"')) abort();
    sg_text_free(&t);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *buf;
    const char *f[3];
    sg_fuzz_fields(data, size, &buf, f, 3);
    /* through the reader */
    json_t *doc = json_pack("{s:s, s:[{s:s?, s:s?, s:s, s:s, s:i, s:i, s:i, s:f}, {s:s?, s:s?, s:s, s:s, s:i, s:i, s:i, s:f}]}",
                            "format", "scangate bench backends v1", "results", "model", f[0], "backend", f[1], "status",
                            "timed", "verdict", "PASS", "B", 1, "L", 1024, "D", 64, "fwd_bwd_median_s", 0.001, "model",
                            f[0], "backend", f[2], "status", "timed", "verdict", "PASS", "B", 1, "L", 1024, "D", 64,
                            "fwd_bwd_median_s", 0.002);
    if (doc) { /* NULL: a field that is not UTF-8 (jansson refuses it) */
        char *text = json_dumps(doc, 0);
        json_decref(doc);
        if (!text) abort();
        sg_dispatch_table t;
        if (sg_dispatch_from_text(text, strlen(text), "fuzz-bench.json", &t) == SG_OK) {
            for (int i = 0; i < t.n; i++) {
                const sg_dispatch_region *r = &t.r[i];
                if ((r->backend[0] && !sg_backend_name_ok(r->backend)) || (r->second[0] && !sg_backend_name_ok(r->second)))
                    abort(); /* a name out of the grammar accepted */
                check_row(r);
            }
        }
        sg_dispatch_free(&t);
        free(text);
    }
    /* the writer alone, on any bytes */
    sg_dispatch_region r;
    memset(&r, 0, sizeof r);
    snprintf(r.model, sizeof r.model, "%s", f[0]);
    snprintf(r.backend, sizeof r.backend, "%s", f[1]);
    snprintf(r.second, sizeof r.second, "%s", f[2]);
    r.B[0] = r.B[1] = 1, r.L[0] = 1, r.L[1] = 2, r.D[0] = r.D[1] = 64, r.margin = 0.5;
    check_row(&r);
    free(buf);
    return 0;
}
