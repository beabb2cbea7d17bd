/* sg_audit_run.h - the audit of one backend (or of outputs read from a file)
 * over cases, what `scangate audit` computes (audit/run.c): on every case its
 * metrics and verdicts beside the canonical FP32 path's, the profile and worst
 * elements (sg_audit.h), the first failing case, and there the minimised
 * reproducer (sg_shrink.h) and the stage swaps of the backend's row (each
 * evaluated on that case, naming the stage whose swap clears every failing
 * gate), or, for outputs from a file, what their failure is like (the
 * canonical path's and its single-operation variants' errors on their worst
 * elements); audit.md says it all in prose. The command (cli/audit.c) loads
 * the limits, makes the directory, writes the files and the reports, draws
 * the plots and prints. */
#ifndef SG_AUDIT_RUN_H
#define SG_AUDIT_RUN_H

#include "sg_audit.h"
#include "sg_eval.h"

typedef struct {
    const char *name;                 /* the backend audited, or the name of the outputs given */
    const sg_backend *b;              /* NULL: the outputs of outputs_file on the case of case_file */
    const sg_backend_table *table;    /* the build's rows: the canonical path, the stage swaps' rows */
    const sg_backend_table *variants; /* the canonical path's single-operation variants (outputs given) */
    const sg_thresholds *th;
    const sg_expected *ex;
    const char *set;                  /* the set's name ("external": a case from a file) */
    const sg_case_spec *specs;        /* the set's cases (b given, case_file NULL) */
    int nspecs;
    const char *case_file;            /* a case from a file (with b: the backend on it) */
    const char *outputs_file;         /* the outputs given (with case_file, b NULL) */
    uint64_t seed;
    long prec;
    int threads;
    int oracle_mpfr;                  /* --oracle-path mpfr */
    const char *cache_dir;
    uint64_t oracle_mib;              /* a case whose oracle results held exceed it is streamed (0: 2048) */
    uint64_t shrink_seconds;          /* the reproducer's time budget */
    const char *hard_cases_dir;       /* the reproducer also written there (NULL: not) */
    const char *command;              /* the command line: provenance */
    const char *loosening_note;       /* what the loosening check compared: provenance */
    const char *dir;                  /* the directory written while the audit runs (the plots' scripts) */
    const char *outdir;               /* the destination, as audit.md names it */
} sg_audit_run_opts;

typedef struct {
    sg_case_result *results;          /* every case judged, for the reports (sg_report_write_set) */
    int nres;
    int first_fail;                   /* index of the first failing case, -1: none */
    char first_fail_case[96];
    char conclusion[1024];
    sg_text prof, worst, md;          /* profile.csv, worst.csv, audit.md */
    sg_text plots;                    /* the profile plots' scripts written into dir (NAME.gp), NAME one a line */
} sg_audit_run_result;

/* The audit; SG_E_UNKNOWN when the backend runs no case of the set. */
sg_status sg_audit_run(const sg_audit_run_opts *o, sg_audit_run_result *r);
void sg_audit_run_free(sg_audit_run_result *r);

#endif
