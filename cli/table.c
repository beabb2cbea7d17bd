/* table.c - `scangate table`: the long-sequence error table over a grid of
 * widths D and lengths L (tables/sg_table_grid.h: the points, their
 * evaluation, the resumable point files and the table files). Here: the
 * options, the limits (THRESHOLDS.md with its loosening check,
 * sg_cli_judging_load), the ranks under an MPI launcher, and what is printed:
 * on a terminal the progress and the time left; elsewhere nothing but errors
 * and the final summary. */
#define _POSIX_C_SOURCE 200809L /* isatty, fileno */
#include "sg_cli.h"
#include "sg_backends.h"
#include "sg_table_grid.h"

#ifdef SG_HAVE_MPI
#include <mpi.h>
#endif
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The command's options: the grid's, and the limits' own (the loosening check with them). */
typedef struct {
    sg_grid_opts g;
    const char *thresholds;  /* --thresholds (default: the command's) */
    const char *reports_dir; /* --reports-dir (default: the command's, SG_REPORTS_DIR or reports/) */
    int no_loosening_check;  /* --no-loosening-check */
} table_args;

static char rank_tag[64]; /* "rank R of N: " under MPI, else empty */

static void table_usage(FILE *f) {
    fprintf(f, "usage: scangate table --model MODEL --out DIR [--dims 64,128] [--lengths 256,1024,4096] [--batch 1]\n"
               "                      [--regimes init,near1] [--resets none] [--no-h0] [--no-dh-last] [--backend NAME]...\n"
               "                      [--seed N] [--prec BITS] [--oracle-path fast|mpfr] [--threads N] [--certify] [--cache DIR] "
               "[--thresholds FILE]\n"
               "                      [--export-cases DIR] [--outputs NAME=DIR]... [--oracle-memory MIB] [--no-repeats]\n"
               "                      [--reports-dir DIR] [--no-loosening-check]\n"
               "A point whose oracle results held whole would exceed --oracle-memory (default 2048 MiB) is judged as a\n"
               "stream: every backend runs first, then the oracle block by block (never cached; the same values).\n"
               "Every backend runs four times per point (two poisons, then on 1 thread and on one thread more) for\n"
               "`unwritten` and `nondeterministic`; --no-repeats runs it twice (nondeterministic not measured).\n");
}

