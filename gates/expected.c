/* expected.c - reads EXPECTED_STATUS.md and turns a verdict into an outcome:
 * a FAIL where PASS is expected is a regression; a pass where QUARANTINED is
 * expected is an unexpected pass (the quarantine must be lifted by a reviewed
 * change, not silently). A row whose backend, set or case names nothing known
 * is refused, since it would never match and its quarantine would surface as
 * a regression; evidence must be a file inside the repository. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "sg_gates.h"
#include "gates_impl.h"

#include <ctype.h>
#include <errno.h>
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
    case SG_OUTCOME_AS_CANONICAL: return "AS-CANONICAL";
    case SG_OUTCOME_COUNT: break;
    }
    return "?";
}

static sg_status copy_cell(char *dst, size_t n, const char *src, const char *where, int line, const char *what) {
    if (strlen(src) >= n) return sg_fail(SG_E_THRESHOLDS, "%s:%d: %s is too long", where, line, what);
    memcpy(dst, src, strlen(src) + 1);
    return SG_OK;
}

/* ---- names ---------------------------------------------------------------- */

/* The set `judge` files its outcomes under: implementations judged from files
 * name themselves, so rows for it alone may name any backend. */
#define SG_EXTERNAL_SET "external"

static int is_pattern(const char *s) { return strpbrk(s, "*?[") != NULL; }

static int matches_any(const char *pat, const char *const *names, int n) {
    for (int i = 0; i < n; i++)
        if (fnmatch(pat, names[i], 0) == 0) return 1;
    return 0;
}

/* Refuses `pat`, a row's `what` (backend, set) that matches no known name:
 * "unknown set 'smok' (did you mean 'smoke'?)", or for a pattern "set pattern
 * 'x*' matches no known set"; `known` (may be NULL) lists the names, `also`
 * (may be NULL) is appended. */
static sg_status unknown_name(const char *where, int line, const char *what, const char *pat, const char *const *names,
                              int n, const char *known, const char *also) {
    char hint[160];
    if (is_pattern(pat))
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: %s pattern '%s' matches no known %s%s%s%s%s", where, line, what, pat, what,
                       known ? " (known: " : "", known ? known : "", known ? ")" : "", also ? also : "");
    return sg_fail(SG_E_THRESHOLDS, "%s:%d: unknown %s '%s'%s%s%s%s%s", where, line, what, pat,
                   sg_did_you_mean(hint, sizeof hint, pat, names, n), known ? " (known: " : "", known ? known : "",
                   known ? ")" : "", also ? also : "");
}

enum { MAX_SETS = 16, MAX_CASES = 1024 };

/* The backend, set and case of a row each match at least one known name: a
 * backend of the project (CUDA ones in every build), a fixture set or
 * "external", and a case of the sets the row's set matches (for "external",
 * of any set: `judge` reads cases exported from them). */
static sg_status check_row_names(const sg_expect_row *r, const char *where, int line, const char *const *backends,
                                 int nb) {
    int nsets;
    const char *const *fsets = sg_fixture_set_names(&nsets);
    if (nsets > MAX_SETS - 1) nsets = MAX_SETS - 1;
    const char *sets[MAX_SETS];
    char known[512];
    size_t k = 0;
    known[0] = 0;
    for (int i = 0; i <= nsets; i++) {
        sets[i] = i < nsets ? fsets[i] : SG_EXTERNAL_SET;
        if (k < sizeof known) k += (size_t)snprintf(known + k, sizeof known - k, "%s%s", i ? ", " : "", sets[i]);
    }
    if (!matches_any(r->set, sets, nsets + 1)) return unknown_name(where, line, "set", r->set, sets, nsets + 1, known, NULL);

    /* the fixture sets the row covers; "external" judges cases of any of them */
    const int external = fnmatch(r->set, SG_EXTERNAL_SET, 0) == 0;
    int covered[MAX_SETS] = {0}, fixture = 0;
    for (int i = 0; i < nsets; i++) {
        const int m = fnmatch(r->set, fsets[i], 0) == 0;
        fixture |= m;
        covered[i] = m || external;
    }

    /* rows for "external" alone may name any backend (an implementation judged from files names itself) */
    if (fixture && !matches_any(r->backend, backends, nb))
        return unknown_name(where, line, "backend", r->backend, backends, nb, NULL,
                            sg_nearest_name(r->backend, backends, nb)
                                ? "; 'scangate list' shows the backends"
                                : "; 'scangate list' shows the backends (rows for an implementation judged from "
                                  "files use set '" SG_EXTERNAL_SET "')");

    /* the case: among the cases of the covered sets, else named in another set */
    const char *cases[MAX_CASES];
    int nc = 0;
    char also[160];
    also[0] = 0;
    for (int i = 0; i < nsets; i++) {
        const sg_case_spec *specs;
        int n;
        if (sg_fixture_set(fsets[i], &specs, &n) != SG_OK) continue;
        for (int j = 0; j < n; j++) {
            const int m = fnmatch(r->casepat, specs[j].name, 0) == 0;
            if (covered[i] && m) return SG_OK;
            if (covered[i] && nc < MAX_CASES) cases[nc++] = specs[j].name;
            if (!covered[i] && m && !also[0]) snprintf(also, sizeof also, " (it is a case of set '%s')", fsets[i]);
        }
    }
    const char *sets_word = is_pattern(r->set) ? "sets matching" : "set";
    char hint[160];
    if (is_pattern(r->casepat))
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: case pattern '%s' matches no case of %s '%s'%s; 'scangate list' shows the cases",
                       where, line, r->casepat, sets_word, r->set, also);
    return sg_fail(SG_E_THRESHOLDS, "%s:%d: unknown case '%s' in %s '%s'%s%s; 'scangate list' shows the cases", where, line,
                   r->casepat, sets_word, r->set, sg_did_you_mean(hint, sizeof hint, r->casepat, cases, nc), also);
}

