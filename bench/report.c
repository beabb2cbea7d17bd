/* report.c - the benchmark's reports (sg_bench_write): bench.json (what
 * dispatch reads), samples.csv (every call in run order) and bench.md. */
#define _POSIX_C_SOURCE 200809L
#include "sg_bench.h"

#include <jansson.h>
#include <math.h>
#include <string.h>

static const char *status_name(sg_bench_status s) {
    return s == SG_BSTAT_TIMED ? "timed" : s == SG_BSTAT_REFUSED ? "refused" : "unavailable";
}

static json_t *num_or_null(double v) { return isfinite(v) ? json_real(v) : json_null(); }

/* Bytes per second over the copy bandwidth: GPU rows with a measured bandwidth only. */
static double sol_of(const sg_bench_row *r, const sg_bench_prov *p, double bytes, double secs) {
    if (r->kind != SG_BACKEND_CUDA || !(p->copy_bw > 0) || !(secs > 0)) return NAN;
    return bytes / secs / p->copy_bw;
}
static double sol(const sg_bench_row *r, const sg_bench_prov *p) { return sol_of(r, p, r->bytes, r->median); }
static double sol_fwd(const sg_bench_row *r, const sg_bench_prov *p) { return sol_of(r, p, r->bytes_fwd, r->fwd_median); }
/* The backward's figure: forward+backward less forward (medians), derived, never a call of its own. */
static double bwd_of(const sg_bench_row *r) {
    return isfinite(r->median) && isfinite(r->fwd_median) ? r->median - r->fwd_median : (double)NAN;
}

/* ---- the study's selections ------------------------------------------------------
 * The H800 study's shape dispatch (reference/EQUATIONS.md section 8), as the
 * suffix of this suite's row names:
 * RG-LRU: 16-step programs with Q_c over groups of 32 chunks in every region;
 * SAMU: B >= 4, L <= 2048: 32-step programs, chunk entries serial; B = 1,
 * L = 8192: serial K32 at D = 1024, grouped 64 at D >= 2048;
 * B = 1, 16384 <= L < 65536: grouped 64; B = 1, L >= 65536: serial forward
 * entries, grouped reverse (the very-long hybrid). NULL: no region of the
 * study holds the shape. */
static const char *study_pick(const char *model, sg_shape s) {
    if (strcmp(model, "rglru") == 0) return "rglru_chunk16_grouped32";
    if (strcmp(model, "rglru_mixer") == 0) return "rglru_mixer_grouped32"; /* the same scan under the gates */
    if (strcmp(model, "samu") != 0) return NULL;
    if (s.B >= 4 && s.L <= 2048) return "samu_chunk32_serial";
    if (s.B != 1) return NULL;
    if (s.L == 8192) return s.D >= 2048 ? "samu_chunk32_grouped64" : s.D == 1024 ? "samu_chunk32_serial" : NULL;
    if (s.L >= 16384 && s.L < 65536) return "samu_chunk32_grouped64";
    if (s.L >= 65536) return "samu_hybrid";
    return NULL;
}

/* The row name without its kind prefix ("cuda.samu_hybrid" -> "samu_hybrid"). */
static const char *algo_of(const char *backend) {
    const char *d = strchr(backend, '.');
    return d ? d + 1 : backend;
}

/* The fastest timed row of a kind at a point (fwd+bwd median), or NULL. */
static const sg_bench_row *fastest(const sg_bench_point *pt, sg_backend_kind kind) {
    const sg_bench_row *best = NULL;
    for (int b = 0; b < pt->nrows; b++) {
        const sg_bench_row *w = &pt->rows[b];
        if (w->status == SG_BSTAT_TIMED && w->kind == kind && isfinite(w->median) && (!best || w->median < best->median))
            best = w;
    }
    return best;
}

/* A row's median on one pass (fwd: the forward-only one), and the fastest
 * timed row of the project (CPU or CUDA: not a peer) on it. */
static double pass_time(const sg_bench_row *w, int fwd) { return fwd ? w->fwd_median : w->median; }
static const sg_bench_row *fastest_own(const sg_bench_point *pt, int fwd) {
    const sg_bench_row *best = NULL;
    for (int b = 0; b < pt->nrows; b++) {
        const sg_bench_row *w = &pt->rows[b];
        if (w->status != SG_BSTAT_TIMED || w->kind == SG_BACKEND_EXTERNAL || !isfinite(pass_time(w, fwd))) continue;
        if (!best || pass_time(w, fwd) < pass_time(best, fwd)) best = w;
    }
    return best;
}

