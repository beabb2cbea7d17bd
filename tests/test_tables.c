/* test_tables.c - the table CSV (tables/sg_tables.h) and what `scangate plot`
 * computes from it without gnuplot: the writer's rows read back bit for bit;
 * every kind of malformed file is refused with SG_E_FORMAT and a message naming
 * the file and line (and, through the command, exit 3); the growth exponent is
 * the slope of an exact power law, its 95% interval covers the true exponent
 * about 95% of the time on noisy series, and the t quantiles match the
 * published table; without gnuplot the command exits 12 having written its
 * scripts. All data here is synthetic, made by the test. */
#define _POSIX_C_SOURCE 200809L
#include "sg_test.h"
#include "sg_tables.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char out[1 << 16];

static const char *bdir(void) { return sg_test_env("SG_BINARY_DIR", "/tmp"); }

static int exists(const char *path) {
    struct stat sb;
    return stat(path, &sb) == 0;
}

/* ---- Student's t ------------------------------------------------------------ */

/* NIST/SEMATECH e-Handbook of Statistical Methods, section 1.3.6.7.2,
 * "Critical values of the Student's t distribution", column 0.975 (upper
 * tail 0.025: the two-sided 95% quantile), printed to 3 decimals. */
static void test_t_quantiles_match_nist(void) {
    static const struct {
        int dof;
        double t;
    } nist[] = {{1, 12.706}, {2, 4.303},  {3, 3.182},  {4, 2.776},  {5, 2.571},  {6, 2.447},  {7, 2.365},
                {8, 2.306},  {9, 2.262},  {10, 2.228}, {15, 2.131}, {20, 2.086}, {30, 2.042}, {50, 2.009},
                {100, 1.984}};
    for (size_t i = 0; i < sizeof nist / sizeof nist[0]; i++) {
        const double t = sg_t_quantile(0.95, nist[i].dof);
        if (!(fabs(t - nist[i].t) <= 5e-4)) fprintf(stderr, "\n  dof %d: t = %.6f, NIST %.3f\n", nist[i].dof, t, nist[i].t);
        SG_ASSERT_CLOSE(t, nist[i].t, 5e-4);
    }
    /* closed forms: dof 1 is Cauchy (P(|T| <= 1) = 1/2), dof 2 has t = sqrt(2 p^2 / (1 - p^2)) */
    SG_ASSERT_CLOSE(sg_t_central(1.0, 1), 0.5, 1e-15);
    SG_ASSERT_CLOSE(sg_t_quantile(0.95, 2), sqrt(2 * 0.95 * 0.95 / (1 - 0.95 * 0.95)), 1e-10);
    /* a large dof approaches the normal 1.959964 */
    SG_ASSERT_CLOSE(sg_t_quantile(0.95, 100000), 1.959964, 1e-4);
    CU_ASSERT(isnan(sg_t_quantile(0.95, 0)));
    CU_ASSERT(isnan(sg_t_quantile(1.0, 5)));
}

/* ---- the growth exponent ----------------------------------------------------- */

/* Synthetic: value = c L^k exactly (up to double rounding): slope k, a zero
 * width interval, intercept log10 c. */
static void test_fit_exact_power_law(void) {
    double L[7], v[7];
    for (int i = 0; i < 7; i++) {
        L[i] = ldexp(1.0, 11 + i); /* 2048 .. 131072 */
        v[i] = 3e-7 * pow(L[i], 0.75);
    }
    sg_growth_fit f;
    sg_growth_fit_compute(L, v, 7, &f);
    CU_ASSERT_EQUAL(f.state, SG_FIT_OK);
    CU_ASSERT_EQUAL(f.n, 7);
    CU_ASSERT_EQUAL(f.dof, 5);
    SG_ASSERT_CLOSE(f.slope, 0.75, 1e-12);
    SG_ASSERT_CLOSE(f.intercept, log10(3e-7), 1e-10);
    CU_ASSERT(f.se <= 1e-12);
    CU_ASSERT(f.lo <= f.slope && f.slope <= f.hi && f.hi - f.lo <= 1e-10);
    SG_ASSERT_CLOSE(f.lmin, 2048, 0);
    SG_ASSERT_CLOSE(f.lmax, 131072, 0);
    CU_ASSERT(f.monotone);
    SG_ASSERT_CLOSE(f.spearman, 1.0, 1e-15);
}

/* A series that falls and rises has a least-squares slope but no growth law:
 * its rank correlation with L is low (here 0.1), so it is not monotone; a
 * falling power law is (rank correlation -1); ties share their ranks. */
