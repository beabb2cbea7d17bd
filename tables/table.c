/* table.c - the table CSV (sg_tables.h): the reader, strict about every
 * field and naming the file and line of anything it refuses, and the writer
 * that `scangate table` uses, so both follow the one schema. */
#include "sg_tables.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SIZE (INT64_C(1) << 40)

static const char *const verdict_names[SG_TV_COUNT] = {
#define SG_TV_NAME_(id, s) s,
    SG_TABLE_VERDICTS(SG_TV_NAME_)
#undef SG_TV_NAME_
};

static const char *const column_names[SG_TABLE_NCOLS] = {
#define SG_COL_NAME_(field, s) s,
    SG_TABLE_COLUMNS(SG_COL_NAME_)
#undef SG_COL_NAME_
};

const char *sg_table_verdict_name(sg_table_verdict v) {
    return (int)v >= 0 && v < SG_TV_COUNT ? verdict_names[v] : "?";
}

int sg_table_name_ok(const char *s) {
    size_t n = 0;
    for (; s[n]; n++) {
        const unsigned char c = (unsigned char)s[n];
        if (!(isalnum(c) && c < 0x80) && c != '_' && c != '.' && c != '+' && c != '-') return 0;
    }
    return n >= 1 && n < SG_TABLE_NAME_MAX;
}

/* A field or line as it may be shown in a message: escaped (sg_text_escape)
 * and cut at 60 bytes. */
static const char *shown(char *buf, size_t cap, const char *s, size_t len) {
    char raw[64];
    const size_t k = len < 60 ? len : 60;
    memcpy(raw, s, k);
    raw[k] = 0;
    char *e = sg_text_escape(raw);
    snprintf(buf, cap, "%s%s", e, len > 60 ? "..." : "");
    free(e);
    return buf;
}

/* Decimal digits without a leading zero, 1 <= v <= 2^40. */
static int parse_size(const char *s, int64_t *out) {
    if (!*s || (s[0] == '0') || strlen(s) > 13) return -1;
    int64_t v = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        v = v * 10 + (*p - '0');
    }
    if (v < 1 || v > MAX_SIZE) return -1;
    *out = v;
    return 0;
}

static int ieq(const char *a, const char *b) {
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
    return *a == *b;
}

/* A decimal number ([+-] digits [. digits] [e [+-] digits], or with no
 * digits before the point) or nan / inf / infinity (any case, optional '-'),
 * in range: 0, or -1 when it is not one. */
static int parse_value(const char *s, double *out) {
    const char *p = s;
    if (*p == '+' || *p == '-') p++;
    if (ieq(p, "nan")) {
        *out = (double)NAN;
        return 0;
    }
    if (ieq(p, "inf") || ieq(p, "infinity")) {
        *out = s[0] == '-' ? -(double)INFINITY : (double)INFINITY;
        return 0;
    }
    int digits = 0;
    while (isdigit((unsigned char)*p)) p++, digits++;
    if (*p == '.') {
        p++;
        while (isdigit((unsigned char)*p)) p++, digits++;
    }
    if (!digits) return -1;
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-') p++;
        if (!isdigit((unsigned char)*p)) return -1;
        while (isdigit((unsigned char)*p)) p++;
    }
    if (*p) return -1;
    errno = 0;
    char *end;
    const double v = strtod(s, &end);
    if (*end || (errno == ERANGE && isinf(v))) return -1; /* beyond the double range: not written by %.17g */
    *out = v;
    return 0;
}

static sg_status add_row(sg_table *t, const sg_table_row *r) {
    if (t->n == t->cap) {
        const int cap = t->cap ? 2 * t->cap : 256;
        sg_table_row *nr = realloc(t->rows, (size_t)cap * sizeof *nr);
        if (!nr) return sg_fail(SG_E_INTERNAL, "out of memory (a table of %d rows)", cap);
        t->rows = nr;
        t->cap = cap;
    }
    t->rows[t->n++] = *r;
    return SG_OK;
}

