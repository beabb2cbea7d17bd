/* bench.c - gate before time (sg_bench.h): each backend's verdict on the exact
 * shape (the one evaluation, or the verdict store when its key matches), the
 * refusal of every backend whose verdict is not PASS or that EXPECTED_STATUS.md
 * quarantines there, and the study's timing protocol for the others; the
 * reports (bench.json, samples.csv, bench.md). */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include "sg_bench.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* ---- the study's shapes ----------------------------------------------------- */
int sg_bench_study_shapes(const sg_shape **out) {
    static const sg_shape shapes[] = {
        /* the four primary training shapes (reference/EQUATIONS.md section 8) */
        {4, 2048, 2048},
        {1, 8192, 2560},
        {1, 32768, 1024},
        {1, 32768, 2048},
        /* length scaling at B = 1, D = 1024 (8K, 32K above, 65K, 131K) */
        {1, 8192, 1024},
        {1, 65536, 1024},
        {1, 131072, 1024},
        /* width scaling at B = 1, L = 32768 (1024 and 2048 above) */
        {1, 32768, 1536},
        {1, 32768, 2560},
    };
    *out = shapes;
    return (int)(sizeof shapes / sizeof shapes[0]);
}

int sg_bench_parse_shape(const char *s, sg_shape *out) {
    long long v[3];
    for (int i = 0; i < 3; i++) {
        const char *e = i < 2 ? strchr(s, ',') : s + strlen(s);
        if (!e) return -1;
        char item[32];
        const size_t len = (size_t)(e - s);
        uint64_t u;
        if (len == 0 || len >= sizeof item) return -1;
        memcpy(item, s, len);
        item[len] = 0;
        if (sg_parse_u64(item, UINT64_C(1) << 31, &u) || u < 1) return -1;
        v[i] = (long long)u;
        s = e + (i < 2);
    }
    *out = (sg_shape){v[0], v[1], v[2]};
    return 0;
}

/* ---- the verdict store ------------------------------------------------------- */

static void store_path(char *buf, size_t n, const char *dir, const char *backend, const char *case_hash) {
    snprintf(buf, n, "%s/%s/%s.json", dir, backend, case_hash);
}

static int key_matches(json_t *j, const sg_verdict_key *k) {
    const char *fields[][2] = {{"backend", k->backend},           {"code_hash", k->code_hash},
                               {"yardstick_code_hash", k->yardstick_hash}, {"case_hash", k->case_hash},
                               {"thresholds_hash", k->thresholds_hash},  {"equations", k->equations}};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        const char *v = json_string_value(json_object_get(j, fields[i][0]));
        if (!v || strcmp(v, fields[i][1]) != 0) return 0;
    }
    json_t *p = json_object_get(j, "prec");
    return json_is_integer(p) && json_integer_value(p) == k->prec && strcmp(k->code_hash, "unknown") != 0 &&
           strcmp(k->yardstick_hash, "unknown") != 0;
}

/* The stored verdict under the same key: 1 and *row's verdict fields set, 0
 * otherwise. The record's verdict_hash is recomputed from the key and the
 * stored result: a record that does not verify (edited, copied, or without the
 * hash) is not used, and stderr says so naming the file. */
