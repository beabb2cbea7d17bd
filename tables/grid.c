/* grid.c - the error table over a grid of (regime, D, L) points
 * (sg_table_grid.h): the points and their keys, each point's evaluation and
 * files, and the table files assembled from them. `scangate table`
 * (cli/table.c) reads the options, loads the limits and prints. */
#define _POSIX_C_SOURCE 200809L /* open_memstream, sysconf */
#include "sg_table_grid.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <unistd.h>

/* ---- the grid --------------------------------------------------------------- */

typedef struct {
    const char *regime;
    int64_t D, L;
    char name[96];
    char key[2048];
    sg_case_spec spec;
} point;

static sg_table_verdict table_verdict(const sg_threshold *th, sg_verdict v) {
    if (sg_threshold_report_only(th)) return SG_TV_REPORT;
    return v == SG_FAIL ? SG_TV_FAIL : v == SG_MARGINAL ? SG_TV_MARGINAL : SG_TV_PASS;
}

typedef struct {
    const sg_table_prov *prov;
    const sg_case_result *r;
    const point *p;
    const sg_model_desc *md;
    const sg_thresholds *th;
} backend_rows;

/* One contestant's rows at a point: every quantity, every measured metric. */
static sg_status emit_backend_csv(FILE *f, void *ctx) {
    const backend_rows *br = ctx;
    const sg_case_result *r = br->r;
    sg_status st = sg_table_write_header(f, br->prov);
    for (int q = 0; q < r->nq && !st; q++)
        for (int k = 0; k < SG_M_COUNT && !st; k++) {
            if (!r->q[q].measured[k]) continue;
            sg_table_row row;
            memset(&row, 0, sizeof row);
            snprintf(row.model, sizeof row.model, "%s", br->md->name);
            snprintf(row.regime, sizeof row.regime, "%s", br->p->regime);
            row.B = br->p->spec.B;
            row.D = br->p->D;
            row.L = br->p->L;
            snprintf(row.backend, sizeof row.backend, "%s", r->backend);
            snprintf(row.quantity, sizeof row.quantity, "%s", r->q[q].quantity);
            snprintf(row.metric, sizeof row.metric, "%s", sg_metric_name((sg_metric)k));
            row.value = r->q[q].m.v[k];
            row.verdict = table_verdict(sg_thresholds_find(br->th, br->md->name, r->q[q].quantity, row.metric),
                                        r->q[q].verdict[k]);
            st = sg_table_write_row(f, &row);
        }
    return st;
}

#define JSON_FLAGS (JSON_INDENT(1) | JSON_ENSURE_ASCII)

static sg_status emit_text(FILE *f, void *ctx) {
    const sg_text *t = ctx;
    return t->len && fwrite(t->p, 1, t->len, f) != t->len ? sg_fail(SG_E_IO, "cannot write the table") : SG_OK;
}

static json_t *num_or_null(double v) { return isfinite(v) ? json_real(v) : json_null(); }

/* The bytes of the model's quantities on a point's case: one set of outputs
 * (held = 0), or the oracle's results held whole (held = 1: q.f64, q.rn_bf16,
 * q.rn_f32, q.S, 22 bytes per element). */
/* The point's own record (points/NAME/point.json): its key, the case, what
 * its oracle took and its certification. */
typedef struct {
    double oracle_seconds, judge_seconds, point_seconds; /* the oracle alone; judging a stream's blocks; the point's wall time */
    double cert_bits;
    const char *cert_verdict;
    int streamed;
    double held_bytes, outputs_bytes;
} point_meta;

static json_t *point_record(const point *p, const sg_case *c, const point_meta *m) {
    json_t *j = json_object();
    json_object_set_new(j, "key", json_string(p->key));
    json_object_set_new(j, "case", json_string(p->name));
    json_object_set_new(j, "case_hash", json_string(c->hash));
    json_object_set_new(j, "regime", json_string(p->regime));
    json_object_set_new(j, "B", json_integer(p->spec.B));
    json_object_set_new(j, "D", json_integer(p->D));
    json_object_set_new(j, "L", json_integer(p->L));
    json_object_set_new(j, "oracle_seconds", json_real(m->oracle_seconds));
    json_object_set_new(j, "stream_judge_seconds", json_real(m->judge_seconds));
    json_object_set_new(j, "point_seconds", json_real(m->point_seconds));
    json_object_set_new(j, "certification", json_string(m->cert_verdict));
    json_object_set_new(j, "cert_min_bits", num_or_null(m->cert_bits));
    /* memory: how the oracle was held, the process's peak so far, the sizes it compares with */
    json_object_set_new(j, "oracle", json_string(m->streamed ? "streamed" : "held"));
    double in_bytes = 0;
    for (int i = 0; i < c->inputs.n; i++) in_bytes += (double)sg_tensor_nbytes(&c->inputs.t[i]);
    struct rusage ru;
    const double peak = getrusage(RUSAGE_SELF, &ru) == 0 ? (double)ru.ru_maxrss * 1024.0 : (double)NAN;
    json_object_set_new(j, "peak_rss_mib", num_or_null(peak / 1048576.0));
    json_object_set_new(j, "inputs_mib", json_real(in_bytes / 1048576.0));
    json_object_set_new(j, "judged_outputs_mib", json_real(m->outputs_bytes / 1048576.0));
    json_object_set_new(j, "oracle_results_held_mib", json_real(m->held_bytes / 1048576.0));
    return j;
}

/* A contestant's record (points/NAME/BACKEND.json): the point's key and the
 * backend, its worst verdict and its time. */
