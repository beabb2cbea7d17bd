/* test_plot.c - the CSV -> plot path of `scangate plot`, with gnuplot: from a
 * synthetic table written here (documented below; no backend ran), the PNG
 * and SVG of every plot exist, each error plot's legend names every backend
 * (a backend with no positive value too), the THRESHOLDS.md limits and, on
 * vs_canonical of y only, the study's 5e-6 gate are drawn and labelled, the
 * growth file holds the exponents the data was made with, and a second run
 * writes the same scripts and growth files byte for byte with no temporaries
 * left behind; a gnuplot that hangs is killed after SG_GNUPLOT_TIMEOUT.
 *
 * gnuplot is installed by scripts/setup.sh. Without it this program prints why
 * and exits 77: CTest counts that as skipped in a developer's build and as
 * failed with SG_NO_SKIP=ON (the set-up's and CI's build). */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* DIR */
#include "sg_test.h"
#include "sg_gates.h"
#include "sg_tables.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char out[1 << 16];
static char dir[1024];

/* The synthetic table. RG-LRU, regime init, B = 1, D = 1024, L = 2048 * 2^i
 * (i = 0..6), quantities y and h_last, metrics rel_l2 and vs_canonical:
 *   cpu.canonical_f32            1e-6 L^0.5 (vs_canonical: 0, itself)
 *   cpu.canonical_f64            1e-9 L^0.5
 *   cpu.rglru_chunk16_serial     2e-7 L^0.75
 *   cpu.rglru_chunk16_grouped32  1e-8 L^1, but 0 at L = 4096 and nan at L = 8192
 *   external.numpy-f32           3e-7 L^0.6 10^(0.05 z), z standard normal
 *                                (splitmix64 from 20261129, Box-Muller)
 * SAMU, z_last, rel_l2, regimes init (cpu.samu_hybrid, D = 38) and near1
 * (cpu.samu_hybrid at D = 38 and D = 76), L = 64, 128, 256: 1e-7 L^0.5. */
static const struct {
    const char *backend;
    double c, k;
} rg[] = {{"cpu.canonical_f32", 1e-6, 0.5},
          {"cpu.canonical_f64", 1e-9, 0.5},
          {"cpu.rglru_chunk16_serial", 2e-7, 0.75},
          {"cpu.rglru_chunk16_grouped32", 1e-8, 1.0},
          {"external.numpy-f32", 3e-7, 0.6}};
#define NRG ((int)(sizeof rg / sizeof rg[0]))

static double gauss(uint64_t *s) {
    const double u1 = ((double)(sg_test_splitmix64(s) >> 11) + 0.5) * 0x1p-53;
    const double u2 = (double)(sg_test_splitmix64(s) >> 11) * 0x1p-53;
    return sqrt(-2 * log(u1)) * cos(2 * 3.14159265358979323846 * u2);
}

