/* bench_backends.c - `scangate bench backends` (gate before time) and
 * `scangate dispatch` (the table from its verdicts and timings): the command
 * lines and what they print; the work is bench/ (sg_bench.h).
 *
 *   scangate bench backends [--model M]... [--shapes study|cpu | --shape B,L,D ...] [--backend NAME]...
 *                           [--out DIR] [--verdicts DIR] [--regate] [--regime R] [--resets P] [--seed N]
 *                           [--thresholds F] [--expected F] [--cache DIR] [--prec BITS] [--threads N]
 *                           [--oracle-memory MIB] [--reports-dir DIR] [--no-loosening-check]
 *   scangate dispatch --from DIR... [--out DIR] [--model M --shape B,L,D]
 *
 * Exit codes: 0 every selected backend timed (bench) / the shape answered
 * (dispatch); 13 a backend refused on a shape (its verdict there is not PASS,
 * or EXPECTED_STATUS.md quarantines it: reported, not timed) / the shape
 * refused (no region holds it, or nothing passes there) or a bench.json row
 * whose verdict does not verify against its verdict_hash (dispatch); 5 a
 * bench.json row naming a backend this build does not have (dispatch). */
#define _POSIX_C_SOURCE 200809L
#include "sg_cli.h"
#include "sg_bench.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int die(sg_status st) {
    fprintf(stderr, "scangate: %s\n", sg_errmsg());
    return st;
}

/* The small CPU list: the study's shapes with D (and for the longest, L)
 * scaled down so the oracle and the CPU emulations take seconds on 2 cores;
 * the same structure (four primary shapes, a length and a width series). */
static const sg_shape cpu_shapes[] = {
    {4, 2048, 64}, {1, 8192, 80}, {1, 32768, 32}, {1, 32768, 64}, /* primary, D / 32 */
    {1, 8192, 32}, {1, 65536, 32},                               /* length scaling at D = 32 */
    {1, 32768, 48},                                              /* width scaling at L = 32768 (32, 64 above) */
};

/* The reports so far, written after every finished shape (sg_bench_opts.on_point):
 * a run stopped from outside (a time limit) keeps every shape it finished. */
typedef struct {
    const char *out;
    const sg_bench_result *const *res;
    const int *nres;
    sg_bench_prov *prov;
    int total, done_before;
} partial_ctx;

static sg_status partial_write(void *ctx, const sg_bench_result *r) {
    partial_ctx *pc = ctx;
    snprintf(pc->prov->progress, sizeof pc->prov->progress,
             "%d of %d model x shape points finished when these reports were written (written after every point)",
             pc->done_before + r->npoints, pc->total);
    sg_bench_loadavg(pc->prov->load_end, sizeof pc->prov->load_end);
    return sg_bench_write(pc->out, pc->res, *pc->nres, pc->prov);
}

static void bench_usage(FILE *f) {
    fprintf(f,
            "usage: scangate bench backends [--model M]... [--shapes study|cpu | --shape B,L,D ...] [--backend NAME]...\n"
            "                               [--out DIR] [--verdicts DIR] [--regate] [--regime R] [--resets P] [--seed N]\n"
            "                               [--thresholds FILE] [--expected FILE] [--cache DIR] [--prec BITS] [--oracle-path fast|mpfr] [--threads N]\n"
            "                               [--oracle-memory MIB] [--reports-dir DIR] [--no-loosening-check]\n"
            "  each backend's gate verdict on each exact shape first (oracle cached; a shape whose oracle results would\n"
            "  exceed --oracle-memory (default 2048 MiB) held is gated as a stream, not cached; stored verdicts reused while the\n"
            "  backend's code hash is the same); only PASS and not quarantined is timed (two counterbalanced rounds,\n"
            "  3 warm-ups + 5 samples per round); writes DIR/bench.json, DIR/samples.csv, DIR/bench.md\n"
            "  default shapes: the study's (--shapes study); exit 13: a backend was refused on a shape (not timed)\n");
}

static void dispatch_usage(FILE *f) {
    fprintf(f, "usage: scangate dispatch --from DIR|FILE.json [--from ...] [--out DIR] [--model M --shape B,L,D]\n"
               "                        [--expected FILE]\n"
               "  the table from `bench backends` results: per model, regions of measured shapes -> the fastest backend\n"
               "  with a PASS at each, the margin to the second; --out writes DIR/dispatch.json and DIR/sg_dispatch_table.h;\n"
               "  --shape answers one shape (exit 13: refused, no region holds it or nothing passes there)\n");
}