static json_t *backend_record(const char *key, const sg_case_result *r) {
    json_t *j = json_object();
    json_object_set_new(j, "key", json_string(key));
    json_object_set_new(j, "backend", json_string(r->backend));
    json_object_set_new(j, "verdict", json_string(sg_verdict_name(r->worst)));
    json_object_set_new(j, "seconds", json_real(r->seconds));
    return j;
}

/* ---- the point files' hashes -------------------------------------------------
 * Every record (point.json, BACKEND.json) carries "record_hash": the project's
 * hash (common/hash.c) over the record itself, its key included (every field
 * but record_hash, sorted, compact), and for a backend's record the bytes of
 * its rows (BACKEND.csv). A rerun takes a record only when the hash, recomputed
 * on every read with the key this point needs, is the same: an edited CSV, a
 * file copied from another point and a record of an older scangate (without
 * the hash) are computed again, said on stderr naming the file. */
#define RECORD_HASH_TAG "scangate table point record v1"

/* The hash of `rec` (record_hash left out) and `rows` (NULL: a point's record). */
static sg_status record_hash(json_t *rec, const char *rows, char out[SG_HASH_HEX]) {
    json_t *copy = json_copy(rec);
    if (!copy) return sg_fail(SG_E_INTERNAL, "out of memory");
    json_object_del(copy, "record_hash");
    char *text = json_dumps(copy, JSON_COMPACT | JSON_SORT_KEYS | JSON_ENSURE_ASCII);
    json_decref(copy);
    if (!text) return sg_fail(SG_E_INTERNAL, "cannot serialise a point record");
    unsigned char *buf = NULL;
    size_t len = 0;
    sg_status st = rows ? sg_read_file(rows, &buf, &len) : SG_OK;
    sg_hasher h = {NULL};
    if (!st) st = sg_hash_begin(&h);
    if (!st) {
        sg_hash_update(&h, RECORD_HASH_TAG, sizeof RECORD_HASH_TAG);
        sg_hash_update(&h, text, strlen(text) + 1);
        if (buf) sg_hash_update(&h, buf, len);
        sg_hash_end(&h, out);
    }
    free(buf);
    free(text);
    return st;
}

/* Writes a record with its hash (`rows`: its CSV, already written; NULL for a point's record). */
static sg_status write_record(const char *path, json_t *rec, const char *rows) {
    char hash[SG_HASH_HEX];
    sg_status st = record_hash(rec, rows, hash);
    if (!st) st = json_object_set_new(rec, "record_hash", json_string(hash)) ? sg_fail(SG_E_INTERNAL, "out of memory")
                                                                             : SG_OK;
    return st ? st : sg_write_json(path, rec, JSON_FLAGS);
}

/* A record with this key (and the backend's name) whose hash verifies over it
 * and `rows` (its CSV; NULL for a point's record), or NULL. A record of
 * another key (another commit, grid or option) is silently not this run's; one
 * with this key whose hash is missing or differs is said on stderr. */
static json_t *load_record(const char *tag, const char *path, const char *want, const char *backend, const char *rows) {
    json_error_t err;
    json_t *j = json_load_file(path, 0, &err);
    if (!j) return NULL;
    const char *key = json_string_value(json_object_get(j, "key"));
    const char *b = json_string_value(json_object_get(j, "backend"));
    if (!key || strcmp(key, want) != 0 || (backend && (!b || strcmp(b, backend) != 0))) {
        json_decref(j);
        return NULL;
    }
    const char *stored = json_string_value(json_object_get(j, "record_hash"));
    char hash[SG_HASH_HEX];
    if (record_hash(j, rows, hash) != SG_OK || !stored || strcmp(stored, hash) != 0) {
        char *e = sg_text_escape(path), *r = sg_text_escape(rows ? rows : "");
        fprintf(stderr,
                "scangate table: %s%s%s%s: %s (edited, copied from another point, or written by an older scangate); "
                "computing it again\n",
                tag, e, rows ? " with its rows " : "", r,
                !stored ? "no record_hash" : "the record_hash does not match the record, its rows and its key");
        free(e);
        free(r);
        sg_fail(SG_OK, "%s", "");
        json_decref(j);
        return NULL;
    }
    json_object_del(j, "record_hash");
    return j;
}

/* Whether a backend is done at a point: its record has the key, its hash verifies over it and its rows, and
 * the rows read. */
static int backend_done(const char *tag, const char *dir, const point *p, const char *backend, const char *key) {
    char path[4400], rows[4400];
    snprintf(path, sizeof path, "%s/points/%s/%s.json", dir, p->name, backend);
    snprintf(rows, sizeof rows, "%s/points/%s/%s.csv", dir, p->name, backend);
    json_t *j = load_record(tag, path, key, backend, rows);
    if (!j) return 0;
    json_decref(j);
    sg_table t;
    if (sg_table_load(rows, &t) != SG_OK) {
        sg_fail(SG_OK, "%s", "");
        return 0;
    }
    sg_table_free(&t);
    return 1;
}

/* A backend's record (into the point's list, without its key) and rows (onto
 * `all`), read from the point's files; SG_E_IO when missing or not its key's. */