/* ---- evidence ----------------------------------------------------------------- */

/* Evidence is a file inside the repository, named relative to `root` (the
 * directory the file's paths are resolved against; NULL: only the spelling is
 * checked): no absolute path, no ".." that leaves the root, no symbolic link
 * that resolves outside it. */
static sg_status check_evidence(const char *ev, const char *where, int line, const char *root) {
    const char *base = root ? root : "the directory of the file";
    if (ev[0] == '/')
        return sg_fail(SG_E_THRESHOLDS,
                       "%s:%d: evidence '%s' points outside the repository (an absolute path; name a committed report "
                       "relative to %s)",
                       where, line, ev, base);
    int depth = 0;
    for (const char *p = ev; *p;) {
        const char *slash = strchr(p, '/');
        const size_t len = slash ? (size_t)(slash - p) : strlen(p);
        if (len == 2 && p[0] == '.' && p[1] == '.') depth--;
        else if (len && !(len == 1 && p[0] == '.')) depth++;
        if (depth < 0)
            return sg_fail(SG_E_THRESHOLDS, "%s:%d: evidence '%s' points outside the repository ('..' leaves %s)", where, line,
                           ev, base);
        p = slash ? slash + 1 : p + len;
    }
    if (!root) return SG_OK;
    char path[2048];
    struct stat sb;
    snprintf(path, sizeof path, "%s/%s", root, ev);
    if (stat(path, &sb) != 0)
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: evidence '%s' does not exist (looked for %s: %s)", where, line, ev, path,
                       strerror(errno));
    if (!S_ISREG(sb.st_mode))
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: evidence '%s' is not a file (%s); name the report itself", where, line, ev,
                       path);
    char *rroot = realpath(root, NULL), *rpath = realpath(path, NULL);
    sg_status st = SG_OK;
    if (!rroot || !rpath)
        st = sg_fail(SG_E_THRESHOLDS, "%s:%d: evidence '%s': cannot resolve %s: %s", where, line, ev, rroot ? path : root,
                     strerror(errno));
    else if (strncmp(rpath, rroot, strlen(rroot)) != 0 || (strcmp(rroot, "/") != 0 && rpath[strlen(rroot)] != '/'))
        st = sg_fail(SG_E_THRESHOLDS, "%s:%d: evidence '%s' points outside the repository (it resolves to %s, not under %s)",
                     where, line, ev, rpath, rroot);
    free(rroot);
    free(rpath);
    return st;
}

/* A second row for the same (backend, set, case), as spelled: the first would
 * win and the second never be read, so a contradiction (or a copy that a later
 * edit would make one) goes unseen. Rows whose patterns only overlap (a
 * specific row before a catch-all) are the file's design: the first wins. */
static sg_status check_repeated(const sg_expected *e, const sg_expect_row *r, const char *where) {
    for (int i = 0; i < e->n; i++) {
        const sg_expect_row *p = &e->rows[i];
        if (strcmp(p->backend, r->backend) || strcmp(p->set, r->set) || strcmp(p->casepat, r->casepat)) continue;
        const int same = p->kind == r->kind && strcmp(p->reason, r->reason) == 0 && strcmp(p->evidence, r->evidence) == 0;
        return sg_fail(SG_E_THRESHOLDS,
                       "%s:%d: the row for backend '%s', set '%s', case '%s' %s line %d (%s there, %s here); keep one "
                       "row per backend, set and case",
                       where, r->line, r->backend, r->set, r->casepat, same ? "repeats" : "contradicts", p->line,
                       p->kind == SG_EXPECT_PASS ? "PASS" : "QUARANTINED", r->kind == SG_EXPECT_PASS ? "PASS" : "QUARANTINED");
    }
    return SG_OK;
}

typedef struct {
    sg_expected *out;
    int cap; /* rows allocated in out */
    const char *root;
    const char *const *backends;
    int nbackends;
} parse_ctx;

