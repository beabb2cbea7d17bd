/* text.c - UTF-8 checks and the one escaping used wherever a string from
 * outside (a path, a command line, a file's text) goes into a report or onto
 * a terminal: bytes that are not well-formed UTF-8, C0 control characters
 * (ESC among them), DEL, the C1 control characters U+0080..U+009F, the
 * line and paragraph separators U+2028/U+2029, the bidirectional embeddings,
 * overrides and isolates (U+202A..U+202E, U+2066..U+2069) and the
 * non-characters U+FFFE/U+FFFF become \xNN, byte by byte (and, in reports, a
 * backslash becomes \\ so the escaping can be undone); everything else is kept. The result is valid UTF-8
 * that JSON, XML and Markdown can all carry, and a string needing no escape is
 * returned unchanged, so ordinary names and paths read as they are. */
#include "sg_common.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Length of the well-formed UTF-8 sequence at s[0..n), 0 when there is none
 * (overlong, surrogate, above U+10FFFF, truncated, stray continuation byte). */
static size_t utf8_seq(const unsigned char *s, size_t n, uint32_t *cp) {
    const unsigned c = s[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    size_t len;
    uint32_t v, min;
    if (c >= 0xc2 && c <= 0xdf) len = 2, v = c & 0x1fu, min = 0x80;
    else if (c >= 0xe0 && c <= 0xef) len = 3, v = c & 0x0fu, min = 0x800;
    else if (c >= 0xf0 && c <= 0xf4) len = 4, v = c & 0x07u, min = 0x10000;
    else return 0;
    if (len > n) return 0;
    for (size_t k = 1; k < len; k++) {
        if ((s[k] & 0xc0u) != 0x80u) return 0;
        v = (v << 6) | (s[k] & 0x3fu);
    }
    if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) return 0;
    *cp = v;
    return len;
}

/* Whether a code point is printed as it is (else escaped). */
static int plain(uint32_t cp) {
    return cp >= 0x20 && !(cp >= 0x7f && cp <= 0x9f) && cp != 0x2028 && cp != 0x2029 &&
           !(cp >= 0x202a && cp <= 0x202e) && !(cp >= 0x2066 && cp <= 0x2069) && cp != 0xfffe && cp != 0xffff;
}

/* Whether s is valid UTF-8 whose code points all pass `keep`. */
static int utf8_all(const char *s, int (*keep)(uint32_t)) {
    const unsigned char *p = (const unsigned char *)s;
    const size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        const size_t k = utf8_seq(p + i, n - i, &cp);
        if (!k || !keep(cp)) return 0;
        i += k;
    }
    return 1;
}

static int any(uint32_t cp) { return (void)cp, 1; }

int sg_utf8_valid(const char *s) { return utf8_all(s, any); }

int sg_text_plain(const char *s) { return utf8_all(s, plain); }

int sg_parse_u64(const char *s, uint64_t max, uint64_t *out) {
    if (!s || !*s) return -1;
    if (s[0] == '0' && s[1] != '\0') return -1; /* 010 is not read as 8 (nor as 10) */
    uint64_t v = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        const uint64_t d = (uint64_t)(*p - '0');
        if (v > (UINT64_MAX - d) / 10) return -1; /* beyond 2^64 - 1 */
        v = v * 10 + d;
    }
    if (v > max) return -1;
    *out = v;
    return 0;
}

/* The escaping of sg_text_escape (backslash doubled) or sg_term_escape (kept)
 * into out: at most cap - 1 bytes and a NUL, whole characters and escapes
 * only (cut short when out is full). Returns the length. */
static size_t escape_to(char *out, size_t cap, const char *s, int double_backslash) {
    if (cap == 0) return 0;
    if (!s) s = "";
    const unsigned char *p = (const unsigned char *)s;
    const size_t n = strlen(s);
    const int as_is = sg_text_plain(s); /* a plain string is kept whole, backslashes too */
    size_t o = 0;
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        size_t k = utf8_seq(p + i, n - i, &cp);
        if (k && cp == '\\' && double_backslash && !as_is) {
            if (o + 2 >= cap) break;
            out[o++] = '\\';
            out[o++] = '\\';
        } else if (k && (as_is || plain(cp))) {
            if (o + k >= cap) break;
            memcpy(out + o, p + i, k);
            o += k;
        } else {
            if (!k) k = 1; /* one stray byte at a time */
            if (o + 4 * k >= cap) break;
            for (size_t j = 0; j < k; j++) {
                out[o++] = '\\';
                out[o++] = 'x';
                out[o++] = hex[p[i + j] >> 4];
                out[o++] = hex[p[i + j] & 15];
            }
        }
        i += k;
    }
    out[o] = 0;
    return o;
}

static char *escape(const char *s, int double_backslash) {
    const size_t n = s ? strlen(s) : 0;
    char *out = sg_xmalloc(4 * n + 1); /* at most 4 bytes out per byte in */
    escape_to(out, 4 * n + 1, s, double_backslash);
    return out;
}

char *sg_text_escape(const char *s) { return escape(s, 1); }

char *sg_term_escape(const char *s) { return escape(s, 0); }

const char *sg_shown(char *buf, size_t cap, const char *s) {
    escape_to(buf, cap, s, 0);
    return buf;
}

void sg_text_printf(sg_text *t, const char *fmt, ...) {
    for (;;) {
        const size_t room = t->cap - t->len;
        va_list ap;
        va_start(ap, fmt);
        const int n = room ? vsnprintf(t->p + t->len, room, fmt, ap) : vsnprintf(NULL, 0, fmt, ap);
        va_end(ap);
        if (n < 0) return; /* an encoding error: nothing appended */
        if ((size_t)n < room) {
            t->len += (size_t)n;
            return;
        }
        size_t cap = t->cap ? t->cap : 256;
        while (cap - t->len <= (size_t)n && cap <= SIZE_MAX / 2) cap *= 2;
        char *np = cap - t->len > (size_t)n ? realloc(t->p, cap) : NULL;
        if (!np) sg_out_of_memory("a text of %zu bytes", t->len + (size_t)n + 1);
        t->p = np;
        t->cap = cap;
        if (t->len == 0) t->p[0] = 0;
    }
}

void sg_text_free(sg_text *t) {
    free(t->p);
    t->p = NULL;
    t->len = t->cap = 0;
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
