/* plot.c - `scangate plot TABLE.csv --out DIR`: the error table (tables/
 * sg_tables.h) drawn with gnuplot, on any machine, from the CSV alone.
 *
 * For the chosen metric (--metric, default rel_l2), per model x regime x
 * quantity (--model, --quantity narrow it):
 *   BASE.gp / .png / .svg          the metric against L on log-log axes, a
 *       line per backend (and B, D when the plot has more than one pair), the
 *       canonical FP32 and FP64 paths dashed as baselines, the MARGINAL and
 *       FAIL limits of THRESHOLDS.md's row model.quantity.metric as horizontal
 *       lines, and on the study's metric the H800 study's 5e-6 gate; every
 *       legend entry carries the backend's growth exponent and its interval;
 *   BASE_facet.gp / .png / .svg    with --facet: the same in one panel per
 *       backend (its device twin in its panel), each over the baselines and
 *       limits, on the same axes;
 *   BASE_growth.gp / .png / .svg   each backend's growth exponent (the slope
 *       of log10 value against log10 L) as a bar with its 95% interval;
 * and for the whole selection growth_METRIC[_MODEL][_QUANTITY].csv and .md,
 * the fitted exponents (sg_growth_fit_compute) with their intervals, the
 * points used and the points left out (value 0 or non-finite: not on a log
 * axis, not in the fit).
 * BASE is MODEL_QUANTITY_METRIC, or MODEL_REGIME_QUANTITY_METRIC when the
 * table has more than one regime for the model. Each script holds its data
 * (gnuplot datablocks) and regenerates its images with `gnuplot BASE.gp` in
 * DIR; the PNG terminal is pngcairo where gnuplot has it, else png.
 *
 * Every file is written atomically: scripts and the growth files through
 * sg_write_atomic_buf, images by gnuplot into temporaries of the project's
 * pattern (NAME.tmp.<pid>.<hex>) that are fsynced and renamed into place.
 * Without gnuplot (SG_GNUPLOT names the program, default `gnuplot` on PATH)
 * the scripts and growth files are still written and the command exits
 * SG_E_NOTOOL (12) saying so. */
#define _POSIX_C_SOURCE 200809L
#include "sg_cli.h"
#include "sg_plot.h"
#include "sg_tables.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The H800 study's predeclared gate (THRESHOLDS.md R-VSC-BF; the study's
 * report on its strengthened baseline): BF16 output relative error <= 5e-6
 * against the canonical FP32 path, i.e. vs_canonical of the forward output y.
 * Drawn on that metric's plots of y, labelled "study gate 5e-6"; it is
 * reported, not a gate here (R-VSC-BF says why). */
#define STUDY_GATE 5e-6
#define STUDY_METRIC "vs_canonical"
#define STUDY_QUANTITY "y"

/* Series colours (Okabe-Ito and a few more, no reds: red and amber are the
 * limits); the baselines are black and grey, dashed. */
static const char *const palette[] = {"#0072B2", "#009E73", "#CC79A7", "#56B4E9",
                                      "#8C564B", "#17BECF", "#7F7F00", "#1F3A93"};
#define NPALETTE ((int)(sizeof palette / sizeof palette[0]))
#define COLOR_F32 "#000000"
#define COLOR_F64 "#7F7F7F"
#define COLOR_FAIL "#C00000"
#define COLOR_MARGINAL "#E69F00"
#define COLOR_STUDY "#7030A0"

typedef struct {
    const char *table, *out, *metric, *model, *quantity, *thresholds;
    int facet; /* --facet: BASE_facet.gp too, one panel per backend (its device twin with it) */
} plot_args;

static void plot_usage(FILE *f) {
    fprintf(f, "usage: scangate plot TABLE.csv --out DIR [--metric rel_l2] [--model M] [--quantity Q] "
               "[--thresholds FILE] [--facet]\n");
}

/* argv from "plot" on: 0, or SG_E_USAGE with msg. */
static int parse_plot_args(int argc, char **argv, const char *thresholds, plot_args *a, char *msg, size_t cap) {
    memset(a, 0, sizeof *a);
    a->metric = "rel_l2";
    a->thresholds = thresholds;
    msg[0] = 0;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        const char **dst = strcmp(s, "--out") == 0        ? &a->out
                           : strcmp(s, "--metric") == 0   ? &a->metric
                           : strcmp(s, "--model") == 0    ? &a->model
                           : strcmp(s, "--quantity") == 0 ? &a->quantity
                           : strcmp(s, "--thresholds") == 0 ? &a->thresholds
                                                            : NULL;
        if (strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0) return -1;
        if (strcmp(s, "--facet") == 0) {
            a->facet = 1;
            continue;
        }
        if (dst) {
            if (!v || !*v) {
                snprintf(msg, cap, "option %s needs a value", s);
                return SG_E_USAGE;
            }
            *dst = v;
            i++;
        } else if (s[0] == '-') {
            char *e = sg_text_escape(s);
            snprintf(msg, cap, "plot: unknown option '%s'", e);
            free(e);
            return SG_E_USAGE;
        } else if (a->table) {
            snprintf(msg, cap, "plot takes one table file");
            return SG_E_USAGE;
        } else {
            a->table = s;
        }
    }
    if (!a->table) snprintf(msg, cap, "plot needs a table file (TABLE.csv, written by scangate table)");
    else if (!a->out) snprintf(msg, cap, "plot needs --out DIR");
    else if (!sg_table_name_ok(a->metric) || (a->model && !sg_table_name_ok(a->model)) ||
             (a->quantity && !sg_table_name_ok(a->quantity)))
        snprintf(msg, cap, "--metric, --model and --quantity take names (1 to 63 characters of [A-Za-z0-9_.+-])");
    else if (sg_metric_is_signed(a->metric))
        snprintf(msg, cap, "--metric %s is signed; plot draws an error metric against L on log-log axes (rel_l2, "
                           "excess_l2, model_ulp, vs_canonical, err_ratio, ...)", a->metric);
    return msg[0] ? SG_E_USAGE : 0;
}

/* ---- grouping ------------------------------------------------------------- */

typedef struct {
    const char *backend;
    int64_t B, D;
    int first;     /* index of its first row in the table (order) */
    int rank;      /* 0: FP32 baseline, 1: FP64 baseline, 2: others */
    const sg_table_row **pts;
    int n, cap;
    sg_growth_fit fit;
    const char *color;
    int twin_of;   /* a device row's CPU twin (cuda.X of cpu.X, the same B and D): its index in the plot, else -1 */
    char label[256];
} series;

typedef struct {
    const char *model, *regime, *quantity;
    series *s;
    int ns, cap;
    int multi_bd; /* more than one (B, D) pair: labels carry them */
    char base[256];
} plot;

typedef struct {
    plot *p;
    int n, cap;
} plots;

