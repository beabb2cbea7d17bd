/* scangate.c - the command: option parsing and dispatch to subcommands.
 *
 *   scangate [run] [--set smoke|ci] [--case NAME] [--seed N] [--backend NAME]...
 *            [--thresholds FILE] [--out DIR] [--cache DIR] [--prec BITS] [--threads N]
 *   scangate export --set S --case C --out FILE [--oracle FILE] [--seed N]
 *   scangate oracle --set S [--case C] [--certify]   (compute, cache, print certification)
 *   scangate inspect FILE                            (validate a case file, print its tensors)
 *   scangate judge --case-file CASE --outputs OUT [--name NAME] [--out DIR]
 *                                                    (judge an external implementation's outputs)
 *   scangate list
 *   scangate bench oracle [...]                      (see bench.c)
 *
 * The exit code is the verdict (0 pass, 1 gate failed) or the kind of bad
 * input (sg_status values, listed by `scangate --help`). */
#include "sg_cli.h"

#include <stdlib.h>
#include <string.h>

const char *sg_default_thresholds(void) {
    const char *e = getenv("SG_THRESHOLDS");
    return (e && *e) ? e : SG_SOURCE_DIR "/THRESHOLDS.md";
}

const char *sg_default_expected(void) {
    const char *e = getenv("SG_EXPECTED");
    return (e && *e) ? e : SG_SOURCE_DIR "/EXPECTED_STATUS.md";
}

const char *sg_default_cache(void) {
    const char *e = getenv("SG_CACHE_DIR");
    return (e && *e) ? e : SG_SOURCE_DIR "/.cache/oracle";
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: scangate [run] [--set smoke|ci|bench] [--case NAME] [--seed N] [--backend NAME]...\n"
            "                [--thresholds FILE] [--expected FILE] [--out DIR] [--cache DIR] [--prec BITS] [--threads N]\n"
            "       scangate export --set S --case C --out FILE [--oracle FILE] [--seed N]\n"
            "       scangate oracle --set S [--case C] [--certify] [--prec BITS]\n"
            "       scangate inspect CASE.safetensors\n"
            "       scangate judge --case-file CASE.safetensors --outputs OUTPUTS.safetensors [--name NAME] [--out DIR]\n"
            "       scangate list\n"
            "       scangate bench oracle [--lengths 2048,8192,32768] [--threads-list 1,2] [--out FILE]\n"
            "exit codes: 0 pass, 1 a gate failed where PASS is expected (regression), 2 usage,\n"
            "            3 malformed file, 4 wrong dtype/shape, 5 unknown set/case/backend, 6 non-finite input,\n"
            "            7 bad THRESHOLDS.md or EXPECTED_STATUS.md, 8 no device, 9 i/o, 10 internal error,\n"
            "            11 a quarantined backend passed, or a backend x case has no expected status\n");
}

