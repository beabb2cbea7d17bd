/* report.c - verdict reports: a table on the terminal (ending with the
 * "N passed, N failed" line), JSON for machines and Markdown for people.
 * Files are written atomically, the three of a run as one set (a temporary
 * directory beside them, fsync, renames). Every report carries the command,
 * the seed, the date, the commit, the oracle precision, the thresholds' hash
 * and whether the oracle cache was used. Text from outside (paths, the command
 * line, names) is written escaped where it is not plain UTF-8. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* flock */
#include "sg_gates.h"
#include "sg_version.h"
#include "sg_build_commit.h" /* SG_BUILD_COMMIT: generated at build time (cmake/sg_commit.cmake) */

#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>


void sg_report_commit(char *buf, size_t n) {
    const char *env = getenv("SG_GIT_COMMIT");
    snprintf(buf, n, "%s", env && *env ? env : SG_BUILD_COMMIT);
}

/* Rows of one model share a quantity list; a table header is printed when it changes. */
static int same_quantities(const sg_case_result *a, const sg_case_result *b) {
    if (a->nq != b->nq) return 0;
    for (int k = 0; k < a->nq; k++)
        if (strcmp(a->q[k].quantity, b->q[k].quantity) != 0) return 0;
    return 1;
}

static void count(const sg_report *r, int *pass, int *marg, int *fail) {
    *pass = *marg = *fail = 0;
    for (int i = 0; i < r->n; i++) {
        if (r->results[i].worst == SG_FAIL) (*fail)++;
        else if (r->results[i].worst == SG_MARGINAL) (*marg)++;
        else (*pass)++;
    }
}

/* Outcomes against the expected status: good = PASS or QUARANTINED (as expected). */
static void count_outcomes(const sg_report *r, int n[SG_OUTCOME_COUNT]) {
    for (int k = 0; k < SG_OUTCOME_COUNT; k++) n[k] = 0;
    for (int i = 0; i < r->n; i++) n[r->results[i].outcome]++;
}

static const char *verdict_cell(const sg_case_result *c, char *buf, size_t n) {
    if (c->outcome == SG_OUTCOME_PASS) snprintf(buf, n, "%s", sg_verdict_name(c->worst));
    else snprintf(buf, n, "%s (%s)", sg_verdict_name(c->worst), sg_outcome_name(c->outcome));
    return buf;
}

/* The same on the terminal, where a FAIL that the expected-status file says
 * should PASS reads as what it is, not as a "regression" from a recorded pass. */
static const char *verdict_shown(const sg_case_result *c, char *buf, size_t n) {
    if (c->outcome == SG_OUTCOME_REGRESSION) snprintf(buf, n, "%s (expected PASS)", sg_verdict_name(c->worst));
    else verdict_cell(c, buf, n);
    return buf;
}

static void where_at(int64_t b, int64_t t, int64_t d, char *buf, size_t n) {
    if (t >= 0) snprintf(buf, n, "(b=%lld,t=%lld,d=%lld)", (long long)b, (long long)t + 1, (long long)d);
    else if (b >= 0) snprintf(buf, n, "(b=%lld,d=%lld)", (long long)b, (long long)d);
    else snprintf(buf, n, "(d=%lld)", (long long)d);
}

static void where_str(const sg_qresult *q, char *buf, size_t n) { where_at(q->wb, q->wt, q->wd, buf, n); }

/* `s` escaped (sg_text_escape) into buf, cut at a character boundary. */
static const char *esc(char *buf, size_t cap, const char *s) {
    char *e = sg_text_escape(s);
    size_t n = strlen(e);
    if (n >= cap) {
        n = cap - 1;
        while (n > 0 && ((unsigned char)e[n] & 0xc0u) == 0x80u) n--; /* not inside a UTF-8 sequence */
    }
    memcpy(buf, e, n);
    buf[n] = 0;
    free(e);
    return buf;
}

/* A scalar against what FP32 delivers (sg_scalar_fp32): the backend's value
 * beside the oracle's, the canonical path's and the floor. */
static void print_scalar(FILE *f, const sg_qresult *q, const char *indent) {
    const sg_scalar_fp32 *s = &q->scalar;
    const double ae = fabs(s->e);
    fprintf(f, "%sq=%a e=%a S=%a; canonical f32 %a (relative error %.3e), floor %.3e (%.3e of |e|); FAILs beyond "
               "%.3e relative; %s\n",
            indent, q->m.worst_model_q, s->e, s->S, s->canon, s->canon_rel, s->floor, ae > 0 ? s->floor / ae : (double)INFINITY,
            s->fail_rel, sg_scalar_state_name(s->state));
}

/* The scalars too ill-conditioned for FP32 (state ILL), once per case and
 * quantity (the state is the case's: the oracle and the canonical path). */
static void print_ill(const sg_report *r, FILE *f) {
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        for (int k = 0; k < c->nq; k++) {
            const sg_qresult *q = &c->q[k];
            if (q->scalar.state != SG_SCALAR_ILL) continue;
            int seen = 0;
            for (int j = 0; j < i && !seen; j++)
                seen = strcmp(r->results[j].case_name, c->case_name) == 0 && k < r->results[j].nq &&
                       r->results[j].q[k].scalar.state != SG_SCALAR_NONE;
            if (seen) continue;
            char ec[400], eq[300];
            fprintf(f, "  ILL-CONDITIONED %s.%s: FP32 cannot be held to %g of |e| here (canonical f32 relative error "
                       "%.3e, floor %.3e of |e|); scalar_ratio FAILs only beyond %.3e relative\n",
                    esc(ec, sizeof ec, c->case_name), esc(eq, sizeof eq, q->quantity), SG_SCALAR_ILL_REL,
                    q->scalar.canon_rel, fabs(q->scalar.e) > 0 ? q->scalar.floor / fabs(q->scalar.e) : (double)INFINITY,
                    q->scalar.fail_rel);
        }
    }
}

