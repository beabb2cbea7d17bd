/* sg_cli.h - the scangate command's subcommands and their shared options. */
#ifndef SG_CLI_H
#define SG_CLI_H

#include "sg_gates.h"
#include "sg_oracle.h"

typedef struct {
    const char *set;
    const char *case_name;       /* NULL: every case of the set */
    uint64_t seed;
    const char *thresholds;
    const char *expected;        /* EXPECTED_STATUS.md */
    const char *reports_dir;     /* committed reports: limits recorded there may not be loosened */
    const char *out_dir;
    const char *cache_dir;
    const char *backends[SG_MAX_BACKENDS];
    int nbackends;               /* 0: every backend available here */
    long prec;
    int threads;
    char command[1024];
} sg_cli_opts;

int sg_cmd_run(sg_cli_opts *o);
int sg_cmd_export(sg_cli_opts *o, const char *out_file, const char *oracle_file);
int sg_cmd_list(void);
int sg_cmd_inspect(const char *path);
int sg_cmd_judge(sg_cli_opts *o, const char *case_file, const char *outputs_file, const char *name);
int sg_cmd_bench(int argc, char **argv);
int sg_cmd_oracle(sg_cli_opts *o, int certify);

/* Default locations (compiled in from the source tree, overridable by env). */
const char *sg_default_thresholds(void);
const char *sg_default_expected(void);
const char *sg_default_cache(void);

#endif
