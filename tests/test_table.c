/* test_table.c - `scangate table` end to end on a small grid (L 256 ... 4096,
 * D 64, both models, two regimes): the CSV read back by the table reader
 * (schema), every value finite, every verdict and value equal to what the one
 * evaluation gives on the same case (what `scangate run` prints), the JSON
 * and Markdown written, the CSV -> plot path, and a run killed with SIGKILL
 * and started again giving the same rows as an uninterrupted one. */
#define _POSIX_C_SOURCE 200809L /* fork, kill, waitpid */
#include "sg_test.h"
#include "sg_backends.h"
#include "sg_eval.h"
#include "sg_tables.h"

#include <jansson.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char out[1 << 16];
static char dir[512];

static const char *const models[2] = {"rglru", "samu"};
static const char *const regimes[2] = {"init", "near1"};
static const long lengths[3] = {256, 1024, 4096};

static int table_cmd(const char *model, const char *outdir, const char *cache, const char *more) {
    char a[3000];
    snprintf(a, sizeof a, "table --model %s --out '%s' --dims 64 --lengths 256,1024,4096 --regimes init,near1 "
                          "--cache '%s' %s",
             model, outdir, cache, more);
    const int rc = sg_test_scangate("", a, out, sizeof out);
    if (rc != 0) fprintf(stderr, "\n  scangate %s -> %d\n%s\n", a, rc, out);
    return rc;
}

/* The CSV's rows without the provenance lines (they name the command). */
/* Whether a CSV row is a run-dependent backend's (sg_backend.run_dependent:
 * its values differ from run to run by design, so no two runs, resumed or
 * spread over ranks, can give its rows the same numbers). */
static int run_dependent_row(const char *line, size_t len) {
    sg_backend_table t;
    sg_backends_fill(&t);
    for (int i = 0; i < t.n; i++) {
        if (!t.b[i].run_dependent) continue;
        char key[SG_NAME_MAX + 4];
        snprintf(key, sizeof key, ",%s,", t.b[i].name);
        const size_t kl = strlen(key);
        for (size_t j = 0; j + kl <= len; j++)
            if (memcmp(line + j, key, kl) == 0) return 1;
    }
    return 0;
}

/* The data rows of a table.csv (comments dropped; so are the rows of the
 * run-dependent backends). */
static char *rows_text(const char *path) {
    unsigned char *buf = NULL;
    size_t n = 0;
    if (sg_read_file(path, &buf, &n) != SG_OK) return NULL;
    char *o = malloc(n + 1);
    size_t k = 0;
    for (char *line = (char *)buf; line < (char *)buf + n;) {
        char *e = memchr(line, '\n', (size_t)((char *)buf + n - line));
        const size_t len = e ? (size_t)(e - line + 1) : (size_t)((char *)buf + n - line);
        if (line[0] != '#' && !run_dependent_row(line, len)) {
            memcpy(o + k, line, len);
            k += len;
        }
        line += len;
    }
    o[k] = 0;
    free(buf);
    return o;
}