/* Whether the canonical FP32 path FAILs every gate result c FAILs, by the
 * canonical values the result carries (an oracle metric each; a gate
 * measured against the canonical path, such as vs_canonical or err_ratio,
 * has none: then no). The count of those gates in *n. */
static int canonical_fails_too(const sg_report *r, const sg_case_result *c, int *n) {
    *n = 0;
    if (!r->th || !c->model[0] || strcmp(c->backend, "cpu.canonical_f32") == 0) return 0; /* not of itself */
    for (int k = 0; k < c->nq; k++) {
        const sg_qresult *q = &c->q[k];
        for (int m = 0; m < SG_M_COUNT; m++) {
            if (q->verdict[m] != SG_FAIL) continue;
            (*n)++;
            if (!q->have_canon || sg_metric_info((sg_metric)m)->needs != SG_NEEDS_ORACLE) return 0;
            const sg_threshold *t = sg_thresholds_find(r->th, c->model, q->quantity, sg_metric_name((sg_metric)m));
            if (!t || sg_judge_value(q->canon[m], t) != SG_FAIL) return 0;
        }
    }
    return *n > 0;
}

/* Every non-PASS metric with its details, grouped by quantity: its metrics'
 * lines, then once where its elements are (Markdown: all; terminal: all but
 * those of quarantined backend x case, whose one QUARANTINED line names the
 * reason and the evidence, counted at the end). */
static void print_details(const sg_report *r, FILE *f, int terminal) {
    int skipped = 0;
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        if (c->worst == SG_PASS) continue;
        if (terminal && !r->verbose && c->outcome == SG_OUTCOME_QUARANTINED) {
            skipped++;
            continue;
        }
        for (int k = 0; k < c->nq; k++) { /* per quantity: its non-PASS metrics, then where once */
            const sg_qresult *q = &c->q[k];
            int where = 0;
            for (int m = 0; m < SG_M_COUNT; m++) {
                if (q->verdict[m] == SG_PASS) continue;
                char canon[64] = "", eb[300], ec[400], eq[300];
                const int from_oracle = sg_metric_info((sg_metric)m)->needs == SG_NEEDS_ORACLE;
                if (q->have_canon && from_oracle) snprintf(canon, sizeof canon, " [canonical f32: %.3e]", q->canon[m]);
                fprintf(f, "  %s %s %s %s.%s = %.3e%s\n", sg_verdict_name(q->verdict[m]), esc(eb, sizeof eb, c->backend),
                        esc(ec, sizeof ec, c->case_name), esc(eq, sizeof eq, q->quantity), sg_metric_name((sg_metric)m),
                        q->m.v[m], canon);
                if (m == SG_M_SCALAR_RATIO && q->scalar.state != SG_SCALAR_NONE) print_scalar(f, q, "      ");
                where |= from_oracle;
            }
            if (!where) continue;
            char w[96];
            where_at(q->mb, q->mt, q->md, w, sizeof w);
            char ft[48] = "";
            if (q->first_t >= 0) snprintf(ft, sizeof ft, ", first at t=%lld", (long long)q->first_t + 1);
            fprintf(f, "      %lld of %lld elements over the model_ulp limit (%.3g%%)%s; %lld not correctly rounded\n",
                    (long long)q->n_over, (long long)q->m.n, q->m.n ? 100.0 * (double)q->n_over / (double)q->m.n : 0.0, ft,
                    (long long)q->m.n_bad);
            char hint[700];
            if (sg_structure_hint(&q->structure, hint, sizeof hint)) fprintf(f, "      hint: %s\n", hint);
            char ei[900];
            fprintf(f, "      worst (model_ulp %.3g) at %s: q=%.9g (%a) e=%.9g (%a) S=%.4g%s%s\n", q->m.v[SG_M_MODEL_ULP], w,
                    q->m.worst_model_q, q->m.worst_model_q, q->m.worst_model_e, q->m.worst_model_e, q->m.worst_model_s,
                    q->inputs[0] ? "; inputs " : "", esc(ei, sizeof ei, q->inputs));
        }
        int nf;
        if (terminal && c->worst == SG_FAIL && canonical_fails_too(r, c, &nf)) {
            char eb[300], ec[400];
            fprintf(f, "  same error as cpu.canonical_f32: it FAILs %s %d gate%s on %s too (its values in brackets): the "
                       "FP32 order's own error, not %s's alone\n",
                    nf == 1 ? "this" : "each of these", nf, nf == 1 ? "" : "s", esc(ec, sizeof ec, c->case_name),
                    esc(eb, sizeof eb, c->backend));
        }
    }
    if (skipped)
        fprintf(f, "  (the gate details of %d quarantined backend x case are in report.md; --verbose prints them)\n", skipped);
}

/* "rglru-1, samu-1": each model's equations identifier. */
static void versions_line(char *buf, size_t n) {
    int nm;
    const sg_model_desc *const *mds = sg_models(&nm);
    size_t k = 0;
    buf[0] = 0;
    for (int m = 0; m < nm && k < n; m++) {
        const int w = snprintf(buf + k, n - k, "%s%s", m ? ", " : "", mds[m]->equations);
        if (w < 0) break;
        k += (size_t)w;
    }
}