static int parse_args(int argc, char **argv, const sg_cli_opts *o, table_args *t, char *msg, size_t cap) {
    memset(t, 0, sizeof *t);
    sg_grid_opts *a = &t->g;
    a->B = 1;
    a->dims[0] = 64;
    a->nd = 1;
    a->lengths[0] = 256;
    a->lengths[1] = 1024;
    a->nl = 2;
    a->regimes[0] = "init";
    a->nr = 1;
    a->resets = "none";
    a->seed = o->seed;
    a->prec = o->prec;
    a->threads = o->threads;
    a->oracle_mpfr = o->oracle_mpfr;
    t->thresholds = o->thresholds;
    a->cache = o->cache_dir;
    a->h0 = a->dh_last = 1;
    a->oracle_mib = 2048;
    static char regime_buf[256];
    const sg_cli_flag flags[] = {{"--no-repeats", &a->no_repeats, 1}, {"--certify", &a->certify, 1},
                                 {"--no-h0", &a->h0, 0}, {"--no-dh-last", &a->dh_last, 0},
                                 {"--no-loosening-check", &t->no_loosening_check, 1}};
    const sg_cli_named named[] = {{"--model", &a->model}, {"--out", &a->out}, {"--resets", &a->resets},
                                  {"--thresholds", &t->thresholds}, {"--cache", &a->cache},
                                  {"--reports-dir", &t->reports_dir}, {"--export-cases", &a->export_dir}};
    msg[0] = 0;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0) return -1;
        if (sg_cli_set_flag(s, flags, sizeof flags / sizeof flags[0])) continue;
        if (!v || !*v) {
            snprintf(msg, cap, "%s %s", s, s[0] == '-' ? "needs a value (or is unknown)" : "is not an option");
            return SG_E_USAGE;
        }
        uint64_t u;
        i++;
        const char **field = sg_cli_named_field(s, named, sizeof named / sizeof named[0]);
        if (field) *field = v;
        else if (strcmp(s, "--outputs") == 0) {
            const char *eq = strchr(v, '=');
            const size_t nl = eq ? (size_t)(eq - v) : 0;
            if (a->nout == SG_GRID_MAX_OUTSIDE || !eq || !eq[1] || nl == 0 || nl >= SG_TABLE_NAME_MAX)
                return snprintf(msg, cap, "--outputs takes NAME=DIR (up to 8; NAME 1 to 63 characters)"), SG_E_USAGE;
            memcpy(a->out_names[a->nout], v, nl);
            a->out_names[a->nout][nl] = 0;
            if (!sg_table_name_ok(a->out_names[a->nout]))
                return snprintf(msg, cap, "--outputs: the name '%.63s' is not 1 to 63 characters of [A-Za-z0-9_.+-]",
                                a->out_names[a->nout]), SG_E_USAGE;
            a->out_dirs[a->nout++] = eq + 1;
        }
        else if (strcmp(s, "--dims") == 0 || strcmp(s, "--lengths") == 0) {
            /* a point given twice would be two rows with one key (plot refuses the table) */
            const int dims = s[2] == 'd';
            const int n = sg_cli_parse_list(v, dims ? a->dims : a->lengths, SG_GRID_MAX_LIST, UINT64_C(1) << 24);
            if (n < 0) {
                char *e = sg_text_escape(v);
                snprintf(msg, cap, "%s takes up to %d %s in [1, 2^24], comma-separated, %s: '%.200s'", s, SG_GRID_MAX_LIST,
                         dims ? "widths" : "lengths", n == -2 ? "each once (one is repeated)" : "no empty element", e);
                free(e);
                return SG_E_USAGE;
            }
            *(dims ? &a->nd : &a->nl) = n;
        } else if (strcmp(s, "--batch") == 0) {
            if (sg_parse_u64(v, 4096, &u) || u == 0)
                return snprintf(msg, cap, "--batch takes a number in [1, 4096]"), SG_E_USAGE;
            a->B = (int64_t)u;
        } else if (strcmp(s, "--regimes") == 0) {
            if (strlen(v) >= sizeof regime_buf) return snprintf(msg, cap, "--regimes is too long"), SG_E_USAGE;
            snprintf(regime_buf, sizeof regime_buf, "%s", v);
            a->nr = 0;
            for (char *tok = regime_buf, *end;; tok = end + 1) { /* every element, empty ones too */
                end = strchr(tok, ',');
                if (end) *end = 0;
                int twice = 0;
                for (int k = 0; k < a->nr; k++) twice |= strcmp(a->regimes[k], tok) == 0;
                if (a->nr == SG_GRID_MAX_REGIMES || !sg_table_name_ok(tok) || twice)
                    return snprintf(msg, cap, "--regimes takes up to 8 regime names, comma-separated, each once, no "
                                              "empty element"), SG_E_USAGE;
                a->regimes[a->nr++] = tok;
                if (!end) break;
            }
        } else if (strcmp(s, "--backend") == 0) {
            if (a->nb == SG_MAX_BACKENDS) return snprintf(msg, cap, "too many --backend options"), SG_E_USAGE;
            a->backends[a->nb++] = v;
        } else if (strcmp(s, "--seed") == 0) {
            if (sg_parse_u64(v, UINT64_MAX, &a->seed))
                return snprintf(msg, cap, "--seed needs a decimal integer in [0, 2^64-1] (digits only)"), SG_E_USAGE;
        } else if (strcmp(s, "--prec") == 0) {
            if (sg_parse_u64(v, 100000, &u) || u < 64)
                return snprintf(msg, cap, "--prec needs a number of bits in [64, 100000]"), SG_E_USAGE;
            a->prec = (long)u;
        } else if (strcmp(s, "--threads") == 0) {
            if (sg_parse_u64(v, 4096, &u)) return snprintf(msg, cap, "--threads needs a count in [0, 4096]"), SG_E_USAGE;
            a->threads = (int)u;
        } else if (strcmp(s, "--oracle-path") == 0) {
            if (sg_cli_oracle_path(v, &a->oracle_mpfr)) return snprintf(msg, cap, "--oracle-path is fast or mpfr"), SG_E_USAGE;
        } else if (strcmp(s, "--oracle-memory") == 0) {
            if (sg_parse_u64(v, UINT64_C(1) << 30, &a->oracle_mib))
                return snprintf(msg, cap, "--oracle-memory needs a size in MiB (digits only)"), SG_E_USAGE;
        } else {
            char *e = sg_text_escape(s);
            snprintf(msg, cap, "unknown option '%s'", e);
            free(e);
            return SG_E_USAGE;
        }
    }
    if (!a->model) snprintf(msg, cap, "table needs --model (a registered model: rglru, samu)");
    else if (!a->out) snprintf(msg, cap, "table needs --out DIR");
    return msg[0] ? SG_E_USAGE : 0;
}

static void fmt_duration(char *buf, size_t n, double s) {
    if (!(s >= 0) || s > 1e7) snprintf(buf, n, "?");
    else if (s < 90) snprintf(buf, n, "%.0f s", s);
    else if (s < 5400) snprintf(buf, n, "%.1f min", s / 60);
    else snprintf(buf, n, "%.1f h", s / 3600);
}

static int die(sg_status st) {
    fprintf(stderr, "scangate table: %serror [%s]: %s\n", rank_tag, sg_status_name(st), sg_errmsg());
    return (int)st;
}

/* The point about to be computed and the time left: on a terminal one line
 * rewritten in place; elsewhere (CI logs, nohup) a line of its own, at most one
 * every PROGRESS_EVERY seconds (and the first). */