static void write_table(const char *path) {
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    sg_table_prov p;
    sg_table_prov_set(&p, "tests/test_plot.c (synthetic: no backend ran)", "synthetic", "20261129");
    SG_ASSERT_OK(sg_table_write_header(f, &p));
    uint64_t seed = 20261129;
    sg_table_row r;
    static const char *const qs[2] = {"y", "h_last"}, *const ms[2] = {"rel_l2", "vs_canonical"};
    for (int q = 0; q < 2; q++)
        for (int m = 0; m < 2; m++)
            for (int b = 0; b < NRG; b++)
                for (int i = 0; i < 7; i++) {
                    memset(&r, 0, sizeof r);
                    snprintf(r.model, sizeof r.model, "rglru");
                    snprintf(r.regime, sizeof r.regime, "init");
                    snprintf(r.backend, sizeof r.backend, "%s", rg[b].backend);
                    snprintf(r.quantity, sizeof r.quantity, "%s", qs[q]);
                    snprintf(r.metric, sizeof r.metric, "%s", ms[m]);
                    r.B = 1;
                    r.D = 1024;
                    r.L = (int64_t)2048 << i;
                    r.value = rg[b].c * pow((double)r.L, rg[b].k);
                    if (b == NRG - 1) r.value *= pow(10.0, 0.05 * gauss(&seed));
                    if (b == 3 && i == 1) r.value = 0;
                    if (b == 3 && i == 2) r.value = (double)NAN;
                    if (b == 0 && m == 1) r.value = 0;
                    r.verdict = SG_TV_PASS;
                    SG_ASSERT_OK(sg_table_write_row(f, &r));
                }
    static const struct {
        const char *regime;
        int64_t D;
    } sa[3] = {{"init", 38}, {"near1", 38}, {"near1", 76}};
    for (int s = 0; s < 3; s++)
        for (int i = 0; i < 3; i++) {
            memset(&r, 0, sizeof r);
            snprintf(r.model, sizeof r.model, "samu");
            snprintf(r.regime, sizeof r.regime, "%s", sa[s].regime);
            snprintf(r.backend, sizeof r.backend, "cpu.samu_hybrid");
            snprintf(r.quantity, sizeof r.quantity, "z_last");
            snprintf(r.metric, sizeof r.metric, "rel_l2");
            r.B = 1;
            r.D = sa[s].D;
            r.L = (int64_t)64 << i;
            r.value = 1e-7 * sqrt((double)r.L);
            r.verdict = SG_TV_PASS;
            SG_ASSERT_OK(sg_table_write_row(f, &r));
        }
    CU_ASSERT_EQUAL(fclose(f), 0);
}

static char *slurp(const char *path, size_t *len) {
    unsigned char *buf = NULL;
    size_t n = 0;
    if (sg_read_file(path, &buf, &n) != SG_OK) {
        fprintf(stderr, "\n  cannot read %s: %s\n", path, sg_errmsg());
        return NULL;
    }
    if (len) *len = n;
    return (char *)buf;
}

/* NAME.png is a PNG and NAME.svg an SVG, in `d`; the SVG's text returned. */
static char *images(const char *d, const char *name) {
    char path[1400];
    size_t n;
    snprintf(path, sizeof path, "%s/%s.png", d, name);
    char *png = slurp(path, &n);
    CU_ASSERT_PTR_NOT_NULL(png);
    if (png) CU_ASSERT(n > 1000 && memcmp(png, "\x89PNG\r\n\x1a\n", 8) == 0);
    free(png);
    snprintf(path, sizeof path, "%s/%s.svg", d, name);
    char *svg = slurp(path, NULL);
    CU_ASSERT_PTR_NOT_NULL(svg);
    if (svg) CU_ASSERT_PTR_NOT_NULL(strstr(svg, "<svg"));
    return svg;
}

/* Whether the SVG has a text element starting with `s` (a legend entry). */
static int svg_text(const char *svg, const char *s) {
    char want[400];
    snprintf(want, sizeof want, "<text>%s", s);
    return svg && strstr(svg, want) != NULL;
}

static int run_plot(const char *table, const char *outdir, const char *more) {
    char a[3000];
    snprintf(a, sizeof a, "plot '%s' --out '%s' %s", table, outdir, more);
    const int rc = sg_test_scangate("", a, out, sizeof out);
    if (rc != 0) fprintf(stderr, "\n  scangate %s -> %d\n%s\n", a, rc, out);
    return rc;
}

/* The growth file's row of (model, regime, quantity, backend, D) as fields. */
static int growth_row(const char *csv, const char *model, const char *regime, const char *quantity, const char *backend,
                      int D, double *slope, double *lo, double *hi, int *n, int *nzero, int *nnonfinite) {
    char want[300];
    snprintf(want, sizeof want, "\n%s,%s,%s,", model, regime, quantity);
    for (const char *p = strstr(csv, want); p; p = strstr(p + 1, want)) {
        char m[64], r[64], q[64], met[64], b[64];
        long long B, DD;
        int k = sscanf(p + 1, "%63[^,],%63[^,],%63[^,],%63[^,],%63[^,],%lld,%lld,%d,%d,%d,%*[^,],%*[^,],%lf,%lf,%lf", m,
                       r, q, met, b, &B, &DD, n, nzero, nnonfinite, slope, lo, hi);
        if (k >= 11 && strcmp(b, backend) == 0 && DD == D) return k;
    }
    return 0;
}

