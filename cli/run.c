/* run.c - the main job (a fixture set through every backend, judged against
 * the oracle and THRESHOLDS.md), export, oracle and list. */
#define _POSIX_C_SOURCE 200809L /* stat, getpid: output paths are probed before export writes */
#include "sg_cli.h"
#include "sg_backends.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A model's name as the descriptors spell it. */
static const char *model_name(sg_model m) {
    const sg_model_desc *md = sg_model_desc_of(m);
    return md ? md->name : "?";
}

static int die(sg_status st) {
    fprintf(stderr, "scangate: error [%s]: %s\n", sg_status_name(st), sg_errmsg());
    return (int)st;
}

static int selected(const sg_cli_opts *o, const char *name) {
    if (o->nbackends == 0) return 1;
    for (int i = 0; i < o->nbackends; i++)
        if (strcmp(o->backends[i], name) == 0) return 1;
    return 0;
}

/* The oracle's options from the command line. */
static void oracle_opts(const sg_cli_opts *o, int certify, sg_oracle_opts *oo) {
    sg_oracle_opts_default(oo);
    oo->prec = o->prec;
    oo->threads = o->threads;
    oo->mpfr_only = o->oracle_mpfr;
    oo->certify = certify;
}

/* The oracle's results for a case: cached, or computed (and certified when asked). */
static sg_status oracle_for(const sg_cli_opts *o, const sg_case *c, int certify, sg_tset *res, sg_oracle_cert *cert) {
    sg_oracle_opts oo;
    oracle_opts(o, certify, &oo);
    sg_tset_init(res);
    const sg_model_desc *md;
    const sg_status st = sg_model_of_case(c, &md);
    if (st) return st;
    return certify ? md->oracle(c, &oo, res, cert) : sg_model_oracle(md, c, &oo, o->cache_dir, res);
}

/* The backends skipped (not usable here), one line per reason (--verbose: per backend). */
typedef struct {
    int n;
    const char *name[SG_MAX_BACKENDS];
    char why[SG_MAX_BACKENDS][256];
} skipped;

static void note_skip(skipped *s, const char *name, const char *why, int verbose) {
    char eb[300];
    if (verbose) printf("skip %s: %s\n", sg_shown(eb, sizeof eb, name), why);
    else if (s->n < SG_MAX_BACKENDS) {
        s->name[s->n] = name;
        snprintf(s->why[s->n++], sizeof s->why[0], "%s", why);
    }
}

static void print_skips(const skipped *s) {
    for (int i = 0; i < s->n; i++) {
        int first = 1, k = 0;
        for (int j = 0; j < i && first; j++) first = strcmp(s->why[j], s->why[i]) != 0;
        if (!first) continue;
        for (int j = i; j < s->n; j++) k += strcmp(s->why[j], s->why[i]) == 0;
        char eb[300];
        printf("skip %d backend%s (%s", k, k == 1 ? "" : "s", sg_shown(eb, sizeof eb, s->name[i]));
        int shown = 1;
        for (int j = i + 1; j < s->n; j++)
            if (strcmp(s->why[j], s->why[i]) == 0 && shown++ < 3) printf(", %s", sg_shown(eb, sizeof eb, s->name[j]));
        printf("%s): %s\n", k > 3 ? ", ...; --verbose names each" : "", s->why[i]);
    }
}

/* Prints the verdict table, writes the three reports as one set and returns
 * the exit code. */
static int finish(const sg_cli_opts *o, const char *set, sg_case_result *results, int nr, const sg_thresholds *th) {
    sg_report rep = {o->command, th, set, o->seed, o->thresholds, th->hash, o->expected, o->prec, nr, results,
                     o->cache_dir, sg_cli_cache_note(o), o->loosening_note, o->verbose};
    sg_report_print(&rep, stdout);
    if (nr == 0) { /* a failed run: no reports */
        fprintf(stderr, "scangate: no backend ran\n");
        return SG_E_NODEVICE;
    }
    sg_status st = sg_report_write_set(&rep, o->out_dir);
    if (st) return die(st);
    char eo[4200]; /* outside text (a path, a name) as the terminal is given it: sg_shown */
    sg_shown(eo, sizeof eo, o->out_dir);
    printf("reports: %s/report.json, %s/report.md, %s/junit.xml\n", eo, eo, eo);
    return sg_outcomes_exit(results, nr);
}

/* What run and judge hold while they judge: the limits, the expected
 * status, the case at hand and its evaluation. */
