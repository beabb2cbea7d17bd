/* test_escape.c - outside text (a table's provenance lines and file name, a
 * case file's `case`, bench.json's names, --name, paths) written into the
 * languages the project writes, and onto the terminal:
 *  - gnuplot: `scangate plot` and `scangate audit` run no backquoted command,
 *    neither when they draw nor at a later `gnuplot NAME.gp`; every backquote
 *    in their scripts is inside a single-quoted string, none in a comment; the
 *    titles show the text;
 *  - C: `scangate dispatch` refuses a bench.json whose backend or model is not
 *    a name (exit 3, naming the file and the entry, no header written); the
 *    header's literals compile and decode to the names;
 *  - Markdown: a | or ` in a case name keeps report.md's and audit.md's
 *    columns;
 *  - terminal: control characters (C0, ESC, DEL, C1) in a case name, --name, a
 *    --case or a path come out as \xNN; --name refuses C1 too;
 *  - file names: a / in a case name does not break the audit's files;
 *  - the escapers themselves (common/escape.c), gnuplot and the C compiler
 *    reading back what they wrote.
 * Most tests run the binary named by $SCANGATE, as a user would; gnuplot and
 * cc are run where the test needs them (the audit and plot tests skip their
 * gnuplot part without it). */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include "sg_test.h"
#include "sg_gates.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char out[1 << 17];

static int sg(const char *args) { return sg_test_scangate("", args, out, sizeof out); }

/* Whether an exit code is the one wanted, printing the output when not. */
static int rc_is(int rc, int want) {
    if (rc != want) fprintf(stderr, "\n  exit %d, want %d\n%s\n", rc, want, out);
    return rc == want;
}

static int exists(const char *path) { return access(path, F_OK) == 0; }

/* A whole file, malloc'd and NUL-terminated, or NULL. */
static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    const long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
        free(b);
        b = NULL;
    }
    if (b) b[n] = 0;
    fclose(f);
    return b;
}

static int have_program(const char *name) {
    char a[256];
    snprintf(a, sizeof a, "command -v %s >/dev/null 2>&1", name);
    return system(a) == 0;
}

/* Whether a gnuplot script keeps every backquote inside a single-quoted
 * string: none in a comment line, none bare or inside double quotes; the
 * lines of a datablock (<< EOD ... EOD) are data and skipped. Names the first
 * offending line on stderr. */
static int gp_backquotes_quoted(const char *script, const char *what) {
    int in_block = 0, lineno = 0;
    for (const char *l = script; *l;) {
        const char *e = strchr(l, '\n');
        const size_t n = e ? (size_t)(e - l) : strlen(l);
        lineno++;
        int bad = 0;
        if (in_block) {
            if (n == 3 && !strncmp(l, "EOD", 3)) in_block = 0;
        } else if (l[0] == '#') {
            bad = memchr(l, '`', n) != NULL;
        } else {
            char q = 0; /* the open quote */
            for (size_t i = 0; i < n && !bad; i++) {
                const char c = l[i];
                if (q == '"' && c == '\\' && i + 1 < n) i++;
                else if (q && c == q) q = 0;
                else if (!q && (c == '\'' || c == '"')) q = c;
                else if (c == '`' && q != '\'') bad = 1;
                else if (!q && c == '#') break; /* a comment after the command: no backquote either */
            }
            if (n >= 6 && strstr(l, "<< EOD") && (size_t)(strstr(l, "<< EOD") - l) < n) in_block = 1;
        }
        if (bad) {
            fprintf(stderr, "\n  %s:%d: a backquote outside a single-quoted string: %.*s\n", what, lineno, (int)n, l);
            return 0;
        }
        l = e ? e + 1 : l + n;
    }
    return 1;
}

/* Every NAME.gp in dir passes gp_backquotes_quoted; the count in *n. */
static int scripts_quoted(const char *dir, int *n) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    int ok = 1;
    *n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        const size_t len = strlen(e->d_name);
        if (len < 4 || strcmp(e->d_name + len - 3, ".gp")) continue;
        char p[2048];
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        char *s = slurp(p);
        ok &= s && gp_backquotes_quoted(s, e->d_name);
        free(s);
        ++*n;
    }
    closedir(d);
    return ok;
}

/* Runs gnuplot on every NAME.gp in dir, in dir (as a user regenerating the
 * images would). */
