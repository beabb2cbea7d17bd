/* options.c - the scangate command line, read into sg_cli_opts without side
 * effects (no output, no exit, no environment, no allocation): main() and the
 * tests call sg_cli_parse(), and so can a fuzzer.
 *
 *   scangate [run] [--set smoke|ci] [--case NAME] [--seed N] [--backend NAME]...
 *            [--thresholds FILE] [--out DIR] [--cache DIR] [--prec BITS] [--threads N]
 *   scangate export --set S --case C --out FILE [--oracle FILE] [--seed N]
 *   scangate oracle --set S [--case C] [--certify]   (compute, cache, print certification)
 *   scangate inspect FILE                            (validate a case file, print its tensors)
 *   scangate judge --case-file CASE --outputs OUT [--name NAME] [--out DIR]
 *   scangate list
 *   scangate bench oracle [...]                      (its own options: bench.c)
 *   scangate bench backends [...], scangate dispatch [...]  (their own options: bench_backends.c)
 *   scangate plot TABLE.csv --out DIR [...]          (its own options: plot.c) */
#include "sg_cli.h"

#include <stdarg.h>
#include <string.h>

/* Where one of the two files came from. */
static void note_one(char *buf, size_t cap, const char *path, const char *given, const char *envv, const char *var,
                     const char *dflt, const char *data_from) {
    if (path == dflt)
        snprintf(buf, cap, "%s (%s)", path,
                 !data_from ? "the source tree scangate was built from: no option, variable or data directory named one"
                 : strcmp(data_from, "SG_DATA_DIR") == 0 ? "SG_DATA_DIR"
                                                          : "the installed data directory beside the binary");
    else if (envv && path == envv) snprintf(buf, cap, "%s (%s)", path, var);
    else snprintf(buf, cap, "%s (%s)", path, given);
}

void sg_cli_note_files(sg_cli_opts *o, const sg_cli_env *env, const char *data_from) {
    note_one(o->thresholds_from, sizeof o->thresholds_from, o->thresholds, "--thresholds", env ? env->thresholds : NULL,
             "SG_THRESHOLDS", o->default_paths[0], data_from);
    note_one(o->expected_from, sizeof o->expected_from, o->expected, "--expected", env ? env->expected : NULL,
             "SG_EXPECTED", o->default_paths[1], data_from);
    o->noted[0] = o->thresholds;
    o->noted[1] = o->expected;
    snprintf(o->lookup, sizeof o->lookup,
             "the lookup order: --thresholds / --expected, then SG_THRESHOLDS / SG_EXPECTED, then the data directory "
             "(SG_DATA_DIR, else <prefix>/share/scangate beside an installed binary), then the source tree the binary was "
             "built from (%s)", SG_SOURCE_DIR);
}

int sg_cli_parse_list(const char *s, long *out, int max, uint64_t limit) {
    int n = 0;
    if (!*s) return -1;
    for (;;) {
        const char *comma = strchr(s, ',');
        const size_t len = comma ? (size_t)(comma - s) : strlen(s);
        char item[32];
        uint64_t v;
        if (n == max || len == 0 || len >= sizeof item) return -1;
        memcpy(item, s, len);
        item[len] = 0;
        if (sg_parse_u64(item, limit, &v) || v < 1) return -1;
        for (int k = 0; k < n; k++)
            if (out[k] == (long)v) return -2;
        out[n++] = (long)v;
        if (!comma) return n;
        s = comma + 1;
    }
}

int sg_cli_set_flag(const char *arg, const sg_cli_flag *flags, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(arg, flags[i].name) == 0) {
            *flags[i].field = flags[i].value;
            return 1;
        }
    return 0;
}

const char **sg_cli_named_field(const char *arg, const sg_cli_named *named, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(arg, named[i].name) == 0) return named[i].field;
    return NULL;
}

