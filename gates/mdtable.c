/* mdtable.c - the gate-data files read whole, the rows of a Markdown table
 * one at a time, and the nearest known name for a message (gates_impl.h). */
#include "gates_impl.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void trim(char *s) {
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1])) s[--n] = 0;
    size_t k = 0;
    while (s[k] && isspace((unsigned char)s[k])) k++;
    memmove(s, s + k, n - k + 1);
}

typedef struct {
    const char *p;   /* the rest of the text */
    int line;        /* 1-based line number of the row last returned */
    char buf[2048];  /* that row; cells point into it */
} md_iter;

/* The next line that starts with '|' (after trimming): its cells, trimmed,
 * without the outer bars. Returns the number of cells, or -1 at the end. */
static int next_row(md_iter *it, char *cells[SG_MD_MAX_CELLS]) {
    while (*it->p) {
        it->line++;
        const char *e = strchr(it->p, '\n');
        size_t len = e ? (size_t)(e - it->p) : strlen(it->p);
        if (len >= sizeof it->buf) len = sizeof it->buf - 1;
        memcpy(it->buf, it->p, len);
        it->buf[len] = 0;
        it->p = e ? e + 1 : it->p + strlen(it->p);
        trim(it->buf);
        if (it->buf[0] != '|') continue;
        int nc = 0;
        for (char *s = it->buf + 1; nc < SG_MD_MAX_CELLS;) {
            char *bar = strchr(s, '|');
            if (!bar) break;
            *bar = 0;
            cells[nc++] = s;
            s = bar + 1;
        }
        for (int i = 0; i < nc; i++) trim(cells[i]);
        return nc;
    }
    return -1;
}

sg_status sg_md_each_row(const char *text, const char *where, sg_md_row_fn row, void *ctx) {
    md_iter it = {.p = text, .line = 0};
    char *cells[SG_MD_MAX_CELLS];
    int nc;
    while ((nc = next_row(&it, cells)) >= 0) {
        const sg_status st = row(cells, nc, where, it.line, ctx);
        if (st) return st;
    }
    return SG_OK;
}

void *sg_md_room(void *rows, int n, int *cap, int first, size_t size) {
    if (n < *cap) return rows;
    const int c = *cap ? 2 * *cap : first;
    void *nr = realloc(rows, (size_t)c * size);
    if (nr) *cap = c;
    return nr;
}

/* Levenshtein distance, ignoring ASCII case; strings are cut at 63 characters
 * (names here are shorter). */
static int distance(const char *a, const char *b) {
    enum { N = 64 };
    size_t sa = strlen(a), sb = strlen(b);
    const int la = (int)(sa < N - 1 ? sa : N - 1), lb = (int)(sb < N - 1 ? sb : N - 1);
    int prev[N], cur[N];
    for (int j = 0; j <= lb; j++) prev[j] = j;
    for (int i = 1; i <= la; i++) {
        cur[0] = i;
        for (int j = 1; j <= lb; j++) {
            const int same = tolower((unsigned char)a[i - 1]) == tolower((unsigned char)b[j - 1]);
            int d = prev[j - 1] + !same;
            if (prev[j] + 1 < d) d = prev[j] + 1;
            if (cur[j - 1] + 1 < d) d = cur[j - 1] + 1;
            cur[j] = d;
        }
        memcpy(prev, cur, (size_t)(lb + 1) * sizeof prev[0]);
    }
    return prev[lb];
}

const char *sg_nearest_name(const char *s, const char *const *names, int n) {
    const int len = (int)strlen(s);
    /* a likely typo: a few edits, fewer than the name has characters */
    const int most = 1 + len / 4;
    const char *best = NULL;
    int bd = most + 1;
    for (int i = 0; i < n; i++) {
        const int d = distance(s, names[i]);
        if (d < bd && d < len) {
            bd = d;
            best = names[i];
        }
    }
    return best;
}

const char *sg_did_you_mean(char *buf, size_t size, const char *s, const char *const *names, int n) {
    const char *near = sg_nearest_name(s, names, n);
    if (near) snprintf(buf, size, " (did you mean '%s'?)", near);
    else if (size) buf[0] = 0;
    return buf;
}

sg_status sg_md_load(const char *path, int refuse_nul, sg_md_parse_fn parse, void *ctx, char hash[SG_HASH_HEX]) {
    unsigned char *buf;
    size_t len;
    sg_status st = sg_read_file(path, &buf, &len);
    if (st) return st == SG_E_IO ? sg_fail(SG_E_THRESHOLDS, "%s", sg_errmsg()) : st;
    if (refuse_nul && memchr(buf, 0, len)) {
        free(buf);
        return sg_fail(SG_E_THRESHOLDS, "%s: contains a NUL byte", path);
    }
    sg_hasher h = {NULL};
    if ((st = sg_hash_begin(&h))) {
        free(buf);
        return st;
    }
    sg_hash_update(&h, buf, len);
    char hex[SG_HASH_HEX];
    sg_hash_end(&h, hex);
    st = parse((const char *)buf, path, ctx); /* sg_read_file NUL-terminates */
    if (st == SG_OK) memcpy(hash, hex, sizeof hex);
    free(buf);
    return st;
}
