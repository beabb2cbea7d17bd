/* help.c - `scangate help [CMD]`, `scangate CMD --help`: each command's
 * synopsis, what it does, its options, a worked example and the exit codes it
 * gives. One table (help_rows) holds every command's text; the exit codes'
 * meanings are written once (exit_rows) and each command lists its codes.
 * tests/test_cli_hardening.c checks that every command parsed by sg_cli_parse
 * has a row, an example and its codes. */
#include "sg_cli.h"

#include <string.h>

/* Every exit code the program gives, once (common/sg_common.h: sg_status). */
static const struct {
    int code;
    const char *meaning;
} exit_rows[] = {
    {0, "pass: every verdict as expected (or the command did what it was asked)"},
    {1, "a gate FAILed where PASS is expected (the verdict; the report says which)"},
    {2, "usage: a bad command line (the message names the option)"},
    {3, "a malformed or truncated file (safetensors, JSON)"},
    {4, "a wrong dtype or shape, or a missing tensor"},
    {5, "an unknown set, case, backend, model or quantity"},
    {6, "a non-finite value where a finite one is required"},
    {7, "an unreadable or invalid THRESHOLDS.md or EXPECTED_STATUS.md"},
    {8, "a backend needs a device this machine lacks"},
    {9, "a file cannot be read or written"},
    {10, "a bug in scangate itself"},
    {11, "a quarantined backend passed, or a backend x case has no expected status"},
    {12, "a program the command runs is missing (gnuplot)"},
    {13, "refused by the gate (bench: a backend not PASS on a shape is not timed; dispatch: no region or no "
         "PASS for the shape)"},
    {14, "no recorded report for the check that no THRESHOLDS.md limit was loosened (--no-loosening-check)"},
    {15, "a program the command runs did not finish in time and was killed (SG_GNUPLOT_TIMEOUT, default 300 s)"},
    {16, "gates failed only where and as the canonical FP32 order fails by construction (AS-CANONICAL)"},
};

/* The options every judging command shares, written once. */
#define OPT_JUDGING                                                                                                    \
    "  --thresholds FILE     the limits (default: THRESHOLDS.md of the data directory; SG_THRESHOLDS)\n"              \
    "  --expected FILE       the expected status of each backend x case (default: EXPECTED_STATUS.md; SG_EXPECTED)\n" \
    "  --reports-dir DIR     committed reports: THRESHOLDS.md may not be looser than their limits (SG_REPORTS_DIR)\n" \
    "  --no-loosening-check  skip that check (every report says it was skipped)\n"                                    \
    "  --plugin PATH         load backend rows from a shared library (repeatable; SG_PLUGINS=PATH:PATH)\n"
#define OPT_ORACLE                                                                                                     \
    "  --cache DIR           the oracle's cache (default: .cache/oracle of the source tree, ~/.cache/scangate/oracle\n" \
    "                        when installed; SG_CACHE_DIR; \"\" for none)\n"               \
    "  --prec BITS           the oracle's working precision (default 127, in [64, 100000])\n"                          \
    "  --oracle-path P       mpfr: the MPFR oracle alone; fast (default): bounded double-double first, MPFR where\n"   \
    "                        the bound cannot decide a rounding: the same bits (EQUATIONS.md section 11; RG-LRU)\n"   \
    "  --threads N           the oracle's threads (0: all cores)\n"
#define OPT_SEED "  --seed N              the fixtures' seed (default 20261129; SG_SEED); printed in every report\n"

