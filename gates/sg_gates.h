/* sg_gates.h - metrics, predeclared thresholds (THRESHOLDS.md), verdicts and
 * reports. A verdict is PASS, MARGINAL or FAIL; a NaN metric is FAIL before
 * anything else, and every limit test is written `!(value <= limit)`.
 *
 * Metric definitions (model_ulp's S: reference/EQUATIONS.md sections 3 and
 * 6.3), for backend values q (in the quantity's
 * stored dtype), exact oracle values e (FP64 of the MPFR value) and correctly
 * rounded values r = RN_fmt(e) computed by the oracle from the MPFR value:
 *   nonfinite   count of non-finite q where e is finite
 *   rel_l2      ||q - e|| / ||e||
 *   excess_l2   ||q - r|| / ||e||    (0 iff every element is correctly rounded)
 *   frac_not_rn fraction of elements with q != r (as values; NaN counts)
 *   max_ulp     max over elements of the distance from q to e on the format's
 *               number line, in units of the format's representable steps
 *               (fractional; across binades each binade counts its own ulp).
 *   model_ulp   condition-aware: max_i (|q_i - e_i| - ulp_fmt(e_i)/2)+ / (u32 S_i), with S
 *               the oracle's magnitude recurrence for that element (S >= |e|) and
 *               u32 = 2^-24: the error in units of FP32 roundings of the element's
 *               terms, so near-zero results of cancellation raise no false alarm and
 *               the limit does not change with L. S_i = 0 (then e_i = 0) gives 0 when
 *               q_i is within half an ulp of 0 and Inf otherwise.
 *   unwritten   elements still holding the poison written before the run, in
 *               two runs with two different poisons (A: a NaN, B: a finite
 *               pattern): an element counts when run A left A and run B left B.
 *   nondeterministic elements whose bits differ between run A and any repeated
 *               run of the same backend on the same case: run B (the second
 *               poison) and two more runs, one on a single thread and one on
 *               one thread more than run A (eval/); an element every run left
 *               unwritten is `unwritten`'s, one left unwritten by some runs
 *               only counts here (THRESHOLDS.md R-DET).
 *   vs_canonical ||q - q_c|| / ||q_c|| against the canonical FP32 path's outputs
 *               q_c on the same case (the H800 study's metric).
 *   err_ratio   the backend's error against the oracle over the canonical
 *               path's (the FlashAttention rule). FP32 outputs:
 *               (rel_l2(q) + eps) / (rel_l2(q_c) + eps), eps = 8 u32 keeps exact
 *               results finite. BF16 outputs: (n(q) + c0) / (n(q_c) + c0) with n
 *               the count of elements not correctly rounded (q != r; NaN counts)
 *               and c0 = 16: a correct FP32 path's BF16 error is a count of
 *               midpoint flips, about Poisson in the FP32 error (THRESHOLDS.md
 *               R-RATIO-BF derives c0).
 *   scalar_ratio for a quantity of shape [1] (a scalar gradient) only: its error
 *               against what FP32 delivers on the same case (THRESHOLDS.md
 *               R-SCALAR-FP32): (|q - e| - ulp(e)/2)+ / T with
 *               T = max(|q_c - e|, F, ulp(e)), F = u32 (S / sqrt(B L D) + K |e|),
 *               K = SG_SCALAR_FLOOR_K, q_c the canonical path's value, S the
 *               oracle's magnitude, ulp in the quantity's format. The canonical
 *               path's own error is the yardstick where S is loose; F (the FP32
 *               random walk of the reduction's terms plus the roundings of the
 *               factors they share) keeps it from being tiny by chance. NaN in q or
 *               q_c gives NaN. Not applicable (not measured) to other quantities.
 *   bias        the mean over groups j of beta_j = sum sgn(e)(q - r) / (u32 sum S), the groups the
 *               (b, d) columns of a [B, L, D] quantity, single elements otherwise, elements with
 *               S = 0 left out (THRESHOLDS.md R-BIAS): a one-sided error in units of the FP32 rounding
 *               of the terms. Sums exact (fixed point over FP32 values), so order-independent. Not
 *               applicable (not measured) when no group is left.
 *   bias_z      (|B| - |B_c|) / sqrt((s^2 + w^2)/n + (s_c^2 + w_c^2)/n_c + SG_BIAS_SIGMA0^2): the
 *               bias beyond the canonical path's (B_c), over the spread of both (s: the sample sd of
 *               beta_j; w^2: the mean of w_j^2, w_j = max ulp_fmt(e) / (u32 sum S), one output ulp).
 *               Measured when both have n >= 2 groups.
 * The last five need extra runs; when they were not measured (outputs judged
 * from a file, or the canonical path absent, or a quantity a metric does not
 * apply to) the metric is NaN and its verdict is recorded as not applicable,
 * never as a silent pass of a measured value.
 */