/* The study's benchmark-table form (one table per op, one row per shape),
 * written when peers ran: ratio = the fastest admitted peer's device time /
 * ours (> 1: ours is faster), ours the fastest timed row of the project; the
 * peers timed, fastest first; throughput on the model's bytes; SOL; bound:
 * "memory" at SOL >= 60% of the copy bandwidth, else "not memory" (latency or
 * arithmetic: bench says no more; ncu's speed-of-light section does, scripts/gpu.sh
 * SG_GPU_NCU_ROWS). Refused and unavailable peers are listed under it. */
static void emit_peer_tables(FILE *f, const sg_bench_result *r, const sg_bench_prov *pv) {
    int have = 0;
    for (int k = 0; k < r->npoints; k++)
        for (int b = 0; b < r->points[k].nrows; b++) have |= r->points[k].rows[b].kind == SG_BACKEND_EXTERNAL;
    if (!have) return;
    for (int fwd = 1; fwd >= 0; fwd--) {
        fprintf(f, "### %s %s against the peers\n\n", r->md->name, fwd ? "forward" : "forward+backward");
        fprintf(f, "| workload (B, L, D) | ratio (peer / ours) | ours | ours ms | peers ms (fastest first) | "
                   "throughput GB/s | SOL | bound |\n|---|---:|---|---:|---|---:|---:|---|\n");
        for (int k = 0; k < r->npoints; k++) {
            const sg_bench_point *pt = &r->points[k];
            /* the timed peers, fastest first (insertion in order) */
            const sg_bench_row *pe[SG_MAX_BACKENDS];
            int np = 0;
            for (int b = 0; b < pt->nrows; b++) {
                const sg_bench_row *w = &pt->rows[b];
                if (w->kind != SG_BACKEND_EXTERNAL || w->status != SG_BSTAT_TIMED || !isfinite(pass_time(w, fwd)))
                    continue;
                int i = np++;
                for (; i > 0 && pass_time(pe[i - 1], fwd) > pass_time(w, fwd); i--) pe[i] = pe[i - 1];
                pe[i] = w;
            }
            const sg_bench_row *ours = fastest_own(pt, fwd);
            char ratio[32] = "n/a", alts[512] = "";
            if (ours && np) snprintf(ratio, sizeof ratio, "%.2fx", pass_time(pe[0], fwd) / pass_time(ours, fwd));
            size_t n = 0;
            for (int i = 0; i < np && n < sizeof alts - 96; i++)
                n += (size_t)snprintf(alts + n, sizeof alts - n, "%s%s %.4f", n ? ", " : "", pe[i]->backend,
                                      1e3 * pass_time(pe[i], fwd));
            const double bytes = ours ? (fwd ? ours->bytes_fwd : ours->bytes) : (double)NAN;
            const double secs = ours ? pass_time(ours, fwd) : (double)NAN, so = ours ? sol_of(ours, pv, bytes, secs) : (double)NAN;
            char sols[32] = "n/a", bound[32] = "n/a", ms[32] = "n/a", thr[32] = "n/a";
            if (isfinite(so)) {
                snprintf(sols, sizeof sols, "%.1f%%", 100.0 * so);
                snprintf(bound, sizeof bound, "%s", so >= 0.6 ? "memory" : "not memory");
            }
            if (isfinite(secs)) snprintf(ms, sizeof ms, "%.4f", 1e3 * secs);
            if (isfinite(secs) && isfinite(bytes)) snprintf(thr, sizeof thr, "%.1f", bytes / secs * 1e-9);
            fprintf(f, "| %lld, %lld, %lld | %s | %s | %s | %s | %s | %s | %s |\n", (long long)pt->shape.B,
                    (long long)pt->shape.L, (long long)pt->shape.D, ratio, ours ? ours->backend : "none timed", ms,
                    alts[0] ? alts : "none admitted", thr, sols, bound);
        }
        fprintf(f, "\n");
    }
    for (int k = 0; k < r->npoints; k++)
        for (int b = 0; b < r->points[k].nrows; b++) {
            const sg_bench_row *w = &r->points[k].rows[b];
            if (w->kind == SG_BACKEND_EXTERNAL && w->status != SG_BSTAT_TIMED)
                fprintf(f, "- %s on %lld, %lld, %lld: %s (%s)\n", w->backend, (long long)r->points[k].shape.B,
                        (long long)r->points[k].shape.L, (long long)r->points[k].shape.D,
                        w->status == SG_BSTAT_REFUSED ? "refused" : "unavailable", w->failing[0] ? w->failing : w->reason);
        }
    fprintf(f, "\n");
}

