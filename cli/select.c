/* select.c - what a subcommand works on, checked before any computation: the
 * cases selected by --set/--case, the backends named by --backend (each must
 * exist and run a model of a selected case: a filter that matches nothing is
 * refused with exit 5, never a PASS about nothing), and the oracle cache
 * directory (an unusable one means a run without a cache, said once). */
#define _POSIX_C_SOURCE 200809L
#include "sg_cli.h"
#include "sg_backends.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Appends `s` to buf (comma separated after the first), cut with "..." when full. */
static void add_name(char *buf, size_t cap, const char *s) {
    size_t k = strlen(buf);
    if (k + 4 >= cap) return;
    int w = snprintf(buf + k, cap - k, "%s%s", k ? ", " : "", s);
    if (w < 0 || (size_t)w >= cap - k) snprintf(buf + (cap > 4 ? cap - 4 : 0), 4, "...");
}

sg_status sg_cli_select_cases(const sg_cli_opts *o, const sg_case_spec **specs, int *n) {
    sg_status st = sg_fixture_set(o->set, specs, n); /* names the known sets */
    if (st) return st;
    if (o->model) { /* --model M: that model's cases only (a copy that lives as long as the process) */
        const sg_model_desc *md = sg_model_find(o->model);
        if (!md) return sg_model_unknown("--model", o->model);
        static sg_case_spec *kept;
        free(kept);
        kept = sg_xcalloc((size_t)(*n > 0 ? *n : 1), sizeof *kept);
        int k = 0;
        for (int i = 0; i < *n; i++)
            if ((*specs)[i].model == md->id) kept[k++] = (*specs)[i];
        if (k == 0) return sg_fail(SG_E_UNKNOWN, "set '%s' has no %s case", o->set, o->model);
        *specs = kept;
        *n = k;
    }
    if (!o->case_name) return *n > 0 ? SG_OK : sg_fail(SG_E_UNKNOWN, "set '%s' has no cases", o->set);
    for (int i = 0; i < *n; i++)
        if (strcmp((*specs)[i].name, o->case_name) == 0) {
            *specs = &(*specs)[i];
            *n = 1;
            return SG_OK;
        }
    /* not a name: an fnmatch(3) pattern ("rg_edges_*") selects every case it matches, in the set's order */
    if (strpbrk(o->case_name, "*?[")) {
        static sg_case_spec *matched;
        free(matched);
        matched = sg_xcalloc((size_t)(*n > 0 ? *n : 1), sizeof *matched);
        int k = 0;
        for (int i = 0; i < *n; i++)
            if (fnmatch(o->case_name, (*specs)[i].name, 0) == 0) matched[k++] = (*specs)[i];
        if (k > 0) {
            *specs = matched;
            *n = k;
            return SG_OK;
        }
    }
    char names[1500] = "";
    for (int i = 0; i < *n; i++) add_name(names, sizeof names, (*specs)[i].name);
    char *ec = sg_text_escape(o->case_name);
    st = sg_fail(SG_E_UNKNOWN, "--case '%s' matches no case of set '%s'%s (its cases: %s)", ec, o->set,
                 sg_case_hint(o->set, o->case_name), names);
    free(ec);
    return st;
}

static int runs_model(const sg_backend *b, sg_model m) {
    const sg_model_desc *md = sg_model_desc_of(m);
    return md && sg_model_runs(md, b);
}

sg_status sg_cli_check_backends(const sg_cli_opts *o, const sg_backend_table *t, const sg_case_spec *specs, int n) {
    for (int i = 0; i < o->nbackends; i++) {
        const sg_backend *b = sg_backend_find(t, o->backends[i]);
        if (!b) return sg_backend_unknown(t, o->backends[i]);
        int applies = 0;
        for (int c = 0; c < n && !applies; c++) applies = runs_model(b, specs[c].model);
        if (!applies) {
            char models[64] = "", cases[1500] = "";
            int nm;
            const sg_model_desc *const *mds = sg_models(&nm);
            for (int m = 0; m < nm; m++)
                if (sg_model_runs(mds[m], b)) add_name(models, sizeof models, mds[m]->name);
            for (int c = 0; c < n; c++) {
                const sg_model_desc *md = sg_model_desc_of(specs[c].model);
                char one[160];
                snprintf(one, sizeof one, "%s (%s)", specs[c].name, md ? md->name : "?");
                add_name(cases, sizeof cases, one);
            }
            return sg_fail(SG_E_UNKNOWN, "backend '%s' runs %s only and matches no selected case (set '%s': %s)",
                           b->name, models[0] ? models : "no model", o->set, cases);
        }
    }
    return SG_OK;
}

const char *sg_cli_cache_note(const sg_cli_opts *o) {
    static char note[sizeof o->cache_note];
    if (o->cache_note[0]) return o->cache_note;
    const char *failed = o->cache_dir ? sg_oracle_cache_write_failure() : NULL;
    if (!failed) return NULL;
    snprintf(note, sizeof note, "%s", failed);
    return note;
}