#ifndef SG_GATES_H
#define SG_GATES_H

#include "sg_models.h"

/* err_ratio's offsets (above): FP32 eps, BF16 flip count c0. */
#define SG_RATIO_F32_EPS (8.0 * 0x1p-24)
#define SG_RATIO_BF_C0 16.0
/* bias_z's floor (above; THRESHOLDS.md R-BIAS): the systematic bias two correct FP32 orders may differ by. */
#define SG_BIAS_SIGMA0 0.01
/* scalar_ratio (above): K, the roundings of the factors a scalar's terms
 * share; and the relative level at which the reports call a scalar too
 * ill-conditioned for FP32 (max(|q_c - e|, F) >= it times |e|: a label of the
 * reports, not a limit of any verdict; THRESHOLDS.md R-SCALAR-FP32). */
#define SG_SCALAR_FLOOR_K 16.0
#define SG_SCALAR_ILL_REL 1e-3

typedef enum { SG_PASS = 0, SG_MARGINAL = 1, SG_FAIL = 2 } sg_verdict;
const char *sg_verdict_name(sg_verdict v);

/* ---- the metrics, as data --------------------------------------------------
 * One row per metric, in report order (JSON objects, tables):
 * X(ID, name, needs, format), where `needs` says what measuring it takes
 *   SG_NEEDS_ORACLE      the outputs and the oracle (always measured)
 *   SG_NEEDS_SECOND_RUN  a second run with the other poison (not from a file)
 *   SG_NEEDS_REPEATS     the repeated runs of the determinism check (not from a file)
 *   SG_NEEDS_YARDSTICK   the yardstick's outputs and result on the same case
 * and `format` prints its value in the Markdown report. A metric not measured
 * in a judging is NaN with verdict PASS and "measured": false, never a silent
 * pass of a measured value. THRESHOLDS.md needs a row for every quantity x
 * metric (sg_thresholds_require). */
#define SG_METRIC_LIST(X)                                      \
    X(NONFINITE, nonfinite, SG_NEEDS_ORACLE, "%.0f")           \
    X(REL_L2, rel_l2, SG_NEEDS_ORACLE, "%.3e")                 \
    X(EXCESS_L2, excess_l2, SG_NEEDS_ORACLE, "%.3e")           \
    X(FRAC_NOT_RN, frac_not_rn, SG_NEEDS_ORACLE, "%.3e")       \
    X(MAX_ULP, max_ulp, SG_NEEDS_ORACLE, "%.3g")               \
    X(MODEL_ULP, model_ulp, SG_NEEDS_ORACLE, "%.3g")           \
    X(UNWRITTEN, unwritten, SG_NEEDS_SECOND_RUN, "%.0f")       \
    X(NONDETERMINISTIC, nondeterministic, SG_NEEDS_REPEATS, "%.0f") \
    X(VS_CANONICAL, vs_canonical, SG_NEEDS_YARDSTICK, "%.3e")  \
    X(ERR_RATIO, err_ratio, SG_NEEDS_YARDSTICK, "%.3g")        \
    X(SCALAR_RATIO, scalar_ratio, SG_NEEDS_YARDSTICK, "%.3g") \
    X(BIAS, bias, SG_NEEDS_ORACLE, "%.3g")                     \
    X(BIAS_Z, bias_z, SG_NEEDS_YARDSTICK, "%.3g")

typedef enum {
#define SG_METRIC_ENUM_(id, name, needs, fmt) SG_M_##id,
    SG_METRIC_LIST(SG_METRIC_ENUM_)
#undef SG_METRIC_ENUM_
    SG_M_COUNT
} sg_metric;

typedef enum { SG_NEEDS_ORACLE = 0, SG_NEEDS_SECOND_RUN, SG_NEEDS_REPEATS, SG_NEEDS_YARDSTICK } sg_metric_needs;

typedef struct {
    const char *name;
    sg_metric_needs needs;
    const char *format;
} sg_metric_desc;

/* Whether the metric named `name` is signed (bias, bias_z: negative values are
 * measurements; every other metric is an error, never negative). */
int sg_metric_is_signed(const char *name);
/* The metric's row (NULL out of range). */
const sg_metric_desc *sg_metric_info(sg_metric m);
const char *sg_metric_name(sg_metric m);

/* Position of a real number on the number line of a format (bf16 or f32):
 * representable values map to consecutive integers, others interpolate. */
double sg_ordinal(double x, sg_dtype fmt);
/* |ordinal(q) - ordinal(e)|; Inf when q is not finite and e is. */
double sg_ulp_distance(double q, double e, sg_dtype fmt);