/* The table's verdicts and values are the evaluation's on the same case. */
static void check_against_eval(const char *model, const char *outdir, const char *cache) {
    char path[1400];
    snprintf(path, sizeof path, "%s/table.csv", outdir);
    sg_table t;
    SG_ASSERT_OK(sg_table_load(path, &t));
    CU_ASSERT(t.n > 0);
    for (int i = 0; i < t.n; i++) CU_ASSERT(isfinite(t.rows[i].value));
    const sg_model_desc *md = sg_model_find(model);
    CU_ASSERT_PTR_NOT_NULL_FATAL(md);
    sg_thresholds th;
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    SG_ASSERT_OK(sg_thresholds_load(path, &th));
    sg_backend_table table;
    sg_backends_fill(&table);
    const sg_backend *rows[SG_MAX_BACKENDS];
    int nrows = 0;
    for (int i = 0; i < table.n; i++)
        if (sg_model_runs(md, &table.b[i]) && table.b[i].available() == SG_OK) rows[nrows++] = &table.b[i];
    int matched = 0, checked_points = 0;
    for (int r = 0; r < 2; r++)
        for (int li = 0; li < 3; li++) {
            char name[96];
            snprintf(name, sizeof name, "%s_%s_B1_D64_L%ld", model, regimes[r], lengths[li]);
            const sg_case_spec spec = {name, "table point", md->id, 1, lengths[li], 64, "none", 1, 1, regimes[r], 1.0};
            sg_case c;
            SG_ASSERT_OK(sg_case_make(&spec, SG_DEFAULT_SEED, &c));
            /* the point's record names the same case */
            snprintf(path, sizeof path, "%s/points/%s/point.json", outdir, name);
            json_error_t err;
            json_t *rec = json_load_file(path, 0, &err);
            CU_ASSERT_PTR_NOT_NULL(rec);
            if (rec) CU_ASSERT_STRING_EQUAL(json_string_value(json_object_get(rec, "case_hash")), c.hash);
            json_decref(rec);
            sg_oracle_opts oo;
            sg_oracle_opts_default(&oo);
            const sg_eval_opts eo = {.th = &th, .cache_dir = cache, .oracle_opts = &oo, .table = &table, .rows = rows,
                                     .nrows = nrows};
            sg_eval_result er;
            SG_ASSERT_OK(sg_eval_case(&c, &eo, &er));
            for (int i = 0; i < er.n; i++) {
                const sg_case_result *res = &er.items[i].res;
                for (int q = 0; q < res->nq; q++)
                    for (int k = 0; k < SG_M_COUNT; k++) {
                        if (!res->q[q].measured[k]) continue;
                        const char *metric = sg_metric_name((sg_metric)k);
                        const sg_table_row *hit = NULL;
                        for (int j = 0; j < t.n && !hit; j++) {
                            const sg_table_row *w = &t.rows[j];
                            if (!strcmp(w->regime, regimes[r]) && w->L == lengths[li] && w->D == 64 &&
                                !strcmp(w->backend, res->backend) && !strcmp(w->quantity, res->q[q].quantity) &&
                                !strcmp(w->metric, metric))
                                hit = w;
                        }
                        CU_ASSERT_PTR_NOT_NULL(hit);
                        if (!hit) continue;
                        const sg_threshold *row = sg_thresholds_find(&th, model, res->q[q].quantity, metric);
                        const int report = row && isinf(row->marginal) && isinf(row->fail);
                        const sg_verdict v = res->q[q].verdict[k];
                        const sg_table_verdict want = report           ? SG_TV_REPORT
                                                      : v == SG_FAIL     ? SG_TV_FAIL
                                                      : v == SG_MARGINAL ? SG_TV_MARGINAL
                                                                         : SG_TV_PASS;
                        const int same = hit->verdict == want && memcmp(&hit->value, &res->q[q].m.v[k], sizeof(double)) == 0;
                        if (!same)
                            fprintf(stderr, "\n  %s %s %s %s: table %.17g %s, evaluation %.17g %s\n", name,
                                    res->backend, res->q[q].quantity, metric, hit->value,
                                    sg_table_verdict_name(hit->verdict), res->q[q].m.v[k], sg_table_verdict_name(want));
                        CU_ASSERT(same);
                        matched++;
                    }
            }
            sg_eval_free(&er);
            sg_case_free(&c);
            checked_points++;
        }
    CU_ASSERT_EQUAL(checked_points, 6);
    CU_ASSERT_EQUAL(matched, t.n); /* every row is one of the evaluation's, and none is missing */
    printf("\n    %s: %d rows of 6 points equal to the evaluation's (values bit for bit, verdicts)\n", model, matched);
    sg_thresholds_free(&th);
    sg_table_free(&t);
}

