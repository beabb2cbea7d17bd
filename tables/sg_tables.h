/* sg_tables.h - the error table as a CSV file: its schema (what `scangate
 * table` writes and `scangate plot` reads, one definition for both), the
 * reader and the writer, and the growth exponent the plots fit to it (the
 * slope of log10(error) against log10(L), with its 95% confidence interval).
 *
 * The file, version 1 ("scangate table v1"):
 *
 *   # scangate table v1                      line 1, exactly (SG_TABLE_MAGIC)
 *   # command: scangate table --set ...      provenance, one line each, in any
 *   # commit: 1a2b3c4                        order, each exactly once, before
 *   # seed: 20261129                         the header (other "# key: value"
 *                                            lines there are kept as comments)
 *   model,regime,B,D,L,backend,quantity,metric,value,verdict
 *   rglru,init,1,1024,8192,cpu.canonical_f32,y,rel_l2,0.0011234567890123457,PASS
 *   ...
 *
 * One row per (model, regime, B, D, L, backend, quantity, metric), no two
 * rows with the same key. Columns (SG_TABLE_COLUMNS):
 *   model     a model's name as THRESHOLDS.md keys spell it ("rglru", "samu")
 *   regime    the fixture's parameter regime ("init", "near1", "clip", ...)
 *   B, D, L   batch, width and sequence length: decimal digits, no sign or
 *             leading zero, 1 <= each <= 2^40
 *   backend   a backend row's name ("cpu.canonical_f32", "cuda.samu_hybrid")
 *   quantity  one of the model's quantities ("y", "h_last", "dx", ...)
 *   metric    one of SG_METRIC_LIST's names (gates/sg_gates.h: "rel_l2", ...)
 *   value     the metric's value printed with "%.17g" (SG_TABLE_VALUE_FORMAT:
 *             it reads back to the same double); a NaN is written "nan", an
 *             infinity "inf". Metrics are non-negative: a negative number is
 *             refused. A metric that was not measured has no row.
 *   verdict   PASS, MARGINAL or FAIL under THRESHOLDS.md's row
 *             model.quantity.metric, or "report" when that row's limits are
 *             `report` (computed, not gated)
 * A name (model, regime, backend, quantity, metric) is 1 to 63 characters of
 * [A-Za-z0-9_.+-]: no field ever needs CSV quoting, and a name is safe as a
 * file name part and inside a gnuplot string. Fields are taken as they are (no
 * spaces around commas). Lines end in LF or CRLF; blank lines are skipped;
 * after the header a line starting with '#' is a comment.
 *
 * The reader refuses anything else with SG_E_FORMAT and a message
 * "FILE:LINE: what is wrong" (exit 3); a file it cannot read is SG_E_IO.
 *
 * Baselines: the canonical FP32 and FP64 paths (SG_TABLE_BASELINE_F32/F64)
 * are drawn as baselines in the plots.
 */
#ifndef SG_TABLES_H
#define SG_TABLES_H

#include "sg_common.h"

#define SG_TABLE_MAGIC "# scangate table v1"
#define SG_TABLE_VALUE_FORMAT "%.17g"
#define SG_TABLE_NAME_MAX 64 /* a name's bytes + NUL */
#define SG_TABLE_BASELINE_F32 "cpu.canonical_f32"
#define SG_TABLE_BASELINE_F64 "cpu.canonical_f64"

/* The columns in file order: X(field, header name). */
#define SG_TABLE_COLUMNS(X) \
    X(model, "model")       \
    X(regime, "regime")     \
    X(B, "B")               \
    X(D, "D")               \
    X(L, "L")               \
    X(backend, "backend")   \
    X(quantity, "quantity") \
    X(metric, "metric")     \
    X(value, "value")       \
    X(verdict, "verdict")
#define SG_TABLE_HEADER "model,regime,B,D,L,backend,quantity,metric,value,verdict"
#define SG_TABLE_NCOLS 10

/* The verdict column: X(ID, spelling). */
#define SG_TABLE_VERDICTS(X) \
    X(PASS, "PASS")          \
    X(MARGINAL, "MARGINAL")  \
    X(FAIL, "FAIL")          \
    X(REPORT, "report")

typedef enum {
#define SG_TV_ENUM_(id, s) SG_TV_##id,
    SG_TABLE_VERDICTS(SG_TV_ENUM_)
#undef SG_TV_ENUM_
    SG_TV_COUNT
} sg_table_verdict;
const char *sg_table_verdict_name(sg_table_verdict v);

typedef struct {
    char model[SG_TABLE_NAME_MAX];
    char regime[SG_TABLE_NAME_MAX];
    int64_t B, D, L;
    char backend[SG_TABLE_NAME_MAX];
    char quantity[SG_TABLE_NAME_MAX];
    char metric[SG_TABLE_NAME_MAX];
    double value;
    sg_table_verdict verdict;
    int line; /* the row's line in the file (0: not read from a file) */
} sg_table_row;