static sg_status append_backend(const char *tag, const char *dir, const char *point_name, const char *backend, const char *key,
                                json_t *list, sg_table *all) {
    char path[4400], rows[4400];
    snprintf(path, sizeof path, "%s/points/%s/%s.json", dir, point_name, backend);
    snprintf(rows, sizeof rows, "%s/points/%s/%s.csv", dir, point_name, backend);
    json_t *br = load_record(tag, path, key, backend, rows);
    if (!br)
        return sg_fail(SG_E_IO, "%s: missing, not this point's, or changed since it was checked (run again)", path);
    json_object_del(br, "key");
    json_array_append_new(list, br);
    sg_table t;
    const sg_status st = sg_table_load(rows, &t);
    if (st) return st;
    for (int r = 0; r < t.n; r++) {
        if (all->n == all->cap) {
            all->cap = all->cap ? 2 * all->cap : 1024;
            all->rows = realloc(all->rows, (size_t)all->cap * sizeof *all->rows);
            if (!all->rows) abort();
        }
        all->rows[all->n++] = t.rows[r];
    }
    sg_table_free(&t);
    return SG_OK;
}

/* Markdown: provenance, then per metric (rel_l2 against the oracle,
 * excess_l2 beyond the correct rounding's own, vs_canonical against the FP32
 * path: the study's), regime, D and quantity a table with a row per L and a
 * column per backend. */
static void markdown(sg_text *md, const sg_table *t, json_t *doc, const sg_grid_opts *a, const sg_model_desc *md_) {
    json_t *pv = json_object_get(doc, "provenance");
    sg_text_printf(md, "# Error table: %s\n\n", md_->title);
    const char *keys[] = {"command", "commit", "date", "machine", "seed", "oracle_precision", "certification",
                          "thresholds", "thresholds_hash", "loosening_check", "resets", "initial_state",
                          "oracle_seconds_total", "seconds_total"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        json_t *v = json_object_get(pv, keys[i]);
        char code[8192];
        if (json_is_string(v)) sg_text_printf(md, "- %s: %s\n", keys[i], sg_md_code(code, sizeof code, json_string_value(v)));
        else if (json_is_integer(v)) sg_text_printf(md, "- %s: %lld\n", keys[i], (long long)json_integer_value(v));
        else if (json_is_real(v)) sg_text_printf(md, "- %s: %.1f\n", keys[i], json_real_value(v));
    }
    json_t *rg = json_object_get(pv, "regimes");
    const char *rk;
    json_t *rv;
    json_object_foreach(rg, rk, rv) {
        char mk[512], mv[4096];
        sg_text_printf(md, "- regime %s: %s\n", sg_md_code(mk, sizeof mk, rk), sg_md_cell(mv, sizeof mv, json_string_value(rv)));
    }
    sg_text_printf(md, "\nPer point: how the oracle was held (held: whole, through the cache; streamed: block by block, "
                       "judged as it went), its time (reading its cache when warm), the point's wall time, the "
                       "process's peak RSS by then, the inputs' size, its certification, and each "
                       "backend's worst verdict and the wall time of its faster run:\n\n| regime | B | D | L | case hash | "
                       "oracle | oracle s | point s | peak RSS MiB | inputs MiB | certification | backends |\n"
                       "|---|---:|---:|---:|---|---|---:|---:|---:|---:|---|---|\n");
    size_t pi;
    json_t *pt;
    json_array_foreach(json_object_get(doc, "points"), pi, pt) {
        char er[200], eo[200], ec[1200], eb[200], ev[200]; /* cells: sg_md_cell */
        sg_text_printf(md, "| %s | %lld | %lld | %lld | %.12s | %s | %.2f | %.2f | %.0f | %.1f | %s |",
                       sg_md_cell(er, sizeof er, json_string_value(json_object_get(pt, "regime"))),
                       (long long)json_integer_value(json_object_get(pt, "B")),
                       (long long)json_integer_value(json_object_get(pt, "D")),
                       (long long)json_integer_value(json_object_get(pt, "L")),
                       json_string_value(json_object_get(pt, "case_hash")),
                       sg_md_cell(eo, sizeof eo,
                                  json_is_string(json_object_get(pt, "oracle")) ? json_string_value(json_object_get(pt, "oracle")) : "?"),
                       json_real_value(json_object_get(pt, "oracle_seconds")),
                       json_real_value(json_object_get(pt, "point_seconds")),
                       json_real_value(json_object_get(pt, "peak_rss_mib")),
                       json_real_value(json_object_get(pt, "inputs_mib")),
                       sg_md_cell(ec, sizeof ec, json_string_value(json_object_get(pt, "certification"))));
        size_t bi;
        json_t *b;
        json_array_foreach(json_object_get(pt, "backends"), bi, b)
            sg_text_printf(md, " %s %s %.2fs;", sg_md_cell(eb, sizeof eb, json_string_value(json_object_get(b, "backend"))),
                           sg_md_cell(ev, sizeof ev, json_string_value(json_object_get(b, "verdict"))),
                           json_real_value(json_object_get(b, "seconds")));
        sg_text_printf(md, "\n");
    }
    static const char *const metrics[] = {"rel_l2", "excess_l2", "vs_canonical"};
    static const char *const about[] = {
        "Relative L2 error against the exact result (the oracle's correct rounding).",
        "Relative L2 error beyond the correct rounding's own, ||q - RN(e)|| / ||e||: the part of the error a path "
        "adds, which tells paths apart where every BF16 output carries the format's rounding (THRESHOLDS.md).",
        "Relative L2 distance from the canonical FP32 path: the study's metric (its gate was 5e-6 on the BF16 "
        "forward output)."};
    for (size_t mi = 0; mi < sizeof metrics / sizeof metrics[0]; mi++) {
        sg_text_printf(md, "\n## %s\n\n%s\n", metrics[mi], about[mi]);
        for (int r = 0; r < a->nr; r++)
            for (int di = 0; di < a->nd; di++)
                for (int q = 0; q < md_->nq; q++) {
                    const char *qn = md_->quantities[q].name;
                    /* the backends of this block, in first-appearance order */
                    const char *bk[SG_MAX_BACKENDS];
                    int nbk = 0;
                    for (int i = 0; i < t->n; i++) {
                        const sg_table_row *w = &t->rows[i];
                        if (strcmp(w->regime, a->regimes[r]) || w->D != a->dims[di] || strcmp(w->quantity, qn) ||
                            strcmp(w->metric, metrics[mi]))
                            continue;
                        int seen = 0;
                        for (int k = 0; k < nbk; k++) seen |= strcmp(bk[k], w->backend) == 0;
                        if (!seen && nbk < SG_MAX_BACKENDS) bk[nbk++] = w->backend;
                    }
                    if (!nbk) continue;
                    sg_text_printf(md, "\n### %s, regime %s, D = %ld, B = %lld: %s\n\n| L |", qn, a->regimes[r],
                                   a->dims[di], (long long)a->B, metrics[mi]);
                    char eb[200];
                    for (int k = 0; k < nbk; k++) sg_text_printf(md, " %s |", sg_md_cell(eb, sizeof eb, bk[k]));
                    sg_text_printf(md, "\n|---:|");
                    for (int k = 0; k < nbk; k++) sg_text_printf(md, "---:|");
                    sg_text_printf(md, "\n");
                    for (int li = 0; li < a->nl; li++) {
                        sg_text_printf(md, "| %ld |", a->lengths[li]);
                        for (int k = 0; k < nbk; k++) {
                            const sg_table_row *hit = NULL;
                            for (int i = 0; i < t->n && !hit; i++) {
                                const sg_table_row *w = &t->rows[i];
                                if (!strcmp(w->regime, a->regimes[r]) && w->D == a->dims[di] && w->L == a->lengths[li] &&
                                    !strcmp(w->quantity, qn) && !strcmp(w->metric, metrics[mi]) &&
                                    !strcmp(w->backend, bk[k]))
                                    hit = w;
                            }
                            if (!hit) sg_text_printf(md, " |");
                            else
                                sg_text_printf(md, " %.3e%s |", hit->value,
                                               hit->verdict == SG_TV_FAIL       ? " FAIL"
                                               : hit->verdict == SG_TV_MARGINAL ? " MARGINAL"
                                                                                : "");
                        }
                        sg_text_printf(md, "\n");
                    }
                }
    }
}