/* The table schema's signed metrics are the gates' (a negative bias is a value, a negative error is refused). */
static void test_signed_metrics(void) {
    for (int k = 0; k < SG_M_COUNT; k++) {
        const char *m = sg_metric_name((sg_metric)k);
        CU_ASSERT_EQUAL(sg_table_metric_signed(m), sg_metric_is_signed(m));
    }
    CU_ASSERT(sg_table_metric_signed("bias") && sg_table_metric_signed("bias_z") && !sg_table_metric_signed("rel_l2"));
    /* written and read back: a negative bias is a row, a negative rel_l2 is refused by both */
    char path[1100];
    snprintf(path, sizeof path, "%s/signed.csv", dir);
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    sg_table_prov pv;
    sg_table_prov_set(&pv, "test", "none", "1");
    SG_ASSERT_OK(sg_table_write_header(f, &pv));
    sg_table_row r = {.model = "rglru", .regime = "init", .B = 1, .D = 64, .L = 256, .backend = "cpu.canonical_f32",
                      .quantity = "y", .metric = "bias", .value = -0.25, .verdict = (sg_table_verdict)0};
    SG_ASSERT_OK(sg_table_write_row(f, &r));
    snprintf(r.metric, sizeof r.metric, "rel_l2");
    SG_ASSERT_STATUS(sg_table_write_row(f, &r), SG_E_INTERNAL);
    fclose(f);
    sg_table t;
    SG_ASSERT_OK(sg_table_load(path, &t));
    CU_ASSERT(t.n == 1 && t.rows[0].value == -0.25);
    sg_table_free(&t);
    FILE *g = fopen(path, "a"); /* the same row with a negative error metric, by hand */
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    fprintf(g, "rglru,init,1,64,256,cpu.canonical_f32,y,rel_l2,-1e-3,PASS\n");
    fclose(g);
    SG_ASSERT_STATUS(sg_table_load(path, &t), SG_E_FORMAT);
}

static void test_table_matches_eval(void) {
    for (int m = 0; m < 2; m++) {
        char o[1200], cache[1200];
        snprintf(o, sizeof o, "%s/%s", dir, models[m]);
        snprintf(cache, sizeof cache, "%s/cache", dir);
        CU_ASSERT_EQUAL_FATAL(table_cmd(models[m], o, cache, ""), 0);
        check_against_eval(models[m], o, cache);
        /* the JSON reads, names its provenance; the Markdown has a table per quantity */
        char path[1400];
        snprintf(path, sizeof path, "%s/table.json", o);
        json_error_t err;
        json_t *doc = json_load_file(path, 0, &err);
        CU_ASSERT_PTR_NOT_NULL_FATAL(doc);
        json_t *pv = json_object_get(doc, "provenance");
        CU_ASSERT(json_is_string(json_object_get(pv, "commit")) && json_is_string(json_object_get(pv, "machine")) &&
                  json_is_integer(json_object_get(pv, "seed")) && json_is_object(json_object_get(pv, "regimes")));
        CU_ASSERT_EQUAL(json_array_size(json_object_get(doc, "points")), 6);
        json_decref(doc);
        snprintf(path, sizeof path, "%s/table.md", o);
        unsigned char *md = NULL;
        size_t n = 0;
        SG_ASSERT_OK(sg_read_file(path, &md, &n));
        CU_ASSERT(md && strstr((char *)md, "### y, regime near1, D = 64") && strstr((char *)md, "| 4096 |"));
        free(md);
    }
}

/* gnuplot on PATH (scangate plot's own lookup, without SG_GNUPLOT). */
static int have_gnuplot(void) {
    return system("command -v gnuplot >/dev/null 2>&1") == 0;
}

