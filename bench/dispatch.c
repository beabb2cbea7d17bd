/* dispatch.c - the dispatch table from verdicts and timings (sg_bench.h):
 * per model and measured (B, D), runs of lengths with the same fastest
 * passing backend become one region; a shape where nothing passes is a
 * refused region; a shape outside every region is refused. Never a default. */
#define _POSIX_C_SOURCE 200809L
#include "sg_backends.h"
#include "sg_bench.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

void sg_dispatch_free(sg_dispatch_table *t) {
    free(t->r);
    t->r = NULL;
    t->n = 0;
}

typedef struct {
    const char *model;
    sg_shape s;
    const char *best, *second;
    double t1, t2;
} point_win;

static int cmp_point(const void *a, const void *b) {
    const point_win *x = a, *y = b;
    int c = strcmp(x->model, y->model);
    if (c) return c;
    if (x->s.B != y->s.B) return x->s.B < y->s.B ? -1 : 1;
    if (x->s.D != y->s.D) return x->s.D < y->s.D ? -1 : 1;
    return (x->s.L > y->s.L) - (x->s.L < y->s.L);
}

static int same_shape(const sg_dispatch_obs *a, const sg_dispatch_obs *b) {
    return strcmp(a->model, b->model) == 0 && a->shape.B == b->shape.B && a->shape.L == b->shape.L &&
           a->shape.D == b->shape.D;
}

sg_status sg_dispatch_build(const sg_dispatch_obs *obs, int n, sg_dispatch_table *t) {
    memset(t, 0, sizeof *t);
    point_win *pw = sg_xcalloc((size_t)(n > 0 ? n : 1), sizeof *pw);
    int np = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (same_shape(&obs[i], &obs[j]) && strcmp(obs[i].backend, obs[j].backend) == 0) {
                free(pw);
                return sg_fail(SG_E_FORMAT, "dispatch: %s on %s B=%lld L=%lld D=%lld is measured twice", obs[i].backend,
                               obs[i].model, (long long)obs[i].shape.B, (long long)obs[i].shape.L,
                               (long long)obs[i].shape.D);
            }
        int k = 0;
        while (k < np && !(strcmp(pw[k].model, obs[i].model) == 0 && pw[k].s.B == obs[i].shape.B &&
                           pw[k].s.L == obs[i].shape.L && pw[k].s.D == obs[i].shape.D))
            k++;
        if (k == np) pw[np++] = (point_win){obs[i].model, obs[i].shape, NULL, NULL, NAN, NAN};
        /* only a backend timed after a PASS (not quarantined) competes */
        if (!obs[i].pass || !(obs[i].median > 0)) continue;
        point_win *p = &pw[k];
        if (!p->best || obs[i].median < p->t1) {
            p->second = p->best;
            p->t2 = p->t1;
            p->best = obs[i].backend;
            p->t1 = obs[i].median;
        } else if (!p->second || obs[i].median < p->t2) {
            p->second = obs[i].backend;
            p->t2 = obs[i].median;
        }
    }
    qsort(pw, (size_t)np, sizeof *pw, cmp_point);
    t->r = sg_xcalloc((size_t)(np > 0 ? np : 1), sizeof *t->r);
    for (int i = 0; i < np;) {
        int j = i + 1; /* the run of lengths at the same model, B, D with the same winner */
        while (j < np && strcmp(pw[j].model, pw[i].model) == 0 && pw[j].s.B == pw[i].s.B && pw[j].s.D == pw[i].s.D &&
               ((!pw[i].best && !pw[j].best) || (pw[i].best && pw[j].best && strcmp(pw[i].best, pw[j].best) == 0)))
            j++;
        sg_dispatch_region *r = &t->r[t->n++];
        snprintf(r->model, sizeof r->model, "%s", pw[i].model);
        r->B[0] = r->B[1] = pw[i].s.B;
        r->D[0] = r->D[1] = pw[i].s.D;
        r->L[0] = pw[i].s.L;
        r->L[1] = pw[j - 1].s.L;
        r->npoints = j - i;
        r->margin = INFINITY;
        r->t_best = pw[i].t1;
        snprintf(r->backend, sizeof r->backend, "%s", pw[i].best ? pw[i].best : "");
        size_t w = 0;
        if (!pw[i].best) {
            w = (size_t)snprintf(r->why, sizeof r->why, "no backend passes its gates (and is not quarantined) at the measured L =");
            for (int k = i; k < j && w < sizeof r->why; k++)
                w += (size_t)snprintf(r->why + w, sizeof r->why - w, " %lld", (long long)pw[k].s.L);
            r->margin = NAN;
            i = j;
            continue;
        }
        w = (size_t)snprintf(r->why, sizeof r->why, "fastest backend with a PASS at each of its %d measured shape(s):",
                             r->npoints);
        int nosecond = 0;
        for (int k = i; k < j; k++) {
            const double m = pw[k].second ? (pw[k].t2 - pw[k].t1) / pw[k].t1 : (double)NAN;
            if (!pw[k].second) { /* no second somewhere: no margin for the region */
                nosecond = 1;
                r->margin = NAN;
                r->second[0] = 0;
            } else if (!nosecond && m < r->margin) { /* the smallest margin */
                r->margin = m;
                snprintf(r->second, sizeof r->second, "%s", pw[k].second);
            }
            if (w < sizeof r->why)
                w += (size_t)snprintf(r->why + w, sizeof r->why - w, " L=%lld %.4g ms%s%s%s", (long long)pw[k].s.L,
                                      1e3 * pw[k].t1, pw[k].second ? " (next " : "", pw[k].second ? pw[k].second : " (no second)",
                                      pw[k].second ? ")" : ")");
            if (w < sizeof r->why && pw[k].second)
                w += (size_t)snprintf(r->why + w, sizeof r->why - w, " +%.1f%%;", 100.0 * m);
        }
        i = j;
    }
    free(pw);
    return SG_OK;
}