static void test_fit_monotone(void) {
    const double L[5] = {1024, 2048, 4096, 8192, 16384};
    const double up_down[5] = {1e-5, 4e-5, 2e-5, 5e-5, 1e-5}, falling[5] = {5e-5, 4e-5, 3e-5, 2e-5, 1e-5};
    sg_growth_fit f;
    sg_growth_fit_compute(L, up_down, 5, &f);
    CU_ASSERT_EQUAL(f.state, SG_FIT_OK);
    CU_ASSERT(!f.monotone);
    CU_ASSERT(fabs(f.spearman) < SG_FIT_MIN_RANK_CORR);
    sg_growth_fit_compute(L, falling, 5, &f);
    CU_ASSERT(f.monotone);
    SG_ASSERT_CLOSE(f.spearman, -1.0, 1e-15);
    const double tied[5] = {1e-5, 2e-5, 2e-5, 3e-5, 4e-5}; /* ranks 1, 2.5, 2.5, 4, 5 */
    sg_growth_fit_compute(L, tied, 5, &f);
    CU_ASSERT(f.monotone && f.spearman > 0.97 && f.spearman < 1.0);
    const double flat[3] = {1e-5, 1e-5, 1e-5}; /* a constant: no rank correlation, no growth law */
    sg_growth_fit_compute(L, flat, 3, &f);
    CU_ASSERT(isnan(f.spearman) && !f.monotone);
}

/* Points with value 0 (or negative) and non-finite points are left out and
 * counted; two points give a slope without an interval; one L, none. */
static void test_fit_left_out_and_degenerate(void) {
    const double L[6] = {1024, 2048, 4096, 8192, 16384, 32768};
    const double v[6] = {1e-5, 0, (double)NAN, 4e-5, (double)INFINITY, 0};
    sg_growth_fit f;
    sg_growth_fit_compute(L, v, 6, &f);
    CU_ASSERT_EQUAL(f.n, 2);
    CU_ASSERT_EQUAL(f.n_zero, 2);
    CU_ASSERT_EQUAL(f.n_nonfinite, 2);
    CU_ASSERT_EQUAL(f.state, SG_FIT_NO_CI);
    SG_ASSERT_CLOSE(f.slope, log10(4.0) / log10(8.0), 1e-12); /* 1024 -> 8192: x8, 1e-5 -> 4e-5: x4 */
    CU_ASSERT(isnan(f.lo) && isnan(f.hi) && isnan(f.t));
    const double L1[3] = {4096, 4096, 4096}, v1[3] = {1e-5, 2e-5, 3e-5};
    sg_growth_fit_compute(L1, v1, 3, &f);
    CU_ASSERT_EQUAL(f.state, SG_FIT_NONE);
    CU_ASSERT(isnan(f.slope));
    const double v0[3] = {0, 0, (double)NAN};
    sg_growth_fit_compute(L1, v0, 3, &f);
    CU_ASSERT_EQUAL(f.state, SG_FIT_NONE);
    CU_ASSERT_EQUAL(f.n, 0);
    CU_ASSERT(isnan(f.lmin));
}

/* A standard normal from splitmix64 (Box-Muller). */
static double gauss(uint64_t *s) {
    const double u1 = ((double)(sg_test_splitmix64(s) >> 11) + 0.5) * 0x1p-53;
    const double u2 = (double)(sg_test_splitmix64(s) >> 11) * 0x1p-53;
    return sqrt(-2 * log(u1)) * cos(2 * 3.14159265358979323846 * u2);
}

/* Synthetic noisy series: log10 value = log10 c + k log10 L + N(0, 0.1^2), 5
 * lengths (3 degrees of freedom, where the t quantile 3.18 differs most from
 * the normal 1.96). Over 2000 series (seed 20261129) the 95% interval must
 * cover k in 95% of them: 1900 expected, binomial sd 9.7; accepted 1860..1940
 * (about 4 sd); it covers 1911. The normal quantile 1.96 instead of t's 3.18
 * would cover 1723 (86%). */
