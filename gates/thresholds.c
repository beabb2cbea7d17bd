/* thresholds.c - reads THRESHOLDS.md: rows "| key | marginal | fail | cap |
 * rationale |", where a limit is a number or "report". Any row whose first
 * cell looks like a key (a letter, then letters, digits, '_', '-' and at least
 * one '.') must be either a gate (model.quantity.metric: a known model, a
 * quantity of that model and a metric; 0 <= marginal <= fail <= cap) or one of
 * the other limits (SG_OTHER_LIMITS, in their direction: a minimum has
 * marginal >= fail >= cap >= 0 and numbers only), parse completely, and name a
 * rationale heading "### <id>" that exists in the file; otherwise loading
 * fails naming the line. CRLF line endings read like LF. */
#define _DEFAULT_SOURCE
#include "sg_gates.h"
#include "gates_impl.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <sys/stat.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define SG_REPORT_ONLY ((double)INFINITY)

static int parse_limit(const char *s, double *out) {
    if (strcmp(s, "report") == 0) {
        *out = SG_REPORT_ONLY;
        return 0;
    }
    char *end;
    double v = strtod(s, &end);
    if (end == s || *end || !isfinite(v) || v < 0) return -1;
    *out = v;
    return 0;
}

/* A first cell that looks like a key is a threshold row and must be valid:
 * a misspelled model is refused, not skipped as another table's row (dates in
 * the change log start with a digit). */
static int looks_like_key(const char *k) {
    if (!isalpha((unsigned char)k[0])) return 0;
    int dot = 0;
    for (const char *c = k; *c; c++) {
        if (*c == '.') dot = 1;
        else if (!isalnum((unsigned char)*c) && *c != '_' && *c != '-') return 0;
    }
    return dot;
}

static void join_names(char *buf, size_t size, const char *const *names, int n) {
    size_t k = 0;
    buf[0] = 0;
    for (int i = 0; i < n && k < size; i++) k += (size_t)snprintf(buf + k, size - k, "%s%s", i ? ", " : "", names[i]);
}

static int index_of(const char *s, const char *const *names, int n) {
    for (int i = 0; i < n; i++)
        if (strcmp(s, names[i]) == 0) return i;
    return -1;
}

static const struct {
    const char *key;
    sg_limit_dir dir;
} other_limits[] = {
#define SG_OTHER_ROW_(key, dir, what) {key, dir},
    SG_OTHER_LIMITS(SG_OTHER_ROW_)
#undef SG_OTHER_ROW_
};
#define N_OTHER ((int)(sizeof other_limits / sizeof other_limits[0]))

/* The scope of the other limits' keys ("oracle", "paths"): a key starting with
 * one of them is checked against SG_OTHER_LIMITS, not as a model's. */
static int other_scope(const char *key) {
    const char *dot = strchr(key, '.');
    const size_t n = dot ? (size_t)(dot - key) : strlen(key);
    for (int i = 0; i < N_OTHER; i++)
        if (strncmp(other_limits[i].key, key, n) == 0 && other_limits[i].key[n] == '.') return 1;
    return 0;
}

/* One of SG_OTHER_LIMITS (its direction in *dir), else SG_E_THRESHOLDS with
 * the nearest known key. */
static sg_status check_other_key(const char *key, const char *where, int line, sg_limit_dir *dir) {
    const char *keys[16];
    int n = 0;
    for (int i = 0; i < N_OTHER && n < 16; i++) {
        if (strcmp(key, other_limits[i].key) == 0) {
            *dir = other_limits[i].dir;
            return SG_OK;
        }
        keys[n++] = other_limits[i].key;
    }
    char hint[160], known[512];
    join_names(known, sizeof known, keys, n);
    return sg_fail(SG_E_THRESHOLDS, "%s:%d: unknown limit '%s'%s (known limits besides model.quantity.metric: %s)", where,
                   line, key, sg_did_you_mean(hint, sizeof hint, key, keys, n), known);
}

/* key is "a.b.c" (two dots, checked by the caller): a known model, a quantity
 * of that model, a metric. */