/* Room for one more element in p (n in use, *cap allocated, elem bytes each):
 * p, or the larger array that replaces it. */
static void *grow(void *p, int n, int *cap, size_t elem) {
    if (n < *cap) return p;
    const int c = *cap ? 2 * *cap : 8;
    void *np = realloc(p, (size_t)c * elem);
    if (!np) sg_out_of_memory("%d plots", c);
    *cap = c;
    return np;
}

static void add_point(plots *ps, const sg_table_row *r, int index) {
    plot *p = NULL;
    for (int i = 0; i < ps->n && !p; i++)
        if (!strcmp(ps->p[i].model, r->model) && !strcmp(ps->p[i].regime, r->regime) &&
            !strcmp(ps->p[i].quantity, r->quantity))
            p = &ps->p[i];
    if (!p) {
        ps->p = grow(ps->p, ps->n, &ps->cap, sizeof *ps->p);
        p = &ps->p[ps->n++];
        *p = (plot){.model = r->model, .regime = r->regime, .quantity = r->quantity};
    }
    series *s = NULL;
    for (int i = 0; i < p->ns && !s; i++)
        if (!strcmp(p->s[i].backend, r->backend) && p->s[i].B == r->B && p->s[i].D == r->D) s = &p->s[i];
    if (!s) {
        p->s = grow(p->s, p->ns, &p->cap, sizeof *p->s);
        s = &p->s[p->ns++];
        const int rank = !strcmp(r->backend, SG_TABLE_BASELINE_F32) ? 0 : !strcmp(r->backend, SG_TABLE_BASELINE_F64) ? 1 : 2;
        *s = (series){.backend = r->backend, .B = r->B, .D = r->D, .first = index, .rank = rank};
    }
    s->pts = grow(s->pts, s->n, &s->cap, sizeof *s->pts);
    s->pts[s->n++] = r;
}

static int cmp_series(const void *a, const void *b) {
    const series *x = a, *y = b;
    if (x->rank != y->rank) return x->rank - y->rank;
    return (x->first > y->first) - (x->first < y->first);
}

static int cmp_point(const void *a, const void *b) {
    const sg_table_row *x = *(const sg_table_row *const *)a, *y = *(const sg_table_row *const *)b;
    return (x->L > y->L) - (x->L < y->L);
}

static void free_plots(plots *ps) {
    for (int i = 0; i < ps->n; i++) {
        for (int j = 0; j < ps->p[i].ns; j++) free(ps->p[i].s[j].pts);
        free(ps->p[i].s);
    }
    free(ps->p);
    ps->p = NULL;
    ps->n = ps->cap = 0;
}

/* Whether the table has more than one regime for `model`. */
static int several_regimes(const sg_table *t, const char *model) {
    const char *first = NULL;
    for (int i = 0; i < t->n; i++) {
        if (strcmp(t->rows[i].model, model)) continue;
        if (!first) first = t->rows[i].regime;
        else if (strcmp(first, t->rows[i].regime)) return 1;
    }
    return 0;
}

/* ---- text for gnuplot ------------------------------------------------------- */

/* Every text the scripts show goes through sg_gp_string (a single-quoted
 * gnuplot string: no backquote command, no macro, no escape inside) and every
 * text in a comment through sg_gp_comment (sg_common.h): the table's
 * provenance lines and its file name come from outside. A title of several
 * lines is the lines' strings joined by "\n". */
static void gp_lines(sg_text *t, const char *const *lines, int n) {
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (!lines[i] || !lines[i][0]) continue;
        if (k++) sg_text_printf(t, " . \"\\n\" . ");
        sg_gp_string(t, lines[i]);
    }
    if (!k) sg_gp_string(t, "");
}

