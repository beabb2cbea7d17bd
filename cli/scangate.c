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
static void installed_paths(const char **data, const char **cache) {
    static char dbuf[4200], cbuf[4200];
    *data = *cache = NULL;
    const char *e = getenv("SG_DATA_DIR");
    if (e && *e) {
        *data = e;
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

int main(int argc, char **argv) {
    sg_runtime_init();
    const char *data_dir, *default_cache;
    installed_paths(&data_dir, &default_cache);
    const sg_cli_env env = {getenv("SG_SEED"),      getenv("SG_THRESHOLDS"), getenv("SG_EXPECTED"), getenv("SG_REPORTS_DIR"),
                            getenv("SG_CACHE_DIR"), data_dir,                default_cache};
    sg_cli_opts o;
    char msg[1200];
    int st = sg_cli_parse(argc, argv, &env, &o, msg, sizeof msg);
    if (st) {
        fprintf(stderr, "scangate: %s\n", msg);
        sg_cli_usage(stderr);
        return st;
    }
    /* backend plugins: SG_PLUGINS, then --plugin, before anything fills a backend table */
    sg_status ps = sg_plugins_load_env();
    for (int i = 0; i < o.nplugins && !ps; i++) ps = sg_plugin_load(o.plugins[i]);
    if (ps) {
        fprintf(stderr, "scangate: error [%s]: %s\n", sg_status_name(ps), sg_errmsg());
        return (int)ps;
    }
    switch (o.cmd) {
    case SG_CMD_HELP: sg_cli_usage(stdout); return 0;
    case SG_CMD_VERSION: {
        int nm;
        const sg_model_desc *const *mds = sg_models(&nm);
        printf("scangate %s (plugin ABI %d; equations", SG_VERSION, SG_PLUGIN_ABI);
        for (int m = 0; m < nm; m++) printf("%s %s", m ? "," : "", mds[m]->equations);
        printf(")\n");
        return 0;
    }
    case SG_CMD_RUN: return sg_cmd_run(&o);
    case SG_CMD_EXPORT: return sg_cmd_export(&o, o.out_file, o.oracle_file);
    case SG_CMD_ORACLE: return sg_cmd_oracle(&o, o.certify);
    case SG_CMD_INSPECT: return sg_cmd_inspect(o.case_file);
    case SG_CMD_JUDGE: return sg_cmd_judge(&o, o.case_file, o.outputs_file, o.name);
    case SG_CMD_LIST: return sg_cmd_list();
    case SG_CMD_BENCH:
        if (o.bench_argc >= 1 && strcmp(o.bench_argv[0], "backends") == 0) return sg_cmd_bench_backends(&o);
        return sg_cmd_bench(o.bench_argc, o.bench_argv);
    case SG_CMD_DISPATCH: return sg_cmd_dispatch(&o);
    case SG_CMD_PLOT: return sg_cmd_plot(&o);
    case SG_CMD_COVERAGE: return sg_cmd_coverage(&o);
    case SG_CMD_TABLE: return sg_cmd_table(&o);
    case SG_CMD_AUDIT: return sg_cmd_audit(&o);
    }
    return SG_E_INTERNAL;
}
