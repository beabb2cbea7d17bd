/* sg_api.c - the in-process API of sg_api.h over the library code the
 * command runs: fixtures/ for the sets and cases, eval/ for the judgement
 * (the oracle through its cache, the canonical yardstick, the outputs judged
 * as `scangate judge` judges them), gates/ for the report's JSON. */
#define _GNU_SOURCE /* dladdr: the data directory beside an installed library */
#include "sg_api.h"

#include "sg_backends.h"
#include "sg_eval.h"
#include "sg_fixtures.h"
#include "sg_gates.h"
#include "sg_version.h"

#include <dlfcn.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int sg_api_version(void) { return SG_API_VERSION; }

void sg_api_free(void *p) { free(p); }

static int fail(sg_status st, char *err, size_t cap) {
    if (err && cap) snprintf(err, cap, "%s", sg_errmsg());
    return (int)st;
}

static const char *env_or(const char *var, const char *dflt) {
    const char *e = getenv(var);
    return e && *e ? e : dflt;
}

/* The data directory, as the command finds it: SG_DATA_DIR, else
 * <prefix>/share/scangate beside this library when it holds THRESHOLDS.md,
 * else NULL (the source tree). Hard cases of an installed data directory, as
 * the command sets them. */
static const char *data_dir_from(const char **from) {
    static char buf[4200];
    const char *e = getenv("SG_DATA_DIR");
    const char *dir = NULL;
    *from = "the source tree the library was built from";
    if (e && *e) {
        dir = e;
        *from = "SG_DATA_DIR";
    } else {
        Dl_info info;
        if (dladdr((void *)sg_api_version, &info) && info.dli_fname) {
            char lib[4000];
            snprintf(lib, sizeof lib, "%s", info.dli_fname);
            char *slash = strrchr(lib, '/');
            if (slash) {
                *slash = 0;
                char probe[4300];
                snprintf(buf, sizeof buf, "%s/" SG_LIB_TO_DATA, lib);
                snprintf(probe, sizeof probe, "%s/THRESHOLDS.md", buf);
                if (access(probe, R_OK) == 0) {
                    dir = buf;
                    *from = "the installed data directory beside the library";
                }
            }
        }
    }
    if (dir) {
        char hard[4300];
        snprintf(hard, sizeof hard, "%s/fixtures/hard", dir);
        setenv("SG_HARD_CASES", hard, 0);
    }
    return dir;
}

static const char *data_dir(void) {
    const char *from;
    return data_dir_from(&from);
}

/* The default cache: the command's (XDG_CACHE_HOME or ~/.cache under an
 * installed data directory, the source tree's .cache/oracle otherwise). */
static const char *default_cache(const char *data) {
    static char buf[4200];
    if (!data) return SG_SOURCE_DIR "/.cache/oracle";
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    if (xdg && *xdg) snprintf(buf, sizeof buf, "%s/scangate/oracle", xdg);
    else if (home && *home) snprintf(buf, sizeof buf, "%s/.cache/scangate/oracle", home);
    else return SG_SOURCE_DIR "/.cache/oracle";
    return buf;
}

static uint64_t default_seed(void) {
    const char *e = getenv("SG_SEED");
    if (e && *e) {
        char *end;
        const unsigned long long v = strtoull(e, &end, 10);
        if (*end == 0 && v) return (uint64_t)v;
    }
    return SG_DEFAULT_SEED;
}

