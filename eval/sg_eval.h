/* sg_eval.h - the one evaluation of a case, used by every command and test
 * that judges: the commands run, judge, table, audit (and its reproducer's
 * search, audit/shrink.c) and bench backends; the gate-power, fresh-seed,
 * emulation, mutant, stream and GPU tests:
 *
 *   case -> oracle (computed through the cache, or given)
 *        -> the model's yardstick (its canonical-order backend row, run once
 *           and judged: vs_canonical and err_ratio compare with it)
 *        -> each backend: two runs, outputs poisoned with pattern A, then B
 *           (what neither run wrote is `unwritten`), then two repeats, on
 *           one thread and on one thread more than run A (what differs bit
 *           for bit from run A in run B or a repeat is `nondeterministic`),
 *           or outputs given (read from a file: neither is measurable)
 *        -> judged against the oracle and THRESHOLDS.md (gates/)
 *        -> outcome against EXPECTED_STATUS.md.
 *
 * The callers choose what to evaluate (the options) and how to print it (the
 * result); this layer runs backends, gates/ only judges. It sits above gates/
 * and below the composition root (backends/), which fills the table it is
 * given. */
#ifndef SG_EVAL_H
#define SG_EVAL_H

#include "sg_gates.h"

/* What the yardstick is used for. */
typedef enum {
    SG_YARDSTICK_METRICS = 0, /* run and judged; vs_canonical and err_ratio measured against it (run, judge) */
    SG_YARDSTICK_RUN_ONLY,    /* run and judged and returned, but not used for the contestants' metrics */
    SG_YARDSTICK_NONE         /* not run: vs_canonical and err_ratio not measured */
} sg_yardstick_use;

struct sg_eval_result; /* below */

typedef struct {
    /* judging */
    const sg_thresholds *th;            /* required */
    const sg_expected *expected;        /* NULL: no outcome is looked up (every outcome UNLISTED) */
    const char *set;                    /* the set expected-status rows are looked up under */
    const char *where;                  /* names the case in messages (NULL: "case NAME") */
    /* the oracle: given, or computed through the cache */
    const sg_tset *oracle;              /* given (not copied); NULL: computed */
    const char *cache_dir;              /* NULL or "": computed uncached */
    const sg_oracle_opts *oracle_opts;  /* NULL: the defaults */
    /* the yardstick: the model's row found in `table`, or given */
    sg_yardstick_use yardstick;
    const sg_backend_table *table;      /* where the yardstick row is found (NULL: no yardstick) */
    const sg_tset *yardstick_outputs;   /* given with yardstick_result: not run again */
    const sg_case_result *yardstick_result;
    /* the contestants: backend rows run in this order (rows without the case's
     * model are passed over), then outputs given, if any */
    const sg_backend *const *rows;
    int nrows;
    int single_run;                     /* rows run once (poison A): `unwritten`, `nondeterministic` not measured */
    int no_repeats;                     /* rows run twice (A, B) without the determinism repeats:
                                         * `nondeterministic` not measured */
    const sg_tset *outputs;             /* outputs given (e.g. read from a file), judged as `outputs_name` */
    const sg_tset *outputs_b;           /* with them, a second run given (NULL: `unwritten` not measured) */
    const char *outputs_name;
    const char *outputs_where;          /* names their source in messages (e.g. the file) */
    int keep_outputs;                   /* keep every contestant's outputs in the result */
    /* Streaming (a case too long to hold its oracle results): when set, the
     * oracle is not given and the model can stream, every backend runs first
     * (its outputs kept, the second run's only until `unwritten` is counted),
     * then the oracle is computed block by block, never cached, each block
     * judged for every contestant at once and dropped (about stream_budget
     * bytes of results held at a time; 0: 1 GiB). The verdicts and every
     * metric are bitwise those of the held oracle (gates/ accumulates in any
     * order); `oracle` in the result stays NULL, oracle_seconds is the
     * oracle's time alone and stream_judge_seconds the judging of its blocks. */
    int stream;
    size_t stream_budget;
    sg_oracle_cert *stream_cert;        /* with stream and oracle_opts->certify: the certification (may be NULL) */
    /* A streamed evaluation's blocks to another reader too (the audit): once
     * every run is done, stream_begin(stream_ctx, r) (r holds the runs'
     * outputs with keep_outputs, and the yardstick's), then each block to
     * stream_block after the judgings took it; a failure of either ends the
     * evaluation with it. NULL: none. */
    sg_status (*stream_begin)(void *ctx, const struct sg_eval_result *r);
    sg_oracle_block_fn stream_block;
    void *stream_ctx;
} sg_eval_opts;

/* One contestant's evaluation. */
typedef struct {
    const sg_backend *backend;  /* NULL: outputs given */
    sg_case_result res;         /* judged; outcome and expect set; seconds = the faster run */
    double seconds[2];          /* wall time of the run with poison A and with poison B (0: not run) */
    int repeats;                /* runs compared with run A for `nondeterministic` (B and the repeats; 0: none) */
    sg_tset out_a, out_b;       /* the outputs, kept when opts.keep_outputs (else empty) */
} sg_eval_item;

typedef struct sg_eval_result {
    const sg_model_desc *md;
    const sg_tset *oracle;      /* the oracle used (given, or own_oracle; NULL when streamed) */
    int streamed;               /* the oracle was streamed (sg_eval_opts.stream) */
    sg_tset own_oracle;
    double oracle_seconds;
    double stream_judge_seconds; /* streamed: the time judging the blocks (not in oracle_seconds) */
    int have_yardstick;         /* yardstick_outputs / yardstick_result hold it (own, or copies of the given result) */
    const sg_tset *yardstick_outputs;
    sg_tset own_yardstick;
    sg_case_result yardstick_result;
    double yardstick_seconds;
    int n;
    sg_eval_item *items;
} sg_eval_result;

/* Evaluates the case; `r` is filled (free it with sg_eval_free, also after a
 * failure). A failure stops at once with the message of the step that failed
 * (the oracle, a run, a judging). */
sg_status sg_eval_case(const sg_case *c, const sg_eval_opts *o, sg_eval_result *r);
void sg_eval_free(sg_eval_result *r);

/* The threads of the determinism repeats: one, and one more than run A's
 * (omp_get_max_threads() when the evaluation starts). */
#define SG_EVAL_REPEAT_THREADS(n) {1, (n) + 1}

/* One run of a backend on a case, not judged: the model's outputs allocated in
 * `outputs` (initialised here), every element poisoned with pattern `which`
 * (0: A, 1: B), the backend called and its wall time recorded. SG_E_UNKNOWN
 * when the backend has no implementation of the case's model. */
sg_status sg_eval_run(const sg_backend *b, const sg_case *c, int which, sg_tset *outputs, double *seconds);

#endif