/* One name field into dst, or SG_E_FORMAT naming the column. */
static sg_status name_field(char *dst, const char *s, const char *where, int line, int col) {
    if (!sg_table_name_ok(s)) {
        char b[96];
        return sg_fail(SG_E_FORMAT, "%s:%d: column '%s': '%s' is not a name (1 to %d characters of [A-Za-z0-9_.+-])",
                       where, line, column_names[col], shown(b, sizeof b, s, strlen(s)), SG_TABLE_NAME_MAX - 1);
    }
    strcpy(dst, s);
    return SG_OK;
}

static sg_status parse_row(char *text, const char *where, int line, sg_table_row *r) {
    char *f[SG_TABLE_NCOLS + 1];
    int nf = 0;
    for (char *s = text;;) {
        char *c = strchr(s, ',');
        if (nf <= SG_TABLE_NCOLS) f[nf] = s;
        nf++;
        if (!c) break;
        *c = 0;
        s = c + 1;
    }
    if (nf != SG_TABLE_NCOLS)
        return sg_fail(SG_E_FORMAT, "%s:%d: %d field%s, expected %d (%s)", where, line, nf, nf == 1 ? "" : "s",
                       SG_TABLE_NCOLS, SG_TABLE_HEADER);
    memset(r, 0, sizeof *r);
    r->line = line;
    sg_status st;
    char b[96];
    if ((st = name_field(r->model, f[0], where, line, 0)) || (st = name_field(r->regime, f[1], where, line, 1))) return st;
    int64_t *sizes[3] = {&r->B, &r->D, &r->L};
    for (int i = 0; i < 3; i++)
        if (parse_size(f[2 + i], sizes[i]))
            return sg_fail(SG_E_FORMAT, "%s:%d: column '%s': '%s' is not a decimal integer in [1, 2^40] (digits only)",
                           where, line, column_names[2 + i], shown(b, sizeof b, f[2 + i], strlen(f[2 + i])));
    if ((st = name_field(r->backend, f[5], where, line, 5)) || (st = name_field(r->quantity, f[6], where, line, 6)) ||
        (st = name_field(r->metric, f[7], where, line, 7)))
        return st;
    if (parse_value(f[8], &r->value))
        return sg_fail(SG_E_FORMAT, "%s:%d: column 'value': '%s' is not a number (written with %s; nan and inf allowed)",
                       where, line, shown(b, sizeof b, f[8], strlen(f[8])), SG_TABLE_VALUE_FORMAT);
    if (r->value < 0 && !sg_table_metric_signed(r->metric))
        return sg_fail(SG_E_FORMAT, "%s:%d: column 'value': %s is negative (an error metric is never negative; only "
                       "bias and bias_z are signed)", where, line, f[8]);
    if (r->value == 0) r->value = 0; /* -0 reads as 0 */
    int v = -1;
    for (int i = 0; i < SG_TV_COUNT; i++)
        if (strcmp(f[9], verdict_names[i]) == 0) v = i;
    if (v < 0)
        return sg_fail(SG_E_FORMAT, "%s:%d: column 'verdict': '%s' is not PASS, MARGINAL, FAIL or report", where, line,
                       shown(b, sizeof b, f[9], strlen(f[9])));
    r->verdict = (sg_table_verdict)v;
    return SG_OK;
}

/* The header line: exactly SG_TABLE_HEADER, else a message naming the first
 * column that is missing, out of place or unexpected. */