/* Fills msg ("what: arg") and returns SG_E_USAGE. */
static int usage_error(char *msg, size_t cap, const char *arg, const char *fmt, ...) SG_PRINTF(4, 5);
static int usage_error(char *msg, size_t cap, const char *arg, const char *fmt, ...) {
    if (cap == 0) return SG_E_USAGE;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(msg, cap, fmt, ap);
    va_end(ap);
    if (arg && k >= 0 && (size_t)k < cap) {
        size_t o = (size_t)k; /* the argument as given, but bytes that are not printable ASCII as \xNN */
        static const char hex[] = "0123456789abcdef";
        const char *sep = ": '";
        for (const char *p = sep; *p && o + 1 < cap; p++) msg[o++] = *p;
        for (const unsigned char *p = (const unsigned char *)arg; *p && o + 5 < cap; p++) {
            if (*p >= 0x20 && *p < 0x7f && *p != '\\') msg[o++] = (char)*p;
            else {
                msg[o++] = '\\';
                msg[o++] = 'x';
                msg[o++] = hex[*p >> 4];
                msg[o++] = hex[*p & 15];
            }
        }
        if (o + 1 < cap) msg[o++] = '\'';
        msg[o] = 0;
    }
    return SG_E_USAGE;
}

static const char *env_or(const char *v, const char *fallback) { return (v && *v) ? v : fallback; }

/* The defaults: THRESHOLDS.md, EXPECTED_STATUS.md and reports/ under the data
 * directory (or the environment's), the cache, the set, the seed. */
static void set_defaults(const sg_cli_env *env, sg_cli_opts *o) {
    memset(o, 0, sizeof *o);
    o->cmd = SG_CMD_RUN;
    o->set = "smoke";
    o->seed = SG_DEFAULT_SEED;
    const char *data = env->data_dir && *env->data_dir ? env->data_dir : SG_SOURCE_DIR;
    snprintf(o->default_paths[0], sizeof o->default_paths[0], "%s/THRESHOLDS.md", data);
    snprintf(o->default_paths[1], sizeof o->default_paths[1], "%s/EXPECTED_STATUS.md", data);
    snprintf(o->default_paths[2], sizeof o->default_paths[2], "%s/reports", data);
    o->thresholds = env_or(env->thresholds, o->default_paths[0]);
    o->expected = env_or(env->expected, o->default_paths[1]);
    o->reports_dir = env_or(env->reports_dir, o->default_paths[2]);
    o->cache_dir = env_or(env->cache_dir, env_or(env->default_cache, SG_SOURCE_DIR "/.cache/oracle"));
    o->out_dir = "scangate-out";
    o->name = "external";
    o->prec = SG_ORACLE_DEFAULT_PREC;
}

/* The commands that read their own options (bench, dispatch, plot, table:
 * their argv from their name on) and inspect's one file: 1 when o->cmd is one
 * of them (*rc its result), else 0. */
static int own_options(int argc, char **argv, int ai, sg_cli_opts *o, char *msg, size_t msgcap, int *rc) {
    *rc = SG_OK;
    if (o->cmd == SG_CMD_BENCH && ai < argc && (strcmp(argv[ai], "--help") == 0 || strcmp(argv[ai], "-h") == 0)) {
        o->cmd = SG_CMD_HELP; /* `bench --help`; `bench backends --help` is read by bench_backends.c */
        o->help_topic = "bench";
        return 1;
    }
    if (o->cmd == SG_CMD_BENCH) {
        o->bench_argc = argc - ai;
        o->bench_argv = argv + ai;
        return 1;
    }
    if (o->cmd == SG_CMD_DISPATCH) { /* its own options, read by bench_backends.c (argv[0]: "dispatch") */
        o->bench_argc = argc - ai + 1;
        o->bench_argv = argv + ai - 1;
        return 1;
    }
    if (o->cmd == SG_CMD_PLOT) {
        o->plot_argc = argc - ai + 1;
        o->plot_argv = argv + ai - 1;
        return 1;
    }
    if (o->cmd == SG_CMD_QUARANTINE || o->cmd == SG_CMD_COMPARE) { /* their own options (quarantine.c, compare.c) */
        o->own_argc = argc - ai + 1;
        o->own_argv = argv + ai - 1;
        return 1;
    }
    if (o->cmd == SG_CMD_TABLE) { /* its own options, read by table.c */
        o->table_argc = argc - ai + 1;
        o->table_argv = argv + ai - 1;
        return 1;
    }
    if (o->cmd == SG_CMD_INSPECT) {
        if (argc - ai == 1 && (strcmp(argv[ai], "--help") == 0 || strcmp(argv[ai], "-h") == 0)) {
            o->cmd = SG_CMD_HELP;
            o->help_topic = "inspect";
            return 1;
        }
        if (argc - ai != 1) return *rc = usage_error(msg, msgcap, NULL, "inspect needs one case file"), 1;
        o->case_file = argv[ai];
        return 1;
    }
    return 0;
}