static sg_status check_key_names(const char *key, const char *where, int line) {
    char buf[96], hint[128], known[512];
    snprintf(buf, sizeof buf, "%s", key);
    char *model = buf, *quantity = strchr(model, '.');
    *quantity++ = 0;
    char *metric = strchr(quantity, '.');
    *metric++ = 0;
    int nmodels;
    const sg_model_desc *const *mds = sg_models(&nmodels);
    const char *models[16];
    if (nmodels > 16) nmodels = 16;
    for (int m = 0; m < nmodels; m++) models[m] = mds[m]->name;
    const int m = index_of(model, models, nmodels);
    if (m < 0) {
        join_names(known, sizeof known, models, nmodels);
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: key '%s': unknown model '%s'%s (known: %s)", where, line, key, model,
                       sg_did_you_mean(hint, sizeof hint, model, models, nmodels), known);
    }
    const sg_quantity *q = mds[m]->quantities;
    const int nq = mds[m]->nq;
    const char *qnames[32];
    for (int i = 0; i < nq && i < 32; i++) qnames[i] = q[i].name;
    const int nqn = nq < 32 ? nq : 32;
    if (index_of(quantity, qnames, nqn) < 0) {
        join_names(known, sizeof known, qnames, nqn);
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: key '%s': unknown quantity '%s' of model %s%s (known: %s)", where, line, key,
                       quantity, model, sg_did_you_mean(hint, sizeof hint, quantity, qnames, nqn), known);
    }
    const char *metrics[SG_M_COUNT];
    for (int k = 0; k < SG_M_COUNT; k++) metrics[k] = sg_metric_name((sg_metric)k);
    if (index_of(metric, metrics, SG_M_COUNT) < 0) {
        join_names(known, sizeof known, metrics, SG_M_COUNT);
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: key '%s': unknown metric '%s'%s (known: %s)", where, line, key, metric,
                       sg_did_you_mean(hint, sizeof hint, metric, metrics, SG_M_COUNT), known);
    }
    return SG_OK;
}

/* Whether `text` has a line "### <id>"; trailing blanks and a CR before the
 * newline are allowed, so a file with CRLF line endings reads like LF. */
static int has_heading(const char *text, const char *id) {
    const size_t n = strlen(id);
    for (const char *p = text; p && *p;) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        while (len && isspace((unsigned char)p[len - 1])) len--;
        if (len == 4 + n && strncmp(p, "### ", 4) == 0 && strncmp(p + 4, id, n) == 0) return 1;
        p = eol ? eol + 1 : NULL;
    }
    return 0;
}

typedef struct {
    sg_thresholds *out;
    int cap; /* rows allocated in out */
} parse_ctx;

/* One row of the table: checked, then appended to ctx->out (rows whose first
 * cell is not a key, the header and separator among them, are passed over). */
static sg_status parse_row(char **cells, int nc, const char *where, int line, void *ctx) {
    parse_ctx *pc = ctx;
    sg_thresholds *out = pc->out;
    if (nc < 1 || !looks_like_key(cells[0])) return SG_OK;
    if (nc != 5)
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: row '%s' has %d cells, expected 5 (key, marginal, fail, cap, rationale)",
                       where, line, cells[0], nc);
    int dots = 0;
    for (const char *c = cells[0]; *c; c++) dots += *c == '.';
    if (dots != 2 || strlen(cells[0]) >= sizeof out->rows[0].key)
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: key '%s' is not model.quantity.metric", where, line, cells[0]);
    sg_threshold th;
    memset(&th, 0, sizeof th);
    sg_status st;
    if (other_scope(cells[0])) st = check_other_key(cells[0], where, line, &th.dir);
    else st = check_key_names(cells[0], where, line);
    if (st) return st;
    strcpy(th.key, cells[0]);
    th.line = line;
    const char *names[3] = {"marginal", "fail", "cap"};
    double *vals[3] = {&th.marginal, &th.fail, &th.cap};
    for (int i = 0; i < 3; i++)
        if (parse_limit(cells[1 + i], vals[i]))
            return sg_fail(SG_E_THRESHOLDS, "%s:%d: %s: %s limit '%s' is not a non-negative number or 'report'", where,
                           line, th.key, names[i], cells[1 + i]);
    if (th.dir == SG_LIMIT_MIN) {
        if (!isfinite(th.marginal) || !isfinite(th.fail) || !isfinite(th.cap))
            return sg_fail(SG_E_THRESHOLDS, "%s:%d: %s: a minimum takes numbers, not 'report'", where, line, th.key);
        if (!(th.marginal >= th.fail) || !(th.fail >= th.cap))
            return sg_fail(SG_E_THRESHOLDS,
                           "%s:%d: %s: a minimum's limits must satisfy marginal >= fail >= cap (got %s, %s, %s)", where,
                           line, th.key, cells[1], cells[2], cells[3]);
    } else if (!(th.marginal <= th.fail) || !(th.fail <= th.cap)) {
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: %s: limits must satisfy marginal <= fail <= cap (got %s, %s, %s)", where,
                       line, th.key, cells[1], cells[2], cells[3]);
    }
    if (!cells[4][0] || strlen(cells[4]) >= sizeof th.rationale)
        return sg_fail(SG_E_THRESHOLDS, "%s:%d: %s: missing rationale id", where, line, th.key);
    strcpy(th.rationale, cells[4]);
    for (int i = 0; i < out->n; i++)
        if (strcmp(out->rows[i].key, th.key) == 0)
            return sg_fail(SG_E_THRESHOLDS, "%s:%d: %s: duplicate row (first at line %d)", where, line, th.key,
                           out->rows[i].line);
    sg_threshold *rows = sg_md_room(out->rows, out->n, &pc->cap, 64, sizeof *rows);
    if (!rows) return sg_fail(SG_E_INTERNAL, "out of memory");
    out->rows = rows;
    out->rows[out->n++] = th;
    return SG_OK;
}

