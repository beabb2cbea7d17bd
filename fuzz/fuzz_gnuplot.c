/* fuzz_gnuplot.c - the gnuplot script writers on hostile text: `scangate
 * plot`'s (cli/plot.c, sg_plot_scripts) with the fuzzer's fields as the
 * table's commit, seed and command lines, its file name and the limits' file
 * name, and `scangate audit`'s (audit/audit.c, sg_audit_plot_script) with
 * them as the case's name, the backend's and the script's. Fields are
 * NUL-separated (sg_fuzz_fields). Every script must keep: no backquote
 * outside a single-quoted string (gnuplot runs `cmd` anywhere else but in a
 * comment), none in a comment either, every quote closed on its line, no
 * comment line ending in a backslash (it would continue onto the next line),
 * no control character but the newline. */
#define _GNU_SOURCE /* memmem */
#include "sg_audit.h"
#include "sg_fuzz.h"
#include "sg_plot.h"

#include <stdlib.h>
#include <string.h>

SG_FUZZ_CHECKER static void check_script(const char *s) {
    int in_block = 0;
    sg_fuzz_no_controls(s, strlen(s));
    const char *l;
    size_t n;
    while (sg_fuzz_line(&s, &l, &n)) {
        if (in_block) { /* a datablock's lines are data: numbers and checked names */
            if (n == 3 && !strncmp(l, "EOD", 3)) in_block = 0;
        } else if (l[0] == '#') {
            if (memchr(l, '`', n) || (n && l[n - 1] == '\\')) abort();
        } else {
            char q = 0;
            for (size_t i = 0; i < n; i++) {
                const char c = l[i];
                if (q == '"' && c == '\\' && i + 1 < n) i++;
                else if (q && c == q) q = 0;
                else if (!q && (c == '\'' || c == '"')) q = c;
                else if (c == '`' && q != '\'') abort(); /* a command gnuplot would run */
                else if (!q && c == '#') break;
            }
            if (q) abort(); /* a string left open at the end of the line */
            if (memmem(l, n, "<< EOD", 6)) in_block = 1;
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *buf;
    const char *f[6];
    sg_fuzz_fields(data, size, &buf, f, 6);
    /* the plot scripts: three points of one backend and a baseline, the provenance from the fuzzer */
    sg_table_row rows[4] = {{.line = 0}};
    sg_table tab = {.n = 4, .cap = 4, .rows = rows};
    for (int i = 0; i < 4; i++) {
        sg_table_row *r = &rows[i];
        snprintf(r->model, sizeof r->model, "rglru");
        snprintf(r->regime, sizeof r->regime, "init");
        snprintf(r->backend, sizeof r->backend, i < 3 ? "cpu.rglru_chunk16_serial" : "cpu.canonical_f32");
        snprintf(r->quantity, sizeof r->quantity, "y");
        snprintf(r->metric, sizeof r->metric, "rel_l2");
        r->B = 1, r->D = 64, r->L = 256 << (i % 3), r->value = 1e-6 * (i + 1);
    }
    snprintf(tab.prov.commit, sizeof tab.prov.commit, "%s", f[0]);
    snprintf(tab.prov.seed, sizeof tab.prov.seed, "%s", f[1]);
    snprintf(tab.prov.command, sizeof tab.prov.command, "%s", f[2]);
    sg_thresholds th;
    memset(&th, 0, sizeof th); /* no limits: the scripts say so */
    sg_text t = {0};
    if (sg_plot_scripts(&tab, f[3], f[4], &th, "rel_l2", &t) == SG_OK && t.p) check_script(t.p);
    sg_text_free(&t);
    /* the audit's profile script: the case's name, the backend's and the script's from the fuzzer */
    sg_case c;
    memset(&c, 0, sizeof c);
    c.spec.name = f[0];
    c.spec.L = 64;
    sg_audit_chunk ch[2] = {{1.5, 0.5, 0, 0, 0}, {0, 2.0, 0, 0, 1}};
    sg_audit_case a;
    memset(&a, 0, sizeof a);
    a.c = &c;
    a.st.chunk = 32;
    a.st.group = 1;
    a.nq = 1;
    snprintf(a.q[0].quantity, sizeof a.q[0].quantity, "%s", f[5]);
    a.q[0].nchunks = 2;
    a.q[0].chunks = ch;
    a.q[0].envelope = 1.0;
    sg_audit_plot_script(&a, 0, f[1], f[3], &t);
    if (t.p) check_script(t.p);
    sg_text_free(&t);
    free(buf);
    return 0;
}