struct sg_grid {
    sg_grid_opts a;
    sg_grid_env env;
    const sg_model_desc *md;
    const sg_threshold *cert_min;
    const sg_backend *rows[SG_MAX_BACKENDS];
    int nrows;
    char names[2048], commit[128], date[32], machine[512];
    point *pts;
    int np;
    int *owner;                  /* the rank that evaluates point i */
    char (*out_hash)[SG_HASH_HEX]; /* point i, outside k: [i * SG_GRID_MAX_OUTSIDE + k] */
    sg_table_prov prov;
    sg_oracle_opts oo;
    double t_start, oracle_total, min_bits_all;
    int cert_fail;
};

sg_status sg_table_grid_open(const sg_grid_opts *o, sg_grid **out) {
    *out = NULL;
    const sg_model_desc *md = sg_model_find(o->model);
    if (!md) return sg_model_unknown("--model", o->model);
    for (int r = 0; r < o->nr; r++)
        if (!sg_model_regime_doc(md, o->regimes[r]))
            return sg_fail(SG_E_UNKNOWN, "model %s has no regime '%s'", md->name, o->regimes[r]);
    /* the output directory and its points/ first: a problem there shows before any computation */
    char pdir[4200];
    snprintf(pdir, sizeof pdir, "%s/points", o->out);
    const sg_status st = sg_mkdirs(pdir);
    if (st) return st;
    sg_grid *g = sg_xcalloc(1, sizeof *g);
    g->a = *o;
    g->md = md;
    *out = g;
    return SG_OK;
}

/* The backends: selected, with the model, usable here, in table order; the outside names checked. */
static sg_status select_rows(sg_grid *g) {
    const sg_grid_opts *a = &g->a;
    const sg_backend_table *table = g->env.table;
    for (int k = 0; k < a->nb; k++)
        if (!sg_backend_find(table, a->backends[k]))
            return sg_backend_unknown(table, a->backends[k]);
    for (int i = 0; i < table->n; i++) {
        const sg_backend *b = &table->b[i];
        int want = a->nb == 0;
        for (int k = 0; k < a->nb; k++) want |= strcmp(a->backends[k], b->name) == 0;
        if (!want || !sg_model_runs(g->md, b)) continue;
        if (b->available() != SG_OK) {
            if (a->nb) return SG_E_NODEVICE;
            continue;
        }
        g->rows[g->nrows++] = b;
        size_t k = strlen(g->names);
        snprintf(g->names + k, sizeof g->names - k, "%s%s", k ? "," : "", b->name);
    }
    if (!g->nrows && !a->nout) return sg_fail(SG_E_UNKNOWN, "no selected backend runs %s here", g->md->name);
    for (int k = 0; k < a->nout; k++) {
        int clash = sg_backend_find(table, a->out_names[k]) != NULL;
        for (int j = 0; j < k; j++) clash |= strcmp(a->out_names[j], a->out_names[k]) == 0;
        if (clash) return sg_fail(SG_E_USAGE, "--outputs name '%s' is a backend's or given twice", a->out_names[k]);
    }
    return SG_OK;
}