/* Whether a row runs algorithm `algo`: its name without the kind prefix is
 * `algo`, or `algo` and a version suffix _v<digits> (kernels/rglru/rglru_fast.cu,
 * kernels/samu/samu_fast.cu: a later version of a kernel runs the same algorithm). */
static int runs_algo(const char *backend, const char *algo) {
    const char *a = algo_of(backend);
    const size_t n = strlen(algo);
    if (strncmp(a, algo, n) != 0) return 0;
    if (a[n] == '\0') return 1;
    if (a[n] != '_' || a[n + 1] != 'v' || !a[n + 2]) return 0;
    for (const char *c = a + n + 2; *c; c++)
        if (*c < '0' || *c > '9') return 0;
    return 1;
}

/* The row of a kind running algorithm `algo` at a point (of several versions,
 * the fastest timed one, else the first), or NULL. */
static const sg_bench_row *row_algo(const sg_bench_point *pt, sg_backend_kind kind, const char *algo) {
    const sg_bench_row *any = NULL, *best = NULL;
    for (int b = 0; b < pt->nrows; b++) {
        const sg_bench_row *w = &pt->rows[b];
        if (w->kind != kind || !runs_algo(w->backend, algo)) continue;
        if (!any) any = w;
        if (w->status == SG_BSTAT_TIMED && isfinite(w->median) && (!best || w->median < best->median)) best = w;
    }
    return best ? best : any;
}

static void emit_study(FILE *f, const sg_bench_result *r) {
    fprintf(f, "### The study's selections beside ours\n\n"
               "The study's shape dispatch (reference/EQUATIONS.md section 8) against the fastest\n"
               "row this run admitted, among the CUDA rows where any was timed at the shape, else among the CPU rows (the\n"
               "CPU emulations share the kernels' algorithms, not their speed: a CPU comparison says which algorithm the\n"
               "host favours, not which the GPU does). Where several versions of the study's algorithm ran (a `_v2`\n"
               "row beside version 1), the fastest timed one stands for it.\n\n");
    fprintf(f, "| B | L | D | study's selection | its verdict here | its status | ours (fastest admitted) | kind | agree | "
               "study's pick / ours (fwd+bwd) |\n|---|---|---|---|---|---|---|---|---|---|\n");
    for (int k = 0; k < r->npoints; k++) {
        const sg_bench_point *pt = &r->points[k];
        const char *pick = study_pick(r->md->name, pt->shape);
        const sg_backend_kind kind = fastest(pt, SG_BACKEND_CUDA) ? SG_BACKEND_CUDA : SG_BACKEND_CPU;
        const sg_bench_row *ours = fastest(pt, kind), *theirs = pick ? row_algo(pt, kind, pick) : NULL;
        char eb[200]; /* names in cells: sg_md_cell */
        fprintf(f, "| %lld | %lld | %lld | %s", (long long)pt->shape.B, (long long)pt->shape.L, (long long)pt->shape.D,
                pick ? pick : "none (no region of the study)");
        if (theirs && strcmp(algo_of(theirs->backend), pick) != 0)
            fprintf(f, " (as %s)", sg_md_cell(eb, sizeof eb, theirs->backend));
        fprintf(f, " |");
        if (theirs && theirs->status != SG_BSTAT_UNAVAILABLE)
            fprintf(f, " %s | %s |", sg_verdict_name(theirs->verdict),
                    theirs->status == SG_BSTAT_TIMED ? "timed" : "**REFUSED**");
        else
            fprintf(f, " - | %s |", pick ? "not run here" : "-");
        if (ours) {
            const int agree = pick && runs_algo(ours->backend, pick);
            char ratio[32] = "-";
            if (theirs && theirs->status == SG_BSTAT_TIMED && ours->median > 0)
                snprintf(ratio, sizeof ratio, "%.3f", theirs->median / ours->median);
            fprintf(f, " %s | %s | %s | %s |\n", sg_md_cell(eb, sizeof eb, ours->backend), kind == SG_BACKEND_CUDA ? "cuda" : "cpu",
                    pick ? (agree ? "yes" : "**no**") : "-", ratio);
        } else {
            fprintf(f, " nothing admitted | - | - | - |\n");
        }
    }
    fprintf(f, "\n");
}


/* ---- decode: per-token latency and tokens per second, the choice by batch -----------
 * A decode model's bench case has no prompt (its resets "none": P = 0), so a call is L
 * single-token launches over B rows: per-token latency = median / L, tokens per second =
 * B L / median (the CUDA rows' device time is their token launches only, the prefill's
 * call excluded: kernels/rglru/rglru_decode.cu). Then per (L, D) and batch the fastest
 * timed row: the measured choice by batch (`scangate dispatch --from` turns the same
 * bench.json into regions). */
