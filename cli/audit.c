/* audit.c - scangate audit BACKEND [--set S | --case C | --case-file F --outputs O] [--out DIR]:
 * the audit of one backend (or of outputs read from a file) for a kernel
 * engineer: on every case, its metrics and verdicts beside the canonical FP32
 * path's (report.json, report.md, junit.xml, as `run` writes them); the first
 * failing case; per case and quantity the error-against-position profile
 * (profile.csv; per chunk of the backend's algorithm) and the worst elements
 * with (b, t, d), chunk, group, inputs and values in %a (worst.csv); the first
 * token where its error leaves the canonical path's envelope; the backend's
 * EXPECTED_STATUS.md rows and evidence; plots of the failing quantities'
 * profiles (gnuplot, PNG and SVG); and, on the first failing case, the stage
 * swaps of the backend's row (sg_stage_swap: the same algorithm with one stage
 * done as a reference algorithm does it), each evaluated on that case, naming
 * the stage whose swap clears every failing gate (audit.md says it all in
 * prose). Written into a new directory beside DIR (default
 * reports/audits/BACKEND), which then replaces DIR whole in one step
 * (sg_replace_dir: a kill at any moment leaves the old DIR or the new one,
 * never none). Exit code as `run`:
 * 0, or 1 (a regression), 11 (an unexpected pass or an unlisted case), or
 * the kind of bad input; 12 when gnuplot is missing (every file but the
 * images written); 14 when gnuplot ran past SG_GNUPLOT_TIMEOUT (killed). */
#define _XOPEN_SOURCE 700 /* nftw */
#include "sg_cli.h"
#include "sg_audit_run.h"
#include "sg_backends.h"

#include <ftw.h>
#include <stdlib.h>
#include <string.h>

static int die(sg_status st) {
    fprintf(stderr, "scangate audit: error [%s]: %s\n", sg_status_name(st), sg_errmsg());
    return (int)st;
}

static int rm_one(const char *p, const struct stat *sb, int flag, struct FTW *f) {
    (void)sb;
    (void)flag;
    (void)f;
    return remove(p);
}

/* The audit's directory while it is being written ("<destination>.tmp.<pid>.<hex>",
 * the project's temporary pattern, beside the destination), removed at exit when
 * the audit ends before renaming it into place (or, after the exchange, the
 * replaced destination lying at its name): also when an allocation fails
 * and sg_xmalloc exits, so no half-written audit is left behind. One killed
 * outright (kill -9) leaves it, and the next audit into the same destination
 * removes it once its writer is gone (sg_clean_stale_temps). */
static char audit_tmp[2200];

static void audit_tmp_remove(void) {
    if (audit_tmp[0] && strstr(audit_tmp, ".tmp.")) nftw(audit_tmp, rm_one, 16, FTW_DEPTH | FTW_PHYS);
    audit_tmp[0] = 0;
}

/* The audited backend, found and usable here (else a message and the exit code in *rc). */
static const sg_backend *audited_backend(const sg_backend_table *table, const char *bname, int *rc) {
    const sg_backend *b = sg_backend_find(table, bname);
    if (!b) {
        *rc = die(sg_backend_unknown(table, bname));
        return NULL;
    }
    if (b->available() != SG_OK) {
        fprintf(stderr, "scangate audit: error [%s]: backend %s is not usable here: %s\n",
                sg_status_name(SG_E_NODEVICE), bname, sg_errmsg());
        *rc = SG_E_NODEVICE;
        return NULL;
    }
    return b;
}

/* The new directory beside the destination (audit_tmp), orphans of audits into it killed before they ended
 * removed first. */
static sg_status make_tmp_dir(const char *outdir) {
    static int cleanup_registered;
    char parent[2048];
    audit_tmp[0] = 0;
    if (!cleanup_registered) cleanup_registered = atexit(audit_tmp_remove) == 0;
    snprintf(parent, sizeof parent, "%s", outdir);
    char *slash = strrchr(parent, '/');
    if (slash) *slash = 0;
    else snprintf(parent, sizeof parent, ".");
    sg_status st = sg_mkdirs(parent);
    if (st) return st;
    const char *const mine[] = {slash ? slash + 1 : outdir, NULL};
    sg_clean_stale_temps(parent, 600.0, mine);
    if ((st = sg_temp_mkdir(audit_tmp, sizeof audit_tmp, outdir))) audit_tmp[0] = 0;
    return st;
}

/* The files into the new directory: the CSVs, audit.md, the reports as `run` writes them. */
static sg_status write_files(sg_cli_opts *o, const sg_audit_run_opts *ao, const sg_audit_run_result *ar) {
    const char *names[] = {"profile.csv", "worst.csv", "audit.md"};
    const sg_text *texts[] = {&ar->prof, &ar->worst, &ar->md};
    for (int i = 0; i < 3; i++) {
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", audit_tmp, names[i]);
        const sg_status st = sg_write_atomic_buf(path, texts[i]->p ? texts[i]->p : "", texts[i]->len);
        if (st) return st;
    }
    sg_report rep = {o->command, ao->th, ao->set, o->seed, o->thresholds, ao->th->hash, o->expected, o->prec,
                     ar->nres, ar->results, o->cache_dir, sg_cli_cache_note(o), o->loosening_note, 0};
    return sg_report_write_set(&rep, audit_tmp);
}