/* The machine, for the provenance: node, system, architecture and the CPU model with its cores. */
static void machine_name(char *machine, size_t cap) {
    struct utsname un;
    if (uname(&un) == 0) snprintf(machine, cap, "%s %s %s", un.nodename, un.sysname, un.machine);
    else snprintf(machine, cap, "unknown");
    FILE *ci = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (ci && fgets(line, sizeof line, ci))
        if (strncmp(line, "model name", 10) == 0) {
            char *c = strchr(line, ':');
            if (c) {
                c[strcspn(c, "\n")] = 0;
                size_t k = strlen(machine);
                snprintf(machine + k, cap - k, ",%s, %ld cores", c + 1, sysconf(_SC_NPROCESSORS_ONLN));
            }
            break;
        }
    if (ci) fclose(ci);
}

/* The grid: regime, then D, then L; each point's case and key. */
static void make_points(sg_grid *g) {
    const sg_grid_opts *a = &g->a;
    g->np = a->nr * a->nd * a->nl;
    g->pts = sg_xcalloc((size_t)g->np, sizeof *g->pts);
    int ip = 0;
    for (int r = 0; r < a->nr; r++)
        for (int di = 0; di < a->nd; di++)
            for (int li = 0; li < a->nl; li++, ip++) {
                point *p = &g->pts[ip];
                p->regime = a->regimes[r];
                p->D = a->dims[di];
                p->L = a->lengths[li];
                snprintf(p->name, sizeof p->name, "%s_%s_B%lld_D%lld_L%lld", g->md->name, p->regime, (long long)a->B,
                         (long long)p->D, (long long)p->L);
                p->spec = (sg_case_spec){p->name, "table point", g->md->id, a->B, p->L, p->D, a->resets, a->h0,
                                         a->dh_last, p->regime, 1.0};
                snprintf(p->key, sizeof p->key,
                         "scangate table v1; commit %s; model %s; regime %s; B %lld; D %lld; L %lld; resets %s; "
                         "h0 %d; dh_last %d; seed %llu; prec %ld; certify %d; repeats %d; thresholds %s",
                         g->commit, g->md->name, p->regime, (long long)a->B, (long long)p->D, (long long)p->L,
                         a->resets, a->h0, a->dh_last, (unsigned long long)a->seed, a->prec, a->certify,
                         !a->no_repeats, g->env.th->hash);
            }
}

/* Which rank evaluates which point: by decreasing work, each to the rank with the least so far. */
static void assign_owners(sg_grid *g) {
    const int np = g->np, size = g->env.size;
    g->owner = sg_xcalloc((size_t)np, sizeof *g->owner);
    double *load = sg_xcalloc((size_t)size, sizeof *load);
    char *taken = sg_xcalloc((size_t)np, 1);
    const point *pts = g->pts;
    for (int n = 0; n < np; n++) {
        int best = -1;
        for (int i = 0; i < np; i++)
            if (!taken[i] && (best < 0 || (double)pts[i].L * (double)pts[i].D > (double)pts[best].L * (double)pts[best].D))
                best = i;
        int r = 0;
        for (int k = 1; k < size; k++)
            if (load[k] < load[r]) r = k;
        taken[best] = 1;
        g->owner[best] = r;
        load[r] += (double)pts[best].L * (double)pts[best].D;
    }
    free(load);
    free(taken);
}

sg_status sg_table_grid_prepare(sg_grid *g, const sg_grid_env *env) {
    const sg_grid_opts *a = &g->a;
    g->env = *env;
    if (!g->env.tag) g->env.tag = "";
    sg_status st = sg_thresholds_require(env->th, g->md);
    if (!st && a->certify) st = sg_thresholds_limit(env->th, SG_LIMIT_CERT_MIN_BITS, &g->cert_min);
    if (st || (st = select_rows(g))) return st;
    sg_report_commit(g->commit, sizeof g->commit);
    sg_utc_now(g->date, sizeof g->date);
    machine_name(g->machine, sizeof g->machine);
    make_points(g);
    /* export_dir: every point's case file, for implementations outside the project */
    for (int i = 0; a->export_dir && i < g->np; i++) {
        char path[4400];
        sg_case c;
        snprintf(path, sizeof path, "%s/%s.safetensors", a->export_dir, g->pts[i].name);
        if ((st = sg_mkdirs(a->export_dir)) || (st = sg_case_make(&g->pts[i].spec, a->seed, &c)) ||
            (st = sg_case_save(&c, path))) {
            sg_case_free(&c);
            return st;
        }
        sg_case_free(&c);
    }
    char seedtext[32];
    snprintf(seedtext, sizeof seedtext, "%llu", (unsigned long long)a->seed);
    sg_table_prov_set(&g->prov, env->command, g->commit, seedtext);
    sg_oracle_opts_default(&g->oo);
    g->oo.prec = a->prec;
    g->oo.threads = a->threads;
    g->oo.mpfr_only = a->oracle_mpfr;
    if (env->size > 1 && a->threads == 0) { /* the host's cores shared by its ranks */
        const char *ls = getenv("OMPI_COMM_WORLD_LOCAL_SIZE");
        const long local = ls && atol(ls) > 0 ? atol(ls) : 1, cores = sysconf(_SC_NPROCESSORS_ONLN);
        g->oo.threads = cores / local > 1 ? (int)(cores / local) : 1;
    }
    assign_owners(g);
    g->out_hash = sg_xcalloc((size_t)g->np * SG_GRID_MAX_OUTSIDE, SG_HASH_HEX);
    g->t_start = sg_now();
    g->min_bits_all = NAN;
    return SG_OK;
}

