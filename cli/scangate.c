/* scangate.c - the command: reads the command line (options.c) and dispatches
 * to the subcommands (run.c, bench.c, bench_backends.c, ...). The exit code is the verdict (0 pass,
 * 1 gate failed) or the kind of bad input (sg_status values, listed by
 * `scangate --help`). */
#include "sg_cli.h"

#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    const sg_cli_env env = {getenv("SG_SEED"), getenv("SG_THRESHOLDS"), getenv("SG_EXPECTED"), getenv("SG_REPORTS_DIR"),
                            getenv("SG_CACHE_DIR")};
    sg_cli_opts o;
    char msg[1200];
    int st = sg_cli_parse(argc, argv, &env, &o, msg, sizeof msg);
    if (st) {
        fprintf(stderr, "scangate: %s\n", msg);
        sg_cli_usage(stderr);
        return st;
    }
    switch (o.cmd) {
    case SG_CMD_HELP: sg_cli_usage(stdout); return 0;
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