static int store_load(const char *dir, const sg_verdict_key *k, sg_bench_row *row) {
    char path[4096];
    store_path(path, sizeof path, dir, k->backend, k->case_hash);
    json_error_t err;
    json_t *j = json_load_file(path, 0, &err);
    if (!j) return 0;
    int ok = key_matches(j, k);
    const char *v = json_string_value(json_object_get(j, "verdict"));
    const char *f = json_string_value(json_object_get(j, "failing"));
    const char *h = json_string_value(json_object_get(j, "verdict_hash"));
    sg_verdict verdict = SG_FAIL;
    const int known = v && (strcmp(v, "PASS") == 0 || strcmp(v, "MARGINAL") == 0 || strcmp(v, "FAIL") == 0);
    if (known) verdict = strcmp(v, "PASS") == 0 ? SG_PASS : strcmp(v, "MARGINAL") == 0 ? SG_MARGINAL : SG_FAIL;
    if (ok) { /* the record is this key's: it must verify */
        char want[SG_HASH_HEX] = "";
        if (known && f) sg_bench_verdict_hash(k, verdict, f, want);
        if (!known || !f || !h || strcmp(h, want) != 0) {
            char *e = sg_text_escape(path);
            fprintf(stderr, "bench: %s: the stored verdict %s (edited, copied or corrupt); gating again\n", e,
                    !h ? "has no verdict_hash" : "does not match its verdict_hash");
            free(e);
            ok = 0;
        }
    }
    if (ok) {
        row->verdict = verdict;
        snprintf(row->failing, sizeof row->failing, "%s", f);
        snprintf(row->verdict_hash, sizeof row->verdict_hash, "%s", h);
    }
    json_decref(j);
    return ok;
}

void sg_bench_verdict_hash(const sg_verdict_key *k, sg_verdict v, const char *failing, char out[SG_HASH_HEX]) {
    char text[2048];
    snprintf(text, sizeof text, "scangate verdict v1|%s|%s|%s|%s|%s|%s|%s|%s|%ld|%s|%s", k->backend, k->code_hash,
             k->yardstick, k->yardstick_hash, k->case_name, k->case_hash, k->thresholds_hash, k->equations, k->prec,
             sg_verdict_name(v), failing);
    sg_hasher h;
    if (sg_hash_begin(&h) != SG_OK) {
        snprintf(out, SG_HASH_HEX, "unknown");
        return;
    }
    sg_hash_update(&h, text, strlen(text));
    sg_hash_end(&h, out);
}

static sg_status store_save(const char *dir, const sg_verdict_key *k, const sg_bench_row *row) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, k->backend);
    sg_status st = sg_mkdirs(path);
    if (st) return st;
    store_path(path, sizeof path, dir, k->backend, k->case_hash);
    char commit[128], date[32];
    sg_report_commit(commit, sizeof commit);
    sg_utc_now(date, sizeof date);
    json_t *j = json_pack("{s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:I, s:s, s:s, s:s, s:s, s:s}", "format",
                          "scangate verdict v1", "backend", k->backend, "code_hash", k->code_hash, "yardstick",
                          k->yardstick, "yardstick_code_hash", k->yardstick_hash, "case", k->case_name, "case_hash",
                          k->case_hash, "thresholds_hash", k->thresholds_hash, "equations", k->equations, "prec",
                          (json_int_t)k->prec, "verdict", sg_verdict_name(row->verdict), "failing", row->failing,
                          "verdict_hash", row->verdict_hash, "commit", commit, "date", date);
    if (!j) return sg_fail(SG_E_INTERNAL, "verdict record of %s: a string is not UTF-8", k->backend);
    st = sg_write_json(path, j, JSON_INDENT(1) | JSON_ENSURE_ASCII | JSON_SORT_KEYS);
    json_decref(j);
    return st;
}

/* The first quantity.metric with the case's worst verdict (a FAIL before any MARGINAL), with its value. */
static void first_failing(const sg_case_result *r, char *buf, size_t n) {
    buf[0] = 0;
    for (int k = 0; k < r->nq; k++)
        for (int m = 0; m < SG_M_COUNT; m++)
            if (r->q[k].measured[m] && r->q[k].verdict[m] != SG_PASS && r->q[k].verdict[m] == r->worst) {
                snprintf(buf, n, "%s.%s = %.3e %s", r->q[k].quantity, sg_metric_name((sg_metric)m), r->q[k].m.v[m],
                         sg_verdict_name(r->q[k].verdict[m]));
                return;
            }
}