sg_status sg_thresholds_parse(const char *text, const char *where, sg_thresholds *out) {
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", where);
    parse_ctx pc = {out, 0};
    sg_status st = sg_md_each_row(text, where, parse_row, &pc);
    for (int i = 0; i < out->n && st == SG_OK; i++) {
        if (!has_heading(text, out->rows[i].rationale))
            st = sg_fail(SG_E_THRESHOLDS, "%s:%d: %s: rationale '%s' has no '### %s' section", where, out->rows[i].line,
                         out->rows[i].key, out->rows[i].rationale, out->rows[i].rationale);
    }
    if (st == SG_OK && out->n == 0) st = sg_fail(SG_E_THRESHOLDS, "%s: no threshold rows found", where);
    if (st) sg_thresholds_free(out);
    return st;
}

static sg_status parse_into(const char *text, const char *where, void *out) { return sg_thresholds_parse(text, where, out); }

sg_status sg_thresholds_load(const char *path, sg_thresholds *out) {
    memset(out, 0, sizeof *out);
    return sg_md_load(path, 1, parse_into, out, out->hash);
}

void sg_thresholds_free(sg_thresholds *t) {
    free(t->rows);
    t->rows = NULL;
    t->n = 0;
}

const sg_threshold *sg_thresholds_find(const sg_thresholds *t, const char *model, const char *quantity, const char *metric) {
    char key[160];
    snprintf(key, sizeof key, "%s.%s.%s", model, quantity, metric);
    for (int i = 0; i < t->n; i++)
        if (strcmp(t->rows[i].key, key) == 0) return &t->rows[i];
    return NULL;
}

sg_status sg_thresholds_require(const sg_thresholds *t, const sg_model_desc *md) {
    for (int i = 0; i < md->nq; i++)
        for (int k = 0; k < SG_M_COUNT; k++)
            if (!sg_thresholds_find(t, md->name, md->quantities[i].name, sg_metric_name((sg_metric)k)))
                return sg_fail(SG_E_THRESHOLDS, "%s: no row for %s.%s.%s", t->path, md->name, md->quantities[i].name,
                               sg_metric_name((sg_metric)k));
    return SG_OK;
}

sg_status sg_thresholds_limit(const sg_thresholds *t, const char *key, const sg_threshold **row) {
    *row = NULL;
    for (int i = 0; i < t->n; i++)
        if (strcmp(t->rows[i].key, key) == 0) {
            *row = &t->rows[i];
            return SG_OK;
        }
    return sg_fail(SG_E_THRESHOLDS, "%s: no row for the limit %s", t->path, key);
}

sg_verdict sg_judge_value(double v, const sg_threshold *th) {
    if (isnan(v)) return SG_FAIL;
    if (th->dir == SG_LIMIT_MIN) {
        if (!(v >= th->fail)) return SG_FAIL;
        if (!(v >= th->marginal)) return SG_MARGINAL;
        return SG_PASS;
    }
    if (!(v <= th->fail)) return SG_FAIL;
    if (!(v <= th->marginal)) return SG_MARGINAL;
    return SG_PASS;
}

static double limit_of(json_t *v) {
    if (json_is_number(v)) return json_number_value(v);
    if (json_is_string(v) && strcmp(json_string_value(v), "inf") == 0) return SG_REPORT_ONLY;
    return NAN;
}