typedef struct {
    double v[SG_M_COUNT];
    int64_t n;               /* elements */
    int64_t n_bad;           /* elements whose q != r */
    int64_t worst;           /* flat index of the element with the largest ulp distance (-1: none) */
    double worst_q, worst_e; /* its values */
    int64_t worst_model;     /* flat index of the element with the largest model_ulp (-1: none) */
    double worst_model_q, worst_model_e, worst_model_s;
    /* bias (above): the groups counted, the sample sd of their beta_j and the mean of w_j^2 */
    int64_t bias_groups;
    double bias_sd, bias_w2;
} sg_metrics;

/* ---- bias: the per-group exact sums (THRESHOLDS.md R-BIAS) -------------------------
 * One group's sums: sum sgn(e)(q - r) and sum S (S rounded to FP32 once) as
 * 384-bit two's-complement fixed point with unit 2^-149 (every FP32 value is an
 * integer there; 2^31 terms below 2^128 cannot overflow), the largest ulp_fmt(e),
 * and whether a q was not finite: the same sums in any order of the elements. */
typedef struct {
    uint64_t num[6], den[6];
    double wmax;
    int nonfinite, inf_s;
} sg_bias_group;
void sg_bias_group_add(sg_bias_group *g, sg_dtype dt, double q, double e, double r, double S);
/* bias, its spread and floor over n groups (elements of groups with sum S = 0 are
 * ignored): out->v[SG_M_BIAS] (NaN when a counted group had a non-finite q or an
 * infinite S), bias_groups, bias_sd, bias_w2. */
void sg_bias_finish(const sg_bias_group *g, int64_t n, sg_metrics *out);
/* bias_z of a backend's metrics against the canonical path's (NaN when either
 * has fewer than 2 groups: the caller marks it not measured). */
double sg_bias_z(const sg_metrics *m, const sg_metrics *c);
/* bias_z's denominator: the spread of the two biases with the floor (NaN when either has n < 2 groups). */
double sg_bias_spread(const sg_metrics *m, const sg_metrics *c);

/* model_ulp of one element (the definition above): (|q - e| - ulp_fmt(e)/2)+ / (u32 S);
 * S = 0: 0 within half an ulp, else Inf; NaN gives NaN. */
double sg_model_ulp_elem(double q, double e, double S, sg_dtype fmt);

/* The case's inputs at a flat output index w of an output of shape class sc,
 * in %a, "name=value ..." (the model's replay inputs of that class; empty
 * when w < 0): what replays one element of a failure. */
struct sg_case;
void sg_judge_describe_inputs(const sg_model_desc *md, const struct sg_case *c, sg_shape_class sc, int64_t w, char *buf,
                              size_t n);

/* The value of element i of a BF16 or F32 tensor. */
double sg_tensor_value(const sg_tensor *t, int64_t i);

/* Distance between two backends' outputs in units of the oracle's magnitudes:
 * max_i |a_i - b_i| / (u32 S_i); for BF16 outputs one BF16 ulp of
 * max(|a_i|, |b_i|) is subtracted first (two roundings of FP32 values that
 * differ by d differ by at most d + one ulp). S_i = 0 gives 0 when nothing is
 * left and Inf otherwise; NaN gives NaN. *worst receives the element (-1: none). */
double sg_s_distance(const sg_tensor *a, const sg_tensor *b, const double *S, int64_t *worst);

/* ulp of the format (bf16 or f32) at |x|, subnormal quantum below the normal range. */
double sg_ulp_of(double x, sg_dtype fmt);

/* q: backend values as stored (BF16 bits or F32), e: oracle f64, r: oracle RN in
 * the same dtype, S: oracle magnitudes (NULL: model_ulp is NaN, i.e. unavailable). */
void sg_metrics_compute(sg_dtype dt, const void *q, const double *e, const void *r, const double *S, int64_t n,
                        sg_metrics *out);

/* ---- order-independent accumulation ------------------------------------------
 * The metrics of a quantity accumulated element by element in any order (a
 * stream of the oracle's blocks, ranks of a run, or one flat sweep) with the
 * same result bit for bit: the sums of squares are exact (sg_xsum) and
 * rounded once, the worst elements are decided by value then index. */
typedef struct {
    uint64_t lo[2048], hi[2048]; /* per binary exponent, the 128-bit sum of the significands */
    int nan, inf;
} sg_xsum;
void sg_xsum_clear(sg_xsum *s);
/* Adds a term >= 0 (or Inf/NaN, which make the value Inf/NaN; a negative term makes it NaN). */
void sg_xsum_add(sg_xsum *s, double v);
void sg_xsum_merge(sg_xsum *s, const sg_xsum *t);
/* The exact sum, correctly rounded to double (NaN, Inf as said). */
double sg_xsum_value(const sg_xsum *s);