/* A contestant's rows (BACKEND.csv), then its record (BACKEND.json, what marks it done). */
static sg_status write_contestant(const sg_grid *g, const point *p, const char *name, const char *key,
                                  const sg_case_result *r) {
    const backend_rows br = {&g->prov, r, p, g->md, g->env.th};
    char rows_path[4400], path[4400];
    snprintf(rows_path, sizeof rows_path, "%s/points/%s/%s.csv", g->a.out, p->name, name);
    sg_status st = sg_write_atomic(rows_path, emit_backend_csv, (void *)&br);
    if (st) return st;
    json_t *j = backend_record(key, r);
    snprintf(path, sizeof path, "%s/points/%s/%s.json", g->a.out, p->name, name);
    st = write_record(path, j, rows_path);
    json_decref(j);
    return st;
}

/* The key of outside implementation k at point i: the point's and its outputs' hash. */
static void outside_key(const sg_grid *g, int i, int k, char *key, size_t cap) {
    snprintf(key, cap, "%s; outputs %s", g->pts[i].key, g->out_hash[i * SG_GRID_MAX_OUTSIDE + k]);
}

/* What one point is at: the contestants to run, the outside outputs read. */
typedef struct {
    const sg_backend *todo[SG_MAX_BACKENDS];
    int ntodo;
    sg_tset outs[SG_GRID_MAX_OUTSIDE];
    int out_todo[SG_GRID_MAX_OUTSIDE], nout_todo;
} point_work;

/* The backends not done at point i (a point done for some backends reads its oracle from the cache and runs
 * only the others) and the outside implementations' outputs there: read, hashed (a changed file is judged
 * again), judged unless their record holds the hash. */
static sg_status point_todo(sg_grid *g, int i, point_work *w) {
    const point *p = &g->pts[i];
    for (int k = 0; k < g->nrows; k++)
        if (!backend_done(g->env.tag, g->a.out, p, g->rows[k]->name, p->key)) w->todo[w->ntodo++] = g->rows[k];
    sg_status st = SG_OK;
    for (int k = 0; k < g->a.nout && !st; k++) {
        char path[4400], key[2200];
        snprintf(path, sizeof path, "%s/%s.safetensors", g->a.out_dirs[k], p->name);
        if ((st = sg_safetensors_read(path, &w->outs[k])) ||
            (st = sg_tset_hash(&w->outs[k], g->out_hash[i * SG_GRID_MAX_OUTSIDE + k])))
            break;
        outside_key(g, i, k, key, sizeof key);
        w->out_todo[k] = !backend_done(g->env.tag, g->a.out, p, g->a.out_names[k], key);
        w->nout_todo += w->out_todo[k];
    }
    return st;
}

/* Each outside implementation: its outputs judged like a backend's (one run: unwritten not measured); a
 * streamed point streams its oracle again for each. */
static sg_status judge_outside(sg_grid *g, int i, point_work *w, const sg_case *c, const sg_eval_opts *base,
                               const sg_eval_result *er, double *t_or, int *runs) {
    const point *p = &g->pts[i];
    sg_status st = SG_OK;
    for (int k = 0; k < g->a.nout && !st; k++) {
        if (!w->out_todo[k]) continue;
        char path[4400];
        snprintf(path, sizeof path, "%s/%s.safetensors", g->a.out_dirs[k], p->name);
        sg_eval_opts ex = {.th = base->th, .where = p->name, .oracle = base->oracle, .oracle_opts = base->oracle_opts,
                           .yardstick = SG_YARDSTICK_METRICS, .table = g->env.table, .outputs = &w->outs[k],
                           .outputs_name = g->a.out_names[k], .outputs_where = path, .stream = base->stream,
                           .stream_cert = base->stream_cert};
        if (er->have_yardstick && er->yardstick_outputs) { /* the yardstick run above, not again */
            ex.yardstick_outputs = er->yardstick_outputs;
            ex.yardstick_result = &er->yardstick_result;
        }
        sg_eval_result xr;
        st = sg_eval_case(c, &ex, &xr);
        if (base->stream && !w->ntodo) *t_or = xr.oracle_seconds;
        if (!st && xr.n == 1) {
            char key[2200];
            outside_key(g, i, k, key, sizeof key);
            if (!(st = write_contestant(g, p, g->a.out_names[k], key, &xr.items[0].res))) (*runs)++;
        }
        sg_eval_free(&xr);
    }
    return st;
}

/* Point i evaluated and written: the oracle (held, through the cache, or computed and certified; streamed
 * when its results held whole would exceed oracle_mib), each contestant's files, then the point's record. */