static sg_status check_header(char *text, const char *where, int line) {
    if (strcmp(text, SG_TABLE_HEADER) == 0) return SG_OK;
    char copy[1024], b[96];
    snprintf(copy, sizeof copy, "%s", text);
    const char *got[SG_TABLE_NCOLS + 8];
    int n = 0;
    for (char *s = copy; s && n < SG_TABLE_NCOLS + 8;) {
        char *c = strchr(s, ',');
        if (c) *c = 0;
        got[n++] = s;
        s = c ? c + 1 : NULL;
    }
    for (int i = 0; i < SG_TABLE_NCOLS; i++) {
        int found = -1;
        for (int j = 0; j < n; j++)
            if (strcmp(got[j], column_names[i]) == 0) found = j;
        if (found < 0)
            return sg_fail(SG_E_FORMAT, "%s:%d: header has no column '%s' (expected the header '%s')", where, line,
                           column_names[i], SG_TABLE_HEADER);
        if (found != i)
            return sg_fail(SG_E_FORMAT, "%s:%d: header has column '%s' in place %d, expected %d (expected the header '%s')",
                           where, line, column_names[i], found + 1, i + 1, SG_TABLE_HEADER);
    }
    return sg_fail(SG_E_FORMAT, "%s:%d: header '%s' has columns beyond '%s' (expected the header '%s')", where, line,
                   shown(b, sizeof b, text, strlen(text)), column_names[SG_TABLE_NCOLS - 1], SG_TABLE_HEADER);
}

/* A provenance or comment line before the header ("# key: value"). */
static sg_status comment_line(const char *text, const char *where, int line, sg_table_prov *p, int seen[3]) {
    static const char *const keys[3] = {"command", "commit", "seed"};
    char *dst[3] = {p->command, p->commit, p->seed};
    const size_t caps[3] = {sizeof p->command, sizeof p->commit, sizeof p->seed};
    for (int k = 0; k < 3; k++) {
        const size_t kl = strlen(keys[k]);
        if (strncmp(text, "# ", 2) != 0 || strncmp(text + 2, keys[k], kl) != 0 || text[2 + kl] != ':') continue;
        const char *v = text + 3 + kl;
        while (*v == ' ') v++;
        if (seen[k]) return sg_fail(SG_E_FORMAT, "%s:%d: a second '# %s:' line", where, line, keys[k]);
        if (!*v) return sg_fail(SG_E_FORMAT, "%s:%d: '# %s:' has no value", where, line, keys[k]);
        if (strlen(v) >= caps[k])
            return sg_fail(SG_E_FORMAT, "%s:%d: '# %s:' value longer than %zu bytes", where, line, keys[k], caps[k] - 1);
        if (!sg_text_plain(v))
            return sg_fail(SG_E_FORMAT, "%s:%d: '# %s:' value is not UTF-8 text without control characters", where,
                           line, keys[k]);
        strcpy(dst[k], v);
        seen[k] = 1;
    }
    return SG_OK;
}

static int cmp_key(const void *a, const void *b) {
    const sg_table_row *x = *(const sg_table_row *const *)a, *y = *(const sg_table_row *const *)b;
    int c;
    if ((c = strcmp(x->model, y->model)) || (c = strcmp(x->regime, y->regime)) ||
        (c = strcmp(x->backend, y->backend)) || (c = strcmp(x->quantity, y->quantity)) ||
        (c = strcmp(x->metric, y->metric)))
        return c;
    if (x->B != y->B) return x->B < y->B ? -1 : 1;
    if (x->D != y->D) return x->D < y->D ? -1 : 1;
    if (x->L != y->L) return x->L < y->L ? -1 : 1;
    return x->line < y->line ? -1 : x->line > y->line;
}

/* No two rows with the same key (the first pair found, by the later line). */
static sg_status check_unique(const sg_table *t, const char *where) {
    if (t->n < 2) return SG_OK;
    const sg_table_row **idx = sg_xmalloc((size_t)t->n * sizeof *idx);
    for (int i = 0; i < t->n; i++) idx[i] = &t->rows[i];
    qsort(idx, (size_t)t->n, sizeof *idx, cmp_key);
    const sg_table_row *dup = NULL, *first = NULL;
    for (int i = 1; i < t->n; i++) {
        const sg_table_row *a = idx[i - 1], *b = idx[i];
        if (strcmp(a->model, b->model) || strcmp(a->regime, b->regime) || strcmp(a->backend, b->backend) ||
            strcmp(a->quantity, b->quantity) || strcmp(a->metric, b->metric) || a->B != b->B || a->D != b->D ||
            a->L != b->L)
            continue;
        if (!dup || b->line < dup->line) {
            dup = b;
            first = a;
        }
    }
    sg_status st = SG_OK;
    if (dup)
        st = sg_fail(SG_E_FORMAT,
                     "%s:%d: a second row for model %s, regime %s, B=%lld, D=%lld, L=%lld, backend %s, quantity %s, "
                     "metric %s (the first at line %d)",
                     where, dup->line, dup->model, dup->regime, (long long)dup->B, (long long)dup->D, (long long)dup->L,
                     dup->backend, dup->quantity, dup->metric, first->line);
    free(idx);
    return st;
}

