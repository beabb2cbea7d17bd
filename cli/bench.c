/* bench.c - `scangate bench oracle`: oracle speed and memory, never part of a
 * timed test. For each length L (D = 64, B = 1, the `bench` fixture shapes) and
 * each thread count it runs, in a fresh child process each:
 *   - the oracle forward only and forward+backward (backward = difference),
 *   - the canonical FP32 path on the same case,
 * and reports microseconds per element-step per core (wall time x threads /
 * (B L D)), and the child's peak RSS next to the size of the case's inputs and
 * results in their stored formats. Output: a Markdown table on stdout and,
 * with --out, the same written atomically to a file.
 * `scangate bench oracle-samu --stream 1` runs instead, per row, the streamed
 * SAMU oracle (sg_oracle_samu_stream: no [B,L,D] result held; the consumer
 * only sums S) forward+backward in one child: wall time, stage timings, peak
 * RSS and the oracle's working storage, for lengths whose results would not
 * fit in memory. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include "sg_cli.h"
#include "sg_backends.h"

#include <omp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
    double seconds;
    long maxrss_kib; /* peak RSS minus the RSS before the case was generated */
    long peak_kib;   /* peak RSS */
    int ok;
    double token, mode, channel; /* SAMU oracle stage seconds (fwd+bwd runs) */
    double work_bytes;           /* SAMU oracle working storage (stats.work_bytes) */
    double units[4];             /* the fast path's channels by MPFR, channels, records by MPFR, records (-1: none) */
} child_result;

enum { JOB_FWD = 0, JOB_FWDBWD = 1, JOB_CANON = 2, JOB_STREAM = 3, JOB_CANON64 = 4 };

/* "M of N ..." of a result's metadata key into m, n (-1, -1 when absent). */
static void meta_units(const sg_tset *res, const char *key, double *m, double *n) {
    const char *v = sg_tset_meta(res, key);
    long long a, b;
    *m = *n = -1.0;
    if (v && sscanf(v, "%lld of %lld", &a, &b) == 2) *m = (double)a, *n = (double)b;
}

/* --oracle-path mpfr: the oracle's MPFR path alone (set once by the option parser) */
static int g_oracle_mpfr;

/* The streamed oracle's consumer in the benchmark: sums S (touching every
 * element handed over) and counts the elements. */
typedef struct {
    double sum;
    int64_t n;
} stream_sum;

static sg_status stream_consume(void *ctx, const sg_oracle_block *blk) {
    stream_sum *a = ctx;
    const int64_t n = (blk->i1 - blk->i0) * (blk->j1 - blk->j0) * (blk->k1 - blk->k0);
    for (int64_t i = 0; i < n; i++) a->sum += blk->S[i];
    a->n += n;
    return SG_OK;
}

/* Resident set size of this process now, in KiB (0 if unknown). */
static long vm_rss_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    long v = 0;
    if (!f) return 0;
    char line[256];
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "VmRSS:", 6) == 0) {
            v = atol(line + 6);
            break;
        }
    fclose(f);
    return v;
}

/* Runs one job in this (child) process: the case is generated here, after the
 * baseline RSS is read, so peak - baseline is the memory the case needs. */