static int is_decode(const sg_bench_result *r) {
    return r->md->id == SG_MODEL_RGLRU_DECODE || r->md->id == SG_MODEL_SAMU_DECODE;
}

static void emit_decode(FILE *f, const sg_bench_result *r) {
    fprintf(f, "### Decode: per-token latency, tokens per second, the choice by batch\n\n"
               "Each call generates L tokens (no prompt) for B rows, one launch per token; per-token latency =\n"
               "median / L, tokens/s = B L / median (CUDA rows: the token launches' device time; CPU rows: wall).\n\n"
               "| B | tokens L | D | backend | kind | per-token latency us | tokens/s | fastest at this B |\n"
               "|---|---|---|---|---|---|---|---|\n");
    for (int k = 0; k < r->npoints; k++) {
        const sg_bench_point *pt = &r->points[k];
        const sg_bench_row *best = fastest(pt, SG_BACKEND_CUDA);
        if (!best) best = fastest(pt, SG_BACKEND_CPU);
        for (int b = 0; b < pt->nrows; b++) {
            const sg_bench_row *w = &pt->rows[b];
            if (w->status != SG_BSTAT_TIMED || !(w->median > 0)) continue;
            char eb[200];
            const double L = (double)pt->shape.L;
            fprintf(f, "| %lld | %lld | %lld | %s | %s | %.3f | %.4g | %s |\n", (long long)pt->shape.B,
                    (long long)pt->shape.L, (long long)pt->shape.D, sg_md_cell(eb, sizeof eb, w->backend),
                    w->kind == SG_BACKEND_CUDA ? "cuda" : w->kind == SG_BACKEND_CPU ? "cpu" : "peer",
                    1e6 * w->median / L, (double)pt->shape.B * L / w->median, w == best ? "**yes**" : "");
        }
    }
    fprintf(f, "\n");
}

/* ---- SAMU against the RG-LRU mixer -------------------------------------------------
 * Where one run timed both the SAMU model (its controller inside) and the RG-LRU mixer
 * (its gates inside) at a shape: the fastest timed row of each (CUDA where any, else CPU),
 * fwd+bwd medians, and the reduction 1 - t_samu / t_mixer beside the study's published
 * figure at that shape (reference/EQUATIONS.md section 8; context, not a target). */
static double study_mixer_gain(sg_shape s) {
    static const struct {
        int64_t B, L, D;
        double pct;
    } fig[] = {{4, 2048, 2048, 24.6},  {1, 8192, 2560, 27.6},  {1, 32768, 1024, 37.3}, {1, 32768, 2048, 40.2},
               {1, 32768, 1536, 40.8}, {1, 32768, 2560, 40.1}, {1, 65536, 1024, 27.2}, {1, 131072, 1024, 25.7}};
    for (size_t i = 0; i < sizeof fig / sizeof fig[0]; i++)
        if (fig[i].B == s.B && fig[i].L == s.L && fig[i].D == s.D) return fig[i].pct;
    return NAN;
}

static void emit_mixers(FILE *f, const sg_bench_result *const *res, int nres) {
    const sg_bench_result *sa = NULL, *mx = NULL;
    for (int i = 0; i < nres; i++) {
        if (strcmp(res[i]->md->name, "samu") == 0) sa = res[i];
        if (strcmp(res[i]->md->name, "rglru_mixer") == 0) mx = res[i];
    }
    if (!sa || !mx) return;
    fprintf(f, "## SAMU against the RG-LRU mixer\n\n"
               "Both recurrent mixers with their controls inside (SAMU's controller, RG-LRU's two block-diagonal gate\n"
               "layers), forward and backward with every parameter gradient: at each shape both ran, the fastest timed\n"
               "row of each (CUDA where any was timed, else CPU), fwd+bwd medians; reduction = 1 - SAMU / RG-LRU. The\n"
               "study's figure (reference/EQUATIONS.md section 8) is its H800 measurement of its own kernels, context only.\n\n"
               "| B | L | D | SAMU row | SAMU ms | RG-LRU mixer row | RG-LRU ms | reduction here | the study's |\n"
               "|---|---|---|---|---|---|---|---|---|\n");
    for (int k = 0; k < mx->npoints; k++) {
        const sg_bench_point *pm = &mx->points[k], *ps = NULL;
        for (int j = 0; j < sa->npoints; j++)
            if (sa->points[j].shape.B == pm->shape.B && sa->points[j].shape.L == pm->shape.L &&
                sa->points[j].shape.D == pm->shape.D)
                ps = &sa->points[j];
        if (!ps) continue;
        const sg_backend_kind kind =
            fastest(pm, SG_BACKEND_CUDA) && fastest(ps, SG_BACKEND_CUDA) ? SG_BACKEND_CUDA : SG_BACKEND_CPU;
        const sg_bench_row *a = fastest(ps, kind), *m = fastest(pm, kind);
        const double st = study_mixer_gain(pm->shape);
        char ea[200], em[200], stb[32] = "-";
        if (isfinite(st)) snprintf(stb, sizeof stb, "%.1f%%", st);
        if (!a || !m) {
            fprintf(f, "| %lld | %lld | %lld | %s | | %s | | not both timed | %s |\n", (long long)pm->shape.B,
                    (long long)pm->shape.L, (long long)pm->shape.D, a ? sg_md_cell(ea, sizeof ea, a->backend) : "-",
                    m ? sg_md_cell(em, sizeof em, m->backend) : "-", stb);
            continue;
        }
        fprintf(f, "| %lld | %lld | %lld | %s | %.3f | %s | %.3f | %.1f%% | %s |\n", (long long)pm->shape.B,
                (long long)pm->shape.L, (long long)pm->shape.D, sg_md_cell(ea, sizeof ea, a->backend), 1e3 * a->median,
                sg_md_cell(em, sizeof em, m->backend), 1e3 * m->median, 100.0 * (1.0 - a->median / m->median), stb);
    }
    fprintf(f, "\n");
}