/* The last path component. */
static const char *base_name(const char *path) {
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

static void fmt_fit(char *buf, size_t cap, const sg_growth_fit *f) {
    if (f->state != SG_FIT_NONE && !f->monotone)
        snprintf(buf, cap, "k: none, not monotone (rank corr. %.2f)", f->spearman);
    else if (f->state == SG_FIT_OK) snprintf(buf, cap, "k = %.3f [%.3f, %.3f]", f->slope, f->lo, f->hi);
    else if (f->state == SG_FIT_NO_CI) snprintf(buf, cap, "k = %.3f (2 points: no interval)", f->slope);
    else snprintf(buf, cap, "k: n/a (%d point%s)", f->n, f->n == 1 ? "" : "s");
}

/* Common head of both scripts: provenance, output names, terminals. */
static void script_head_sized(sg_text *t, const char *name, const char *what, const sg_table *tab, const plot_args *a,
                              int w, int h);
static void script_head(sg_text *t, const char *name, const char *what, const sg_table *tab, const plot_args *a) {
    script_head_sized(t, name, what, tab, a, 1400, 900);
}

static void script_head_sized(sg_text *t, const char *name, const char *what, const sg_table *tab, const plot_args *a,
                              int w, int h) {
    sg_text_printf(t, "# %s.gp - %s\n# made by scangate plot from the table ", name, what);
    sg_gp_comment(t, base_name(a->table));
    sg_text_printf(t, " (");
    sg_gp_comment(t, &SG_TABLE_MAGIC[2]);
    sg_text_printf(t, ")\n# table command: ");
    sg_gp_comment(t, tab->prov.command);
    sg_text_printf(t, "\n# table commit: ");
    sg_gp_comment(t, tab->prov.commit);
    sg_text_printf(t, ", seed: ");
    sg_gp_comment(t, tab->prov.seed);
    sg_text_printf(t, "\n# limits: ");
    sg_gp_comment(t, base_name(a->thresholds));
    sg_text_printf(t,
                   "\n# regenerate in this directory: gnuplot %s.gp  (writes %s.png and %s.svg)\n",
                   name, name, name);
    char file[320];
    snprintf(file, sizeof file, "%s.png", name);
    sg_text_printf(t, "if (!exists(\"png_out\")) png_out = ");
    sg_gp_string(t, file);
    snprintf(file, sizeof file, "%s.svg", name);
    sg_text_printf(t, "\nif (!exists(\"svg_out\")) svg_out = ");
    sg_gp_string(t, file);
    sg_text_printf(t, "\n"
                   "if (strstrt(GPVAL_TERMINALS, \"pngcairo\") > 0) {\n"
                   "    set terminal pngcairo noenhanced size %d,%d font \",11\"\n"
                   "} else {\n"
                   "    set terminal png noenhanced size %d,%d\n"
                   "}\n"
                   "set output png_out\n",
                   w, h, w, h);
}

static void script_tail(sg_text *t) {
    sg_text_printf(t, "set terminal svg noenhanced size 1400,900 font \"sans,11\"\n"
                      "set output svg_out\n"
                      "replot\n"
                      "set output\n");
}

/* The title's last line: the table's file name and provenance. */
static void subtitle(sg_text *t, const sg_table *tab, const plot_args *a) {
    sg_text_printf(t, "table %s, commit %s, seed %s", base_name(a->table), tab->prov.commit, tab->prov.seed);
}

/* A limit drawn as a horizontal line: " v with lines ... title ..." appended
 * to the plot command. */
static void limit_line(sg_text *t, double v, const char *color, int dt, const char *title) {
    sg_text_printf(t, ", \\\n     %.17g with lines lw 2 dt %d lc rgb \"%s\" title ", v, dt, color);
    sg_gp_string(t, title);
}

/* The error-against-L script of one plot. `notes` receives what could not be
 * drawn. */
/* The series of one facet panel: the non-baseline series that are no device twin (each with its
 * twins), in plot order; their count. */
static int facet_panels(const plot *p, int *idx) {
    int n = 0;
    for (int i = 0; i < p->ns; i++)
        if (p->s[i].rank >= 2 && p->s[i].twin_of < 0) idx[n++] = i;
    return n;
}

/* One series in a plot command: its datablock (or NaN), its style and title. */
static void series_cmd(sg_text *t, const plot *p, int i) {
    const series *s = &p->s[i];
    if (s->fit.n > 0) sg_text_printf(t, "$s%d using 1:2", i + 1);
    else sg_text_printf(t, "NaN");
    if (s->rank < 2)
        sg_text_printf(t, " with linespoints lw 2 dt 2 pt %d ps 1.2 lc rgb \"%s\"", s->rank ? 4 : 6, s->color);
    else if (s->twin_of >= 0) /* its CPU twin's colour, a thin dotted line, open markers drawn larger: both show */
        sg_text_printf(t, " with linespoints lw 1 dt 3 pt %d ps 2 lc rgb \"%s\"", 4 + 2 * (s->twin_of % 4), s->color);
    else sg_text_printf(t, " with linespoints lw 2 dt 1 pt %d ps 1.2 lc rgb \"%s\"", 5 + 2 * (i % 4), s->color);
    sg_text_printf(t, " title ");
    sg_gp_string(t, s->label);
}

static void error_script(sg_text *t, const plot *p, const sg_table *tab, const plot_args *a, const sg_threshold *th,
                         int facet) {
    char key[200], name[300];
    snprintf(key, sizeof key, "%s.%s.%s", p->model, p->quantity, a->metric);
    snprintf(name, sizeof name, facet ? "%s_facet" : "%s", p->base);
    int *panel = sg_xmalloc((size_t)(p->ns ? p->ns : 1) * sizeof *panel);
    const int np = facet ? facet_panels(p, panel) : 0;
    int cols = 1;
    while (cols * cols < np) cols++;
    const int rows = np ? (np + cols - 1) / cols : 1;
    if (facet)
        script_head_sized(t, name, "error against sequence length, log-log, one panel per backend", tab, a,
                          cols * 700 < 2800 ? cols * 700 : 2800, rows * 520 < 2600 ? rows * 520 : 2600);
    else script_head(t, name, "error against sequence length, log-log", tab, a);
    /* the data, one block per series: L and the value, positive finite values only */
    double ymin = (double)INFINITY, ymax = -(double)INFINITY, xmin = (double)INFINITY, xmax = -(double)INFINITY;
    for (int i = 0; i < p->ns; i++) {
        const series *s = &p->s[i];
        sg_text_printf(t, "# ");
        sg_gp_comment(t, s->backend);
        sg_text_printf(t, " B=%lld D=%lld: L, %s\n$s%d << EOD\n", (long long)s->B, (long long)s->D, a->metric, i + 1);
        for (int j = 0; j < s->n; j++) {
            const double L = (double)s->pts[j]->L, v = s->pts[j]->value;
            if (L < xmin) xmin = L;
            if (L > xmax) xmax = L;
            if (!(isfinite(v) && v > 0)) continue;
            if (v < ymin) ymin = v;
            if (v > ymax) ymax = v;
            sg_text_printf(t, "%lld %.17g\n", (long long)s->pts[j]->L, v);
        }
        sg_text_printf(t, "EOD\n");
    }
    /* the limits that can be drawn on a log axis */
    double lim[3];
    const char *ltitle[3], *lcolor[3];
    int ldt[3], nl = 0;
    char note[320] = "";
    char t_fail[320], t_marg[320], t_study[160];
    if (!th) snprintf(note, sizeof note, "no THRESHOLDS.md row %s: no limits drawn", key);
    else if (sg_threshold_report_only(th))
        snprintf(note, sizeof note, "%s: report (computed, not gated): no limits", key);
    else {
        if (th->marginal == th->fail) {
            snprintf(t_fail, sizeof t_fail, "MARGINAL = FAIL limit %g (THRESHOLDS.md %s)", th->fail, key);
        } else {
            snprintf(t_fail, sizeof t_fail, "FAIL limit %g (THRESHOLDS.md %s)", th->fail, key);
            snprintf(t_marg, sizeof t_marg, "MARGINAL limit %g (THRESHOLDS.md %s)", th->marginal, key);
        }
        if (th->fail > 0 && isfinite(th->fail)) {
            lim[nl] = th->fail, ltitle[nl] = t_fail, lcolor[nl] = COLOR_FAIL, ldt[nl++] = 1;
        }
        if (th->marginal != th->fail && th->marginal > 0 && isfinite(th->marginal)) {
            lim[nl] = th->marginal, ltitle[nl] = t_marg, lcolor[nl] = COLOR_MARGINAL, ldt[nl++] = 3;
        }
        if (!(th->fail > 0) || !(th->marginal > 0))
            snprintf(note, sizeof note, "%s: limit %g not drawn on a log axis", key,
                     !(th->marginal > 0) ? th->marginal : th->fail);
    }
    if (!strcmp(a->metric, STUDY_METRIC) && !strcmp(p->quantity, STUDY_QUANTITY)) {
        snprintf(t_study, sizeof t_study, "study gate 5e-6 (H800 study: BF16 output against its canonical FP32 path)");
        lim[nl] = STUDY_GATE, ltitle[nl] = t_study, lcolor[nl] = COLOR_STUDY, ldt[nl++] = 4;
    }
    for (int i = 0; i < nl; i++) {
        if (lim[i] < ymin) ymin = lim[i];
        if (lim[i] > ymax) ymax = lim[i];
    }
    if (!(ymin <= ymax)) ymin = 1e-8, ymax = 1; /* nothing positive to draw */
    if (!(xmin <= xmax)) xmin = 1, xmax = 2;
    sg_text head = {0}, sub = {0};
    sg_text_printf(&head, "%s %s: %s against L (regime %s", p->model, p->quantity, a->metric, p->regime);
    if (!p->multi_bd && p->ns) sg_text_printf(&head, ", B=%lld, D=%lld", (long long)p->s[0].B, (long long)p->s[0].D);
    sg_text_printf(&head, ")");
    subtitle(&sub, tab, a);
    sg_text_printf(t, "set title ");
    gp_lines(t, (const char *const[]){head.p, note, sub.p}, 3);
    sg_text_printf(t, "\n");
    sg_text_free(&head);
    sg_text_free(&sub);
    char ylabel[400];
    snprintf(ylabel, sizeof ylabel, "%s (THRESHOLDS.md %s)", a->metric, key);
    sg_text_printf(t,
                   "set logscale x 2\n"
                   "set logscale y 10\n"
                   "set format x \"%%.0f\"\n"
                   "set xrange [%.17g:%.17g]\n"
                   "set yrange [%.17g:%.17g]\n"
                   "set format y \"%%.0e\"\n"
                   "set xlabel \"L (sequence length, steps)\"\n"
                   "set grid xtics ytics mxtics mytics lc rgb \"#DDDDDD\"\n"
                   "set key outside below left vertical Left reverse maxcols 2 noautotitle\n"
                   "set ylabel ",
                   xmin / 1.5, xmax * 1.5, ymin / 3, ymax * 3);
    sg_gp_string(t, ylabel);
    sg_text_printf(t, "\n");
    if (!facet) {
        sg_text_printf(t, "plot ");
        for (int i = 0; i < p->ns; i++) {
            if (i) sg_text_printf(t, ", \\\n     ");
            series_cmd(t, p, i);
        }
        for (int i = 0; i < nl; i++) limit_line(t, lim[i], lcolor[i], ldt[i], ltitle[i]);
        sg_text_printf(t, "\n");
        script_tail(t);
        free(panel);
        return;
    }
    /* the panels: each backend (with its device twin) over the baselines and the limits, the same axes;
     * drawn twice, for the PNG and the SVG (replot does not repeat a multiplot) */
    sg_text mp = {0};
    sg_text_printf(&mp, "set key inside top left vertical Left reverse font \",9\" noautotitle\n"
                        "set multiplot layout %d,%d title ",
                   rows, cols);
    sg_text whole = {0};
    sg_text_printf(&whole, "%s %s: %s against L (regime %s), one panel per backend", p->model, p->quantity, a->metric,
                   p->regime);
    sg_gp_string(&mp, whole.p);
    sg_text_free(&whole);
    sg_text_printf(&mp, "\n");
    for (int k = 0; k < np; k++) {
        const int i = panel[k];
        sg_text_printf(&mp, "set title ");
        sg_gp_string(&mp, p->s[i].label);
        sg_text_printf(&mp, "\nplot ");
        int first = 1;
        for (int j = 0; j < p->ns; j++) {
            if (!(p->s[j].rank < 2 || j == i || p->s[j].twin_of == i)) continue;
            if (!first) sg_text_printf(&mp, ", \\\n     ");
            first = 0;
            series_cmd(&mp, p, j);
        }
        for (int j = 0; j < nl; j++) limit_line(&mp, lim[j], lcolor[j], ldt[j], ltitle[j]);
        sg_text_printf(&mp, "\n");
    }
    if (np == 0) sg_text_printf(&mp, "set title \"no backend but the baselines\"\nplot NaN notitle\n");
    sg_text_printf(&mp, "unset multiplot\n");
    sg_text_printf(t, "%s", mp.p);
    sg_text_printf(t, "set terminal svg noenhanced size %d,%d font \"sans,11\"\nset output svg_out\n%sset output\n",
                   cols * 700 < 2800 ? cols * 700 : 2800, rows * 520 < 2600 ? rows * 520 : 2600, mp.p);
    sg_text_free(&mp);
    free(panel);
}

/* The growth-exponent bar script of one plot; 0 when no series has a slope
 * (nothing written). */
static int growth_script(sg_text *t, const plot *p, const char *name, const sg_table *tab, const plot_args *a) {
    int nfit = 0;
    double ymin = 0, ymax = 1.2;
    for (int i = 0; i < p->ns; i++) {
        const sg_growth_fit *f = &p->s[i].fit;
        if (f->state == SG_FIT_NONE || !f->monotone) continue;
        nfit++;
        const double lo = f->state == SG_FIT_OK ? f->lo : f->slope, hi = f->state == SG_FIT_OK ? f->hi : f->slope;
        if (lo < ymin) ymin = lo;
        if (hi > ymax) ymax = hi;
    }
    if (!nfit) return 0;
    script_head(t, name, "growth exponents (slope of log10 value against log10 L) with 95% intervals", tab, a);
    sg_text_printf(t, "# index, slope, interval low, interval high (the slope when there is none), colour, label\n"
                      "$g << EOD\n");
    int k = 0;
    for (int i = 0; i < p->ns; i++) {
        const series *s = &p->s[i];
        const sg_growth_fit *f = &s->fit;
        if (f->state == SG_FIT_NONE || !f->monotone) continue;
        const double lo = f->state == SG_FIT_OK ? f->lo : f->slope, hi = f->state == SG_FIT_OK ? f->hi : f->slope;
        unsigned rgb = 0;
        sscanf(s->color + 1, "%x", &rgb);
        sg_text_printf(t, "%d %.17g %.17g %.17g %u \"%s", ++k, f->slope, lo, hi, rgb, s->backend);
        if (p->multi_bd) sg_text_printf(t, " B=%lld D=%lld", (long long)s->B, (long long)s->D);
        if (f->state == SG_FIT_NO_CI) sg_text_printf(t, " (2 points)");
        sg_text_printf(t, "\"\n");
    }
    sg_text_printf(t, "EOD\n");
    const double pad = 0.1 * (ymax - ymin);
    sg_text head = {0}, sub = {0};
    sg_text_printf(&head, "%s %s: growth exponent k of %s (slope of log10 %s against log10 L, 95%% interval, "
                          "t with n-2 degrees of freedom; regime %s",
                   p->model, p->quantity, a->metric, a->metric, p->regime);
    if (!p->multi_bd && p->ns) sg_text_printf(&head, ", B=%lld, D=%lld", (long long)p->s[0].B, (long long)p->s[0].D);
    sg_text_printf(&head, ")");
    subtitle(&sub, tab, a);
    sg_text_printf(t, "set title ");
    gp_lines(t, (const char *const[]){head.p, sub.p}, 2);
    sg_text_printf(t, "\n");
    sg_text_free(&head);
    sg_text_free(&sub);
    char ylabel[200];
    snprintf(ylabel, sizeof ylabel, "growth exponent k (%s ~ L^k)", a->metric);
    sg_text_printf(t, "set ylabel ");
    sg_gp_string(t, ylabel);
    sg_text_printf(t,
                   "\nset xrange [0.4:%d.6]\n"
                   "set yrange [%.17g:%.17g]\n"
                   "set xtics rotate by -25 nomirror\n"
                   "set grid ytics lc rgb \"#DDDDDD\"\n"
                   "set boxwidth 0.6\n"
                   "set style fill solid 0.6 border lc rgb \"#333333\"\n"
                   "set key outside below left vertical Left reverse maxcols 2 noautotitle\n"
                   "plot $g using 1:2:5:xtic(6) with boxes lc rgb variable notitle, \\\n"
                   "     $g using 1:2:3:4 with yerrorbars lc rgb \"#000000\" pt 0 lw 2 title \"95%% interval\", \\\n"
                   "     0.5 with lines dt 2 lc rgb \"#7F7F7F\" title \"k = 1/2 (rounding errors adding like a random "
                   "walk)\", \\\n"
                   "     1 with lines dt 4 lc rgb \"#404040\" title \"k = 1 (systematic error, linear in L)\"\n",
                   k, ymin - pad, ymax + pad);
    script_tail(t);
    return 1;
}

/* ---- running gnuplot ------------------------------------------------------ */

/* The gnuplot program: SG_GNUPLOT (a path, or a name looked up on PATH),
 * default "gnuplot" on PATH. 0 and its path in buf, or -1. */
int sg_cli_find_gnuplot(char *buf, size_t cap) {
    const char *want = getenv("SG_GNUPLOT");
    if (!want || !*want) want = "gnuplot";
    if (strchr(want, '/')) {
        snprintf(buf, cap, "%s", want);
        struct stat sb;
        return stat(buf, &sb) == 0 && S_ISREG(sb.st_mode) && access(buf, X_OK) == 0 ? 0 : -1;
    }
    const char *path = getenv("PATH");
    if (!path) return -1;
    for (const char *p = path; *p;) {
        const char *e = strchr(p, ':');
        const size_t n = e ? (size_t)(e - p) : strlen(p);
        if (n && (size_t)snprintf(buf, cap, "%.*s/%s", (int)n, p, want) < cap) {
            struct stat sb;
            if (stat(buf, &sb) == 0 && S_ISREG(sb.st_mode) && access(buf, X_OK) == 0) return 0;
        }
        p = e ? e + 1 : p + n;
    }
    return -1;
}

/* fsync a file by name. */
static sg_status sync_file(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) return sg_fail(SG_E_IO, "cannot open '%s': %s", path, strerror(errno));
    int rc = fsync(fd), e = errno;
    close(fd);
    return rc == 0 ? SG_OK : sg_fail(SG_E_IO, "cannot sync '%s': %s", path, strerror(e));
}

