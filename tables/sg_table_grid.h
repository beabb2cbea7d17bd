/* sg_table_grid.h - the long-sequence error table computed over a grid (what
 * `scangate table` runs; CMake target sg_table_grid, above eval/ like audit/,
 * beside the CSV of sg_tables.h that stands on common alone).
 *
 * For a model, a grid of widths D and lengths L (batch B, one or more
 * parameter regimes) and the backend rows given, each grid point is a case
 * made like a fixture's (the same generator, seeded), evaluated by the one
 * evaluation (eval/: oracle, yardstick, two poisoned runs per backend, judged
 * against THRESHOLDS.md), and written as rows of the table CSV (sg_tables.h):
 * every metric of every quantity of every backend, with its verdict. So a
 * table's verdicts are the ones `scangate run` gives on the same case.
 *
 * Resumable: each point is written as it finishes, into OUT/points/ (its rows,
 * NAME.csv, then its record, NAME.json, holding the point's key: everything
 * its values depend on, the commit included); a rerun takes a point whose
 * record has the same key and computes the others. The table files (CSV, JSON,
 * Markdown) are assembled from the point files in grid order once every point
 * is done, so a run killed at any moment and started again gives the same
 * values as an uninterrupted one. Every file is written whole (temporary +
 * rename). Several processes (MPI ranks) share the points: each computes those
 * it owns (sg_table_grid_compute), one assembles (sg_table_grid_assemble). */
#ifndef SG_TABLE_GRID_H
#define SG_TABLE_GRID_H

#include "sg_eval.h"
#include "sg_tables.h"

#define SG_GRID_MAX_LIST 32 /* widths, lengths */
#define SG_GRID_MAX_REGIMES 8
#define SG_GRID_MAX_OUTSIDE 8

/* What the grid is: the options of `scangate table` (cli/table.c reads them). */
typedef struct {
    const char *model, *out, *resets, *cache;
    int64_t B;
    long dims[SG_GRID_MAX_LIST], lengths[SG_GRID_MAX_LIST];
    int nd, nl;
    const char *regimes[SG_GRID_MAX_REGIMES];
    int nr;
    const char *backends[SG_MAX_BACKENDS]; /* none: every backend of the model usable here */
    int nb;
    /* outside implementations: NAME=DIR, DIR/<point name>.safetensors */
    char out_names[SG_GRID_MAX_OUTSIDE][SG_TABLE_NAME_MAX];
    const char *out_dirs[SG_GRID_MAX_OUTSIDE];
    int nout;
    const char *export_dir; /* each point's case file written there (NULL: not) */
    uint64_t seed;
    long prec;
    int threads, certify, h0, dh_last, no_repeats;
    int oracle_mpfr; /* --oracle-path mpfr */
    uint64_t oracle_mib; /* a point whose held oracle results exceed it is streamed */
} sg_grid_opts;

/* What the run is given besides: the limits loaded (and checked) by the
 * caller, the backend rows of this build, the provenance and the process's
 * share of the points. */
typedef struct {
    const sg_thresholds *th;
    const char *loosening_note;    /* what the loosening check compared (the provenance says it) */
    const sg_backend_table *table;
    const char *command;           /* the command line, for the provenance */
    int rank, size;                /* this process's rank of `size` (1: a single process) */
    const char *tag;               /* "rank R of N: " before its messages on stderr ("" alone) */
    /* before each point computed: its index, the count, its name, the contestants to run and the estimated
     * seconds left (NaN: not known yet); NULL: nothing shown */
    void (*progress)(void *ctx, int i, int np, const char *name, int ncontestants, double seconds_left);
    void *progress_ctx;
} sg_grid_env;

typedef struct sg_grid sg_grid;

/* The model and regimes checked and OUT/points/ made (a problem there shows
 * before anything is loaded or computed): SG_E_UNKNOWN naming a model or
 * regime, SG_E_IO for the directory. */
sg_status sg_table_grid_open(const sg_grid_opts *o, sg_grid **out);
/* The points, each with its key, and the rows: the limits cover the model
 * (and the certification minimum with certify), every --backend exists
 * (SG_E_UNKNOWN) and is usable here (SG_E_NODEVICE), an outside name is no
 * backend's and given once (SG_E_USAGE); the case files exported. */
sg_status sg_table_grid_prepare(sg_grid *g, const sg_grid_env *env);
/* The points this rank owns (a fixed assignment: points by decreasing work,
 * each to the rank with the least work so far), skipping those done: the
 * counts of points computed and of contestant evaluations run. On an error the
 * points finished so far stay under OUT/points. */
sg_status sg_table_grid_compute(sg_grid *g, int *computed, int *runs);
/* The table files (table.csv, table.json, table.md) from every point's files,
 * in grid order; `computed` and `runs` over every rank. */
typedef struct {
    int points, rows, fails;
} sg_grid_summary;
sg_status sg_table_grid_assemble(sg_grid *g, int computed, sg_grid_summary *s);
void sg_table_grid_free(sg_grid *g);

#endif