sg_status sg_dispatch_query(const sg_dispatch_table *t, const char *model, sg_shape s, const sg_dispatch_region **out) {
    *out = NULL;
    for (int i = 0; i < t->n; i++) {
        const sg_dispatch_region *r = &t->r[i];
        if (strcmp(r->model, model) || s.B < r->B[0] || s.B > r->B[1] || s.L < r->L[0] || s.L > r->L[1] ||
            s.D < r->D[0] || s.D > r->D[1])
            continue;
        *out = r;
        if (!r->backend[0])
            return sg_fail(SG_E_REFUSED, "%s B=%lld L=%lld D=%lld: refused: %s", model, (long long)s.B, (long long)s.L,
                           (long long)s.D, r->why);
        return SG_OK;
    }
    return sg_fail(SG_E_REFUSED,
                   "%s B=%lld L=%lld D=%lld: refused: no measured region holds this shape (a shape is dispatched only "
                   "inside the lengths measured at its B and D; run `scangate bench backends --shape %lld,%lld,%lld`)",
                   model, (long long)s.B, (long long)s.L, (long long)s.D, (long long)s.B, (long long)s.L, (long long)s.D);
}

/* ---- reading bench.json ------------------------------------------------------ */
/* A row checked before it counts: its backend one of the trust's `known`, and,
 * when it has a verdict, the verdict's hash recomputed from the row's key and
 * result equal to the row's verdict_hash (a row without the key, from an older
 * scangate, cannot be verified and is refused like an edited one). */