typedef struct {
    sg_dtype dt;
    int have_S;
    int64_t n, nonfinite, bad;
    int nan_seen;
    sg_xsum se, sd, sx; /* ||e||^2, ||q - e||^2, ||q - r||^2 */
    double mu;
    int64_t worst;
    double worst_q, worst_e;
    double mm;
    int64_t worst_model;
    double worst_model_q, worst_model_e, worst_model_s;
} sg_metrics_acc;
void sg_metrics_acc_init(sg_metrics_acc *a, sg_dtype dt, int have_S);
/* Element i (flat index) with backend value q, oracle e, r and S (ignored without S). */
void sg_metrics_acc_add(sg_metrics_acc *a, int64_t i, double q, double e, double r, double S);
/* Adds b's elements to a (disjoint sets of elements, same dtype and S): the
 * result is what adding b's elements to a one by one gives, bit for bit. */
void sg_metrics_acc_merge(sg_metrics_acc *a, const sg_metrics_acc *b);
void sg_metrics_acc_finish(const sg_metrics_acc *a, sg_metrics *out);

/* ---- thresholds ----------------------------------------------------------- */
/* A row limits a value from above (every model.quantity.metric row: FAIL when
 * !(value <= fail); cap the largest `fail` may ever be) or, for the other
 * limits that say so (SG_OTHER_LIMITS), from below (FAIL when !(value >= fail);
 * cap the smallest `fail` may ever be; numbers only). */
typedef enum { SG_LIMIT_MAX = 0, SG_LIMIT_MIN = 1 } sg_limit_dir;

/* The limits the verdicts use beyond the gates of a quantity's metrics, each a
 * row of THRESHOLDS.md ("Other limits") whose key is one of these:
 * X(key, direction, what it limits). */
#define SG_LIMIT_CERT_MIN_BITS "oracle.certification.min_bits"
#define SG_LIMIT_TWIN_S_DISTANCE "paths.twin.max_s_distance"
#define SG_LIMIT_ATTRIB_RHO "audit.attribution.max_rel_residual"
#define SG_LIMIT_ATTRIB_PHI "audit.attribution.min_match_fraction"
#define SG_LIMIT_ATTRIB_BENCH_RIGHT "audit.attribution.bench_min_right"
#define SG_LIMIT_ATTRIB_BENCH_WRONG "audit.attribution.bench_max_wrong"
#define SG_OTHER_LIMITS(X)                                                                                             \
    X(SG_LIMIT_CERT_MIN_BITS, SG_LIMIT_MIN,                                                                            \
      "agreeing bits of every quantity when the oracle certifies itself (scangate oracle --certify)")                  \
    X(SG_LIMIT_TWIN_S_DISTANCE, SG_LIMIT_MAX,                                                                          \
      "max |q_a - q_b| / (u32 S) between two FP32 paths of the same step code (an emulation and the canonical path, "  \
      "a CUDA kernel and its emulation)")                                                                              \
    X(SG_LIMIT_ATTRIB_RHO, SG_LIMIT_MAX,                                                                               \
      "the audit of outside outputs: |O - V| / |O - E| up to which a variant reproduces one failing element "         \
      "(plus the twin bound in u32 S)")                                                                                \
    X(SG_LIMIT_ATTRIB_PHI, SG_LIMIT_MIN,                                                                               \
      "the audit of outside outputs: the fraction of the failing elements of every failing quantity a variant must "  \
      "reproduce to be named")                                                                                         \
    X(SG_LIMIT_ATTRIB_BENCH_RIGHT, SG_LIMIT_MIN,                                                                       \
      "the planted-cause benchmark of the audit's attribution: the fraction of effective pairs whose operation it "   \
      "names right")                                                                                                   \
    X(SG_LIMIT_ATTRIB_BENCH_WRONG, SG_LIMIT_MAX,                                                                       \
      "the planted-cause benchmark of the audit's attribution: the effective pairs on which it names a wrong "        \
      "operation")

typedef struct {
    char key[96];   /* model.quantity.metric, or a key of SG_OTHER_LIMITS */
    double marginal, fail, cap;
    char rationale[32];
    int line;
    sg_limit_dir dir; /* SG_LIMIT_MAX for every gate row */
} sg_threshold;

typedef struct {
    int n;
    sg_threshold *rows;
    char path[1024];
    char hash[SG_HASH_HEX];
} sg_thresholds;

sg_status sg_thresholds_load(const char *path, sg_thresholds *out);
sg_status sg_thresholds_parse(const char *text, const char *where, sg_thresholds *out);
void sg_thresholds_free(sg_thresholds *t);
const sg_threshold *sg_thresholds_find(const sg_thresholds *t, const char *model, const char *quantity, const char *metric);
/* The row of one of SG_OTHER_LIMITS: SG_OK, or SG_E_THRESHOLDS naming the
 * file and the missing key. */
sg_status sg_thresholds_limit(const sg_thresholds *t, const char *key, const sg_threshold **row);
/* Checks a row exists for every quantity x metric of a model. */
sg_status sg_thresholds_require(const sg_thresholds *t, const sg_model_desc *md);

