/* compare.c - `scangate compare BEFORE AFTER`: what a kernel change did to
 * the verdicts and the metrics of two reports (report.json of `run` or
 * `judge`, or their directories): every backend x case whose verdict
 * changed, then the gates whose value changed most (after / before, the
 * largest growth first), and a summary; exit 1 when AFTER FAILs a gate that
 * BEFORE did not FAIL (a new FAIL), else 0. Text from the reports (names) is
 * shown escaped (sg_shown). */
#include "sg_cli.h"

#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
    const char *before, *after;
    int all; /* --all: every changed gate, not the first COMPARE_TOP */
} compare_args;

#define COMPARE_TOP 20

static void compare_usage(FILE *f) { fprintf(f, "usage: scangate compare BEFORE AFTER [--all]   (report.json or its directory)\n"); }

static int parse_args(int argc, char **argv, compare_args *a, char *msg, size_t cap) {
    memset(a, 0, sizeof *a);
    msg[0] = 0;
    for (int i = 1; i < argc; i++) {
        const char *k = argv[i];
        if (strcmp(k, "--help") == 0 || strcmp(k, "-h") == 0) return -1;
        if (strcmp(k, "--all") == 0) a->all = 1;
        else if (k[0] == '-' && k[1]) return snprintf(msg, cap, "unknown option '%.200s'", k), SG_E_USAGE;
        else if (!a->before) a->before = k;
        else if (!a->after) a->after = k;
        else return snprintf(msg, cap, "compare takes two reports (BEFORE AFTER)"), SG_E_USAGE;
    }
    if (!a->after) return snprintf(msg, cap, "compare needs two reports: BEFORE AFTER"), SG_E_USAGE;
    return 0;
}

/* The report at `path` (a report.json, or a directory holding one), or NULL with the exit code in *rc. */
static json_t *load(const char *path, int *rc) {
    char file[4200], ep[1200];
    struct stat sb;
    if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode)) snprintf(file, sizeof file, "%s/report.json", path);
    else snprintf(file, sizeof file, "%s", path);
    json_error_t err;
    json_t *r = json_load_file(file, 0, &err);
    if (!r) {
        const int exists = stat(file, &sb) == 0;
        *rc = exists ? SG_E_FORMAT : SG_E_IO;
        fprintf(stderr, "scangate compare: error [%s]: %s: %s\n", sg_status_name((sg_status)*rc), sg_shown(ep, sizeof ep, file),
                exists ? err.text : "cannot be read");
        return NULL;
    }
    if (!json_is_array(json_object_get(r, "results"))) {
        *rc = SG_E_FORMAT;
        fprintf(stderr, "scangate compare: error [%s]: %s: no results: not a report of `run` or `judge`\n",
                sg_status_name(SG_E_FORMAT), sg_shown(ep, sizeof ep, file));
        json_decref(r);
        return NULL;
    }
    return r;
}

static const char *str(json_t *o, const char *key) {
    json_t *v = json_object_get(o, key);
    return json_is_string(v) ? json_string_value(v) : "?";
}

/* The result of backend x case in report r (NULL: none). */
static json_t *find(json_t *r, const char *backend, const char *cname) {
    size_t i;
    json_t *x;
    json_array_foreach(json_object_get(r, "results"), i, x) if (strcmp(str(x, "backend"), backend) == 0 &&
                                                                  strcmp(str(x, "case"), cname) == 0) return x;
    return NULL;
}

typedef struct {
    const char *backend, *cname, *q, *m, *vb, *va; /* vb, va: the verdicts */
    double before, after, ratio;
    int new_fail;
} change;

static int by_growth(const void *x, const void *y) {
    const change *a = x, *b = y;
    if (a->new_fail != b->new_fail) return b->new_fail - a->new_fail;
    const double ra = isnan(a->ratio) ? -1 : a->ratio, rb = isnan(b->ratio) ? -1 : b->ratio;
    return ra < rb ? 1 : ra > rb ? -1 : 0;
}

static double num(json_t *m) {
    json_t *v = json_object_get(m, "value");
    if (json_is_number(v)) return json_number_value(v);
    if (json_is_string(v) && strcmp(json_string_value(v), "inf") == 0) return (double)INFINITY;
    return (double)NAN;
}