static sg_status check_row(const char *file, size_t i, json_t *o, const char *backend, const sg_dispatch_trust *tr) {
    int found = 0;
    for (int k = 0; k < tr->nknown && !found; k++) found = strcmp(tr->known[k], backend) == 0;
    if (!found)
        return sg_fail(SG_E_UNKNOWN,
                       "%s: results[%zu]: backend '%s' is not a backend of this build (scangate list names them; a "
                       "plugin's rows need the plugin loaded, SG_PLUGINS); refused: nothing is dispatched to it",
                       file, i, backend);
    const char *verdict = json_string_value(json_object_get(o, "verdict"));
    if (!verdict) return SG_OK; /* unavailable there: no verdict, never dispatched */
    static const char *const fields[] = {"code_hash", "yardstick", "yardstick_code_hash", "case", "case_hash",
                                         "thresholds_hash", "equations", "failing", "verdict_hash"};
    const char *v[sizeof fields / sizeof fields[0]];
    for (size_t k = 0; k < sizeof fields / sizeof fields[0]; k++) v[k] = json_string_value(json_object_get(o, fields[k]));
    json_t *prec = json_object_get(o, "prec");
    const int pass = strcmp(verdict, "PASS") == 0, marginal = strcmp(verdict, "MARGINAL") == 0;
    int complete = json_is_integer(prec) && (pass || marginal || strcmp(verdict, "FAIL") == 0);
    for (size_t k = 0; k < sizeof fields / sizeof fields[0]; k++) complete &= v[k] != NULL;
    char want[SG_HASH_HEX] = "";
    if (complete) {
        const sg_verdict_key key = {backend, v[0], v[1], v[2], v[3], v[4], v[5], v[6], (long)json_integer_value(prec)};
        sg_bench_verdict_hash(&key, pass ? SG_PASS : marginal ? SG_MARGINAL : SG_FAIL, v[7], want);
    }
    if (!complete || strcmp(want, v[8]) != 0)
        return sg_fail(SG_E_REFUSED,
                       "%s: results[%zu]: the verdict %.16s of %s %s (edited, or written by an older scangate); "
                       "refused: no backend is dispatched without a PASS that verifies (run `scangate bench backends` "
                       "again)",
                       file, i, verdict, backend,
                       complete ? "does not match its verdict_hash"
                                : "cannot be verified: the row lacks its verdict's key or verdict_hash");
    return SG_OK;
}

/* Whether the row may be timed and dispatched to, recomputed: its verified
 * verdict PASS and an EXPECTED_STATUS.md row (set `bench`, the row's case) that
 * does not quarantine it, as `bench backends` decides. A row whose own status
 * or quarantine field says otherwise (edited, or EXPECTED_STATUS.md changed
 * since) is refused, naming what disagrees. */
static sg_status check_admission(const char *file, size_t i, json_t *o, const char *backend, const char *status,
                                 const char *verdict, const sg_dispatch_trust *tr) {
    const char *case_name = json_string_value(json_object_get(o, "case"));
    const sg_expect_row *ex = case_name ? sg_expected_find(tr->expected, backend, "bench", case_name) : NULL;
    const int quarantined = ex && ex->kind == SG_EXPECT_QUARANTINED;
    const int admitted = verdict && strcmp(verdict, "PASS") == 0 && ex && !quarantined;
    const int says_timed = strcmp(status, "timed") == 0, says_quarantined = json_is_true(json_object_get(o, "quarantined"));
    if (says_timed != admitted || says_quarantined != quarantined)
        return sg_fail(SG_E_REFUSED,
                       "%s: results[%zu]: %s is %s%s there, but %s %s it (verdict %s): the row was edited, or "
                       "EXPECTED_STATUS.md changed since; refused (run `scangate bench backends` again)",
                       file, i, backend, says_timed ? "timed" : status, says_quarantined ? " and quarantined" : "",
                       tr->expected->path, !ex ? "has no row for" : quarantined ? "quarantines" : "admits",
                       verdict ? verdict : "none");
    return SG_OK;
}

typedef struct {
    sg_dispatch_obs *obs;
    int n, cap;
} obs_list;

/* The observations of one parsed bench.json (`file` names it in messages);
 * they point into doc. With `tr`, each row is checked (check_row) and whether
 * it may be dispatched to is decided from its verified verdict and
 * EXPECTED_STATUS.md, never from the row's own status or quarantine fields. */