/* Whether a row only reports its value (marginal and fail both infinite:
 * computed, never gated; THRESHOLDS.md says which metrics are so). */
int sg_threshold_report_only(const sg_threshold *th);

/* The verdict of a value under a row, in the row's direction (NaN: FAIL). */
sg_verdict sg_judge_value(double v, const sg_threshold *th);

/* The check that no limit was loosened after a result was recorded: every
 * report.json under `reports_dir` (recursively) records the limits it was judged
 * with ("thresholds_limits"), and so does every NAME.limits.json (the limits of
 * reports that left the tree, reports/recorded-limits/: scripts/evidence.py); a current marginal, fail or cap larger than a
 * recorded one is refused (SG_E_THRESHOLDS, naming the row, the report and both
 * values). Reports without recorded limits are skipped. A directory that cannot
 * be read (`reports_dir` itself included) is SG_E_IO: a misspelled path must not
 * switch the check off. The check fails closed: when no report recording a
 * limit of one of today's rows was found (an empty directory, report.json files
 * that are not the project's reports) it is SG_E_NORECORD naming the directory
 * (the command line's --no-loosening-check is the one way past it). `checked`
 * (may be NULL) receives the number of reports compared. */
sg_status sg_thresholds_check_recorded(const sg_thresholds *t, const char *reports_dir, int *checked);

/* ---- expected status (EXPECTED_STATUS.md) ---------------------------------- */
/* Rows "| backend | set | case | status | reason | evidence |"; backend, set and
 * case are fnmatch(3) patterns, the first matching row wins, status is PASS or
 * QUARANTINED (then reason and an existing evidence file are required). Each
 * pattern must match a known name (else SG_E_THRESHOLDS with file:line and the
 * nearest name): a backend of `backends` (the composition root's
 * sg_backend_names(); any name when the set is only "external", what `judge`
 * files under), a fixture set or "external", a case of the sets matched. Evidence, when given, is a file inside `root`: no absolute
 * path, no ".." or symbolic link leading out of it. Two rows with the same
 * backend, set and case cells (contradicting or repeating each other) are
 * refused (SG_E_THRESHOLDS naming both lines). */
typedef enum { SG_EXPECT_PASS = 0, SG_EXPECT_QUARANTINED = 1 } sg_expect_kind;

typedef struct {
    char backend[64], set[32], casepat[96];
    sg_expect_kind kind;
    char reason[512], evidence[256];
    int line;
} sg_expect_row;

typedef struct {
    int n;
    sg_expect_row *rows;
    char path[1024];
    char hash[SG_HASH_HEX];
} sg_expected;

/* `root` resolves relative evidence paths (NULL: only their spelling is checked). */
sg_status sg_expected_load(const char *path, const char *root, const char *const *backends, int nbackends,
                           sg_expected *out);
sg_status sg_expected_parse(const char *text, const char *where, const char *root, const char *const *backends,
                            int nbackends, sg_expected *out);
void sg_expected_free(sg_expected *e);
const sg_expect_row *sg_expected_find(const sg_expected *e, const char *backend, const char *set, const char *case_name);
/* The QUARANTINED row of backend on case_name under one of the fixture sets
 * (ci, smoke, bench, in that order), or NULL: where a case of any set, or a
 * case read from a file, stands in a region the file quarantines. */
const sg_expect_row *sg_expected_quarantine(const sg_expected *e, const char *backend, const char *case_name);

typedef enum {
    SG_OUTCOME_PASS = 0,        /* expected PASS, no FAIL */
    SG_OUTCOME_QUARANTINED,     /* expected QUARANTINED, and it does FAIL */
    SG_OUTCOME_REGRESSION,      /* expected PASS, FAILs */
    SG_OUTCOME_UNEXPECTED_PASS, /* expected QUARANTINED, passes */
    SG_OUTCOME_UNLISTED,        /* no row covers this backend x case */
    SG_OUTCOME_AS_CANONICAL,    /* FAILs only where and as the canonical FP32 order fails by construction */
    SG_OUTCOME_COUNT
} sg_outcome;
const char *sg_outcome_name(sg_outcome o);
sg_outcome sg_expected_outcome(const sg_expect_row *row, sg_verdict v);


/* ---- judging one backend on one case -------------------------------------- */
/* What FP32 delivers on a scalar quantity (shape [1]) of a case, from the
 * oracle and the canonical path (scalar_ratio's yardstick; THRESHOLDS.md
 * R-SCALAR-FP32): NONE (not a scalar, or no yardstick), JUDGED (the canonical
 * path's error and the floor are below SG_SCALAR_ILL_REL |e|), ILL (not: too
 * ill-conditioned for FP32 to be held to that; the gate still applies), EXACT
 * (e = S = 0). */