typedef struct {
    sg_cli_judging in; /* THRESHOLDS.md (with the loosening check) and EXPECTED_STATUS.md */
    sg_case c;
    sg_eval_result er;
} judging;

static void judging_free(judging *j) {
    sg_eval_free(&j->er);
    sg_case_free(&j->c);
    sg_cli_judging_free(&j->in);
}

/* A failure inside a subcommand: message, exit code, then the common cleanup. */
#define FAIL(st_)          \
    do {                   \
        rc = die(st_);     \
        goto done;         \
    } while (0)

int sg_cmd_judge(sg_cli_opts *o, const char *case_file, const char *outputs_file, const char *name) {
    judging j;
    memset(&j, 0, sizeof j);
    sg_tset outs;
    sg_tset_init(&outs);
    int rc;
    /* THRESHOLDS.md and EXPECTED_STATUS.md first (evidence may be this very
     * directory's reports), then the output directory, before any computation:
     * an earlier run's reports are gone */
    sg_status st = sg_cli_judging_load(o, SG_CLI_THRESHOLDS | SG_CLI_EXPECTED, &j.in);
    if (st) {
        (void)sg_report_remove_set(o->out_dir);
        FAIL(st);
    }
    if ((st = sg_report_prepare_dir(o->out_dir))) FAIL(st);
    sg_case *c = &j.c;
    if ((st = sg_case_load(case_file, c))) FAIL(st);
    if (o->case_name && strcmp(o->case_name, c->spec.name) != 0)
        FAIL(sg_fail(SG_E_UNKNOWN, "--case '%s' does not match the case in '%s' ('%s')", o->case_name, case_file,
                     c->spec.name));
    const sg_model_desc *md;
    if ((st = sg_model_of_case(c, &md)) || (st = sg_thresholds_require(&j.in.th, md))) FAIL(st);
    sg_cli_prepare_cache(o);
    if ((st = sg_safetensors_read(outputs_file, &outs))) FAIL(st);
    sg_backend_table table;
    sg_backends_fill(&table);
    sg_oracle_opts oo;
    oracle_opts(o, 0, &oo);
    /* the case's oracle, the model's yardstick, the outputs judged as `name` */
    const sg_eval_opts eo = {.th = &j.in.th, .expected = &j.in.ex, .set = "external", .cache_dir = o->cache_dir,
                             .oracle_opts = &oo, .table = &table, .outputs = &outs, .outputs_name = name,
                             .outputs_where = outputs_file};
    if ((st = sg_eval_case(c, &eo, &j.er))) FAIL(st);
    o->seed = c->seed; /* the report names the seed the case was made with */
    char en[300], ec[600], ef[4200];
    printf("scangate judge: %s on case %s (hash %s) from %s; unwritten is not measured for outputs read from a file\n",
           sg_shown(en, sizeof en, name), sg_shown(ec, sizeof ec, c->spec.name), c->hash,
           sg_shown(ef, sizeof ef, outputs_file));
    rc = finish(o, "external", &j.er.items[0].res, 1, &j.in.th);
done:
    sg_tset_free(&outs);
    judging_free(&j);
    return rc;
}