static sg_status add_doc(json_t *doc, const char *file, const sg_dispatch_trust *tr, obs_list *l) {
    const char *fmt = json_string_value(json_object_get(doc, "format"));
    json_t *rs = json_object_get(doc, "results");
    if (!fmt || strcmp(fmt, "scangate bench backends v1") != 0 || !json_is_array(rs))
        return sg_fail(SG_E_FORMAT, "%s: not a `scangate bench backends` result (format v1)", file);
    size_t i;
    json_t *o;
    json_array_foreach(rs, i, o) {
        const char *model = json_string_value(json_object_get(o, "model"));
        const char *backend = json_string_value(json_object_get(o, "backend"));
        const char *status = json_string_value(json_object_get(o, "status"));
        const char *verdict = json_string_value(json_object_get(o, "verdict"));
        json_t *B = json_object_get(o, "B"), *L = json_object_get(o, "L"), *D = json_object_get(o, "D");
        json_t *med = json_object_get(o, "fwd_bwd_median_s");
        if (!model || !backend || !status || !json_is_integer(B) || !json_is_integer(L) || !json_is_integer(D))
            return sg_fail(SG_E_FORMAT, "%s: results[%zu]: missing model, backend, status or B, L, D", file, i);
        /* the names go into C string literals (the header): only names of the project's grammar */
        int known = 0, nm = 0;
        const sg_model_desc *const *mds = sg_models(&nm);
        for (int m = 0; m < nm; m++) known |= strcmp(mds[m]->name, model) == 0;
        if (!known)
            return sg_fail(SG_E_FORMAT, "%s: results[%zu]: model '%s' is not a model of this scangate", file, i, model);
        if (!sg_backend_name_ok(backend))
            return sg_fail(SG_E_FORMAT,
                           "%s: results[%zu]: backend '%s' is not a backend name (a kind of lower-case letters, a dot, "
                           "then letters, digits, _ or .; under %d bytes)",
                           file, i, backend, SG_NAME_MAX);
        sg_status st = tr ? check_row(file, i, o, backend, tr) : SG_OK;
        if (st) return st;
        if (strcmp(status, "unavailable") == 0) continue;
        if (tr && (st = check_admission(file, i, o, backend, status, verdict, tr))) return st;
        if (l->n == l->cap) {
            l->cap = l->cap ? 2 * l->cap : 64;
            sg_dispatch_obs *g = realloc(l->obs, (size_t)l->cap * sizeof *l->obs);
            if (!g) return sg_fail(SG_E_INTERNAL, "out of memory");
            l->obs = g;
        }
        /* timed means: verdict PASS on the shape and not quarantined (bench refuses the rest) */
        const int pass = strcmp(status, "timed") == 0 && verdict && strcmp(verdict, "PASS") == 0 &&
                         !json_is_true(json_object_get(o, "quarantined"));
        l->obs[l->n++] = (sg_dispatch_obs){model, {json_integer_value(B), json_integer_value(L), json_integer_value(D)},
                                           backend, pass, json_is_number(med) ? json_number_value(med) : (double)NAN};
    }
    return SG_OK;
}

/* The table from the observations, t->sources kept. */
static sg_status build_keeping_sources(const obs_list *l, sg_dispatch_table *t) {
    char sources[sizeof t->sources];
    memcpy(sources, t->sources, sizeof sources);
    const sg_status st = sg_dispatch_build(l->obs, l->n, t);
    memcpy(t->sources, sources, sizeof sources);
    return st;
}

sg_status sg_dispatch_from_files(const char *const *files, int nfiles, const sg_dispatch_trust *trust,
                                 sg_dispatch_table *t) {
    memset(t, 0, sizeof *t);
    json_t **docs = sg_xcalloc((size_t)(nfiles > 0 ? nfiles : 1), sizeof *docs);
    obs_list l = {NULL, 0, 0};
    sg_status st = SG_OK;
    size_t w = 0;
    for (int f = 0; f < nfiles && !st; f++) {
        json_error_t err;
        docs[f] = json_load_file(files[f], 0, &err);
        if (!docs[f]) {
            st = sg_fail(err.line > 0 ? SG_E_FORMAT : SG_E_IO, "%s:%d: %s", files[f], err.line, err.text);
            break;
        }
        if ((st = add_doc(docs[f], files[f], trust, &l))) break;
        if (w < sizeof t->sources) w += (size_t)snprintf(t->sources + w, sizeof t->sources - w, "%s%s", f ? " " : "", files[f]);
    }
    if (!st) st = build_keeping_sources(&l, t);
    free(l.obs);
    for (int f = 0; f < nfiles; f++) json_decref(docs[f]);
    free(docs);
    return st;
}