int sg_api_list(char **json, char *err, size_t errcap) {
    *json = NULL;
    const char *from;
    const char *data = data_dir_from(&from), *root_dir = data ? data : SG_SOURCE_DIR;
    json_t *root = json_object(), *sets = json_array();
    json_object_set_new(root, "version", json_string(SG_VERSION));
    json_object_set_new(root, "default_seed", json_integer((json_int_t)default_seed()));
    char t[4300], e[4300];
    snprintf(t, sizeof t, "%s/THRESHOLDS.md", root_dir);
    snprintf(e, sizeof e, "%s/EXPECTED_STATUS.md", root_dir);
    json_object_set_new(root, "data_dir", json_string(root_dir));
    json_object_set_new(root, "data_from", json_string(from));
    json_object_set_new(root, "thresholds", json_string(env_or("SG_THRESHOLDS", t)));
    json_object_set_new(root, "expected", json_string(env_or("SG_EXPECTED", e)));
    json_object_set_new(root, "cache_dir", json_string(env_or("SG_CACHE_DIR", default_cache(data))));
    json_object_set_new(root, "sets", sets);
    int nsets;
    const char *const *names = sg_fixture_set_names(&nsets);
    for (int s = 0; s < nsets; s++) {
        const sg_case_spec *specs;
        int n;
        const sg_status st = sg_fixture_set(names[s], &specs, &n);
        if (st) {
            json_decref(root);
            return fail(st, err, errcap);
        }
        json_t *set = json_object(), *cases = json_array();
        json_object_set_new(set, "name", json_string(names[s]));
        json_object_set_new(set, "cases", cases);
        for (int i = 0; i < n; i++)
            json_array_append_new(cases, json_pack("{s:s, s:s, s:I, s:I, s:I, s:s}", "name", specs[i].name, "model",
                                                   sg_model_name(specs[i].model), "B", (json_int_t)specs[i].B, "L",
                                                   (json_int_t)specs[i].L, "D", (json_int_t)specs[i].D, "target",
                                                   specs[i].target ? specs[i].target : ""));
        json_array_append_new(sets, set);
    }
    *json = json_dumps(root, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII);
    json_decref(root);
    return *json ? 0 : fail(sg_fail(SG_E_INTERNAL, "out of memory for the list of sets"), err, errcap);
}

int sg_api_case(const char *set, const char *name, unsigned long long seed, unsigned char **buf, size_t *len,
                char *err, size_t errcap) {
    *buf = NULL;
    *len = 0;
    if (!set || !name) return fail(sg_fail(SG_E_USAGE, "sg_api_case: a set and a case name are needed"), err, errcap);
    (void)data_dir();
    const sg_case_spec *spec;
    sg_case c;
    memset(&c, 0, sizeof c);
    sg_status st = sg_fixture_find(set, name, &spec);
    if (!st) st = sg_case_make(spec, seed ? (uint64_t)seed : default_seed(), &c);
    if (!st) st = sg_safetensors_to_buffer(&c.inputs, buf, len);
    sg_case_free(&c);
    return st ? fail(st, err, errcap) : 0;
}

/* The oracle cache directory, made when missing; NULL (and why, in note) when it cannot be used. */
static const char *usable_cache(const char *dir, char *note, size_t cap) {
    note[0] = 0;
    if (!dir || !*dir) {
        snprintf(note, cap, "no cache directory given");
        return NULL;
    }
    if (sg_mkdirs(dir) != SG_OK) {
        snprintf(note, cap, "%.240s: %.240s", dir, sg_errmsg());
        return NULL;
    }
    sg_clean_stale_temps(dir, 600.0, NULL);
    return dir;
}

#define LOOKUP                                                                                                      \
    "the lookup order: the argument, then SG_THRESHOLDS / SG_EXPECTED, then the data directory (SG_DATA_DIR, "     \
    "else <prefix>/share/scangate beside an installed library), then the source tree the library was built "       \
    "from (" SG_SOURCE_DIR ")"

/* What one judgement holds, freed together. */
typedef struct {
    sg_thresholds th;
    sg_expected ex;
    sg_case c;
    sg_tset outs;
    sg_eval_result er;
} api_judging;

static void api_judging_free(api_judging *j) {
    sg_eval_free(&j->er);
    sg_tset_free(&j->outs);
    sg_case_free(&j->c);
    sg_expected_free(&j->ex);
    sg_thresholds_free(&j->th);
}