#define PROGRESS_EVERY 10.0
static void show_progress(void *ctx, int i, int np, const char *name, int ncontestants, double seconds_left) {
    const int tty = *(const int *)ctx;
    static double last = -1.0;
    const double now = sg_now();
    if (!tty && last >= 0 && now - last < PROGRESS_EVERY) return;
    last = now;
    char left[32];
    fmt_duration(left, sizeof left, seconds_left);
    fprintf(stderr, "%s[%d/%d] %s: %d backends; time left ~%s%s", tty ? "\r\033[K" : "", i + 1, np, name, ncontestants,
            left, tty ? "" : "\n");
    fflush(stderr);
}

/* The table on rank `rank` of `size` (1: a single process). Under MPI each
 * rank evaluates the points it owns into the shared DIR/points/, then rank 0
 * assembles the table files from them, as a single process does: the values
 * are the same, whatever the ranks. */
static int table_main(const sg_cli_opts *o, int rank, int size) {
    table_args a;
    char msg[512];
    const int pst = parse_args(o->table_argc, o->table_argv, o, &a, msg, sizeof msg);
    if (pst) return sg_cli_parse_ended(pst, "scangate table", msg, table_usage);
    sg_grid *g = NULL;
    sg_status st = sg_table_grid_open(&a.g, &g);
    if (st) return die(st);
    sg_cli_opts lo = *o; /* the limits with this command's own options */
    lo.thresholds = a.thresholds;
    if (a.reports_dir) lo.reports_dir = a.reports_dir;
    lo.no_loosening_check = a.no_loosening_check;
    sg_cli_judging in;
    if ((st = sg_cli_judging_load(&lo, SG_CLI_THRESHOLDS, &in))) {
        sg_table_grid_free(g);
        return die(st);
    }
    sg_backend_table table;
    sg_backends_fill(&table);
    static int tty;
    tty = isatty(fileno(stderr));
    const sg_grid_env env = {&in.th, lo.loosening_note, &table, o->command, rank, size, rank_tag, show_progress, &tty};
    int rc = 0, computed = 0, runs = 0;
    if ((st = sg_table_grid_prepare(g, &env))) {
        rc = die(st);
        goto out;
    }
    st = sg_table_grid_compute(g, &computed, &runs);
    if (tty) fprintf(stderr, "\r\033[K");
    if (st) {
        rc = die(st);
        fprintf(stderr, "scangate table: stopped; the points finished so far are kept under %s/points "
                        "(run the same command again to go on)\n", a.g.out);
        goto out;
    }
#ifdef SG_HAVE_MPI
    if (size > 1) { /* every rank's points are written: rank 0 assembles (a failed rank ends them all) */
        int sums[2] = {computed, runs}, tot[2] = {0, 0};
        MPI_Reduce(sums, tot, 2, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
        computed = tot[0];
        runs = tot[1];
        if (rank != 0) goto out;
    }
#endif
    /* every point done: the table files, from the point files in grid order */
    sg_grid_summary sum;
    if ((st = sg_table_grid_assemble(g, computed, &sum))) {
        rc = die(st);
        goto out;
    }
    printf("scangate table: %d points (%d computed now, %d from %s/points; %d backend evaluations now), "
           "%d rows, %d FAIL verdicts; %s/table.csv, table.json, table.md\n",
           sum.points, computed, sum.points - computed, a.g.out, runs, sum.rows, sum.fails, a.g.out);
out:
    sg_table_grid_free(g);
    sg_cli_judging_free(&in);
    return rc;
}

/* Whether this process was started by an MPI launcher (mpirun, srun). */
static int under_mpi_launcher(void) {
    return getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMI_SIZE") || getenv("PMIX_RANK");
}

int sg_cmd_table(const sg_cli_opts *o) {
#ifdef SG_HAVE_MPI
    if (under_mpi_launcher()) {
        MPI_Init(NULL, NULL);
        int rank = 0, size = 1;
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        MPI_Comm_size(MPI_COMM_WORLD, &size);
        if (size > 1) snprintf(rank_tag, sizeof rank_tag, "rank %d of %d: ", rank, size);
        const int rc = table_main(o, rank, size);
        if (rc && size > 1) {
            fprintf(stderr, "scangate table: rank %d of %d ended with exit code %d; ending every rank (the points "
                            "finished are kept: run the same command again to go on)\n", rank, size, rc);
            fflush(stderr);
            MPI_Abort(MPI_COMM_WORLD, rc);
        }
        MPI_Finalize();
        return rc;
    }
#else
    if (under_mpi_launcher() && getenv("OMPI_COMM_WORLD_SIZE") && atoi(getenv("OMPI_COMM_WORLD_SIZE")) > 1) {
        fprintf(stderr, "scangate table: started by an MPI launcher, but this scangate was built without MPI "
                        "(SG_MPI=OFF): every rank would compute the whole table; refused\n");
        return SG_E_USAGE;
    }
#endif
    return table_main(o, 0, 1);
}
