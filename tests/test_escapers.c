/* test_escapers.c - the escapers of common/escape.c and common/text.c on
 * hostile strings, each read back by its own reader:
 *  - sg_gp_string and sg_gp_comment: gnuplot prints back the text (control
 *    characters as sg_term_escape's \xNN) and runs no backquoted command; a
 *    comment cannot continue onto the next line;
 *  - sg_c_string: the C compiler's literal has the very bytes, trigraphs and
 *    all (compiled with -trigraphs);
 *  - sg_md_escape / sg_md_cell: no unescaped | or `, no control character,
 *    a cut cell never ends in a lone backslash;
 *  - sg_term_escape / sg_shown: C0, ESC, DEL, C1 and bidirectional controls as
 *    \xNN, a backslash kept, escaping twice changes nothing; sg_fail keeps its
 *    message that way;
 *  - sg_file_part: only [A-Za-z0-9_.+-], never empty. */
#define _POSIX_C_SOURCE 200809L
#include "sg_test.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const hostile[] = {
    "plain name",
    "`touch PWNED`",
    "a'b''c",
    "q\"uote\\",
    "back\\",
    "new\nline\r\t",
    "esc\033[31mred\033]0;t\007",
    "del\177 c1\302\233 bidi\342\200\256 ls\342\200\250",
    "not utf8 \377\300\200",
    "$(touch PWNED) @macro ${x}",
    "trigraph ?\?/ ?\?= ?\?' ?\?-",
    "#comment | pipe ` tick",
    "",
};
#define NHOSTILE ((int)(sizeof hostile / sizeof hostile[0]))

static const char *bdir(void) { return sg_test_env("SG_BINARY_DIR", "/tmp"); }

static int have_program(const char *name) {
    char a[256];
    snprintf(a, sizeof a, "command -v %s >/dev/null 2>&1", name);
    return system(a) == 0;
}

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    sg_text t = {0};
    char buf[4096];
    size_t n;
    sg_text_printf(&t, "%s", "");
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sg_text_printf(&t, "%.*s", (int)n, buf);
    fclose(f);
    *len = t.len;
    return t.p;
}

/* gnuplot prints each string back as sg_term_escape shows it; no command runs;
 * the comment lines (one ending in a backslash) do not swallow the next line. */