void sg_report_print(const sg_report *r, FILE *f) {
    char date[32], commit[128];
    sg_utc_now(date, sizeof date);
    sg_report_commit(commit, sizeof commit);
    char eqs[256] = "", es[200], et[1200];
    versions_line(eqs, sizeof eqs);
    fprintf(f, "scangate %s (plugin ABI %d; equations %s): set=%s seed=%llu oracle=%ld bits thresholds=%s (%.12s) commit=%s date=%s\n",
            SG_VERSION, SG_PLUGIN_ABI, eqs, sg_shown(es, sizeof es, r->set), (unsigned long long)r->seed,
            r->oracle_prec, sg_shown(et, sizeof et, r->thresholds_path), r->thresholds_hash, commit, date);
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        if (i == 0 || !same_quantities(c, &r->results[i - 1])) {
            fprintf(f, "%-28s %-24s", "backend", "case");
            for (int k = 0; k < c->nq; k++) fprintf(f, " %-8s", sg_shown(es, sizeof es, c->q[k].quantity));
            fprintf(f, " verdict\n");
        }
        char eb[300], ec[400]; /* outside text as the terminal is given it */
        fprintf(f, "%-28s %-24s", sg_shown(eb, sizeof eb, c->backend), sg_shown(ec, sizeof ec, c->case_name));
        for (int k = 0; k < c->nq; k++) fprintf(f, " %-8s", sg_verdict_name(c->q[k].worst));
        char vb[64];
        fprintf(f, " %s\n", verdict_shown(c, vb, sizeof vb));
    }
    print_details(r, f, 1);
    print_ill(r, f);
    int p, mg, fl, oc[SG_OUTCOME_COUNT];
    count(r, &p, &mg, &fl);
    count_outcomes(r, oc);
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        if (c->outcome == SG_OUTCOME_PASS) continue;
        char eb[300], ec[400], ep[1200];
        if (c->outcome == SG_OUTCOME_QUARANTINED && !r->verbose) { /* one line per backend: its cases */
            int first = 1, k = 0;
            for (int j = 0; j < i && first; j++)
                first = !(r->results[j].outcome == SG_OUTCOME_QUARANTINED && strcmp(r->results[j].backend, c->backend) == 0);
            if (!first) continue;
            for (int j = i; j < r->n; j++)
                k += r->results[j].outcome == SG_OUTCOME_QUARANTINED && strcmp(r->results[j].backend, c->backend) == 0;
            fprintf(f, "  QUARANTINED (expected FAIL): %s on %d case%s:", sg_shown(eb, sizeof eb, c->backend), k,
                    k == 1 ? "" : "s");
            int shown = 0;
            for (int j = i; j < r->n; j++)
                if (r->results[j].outcome == SG_OUTCOME_QUARANTINED && strcmp(r->results[j].backend, c->backend) == 0 &&
                    shown++ < 8)
                    fprintf(f, "%s %s", shown > 1 ? "," : "", sg_shown(ec, sizeof ec, r->results[j].case_name));
            if (shown > 8) fprintf(f, ", ... (%d more)", shown - 8);
            int lo = 0, hi = 0; /* the rows' lines */
            for (int j = i; j < r->n; j++) {
                const sg_case_result *x = &r->results[j];
                if (x->outcome != SG_OUTCOME_QUARANTINED || strcmp(x->backend, c->backend) != 0 || !x->expect) continue;
                if (!lo || x->expect->line < lo) lo = x->expect->line;
                if (x->expect->line > hi) hi = x->expect->line;
            }
            if (lo == hi) fprintf(f, " (the reason: %s:%d; evidence in report.md)\n",
                                  sg_shown(ep, sizeof ep, r->expected_path ? r->expected_path : "expected status"), lo);
            else fprintf(f, " (the reasons: %s lines %d to %d; evidence in report.md)\n",
                         sg_shown(ep, sizeof ep, r->expected_path ? r->expected_path : "expected status"), lo, hi);
            continue;
        }
        if (c->outcome == SG_OUTCOME_AS_CANONICAL && c->expect)
            fprintf(f, "  AS-CANONICAL: %s on %s fails only where and as the canonical FP32 order fails by construction "
                       "(%s:%d, the canonical order's row: %s; evidence %s)\n",
                    sg_shown(eb, sizeof eb, c->backend), sg_shown(ec, sizeof ec, c->case_name),
                    sg_shown(ep, sizeof ep, r->expected_path ? r->expected_path : "expected status"), c->expect->line,
                    c->expect->reason, c->expect->evidence[0] ? c->expect->evidence : "-");
        else if (c->expect)
            fprintf(f, "  %s: %s on %s (%s:%d: %s; evidence %s)\n",
                    c->outcome == SG_OUTCOME_REGRESSION ? "FAIL (expected PASS)" : sg_outcome_name(c->outcome),
                    sg_shown(eb, sizeof eb, c->backend), sg_shown(ec, sizeof ec, c->case_name),
                    sg_shown(ep, sizeof ep, r->expected_path ? r->expected_path : "expected status"), c->expect->line,
                    c->expect->kind == SG_EXPECT_QUARANTINED ? c->expect->reason : "expected PASS",
                    c->expect->evidence[0] ? c->expect->evidence : "-");
        else
            fprintf(f, "  UNLISTED: %s on %s has no row in the expected-status file\n", sg_shown(eb, sizeof eb, c->backend),
                    sg_shown(ec, sizeof ec, c->case_name));
    }
    fprintf(f, "verdicts: %d PASS, %d MARGINAL, %d FAIL (backend x case)\n", p, mg, fl);
    /* the closing line: what was expected, and what was not (each kind named) */
    const int unexpected = oc[SG_OUTCOME_REGRESSION] + oc[SG_OUTCOME_UNEXPECTED_PASS] + oc[SG_OUTCOME_UNLISTED] +
                           oc[SG_OUTCOME_AS_CANONICAL];
    fprintf(f, "%d as expected (%d PASS, %d quarantined FAIL), %d unexpected", oc[SG_OUTCOME_PASS] + oc[SG_OUTCOME_QUARANTINED],
            oc[SG_OUTCOME_PASS], oc[SG_OUTCOME_QUARANTINED], unexpected);
    if (unexpected) {
        const char *sep = " (";
        if (oc[SG_OUTCOME_REGRESSION]) fprintf(f, "%s%d FAIL where PASS is expected", sep, oc[SG_OUTCOME_REGRESSION]), sep = ", ";
        if (oc[SG_OUTCOME_UNEXPECTED_PASS]) fprintf(f, "%s%d quarantined but passing", sep, oc[SG_OUTCOME_UNEXPECTED_PASS]), sep = ", ";
        if (oc[SG_OUTCOME_UNLISTED]) fprintf(f, "%s%d with no expected status", sep, oc[SG_OUTCOME_UNLISTED]), sep = ", ";
        if (oc[SG_OUTCOME_AS_CANONICAL])
            fprintf(f, "%s%d as wrong as the canonical FP32 order where it fails by construction", sep,
                    oc[SG_OUTCOME_AS_CANONICAL]);
        fprintf(f, ")");
    }
    fprintf(f, "\n");
}

