/* table.c - `scangate table`: the long-sequence error table. For a model, a
 * grid of widths D and lengths L (batch B, one or more parameter regimes) and
 * the backends this machine has, each grid point is a case made like a
 * fixture's (the same generator, seeded), evaluated by the one evaluation
 * (eval/: oracle, yardstick, two poisoned runs per backend, judged against
 * THRESHOLDS.md), and written as rows of the table CSV (tables/sg_tables.h):
 * every metric of every quantity of every backend, with its verdict. So a
 * table's verdicts are the ones `scangate run` gives on the same case.
 *
 * Resumable: each point is written as it finishes, into DIR/points/ (its rows,
 * NAME.csv, then its record, NAME.json, holding the point's key: everything
 * its values depend on, the commit included); a rerun takes a point whose
 * record has the same key and computes the others. The table files (CSV, JSON,
 * Markdown) are assembled from the point files in grid order once every point
 * is done, so a run killed at any moment and started again gives the same
 * values as an uninterrupted one. Every file is written whole (temporary +
 * rename). On a terminal the run shows its progress and the time left;
 * elsewhere it prints nothing but errors and the final summary. */
#define _POSIX_C_SOURCE 200809L /* isatty, fileno, gethostname */
#include "sg_cli.h"
#include "sg_backends.h"
#include "sg_tables.h"

#ifdef SG_HAVE_MPI
#include <mpi.h>
#endif
#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#define MAX_LIST 32

typedef struct {
    const char *model, *out, *resets, *thresholds, *cache;
    int64_t B;
    long dims[MAX_LIST], lengths[MAX_LIST];
    int nd, nl;
    const char *regimes[8];
    int nr;
    const char *backends[SG_MAX_BACKENDS];
    int nb;
    /* outside implementations: --outputs NAME=DIR, DIR/<point name>.safetensors */
    char out_names[8][SG_TABLE_NAME_MAX];
    const char *out_dirs[8];
    int nout;
    const char *export_dir; /* --export-cases DIR: each point's case file */
    uint64_t seed;
    long prec;
    int threads, certify, h0, dh_last, no_repeats;
    const char *reports_dir;  /* --reports-dir (default: the command's, SG_REPORTS_DIR or reports/) */
    int no_loosening_check;   /* --no-loosening-check */
    uint64_t oracle_mib; /* --oracle-memory: a point whose held oracle results exceed it is streamed */
} table_args;

static void table_usage(FILE *f) {
    fprintf(f, "usage: scangate table --model rglru|samu --out DIR [--dims 64,128] [--lengths 256,1024,4096] [--batch 1]\n"
               "                      [--regimes init,near1] [--resets none] [--no-h0] [--no-dh-last] [--backend NAME]...\n"
               "                      [--seed N] [--prec BITS] [--threads N] [--certify] [--cache DIR] "
               "[--thresholds FILE]\n"
               "                      [--export-cases DIR] [--outputs NAME=DIR]... [--oracle-memory MIB] [--no-repeats]\n"
               "                      [--reports-dir DIR] [--no-loosening-check]\n"
               "A point whose oracle results held whole would exceed --oracle-memory (default 2048 MiB) is judged as a\n"
               "stream: every backend runs first, then the oracle block by block (never cached; the same values).\n"
               "Every backend runs four times per point (two poisons, then on 1 thread and on one thread more) for\n"
               "`unwritten` and `nondeterministic`; --no-repeats runs it twice (nondeterministic not measured).\n");
}