static void test_gnuplot_reads_back(void) {
    if (!have_program("gnuplot")) {
        fprintf(stderr, "\n  gnuplot not on PATH: not read back\n");
        CU_PASS("no gnuplot");
        return;
    }
    char dir[1024], gp[1200], res[1200], marker[1200], a[4000];
    snprintf(dir, sizeof dir, "%s/escapers-gp", bdir());
    snprintf(a, sizeof a, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    CU_ASSERT_EQUAL_FATAL(system(a), 0);
    snprintf(gp, sizeof gp, "%s/t.gp", dir);
    snprintf(res, sizeof res, "%s/printed.txt", dir);
    snprintf(marker, sizeof marker, "%s/PWNED", dir);
    sg_text t = {0}, want = {0};
    sg_text_printf(&t, "set print '%s'\n", res);
    for (int i = 0; i < NHOSTILE; i++) {
        sg_text_printf(&t, "# ");
        sg_gp_comment(&t, hostile[i]);
        sg_text_printf(&t, "\nprint ");
        sg_gp_string(&t, hostile[i]);
        sg_text_printf(&t, " . '|'\nprint 'title: ' . ");
        sg_gp_string(&t, hostile[i]);
        sg_text_printf(&t, "\n");
        char *e = sg_term_escape(hostile[i]);
        sg_text_printf(&want, "%s|\ntitle: %s\n", e, e);
        free(e);
    }
    FILE *f = fopen(gp, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fputs(t.p, f);
    fclose(f);
    snprintf(a, sizeof a, "cd '%s' && gnuplot t.gp", dir);
    CU_ASSERT_EQUAL(system(a), 0);
    CU_ASSERT(access(marker, F_OK) != 0);
    size_t n = 0;
    char *got = slurp(res, &n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(got);
    if (strcmp(got, want.p)) fprintf(stderr, "\n  gnuplot printed:\n%s\n  want:\n%s\n", got, want.p);
    CU_ASSERT_STRING_EQUAL(got, want.p);
    free(got);
    sg_text_free(&t);
    sg_text_free(&want);
    snprintf(a, sizeof a, "rm -rf '%s'", dir);
    CU_ASSERT_EQUAL(system(a), 0);
}

/* The C compiler reads each literal back to the bytes given (with trigraphs
 * on, where ??/ would be a backslash). */
static void test_c_reads_back(void) {
    if (!have_program("cc")) {
        fprintf(stderr, "\n  no cc: not read back\n");
        CU_PASS("no cc");
        return;
    }
    char dir[1024], c[1200], a[4000];
    snprintf(dir, sizeof dir, "%s/escapers-c", bdir());
    snprintf(a, sizeof a, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    CU_ASSERT_EQUAL_FATAL(system(a), 0);
    snprintf(c, sizeof c, "%s/t.c", dir);
    sg_text t = {0};
    sg_text_printf(&t, "#include <string.h>\nint main(void) {\n    int bad = 0;\n");
    for (int i = 0; i < NHOSTILE; i++) {
        const size_t n = strlen(hostile[i]);
        sg_text_printf(&t, "    { static const char got[] = ");
        sg_c_string(&t, hostile[i]);
        sg_text_printf(&t, "; static const unsigned char want[] = {");
        for (size_t k = 0; k < n; k++) sg_text_printf(&t, "%u, ", (unsigned char)hostile[i][k]);
        sg_text_printf(&t, "0}; bad |= (sizeof got != %zu || memcmp(got, want, %zu)) << %d; }\n", n + 1, n + 1, i);
    }
    sg_text_printf(&t, "    return bad != 0;\n}\n");
    FILE *f = fopen(c, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fputs(t.p, f);
    fclose(f);
    sg_text_free(&t);
    snprintf(a, sizeof a, "cc -std=c11 -trigraphs -Wall -Werror -o '%s/t' '%s' && '%s/t'", dir, c, dir);
    CU_ASSERT_EQUAL(system(a), 0);
    snprintf(a, sizeof a, "rm -rf '%s'", dir);
    CU_ASSERT_EQUAL(system(a), 0);
}

static void test_markdown(void) {
    for (int i = 0; i < NHOSTILE; i++) {
        char *e = sg_md_escape(hostile[i]);
        size_t bs = 0;
        for (const unsigned char *p = (const unsigned char *)e; *p; p++) {
            CU_ASSERT(*p >= 0x20 && *p != 0x7f);
            if (*p == '\\') {
                bs++;
                continue;
            }
            if (*p == '|' || *p == '`') CU_ASSERT(bs % 2 == 1);
            bs = 0;
        }
        CU_ASSERT(bs % 2 == 0); /* no lone backslash at the end */
        CU_ASSERT(sg_utf8_valid(e));
        free(e);
        for (size_t cap = 1; cap < 40; cap++) { /* a cut cell: whole characters, no lone backslash */
            char buf[40];
            sg_md_cell(buf, cap, hostile[i]);
            CU_ASSERT(strlen(buf) < cap && sg_utf8_valid(buf));
            size_t k = 0, n = strlen(buf);
            while (k < n && buf[n - 1 - k] == '\\') k++;
            CU_ASSERT(k % 2 == 0);
        }
    }
    char buf[64];
    CU_ASSERT_STRING_EQUAL(sg_md_cell(buf, sizeof buf, "a|b`c\\d"), "a\\|b\\`c\\\\d");
    CU_ASSERT_STRING_EQUAL(sg_md_cell(buf, sizeof buf, "rg_clip"), "rg_clip");
    /* prose: no link, image, emphasis or HTML opens */
    CU_ASSERT_STRING_EQUAL(sg_md_cell(buf, sizeof buf, "![x](http://e) *b* <i>"), "!\\[x\\](http://e) \\*b\\* \\<i\\>");
    /* code spans: a fence longer than any run inside, padded where the text starts or ends with one */
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, sizeof buf, "run --out x"), "`run --out x`");
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, sizeof buf, "a`b"), "``a`b``");
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, sizeof buf, "x``y"), "```x``y```");
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, sizeof buf, "`touch m`"), "`` `touch m` ``");
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, 8, "abcdef"), "`abc`");
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, 3, "abcdef"), "");
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, sizeof buf, ""), "");
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, 16, "\xe3\xa6\x88 `````"), ""); /* the fences fit, no character */
    CU_ASSERT_STRING_EQUAL(sg_md_code(buf, sizeof buf, "a\033[2Jb"), "`a\\x1b[2Jb`");
}