static void rerun_gnuplot(const char *dir) {
    char a[2400];
    snprintf(a, sizeof a, "cd '%s' && for f in *.gp; do gnuplot \"$f\" >/dev/null 2>&1; done", dir);
    CU_ASSERT_EQUAL(system(a), 0);
}

/* The number of unescaped | in a Markdown line (a | after an odd run of
 * backslashes is escaped). */
static int md_bars(const char *l, size_t n) {
    int bars = 0;
    size_t bs = 0;
    for (size_t i = 0; i < n; i++) {
        if (l[i] == '\\') bs++;
        else {
            if (l[i] == '|' && bs % 2 == 0) bars++;
            bs = 0;
        }
    }
    return bars;
}

/* Every table row of a Markdown text has as many unescaped | as its table's
 * header row. */
static int md_tables_aligned(const char *md, const char *what) {
    int want = -1, lineno = 0;
    for (const char *l = md; *l;) {
        const char *e = strchr(l, '\n');
        const size_t n = e ? (size_t)(e - l) : strlen(l);
        lineno++;
        if (n && l[0] == '|') {
            const int b = md_bars(l, n);
            if (want < 0) want = b;
            else if (b != want) {
                fprintf(stderr, "\n  %s:%d: %d cells' bars, the table's header has %d: %.*s\n", what, lineno, b, want,
                        (int)n, l);
                return 0;
            }
        } else {
            want = -1;
        }
        l = e ? e + 1 : l + n;
    }
    return 1;
}

/* ---- gnuplot ---------------------------------------------------------------- */

/* A table whose provenance lines and file name hold backquoted commands (and
 * quotes, a backslash at the end of a line): plot runs none of them, its
 * scripts hold every backquote inside single quotes, and a later `gnuplot
 * NAME.gp` runs none either; the title shows the text as it is. */