typedef enum { SG_SCALAR_NONE = 0, SG_SCALAR_JUDGED, SG_SCALAR_ILL, SG_SCALAR_EXACT } sg_scalar_state;
const char *sg_scalar_state_name(sg_scalar_state s); /* "none", "judged", "ill-conditioned", "exact" */

typedef struct {
    sg_scalar_state state;
    double e, S;          /* the oracle's value and magnitude */
    double canon;         /* the canonical path's value q_c */
    double canon_rel;     /* |q_c - e| / |e| (Inf when e = 0 < |q_c|, 0 when both are 0) */
    double floor;         /* F = u32 (S / sqrt(B L D) + K |e|) */
    double scale;         /* T = max(|q_c - e|, F, ulp(e)) */
    double fail_rel;      /* the relative error beyond which scalar_ratio FAILs: (fail T + ulp(e)/2) / |e| */
} sg_scalar_fp32;

/* ---- structure hints (gates/structure.c) -----------------------------------
 * Where the elements over the model_ulp FAIL limit of a [B,L,D] quantity sit,
 * against where all its elements sit: a hint printed beside a failure when
 * they gather on one kind of step (docs/gates.md "Structure hints"). */
#define SG_TILES 4                /* tile lengths T = 16, 32, 64, 128 steps */
#define SG_STEP_NEAR1_Q 2e-3      /* near-1 decay: 1 - a^2 <= 2e-3 (the fixtures' near1 regime, r^2 >= 0.998) */
#define SG_STEP_CLIP_Q 2.5e-7     /* clip: 1 - a^2 < 2.5e-7 (the clipped sqrt derivative, reference/EQUATIONS.md) */
typedef enum {
    SG_ST_RESET,      /* a reset step (segment_pos == 0) */
    SG_ST_NEAR_RESET, /* a reset step or one of the 16 after it (segment_pos <= 16) */
    SG_ST_NEAR1,      /* not a reset, 1 - a^2 <= SG_STEP_NEAR1_Q */
    SG_ST_CLIP,       /* not a reset, 1 - a^2 < SG_STEP_CLIP_Q */
    SG_ST_EDGE,       /* first or last step of a tile of T steps, not the sequence's own first or last: SG_TILES
                       * kinds, T = 16 << k */
    SG_ST_COUNT = SG_ST_EDGE + SG_TILES
} sg_step_kind;
typedef struct {
    int64_t n;                  /* elements over the limit with a t axis */
    int64_t k[SG_ST_COUNT];     /* of them, on each kind of step */
    int64_t cols;               /* (b, d) columns with an element over the limit */
    int64_t onset[SG_ST_COUNT]; /* of them, those whose first such element sits on each kind of step (a
                                 * gradient's: its last t, the backward runs t descending, judged by step
                                 * t + 1, whose decay carries the backward into t) */
    double base[SG_ST_COUNT];   /* the fraction of all elements on that kind of step (NaN: not known) */
} sg_structure;
/* The fractions of all elements of a [B,L,D] quantity of case c on each kind of step (the decay kinds from
 * up to 4096 evenly spaced elements, through the model's step_q; NaN without it): out->base. */
struct sg_case;
void sg_structure_base(const sg_model_desc *md, const struct sg_case *c, const void *step_ctx, sg_structure *out);
/* The kind of step of element (b, t, d), as a bit mask (1 << sg_step_kind); step_ctx NULL: no decay kinds. */
unsigned sg_structure_kinds(const sg_model_desc *md, const struct sg_case *c, const void *step_ctx, int64_t b,
                            int64_t t, int64_t d);
/* The hint, "all 523 elements over the limit sit on reset steps (1.2% of all elements)", into buf when the
 * elements gather (at least 90% of them, 8 or more, on a kind of step that holds at most half of all
 * elements; of the tile edges the longest T), or when the first such element of the failing columns does;
 * returns 0 and buf "" otherwise. */
int sg_structure_hint(const sg_structure *s, char *buf, size_t n);
/* The kind's name in reports ("reset", "near_reset", "near1", "clip", "edge16", ...). */
const char *sg_step_kind_name(int k);

typedef struct {
    char quantity[SG_NAME_MAX];
    sg_dtype dtype;
    sg_metrics m;
    int measured[SG_M_COUNT];   /* 0: not applicable in this judging (verdict PASS, value NaN) */
    sg_verdict verdict[SG_M_COUNT];
    sg_verdict worst;
    /* worst elements, decoded: (b, t, d) (t or b = -1 when not applicable), for
     * the ulp distance (w*) and for model_ulp (m*) */
    int64_t wb, wt, wd;
    int64_t mb, mt, md;
    /* elements whose own model_ulp exceeds the model_ulp FAIL limit: count and
     * the first t (1-based in reports; -1: none or no t axis) */
    int64_t n_over, first_t;
    sg_structure structure;      /* where those elements sit ([B,L,D] quantities; n = 0 otherwise) */
    char inputs[200];            /* the inputs at the worst model_ulp element, in %a */
    int have_canon;              /* canon[] holds the yardstick's metrics on this quantity */
    double canon[SG_M_COUNT];
    sg_scalar_fp32 scalar;       /* a scalar quantity against the canonical path (state NONE otherwise) */
} sg_qresult;