static void child_job(int job, const sg_case_spec *spec, uint64_t seed, int threads, long prec, int fd) {
    double secs = -1, stage[3] = {0, 0, 0}, work = 0, units[4] = {-1, -1, -1, -1};
    const double baseline = (double)vm_rss_kib();
    sg_case case_;
    if (sg_case_make(spec, seed, &case_) != SG_OK) _exit(4);
    const sg_case *c = &case_;
    const sg_model_desc *md = sg_model_desc_of(c->spec.model);
    if (!md) _exit(4);
    if (job == JOB_CANON || job == JOB_CANON64) {
        omp_set_num_threads(threads);
        sg_backend_table t;
        sg_backends_fill(&t);
        sg_tset o;
        /* the canonical FP32 path (the yardstick), or FP64 */
        const sg_backend *yb = sg_backend_find(&t, job == JOB_CANON ? md->yardstick : "cpu.canonical_f64");
        if (!yb || sg_eval_run(yb, c, 0, &o, &secs) != SG_OK) secs = -1;
    } else {
        sg_oracle_opts oo;
        sg_oracle_opts_default(&oo);
        oo.prec = prec;
        oo.threads = threads;
        oo.mpfr_only = g_oracle_mpfr;
        oo.forward_only = job == JOB_FWD;
        sg_tset res;
        sg_tset_init(&res);
        if (c->spec.model == SG_MODEL_SAMU) { /* the SAMU oracle reports its stage timings */
            sg_samu_problem pb;
            sg_case_samu_problem(c, &pb);
            sg_oracle_samu_stats stats;
            memset(&stats, 0, sizeof stats);
            const double t0 = sg_now();
            if (job == JOB_STREAM) {
                stream_sum acc = {0.0, 0};
                const sg_status st = sg_oracle_samu_stream(&pb, &oo, stream_consume, &acc, NULL, &stats);
                if (st == SG_OK) secs = sg_now() - t0;
                else fprintf(stderr, "scangate bench: %s\n", sg_errmsg());
                fprintf(stderr, "bench: streamed %lld elements, sum of S %.17g\n", (long long)acc.n, acc.sum);
            } else if (sg_oracle_samu_ex(&pb, &oo, &res, NULL, &stats, NULL) == SG_OK)
                secs = sg_now() - t0;
            work = (double)stats.work_bytes;
            stage[0] = stats.seconds_token;
            stage[1] = stats.seconds_mode;
            stage[2] = stats.seconds_channel;
        } else {
            const double t0 = sg_now();
            if (md->oracle(c, &oo, &res, NULL) == SG_OK) secs = sg_now() - t0;
            meta_units(&res, "oracle_mpfr_units", &units[0], &units[1]);
            meta_units(&res, "oracle_mpfr_records", &units[2], &units[3]);
        }
    }
    double msg[10] = {secs, stage[0], stage[1], stage[2], baseline, work, units[0], units[1], units[2], units[3]};
    if (write(fd, msg, sizeof msg) != (ssize_t)sizeof msg) _exit(3);
    _exit(secs >= 0 ? 0 : 2);
}

static child_result measure(int job, const sg_case_spec *spec, uint64_t seed, int threads, long prec) {
    child_result r = {0, 0, 0, 0, 0, 0, 0, 0, {-1, -1, -1, -1}};
    int fds[2];
    if (pipe(fds)) return r;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        child_job(job, spec, seed, threads, prec, fds[1]);
    }
    close(fds[1]);
    double msg[10] = {-1, 0, 0, 0, 0, 0, -1, -1, -1, -1};
    ssize_t got = read(fds[0], msg, sizeof msg);
    close(fds[0]);
    int status = 0;
    struct rusage ru;
    if (pid > 0 && wait4(pid, &status, 0, &ru) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0 &&
        got == (ssize_t)sizeof msg) {
        r.seconds = msg[0];
        r.token = msg[1];
        r.mode = msg[2];
        r.channel = msg[3];
        r.maxrss_kib = ru.ru_maxrss - (long)msg[4];
        r.peak_kib = ru.ru_maxrss;
        r.work_bytes = msg[5];
        memcpy(r.units, msg + 6, sizeof r.units);
        r.ok = 1;
    }
    return r;
}

/* The three jobs of a benchmark row, each in its own child: the canonical
 * path, the oracle forward only, forward and backward. 1 when all ran. */
static int measure_jobs(const sg_case_spec *spec, uint64_t seed, int threads, long prec, child_result *canon,
                        child_result *f, child_result *fb) {
    *canon = measure(JOB_CANON, spec, seed, threads, prec);
    *f = measure(JOB_FWD, spec, seed, threads, prec);
    *fb = measure(JOB_FWDBWD, spec, seed, threads, prec);
    return f->ok && fb->ok && canon->ok;
}