sg_status sg_cli_gnuplot_timeout(unsigned *seconds) {
    const char *v = getenv("SG_GNUPLOT_TIMEOUT");
    uint64_t s = SG_GNUPLOT_TIMEOUT_DEFAULT;
    if (v && *v && (sg_parse_u64(v, SG_GNUPLOT_TIMEOUT_MAX, &s) || s == 0)) {
        char *e = sg_text_escape(v);
        sg_fail(SG_E_USAGE, "SG_GNUPLOT_TIMEOUT '%.40s' is not a number of seconds in [1, %d] (decimal digits only)", e,
                SG_GNUPLOT_TIMEOUT_MAX);
        free(e);
        return SG_E_USAGE;
    }
    *seconds = (unsigned)s;
    return SG_OK;
}

/* Waits for gnuplot (pid) until `deadline` (sg_now()), reading its output
 * into msg meanwhile: 0 and its status, or -1 when the deadline passed first. */
static int wait_until(pid_t pid, int out_fd, double deadline, char *msg, size_t cap, int *status) {
    size_t got = 0;
    for (int open_ = 1; open_;) { /* its output, until it closes the pipe */
        const double left = deadline - sg_now();
        if (!(left > 0)) return -1;
        struct pollfd pfd = {out_fd, POLLIN, 0};
        const int pr = poll(&pfd, 1, (int)(left * 1000.0) + 1);
        if (pr <= 0) continue; /* EINTR, or the time's up (checked above) */
        char chunk[512];
        const ssize_t r = read(out_fd, chunk, sizeof chunk);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) open_ = 0;
        for (ssize_t i = 0; i < r && got + 1 < cap; i++) msg[got++] = chunk[i];
    }
    msg[got] = 0;
    for (;;) { /* the pipe closed: its exit, within the same time */
        const pid_t w = waitpid(pid, status, WNOHANG);
        if (w == pid) return 0;
        if (w < 0 && errno != EINTR) {
            *status = 0;
            return 0;
        }
        if (!(sg_now() < deadline)) return -1;
        const struct timespec ts = {0, 10 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
}

/* Runs `gnuplot -e "png_out=...; svg_out=..." NAME.gp` in `dir`, its images
 * into temporaries (created here, O_EXCL | O_NOFOLLOW: gnuplot only reopens
 * them), then renames them into NAME.png and NAME.svg. gnuplot runs in a
 * process group of its own; past SG_GNUPLOT_TIMEOUT seconds (default 300)
 * the group is killed and the run fails with SG_E_TIMEOUT. */
sg_status sg_cli_run_gnuplot(const char *gnuplot, const char *dir, const char *name) {
    char script[320], setvars[1024], pp[4200], sp[4200], pt[4200], st_[4200];
    unsigned timeout_s;
    sg_status st = sg_cli_gnuplot_timeout(&timeout_s);
    if (st) return st;
    snprintf(script, sizeof script, "%s.gp", name);
    snprintf(pp, sizeof pp, "%s/%s.png", dir, name);
    snprintf(sp, sizeof sp, "%s/%s.svg", dir, name);
    int fd_png = -1, fd_svg = -1;
    if ((st = sg_temp_create(pt, sizeof pt, pp, &fd_png))) return st;
    close(fd_png);
    if ((st = sg_temp_create(st_, sizeof st_, sp, &fd_svg))) {
        remove(pt);
        return st;
    }
    close(fd_svg);
    /* gnuplot runs in dir: the temporaries by their names there */
    const size_t skip = strlen(dir) + 1;
    snprintf(setvars, sizeof setvars, "png_out='%s'; svg_out='%s'", pt + skip, st_ + skip);
    int fds[2];
    if (pipe(fds) != 0) st = sg_fail(SG_E_IO, "cannot make a pipe for gnuplot: %s", strerror(errno));
    fflush(NULL);
    const pid_t pid = st ? -1 : fork();
    if (!st && pid < 0) {
        close(fds[0]);
        close(fds[1]);
        st = sg_fail(SG_E_IO, "cannot start gnuplot: %s", strerror(errno));
    }
    if (pid == 0) {
        setpgid(0, 0); /* its own process group: a timeout kills whatever it started */
        close(fds[0]);
        dup2(fds[1], 1);
        dup2(fds[1], 2);
        close(fds[1]);
        if (chdir(dir) != 0) _exit(126);
        execl(gnuplot, "gnuplot", "-e", setvars, script, (char *)NULL);
        _exit(127);
    }
    if (!st) {
        setpgid(pid, pid); /* also here: whichever runs first */
        close(fds[1]);
        char msg[1024];
        int status = 0;
        const int late = wait_until(pid, fds[0], sg_now() + timeout_s, msg, sizeof msg, &status);
        close(fds[0]);
        if (late) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
            }
            st = sg_fail(SG_E_TIMEOUT,
                         "gnuplot (%s) did not finish %s/%s within %u s (SG_GNUPLOT_TIMEOUT): killed with its process "
                         "group",
                         gnuplot, dir, script, timeout_s);
        } else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            char *e = sg_text_escape(msg);
            st = sg_fail(SG_E_INTERNAL, "gnuplot (%s) failed on %s/%s (%s %d): %s", gnuplot, dir, script,
                         WIFEXITED(status) ? "exit" : "signal", WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status),
                         e);
            free(e);
        }
    }
    if (st == SG_OK && (st = sync_file(pt)) == SG_OK && (st = sync_file(st_)) == SG_OK) {
        if (rename(pt, pp) != 0) st = sg_fail(SG_E_IO, "cannot rename '%s' to '%s': %s", pt, pp, strerror(errno));
        else if (rename(st_, sp) != 0) st = sg_fail(SG_E_IO, "cannot rename '%s' to '%s': %s", st_, sp, strerror(errno));
    }
    if (st != SG_OK) {
        remove(pt);
        remove(st_);
    }
    return st;
}