static json_t *jnum(double v) {
    if (isnan(v)) return json_string("nan");
    if (isinf(v)) return json_string(v > 0 ? "inf" : "-inf");
    return json_real(v);
}

/* A JSON string for text from outside (a path, the command line, a name):
 * escaped when it is not plain UTF-8 (sg_text_escape), so jansson never
 * refuses it and no field is ever dropped. */
static json_t *jstr(const char *s) {
    char *e = sg_text_escape(s);
    json_t *j = json_string(e);
    free(e);
    return j;
}

/* A value in %a, as a JSON string (replayable bit for bit). */
static json_t *jhex(double v) {
    char a[64];
    snprintf(a, sizeof a, "%a", v);
    return json_string(a);
}

/* An element: (b, t, d) with t 1-based (-1: no such axis), its value q and the oracle's e. */
static json_t *jelement(int64_t b, int64_t t, int64_t d, double q, double e) {
    json_t *w = json_object();
    json_object_set_new(w, "b", json_integer((json_int_t)b));
    json_object_set_new(w, "t", json_integer((json_int_t)(t >= 0 ? t + 1 : -1)));
    json_object_set_new(w, "d", json_integer((json_int_t)d));
    json_object_set_new(w, "q", jhex(q));
    json_object_set_new(w, "e", jhex(e));
    return w;
}