typedef struct {
    const sg_bench_result *const *res;
    int nres;
    const sg_bench_prov *p;
} report_ctx;

/* Every point of every result of the report, in order, handed to fn. */
static void each_point(const report_ctx *rc, void (*fn)(const sg_bench_result *r, const sg_bench_point *pt, void *ctx),
                       void *ctx) {
    for (int i = 0; i < rc->nres; i++)
        for (int k = 0; k < rc->res[i]->npoints; k++) fn(rc->res[i], &rc->res[i]->points[k], ctx);
}

/* The CSV lines of a point's samples. */
static void csv_point(const sg_bench_result *r, const sg_bench_point *pt, void *ctx) {
    FILE *f = ctx;
    for (int s = 0; s < pt->nsamples; s++) {
        const sg_bench_sample *x = &pt->samples[s];
        fprintf(f, "%s,%lld,%lld,%lld,%s,%s,%d,%d,%s,%d,%d,%.9e,%s,%.9e\n", r->md->name, (long long)pt->shape.B,
                (long long)pt->shape.L, (long long)pt->shape.D, pt->rows[x->row].backend,
                x->pass == SG_PASS_FWD ? "fwd" : "fwd+bwd", x->round + 1, x->position + 1, x->warmup ? "warmup" : "sample",
                x->index + 1, x->seq + 1, x->seconds, !pt->rows[x->row].device_timer                          ? "wall"
                : pt->rows[x->row].kind == SG_BACKEND_EXTERNAL ? "peer_reported"
                                                               : "cuda_events", x->wall);
    }
}

static sg_status emit_csv(FILE *f, void *ctx) {
    const report_ctx *rc = ctx;
    char *cmd = sg_text_escape(rc->p->command);
    fprintf(f, "# scangate bench backends v1\n# command: %s\n# commit: %s\n# seed: %llu\n# date: %s\n", cmd,
            rc->p->commit, (unsigned long long)rc->p->seed, rc->p->date);
    free(cmd);
    fprintf(f, "model,B,L,D,backend,phase,round,position,kind,index,seq,seconds,timer,wall_seconds\n");
    each_point(rc, csv_point, f);
    return ferror(f) ? sg_fail(SG_E_IO, "cannot write CSV") : SG_OK;
}