typedef struct {
    char backend[64];
    char case_name[96];
    char case_hash[SG_HASH_HEX];
    char target[160];
    char model[16];              /* the model's name (sg_model_desc.name) */
    int64_t B, L, D;
    int nq;
    sg_qresult q[16];
    sg_verdict worst;
    double seconds;  /* backend wall time (informative) */
    sg_outcome outcome;          /* against the expected-status file */
    const sg_expect_row *expect; /* the row that decided it (NULL: unlisted) */
} sg_case_result;

/* Whether a FAIL is as wrong as the canonical FP32 order on a case where that
 * order fails by construction (EXPECTED_STATUS.md "As the canonical FP32
 * order"): canon_row (the model's yardstick's row for the case) quarantines
 * it, its judged result canon FAILs there, and every gate res FAILs is FAIL
 * or MARGINAL for the canonical path too, with res's err_ratio on that
 * quantity not FAIL (THRESHOLDS.md R-RATIO: two correct FP32 orders). res
 * and canon are results of the same model (the same quantities, in order). */
int sg_as_canonical(const sg_case_result *res, const sg_case_result *canon, const sg_expect_row *canon_row);

/* The poisons the `unwritten` metric looks for: eval/ writes pattern A (NaNs,
 * so they also fail `nonfinite`) into every output before one run and
 * pattern B (finite) before the other. */
#define SG_POISON_BF16 ((uint16_t)0x7fc1u)
#define SG_POISON_F32 UINT32_C(0x7fc00bad)
#define SG_POISON_B_BF16 ((uint16_t)0x4b1du)
#define SG_POISON_B_F32 UINT32_C(0x4b1d5eed)

/* ---- bitwise determinism (R-DET) ---------------------------------------------
 * The elements of each output in which a repeated run of a backend differs
 * from its run A, as one bit per element (so several repeats count an element
 * once), and the count per output. A repeat is compared bit for bit; a pair of
 * elements that both still hold their own run's poison (unwritten in both) is
 * not a difference (`unwritten` counts those). The outputs are matched by name
 * and must have run A's dtypes and shapes (SG_E_SHAPE otherwise). */
typedef struct {
    int n;                 /* outputs of run A */
    char (*name)[SG_NAME_MAX]; /* their names */
    uint64_t **bits;       /* one bit per element: differs in some repeat */
    int64_t *count;        /* set bits per output */
    int repeats;           /* repeats compared */
} sg_repeat_marks;

sg_status sg_repeat_init(sg_repeat_marks *m, const sg_tset *run_a);
/* Compares the repeat x (poisoned with pattern B when x_poison_b, else A)
 * with run A, element by element, and marks the differences. */
sg_status sg_repeat_add(sg_repeat_marks *m, const sg_tset *run_a, const sg_tset *x, int x_poison_b);
/* The count of the output named q (-1: no such output). */
int64_t sg_repeat_count(const sg_repeat_marks *m, const char *q);
void sg_repeat_free(sg_repeat_marks *m);

/* What the metrics beyond the oracle's need (each may be NULL: that metric is
 * not measured). */
typedef struct {
    const sg_tset *outputs_b;    /* the second run, poisoned with pattern B (unwritten) */
    const sg_tset *yardstick;    /* the yardstick's outputs on the same case (vs_canonical, err_ratio) */
    const sg_case_result *yardstick_result; /* its judged result (err_ratio) */
    const sg_repeat_marks *repeats; /* the determinism check's counts (nondeterministic) */
} sg_judge_extra;

/* Judges outputs (tensors named as the model's quantities, stored dtypes)
 * against the oracle results and the thresholds; x may be NULL. Fails with
 * SG_E_SHAPE when an output is missing, has the wrong dtype/shape or an extra
 * tensor is present. Judges only: running backends is eval/'s. */
sg_status sg_judge_case(const sg_model_desc *md, const sg_case *c, const sg_tset *oracle, const sg_tset *outputs,
                        const sg_judge_extra *x, const sg_thresholds *th, const char *backend, sg_case_result *res);

/* The same judging as a stream: begin (the outputs' shapes checked, and what
 * needs no oracle measured: unwritten from x->outputs_b, vs_canonical from
 * x->yardstick; neither is read again, so both may be freed after it), then
 * every block of the oracle's results in any order (sg_oracle_block; the
 * outputs are read at the block's elements), then end (the metrics, the
 * scalar quantities against the yardstick's values, err_ratio from
 * x->yardstick_result, which is read only here, and the verdicts). The
 * result is bit for bit sg_judge_case's on the whole oracle. end frees the
 * state, also after a failure; sg_judge_abort frees it unfinished. */
