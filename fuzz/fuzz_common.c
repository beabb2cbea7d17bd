/* fuzz_common.c - helpers shared by the fuzz harnesses (see sg_fuzz.h). */
#include "sg_fuzz.h"

#include <stdlib.h>
#include <string.h>

char *sg_fuzz_text(const uint8_t *data, size_t size) {
    char *t = malloc(size + 1);
    if (!t) abort();
    if (size) memcpy(t, data, size);
    t[size] = '\0';
    return t;
}

void sg_fuzz_fields(const uint8_t *data, size_t size, char **buf, const char **fields, int n) {
    *buf = sg_fuzz_text(data, size);
    size_t at = 0;
    for (int i = 0; i < n; i++) {
        fields[i] = at <= size ? *buf + at : "";
        if (at <= size) at += strlen(*buf + at) + 1;
    }
}

SG_FUZZ_CHECKER int sg_fuzz_line(const char **p, const char **line, size_t *n) {
    if (!**p) return 0;
    const char *e = strchr(*p, '\n');
    *line = *p;
    *n = e ? (size_t)(e - *p) : strlen(*p);
    *p = e ? e + 1 : *p + *n;
    return 1;
}

SG_FUZZ_CHECKER void sg_fuzz_no_controls(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)s[i] < 0x20 && s[i] != '\n') || s[i] == 0x7f) abort();
}