static sg_status compute_point(sg_grid *g, int i, point_work *w, int *runs) {
    const sg_grid_opts *a = &g->a;
    const sg_model_desc *md = g->md;
    point *p = &g->pts[i];
    const double t0 = sg_now();
    char path[4400];
    snprintf(path, sizeof path, "%s/points/%s", a->out, p->name);
    sg_case c;
    sg_status st;
    if ((st = sg_mkdirs(path)) || (st = sg_case_make(&p->spec, a->seed, &c)) || (st = sg_case_validate(&c, p->name))) {
        sg_case_free(&c);
        return st;
    }
    const int stream =
        sg_model_quantity_bytes(md, p->spec.B, p->spec.L, p->spec.D, 1) > (double)a->oracle_mib * 1048576.0;
    sg_tset orc;
    sg_tset_init(&orc);
    double bits = NAN;
    const char *cert = "not run (--certify runs it)";
    sg_oracle_opts oc = g->oo;
    oc.certify = a->certify;
    sg_oracle_cert cr;
    memset(&cr, 0, sizeof cr);
    double t_or = sg_now();
    if (stream) st = SG_OK;
    else if (a->certify) st = md->oracle(&c, &oc, &orc, &cr);
    else st = sg_model_oracle(md, &c, &g->oo, a->cache, &orc);
    t_or = sg_now() - t_or;
    if (st) {
        sg_tset_free(&orc);
        sg_case_free(&c);
        return st;
    }
    const sg_eval_opts eo = {.th = g->env.th, .where = p->name, .oracle = stream ? NULL : &orc, .oracle_opts = &oc,
                             .yardstick = SG_YARDSTICK_METRICS, .table = g->env.table, .rows = w->todo,
                             .nrows = w->ntodo, .no_repeats = a->no_repeats, .stream = stream, .stream_cert = &cr};
    sg_eval_result er;
    memset(&er, 0, sizeof er);
    if (w->ntodo) st = sg_eval_case(&c, &eo, &er);
    if (stream) t_or = er.oracle_seconds;
    for (int k = 0; k < er.n && !st; k++) {
        const sg_case_result *r = &er.items[k].res;
        if (!(st = write_contestant(g, p, r->backend, p->key, r))) (*runs)++;
    }
    if (!st) st = judge_outside(g, i, w, &c, &eo, &er, &t_or, runs);
    if (a->certify && !st) {
        for (int k = 0; k < cr.nq; k++) bits = k == 0 || cr.bits[k] < bits ? cr.bits[k] : bits;
        cert = sg_judge_value(bits, g->cert_min) == SG_PASS ? "PASS" : "FAIL";
        g->cert_fail |= strcmp(cert, "FAIL") == 0;
        if (isnan(g->min_bits_all) || bits < g->min_bits_all) g->min_bits_all = bits;
    }
    g->oracle_total += t_or;
    if (!st) {
        const point_meta pm = {t_or, er.stream_judge_seconds, sg_now() - t0, bits, cert, stream,
                               sg_model_quantity_bytes(md, p->spec.B, p->spec.L, p->spec.D, 1),
                               sg_model_quantity_bytes(md, p->spec.B, p->spec.L, p->spec.D, 0) * (w->ntodo + 1)};
        json_t *j = point_record(p, &c, &pm);
        snprintf(path, sizeof path, "%s/points/%s/point.json", a->out, p->name);
        st = write_record(path, j, NULL);
        json_decref(j);
    }
    sg_eval_free(&er);
    sg_tset_free(&orc);
    sg_case_free(&c);
    return st;
}

sg_status sg_table_grid_compute(sg_grid *g, int *computed, int *runs) {
    *computed = *runs = 0;
    /* the work of a point, for the time left: element-steps B L D */
    double work_all = 0, work_done = 0, secs_done = 0;
    for (int i = 0; i < g->np; i++)
        if (g->owner[i] == g->env.rank) work_all += (double)g->pts[i].spec.B * (double)g->pts[i].L * (double)g->pts[i].D;
    sg_status st = SG_OK;
    for (int i = 0; i < g->np && !st; i++) {
        const point *p = &g->pts[i];
        if (g->owner[i] != g->env.rank) continue;
        const double w = (double)p->spec.B * (double)p->L * (double)p->D;
        point_work pw;
        memset(&pw, 0, sizeof pw);
        for (int k = 0; k < g->a.nout; k++) sg_tset_init(&pw.outs[k]);
        st = point_todo(g, i, &pw);
        char path[4400];
        snprintf(path, sizeof path, "%s/points/%s/point.json", g->a.out, p->name);
        json_t *rec = st ? NULL : load_record(g->env.tag, path, p->key, NULL, NULL);
        const int have_point = rec != NULL;
        json_decref(rec);
        if (!st && !pw.ntodo && !pw.nout_todo && have_point) {
            work_all -= w;
        } else if (!st) {
            if (g->env.progress)
                g->env.progress(g->env.progress_ctx, i, g->np, p->name, pw.ntodo + pw.nout_todo,
                                work_done > 0 ? secs_done / work_done * (work_all - work_done) : (double)NAN);
            const double t0 = sg_now();
            if (!(st = compute_point(g, i, &pw, runs))) {
                (*computed)++;
                work_done += w;
                secs_done += sg_now() - t0;
            }
        }
        for (int k = 0; k < g->a.nout; k++) sg_tset_free(&pw.outs[k]);
    }
    return st;
}

/* Every point's record and rows, from its files, in grid order: the table's backends, then the outside
 * implementations. */
static sg_status gather(const sg_grid *g, json_t *records, sg_table *all) {
    sg_status st = SG_OK;
    for (int i = 0; i < g->np && !st; i++) {
        char path[4400];
        snprintf(path, sizeof path, "%s/points/%s/point.json", g->a.out, g->pts[i].name);
        json_t *rec = load_record(g->env.tag, path, g->pts[i].key, NULL, NULL);
        if (!rec) return sg_fail(SG_E_IO, "%s: missing, not this point's, or changed since it was checked (run again)", path);
        json_t *bs = json_array();
        for (int k = 0; k < g->nrows + g->a.nout && !st; k++) {
            const char *bn = k < g->nrows ? g->rows[k]->name : g->a.out_names[k - g->nrows];
            char key[2200];
            if (k < g->nrows) snprintf(key, sizeof key, "%s", g->pts[i].key);
            else outside_key(g, i, k - g->nrows, key, sizeof key);
            st = append_backend(g->env.tag, g->a.out, g->pts[i].name, bn, key, bs, all);
        }
        json_object_del(rec, "key");
        json_object_set_new(rec, "backends", bs);
        json_array_append_new(records, rec);
    }
    return st;
}

