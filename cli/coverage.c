/* coverage.c - `scangate coverage`: the coverage table of a fixture set (which
 * code paths its cases reach, computed from the generated inputs:
 * models/coverage.c), as Markdown on stdout or into --out FILE (written whole:
 * temporary + rename). */
#include "sg_cli.h"

#include <string.h>

int sg_cmd_coverage(sg_cli_opts *o) {
    sg_text t = {0};
    int fewest[SG_MODEL_COUNT];
    sg_status st = sg_coverage_table(o->set, o->seed, &t, fewest);
    if (st) {
        fprintf(stderr, "scangate coverage: %s\n", sg_errmsg());
        sg_text_free(&t);
        return st;
    }
    if (o->out_file) {
        st = sg_write_atomic_buf(o->out_file, t.p, t.len);
        if (st) fprintf(stderr, "scangate coverage: %s\n", sg_errmsg());
        else {
            fprintf(stderr, "coverage: %s (fewest cases meeting a condition:", o->out_file);
            for (int m = 0; m < SG_MODEL_COUNT; m++)
                if (fewest[m] >= 0) fprintf(stderr, " %s %d", sg_model_name((sg_model)m), fewest[m]);
            fprintf(stderr, ")\n");
        }
    } else {
        fputs(t.p ? t.p : "", stdout);
    }
    sg_text_free(&t);
    return st;
}
