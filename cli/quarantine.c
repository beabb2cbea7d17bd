/* quarantine.c - `scangate quarantine --from REPORT.json --why TEXT`: the
 * EXPECTED_STATUS.md rows that would quarantine the FAILs of a report, to
 * review and paste (never written into a file by this command): one
 * QUARANTINED row per failing backend x case the report's run did not find
 * quarantined already, its reason the failing gates (the worst by value over
 * FAIL limit first) after --why, its evidence the report's Markdown twin.
 * Text from the report (names) goes into the rows as Markdown cells
 * (sg_md_cell), never raw. */
#include "sg_cli.h"

#include <jansson.h>
#include <math.h>
#include <string.h>

typedef struct {
    const char *from, *why, *evidence;
    const char *backends[SG_MAX_BACKENDS];
    int nb, include_quarantined;
} quarantine_args;

/* Whether s can stand in an EXPECTED_STATUS.md cell as it is: plain UTF-8 text
 * (no control character) without '|', which the file's rows split on. */
static int cell_ok(const char *s) { return s && s[0] && sg_text_plain(s) && !strchr(s, '|'); }

static void quarantine_usage(FILE *f) {
    fprintf(f, "usage: scangate quarantine --from REPORT.json --why TEXT [--backend NAME]... [--evidence PATH]\n"
               "                           [--include-quarantined]\n");
}

static int parse_args(int argc, char **argv, quarantine_args *a, char *msg, size_t cap) {
    memset(a, 0, sizeof *a);
    msg[0] = 0;
    for (int i = 1; i < argc; i++) {
        const char *k = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(k, "--help") == 0 || strcmp(k, "-h") == 0) return -1;
        if (strcmp(k, "--include-quarantined") == 0) {
            a->include_quarantined = 1;
            continue;
        }
        const char **dst = strcmp(k, "--from") == 0 ? &a->from : strcmp(k, "--why") == 0 ? &a->why
                           : strcmp(k, "--evidence") == 0 ? &a->evidence : NULL;
        if (!dst && strcmp(k, "--backend") != 0) return snprintf(msg, cap, "unknown option '%.200s'", k), SG_E_USAGE;
        if (!v) return snprintf(msg, cap, "option %s needs a value", k), SG_E_USAGE;
        i++;
        if (dst) *dst = v;
        else if (a->nb < SG_MAX_BACKENDS) a->backends[a->nb++] = v;
    }
    if (!a->from) return snprintf(msg, cap, "quarantine needs --from REPORT.json (a report `run` or `judge` wrote)"), SG_E_USAGE;
    if (!a->why || !a->why[0])
        return snprintf(msg, cap, "quarantine needs --why TEXT: the cause, in words, that starts each row's reason"),
               SG_E_USAGE;
    if (!cell_ok(a->why)) return snprintf(msg, cap, "--why: text without '|' or control characters (a table cell)"), SG_E_USAGE;
    if (a->evidence && !cell_ok(a->evidence))
        return snprintf(msg, cap, "--evidence: a path without '|' or control characters (a table cell)"), SG_E_USAGE;
    return 0;
}

static const char *str_or(json_t *v, const char *dflt) { return json_is_string(v) ? json_string_value(v) : dflt; }

/* The model whose quantities are those of result r (NULL: none). */
static const sg_model_desc *model_of(json_t *quantities) {
    int nm;
    const sg_model_desc *const *mds = sg_models(&nm);
    for (int m = 0; m < nm; m++) {
        int all = (int)json_object_size(quantities) == mds[m]->nq;
        for (int i = 0; i < mds[m]->nq && all; i++) all = json_object_get(quantities, mds[m]->quantities[i].name) != NULL;
        if (all) return mds[m];
    }
    return NULL;
}

/* Whether m names a metric of this scangate (a key of the report that goes into a row). */
static int known_metric(const char *m) {
    for (int k = 0; k < SG_M_COUNT; k++)
        if (strcmp(sg_metric_name((sg_metric)k), m) == 0) return 1;
    return 0;
}

/* The FAIL limit recorded in the report for model.quantity.metric (NaN: none). */
static double fail_limit(json_t *limits, const sg_model_desc *md, const char *q, const char *m) {
    char key[256];
    snprintf(key, sizeof key, "%s.%s.%s", md ? md->name : "?", q, m);
    json_t *row = json_object_get(limits, key);
    json_t *v = json_is_array(row) && json_array_size(row) >= 2 ? json_array_get(row, 1) : NULL;
    return json_is_number(v) ? json_number_value(v) : (double)NAN;
}

typedef struct {
    double ratio, value, limit;
    const char *q, *m;
} gate;