void sg_cli_prepare_cache(sg_cli_opts *o) {
    o->cache_note[0] = 0;
    if (!o->cache_dir || !*o->cache_dir) {
        o->cache_dir = NULL;
        snprintf(o->cache_note, sizeof o->cache_note, "no cache directory given");
        return;
    }
    char reason[600] = "";
    struct stat sb;
    if (sg_mkdirs(o->cache_dir) != SG_OK) snprintf(reason, sizeof reason, "%s", sg_errmsg());
    else if (stat(o->cache_dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) snprintf(reason, sizeof reason, "not a directory");
    else {
        char probe[4200], base[4200];
        snprintf(base, sizeof base, "%s/.probe", o->cache_dir);
        sg_temp_name(probe, sizeof probe, base);
        FILE *f = fopen(probe, "wx");
        if (!f) snprintf(reason, sizeof reason, "cannot write there: %s", strerror(errno));
        else {
            fclose(f);
            remove(probe);
        }
    }
    if (reason[0]) {
        fprintf(stderr, "scangate: warning: the oracle cache directory '%s' is not usable (%s); running without a cache\n",
                o->cache_dir, reason);
        snprintf(o->cache_note, sizeof o->cache_note, "%.240s: %.240s", o->cache_dir, reason); /* bounded: the note is informative */
        o->cache_dir = NULL;
        return;
    }
    /* temporaries of runs killed while writing (up to the size of a case's results each); ten minutes
     * untouched and their writer gone */
    sg_clean_stale_temps(o->cache_dir, 600.0, NULL);
}

static sg_status check_loosening(sg_cli_opts *o, const sg_thresholds *th) {
    char *dir = sg_text_escape(o->reports_dir ? o->reports_dir : "");
    sg_status st = SG_OK;
    if (o->no_loosening_check) {
        snprintf(o->loosening_note, sizeof o->loosening_note,
                 "OFF (--no-loosening-check): the limits were not compared with those recorded reports were judged with");
        fprintf(stderr, "scangate: warning: --no-loosening-check: THRESHOLDS.md is not compared with the limits recorded "
                        "reports were judged with; every report of this run says so\n");
    } else {
        int n = 0;
        st = sg_thresholds_check_recorded(th, o->reports_dir, &n);
        snprintf(o->loosening_note, sizeof o->loosening_note,
                 "on: no limit looser than in the %d recorded report(s) under %.400s", n, dir);
    }
    free(dir);
    return st;
}

/* EXPECTED_STATUS.md's evidence paths are relative to its own folder (the
 * file's path up to its last '/', else the working directory). */
static sg_status load_expected(const char *path, sg_expected *ex) {
    char root[4200];
    snprintf(root, sizeof root, "%s", path);
    char *slash = strrchr(root, '/');
    if (slash) *slash = 0;
    else snprintf(root, sizeof root, ".");
    return sg_backends_expected_load(path, root, ex);
}

sg_status sg_cli_judging_load(sg_cli_opts *o, unsigned what, sg_cli_judging *j) {
    memset(j, 0, sizeof *j);
    /* a command's own --thresholds / --expected (bench backends, dispatch, table) after the paths were noted */
    if (o->lookup[0] && o->thresholds != o->noted[0])
        snprintf(o->thresholds_from, sizeof o->thresholds_from, "%s (--thresholds)", o->thresholds);
    if (o->lookup[0] && o->expected != o->noted[1])
        snprintf(o->expected_from, sizeof o->expected_from, "%s (--expected)", o->expected);
    sg_status st = SG_OK;
    if (what & SG_CLI_THRESHOLDS) {
        if ((st = sg_thresholds_load(o->thresholds, &j->th))) {
            if (o->lookup[0]) st = sg_fail(st, "%s; THRESHOLDS.md from %s; %s", sg_errmsg(), o->thresholds_from, o->lookup);
            return st;
        }
        if ((st = check_loosening(o, &j->th))) {
            sg_thresholds_free(&j->th);
            return st;
        }
    }
    if ((what & SG_CLI_EXPECTED) && (st = load_expected(o->expected, &j->ex))) {
        if (o->lookup[0]) st = sg_fail(st, "%s; EXPECTED_STATUS.md from %s; %s", sg_errmsg(), o->expected_from, o->lookup);
        sg_thresholds_free(&j->th);
        return st;
    }
    /* the files in use, on the terminal (every report names them too) */
    if ((what & SG_CLI_THRESHOLDS) && o->thresholds_from[0]) fprintf(stderr, "thresholds: %s\n", o->thresholds_from);
    if ((what & SG_CLI_EXPECTED) && o->expected_from[0]) fprintf(stderr, "expected status: %s\n", o->expected_from);
    return st;
}

void sg_cli_judging_free(sg_cli_judging *j) {
    sg_thresholds_free(&j->th);
    sg_expected_free(&j->ex);
}