int sg_cmd_run(sg_cli_opts *o) {
    judging j;
    memset(&j, 0, sizeof j);
    sg_case_result *results = NULL;
    int rc;
    /* what is selected: a --set, --case or --backend that matches nothing is refused */
    const sg_case_spec *specs;
    int n;
    sg_status st = sg_cli_select_cases(o, &specs, &n);
    sg_backend_table table;
    sg_backends_fill(&table);
    if (st || (st = sg_cli_check_backends(o, &table, specs, n))) {
        (void)sg_report_remove_set(o->out_dir); /* an earlier run's reports are not this run's */
        return die(st);
    }
    /* THRESHOLDS.md and EXPECTED_STATUS.md (whose evidence may be this very
     * directory's reports: they are checked before those go; when they fail,
     * the earlier reports go all the same) */
    if ((st = sg_cli_judging_load(o, SG_CLI_THRESHOLDS | SG_CLI_EXPECTED, &j.in))) {
        (void)sg_report_remove_set(o->out_dir);
        FAIL(st);
    }
    /* then the output directory, before any computation: an earlier run's
     * reports are gone */
    if ((st = sg_report_prepare_dir(o->out_dir))) FAIL(st);
    int nmodels;
    const sg_model_desc *const *mds = sg_models(&nmodels);
    for (int m = 0; m < nmodels; m++) {
        int used = 0;
        for (int i = 0; i < n; i++) used |= specs[i].model == mds[m]->id;
        if (used && (st = sg_thresholds_require(&j.in.th, mds[m]))) FAIL(st);
    }
    /* the backends evaluated: selected and usable here, in table order */
    const sg_backend *rows[SG_MAX_BACKENDS];
    int nrows = 0;
    static skipped skips; /* large: not on the stack */
    skips.n = 0;
    for (int i = 0; i < table.n; i++) {
        const sg_backend *b = &table.b[i];
        if (!selected(o, b->name)) continue;
        if (b->available() != SG_OK) {
            if (o->nbackends > 0) FAIL(SG_E_NODEVICE);
            note_skip(&skips, b->name, sg_errmsg(), o->verbose);
            continue;
        }
        rows[nrows++] = b;
    }
    print_skips(&skips);
    sg_cli_prepare_cache(o);
    /* n cases x table.n <= SG_MAX_BACKENDS rows: calloc checks the product */
    results = sg_xcalloc((size_t)n, (size_t)table.n * sizeof *results);
    int nr = 0;
    printf("scangate run: set %s, seed %llu, %d case%s\n", o->set, (unsigned long long)o->seed, n, n == 1 ? "" : "s");
    sg_oracle_opts oo;
    oracle_opts(o, 0, &oo);
    for (int ci = 0; ci < n; ci++) {
        if ((st = sg_case_make(&specs[ci], o->seed, &j.c))) FAIL(st);
        char where[160];
        snprintf(where, sizeof where, "set %s case %s", o->set, specs[ci].name);
        if ((st = sg_case_validate(&j.c, where))) FAIL(st);
        /* the oracle, the model's yardstick (its own vs_canonical and err_ratio
         * are 0 and 1), every selected backend's two poisoned runs */
        const sg_eval_opts eo = {.th = &j.in.th, .expected = &j.in.ex, .set = o->set, .where = where,
                                 .cache_dir = o->cache_dir, .oracle_opts = &oo, .table = &table, .rows = rows,
                                 .nrows = nrows};
        if ((st = sg_eval_case(&j.c, &eo, &j.er))) FAIL(st);
        char ec[600];
        fprintf(stderr, "  %-24s oracle %.2fs\n", sg_shown(ec, sizeof ec, j.c.spec.name), j.er.oracle_seconds);
        for (int i = 0; i < j.er.n; i++) results[nr++] = j.er.items[i].res;
        sg_eval_free(&j.er);
        sg_case_free(&j.c);
    }
    rc = finish(o, o->set, results, nr, &j.in.th);
done:
    free(results);
    judging_free(&j);
    return rc;
}

/* Whether a file can be written at `path` (replaced whole, as sg_write_atomic
 * does: a temporary beside it, then a rename): nothing there, or a regular
 * file (not a directory, FIFO or device), and a temporary can be created and
 * removed in its directory. Nothing is left behind. */
static sg_status check_writable(const char *path, const char *what) {
    struct stat sb;
    if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode))
        return sg_fail(SG_E_IO, "cannot write %s '%s': it is %s", what, path,
                       S_ISDIR(sb.st_mode) ? "a directory" : "not a regular file");
    char probe[4200];
    int fd;
    sg_status st = sg_temp_create(probe, sizeof probe, path, &fd);
    if (st) return sg_fail(SG_E_IO, "cannot write %s '%s': %s", what, path, strerror(errno));
    close(fd);
    remove(probe);
    return SG_OK;
}