sg_status sg_dispatch_from_text(const char *text, size_t len, const char *where, sg_dispatch_table *t) {
    memset(t, 0, sizeof *t);
    json_error_t err;
    json_t *doc = json_loadb(text, len, 0, &err);
    if (!doc) return sg_fail(SG_E_FORMAT, "%s:%d: %s", where, err.line, err.text);
    obs_list l = {NULL, 0, 0};
    snprintf(t->sources, sizeof t->sources, "%s", where);
    sg_status st = add_doc(doc, where, NULL, &l);
    if (!st) st = build_keeping_sources(&l, t);
    free(l.obs);
    json_decref(doc);
    return st;
}

/* ---- writing ----------------------------------------------------------------- */
typedef struct {
    const sg_dispatch_table *t;
    const char *command, *commit;
} wctx;

static sg_status emit_json(FILE *f, void *ctx) {
    const wctx *c = ctx;
    json_t *j = json_object(), *pv = json_object(), *rs = json_array();
    json_object_set_new(j, "format", json_string("scangate dispatch v1"));
    char *cmd = sg_text_escape(c->command);
    json_object_set_new(pv, "command", json_string(cmd));
    free(cmd);
    json_object_set_new(pv, "commit", json_string(c->commit));
    json_object_set_new(pv, "sources", json_string(c->t->sources));
    json_object_set_new(j, "provenance", pv);
    for (int i = 0; i < c->t->n; i++) {
        const sg_dispatch_region *r = &c->t->r[i];
        json_t *o = json_object();
        json_object_set_new(o, "model", json_string(r->model));
        json_object_set_new(o, "B", json_pack("[I,I]", (json_int_t)r->B[0], (json_int_t)r->B[1]));
        json_object_set_new(o, "L", json_pack("[I,I]", (json_int_t)r->L[0], (json_int_t)r->L[1]));
        json_object_set_new(o, "D", json_pack("[I,I]", (json_int_t)r->D[0], (json_int_t)r->D[1]));
        json_object_set_new(o, "measured_shapes", json_integer(r->npoints));
        json_object_set_new(o, "backend", r->backend[0] ? json_string(r->backend) : json_null());
        json_object_set_new(o, "second", r->second[0] ? json_string(r->second) : json_null());
        json_object_set_new(o, "margin", isfinite(r->margin) ? json_real(r->margin) : json_null());
        json_object_set_new(o, "why", json_string(r->why));
        json_array_append_new(rs, o);
    }
    json_object_set_new(j, "regions", rs);
    const int bad = json_dumpf(j, f, JSON_INDENT(1) | JSON_ENSURE_ASCII) != 0 || fputc('\n', f) == EOF;
    json_decref(j);
    return bad ? sg_fail(SG_E_IO, "cannot write JSON") : SG_OK;
}

/* Outside text for the header's comment: escaped (sg_text_escape: no control
 * character, so no line ends), and no "*" "/" closes the comment early. */
static char *comment_text(const char *s) {
    char *e = sg_text_escape(s);
    for (char *p = e; *p; p++)
        if (p[0] == '*' && p[1] == '/') p[1] = '|';
    return e;
}

/* A region's row of sg_dispatch_entries: every name a C string literal
 * (sg_c_string), an empty one NULL. */