static sg_status emit_json(FILE *f, void *ctx) {
    const sg_report *r = ctx;
    char date[32], commit[128];
    sg_utc_now(date, sizeof date);
    sg_report_commit(commit, sizeof commit);
    json_t *root = json_object();
    json_object_set_new(root, "tool", json_string("scangate"));
    {
        /* what judged: the command and library, the plugin ABI, each model's
         * equations, the thresholds (their hash: any change is a new version) */
        json_t *v = json_object(), *eq = json_object();
        json_object_set_new(v, "scangate", json_string(SG_VERSION));
        json_object_set_new(v, "plugin_abi", json_integer(SG_PLUGIN_ABI));
        int nm;
        const sg_model_desc *const *mds = sg_models(&nm);
        for (int m = 0; m < nm; m++) json_object_set_new(eq, mds[m]->name, json_string(mds[m]->equations));
        json_object_set_new(v, "equations", eq);
        json_object_set_new(v, "thresholds", jstr(r->thresholds_hash));
        json_object_set_new(root, "versions", v);
    }
    json_object_set_new(root, "command", jstr(r->command));
    json_object_set_new(root, "set", jstr(r->set));
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)r->seed);
    json_object_set_new(root, "seed", json_string(seed));
    json_object_set_new(root, "date", json_string(date));
    json_object_set_new(root, "commit", json_string(commit));
    json_object_set_new(root, "oracle_precision", json_integer(r->oracle_prec));
    json_object_set_new(root, "thresholds", jstr(r->thresholds_path));
    json_object_set_new(root, "thresholds_hash", jstr(r->thresholds_hash));
    if (r->loosening_check) json_object_set_new(root, "loosening_check", jstr(r->loosening_check));
    if (r->th) {
        json_t *lim = json_object();
        for (int i = 0; i < r->th->n; i++)
            json_object_set_new(lim, r->th->rows[i].key,
                                json_pack("[o,o,o]", jnum(r->th->rows[i].marginal), jnum(r->th->rows[i].fail),
                                          jnum(r->th->rows[i].cap)));
        json_object_set_new(root, "thresholds_limits", lim);
    }
    if (r->expected_path) json_object_set_new(root, "expected_status", jstr(r->expected_path));
    json_t *cache = json_object();
    json_object_set_new(cache, "directory", r->cache_dir ? jstr(r->cache_dir) : json_null());
    json_object_set_new(cache, "used", json_boolean(r->cache_note == NULL));
    if (r->cache_note) json_object_set_new(cache, "reason", jstr(r->cache_note));
    json_object_set_new(root, "oracle_cache", cache);
    json_t *res = json_array();
    int p, mg, fl;
    count(r, &p, &mg, &fl);
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        json_t *o = json_object();
        json_object_set_new(o, "backend", jstr(c->backend));
        json_object_set_new(o, "case", jstr(c->case_name));
        json_object_set_new(o, "case_hash", jstr(c->case_hash));
        json_object_set_new(o, "target", jstr(c->target));
        json_object_set_new(o, "shape", json_pack("[I,I,I]", (json_int_t)c->B, (json_int_t)c->L, (json_int_t)c->D));
        json_object_set_new(o, "verdict", json_string(sg_verdict_name(c->worst)));
        json_object_set_new(o, "outcome", json_string(sg_outcome_name(c->outcome)));
        if (c->expect) {
            json_object_set_new(o, "expected", json_string(c->expect->kind == SG_EXPECT_QUARANTINED ? "QUARANTINED" : "PASS"));
            json_object_set_new(o, "expected_line", json_integer(c->expect->line));
            if (c->expect->kind == SG_EXPECT_QUARANTINED) {
                json_object_set_new(o, "quarantine_reason", jstr(c->expect->reason));
                json_object_set_new(o, "evidence", jstr(c->expect->evidence));
            }
        }
        json_object_set_new(o, "seconds", json_real(c->seconds));
        json_t *qs = json_object();
        for (int k = 0; k < c->nq; k++) {
            const sg_qresult *q = &c->q[k];
            json_t *qo = json_object(), *mets = json_object();
            for (int m = 0; m < SG_M_COUNT; m++) {
                json_t *mo = json_object();
                json_object_set_new(mo, "value", q->measured[m] ? jnum(q->m.v[m]) : json_null());
                json_object_set_new(mo, "measured", json_boolean(q->measured[m]));
                json_object_set_new(mo, "verdict", json_string(sg_verdict_name(q->verdict[m])));
                json_object_set_new(mets, sg_metric_name((sg_metric)m), mo);
            }
            json_object_set_new(qo, "metrics", mets);
            json_object_set_new(qo, "verdict", json_string(sg_verdict_name(q->worst)));
            json_object_set_new(qo, "elements", json_integer((json_int_t)q->m.n));
            json_object_set_new(qo, "not_rn", json_integer((json_int_t)q->m.n_bad));
            json_object_set_new(qo, "worst_ulp_element", jelement(q->wb, q->wt, q->wd, q->m.worst_q, q->m.worst_e));
            json_t *wm = jelement(q->mb, q->mt, q->md, q->m.worst_model_q, q->m.worst_model_e);
            json_object_set_new(wm, "S", jhex(q->m.worst_model_s));
            json_object_set_new(qo, "worst_model_ulp_element", wm);
            json_object_set_new(wm, "inputs", jstr(q->inputs));
            json_object_set_new(qo, "elements_over_model_ulp_limit", json_integer((json_int_t)q->n_over));
            json_object_set_new(qo, "first_t_over_limit", json_integer((json_int_t)(q->first_t >= 0 ? q->first_t + 1 : -1)));
            if (q->structure.n > 0) { /* where those elements sit, and where all elements do (structure hints) */
                json_t *so = json_object(), *ko = json_object(), *bo = json_object();
                json_object_set_new(so, "elements", json_integer((json_int_t)q->structure.n));
                for (int s = 0; s < SG_ST_COUNT; s++) {
                    json_object_set_new(ko, sg_step_kind_name(s), json_integer((json_int_t)q->structure.k[s]));
                    json_object_set_new(bo, sg_step_kind_name(s), jnum(q->structure.base[s]));
                }
                json_object_set_new(so, "on", ko);
                json_t *oo = json_object();
                for (int s = 0; s < SG_ST_COUNT; s++)
                    json_object_set_new(oo, sg_step_kind_name(s), json_integer((json_int_t)q->structure.onset[s]));
                json_object_set_new(so, "columns", json_integer((json_int_t)q->structure.cols));
                json_object_set_new(so, "columns_starting_on", oo);
                json_object_set_new(so, "base_fraction", bo);
                char hint[700];
                if (sg_structure_hint(&q->structure, hint, sizeof hint)) json_object_set_new(so, "hint", json_string(hint));
                json_object_set_new(qo, "over_limit_structure", so);
            }
            if (q->scalar.state != SG_SCALAR_NONE) { /* what FP32 delivers on this scalar (R-SCALAR-FP32) */
                const sg_scalar_fp32 *sc = &q->scalar;
                json_t *so = json_object();
                json_object_set_new(so, "state", json_string(sg_scalar_state_name(sc->state)));
                json_object_set_new(so, "e", jhex(sc->e));
                json_object_set_new(so, "S", jhex(sc->S));
                json_object_set_new(so, "canonical_f32", jhex(sc->canon));
                json_object_set_new(so, "canonical_rel_err", jnum(sc->canon_rel));
                json_object_set_new(so, "floor", jnum(sc->floor));
                json_object_set_new(so, "floor_rel", jnum(fabs(sc->e) > 0 ? sc->floor / fabs(sc->e) : (double)INFINITY));
                json_object_set_new(so, "scale", jnum(sc->scale));
                json_object_set_new(so, "fail_beyond_rel", jnum(sc->fail_rel));
                json_object_set_new(qo, "scalar_fp32", so);
            }
            if (q->have_canon) {
                json_t *cm = json_object();
                for (int m = 0; m < SG_M_COUNT; m++)
                    if (sg_metric_info((sg_metric)m)->needs == SG_NEEDS_ORACLE)
                        json_object_set_new(cm, sg_metric_name((sg_metric)m), jnum(q->canon[m]));
                json_object_set_new(qo, "canonical_f32_metrics", cm);
            }
            char *qkey = sg_text_escape(q->quantity);
            json_object_set_new(qs, qkey, qo);
            free(qkey);
        }
        json_object_set_new(o, "quantities", qs);
        json_array_append_new(res, o);
    }
    json_object_set_new(root, "results", res);
    json_object_set_new(root, "summary", json_pack("{s:i,s:i,s:i}", "pass", p, "marginal", mg, "fail", fl));
    int rc = json_dumpf(root, f, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    json_decref(root);
    fputc('\n', f);
    return rc ? sg_fail(SG_E_IO, "cannot write the JSON report") : SG_OK;
}

sg_status sg_report_write_json(const sg_report *r, const char *path) { return sg_write_atomic(path, emit_json, (void *)r); }

int sg_outcomes_exit(const sg_case_result *results, int n) {
    int regression = 0, unexpected = 0, as_canon = 0;
    for (int i = 0; i < n; i++) {
        regression |= results[i].outcome == SG_OUTCOME_REGRESSION;
        unexpected |= results[i].outcome == SG_OUTCOME_UNEXPECTED_PASS || results[i].outcome == SG_OUTCOME_UNLISTED;
        as_canon |= results[i].outcome == SG_OUTCOME_AS_CANONICAL;
    }
    return regression ? SG_E_GATE : unexpected ? SG_E_EXPECTED : as_canon ? SG_E_AS_CANONICAL : SG_OK;
}