static void test_table_to_plot(void) {
    char o[1200], a[3000];
    snprintf(o, sizeof o, "%s/samu", dir);
    snprintf(a, sizeof a, "plot '%s/table.csv' --out '%s/plots' --metric vs_canonical --quantity y", o, o);
    const int rc = sg_test_scangate("", a, out, sizeof out);
    /* without gnuplot (a machine the set-up did not prepare: SG_REQUIRE_GNUPLOT
     * is OFF there) the table still reads and the scripts are written: exit 12 */
    const char *require = sg_test_env("SG_REQUIRE_GNUPLOT", "ON");
    if (!have_gnuplot() && strcmp(require, "ON") != 0) {
        printf("\n    gnuplot not found: the images are not drawn (skipped; required with SG_NO_SKIP=ON)\n");
        CU_ASSERT_EQUAL(rc, SG_E_NOTOOL);
        return;
    }
    if (rc) fprintf(stderr, "\n  scangate %s -> %d\n%s\n", a, rc, out);
    CU_ASSERT_EQUAL(rc, 0);
    static const char *const backends[] = {"cpu.canonical_f32", "cpu.canonical_f64", "cpu.samu_chunk32_serial",
                                           "cpu.samu_chunk32_grouped64", "cpu.samu_hybrid"};
    for (int r = 0; r < 2; r++) {
        char path[1400];
        snprintf(path, sizeof path, "%s/plots/samu_%s_y_vs_canonical.png", o, regimes[r]);
        struct stat sb;
        CU_ASSERT(stat(path, &sb) == 0 && sb.st_size > 1000);
        snprintf(path, sizeof path, "%s/plots/samu_%s_y_vs_canonical.svg", o, regimes[r]);
        unsigned char *svg = NULL;
        size_t n = 0;
        SG_ASSERT_OK(sg_read_file(path, &svg, &n));
        for (size_t b = 0; svg && b < sizeof backends / sizeof backends[0]; b++) {
            const int named = strstr((char *)svg, backends[b]) != NULL;
            if (!named) fprintf(stderr, "\n  %s does not name %s\n", path, backends[b]);
            CU_ASSERT(named);
        }
        free(svg);
    }
}

static int count_records(const char *points) {
    char cmd[1400];
    snprintf(cmd, sizeof cmd, "ls '%s'/*/point.json 2>/dev/null | grep -c 'point.json$'", points);
    FILE *p = popen(cmd, "r");
    int n = 0;
    if (p && fscanf(p, "%d", &n) != 1) n = 0;
    if (p) pclose(p);
    return n;
}

static void test_kill_and_resume(void) {
    char o[1200], cache[1200], points[1300];
    snprintf(o, sizeof o, "%s/killed", dir);
    snprintf(cache, sizeof cache, "%s/cache-killed", dir); /* a cold cache: the run takes long enough to be killed */
    snprintf(points, sizeof points, "%s/points", o);
    const pid_t pid = fork();
    CU_ASSERT_FATAL(pid >= 0);
    if (pid == 0) {
        freopen("/dev/null", "w", stdout);
        freopen("/dev/null", "w", stderr);
        execl(sg_test_env("SCANGATE", "scangate"), "scangate", "table", "--model", "samu", "--out", o, "--dims", "64",
              "--lengths", "256,1024,4096", "--regimes", "init,near1", "--cache", cache, (char *)NULL);
        _exit(127);
    }
    int status = 0, killed = 0;
    for (int i = 0; i < 60000; i++) { /* up to 10 minutes */
        if (waitpid(pid, &status, WNOHANG) == pid) break;
        if (count_records(points) >= 2) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            killed = WIFSIGNALED(status);
            break;
        }
        nanosleep(&(struct timespec){0, 10000000L}, NULL);
    }
    printf("\n    killed with SIGKILL after %d point records: %s\n", count_records(points), killed ? "yes" : "no (it ended first)");
    CU_ASSERT(killed);
    CU_ASSERT_EQUAL(table_cmd("samu", o, cache, ""), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "computed now"));
    int now = -1, before = -1;
    const char *s = strstr(out, "points (");
    if (s) sscanf(s, "points (%d computed now, %d from", &now, &before);
    CU_ASSERT(before >= 2 && now >= 1 && now + before == 6);
    char a[1400], b[1400];
    snprintf(a, sizeof a, "%s/samu/table.csv", dir);
    snprintf(b, sizeof b, "%s/table.csv", o);
    char *ra = rows_text(a), *rb = rows_text(b);
    CU_ASSERT(ra && rb && strcmp(ra, rb) == 0);
    free(ra);
    free(rb);
}

