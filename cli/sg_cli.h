/* sg_cli.h - the scangate command's subcommands and their shared options.
 * sg_cli_parse() reads a command line into sg_cli_opts without printing,
 * exiting or reading the environment (the caller passes the environment's
 * values in), so a fuzzer or a test can call it; main() prints its message. */
#ifndef SG_CLI_H
#define SG_CLI_H

#include "sg_eval.h"

typedef enum {
    SG_CMD_RUN = 0,
    SG_CMD_EXPORT,
    SG_CMD_ORACLE,
    SG_CMD_INSPECT,
    SG_CMD_JUDGE,
    SG_CMD_LIST,
    SG_CMD_BENCH,
    SG_CMD_PLOT,
    SG_CMD_COVERAGE,
    SG_CMD_TABLE,
    SG_CMD_DISPATCH,
    SG_CMD_AUDIT,
    SG_CMD_QUARANTINE,
    SG_CMD_COMPARE,
    SG_CMD_HELP, /* --help: print the usage, exit 0 */
    SG_CMD_VERSION /* --version: the versions every report names, exit 0 */
} sg_cli_cmd;

#define SG_CLI_MAX_PLUGINS 8

typedef struct {
    sg_cli_cmd cmd;
    const char *set;
    const char *case_name;       /* NULL: every case of the set */
    const char *model;           /* run, audit --model M: that model's cases only (NULL: every model) */
    int set_given;               /* --set was on the command line */
    uint64_t seed;
    const char *thresholds;
    const char *expected;        /* EXPECTED_STATUS.md */
    const char *reports_dir;     /* committed reports: limits recorded there may not be loosened */
    int no_loosening_check;      /* --no-loosening-check: THRESHOLDS.md not compared with them (reports say so) */
    char loosening_note[512];    /* what that check compared, or that it was off: every report records it */
    const char *out_dir;
    int out_given;               /* --out was on the command line */
    const char *hard_cases_dir;  /* audit --hard-cases DIR: the reproducer also written there as a hard case */
    uint64_t shrink_seconds;     /* audit --shrink-seconds N: the reproducer's time budget (0: 120) */
    uint64_t oracle_mib;         /* audit --oracle-memory MIB: a case whose oracle results held whole would exceed
                                  * it is audited from a stream of them (0: 2048) */
    const char *cache_dir;       /* NULL or "": no cache */
    const char *backends[SG_MAX_BACKENDS];
    int nbackends;               /* 0: every backend available here */
    const char *plugins[SG_CLI_MAX_PLUGINS]; /* --plugin PATH: backend plugins to load (sg_plugin.h) */
    int nplugins;
    long prec;
    int threads;
    int oracle_mpfr;             /* --oracle-path mpfr: the MPFR oracle alone (default fast: the same bits) */
    int certify;                 /* oracle --certify */
    int verbose;                 /* run, judge --verbose: every quarantined backend x case with its gates */
    const char *out_file;        /* export --out */
    const char *oracle_file;     /* export --oracle */
    const char *case_file;       /* judge --case-file, inspect FILE */
    const char *outputs_file;    /* judge --outputs */
    const char *name;            /* judge --name */
    int bench_argc;              /* bench, dispatch: their own arguments, from the benchmark's name (dispatch: its own) on */
    char **bench_argv;
    int plot_argc;               /* plot: its own arguments, from its name on (plot.c reads them) */
    char **plot_argv;
    int table_argc;              /* table: its own arguments, from its name on (table.c reads them) */
    char **table_argv;
    int own_argc;                /* quarantine, compare: their own arguments, from the name on */
    char **own_argv;
    char default_paths[3][4200];  /* the default THRESHOLDS.md, EXPECTED_STATUS.md, reports/ under data_dir */
    char cache_note[512];        /* set when the cache directory is not used: why (reports say so) */
    char command[1024];
    const char *help_topic;      /* help: the command whose help is asked (NULL: the overview) */
    /* where THRESHOLDS.md and EXPECTED_STATUS.md were taken from (sg_cli_note_files): printed when they are
     * loaded, and the lookup order beside a file that cannot be read */
    char thresholds_from[4800], expected_from[4800], lookup[1200];
    const char *noted[2];        /* the paths noted; a command's own --thresholds / --expected set others later */
} sg_cli_opts;

