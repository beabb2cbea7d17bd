/* test_cli_hardening.c - the scangate command's edges: a filter that matches
 * nothing is refused (exit 5, naming it and listing what exists); numbers are
 * decimal and range-checked; names must be UTF-8 and paths that are not are
 * reported escaped; the output directory is checked before any computation and
 * the three reports are written as one set (never old reports beside a failed
 * run); atomic writes are fsynced; orphaned temporaries of dead processes are
 * cleaned from the cache; an unusable cache directory means a run without a
 * cache; the worst element's channel is `d` everywhere; an audit that runs
 * out of memory leaves no half-written directory. Round 2 (files, processes,
 * plugins): temporaries are created O_EXCL | O_NOFOLLOW under unpredictable
 * names (a planted link is never followed); concurrent runs into one --out
 * leave one run's whole set; a run that fails before it starts (exit 2, 5)
 * removes the earlier reports; SG_ATOMIC_SEED is refused alike everywhere;
 * export refuses --out and --oracle naming one file; an audit's directory is
 * replaced in one step; inspect refuses a FIFO at once; the loader checks a
 * plugin's ABI itself; a failed cache write is reported as not used.
 *
 * Most tests run the binary named by $SCANGATE, as a user would. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include "sg_test.h"
#include "sg_cli.h"
#include "sg_gates.h"

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

static char out[1 << 17];

/* Runs `sh -c "PREFIX 'scangate' ARGS"` and returns its exit code; stdout and
 * stderr in `out`. PREFIX (may be "") sets variables or limits. */
static int sgp(const char *prefix, const char *args) { return sg_test_scangate(prefix, args, out, sizeof out); }

static int sg(const char *args) { return sgp("", args); }

/* Checks the exit code, printing the output when it differs. */
#define EXPECT_RC(call, want)                                                                          \
    do {                                                                                               \
        int rc__ = (call);                                                                             \
        if (rc__ != (want)) fprintf(stderr, "\n  %s:%d: exit %d, want %d\n%s\n", __FILE__, __LINE__, rc__, (want), out); \
        CU_ASSERT_EQUAL(rc__, (want));                                                                 \
    } while (0)

static const char *bdir(void) { return sg_test_env("SG_BINARY_DIR", "/tmp"); }

static int exists(const char *path) { return access(path, F_OK) == 0; }

/* After a run that sweeps orphans: each of the paths `gone` is gone and each
 * of `kept` is still there (an assertion each, a failing path printed). */
static void assert_swept(const char *const *gone, int ngone, const char *const *kept, int nkept) {
    for (int i = 0; i < ngone; i++) {
        if (exists(gone[i])) fprintf(stderr, "\n  %s: still there\n", gone[i]);
        CU_ASSERT(!exists(gone[i]));
    }
    for (int i = 0; i < nkept; i++) {
        if (!exists(kept[i])) fprintf(stderr, "\n  %s: removed\n", kept[i]);
        CU_ASSERT(exists(kept[i]));
    }
}

/* Reads a whole file into `buf` (NUL-terminated); its length, or -1. */
static long read_text(const char *path, char *buf, size_t cap) {
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    size_t n = fread(buf, 1, cap - 1, f);
    buf[n] = 0;
    fclose(f);
    return (long)n;
}

/* The pid of a child that has exited and been reaped: a pid of no process. */
static pid_t dead_pid(void) {
    const pid_t child = fork();
    if (child == 0) _exit(0);
    CU_ASSERT_FATAL(child > 0);
    CU_ASSERT_EQUAL(waitpid(child, NULL, 0), child);
    return child;
}

/* Whether buf[0..n) is a sequence of XML 1.0 characters in well-formed UTF-8
 * (no C0 controls but tab, LF, CR; no surrogates, overlongs, U+FFFE/U+FFFF). */
static int xml_chars_ok(const unsigned char *s, size_t n) {
    for (size_t i = 0; i < n;) {
        unsigned c = s[i];
        if (c < 0x80) {
            if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') return 0;
            i++;
            continue;
        }
        int len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 0;
        if (!len || c > 0xf4 || i + (size_t)len > n) return 0;
        unsigned cp = c & (0x7fu >> len);
        for (int k = 1; k < len; k++) {
            if ((s[i + (size_t)k] & 0xc0) != 0x80) return 0;
            cp = (cp << 6) | (s[i + (size_t)k] & 0x3fu);
        }
        static const unsigned minv[5] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < minv[len] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || cp == 0xfffe || cp == 0xffff) return 0;
        i += (size_t)len;
    }
    return 1;
}

/* ---- point 3: a filter that matches nothing ------------------------------ */

static void test_filters_match_nothing(void) {
    char a[4096], cf[1024];
    /* oracle: no case matched used to exit 0, and --certify to print PASS */
    EXPECT_RC(sg("oracle --set smoke --case nope"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "nope") != NULL && strstr(out, "rg_L37_resets") != NULL && strstr(out, "sa_rtu") != NULL);
    EXPECT_RC(sg("oracle --set smoke --case nope --certify"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "PASS") == NULL);
    EXPECT_RC(sg("oracle --set nightly"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "nightly") != NULL && strstr(out, "smoke") != NULL);
    /* run and export: the unknown case is named, the set's cases listed */
    EXPECT_RC(sg("run --set smoke --case nope"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "'nope'") != NULL && strstr(out, "rg_L37_resets") != NULL);
    snprintf(cf, sizeof cf, "%s/clih-nope.safetensors", bdir());
    snprintf(a, sizeof a, "export --set smoke --case nope --out '%s'", cf);
    EXPECT_RC(sg(a), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "'nope'") != NULL && strstr(out, "sa_near1_docs") != NULL);
    CU_ASSERT(!exists(cf));
    /* an unknown backend: named, the backends listed */
    EXPECT_RC(sg("run --set smoke --case rg_clip --backend cuda.imaginary"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "cuda.imaginary") != NULL && strstr(out, "cpu.canonical_f32") != NULL &&
              strstr(out, "cpu.samu_hybrid") != NULL);
    /* a backend that exists but applies to no selected case's model */
    EXPECT_RC(sg("run --set smoke --case rg_clip --backend cpu.samu_chunk32_serial"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "cpu.samu_chunk32_serial") != NULL && strstr(out, "rg_clip") != NULL &&
              strstr(out, "rglru") != NULL);
    EXPECT_RC(sg("run --set smoke --case sa_rtu --backend cpu.canonical_f32 --backend cpu.rglru_chunk16_serial"),
              SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "cpu.rglru_chunk16_serial") != NULL && strstr(out, "samu") != NULL);
    /* judge: a --case that is not the case file's case */
    snprintf(cf, sizeof cf, "%s/clih-judge-case.safetensors", bdir());
    snprintf(a, sizeof a, "export --set smoke --case rg_L1_reset_h0 --out '%s'", cf);
    EXPECT_RC(sg(a), 0);
    snprintf(a, sizeof a, "judge --case-file '%s' --outputs '%s' --case rg_clip --out '%s/clih-judge'", cf, cf, bdir());
    EXPECT_RC(sg(a), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "rg_clip") != NULL && strstr(out, "rg_L1_reset_h0") != NULL);
    /* options that select nothing for a command are refused, not ignored */
    snprintf(a, sizeof a, "judge --case-file '%s' --outputs '%s' --backend cpu.canonical_f32 --out '%s/clih-judge'", cf, cf,
             bdir());
    EXPECT_RC(sg(a), SG_E_USAGE);
    CU_ASSERT(strstr(out, "--backend") != NULL);
    EXPECT_RC(sg("oracle --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32"), SG_E_USAGE);
    CU_ASSERT(strstr(out, "--backend") != NULL);
    remove(cf);
    /* a near name is suggested (did you mean), a case of another set says which, an ext.* row the plugin */
    EXPECT_RC(sg("run --set smok"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "did you mean 'smoke'") != NULL);
    EXPECT_RC(sg("run --set smoke --case rg_clpi"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "did you mean 'rg_clip'") != NULL);
    EXPECT_RC(sg("run --set smoke --case rg_long_16k"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "it is a case of set 'ci'") != NULL);
    EXPECT_RC(sg("export --set smoke --case rg_long_16k --out /nonexistent/x"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "it is a case of set 'ci'") != NULL);
    EXPECT_RC(sg("run --set smoke --backend cpu.canonical_f23"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "did you mean 'cpu.canonical_f32'") != NULL);
    EXPECT_RC(sg("run --set smoke --backend ext.my_rglru"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "--plugin PATH") != NULL && strstr(out, "did you mean") == NULL);
    EXPECT_RC(sg("run --set smoke --model rglu"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "did you mean 'rglru'") != NULL);
    EXPECT_RC(sg("run --set smoke --backend zzzzzzzzzzzz"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "did you mean") == NULL && strstr(out, "cpu.canonical_f32") != NULL);
    /* the files in use are named, with where they came from; a missing one with the lookup order */
    snprintf(a, sizeof a, "run --set smoke --case rg_clip --backend cpu.canonical_f32 --out '%s/clih-files'", bdir());
    EXPECT_RC(sg(a), 0);
    CU_ASSERT(strstr(out, "thresholds: ") != NULL && strstr(out, "THRESHOLDS.md (") != NULL &&
              strstr(out, "expected status: ") != NULL);
    snprintf(a, sizeof a, "run --set smoke --thresholds /nonexistent/T.md --out '%s/clih-files'", bdir());
    EXPECT_RC(sg(a), SG_E_THRESHOLDS);
    CU_ASSERT(strstr(out, "/nonexistent/T.md (--thresholds)") != NULL && strstr(out, "the lookup order") != NULL);
    /* bench: an unknown benchmark is named, the benchmarks listed */
    EXPECT_RC(sg("bench nope"), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "'nope'") != NULL && strstr(out, "oracle-samu") != NULL);
    /* what does match still runs */
    EXPECT_RC(sg("oracle --set smoke --case rg_L1_reset_h0"), 0);
    CU_ASSERT(strstr(out, "rg_L1_reset_h0") != NULL);
}

/* ---- point 6: numbers ----------------------------------------------------- */