/* ---- timing ------------------------------------------------------------------- */
static int cmp_double(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The model's outputs for the case, allocated once (no call). */
static sg_status alloc_outputs(const sg_model_desc *md, const sg_case *c, sg_tset *out) {
    sg_tset_init(out);
    for (int i = 0; i < md->nq; i++) {
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&md->quantities[i], c->spec.B, c->spec.L, c->spec.D, shape);
        if (!sg_tset_add(out, md->quantities[i].name, md->quantities[i].dtype, nd, shape)) return SG_E_INTERNAL;
    }
    return SG_OK;
}

/* Bytes a pass must move: the inputs it reads once (a forward reads no
 * cotangent) and the outputs it writes once (a forward no gradient). */
static double pass_bytes(const sg_model_desc *md, const sg_case *c, const sg_tset *outs, sg_pass pass) {
    double b = 0;
    for (int i = 0; i < md->ninputs; i++) {
        if (pass == SG_PASS_FWD && md->inputs[i].backward_only) continue;
        const sg_tensor *t = sg_tset_get(&c->inputs, md->inputs[i].name);
        if (t) b += (double)sg_tensor_nbytes(t);
    }
    for (int i = 0; i < md->nq && i < outs->n; i++)
        if (pass == SG_PASS_FWD_BWD || !md->quantities[i].is_grad) b += (double)sg_tensor_nbytes(&outs->t[i]);
    return b;
}