void sg_dispatch_header_row(sg_text *t, const sg_dispatch_region *r) {
    sg_text_printf(t, "    {");
    sg_c_string(t, r->model);
    sg_text_printf(t, ", %lld, %lld, %lld, %lld, %lld, %lld, ", (long long)r->B[0], (long long)r->B[1],
                   (long long)r->L[0], (long long)r->L[1], (long long)r->D[0], (long long)r->D[1]);
    if (r->backend[0]) sg_c_string(t, r->backend);
    else sg_text_printf(t, "NULL");
    sg_text_printf(t, ", ");
    if (r->second[0]) sg_c_string(t, r->second);
    else sg_text_printf(t, "NULL");
    sg_text_printf(t, ", %.6g},\n", isfinite(r->margin) ? r->margin : -1.0);
}

static sg_status emit_header(FILE *f, void *ctx) {
    const wctx *c = ctx;
    char *cmd = comment_text(c->command), *commit = comment_text(c->commit);
    fprintf(f,
            "/* sg_dispatch_table.h - generated by `%s` (scangate commit %s); do not edit.\n"
            " * For each model, shape regions (inclusive B, L, D ranges, each holding the shapes measured there)\n"
            " * mapped to the fastest backend that PASSes its gates at every measured shape of the region, with\n"
            " * the margin to the second. A region where nothing passes has backend NULL. sg_dispatch_lookup\n"
            " * returns NULL (refused) outside every region and where nothing passes: there is no default. */\n"
            "#ifndef SG_DISPATCH_TABLE_H\n#define SG_DISPATCH_TABLE_H\n\n#include <stddef.h>\n#include <stdint.h>\n"
            "#include <string.h>\n\n"
            "typedef struct {\n    const char *model;\n    int64_t B_min, B_max, L_min, L_max, D_min, D_max;\n"
            "    const char *backend; /* NULL: nothing passes here (refused) */\n"
            "    const char *second;  /* NULL: no second passing backend */\n"
            "    double margin;       /* (t_second - t_best) / t_best, smallest over the region; -1: no second */\n"
            "} sg_dispatch_entry;\n\n",
            cmd, commit);
    free(cmd);
    free(commit);
    fprintf(f, "static const sg_dispatch_entry sg_dispatch_entries[] = {\n");
    for (int i = 0; i < c->t->n; i++) {
        sg_text row = {0};
        sg_dispatch_header_row(&row, &c->t->r[i]);
        fputs(row.p, f);
        sg_text_free(&row);
    }
    if (c->t->n == 0) fprintf(f, "    {NULL, 0, 0, 0, 0, 0, 0, NULL, NULL, -1},\n");
    fprintf(f, "};\n\n"
               "/* The backend for (model, B, L, D), or NULL: refused. */\n"
               "static inline const char *sg_dispatch_lookup(const char *model, int64_t B, int64_t L, int64_t D) {\n"
               "    for (size_t i = 0; i < sizeof sg_dispatch_entries / sizeof sg_dispatch_entries[0]; i++) {\n"
               "        const sg_dispatch_entry *e = &sg_dispatch_entries[i];\n"
               "        if (e->model && strcmp(e->model, model) == 0 && B >= e->B_min && B <= e->B_max && L >= e->L_min &&\n"
               "            L <= e->L_max && D >= e->D_min && D <= e->D_max)\n"
               "            return e->backend;\n"
               "    }\n"
               "    return NULL;\n"
               "}\n\n#endif\n");
    return ferror(f) ? sg_fail(SG_E_IO, "cannot write the header") : SG_OK;
}

sg_status sg_dispatch_write(const char *dir, const sg_dispatch_table *t, const char *command, const char *commit) {
    sg_status st = sg_mkdirs(dir);
    if (st) return st;
    const wctx c = {t, command, commit};
    char path[4096];
    snprintf(path, sizeof path, "%s/dispatch.json", dir);
    if ((st = sg_write_atomic(path, emit_json, (void *)&c))) return st;
    snprintf(path, sizeof path, "%s/sg_dispatch_table.h", dir);
    return sg_write_atomic(path, emit_header, (void *)&c);
}