static void test_fit_interval_coverage(void) {
    uint64_t seed = 20261129;
    int covered = 0;
    const int trials = 2000;
    const double k = 0.5;
    for (int tr = 0; tr < trials; tr++) {
        double L[5], v[5];
        for (int i = 0; i < 5; i++) {
            L[i] = ldexp(1.0, 11 + 2 * i);
            v[i] = 1e-6 * pow(L[i], k) * pow(10.0, 0.1 * gauss(&seed));
        }
        sg_growth_fit f;
        sg_growth_fit_compute(L, v, 5, &f);
        CU_ASSERT_EQUAL_FATAL(f.state, SG_FIT_OK);
        covered += f.lo <= k && k <= f.hi;
    }
    if (covered < 1860 || covered > 1940) fprintf(stderr, "\n  coverage %d of %d\n", covered, trials);
    CU_ASSERT(covered >= 1860 && covered <= 1940);
}

/* ---- the reader and the writer ------------------------------------------------- */

static const char *head = SG_TABLE_MAGIC "\n# command: scangate table --set ci\n# commit: 0123abc\n# seed: 20261129\n"
                          SG_TABLE_HEADER "\n";

/* The writer's rows read back with the same values, bit for bit (%.17g), nan
 * and inf included; the provenance too. */
static void test_write_read_round_trip(void) {
    static const double vals[] = {1.2345678901234567e-5, 0.1, 4.9406564584124654e-324, 1.7976931348623157e308, 0,
                                  (double)NAN, (double)INFINITY, 3.0};
    char path[1024];
    snprintf(path, sizeof path, "%s/tables-roundtrip.csv", bdir());
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    sg_table_prov p;
    sg_table_prov_set(&p, "scangate table --set ci --out t\001x", "0123abc", "20261129");
    SG_ASSERT_OK(sg_table_write_header(f, &p));
    const int n = (int)(sizeof vals / sizeof vals[0]);
    for (int i = 0; i < n; i++) {
        sg_table_row r;
        memset(&r, 0, sizeof r);
        snprintf(r.model, sizeof r.model, "rglru");
        snprintf(r.regime, sizeof r.regime, "near1");
        r.B = 1;
        r.D = 1024;
        r.L = (int64_t)2048 << i;
        snprintf(r.backend, sizeof r.backend, "cpu.rglru_chunk16_serial");
        snprintf(r.quantity, sizeof r.quantity, "h_last");
        snprintf(r.metric, sizeof r.metric, "rel_l2");
        r.value = vals[i];
        r.verdict = (sg_table_verdict)(i % SG_TV_COUNT);
        SG_ASSERT_OK(sg_table_write_row(f, &r));
    }
    sg_table_row bad;
    memset(&bad, 0, sizeof bad);
    snprintf(bad.model, sizeof bad.model, "rg lru"); /* not a name */
    snprintf(bad.regime, sizeof bad.regime, "x");
    snprintf(bad.backend, sizeof bad.backend, "x");
    snprintf(bad.quantity, sizeof bad.quantity, "x");
    snprintf(bad.metric, sizeof bad.metric, "x");
    bad.B = bad.D = bad.L = 1;
    SG_ASSERT_STATUS(sg_table_write_row(f, &bad), SG_E_INTERNAL);
    snprintf(bad.model, sizeof bad.model, "rglru");
    bad.value = -1;
    SG_ASSERT_STATUS(sg_table_write_row(f, &bad), SG_E_INTERNAL);
    fclose(f);
    sg_table t;
    SG_ASSERT_OK(sg_table_load(path, &t));
    CU_ASSERT_EQUAL_FATAL(t.n, n);
    CU_ASSERT_STRING_EQUAL(t.prov.command, "scangate table --set ci --out t\\x01x");
    CU_ASSERT_STRING_EQUAL(t.prov.commit, "0123abc");
    CU_ASSERT_STRING_EQUAL(t.prov.seed, "20261129");
    for (int i = 0; i < n; i++) {
        const sg_table_row *r = &t.rows[i];
        CU_ASSERT(isnan(vals[i]) ? isnan(r->value) : memcmp(&r->value, &vals[i], sizeof r->value) == 0);
        CU_ASSERT_EQUAL(r->L, (int64_t)2048 << i);
        CU_ASSERT_EQUAL(r->verdict, (sg_table_verdict)(i % SG_TV_COUNT));
        CU_ASSERT_STRING_EQUAL(r->backend, "cpu.rglru_chunk16_serial");
        CU_ASSERT_EQUAL(r->line, 6 + i);
    }
    sg_table_free(&t);
}

/* CRLF line endings, blank lines, extra comment lines before the header and
 * comments after it are read. */
