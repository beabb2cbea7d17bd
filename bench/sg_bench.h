/* sg_bench.h - gate before time: the backend benchmark and the dispatch table
 * built from its verdicts and timings (issue 13).
 *
 * sg_bench_run, for each shape of one model: makes the case (B, L, D, the
 * bench regime, resets and seed), obtains each backend's gate verdict on that
 * exact case through the one evaluation (sg_eval_case: oracle from the cache,
 * the yardstick, two poisoned runs, THRESHOLDS.md) or from the verdict store
 * when the stored record has the same key (backend code hash, yardstick code
 * hash, case hash, thresholds hash, equations, precision), looks up its
 * EXPECTED_STATUS.md row (set "bench"), and times only the backends whose
 * verdict is PASS and whose row does not quarantine them. The others are
 * refused: stated, never called again after their gating. Timing follows the
 * study's protocol: two counterbalanced rounds (rows in order, then reversed),
 * per round and backend `warmups` untimed calls then `samples` timed calls,
 * every call's wall time kept with its run order.
 *
 * sg_dispatch_build maps, per model, each measured (B, D) and run of lengths
 * with the same winner to the fastest backend that PASSes (and is timed) at
 * every measured shape of the region, with the margin to the second; a shape
 * where nothing passes is a refused region. sg_dispatch_query answers a shape
 * from the table or refuses it (never a default).
 *
 * What it keeps true: a backend refused on a shape is never timed there; a
 * table region names only a backend timed after a PASS on every measured shape
 * of the region; a changed code hash re-gates. Layer: above backends/ (the
 * code hashes and the copy bandwidth come from the composition root), below
 * the command. */
#ifndef SG_BENCH_H
#define SG_BENCH_H

#include "sg_backends.h"

typedef struct {
    int64_t B, L, D;
} sg_shape;

/* The study's shapes (reference/EQUATIONS.md section 8): the four primary training shapes,
 * then the length scaling at B = 1, D = 1024 and the width scaling at B = 1,
 * L = 32768 (duplicates left out). Returns the count. */
int sg_bench_study_shapes(const sg_shape **out);

/* "B,L,D": three decimal numbers (sg_parse_u64: digits, no sign or
 * leading zero), each from 1 to 2^31. 0 and *out set, or -1. */
int sg_bench_parse_shape(const char *s, sg_shape *out);

/* What a verdict was given on (the verdict store's key): the backend and its
 * code hash, the yardstick and its code hash, the case and its hash, the
 * thresholds hash, the equations' version and the oracle's precision. */
typedef struct {
    const char *backend, *code_hash, *yardstick, *yardstick_hash, *case_name, *case_hash, *thresholds_hash, *equations;
    long prec;
} sg_verdict_key;

/* A verdict's hash: its key and its result (verdict, first failing
 * quantity.metric), in one spelling, with the project's hash (common/hash.c).
 * Stored with the verdict, written into bench.json, and recomputed wherever
 * either is read: the store (a mismatch re-gates, said on stderr) and dispatch
 * (a mismatch is refused). */
void sg_bench_verdict_hash(const sg_verdict_key *k, sg_verdict v, const char *failing, char out[SG_HASH_HEX]);

/* Where a verdict came from. */
typedef enum { SG_VSRC_GATED = 0, SG_VSRC_STORE = 1 } sg_verdict_source;
/* What happened to a backend on a shape. */
typedef enum { SG_BSTAT_TIMED = 0, SG_BSTAT_REFUSED = 1, SG_BSTAT_UNAVAILABLE = 2 } sg_bench_status;

/* One call of a backend in the timing protocol. The timed units of a shape
 * are (row, pass) pairs: each admitted row's forward-only pass (rows that
 * declare forward_only) then its forward+backward pass, in table order. */
typedef struct {
    int row;        /* index into the shape's rows */
    sg_pass pass;   /* SG_PASS_FWD or SG_PASS_FWD_BWD */
    int round;      /* 0: units in order, 1: reversed */
    int position;   /* the unit's place in this round's order (0-based) */
    int warmup;     /* 1: a warm-up (untimed in the statistics) */
    int index;      /* warm-up or sample index within the round */
    int seq;        /* the call's place in the whole shape's run order */
    double seconds; /* the timed figure: device time (CUDA events) for device rows, else wall time */
    double wall;    /* wall time of the call alone (device rows: with transfers and allocation) */
} sg_bench_sample;