/* ---- the growth files -------------------------------------------------------- */

static void csv_num(sg_text *t, double v) {
    if (isnan(v)) sg_text_printf(t, ",nan");
    else sg_text_printf(t, ",%.17g", v);
}

/* keys[k] as it is, then vals[k] as a comment's text, for k < n. */
static void keyed_values(sg_text *t, const char *const *keys, const char *const *vals, int n) {
    for (int k = 0; k < n; k++) {
        sg_text_printf(t, "%s", keys[k]);
        sg_gp_comment(t, vals[k]);
    }
}

static void growth_files(const plots *ps, const sg_table *tab, const plot_args *a, sg_text *csv, sg_text *md) {
    static const char *const csv_keys[4] = {"# scangate growth exponents v2\n# table: ", "\n# table command: ",
                                            "\n# table commit: ", "\n# table seed: "};
    static const char *const md_keys[3] = {"` (commit ", ", seed ", "; its command: `"};
    const char *const csv_vals[4] = {base_name(a->table), tab->prov.command, tab->prov.commit, tab->prov.seed};
    const char *const md_vals[3] = {tab->prov.commit, tab->prov.seed, tab->prov.command};
    keyed_values(csv, csv_keys, csv_vals, 4);
    sg_text_printf(csv,
                   "\n# fit: least squares of log10(value) on log10(L) over the points with a positive finite value; "
                   "interval slope -+ t se, t the 0.975 quantile of Student's t with n-2 degrees of freedom; "
                   "monotone: 2 points, or |Spearman rank correlation of value with L| >= %.2g (else the slope is no "
                   "growth exponent)\n"
                   "model,regime,quantity,metric,backend,B,D,n_points,n_zero,n_nonfinite,L_min,L_max,slope,ci95_low,"
                   "ci95_high,se,dof,t975,spearman,monotone\n", SG_FIT_MIN_RANK_CORR);
    sg_text_printf(md, "# Growth exponents of %s\n\nFrom the table `", a->metric);
    sg_gp_comment(md, base_name(a->table));
    keyed_values(md, md_keys, md_vals, 3);
    sg_text_printf(md,
                   "`), by `scangate plot`. The growth exponent k is the least-squares slope of log10(%s) against "
                   "log10(L) over the points whose value is positive and finite; the 95%% interval is k -+ t se(k), "
                   "t the 0.975 quantile of Student's t with n - 2 degrees of freedom. Points with value 0 or "
                   "non-finite are left out of the fit and counted. A series is given a growth exponent only where "
                   "it is monotone enough for a power law to describe it: two points, or the magnitude of Spearman's "
                   "rank correlation of the value with L at least %.2g; otherwise the table says so.\n\n"
                   "| model | regime | quantity | backend | B | D | points used | left out (0 / non-finite) | L | k | "
                   "95%% interval |\n|---|---|---|---|---|---|---|---|---|---|---|\n",
                   a->metric, SG_FIT_MIN_RANK_CORR);
    for (int i = 0; i < ps->n; i++) {
        const plot *p = &ps->p[i];
        for (int j = 0; j < p->ns; j++) {
            const series *s = &p->s[j];
            const sg_growth_fit *f = &s->fit;
            sg_text_printf(csv, "%s,%s,%s,%s,%s,%lld,%lld,%d,%d,%d", p->model, p->regime, p->quantity, a->metric,
                           s->backend, (long long)s->B, (long long)s->D, f->n, f->n_zero, f->n_nonfinite);
            csv_num(csv, f->lmin);
            csv_num(csv, f->lmax);
            csv_num(csv, f->slope);
            csv_num(csv, f->lo);
            csv_num(csv, f->hi);
            csv_num(csv, f->se);
            sg_text_printf(csv, ",%d", f->dof);
            csv_num(csv, f->t);
            csv_num(csv, f->spearman);
            sg_text_printf(csv, ",%d\n", f->monotone);
            char lr[64], k[32], ci[64];
            if (f->n) snprintf(lr, sizeof lr, "%.0f..%.0f", f->lmin, f->lmax);
            else snprintf(lr, sizeof lr, "-");
            if (f->state != SG_FIT_NONE && !f->monotone) snprintf(k, sizeof k, "none: not monotone");
            else if (f->state != SG_FIT_NONE) snprintf(k, sizeof k, "%.3f", f->slope);
            else snprintf(k, sizeof k, "n/a");
            if (f->state != SG_FIT_NONE && !f->monotone) snprintf(ci, sizeof ci, "rank correlation %.2f", f->spearman);
            else if (f->state == SG_FIT_OK) snprintf(ci, sizeof ci, "[%.3f, %.3f]", f->lo, f->hi);
            else snprintf(ci, sizeof ci, "n/a (%d point%s)", f->n, f->n == 1 ? "" : "s");
            char c1[200], c2[200], c3[200], c4[200];
            sg_text_printf(md, "| %s | %s | %s | %s | %lld | %lld | %d | %d / %d | %s | %s | %s |\n",
                           sg_md_cell(c1, sizeof c1, p->model), sg_md_cell(c2, sizeof c2, p->regime),
                           sg_md_cell(c3, sizeof c3, p->quantity), sg_md_cell(c4, sizeof c4, s->backend),
                           (long long)s->B, (long long)s->D, f->n, f->n_zero, f->n_nonfinite, lr, k, ci);
        }
    }
}