typedef struct {
    const char *models[8];
    int nm;
    sg_shape shapes[32];
    int ns;
    const char *shape_set;
    const char *backends[SG_MAX_BACKENDS];
    int nb;
    const char *out, *verdicts, *regime, *resets;
    int regate;
    uint64_t oracle_mib; /* 0: the default (2048) */
} bench_cli;

/* Whether the command line selects backend b (no --backend: every one). */
static int wanted(const bench_cli *a, const sg_backend *b) {
    int want = a->nb == 0;
    for (int k = 0; k < a->nb; k++) want |= strcmp(a->backends[k], b->name) == 0;
    return want;
}

static int parse_bench(int argc, char **argv, sg_cli_opts *o, bench_cli *a, char *msg, size_t cap) {
    memset(a, 0, sizeof *a);
    a->out = "bench-out";
    a->shape_set = "study";
    const sg_cli_flag flags[] = {{"--regate", &a->regate, 1}, {"--no-loosening-check", &o->no_loosening_check, 1}};
    const sg_cli_named named[] = {
        {"--out", &a->out}, {"--verdicts", &a->verdicts}, {"--regime", &a->regime}, {"--resets", &a->resets},
        {"--thresholds", &o->thresholds}, {"--expected", &o->expected}, {"--cache", &o->cache_dir},
        {"--reports-dir", &o->reports_dir}};
    for (int i = 1; i < argc; i++) {
        const char *k = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(k, "--help") == 0 || strcmp(k, "-h") == 0) return -1;
        if (sg_cli_set_flag(k, flags, sizeof flags / sizeof flags[0])) continue;
        if (!v) return snprintf(msg, cap, "option %s needs a value", k), SG_E_USAGE;
        i++;
        uint64_t u;
        const char **field = sg_cli_named_field(k, named, sizeof named / sizeof named[0]);
        if (field) *field = v;
        else if (strcmp(k, "--model") == 0) {
            if (a->nm == 8) return snprintf(msg, cap, "too many --model"), SG_E_USAGE;
            a->models[a->nm++] = v;
        } else if (strcmp(k, "--shape") == 0) {
            if (a->ns == 32 || sg_bench_parse_shape(v, &a->shapes[a->ns]))
                return snprintf(msg, cap, "--shape needs B,L,D (decimal digits, each in [1, 2^31]; at most 32): '%s'", v),
                       SG_E_USAGE;
            a->ns++;
        } else if (strcmp(k, "--shapes") == 0) {
            if (strcmp(v, "study") && strcmp(v, "cpu")) return snprintf(msg, cap, "--shapes is study or cpu: '%s'", v), SG_E_USAGE;
            a->shape_set = v;
        } else if (strcmp(k, "--backend") == 0) {
            if (a->nb == SG_MAX_BACKENDS) return snprintf(msg, cap, "too many --backend"), SG_E_USAGE;
            a->backends[a->nb++] = v;
        } else if (strcmp(k, "--seed") == 0) {
            if (sg_parse_u64(v, UINT64_MAX, &o->seed))
                return snprintf(msg, cap, "--seed needs a decimal integer in [0, 2^64-1] (digits only): '%s'", v), SG_E_USAGE;
        } else if (strcmp(k, "--prec") == 0) {
            if (sg_parse_u64(v, 100000, &u) || u < 64)
                return snprintf(msg, cap, "--prec needs a number of bits in [64, 100000]: '%s'", v), SG_E_USAGE;
            o->prec = (long)u;
        } else if (strcmp(k, "--oracle-path") == 0) {
            if (sg_cli_oracle_path(v, &o->oracle_mpfr)) return snprintf(msg, cap, "--oracle-path is fast or mpfr: '%s'", v), SG_E_USAGE;
        } else if (strcmp(k, "--threads") == 0) {
            if (sg_parse_u64(v, 4096, &u)) return snprintf(msg, cap, "--threads needs a count in [0, 4096]: '%s'", v), SG_E_USAGE;
            o->threads = (int)u;
        } else if (strcmp(k, "--oracle-memory") == 0) {
            if (sg_parse_u64(v, UINT64_C(1) << 30, &a->oracle_mib) || a->oracle_mib < 1)
                return snprintf(msg, cap, "--oracle-memory needs MiB in [1, 2^30]: '%s'", v), SG_E_USAGE;
        } else {
            return snprintf(msg, cap, "unknown option %s", k), SG_E_USAGE;
        }
    }
    return 0;
}