sg_status sg_table_parse(const char *text, size_t len, const char *where, sg_table *out) {
    memset(out, 0, sizeof *out);
    snprintf(out->path, sizeof out->path, "%s", where);
    const char *nul = memchr(text, 0, len);
    if (nul) {
        int line = 1;
        for (const char *p = text; p < nul; p++) line += *p == '\n';
        return sg_fail(SG_E_FORMAT, "%s:%d: a NUL byte (not a text file)", where, line);
    }
    if (len == 0) return sg_fail(SG_E_FORMAT, "%s:1: empty file (expected '%s' on line 1)", where, SG_TABLE_MAGIC);
    enum { MAGIC, PROV, ROWS } state = MAGIC;
    int seen[3] = {0, 0, 0}, line = 0;
    sg_status st = SG_OK;
    char *buf = NULL;
    size_t bufcap = 0;
    char b[96];
    for (size_t pos = 0; pos < len && st == SG_OK;) {
        line++;
        const char *s = text + pos, *nl = memchr(s, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - s) : len - pos;
        pos += n + (nl ? 1 : 0);
        if (n && s[n - 1] == '\r') n--;
        if (n + 1 > bufcap) {
            bufcap = n + 1;
            char *nb = realloc(buf, bufcap);
            if (!nb) {
                st = sg_fail(SG_E_INTERNAL, "out of memory (a line of %zu bytes)", n);
                break;
            }
            buf = nb;
        }
        memcpy(buf, s, n);
        buf[n] = 0;
        if (memchr(buf, '\r', n)) {
            st = sg_fail(SG_E_FORMAT, "%s:%d: a carriage return inside the line", where, line);
            break;
        }
        if (state == MAGIC) {
            if (strcmp(buf, SG_TABLE_MAGIC) == 0) state = PROV;
            else if (strncmp(buf, "# scangate table ", 17) == 0)
                st = sg_fail(SG_E_FORMAT, "%s:%d: table version '%s', this scangate reads '%s' only", where, line,
                             shown(b, sizeof b, buf + 17, n - 17), &SG_TABLE_MAGIC[17]);
            else
                st = sg_fail(SG_E_FORMAT, "%s:%d: '%s' is not '%s' (not a scangate table)", where, line,
                             shown(b, sizeof b, buf, n), SG_TABLE_MAGIC);
            continue;
        }
        if (n == 0) continue;
        if (buf[0] == '#') {
            if (state == PROV) st = comment_line(buf, where, line, &out->prov, seen);
            continue;
        }
        if (state == PROV) {
            static const char *const keys[3] = {"command", "commit", "seed"};
            for (int k = 0; k < 3 && st == SG_OK; k++)
                if (!seen[k])
                    st = sg_fail(SG_E_FORMAT,
                                 "%s:%d: no '# %s:' line before the header (a table records '# command:', "
                                 "'# commit:' and '# seed:')",
                                 where, line, keys[k]);
            if (st == SG_OK) st = check_header(buf, where, line);
            state = ROWS;
            continue;
        }
        sg_table_row r;
        st = parse_row(buf, where, line, &r);
        if (st == SG_OK) st = add_row(out, &r);
    }
    free(buf);
    if (st == SG_OK && state != ROWS)
        st = sg_fail(SG_E_FORMAT, "%s:%d: no header line '%s' (the file ends first)", where, line, SG_TABLE_HEADER);
    if (st == SG_OK && out->n == 0) st = sg_fail(SG_E_FORMAT, "%s:%d: no data rows after the header", where, line);
    if (st == SG_OK) st = check_unique(out, where);
    if (st) sg_table_free(out);
    return st;
}