/* The plots of the selection: grouped, sorted, fitted, labelled and named
 * (SG_E_FORMAT when two would share a file name). */
static sg_status build_plots(plots *ps, const sg_table *tab, const plot_args *a) {
    sg_status st = SG_OK;
    for (int i = 0; i < tab->n; i++) {
        const sg_table_row *r = &tab->rows[i];
        if (!strcmp(r->metric, a->metric) && (!a->model || !strcmp(r->model, a->model)) &&
            (!a->quantity || !strcmp(r->quantity, a->quantity)))
            add_point(ps, r, i);
    }
    for (int i = 0; i < ps->n && st == SG_OK; i++) {
        plot *p = &ps->p[i];
        qsort(p->s, (size_t)p->ns, sizeof *p->s, cmp_series);
        int other = 0;
        for (int j = 0; j < p->ns; j++) {
            series *s = &p->s[j];
            p->multi_bd |= s->B != p->s[0].B || s->D != p->s[0].D;
            s->twin_of = -1;
            for (int k = 0; k < p->ns && strncmp(s->backend, "cuda.", 5) == 0; k++)
                if (strncmp(p->s[k].backend, "cpu.", 4) == 0 && strcmp(p->s[k].backend + 4, s->backend + 5) == 0 &&
                    p->s[k].B == s->B && p->s[k].D == s->D)
                    s->twin_of = k;
            /* a device twin takes its CPU twin's colour (below), no colour of its own */
            if (s->twin_of < 0) s->color = s->rank == 0 ? COLOR_F32 : s->rank == 1 ? COLOR_F64 : palette[other++ % NPALETTE];
            qsort(s->pts, (size_t)s->n, sizeof *s->pts, cmp_point);
            double *L = sg_xmalloc((size_t)s->n * sizeof *L), *v = sg_xmalloc((size_t)s->n * sizeof *v);
            for (int k = 0; k < s->n; k++) L[k] = (double)s->pts[k]->L, v[k] = s->pts[k]->value;
            sg_growth_fit_compute(L, v, s->n, &s->fit);
            free(L);
            free(v);
        }
        for (int j = 0; j < p->ns; j++)
            if (p->s[j].twin_of >= 0) p->s[j].color = p->s[p->s[j].twin_of].color;
        for (int j = 0; j < p->ns; j++) {
            series *s = &p->s[j];
            char fit[96], bd[64] = "", left[96] = "";
            fmt_fit(fit, sizeof fit, &s->fit);
            if (p->multi_bd) snprintf(bd, sizeof bd, " B=%lld D=%lld", (long long)s->B, (long long)s->D);
            if (s->fit.n_zero + s->fit.n_nonfinite)
                snprintf(left, sizeof left, "; %d of %d points not shown (0 or non-finite)",
                         s->fit.n_zero + s->fit.n_nonfinite, s->n);
            snprintf(s->label, sizeof s->label, "%s%s%s: %s%s", s->backend, bd,
                     s->rank == 0 ? " (baseline FP32)" : s->rank == 1 ? " (baseline FP64)" : "", fit, left);
        }
        if (several_regimes(tab, p->model))
            snprintf(p->base, sizeof p->base, "%s_%s_%s_%s", p->model, p->regime, p->quantity, a->metric);
        else snprintf(p->base, sizeof p->base, "%s_%s_%s", p->model, p->quantity, a->metric);
        for (int j = 0; j < i; j++)
            if (!strcmp(ps->p[j].base, p->base))
                st = sg_fail(SG_E_FORMAT, "%s: two plots would share the file name %s (names joined by '_' collide)",
                             a->table, p->base);
    }
    return st;
}