static void test_reader_tolerates(void) {
    const char *text = SG_TABLE_MAGIC "\r\n# note: made by hand\r\n# seed: 1\r\n\r\n# commit: c\r\n# command: x\r\n" SG_TABLE_HEADER
                                      "\r\n\r\nsamu,init,2,38,83,cpu.samu_hybrid,dw_phi,model_ulp,3.5,report\r\n"
                                      "# a comment\r\nsamu,init,2,38,84,cpu.samu_hybrid,dw_phi,model_ulp,nan,FAIL";
    sg_table t;
    SG_ASSERT_OK(sg_table_parse(text, strlen(text), "crlf.csv", &t));
    CU_ASSERT_EQUAL(t.n, 2);
    if (t.n == 2) {
        CU_ASSERT_EQUAL(t.rows[0].line, 9);
        CU_ASSERT_EQUAL(t.rows[0].verdict, SG_TV_REPORT);
        CU_ASSERT(isnan(t.rows[1].value));
        CU_ASSERT_EQUAL(t.rows[1].line, 11);
    }
    sg_table_free(&t);
}

/* Each malformed text is refused with SG_E_FORMAT and a message holding
 * `want` (the file and line, and what is wrong). */
static void expect_bad(const char *text, size_t len, const char *want, const char *want2) {
    sg_table t;
    const sg_status st = sg_table_parse(text, len, "bad.csv", &t);
    if (st != SG_E_FORMAT || !strstr(sg_errmsg(), want) || (want2 && !strstr(sg_errmsg(), want2)))
        fprintf(stderr, "\n  want '%s' / '%s', got %d: %s\n", want, want2 ? want2 : "", (int)st, sg_errmsg());
    CU_ASSERT_EQUAL(st, SG_E_FORMAT);
    CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), want));
    if (want2) CU_ASSERT_PTR_NOT_NULL(strstr(sg_errmsg(), want2));
    CU_ASSERT_EQUAL(t.n, 0);
    CU_ASSERT_PTR_NULL(t.rows);
}

static void bad_row(const char *row, const char *want2) {
    char text[2048];
    snprintf(text, sizeof text, "%srglru,init,1,8,16,cpu.canonical_f32,y,rel_l2,1e-3,PASS\n%s\n", head, row);
    expect_bad(text, strlen(text), "bad.csv:7:", want2);
}

static void test_reader_refuses(void) {
    char text[2048];
    expect_bad("", 0, "bad.csv:1:", "empty");
    expect_bad("model,regime\n", 13, "bad.csv:1:", "not a scangate table");
    expect_bad("# scangate table v2\n", 20, "bad.csv:1:", "version 'v2'");
    snprintf(text, sizeof text, "%s\n# commit: c\n# seed: 1\n%s\nrglru,init,1,8,16,b,y,rel_l2,1,PASS\n", SG_TABLE_MAGIC,
             SG_TABLE_HEADER);
    expect_bad(text, strlen(text), "bad.csv:4:", "no '# command:'");
    snprintf(text, sizeof text, "%s# seed: 2\n", head);
    expect_bad(text, strlen(text), "bad.csv:6:", "no data rows"); /* a comment after the header is a comment */
    snprintf(text, sizeof text, "%s\n# command: a\n# command: b\n", SG_TABLE_MAGIC);
    expect_bad(text, strlen(text), "bad.csv:3:", "second '# command:'");
    snprintf(text, sizeof text, "%s\n# command: a\n# commit: c\n# seed: 1\n", SG_TABLE_MAGIC);
    expect_bad(text, strlen(text), "bad.csv:4:", "no header line");
    /* the header: a missing column, a column out of place, one too many */
    snprintf(text, sizeof text, "%s\n# command: a\n# commit: c\n# seed: 1\nmodel,regime,B,D,L,backend,quantity,metric,verdict\n",
             SG_TABLE_MAGIC);
    expect_bad(text, strlen(text), "bad.csv:5:", "no column 'value'");
    snprintf(text, sizeof text, "%s\n# command: a\n# commit: c\n# seed: 1\nmodel,regime,B,D,L,backend,metric,quantity,value,verdict\n",
             SG_TABLE_MAGIC);
    expect_bad(text, strlen(text), "bad.csv:5:", "column 'quantity' in place 8");
    snprintf(text, sizeof text, "%s\n# command: a\n# commit: c\n# seed: 1\n%s,extra\n", SG_TABLE_MAGIC, SG_TABLE_HEADER);
    expect_bad(text, strlen(text), "bad.csv:5:", "beyond 'verdict'");
    /* rows */
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,PASS", "9 fields, expected 10");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,1e-3,PASS,x", "11 fields");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,abc,PASS", "column 'value': 'abc' is not a number");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,1e-3x,PASS", "is not a number");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,,PASS", "column 'value'");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,0x1p-3,PASS", "is not a number");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,1e999,PASS", "is not a number");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,-2e-3,PASS", "negative");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,-inf,PASS", "negative");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2, 1e-3,PASS", "is not a number");
    bad_row("rglru,init,1,8,032,cpu.canonical_f32,y,rel_l2,1e-3,PASS", "column 'L': '032'");
    bad_row("rglru,init,0,8,32,cpu.canonical_f32,y,rel_l2,1e-3,PASS", "column 'B': '0'");
    bad_row("rglru,init,1,-8,32,cpu.canonical_f32,y,rel_l2,1e-3,PASS", "column 'D'");
    bad_row("rglru,init,1,8,1099511627777,cpu.canonical_f32,y,rel_l2,1e-3,PASS", "column 'L'");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,1e-3,pass", "column 'verdict': 'pass'");
    bad_row("rglru,in it,1,8,32,cpu.canonical_f32,y,rel_l2,1e-3,PASS", "column 'regime': 'in it'");
    bad_row("rglru,init,1,8,32,\"cpu.canonical_f32\",y,rel_l2,1e-3,PASS", "column 'backend'");
    bad_row(",init,1,8,32,cpu.canonical_f32,y,rel_l2,1e-3,PASS", "column 'model': ''");
    bad_row("rglru,init,1,8,16,cpu.canonical_f32,y,rel_l2,2e-3,FAIL", "second row for model rglru");
    bad_row("rglru,init,1,8,16,cpu.canonical_f32,y,rel_l2,2e-3,FAIL", "(the first at line 6)");
    bad_row("rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,1e-3,PASS\rx", "carriage return");
    /* a NUL byte, named by its line */
    const size_t hl = strlen(head);
    memcpy(text, head, hl);
    memcpy(text + hl, "rglru,init\0,1", 13);
    expect_bad(text, hl + 13, "bad.csv:6:", "NUL");
    /* a name of 64 characters is one too long */
    char row[512];
    snprintf(row, sizeof row, "rglru,init,1,8,32,cpu.%060d,y,rel_l2,1e-3,PASS", 0);
    bad_row(row, "column 'backend'");
}