sg_status sg_report_json_text(const sg_report *r, char **text) {
    size_t len = 0;
    *text = NULL;
    FILE *f = open_memstream(text, &len);
    if (!f) return sg_fail(SG_E_INTERNAL, "out of memory for a report");
    const sg_status st = emit_json(f, (void *)r);
    if (fclose(f) != 0 && !st) return sg_fail(SG_E_INTERNAL, "out of memory for a report");
    return st;
}

/* A metric's value in its table format, or "n/a" when it was not measured. */
static void fmt_opt(const sg_qresult *q, int m, const char *fmt, char *buf, size_t n) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral" /* the format comes from the metric table */
    if (!q->measured[m]) snprintf(buf, n, "n/a");
    else snprintf(buf, n, fmt, q->m.v[m]);
#pragma GCC diagnostic pop
}

/* The scalar quantities against what FP32 delivers, once per case and
 * quantity (THRESHOLDS.md R-SCALAR-FP32): the state, the canonical path's
 * error and the floor beside e, and the relative error beyond which
 * scalar_ratio FAILs. */
static void emit_md_scalars(const sg_report *r, FILE *f) {
    int any = 0;
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        for (int k = 0; k < c->nq; k++) {
            const sg_scalar_fp32 *s = &c->q[k].scalar;
            if (s->state == SG_SCALAR_NONE) continue;
            int seen = 0;
            for (int j = 0; j < i && !seen; j++)
                seen = strcmp(r->results[j].case_name, c->case_name) == 0 && k < r->results[j].nq &&
                       r->results[j].q[k].scalar.state != SG_SCALAR_NONE;
            if (seen) continue;
            if (!any++)
                fprintf(f, "\n## Scalar quantities against FP32\n\n"
                           "What FP32 delivers on each scalar (THRESHOLDS.md R-SCALAR-FP32): `judged` where the canonical "
                           "FP32 path's error and the floor are below %g of |e|; `ill-conditioned` where not (FP32 cannot "
                           "be held to that; `scalar_ratio` still FAILs beyond the last column); `exact` where e = S = 0.\n\n"
                           "| case | quantity | state | e | S/\\|e\\| | canonical f32 relative error | floor / \\|e\\| | FAILs beyond (relative) |\n"
                           "|---|---|---|---|---|---|---|---|\n",
                        SG_SCALAR_ILL_REL);
            char e1[400], e2[300], cond[32] = "-", fl[32] = "-", fb[32] = "-";
            const double ae = fabs(s->e);
            if (ae > 0) { /* relative columns: none for e = 0 */
                snprintf(cond, sizeof cond, "%.3e", s->S / ae);
                snprintf(fl, sizeof fl, "%.3e", s->floor / ae);
                snprintf(fb, sizeof fb, "%.3e", s->fail_rel);
            }
            fprintf(f, "| %s | %s | %s | %.6e | %s | %.3e | %s | %s |\n", sg_md_cell(e1, sizeof e1, c->case_name),
                    sg_md_cell(e2, sizeof e2, c->q[k].quantity), sg_scalar_state_name(s->state), s->e, cond, s->canon_rel, fl,
                    fb);
        }
    }
}

static sg_status emit_md(FILE *f, void *ctx) {
    const sg_report *r = ctx;
    char date[32], commit[128];
    sg_utc_now(date, sizeof date);
    sg_report_commit(commit, sizeof commit);
    char e1[4200], e2[4200], e3[4200];
    fprintf(f, "# scangate report: set %s\n\n", sg_md_code(e1, sizeof e1, r->set));
    fprintf(f, "- command: %s\n- seed: %llu\n- date: %s\n- commit: %s\n- oracle precision: %ld bits\n- thresholds: %s (hash %s)\n",
            sg_md_code(e1, sizeof e1, r->command), (unsigned long long)r->seed, date, commit, r->oracle_prec,
            sg_md_code(e2, sizeof e2, r->thresholds_path), sg_md_cell(e3, sizeof e3, r->thresholds_hash));
    char eqs[256];
    versions_line(eqs, sizeof eqs);
    fprintf(f, "- versions: scangate %s, plugin ABI %d, equations %s, thresholds %.16s\n", SG_VERSION, SG_PLUGIN_ABI,
            eqs, esc(e3, sizeof e3, r->thresholds_hash));
    if (r->expected_path) fprintf(f, "- expected status: %s\n", sg_md_code(e1, sizeof e1, r->expected_path));
    if (r->loosening_check) fprintf(f, "- loosening check: %s\n", sg_md_cell(e1, sizeof e1, r->loosening_check));
    if (r->cache_note) fprintf(f, "- oracle cache: not used (%s)\n\n", sg_md_cell(e1, sizeof e1, r->cache_note));
    else fprintf(f, "- oracle cache: %s\n\n", sg_md_code(e1, sizeof e1, r->cache_dir ? r->cache_dir : "(none)"));
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        if (i == 0 || !same_quantities(c, &r->results[i - 1])) {
            fprintf(f, "\n| backend | case | target |");
            for (int k = 0; k < c->nq; k++) fprintf(f, " %s |", sg_md_cell(e1, sizeof e1, c->q[k].quantity));
            fprintf(f, " verdict |\n|---|---|---|");
            for (int k = 0; k < c->nq; k++) fprintf(f, "---|");
            fprintf(f, "---|\n");
        }
        fprintf(f, "| %s | %s | %s |", sg_md_cell(e1, sizeof e1, c->backend), sg_md_cell(e2, sizeof e2, c->case_name),
                sg_md_cell(e3, sizeof e3, c->target));
        for (int k = 0; k < c->nq; k++) fprintf(f, " %s |", sg_verdict_name(c->q[k].worst));
        char vb[64];
        fprintf(f, " **%s** |\n", verdict_cell(c, vb, sizeof vb));
    }
    fprintf(f, "\n## Metrics\n\n| backend | case | quantity |");
    for (int m = 0; m < SG_M_COUNT; m++) fprintf(f, " %s |", sg_metric_name((sg_metric)m));
    fprintf(f, " worst element (ulp) |\n|---|---|---|");
    for (int m = 0; m < SG_M_COUNT; m++) fprintf(f, "---|");
    fprintf(f, "---|\n");
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        for (int k = 0; k < c->nq; k++) {
            const sg_qresult *q = &c->q[k];
            char w[96], cell[64];
            where_str(q, w, sizeof w);
            fprintf(f, "| %s | %s | %s |", sg_md_cell(e1, sizeof e1, c->backend), sg_md_cell(e2, sizeof e2, c->case_name),
                    sg_md_cell(e3, sizeof e3, q->quantity));
            for (int m = 0; m < SG_M_COUNT; m++) {
                fmt_opt(q, m, sg_metric_info((sg_metric)m)->format, cell, sizeof cell);
                fprintf(f, " %s |", cell);
            }
            fprintf(f, " %s q=%a e=%a |\n", w, q->m.worst_q, q->m.worst_e);
        }
    }
    emit_md_scalars(r, f);
    fprintf(f, "\n## Failures and marginal results\n\n```\n");
    print_details(r, f, 0);
    print_ill(r, f);
    fprintf(f, "```\n");
    int p, mg, fl;
    count(r, &p, &mg, &fl);
    fprintf(f, "\n%d PASS, %d MARGINAL, %d FAIL\n", p, mg, fl);
    return SG_OK;
}