/* What the options say together: --name's text, a filter that selects nothing
 * for the command, what each command needs. */
static int check_parsed(sg_cli_opts *o, const char *cmd, int name_given, char *msg, size_t msgcap) {
    /* the judged implementation's name goes into every report: plain text, and it must fit */
    if (name_given && (!o->name[0] || !sg_text_plain(o->name)))
        return usage_error(msg, msgcap, o->name, "--name must be non-empty UTF-8 text without control characters");
    if (name_given && strlen(o->name) >= sizeof ((sg_case_result *)0)->backend)
        return usage_error(msg, msgcap, o->name, "--name is longer than %zu bytes",
                           sizeof ((sg_case_result *)0)->backend - 1);
    /* a filter that cannot select anything for this command is refused, not ignored */
    if (o->nbackends && (o->cmd == SG_CMD_JUDGE || o->cmd == SG_CMD_ORACLE || o->cmd == SG_CMD_EXPORT ||
                         o->cmd == SG_CMD_COVERAGE))
        return usage_error(msg, msgcap, o->backends[0], "--backend does not apply to %s (%s)", cmd,
                           o->cmd == SG_CMD_JUDGE ? "it judges the outputs in --outputs, named by --name"
                                                  : "it runs no backend");
    if (o->set_given && o->cmd == SG_CMD_JUDGE)
        return usage_error(msg, msgcap, o->set, "--set does not apply to judge (the case comes from --case-file)");
    switch (o->cmd) {
    case SG_CMD_EXPORT:
        if (!o->out_file) return usage_error(msg, msgcap, NULL, "export needs --out FILE");
        if (!o->case_name) return usage_error(msg, msgcap, NULL, "export needs --case NAME");
        break;
    case SG_CMD_JUDGE:
        if (!o->case_file || !o->outputs_file)
            return usage_error(msg, msgcap, NULL, "judge needs --case-file CASE and --outputs OUTPUTS");
        break;
    case SG_CMD_AUDIT:
        if (o->nbackends != 1)
            return usage_error(msg, msgcap, NULL, "audit needs one backend: scangate audit BACKEND [--set S | --case C]");
        if (o->outputs_file && !o->case_file)
            return usage_error(msg, msgcap, NULL, "audit of outputs from a file needs both --case-file and --outputs");
        if (o->case_file && (o->set_given || o->case_name))
            return usage_error(msg, msgcap, NULL, "audit: --case-file does not go with --set or --case");
        break;
    default: break;
    }
    return SG_OK;
}