/* The number in "(...; N backend evaluations now)" of the last command's summary. */
static int evaluations_now(void) {
    const char *s = strstr(out, "backend evaluations now");
    if (!s) return -1;
    while (s > out && s[-1] == ' ') s--;
    while (s > out && s[-1] >= '0' && s[-1] <= '9') s--;
    return atoi(s);
}

static void test_add_backend(void) {
    char o[1200], fresh[1200], cache[1200], a[3000];
    snprintf(o, sizeof o, "%s/grow", dir);
    snprintf(fresh, sizeof fresh, "%s/grow-fresh", dir);
    snprintf(cache, sizeof cache, "%s/cache", dir);
    const char *grid = "--model rglru --dims 64 --lengths 256,1024";
    /* the RG-LRU rows this machine has (the CUDA ones too on a GPU machine) */
    sg_backend_table table;
    sg_backends_fill(&table);
    const sg_model_desc *md = sg_model_find("rglru");
    int nb = 0;
    for (int i = 0; i < table.n; i++) nb += sg_model_runs(md, &table.b[i]) && table.b[i].available() == SG_OK;
    snprintf(a, sizeof a, "table %s --out '%s' --cache '%s' --backend cpu.canonical_f32", grid, o, cache);
    CU_ASSERT_EQUAL(sg_test_scangate("", a, out, sizeof out), 0);
    CU_ASSERT_EQUAL(evaluations_now(), 2);
    /* every backend: only those not yet there run, at each of the 2 points */
    snprintf(a, sizeof a, "table %s --out '%s' --cache '%s'", grid, o, cache);
    CU_ASSERT_EQUAL(sg_test_scangate("", a, out, sizeof out), 0);
    CU_ASSERT_EQUAL(evaluations_now(), 2 * (nb - 1));
    CU_ASSERT_EQUAL(sg_test_scangate("", a, out, sizeof out), 0);
    CU_ASSERT_EQUAL(evaluations_now(), 0);
    snprintf(a, sizeof a, "table %s --out '%s' --cache '%s'", grid, fresh, cache);
    CU_ASSERT_EQUAL(sg_test_scangate("", a, out, sizeof out), 0);
    CU_ASSERT_EQUAL(evaluations_now(), 2 * nb);
    char pa[1400], pb[1400];
    snprintf(pa, sizeof pa, "%s/table.csv", o);
    snprintf(pb, sizeof pb, "%s/table.csv", fresh);
    char *ra = rows_text(pa), *rb = rows_text(pb);
    CU_ASSERT(ra && rb && strcmp(ra, rb) == 0); /* grown backend by backend, the same rows in the same order */
    free(ra);
    free(rb);
}

/* The point files are trusted only while their hash verifies: a point CSV
 * edited (FAIL -> PASS, sed), one copied from another point over this one's, a
 * record copied with it, and a record without its hash (an older scangate)
 * are each computed again, said on stderr naming the file, and the table's
 * rows are those of a clean run. */