sg_status sg_report_write_markdown(const sg_report *r, const char *path) { return sg_write_atomic(path, emit_md, (void *)r); }

sg_status sg_report_emit_markdown(FILE *f, const sg_report *r) { return emit_md(f, (void *)r); }

/* Text for an XML attribute or element: escaped first (sg_text_escape: valid
 * UTF-8, no control characters, which XML 1.0 cannot carry at all), then the
 * five markup characters as entities. */
static void xml_escape(FILE *f, const char *s) {
    char *e = sg_text_escape(s);
    for (const char *p = e; *p; p++) {
        switch (*p) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        default: fputc(*p, f);
        }
    }
    free(e);
}

static sg_status emit_junit(FILE *f, void *ctx) {
    const sg_report *r = ctx;
    int oc[SG_OUTCOME_COUNT];
    count_outcomes(r, oc);
    const int failures = oc[SG_OUTCOME_REGRESSION] + oc[SG_OUTCOME_UNEXPECTED_PASS] + oc[SG_OUTCOME_UNLISTED];
    double total = 0;
    for (int i = 0; i < r->n; i++) total += r->results[i].seconds;
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"scangate\" tests=\"%d\" failures=\"%d\">\n",
            r->n, failures);
    fprintf(f, "  <testsuite name=\"scangate.");
    xml_escape(f, r->set);
    fprintf(f, "\" tests=\"%d\" failures=\"%d\" skipped=\"%d\" time=\"%.6f\">\n", r->n, failures,
            oc[SG_OUTCOME_QUARANTINED] + oc[SG_OUTCOME_AS_CANONICAL], total);
    fprintf(f, "    <properties><property name=\"seed\" value=\"%llu\"/><property name=\"thresholds_hash\" value=\"",
            (unsigned long long)r->seed);
    xml_escape(f, r->thresholds_hash);
    fprintf(f, "\"/><property name=\"thresholds\" value=\"");
    xml_escape(f, r->thresholds_path ? r->thresholds_path : "");
    if (r->expected_path) {
        fprintf(f, "\"/><property name=\"expected_status\" value=\"");
        xml_escape(f, r->expected_path);
    }
    if (r->loosening_check) {
        fprintf(f, "\"/><property name=\"loosening_check\" value=\"");
        xml_escape(f, r->loosening_check);
    }
    char eqs[256];
    versions_line(eqs, sizeof eqs);
    fprintf(f, "\"/><property name=\"oracle_precision\" value=\"%ld\"/><property name=\"scangate_version\" value=\"%s\"/>"
               "<property name=\"plugin_abi\" value=\"%d\"/><property name=\"equations\" value=\"%s\"/></properties>\n",
            r->oracle_prec, SG_VERSION, SG_PLUGIN_ABI, eqs);
    for (int i = 0; i < r->n; i++) {
        const sg_case_result *c = &r->results[i];
        fprintf(f, "    <testcase classname=\"");
        xml_escape(f, c->backend);
        fprintf(f, "\" name=\"");
        xml_escape(f, c->case_name);
        fprintf(f, "\" time=\"%.6f\">", c->seconds);
        if (c->outcome == SG_OUTCOME_QUARANTINED) {
            fprintf(f, "<skipped message=\"quarantined: ");
            xml_escape(f, c->expect ? c->expect->reason : "");
            fprintf(f, "\"/>");
        } else if (c->outcome == SG_OUTCOME_AS_CANONICAL) { /* FP32's limit on this case, not the code's own error */
            fprintf(f, "<skipped message=\"as the canonical FP32 order: ");
            xml_escape(f, c->expect ? c->expect->reason : "");
            fprintf(f, "\"/>");
        } else if (c->outcome != SG_OUTCOME_PASS) {
            fprintf(f, "\n      <failure type=\"%s\" message=\"%s: verdict %s\">", sg_outcome_name(c->outcome),
                    sg_outcome_name(c->outcome), sg_verdict_name(c->worst));
            for (int k = 0; k < c->nq; k++)
                for (int m = 0; m < SG_M_COUNT; m++) {
                    const sg_qresult *q = &c->q[k];
                    if (q->verdict[m] != SG_FAIL) continue;
                    char line[512];
                    snprintf(line, sizeof line, "%s.%s = %.3e; worst at b=%lld t=%lld d=%lld q=%a e=%a", q->quantity,
                             sg_metric_name((sg_metric)m), q->m.v[m], (long long)q->mb, (long long)(q->mt >= 0 ? q->mt + 1 : -1),
                             (long long)q->md, q->m.worst_model_q, q->m.worst_model_e);
                    xml_escape(f, line);
                    fputc('\n', f);
                }
            fprintf(f, "</failure>\n    ");
        }
        fprintf(f, "</testcase>\n");
    }
    fprintf(f, "  </testsuite>\n</testsuites>\n");
    return SG_OK;
}