int sg_cli_parse(int argc, char **argv, const sg_cli_env *env, sg_cli_opts *o, char *msg, size_t msgcap) {
    static const sg_cli_env none = {NULL, NULL, NULL, NULL, NULL, NULL, NULL};
    if (!env) env = &none;
    set_defaults(env, o);
    if (msgcap) msg[0] = 0;
    if (env->seed && *env->seed && sg_parse_u64(env->seed, UINT64_MAX, &o->seed))
        return usage_error(msg, msgcap, env->seed, "SG_SEED is not a decimal integer in [0, 2^64-1] (digits only)");
    size_t k = 0;
    for (int i = 0; i < argc && argv[i] && k < sizeof o->command - 1; i++) {
        int w = snprintf(o->command + k, sizeof o->command - k, "%s%s", i ? " " : "", argv[i]);
        if (w < 0) break;
        k += (size_t)w;
    }
    if (k >= sizeof o->command) k = sizeof o->command - 1;

    int ai = 1;
    if (argc == 2 && argv[1] && strcmp(argv[1], "--version") == 0) {
        o->cmd = SG_CMD_VERSION;
        return SG_OK;
    }
    const char *cmd = "run";
    if (ai < argc && argv[ai] && argv[ai][0] != '-') cmd = argv[ai++];
    if (strcmp(cmd, "help") == 0) { /* scangate help [COMMAND] */
        o->cmd = SG_CMD_HELP;
        if (ai < argc && argv[ai]) {
            if (ai + 1 < argc) return usage_error(msg, msgcap, argv[ai + 1], "help takes one command");
            if (!sg_cli_help_find(argv[ai])) return usage_error(msg, msgcap, argv[ai], "help: unknown command");
            o->help_topic = argv[ai];
        }
        return SG_OK;
    }
    static const struct { const char *name; sg_cli_cmd cmd; } cmds[] = {
        {"run", SG_CMD_RUN},     {"export", SG_CMD_EXPORT}, {"oracle", SG_CMD_ORACLE}, {"inspect", SG_CMD_INSPECT},
        {"judge", SG_CMD_JUDGE}, {"list", SG_CMD_LIST},     {"bench", SG_CMD_BENCH},   {"plot", SG_CMD_PLOT},
        {"coverage", SG_CMD_COVERAGE}, {"table", SG_CMD_TABLE}, {"dispatch", SG_CMD_DISPATCH},
        {"audit", SG_CMD_AUDIT}, {"quarantine", SG_CMD_QUARANTINE}, {"compare", SG_CMD_COMPARE},
    };
    int found = 0;
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        if (strcmp(cmd, cmds[i].name) == 0) {
            o->cmd = cmds[i].cmd;
            found = 1;
        }
    if (!found) return usage_error(msg, msgcap, cmd, "unknown command");
    int own_rc;
    if (own_options(argc, argv, ai, o, msg, msgcap, &own_rc)) return own_rc;
    if (o->cmd == SG_CMD_AUDIT && ai < argc && argv[ai] && argv[ai][0] != '-') /* the audited backend */
        o->backends[o->nbackends++] = argv[ai++];
    const char *case_file = NULL;
    int name_given = 0;
    const sg_cli_flag flags[] = {{"--no-loosening-check", &o->no_loosening_check, 1}, {"--certify", &o->certify, 1}};
    const sg_cli_named named[] = {
        {"--case", &o->case_name}, {"--thresholds", &o->thresholds}, {"--expected", &o->expected},
        {"--reports-dir", &o->reports_dir}, {"--oracle", &o->oracle_file}, {"--case-file", &case_file},
        {"--outputs", &o->outputs_file}, {"--cache", &o->cache_dir}};
    for (; ai < argc; ai++) {
        const char *a = argv[ai];
        const char *v = ai + 1 < argc ? argv[ai + 1] : NULL;
#define NEEDV()                                                                       \
    do {                                                                              \
        if (!v) return usage_error(msg, msgcap, a, "option needs a value");           \
        ai++;                                                                         \
    } while (0)
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            o->help_topic = ai > 1 && argv[1][0] != '-' ? cmd : NULL; /* `scangate --help`: the overview */
            o->cmd = SG_CMD_HELP;
            return SG_OK;
        }
        if (sg_cli_set_flag(a, flags, sizeof flags / sizeof flags[0])) continue;
        const char **field = sg_cli_named_field(a, named, sizeof named / sizeof named[0]);
        if (field) {
            NEEDV();
            *field = v;
        } else if (strcmp(a, "--set") == 0) {
            NEEDV();
            o->set = v;
            o->set_given = 1;
        } else if (strcmp(a, "--seed") == 0) {
            NEEDV();
            if (sg_parse_u64(v, UINT64_MAX, &o->seed))
                return usage_error(msg, msgcap, v, "--seed needs a decimal integer in [0, 2^64-1] (digits only)");
        } else if (strcmp(a, "--model") == 0 && (o->cmd == SG_CMD_RUN || o->cmd == SG_CMD_AUDIT)) {
            NEEDV();
            o->model = v;
        } else if (strcmp(a, "--plugin") == 0) {
            NEEDV();
            if (o->nplugins == SG_CLI_MAX_PLUGINS) return usage_error(msg, msgcap, v, "too many --plugin options");
            o->plugins[o->nplugins++] = v;
        } else if (strcmp(a, "--backend") == 0) {
            NEEDV();
            if (o->nbackends == SG_MAX_BACKENDS) return usage_error(msg, msgcap, v, "too many --backend options");
            o->backends[o->nbackends++] = v;
        } else if (strcmp(a, "--out") == 0) {
            NEEDV();
            o->out_dir = v;
            o->out_file = v;
            o->out_given = 1;
        } else if (strcmp(a, "--name") == 0) {
            NEEDV();
            o->name = v;
            name_given = 1;
        } else if (strcmp(a, "--verbose") == 0 && (o->cmd == SG_CMD_RUN || o->cmd == SG_CMD_JUDGE)) {
            o->verbose = 1;
        } else if (strcmp(a, "--prec") == 0) {
            NEEDV();
            uint64_t p;
            if (sg_parse_u64(v, 100000, &p) || p < 64)
                return usage_error(msg, msgcap, v, "--prec needs a number of bits in [64, 100000]");
            o->prec = (long)p;
        } else if (strcmp(a, "--oracle-path") == 0) {
            NEEDV();
            if (sg_cli_oracle_path(v, &o->oracle_mpfr))
                return usage_error(msg, msgcap, v, "--oracle-path is fast or mpfr");
        } else if (strcmp(a, "--threads") == 0) {
            NEEDV();
            uint64_t t;
            if (sg_parse_u64(v, 4096, &t)) return usage_error(msg, msgcap, v, "--threads needs a count in [0, 4096]");
            o->threads = (int)t;
        } else if (o->cmd == SG_CMD_AUDIT && strcmp(a, "--hard-cases") == 0) {
            NEEDV();
            o->hard_cases_dir = v;
        } else if (o->cmd == SG_CMD_AUDIT && strcmp(a, "--shrink-seconds") == 0) {
            NEEDV();
            if (sg_parse_u64(v, 86400, &o->shrink_seconds) || o->shrink_seconds == 0)
                return usage_error(msg, msgcap, v, "--shrink-seconds needs a count in [1, 86400]");
        } else if (o->cmd == SG_CMD_AUDIT && strcmp(a, "--oracle-memory") == 0) {
            NEEDV();
            if (sg_parse_u64(v, UINT64_C(1) << 30, &o->oracle_mib) || o->oracle_mib == 0)
                return usage_error(msg, msgcap, v, "--oracle-memory needs MiB in [1, 2^30]");
        } else {
            return usage_error(msg, msgcap, a, "unknown option");
        }
#undef NEEDV
    }
    o->case_file = case_file;
    return check_parsed(o, cmd, name_given, msg, msgcap);
}

int sg_cli_parse_ended(int rc, const char *who, const char *msg, void (*usage)(FILE *)) {
    if (rc < 0) { /* --help: the command's help (cli/help.c), then every option it reads */
        const char *sp = strncmp(who, "scangate ", 9) == 0 ? who + 9 : who;
        char cmd[32];
        size_t k = strcspn(sp, " ");
        if (k >= sizeof cmd) k = sizeof cmd - 1;
        memcpy(cmd, sp, k);
        cmd[k] = 0;
        const sg_cli_help *h = sg_cli_help_find(cmd);
        if (h) {
            sg_cli_help_print(stdout, h);
            printf("\nevery option (%s):\n", who);
        }
        usage(stdout);
        return 0;
    }
    fprintf(stderr, "%s: %s\n", who, msg);
    usage(stderr);
    return rc;
}

int sg_cli_oracle_path(const char *v, int *mpfr_only) {
    if (strcmp(v, "mpfr") == 0) *mpfr_only = 1;
    else if (strcmp(v, "fast") == 0) *mpfr_only = 0;
    else return 1;
    return 0;
}
