/* mdtable.c - the rows of a Markdown table, one at a time (gates_impl.h). */
#include "gates_impl.h"

#include <ctype.h>
#include <string.h>

static void trim(char *s) {
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1])) s[--n] = 0;
    size_t k = 0;
    while (s[k] && isspace((unsigned char)s[k])) k++;
    memmove(s, s + k, n - k + 1);
}

void sg_md_begin(sg_md_iter *it, const char *text) {
    it->p = text;
    it->line = 0;
    it->buf[0] = 0;
}

int sg_md_next_row(sg_md_iter *it, char *cells[SG_MD_MAX_CELLS]) {
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