static void test_numbers_strict(void) {
    static const char *const bad_seeds[] = {"' -1'", "-1", "+5", "' 5'", "'5 '", "99999999999999999999999",
                                             "18446744073709551616", "010", "0x10", "1e3", "''", NULL};
    char a[1024];
    for (int i = 0; bad_seeds[i]; i++) {
        snprintf(a, sizeof a, "oracle --set smoke --case rg_L1_reset_h0 --seed %s", bad_seeds[i]);
        EXPECT_RC(sg(a), SG_E_USAGE);
        CU_ASSERT(strstr(out, "--seed") != NULL);
    }
    EXPECT_RC(sg("oracle --set smoke --case rg_L1_reset_h0 --seed 18446744073709551615"), 0);
    EXPECT_RC(sg("oracle --set smoke --case rg_L1_reset_h0 --seed 0"), 0);
    EXPECT_RC(sgp("SG_SEED=' 7'", "oracle --set smoke --case rg_L1_reset_h0"), SG_E_USAGE);
    CU_ASSERT(strstr(out, "SG_SEED") != NULL);
    EXPECT_RC(sgp("SG_SEED=010", "oracle --set smoke --case rg_L1_reset_h0"), SG_E_USAGE);
    EXPECT_RC(sgp("SG_SEED=99999999999999999999999", "oracle --set smoke --case rg_L1_reset_h0"), SG_E_USAGE);
    static const char *const bad_other[] = {"--prec 0128", "--prec ' 128'", "--prec +128", "--prec 0x80",
                                            "--prec 99999999999999999999999", "--threads 01", "--threads -0",
                                            "--threads ' 1'", "--threads 99999999999999999999", NULL};
    for (int i = 0; bad_other[i]; i++) {
        snprintf(a, sizeof a, "oracle --set smoke --case rg_L1_reset_h0 %s", bad_other[i]);
        EXPECT_RC(sg(a), SG_E_USAGE);
    }
    /* bench parses its own options: the same rules (a tiny bench would run) */
    static const char *const bad_bench[] = {"--seed 010", "--seed ' -1'", "--seed 99999999999999999999999",
                                            "--lengths 08", "--threads-list +1", "--dims ' 8'", NULL};
    for (int i = 0; bad_bench[i]; i++) {
        snprintf(a, sizeof a, "bench oracle --lengths 1 --threads-list 1 --dims 8 --prec 64 %s --out /dev/null",
                 bad_bench[i]);
        EXPECT_RC(sg(a), SG_E_USAGE);
    }
}

/* ---- point 6: names and paths that are not UTF-8 ------------------------- */

static void test_utf8_names_and_paths(void) {
    /* a name that is not UTF-8 (or holds a control character) is refused before any file is read */
    EXPECT_RC(sg("judge --case-file /nonexistent/c --outputs /nonexistent/o --name \"$(printf 'impl\\377')\""), SG_E_USAGE);
    CU_ASSERT(strstr(out, "--name") != NULL && strstr(out, "UTF-8") != NULL);
    EXPECT_RC(sg("judge --case-file /nonexistent/c --outputs /nonexistent/o --name \"$(printf 'a\\001b')\""), SG_E_USAGE);
    CU_ASSERT(strstr(out, "--name") != NULL);
    /* an output directory whose name is not UTF-8: every field is still there, escaped */
    char dir[1024], a[2048], path[1200];
    sg_test_fresh_dir(dir, sizeof dir, "clih-utf8");
    snprintf(a, sizeof a,
             "run --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32 --out \"%s/$(printf 'out\\377\\001x')\"",
             dir);
    EXPECT_RC(sg(a), 0);
    snprintf(path, sizeof path, "%s/out\377\001x/report.json", dir);
    json_error_t err;
    json_t *j = json_load_file(path, 0, &err);
    if (!j) fprintf(stderr, "\n  %s: %s\n", path, err.text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(j);
    const char *cmd = json_string_value(json_object_get(j, "command"));
    CU_ASSERT_PTR_NOT_NULL(cmd);
    if (cmd) CU_ASSERT(strstr(cmd, "--out") != NULL && strstr(cmd, "out\\xff\\x01x") != NULL);
    CU_ASSERT_PTR_NOT_NULL(json_string_value(json_object_get(j, "thresholds")));
    json_decref(j);
    static char x[1 << 16];
    snprintf(path, sizeof path, "%s/out\377\001x/junit.xml", dir);
    long n = read_text(path, x, sizeof x);
    CU_ASSERT(n > 0 && xml_chars_ok((const unsigned char *)x, (size_t)n));
    snprintf(path, sizeof path, "%s/out\377\001x/report.md", dir);
    n = read_text(path, x, sizeof x);
    CU_ASSERT(n > 0 && strstr(x, "out\\xff\\x01x") != NULL);
    sg_test_rm_rf(dir);
}

/* The report writers themselves: a string that is not UTF-8, or holds control
 * characters, appears escaped in report.json (never a dropped field) and in
 * junit.xml (still XML). */
static void test_report_escaping(void) {
    sg_case_result res;
    memset(&res, 0, sizeof res);
    snprintf(res.backend, sizeof res.backend, "impl\377\001<x>");
    snprintf(res.case_name, sizeof res.case_name, "case\002");
    snprintf(res.target, sizeof res.target, "t\377");
    res.outcome = SG_OUTCOME_REGRESSION;
    res.worst = SG_FAIL;
    res.nq = 1;
    snprintf(res.q[0].quantity, sizeof res.q[0].quantity, "y");
    res.q[0].verdict[SG_M_REL_L2] = SG_FAIL;
    res.q[0].worst = SG_FAIL;
    snprintf(res.q[0].inputs, sizeof res.q[0].inputs, "x=\377");
    sg_report rep;
    memset(&rep, 0, sizeof rep);
    rep.command = "scangate run --out d\377\033";
    rep.set = "smoke";
    rep.thresholds_path = "T\377.md";
    rep.thresholds_hash = "00";
    rep.expected_path = "E\377.md";
    rep.oracle_prec = 128;
    rep.n = 1;
    rep.results = &res;
    char dir[1024], path[1200];
    sg_test_fresh_dir(dir, sizeof dir, "clih-escape");
    snprintf(path, sizeof path, "%s/report.json", dir);
    SG_ASSERT_OK(sg_report_write_json(&rep, path));
    json_error_t err;
    json_t *j = json_load_file(path, 0, &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(j);
    static const char *const keys[] = {"command", "thresholds", "expected_status", NULL};
    for (int i = 0; keys[i]; i++) {
        const char *v = json_string_value(json_object_get(j, keys[i]));
        if (!v) fprintf(stderr, "\n  report.json lacks '%s'\n", keys[i]);
        CU_ASSERT_PTR_NOT_NULL(v);
    }
    const char *cmd = json_string_value(json_object_get(j, "command"));
    CU_ASSERT(cmd != NULL && strcmp(cmd, "scangate run --out d\\xff\\x1b") == 0);
    json_t *r0 = json_array_get(json_object_get(j, "results"), 0);
    CU_ASSERT_PTR_NOT_NULL(json_string_value(json_object_get(r0, "backend")));
    CU_ASSERT_PTR_NOT_NULL(json_string_value(json_object_get(r0, "target")));
    json_decref(j);
    snprintf(path, sizeof path, "%s/junit.xml", dir);
    SG_ASSERT_OK(sg_report_write_junit(&rep, path));
    static char x[1 << 16];
    long n = read_text(path, x, sizeof x);
    CU_ASSERT(n > 0 && xml_chars_ok((const unsigned char *)x, (size_t)n));
    CU_ASSERT(strstr(x, "impl\\xff\\x01&lt;x&gt;") != NULL);
    sg_test_rm_rf(dir);
}

/* ---- point 5: the output directory and the reports ----------------------- */

/* The output directory is checked before anything is computed (exit 9). */
static void test_outdir_checked_first(void) {
    char a[2048], f[1024];
    EXPECT_RC(sg("run --set smoke --out /proc/clih/out"), SG_E_IO);
    CU_ASSERT(strstr(out, "/proc/clih/out") != NULL);
    CU_ASSERT(strstr(out, " oracle ") == NULL); /* no case reached the oracle */
    snprintf(f, sizeof f, "%s/clih-outfile", bdir());
    sg_test_write_text(f, "a file, not a directory\n");
    snprintf(a, sizeof a, "run --set smoke --out '%s'", f);
    EXPECT_RC(sg(a), SG_E_IO);
    CU_ASSERT(strstr(out, "clih-outfile") != NULL);
    CU_ASSERT(strstr(out, " oracle ") == NULL);
    snprintf(a, sizeof a, "judge --case-file /nonexistent/c --outputs /nonexistent/o --out '%s'", f);
    EXPECT_RC(sg(a), SG_E_IO);
    CU_ASSERT(strstr(out, "clih-outfile") != NULL && strstr(out, "/nonexistent/c") == NULL);
    remove(f);
}

static int reports_present(const char *dir) {
    static const char *const names[3] = {"report.json", "report.md", "junit.xml"};
    int n = 0;
    for (int i = 0; i < 3; i++) {
        char p[1200];
        snprintf(p, sizeof p, "%s/%s", dir, names[i]);
        n += exists(p);
    }
    return n;
}

/* Entries of `dir` whose name holds `part`. */
static int entries_with(const char *dir, const char *part) {
    char a[2048];
    snprintf(a, sizeof a, "ls -A '%s' | grep -c -F '%s'", dir, part);
    FILE *p = popen(a, "r");
    if (!p) return -1;
    int n = -1;
    if (fscanf(p, "%d", &n) != 1) n = -1;
    pclose(p);
    return n;
}

/* A failed rerun leaves no reports of the previous run behind, and a write
 * failure part-way leaves no mixed set (and no temporaries). */
static void test_reports_one_set(void) {
    char dir[1024], a[2048];
    snprintf(dir, sizeof dir, "%s/clih-reports", bdir());
    sg_test_rm_rf(dir);
    snprintf(a, sizeof a, "run --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32 --out '%s'", dir);
    EXPECT_RC(sg(a), 0);
    CU_ASSERT_EQUAL(reports_present(dir), 3);
    /* a rerun that fails (unreadable THRESHOLDS.md): the old reports are gone */
    snprintf(a, sizeof a, "run --set smoke --case rg_L1_reset_h0 --thresholds /nonexistent/T.md --out '%s'", dir);
    EXPECT_RC(sg(a), SG_E_THRESHOLDS);
    CU_ASSERT_EQUAL(reports_present(dir), 0);
    /* a rerun whose report writing fails part-way (file size limit of 512 bytes) */
    snprintf(a, sizeof a, "run --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32 --out '%s'", dir);
    EXPECT_RC(sg(a), 0);
    CU_ASSERT_EQUAL(reports_present(dir), 3);
    snprintf(a, sizeof a, "run --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32 --cache '' --out '%s'", dir);
    EXPECT_RC(sgp("trap '' XFSZ; ulimit -f 1;", a), SG_E_IO);
    CU_ASSERT(strstr(out, dir) != NULL);
    CU_ASSERT_EQUAL(reports_present(dir), 0);
    CU_ASSERT_EQUAL(entries_with(dir, ".tmp."), 0);
    sg_test_rm_rf(dir);
}

static void touch_old(const char *path, int age_s);

/* A run killed while writing its reports leaves a temporary directory; the
 * next run into the same directory removes it once its writer is gone, and
 * nothing there that this module did not write. */
static void test_outdir_orphans_cleaned(void) {
    char dir[1024], tmpdir[1200], inside[1300], probe[1200], user[1200], a[2048];
    sg_test_fresh_dir(dir, sizeof dir, "clih-outorphans");
    const pid_t child = dead_pid();
    snprintf(tmpdir, sizeof tmpdir, "%s/.reports.tmp.%ld.2", dir, (long)child);
    CU_ASSERT_EQUAL_FATAL(mkdir(tmpdir, 0777), 0);
    snprintf(inside, sizeof inside, "%s/report.json", tmpdir);
    touch_old(inside, 3600);
    touch_old(tmpdir, 3600);
    snprintf(probe, sizeof probe, "%s/.probe.tmp.%ld.1", dir, (long)child);
    touch_old(probe, 3600);
    snprintf(user, sizeof user, "%s/notes.txt.tmp.%ld.1", dir, (long)child); /* not a name scangate writes here */
    touch_old(user, 3600);
    snprintf(a, sizeof a, "run --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32 --out '%s'", dir);
    EXPECT_RC(sg(a), 0);
    const char *const gone[] = {tmpdir, probe}, *const kept[] = {user};
    assert_swept(gone, 2, kept, 1);
    CU_ASSERT_EQUAL(reports_present(dir), 3);
    sg_test_rm_rf(dir);
}

/* An audit that runs out of memory part way (an address-space limit, set by
 * prlimit from util-linux, over a descending series: at least one of them must
 * end in the allocator's "out of memory" and exit 10; others may fail in gnuplot,
 * which inherits the limit) leaves nothing of its
 * half-written directory ("<destination>.tmp.<pid>.<hex>") beside the destination, and no
 * destination either. Before the exit handler removed it, limits of 80 to 120
 * MiB left the half-written directory (then ".new-XXXXXX") behind on the rg_long_16k case. Under ASan
 * (its shadow memory needs terabytes of address space) the limit cannot be
 * set, and the check is left to the other builds. */
static void test_audit_oom_leaves_nothing(void) {
#if defined(__SANITIZE_ADDRESS__)
    fprintf(stderr, "\n  audit out-of-memory check: not under ASan (its shadow needs the address space); "
                    "the Debug and Release suites run it\n");
    CU_PASS("not under ASan");
#else
    char dir[1024], dest[1100], a[2048], prefix[128];
    snprintf(dir, sizeof dir, "%s/clih-audit-oom", bdir());
    snprintf(dest, sizeof dest, "%s/a", dir);
    static const int mib[] = {160, 120, 100, 80, 60, 40};
    int ooms = 0;
    for (size_t i = 0; i < sizeof mib / sizeof mib[0]; i++) {
        sg_test_rm_rf(dir);
        CU_ASSERT_EQUAL_FATAL(mkdir(dir, 0777), 0);
        snprintf(prefix, sizeof prefix, "prlimit --as=%lld", (long long)mib[i] << 20);
        snprintf(a, sizeof a, "audit cpu.canonical_f32 --set ci --case rg_long_16k --shrink-seconds 5 --out '%s'", dest);
        const int rc = sgp(prefix, a);
        if (rc == SG_E_INTERNAL && strstr(out, "out of memory")) ooms++;
        /* an audit that ended (its closing line printed) has its directory whole; anything else under the
         * limit (out of memory, gnuplot unable to start a thread under the limit it inherits, prlimit's own
         * "failed to execute", exit 1) leaves none */
        if ((rc == 0 || rc == SG_E_GATE) && strstr(out, "scangate audit: ")) {
            char md[1200];
            snprintf(md, sizeof md, "%s/audit.md", dest);
            if (!exists(md)) fprintf(stderr, "\n  audit under %d MiB: exit %d, no %s\n%s\n", mib[i], rc, md, out);
            CU_ASSERT(exists(md));
        } else {
            CU_ASSERT(!exists(dest));
        }
        char ls[1200];
        snprintf(ls, sizeof ls, "ls -A '%s' | grep -q '\\.tmp\\.'", dir);
        if (system(ls) == 0) {
            fprintf(stderr, "\n  audit under %d MiB (exit %d) left a temporary directory in %s\n", mib[i], rc, dir);
            CU_FAIL("a half-written audit directory was left behind");
        }
    }
    CU_ASSERT(ooms >= 1);
    sg_test_rm_rf(dir);
#endif
}

/* An audit killed outright (kill -9: no exit handler runs) leaves its
 * half-written directory; the next audit into the same destination removes it
 * once its writer is gone, and nothing else beside it: a live writer's, a
 * fresh one's, another destination's, and the older ".new-" form it cannot
 * attribute to a process. */
static void test_audit_orphans_cleaned(void) {
    char dir[1024], dest[1100], dead_old[1200], dead_new[1200], alive[1200], other[1200], legacy[1200], a[2048];
    sg_test_fresh_dir(dir, sizeof dir, "clih-audit-orphans");
    snprintf(dest, sizeof dest, "%s/aud", dir);
    const long dead = (long)dead_pid(), me = (long)getpid();
    snprintf(dead_old, sizeof dead_old, "%s.tmp.%ld.1", dest, dead);
    snprintf(dead_new, sizeof dead_new, "%s.tmp.%ld.2", dest, dead);
    snprintf(alive, sizeof alive, "%s.tmp.%ld.1", dest, me);
    snprintf(other, sizeof other, "%s/other.tmp.%ld.1", dir, dead);
    snprintf(legacy, sizeof legacy, "%s.new-AbC123", dest);
    const char *dirs[] = {dead_old, dead_new, alive, other, legacy};
    for (int i = 0; i < 5; i++) {
        CU_ASSERT_EQUAL_FATAL(mkdir(dirs[i], 0777), 0);
        char f[1300];
        snprintf(f, sizeof f, "%s/audit.md", dirs[i]);
        touch_old(f, 3600);
        touch_old(dirs[i], i == 1 ? 0 : 3600); /* dead_new: just written, left */
    }
    snprintf(a, sizeof a, "audit cpu.canonical_f32 --set smoke --case rg_L1_reset_h0 --out '%s/'", dest);
    const int rc = sg(a);
    CU_ASSERT(rc == 0 || rc == SG_E_NOTOOL); /* SG_E_NOTOOL: no gnuplot for the plots; the audit is written */
    char md[1200];
    snprintf(md, sizeof md, "%s/audit.md", dest);
    CU_ASSERT(exists(md));
    const char *const gone[] = {dead_old}, *const kept[] = {dead_new, alive, other, legacy};
    assert_swept(gone, 1, kept, 4);
    CU_ASSERT_EQUAL(entries_with(dir, ".tmp."), 3); /* dead_new, alive, other: none of the audit's own */
    /* a second audit replaces the first one's directory (exchanged, the old one removed) */
    snprintf(md, sizeof md, "%s/old-marker", dest);
    sg_test_write_text(md, "from the first audit\n");
    const int rc2 = sg(a);
    CU_ASSERT(rc2 == 0 || rc2 == SG_E_NOTOOL);
    CU_ASSERT(!exists(md));
    snprintf(md, sizeof md, "%s/audit.md", dest);
    CU_ASSERT(exists(md));
    CU_ASSERT_EQUAL(entries_with(dir, ".tmp."), 3);
    sg_test_rm_rf(dir);
}

/* ---- point 6: fsync ------------------------------------------------------- */

/* This program's fsync (it replaces the C library's for the code linked in
 * here): counts what is synced, then syncs. */
static int fsync_regular, fsync_dirs;
int fsync(int fd) {
    struct stat sb;
    if (fstat(fd, &sb) == 0) {
        if (S_ISDIR(sb.st_mode)) fsync_dirs++;
        else if (S_ISREG(sb.st_mode)) fsync_regular++;
    }
    return (int)syscall(SYS_fsync, fd);
}

/* This program's rename and renameat2 (like fsync above, they replace the C
 * library's for the code linked in here): each forwards to the system call,
 * then, while `watch_dest` is set, counts the calls after which it is
 * missing; a thread with `slow_after_json` set sleeps after it renames a
 * report.json into place (a slow writer between its renames); and
 * `no_exchange` answers RENAME_EXCHANGE with EINVAL (a file system without it). */
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1u << 1)
#endif
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
static const char *watch_dest;
static int watch_calls, watch_missing, no_exchange;
static _Thread_local int slow_after_json;
static volatile int slow_sleeping; /* set while the slow writer sleeps (read by the test's main thread) */

static int renamed(int rc, const char *newpath) {
    const int e = errno;
    if (watch_dest) {
        watch_calls++;
        if (access(watch_dest, F_OK) != 0) watch_missing++;
    }
    if (slow_after_json && rc == 0 && strstr(newpath, "/report.json")) {
        slow_after_json = 0;
        __atomic_store_n(&slow_sleeping, 1, __ATOMIC_SEQ_CST);
        usleep(300 * 1000);
    }
    errno = e;
    return rc;
}

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags) {
    if (no_exchange && (flags & RENAME_EXCHANGE)) {
        errno = EINVAL;
        return -1;
    }
    return renamed((int)syscall(SYS_renameat2, olddirfd, oldpath, newdirfd, newpath, flags), newpath);
}