int sg_cmd_export(sg_cli_opts *o, const char *out_file, const char *oracle_file) {
    const sg_case_spec *spec;
    int n;
    sg_status st = sg_cli_select_cases(o, &spec, &n); /* an unknown case: named, the set's cases listed */
    if (st) return die(st);
    if (n != 1) {
        char *ec = sg_text_escape(o->case_name);
        fprintf(stderr, "scangate: export: --case '%s' matches %d cases of set '%s'; export writes one case: name it\n",
                ec, n, o->set);
        free(ec);
        return SG_E_USAGE;
    }
    /* every output path is checked before anything is computed or written */
    if (oracle_file && sg_same_file(oracle_file, out_file)) {
        char *eo = sg_text_escape(out_file), *er = sg_text_escape(oracle_file);
        fprintf(stderr, "scangate: export: --out '%s' and --oracle '%s' name the same file (the oracle results would "
                        "overwrite the case)\n", eo, er);
        free(eo);
        free(er);
        return SG_E_USAGE;
    }
    if ((st = check_writable(out_file, "the case file")) || (oracle_file && (st = check_writable(oracle_file, "the oracle file"))))
        return die(st);
    sg_case c;
    sg_tset orc;
    sg_tset_init(&orc);
    int rc = 0;
    if ((st = sg_case_make(spec, o->seed, &c))) FAIL(st);
    if (oracle_file) sg_cli_prepare_cache(o);
    if (oracle_file && (st = oracle_for(o, &c, 0, &orc, NULL))) FAIL(st);
    if ((st = sg_case_save(&c, out_file))) FAIL(st);
    char ec[600], ef[4200];
    printf("case %s (hash %s, seed %llu) -> %s\n", sg_shown(ec, sizeof ec, c.spec.name), c.hash,
           (unsigned long long)o->seed, sg_shown(ef, sizeof ef, out_file));
    if (oracle_file) {
        if ((st = sg_safetensors_write(oracle_file, &orc))) {
            remove(out_file); /* no case without its oracle results: the pair is written whole or not at all */
            sg_err_context("%s removed again", out_file);
            FAIL(st);
        }
        printf("oracle results (%ld bits) -> %s\n", o->prec, sg_shown(ef, sizeof ef, oracle_file));
    }
done:
    sg_tset_free(&orc);
    sg_case_free(&c);
    return rc;
}

/* oracle --certify (the MPFR path alone) also runs the fast path where the case's model has one and
 * requires its stored tensors to be the certified MPFR results' bit for bit (EQUATIONS.md section 11);
 * prints its share sent to MPFR, or the first tensor that differs (then the certification FAILs). */
static sg_status certify_fast(const sg_cli_opts *o, const sg_case *c, const sg_tset *mp, int *ok) {
    sg_oracle_opts oo;
    oracle_opts(o, 0, &oo);
    oo.mpfr_only = 0;
    const sg_model_desc *md;
    sg_tset fr;
    sg_tset_init(&fr);
    sg_status st = sg_model_of_case(c, &md);
    if (!st) st = md->oracle(c, &oo, &fr, NULL);
    const char *path = st ? NULL : sg_tset_meta(&fr, "oracle_path");
    if (path) {
        const char *diff = NULL;
        for (int i = 0; i < mp->n && !diff; i++) {
            const sg_tensor *t = sg_tset_get(&fr, mp->t[i].name);
            if (!t || sg_tensor_nbytes(t) != sg_tensor_nbytes(&mp->t[i]) ||
                memcmp(t->data, mp->t[i].data, sg_tensor_nbytes(t)) != 0)
                diff = mp->t[i].name;
        }
        const char *u = sg_tset_meta(&fr, "oracle_mpfr_units"), *r = sg_tset_meta(&fr, "oracle_mpfr_records");
        if (diff) {
            printf(" fast path: DIFFERS from MPFR at %s", diff);
            *ok = 0;
        } else {
            printf(" fast path: the same bits (%s%s%s)", u ? u : "", r ? "; a-gate records " : "", r ? r : "");
        }
    }
    sg_tset_free(&fr);
    return st;
}

int sg_cmd_oracle(sg_cli_opts *o, int certify) {
    const sg_case_spec *specs;
    int n;
    /* no case selected is an error, never a certification of nothing */
    sg_status st = sg_cli_select_cases(o, &specs, &n);
    if (st) return die(st);
    if (!certify) sg_cli_prepare_cache(o); /* certification computes afresh */
    int worst_ok = 1, rc = 0;
    sg_case c;
    sg_tset res;
    sg_cli_judging in;
    memset(&c, 0, sizeof c);
    memset(&in, 0, sizeof in);
    sg_tset_init(&res);
    /* the certification minimum is a row of THRESHOLDS.md (R-CERT) */
    const sg_threshold *min_bits = NULL;
    if (certify && ((st = sg_cli_judging_load(o, SG_CLI_THRESHOLDS, &in)) ||
                    (st = sg_thresholds_limit(&in.th, SG_LIMIT_CERT_MIN_BITS, &min_bits))))
        FAIL(st);
    for (int i = 0; i < n; i++) {
        if ((st = sg_case_make(&specs[i], o->seed, &c))) FAIL(st);
        sg_oracle_cert cert;
        memset(&cert, 0, sizeof cert);
        double t0 = sg_now();
        if ((st = oracle_for(o, &c, certify, &res, &cert))) FAIL(st);
        char ec[600];
        printf("%-24s hash %.12s %.2fs", sg_shown(ec, sizeof ec, c.spec.name), c.hash, sg_now() - t0);
        if (certify && cert.nq == 0) worst_ok = 0; /* nothing certified is no certification */
        for (int q = 0; q < cert.nq; q++) {
            printf(" %s:%.1f", cert.name[q], cert.bits[q]);
            if (sg_judge_value(cert.bits[q], min_bits) == SG_FAIL) worst_ok = 0;
        }
        if (certify && !o->oracle_mpfr && (st = certify_fast(o, &c, &res, &worst_ok))) FAIL(st);
        printf("\n");
        sg_tset_free(&res);
        sg_case_free(&c);
    }
    if (certify)
        printf("certification: %s (every quantity needs >= %g agreeing bits, %s:%d; %d case%s)\n", worst_ok ? "PASS" : "FAIL",
               min_bits->fail, in.th.path, min_bits->line, n, n == 1 ? "" : "s");
    rc = worst_ok ? 0 : SG_E_GATE;
done:
    sg_tset_free(&res);
    sg_case_free(&c);
    sg_cli_judging_free(&in);
    return rc;
}