static double median_of(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* The statistics of one unit (row, pass) over its timed samples. */
static void unit_stats(const sg_bench_point *p, int row, sg_pass pass, int cap, double *med, double *mn, double *mx) {
    double *v = sg_xcalloc((size_t)(cap > 0 ? cap : 1), sizeof *v);
    int n = 0;
    for (int k = 0; k < p->nsamples && n < cap; k++)
        if (p->samples[k].row == row && p->samples[k].pass == pass && !p->samples[k].warmup) v[n++] = p->samples[k].seconds;
    if (n > 0) {
        *med = median_of(v, n);
        *mn = v[0];
        *mx = v[n - 1];
    }
    free(v);
}

/* The counterbalanced rounds over the admitted rows adm[0..na-1]: the units
 * (row, pass), each admitted row's forward-only pass (when it has one) then
 * its forward+backward pass, in table order in round 1 and reversed in round
 * 2; per round and unit `warm` untimed calls, then `ns` timed ones. A device
 * row's figure is its device time (CUDA events, device_seconds), a host row's
 * the call's wall time. */
static sg_status time_rows(const sg_bench_opts *o, const sg_case *c, const sg_backend *const *brow, const int *adm,
                           int na, sg_bench_point *p) {
    const sg_model_desc *md = o->md;
    const int rounds = o->rounds ? o->rounds : 2, warm = o->warmups ? o->warmups : 3, ns = o->samples ? o->samples : 5;
    sg_tset *outs = sg_xcalloc((size_t)(na > 0 ? na : 1), sizeof *outs);
    int *urow = sg_xcalloc((size_t)(2 * na + 1), sizeof *urow), nu = 0; /* unit -> index into adm */
    sg_pass *upass = sg_xcalloc((size_t)(2 * na + 1), sizeof *upass);
    sg_status st = SG_OK;
    for (int i = 0; i < na && !st; i++) {
        st = alloc_outputs(md, c, &outs[i]);
        if (brow[adm[i]]->forward_only) urow[nu] = i, upass[nu++] = SG_PASS_FWD;
        urow[nu] = i, upass[nu++] = SG_PASS_FWD_BWD;
    }
    p->samples = sg_xcalloc((size_t)(rounds * nu * (warm + ns) + 1), sizeof *p->samples);
    int seq = 0;
    for (int r = 0; r < rounds && !st; r++)
        for (int pos = 0; pos < nu && !st; pos++) {
            const int u = (r % 2 == 0) ? pos : nu - 1 - pos; /* A B ... then ... B A */
            const int i = urow[u];
            sg_bench_row *row = &p->rows[adm[i]];
            const sg_backend *b = brow[adm[i]];
            const sg_impl_fn f = sg_model_impl(md, b);
            for (int k = 0; k < warm + ns && !st; k++) {
                double wall = NAN;
                st = md->call(f, c, &outs[i], upass[u], &wall);
                if (st) {
                    sg_err_context("timing %s (%s) on %s", row->backend, upass[u] == SG_PASS_FWD ? "fwd" : "fwd+bwd",
                                   c->spec.name);
                    break;
                }
                const double secs = b->device_seconds ? b->device_seconds() : wall;
                if (!(secs >= 0)) {
                    st = sg_fail(SG_E_INTERNAL, "timing %s on %s: the device time of a call is %g", row->backend,
                                 c->spec.name, secs);
                    break;
                }
                row->calls++;
                sg_bench_sample *s = &p->samples[p->nsamples++];
                *s = (sg_bench_sample){adm[i], upass[u], r, pos, k < warm, k < warm ? k : k - warm, seq++, secs, wall};
            }
        }
    for (int i = 0; i < na; i++) {
        sg_bench_row *row = &p->rows[adm[i]];
        row->device_timer = brow[adm[i]]->device_seconds != NULL;
        row->bytes = pass_bytes(md, c, &outs[i], SG_PASS_FWD_BWD);
        row->bytes_fwd = pass_bytes(md, c, &outs[i], SG_PASS_FWD);
        sg_tset_free(&outs[i]);
        if (st) continue;
        unit_stats(p, adm[i], SG_PASS_FWD_BWD, rounds * ns, &row->median, &row->min, &row->max);
        if (brow[adm[i]]->forward_only)
            unit_stats(p, adm[i], SG_PASS_FWD, rounds * ns, &row->fwd_median, &row->fwd_min, &row->fwd_max);
    }
    free(outs);
    free(urow);
    free(upass);
    return st;
}

/* ---- the run ------------------------------------------------------------------ */
static const char *code_hash_of(const sg_bench_opts *o, const char *name) {
    const char *h = o->code_hash ? o->code_hash(name) : sg_backend_code_hash(name);
    return h ? h : "unknown";
}

static sg_status bench_point(const sg_bench_opts *o, sg_shape sh, sg_bench_point *p, sg_bench_result *res) {
    const sg_model_desc *md = o->md;
    snprintf(p->case_name, sizeof p->case_name, "bench_%s_B%lld_L%lld_D%lld", md->name, (long long)sh.B,
             (long long)sh.L, (long long)sh.D);
    p->shape = sh;
    const sg_case_spec spec = {p->case_name, "bench shape (gate before time)", md->id, sh.B, sh.L, sh.D,
                               o->resets ? o->resets : "none", o->h0, o->dh_last, o->regime ? o->regime : "init", 1.0};
    sg_case c;
    sg_status st = sg_case_make(&spec, o->seed, &c);
    if (!st) st = sg_case_validate(&c, p->case_name);
    if (st) {
        sg_case_free(&c);
        return st;
    }
    snprintf(p->case_hash, sizeof p->case_hash, "%s", c.hash);
    const long prec = o->oracle_opts ? o->oracle_opts->prec : SG_ORACLE_DEFAULT_PREC;
    const char *yhash = code_hash_of(o, md->yardstick);
    snprintf(res->yardstick_hash, sizeof res->yardstick_hash, "%s", yhash);
    snprintf(res->thresholds_hash, sizeof res->thresholds_hash, "%s", o->th->hash);
    res->prec = prec;
    const sg_backend *brow[SG_MAX_BACKENDS];
    const sg_backend *gate[SG_MAX_BACKENDS];
    int gate_row[SG_MAX_BACKENDS], ngate = 0;
    for (int i = 0; i < o->nrows; i++) {
        const sg_backend *b = o->rows[i];
        if (!sg_model_runs(md, b)) continue;
        const int k = p->nrows++;
        brow[k] = b;
        sg_bench_row *row = &p->rows[k];
        memset(row, 0, sizeof *row);
        snprintf(row->backend, sizeof row->backend, "%s", b->name);
        row->kind = b->kind;
        snprintf(row->code_hash, sizeof row->code_hash, "%s", code_hash_of(o, b->name));
        row->median = row->min = row->max = NAN;
        row->fwd_median = row->fwd_min = row->fwd_max = NAN;
        row->verdict = SG_FAIL;
        if (b->available() != SG_OK) {
            row->status = SG_BSTAT_UNAVAILABLE;
            snprintf(row->reason, sizeof row->reason, "not usable here: %s", sg_errmsg());
            continue;
        }
        const sg_verdict_key key = {b->name, row->code_hash, md->yardstick, yhash, p->case_name, c.hash, o->th->hash,
                                 md->equations, prec};
        if (o->verdict_dir && *o->verdict_dir && !o->regate && store_load(o->verdict_dir, &key, row)) {
            row->source = SG_VSRC_STORE;
            res->from_store++;
        } else {
            row->source = SG_VSRC_GATED;
            gate_row[ngate] = k;
            gate[ngate++] = b;
        }
    }
    if (ngate) { /* the verdicts on this exact case: the one evaluation */
        const double budget = o->oracle_memory > 0 ? o->oracle_memory : 2048.0 * 1048576.0;
        const int stream = md->oracle_stream && sg_model_quantity_bytes(md, sh.B, sh.L, sh.D, 1) > budget;
        sg_eval_opts eo = {.th = o->th, .expected = o->expected, .set = "bench", .where = p->case_name,
                           .cache_dir = o->cache_dir, .oracle_opts = o->oracle_opts,
                           .yardstick = SG_YARDSTICK_METRICS, .table = o->table, .rows = gate, .nrows = ngate,
                           .stream = stream};
        sg_eval_result er;
        if (!o->quiet)
            fprintf(stderr, "bench: %s: gating %d backend(s)%s\n", p->case_name, ngate,
                    stream ? " (oracle streamed, not cached)" : "");
        st = sg_eval_case(&c, &eo, &er);
        for (int i = 0; i < er.n && !st; i++) {
            sg_bench_row *row = &p->rows[gate_row[i]];
            row->verdict = er.items[i].res.worst;
            first_failing(&er.items[i].res, row->failing, sizeof row->failing);
            const sg_verdict_key key = {row->backend, row->code_hash, md->yardstick, yhash, p->case_name, c.hash,
                                     o->th->hash, md->equations, prec};
            sg_bench_verdict_hash(&key, row->verdict, row->failing, row->verdict_hash);
            res->gated++;
            if (o->verdict_dir && *o->verdict_dir) st = store_save(o->verdict_dir, &key, row);
        }
        sg_eval_free(&er);
    }
    /* expected status, then the refusals; the admitted rows in table order */
    int adm[SG_MAX_BACKENDS], na = 0;
    for (int k = 0; k < p->nrows && !st; k++) {
        sg_bench_row *row = &p->rows[k];
        if (row->status == SG_BSTAT_UNAVAILABLE) continue;
        const sg_expect_row *ex = sg_expected_find(o->expected, row->backend, "bench", p->case_name);
        row->expect_line = ex ? ex->line : 0;
        row->quarantined = ex && ex->kind == SG_EXPECT_QUARANTINED;
        /* the reason is written into a local buffer first: row's own strings are among the arguments */
        char reason[sizeof row->reason];
        reason[0] = 0;
        if (!ex) {
            row->status = SG_BSTAT_REFUSED;
            snprintf(reason, sizeof reason, "no EXPECTED_STATUS.md row covers %s on bench:%s", row->backend,
                     p->case_name);
        } else if (row->quarantined) {
            row->status = SG_BSTAT_REFUSED;
            snprintf(reason, sizeof reason, "quarantined by %.200s line %d: %.200s (verdict here %s)", o->expected->path,
                     ex->line, ex->reason, sg_verdict_name(row->verdict));
        } else if (row->verdict != SG_PASS) {
            row->status = SG_BSTAT_REFUSED;
            snprintf(reason, sizeof reason, "verdict %s on this shape: %s", sg_verdict_name(row->verdict), row->failing);
        } else {
            row->status = SG_BSTAT_TIMED;
            adm[na++] = k;
        }
        if (row->status == SG_BSTAT_REFUSED) {
            memcpy(row->reason, reason, sizeof reason);
            res->refused++;
            if (!o->quiet) fprintf(stderr, "bench: REFUSED %s on %s: %s (not timed)\n", row->backend, p->case_name, row->reason);
        }
    }
    if (!st && na) {
        if (!o->quiet) fprintf(stderr, "bench: %s: timing %d backend(s)\n", p->case_name, na);
        st = time_rows(o, &c, brow, adm, na, p);
        res->timed += na;
    }
    sg_case_free(&c);
    return st;
}

sg_status sg_bench_run(const sg_bench_opts *o, sg_bench_result *r) {
    memset(r, 0, sizeof *r);
    r->md = o->md;
    if (!o->md || !o->th || !o->expected || !o->table) return sg_fail(SG_E_INTERNAL, "sg_bench_run: missing option");
    if ((o->rounds && o->rounds % 2) || o->rounds < 0 || o->warmups < 0 || o->samples < 0)
        return sg_fail(SG_E_USAGE, "bench: the rounds must come in counterbalanced pairs");
    r->points = sg_xcalloc((size_t)(o->nshapes > 0 ? o->nshapes : 1), sizeof *r->points);
    for (int i = 0; i < o->nshapes; i++) {
        sg_status st = bench_point(o, o->shapes[i], &r->points[r->npoints++], r);
        if (!st && o->on_point) st = o->on_point(o->on_point_ctx, r);
        if (st) return st;
    }
    return SG_OK;
}

void sg_bench_free(sg_bench_result *r) {
    for (int i = 0; i < r->npoints; i++) free(r->points[i].samples);
    free(r->points);
    memset(r, 0, sizeof *r);
}

/* ---- provenance ------------------------------------------------------------------ */
void sg_bench_loadavg(char *buf, size_t n) {
    snprintf(buf, n, "unknown");
    FILE *f = fopen("/proc/loadavg", "r");
    if (!f) return;
    char line[128];
    if (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        snprintf(buf, n, "%s", line);
    }
    fclose(f);
}

void sg_bench_machine(sg_bench_prov *p) {
    struct utsname un;
    char cpu[256] = "unknown cpu", mhz[64] = "";
    FILE *ci = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (ci && fgets(line, sizeof line, ci)) {
        char *c = strchr(line, ':');
        if (!c) continue;
        c[strcspn(c, "\n")] = 0;
        if (strncmp(line, "model name", 10) == 0 && strcmp(cpu, "unknown cpu") == 0) snprintf(cpu, sizeof cpu, "%s", c + 2);
        if (strncmp(line, "cpu MHz", 7) == 0 && !mhz[0]) snprintf(mhz, sizeof mhz, "%s", c + 2);
    }
    if (ci) fclose(ci);
    snprintf(p->machine, sizeof p->machine, "%s %s %s, %s, %ld online cores", uname(&un) == 0 ? un.nodename : "?",
             uname(&un) == 0 ? un.sysname : "?", uname(&un) == 0 ? un.machine : "?", cpu, sysconf(_SC_NPROCESSORS_ONLN));
    char gov[64] = "", cur[64] = "";
    FILE *g = fopen("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", "r");
    if (g) {
        if (fgets(gov, sizeof gov, g)) gov[strcspn(gov, "\n")] = 0;
        fclose(g);
    }
    g = fopen("/sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq", "r");
    if (g) {
        if (fgets(cur, sizeof cur, g)) cur[strcspn(cur, "\n")] = 0;
        fclose(g);
    }
    snprintf(p->clocks, sizeof p->clocks, "cpu0 %s MHz (/proc/cpuinfo); cpufreq governor %s, current %s kHz",
             mhz[0] ? mhz : "unreadable", gov[0] ? gov : "unreadable", cur[0] ? cur : "unreadable");
}