/* ---- through the command, without gnuplot --------------------------------------- */

static int sg(const char *prefix, const char *args) { return sg_test_scangate(prefix, args, out, sizeof out); }

/* A malformed table: exit 3 naming file:line; a missing one: exit 9; usage
 * errors: exit 2; a metric, model or quantity the table lacks: exit 5. */
static void test_command_refuses(void) {
    char dir[1024], path[1100], a[3000], text[2048];
    snprintf(dir, sizeof dir, "%s/tables-cli", bdir());
    mkdir(dir, 0777);
    /* malformed files: each refused naming the file and line */
    static const struct {
        const char *file, *rows, *message;
        int with_head;
    } bad[] = {
        {"bad-value.csv",
         "rglru,init,1,8,16,cpu.canonical_f32,y,rel_l2,1e-3,PASS\nrglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,0.5.5,PASS\n",
         "bad-value.csv:7: column 'value': '0.5.5' is not a number", 1},
        {"bad-header.csv", "\n# command: a\n# commit: c\n# seed: 1\nmodel,regime,B,D,L,backend,quantity,value,verdict\n",
         "bad-header.csv:5: header has no column 'metric'", 0},
        {"missing-column.csv", "rglru,init,1,8,16,cpu.canonical_f32,y,1e-3,PASS\n",
         "missing-column.csv:6: 9 fields, expected 10", 1},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, bad[i].file);
        snprintf(text, sizeof text, "%s%s", bad[i].with_head ? head : SG_TABLE_MAGIC, bad[i].rows);
        sg_test_write_text(path, text);
        snprintf(a, sizeof a, "plot '%s' --out '%s/out'", path, dir);
        CU_ASSERT_EQUAL(sg("", a), SG_E_FORMAT);
        CU_ASSERT_PTR_NOT_NULL(strstr(out, bad[i].message));
    }
    snprintf(path, sizeof path, "%s/not-a-table.csv", dir);
    sg_test_write_text(path, "model,regime,B,D,L,backend,quantity,metric,value,verdict\n");
    snprintf(a, sizeof a, "plot '%s' --out '%s/out'", path, dir);
    CU_ASSERT_EQUAL(sg("", a), SG_E_FORMAT);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "not-a-table.csv:1:"));
    snprintf(a, sizeof a, "plot '%s/none.csv' --out '%s/out'", dir, dir);
    CU_ASSERT_EQUAL(sg("", a), SG_E_IO);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "none.csv"));
    /* usage */
    snprintf(path, sizeof path, "%s/good.csv", dir);
    snprintf(text, sizeof text, "%srglru,init,1,8,16,cpu.canonical_f32,y,rel_l2,1e-3,PASS\n", head);
    sg_test_write_text(path, text);
    snprintf(a, sizeof a, "plot '%s'", path);
    CU_ASSERT_EQUAL(sg("", a), SG_E_USAGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "--out"));
    snprintf(a, sizeof a, "plot '%s' --out '%s/out' --colour red", path, dir);
    CU_ASSERT_EQUAL(sg("", a), SG_E_USAGE);
    CU_ASSERT_EQUAL(sg("", "plot --out x"), SG_E_USAGE);
    /* names the table lacks */
    snprintf(a, sizeof a, "plot '%s' --out '%s/out' --metric max_ulp", path, dir);
    CU_ASSERT_EQUAL(sg("", a), SG_E_UNKNOWN);
    CU_ASSERT(strstr(out, "no row with metric max_ulp") && strstr(out, "rel_l2"));
    snprintf(a, sizeof a, "plot '%s' --out '%s/out' --model samu", path, dir);
    CU_ASSERT_EQUAL(sg("", a), SG_E_UNKNOWN);
    snprintf(a, sizeof a, "plot '%s' --out '%s/out' --quantity dx", path, dir);
    CU_ASSERT_EQUAL(sg("", a), SG_E_UNKNOWN);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "quantity dx"));
}