sg_status sg_report_write_junit(const sg_report *r, const char *path) { return sg_write_atomic(path, emit_junit, (void *)r); }

/* ---- the three reports as one set ---------------------------------------- */

static const char *const report_names[3] = {"report.json", "report.md", "junit.xml"};

/* `dir` locked (flock on the directory itself: no file of its own) while a
 * set is replaced or removed, so that two runs into one directory replace the
 * set one after the other, never file by file interleaved (which left
 * report.json of one run beside report.md and junit.xml of the other). The
 * descriptor to unlock_dir, or -1 where the directory cannot be locked (then
 * nothing is serialised: best effort, as on a file system without flock). */
static int lock_dir(const char *dir) {
    const int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return -1;
    while (flock(fd, LOCK_EX) != 0)
        if (errno != EINTR) {
            close(fd);
            return -1;
        }
    return fd;
}

static void unlock_dir(int fd) {
    if (fd >= 0) close(fd); /* closing releases the lock */
}

sg_status sg_report_remove_set(const char *dir) {
    const int lk = lock_dir(dir);
    sg_status st = SG_OK;
    for (int i = 0; i < 3 && !st; i++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, report_names[i]);
        struct stat sb;
        if (lstat(path, &sb) != 0) continue; /* not there: nothing to remove */
        if (S_ISDIR(sb.st_mode) || unlink(path) != 0)
            st = sg_fail(SG_E_IO, "cannot remove the earlier report '%s': %s", path,
                         S_ISDIR(sb.st_mode) ? "it is a directory" : strerror(errno));
    }
    unlock_dir(lk);
    return st;
}

sg_status sg_report_prepare_dir(const char *dir) {
    if (!dir || !*dir) return sg_fail(SG_E_IO, "no output directory given");
    sg_status st = sg_mkdirs(dir);
    if (st) {
        sg_err_context("output directory '%s'", dir);
        return st;
    }
    struct stat sb;
    if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode))
        return sg_fail(SG_E_IO, "output directory '%s' is not a directory", dir);
    /* writable: a probe in the project's temporary pattern (cleaned like any orphan if this process dies here) */
    char probe[4200], base[4200];
    snprintf(base, sizeof base, "%s/.probe", dir);
    sg_temp_name(probe, sizeof probe, base);
    FILE *f = fopen(probe, "wx");
    if (!f) return sg_fail(SG_E_IO, "cannot write in the output directory '%s': %s", dir, strerror(errno));
    fclose(f);
    remove(probe);
    /* orphans of a killed run, only under the names this module writes: the directory may be anyone's */
    static const char *const ours[] = {".probe", ".reports", "report.json", "report.md", "junit.xml", NULL};
    sg_clean_stale_temps(dir, 600.0, ours);
    /* the reports of an earlier run go now: whatever happens next, no reader
     * takes them for this run's */
    return sg_report_remove_set(dir);
}

/* Writes one report into `path` (in the private temporary directory: no
 * temporary of its own needed) and syncs it. */
static sg_status write_synced(const char *path, sg_emit_fn emit, const sg_report *r) {
    FILE *f = fopen(path, "wbx");
    if (!f) return sg_fail(SG_E_IO, "cannot write '%s': %s", path, strerror(errno));
    sg_status s = emit(f, (void *)r);
    if (s != SG_OK) sg_err_context("%s", path);
    if (fflush(f) != 0 && s == SG_OK) s = sg_fail(SG_E_IO, "cannot write '%s': %s", path, strerror(errno));
    if (s == SG_OK && fsync(fileno(f)) != 0) s = sg_fail(SG_E_IO, "cannot sync '%s': %s", path, strerror(errno));
    if (fclose(f) != 0 && s == SG_OK) s = sg_fail(SG_E_IO, "cannot close '%s': %s", path, strerror(errno));
    return s;
}

sg_status sg_report_write_set(const sg_report *r, const char *dir) {
    static const sg_emit_fn emit[3] = {emit_json, emit_md, emit_junit};
    char tmp[4200], base[4200], src[3][4400], dst[3][4400];
    snprintf(base, sizeof base, "%s/.reports", dir);
    sg_status st = sg_temp_mkdir(tmp, sizeof tmp, base);
    if (st) return st;
    int moved = 0;
    for (int i = 0; i < 3; i++) {
        snprintf(src[i], sizeof src[i], "%s/%s", tmp, report_names[i]);
        snprintf(dst[i], sizeof dst[i], "%s/%s", dir, report_names[i]);
    }
    for (int i = 0; i < 3 && st == SG_OK; i++) st = write_synced(src[i], emit[i], r);
    if (st == SG_OK) st = sg_fsync_dir(tmp);
    const int lk = lock_dir(dir);
    for (; st == SG_OK && moved < 3; moved++)
        if (rename(src[moved], dst[moved]) != 0) {
            st = sg_fail(SG_E_IO, "cannot rename '%s' to '%s': %s", src[moved], dst[moved], strerror(errno));
            break;
        }
    if (st == SG_OK) st = sg_fsync_dir(dir);
    if (st != SG_OK) { /* no part of a set: what was moved goes too, and what another run left there */
        sg_err_context("the reports in '%s' were not written (none is left there)", dir);
        for (int i = 0; i < 3; i++) remove(src[i]);
        for (int i = 0; i < 3; i++) remove(dst[i]);
    }
    unlock_dir(lk);
    rmdir(tmp);
    return st;
}