int rename(const char *oldpath, const char *newpath) {
    return renamed((int)syscall(SYS_renameat2, AT_FDCWD, oldpath, AT_FDCWD, newpath, 0u), newpath);
}

static void test_atomic_write_fsyncs(void) {
    char path[1024];
    snprintf(path, sizeof path, "%s/clih-fsync.txt", bdir());
    fsync_regular = fsync_dirs = 0;
    SG_ASSERT_OK(sg_write_atomic_buf(path, "hello\n", 6));
    CU_ASSERT(fsync_regular >= 1); /* the file's data before the rename */
    CU_ASSERT(fsync_dirs >= 1);    /* the directory entry after it */
    char buf[16];
    CU_ASSERT_EQUAL(read_text(path, buf, sizeof buf), 6);
    remove(path);
}

/* ---- point 6: orphaned temporaries in the cache -------------------------- */

static void touch_old(const char *path, int age_s) {
    struct stat sb;
    if (stat(path, &sb) != 0 || !S_ISDIR(sb.st_mode)) sg_test_write_text(path, "orphan");
    struct timeval tv[2];
    gettimeofday(&tv[0], NULL);
    tv[0].tv_sec -= age_s;
    tv[1] = tv[0];
    CU_ASSERT_EQUAL(utimes(path, tv), 0);
}

static void test_orphan_temps_cleaned(void) {
    char dir[1024], dead_old[1200], dead_new[1200], alive[1200], other[1200], other2[1200], dead_hex[1200], a[2048];
    sg_test_fresh_dir(dir, sizeof dir, "clih-cache");
    const long me = (long)getpid(), dead = (long)dead_pid();
    snprintf(dead_old, sizeof dead_old, "%s/0123abcd-rglru-1-p128.safetensors.tmp.%ld.7", dir, dead);
    snprintf(dead_new, sizeof dead_new, "%s/4567abcd-rglru-1-p128.safetensors.tmp.%ld.8", dir, dead);
    snprintf(alive, sizeof alive, "%s/89abcdef-rglru-1-p128.safetensors.tmp.%ld.1", dir, me);
    snprintf(other, sizeof other, "%s/notes.tmp.%ld.x", dir, dead);
    snprintf(other2, sizeof other2, "%s/notes.tmp.%ld", dir, dead);
    snprintf(dead_hex, sizeof dead_hex, "%s/0123abcd-samu-1-p128.safetensors.tmp.%ld.0f1e2d3c4b5a6978", dir, dead);
    touch_old(dead_hex, 3600);  /* the random-named pattern (sg_temp_name): an orphan too */
    touch_old(dead_old, 3600);  /* dead writer, an hour old: an orphan */
    touch_old(dead_new, 0);     /* dead writer, but just written: left (another host's live writer?) */
    touch_old(alive, 3600);     /* a live writer (this test): never touched */
    touch_old(other, 3600);     /* not the temporary pattern */
    touch_old(other2, 3600);
    snprintf(a, sizeof a, "oracle --set smoke --case rg_L1_reset_h0 --cache '%s'", dir);
    EXPECT_RC(sg(a), 0);
    const char *const gone[] = {dead_old, dead_hex}, *const kept[] = {dead_new, alive, other, other2};
    assert_swept(gone, 2, kept, 4);
    CU_ASSERT_EQUAL(entries_with(dir, ".safetensors"), 3); /* the entry itself + dead_new + alive */
    sg_test_rm_rf(dir);
}