/* The environment's values that set defaults (NULL or "": unset). */
typedef struct {
    const char *seed;        /* SG_SEED */
    const char *thresholds;  /* SG_THRESHOLDS */
    const char *expected;    /* SG_EXPECTED */
    const char *reports_dir; /* SG_REPORTS_DIR */
    const char *cache_dir;   /* SG_CACHE_DIR */
    /* where THRESHOLDS.md, EXPECTED_STATUS.md and reports/ are read by
     * default (NULL: the source tree, SG_SOURCE_DIR), and the default oracle
     * cache (NULL: <source>/.cache/oracle): scangate.c sets them for an
     * installed scangate (<prefix>/share/scangate, the user's cache) */
    const char *data_dir;
    const char *default_cache;
} sg_cli_env;

/* Parses argv (argv[0] the program) into *o. Returns SG_OK, or SG_E_USAGE
 * with a message in msg (no newline) for the caller to print. Numbers are
 * decimal digits only: no sign, spaces, leading zeros or base prefixes, and
 * within range; --name must be UTF-8 text without control characters; a
 * filter option that cannot select anything for the command (--backend for
 * judge, oracle or export; --set for judge) is refused. Pure: no output, no
 * exit, no environment, no allocation; *o points into argv. */
int sg_cli_parse(int argc, char **argv, const sg_cli_env *env, sg_cli_opts *o, char *msg, size_t msgcap);

/* After sg_cli_parse: where o->thresholds and o->expected come from (the
 * option, SG_THRESHOLDS / SG_EXPECTED, the data directory: `data_from` is
 * "SG_DATA_DIR" or "installed", or NULL for the source tree the binary was
 * built from) into o->thresholds_from, o->expected_from, and the lookup order
 * into o->lookup. Pure, like sg_cli_parse. */
void sg_cli_note_files(sg_cli_opts *o, const sg_cli_env *env, const char *data_from);

/* A comma-separated list of up to `max` numbers, each sg_parse_u64 in
 * [1, limit], into out: the count; -1 for an empty list or element ("64,,128",
 * ",64", "64,"), a bad number or too many; -2 for a number given twice (a grid
 * with a point twice). Pure, like sg_cli_parse. */
int sg_cli_parse_list(const char *s, long *out, int max, uint64_t limit);

/* The options that a parser reads by table: a flag (no value) sets *field to
 * value; a named value is kept as given, *field = the argument after it. */
typedef struct {
    const char *name;
    int *field;
    int value;
} sg_cli_flag;
typedef struct {
    const char *name;
    const char **field;
} sg_cli_named;

/* Whether `arg` is one of the n flags; if so its field is set. */
int sg_cli_set_flag(const char *arg, const sg_cli_flag *flags, size_t n);
/* Where the value of option `arg` goes when it is one of the n named values;
 * NULL when it is none of them. */
const char **sg_cli_named_field(const char *arg, const sg_cli_named *named, size_t n);

/* A subcommand's own argument reading ended in `rc` (not 0): -1 asked for
 * help (its usage on stdout, exit code 0), else a usage error (`who: msg`
 * and its usage on stderr, exit code rc). Returns the exit code. */
int sg_cli_parse_ended(int rc, const char *who, const char *msg, void (*usage)(FILE *));

/* ---- help (cli/help.c): one row per command ---- */
typedef struct {
    const char *name, *summary, *synopsis, *description, *options, *example;
    int codes[16]; /* the exit codes it gives, -1 ended */
} sg_cli_help;
/* The row of command `cmd` ("run", "bench", ...), or NULL. */
const sg_cli_help *sg_cli_help_find(const char *cmd);
const sg_cli_help *sg_cli_help_rows(int *n);
/* What exit code `code` means (NULL: no such code). */
const char *sg_cli_exit_meaning(int code);
/* One command's help: synopsis, what it does, options, example, exit codes. */
void sg_cli_help_print(FILE *f, const sg_cli_help *h);
/* Every command in a line, how to get one's help, the exit codes. */
void sg_cli_help_overview(FILE *f);