/* No gnuplot (SG_GNUPLOT names a program that is not there): exit 12 with a
 * message saying so, the scripts and growth files written, no image. */
static void test_command_without_gnuplot(void) {
    char dir[1024], path[1100], a[3000], text[2048];
    snprintf(dir, sizeof dir, "%s/tables-nognuplot", bdir());
    mkdir(dir, 0777);
    snprintf(path, sizeof path, "%s/t.csv", dir);
    snprintf(text, sizeof text, "%srglru,init,1,8,16,cpu.canonical_f32,y,rel_l2,1e-3,PASS\n"
                                "rglru,init,1,8,32,cpu.canonical_f32,y,rel_l2,2e-3,PASS\n", head);
    sg_test_write_text(path, text);
    char png[1200], gp[1200];
    snprintf(png, sizeof png, "%s/out/rglru_y_rel_l2.png", dir);
    snprintf(gp, sizeof gp, "%s/out/rglru_y_rel_l2.gp", dir);
    unlink(png);
    unlink(gp);
    snprintf(a, sizeof a, "plot '%s' --out '%s/out'", path, dir);
    CU_ASSERT_EQUAL(sg("SG_GNUPLOT=/nonexistent/gnuplot", a), SG_E_NOTOOL);
    CU_ASSERT(strstr(out, "gnuplot not found") && strstr(out, "SG_GNUPLOT=/nonexistent/gnuplot"));
    CU_ASSERT(exists(gp));
    CU_ASSERT(!exists(png));
    snprintf(path, sizeof path, "%s/out/growth_rel_l2.csv", dir);
    CU_ASSERT(exists(path));
    CU_ASSERT_EQUAL(sg("PATH=/nonexistent", a), SG_E_NOTOOL);
    CU_ASSERT_PTR_NOT_NULL(strstr(out, "on PATH"));
}

void sg_register_tests(void) {
    static const sg_test_entry t[] = {
        {"t quantiles match the NIST table", test_t_quantiles_match_nist},
        {"fit: exact power law gives its exponent", test_fit_exact_power_law},
        {"growth fit: a series that falls and rises is not monotone (rank correlation)", test_fit_monotone},
        {"fit: zero and non-finite points left out and counted; degenerate series", test_fit_left_out_and_degenerate},
        {"fit: the 95% interval covers the exponent 95% of the time", test_fit_interval_coverage},
        {"writer rows read back bit for bit", test_write_read_round_trip},
        {"reader: CRLF, blank lines, comments", test_reader_tolerates},
        {"reader: malformed tables refused with file:line", test_reader_refuses},
        {"plot: malformed table, usage and unknown names", test_command_refuses},
        {"plot: without gnuplot, exit 12 and the scripts", test_command_without_gnuplot},
        {NULL, NULL}};
    sg_add_suite("tables", t);
}
