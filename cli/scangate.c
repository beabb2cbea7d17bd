/* scangate.c - the command: reads the command line (options.c) and dispatches
 * to the subcommands (run.c, bench.c, bench_backends.c, ...). The exit code is the verdict (0 pass,
 * 1 gate failed) or the kind of bad input (sg_status values, listed by
 * `scangate --help`). */
#define _DEFAULT_SOURCE /* readlink, setenv */
#include "sg_cli.h"
#include "sg_backends.h"
#include "sg_version.h"

#include <stdlib.h>
#include <unistd.h>
#include <string.h>

/* An installed scangate (cmake --install) reads its data from
 * <prefix>/share/scangate, found beside the executable (<prefix>/bin), and
 * caches oracles under $XDG_CACHE_HOME/scangate/oracle (~/.cache/...); one in
 * its build tree reads the source tree (SG_SOURCE_DIR). SG_DATA_DIR overrides.
 * Also points the ci set's hard cases there (SG_HARD_CASES, when unset). */
static void installed_paths(const char **data, const char **cache, const char **data_from) {
    static char dbuf[4200], cbuf[4200];
    *data = *cache = *data_from = NULL;
    const char *e = getenv("SG_DATA_DIR");
    if (e && *e) {
        *data = e;
        *data_from = "SG_DATA_DIR";
    } else {
        char exe[4000];
        const ssize_t k = readlink("/proc/self/exe", exe, sizeof exe - 1);
        if (k <= 0) return;
        exe[k] = 0;
        char *slash = strrchr(exe, '/');
        if (!slash) return;
        *slash = 0;
        char probe[4300];
        snprintf(dbuf, sizeof dbuf, "%s/../share/scangate", exe);
        snprintf(probe, sizeof probe, "%s/THRESHOLDS.md", dbuf);
        if (access(probe, R_OK) != 0) return;
        *data = dbuf;
        *data_from = "installed";
    }
    char hard[4300];
    snprintf(hard, sizeof hard, "%s/fixtures/hard", *data);
    setenv("SG_HARD_CASES", hard, 0);
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    if (xdg && *xdg) snprintf(cbuf, sizeof cbuf, "%s/scangate/oracle", xdg);
    else if (home && *home) snprintf(cbuf, sizeof cbuf, "%s/.cache/scangate/oracle", home);
    else return;
    *cache = cbuf;
}

/* A run or judge that fails before it writes its reports (a bad command line,
 * a variable or plugin refused) removes the reports an earlier run left in its
 * output directory, as a failure later on does (sg_report_prepare_dir): no
 * reader takes them for this run's. --out is looked up in argv, since the
 * parse may have stopped before it; without one, the default directory. */
static void drop_earlier_reports(int argc, char **argv, const sg_cli_opts *o) {
    const char *cmd = argc > 1 && argv[1] && argv[1][0] != '-' ? argv[1] : "run";
    if (strcmp(cmd, "run") != 0 && strcmp(cmd, "judge") != 0) return;
    const char *out = o->out_dir;
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], "--out") == 0) out = argv[i + 1];
    if (out && *out) (void)sg_report_remove_set(out);
}

/* Variables read later on, checked before anything runs: SG_ATOMIC_SEED
 * (sg_backends_env_check; every command) and, for the commands that
 * run gnuplot, SG_GNUPLOT_TIMEOUT. */
static sg_status check_env(const sg_cli_opts *o) {
    unsigned timeout_s;
    sg_status st = sg_backends_env_check();
    if (!st && (o->cmd == SG_CMD_PLOT || o->cmd == SG_CMD_AUDIT)) st = sg_cli_gnuplot_timeout(&timeout_s);
    return st;
}

/* The subcommands, each through a function of the options. */
static int cmd_version(sg_cli_opts *o) {
    (void)o;
    int nm;
    const sg_model_desc *const *mds = sg_models(&nm);
    printf("scangate %s (plugin ABI %d; equations", SG_VERSION, SG_PLUGIN_ABI);
    for (int m = 0; m < nm; m++) printf("%s %s", m ? "," : "", mds[m]->equations);
    printf(")\n");
    return 0;
}
static int cmd_export(sg_cli_opts *o) { return sg_cmd_export(o, o->out_file, o->oracle_file); }
static int cmd_oracle(sg_cli_opts *o) { return sg_cmd_oracle(o, o->certify); }
static int cmd_inspect(sg_cli_opts *o) { return sg_cmd_inspect(o->case_file); }
static int cmd_judge(sg_cli_opts *o) { return sg_cmd_judge(o, o->case_file, o->outputs_file, o->name); }
static int cmd_list(sg_cli_opts *o) {
    (void)o;
    return sg_cmd_list();
}
static int cmd_bench(sg_cli_opts *o) {
    if (o->bench_argc >= 1 && strcmp(o->bench_argv[0], "backends") == 0) return sg_cmd_bench_backends(o);
    return sg_cmd_bench(o->bench_argc, o->bench_argv);
}
static int cmd_dispatch(sg_cli_opts *o) { return sg_cmd_dispatch(o); }
static int cmd_plot(sg_cli_opts *o) { return sg_cmd_plot(o); }
static int cmd_table(sg_cli_opts *o) { return sg_cmd_table(o); }
static int cmd_help(sg_cli_opts *o);