int sg_api_judge(const unsigned char *case_bytes, size_t case_len, const unsigned char *outputs, size_t outputs_len,
                 const char *impl, const char *thresholds, const char *expected, const char *cache_dir, char **json,
                 char *err, size_t errcap) {
    *json = NULL;
    if (!case_bytes || !outputs || !impl)
        return fail(sg_fail(SG_E_USAGE, "sg_api_judge: a case, outputs and the implementation's name are needed"), err,
                    errcap);
    /* the name goes into the report, as judge's --name: plain text that fits */
    if (!impl[0] || !sg_text_plain(impl))
        return fail(sg_fail(SG_E_USAGE, "sg_api_judge: the implementation's name must be non-empty UTF-8 text "
                                        "without control characters"),
                    err, errcap);
    if (strlen(impl) >= sizeof ((sg_case_result *)0)->backend)
        return fail(sg_fail(SG_E_USAGE, "sg_api_judge: the implementation's name is longer than %zu bytes",
                            sizeof ((sg_case_result *)0)->backend - 1),
                    err, errcap);
    const char *data = data_dir();
    const char *root = data ? data : SG_SOURCE_DIR;
    char tdef[4300], edef[4300], rdef[4300];
    snprintf(tdef, sizeof tdef, "%s/THRESHOLDS.md", root);
    snprintf(edef, sizeof edef, "%s/EXPECTED_STATUS.md", root);
    snprintf(rdef, sizeof rdef, "%s/reports", root);
    const char *tpath = thresholds ? thresholds : env_or("SG_THRESHOLDS", tdef);
    const char *epath = expected ? expected : env_or("SG_EXPECTED", edef);
    const char *tfrom = thresholds ? "the thresholds argument"
                        : tpath != tdef ? "SG_THRESHOLDS"
                        : data          ? "the data directory"
                                        : "the source tree the library was built from";
    const char *efrom = expected ? "the expected argument"
                        : epath != edef ? "SG_EXPECTED"
                        : data          ? "the data directory"
                                        : "the source tree the library was built from";
    const char *rpath = env_or("SG_REPORTS_DIR", rdef);
    char cache_note[600];
    const char *cache = usable_cache(cache_dir ? cache_dir : env_or("SG_CACHE_DIR", default_cache(data)), cache_note,
                                     sizeof cache_note);
    api_judging j;
    memset(&j, 0, sizeof j);
    sg_tset_init(&j.outs);
    char eroot[4300];
    snprintf(eroot, sizeof eroot, "%s", epath);
    char *slash = strrchr(eroot, '/');
    if (slash) *slash = 0;
    else snprintf(eroot, sizeof eroot, ".");
    /* the same steps, in the same order, as sg_cmd_judge (cli/run.c) */
    int checked = 0;
    const sg_model_desc *md;
    sg_status st = sg_thresholds_load(tpath, &j.th);
    if (st) st = sg_fail(st, "%s; THRESHOLDS.md from %s; %s", sg_errmsg(), tfrom, LOOKUP);
    if (!st) st = sg_thresholds_check_recorded(&j.th, rpath, &checked);
    if (!st && (st = sg_backends_expected_load(epath, eroot, &j.ex)))
        st = sg_fail(st, "%s; EXPECTED_STATUS.md from %s; %s", sg_errmsg(), efrom, LOOKUP);
    if (!st) st = sg_case_parse(case_bytes, case_len, "the case given", &j.c);
    if (!st) st = sg_model_of_case(&j.c, &md);
    if (!st) st = sg_thresholds_require(&j.th, md);
    if (!st) st = sg_safetensors_parse(outputs, outputs_len, "the outputs given", &j.outs);
    sg_backend_table table;
    sg_backends_fill(&table);
    sg_oracle_opts oo;
    sg_oracle_opts_default(&oo);
    const sg_eval_opts eo = {.th = &j.th, .expected = &j.ex, .set = "external", .cache_dir = cache,
                             .oracle_opts = &oo, .table = &table, .outputs = &j.outs, .outputs_name = impl,
                             .outputs_where = "the outputs given"};
    if (!st) st = sg_eval_case(&j.c, &eo, &j.er);
    int rc;
    if (st) rc = fail(st, err, errcap);
    else {
        char *esc = sg_text_escape(rpath);
        char note[700];
        snprintf(note, sizeof note, "on: no limit looser than in the %d recorded report(s) under %.400s", checked, esc);
        free(esc);
        const char *failed = cache ? sg_oracle_cache_write_failure() : NULL;
        const sg_report rep = {"sg_api_judge (in-process, " SG_VERSION ")",
                               &j.th,
                               "external",
                               j.c.seed,
                               tpath,
                               j.th.hash,
                               epath,
                               oo.prec,
                               1,
                               &j.er.items[0].res,
                               cache,
                               cache_note[0] ? cache_note : failed,
                               note,
                               0};
        if ((st = sg_report_json_text(&rep, json))) rc = fail(st, err, errcap);
        else rc = sg_outcomes_exit(&j.er.items[0].res, 1);
    }
    api_judging_free(&j);
    return rc;
}
