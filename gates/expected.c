/* expected.c - reads EXPECTED_STATUS.md and turns a verdict into an outcome:
 * a FAIL where PASS is expected is a regression; a pass where QUARANTINED is
 * expected is an unexpected pass (the quarantine must be lifted by a reviewed
 * change, not silently). */
#define _POSIX_C_SOURCE 200809L
#include "sg_gates.h"
#include "gates_impl.h"

#include <ctype.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

const char *sg_outcome_name(sg_outcome o) {
    switch (o) {
    case SG_OUTCOME_PASS: return "PASS";
    case SG_OUTCOME_QUARANTINED: return "QUARANTINED";
    case SG_OUTCOME_REGRESSION: return "REGRESSION";
    case SG_OUTCOME_UNEXPECTED_PASS: return "UNEXPECTED-PASS";
    case SG_OUTCOME_UNLISTED: return "UNLISTED";
    }
    return "?";
}

static sg_status copy_cell(char *dst, size_t n, const char *src, const char *where, int line, const char *what) {
    if (strlen(src) >= n) return sg_fail(SG_E_THRESHOLDS, "%s:%d: %s is too long", where, line, what);
    memcpy(dst, src, strlen(src) + 1);
    return SG_OK;
}

sg_status sg_expected_parse(const char *text, const char *where, const char *root, sg_expected *out) {
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", where);
    int cap = 0, line = 0, nc;
    sg_status st = SG_OK;
    sg_md_iter it;
    char *cells[SG_MD_MAX_CELLS];
    sg_md_begin(&it, text);
    while (st == SG_OK && (nc = sg_md_next_row(&it, cells)) >= 0) {
        line = it.line;
        if (nc < 1 || strcmp(cells[0], "backend") == 0 || strncmp(cells[0], "---", 3) == 0) continue;
        if (nc != 6) {
            st = sg_fail(SG_E_THRESHOLDS, "%s:%d: row has %d cells, expected 6 (backend, set, case, status, reason, evidence)",
                         where, line, nc);
            break;
        }
        sg_expect_row r;
        memset(&r, 0, sizeof r);
        r.line = line;
        if ((st = copy_cell(r.backend, sizeof r.backend, cells[0], where, line, "backend")) ||
            (st = copy_cell(r.set, sizeof r.set, cells[1], where, line, "set")) ||
            (st = copy_cell(r.casepat, sizeof r.casepat, cells[2], where, line, "case")) ||
            (st = copy_cell(r.reason, sizeof r.reason, cells[4], where, line, "reason")) ||
            (st = copy_cell(r.evidence, sizeof r.evidence, cells[5], where, line, "evidence")))
            break;
        if (!r.backend[0] || !r.set[0] || !r.casepat[0]) {
            st = sg_fail(SG_E_THRESHOLDS, "%s:%d: backend, set and case must not be empty", where, line);
            break;
        }
        if (strcmp(cells[3], "PASS") == 0) r.kind = SG_EXPECT_PASS;
        else if (strcmp(cells[3], "QUARANTINED") == 0) r.kind = SG_EXPECT_QUARANTINED;
        else {
            st = sg_fail(SG_E_THRESHOLDS, "%s:%d: status '%s' is neither PASS nor QUARANTINED", where, line, cells[3]);
            break;
        }
        if (r.kind == SG_EXPECT_QUARANTINED) {
            if (!r.reason[0] || !r.evidence[0]) {
                st = sg_fail(SG_E_THRESHOLDS, "%s:%d: a QUARANTINED row needs a reason and an evidence report", where, line);
                break;
            }
            if (root) {
                char path[2048];
                struct stat sb;
                snprintf(path, sizeof path, "%s/%s", root, r.evidence);
                if (stat(path, &sb) != 0) {
                    st = sg_fail(SG_E_THRESHOLDS, "%s:%d: evidence '%s' does not exist", where, line, r.evidence);
                    break;
                }
            }
        }
        if (out->n == cap) {
            cap = cap ? 2 * cap : 16;
            sg_expect_row *nr = realloc(out->rows, (size_t)cap * sizeof *nr);
            if (!nr) {
                st = sg_fail(SG_E_INTERNAL, "out of memory");
                break;
            }
            out->rows = nr;
        }
        out->rows[out->n++] = r;
    }
    if (st == SG_OK && out->n == 0) st = sg_fail(SG_E_THRESHOLDS, "%s: no expected-status rows found", where);
    if (st) sg_expected_free(out);
    return st;
}

sg_status sg_expected_load(const char *path, const char *root, sg_expected *out) {
    unsigned char *buf;
    size_t len;
    memset(out, 0, sizeof *out);
    sg_status st = sg_read_file(path, &buf, &len);
    if (st) return st == SG_E_IO ? sg_fail(SG_E_THRESHOLDS, "%s", sg_errmsg()) : st;
    st = sg_expected_parse((const char *)buf, path, root, out);
    free(buf);
    if (st == SG_OK) st = sg_file_hash(path, out->hash);
    return st;
}

void sg_expected_free(sg_expected *e) {
    free(e->rows);
    e->rows = NULL;
    e->n = 0;
}

const sg_expect_row *sg_expected_find(const sg_expected *e, const char *backend, const char *set, const char *case_name) {
    for (int i = 0; i < e->n; i++) {
        const sg_expect_row *r = &e->rows[i];
        if (fnmatch(r->backend, backend, 0) == 0 && fnmatch(r->set, set, 0) == 0 && fnmatch(r->casepat, case_name, 0) == 0)
            return r;
    }
    return NULL;
}

sg_outcome sg_expected_outcome(const sg_expect_row *row, sg_verdict v) {
    if (!row) return SG_OUTCOME_UNLISTED;
    if (row->kind == SG_EXPECT_PASS) return v == SG_FAIL ? SG_OUTCOME_REGRESSION : SG_OUTCOME_PASS;
    return v == SG_FAIL ? SG_OUTCOME_QUARANTINED : SG_OUTCOME_UNEXPECTED_PASS;
}