sg_status sg_plot_scripts(const sg_table *tab, const char *table_path, const char *thresholds_path,
                          const sg_thresholds *th, const char *metric, sg_text *out) {
    const plot_args a = {.table = table_path, .out = ".", .metric = metric, .thresholds = thresholds_path};
    plots ps = {NULL, 0, 0};
    sg_status st = build_plots(&ps, tab, &a);
    for (int i = 0; i < ps.n && st == SG_OK; i++) {
        const plot *p = &ps.p[i];
        char gname[300];
        error_script(out, p, tab, &a, sg_thresholds_find(th, p->model, p->quantity, metric), 0);
        snprintf(gname, sizeof gname, "%s_growth", p->base);
        growth_script(out, p, gname, tab, &a);
    }
    free_plots(&ps);
    return st;
}

/* ---- the command ------------------------------------------------------------ */

static int die(sg_status st) {
    fprintf(stderr, "scangate: error [%s]: %s\n", sg_status_name(st), sg_errmsg());
    return (int)st;
}

/* The distinct values of one column (0 model, 1 quantity, 2 metric) among the
 * rows of `metric` and `model` (NULL: any), for a message. */
static void list_values(char *buf, size_t cap, const sg_table *t, int col, const char *metric, const char *model) {
    size_t k = 0;
    buf[0] = 0;
    for (int i = 0; i < t->n; i++) {
        const sg_table_row *r = &t->rows[i];
        if ((metric && strcmp(r->metric, metric)) || (model && strcmp(r->model, model))) continue;
        const char *v = col == 0 ? r->model : col == 1 ? r->quantity : r->metric;
        int seen = 0;
        for (int j = 0; j < i && !seen; j++) {
            const sg_table_row *q = &t->rows[j];
            if ((metric && strcmp(q->metric, metric)) || (model && strcmp(q->model, model))) continue;
            seen = !strcmp(v, col == 0 ? q->model : col == 1 ? q->quantity : q->metric);
        }
        if (!seen && k < cap) k += (size_t)snprintf(buf + k, cap - k, "%s%s", k ? ", " : "", v);
    }
}