static const sg_cli_help help_rows[] = {
    {"run", "every backend on a set's cases, judged against THRESHOLDS.md (the default command)",
     "scangate [run] [--set smoke|ci|bench] [--case NAME] [--model M] [--backend NAME]... [--out DIR] [options]",
     "Runs each selected backend on each case of the set, computes the oracle (cached), judges every output\n"
     "quantity against THRESHOLDS.md and compares the verdicts with EXPECTED_STATUS.md. Writes DIR/report.json,\n"
     "DIR/report.md and DIR/junit.xml. The exit code is the verdict: use it to gate a kernel change in CI.\n",
     "  --set S               smoke (default, seconds), ci (the CI set, minutes), bench\n"
     "  --case NAME           one case, or an fnmatch pattern ('rg_edges_*')\n"
     "  --model M             a model (rglru, samu, rglru_mixer, rglru_decode, samu_decode): its cases only\n"
     "  --backend NAME        one backend row (repeatable; default every row this build can run; `scangate list`)\n"
     "  --out DIR             where the reports go (default scangate-out)\n"
     "  --verbose             every skipped backend and quarantined backend x case on a line, with its gates\n" OPT_SEED
         OPT_ORACLE OPT_JUDGING,
     "scangate run --set smoke --backend cpu.canonical_f32 --out /tmp/sg-smoke",
     {0, 1, 2, 5, 7, 8, 9, 10, 11, 14, 16, -1}},
    {"export", "a case (and its oracle's results) as a safetensors file",
     "scangate export --set S --case C --out FILE [--oracle FILE] [--seed N]",
     "Writes the case's inputs (the BF16 tensors a kernel sees) to FILE, and with --oracle the oracle's exact\n"
     "results, FP32/BF16 roundings and magnitudes to a second file: the inputs an outside kernel is run on\n"
     "before `scangate judge`.\n",
     "  --set S, --case C     the case (one name)\n"
     "  --out FILE            the case file (refused if it exists as a directory)\n"
     "  --oracle FILE         also the oracle's results\n" OPT_SEED OPT_ORACLE,
     "scangate export --set ci --case rg_L7 --out /tmp/rg_L7.safetensors",
     {0, 2, 5, 9, 10, -1}},
    {"oracle", "a set's oracle results computed and cached, or certified",
     "scangate oracle --set S [--case C] [--certify] [--prec BITS] [--oracle-path fast|mpfr]",
     "Computes the oracle of each case into the cache (the fast path first where a model has one, the MPFR path\n"
     "where its bound cannot decide; --oracle-path mpfr: MPFR alone). --certify runs the MPFR path alone,\n"
     "recomputes every element at prec + 64 bits and fails (exit 1) where fewer than 60 bits agree\n"
     "(THRESHOLDS.md R-CERT); it also runs the fast path and fails where any stored tensor is not the MPFR\n"
     "path's bit for bit, printing the share the fast path left to MPFR.\n",
     "  --set S, --case C     the cases\n"
     "  --certify             certify every element\n" OPT_SEED OPT_ORACLE
     "  --thresholds FILE, --reports-dir DIR, --no-loosening-check: as for run (--certify)\n",
     "scangate oracle --set smoke --certify", {0, 1, 2, 5, 7, 9, 10, 14, -1}},
    {"inspect", "a case file validated, its tensors printed", "scangate inspect CASE.safetensors",
     "Reads a case file as `judge` would (every check of the format, dtypes and shapes) and prints its tensors.\n",
     "  (none)\n", "scangate inspect /tmp/rg_L7.safetensors   (after the export example)", {0, 2, 3, 4, 5, 6, 9, -1}},
    {"judge", "outputs from a file judged on a case from a file",
     "scangate judge --case-file CASE --outputs OUTPUTS [--name NAME] [--out DIR] [options]",
     "Judges outputs computed outside (a safetensors file with the model's output tensors) on a case file written\n"
     "by `scangate export`, exactly as `run` judges a backend: verdicts, report.json, report.md, junit.xml.\n",
     "  --case-file CASE      the case (scangate export)\n"
     "  --outputs OUTPUTS     the outputs: one tensor per output quantity, the case's shapes\n"
     "  --name NAME           the implementation's name in the reports (default external)\n"
     "  --out DIR             where the reports go (default scangate-out)\n"
     "  --verbose             a quarantined outcome with its gates\n" OPT_ORACLE OPT_JUDGING,
     "scangate judge --case-file /tmp/rg_L7.safetensors --outputs my_kernel_rg_L7.safetensors --name my_kernel",
     {0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 14, 16, -1}},
    {"list", "the backend rows of this build, and the sets' cases", "scangate list [--plugin PATH]...",
     "Prints every backend row this build has (and those of --plugin libraries) and every case of every set.\n",
     "  --plugin PATH         load backend rows from a shared library (repeatable)\n", "scangate list",
     {0, 2, 9, -1}},
    {"bench", "the oracle's speed, or (bench backends) gate before time",
     "scangate bench oracle [--lengths 2048,8192,32768] [--threads-list 1,2] [--prec BITS] [--oracle-path P] "
     "[--out FILE]\n"
     "       scangate bench oracle-samu [--dims 64,256] [--lengths 2048,8192] [--threads-list 1,2] [--stream 0|1] "
     "[--out FILE]\n"
     "       scangate bench backends [--model M]... [--shapes study|cpu | --shape B,L,D ...] [--backend NAME]... "
     "[--out DIR]",
     "bench oracle times the oracle (--oracle-path fast|mpfr) over lengths and thread counts. bench backends first\n"
     "gates each backend on each exact shape (only PASS and not quarantined is timed: gate before time), then\n"
     "times it in two counterbalanced rounds; it writes DIR/bench.json, DIR/samples.csv, DIR/bench.md.\n",
     "  bench backends: --verdicts DIR, --regate, --regime R, --resets P, --oracle-memory MIB and the options of run\n"
     "  (`scangate bench backends --help` prints its whole usage)\n",
     "scangate bench backends --model rglru --shape 1,2048,64 --backend cpu.canonical_f32 --out /tmp/sg-bench",
     {0, 2, 5, 7, 9, 10, 13, 14, -1}},
    {"dispatch", "the dispatch table from bench backends results",
     "scangate dispatch --from DIR|FILE.json [--from ...] [--out DIR] [--model M --shape B,L,D] [--expected FILE]",
     "Per model, regions of measured shapes -> the fastest backend with a PASS there and its margin to the second;\n"
     "--out writes DIR/dispatch.json and DIR/sg_dispatch_table.h; --shape answers one shape.\n",
     "  --from DIR|FILE       bench backends results (repeatable)\n"
     "  --out DIR             write the table\n"
     "  --model M --shape B,L,D  which backend one shape dispatches to (exit 13: refused)\n",
     "scangate dispatch --from /tmp/sg-bench --model rglru --shape 1,2048,64   (after the bench example)", {0, 2, 3, 5, 9, 13, -1}},
    {"plot", "plots of a table", "scangate plot TABLE.csv --out DIR [--metric rel_l2] [--model M] [--quantity Q] [--facet]",
     "Draws error versus length from a `scangate table` CSV with gnuplot (the PNGs and their .gp scripts in DIR)\n"
     "and fits a growth exponent per series.\n",
     "  --out DIR             where the plots go\n"
     "  --metric NAME         the metric drawn (default rel_l2)\n"
     "  --model M, --quantity Q  restrict the series\n"
     "  --thresholds FILE     the limits drawn as lines\n"
     "  --facet               also NAME_facet.png: one panel per backend (its device twin with it) over the\n"
     "                        baselines and limits, the same axes\n",
     "scangate plot /tmp/sg-table/table.csv --out /tmp/sg-plots   (after the table example)",
     {0, 2, 3, 5, 7, 9, 12, 15, -1}},
    {"coverage", "what a set's cases cover", "scangate coverage [--set S] [--seed N] [--out FILE]",
     "The coverage table of a fixture set: how many cases reach each condition (resets on tile edges, near-1\n"
     "decays, clip steps, ...), per model, as Markdown on stdout or into FILE.\n",
     "  --set S               the set (default smoke)\n"
     "  --out FILE            write the table there (whole, or not at all)\n" OPT_SEED,
     "scangate coverage --set ci", {0, 2, 5, 9, -1}},
    {"table", "the long-sequence error table over a grid of widths and lengths",
     "scangate table --model MODEL --out DIR [--dims 64,128] [--lengths 256,1024,4096] [--regimes init,near1] "
     "[options]",
     "Runs every backend at each point of the grid, judged as run judges, and writes DIR/table.csv, table.json,\n"
     "table.md (resumable: finished points are kept under DIR/points).\n",
     "  --dims, --lengths, --batch, --regimes, --resets, --no-h0, --no-dh-last  the grid\n"
     "  --backend NAME        restrict the backends (repeatable)\n"
     "  --export-cases DIR, --outputs NAME=DIR  judge outside outputs at each point\n"
     "  (`scangate table --help` prints its whole usage)\n",
     "scangate table --model rglru --regimes init --dims 64 --lengths 256,1024 --out /tmp/sg-table",
     {0, 2, 5, 7, 9, 10, 14, -1}},
    {"audit", "the audit of one backend: where and why it fails",
     "scangate audit BACKEND [--set S | --case C | --case-file F [--outputs O]] [--out DIR] [options]",
     "Runs BACKEND (or judges outputs from a file) on the failing cases and explains each FAIL: the worst\n"
     "elements, the first departure, the error profile along t (plots), the single-operation variants of the\n"
     "canonical path that reproduce the failure (or \"don't know\"), and a minimised reproducer.\n",
     "  --set S, --case C     the cases (default the ci set)\n"
     "  --case-file F --outputs O  audit outputs computed outside\n"
     "  --out DIR             default reports/audits/BACKEND (replaced whole)\n"
     "  --hard-cases DIR      also write the reproducer there as a hard case\n"
     "  --shrink-seconds N    the reproducer's time budget (default 120)\n"
     "  --oracle-memory MIB   above it a case is audited from the oracle's stream (default 2048)\n" OPT_SEED
         OPT_ORACLE OPT_JUDGING,
     "scangate audit cpu.canonical_f32 --case rg_long_16k --out /tmp/sg-audit", {0, 1, 2, 5, 7, 9, 10, 11, 12, 14, 15, 16, -1}},
    {"quarantine", "EXPECTED_STATUS.md rows for the FAILs of a report, to review and paste",
     "scangate quarantine --from REPORT.json --why TEXT [--backend NAME]... [--evidence PATH] [--include-quarantined]",
     "Reads a report.json that `run` or `judge` wrote and prints, on stdout, one QUARANTINED row per failing\n"
     "backend x case the run did not find quarantined: the reason starts with --why and names the failing gates,\n"
     "the worst first; the evidence is the report's report.md (or --evidence). Nothing is written: review the rows,\n"
     "commit the report they cite, and paste them into your EXPECTED_STATUS.md above its last row\n"
     "(docs/expected-status.md: how a kernel repository keeps its own file and passes it with --expected).\n",
     "  --from REPORT.json    the report\n"
     "  --why TEXT            the cause, in words (required: a row says why its backend fails)\n"
     "  --backend NAME        only this backend's FAILs (repeatable)\n"
     "  --evidence PATH       the evidence each row cites (default: the report's report.md beside it)\n"
     "  --include-quarantined also the FAILs already quarantined (their rows rewritten from this report)\n",
     "scangate quarantine --from /tmp/sg-smoke/report.json --why \"BF16 scan carry\" --include-quarantined",
     {0, 2, 3, 9, -1}},
    {"compare", "what a kernel change did: verdict changes and the gates that grew most, between two reports",
     "scangate compare BEFORE AFTER [--all]",
     "Reads two reports (report.json of `run` or `judge`, or the directories holding them) and prints every backend\n"
     "x case whose verdict changed, then the gates whose value changed, new FAILs first and then the largest growth\n"
     "(after / before), and a summary. Exit 1 when AFTER FAILs a gate BEFORE did not: gate a kernel change in CI by\n"
     "comparing its report with the last accepted one.\n",
     "  BEFORE, AFTER         the two reports (files or directories)\n"
     "  --all                 every changed gate (default the first 20)\n",
     "scangate compare /tmp/sg-smoke /tmp/sg-smoke   (after the run example: no change, exit 0)",
     {0, 1, 2, 3, 9, -1}},
};