static void test_plot_runs_no_command(void) {
    if (!have_program("gnuplot")) {
        fprintf(stderr, "\n  gnuplot not on PATH: plot's escaping not drawn\n");
        CU_PASS("no gnuplot");
        return;
    }
    char dir[1024], table[1400], plots[1100], m[4][1200], a[4400];
    sg_test_fresh_dir(dir, sizeof dir, "esc-plot");
    snprintf(plots, sizeof plots, "%s/plots", dir);
    CU_ASSERT_EQUAL_FATAL(mkdir(plots, 0777), 0);
    /* the commands name files relative to where gnuplot runs: the output directory */
    for (int i = 0; i < 4; i++) snprintf(m[i], sizeof m[i], "%s/p%d", plots, i);
    snprintf(table, sizeof table, "%s/t`touch p0`$(touch p0).csv", dir);
    FILE *f = fopen(table, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fprintf(f,
            "# scangate table v1\n# command: scangate table `touch p1` \\\n# commit: `touch p2`'\"\\\n"
            "# seed: `touch p3`\nmodel,regime,B,D,L,backend,quantity,metric,value,verdict\n");
    for (int k = 0; k < 3; k++)
        fprintf(f, "rglru,init,1,64,%d,cpu.canonical_f32,y,rel_l2,%g,PASS\n", 256 << k, 1e-6 * (k + 1));
    fclose(f);
    snprintf(a, sizeof a, "plot '%s' --out '%s'", table, plots);
    CU_ASSERT(rc_is(sg(a), 0));
    for (int i = 0; i < 4; i++) {
        if (exists(m[i])) fprintf(stderr, "\n  plot ran a command from the table: %s exists\n", m[i]);
        CU_ASSERT(!exists(m[i]));
    }
    int n = 0;
    CU_ASSERT(scripts_quoted(plots, &n));
    CU_ASSERT_EQUAL(n, 2); /* the error plot and the growth plot */
    rerun_gnuplot(plots);
    for (int i = 0; i < 4; i++) CU_ASSERT(!exists(m[i]));
    /* the title shows the commit as it is written */
    char svg[1300];
    snprintf(svg, sizeof svg, "%s/rglru_y_rel_l2.svg", plots);
    char *s = slurp(svg);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT(strstr(s, "table t`touch p0`$(touch p0).csv, commit `touch p2`'\"\\, seed `touch p3`") != NULL);
    free(s);
    sg_test_rm_rf(dir);
}

/* A case file whose metadata names the case with a /, a backquoted command, a
 * |, an escape sequence and quotes: the audit of a backend failing on it
 * writes its files (exit 1: a regression; a / made a file name of a directory
 * before, exit 9), runs no command (nor does a later gnuplot), its profile
 * script quotes every backquote, audit.md's table keeps its columns and the
 * terminal gets no escape sequence. */
/* Whether the case's name reached the Markdown as inert text: outside fenced
 * code blocks (whose lines the name cannot start: no newline reaches them),
 * its link never whole and each backquote of it escaped. */
static int name_inert(const char *md) {
    int fenced = 0;
    for (const char *l = md; *l;) {
        const char *e = strchr(l, '\n');
        const size_t n = e ? (size_t)(e - l) : strlen(l);
        if (n >= 3 && !strncmp(l, "```", 3)) fenced = !fenced;
        else if (!fenced) {
            char line[8192];
            snprintf(line, sizeof line, "%.*s", (int)n, l);
            if (strstr(line, "[x](y)")) return 0;
            for (const char *p = strstr(line, "`touch"); p; p = strstr(p + 1, "`touch"))
                if (p == line || p[-1] != '\\') return 0;
        }
        l += n + (e ? 1 : 0);
    }
    return !fenced;
}

static void audit_case_named(const char *tmpl, const char *want_file) {
    char dir[1024], cf[1200], od[1200], marker[1200], a[4400], name[1400];
    sg_test_fresh_dir(dir, sizeof dir, "esc-audit");
    snprintf(cf, sizeof cf, "%s/case.safetensors", dir);
    snprintf(od, sizeof od, "%s/audit", dir);
    snprintf(marker, sizeof marker, "%s/pwned", dir);
    snprintf(a, sizeof a, "export --set smoke --case rg_clip --out '%s'", cf);
    CU_ASSERT(rc_is(sg(a), 0));
    sg_case c;
    SG_ASSERT_OK(sg_case_load(cf, &c));
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral" /* the two names below */
    snprintf(name, sizeof name, tmpl, marker);
#pragma GCC diagnostic pop
    SG_ASSERT_OK(sg_tset_set_meta(&c.inputs, "case", name));
    SG_ASSERT_OK(sg_case_save(&c, cf));
    sg_case_free(&c);
    snprintf(a, sizeof a, "audit cpu.rglru_assoc_bf16 --case-file '%s' --out '%s' --shrink-seconds 5", cf, od);
    CU_ASSERT(rc_is(sg(a), SG_E_GATE)); /* no EXPECTED row for set external: a regression */
    CU_ASSERT(!exists(marker));
    CU_ASSERT(strchr(out, '\033') == NULL);
    CU_ASSERT(strstr(out, "\\x1b[31m") != NULL);
    int n = 0;
    CU_ASSERT(scripts_quoted(od, &n));
    CU_ASSERT(n >= 1);
    char ls[1800]; /* the case's name made a file name's part */
    snprintf(ls, sizeof ls, "ls '%s' | grep -q '%s'", od, want_file);
    CU_ASSERT_EQUAL(system(ls), 0);
    if (have_program("gnuplot")) {
        rerun_gnuplot(od);
        CU_ASSERT(!exists(marker));
    }
    char mdp[1300];
    snprintf(mdp, sizeof mdp, "%s/audit.md", od);
    char *md = slurp(mdp);
    CU_ASSERT_PTR_NOT_NULL_FATAL(md);
    CU_ASSERT(md_tables_aligned(md, "audit.md"));
    CU_ASSERT(name_inert(md));
    free(md);
    snprintf(mdp, sizeof mdp, "%s/report.md", od);
    md = slurp(mdp);
    CU_ASSERT_PTR_NOT_NULL_FATAL(md);
    CU_ASSERT(md_tables_aligned(md, "report.md"));
    CU_ASSERT(name_inert(md));
    free(md);
    sg_test_rm_rf(dir);
}

static void test_audit_hostile_case_name(void) {
    audit_case_named("ev/il`touch %s`|x\033[31m'\"\\[x](y)", "^profile-ev_il_touch_.*_x__31m____x__y_-y\\.gp$");
    audit_case_named("evil`touch %s`|x\033[31m[x](y)", "^profile-evil_touch_.*_x__31m_x__y_-y\\.gp$"); /* no /: drawn */
}

/* ---- C ------------------------------------------------------------------------ */

static void write_bench_json(const char *path, const char *model, const char *backend) {
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fprintf(f,
            "{\"format\": \"scangate bench backends v1\", \"results\": [\n"
            " {\"model\": \"%s\", \"backend\": \"%s\", \"status\": \"timed\", \"verdict\": \"PASS\", "
            "\"B\": 1, \"L\": 1024, \"D\": 64, \"fwd_bwd_median_s\": 0.001},\n"
            " {\"model\": \"rglru\", \"backend\": \"cpu.canonical_f32\", \"status\": \"timed\", \"verdict\": \"PASS\", "
            "\"B\": 1, \"L\": 1024, \"D\": 64, \"fwd_bwd_median_s\": 0.002}]}\n",
            model, backend);
    fclose(f);
}

/* A backend name that would close the C string literal and add code, a model
 * that is not one: refused with exit 3 naming the file and the entry, no
 * header written; a name of the grammar that is no backend of this build:
 * exit 5; a real bench run's header compiles, its literal the name. */
static void test_dispatch_refuses_hostile_names(void) {
    char dir[1024], js[1200], od[1200], hdr[1300], a[6000];
    sg_test_fresh_dir(dir, sizeof dir, "esc-dispatch");
    snprintf(js, sizeof js, "%s/bench.json", dir);
    snprintf(od, sizeof od, "%s/out", dir);
    snprintf(hdr, sizeof hdr, "%s/sg_dispatch_table.h", od);
    static const char *const bad[][2] = {
        {"rglru", "x\\\",0,0}};int pwned=1;/*"}, /* the finding: C after the literal */
        {"rglru", "cpu.a\\\"b"},
        {"rglru", "cpu.a?\?/"},
        {"rglru", "cpu.\\u001b[31m"},
        {"rglru", "cpu"},
        {"rglru\\\",0}};int pwned=1;/*", "cpu.canonical_f32"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        write_bench_json(js, bad[i][0], bad[i][1]);
        snprintf(a, sizeof a, "dispatch --from '%s' --out '%s'", js, od);
        CU_ASSERT(rc_is(sg(a), SG_E_FORMAT));
        CU_ASSERT(strstr(out, "bench.json: results[0]") != NULL);
        CU_ASSERT(strchr(out, '\033') == NULL);
        CU_ASSERT(!exists(hdr));
    }
    /* a name of the grammar that is no backend of this build: refused too (exit 5) */
    write_bench_json(js, "rglru", "ext.my_backend.v2");
    snprintf(a, sizeof a, "dispatch --from '%s' --out '%s'", js, od);
    CU_ASSERT(rc_is(sg(a), SG_E_UNKNOWN));
    CU_ASSERT(!exists(hdr));
    /* a real bench run: its header compiles and its literal is the backend's name */
    snprintf(a, sizeof a, "bench backends --model rglru --shape 1,64,8 --backend cpu.canonical_f32 --out '%s/bench'", dir);
    CU_ASSERT_FATAL(rc_is(sg(a), 0));
    snprintf(a, sizeof a, "dispatch --from '%s/bench' --out '%s'", dir, od);
    CU_ASSERT(rc_is(sg(a), 0));
    CU_ASSERT_FATAL(exists(hdr));
    if (have_program("cc")) {
        char c[1400];
        snprintf(c, sizeof c, "%s/use.c", dir);
        FILE *f = fopen(c, "w");
        CU_ASSERT_PTR_NOT_NULL_FATAL(f);
        fprintf(f, "#include \"sg_dispatch_table.h\"\n#include <stdio.h>\n"
                   "int main(void) { const char *b = sg_dispatch_lookup(\"rglru\", 1, 64, 8);\n"
                   "  return !(b && strcmp(b, \"cpu.canonical_f32\") == 0); }\n");
        fclose(f);
        snprintf(a, sizeof a, "cc -std=c11 -Wall -Werror -I'%s' -o '%s/use' '%s' && '%s/use'", od, dir, c, dir);
        CU_ASSERT_EQUAL(system(a), 0);
    }
    sg_test_rm_rf(dir);
}

/* ---- Markdown and the terminal ------------------------------------------------- */

/* report.md's tables keep their columns when a case's name (or a backend's,
 * a target's) holds | ` \ or a control character; the console report shows
 * them escaped. */
static void test_report_md_columns(void) {
    static sg_case_result res = {.outcome = SG_OUTCOME_REGRESSION, .worst = SG_FAIL, .nq = 1};
    static const char *const names[4] = {"impl|x\\", "a|b`c\\|\033[2J\302\233d\n| e |", "t|", "y|z"};
    char *const dst[4] = {res.backend, res.case_name, res.target, res.q[0].quantity};
    const size_t cap[4] = {sizeof res.backend, sizeof res.case_name, sizeof res.target, sizeof res.q[0].quantity};
    for (int i = 0; i < 4; i++) snprintf(dst[i], cap[i], "%s", names[i]);
    res.q[0].verdict[SG_M_REL_L2] = res.q[0].worst = SG_FAIL;
    res.q[0].measured[SG_M_REL_L2] = 1;
    const sg_report rep = {.command = "scangate run", .set = "smoke", .thresholds_path = "T.md",
                           .thresholds_hash = "00", .oracle_prec = 128, .n = 1, .results = &res};
    char dir[1024], path[1200];
    sg_test_fresh_dir(dir, sizeof dir, "esc-report");
    snprintf(path, sizeof path, "%s/report.md", dir);
    SG_ASSERT_OK(sg_report_write_markdown(&rep, path));
    char *md = slurp(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(md);
    CU_ASSERT(md_tables_aligned(md, "report.md"));
    CU_ASSERT(strstr(md, "a\\|b\\`c\\\\\\|\\\\x1b\\[2J\\\\xc2\\\\x9bd\\\\x0a\\| e \\|") != NULL);
    free(md);
    /* the console report: no control character of the names reaches it */
    snprintf(path, sizeof path, "%s/console.txt", dir);
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    sg_report_print(&rep, f);
    fclose(f);
    char *con = slurp(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(con);
    CU_ASSERT(strchr(con, '\033') == NULL && strstr(con, "\302\233") == NULL);
    CU_ASSERT(strstr(con, "\\x1b[2J") != NULL);
    free(con);
    sg_test_rm_rf(dir);
}

/* Control characters from outside reach the terminal as \xNN: a case name
 * (inspect), --case (its message), a path; --name refuses C1 control
 * characters as it does C0. */
static void test_terminal_escapes(void) {
    char dir[1024], cf[1200], a[4400];
    sg_test_fresh_dir(dir, sizeof dir, "esc-term");
    snprintf(cf, sizeof cf, "%s/case.safetensors", dir);
    snprintf(a, sizeof a, "export --set smoke --case rg_clip --out '%s'", cf);
    CU_ASSERT(rc_is(sg(a), 0));
    sg_case c;
    SG_ASSERT_OK(sg_case_load(cf, &c));
    SG_ASSERT_OK(sg_tset_set_meta(&c.inputs, "case", "x\033]0;title\007\033[31m\302\233y\177"));
    SG_ASSERT_OK(sg_case_save(&c, cf));
    sg_case_free(&c);
    snprintf(a, sizeof a, "inspect '%s'", cf);
    CU_ASSERT(rc_is(sg(a), 0));
    CU_ASSERT(strchr(out, '\033') == NULL && strchr(out, '\007') == NULL && strchr(out, '\177') == NULL);
    CU_ASSERT(strstr(out, "case 'x\\x1b]0;title\\x07\\x1b[31m\\xc2\\x9by\\x7f'") != NULL);
    CU_ASSERT(rc_is(sg("run --set smoke --case \"$(printf 'x\\033[31m')\""), SG_E_UNKNOWN));
    CU_ASSERT(strchr(out, '\033') == NULL && strstr(out, "x\\x1b[31m") != NULL);
    CU_ASSERT(rc_is(sg("inspect \"$(printf '/nonexistent/a\\033[2Jb')\""), SG_E_IO));
    CU_ASSERT(strchr(out, '\033') == NULL && strstr(out, "a\\x1b[2Jb") != NULL);
    CU_ASSERT(rc_is(sg("judge --case-file /nonexistent/c --outputs /nonexistent/o --name \"$(printf 'a\\302\\233b')\""),
                    SG_E_USAGE));
    CU_ASSERT(strstr(out, "--name") != NULL && strstr(out, "\302\233") == NULL);
    sg_test_rm_rf(dir);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"plot: a table's backquoted provenance runs no command, now or at gnuplot NAME.gp", test_plot_runs_no_command},
        {"audit: a case named with / ` | ESC: files written, no command run, tables kept", test_audit_hostile_case_name},
        {"dispatch: a backend or model that is not a name is refused, the header compiles", test_dispatch_refuses_hostile_names},
        {"report.md: | ` \\ and control characters in names keep the columns", test_report_md_columns},
        {"terminal: control characters from outside shown as \\xNN; --name refuses C1", test_terminal_escapes},
        {NULL, NULL},
    };
    sg_add_suite("escape", t);
}