/* Provenance: the three comment lines every table carries (plain text, no
 * newline: the writer escapes what is not, sg_text_escape). */
typedef struct {
    char command[1024];
    char commit[128];
    char seed[32];
} sg_table_prov;

/* Fills the three lines (each truncated to its field). */
void sg_table_prov_set(sg_table_prov *p, const char *command, const char *commit, const char *seed);

typedef struct {
    int n, cap;
    sg_table_row *rows; /* in file order */
    sg_table_prov prov;
    char path[1024];
} sg_table;

/* Reads a table file; on failure *out is empty (freed) and the message names
 * the file and line. */
sg_status sg_table_load(const char *path, sg_table *out);
/* The same from text of `len` bytes (a NUL inside is refused); `where` names
 * it in messages. */
sg_status sg_table_parse(const char *text, size_t len, const char *where, sg_table *out);
void sg_table_free(sg_table *t);

/* Whether `s` is a valid name (1..63 bytes of [A-Za-z0-9_.+-]). */
int sg_table_name_ok(const char *s);
/* Whether a metric's values may be negative: bias and bias_z (gates/sg_gates.h,
 * sg_metric_is_signed, which test_table holds equal); every other metric is an
 * error and a negative value is refused when read or written. */
int sg_table_metric_signed(const char *metric);

/* The writer: the magic line, the provenance and the header, then one row at
 * a time; a row with an invalid name, a size out of range or a negative value
 * of an error metric is SG_E_INTERNAL (the writer's caller made it), a failed write SG_E_IO. */
sg_status sg_table_write_header(FILE *f, const sg_table_prov *p);
sg_status sg_table_write_row(FILE *f, const sg_table_row *r);

/* ---- the growth exponent ------------------------------------------------------
 * For one series (one backend's values of one metric against L, the other key
 * columns fixed): the least-squares line log10(err) = a + k log10(L) over the
 * points whose value is positive and finite, k the growth exponent, with its
 * two-sided 95% confidence interval k +- t se(k), t the 0.975 quantile of
 * Student's t with n - 2 degrees of freedom and
 * se(k) = sqrt(sum of squared residuals / (n - 2) / sum (x - mean x)^2).
 * Points with value 0 (or negative) or non-finite are left out and counted. */
typedef enum {
    SG_FIT_OK = 0,    /* slope and interval */
    SG_FIT_NO_CI = 1, /* two points: a slope, no interval (0 degrees of freedom) */
    SG_FIT_NONE = 2   /* fewer than two distinct L among the points used: no slope */
} sg_fit_state;

typedef struct {
    sg_fit_state state;
    int n;           /* points used */
    int n_zero;      /* left out: value <= 0 */
    int n_nonfinite; /* left out: NaN or infinite value */
    double slope, intercept; /* NaN when state is SG_FIT_NONE */
    double se;               /* standard error of the slope (NaN unless SG_FIT_OK) */
    int dof;                 /* n - 2 */
    double t;                /* sg_t_quantile(0.95, dof) (NaN unless SG_FIT_OK) */
    double lo, hi;           /* slope -+ t se (NaN unless SG_FIT_OK) */
    double lmin, lmax;       /* the L range of the points used (NaN: none) */
    /* whether a power law describes the series at all: Spearman's rank correlation of value with L over
     * the points used (average ranks for ties; NaN below 2 points), and monotone = n == 2 or |rho| >=
     * SG_FIT_MIN_RANK_CORR. A series that is not monotone gets its slope computed but not reported as a
     * growth exponent (scangate plot says so): a fitted k of a series that falls and rises misleads. */
    double spearman;
    int monotone;
} sg_growth_fit;

#define SG_FIT_MIN_RANK_CORR 0.8

void sg_growth_fit_compute(const double *L, const double *value, int n, sg_growth_fit *out);

/* The two-sided Student t quantile: the t > 0 with P(|T| <= t) = p for T with
 * `dof` >= 1 degrees of freedom, 0 < p < 1 (NaN otherwise). Computed, not
 * looked up: P(|T| <= t) by the closed forms for integer degrees of freedom
 * (Abramowitz and Stegun 26.7.3 and 26.7.4, finite sums in theta =
 * atan(t / sqrt(dof))), inverted by bisection to a relative 1e-12. Checked in
 * tests/test_tables.c against the table of NIST/SEMATECH e-Handbook of
 * Statistical Methods, section 1.3.6.7.2 (12.706 at 1, 4.303 at 2, 2.228 at
 * 10, 2.042 at 30, 1.984 at 100 degrees of freedom). */
double sg_t_quantile(double p, int dof);
/* P(|T| <= t) for `dof` >= 1 degrees of freedom, t >= 0. */
double sg_t_central(double t, int dof);

#endif