int sg_cmd_plot(const sg_cli_opts *o) {
    plot_args a;
    char msg[1024];
    const int rc = parse_plot_args(o->plot_argc, o->plot_argv, o->thresholds, &a, msg, sizeof msg);
    if (rc) return sg_cli_parse_ended(rc, "scangate plot", msg, plot_usage);
    sg_table tab;
    sg_status st = sg_table_load(a.table, &tab);
    if (st) return die(st);
    sg_thresholds th;
    if ((st = sg_thresholds_load(a.thresholds, &th))) {
        sg_table_free(&tab);
        return die(st);
    }
    /* the selection: every filter must select something */
    int have_metric = 0, have_model = 0, have_quantity = 0, nsel = 0;
    for (int i = 0; i < tab.n; i++) {
        const sg_table_row *r = &tab.rows[i];
        const int m = !strcmp(r->metric, a.metric);
        have_metric |= m;
        have_model |= m && a.model && !strcmp(r->model, a.model);
        have_quantity |= m && a.quantity && !strcmp(r->quantity, a.quantity);
        nsel += m && (!a.model || !strcmp(r->model, a.model)) && (!a.quantity || !strcmp(r->quantity, a.quantity));
    }
    char known[1024];
    if (!have_metric || (a.model && !have_model) || (a.quantity && !have_quantity) || !nsel) {
        const int col = !have_metric ? 2 : (a.model && !have_model) ? 0 : 1;
        list_values(known, sizeof known, &tab, col, col == 2 ? NULL : a.metric, col == 1 ? a.model : NULL);
        st = sg_fail(SG_E_UNKNOWN, "%s: no row with %s %s%s (the table has %s%s: %s)", a.table,
                     col == 2 ? "metric" : col == 0 ? "model" : "quantity",
                     col == 2 ? a.metric : col == 0 ? a.model : a.quantity,
                     col == 1 && a.model ? " for that model" : "",
                     col == 2 ? "metrics" : col == 0 ? "models" : "quantities",
                     col == 2 ? "" : col == 1 && a.model ? " for that model and metric" : " with that metric",
                     known);
        sg_thresholds_free(&th);
        sg_table_free(&tab);
        return die(st);
    }
    char gnuplot[4096];
    const int have_gnuplot = sg_cli_find_gnuplot(gnuplot, sizeof gnuplot) == 0;
    struct stat sb;
    if ((st = sg_mkdirs(a.out)) == SG_OK && (stat(a.out, &sb) != 0 || !S_ISDIR(sb.st_mode) || access(a.out, W_OK | X_OK)))
        st = sg_fail(SG_E_IO, "output directory '%s' is not a writable directory", a.out);
    if (st) {
        sg_thresholds_free(&th);
        sg_table_free(&tab);
        return die(st);
    }
    sg_clean_stale_temps(a.out, 600, NULL);

    char out_shown[1024], table_shown[1024]; /* the paths as the terminal is given them */
    sg_shown(out_shown, sizeof out_shown, a.out);
    sg_shown(table_shown, sizeof table_shown, a.table);
    plots ps = {NULL, 0, 0};
    st = build_plots(&ps, &tab, &a);
    int nimages = 0;
    for (int i = 0; i < ps.n && st == SG_OK; i++) {
        const plot *p = &ps.p[i];
        const sg_threshold *row = sg_thresholds_find(&th, p->model, p->quantity, a.metric);
        char path[4200], gname[300];
        for (int facet = 0; facet <= a.facet && st == SG_OK; facet++) { /* the plot, then with --facet its panels */
            char name[300];
            snprintf(name, sizeof name, facet ? "%s_facet" : "%s", p->base);
            sg_text t = {0};
            error_script(&t, p, &tab, &a, row, facet);
            snprintf(path, sizeof path, "%s/%s.gp", a.out, name);
            st = sg_write_atomic_buf(path, t.p, t.len);
            sg_text_free(&t);
            if (st == SG_OK && have_gnuplot) {
                st = sg_cli_run_gnuplot(gnuplot, a.out, name);
                if (st == SG_OK) printf("wrote %s/%s.png, %s/%s.svg (script %s.gp)\n", out_shown, name, out_shown, name, name);
                nimages += st == SG_OK;
            }
        }
        snprintf(gname, sizeof gname, "%s_growth", p->base);
        sg_text g = {0};
        if (st == SG_OK && growth_script(&g, p, gname, &tab, &a)) {
            snprintf(path, sizeof path, "%s/%s.gp", a.out, gname);
            st = sg_write_atomic_buf(path, g.p, g.len);
            if (st == SG_OK && have_gnuplot) {
                st = sg_cli_run_gnuplot(gnuplot, a.out, gname);
                if (st == SG_OK) printf("wrote %s/%s.png, %s/%s.svg (script %s.gp)\n", out_shown, gname, out_shown, gname, gname);
            }
        } else if (st == SG_OK) {
            printf("%s: no backend has two points with distinct L and a positive finite value: no growth plot\n",
                   p->base);
        }
        sg_text_free(&g);
        if (st == SG_OK && !row)
            printf("%s: THRESHOLDS.md has no row %s.%s.%s: no limits drawn\n", p->base, p->model, p->quantity, a.metric);
    }
    if (st == SG_OK) {
        char name[400], path[4200];
        int k = snprintf(name, sizeof name, "growth_%s", a.metric);
        if (a.model) k += snprintf(name + k, sizeof name - (size_t)k, "_%s", a.model);
        if (a.quantity) snprintf(name + k, sizeof name - (size_t)k, "_%s", a.quantity);
        sg_text csv = {0}, md = {0};
        growth_files(&ps, &tab, &a, &csv, &md);
        snprintf(path, sizeof path, "%s/%s.csv", a.out, name);
        st = sg_write_atomic_buf(path, csv.p, csv.len);
        snprintf(path, sizeof path, "%s/%s.md", a.out, name);
        if (st == SG_OK) st = sg_write_atomic_buf(path, md.p, md.len);
        if (st == SG_OK) { /* the table itself is in the files; here its counts */
            int nser = 0, nfit = 0, nflat = 0;
            for (int i = 0; i < ps.n; i++)
                for (int j = 0; j < ps.p[i].ns; j++) {
                    const sg_growth_fit *f = &ps.p[i].s[j].fit;
                    nser++;
                    nfit += f->state != SG_FIT_NONE && f->monotone;
                    nflat += f->state != SG_FIT_NONE && !f->monotone;
                }
            printf("wrote %s/%s.csv, %s/%s.md: growth exponents of %d series (%d fitted; %d not monotone: no exponent; "
                   "%d with too few points)\n",
                   out_shown, name, out_shown, name, nser, nfit, nflat, nser - nfit - nflat);
        }
        sg_text_free(&csv);
        sg_text_free(&md);
    }
    free_plots(&ps);
    sg_thresholds_free(&th);
    sg_table_free(&tab);
    if (st) return die(st);
    if (!have_gnuplot) {
        const char *want = getenv("SG_GNUPLOT");
        st = sg_fail(SG_E_NOTOOL,
                     "gnuplot not found (%s%s): scangate plot draws its PNG and SVG with it; install it "
                     "(apt-get install gnuplot-nox) or point SG_GNUPLOT at it. The scripts and growth files are "
                     "written in '%s': run gnuplot NAME.gp there",
                     want && *want ? "SG_GNUPLOT=" : "looked for 'gnuplot' on PATH",
                     want && *want ? want : "", a.out);
        return die(st);
    }
    printf("plot: %d plot%s of %s from %s in %s\n", nimages, nimages == 1 ? "" : "s", a.metric, table_shown, out_shown);
    return 0;
}