static void test_csv_to_plot(void) {
    char table[1200], o1[1200], path[1400];
    snprintf(table, sizeof table, "%s/synthetic-table.csv", dir);
    snprintf(o1, sizeof o1, "%s/plots", dir);
    write_table(table);
    CU_ASSERT_EQUAL_FATAL(run_plot(table, o1, ""), 0);
    /* RG-LRU: every backend in the legend of each error plot, the limits of THRESHOLDS.md */
    sg_thresholds th;
    snprintf(path, sizeof path, "%s/THRESHOLDS.md", sg_test_env("SG_SOURCE_DIR", "."));
    SG_ASSERT_OK(sg_thresholds_load(path, &th));
    static const char *const qs[2] = {"y", "h_last"};
    for (int q = 0; q < 2; q++) {
        char name[128], lab[300];
        snprintf(name, sizeof name, "rglru_%s_rel_l2", qs[q]);
        char *svg = images(o1, name);
        for (int b = 0; b < NRG; b++) {
            if (!svg_text(svg, rg[b].backend)) fprintf(stderr, "\n  %s.svg: no legend entry %s\n", name, rg[b].backend);
            CU_ASSERT(svg_text(svg, rg[b].backend));
        }
        const sg_threshold *row = sg_thresholds_find(&th, "rglru", qs[q], "rel_l2");
        CU_ASSERT_PTR_NOT_NULL_FATAL(row);
        snprintf(lab, sizeof lab, "FAIL limit %g (THRESHOLDS.md rglru.%s.rel_l2)", row->fail, qs[q]);
        if (row->marginal == row->fail) snprintf(lab, sizeof lab, "MARGINAL = FAIL limit %g", row->fail);
        CU_ASSERT(svg_text(svg, lab));
        snprintf(lab, sizeof lab, "MARGINAL limit %g (THRESHOLDS.md rglru.%s.rel_l2)", row->marginal, qs[q]);
        if (row->marginal != row->fail) CU_ASSERT(svg_text(svg, lab));
        CU_ASSERT(!svg_text(svg, "study gate"));
        CU_ASSERT(svg_text(svg, "cpu.rglru_chunk16_grouped32: k = 1.000") &&
                  strstr(svg, "2 of 7 points not shown (0 or non-finite)"));
        free(svg);
        snprintf(name, sizeof name, "rglru_%s_rel_l2_growth", qs[q]);
        svg = images(o1, name);
        CU_ASSERT(svg && strstr(svg, "external.numpy-f32") && strstr(svg, "95% interval"));
        free(svg);
    }
    sg_thresholds_free(&th);
    /* SAMU: two regimes, so the regime is in the names; two D in one plot: in the labels */
    char *svg = images(o1, "samu_init_z_last_rel_l2");
    CU_ASSERT(svg_text(svg, "cpu.samu_hybrid: k = 0.500"));
    free(svg);
    svg = images(o1, "samu_near1_z_last_rel_l2");
    CU_ASSERT(svg_text(svg, "cpu.samu_hybrid B=1 D=38: k = 0.500") && svg_text(svg, "cpu.samu_hybrid B=1 D=76: k = 0.500"));
    free(svg);
    /* the growth file: the exponents the data was made with */
    snprintf(path, sizeof path, "%s/growth_rel_l2.csv", o1);
    char *csv = slurp(path, NULL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(csv);
    CU_ASSERT(strncmp(csv, "# scangate growth exponents v2\n", 31) == 0);
    for (int q = 0; q < 2; q++)
        for (int b = 0; b < NRG; b++) {
            double slope = (double)NAN, lo = (double)NAN, hi = (double)NAN;
            int n = -1, nz = -1, nnf = -1;
            const int k = growth_row(csv, "rglru", "init", qs[q], rg[b].backend, 1024, &slope, &lo, &hi, &n, &nz, &nnf);
            CU_ASSERT_EQUAL(k, 13);
            if (b == NRG - 1) { /* the noisy one: an interval of positive width around the slope, near k */
                CU_ASSERT(lo < slope && slope < hi && lo <= rg[b].k && rg[b].k <= hi);
                SG_ASSERT_CLOSE(slope, rg[b].k, 0.05);
            } else {
                if (!(fabs(slope - rg[b].k) <= 1e-9)) fprintf(stderr, "\n  %s %s: slope %.17g\n", qs[q], rg[b].backend, slope);
                SG_ASSERT_CLOSE(slope, rg[b].k, 1e-9);
                SG_ASSERT_CLOSE(hi - lo, 0, 1e-8);
            }
            CU_ASSERT_EQUAL(n, b == 3 ? 5 : 7);
            CU_ASSERT_EQUAL(nz, b == 3 ? 1 : 0);
            CU_ASSERT_EQUAL(nnf, b == 3 ? 1 : 0);
        }
    double slope = (double)NAN, lo, hi;
    int n, nz, nnf;
    CU_ASSERT_EQUAL(growth_row(csv, "samu", "near1", "z_last", "cpu.samu_hybrid", 76, &slope, &lo, &hi, &n, &nz, &nnf), 13);
    SG_ASSERT_CLOSE(slope, 0.5, 1e-9);
    CU_ASSERT_EQUAL(n, 3);
    free(csv);
    snprintf(path, sizeof path, "%s/growth_rel_l2.md", o1);
    char *md = slurp(path, NULL);
    CU_ASSERT(md && strstr(md, "| rglru | init | y | cpu.rglru_chunk16_serial | 1 | 1024 | 7 | 0 / 0 | 2048..131072 | 0.750 |"));
    free(md);

    /* vs_canonical: the study's 5e-6 gate on y only; the FP32 path against itself
     * (all zeros) is still named in the legend */
    CU_ASSERT_EQUAL_FATAL(run_plot(table, o1, "--metric vs_canonical --model rglru"), 0);
    svg = images(o1, "rglru_y_vs_canonical");
    CU_ASSERT(svg_text(svg, "study gate 5e-6"));
    for (int b = 0; b < NRG; b++) CU_ASSERT(svg_text(svg, rg[b].backend));
    CU_ASSERT(svg_text(svg, "cpu.canonical_f32 (baseline FP32): k: n/a (0 points); 7 of 7 points not shown"));
    free(svg);
    svg = images(o1, "rglru_h_last_vs_canonical");
    CU_ASSERT(svg && !strstr(svg, "study gate"));
    free(svg);
    snprintf(path, sizeof path, "%s/growth_vs_canonical_rglru.csv", o1);
    CU_ASSERT(access(path, F_OK) == 0);
}

/* A second run into another directory writes the same scripts and growth
 * files byte for byte; neither directory keeps a temporary. */
/* A device row and its CPU twin (cuda.X, cpu.X; equal values, so their lines coincide) are drawn apart: the
 * twin in the CPU row's colour with a dotted thin line and open markers drawn larger; a series that falls and
 * rises gets no growth exponent ("not monotone") and no bar. */
static void test_twins_and_not_monotone(void) {
    char tdir[1024], table[1200], gp[1300];
    sg_test_fresh_dir(tdir, sizeof tdir, "plot-twins");
    snprintf(table, sizeof table, "%s/table.csv", tdir);
    FILE *f = fopen(table, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    sg_table_prov p;
    sg_table_prov_set(&p, "tests/test_plot.c (synthetic: no backend ran)", "synthetic", "20261129");
    SG_ASSERT_OK(sg_table_write_header(f, &p));
    static const char *const bk[3] = {"cpu.rglru_chunk16_serial", "cuda.rglru_chunk16_serial", "cpu.rglru_assoc_f32"};
    static const double up_down[5] = {1e-5, 4e-5, 2e-5, 5e-5, 1e-5};
    for (int b = 0; b < 3; b++)
        for (int i = 0; i < 5; i++) {
            sg_table_row r;
            memset(&r, 0, sizeof r);
            snprintf(r.model, sizeof r.model, "rglru");
            snprintf(r.regime, sizeof r.regime, "init");
            snprintf(r.backend, sizeof r.backend, "%s", bk[b]);
            snprintf(r.quantity, sizeof r.quantity, "y");
            snprintf(r.metric, sizeof r.metric, "rel_l2");
            r.B = 1;
            r.D = 64;
            r.L = (int64_t)256 << i;
            r.value = b < 2 ? 1e-6 * sqrt((double)r.L) : up_down[i];
            r.verdict = SG_TV_PASS;
            SG_ASSERT_OK(sg_table_write_row(f, &r));
        }
    CU_ASSERT_EQUAL(fclose(f), 0);
    CU_ASSERT_EQUAL(run_plot(table, tdir, ""), 0);
    snprintf(gp, sizeof gp, "%s/rglru_y_rel_l2.gp", tdir);
    char *g = slurp(gp, NULL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    /* the CPU row: solid, filled markers, a colour; its twin: the same colour, dotted, open markers */
    const char *cpu = strstr(g, "$s1 using 1:2 with linespoints lw 2 dt 1 pt 5 ps 1.2 lc rgb \"");
    const char *gpu = strstr(g, "$s2 using 1:2 with linespoints lw 1 dt 3 pt 4 ps 2 lc rgb \"");
    CU_ASSERT(cpu != NULL && gpu != NULL);
    if (cpu && gpu) CU_ASSERT(strncmp(strchr(cpu, '#'), strchr(gpu, '#'), 7) == 0);
    CU_ASSERT(strstr(g, "k: none, not monotone (rank corr. ") != NULL);
    free(g);
    snprintf(gp, sizeof gp, "%s/rglru_y_rel_l2_growth.gp", tdir);
    g = slurp(gp, NULL);
    CU_ASSERT(g && strstr(g, "cuda.rglru_chunk16_serial") && !strstr(g, "\"cpu.rglru_assoc_f32"));
    free(g);
    /* --facet: one panel per backend, the device twin in its CPU row's panel, drawn for PNG and SVG */
    CU_ASSERT_EQUAL(run_plot(table, tdir, "--facet"), 0);
    snprintf(gp, sizeof gp, "%s/rglru_y_rel_l2_facet.gp", tdir);
    g = slurp(gp, NULL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    const char *m1 = strstr(g, "set multiplot layout 1,2 title");
    CU_ASSERT(m1 != NULL && m1 && strstr(m1 + 1, "set multiplot layout 1,2 title") != NULL);
    /* the CPU row's panel holds its device twin; the other panel does not */
    const char *p1 = strstr(g, "set title 'cpu.rglru_chunk16_serial"), *p2 = strstr(g, "set title 'cpu.rglru_assoc_f32");
    CU_ASSERT_FATAL(p1 != NULL && p2 != NULL);
    const char *e1 = strstr(p1 + 1, "set title "), *e2 = strstr(p2 + 1, "set title ");
    const char *end = strstr(g, "unset multiplot");
    if (!e1 || (end && end < e1)) e1 = end;
    if (!e2 || (end && end < e2)) e2 = end;
    const char *t1 = strstr(p1, "title 'cuda.rglru_chunk16_serial"), *t2 = strstr(p2, "title 'cuda.rglru_chunk16_serial");
    CU_ASSERT(t1 != NULL && t1 < e1);
    CU_ASSERT(t2 == NULL || t2 > e2);
    CU_ASSERT(!strstr(g, "set title 'cuda.rglru_chunk16_serial")); /* no panel of its own */
    free(g);
    snprintf(gp, sizeof gp, "%s/rglru_y_rel_l2_facet.png", tdir);
    struct stat sb;
    CU_ASSERT(stat(gp, &sb) == 0 && sb.st_size > 0);
}

static void test_deterministic_and_atomic(void) {
    char table[1200], o1[1200], o2[1200];
    snprintf(table, sizeof table, "%s/synthetic-table.csv", dir);
    snprintf(o1, sizeof o1, "%s/plots", dir);
    snprintf(o2, sizeof o2, "%s/plots-again", dir);
    CU_ASSERT_EQUAL_FATAL(run_plot(table, o2, ""), 0);
    static const char *const files[] = {"rglru_y_rel_l2.gp", "rglru_h_last_rel_l2_growth.gp", "samu_near1_z_last_rel_l2.gp",
                                        "growth_rel_l2.csv", "growth_rel_l2.md"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char p1[1400], p2[1400];
        snprintf(p1, sizeof p1, "%s/%s", o1, files[i]);
        snprintf(p2, sizeof p2, "%s/%s", o2, files[i]);
        size_t n1 = 0, n2 = 0;
        char *a = slurp(p1, &n1), *b = slurp(p2, &n2);
        CU_ASSERT(a && b && n1 == n2 && memcmp(a, b, n1) == 0);
        free(a);
        free(b);
    }
    const char *dirs[2] = {o1, o2};
    for (int i = 0; i < 2; i++) {
        DIR *d = opendir(dirs[i]);
        CU_ASSERT_PTR_NOT_NULL_FATAL(d);
        struct dirent *e;
        int temps = 0, files_n = 0;
        while ((e = readdir(d)) != NULL) {
            temps += strstr(e->d_name, ".tmp.") != NULL;
            files_n++;
        }
        closedir(d);
        CU_ASSERT_EQUAL(temps, 0);
        CU_ASSERT(files_n > 20);
    }
}

/* Whether process `pid` is gone (or a zombie nobody has reaped yet). */
static int process_gone(long pid) {
    char path[64], stat_[512];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f) return 1;
    const size_t n = fread(stat_, 1, sizeof stat_ - 1, f);
    fclose(f);
    stat_[n] = 0;
    const char *rp = strrchr(stat_, ')'); /* "pid (comm) S ..." */
    return rp && rp[1] == ' ' && rp[2] == 'Z';
}

/* A gnuplot that hangs (SG_GNUPLOT: a script that starts a sleep and waits
 * for it) is killed with its process group after SG_GNUPLOT_TIMEOUT seconds:
 * exit 15 naming the variable, no image and no temporary left, the sleep gone
 * too. A malformed SG_GNUPLOT_TIMEOUT is a usage error (exit 2) naming it and
 * its value, before anything is drawn. Run under timeout(1), so that a
 * regression fails instead of hanging; before, scangate waited forever. */
static void test_gnuplot_timeout(void) {
    char table[1200], o[1200], script[1200], pidf[1200], a[4000], env[3000], text[4096];
    snprintf(table, sizeof table, "%s/synthetic-table.csv", dir);
    snprintf(o, sizeof o, "%s/plots-hang", dir);
    snprintf(script, sizeof script, "%s/hanging-gnuplot.sh", dir);
    snprintf(pidf, sizeof pidf, "%s/hanging-gnuplot.pid", dir);
    remove(pidf);
    snprintf(a, sizeof a, "rm -rf '%s'", o); /* an earlier run's images */
    CU_ASSERT_EQUAL_FATAL(system(a), 0);
    snprintf(text, sizeof text, "#!/bin/sh\nsleep 300 &\necho $! > '%s'\nwait\n", pidf);
    FILE *f = fopen(script, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fputs(text, f);
    fclose(f);
    CU_ASSERT_EQUAL_FATAL(chmod(script, 0755), 0);
    snprintf(env, sizeof env, "SG_GNUPLOT='%s' SG_GNUPLOT_TIMEOUT=1 timeout 60", script);
    snprintf(a, sizeof a, "plot '%s' --out '%s' --model rglru --quantity y", table, o);
    const double t0 = sg_now();
    const int rc = sg_test_scangate(env, a, out, sizeof out);
    if (rc != SG_E_TIMEOUT) fprintf(stderr, "\n  scangate %s -> %d\n%s\n", a, rc, out);
    CU_ASSERT_EQUAL(rc, SG_E_TIMEOUT);
    CU_ASSERT(sg_now() - t0 < 30);
    CU_ASSERT(strstr(out, "SG_GNUPLOT_TIMEOUT") != NULL && strstr(out, "killed") != NULL);
    long pid = 0;
    f = fopen(pidf, "r");
    CU_ASSERT_PTR_NOT_NULL(f);
    if (f) {
        CU_ASSERT(fscanf(f, "%ld", &pid) == 1 && pid > 0);
        fclose(f);
    }
    int gone = 0;
    for (int i = 0; i < 200 && pid > 0 && !(gone = process_gone(pid)); i++) usleep(10 * 1000);
    CU_ASSERT(gone); /* the group was killed, not only the script */
    DIR *d = opendir(o);
    CU_ASSERT_PTR_NOT_NULL_FATAL(d);
    int temps = 0, images = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        temps += strstr(e->d_name, ".tmp.") != NULL;
        images += strstr(e->d_name, ".png") != NULL || strstr(e->d_name, ".svg") != NULL;
    }
    closedir(d);
    CU_ASSERT_EQUAL(temps, 0);
    CU_ASSERT_EQUAL(images, 0);
    static const char *const bad[] = {"abc", "0", "-5", "86401", " 3"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(env, sizeof env, "SG_GNUPLOT_TIMEOUT='%s' timeout 60", bad[i]);
        CU_ASSERT_EQUAL(sg_test_scangate(env, a, out, sizeof out), SG_E_USAGE);
        CU_ASSERT(strstr(out, "SG_GNUPLOT_TIMEOUT") != NULL && strstr(out, bad[i]) != NULL);
    }
}

/* gnuplot as scangate finds it: SG_GNUPLOT, else on PATH. */
static int have_gnuplot(void) {
    const char *want = sg_test_env("SG_GNUPLOT", "gnuplot");
    if (strchr(want, '/')) return access(want, X_OK) == 0;
    const char *path = getenv("PATH");
    char buf[4096];
    for (const char *p = path ? path : ""; *p;) {
        const char *e = strchr(p, ':');
        const size_t n = e ? (size_t)(e - p) : strlen(p);
        snprintf(buf, sizeof buf, "%.*s/%s", (int)n, p, want);
        if (n && access(buf, X_OK) == 0) return 1;
        p = e ? e + 1 : p + n;
    }
    return 0;
}

void sg_register_tests(void) {
    if (!have_gnuplot()) {
        printf("test_plot: gnuplot not found (scripts/setup.sh installs gnuplot-nox); exit 77: skipped, or failed "
               "with SG_NO_SKIP=ON\n");
        exit(77);
    }
    snprintf(dir, sizeof dir, "%s/plot-test", sg_test_env("SG_BINARY_DIR", "/tmp"));
    mkdir(dir, 0777);
    static const sg_test_entry t[] = {
        {"CSV -> plot: PNG, SVG, legends, limits, growth exponents", test_csv_to_plot},
        {"deterministic scripts and growth files, no temporaries", test_deterministic_and_atomic},
        {"a hanging gnuplot is killed after SG_GNUPLOT_TIMEOUT (exit 15)", test_gnuplot_timeout},
        {"plot: a device twin drawn apart from its CPU row; no exponent for a series not monotone", test_twins_and_not_monotone},
        {NULL, NULL}};
    sg_add_suite("plot", t);
}