typedef struct sg_judge_state sg_judge_state;
sg_status sg_judge_begin(const sg_model_desc *md, const sg_case *c, const sg_tset *outputs, const sg_judge_extra *x,
                         const sg_thresholds *th, const char *backend, sg_judge_state **js);
sg_status sg_judge_feed(sg_judge_state *js, const sg_oracle_block *blk);
sg_status sg_judge_end(sg_judge_state *js, sg_case_result *res);
void sg_judge_abort(sg_judge_state *js);

/* ---- two paths of the same step code ---------------------------------------- */
/* Per quantity, max |q_a - q_b| / (u32 S) (sg_s_distance, S the oracle's q.S),
 * the element where it is reached (-1: none) with both values and S, and its
 * verdict under `twin` (THRESHOLDS.md paths.twin.max_s_distance, R-TWIN). */
typedef struct {
    int nq;
    double distance[16];
    int64_t worst[16];
    double a[16], b[16], s[16];
    sg_verdict verdict[16];
    sg_verdict worst_verdict;
} sg_twin_result;

sg_status sg_twin_compare(const sg_model_desc *md, const sg_tset *a, const sg_tset *b, const sg_tset *oracle,
                          const sg_threshold *twin, sg_twin_result *r);
/* Whether two output sets hold the same tensors bit for bit (run to run,
 * thread count to thread count). */
int sg_twin_same_bits(const sg_tset *a, const sg_tset *b);

/* ---- reports -------------------------------------------------------------- */

typedef struct {
    const char *command;     /* the command line */
    const sg_thresholds *th; /* the limits used (recorded in the JSON report) */
    const char *set;
    uint64_t seed;
    const char *thresholds_path;
    const char *thresholds_hash;
    const char *expected_path;
    long oracle_prec;
    int n;
    sg_case_result *results;
    const char *cache_dir;   /* the oracle cache directory (NULL: none) */
    const char *cache_note;  /* NULL: the cache was used; else why it was not */
    /* what the check that no limit was loosened compared, or that it was off
     * (--no-loosening-check), recorded beside the thresholds hash (NULL: not stated) */
    const char *loosening_check;
    int verbose;             /* terminal: every quarantined backend x case on a line of its own, with its gates */
} sg_report;

/* The commit the reports name: SG_GIT_COMMIT, else the commit the binary was
 * built from (`git describe --always --dirty` of the source tree at build
 * time, cmake/sg_commit.cmake), else "unknown". */
void sg_report_commit(char *buf, size_t n);
sg_status sg_report_write_json(const sg_report *r, const char *path);
/* The exit code of a judgement (docs/commands.md): SG_E_GATE when a result FAILs where PASS is
 * expected, else SG_E_EXPECTED when the expected status is contradicted or silent, else
 * SG_E_AS_CANONICAL when a result FAILs only as the canonical FP32 order does, else SG_OK. */
int sg_outcomes_exit(const sg_case_result *results, int n);
/* report.json's text in memory (*text malloc'd, NUL-ended; free it). */
sg_status sg_report_json_text(const sg_report *r, char **text);
sg_status sg_report_write_markdown(const sg_report *r, const char *path);
/* The same report.md text into an open stream (fuzz/fuzz_markdown.c). */
sg_status sg_report_emit_markdown(FILE *f, const sg_report *r);
/* JUnit XML: one testcase per backend x case; a regression, unexpected pass or
 * unlisted pair is a <failure>, a quarantined FAIL is <skipped> with its reason. */
sg_status sg_report_write_junit(const sg_report *r, const char *path);
/* The verdict table on a stream, ending with a "N passed, N failed" line. */
void sg_report_print(const sg_report *r, FILE *f);
/* Before any computation: creates the output directory, checks that it is a
 * writable directory, cleans orphaned temporaries of dead runs there and
 * removes an earlier run's report.json, report.md and junit.xml (so a failure
 * from here on never leaves old reports looking like this run's). SG_E_IO. */
sg_status sg_report_prepare_dir(const char *dir);
/* Writes report.json, report.md and junit.xml into `dir` as one set: each is
 * written and fsynced in a temporary directory beside them, then all are
 * renamed into place and `dir` is fsynced, `dir` locked (flock) meanwhile so
 * that concurrent writers of one directory leave one writer's whole set. On failure none of the three is
 * left in `dir` and the temporary directory is removed. SG_E_IO. */
sg_status sg_report_write_set(const sg_report *r, const char *dir);
/* Removes report.json, report.md and junit.xml from `dir` (absent: fine). */
sg_status sg_report_remove_set(const char *dir);

#endif
