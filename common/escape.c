/* escape.c - outside text written into the other languages the project
 * writes (sg_common.h "text into other languages"): gnuplot scripts, the
 * generated C header, Markdown, file names. Each writer takes any bytes and
 * writes text that its reader takes as that text and nothing else; the
 * terminal's and the reports' escaping (text.c, sg_term_escape /
 * sg_text_escape) is the first step where a language cannot carry a byte. */
#include "sg_common.h"

#include <stdlib.h>
#include <string.h>

void sg_gp_string(sg_text *t, const char *s) {
    char *e = sg_term_escape(s); /* no control character: no line can end inside */
    sg_text_printf(t, "'");
    for (const char *p = e; *p; p++) {
        if (*p == '\'') sg_text_printf(t, "' . \"'\" . '"); /* gnuplot 5.4 misreads '' beside another quote */
        else sg_text_printf(t, "%c", *p);
    }
    sg_text_printf(t, "'");
    free(e);
}

void sg_gp_comment(sg_text *t, const char *s) {
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p >= 0x20 && *p < 0x7f && *p != '\\' && *p != '`') sg_text_printf(t, "%c", *p);
        else sg_text_printf(t, "\\x%02x", *p);
    }
}

void sg_c_string(sg_text *t, const char *s) {
    sg_text_printf(t, "\"");
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p == '"' || *p == '\\' || *p == '?') sg_text_printf(t, "\\%c", *p);
        else if (*p >= 0x20 && *p < 0x7f) sg_text_printf(t, "%c", *p);
        else sg_text_printf(t, "\\%03o", *p);
    }
    sg_text_printf(t, "\"");
}

/* The characters Markdown reads as syntax inside a line (CommonMark takes a
 * backslash before any ASCII punctuation as the character itself). */
static int md_special(char c) { return c && strchr("\\|`*[]<>", c) != NULL; }

char *sg_md_escape(const char *s) {
    char *e = sg_term_escape(s);
    size_t n = 0;
    for (const char *p = e; *p; p++) n += md_special(*p) ? 2u : 1u;
    char *out = sg_xmalloc(n + 1), *o = out;
    for (const char *p = e; *p; p++) {
        if (md_special(*p)) *o++ = '\\';
        *o++ = *p;
    }
    *o = 0;
    free(e);
    return out;
}

const char *sg_md_cell(char *buf, size_t cap, const char *s) {
    if (cap == 0) return buf;
    char *e = sg_md_escape(s);
    size_t n = strlen(e);
    if (n >= cap) {
        n = cap - 1;
        while (n > 0 && ((unsigned char)e[n] & 0xc0u) == 0x80u) n--; /* not inside a UTF-8 sequence */
        size_t k = 0; /* nor after a lone escaping backslash */
        while (k < n && e[n - 1 - k] == '\\') k++;
        if (k % 2) n--;
    }
    memcpy(buf, e, n);
    buf[n] = 0;
    free(e);
    return buf;
}

const char *sg_md_code(char *buf, size_t cap, const char *s) {
    if (cap == 0) return buf;
    char *e = sg_term_escape(s);
    size_t run = 0, longest = 0;
    for (const char *p = e; *p; p++) {
        run = *p == '`' ? run + 1 : 0;
        if (run > longest) longest = run;
    }
    const size_t fence = longest + 1, n = strlen(e);
    const size_t frame = 2 * fence + 2; /* the fences and room for the two pads */
    if (n == 0 || frame + 1 > cap) { /* no text: no span (a lone `` is no code span) */
        buf[0] = 0;
        free(e);
        return buf;
    }
    size_t keep = n;
    if (keep > cap - 1 - frame) {
        keep = cap - 1 - frame;
        while (keep > 0 && ((unsigned char)e[keep] & 0xc0u) == 0x80u) keep--; /* not inside a UTF-8 sequence */
    }
    if (keep == 0) { /* nothing of the text fits: no span */
        buf[0] = 0;
        free(e);
        return buf;
    }
    const int pad = e[0] == '`' || e[keep - 1] == '`';
    size_t o = 0;
    for (size_t i = 0; i < fence; i++) buf[o++] = '`';
    if (pad) buf[o++] = ' ';
    memcpy(buf + o, e, keep);
    o += keep;
    if (pad) buf[o++] = ' ';
    for (size_t i = 0; i < fence; i++) buf[o++] = '`';
    buf[o] = 0;
    free(e);
    return buf;
}

void sg_file_part(char *buf, size_t cap, const char *s) {
    if (cap == 0) return;
    if (cap > 201) cap = 201;
    size_t o = 0;
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p && o + 1 < cap; p++) {
        const int keep = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
                         *p == '_' || *p == '.' || *p == '+' || *p == '-';
        buf[o++] = keep ? (char)*p : '_';
    }
    if (o == 0 && cap > 1) buf[o++] = '_';
    buf[o] = 0;
}
