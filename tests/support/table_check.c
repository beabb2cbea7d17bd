/* table_check.c - a recomputed table against its committed CSV (sg_testsupport.h). */
#include "sg_testsupport.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The data lines of a CSV text (every line not starting with '#'). */
static char *data_lines(const char *text) {
    sg_text out = {0};
    sg_text_printf(&out, "%s", "");
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        const size_t len = e ? (size_t)(e - p) : strlen(p);
        if (p[0] != '#') sg_text_printf(&out, "%.*s\n", (int)len, p);
        p += len + (e ? 1 : 0);
    }
    return out.p;
}

int sg_table_same(const char *who, const char *path, const char *computed) {
    unsigned char *buf = NULL;
    size_t len = 0;
    if (sg_read_file(path, &buf, &len)) {
        fprintf(stderr, "%s: %s\n", who, sg_errmsg());
        return 0;
    }
    char *text = sg_xmalloc(len + 1);
    memcpy(text, buf, len);
    text[len] = 0;
    free(buf);
    char *want = data_lines(text), *got = data_lines(computed ? computed : "");
    const int same = strcmp(want, got) == 0;
    if (!same) { /* the first differing line */
        const char *a = want, *b = got;
        while (*a && *a == *b) a++, b++;
        while (a > want && a[-1] != '\n') a--, b--;
        fprintf(stderr, "%s: committed: %.*s\n%s: computed:  %.*s\n", who, (int)strcspn(a, "\n"), a, who,
                (int)strcspn(b, "\n"), b);
    }
    free(want);
    free(got);
    free(text);
    return same;
}