/* ---- point 6: an unusable cache directory --------------------------------- */

/* The "oracle_cache" object of DIR/report.json (the document in *doc, for
 * json_decref), or NULL. */
static json_t *report_cache(const char *dir, json_t **doc) {
    char rep[1200];
    json_error_t err;
    snprintf(rep, sizeof rep, "%s/report.json", dir);
    *doc = json_load_file(rep, 0, &err);
    return *doc ? json_object_get(*doc, "oracle_cache") : NULL;
}

static void test_unusable_cache_runs_uncached(void) {
    char f[1024], d[1024], env[1200], a[2048], rep[1200];
    snprintf(f, sizeof f, "%s/clih-cache-is-a-file", bdir());
    sg_test_write_text(f, "not a directory\n");
    snprintf(d, sizeof d, "%s/clih-nocache", bdir());
    sg_test_rm_rf(d);
    snprintf(env, sizeof env, "SG_CACHE_DIR='%s'", f);
    snprintf(a, sizeof a, "run --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32 --out '%s'", d);
    EXPECT_RC(sgp(env, a), 0);
    const char *w = strstr(out, "warning");
    CU_ASSERT(w != NULL && strstr(w, f) != NULL);
    if (w) CU_ASSERT(strstr(w + 1, "warning") == NULL); /* once */
    json_t *j, *c = report_cache(d, &j);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT(json_is_false(json_object_get(c, "used")));
    CU_ASSERT_PTR_NOT_NULL(json_string_value(json_object_get(c, "reason")));
    json_decref(j);
    snprintf(rep, sizeof rep, "%s/report.md", d);
    static char md[1 << 16];
    CU_ASSERT(read_text(rep, md, sizeof md) > 0 && strstr(md, "not used") != NULL);
    /* the same through --cache, and a directory that cannot be created */
    snprintf(a, sizeof a, "run --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32 --cache /proc/clih --out '%s'", d);
    EXPECT_RC(sg(a), 0);
    CU_ASSERT(strstr(out, "warning") != NULL && strstr(out, "/proc/clih") != NULL);
    remove(f);
    sg_test_rm_rf(d);
}

/* ---- point 6: the worst element's channel is `d` ------------------------- */

