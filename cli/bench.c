/* bench.c - `scangate bench oracle`: oracle speed and memory, never part of a
 * timed test. For each length L (D = 64, B = 1, the `bench` fixture shapes) and
 * each thread count it runs, in a fresh child process each:
 *   - the oracle forward only and forward+backward (backward = difference),
 *   - the canonical FP32 path on the same case,
 * and reports microseconds per element-step per core (wall time x threads /
 * (B L D)), and the child's peak RSS next to the size of the case's inputs and
 * results in their stored formats. Output: a Markdown table on stdout and,
 * with --out, the same written atomically to a file. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include "sg_cli.h"
#include "sg_reference.h"

#include <omp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct { double seconds; long maxrss_kib; int ok; } child_result;

enum { JOB_FWD = 0, JOB_FWDBWD = 1, JOB_CANON = 2 };

static void child_job(int job, const sg_case *c, int threads, long prec, int fd) {
    sg_rglru_problem pb;
    sg_case_rglru_problem(c, &pb);
    double secs = -1;
    if (job == JOB_CANON) {
        omp_set_num_threads(threads);
        sg_backend_table t;
        sg_backends_fill(&t);
        sg_tset o;
        if (sg_backend_run(sg_backend_find(&t, "cpu.canonical_f32"), c, &o, &secs) != SG_OK) secs = -1;
    } else {
        sg_oracle_opts oo;
        sg_oracle_opts_default(&oo);
        oo.prec = prec;
        oo.threads = threads;
        oo.forward_only = job == JOB_FWD;
        sg_tset res;
        sg_tset_init(&res);
        double t0 = sg_now();
        if (sg_oracle_rglru(&pb, &oo, &res, NULL) == SG_OK) secs = sg_now() - t0;
    }
    if (write(fd, &secs, sizeof secs) != (ssize_t)sizeof secs) _exit(3);
    _exit(secs >= 0 ? 0 : 2);
}

static child_result measure(int job, const sg_case *c, int threads, long prec) {
    child_result r = {0, 0, 0};
    int fds[2];
    if (pipe(fds)) return r;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        child_job(job, c, threads, prec, fds[1]);
    }
    close(fds[1]);
    double secs = -1;
    ssize_t got = read(fds[0], &secs, sizeof secs);
    close(fds[0]);
    int status = 0;
    struct rusage ru;
    if (pid > 0 && wait4(pid, &status, 0, &ru) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0 &&
        got == (ssize_t)sizeof secs) {
        r.seconds = secs;
        r.maxrss_kib = ru.ru_maxrss;
        r.ok = 1;
    }
    return r;
}

static int parse_list(const char *s, long *out, int max) {
    int n = 0;
    while (*s && n < max) {
        char *end;
        long v = strtol(s, &end, 10);
        if (end == s || v <= 0) return -1;
        out[n++] = v;
        s = *end == ',' ? end + 1 : end;
        if (*end && *end != ',') return -1;
    }
    return n;
}

int sg_cmd_bench(int argc, char **argv) {
    if (argc < 1 || strcmp(argv[0], "oracle") != 0) {
        fprintf(stderr, "usage: scangate bench oracle [--lengths 2048,8192,32768] [--threads-list 1,2] [--prec BITS] [--out FILE]\n");
        return SG_E_USAGE;
    }
    long lengths[8] = {2048, 8192, 32768}, threads[8] = {1, 2};
    int nl = 3, nt = 2;
    long prec = SG_ORACLE_DEFAULT_PREC;
    const char *out_file = NULL;
    uint64_t seed = SG_DEFAULT_SEED;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) {
            fprintf(stderr, "scangate bench: option %s needs a value\n", argv[i]);
            return SG_E_USAGE;
        }
        if (strcmp(argv[i], "--lengths") == 0) nl = parse_list(v, lengths, 8);
        else if (strcmp(argv[i], "--threads-list") == 0) nt = parse_list(v, threads, 8);
        else if (strcmp(argv[i], "--prec") == 0) prec = atol(v);
        else if (strcmp(argv[i], "--out") == 0) out_file = v;
        else if (strcmp(argv[i], "--seed") == 0) seed = strtoull(v, NULL, 10);
        else {
            fprintf(stderr, "scangate bench: unknown option %s\n", argv[i]);
            return SG_E_USAGE;
        }
        i++;
        if (nl < 1 || nt < 1 || prec < 64) {
            fprintf(stderr, "scangate bench: bad value '%s'\n", v);
            return SG_E_USAGE;
        }
    }
    size_t cap = 1 << 16, len = 0;
    char *md = sg_xmalloc(cap);
#define EMIT(...) (len += (size_t)snprintf(md + len, cap - len, __VA_ARGS__))
    {
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
        EMIT("# Oracle speed and memory (RG-LRU)\n\n- command: `scangate bench oracle");
        for (int i = 1; i < argc; i++) EMIT(" %s", argv[i]);
        EMIT("`\n- date: %s\n- commit: %s\n- machine: %s, %ld online cores\n", date, commit ? commit : "(set SG_GIT_COMMIT)", cpu,
             sysconf(_SC_NPROCESSORS_ONLN));
        EMIT("- units: microseconds per element-step per core = wall seconds x threads / (B L D); each figure from a fresh\n"
             "  child process; bwd = (fwd+bwd run) - (fwd-only run); peak RSS of the fwd+bwd child\n\n");
    }
    EMIT("| L | D | threads | oracle fwd µs/elem-step/core | oracle bwd | oracle fwd+bwd | canonical f32 fwd+bwd µs/elem-step/core | peak RSS MiB | stored inputs+results MiB | RSS / stored |\n");
    EMIT("|---|---|---|---|---|---|---|---|---|---|\n");
    int ok = 1;
    for (int li = 0; li < nl; li++) {
        sg_case_spec spec = {"rg_bench", "benchmark", SG_MODEL_RGLRU, 1, lengths[li], 64, "docs:1000", 1, 1, "init", 1.0};
        char name[64];
        snprintf(name, sizeof name, "rg_bench_L%ld", lengths[li]);
        spec.name = name;
        sg_case c;
        if (sg_case_make(&spec, seed, &c) != SG_OK) {
            fprintf(stderr, "scangate bench: %s\n", sg_errmsg());
            return SG_E_INTERNAL;
        }
        const double n = (double)(spec.B * spec.L * spec.D);
        /* stored formats: inputs x,u,v,dy BF16; results per [B,L,D] quantity f64+bf16+f32+S(f64) */
        const double stored_mib = (n * (4 * 2 + 4 * (8 + 2 + 4 + 8))) / (1024.0 * 1024.0);
        for (int ti = 0; ti < nt; ti++) {
            child_result canon = measure(JOB_CANON, &c, (int)threads[ti], prec);
            child_result f = measure(JOB_FWD, &c, (int)threads[ti], prec);
            child_result fb = measure(JOB_FWDBWD, &c, (int)threads[ti], prec);
            if (!f.ok || !fb.ok || !canon.ok) {
                ok = 0;
                EMIT("| %ld | 64 | %ld | (failed) | | | | | | |\n", lengths[li], threads[ti]);
                continue;
            }
            double k = 1e6 * (double)threads[ti] / n;
            double rss = (double)fb.maxrss_kib / 1024.0;
            EMIT("| %ld | 64 | %ld | %.3f | %.3f | %.3f | %.4f | %.1f | %.1f | %.2f |\n", lengths[li], threads[ti],
                 f.seconds * k, (fb.seconds - f.seconds) * k, fb.seconds * k, canon.seconds * k, rss, stored_mib,
                 rss / stored_mib);
            fprintf(stderr, "bench: L=%ld threads=%ld done\n", lengths[li], threads[ti]);
        }
        sg_case_free(&c);
    }
    EMIT("\nprecision %ld bits, B=1, D=64, seed %llu, resets docs:1000, regime init\n", prec, (unsigned long long)seed);
    fputs(md, stdout);
    if (out_file && sg_write_atomic_buf(out_file, md, len) != SG_OK) {
        fprintf(stderr, "scangate bench: %s\n", sg_errmsg());
        free(md);
        return SG_E_IO;
    }
    free(md);
    return ok ? 0 : SG_E_INTERNAL;
#undef EMIT
}
