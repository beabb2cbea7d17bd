/* fuzz_markdown.c - the Markdown writers on hostile names: report.md
 * (gates/report.c, sg_report_emit_markdown) with the fuzzer's NUL-separated
 * fields as a result's backend, case, target and quantity, and sg_md_cell
 * cells in a table of their own. Every table row must have its header's
 * number of unescaped | (a | after an odd run of backslashes is escaped), and
 * no byte of the text may be a control character but the newline. A code
 * span (sg_md_code) of each field opens and closes with one fence longer than
 * any run of backquotes inside it; prose (sg_md_escape) has no unescaped
 * | ` * [ ] < >. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "sg_fuzz.h"
#include "sg_gates.h"

#include <stdlib.h>
#include <string.h>

SG_FUZZ_CHECKER static void check_md(const char *md, size_t len) {
    int want = -1;
    sg_fuzz_no_controls(md, len);
    const char *l;
    size_t n;
    while (sg_fuzz_line(&md, &l, &n)) {
        if (n && l[0] == '|') {
            int bars = 0;
            size_t bs = 0;
            for (size_t i = 0; i < n; i++) {
                if (l[i] == '\\') {
                    bs++;
                    continue;
                }
                if (l[i] == '`' && bs % 2 == 0) abort(); /* a code span opened by a name */
                if (l[i] == '|' && bs % 2 == 0) bars++;
                bs = 0;
            }
            if (want < 0) want = bars;
            else if (bars != want) abort(); /* a cell split or merged */
        } else {
            want = -1;
        }
    }
}

/* A code span: a fence of k backquotes, the text (no run of k or more
 * backquotes), the same fence; nothing after it. */
SG_FUZZ_CHECKER static void check_code(const char *c) {
    size_t k = 0, n = strlen(c);
    if (n == 0) return; /* an empty text: no span */
    while (c[k] == '`') k++;
    if (k == 0 || n < 2 * k) abort();
    for (size_t i = n - k; i < n; i++)
        if (c[i] != '`') abort();
    if (n > 2 * k && (c[n - k - 1] == '`')) abort(); /* the closing fence would be longer */
    size_t run = 0;
    for (size_t i = k; i < n - k; i++) {
        run = c[i] == '`' ? run + 1 : 0;
        if (run >= k) abort(); /* a run that closes the span early */
    }
    sg_fuzz_no_controls(c, n);
}

SG_FUZZ_CHECKER static void check_prose(const char *e) {
    size_t bs = 0;
    for (const char *p = e; *p; p++) {
        if (*p == '\\') {
            bs++;
            continue;
        }
        if (strchr("|`*[]<>", *p) && bs % 2 == 0) abort();
        bs = 0;
    }
    if (bs % 2) abort(); /* a lone backslash at the end */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *buf;
    const char *f[4];
    sg_fuzz_fields(data, size, &buf, f, 4);
    sg_case_result res;
    memset(&res, 0, sizeof res);
    snprintf(res.backend, sizeof res.backend, "%s", f[0]);
    snprintf(res.case_name, sizeof res.case_name, "%s", f[1]);
    snprintf(res.target, sizeof res.target, "%s", f[2]);
    res.outcome = SG_OUTCOME_REGRESSION;
    res.worst = SG_FAIL;
    res.nq = 2;
    snprintf(res.q[0].quantity, sizeof res.q[0].quantity, "%s", f[3]);
    snprintf(res.q[1].quantity, sizeof res.q[1].quantity, "y");
    res.q[0].verdict[0] = SG_FAIL;
    res.q[0].worst = SG_FAIL;
    res.q[0].measured[0] = 1;
    res.q[0].scalar.state = SG_SCALAR_ILL;
    sg_report rep;
    memset(&rep, 0, sizeof rep);
    rep.command = f[0];
    rep.set = "smoke";
    rep.thresholds_path = f[1];
    rep.thresholds_hash = "00";
    rep.oracle_prec = 128;
    rep.n = 1;
    rep.results = &res;
    char *md = NULL;
    size_t len = 0;
    FILE *mf = open_memstream(&md, &len);
    if (!mf) abort();
    if (sg_report_emit_markdown(mf, &rep) != SG_OK) abort();
    if (fclose(mf) != 0) abort();
    check_md(md, len);
    free(md);
    /* the cells alone, cut short too */
    sg_text t = {0};
    char c1[4096], c2[24];
    sg_text_printf(&t, "| a | b | c |\n|---|---|---|\n");
    for (int i = 0; i < 4; i++)
        sg_text_printf(&t, "| %s | %s | x |\n", sg_md_cell(c1, sizeof c1, f[i]), sg_md_cell(c2, sizeof c2, f[i]));
    check_md(t.p, t.len);
    sg_text_free(&t);
    /* code spans and prose, whole and cut short */
    for (int i = 0; i < 4; i++) {
        char code[4096], shortc[16];
        check_code(sg_md_code(code, sizeof code, f[i]));
        sg_md_code(shortc, sizeof shortc, f[i]);
        if (shortc[0]) check_code(shortc);
        char *e = sg_md_escape(f[i]);
        check_prose(e);
        free(e);
    }
    free(buf);
    return 0;
}