static void test_channel_named_d(void) {
    char src[1024], th[1024], a[4096], p[1200];
    snprintf(src, sizeof src, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    snprintf(th, sizeof th, "%s/clih-tight-THRESHOLDS.md", bdir());
    static char text[1 << 17], edited[1 << 17];
    CU_ASSERT_FATAL(read_text(src, text, sizeof text) > 0);
    char *row = strstr(text, "| rglru.dp.rel_l2 |");
    CU_ASSERT_PTR_NOT_NULL_FATAL(row);
    char *eol = strchr(row, '\n');
    CU_ASSERT_PTR_NOT_NULL_FATAL(eol);
    snprintf(edited, sizeof edited, "%.*s| rglru.dp.rel_l2 | 0 | 0 | 1e-3 | R-REL-F32 |%s", (int)(row - text), text, eol);
    sg_test_write_text(th, edited);
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/clih-chan", bdir());
    sg_test_rm_rf(dir);
    snprintf(a, sizeof a, "run --set smoke --case rg_docs_b2 --backend cpu.canonical_f32 --thresholds '%s' --out '%s'", th, dir);
    EXPECT_RC(sg(a), SG_E_GATE);
    CU_ASSERT(strstr(out, "(i=") == NULL);
    snprintf(p, sizeof p, "%s/report.json", dir);
    json_error_t err;
    json_t *j = json_load_file(p, 0, &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(j);
    json_t *q = json_object_get(json_object_get(json_array_get(json_object_get(j, "results"), 0), "quantities"), "dp");
    json_t *w = json_object_get(q, "worst_model_ulp_element");
    CU_ASSERT_PTR_NOT_NULL(json_object_get(w, "d"));
    CU_ASSERT_PTR_NULL(json_object_get(w, "i"));
    json_decref(j);
    static char x[1 << 17];
    snprintf(p, sizeof p, "%s/report.md", dir);
    CU_ASSERT(read_text(p, x, sizeof x) > 0 && strstr(x, "(i=") == NULL && strstr(x, "(d=") != NULL);
    snprintf(p, sizeof p, "%s/junit.xml", dir);
    CU_ASSERT(read_text(p, x, sizeof x) > 0 && strstr(x, " i=") == NULL && strstr(x, " d=") != NULL);
    remove(th);
    sg_test_rm_rf(dir);
}

/* ---- the command line as a function (cli/options.c) ----------------------- */

static void test_parse_u64(void) {
    static const struct { const char *s; uint64_t max; int ok; uint64_t v; } t[] = {
        {"0", UINT64_MAX, 1, 0},
        {"7", UINT64_MAX, 1, 7},
        {"18446744073709551615", UINT64_MAX, 1, UINT64_MAX},
        {"18446744073709551616", UINT64_MAX, 0, 0},
        {"99999999999999999999999", UINT64_MAX, 0, 0},
        {"010", UINT64_MAX, 0, 0},
        {"00", UINT64_MAX, 0, 0},
        {"0x10", UINT64_MAX, 0, 0},
        {" 1", UINT64_MAX, 0, 0},
        {"1 ", UINT64_MAX, 0, 0},
        {"-1", UINT64_MAX, 0, 0},
        {"+1", UINT64_MAX, 0, 0},
        {"", UINT64_MAX, 0, 0},
        {"100000", 100000, 1, 100000},
        {"100001", 100000, 0, 0},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        uint64_t v = 12345;
        int rc = sg_parse_u64(t[i].s, t[i].max, &v);
        if ((rc == 0) != t[i].ok) fprintf(stderr, "\n  sg_parse_u64('%s') -> %d\n", t[i].s, rc);
        CU_ASSERT_EQUAL(rc == 0, t[i].ok);
        if (t[i].ok) {
            CU_ASSERT_EQUAL(v, t[i].v);
        } else {
            CU_ASSERT_EQUAL(v, 12345); /* untouched on failure */
        }
    }
    CU_ASSERT_NOT_EQUAL(sg_parse_u64(NULL, UINT64_MAX, &(uint64_t){0}), 0);
}

/* Calls sg_cli_parse with stdout and stderr sent to a file; returns its status
 * and, in *printed, how many bytes it printed (it must print none). */
static int parse_quiet(int argc, char **argv, const sg_cli_env *env, sg_cli_opts *o, char *msg, size_t cap, long *printed) {
    char path[1024];
    snprintf(path, sizeof path, "%s/clih-parse-output", bdir());
    fflush(stdout);
    fflush(stderr);
    int fd1 = dup(1), fd2 = dup(2);
    FILE *f = fopen(path, "w+");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    dup2(fileno(f), 1);
    dup2(fileno(f), 2);
    int rc = sg_cli_parse(argc, argv, env, o, msg, cap);
    fflush(stdout);
    fflush(stderr);
    dup2(fd1, 1);
    dup2(fd2, 2);
    close(fd1);
    close(fd2);
    fseek(f, 0, SEEK_END);
    *printed = ftell(f);
    fclose(f);
    remove(path);
    return rc;
}

static int printable_ascii(const char *s) {
    for (; *s; s++)
        if (!(*s >= 0x20 && *s < 0x7f)) return 0;
    return 1;
}

static void test_parse_function(void) {
    sg_cli_opts o;
    char msg[512];
    long printed = -1;
    const sg_cli_env env0 = {NULL, NULL, NULL, NULL, NULL, NULL, NULL};
    {
        char *argv[] = {"scangate", "judge", "--case-file", "c.st", "--outputs", "o.st", "--name", "numpy-f32", "--case",
                        "rg_clip", "--out", "d", "--prec", "200", "--threads", "2", NULL};
        CU_ASSERT_EQUAL(parse_quiet(16, argv, &env0, &o, msg, sizeof msg, &printed), SG_OK);
        CU_ASSERT_EQUAL(printed, 0);
        CU_ASSERT_EQUAL(o.cmd, SG_CMD_JUDGE);
        CU_ASSERT_STRING_EQUAL(o.case_file, "c.st");
        CU_ASSERT_STRING_EQUAL(o.outputs_file, "o.st");
        CU_ASSERT_STRING_EQUAL(o.name, "numpy-f32");
        CU_ASSERT_STRING_EQUAL(o.case_name, "rg_clip");
        CU_ASSERT_STRING_EQUAL(o.out_dir, "d");
        CU_ASSERT_EQUAL(o.prec, 200);
        CU_ASSERT_EQUAL(o.threads, 2);
        CU_ASSERT_EQUAL(o.seed, SG_DEFAULT_SEED);
        CU_ASSERT(strstr(o.command, "scangate judge --case-file c.st") == o.command);
    }
    {
        char *argv[] = {"scangate", "run", "--seed", "010", NULL};
        CU_ASSERT_EQUAL(parse_quiet(4, argv, &env0, &o, msg, sizeof msg, &printed), SG_E_USAGE);
        CU_ASSERT_EQUAL(printed, 0);
        CU_ASSERT(strstr(msg, "--seed") != NULL && strstr(msg, "'010'") != NULL);
    }
    {
        const sg_cli_env env = {"42", "T.md", "E.md", "R", "C", NULL, NULL};
        char *argv[] = {"scangate", NULL};
        CU_ASSERT_EQUAL(parse_quiet(1, argv, &env, &o, msg, sizeof msg, &printed), SG_OK);
        CU_ASSERT_EQUAL(o.cmd, SG_CMD_RUN);
        CU_ASSERT_EQUAL(o.seed, 42);
        CU_ASSERT_STRING_EQUAL(o.thresholds, "T.md");
        CU_ASSERT_STRING_EQUAL(o.expected, "E.md");
        CU_ASSERT_STRING_EQUAL(o.reports_dir, "R");
        CU_ASSERT_STRING_EQUAL(o.cache_dir, "C");
        const sg_cli_env bad = {" 42", NULL, NULL, NULL, NULL, NULL, NULL};
        CU_ASSERT_EQUAL(parse_quiet(1, argv, &bad, &o, msg, sizeof msg, &printed), SG_E_USAGE);
        CU_ASSERT(strstr(msg, "SG_SEED") != NULL);
    }
    {
        char *argv[] = {"scangate", "judge", "--case-file", "c", "--outputs", "o", "--name", "x\377\001", NULL};
        CU_ASSERT_EQUAL(parse_quiet(8, argv, &env0, &o, msg, sizeof msg, &printed), SG_E_USAGE);
        CU_ASSERT_EQUAL(printed, 0);
        CU_ASSERT(strstr(msg, "--name") != NULL && strstr(msg, "\\xff\\x01") != NULL && printable_ascii(msg));
    }
    {
        char *argv[] = {"scangate", "oracle", "--backend", "cpu.canonical_f32", NULL};
        CU_ASSERT_EQUAL(parse_quiet(4, argv, &env0, &o, msg, sizeof msg, &printed), SG_E_USAGE);
        CU_ASSERT(strstr(msg, "--backend") != NULL);
        char *argv2[] = {"scangate", "bench", "oracle", "--lengths", "8", NULL};
        CU_ASSERT_EQUAL(parse_quiet(5, argv2, &env0, &o, msg, sizeof msg, &printed), SG_OK);
        CU_ASSERT_EQUAL(o.cmd, SG_CMD_BENCH);
        CU_ASSERT_EQUAL(o.bench_argc, 3);
        CU_ASSERT_STRING_EQUAL(o.bench_argv[0], "oracle");
        char *argv3[] = {"scangate", "list", "--help", NULL};
        CU_ASSERT_EQUAL(parse_quiet(3, argv3, &env0, &o, msg, sizeof msg, &printed), SG_OK);
        CU_ASSERT_EQUAL(o.cmd, SG_CMD_HELP);
        char *argv4[] = {"scangate", "teleport", NULL};
        CU_ASSERT_EQUAL(parse_quiet(2, argv4, &env0, &o, msg, sizeof msg, &printed), SG_E_USAGE);
        CU_ASSERT(strstr(msg, "teleport") != NULL);
        char *argv5[] = {"scangate", "run", "--case", NULL};
        CU_ASSERT_EQUAL(parse_quiet(3, argv5, &env0, &o, msg, sizeof msg, &printed), SG_E_USAGE);
        CU_ASSERT(strstr(msg, "--case") != NULL);
        CU_ASSERT_EQUAL(printed, 0);
        /* a message buffer of one byte or none is never overrun */
        CU_ASSERT_EQUAL(sg_cli_parse(3, argv5, &env0, &o, msg, 1), SG_E_USAGE);
        CU_ASSERT_EQUAL(msg[0], 0);
        CU_ASSERT_EQUAL(sg_cli_parse(3, argv5, NULL, &o, NULL, 0), SG_E_USAGE);
    }
}

/* Every command has its help (cli/help.c): the parser's command names each find a row with a synopsis,
 * options, an example of that command and its exit codes, each code with a meaning; `CMD --help`, `help CMD`
 * and the commands with their own options (bench, dispatch, plot, table) print it on stdout, exit 0; an
 * unknown topic is a usage error. */
static void test_help_every_command(void) {
    static const char *const cmds[] = {"run",  "export", "oracle",   "inspect", "judge", "list",
                                       "bench", "plot",  "coverage", "table",   "dispatch", "audit", "quarantine", "compare"};
    int nrows;
    const sg_cli_help *rows = sg_cli_help_rows(&nrows);
    CU_ASSERT_EQUAL(nrows, (int)(sizeof cmds / sizeof cmds[0]));
    for (int i = 0; i < nrows; i++) { /* no row for a command the parser does not know */
        int known = 0;
        for (size_t k = 0; k < sizeof cmds / sizeof cmds[0]; k++) known |= strcmp(rows[i].name, cmds[k]) == 0;
        CU_ASSERT(known);
    }
    const sg_cli_env env0 = {NULL, NULL, NULL, NULL, NULL, NULL, NULL};
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
        const sg_cli_help *h = sg_cli_help_find(cmds[i]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(h);
        char want[64];
        snprintf(want, sizeof want, "scangate %s", cmds[i]);
        CU_ASSERT(strstr(h->synopsis, "scangate") == h->synopsis && h->options[0] && h->description[0]);
        if (strstr(h->example, want) != h->example) fprintf(stderr, "\n  help %s: example '%s'\n", cmds[i], h->example);
        CU_ASSERT(strstr(h->example, want) == h->example);
        int has0 = 0, has2 = 0, k = 0;
        for (; k < 16 && h->codes[k] >= 0; k++) {
            CU_ASSERT_PTR_NOT_NULL(sg_cli_exit_meaning(h->codes[k]));
            has0 |= h->codes[k] == 0;
            has2 |= h->codes[k] == 2;
        }
        CU_ASSERT(k < 16 && has0 && has2);
        /* the parser: `CMD --help` and `help CMD` */
        sg_cli_opts o;
        char msg[512];
        long printed = -1;
        char *argv[] = {"scangate", (char *)cmds[i], "--help", NULL};
        char *argh[] = {"scangate", "help", (char *)cmds[i], NULL};
        CU_ASSERT_EQUAL(parse_quiet(3, argh, &env0, &o, msg, sizeof msg, &printed), SG_OK);
        CU_ASSERT(o.cmd == SG_CMD_HELP && o.help_topic && strcmp(o.help_topic, cmds[i]) == 0 && printed == 0);
        const int own = strcmp(cmds[i], "plot") == 0 || strcmp(cmds[i], "table") == 0 || strcmp(cmds[i], "dispatch") == 0 ||
                        strcmp(cmds[i], "quarantine") == 0 || strcmp(cmds[i], "compare") == 0;
        if (!own) {
            CU_ASSERT_EQUAL(parse_quiet(3, argv, &env0, &o, msg, sizeof msg, &printed), SG_OK);
            CU_ASSERT(o.cmd == SG_CMD_HELP && o.help_topic && strcmp(o.help_topic, cmds[i]) == 0);
        }
        /* the binary, as a user runs it */
        char a[128];
        snprintf(a, sizeof a, "%s --help", cmds[i]);
        EXPECT_RC(sg(a), 0);
        CU_ASSERT(strstr(out, "example:") != NULL && strstr(out, "exit codes:") != NULL && strstr(out, want) != NULL);
    }
    EXPECT_RC(sg("bench backends --help"), 0);
    CU_ASSERT(strstr(out, "example:") != NULL && strstr(out, "--verdicts") != NULL);
    EXPECT_RC(sg("help"), 0);
    CU_ASSERT(strstr(out, "commands:") != NULL && strstr(out, "audit") != NULL && strstr(out, " 16  ") != NULL);
    EXPECT_RC(sg("--help"), 0);
    CU_ASSERT(strstr(out, "commands:") != NULL);
    EXPECT_RC(sg("help teleport"), SG_E_USAGE);
    CU_ASSERT(strstr(out, "teleport") != NULL);
    EXPECT_RC(sg("help run audit"), SG_E_USAGE);
    /* a usage error names the command's synopsis and its help, not every command's */
    EXPECT_RC(sg("judge --bogus"), SG_E_USAGE);
    CU_ASSERT(strstr(out, "scangate judge --case-file") != NULL && strstr(out, "scangate help judge") != NULL &&
              strstr(out, "scangate export") == NULL);
}

/* `scangate quarantine` (issue 37 point 3): the rows it prints for a report's FAILs, pasted into an
 * EXPECTED_STATUS.md of one's own (here only them and the catch-all PASS row) and passed with --expected,
 * quarantine those FAILs: the same run then exits 0 with them QUARANTINED. Bad input: exit 2, 3, 9. */
static void test_quarantine_rows_round_trip(void) {
    char a[4096], dir[1200], path[1400];
    snprintf(dir, sizeof dir, "%s/clih-quar", bdir());
    snprintf(a, sizeof a, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    CU_ASSERT_EQUAL(system(a), 0);
    /* without a quarantine of its own the BF16 scan FAILs as unlisted-but-PASS-expected (exit 1) */
    snprintf(path, sizeof path, "%s/EXPECTED_STATUS.md", dir);
    sg_test_write_text(path, "| backend | set | case | status | reason | evidence |\n|---|---|---|---|---|---|\n"
                             "| * | * | * | PASS | | |\n");
    snprintf(a, sizeof a, "run --set smoke --case rg_clip --backend cpu.rglru_assoc_bf16 --expected '%s' --out '%s/run1'",
             path, dir);
    EXPECT_RC(sg(a), SG_E_GATE);
    snprintf(a, sizeof a, "cp '%s/run1/report.md' '%s/evidence.md'", dir, dir);
    CU_ASSERT_EQUAL(system(a), 0);
    snprintf(a, sizeof a, "quarantine --from '%s/run1/report.json' --why \"BF16 scan carry\" --evidence evidence.md", dir);
    EXPECT_RC(sg(a), 0);
    sg_text rows = {0};
    sg_text_printf(&rows, "| backend | set | case | status | reason | evidence |\n|---|---|---|---|---|---|\n");
    int n = 0;
    for (const char *l = out; l && *l;) {
        const char *nl = strchr(l, '\n');
        const size_t len = nl ? (size_t)(nl - l) : strlen(l);
        if (len > 2 && l[0] == '|' && l[1] == ' ') {
            sg_text_printf(&rows, "%.*s\n", (int)len, l);
            n++;
        }
        l = nl ? nl + 1 : NULL;
    }
    CU_ASSERT_EQUAL(n, 1);
    CU_ASSERT(strstr(rows.p, "| cpu.rglru_assoc_bf16 | smoke | rg_clip | QUARANTINED | BF16 scan carry: ") != NULL);
    sg_text_printf(&rows, "| * | * | * | PASS | | |\n");
    sg_test_write_text(path, rows.p);
    sg_text_free(&rows);
    snprintf(a, sizeof a, "run --set smoke --case rg_clip --backend cpu.rglru_assoc_bf16 --expected '%s' --out '%s/run2'",
             path, dir);
    EXPECT_RC(sg(a), 0);
    CU_ASSERT(strstr(out, "1 as expected (0 PASS, 1 quarantined FAIL), 0 unexpected") != NULL);
    /* bad input */
    EXPECT_RC(sg("quarantine --why x"), SG_E_USAGE);
    snprintf(a, sizeof a, "quarantine --from '%s/run1/report.json'", dir);
    EXPECT_RC(sg(a), SG_E_USAGE);
    snprintf(a, sizeof a, "quarantine --from '%s/run1/report.json' --why 'a|b'", dir);
    EXPECT_RC(sg(a), SG_E_USAGE);
    snprintf(a, sizeof a, "quarantine --from '%s/nope.json' --why x", dir);
    EXPECT_RC(sg(a), SG_E_IO);
    snprintf(a, sizeof a, "quarantine --from '%s' --why x", path); /* not JSON */
    EXPECT_RC(sg(a), SG_E_FORMAT);
}

/* `scangate compare` (issue 37 point 4): the same report against itself changes nothing (exit 0); judged
 * again under a limit that h_last's rel_l2 now exceeds, the verdict changes are listed and the new FAILs
 * named first (exit 1); bad input: exit 2, 9, 3. */
static void test_compare_reports(void) {
    char a[4096], dir[1200], thr[1400];
    snprintf(dir, sizeof dir, "%s/clih-compare", bdir());
    snprintf(a, sizeof a, "run --set smoke --case rg_docs_b2 --backend cpu.canonical_f32 --out '%s/before'", dir);
    EXPECT_RC(sg(a), 0);
    snprintf(a, sizeof a, "compare '%s/before' '%s/before/report.json'", dir, dir);
    EXPECT_RC(sg(a), 0);
    CU_ASSERT(strstr(out, "0 gates changed, 0 new FAILs") != NULL);
    /* a tighter h_last.rel_l2 (0 / 0 / 1e-3): the same numbers now FAIL */
    snprintf(thr, sizeof thr, "%s/T.md", dir);
    snprintf(a, sizeof a, "sed 's/^| rglru.h_last.rel_l2 | [^|]* | [^|]* | [^|]* |/| rglru.h_last.rel_l2 | 0 | 0 | 1e-3 |/' "
                          "'%s/THRESHOLDS.md' > '%s'", sg_test_env("SG_SOURCE_DIR", "."), thr);
    CU_ASSERT_EQUAL(system(a), 0);
    snprintf(a, sizeof a, "run --set smoke --case rg_docs_b2 --backend cpu.canonical_f32 --thresholds '%s' "
                          "--no-loosening-check --out '%s/after'", thr, dir);
    EXPECT_RC(sg(a), SG_E_GATE);
    snprintf(a, sizeof a, "compare '%s/before' '%s/after'", dir, dir);
    EXPECT_RC(sg(a), SG_E_GATE);
    CU_ASSERT(strstr(out, "cpu.canonical_f32 rg_docs_b2: PASS -> FAIL (expected PASS)") != NULL);
    CU_ASSERT(strstr(out, "NEW  cpu.canonical_f32 rg_docs_b2 h_last.rel_l2") != NULL);
    CU_ASSERT(strstr(out, "other thresholds") != NULL && strstr(out, "1 new FAIL") != NULL);
    /* the other way round: a FAIL fixed is no new FAIL */
    snprintf(a, sizeof a, "compare '%s/after' '%s/before'", dir, dir);
    EXPECT_RC(sg(a), 0);
    CU_ASSERT(strstr(out, "FAIL -> PASS") != NULL && strstr(out, "0 new FAILs") != NULL);
    EXPECT_RC(sg("compare"), SG_E_USAGE);
    snprintf(a, sizeof a, "compare '%s/before' '%s/nope'", dir, dir);
    EXPECT_RC(sg(a), SG_E_IO);
    snprintf(a, sizeof a, "compare '%s/before' '%s'", dir, thr); /* not JSON */
    EXPECT_RC(sg(a), SG_E_FORMAT);
}

/* ---- the loosening check fails closed ------------------------------------ */

/* A reports directory with no recorded report (empty, or whose only
 * report.json is not the project's) would let a loosened THRESHOLDS.md pass
 * without a word: every command that runs the check refuses (exit 14, naming
 * the directory and the way past it); --no-loosening-check runs, and every
 * report records it beside the thresholds hash (report.json, report.md,
 * junit.xml); a run against the repository's reports records the check. */
static void test_loosening_check_fails_closed(void) {
    char empty[1024], a[4096], path[1200];
    static char text[1 << 16];
    snprintf(empty, sizeof empty, "%s/clih-empty-reports", bdir());
    sg_test_rm_rf(empty);
    CU_ASSERT_EQUAL_FATAL(sg_mkdirs(empty), SG_OK);
    for (int round = 0; round < 2; round++) {
        if (round == 1) { /* a report.json that is not the project's */
            snprintf(path, sizeof path, "%s/x/report.json", empty);
            snprintf(a, sizeof a, "mkdir -p '%s/x' && echo '{\"a\":1}' > '%s'", empty, path);
            CU_ASSERT_EQUAL(system(a), 0);
        }
        static const char *const cmds[] = {
            "run --set smoke --case rg_clip --backend cpu.canonical_f32 --reports-dir '%s' --out '%s/clih-lc-run'",
            "audit cpu.canonical_f32 --set smoke --case rg_clip --reports-dir '%s' --out '%s/clih-lc-audit'",
            "oracle --set smoke --case rg_clip --certify --reports-dir '%s' --out '%s/clih-lc-oracle'",
            "table --model rglru --dims 8 --lengths 16 --backend cpu.canonical_f32 --reports-dir '%s' "
            "--out '%s/clih-lc-table'",
            "bench backends --model rglru --shape 1,16,8 --backend cpu.canonical_f32 --reports-dir '%s' "
            "--out '%s/clih-lc-bench'",
        };
        for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
            snprintf(a, sizeof a, cmds[i], empty, bdir());
            EXPECT_RC(sg(a), SG_E_NORECORD);
            const int named = strstr(out, "clih-empty-reports") && strstr(out, "--no-loosening-check");
            if (!named) fprintf(stderr, "\n  %s: the message does not name the directory and the option:\n%s\n", a, out);
            CU_ASSERT(named);
        }
    }
    /* SG_REPORTS_DIR the same */
    snprintf(a, sizeof a, "SG_REPORTS_DIR='%s'", empty);
    snprintf(path, sizeof path, "run --set smoke --case rg_clip --backend cpu.canonical_f32 --out '%s/clih-lc-run'", bdir());
    EXPECT_RC(sgp(a, path), SG_E_NORECORD);
    /* --no-loosening-check: it runs, says so, and every report records it */
    snprintf(a, sizeof a,
             "run --set smoke --case rg_clip --backend cpu.canonical_f32 --reports-dir '%s' --no-loosening-check "
             "--out '%s/clih-lc-run'",
             empty, bdir());
    EXPECT_RC(sg(a), 0);
    CU_ASSERT(strstr(out, "--no-loosening-check") != NULL);
    static const char *const files[][2] = {{"report.json", "\"loosening_check\": \"OFF (--no-loosening-check)"},
                                           {"report.md", "- loosening check: OFF (--no-loosening-check)"},
                                           {"junit.xml", "<property name=\"loosening_check\" value=\"OFF (--no-loosening-check)"}};
    for (int f = 0; f < 3; f++) {
        snprintf(path, sizeof path, "%s/clih-lc-run/%s", bdir(), files[f][0]);
        const int has = read_text(path, text, sizeof text) > 0 && strstr(text, files[f][1]) != NULL;
        if (!has) fprintf(stderr, "\n  %s lacks '%s'\n", path, files[f][1]);
        CU_ASSERT(has);
    }
    snprintf(a, sizeof a,
             "table --model rglru --dims 8 --lengths 16 --backend cpu.canonical_f32 --reports-dir '%s' "
             "--no-loosening-check --out '%s/clih-lc-table'",
             empty, bdir());
    EXPECT_RC(sg(a), 0);
    snprintf(path, sizeof path, "%s/clih-lc-table/table.json", bdir());
    CU_ASSERT(read_text(path, text, sizeof text) > 0 && strstr(text, "\"loosening_check\": \"OFF (") != NULL);
    /* the repository's reports (the default): the check ran, and the reports say against what */
    snprintf(a, sizeof a, "run --set smoke --case rg_clip --backend cpu.canonical_f32 --out '%s/clih-lc-run'", bdir());
    EXPECT_RC(sg(a), 0);
    snprintf(path, sizeof path, "%s/clih-lc-run/report.json", bdir());
    CU_ASSERT(read_text(path, text, sizeof text) > 0 && strstr(text, "\"loosening_check\": \"on: no limit looser") != NULL);
    sg_test_rm_rf(empty);
}

/* ---- dispatch takes no bench.json row on trust --------------------------- */

/* `scangate dispatch` on a real bench run: as written it answers (exit 0); a
 * row renamed to a backend this build lacks (cpu.evil) is refused with exit
 * 5, a refused FAIL row edited into a fast timed PASS with exit 13, each
 * naming the file and the backend, and nothing is written. */
static void test_dispatch_checks_rows(void) {
    char dir[1024], a[4096], forged[1200], file[1200];
    snprintf(dir, sizeof dir, "%s/clih-dispatch", bdir());
    sg_test_rm_rf(dir);
    snprintf(a, sizeof a,
             "bench backends --model rglru --shape 1,64,8 --backend cpu.rglru_chunk16_serial --backend "
             "cpu.rglru_assoc_bf16 --out '%s'",
             dir);
    EXPECT_RC(sg(a), SG_E_REFUSED); /* the candidate FAILs there: refused, not timed */
    snprintf(file, sizeof file, "%s/bench.json", dir);
    snprintf(a, sizeof a, "dispatch --from '%s' --model rglru --shape 1,64,8", dir);
    EXPECT_RC(sg(a), 0);
    CU_ASSERT(strstr(out, "-> cpu.rglru_chunk16_serial") != NULL);
    for (int forgery = 0; forgery < 2; forgery++) {
        json_error_t err;
        json_t *doc = json_load_file(file, 0, &err);
        CU_ASSERT_PTR_NOT_NULL_FATAL(doc);
        size_t i;
        json_t *o;
        json_array_foreach(json_object_get(doc, "results"), i, o) {
            const char *b = json_string_value(json_object_get(o, "backend"));
            if (forgery == 0 && strcmp(b, "cpu.rglru_chunk16_serial") == 0)
                json_object_set_new(o, "backend", json_string("cpu.evil"));
            if (forgery == 1 && strcmp(b, "cpu.rglru_assoc_bf16") == 0) {
                json_object_set_new(o, "verdict", json_string("PASS"));
                json_object_set_new(o, "failing", json_string(""));
                json_object_set_new(o, "status", json_string("timed"));
                json_object_set_new(o, "fwd_bwd_median_s", json_real(1e-9));
            }
        }
        snprintf(forged, sizeof forged, "%s/forged%d.json", dir, forgery);
        CU_ASSERT_EQUAL_FATAL(sg_write_json(forged, doc, JSON_INDENT(1)), SG_OK);
        json_decref(doc);
        snprintf(a, sizeof a, "dispatch --from '%s' --out '%s/table%d' --model rglru --shape 1,64,8", forged, dir, forgery);
        EXPECT_RC(sg(a), forgery == 0 ? SG_E_UNKNOWN : SG_E_REFUSED);
        CU_ASSERT(strstr(out, forged) != NULL && strstr(out, forgery == 0 ? "cpu.evil" : "cpu.rglru_assoc_bf16") != NULL);
        CU_ASSERT(strstr(out, "-> ") == NULL);
        snprintf(a, sizeof a, "%s/table%d/sg_dispatch_table.h", dir, forgery);
        CU_ASSERT(!exists(a));
    }
    sg_test_rm_rf(dir);
}

/* ---- files, processes and plugins ------------------------------------------- */

/* ---- round 2: temporaries never follow a planted link --------------------- */

/* A symbolic link planted at a temporary's name is never followed: not at the
 * names the earlier pattern (NAME.tmp.<pid>.<n>, n a counter from 1) made
 * predictable, nor at any name, since creation is O_CREAT | O_EXCL |
 * O_NOFOLLOW. Before, sg_write_atomic's fopen(tmp, "wb") wrote through the
 * link into the victim and renamed the link over the entry. */
static void test_temp_no_follow(void) {
    char dir[1024], victim[1200], path[1200], link[1300], buf[64];
    sg_test_fresh_dir(dir, sizeof dir, "clih-links");
    snprintf(victim, sizeof victim, "%s/victim", dir);
    sg_test_write_text(victim, "precious\n");
    snprintf(path, sizeof path, "%s/entry.json", dir);
    for (int n = 1; n <= 512; n++) {
        snprintf(link, sizeof link, "%s.tmp.%ld.%d", path, (long)getpid(), n);
        CU_ASSERT_EQUAL_FATAL(symlink(victim, link), 0);
    }
    SG_ASSERT_OK(sg_write_atomic_buf(path, "new\n", 4));
    CU_ASSERT(read_text(victim, buf, sizeof buf) == 9 && strcmp(buf, "precious\n") == 0);
    CU_ASSERT(read_text(path, buf, sizeof buf) == 4 && strcmp(buf, "new\n") == 0);
    struct stat sb;
    CU_ASSERT(lstat(path, &sb) == 0 && S_ISREG(sb.st_mode));
    /* the creation itself: a link at the very name is refused (EEXIST), its target untouched */
    snprintf(link, sizeof link, "%s/link", dir);
    CU_ASSERT_EQUAL_FATAL(symlink(victim, link), 0);
    errno = 0;
    CU_ASSERT_EQUAL(sg_create_excl(link), -1);
    CU_ASSERT_EQUAL(errno, EEXIST);
    char dangling[1300], target[1300]; /* a dangling link too: O_CREAT alone would create its target */
    snprintf(target, sizeof target, "%s/made-through-a-link", dir);
    snprintf(dangling, sizeof dangling, "%s/dangling", dir);
    CU_ASSERT_EQUAL_FATAL(symlink(target, dangling), 0);
    CU_ASSERT_EQUAL(sg_create_excl(dangling), -1);
    CU_ASSERT(!exists(target));
    CU_ASSERT(read_text(victim, buf, sizeof buf) == 9 && strcmp(buf, "precious\n") == 0);
    /* the names: the pattern with a random part (two differ), a directory likewise */
    char t1[1300], t2[1300];
    int fd1 = -1, fd2 = -1;
    SG_ASSERT_OK(sg_temp_create(t1, sizeof t1, path, &fd1));
    SG_ASSERT_OK(sg_temp_create(t2, sizeof t2, path, &fd2));
    close(fd1);
    close(fd2);
    CU_ASSERT(strcmp(t1, t2) != 0 && strncmp(t1, path, strlen(path)) == 0 && strstr(t1, ".tmp.") != NULL);
    remove(t1);
    remove(t2);
    SG_ASSERT_OK(sg_temp_mkdir(t1, sizeof t1, path));
    CU_ASSERT(lstat(t1, &sb) == 0 && S_ISDIR(sb.st_mode));
    rmdir(t1);
    sg_test_rm_rf(dir);
}

/* ---- round 2: concurrent runs into one --out ------------------------------ */

typedef struct {
    const char *dir, *set;
    int slow;
    sg_status st;
} set_job;

static void *write_set_job(void *arg) {
    set_job *j = arg;
    slow_after_json = j->slow;
    sg_case_result res;
    memset(&res, 0, sizeof res);
    snprintf(res.backend, sizeof res.backend, "cpu.canonical_f32");
    snprintf(res.case_name, sizeof res.case_name, "rg_L1_reset_h0");
    res.outcome = SG_OUTCOME_PASS;
    sg_report rep;
    memset(&rep, 0, sizeof rep);
    rep.command = j->set;
    rep.set = j->set;
    rep.thresholds_path = "T.md";
    rep.thresholds_hash = "00";
    rep.oracle_prec = 128;
    rep.n = 1;
    rep.results = &res;
    j->st = sg_report_write_set(&rep, j->dir);
    return NULL;
}

/* Two writers of one output directory: A slow between its renames (it
 * sleeps after report.json), B starting its renames meanwhile. The set left
 * is one writer's, all three files. Before the directory was locked for the
 * renames, report.json was B's and report.md, junit.xml A's. */
static void test_reports_concurrent_one_set(void) {
    char dir[1024];
    sg_test_fresh_dir(dir, sizeof dir, "clih-concurrent");
    set_job a = {dir, "setA", 1, SG_OK}, b = {dir, "setB", 0, SG_OK};
    pthread_t ta, tb;
    __atomic_store_n(&slow_sleeping, 0, __ATOMIC_SEQ_CST);
    CU_ASSERT_EQUAL_FATAL(pthread_create(&ta, NULL, write_set_job, &a), 0);
    for (int i = 0; i < 2000 && !__atomic_load_n(&slow_sleeping, __ATOMIC_SEQ_CST); i++) usleep(1000);
    CU_ASSERT(__atomic_load_n(&slow_sleeping, __ATOMIC_SEQ_CST));
    CU_ASSERT_EQUAL_FATAL(pthread_create(&tb, NULL, write_set_job, &b), 0);
    pthread_join(ta, NULL);
    pthread_join(tb, NULL);
    SG_ASSERT_OK(a.st);
    SG_ASSERT_OK(b.st);
    static const char *const names[3] = {"report.json", "report.md", "junit.xml"};
    int from_a = 0, from_b = 0;
    for (int i = 0; i < 3; i++) {
        char path[1200];
        static char text[1 << 16];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        CU_ASSERT(read_text(path, text, sizeof text) > 0);
        from_a += strstr(text, "setA") != NULL;
        from_b += strstr(text, "setB") != NULL;
    }
    if (!((from_a == 3 && from_b == 0) || (from_a == 0 && from_b == 3)))
        fprintf(stderr, "\n  the set in %s is mixed: %d files of run A, %d of run B\n", dir, from_a, from_b);
    CU_ASSERT((from_a == 3 && from_b == 0) || (from_a == 0 && from_b == 3));
    CU_ASSERT_EQUAL(entries_with(dir, ".tmp."), 0);
    sg_test_rm_rf(dir);
}

/* A rerun that fails before it starts (exit 5: an unknown case; exit 2: a bad
 * option, before or after --out; a plugin refused) leaves no reports of the
 * earlier run in --out. Before, those exits returned with the old set in place. */
static void test_failed_rerun_drops_reports(void) {
    char dir[1024], a[2048], good[2048];
    snprintf(dir, sizeof dir, "%s/clih-rerun", bdir());
    sg_test_rm_rf(dir);
    snprintf(good, sizeof good, "run --set smoke --case rg_L1_reset_h0 --backend cpu.canonical_f32 --out '%s'", dir);
    const struct {
        const char *args;
        int rc;
    } bad[] = {{"run --set smoke --case nope --out '%s'", SG_E_UNKNOWN},
               {"run --set smoke --backend cpu.imaginary --out '%s'", SG_E_UNKNOWN},
               {"run --set smoke --out '%s' --bogus", SG_E_USAGE},
               {"run --bogus --out '%s'", SG_E_USAGE},
               {"run --seed 0x10 --out '%s'", SG_E_USAGE},
               {"judge --case-file c --outputs o --name '' --out '%s'", SG_E_USAGE},
               {"run --set smoke --plugin ./nonexistent.so --out '%s'", SG_E_IO}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        EXPECT_RC(sg(good), 0);
        CU_ASSERT_EQUAL(reports_present(dir), 3);
        snprintf(a, sizeof a, bad[i].args, dir);
        EXPECT_RC(sg(a), bad[i].rc);
        if (reports_present(dir) != 0) fprintf(stderr, "\n  after '%s': the earlier reports are still there\n", a);
        CU_ASSERT_EQUAL(reports_present(dir), 0);
    }
    /* a command that is not a run leaves another directory's reports alone */
    EXPECT_RC(sg(good), 0);
    snprintf(a, sizeof a, "teleport --out '%s'", dir);
    EXPECT_RC(sg(a), SG_E_USAGE);
    CU_ASSERT_EQUAL(reports_present(dir), 3);
    sg_test_rm_rf(dir);
}

/* SG_ATOMIC_SEED=-3: one behaviour wherever it is read, a usage error (exit
 * 2) naming the variable and the value, for every command. Before: a run
 * over SAMU cases skipped cpu.samu_atomic_ctl and exited 0, the same with
 * --backend exited 8 ("no device"), cpu.rglru_atomic_dp's run exited 2. */
static void test_atomic_seed_one_behaviour(void) {
    char dir[1024], a[2048];
    snprintf(dir, sizeof dir, "%s/clih-atomic", bdir());
    static const char *const runs[] = {
        "run --set smoke --case sa_rtu --out '%s'",
        "run --set smoke --case sa_rtu --backend cpu.samu_atomic_ctl --out '%s'",
        "run --set smoke --case rg_L1_reset_h0 --backend cpu.rglru_atomic_dp --out '%s'",
        "list",
        "oracle --set smoke --case rg_L1_reset_h0",
    };
    static const char *const prefixes[] = {"SG_ATOMIC_SEED=-3", "SG_ATOMIC_SEED=' 7'", "SG_ATOMIC_SEED=0x10"};
    for (size_t p = 0; p < sizeof prefixes / sizeof prefixes[0]; p++)
        for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
            snprintf(a, sizeof a, runs[i], dir);
            EXPECT_RC(sgp(prefixes[p], a), SG_E_USAGE);
            CU_ASSERT(strstr(out, "SG_ATOMIC_SEED") != NULL);
            if (p == 0) CU_ASSERT(strstr(out, "'-3'") != NULL);
        }
    EXPECT_RC(sgp("SG_ATOMIC_SEED=12345", "run --set smoke --case sa_rtu --backend cpu.samu_atomic_ctl --out /dev/null/x"),
              SG_E_IO); /* a good seed: on to the next check */
    sg_test_rm_rf(dir);
}

/* export: --out and --oracle naming one file under two spellings (./X, a
 * path through .., a symbolic or a hard link) is refused before anything is
 * written (exit 2); an output that is not a regular file too (exit 9).
 * Before, only the same spelling was caught and the oracle overwrote the case. */
static void test_export_collisions(void) {
    char dir[1024], f[1200], a[4096], ln[1200];
    sg_test_fresh_dir(dir, sizeof dir, "clih-export");
    snprintf(f, sizeof f, "%s/case.safetensors", dir);
    snprintf(a, sizeof a, "export --set smoke --case rg_L1_reset_h0 --out '%s' --oracle '%s/./case.safetensors'", f, dir);
    EXPECT_RC(sg(a), SG_E_USAGE);
    CU_ASSERT(strstr(out, "same file") != NULL);
    CU_ASSERT(!exists(f));
    snprintf(a, sizeof a, "export --set smoke --case rg_L1_reset_h0 --out '%s' --oracle '%s/../clih-export/case.safetensors'",
             f, dir);
    EXPECT_RC(sg(a), SG_E_USAGE);
    CU_ASSERT(!exists(f));
    /* an existing case, then the oracle named by a link to it: the case is left as it was */
    snprintf(a, sizeof a, "export --set smoke --case rg_L1_reset_h0 --out '%s'", f);
    EXPECT_RC(sg(a), 0);
    snprintf(ln, sizeof ln, "%s/link.safetensors", dir);
    CU_ASSERT_EQUAL(symlink(f, ln), 0);
    snprintf(a, sizeof a, "export --set smoke --case rg_L1_reset_h0 --out '%s' --oracle '%s'", f, ln);
    EXPECT_RC(sg(a), SG_E_USAGE);
    snprintf(ln, sizeof ln, "%s/hard.safetensors", dir);
    CU_ASSERT_EQUAL(link(f, ln), 0);
    snprintf(a, sizeof a, "export --set smoke --case rg_L1_reset_h0 --out '%s' --oracle '%s'", ln, f);
    EXPECT_RC(sg(a), SG_E_USAGE);
    snprintf(a, sizeof a, "inspect '%s'", f);
    EXPECT_RC(sg(a), 0); /* still the case */
    /* a FIFO as the output */
    char fifo[1200];
    snprintf(fifo, sizeof fifo, "%s/fifo", dir);
    CU_ASSERT_EQUAL_FATAL(mkfifo(fifo, 0600), 0);
    snprintf(a, sizeof a, "export --set smoke --case rg_L1_reset_h0 --out '%s'", fifo);
    EXPECT_RC(sgp("timeout 30", a), SG_E_IO);
    CU_ASSERT(strstr(out, "not a regular file") != NULL);
    sg_test_rm_rf(dir);
}

/* inspect on a FIFO (and a directory) returns at once with an error naming
 * it (exit 9), run under timeout(1) so that a regression fails instead of
 * hanging. Before, opening the FIFO waited for a writer forever. */
static void test_inspect_fifo(void) {
    char dir[1024], fifo[1200], a[4096];
    sg_test_fresh_dir(dir, sizeof dir, "clih-fifo");
    snprintf(fifo, sizeof fifo, "%s/case.safetensors", dir);
    CU_ASSERT_EQUAL_FATAL(mkfifo(fifo, 0600), 0);
    snprintf(a, sizeof a, "inspect '%s'", fifo);
    const double t0 = sg_now();
    EXPECT_RC(sgp("timeout 20", a), SG_E_IO);
    CU_ASSERT(sg_now() - t0 < 15);
    CU_ASSERT(strstr(out, "FIFO") != NULL && strstr(out, fifo) != NULL);
    snprintf(a, sizeof a, "judge --case-file '%s' --outputs '%s' --out '%s/j'", fifo, fifo, dir);
    EXPECT_RC(sgp("timeout 20", a), SG_E_IO);
    snprintf(a, sizeof a, "inspect '%s'", dir);
    EXPECT_RC(sg(a), SG_E_IO);
    CU_ASSERT(strstr(out, "directory") != NULL);
    sg_test_rm_rf(dir);
}

/* ---- round 2: the audit's directory is never missing ---------------------- */

/* sg_replace_dir (the audit's last step) puts a new directory in place of an
 * existing one so that the destination exists after every rename it makes (a
 * kill between two of them leaves the old or the new one). Before, the audit
 * renamed the old one aside first: missing until the second rename. Where the
 * file system lacks RENAME_EXCHANGE the fallback still ends with the new one
 * in place and the old one handed back. */
static void test_replace_dir_never_missing(void) {
    char dir[1024], dest[1200], fresh[1300], f[1400], buf[64];
    sg_test_fresh_dir(dir, sizeof dir, "clih-replace");
    snprintf(dest, sizeof dest, "%s/audit", dir);
    for (int fallback = 0; fallback < 2; fallback++) {
        sg_test_rm_rf(dest);
        CU_ASSERT_EQUAL_FATAL(mkdir(dest, 0777), 0);
        snprintf(f, sizeof f, "%s/audit.md", dest);
        sg_test_write_text(f, "old\n");
        SG_ASSERT_OK(sg_temp_mkdir(fresh, sizeof fresh, dest));
        snprintf(f, sizeof f, "%s/audit.md", fresh);
        sg_test_write_text(f, "new\n");
        int old_at_src = 0;
        watch_dest = dest;
        watch_calls = watch_missing = 0;
        no_exchange = fallback;
        const sg_status st = sg_replace_dir(fresh, dest, &old_at_src);
        watch_dest = NULL;
        no_exchange = 0;
        SG_ASSERT_OK(st);
        CU_ASSERT(watch_calls >= 1);
        if (!fallback) CU_ASSERT_EQUAL(watch_missing, 0); /* at no moment missing */
        snprintf(f, sizeof f, "%s/audit.md", dest);
        CU_ASSERT(read_text(f, buf, sizeof buf) == 4 && strcmp(buf, "new\n") == 0);
        CU_ASSERT_EQUAL(old_at_src, 1);
        snprintf(f, sizeof f, "%s/audit.md", fresh);
        CU_ASSERT(read_text(f, buf, sizeof buf) == 4 && strcmp(buf, "old\n") == 0); /* the old one, to remove */
        sg_test_rm_rf(fresh);
        CU_ASSERT_EQUAL(entries_with(dir, ".tmp."), 0);
    }
    /* no destination yet: one rename */
    sg_test_rm_rf(dest);
    SG_ASSERT_OK(sg_temp_mkdir(fresh, sizeof fresh, dest));
    int old_at_src = 1;
    SG_ASSERT_OK(sg_replace_dir(fresh, dest, &old_at_src));
    CU_ASSERT(old_at_src == 0 && exists(dest) && !exists(fresh));
    sg_test_rm_rf(dir);
}

/* ---- round 2: plugins ------------------------------------------------------ */

/* The loader checks a plugin's ABI itself, before calling anything in it: a
 * plugin that skips its own check and exports no sg_plugin_abi_info is
 * refused (exit 3, the symbol named), so is one declaring another ABI; one
 * exporting SG_PLUGIN_EXPORT_ABI loads. Before, both were loaded. */
static void test_plugin_abi_checked_by_loader(void) {
    const char *good = sg_test_env("SG_TEST_PLUGIN_GOOD", ""), *noabi = sg_test_env("SG_TEST_PLUGIN_NOABI", ""),
               *wrong = sg_test_env("SG_TEST_PLUGIN_WRONGABI", "");
    CU_ASSERT_FATAL(*good && *noabi && *wrong);
    char a[2048], env[2100];
    snprintf(a, sizeof a, "list --plugin '%s'", good);
    EXPECT_RC(sg(a), 0);
    CU_ASSERT(strstr(out, "ext.abi_test") != NULL);
    snprintf(a, sizeof a, "list --plugin '%s'", noabi);
    EXPECT_RC(sg(a), SG_E_FORMAT);
    CU_ASSERT(strstr(out, "sg_plugin_abi_info") != NULL && strstr(out, "ext.abi_test") == NULL);
    snprintf(env, sizeof env, "SG_PLUGINS='%s'", noabi); /* the same through the variable */
    EXPECT_RC(sgp(env, "list"), SG_E_FORMAT);
    snprintf(a, sizeof a, "list --plugin '%s'", wrong);
    EXPECT_RC(sg(a), SG_E_FORMAT);
    CU_ASSERT(strstr(out, "plugin ABI") != NULL && strstr(out, "ext.abi_test") == NULL);
}

/* ---- round 2: a cache entry that could not be written --------------------- */

/* A short write of a cache entry (a file size limit of 100 KiB: the reports
 * fit, rg_docs_b2's 1.8 MB entry does not) leaves no entry and no temporary,
 * and the reports say the cache was not used, and why. Before, report.json
 * said "used": true. */
static void test_cache_short_write_not_used(void) {
    char cache[1024], dir[1024], a[4096], rep[1200];
    snprintf(cache, sizeof cache, "%s/clih-shortcache", bdir());
    snprintf(dir, sizeof dir, "%s/clih-shortcache-out", bdir());
    sg_test_rm_rf(cache);
    sg_test_rm_rf(dir);
    snprintf(a, sizeof a, "run --set smoke --case rg_docs_b2 --backend cpu.canonical_f32 --cache '%s' --out '%s'", cache, dir);
    EXPECT_RC(sgp("trap '' XFSZ; ulimit -f 100;", a), 0);
    CU_ASSERT_EQUAL(entries_with(cache, ".safetensors"), 0);
    json_t *j, *c = report_cache(dir, &j);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT(json_is_false(json_object_get(c, "used")));
    const char *why = json_string_value(json_object_get(c, "reason"));
    CU_ASSERT(why != NULL && strstr(why, "writing an entry failed") != NULL);
    json_decref(j);
    static char md[1 << 16];
    snprintf(rep, sizeof rep, "%s/report.md", dir);
    CU_ASSERT(read_text(rep, md, sizeof md) > 0 && strstr(md, "not used") != NULL);
    /* without the limit the entry is written and used */
    EXPECT_RC(sg(a), 0);
    CU_ASSERT_EQUAL(entries_with(cache, ".safetensors"), 1);
    c = report_cache(dir, &j);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    CU_ASSERT(json_is_true(json_object_get(c, "used")));
    json_decref(j);
    sg_test_rm_rf(cache);
    sg_test_rm_rf(dir);
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"every command's help: synopsis, options, an example, its exit codes", test_help_every_command},
        {"quarantine: the rows printed for a report's FAILs quarantine them when pasted", test_quarantine_rows_round_trip},
        {"compare: verdict changes and new FAILs between two reports, exit 1 on a new FAIL", test_compare_reports},
        {"a --set/--case/--backend that matches nothing: exit 5, named, alternatives listed", test_filters_match_nothing},
        {"numbers: decimal digits only, range-checked (--seed, SG_SEED, --prec, --threads, bench)", test_numbers_strict},
        {"names must be UTF-8; paths that are not are reported escaped", test_utf8_names_and_paths},
        {"report writers escape what is not UTF-8 or is a control character", test_report_escaping},
        {"the output directory is checked before any computation (exit 9)", test_outdir_checked_first},
        {"reports: one set, none left from an earlier run after a failure", test_reports_one_set},
        {"orphaned report temporaries in the output directory are cleaned", test_outdir_orphans_cleaned},
        {"an audit that runs out of memory leaves no half-written directory", test_audit_oom_leaves_nothing},
        {"an audit killed outright: its directory is removed by the next audit", test_audit_orphans_cleaned},
        {"atomic writes fsync the file and its directory", test_atomic_write_fsyncs},
        {"orphaned temporaries of dead writers are cleaned from the cache", test_orphan_temps_cleaned},
        {"an unusable cache directory: warned once, run uncached, reported", test_unusable_cache_runs_uncached},
        {"the worst element's channel is d in every report", test_channel_named_d},
        {"sg_parse_u64: decimal digits only, range-checked", test_parse_u64},
        {"sg_cli_parse: options in, status and message out, nothing printed", test_parse_function},
        {"the loosening check fails closed; --no-loosening-check is recorded", test_loosening_check_fails_closed},
        {"dispatch refuses a bench.json row naming an unknown backend or a PASS that does not verify",
         test_dispatch_checks_rows},
        {"temporaries: O_EXCL | O_NOFOLLOW, unpredictable names; a planted link is never followed", test_temp_no_follow},
        {"two writers of one --out leave one writer's whole set", test_reports_concurrent_one_set},
        {"a rerun failing at the start (exit 2, 5) removes the earlier reports", test_failed_rerun_drops_reports},
        {"SG_ATOMIC_SEED malformed: exit 2 naming it, for every command and backend", test_atomic_seed_one_behaviour},
        {"export: --out and --oracle naming one file under two spellings are refused", test_export_collisions},
        {"inspect on a FIFO fails at once (exit 9)", test_inspect_fifo},
        {"an audit's directory is replaced in one step, never missing", test_replace_dir_never_missing},
        {"the loader checks a plugin's ABI itself (no sg_plugin_abi_info: exit 3)", test_plugin_abi_checked_by_loader},
        {"a short cache write: no entry, and the reports say not used", test_cache_short_write_not_used},
        {NULL, NULL},
    };
    sg_add_suite("cli-hardening", t);
}