static void test_tampered_points(void) {
    char o[1200], cache[1200], a[3000], pa[1400];
    snprintf(o, sizeof o, "%s/tamper", dir);
    snprintf(cache, sizeof cache, "%s/cache", dir);
    const char *grid = "--model rglru --dims 64 --lengths 256,1024";
    snprintf(a, sizeof a, "table %s --out '%s' --cache '%s'", grid, o, cache);
    CU_ASSERT_EQUAL_FATAL(sg_test_scangate("", a, out, sizeof out), 0);
    snprintf(pa, sizeof pa, "%s/table.csv", o);
    char *clean = rows_text(pa);
    CU_ASSERT_PTR_NOT_NULL_FATAL(clean);
    CU_ASSERT_PTR_NOT_NULL(strstr(clean, ",FAIL")); /* the refused candidates FAIL somewhere: the edit changes rows */
    const char *p1 = "rglru_init_B1_D64_L256", *p2 = "rglru_init_B1_D64_L1024";
    static const struct {
        const char *what, *shell, *named;
    } edits[] = {
        {"sed FAIL -> PASS on every point CSV", "sed -i 's/,FAIL$/,PASS/' '%1$s'/points/*/*.csv",
         ".csv: the record_hash does not match"},
        {"a point CSV copied over another point's", "cp '%1$s/points/%2$s/cpu.rglru_assoc_bf16.csv' '%1$s/points/%3$s/'",
         "L1024/cpu.rglru_assoc_bf16.csv: the record_hash does not match"},
        {"a point's CSV and record copied over another's",
         "cp '%1$s/points/%2$s/cpu.rglru_assoc_f32.csv' '%1$s/points/%2$s/cpu.rglru_assoc_f32.json' '%1$s/points/%3$s/'",
         NULL /* another key: not this point's, computed again without a word */},
        {"a record without its hash (an older scangate)",
         "sed -i '/record_hash/d; s/\\(\"seconds\": [0-9.e+-]*\\),$/\\1/' '%1$s/points/%2$s/cpu.canonical_f32.json'",
         "no record_hash"},
    };
    for (size_t e = 0; e < sizeof edits / sizeof edits[0]; e++) {
        char cmd[2000];
        snprintf(cmd, sizeof cmd, edits[e].shell, o, p1, p2);
        CU_ASSERT_EQUAL_FATAL(system(cmd), 0);
        CU_ASSERT_EQUAL(sg_test_scangate("", a, out, sizeof out), 0);
        const int recomputed = evaluations_now() >= 1;
        const int said = !edits[e].named || (strstr(out, edits[e].named) && strstr(out, "computing it again"));
        if (!recomputed || !said) fprintf(stderr, "\n  %s: not recomputed or not said:\n%s\n", edits[e].what, out);
        CU_ASSERT(recomputed && said);
        char *now = rows_text(pa);
        const int same = now && strcmp(now, clean) == 0;
        if (!same) fprintf(stderr, "\n  %s: table.csv differs from the clean run's\n", edits[e].what);
        CU_ASSERT(same);
        free(now);
        /* and the next run takes every point as it is now */
        CU_ASSERT_EQUAL(sg_test_scangate("", a, out, sizeof out), 0);
        CU_ASSERT_EQUAL(evaluations_now(), 0);
    }
    free(clean);
}

/* Under MPI: 2 ranks (one machine) give the rows of one process; without an
 * MPI build the launcher is refused, never a table computed twice. */