/* The table's provenance (table.json's "provenance"). */
static json_t *provenance(const sg_grid *g, int computed) {
    const sg_grid_opts *a = &g->a;
    json_t *pv = json_object(), *rg = json_object();
    json_object_set_new(pv, "command", json_string(g->env.command));
    json_object_set_new(pv, "commit", json_string(g->commit));
    json_object_set_new(pv, "date", json_string(g->date));
    json_object_set_new(pv, "machine", json_string(g->machine));
    json_object_set_new(pv, "seed", json_integer((json_int_t)a->seed));
    json_object_set_new(pv, "oracle_precision", json_integer(a->prec));
    char certs[160];
    if (!a->certify) snprintf(certs, sizeof certs, "not run (--certify runs it)");
    else snprintf(certs, sizeof certs, "%s (fewest agreeing bits %.1f over the points this run computed; limit %s)",
                  g->cert_fail ? "FAIL" : "PASS", g->min_bits_all, SG_LIMIT_CERT_MIN_BITS);
    json_object_set_new(pv, "certification", json_string(certs));
    json_object_set_new(pv, "thresholds", json_string(g->env.th->path));
    json_object_set_new(pv, "thresholds_hash", json_string(g->env.th->hash));
    json_object_set_new(pv, "loosening_check", json_string(g->env.loosening_note));
    json_object_set_new(pv, "model", json_string(g->md->name));
    json_object_set_new(pv, "B", json_integer(a->B));
    json_object_set_new(pv, "resets", json_string(a->resets));
    char init[96];
    snprintf(init, sizeof init, "%s %s, final-state cotangent %s", g->md->initial_state, a->h0 ? "random" : "zero",
             a->dh_last ? "random" : "zero");
    json_object_set_new(pv, "initial_state", json_string(init));
    for (int r = 0; r < a->nr; r++)
        json_object_set_new(rg, a->regimes[r], json_string(sg_model_regime_doc(g->md, a->regimes[r])));
    json_object_set_new(pv, "regimes", rg);
    json_object_set_new(pv, "backends", json_string(g->names));
    json_object_set_new(pv, "points_computed_this_run", json_integer(computed));
    json_object_set_new(pv, "oracle_seconds_total", json_real(g->oracle_total));
    json_object_set_new(pv, "seconds_total", json_real(sg_now() - g->t_start));
    return pv;
}

sg_status sg_table_grid_assemble(sg_grid *g, int computed, sg_grid_summary *s) {
    memset(s, 0, sizeof *s);
    sg_table all;
    memset(&all, 0, sizeof all);
    json_t *records = json_array();
    sg_status st = gather(g, records, &all);
    if (st) {
        free(all.rows);
        json_decref(records);
        return st;
    }
    /* CSV through the writer, into memory, then one atomic write */
    sg_text csv = {0};
    char *buf = NULL;
    size_t len = 0;
    FILE *mf = open_memstream(&buf, &len);
    if (!mf) abort();
    st = sg_table_write_header(mf, &g->prov);
    for (int k = 0; k < all.n && !st; k++) st = sg_table_write_row(mf, &all.rows[k]);
    fclose(mf);
    if (!st) sg_text_printf(&csv, "%s", buf);
    free(buf);
    json_t *doc = json_object();
    json_object_set_new(doc, "format", json_string("scangate table v1"));
    json_object_set_new(doc, "provenance", provenance(g, computed));
    json_object_set_new(doc, "points", records);
    json_t *rows_j = json_array();
    for (int k = 0; k < all.n; k++) {
        const sg_table_row *w = &all.rows[k];
        json_array_append_new(rows_j, json_pack("{s:s, s:I, s:I, s:I, s:s, s:s, s:s, s:o, s:s}", "regime", w->regime,
                                                 "B", (json_int_t)w->B, "D", (json_int_t)w->D, "L", (json_int_t)w->L,
                                                 "backend", w->backend, "quantity", w->quantity, "metric", w->metric,
                                                 "value", num_or_null(w->value), "verdict",
                                                 sg_table_verdict_name(w->verdict)));
    }
    json_object_set_new(doc, "rows", rows_j);
    sg_text mdt = {0};
    markdown(&mdt, &all, doc, &g->a, g->md);
    char path[4200];
    snprintf(path, sizeof path, "%s/table.csv", g->a.out);
    if (!st) st = sg_write_atomic(path, emit_text, &csv);
    snprintf(path, sizeof path, "%s/table.json", g->a.out);
    if (!st) st = sg_write_json(path, doc, JSON_FLAGS);
    snprintf(path, sizeof path, "%s/table.md", g->a.out);
    if (!st) st = sg_write_atomic(path, emit_text, &mdt);
    s->points = g->np;
    s->rows = all.n;
    for (int k = 0; k < all.n; k++) s->fails += all.rows[k].verdict == SG_TV_FAIL;
    json_decref(doc);
    sg_text_free(&mdt);
    sg_text_free(&csv);
    free(all.rows);
    return st;
}

void sg_table_grid_free(sg_grid *g) {
    if (!g) return;
    free(g->owner);
    free(g->out_hash);
    free(g->pts);
    free(g);
}