typedef struct {
    char backend[64];
    sg_backend_kind kind;
    char code_hash[SG_HASH_HEX];
    sg_verdict verdict;          /* the worst verdict over the quantities */
    char failing[160];           /* first quantity.metric not PASS, with its value ("" when PASS) */
    sg_verdict_source source;
    char verdict_hash[SG_HASH_HEX];
    int expect_line;             /* EXPECTED_STATUS.md row that decided (0: none) */
    int quarantined;             /* that row is QUARANTINED */
    sg_bench_status status;
    char reason[512];            /* why refused or unavailable */
    int calls;                   /* timing calls made (warm-ups included): 0 unless TIMED */
    double median, min, max;     /* forward+backward, over the timed samples (NaN: not timed) */
    double fwd_median, fwd_min, fwd_max; /* forward only (NaN: not timed; the row has no forward-only call) */
    double bytes;                /* forward+backward: inputs read once + outputs written once */
    double bytes_fwd;            /* forward: the forward's inputs read once + its outputs written once */
    int device_timer;            /* 1: timed by the row's device_seconds (CUDA events), 0: wall time */
} sg_bench_row;

typedef struct {
    sg_shape shape;
    char case_name[96];
    char case_hash[SG_HASH_HEX];
    int nrows;
    sg_bench_row rows[SG_MAX_BACKENDS];
    int nsamples;
    sg_bench_sample *samples;
} sg_bench_point;

typedef struct {
    const sg_model_desc *md;
    int npoints;
    sg_bench_point *points;
    int gated, from_store, refused, timed; /* counts over backend x shape */
    /* the rest of every verdict's key (sg_verdict_key), written with each row so its hash can be checked */
    char yardstick_hash[SG_HASH_HEX], thresholds_hash[SG_HASH_HEX];
    long prec;
} sg_bench_result;

typedef struct {
    const sg_model_desc *md;              /* required */
    const sg_shape *shapes;
    int nshapes;
    const sg_thresholds *th;              /* required */
    const sg_expected *expected;          /* required: set "bench" */
    const sg_backend_table *table;        /* where the yardstick is found (required) */
    const sg_backend *const *rows;        /* the contestants, in this order (rows without the model: passed over) */
    int nrows;
    /* a backend's code hash (NULL: sg_backend_code_hash); NULL result: "unknown" (always re-gated) */
    const char *(*code_hash)(const char *backend);
    const char *verdict_dir;              /* the verdict store (NULL or "": none, always gated) */
    int regate;                           /* gate even when the store has the verdict */
    const char *cache_dir;                /* the oracle cache */
    const sg_oracle_opts *oracle_opts;
    uint64_t seed;
    const char *regime, *resets;          /* NULL: "init", "none" */
    int h0, dh_last;
    int rounds, warmups, samples;         /* 0: 2, 3, 5 (rounds must be even) */
    /* a shape whose oracle results held whole would exceed this many bytes (0: 2 GiB) is gated as a
     * stream (sg_eval_opts.stream: every backend first, then the oracle block by block, never cached) */
    double oracle_memory;
    /* called after every finished shape (r holds it and those before), e.g. to write the reports so
     * far, so a run stopped from outside keeps what it measured; a non-OK status ends the run */
    sg_status (*on_point)(void *ctx, const sg_bench_result *r);
    void *on_point_ctx;
    int quiet;                            /* no progress lines on stderr */
} sg_bench_opts;

/* Runs the benchmark; r filled (free with sg_bench_free, also after a failure). */
sg_status sg_bench_run(const sg_bench_opts *o, sg_bench_result *r);
void sg_bench_free(sg_bench_result *r);

/* Provenance of a benchmark run, written into its reports. */
typedef struct {
    char command[1024], commit[128], date[32], machine[512], clocks[256], load_start[64], load_end[64];
    char timer[512];
    uint64_t seed;
    long prec;
    char thresholds_hash[SG_HASH_HEX], expected_hash[SG_HASH_HEX];
    char loosening_check[512];            /* what the check that no limit was loosened compared, or that it was off */
    double copy_bw;                       /* measured device copy bandwidth, bytes/s (0: none) */
    char progress[160];                   /* "" when complete; else what the reports so far hold */
    char copy_bw_note[160];
} sg_bench_prov;