const sg_cli_help *sg_cli_help_find(const char *cmd) {
    for (size_t i = 0; i < sizeof help_rows / sizeof help_rows[0]; i++)
        if (strcmp(help_rows[i].name, cmd) == 0) return &help_rows[i];
    return NULL;
}

const sg_cli_help *sg_cli_help_rows(int *n) {
    *n = (int)(sizeof help_rows / sizeof help_rows[0]);
    return help_rows;
}

const char *sg_cli_exit_meaning(int code) {
    for (size_t i = 0; i < sizeof exit_rows / sizeof exit_rows[0]; i++)
        if (exit_rows[i].code == code) return exit_rows[i].meaning;
    return NULL;
}

void sg_cli_help_print(FILE *f, const sg_cli_help *h) {
    fprintf(f, "scangate %s: %s\n\nusage: %s\n\n%s\noptions:\n%s\nexample:\n  %s\n\nexit codes:\n", h->name, h->summary,
            h->synopsis, h->description, h->options, h->example);
    for (int i = 0; i < (int)(sizeof h->codes / sizeof h->codes[0]) && h->codes[i] >= 0; i++)
        fprintf(f, "  %2d  %s\n", h->codes[i], sg_cli_exit_meaning(h->codes[i]));
}

void sg_cli_help_overview(FILE *f) {
    int n;
    const sg_cli_help *rows = sg_cli_help_rows(&n);
    fprintf(f, "scangate: gates BF16 scan kernels (RG-LRU, SAMU) against a high-precision oracle\n\n"
               "usage: scangate COMMAND [options]      (no command: run)\n\ncommands:\n");
    for (int i = 0; i < n; i++) fprintf(f, "  %-10s %s\n", rows[i].name, rows[i].summary);
    fprintf(f, "  %-10s %s\n  %-10s %s\n\n", "help", "this text, or one command's (scangate help COMMAND)",
            "--version", "the versions every report names");
    fprintf(f, "scangate help COMMAND, or scangate COMMAND --help: one command's options, an example, its exit codes.\n"
               "first verdict: scangate run --set smoke   (seconds; the exit code is the verdict)\n"
               "numbers (N, BITS, --seed, SG_SEED) are decimal digits: no sign, spaces, leading zeros or 0x\n\n"
               "exit codes:\n");
    for (size_t i = 0; i < sizeof exit_rows / sizeof exit_rows[0]; i++)
        fprintf(f, "  %2d  %s\n", exit_rows[i].code, exit_rows[i].meaning);
}