/* The gates of one backend x case present in both reports, appended to *ch. */
static void gates(json_t *b, json_t *a, change **ch, int *n, int *cap) {
    const char *qn;
    json_t *qa;
    json_object_foreach(json_object_get(a, "quantities"), qn, qa) {
        json_t *qb = json_object_get(json_object_get(b, "quantities"), qn);
        const char *mn;
        json_t *ma;
        json_object_foreach(json_object_get(qa, "metrics"), mn, ma) {
            json_t *mb = json_object_get(json_object_get(qb, "metrics"), mn);
            if (!mb || json_object_get(ma, "measured") == json_false() || json_object_get(mb, "measured") == json_false())
                continue;
            const double vb = num(mb), va = num(ma);
            const char *sb = str(mb, "verdict"), *sa = str(ma, "verdict");
            if (vb == va && strcmp(sb, sa) == 0) continue; /* unchanged (NaN never equals: compared below) */
            if (isnan(vb) && isnan(va) && strcmp(sb, sa) == 0) continue;
            if (*n == *cap) {
                *cap = *cap ? 2 * *cap : 256;
                *ch = realloc(*ch, (size_t)*cap * sizeof **ch);
                if (!*ch) return;
            }
            const double ratio = fabs(vb) > 0 ? fabs(va) / fabs(vb) : (fabs(va) > 0 ? (double)INFINITY : 1.0);
            (*ch)[(*n)++] = (change){str(a, "backend"), str(a, "case"), qn, mn, sb, sa, vb, va, ratio,
                                     strcmp(sa, "FAIL") == 0 && strcmp(sb, "FAIL") != 0};
        }
    }
}

int sg_cmd_compare(sg_cli_opts *o) {
    compare_args a;
    char msg[512];
    const int pst = parse_args(o->own_argc, o->own_argv, &a, msg, sizeof msg);
    if (pst) return sg_cli_parse_ended(pst, "scangate compare", msg, compare_usage);
    int rc = 0;
    json_t *rb = load(a.before, &rc), *ra = rb ? load(a.after, &rc) : NULL;
    if (!rb || !ra) {
        json_decref(rb);
        return rc;
    }
    char e1[600], e2[600], e3[600], e4[600];
    printf("scangate compare: %s (commit %s) -> %s (commit %s)\n", sg_shown(e1, sizeof e1, a.before),
           sg_shown(e2, sizeof e2, str(rb, "commit")), sg_shown(e3, sizeof e3, a.after), sg_shown(e4, sizeof e4, str(ra, "commit")));
    if (strcmp(str(rb, "thresholds_hash"), str(ra, "thresholds_hash")) != 0 ||
        !json_equal(json_object_get(rb, "seed"), json_object_get(ra, "seed")))
        printf("  note: the reports were judged with other thresholds (%.12s, %.12s) or seeds: verdicts may differ for that\n",
               str(rb, "thresholds_hash"), str(ra, "thresholds_hash"));
    /* verdicts, backend x case */
    int changed = 0, to_fail = 0, fixed = 0, same = 0, only_b = 0, only_a = 0;
    change *ch = NULL;
    int nch = 0, cap = 0;
    size_t i;
    json_t *x;
    printf("verdict changes (backend x case):\n");
    json_array_foreach(json_object_get(ra, "results"), i, x) {
        json_t *y = find(rb, str(x, "backend"), str(x, "case"));
        if (!y) {
            only_a++;
            continue;
        }
        gates(y, x, &ch, &nch, &cap);
        const char *vb = str(y, "verdict"), *va = str(x, "verdict");
        if (strcmp(vb, va) == 0) {
            same++;
            continue;
        }
        changed++;
        to_fail += strcmp(va, "FAIL") == 0;
        fixed += strcmp(vb, "FAIL") == 0;
        const char *oc = str(x, "outcome");
        printf("  %s %s: %s -> %s (%s)\n", sg_shown(e1, sizeof e1, str(x, "backend")), sg_shown(e2, sizeof e2, str(x, "case")),
               vb, va, strcmp(oc, "REGRESSION") == 0 ? "expected PASS" : sg_shown(e3, sizeof e3, oc));
    }
    json_array_foreach(json_object_get(rb, "results"), i, x) only_b += !find(ra, str(x, "backend"), str(x, "case"));
    if (!changed) printf("  none\n");
    /* gates, the largest growth first (new FAILs before all) */
    int new_fails = 0;
    if (ch) qsort(ch, (size_t)nch, sizeof *ch, by_growth);
    for (int k = 0; k < nch; k++) new_fails += ch[k].new_fail;
    const int show = a.all || nch < COMPARE_TOP ? nch : COMPARE_TOP;
    printf("gates whose value changed: %d (new FAILs first, then the largest growth after / before; %s):\n", nch,
           show < nch ? "the first 20, --all prints every one" : "every one");
    for (int k = 0; k < show; k++)
        printf("  %-4s %s %s %s.%s: %.4g -> %.4g (x%.3g) %s -> %s\n", ch[k].new_fail ? "NEW" : "", sg_shown(e1, sizeof e1, ch[k].backend),
               sg_shown(e2, sizeof e2, ch[k].cname), sg_shown(e3, sizeof e3, ch[k].q), sg_shown(e4, sizeof e4, ch[k].m),
               ch[k].before, ch[k].after, ch[k].ratio, ch[k].vb, ch[k].va);
    printf("summary: %d backend x case compared (%d unchanged verdicts, %d to FAIL, %d from FAIL; %d only before, %d only "
           "after); %d gates changed, %d new FAIL%s\n",
           same + changed, same, to_fail, fixed, only_b, only_a, nch, new_fails, new_fails == 1 ? "" : "s");
    free(ch);
    json_decref(rb);
    json_decref(ra);
    return new_fails ? SG_E_GATE : 0;
}