/* One row of the table: checked, then appended to ctx->out (the header and
 * separator rows are passed over). */
static sg_status parse_row(char **cells, int nc, const char *where, int line, void *ctx) {
    parse_ctx *pc = ctx;
    sg_expected *out = pc->out;
    if (nc < 1 || strcmp(cells[0], "backend") == 0 || strncmp(cells[0], "---", 3) == 0) return SG_OK;
    if (nc != 6)
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: row has %d cells, expected 6 (backend, set, case, status, reason, evidence)",
                       where, line, nc);
    sg_expect_row r;
    memset(&r, 0, sizeof r);
    r.line = line;
    sg_status st;
    if ((st = copy_cell(r.backend, sizeof r.backend, cells[0], where, line, "backend")) ||
        (st = copy_cell(r.set, sizeof r.set, cells[1], where, line, "set")) ||
        (st = copy_cell(r.casepat, sizeof r.casepat, cells[2], where, line, "case")) ||
        (st = copy_cell(r.reason, sizeof r.reason, cells[4], where, line, "reason")) ||
        (st = copy_cell(r.evidence, sizeof r.evidence, cells[5], where, line, "evidence")))
        return st;
    if (!r.backend[0] || !r.set[0] || !r.casepat[0])
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: backend, set and case must not be empty", where, line);
    if (strcmp(cells[3], "PASS") == 0) r.kind = SG_EXPECT_PASS;
    else if (strcmp(cells[3], "QUARANTINED") == 0) r.kind = SG_EXPECT_QUARANTINED;
    else return sg_fail(SG_E_THRESHOLDS, "%s:%d: status '%s' is neither PASS nor QUARANTINED", where, line, cells[3]);
    if (r.kind == SG_EXPECT_QUARANTINED && (!r.reason[0] || !r.evidence[0]))
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: a QUARANTINED row needs a reason and an evidence report", where, line);
    if ((st = check_row_names(&r, where, line, pc->backends, pc->nbackends))) return st;
    if (r.evidence[0] && (st = check_evidence(r.evidence, where, line, pc->root))) return st;
    if ((st = check_repeated(out, &r, where))) return st;
    sg_expect_row *rows = sg_md_room(out->rows, out->n, &pc->cap, 16, sizeof *rows);
    if (!rows) return sg_fail(SG_E_INTERNAL, "out of memory");
    out->rows = rows;
    out->rows[out->n++] = r;
    return SG_OK;
}

sg_status sg_expected_parse(const char *text, const char *where, const char *root, const char *const *backends,
                            int nbackends, sg_expected *out) {
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", where);
    parse_ctx pc = {out, 0, root, backends, nbackends};
    sg_status st = sg_md_each_row(text, where, parse_row, &pc);
    if (st == SG_OK && out->n == 0) st = sg_fail(SG_E_THRESHOLDS, "%s: no expected-status rows found", where);
    if (st) sg_expected_free(out);
    return st;
}

typedef struct {
    const char *root;
    const char *const *backends;
    int nbackends;
    sg_expected *out;
} load_ctx;

static sg_status parse_into(const char *text, const char *where, void *ctx) {
    const load_ctx *l = ctx;
    return sg_expected_parse(text, where, l->root, l->backends, l->nbackends, l->out);
}

sg_status sg_expected_load(const char *path, const char *root, const char *const *backends, int nbackends,
                           sg_expected *out) {
    memset(out, 0, sizeof *out);
    load_ctx ctx = {root, backends, nbackends, out};
    return sg_md_load(path, 0, parse_into, &ctx, out->hash);
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

const sg_expect_row *sg_expected_quarantine(const sg_expected *e, const char *backend, const char *case_name) {
    static const char *const sets[] = {"ci", "smoke", "bench"};
    for (int k = 0; k < 3; k++) {
        const sg_expect_row *r = sg_expected_find(e, backend, sets[k], case_name);
        if (r && r->kind == SG_EXPECT_QUARANTINED) return r;
    }
    return NULL;
}

int sg_as_canonical(const sg_case_result *res, const sg_case_result *canon, const sg_expect_row *canon_row) {
    if (!res || !canon || !canon_row || canon_row->kind != SG_EXPECT_QUARANTINED) return 0;
    if (res->worst != SG_FAIL || canon->worst != SG_FAIL || res->nq != canon->nq) return 0;
    for (int i = 0; i < res->nq; i++) {
        const sg_qresult *q = &res->q[i], *c = &canon->q[i];
        int fails = 0;
        for (int m = 0; m < SG_M_COUNT; m++) {
            if (q->verdict[m] != SG_FAIL) continue;
            fails = 1;
            if (c->verdict[m] == SG_PASS) return 0; /* a gate the canonical order passes */
        }
        if (fails && q->verdict[SG_M_ERR_RATIO] == SG_FAIL) return 0;
        if (fails && !q->measured[SG_M_ERR_RATIO]) return 0; /* not compared with the canonical order */
    }
    return 1;
}