/* The provenance every report of the run carries. */
static void bench_provenance(const sg_cli_opts *o, const sg_thresholds *th, const sg_expected *ex, sg_bench_prov *prov) {
    memset(prov, 0, sizeof *prov);
    snprintf(prov->command, sizeof prov->command, "%s", o->command);
    sg_report_commit(prov->commit, sizeof prov->commit);
    {
        const time_t now = time(NULL);
        struct tm tm;
        gmtime_r(&now, &tm);
        strftime(prov->date, sizeof prov->date, "%Y-%m-%dT%H:%M:%SZ", &tm);
    }
    sg_bench_machine(prov);
    sg_bench_loadavg(prov->load_start, sizeof prov->load_start);
    prov->seed = o->seed;
    prov->prec = o->prec;
    snprintf(prov->thresholds_hash, sizeof prov->thresholds_hash, "%s", th->hash);
    snprintf(prov->loosening_check, sizeof prov->loosening_check, "%s", o->loosening_note);
    snprintf(prov->expected_hash, sizeof prov->expected_hash, "%s", ex->hash);
    snprintf(prov->timer, sizeof prov->timer,
             "CPU rows: wall time of the backend call alone (CLOCK_MONOTONIC); CUDA rows: CUDA events around the "
             "call's kernels (the row's device_seconds; allocation and host copies outside, their wall time in the CSV); "
             "peers (ext.peer_*): the time their adapter reports, CUDA events around its computation");
    snprintf(prov->copy_bw_note, sizeof prov->copy_bw_note, "not measured (no CUDA row selected)");
}