/* The table of commands main dispatches through (sg_cli_parse names the command, options.c). */
static const struct {
    sg_cli_cmd cmd;
    const char *name;
    int (*run)(sg_cli_opts *o);
} commands[] = {
    {SG_CMD_RUN, "run", sg_cmd_run},
    {SG_CMD_EXPORT, "export", cmd_export},
    {SG_CMD_ORACLE, "oracle", cmd_oracle},
    {SG_CMD_INSPECT, "inspect", cmd_inspect},
    {SG_CMD_JUDGE, "judge", cmd_judge},
    {SG_CMD_LIST, "list", cmd_list},
    {SG_CMD_BENCH, "bench", cmd_bench},
    {SG_CMD_DISPATCH, "dispatch", cmd_dispatch},
    {SG_CMD_PLOT, "plot", cmd_plot},
    {SG_CMD_COVERAGE, "coverage", sg_cmd_coverage},
    {SG_CMD_TABLE, "table", cmd_table},
    {SG_CMD_AUDIT, "audit", sg_cmd_audit},
    {SG_CMD_QUARANTINE, "quarantine", sg_cmd_quarantine},
    {SG_CMD_COMPARE, "compare", sg_cmd_compare},
    {SG_CMD_HELP, "--help", cmd_help},
    {SG_CMD_VERSION, "--version", cmd_version},
};

static int cmd_help(sg_cli_opts *o) {
    const sg_cli_help *h = o->help_topic ? sg_cli_help_find(o->help_topic) : NULL;
    if (h) sg_cli_help_print(stdout, h);
    else sg_cli_help_overview(stdout);
    return 0;
}

/* After a usage error: the command's synopsis and where its help is (the
 * command word from argv; none or unknown: the overview's pointer). */
static void usage_hint(int argc, char **argv) {
    const char *cmd = argc > 1 && argv[1] && argv[1][0] != '-' ? argv[1] : "run";
    const sg_cli_help *h = sg_cli_help_find(cmd);
    if (h) fprintf(stderr, "usage: %s\n(scangate help %s: every option, an example, the exit codes)\n", h->synopsis, h->name);
    else fprintf(stderr, "(scangate help: the commands)\n");
}

int main(int argc, char **argv) {
    sg_runtime_init();
    const char *data_dir, *default_cache, *data_from;
    installed_paths(&data_dir, &default_cache, &data_from);
    const sg_cli_env env = {getenv("SG_SEED"),      getenv("SG_THRESHOLDS"), getenv("SG_EXPECTED"), getenv("SG_REPORTS_DIR"),
                            getenv("SG_CACHE_DIR"), data_dir,                default_cache};
    sg_cli_opts o;
    char msg[1200];
    int st = sg_cli_parse(argc, argv, &env, &o, msg, sizeof msg);
    if (!st) sg_cli_note_files(&o, &env, data_from);
    if (st) {
        fprintf(stderr, "scangate: %s\n", msg);
        usage_hint(argc, argv);
        drop_earlier_reports(argc, argv, &o);
        return st;
    }
    /* the variables, then the backend plugins (SG_PLUGINS, then --plugin), before anything fills a backend table */
    sg_status ps = check_env(&o);
    if (!ps) ps = sg_plugins_load_env();
    for (int i = 0; i < o.nplugins && !ps; i++) ps = sg_plugin_load(o.plugins[i]);
    if (ps) {
        fprintf(stderr, "scangate: error [%s]: %s\n", sg_status_name(ps), sg_errmsg());
        drop_earlier_reports(argc, argv, &o);
        return (int)ps;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (commands[i].cmd == o.cmd) return commands[i].run(&o);
    return SG_E_INTERNAL;
}