static void header(sg_text *md, int argc, char **argv, const char *title) {
    char date[32], cpu[160] = "unknown";
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm);
    FILE *ci = fopen("/proc/cpuinfo", "r");
    if (ci) {
        char line[256];
        while (fgets(line, sizeof line, ci))
            if (strncmp(line, "model name", 10) == 0) {
                char *c = strchr(line, ':');
                if (c) snprintf(cpu, sizeof cpu, "%s", c + 2);
                cpu[strcspn(cpu, "\n")] = 0;
                break;
            }
        fclose(ci);
    }
    const char *commit = getenv("SG_GIT_COMMIT");
    sg_text_printf(md, "# %s\n\n- command: `scangate bench", title);
    for (int i = 0; i < argc; i++) sg_text_printf(md, " %s", argv[i]);
    sg_text_printf(md, "`\n- date: %s\n- commit: %s\n- machine: %s, %ld online cores\n", date,
                             commit ? commit : "(set SG_GIT_COMMIT)", cpu, sysconf(_SC_NPROCESSORS_ONLN));
}

/* `scangate bench oracle-samu`: per mode-step (B L M) per core, D = 64 and 256. */
typedef struct {
    long lengths[8], threads[8], dims[8];
    int nl, nt, nd;
    long prec;
    const char *out_file;
    uint64_t seed;
    int stream; /* oracle-samu --stream 1: the streamed oracle only */
} bench_args;

/* Options shared by the benchmarks; defaults already in `a`. 0 or SG_E_USAGE. */
static int parse_bench_args(int argc, char **argv, bench_args *a) {
    for (int i = 1; i < argc; i += 2) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) {
            fprintf(stderr, "scangate bench: option %s needs a value\n", argv[i]);
            return SG_E_USAGE;
        }
        uint64_t u = 0;
        if (strcmp(argv[i], "--lengths") == 0) a->nl = sg_cli_parse_list(v, a->lengths, 8, UINT64_C(1) << 31);
        else if (strcmp(argv[i], "--threads-list") == 0) a->nt = sg_cli_parse_list(v, a->threads, 8, 4096);
        else if (strcmp(argv[i], "--dims") == 0) a->nd = sg_cli_parse_list(v, a->dims, 8, UINT64_C(1) << 20);
        else if (strcmp(argv[i], "--prec") == 0) a->prec = sg_parse_u64(v, 100000, &u) ? -1 : (long)u;
        else if (strcmp(argv[i], "--out") == 0) a->out_file = v;
        else if (strcmp(argv[i], "--oracle-path") == 0) {
            if (sg_cli_oracle_path(v, &g_oracle_mpfr)) {
                fprintf(stderr, "scangate bench: --oracle-path is fast or mpfr: '%s'\n", v);
                return SG_E_USAGE;
            }
        }
        else if (strcmp(argv[i], "--stream") == 0) {
            if (strcmp(v, "0") != 0 && strcmp(v, "1") != 0) {
                fprintf(stderr, "scangate bench: --stream needs 0 or 1: '%s'\n", v);
                return SG_E_USAGE;
            }
            a->stream = v[0] == '1';
        }
        else if (strcmp(argv[i], "--seed") == 0) {
            if (sg_parse_u64(v, UINT64_MAX, &a->seed)) {
                fprintf(stderr, "scangate bench: --seed needs a decimal integer in [0, 2^64-1] (digits only): '%s'\n", v);
                return SG_E_USAGE;
            }
        } else {
            fprintf(stderr, "scangate bench: unknown option %s\n", argv[i]);
            return SG_E_USAGE;
        }
        if (a->nl < 1 || a->nt < 1 || a->nd < 1 || a->prec < 64) {
            fprintf(stderr, "scangate bench: bad value for %s: '%s' (decimal digits only, no sign, spaces or leading zeros;"
                            " lists comma-separated, no empty or repeated element; --prec in [64, 100000])\n", argv[i], v);
            return SG_E_USAGE;
        }
    }
    return 0;
}

/* The Markdown written to stdout and, with --out, to the file; the exit code. */
static int bench_finish(sg_text *md, const char *out_file, int ok) {
    fputs(md->p, stdout);
    int rc = ok ? 0 : SG_E_INTERNAL;
    if (out_file && sg_write_atomic_buf(out_file, md->p, md->len) != SG_OK) {
        fprintf(stderr, "scangate bench: %s\n", sg_errmsg());
        rc = SG_E_IO;
    }
    sg_text_free(md);
    return rc;
}