/* The profile plots' images (gnuplot on each script): *no_gnuplot when it is missing. */
static sg_status draw_plots(const sg_audit_run_result *ar, int *no_gnuplot) {
    *no_gnuplot = 0;
    if (!ar->plots.len) return SG_OK;
    char gnuplot[1024];
    if (sg_cli_find_gnuplot(gnuplot, sizeof gnuplot) != 0) {
        *no_gnuplot = 1;
        return SG_OK;
    }
    char *names = sg_xmalloc(ar->plots.len + 1);
    memcpy(names, ar->plots.p, ar->plots.len + 1);
    sg_status st = SG_OK;
    for (char *p = names; p && *p && !st;) {
        char *e = strchr(p, '\n');
        if (e) *e = 0;
        st = sg_cli_run_gnuplot(gnuplot, audit_tmp, p);
        p = e ? e + 1 : NULL;
    }
    free(names);
    return st;
}

int sg_cmd_audit(sg_cli_opts *o) {
    if (o->nbackends != 1) {
        fprintf(stderr, "scangate audit: name one backend (or, with --case-file and --outputs, the outputs' name)\n");
        return SG_E_USAGE;
    }
    const char *bname = o->backends[0];
    char outdir[2048];
    if (o->out_given) snprintf(outdir, sizeof outdir, "%s", o->out_dir);
    else snprintf(outdir, sizeof outdir, "reports/audits/%s", bname);
    for (size_t k = strlen(outdir); k > 1 && outdir[k - 1] == '/'; k--) outdir[k - 1] = 0; /* "d/" is "d" */
    sg_backend_table table, variants;
    sg_backends_fill(&table);
    memset(&variants, 0, sizeof variants);
    /* outputs from a file (--case-file F --outputs O), or the backend on a
     * case from a file (--case-file F alone: e.g. a table's point, exported
     * by `table --export-cases`), or the backend on a set's cases */
    const int from_file = o->case_file != NULL && o->outputs_file != NULL;
    const sg_backend *b = NULL;
    const sg_case_spec *specs = NULL;
    int n = 0, rc = 0;
    sg_status st;
    if (from_file) sg_backends_fill_variants(&variants); /* what outputs from a file are compared with */
    else {
        if (!(b = audited_backend(&table, bname, &rc))) return rc;
        if (!o->set_given) o->set = "ci"; /* the audit's default set */
        if (!o->case_file && ((st = sg_cli_select_cases(o, &specs, &n)) || (st = sg_cli_check_backends(o, &table, specs, n))))
            return die(st);
    }
    sg_cli_judging in;
    if ((st = sg_cli_judging_load(o, SG_CLI_THRESHOLDS | SG_CLI_EXPECTED, &in))) return die(st);
    sg_cli_prepare_cache(o);
    sg_audit_run_result ar;
    memset(&ar, 0, sizeof ar);
    if ((st = make_tmp_dir(outdir))) {
        rc = die(st);
        goto done;
    }
    const sg_audit_run_opts ao = {.name = bname, .b = b, .table = &table, .variants = &variants, .th = &in.th,
                                  .ex = &in.ex, .set = o->case_file ? "external" : o->set, .specs = specs, .nspecs = n,
                                  .case_file = o->case_file, .outputs_file = o->outputs_file, .seed = o->seed,
                                  .prec = o->prec, .threads = o->threads, .oracle_mpfr = o->oracle_mpfr, .cache_dir = o->cache_dir,
                                  .oracle_mib = o->oracle_mib, .shrink_seconds = o->shrink_seconds,
                                  .hard_cases_dir = o->hard_cases_dir, .command = o->command,
                                  .loosening_note = o->loosening_note, .dir = audit_tmp, .outdir = outdir};
    int no_gnuplot = 0;
    if ((st = sg_audit_run(&ao, &ar)) || (st = write_files(o, &ao, &ar)) || (st = draw_plots(&ar, &no_gnuplot))) {
        rc = die(st);
        goto done;
    }
    /* the new directory replaces the old one whole, in one step: the old one
     * then lies at the temporary's name, removed as the temporary is */
    int old_at_tmp = 0;
    if ((st = sg_replace_dir(audit_tmp, outdir, &old_at_tmp))) {
        rc = die(st);
        goto done;
    }
    if (!old_at_tmp) audit_tmp[0] = 0;
    audit_tmp_remove();
    int regression = 0, unexpected = 0, as_canon = 0;
    for (int i = 0; i < ar.nres; i++) {
        regression |= ar.results[i].outcome == SG_OUTCOME_REGRESSION;
        unexpected |= ar.results[i].outcome == SG_OUTCOME_UNEXPECTED_PASS || ar.results[i].outcome == SG_OUTCOME_UNLISTED;
        as_canon |= ar.results[i].outcome == SG_OUTCOME_AS_CANONICAL;
    }
    char eb[512], es[200], ec[600], ecl[2048], eo[2200]; /* outside text as the terminal is given it */
    printf("scangate audit: %s on %d case%s of %s: %s%s\n  %s\naudit: %s/audit.md\n", sg_shown(eb, sizeof eb, bname),
           ar.nres, ar.nres == 1 ? "" : "s", sg_shown(es, sizeof es, ao.set),
           ar.first_fail >= 0 ? "first failing case " : "no failing case", sg_shown(ec, sizeof ec, ar.first_fail_case),
           sg_shown(ecl, sizeof ecl, ar.conclusion), sg_shown(eo, sizeof eo, outdir));
    if (no_gnuplot) {
        fprintf(stderr, "scangate audit: gnuplot not found (SG_GNUPLOT or gnuplot on PATH): the profile plots' scripts "
                        "are in %s, their images are not drawn\n",
                outdir);
        rc = SG_E_NOTOOL;
    } else {
        rc = regression ? SG_E_GATE : unexpected ? SG_E_EXPECTED : as_canon ? SG_E_AS_CANONICAL : SG_OK;
    }
done:
    audit_tmp_remove();
    sg_audit_run_free(&ar);
    sg_cli_judging_free(&in);
    return rc;
}
