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