int sg_cmd_run(sg_cli_opts *o);
int sg_cmd_export(sg_cli_opts *o, const char *out_file, const char *oracle_file);
int sg_cmd_list(void);
int sg_cmd_coverage(sg_cli_opts *o);
int sg_cmd_table(const sg_cli_opts *o);
int sg_cmd_inspect(const char *path);
int sg_cmd_judge(sg_cli_opts *o, const char *case_file, const char *outputs_file, const char *name);
int sg_cmd_bench(int argc, char **argv);
/* scangate bench backends [...]: gate before time (bench_backends.c, bench/). */
int sg_cmd_bench_backends(const sg_cli_opts *o);
/* scangate dispatch --from DIR [...]: the dispatch table (bench_backends.c). */
int sg_cmd_dispatch(const sg_cli_opts *o);
int sg_cmd_oracle(sg_cli_opts *o, int certify);
/* scangate plot TABLE.csv --out DIR [...]: plots of a table (plot.c). */
int sg_cmd_plot(const sg_cli_opts *o);
/* scangate audit BACKEND [...]: the audit of one backend (audit.c). */
int sg_cmd_audit(sg_cli_opts *o);
/* scangate quarantine --from REPORT.json --why TEXT [...]: EXPECTED_STATUS.md rows for a report's FAILs
 * (quarantine.c). */
int sg_cmd_quarantine(sg_cli_opts *o);
/* scangate compare BEFORE AFTER [--all]: what a change did to verdicts and metrics (compare.c). */
int sg_cmd_compare(sg_cli_opts *o);
/* gnuplot (plot.c): the program (SG_GNUPLOT, a path or a name on PATH;
 * default gnuplot on PATH): 0 and its path in buf, or -1; and a run of
 * NAME.gp in dir writing NAME.png and NAME.svg through temporaries. */
int sg_cli_find_gnuplot(char *buf, size_t cap);
sg_status sg_cli_run_gnuplot(const char *gnuplot, const char *dir, const char *name);
/* gnuplot's time per run: SG_GNUPLOT_TIMEOUT seconds (decimal digits, 1 to
 * SG_GNUPLOT_TIMEOUT_MAX; unset or empty: the default), else SG_E_USAGE naming
 * the variable and its value. A run past it is killed (SG_E_TIMEOUT). */
#define SG_GNUPLOT_TIMEOUT_DEFAULT 300
#define SG_GNUPLOT_TIMEOUT_MAX 86400
sg_status sg_cli_gnuplot_timeout(unsigned *seconds);

/* ---- selection and preparation shared by the subcommands (select.c) ------- */
/* The cases selected by --set and --case: SG_E_UNKNOWN naming the set or case
 * and listing what exists. */
sg_status sg_cli_select_cases(const sg_cli_opts *o, const sg_case_spec **specs, int *n);
/* Every --backend exists (else SG_E_UNKNOWN listing the backends) and runs
 * the model of at least one selected case (else SG_E_UNKNOWN naming it, the
 * models it runs and the selected cases). */
sg_status sg_cli_check_backends(const sg_cli_opts *o, const sg_backend_table *t, const sg_case_spec *specs, int n);
/* The oracle cache directory: created, checked writable, cleaned of orphaned
 * temporaries of dead writers. When unusable, warns once on stderr naming it
 * and the reason, and the run goes on without a cache (o->cache_dir = NULL,
 * o->cache_note says why; reports record it). */
void sg_cli_prepare_cache(sg_cli_opts *o);
/* The judging inputs, loaded by every command that judges or reads the
 * limits, in this order: THRESHOLDS.md (o->thresholds) and the check that no
 * limit is looser than one a recorded report under o->reports_dir was judged
 * with (sg_thresholds_check_recorded: it fails closed, SG_E_NORECORD, when
 * there is no recorded report), unless o->no_loosening_check
 * (--no-loosening-check), which is said on stderr; either way o->loosening_note
 * says what was compared, or that the check was off, for the reports to record
 * beside the thresholds hash. Then EXPECTED_STATUS.md (o->expected) with the
 * project's backend names, its evidence paths relative to its own folder.
 * `what` picks them (SG_CLI_THRESHOLDS, SG_CLI_EXPECTED or both). On failure
 * nothing stays loaded; sg_cli_judging_free is safe on either outcome. */
typedef struct {
    sg_thresholds th;
    sg_expected ex;
} sg_cli_judging;
#define SG_CLI_THRESHOLDS 1u
#define SG_CLI_EXPECTED 2u
sg_status sg_cli_judging_load(sg_cli_opts *o, unsigned what, sg_cli_judging *j);
void sg_cli_judging_free(sg_cli_judging *j);
/* What the reports say of the cache: NULL when it was used; else why not (the
 * directory unusable, o->cache_note, or an entry that could not be written,
 * sg_oracle_cache_write_failure). */
const char *sg_cli_cache_note(const sg_cli_opts *o);

/* --oracle-path VALUE: "mpfr" sets *mpfr_only, "fast" clears it; 1 (nothing set) for anything else. */
int sg_cli_oracle_path(const char *v, int *mpfr_only);

#endif