/* The SAMU benchmark case of width D and length L (its name written to name). */
static sg_case_spec samu_bench_spec(char *name, size_t n, long D, long L) {
    snprintf(name, n, "sa_bench_D%ld_L%ld", D, L);
    const sg_case_spec spec = {name, "benchmark", SG_MODEL_SAMU, 1, L, D, "docs:1000", 1, 1, "init", 1.0};
    return spec;
}

/* A row of a SAMU table: `spec` (width D, length L) measured on `threads`
 * threads and its cells written to md; 0 (nothing written) when a child failed. */
typedef int (*samu_row_fn)(sg_text *md, const sg_case_spec *spec, long D, long L, long threads, const bench_args *ba);

/* `scangate bench oracle-samu --stream 1`: the streamed oracle, forward and
 * backward, one child per row. */
static int samu_stream_row(sg_text *md, const sg_case_spec *spec, long D, long L, long threads, const bench_args *ba) {
    const child_result r = measure(JOB_STREAM, spec, ba->seed, (int)threads, ba->prec);
    if (!r.ok) return 0;
    const double n = (double)spec->B * (double)spec->L * (double)(spec->D / 2);
    const double nel = (double)spec->B * (double)spec->L * (double)spec->D, mib = 1024.0 * 1024.0;
    const double k = 1e6 * (double)threads / n;
    sg_text_printf(md, "| %ld | %ld | %ld | %.1f | %.3f | %.3f | %.3f | %.3f | %.1f | %.1f | %.1f | %.1f | %.1f |\n", D, L,
                   threads, r.seconds, r.seconds * k, r.token * k, r.mode * k, r.channel * k, (double)r.peak_kib / 1024.0,
                   (double)r.maxrss_kib / 1024.0, r.work_bytes / mib, nel * 4 / mib, nel * 2 * (8 + 2 + 4 + 8) / mib);
    return 1;
}

/* `scangate bench oracle-samu`: the canonical path, the oracle forward only and
 * forward+backward, each in its own child. */
static int samu_row(sg_text *md, const sg_case_spec *spec, long D, long L, long threads, const bench_args *ba) {
    child_result canon, f, fb;
    if (!measure_jobs(spec, ba->seed, (int)threads, ba->prec, &canon, &f, &fb)) return 0;
    const double n = (double)spec->B * (double)spec->L * (double)(spec->D / 2); /* in double: no integer product */
    const double nel = (double)spec->B * (double)spec->L * (double)spec->D;
    const double stored_mib = nel * (2 * 2 + 2 * (8 + 2 + 4 + 8)) / (1024.0 * 1024.0);
    const double k = 1e6 * (double)threads / n;
    const double rss = (double)fb.maxrss_kib / 1024.0;
    sg_text_printf(md, "| %ld | %ld | %ld | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.4f | %.1f | %.1f | %.2f |\n", D, L,
                   threads, f.seconds * k, (fb.seconds - f.seconds) * k, fb.seconds * k, fb.token * k, fb.mode * k,
                   fb.channel * k, canon.seconds * k, rss, stored_mib, rss / stored_mib);
    return 1;
}

/* A SAMU table: its title, the notes above it, its header row (13 columns),
 * the word the progress lines on stderr start with, and its row. */
typedef struct {
    const char *title, *notes, *columns, *progress;
    samu_row_fn row;
} samu_table;

static const samu_table samu_stream_table = {
    "Oracle speed and memory (SAMU, streamed results)",
    "- sg_oracle_samu_stream, forward and backward, the consumer summing S; each row from a fresh child process;\n"
    "  microseconds per mode-step per core = wall seconds x threads / (B L M), M = D/2; peak RSS of the child\n"
    "  (absolute, and minus its RSS before it generated the case); work = the oracle's working storage\n"
    "  (stats.work_bytes, segment buffers included); inputs = x, dy BF16; whole results = what\n"
    "  sg_oracle_samu_ex would hold (y, dx as f64, bf16, f32, S)\n\n",
    "| D | L | threads | wall s | fwd+bwd | per-token part | per-mode part | per-channel part | peak RSS MiB | case RSS MiB | work MiB | inputs MiB | whole results MiB |\n",
    "streamed ",
    samu_stream_row,
};