int sg_cmd_list(void) {
    int ns;
    const char *const *names = sg_fixture_set_names(&ns);
    for (int s = 0; s < ns; s++) {
        const sg_case_spec *specs;
        int n;
        sg_fixture_set(names[s], &specs, &n);
        printf("set %s (%d cases)\n", names[s], n);
        for (int i = 0; i < n; i++)
            printf("  %-24s %-6s B=%lld L=%lld D=%lld  %s\n", specs[i].name, model_name(specs[i].model),
                   (long long)specs[i].B, (long long)specs[i].L, (long long)specs[i].D, specs[i].target);
    }
    sg_backend_table t;
    sg_backends_fill(&t);
    char dev[256];
#ifdef SG_HAVE_CUDA
    if (sg_backends_device_probe(dev, sizeof dev)) printf("gpu: none (%s); CUDA backends are skipped\n", dev);
    else printf("gpu: %s\n", dev);
#else
    sg_backends_device_probe(dev, sizeof dev); /* "built without CUDA (SG_CUDA=OFF)" */
    printf("gpu: %s\n", dev);
#endif
    printf("backends\n");
    for (int i = 0; i < t.n; i++) {
        sg_status st = t.b[i].available();
        printf("  %-28s %s%s%s%s\n", t.b[i].name, t.b[i].algorithm, st ? "  [unavailable: " : "", st ? sg_errmsg() : "", st ? "]" : "");
    }
    return 0;
}

static void print_tensors(const sg_tset *s) {
    for (int i = 0; i < s->n; i++) {
        const sg_tensor *t = &s->t[i];
        char en[300];
        printf("  %-12s %-4s [", sg_shown(en, sizeof en, t->name), sg_dtype_name(t->dtype));
        for (int k = 0; k < t->ndim; k++) printf("%s%lld", k ? "," : "", (long long)t->shape[k]);
        printf("]\n");
    }
}

int sg_cmd_inspect(const char *path) {
    sg_case c;
    sg_status st = sg_case_load(path, &c);
    if (st) {
        /* An oracle result file or an outputs file is described, then refused
         * (exit 3) as not a case file. */
        sg_tset s;
        char what[1024], msg[2048];
        snprintf(msg, sizeof msg, "%s", sg_errmsg());
        if (st == SG_E_FORMAT && sg_safetensors_read(path, &s) == SG_OK) {
            if (sg_tset_other_kind(&s, what, sizeof what)) {
                char ep[4200], ek[200], ev[1200];
                printf("%s: %s\n", sg_shown(ep, sizeof ep, path), sg_shown(ev, sizeof ev, what));
                for (int i = 0; i < s.nmeta; i++)
                    printf("%s%s=%s", i ? " " : "  metadata: ", sg_shown(ek, sizeof ek, s.meta[i].key),
                           sg_shown(ev, sizeof ev, s.meta[i].value));
                if (s.nmeta) printf("\n");
                print_tensors(&s);
            }
            sg_tset_free(&s);
        }
        sg_fail(st, "%s", msg);
        return die(st);
    }
    char ep[4200], ec[600], et[1200];
    printf("%s: %s case '%s' B=%lld L=%lld D=%lld seed=%llu hash=%s\n  target: %s\n", sg_shown(ep, sizeof ep, path),
           model_name(c.spec.model), sg_shown(ec, sizeof ec, c.spec.name), (long long)c.spec.B, (long long)c.spec.L,
           (long long)c.spec.D, (unsigned long long)c.seed, c.hash, sg_shown(et, sizeof et, c.spec.target));
    print_tensors(&c.inputs);
    sg_case_free(&c);
    return 0;
}