static sg_status emit_md(FILE *f, void *ctx) {
    const report_ctx *rc = ctx;
    const sg_bench_prov *p = rc->p;
    char cmd[8192];
    fprintf(f, "# Backend benchmark: gate before time\n\n");
    fprintf(f, "- command: %s\n- commit: %s\n- date: %s\n- machine: %s\n- clocks: %s\n",
            sg_md_code(cmd, sizeof cmd, p->command), p->commit, p->date, p->machine, p->clocks);
    fprintf(f, "- load average (1, 5, 15 min, runnable/total, last pid) at start: %s; at end: %s\n", p->load_start,
            p->load_end);
    fprintf(f, "- seed: %llu; oracle precision %ld bits; THRESHOLDS.md %.16s; EXPECTED_STATUS.md %.16s\n",
            (unsigned long long)p->seed, p->prec, p->thresholds_hash, p->expected_hash);
    fprintf(f, "- loosening check: %s\n", p->loosening_check[0] ? p->loosening_check : "not stated");
    fprintf(f, "- timer: %s\n- copy bandwidth: %s\n", p->timer, p->copy_bw_note);
    if (p->progress[0]) fprintf(f, "- **partial**: %s\n", p->progress);
    fprintf(f, "\n");
    fprintf(f, "Protocol: for every shape, each backend's gate verdict on that exact case first (the one evaluation:\n"
               "oracle from the cache, the canonical FP32 yardstick, two poisoned runs and two determinism repeats,\n"
               "THRESHOLDS.md), or the stored\n"
               "verdict when its key (backend code hash, yardstick code hash, case hash, thresholds hash, equations,\n"
               "precision) is the same; a backend whose verdict is not PASS or whose EXPECTED_STATUS.md row (set\n"
               "`bench`) quarantines it is refused and never timed. Then two counterbalanced rounds over the admitted\n"
               "units, a unit being a backend's forward-only pass (a call whose gradient outputs are NULL; every\n"
               "row of this suite has one) or its forward+backward pass, each backend's forward unit before its\n"
               "forward+backward unit, in table order, then the whole order reversed; per round and unit three\n"
               "untimed warm-ups, then five timed calls; compilation is outside (ahead of time); the median and\n"
               "min-max are over the ten timed calls of a unit; every call, warm-ups included, is in the CSV with its\n"
               "pass, round, position and run order. bwd = (fwd+bwd median) - (fwd median): derived, the backward is\n"
               "never called alone (it needs the forward's saved entries). Timer: CPU rows the call's wall time; CUDA\n"
               "rows CUDA events around the call's kernels (host transfers and allocation outside; the wall time\n"
               "with them is in the CSV); peers (ext.peer_*, peers/peers.c) the time their adapter reports: CUDA\n"
               "events around its computation from the FP32 inputs on the device to the outputs in their dtypes on\n"
               "the device (on a CPU, that span's wall time). Bytes moved: the inputs a pass reads once (the forward\n"
               "reads no cotangent) and the outputs it writes once (the forward writes no gradient), the model's\n"
               "count for every row; SOL = bytes / median / copy bandwidth, for CUDA rows and peers.\n\n");
    for (int i = 0; i < rc->nres; i++) {
        const sg_bench_result *r = rc->res[i];
        fprintf(f, "## %s\n\n", r->md->title);
        fprintf(f, "| B | L | D | backend | verdict | source | case hash | verdict hash | status | timer | fwd median ms | "
                   "bwd ms (derived) | fwd+bwd median ms | fwd+bwd min-max ms | fwd+bwd ns / elem-step | "
                   "fwd MiB | fwd+bwd MiB | fwd SOL | fwd+bwd SOL |\n");
        fprintf(f, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (int k = 0; k < r->npoints; k++) {
            const sg_bench_point *pt = &r->points[k];
            const double nel = (double)pt->shape.B * (double)pt->shape.L * (double)pt->shape.D;
            for (int b = 0; b < pt->nrows; b++) {
                const sg_bench_row *w = &pt->rows[b];
                char eb[200]; /* names in cells: sg_md_cell */
                fprintf(f, "| %lld | %lld | %lld | %s | %s | %s | %.12s | %.12s | %s |", (long long)pt->shape.B,
                        (long long)pt->shape.L, (long long)pt->shape.D, sg_md_cell(eb, sizeof eb, w->backend),
                        w->status == SG_BSTAT_UNAVAILABLE ? "-" : sg_verdict_name(w->verdict),
                        w->status == SG_BSTAT_UNAVAILABLE ? "-" : w->source == SG_VSRC_STORE ? "store" : "gated",
                        pt->case_hash, w->status == SG_BSTAT_UNAVAILABLE ? "-" : w->verdict_hash,
                        w->status == SG_BSTAT_TIMED ? "timed" : w->status == SG_BSTAT_REFUSED ? "**REFUSED**" : "unavailable");
                if (w->status == SG_BSTAT_TIMED) {
                    const double s = sol(w, p), sf = sol_fwd(w, p), bw = bwd_of(w);
                    char sols[32] = "n/a (CPU row)", solf[32] = "n/a (CPU row)", fwd[32] = "n/a", bwd[32] = "n/a";
                    if (w->kind == SG_BACKEND_CUDA || w->kind == SG_BACKEND_EXTERNAL) { /* a peer: on the model's bytes */
                        snprintf(sols, sizeof sols, isfinite(s) ? "%.1f%%" : "n/a", 100.0 * s);
                        snprintf(solf, sizeof solf, isfinite(sf) ? "%.1f%%" : "n/a", 100.0 * sf);
                    }
                    if (isfinite(w->fwd_median)) snprintf(fwd, sizeof fwd, "%.3f", 1e3 * w->fwd_median);
                    if (isfinite(bw)) snprintf(bwd, sizeof bwd, "%.3f", 1e3 * bw);
                    fprintf(f, " %s | %s | %s | %.3f | %.3f-%.3f | %.2f | %.2f | %.2f | %s | %s |\n",
                            w->device_timer ? (w->kind == SG_BACKEND_EXTERNAL ? "peer's own" : "CUDA events") : "wall", fwd, bwd, 1e3 * w->median, 1e3 * w->min,
                            1e3 * w->max, 1e9 * w->median / nel, w->bytes_fwd / (1024.0 * 1024.0),
                            w->bytes / (1024.0 * 1024.0), solf, sols);
                } else {
                    fprintf(f, " | not timed | | | | | | | | | |\n");
                }
            }
        }
        int any = 0;
        for (int k = 0; k < r->npoints; k++)
            for (int b = 0; b < r->points[k].nrows; b++)
                if (r->points[k].rows[b].status != SG_BSTAT_TIMED) {
                    if (!any) fprintf(f, "\nNot timed:\n\n");
                    any = 1;
                    fprintf(f, "- %s on %s (case %s): %s\n", r->points[k].rows[b].backend, r->points[k].case_name,
                            r->points[k].case_hash, r->points[k].rows[b].reason);
                }
        fprintf(f, "\n");
        if (is_decode(r)) emit_decode(f, r);
        else emit_study(f, r);
        emit_peer_tables(f, r, rc->p);
    }
    emit_mixers(f, rc->res, rc->nres);
    return ferror(f) ? sg_fail(SG_E_IO, "cannot write Markdown") : SG_OK;
}

/* The JSON object of one row of a point. */
static json_t *row_json(const sg_bench_result *r, const sg_bench_point *pt, const sg_bench_row *w, const sg_bench_prov *p) {
    json_t *o = json_object();
    json_object_set_new(o, "model", json_string(r->md->name));
    json_object_set_new(o, "B", json_integer(pt->shape.B));
    json_object_set_new(o, "L", json_integer(pt->shape.L));
    json_object_set_new(o, "D", json_integer(pt->shape.D));
    json_object_set_new(o, "case", json_string(pt->case_name));
    json_object_set_new(o, "case_hash", json_string(pt->case_hash));
    json_object_set_new(o, "backend", json_string(w->backend));
    json_object_set_new(o, "kind", json_string(w->kind == SG_BACKEND_CUDA ? "cuda" : "cpu"));
    json_object_set_new(o, "code_hash", json_string(w->code_hash));
    json_object_set_new(o, "status", json_string(status_name(w->status)));
    json_object_set_new(o, "reason", json_string(w->reason));
    if (w->status != SG_BSTAT_UNAVAILABLE) {
        json_object_set_new(o, "verdict", json_string(sg_verdict_name(w->verdict)));
        json_object_set_new(o, "failing", json_string(w->failing));
        json_object_set_new(o, "verdict_source", json_string(w->source == SG_VSRC_STORE ? "store" : "gated"));
        json_object_set_new(o, "verdict_hash", json_string(w->verdict_hash));
        /* the rest of the verdict's key: dispatch recomputes the hash from the row */
        json_object_set_new(o, "yardstick", json_string(r->md->yardstick));
        json_object_set_new(o, "yardstick_code_hash", json_string(r->yardstick_hash));
        json_object_set_new(o, "thresholds_hash", json_string(r->thresholds_hash));
        json_object_set_new(o, "equations", json_string(r->md->equations));
        json_object_set_new(o, "prec", json_integer(r->prec));
        json_object_set_new(o, "expected_line", json_integer(w->expect_line));
        json_object_set_new(o, "quarantined", json_boolean(w->quarantined));
    }
    json_object_set_new(o, "calls", json_integer(w->calls));
    json_object_set_new(o, "fwd_bwd_median_s", num_or_null(w->median));
    json_object_set_new(o, "fwd_bwd_min_s", num_or_null(w->min));
    json_object_set_new(o, "fwd_bwd_max_s", num_or_null(w->max));
    json_object_set_new(o, "fwd_median_s", num_or_null(w->fwd_median));
    json_object_set_new(o, "fwd_min_s", num_or_null(w->fwd_min));
    json_object_set_new(o, "fwd_max_s", num_or_null(w->fwd_max));
    json_object_set_new(o, "bwd_derived_s", num_or_null(bwd_of(w)));
    json_object_set_new(o, "timer",
                        json_string(w->status != SG_BSTAT_TIMED             ? "none"
                                    : !w->device_timer                      ? "wall"
                                    : w->kind == SG_BACKEND_EXTERNAL ? "peer_reported"
                                                                     : "cuda_events"));
    json_object_set_new(o, "bytes_moved", num_or_null(w->status == SG_BSTAT_TIMED ? w->bytes : (double)NAN));
    json_object_set_new(o, "bytes_moved_fwd", num_or_null(w->status == SG_BSTAT_TIMED ? w->bytes_fwd : (double)NAN));
    json_object_set_new(o, "sol", num_or_null(sol(w, p)));
    json_object_set_new(o, "sol_fwd", num_or_null(sol_fwd(w, p)));
    const char *pick = study_pick(r->md->name, pt->shape);
    json_object_set_new(o, "study_selection", pick ? json_string(pick) : json_null());
    return o;
}

typedef struct {
    json_t *rows;
    const sg_bench_prov *p;
} json_rows;

static void json_point(const sg_bench_result *r, const sg_bench_point *pt, void *ctx) {
    const json_rows *jr = ctx;
    for (int b = 0; b < pt->nrows; b++) json_array_append_new(jr->rows, row_json(r, pt, &pt->rows[b], jr->p));
}

static json_t *bench_json(const report_ctx *rc) {
    const sg_bench_prov *p = rc->p;
    json_t *j = json_object(), *pv = json_object(), *pr = json_object(), *rs = json_array();
    json_object_set_new(j, "format", json_string("scangate bench backends v1"));
    char *cmd = sg_text_escape(p->command);
    json_object_set_new(pv, "command", json_string(cmd));
    free(cmd);
    json_object_set_new(pv, "commit", json_string(p->commit));
    json_object_set_new(pv, "date", json_string(p->date));
    json_object_set_new(pv, "machine", json_string(p->machine));
    json_object_set_new(pv, "clocks", json_string(p->clocks));
    json_object_set_new(pv, "load_start", json_string(p->load_start));
    json_object_set_new(pv, "load_end", json_string(p->load_end));
    json_object_set_new(pv, "timer", json_string(p->timer));
    json_object_set_new(pv, "seed", json_integer((json_int_t)p->seed));
    json_object_set_new(pv, "oracle_precision", json_integer(p->prec));
    json_object_set_new(pv, "thresholds_hash", json_string(p->thresholds_hash));
    json_object_set_new(pv, "loosening_check", json_string(p->loosening_check));
    json_object_set_new(pv, "expected_hash", json_string(p->expected_hash));
    json_object_set_new(pv, "copy_bandwidth", num_or_null(p->copy_bw > 0 ? p->copy_bw : (double)NAN));
    json_object_set_new(pv, "copy_bandwidth_note", json_string(p->copy_bw_note));
    json_object_set_new(pv, "partial", p->progress[0] ? json_string(p->progress) : json_false());
    json_object_set_new(j, "provenance", pv);
    json_object_set_new(pr, "rounds", json_integer(2));
    json_object_set_new(pr, "order", json_string("round 1 in table order, round 2 reversed"));
    json_object_set_new(pr, "warmups_per_round", json_integer(3));
    json_object_set_new(pr, "samples_per_round", json_integer(5));
    json_object_set_new(pr, "phases", json_string("fwd (forward-only call) and fwd+bwd (one call each), counterbalanced "
                                                  "as units; bwd = fwd+bwd median - fwd median (derived)"));
    json_object_set_new(pr, "timer", json_string("CPU rows: wall time of the call; CUDA rows: CUDA events around its "
                                                 "kernels (transfers outside)"));
    json_object_set_new(j, "protocol", pr);
    json_rows jr = {rs, p};
    each_point(rc, json_point, &jr);
    json_object_set_new(j, "results", rs);
    return j;
}

sg_status sg_bench_write(const char *dir, const sg_bench_result *const *res, int nres, const sg_bench_prov *p) {
    sg_status st = sg_mkdirs(dir);
    if (st) return st;
    const report_ctx rc = {res, nres, p};
    char path[4096];
    json_t *j = bench_json(&rc);
    snprintf(path, sizeof path, "%s/bench.json", dir);
    st = sg_write_json(path, j, JSON_INDENT(1) | JSON_ENSURE_ASCII);
    json_decref(j);
    snprintf(path, sizeof path, "%s/samples.csv", dir);
    if (!st) st = sg_write_atomic(path, emit_csv, (void *)&rc);
    snprintf(path, sizeof path, "%s/bench.md", dir);
    if (!st) st = sg_write_atomic(path, emit_md, (void *)&rc);
    return st;
}