static const samu_table samu_jobs_table = {
    "Oracle speed and memory (SAMU)",
    "- units: microseconds per mode-step per core = wall seconds x threads / (B L M), M = D/2; each figure from a\n"
    "  fresh child process; bwd = (fwd+bwd run) - (fwd-only run); the per-token / per-mode / per-channel parts\n"
    "  are the oracle's own stage timings in the fwd+bwd run (per-token: controller, E, cos d, sin d and the\n"
    "  controller backward; per-mode: the recurrences; per-channel: closing dx and the dw sums); case RSS = peak\n"
    "  RSS of the fwd+bwd child minus its RSS before it generated the case, against the case's inputs and\n"
    "  results in their stored formats\n\n",
    "| D | L | threads | fwd | bwd | fwd+bwd | per-token part | per-mode part | per-channel part | canonical f32 fwd+bwd | case RSS MiB | stored MiB | RSS / stored |\n",
    "",
    samu_row,
};

/* A SAMU table over every width, length and thread count of `ba`. */
static int bench_samu_table(int argc, char **argv, const bench_args *ba, const samu_table *t) {
    sg_text md = {0};
    header(&md, argc, argv, t->title);
    sg_text_printf(&md, "%s%s|---|---|---|---|---|---|---|---|---|---|---|---|---|\n", t->notes, t->columns);
    int ok = 1;
    for (int di = 0; di < ba->nd; di++)
        for (int li = 0; li < ba->nl; li++) {
            char name[64];
            const long D = ba->dims[di], L = ba->lengths[li];
            const sg_case_spec spec = samu_bench_spec(name, sizeof name, D, L);
            for (int ti = 0; ti < ba->nt; ti++) {
                const long threads = ba->threads[ti];
                if (!t->row(&md, &spec, D, L, threads, ba)) {
                    ok = 0;
                    sg_text_printf(&md, "| %ld | %ld | %ld | (failed) | | | | | | | | | |\n", D, L, threads);
                    continue;
                }
                fprintf(stderr, "bench: %sD=%ld L=%ld threads=%ld done\n", t->progress, D, L, threads);
            }
        }
    sg_text_printf(&md, "\noracle path: %s\n", g_oracle_mpfr ? "mpfr (--oracle-path mpfr)" : "fast (MPFR where undecided)");
    sg_text_printf(&md, "\nprecision %ld bits, B=1, seed %llu, resets docs:1000, regime init\n", ba->prec,
                   (unsigned long long)ba->seed);
    return bench_finish(&md, ba->out_file, ok);
}

static int bench_samu(int argc, char **argv) {
    bench_args ba = {{2048, 8192}, {1, 2}, {64, 256}, 2, 2, 2, SG_ORACLE_DEFAULT_PREC, NULL, SG_DEFAULT_SEED, 0};
    if (parse_bench_args(argc, argv, &ba)) return SG_E_USAGE;
    return bench_samu_table(argc, argv, &ba, ba.stream ? &samu_stream_table : &samu_jobs_table);
}