static void test_mpi_two_ranks(void) {
    const char *mpiexec = sg_test_env("SG_MPIEXEC", "");
    if (!mpiexec[0]) {
        const int required = strcmp(sg_test_env("SG_REQUIRE_GNUPLOT", "ON"), "ON") == 0;
        printf("\n    built without MPI (SG_MPI=OFF): %s\n", required ? "FAILED (SG_NO_SKIP=ON: the set-up installs Open "
                                                                    "MPI)" : "skipped");
        CU_ASSERT(!required);
        return;
    }
    char o[1200], one[1200], cache[1200], a[4000];
    snprintf(o, sizeof o, "%s/mpi", dir);
    snprintf(one, sizeof one, "%s/mpi-one", dir);
    snprintf(cache, sizeof cache, "%s/cache-mpi", dir);
    const char *grid = "--model samu --dims 32 --lengths 256,1024,4096 --regimes init,near1";
    /* root may run it here (CI, containers); --oversubscribe: 2 ranks on any core count. In a
     * sanitizer build LeakSanitizer is off for the ranks only: Open MPI leaves its own allocations
     * (and those of the components it unloads) at MPI_Finalize; the single-process runs of this
     * test take the same table code through it with leak detection on. */
    snprintf(a, sizeof a,
             "ASAN_OPTIONS=detect_leaks=0 OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_plm_rsh_agent= '%s' -n 2 "
             "--oversubscribe '%s' table %s --out '%s' --cache '%s' 2>&1",
             mpiexec, sg_test_env("SCANGATE", "scangate"), grid, o, cache);
    FILE *p = popen(a, "r");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    const size_t got = fread(out, 1, sizeof out - 1, p);
    out[got] = 0;
    const int st = pclose(p);
    if (!(WIFEXITED(st) && WEXITSTATUS(st) == 0)) fprintf(stderr, "\n  %s\n%s\n", a, out);
    CU_ASSERT(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    /* one summary line (rank 0), counting both ranks' points */
    const char *first = strstr(out, "scangate table: 6 points (6 computed now");
    CU_ASSERT(first != NULL && strstr(first + 1, "scangate table:") == NULL);
    snprintf(a, sizeof a, "table %s --out '%s' --cache '%s'", grid, one, cache);
    CU_ASSERT_EQUAL(sg_test_scangate("", a, out, sizeof out), 0);
    char pa[1400], pb[1400];
    snprintf(pa, sizeof pa, "%s/table.csv", o);
    snprintf(pb, sizeof pb, "%s/table.csv", one);
    char *ra = rows_text(pa), *rb = rows_text(pb);
    CU_ASSERT(ra && rb && strcmp(ra, rb) == 0);
    printf("\n    2 MPI ranks: the rows of one process (%s)\n", ra && rb && strcmp(ra, rb) == 0 ? "identical" : "DIFFER");
    free(ra);
    free(rb);
}

static void test_bad_options(void) {
    static const struct {
        const char *args;
        int rc;
    } cases[] = {
        {"table --out /tmp/x", SG_E_USAGE},
        {"table --model rglru", SG_E_USAGE},
        {"table --model rglru --out /tmp/x --lengths 0", SG_E_USAGE},
        {"table --model rglru --out /tmp/x --dims 64,x", SG_E_USAGE},
        /* a point given twice, an empty element */
        {"table --model rglru --out /tmp/x --lengths 64,64", SG_E_USAGE},
        {"table --model rglru --out /tmp/x --lengths 64,,128", SG_E_USAGE},
        {"table --model rglru --out /tmp/x --lengths ,64", SG_E_USAGE},
        {"table --model rglru --out /tmp/x --lengths 64,", SG_E_USAGE},
        {"table --model rglru --out /tmp/x --dims 8,16,8", SG_E_USAGE},
        {"table --model rglru --out /tmp/x --regimes init,init", SG_E_USAGE},
        {"table --model rglru --out /tmp/x --regimes init,,near1", SG_E_USAGE},
        {"table --model lstm --out /tmp/x", SG_E_UNKNOWN},
        {"table --model rglru --out /tmp/x --regimes tepid", SG_E_UNKNOWN},
        {"table --model rglru --out /tmp/x --backend cpu.samu_hybrid", SG_E_UNKNOWN},
        {"table --model rglru --out /tmp/x --backend nope", SG_E_UNKNOWN},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const int rc = sg_test_scangate("", cases[i].args, out, sizeof out);
        if (rc != cases[i].rc) fprintf(stderr, "\n  scangate %s -> %d (want %d)\n%s\n", cases[i].args, rc, cases[i].rc, out);
        CU_ASSERT_EQUAL(rc, cases[i].rc);
    }
}

void sg_register_tests(void) {
    snprintf(dir, sizeof dir, "%s/table-test", sg_test_env("SG_BINARY_DIR", "/tmp"));
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    if (system(cmd) != 0) exit(1);
    static const sg_test_entry t[] = {
        {"signed metrics (bias, bias_z) written and read; a negative error metric refused", test_signed_metrics},
        {"table of both models: schema, finite values, rows equal to the evaluation's", test_table_matches_eval},
        {"table CSV -> plot: PNG and SVG naming every backend", test_table_to_plot},
        {"killed with SIGKILL and started again: the same rows, finished points kept", test_kill_and_resume},
        {"a backend added to a table: only it runs at each point, the rows as a fresh table's", test_add_backend},
        {"point files edited, copied or without their hash: computed again, the rows of a clean run",
         test_tampered_points},
        {"2 MPI ranks give the rows of one process", test_mpi_two_ranks},
        {"bad options and names: usage (2) and unknown (5)", test_bad_options},
        {NULL, NULL},
    };
    sg_add_suite("table", t);
}