static int parse_args(int argc, char **argv, const sg_cli_opts *o, table_args *a, char *msg, size_t cap) {
    memset(a, 0, sizeof *a);
    a->B = 1;
    a->dims[0] = 64;
    a->nd = 1;
    a->lengths[0] = 256;
    a->lengths[1] = 1024;
    a->nl = 2;
    a->regimes[0] = "init";
    a->nr = 1;
    a->resets = "none";
    a->seed = o->seed;
    a->prec = o->prec;
    a->threads = o->threads;
    a->thresholds = o->thresholds;
    a->cache = o->cache_dir;
    a->h0 = a->dh_last = 1;
    a->oracle_mib = 2048;
    static char regime_buf[256];
    msg[0] = 0;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0) return -1;
        if (strcmp(s, "--no-repeats") == 0) {
            a->no_repeats = 1;
            continue;
        }
        if (strcmp(s, "--certify") == 0) {
            a->certify = 1;
            continue;
        }
        if (strcmp(s, "--no-h0") == 0) {
            a->h0 = 0;
            continue;
        }
        if (strcmp(s, "--no-dh-last") == 0) {
            a->dh_last = 0;
            continue;
        }
        if (strcmp(s, "--no-loosening-check") == 0) {
            a->no_loosening_check = 1;
            continue;
        }
        if (!v || !*v) {
            snprintf(msg, cap, "%s %s", s, s[0] == '-' ? "needs a value (or is unknown)" : "is not an option");
            return SG_E_USAGE;
        }
        uint64_t u;
        i++;
        if (strcmp(s, "--model") == 0) a->model = v;
        else if (strcmp(s, "--out") == 0) a->out = v;
        else if (strcmp(s, "--resets") == 0) a->resets = v;
        else if (strcmp(s, "--thresholds") == 0) a->thresholds = v;
        else if (strcmp(s, "--cache") == 0) a->cache = v;
        else if (strcmp(s, "--reports-dir") == 0) a->reports_dir = v;
        else if (strcmp(s, "--export-cases") == 0) a->export_dir = v;
        else if (strcmp(s, "--outputs") == 0) {
            const char *eq = strchr(v, '=');
            const size_t nl = eq ? (size_t)(eq - v) : 0;
            if (a->nout == 8 || !eq || !eq[1] || nl == 0 || nl >= SG_TABLE_NAME_MAX)
                return snprintf(msg, cap, "--outputs takes NAME=DIR (up to 8; NAME 1 to 63 characters)"), SG_E_USAGE;
            memcpy(a->out_names[a->nout], v, nl);
            a->out_names[a->nout][nl] = 0;
            if (!sg_table_name_ok(a->out_names[a->nout]))
                return snprintf(msg, cap, "--outputs: the name '%.63s' is not 1 to 63 characters of [A-Za-z0-9_.+-]",
                                a->out_names[a->nout]), SG_E_USAGE;
            a->out_dirs[a->nout++] = eq + 1;
        }
        else if (strcmp(s, "--dims") == 0 || strcmp(s, "--lengths") == 0) {
            /* a point given twice would be two rows with one key (plot refuses the table) */
            const int dims = s[2] == 'd';
            const int n = sg_cli_parse_list(v, dims ? a->dims : a->lengths, MAX_LIST, UINT64_C(1) << 24);
            if (n < 0) {
                char *e = sg_text_escape(v);
                snprintf(msg, cap, "%s takes up to %d %s in [1, 2^24], comma-separated, %s: '%.200s'", s, MAX_LIST,
                         dims ? "widths" : "lengths", n == -2 ? "each once (one is repeated)" : "no empty element", e);
                free(e);
                return SG_E_USAGE;
            }
            *(dims ? &a->nd : &a->nl) = n;
        } else if (strcmp(s, "--batch") == 0) {
            if (sg_parse_u64(v, 4096, &u) || u == 0)
                return snprintf(msg, cap, "--batch takes a number in [1, 4096]"), SG_E_USAGE;
            a->B = (int64_t)u;
        } else if (strcmp(s, "--regimes") == 0) {
            if (strlen(v) >= sizeof regime_buf) return snprintf(msg, cap, "--regimes is too long"), SG_E_USAGE;
            snprintf(regime_buf, sizeof regime_buf, "%s", v);
            a->nr = 0;
            for (char *tok = regime_buf, *end;; tok = end + 1) { /* every element, empty ones too */
                end = strchr(tok, ',');
                if (end) *end = 0;
                int twice = 0;
                for (int k = 0; k < a->nr; k++) twice |= strcmp(a->regimes[k], tok) == 0;
                if (a->nr == 8 || !sg_table_name_ok(tok) || twice)
                    return snprintf(msg, cap, "--regimes takes up to 8 regime names, comma-separated, each once, no "
                                              "empty element"), SG_E_USAGE;
                a->regimes[a->nr++] = tok;
                if (!end) break;
            }
        } else if (strcmp(s, "--backend") == 0) {
            if (a->nb == SG_MAX_BACKENDS) return snprintf(msg, cap, "too many --backend options"), SG_E_USAGE;
            a->backends[a->nb++] = v;
        } else if (strcmp(s, "--seed") == 0) {
            if (sg_parse_u64(v, UINT64_MAX, &a->seed))
                return snprintf(msg, cap, "--seed needs a decimal integer in [0, 2^64-1] (digits only)"), SG_E_USAGE;
        } else if (strcmp(s, "--prec") == 0) {
            if (sg_parse_u64(v, 100000, &u) || u < 64)
                return snprintf(msg, cap, "--prec needs a number of bits in [64, 100000]"), SG_E_USAGE;
            a->prec = (long)u;
        } else if (strcmp(s, "--threads") == 0) {
            if (sg_parse_u64(v, 4096, &u)) return snprintf(msg, cap, "--threads needs a count in [0, 4096]"), SG_E_USAGE;
            a->threads = (int)u;
        } else if (strcmp(s, "--oracle-memory") == 0) {
            if (sg_parse_u64(v, UINT64_C(1) << 30, &a->oracle_mib))
                return snprintf(msg, cap, "--oracle-memory needs a size in MiB (digits only)"), SG_E_USAGE;
        } else {
            char *e = sg_text_escape(s);
            snprintf(msg, cap, "unknown option '%s'", e);
            free(e);
            return SG_E_USAGE;
        }
    }
    if (!a->model) snprintf(msg, cap, "table needs --model (a registered model: rglru, samu)");
    else if (!a->out) snprintf(msg, cap, "table needs --out DIR");
    return msg[0] ? SG_E_USAGE : 0;
}

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