int sg_cmd_bench_backends(const sg_cli_opts *o_in) {
    sg_cli_opts o = *o_in;
    bench_cli a;
    char msg[512];
    const int pst = parse_bench(o.bench_argc, o.bench_argv, &o, &a, msg, sizeof msg);
    if (pst) return sg_cli_parse_ended(pst, "scangate bench backends", msg, bench_usage);
    const sg_shape *shapes = a.shapes;
    int nshapes = a.ns;
    if (!nshapes && strcmp(a.shape_set, "cpu") == 0) {
        shapes = cpu_shapes;
        nshapes = (int)(sizeof cpu_shapes / sizeof cpu_shapes[0]);
    } else if (!nshapes) {
        nshapes = sg_bench_study_shapes(&shapes);
    }
    char vdir[4200];
    snprintf(vdir, sizeof vdir, "%s/verdicts", a.out);
    const char *verdicts = a.verdicts ? a.verdicts : vdir;
    sg_status st = sg_mkdirs(a.out);
    if (st) return die(st);
    sg_cli_judging in;
    if ((st = sg_cli_judging_load(&o, SG_CLI_THRESHOLDS | SG_CLI_EXPECTED, &in))) return die(st);
    const sg_thresholds *const th = &in.th;
    const sg_expected *const ex = &in.ex;
    sg_backend_table table;
    sg_backends_fill(&table);
    int rc = 0;
    for (int k = 0; k < a.nb; k++)
        if (!sg_backend_find(&table, a.backends[k])) {
            rc = die(sg_backend_unknown(&table, a.backends[k]));
            goto done;
        } else if (sg_backend_find(&table, a.backends[k])->available() != SG_OK) {
            rc = die(SG_E_NODEVICE);
            goto done;
        }
    const sg_model_desc *mds[8];
    int nmd = 0;
    for (int k = 0; k < a.nm; k++)
        if (!(mds[nmd++] = sg_model_find(a.models[k]))) {
            rc = die(sg_model_unknown("--model", a.models[k]));
            goto done;
        }
    if (!a.nm) {
        int n;
        const sg_model_desc *const *all = sg_models(&n);
        for (int k = 0; k < n && k < 8; k++) mds[nmd++] = all[k];
    }
    sg_cli_prepare_cache(&o);
    sg_oracle_opts oo;
    sg_oracle_opts_default(&oo);
    oo.prec = o.prec;
    oo.threads = o.threads;
    oo.mpfr_only = o.oracle_mpfr;
    sg_bench_prov prov;
    bench_provenance(&o, th, ex, &prov);
    sg_bench_result res[8];
    const sg_bench_result *resp[8];
    int nres = 0, refused = 0, timed = 0, have_cuda = 0;
    /* the copy bandwidth first: the reports written after every shape carry it */
    for (int m = 0; m < nmd; m++)
        for (int i = 0; i < table.n; i++) {
            const sg_backend *b = &table.b[i];
            have_cuda |= wanted(&a, b) && sg_model_runs(mds[m], b) && b->kind == SG_BACKEND_CUDA && b->available() == SG_OK;
        }
    if (have_cuda) prov.copy_bw = sg_backends_copy_bandwidth(prov.copy_bw_note, sizeof prov.copy_bw_note);
    partial_ctx pc = {a.out, resp, &nres, &prov, nmd * nshapes, 0};
    for (int m = 0; m < nmd; m++) {
        const sg_backend *rows[SG_MAX_BACKENDS];
        int nrows = 0;
        for (int i = 0; i < table.n; i++) {
            const sg_backend *b = &table.b[i];
            if (wanted(&a, b) && sg_model_runs(mds[m], b)) rows[nrows++] = b;
        }
        if (!nrows) {
            if (a.nm) {
                rc = die(sg_fail(SG_E_UNKNOWN, "no selected backend runs %s", mds[m]->name));
                goto done;
            }
            continue;
        }
        if ((st = sg_thresholds_require(th, mds[m]))) {
            rc = die(st);
            goto done;
        }
        const sg_bench_opts bo = {.md = mds[m], .shapes = shapes, .nshapes = nshapes, .th = th, .expected = ex,
                                  .table = &table, .rows = rows, .nrows = nrows, .verdict_dir = verdicts,
                                  .regate = a.regate, .cache_dir = o.cache_dir, .oracle_opts = &oo, .seed = o.seed,
                                  .regime = a.regime, .resets = a.resets, .h0 = 1, .dh_last = 1,
                                  .oracle_memory = (double)a.oracle_mib * 1048576.0, .on_point = partial_write,
                                  .on_point_ctx = &pc};
        resp[nres] = &res[nres];
        pc.done_before = 0;
        for (int r = 0; r < nres; r++) pc.done_before += res[r].npoints;
        nres++;
        st = sg_bench_run(&bo, &res[nres - 1]);
        if (st) {
            rc = die(st);
            goto free_res;
        }
        refused += res[nres - 1].refused;
        timed += res[nres - 1].timed;
    }
    sg_bench_loadavg(prov.load_end, sizeof prov.load_end);
    prov.progress[0] = 0;
    if ((st = sg_bench_write(a.out, resp, nres, &prov))) {
        rc = die(st);
        goto free_res;
    }
    for (int r = 0; r < nres; r++)
        for (int k = 0; k < res[r].npoints; k++) {
            const sg_bench_point *pt = &res[r].points[k];
            for (int b = 0; b < pt->nrows; b++) {
                const sg_bench_row *w = &pt->rows[b];
                if (w->status == SG_BSTAT_TIMED)
                    printf("%-6s B=%lld L=%lld D=%lld %-28s PASS (%s, %.12s) timed (%s): fwd %.4f ms, fwd+bwd "
                           "%.4f ms (medians)\n",
                           res[r].md->name, (long long)pt->shape.B, (long long)pt->shape.L, (long long)pt->shape.D,
                           w->backend, w->source == SG_VSRC_STORE ? "stored verdict" : "gated now", w->verdict_hash,
                           !w->device_timer                  ? "wall"
                           : w->kind == SG_BACKEND_EXTERNAL ? "the peer's own"
                                                            : "CUDA events",
                           1e3 * w->fwd_median, 1e3 * w->median);
                else
                    printf("%-6s B=%lld L=%lld D=%lld %-28s %s: %s\n", res[r].md->name, (long long)pt->shape.B,
                           (long long)pt->shape.L, (long long)pt->shape.D, w->backend,
                           w->status == SG_BSTAT_REFUSED ? "REFUSED, not timed" : "unavailable", w->reason);
            }
        }
    char eo[4200]; /* the path as the terminal is given it */
    sg_shown(eo, sizeof eo, a.out);
    printf("bench: %d backend x shape timed, %d refused (not timed); reports: %s/bench.md, %s/samples.csv, %s/bench.json\n",
           timed, refused, eo, eo, eo);
    rc = refused ? SG_E_REFUSED : SG_OK;
free_res:
    for (int r = 0; r < nres; r++) sg_bench_free(&res[r]);
done:
    sg_cli_judging_free(&in);
    return rc;
}