int sg_cmd_bench(int argc, char **argv) {
    if (argc >= 1 && strcmp(argv[0], "oracle-samu") == 0) return bench_samu(argc, argv);
    if (argc < 1 || strcmp(argv[0], "oracle") != 0) {
        if (argc >= 1) fprintf(stderr, "scangate bench: unknown benchmark '%s' (benchmarks: oracle, oracle-samu, backends)\n", argv[0]);
        fprintf(stderr, "usage: scangate bench oracle [--lengths 2048,8192,32768] [--threads-list 1,2] [--prec BITS] [--oracle-path fast|mpfr] [--out FILE]\n"
                        "       scangate bench oracle-samu [--dims 64,256] [--lengths 2048,8192] [--threads-list 1,2] [--stream 0|1] [--out FILE]\n"
                        "       scangate bench backends --help\n");
        return argc >= 1 ? SG_E_UNKNOWN : SG_E_USAGE;
    }
    bench_args ba = {{2048, 8192, 32768}, {1, 2}, {64}, 3, 2, 1, SG_ORACLE_DEFAULT_PREC, NULL, SG_DEFAULT_SEED, 0};
    if (parse_bench_args(argc, argv, &ba)) return SG_E_USAGE;
    if (ba.stream) {
        fprintf(stderr, "scangate bench: --stream is an option of oracle-samu\n");
        return SG_E_USAGE;
    }
    long *lengths = ba.lengths, *threads = ba.threads, prec = ba.prec;
    const int nl = ba.nl, nt = ba.nt;
    const long D = ba.dims[0]; /* --dims: the first width given (default 64) */
    const char *out_file = ba.out_file;
    const uint64_t seed = ba.seed;
    sg_text md = {0};
#define EMIT(...) sg_text_printf(&md, __VA_ARGS__)
    header(&md, argc, argv, "Oracle speed and memory (RG-LRU)");
    {
        EMIT("- units: microseconds per element-step per core = wall seconds x threads / (B L D); each figure from a fresh\n"
             "  child process; bwd = (fwd+bwd run) - (fwd-only run); case RSS = peak RSS of the fwd+bwd child minus its\n"
             "  RSS before it generated the case\n\n");
    }
    EMIT("| L | D | threads | oracle fwd µs/elem-step/core | oracle bwd | oracle fwd+bwd | canonical f32 fwd+bwd µs/elem-step/core | canonical f64 fwd+bwd | oracle / f64 | by MPFR (fast path: channels; a-gate records) | case RSS MiB | stored inputs+results MiB | RSS / stored |\n");
    EMIT("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    int ok = 1;
    for (int li = 0; li < nl; li++) {
        sg_case_spec spec = {"rg_bench", "benchmark", SG_MODEL_RGLRU, 1, lengths[li], D, "docs:1000", 1, 1, "init", 1.0};
        char name[64];
        snprintf(name, sizeof name, "rg_bench_L%ld", lengths[li]);
        spec.name = name;
        const double n = (double)spec.B * (double)spec.L * (double)spec.D;
        /* stored formats: inputs x,u,v,dy BF16; results per [B,L,D] quantity f64+bf16+f32+S(f64) */
        const double stored_mib = (n * (4 * 2 + 4 * (8 + 2 + 4 + 8))) / (1024.0 * 1024.0);
        for (int ti = 0; ti < nt; ti++) {
            child_result canon, f, fb;
            const child_result c64 = measure(JOB_CANON64, &spec, seed, (int)threads[ti], prec);
            if (!measure_jobs(&spec, seed, (int)threads[ti], prec, &canon, &f, &fb) || !c64.ok) {
                ok = 0;
                EMIT("| %ld | %ld | %ld | (failed) | | | | | | | | | |\n", lengths[li], D, threads[ti]);
                continue;
            }
            double k = 1e6 * (double)threads[ti] / n;
            double rss = (double)fb.maxrss_kib / 1024.0;
            char share[96] = "(MPFR alone)";
            if (fb.units[1] >= 0 && fb.units[3] >= 0)
                snprintf(share, sizeof share, "%.0f of %.0f; %.0f of %.0f", fb.units[0], fb.units[1], fb.units[2],
                         fb.units[3]);
            EMIT("| %ld | %ld | %ld | %.3f | %.3f | %.3f | %.4f | %.4f | %.1f | %s | %.1f | %.1f | %.2f |\n", lengths[li], D,
                 threads[ti], f.seconds * k, (fb.seconds - f.seconds) * k, fb.seconds * k, canon.seconds * k,
                 c64.seconds * k, fb.seconds / c64.seconds, share, rss, stored_mib, rss / stored_mib);
            fprintf(stderr, "bench: L=%ld threads=%ld done\n", lengths[li], threads[ti]);
        }
    }
    EMIT("\noracle path: %s\n", g_oracle_mpfr ? "mpfr (--oracle-path mpfr)" : "fast (MPFR where undecided)");
    EMIT("\nprecision %ld bits, B=1, D=%ld, seed %llu, resets docs:1000, regime init\n", prec, D, (unsigned long long)seed);
    fputs(md.p, stdout);
    if (out_file && sg_write_atomic_buf(out_file, md.p, md.len) != SG_OK) {
        fprintf(stderr, "scangate bench: %s\n", sg_errmsg());
        sg_text_free(&md);
        return SG_E_IO;
    }
    sg_text_free(&md);
    return ok ? 0 : SG_E_INTERNAL;
#undef EMIT
}
