/* sg_shrink.h - minimised reproducers: a failure of a backend on a case cut
 * down to a small case that still fails the same gate, for a kernel engineer
 * to replay (and for the `ci` set to run from then on as a hard case,
 * fixtures/hard/).
 *
 * The cut, in this order, each step kept only when the backend still FAILs
 * the gate (quantity.metric) on the cut case, judged like any case (its own
 * oracle, the canonical yardstick, THRESHOLDS.md):
 *   1. rows: the row b of the focus element alone (then any single row);
 *   2. channels, where the model's channels are independent sub-problems
 *      (RG-LRU; not SAMU, whose controller reads every channel): halving the
 *      channel range around the focus channel;
 *   3. tokens: halving the window [ta, tb) around the focus token, each width
 *      tried ending at the focus, centred on it and starting at the chunk
 *      group (or chunk) boundary at or before it; a window that starts after
 *      t = 0 carries the exact entry state: the initial state input is set to
 *      the oracle's state at ta - 1 (y_t holds the state in the initial
 *      state's layout for both models), rounded once to FP32; segment_pos is
 *      cut with the window; a window that ends before L keeps the case's
 *      final-state cotangent as its own (the backward is then another problem,
 *      and the gate must still fail on it).
 * Bounded by a time budget: when it is spent, the smallest failing cut so far
 * is the result. Every input is sliced from the original's exact values, so
 * the reproducer's inputs are the original's at those rows, tokens and
 * channels, plus the entry state. */
#ifndef SG_SHRINK_H
#define SG_SHRINK_H

#include "sg_gates.h"

typedef struct {
    const sg_backend *backend;          /* the failing backend */
    const sg_backend_table *table;      /* for the yardstick */
    const sg_thresholds *th;
    const char *quantity, *metric;      /* the gate that must keep failing */
    int64_t focus_b, focus_t, focus_d;  /* where the failure shows (b, t, d) */
    double budget_seconds;              /* 0: 120 */
    const sg_oracle_opts *oracle_opts;  /* NULL: the defaults */
    double oracle_memory;               /* bytes: a cut whose oracle results held whole would exceed it is
                                         * judged from their stream (0: every cut's held) */
    int oracle_state_only;              /* the `oracle` given holds only the state (y in float64, for the
                                         * entry states), not the whole case's results: the whole case is
                                         * judged again, from the stream, when the search needs it */
    int whole_fails;                    /* the caller judged the whole case: it FAILs the gate with
                                         * whole_value (not judged again) */
    double whole_value;
} sg_shrink_opts;

typedef struct {
    sg_case c;                  /* the reproducer; its metadata records the cut and its provenance */
    int64_t row;                /* the original row it keeps (-1: every row) */
    int64_t ta, tb, da, db;     /* its tokens [ta, tb) and channels [da, db) of the original */
    double value;               /* the gate's value on it */
    int evaluations;
    double seconds;
    int budget_spent;           /* stopped by the budget */
    char steps[1024];           /* what was tried and kept, in words */
} sg_shrink_result;

/* Cuts the failure of o->backend on `c` (which must FAIL the gate: else
 * SG_E_UNKNOWN saying so; not judged again with o->whole_fails). `oracle` is c's held oracle (for the entry states;
 * with o->oracle_state_only, y's float64 values alone).
 * The result's case is named `name` (copied into its metadata). */
sg_status sg_shrink(const sg_shrink_opts *o, const sg_case *c, const sg_tset *oracle, const char *name,
                    sg_shrink_result *r);
void sg_shrink_free(sg_shrink_result *r);

/* The cut itself (exposed for tests): rows [b0, b1), tokens [ta, tb),
 * channels [da, db) of c as a new case named `name`, the entry state from
 * `oracle` when ta > 0 (SG_E_UNKNOWN when the model's channels are not
 * independent and [da, db) is not all of them). */
sg_status sg_shrink_cut(const sg_case *c, const sg_tset *oracle, int64_t b0, int64_t b1, int64_t ta, int64_t tb,
                        int64_t da, int64_t db, const char *name, sg_case *out);

#endif