/* One row for result r on stdout: 1 when written. */
static int row(json_t *r, json_t *limits, const char *set, const quarantine_args *a, const char *evidence) {
    json_t *qs = json_object_get(r, "quantities");
    const sg_model_desc *md = model_of(qs);
    if (!md) { /* its quantities are no model's: the report was not written by run or judge */
        char eb[600];
        fprintf(stderr, "quarantine: no row for %s: its quantities are not those of a model\n",
                sg_shown(eb, sizeof eb, str_or(json_object_get(r, "backend"), "?")));
        return 0;
    }
    gate g[256];
    int n = 0;
    const char *qn;
    json_t *qv;
    json_object_foreach(qs, qn, qv) {
        const char *mn;
        json_t *mv;
        json_object_foreach(json_object_get(qv, "metrics"), mn, mv) {
            const char *verdict = json_string_value(json_object_get(mv, "verdict"));
            if (!verdict || strcmp(verdict, "FAIL") != 0 || n == 256 || !known_metric(mn)) continue;
            json_t *val = json_object_get(mv, "value");
            const double v = json_is_number(val) ? json_number_value(val) : (double)INFINITY;
            const double lim = fail_limit(limits, md, qn, mn);
            g[n++] = (gate){lim > 0 ? v / lim : (double)INFINITY, v, lim, qn, mn};
        }
    }
    if (!n) return 0;
    const char *backend = str_or(json_object_get(r, "backend"), NULL), *cname = str_or(json_object_get(r, "case"), NULL);
    if (!cell_ok(backend) || !cell_ok(cname) || !cell_ok(set)) {
        char eb[600], ec[600];
        fprintf(stderr, "quarantine: no row for %s on %s: a name an EXPECTED_STATUS.md row cannot hold ('|' or a control "
                        "character); rename it\n",
                sg_shown(eb, sizeof eb, backend ? backend : "?"), sg_shown(ec, sizeof ec, cname ? cname : "?"));
        return 0;
    }
    /* the worst first: the largest value over its FAIL limit (NaN last) */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && (g[j].ratio > g[j - 1].ratio || (isnan(g[j - 1].ratio) && !isnan(g[j].ratio))); j--) {
            const gate t = g[j];
            g[j] = g[j - 1];
            g[j - 1] = t;
        }
    char qlist[512] = "";
    size_t k = 0;
    for (int i = 0; i < n; i++) {
        int seen = 0;
        for (int j = 0; j < i; j++) seen |= strcmp(g[j].q, g[i].q) == 0;
        if (!seen && k < sizeof qlist) k += (size_t)snprintf(qlist + k, sizeof qlist - k, "%s%s", k ? ", " : "", g[i].q);
    }
    char lim[64] = "";
    if (!isnan(g[0].limit)) snprintf(lim, sizeof lim, " > %.4g", g[0].limit);
    /* every cell checked by cell_ok (the names here, --why and the evidence by parse_args and the caller); the
     * quantity and metric names are the report's keys of the model's own */
    printf("| %s | %s | %s | QUARANTINED | %s: %d gate%s FAIL (%s); worst %s.%s = %.4g%s | %s |\n", backend, set, cname,
           a->why, n, n == 1 ? "" : "s", qlist, g[0].q, g[0].m, g[0].value, lim, evidence);
    return 1;
}

int sg_cmd_quarantine(sg_cli_opts *o) {
    quarantine_args a;
    char msg[512];
    const int pst = parse_args(o->own_argc, o->own_argv, &a, msg, sizeof msg);
    if (pst) return sg_cli_parse_ended(pst, "scangate quarantine", msg, quarantine_usage);
    json_error_t err;
    json_t *rep = json_load_file(a.from, 0, &err);
    char ef[1200];
    if (!rep) {
        FILE *f = fopen(a.from, "rb");
        const int exists = f != NULL;
        if (f) fclose(f);
        fprintf(stderr, "scangate quarantine: error [%s]: %s: %s\n", sg_status_name(exists ? SG_E_FORMAT : SG_E_IO),
                sg_shown(ef, sizeof ef, a.from), exists ? err.text : "cannot be read");
        return exists ? SG_E_FORMAT : SG_E_IO;
    }
    json_t *results = json_object_get(rep, "results"), *limits = json_object_get(rep, "thresholds_limits");
    const char *set = json_string_value(json_object_get(rep, "set"));
    if (!json_is_array(results) || !set) {
        fprintf(stderr, "scangate quarantine: error [%s]: %s: no results and set: not a report of `run` or `judge`\n",
                sg_status_name(SG_E_FORMAT), sg_shown(ef, sizeof ef, a.from));
        json_decref(rep);
        return SG_E_FORMAT;
    }
    /* the evidence: --evidence, else the report's Markdown twin beside it */
    char evidence[4200];
    if (a.evidence) snprintf(evidence, sizeof evidence, "%s", a.evidence);
    else {
        snprintf(evidence, sizeof evidence, "%s", a.from);
        const size_t L = strlen(evidence);
        if (L > 5 && strcmp(evidence + L - 5, ".json") == 0) snprintf(evidence + L - 5, sizeof evidence - (L - 5), ".md");
    }
    if (!cell_ok(evidence)) {
        fprintf(stderr, "scangate quarantine: error [%s]: the evidence path %s holds '|' or a control character: name "
                        "one with --evidence\n", sg_status_name(SG_E_USAGE), sg_shown(ef, sizeof ef, evidence));
        json_decref(rep);
        return SG_E_USAGE;
    }
    int rows = 0, already = 0;
    size_t i;
    json_t *r;
    json_array_foreach(results, i, r) {
        const char *verdict = json_string_value(json_object_get(r, "verdict"));
        const char *outcome = json_string_value(json_object_get(r, "outcome"));
        const char *backend = json_string_value(json_object_get(r, "backend"));
        if (!verdict || strcmp(verdict, "FAIL") != 0 || !backend) continue;
        int want = a.nb == 0;
        for (int k = 0; k < a.nb; k++) want |= strcmp(a.backends[k], backend) == 0;
        if (!want) continue;
        if (outcome && strcmp(outcome, "QUARANTINED") == 0 && !a.include_quarantined) {
            already++;
            continue;
        }
        rows += row(r, limits, set, &a, evidence);
    }
    fprintf(stderr, "quarantine: %d row%s for EXPECTED_STATUS.md (review them, then paste above its last row); %d FAIL%s "
                    "already quarantined%s\n",
            rows, rows == 1 ? "" : "s", already, already == 1 ? "" : "s",
            already && !a.include_quarantined ? " (--include-quarantined rewrites them from this report)" : "");
    json_decref(rep);
    return 0;
}