static void test_terminal(void) {
    char buf[256], twice[256];
    CU_ASSERT_STRING_EQUAL(sg_shown(buf, sizeof buf, "a\033[31mb\\c"), "a\\x1b[31mb\\c");
    CU_ASSERT_STRING_EQUAL(sg_shown(buf, sizeof buf, "c1\302\233 del\177"), "c1\\xc2\\x9b del\\x7f");
    CU_ASSERT_STRING_EQUAL(sg_shown(buf, sizeof buf, "rlo\342\200\256 lsep\342\200\250"),
                           "rlo\\xe2\\x80\\xae lsep\\xe2\\x80\\xa8");
    CU_ASSERT_STRING_EQUAL(sg_shown(buf, sizeof buf, "caf\303\251 \\x41"), "caf\303\251 \\x41");
    for (int i = 0; i < NHOSTILE; i++) {
        sg_shown(buf, sizeof buf, hostile[i]);
        CU_ASSERT(sg_text_plain(buf));
        sg_shown(twice, sizeof twice, buf);
        CU_ASSERT_STRING_EQUAL(buf, twice);
        for (size_t cap = 1; cap < 30; cap++) { /* cut: whole characters and escapes */
            char cut[30];
            sg_shown(cut, cap, hostile[i]);
            CU_ASSERT(strlen(cut) < cap && sg_text_plain(cut) && strncmp(cut, buf, strlen(cut)) == 0);
        }
    }
    /* reports' escaping: as before for C0 and a backslash beside one, now C1 too */
    char *e = sg_text_escape("a\\b\001\302\205");
    CU_ASSERT_STRING_EQUAL(e, "a\\\\b\\x01\\xc2\\x85");
    free(e);
    e = sg_text_escape("plain\\kept");
    CU_ASSERT_STRING_EQUAL(e, "plain\\kept");
    free(e);
    /* a message is kept as the terminal may show it */
    sg_fail(SG_E_UNKNOWN, "unknown case '%s'", "x\033[2J\302\233");
    CU_ASSERT_STRING_EQUAL(sg_errmsg(), "unknown case 'x\\x1b[2J\\xc2\\x9b'");
    sg_err_context("while reading '%s'", "f\033");
    CU_ASSERT_STRING_EQUAL(sg_errmsg(), "while reading 'f\\x1b': unknown case 'x\\x1b[2J\\xc2\\x9b'");
}

static void test_file_part(void) {
    char buf[64];
    sg_file_part(buf, sizeof buf, "rg_clip");
    CU_ASSERT_STRING_EQUAL(buf, "rg_clip");
    sg_file_part(buf, sizeof buf, "a/b\\c`d e\n");
    CU_ASSERT_STRING_EQUAL(buf, "a_b_c_d_e_");
    sg_file_part(buf, sizeof buf, "");
    CU_ASSERT_STRING_EQUAL(buf, "_");
    sg_file_part(buf, 4, "abcdef");
    CU_ASSERT_STRING_EQUAL(buf, "abc");
    for (int i = 0; i < NHOSTILE; i++) {
        sg_file_part(buf, sizeof buf, hostile[i]);
        CU_ASSERT(buf[0] != 0);
        for (const char *p = buf; *p; p++) CU_ASSERT(strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-", *p) != NULL);
    }
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"sg_gp_string, sg_gp_comment: gnuplot prints the text back, runs nothing", test_gnuplot_reads_back},
        {"sg_c_string: the compiler reads the bytes back (trigraphs on)", test_c_reads_back},
        {"sg_md_escape, sg_md_cell, sg_md_code: no unescaped | ` * [ ] < >, code spans fenced, no control character",
         test_markdown},
        {"sg_term_escape, sg_shown, sg_fail: control characters as \\xNN, idempotent", test_terminal},
        {"sg_file_part: only [A-Za-z0-9_.+-], never empty", test_file_part},
        {NULL, NULL},
    };
    sg_add_suite("escapers", t);
}