sg_status sg_table_load(const char *path, sg_table *out) {
    memset(out, 0, sizeof *out);
    unsigned char *buf;
    size_t len;
    sg_status st = sg_read_file(path, &buf, &len);
    if (st) return st;
    st = sg_table_parse((const char *)buf, len, path, out);
    free(buf);
    return st;
}

void sg_table_free(sg_table *t) {
    free(t->rows);
    t->rows = NULL;
    t->n = t->cap = 0;
}

/* ---- the writer ------------------------------------------------------------ */

sg_status sg_table_write_header(FILE *f, const sg_table_prov *p) {
    const char *vals[3] = {p->command, p->commit, p->seed};
    static const char *const keys[3] = {"command", "commit", "seed"};
    int ok = fprintf(f, "%s\n", SG_TABLE_MAGIC) > 0;
    for (int k = 0; k < 3; k++) {
        if (!vals[k][0]) return sg_fail(SG_E_INTERNAL, "table writer: empty '# %s:' provenance", keys[k]);
        char *e = sg_text_escape(vals[k]);
        ok = ok && fprintf(f, "# %s: %s\n", keys[k], e) > 0;
        free(e);
    }
    ok = ok && fprintf(f, "%s\n", SG_TABLE_HEADER) > 0;
    return ok ? SG_OK : sg_fail(SG_E_IO, "table writer: cannot write the header: %s", strerror(errno));
}

int sg_table_metric_signed(const char *metric) { return strcmp(metric, "bias") == 0 || strcmp(metric, "bias_z") == 0; }

sg_status sg_table_write_row(FILE *f, const sg_table_row *r) {
    const char *names[5] = {r->model, r->regime, r->backend, r->quantity, r->metric};
    for (int i = 0; i < 5; i++)
        if (!sg_table_name_ok(names[i]))
            return sg_fail(SG_E_INTERNAL, "table writer: '%s' is not a name (1 to %d characters of [A-Za-z0-9_.+-])",
                           names[i], SG_TABLE_NAME_MAX - 1);
    if (r->B < 1 || r->B > MAX_SIZE || r->D < 1 || r->D > MAX_SIZE || r->L < 1 || r->L > MAX_SIZE)
        return sg_fail(SG_E_INTERNAL, "table writer: B=%lld, D=%lld, L=%lld out of [1, 2^40]", (long long)r->B,
                       (long long)r->D, (long long)r->L);
    if ((r->value < 0 && !sg_table_metric_signed(r->metric)) || (int)r->verdict < 0 || r->verdict >= SG_TV_COUNT)
        return sg_fail(SG_E_INTERNAL, "table writer: negative value or bad verdict on %s %s.%s.%s", r->backend, r->model,
                       r->quantity, r->metric);
    char v[40];
    if (isnan(r->value)) snprintf(v, sizeof v, "nan");
    else if (isinf(r->value)) snprintf(v, sizeof v, "inf");
    else if (r->value == 0) snprintf(v, sizeof v, "0");
    else snprintf(v, sizeof v, SG_TABLE_VALUE_FORMAT, r->value);
    if (fprintf(f, "%s,%s,%lld,%lld,%lld,%s,%s,%s,%s,%s\n", r->model, r->regime, (long long)r->B, (long long)r->D,
                (long long)r->L, r->backend, r->quantity, r->metric, v, verdict_names[r->verdict]) < 0)
        return sg_fail(SG_E_IO, "table writer: cannot write a row: %s", strerror(errno));
    return SG_OK;
}

void sg_table_prov_set(sg_table_prov *p, const char *command, const char *commit, const char *seed) {
    memset(p, 0, sizeof *p);
    snprintf(p->command, sizeof p->command, "%s", command);
    snprintf(p->commit, sizeof p->commit, "%s", commit);
    snprintf(p->seed, sizeof p->seed, "%s", seed);
}