/* ---- dispatch ---------------------------------------------------------------- */
int sg_cmd_dispatch(const sg_cli_opts *o) {
    const char *from[16];
    char paths[16][4200];
    int nf = 0;
    const char *out = NULL, *model = NULL, *expected = o->expected;
    sg_shape shape = {0, 0, 0};
    int have_shape = 0;
    char msg[512] = "";
    int pst = 0;
    for (int i = 1; i < o->bench_argc && !pst; i++) {
        const char *k = o->bench_argv[i], *v = i + 1 < o->bench_argc ? o->bench_argv[i + 1] : NULL;
        if (strcmp(k, "--help") == 0 || strcmp(k, "-h") == 0) {
            pst = -1;
            break;
        }
        if (!v) {
            pst = SG_E_USAGE;
            snprintf(msg, sizeof msg, "option %s needs a value", k);
            break;
        }
        i++;
        if (strcmp(k, "--from") == 0) {
            if (nf == 16) pst = SG_E_USAGE, snprintf(msg, sizeof msg, "at most 16 --from");
            else {
                const size_t n = strlen(v);
                if (n > 5 && strcmp(v + n - 5, ".json") == 0) snprintf(paths[nf], sizeof paths[nf], "%s", v);
                else snprintf(paths[nf], sizeof paths[nf], "%s/bench.json", v);
                from[nf] = paths[nf];
                nf++;
            }
        } else if (strcmp(k, "--out") == 0) out = v;
        else if (strcmp(k, "--expected") == 0) expected = v;
        else if (strcmp(k, "--model") == 0) model = v;
        else if (strcmp(k, "--shape") == 0) {
            if (sg_bench_parse_shape(v, &shape)) pst = SG_E_USAGE, snprintf(msg, sizeof msg, "--shape needs B,L,D: '%s'", v);
            have_shape = 1;
        } else {
            pst = SG_E_USAGE;
            snprintf(msg, sizeof msg, "unknown option %s", k);
        }
    }
    if (!pst && !nf) pst = SG_E_USAGE, snprintf(msg, sizeof msg, "dispatch needs --from DIR (a `bench backends` output)");
    if (!pst && have_shape != (model != NULL))
        pst = SG_E_USAGE, snprintf(msg, sizeof msg, "--shape and --model go together");
    if (pst) return sg_cli_parse_ended(pst, "scangate dispatch", msg, dispatch_usage);
    if (model && !sg_model_find(model)) return die(sg_model_unknown("--model", model));
    /* the admissions are recomputed from EXPECTED_STATUS.md, as bench decided them */
    sg_cli_opts lo = *o; /* its own --expected */
    lo.expected = expected;
    sg_cli_judging in;
    sg_status st = sg_cli_judging_load(&lo, SG_CLI_EXPECTED, &in);
    if (st) return die(st);
    sg_dispatch_trust trust = {NULL, 0, &in.ex};
    trust.known = sg_backend_names(&trust.nknown); /* the build's and the loaded plugins' */
    sg_dispatch_table t;
    st = sg_dispatch_from_files(from, nf, &trust, &t);
    sg_cli_judging_free(&in);
    if (st) {
        sg_dispatch_free(&t);
        return die(st);
    }
    int rc = 0;
    if (out) {
        char commit[128];
        sg_report_commit(commit, sizeof commit);
        if ((st = sg_dispatch_write(out, &t, o->command, commit))) rc = die(st);
        else {
            char es[1200], eo[4200]; /* paths as the terminal is given them */
            sg_shown(eo, sizeof eo, out);
            printf("dispatch: %d regions from %s; written %s/dispatch.json, %s/sg_dispatch_table.h\n", t.n,
                   sg_shown(es, sizeof es, t.sources), eo, eo);
        }
    }
    if (!rc && have_shape) {
        const sg_dispatch_region *r;
        st = sg_dispatch_query(&t, model, shape, &r);
        if (st) {
            printf("dispatch: %s\n", sg_errmsg());
            rc = st;
        } else {
            char margin[64] = "no second passing backend";
            if (isfinite(r->margin)) snprintf(margin, sizeof margin, "%.1f%% ahead of %.40s", 100.0 * r->margin, r->second);
            printf("dispatch: %s B=%lld L=%lld D=%lld -> %s (%s)\n  region B %lld-%lld, L %lld-%lld, D %lld-%lld: %s\n",
                   model, (long long)shape.B, (long long)shape.L, (long long)shape.D, r->backend, margin,
                   (long long)r->B[0], (long long)r->B[1], (long long)r->L[0], (long long)r->L[1], (long long)r->D[0],
                   (long long)r->D[1], r->why);
        }
    } else if (!rc && !out) {
        for (int i = 0; i < t.n; i++) {
            const sg_dispatch_region *r = &t.r[i];
            printf("%-6s B %lld-%lld L %lld-%lld D %lld-%lld -> %s%s%s\n", r->model, (long long)r->B[0],
                   (long long)r->B[1], (long long)r->L[0], (long long)r->L[1], (long long)r->D[0], (long long)r->D[1],
                   r->backend[0] ? r->backend : "REFUSED (nothing passes)", r->second[0] ? ", second " : "", r->second);
        }
    }
    sg_dispatch_free(&t);
    return rc;
}