static sg_status check_one_report(const sg_thresholds *t, const char *path, int *checked) {
    json_error_t err;
    json_t *root = json_load_file(path, 0, &err);
    if (!root) return sg_fail(SG_E_FORMAT, "%s: not valid JSON (%s, line %d)", path, err.text, err.line);
    json_t *lim = json_object_get(root, "thresholds_limits");
    sg_status st = SG_OK;
    if (json_is_object(lim)) {
        int compared = 0; /* a report counts when it records a limit of one of today's rows */
        static const char *const names[3] = {"marginal", "fail", "cap"};
        for (int i = 0; i < t->n && st == SG_OK; i++) {
            const sg_threshold *th = &t->rows[i];
            json_t *rec = json_object_get(lim, th->key);
            if (!json_is_array(rec) || json_array_size(rec) < 2) continue;
            compared = 1;
            /* [marginal, fail] or [marginal, fail, cap]: each may only stay or go down
             * (a minimum's: stay or go up) */
            const int nrec = json_array_size(rec) < 3 ? 2 : 3;
            const double now[3] = {th->marginal, th->fail, th->cap};
            char raised[256];
            size_t k = 0;
            raised[0] = 0;
            for (int j = 0; j < nrec; j++) {
                const double was = limit_of(json_array_get(rec, (size_t)j));
                const int looser = th->dir == SG_LIMIT_MIN ? !(now[j] >= was) : !(now[j] <= was);
                if (looser && k < sizeof raised)
                    k += (size_t)snprintf(raised + k, sizeof raised - k, "%s%s %g -> %g", k ? ", " : "", names[j], was, now[j]);
            }
            if (k)
                st = sg_fail(SG_E_THRESHOLDS,
                             "%s:%d: %s was loosened after a result was recorded: %s (%s was judged with the %s "
                             "value; tighten it back, or fix or quarantine the backend)",
                             t->path, th->line, th->key, raised, path, th->dir == SG_LIMIT_MIN ? "higher" : "lower");
        }
        *checked += compared;
    }
    json_decref(root);
    return st;
}

#define SG_REPORTS_MAX_DEPTH 8

/* Every directory under the reports directory must be readable: one that is
 * not would switch the loosening check off without a word. */
static sg_status unreadable(const char *dir, const char *why) {
    return sg_fail(SG_E_IO,
                   "cannot read reports directory '%s': %s (the check that no THRESHOLDS.md limit is looser than one a "
                   "recorded report was judged with reads every report.json under it; point --reports-dir or "
                   "SG_REPORTS_DIR at the repository's reports/)",
                   dir, why);
}

/* A file that records the limits a result was judged with: a report.json, or a
 * NAME.limits.json of reports/recorded-limits/ (scripts/evidence.py limits keeps
 * there the limits of the reports that left the tree). */
static int recorded_limits_file(const char *name) {
    static const char suffix[] = ".limits.json";
    const size_t n = strlen(name), k = sizeof suffix - 1;
    return strcmp(name, "report.json") == 0 || (n > k && strcmp(name + n - k, suffix) == 0);
}

static sg_status walk(const sg_thresholds *t, const char *dir, int *checked, int depth) {
    if (depth > SG_REPORTS_MAX_DEPTH) return unreadable(dir, "nested more than 8 directories deep (a symbolic link loop?)");
    DIR *d = opendir(dir);
    if (!d) return unreadable(dir, strerror(errno));
    sg_status st = SG_OK;
    struct dirent *e;
    for (;;) {
        errno = 0;
        if (st != SG_OK || !(e = readdir(d))) break;
        if (e->d_name[0] == '.') continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat sb;
        if (stat(path, &sb) != 0) {
            char why[512];
            snprintf(why, sizeof why, "cannot examine its entry '%s': %s", e->d_name, strerror(errno));
            st = unreadable(dir, why);
            break;
        }
        if (S_ISDIR(sb.st_mode)) st = walk(t, path, checked, depth + 1);
        else if (recorded_limits_file(e->d_name)) st = check_one_report(t, path, checked);
    }
    if (st == SG_OK && errno != 0) st = unreadable(dir, strerror(errno));
    closedir(d);
    return st;
}

sg_status sg_thresholds_check_recorded(const sg_thresholds *t, const char *reports_dir, int *checked) {
    int n = 0;
    sg_status st = walk(t, reports_dir, &n, 0);
    if (checked) *checked = n;
    if (st == SG_OK && n == 0) /* nothing compared is not a pass: the check fails closed */
        st = sg_fail(SG_E_NORECORD,
                     "no recorded report under reports directory '%s' (no report.json there records the limits of a "
                     "row of %s), so nothing shows that no limit was loosened; point --reports-dir or SG_REPORTS_DIR "
                     "at the repository's reports/, or pass --no-loosening-check (every report then records that the "
                     "check was off)",
                     reports_dir, t->path);
    return st;
}

int sg_threshold_report_only(const sg_threshold *th) { return th && isinf(th->marginal) && isinf(th->fail); }