static char rank_tag[64]; /* "rank R of N: " under MPI, else empty */

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
static json_t *load_record(const char *path, const char *want, const char *backend, const char *rows) {
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
                rank_tag, e, rows ? " with its rows " : "", r,
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
static int backend_done(const char *dir, const point *p, const char *backend, const char *key) {
    char path[4400], rows[4400];
    snprintf(path, sizeof path, "%s/points/%s/%s.json", dir, p->name, backend);
    snprintf(rows, sizeof rows, "%s/points/%s/%s.csv", dir, p->name, backend);
    json_t *j = load_record(path, key, backend, rows);
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
static sg_status append_backend(const char *dir, const char *point_name, const char *backend, const char *key,
                                json_t *list, sg_table *all) {
    char path[4400], rows[4400];
    snprintf(path, sizeof path, "%s/points/%s/%s.json", dir, point_name, backend);
    snprintf(rows, sizeof rows, "%s/points/%s/%s.csv", dir, point_name, backend);
    json_t *br = load_record(path, key, backend, rows);
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

static void fmt_duration(char *buf, size_t n, double s) {
    if (!(s >= 0) || s > 1e7) snprintf(buf, n, "?");
    else if (s < 90) snprintf(buf, n, "%.0f s", s);
    else if (s < 5400) snprintf(buf, n, "%.1f min", s / 60);
    else snprintf(buf, n, "%.1f h", s / 3600);
}

static int die(sg_status st) {
    fprintf(stderr, "scangate table: %serror [%s]: %s\n", rank_tag, sg_status_name(st), sg_errmsg());
    return (int)st;
}

/* Markdown: provenance, then per metric (rel_l2 against the oracle,
 * vs_canonical against the FP32 path: the study's), regime, D and quantity a
 * table with a row per L and a column per backend. */
static void markdown(sg_text *md, const sg_table *t, json_t *doc, const table_args *a, const sg_model_desc *md_) {
    json_t *pv = json_object_get(doc, "provenance");
    sg_text_printf(md, "# Error table: %s\n\n", md_->title);
    const char *keys[] = {"command", "commit", "date", "machine", "seed", "oracle_precision", "certification",
                          "thresholds", "thresholds_hash", "loosening_check", "resets", "initial_state",
                          "oracle_seconds_total", "seconds_total"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        json_t *v = json_object_get(pv, keys[i]);
        if (json_is_string(v)) sg_text_printf(md, "- %s: `%s`\n", keys[i], json_string_value(v));
        else if (json_is_integer(v)) sg_text_printf(md, "- %s: %lld\n", keys[i], (long long)json_integer_value(v));
        else if (json_is_real(v)) sg_text_printf(md, "- %s: %.1f\n", keys[i], json_real_value(v));
    }
    json_t *rg = json_object_get(pv, "regimes");
    const char *rk;
    json_t *rv;
    json_object_foreach(rg, rk, rv) sg_text_printf(md, "- regime `%s`: %s\n", rk, json_string_value(rv));
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
    static const char *const metrics[] = {"rel_l2", "vs_canonical"};
    for (size_t mi = 0; mi < 2; mi++) {
        sg_text_printf(md, "\n## %s\n\n%s\n", metrics[mi],
                       mi == 0 ? "Relative L2 error against the exact result (the oracle's correct rounding)."
                               : "Relative L2 distance from the canonical FP32 path: the study's metric (its gate "
                                 "was 5e-6 on the BF16 forward output).");
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

/* The table on rank `rank` of `size` (1: a single process). Under MPI each
 * rank evaluates the points it owns (a fixed assignment: points by
 * decreasing work, each to the rank with the least work so far) into the
 * shared DIR/points/, then rank 0 assembles the table files from them, as a
 * single process does: the values are the same, whatever the ranks. */
static int table_main(const sg_cli_opts *o, int rank, int size) {
    table_args a;
    char msg[512];
    const int pst = parse_args(o->table_argc, o->table_argv, o, &a, msg, sizeof msg);
    if (pst) return sg_cli_parse_ended(pst, "scangate table", msg, table_usage);
    const sg_model_desc *md = sg_model_find(a.model);
    if (!md) return die(sg_fail(SG_E_UNKNOWN, "unknown model '%s' (rglru, samu)", a.model));
    for (int r = 0; r < a.nr; r++)
        if (!sg_model_regime_doc(md, a.regimes[r]))
            return die(sg_fail(SG_E_UNKNOWN, "model %s has no regime '%s'", md->name, a.regimes[r]));
    /* the output directory and its points/ first: a problem there shows before any computation */
    char pdir[4200];
    snprintf(pdir, sizeof pdir, "%s/points", a.out);
    sg_status st = sg_mkdirs(pdir);
    if (st) return die(st);
    sg_cli_opts lo = *o; /* the limits with this command's own options */
    lo.thresholds = a.thresholds;
    if (a.reports_dir) lo.reports_dir = a.reports_dir;
    lo.no_loosening_check = a.no_loosening_check;
    sg_cli_judging in;
    if ((st = sg_cli_judging_load(&lo, SG_CLI_THRESHOLDS, &in))) return die(st);
    sg_thresholds th = in.th; /* owned here from now on */
    if ((st = sg_thresholds_require(&th, md))) {
        sg_thresholds_free(&th);
        return die(st);
    }
    const sg_threshold *cert_min = NULL;
    if (a.certify && (st = sg_thresholds_limit(&th, SG_LIMIT_CERT_MIN_BITS, &cert_min))) {
        sg_thresholds_free(&th);
        return die(st);
    }
    /* the backends: selected, with the model, usable here, in table order */
    sg_backend_table table;
    sg_backends_fill(&table);
    const sg_backend *rows[SG_MAX_BACKENDS];
    int nrows = 0;
    char names[2048] = "";
    for (int k = 0; k < a.nb; k++)
        if (!sg_backend_find(&table, a.backends[k])) {
            sg_thresholds_free(&th);
            return die(sg_fail(SG_E_UNKNOWN, "unknown backend '%s' (scangate list names them)", a.backends[k]));
        }
    for (int i = 0; i < table.n; i++) {
        const sg_backend *b = &table.b[i];
        int want = a.nb == 0;
        for (int k = 0; k < a.nb; k++) want |= strcmp(a.backends[k], b->name) == 0;
        if (!want || !sg_model_runs(md, b)) continue;
        if (b->available() != SG_OK) {
            if (a.nb) {
                sg_thresholds_free(&th);
                return die(SG_E_NODEVICE);
            }
            continue;
        }
        rows[nrows++] = b;
        size_t k = strlen(names);
        snprintf(names + k, sizeof names - k, "%s%s", k ? "," : "", b->name);
    }
    if (!nrows && !a.nout) {
        sg_thresholds_free(&th);
        return die(sg_fail(SG_E_UNKNOWN, "no selected backend runs %s here", md->name));
    }
    for (int k = 0; k < a.nout; k++) {
        int clash = sg_backend_find(&table, a.out_names[k]) != NULL;
        for (int j = 0; j < k; j++) clash |= strcmp(a.out_names[j], a.out_names[k]) == 0;
        if (clash) {
            sg_thresholds_free(&th);
            fprintf(stderr, "scangate table: --outputs name '%s' is a backend's or given twice\n", a.out_names[k]);
            return SG_E_USAGE;
        }
    }
    char commit[128], date[32], machine[512];
    sg_report_commit(commit, sizeof commit);
    sg_utc_now(date, sizeof date);
    struct utsname un;
    if (uname(&un) == 0) snprintf(machine, sizeof machine, "%s %s %s", un.nodename, un.sysname, un.machine);
    else snprintf(machine, sizeof machine, "unknown");
    {
        FILE *ci = fopen("/proc/cpuinfo", "r");
        char line[512];
        while (ci && fgets(line, sizeof line, ci))
            if (strncmp(line, "model name", 10) == 0) {
                char *c = strchr(line, ':');
                if (c) {
                    c[strcspn(c, "\n")] = 0;
                    size_t k = strlen(machine);
                    snprintf(machine + k, sizeof machine - k, ",%s, %ld cores", c + 1, sysconf(_SC_NPROCESSORS_ONLN));
                }
                break;
            }
        if (ci) fclose(ci);
    }
    /* the grid: regime, then D, then L */
    const int np = a.nr * a.nd * a.nl;
    point *pts = sg_xcalloc((size_t)np, sizeof *pts);
    int ip = 0;
    for (int r = 0; r < a.nr; r++)
        for (int di = 0; di < a.nd; di++)
            for (int li = 0; li < a.nl; li++, ip++) {
                point *p = &pts[ip];
                p->regime = a.regimes[r];
                p->D = a.dims[di];
                p->L = a.lengths[li];
                snprintf(p->name, sizeof p->name, "%s_%s_B%lld_D%lld_L%lld", md->name, p->regime, (long long)a.B,
                         (long long)p->D, (long long)p->L);
                p->spec = (sg_case_spec){p->name, "table point", md->id, a.B, p->L, p->D, a.resets, a.h0, a.dh_last,
                                         p->regime, 1.0};
                snprintf(p->key, sizeof p->key,
                         "scangate table v1; commit %s; model %s; regime %s; B %lld; D %lld; L %lld; resets %s; "
                         "h0 %d; dh_last %d; seed %llu; prec %ld; certify %d; repeats %d; thresholds %s",
                         commit, md->name, p->regime, (long long)a.B, (long long)p->D, (long long)p->L, a.resets, a.h0,
                         a.dh_last, (unsigned long long)a.seed, a.prec, a.certify, !a.no_repeats, th.hash);
            }
    /* --export-cases: every point's case file, for implementations outside the project */
    for (int i = 0; a.export_dir && i < np; i++) {
        char path[4400];
        sg_case c;
        snprintf(path, sizeof path, "%s/%s.safetensors", a.export_dir, pts[i].name);
        if ((st = sg_mkdirs(a.export_dir)) || (st = sg_case_make(&pts[i].spec, a.seed, &c)) ||
            (st = sg_case_save(&c, path))) {
            sg_case_free(&c);
            free(pts);
            sg_thresholds_free(&th);
            return die(st);
        }
        sg_case_free(&c);
    }
    sg_table_prov prov;
    char seedtext[32];
    snprintf(seedtext, sizeof seedtext, "%llu", (unsigned long long)a.seed);
    sg_table_prov_set(&prov, o->command, commit, seedtext);
    sg_oracle_opts oo;
    sg_oracle_opts_default(&oo);
    oo.prec = a.prec;
    oo.threads = a.threads;
    if (size > 1 && a.threads == 0) { /* the host's cores shared by its ranks */
        const char *ls = getenv("OMPI_COMM_WORLD_LOCAL_SIZE");
        const long local = ls && atol(ls) > 0 ? atol(ls) : 1, cores = sysconf(_SC_NPROCESSORS_ONLN);
        oo.threads = cores / local > 1 ? (int)(cores / local) : 1;
    }
    /* which rank evaluates which point */
    int *owner = sg_xcalloc((size_t)np, sizeof *owner);
    {
        double *load = sg_xcalloc((size_t)size, sizeof *load);
        char *taken = sg_xcalloc((size_t)np, 1);
        for (int n = 0; n < np; n++) {
            int best = -1;
            for (int i = 0; i < np; i++)
                if (!taken[i] && (best < 0 || (double)pts[i].L * (double)pts[i].D > (double)pts[best].L * (double)pts[best].D))
                    best = i;
            int r = 0;
            for (int k = 1; k < size; k++)
                if (load[k] < load[r]) r = k;
            taken[best] = 1;
            owner[best] = r;
            load[r] += (double)pts[best].L * (double)pts[best].D;
        }
        free(load);
        free(taken);
    }
    const int tty = isatty(fileno(stderr));
    /* the work of a point, for the time left: element-steps B L D */
    double work_all = 0, work_done = 0, secs_done = 0;
    for (int i = 0; i < np; i++)
        if (owner[i] == rank) work_all += (double)pts[i].spec.B * (double)pts[i].L * (double)pts[i].D;
    const double t_start = sg_now();
    char(*out_hash)[SG_HASH_HEX] = sg_xcalloc((size_t)np * 8, SG_HASH_HEX); /* point i, outside k: [i * 8 + k] */
    int computed = 0, runs = 0, rc = 0;
    double oracle_total = 0, min_bits_all = NAN;
    int cert_fail = 0;
    for (int i = 0; i < np; i++) {
        point *p = &pts[i];
        if (owner[i] != rank) continue;
        const double w = (double)p->spec.B * (double)p->L * (double)p->D;
        /* the backends not done at this point (a point done for some backends
         * reads its oracle from the cache and runs only the others) */
        const sg_backend *todo[SG_MAX_BACKENDS];
        int ntodo = 0;
        for (int k = 0; k < nrows; k++)
            if (!backend_done(a.out, p, rows[k]->name, p->key)) todo[ntodo++] = rows[k];
        char path[4400];
        /* the outside implementations' outputs at this point: read, hashed (a
         * changed file is judged again), judged unless their record holds the hash */
        sg_tset outs[8];
        int out_todo[8] = {0}, nout_todo = 0;
        for (int k = 0; k < a.nout; k++) sg_tset_init(&outs[k]);
        for (int k = 0; k < a.nout && !st; k++) {
            snprintf(path, sizeof path, "%s/%s.safetensors", a.out_dirs[k], p->name);
            if ((st = sg_safetensors_read(path, &outs[k])) || (st = sg_tset_hash(&outs[k], out_hash[i * 8 + k]))) break;
            char key[2200];
            snprintf(key, sizeof key, "%s; outputs %s", p->key, out_hash[i * 8 + k]);
            out_todo[k] = !backend_done(a.out, p, a.out_names[k], key);
            nout_todo += out_todo[k];
        }
        if (st) {
            for (int k = 0; k < a.nout; k++) sg_tset_free(&outs[k]);
            rc = die(st);
            break;
        }
        snprintf(path, sizeof path, "%s/points/%s/point.json", a.out, p->name);
        json_t *prec_ = load_record(path, p->key, NULL, NULL);
        const int have_point = prec_ != NULL;
        json_decref(prec_);
        if (!ntodo && !nout_todo && have_point) {
            for (int k = 0; k < a.nout; k++) sg_tset_free(&outs[k]);
            work_all -= w;
            continue;
        }
        if (tty) {
            char left[32];
            fmt_duration(left, sizeof left, work_done > 0 ? secs_done / work_done * (work_all - work_done) : (double)NAN);
            fprintf(stderr, "\r\033[K[%d/%d] %s: %d backends; time left ~%s", i + 1, np, p->name, ntodo + nout_todo,
                    left);
            fflush(stderr);
        }
        const double t0 = sg_now();
        snprintf(path, sizeof path, "%s/points/%s", a.out, p->name);
        sg_case c;
        if ((st = sg_mkdirs(path)) || (st = sg_case_make(&p->spec, a.seed, &c)) ||
            (st = sg_case_validate(&c, p->name))) {
            sg_case_free(&c);
            for (int k = 0; k < a.nout; k++) sg_tset_free(&outs[k]);
            rc = die(st);
            break;
        }
        /* the oracle: held (through the cache, or computed and certified), or
         * streamed when its results held whole would exceed --oracle-memory */
        const int stream =
            sg_model_quantity_bytes(md, p->spec.B, p->spec.L, p->spec.D, 1) > (double)a.oracle_mib * 1048576.0;
        sg_tset orc;
        sg_tset_init(&orc);
        double bits = NAN;
        const char *cert = "not run (--certify runs it)";
        sg_oracle_opts oc = oo;
        oc.certify = a.certify;
        sg_oracle_cert cr;
        memset(&cr, 0, sizeof cr);
        double t_or = sg_now();
        if (stream) {
            st = SG_OK;
        } else if (a.certify) {
            st = md->oracle(&c, &oc, &orc, &cr);
        } else {
            st = sg_model_oracle(md, &c, &oo, a.cache, &orc);
        }
        t_or = sg_now() - t_or;
        if (st) {
            sg_tset_free(&orc);
            sg_case_free(&c);
            rc = die(st);
            break;
        }
        const sg_eval_opts eo = {.th = &th, .where = p->name, .oracle = stream ? NULL : &orc, .oracle_opts = &oc,
                                 .yardstick = SG_YARDSTICK_METRICS, .table = &table, .rows = todo, .nrows = ntodo,
                                 .no_repeats = a.no_repeats, .stream = stream, .stream_cert = &cr};
        sg_eval_result er;
        memset(&er, 0, sizeof er);
        if (ntodo) st = sg_eval_case(&c, &eo, &er);
        if (stream) t_or = er.oracle_seconds;
        /* each contestant's rows, then its record (what marks it done) */
        for (int k = 0; k < er.n && !st; k++) {
            const sg_case_result *r = &er.items[k].res;
            const backend_rows br = {&prov, r, p, md, &th};
            snprintf(path, sizeof path, "%s/points/%s/%s.csv", a.out, p->name, r->backend);
            if ((st = sg_write_atomic(path, emit_backend_csv, (void *)&br))) break;
            json_t *j = backend_record(p->key, r);
            char rows_path[4400];
            snprintf(rows_path, sizeof rows_path, "%s", path);
            snprintf(path, sizeof path, "%s/points/%s/%s.json", a.out, p->name, r->backend);
            st = write_record(path, j, rows_path);
            json_decref(j);
            runs++;
        }
        /* each outside implementation: its outputs judged like a backend's (one
         * run: unwritten not measured); a streamed point streams its oracle
         * again for each */
        for (int k = 0; k < a.nout && !st; k++) {
            if (!out_todo[k]) continue;
            snprintf(path, sizeof path, "%s/%s.safetensors", a.out_dirs[k], p->name);
            sg_eval_opts ex = {.th = &th, .where = p->name, .oracle = stream ? NULL : &orc, .oracle_opts = &oc,
                               .yardstick = SG_YARDSTICK_METRICS, .table = &table, .outputs = &outs[k],
                               .outputs_name = a.out_names[k], .outputs_where = path, .stream = stream,
                               .stream_cert = &cr};
            if (er.have_yardstick && er.yardstick_outputs) { /* the yardstick run above, not again */
                ex.yardstick_outputs = er.yardstick_outputs;
                ex.yardstick_result = &er.yardstick_result;
            }
            sg_eval_result xr;
            st = sg_eval_case(&c, &ex, &xr);
            if (stream && !ntodo) t_or = xr.oracle_seconds;
            if (!st && xr.n == 1) {
                const backend_rows br = {&prov, &xr.items[0].res, p, md, &th};
                snprintf(path, sizeof path, "%s/points/%s/%s.csv", a.out, p->name, a.out_names[k]);
                st = sg_write_atomic(path, emit_backend_csv, (void *)&br);
                if (!st) {
                    char key[2200];
                    snprintf(key, sizeof key, "%s; outputs %s", p->key, out_hash[i * 8 + k]);
                    json_t *j = backend_record(key, &xr.items[0].res);
                    char rows_path[4400];
                    snprintf(rows_path, sizeof rows_path, "%s", path);
                    snprintf(path, sizeof path, "%s/points/%s/%s.json", a.out, p->name, a.out_names[k]);
                    st = write_record(path, j, rows_path);
                    json_decref(j);
                    runs++;
                }
            }
            sg_eval_free(&xr);
        }
        if (a.certify && !st) {
            for (int k = 0; k < cr.nq; k++) bits = k == 0 || cr.bits[k] < bits ? cr.bits[k] : bits;
            cert = sg_judge_value(bits, cert_min) == SG_PASS ? "PASS" : "FAIL";
            cert_fail |= strcmp(cert, "FAIL") == 0;
            if (isnan(min_bits_all) || bits < min_bits_all) min_bits_all = bits;
        }
        oracle_total += t_or;
        for (int k = 0; k < a.nout; k++) sg_tset_free(&outs[k]);
        if (!st) {
            const point_meta pm = {t_or, er.stream_judge_seconds, sg_now() - t0, bits, cert, stream,
                                   sg_model_quantity_bytes(md, p->spec.B, p->spec.L, p->spec.D, 1),
                                   sg_model_quantity_bytes(md, p->spec.B, p->spec.L, p->spec.D, 0) * (ntodo + 1)};
            json_t *j = point_record(p, &c, &pm);
            snprintf(path, sizeof path, "%s/points/%s/point.json", a.out, p->name);
            st = write_record(path, j, NULL);
            json_decref(j);
        }
        sg_eval_free(&er);
        sg_tset_free(&orc);
        sg_case_free(&c);
        if (st) {
            rc = die(st);
            break;
        }
        computed++;
        work_done += w;
        secs_done += sg_now() - t0;
    }
    if (tty) fprintf(stderr, "\r\033[K");
#ifdef SG_HAVE_MPI
    if (size > 1 && !rc) { /* every rank's points are written: rank 0 assembles (a failed rank ends them all) */
        int sums[2] = {computed, runs}, tot[2] = {0, 0};
        MPI_Reduce(sums, tot, 2, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
        computed = tot[0];
        runs = tot[1];
        if (rank != 0) goto out;
    }
#endif
    if (rc) {
        fprintf(stderr, "scangate table: stopped; the points finished so far are kept under %s/points "
                        "(run the same command again to go on)\n", a.out);
        goto out;
    }
    /* every point done: the table files, from the point files in grid order */
    sg_text csv = {0};
    {
        sg_table all;
        memset(&all, 0, sizeof all);
        json_t *records = json_array();
        for (int i = 0; i < np && !st; i++) {
            char path[4400];
            snprintf(path, sizeof path, "%s/points/%s/point.json", a.out, pts[i].name);
            json_t *rec = load_record(path, pts[i].key, NULL, NULL);
            if (!rec) {
                st = sg_fail(SG_E_IO, "%s: missing, not this point's, or changed since it was checked (run again)", path);
                break;
            }
            json_t *bs = json_array();
            /* the table's backends, then the outside implementations */
            for (int k = 0; k < nrows + a.nout && !st; k++) {
                const char *bn = k < nrows ? rows[k]->name : a.out_names[k - nrows];
                char key[2200];
                if (k < nrows) snprintf(key, sizeof key, "%s", pts[i].key);
                else snprintf(key, sizeof key, "%s; outputs %s", pts[i].key, out_hash[i * 8 + k - nrows]);
                st = append_backend(a.out, pts[i].name, bn, key, bs, &all);
            }
            json_object_del(rec, "key");
            json_object_set_new(rec, "backends", bs);
            json_array_append_new(records, rec);
        }
        if (st) {
            free(all.rows);
            json_decref(records);
            rc = die(st);
            goto out;
        }
        /* CSV through the writer, into memory, then one atomic write */
        char *buf = NULL;
        size_t len = 0;
        FILE *mf = open_memstream(&buf, &len);
        if (!mf) abort();
        st = sg_table_write_header(mf, &prov);
        for (int k = 0; k < all.n && !st; k++) st = sg_table_write_row(mf, &all.rows[k]);
        fclose(mf);
        if (!st) sg_text_printf(&csv, "%s", buf);
        free(buf);
        json_t *doc = json_object(), *pv = json_object(), *rg = json_object();
        json_object_set_new(doc, "format", json_string("scangate table v1"));
        json_object_set_new(pv, "command", json_string(o->command));
        json_object_set_new(pv, "commit", json_string(commit));
        json_object_set_new(pv, "date", json_string(date));
        json_object_set_new(pv, "machine", json_string(machine));
        json_object_set_new(pv, "seed", json_integer((json_int_t)a.seed));
        json_object_set_new(pv, "oracle_precision", json_integer(a.prec));
        char certs[160];
        if (!a.certify) snprintf(certs, sizeof certs, "not run (--certify runs it)");
        else snprintf(certs, sizeof certs, "%s (fewest agreeing bits %.1f over the points this run computed; limit %s)",
                      cert_fail ? "FAIL" : "PASS", min_bits_all, SG_LIMIT_CERT_MIN_BITS);
        json_object_set_new(pv, "certification", json_string(certs));
        json_object_set_new(pv, "thresholds", json_string(th.path));
        json_object_set_new(pv, "thresholds_hash", json_string(th.hash));
        json_object_set_new(pv, "loosening_check", json_string(lo.loosening_note));
        json_object_set_new(pv, "model", json_string(md->name));
        json_object_set_new(pv, "B", json_integer(a.B));
        json_object_set_new(pv, "resets", json_string(a.resets));
        char init[96];
        snprintf(init, sizeof init, "%s %s, final-state cotangent %s", md->initial_state, a.h0 ? "random" : "zero",
                 a.dh_last ? "random" : "zero");
        json_object_set_new(pv, "initial_state", json_string(init));
        for (int r = 0; r < a.nr; r++)
            json_object_set_new(rg, a.regimes[r], json_string(sg_model_regime_doc(md, a.regimes[r])));
        json_object_set_new(pv, "regimes", rg);
        json_object_set_new(pv, "backends", json_string(names));
        json_object_set_new(pv, "points_computed_this_run", json_integer(computed));
        json_object_set_new(pv, "oracle_seconds_total", json_real(oracle_total));
        json_object_set_new(pv, "seconds_total", json_real(sg_now() - t_start));
        json_object_set_new(doc, "provenance", pv);
        json_object_set_new(doc, "points", records);
        json_t *rows_j = json_array();
        for (int k = 0; k < all.n; k++) {
            const sg_table_row *w = &all.rows[k];
            json_array_append_new(rows_j, json_pack("{s:s, s:I, s:I, s:I, s:s, s:s, s:s, s:o, s:s}", "regime", w->regime,
                                                     "B", (json_int_t)w->B, "D", (json_int_t)w->D, "L",
                                                     (json_int_t)w->L, "backend", w->backend, "quantity", w->quantity,
                                                     "metric", w->metric, "value", num_or_null(w->value), "verdict",
                                                     sg_table_verdict_name(w->verdict)));
        }
        json_object_set_new(doc, "rows", rows_j);
        sg_text mdt = {0};
        markdown(&mdt, &all, doc, &a, md);
        char path[4200];
        snprintf(path, sizeof path, "%s/table.csv", a.out);
        if (!st) st = sg_write_atomic(path, emit_text, &csv);
        snprintf(path, sizeof path, "%s/table.json", a.out);
        if (!st) st = sg_write_json(path, doc, JSON_FLAGS);
        snprintf(path, sizeof path, "%s/table.md", a.out);
        if (!st) st = sg_write_atomic(path, emit_text, &mdt);
        int fails = 0;
        for (int k = 0; k < all.n; k++) fails += all.rows[k].verdict == SG_TV_FAIL;
        if (!st)
            printf("scangate table: %d points (%d computed now, %d from %s/points; %d backend evaluations now), "
                   "%d rows, %d FAIL verdicts; %s/table.csv, table.json, table.md\n",
                   np, computed, np - computed, a.out, runs, all.n, fails, a.out);
        json_decref(doc);
        sg_text_free(&mdt);
        free(all.rows);
        if (st) rc = die(st);
    }
    sg_text_free(&csv);
out:
    free(owner);
    free(out_hash);
    free(pts);
    sg_thresholds_free(&th);
    return rc;
}

/* Whether this process was started by an MPI launcher (mpirun, srun). */
static int under_mpi_launcher(void) {
    return getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMI_SIZE") || getenv("PMIX_RANK");
}

int sg_cmd_table(const sg_cli_opts *o) {
#ifdef SG_HAVE_MPI
    if (under_mpi_launcher()) {
        MPI_Init(NULL, NULL);
        int rank = 0, size = 1;
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        MPI_Comm_size(MPI_COMM_WORLD, &size);
        if (size > 1) snprintf(rank_tag, sizeof rank_tag, "rank %d of %d: ", rank, size);
        const int rc = table_main(o, rank, size);
        if (rc && size > 1) {
            fprintf(stderr, "scangate table: rank %d of %d ended with exit code %d; ending every rank (the points "
                            "finished are kept: run the same command again to go on)\n", rank, size, rc);
            fflush(stderr);
            MPI_Abort(MPI_COMM_WORLD, rc);
        }
        MPI_Finalize();
        return rc;
    }
#else
    if (under_mpi_launcher() && getenv("OMPI_COMM_WORLD_SIZE") && atoi(getenv("OMPI_COMM_WORLD_SIZE")) > 1) {
        fprintf(stderr, "scangate table: started by an MPI launcher, but this scangate was built without MPI "
                        "(SG_MPI=OFF): every rank would compute the whole table; refused\n");
        return SG_E_USAGE;
    }
#endif
    return table_main(o, 0, 1);
}