static int bad_usage(const char *msg, const char *arg) {
    fprintf(stderr, "scangate: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    usage(stderr);
    return SG_E_USAGE;
}

static int parse_u64(const char *s, uint64_t *out) {
    char *end;
    if (!s || !*s || *s == '-') return -1;
    unsigned long long v = strtoull(s, &end, 0);
    if (*end) return -1;
    *out = v;
    return 0;
}

int main(int argc, char **argv) {
    sg_cli_opts o;
    memset(&o, 0, sizeof o);
    o.set = "smoke";
    o.seed = SG_DEFAULT_SEED;
    const char *env_seed = getenv("SG_SEED");
    if (env_seed && *env_seed && parse_u64(env_seed, &o.seed)) return bad_usage("SG_SEED is not an unsigned integer", env_seed);
    o.thresholds = sg_default_thresholds();
    o.expected = sg_default_expected();
    o.reports_dir = getenv("SG_REPORTS_DIR") && *getenv("SG_REPORTS_DIR") ? getenv("SG_REPORTS_DIR") : SG_SOURCE_DIR "/reports";
    o.cache_dir = sg_default_cache();
    o.out_dir = "scangate-out";
    o.prec = SG_ORACLE_DEFAULT_PREC;
    size_t k = 0;
    for (int i = 0; i < argc && k < sizeof o.command - 1; i++)
        k += (size_t)snprintf(o.command + k, sizeof o.command - k, "%s%s", i ? " " : "", argv[i]);

    int ai = 1;
    const char *cmd = "run";
    if (ai < argc && argv[ai][0] != '-') cmd = argv[ai++];
    if (strcmp(cmd, "bench") == 0) return sg_cmd_bench(argc - ai, argv + ai);
    if (strcmp(cmd, "inspect") == 0) {
        if (argc - ai != 1) return bad_usage("inspect needs one case file", NULL);
        return sg_cmd_inspect(argv[ai]);
    }
    const char *out_file = NULL, *oracle_file = NULL, *case_file = NULL, *outputs_file = NULL, *name = "external";
    int certify = 0;
    for (; ai < argc; ai++) {
        const char *a = argv[ai];
        const char *v = ai + 1 < argc ? argv[ai + 1] : NULL;
#define NEEDV()                                                   \
    do {                                                          \
        if (!v) return bad_usage("option needs a value", a);      \
        ai++;                                                     \
    } while (0)
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--set") == 0) { NEEDV(); o.set = v; }
        else if (strcmp(a, "--case") == 0) { NEEDV(); o.case_name = v; }
        else if (strcmp(a, "--seed") == 0) {
            NEEDV();
            if (parse_u64(v, &o.seed)) return bad_usage("--seed needs an unsigned integer", v);
        } else if (strcmp(a, "--backend") == 0) {
            NEEDV();
            if (o.nbackends == SG_MAX_BACKENDS) return bad_usage("too many --backend options", v);
            o.backends[o.nbackends++] = v;
        } else if (strcmp(a, "--thresholds") == 0) { NEEDV(); o.thresholds = v; }
        else if (strcmp(a, "--expected") == 0) { NEEDV(); o.expected = v; }
        else if (strcmp(a, "--reports-dir") == 0) { NEEDV(); o.reports_dir = v; }
        else if (strcmp(a, "--out") == 0) { NEEDV(); o.out_dir = v; out_file = v; }
        else if (strcmp(a, "--oracle") == 0) { NEEDV(); oracle_file = v; }
        else if (strcmp(a, "--case-file") == 0) { NEEDV(); case_file = v; }
        else if (strcmp(a, "--outputs") == 0) { NEEDV(); outputs_file = v; }
        else if (strcmp(a, "--name") == 0) { NEEDV(); name = v; }
        else if (strcmp(a, "--cache") == 0) { NEEDV(); o.cache_dir = v; }
        else if (strcmp(a, "--prec") == 0) {
            NEEDV();
            uint64_t p;
            if (parse_u64(v, &p) || p < 64 || p > 100000) return bad_usage("--prec needs a number of bits in [64, 100000]", v);
            o.prec = (long)p;
        } else if (strcmp(a, "--threads") == 0) {
            NEEDV();
            uint64_t t;
            if (parse_u64(v, &t) || t > 4096) return bad_usage("--threads needs a count", v);
            o.threads = (int)t;
        } else if (strcmp(a, "--certify") == 0) {
            certify = 1;
        } else {
            return bad_usage("unknown option", a);
        }
#undef NEEDV
    }
    if (strcmp(cmd, "run") == 0) return sg_cmd_run(&o);
    if (strcmp(cmd, "export") == 0) {
        if (!out_file) return bad_usage("export needs --out FILE", NULL);
        if (!o.case_name) return bad_usage("export needs --case NAME", NULL);
        return sg_cmd_export(&o, out_file, oracle_file);
    }
    if (strcmp(cmd, "oracle") == 0) return sg_cmd_oracle(&o, certify);
    if (strcmp(cmd, "judge") == 0) {
        if (!case_file || !outputs_file) return bad_usage("judge needs --case-file CASE and --outputs OUTPUTS", NULL);
        return sg_cmd_judge(&o, case_file, outputs_file, name);
    }
    if (strcmp(cmd, "list") == 0) return sg_cmd_list();
    return bad_usage("unknown command", cmd);
}