/* The machine, its clocks where readable (cpu MHz, the cpufreq governor) and
 * the load average now. */
void sg_bench_machine(sg_bench_prov *p);
void sg_bench_loadavg(char *buf, size_t n);

/* Writes DIR/bench.json (provenance, every backend x shape with its verdict,
 * status and statistics), DIR/samples.csv (every call in run order) and
 * DIR/bench.md (the report). */
sg_status sg_bench_write(const char *dir, const sg_bench_result *const *res, int nres, const sg_bench_prov *p);

/* ---- dispatch ---------------------------------------------------------------- */
typedef struct {
    char model[SG_NAME_MAX];
    int64_t B[2], L[2], D[2];             /* inclusive ranges */
    int npoints;                          /* measured shapes inside */
    char backend[64];                     /* "" : nothing passes here (refused) */
    char second[64];                      /* "" : no second passing backend */
    double margin;                        /* (t_second - t_best) / t_best, smallest over the points; NaN: no second */
    double t_best;                        /* median fwd+bwd seconds of the best, at the region's first point */
    char why[512];
} sg_dispatch_region;

typedef struct {
    int n;
    sg_dispatch_region *r;
    char sources[1024];                   /* the bench.json files read */
} sg_dispatch_table;

/* What each bench.json row is checked against before it counts. */
typedef struct {
    const char *const *known; /* the build's backends and the loaded plugins' (sg_backend_names) */
    int nknown;
    const sg_expected *expected; /* EXPECTED_STATUS.md: quarantines recomputed, never read from the row */
} sg_dispatch_trust;
/* Reads DIR/bench.json files and builds the table. Every row is checked
 * first: its backend must be one of `known`, else SG_E_UNKNOWN; a row with a
 * verdict must carry the verdict's key, and its verdict_hash must be the one
 * recomputed from them (sg_bench_verdict_hash), else SG_E_REFUSED; whether it
 * was timed and may be dispatched to is recomputed from that verdict and
 * `expected` (set `bench`), and a row that says otherwise is SG_E_REFUSED: no
 * backend is dispatched without a PASS that verifies and a row that admits it.
 * Each names the file, the row and the backend. */
sg_status sg_dispatch_from_files(const char *const *files, int nfiles, const sg_dispatch_trust *trust,
                                 sg_dispatch_table *t);
/* The regions from results in memory (what sg_dispatch_from_files does after reading). */
typedef struct {
    const char *model;
    sg_shape shape;
    const char *backend;
    int pass;                             /* verdict PASS, not quarantined, timed */
    double median;                        /* fwd+bwd seconds (NaN: not timed) */
} sg_dispatch_obs;
sg_status sg_dispatch_build(const sg_dispatch_obs *obs, int n, sg_dispatch_table *t);
void sg_dispatch_free(sg_dispatch_table *t);
/* The region holding (model, shape): SG_OK and *out, or SG_E_REFUSED (no
 * region, or nothing passes there) with the reason in sg_errmsg(). */
sg_status sg_dispatch_query(const sg_dispatch_table *t, const char *model, sg_shape s, const sg_dispatch_region **out);
/* The same from one bench.json's text (`where` names it), with the name
 * grammar checked but no row's verdict or admission (no trust): only for the
 * fuzz harness of the header writer (fuzz/fuzz_cheader.c). A model that is not one
 * of this scangate's or a backend name out of the grammar (sg_backend_name_ok)
 * is SG_E_FORMAT naming the file and the entry, and nothing is written. */
sg_status sg_dispatch_from_text(const char *text, size_t len, const char *where, sg_dispatch_table *t);
/* DIR/dispatch.json and DIR/sg_dispatch_table.h (a C header a framework includes). */
sg_status sg_dispatch_write(const char *dir, const sg_dispatch_table *t, const char *command, const char *commit);
/* One region's row of the header's sg_dispatch_entries table: its names as C
 * string literals (sg_c_string), an empty one NULL. */
void sg_dispatch_header_row(sg_text *t, const sg_dispatch_region *r);

#endif
