/* twin.c - two FP32 paths of the same step code compared element by element
 * in units of the oracle's magnitudes (sg_gates.h: sg_twin_compare), under
 * THRESHOLDS.md's paths.twin.max_s_distance (R-TWIN). */
#include "sg_gates.h"

#include <math.h>
#include <string.h>

sg_status sg_twin_compare(const sg_model_desc *md, const sg_tset *a, const sg_tset *b, const sg_tset *oracle,
                          const sg_threshold *twin, sg_twin_result *r) {
    memset(r, 0, sizeof *r);
    r->worst_verdict = SG_PASS;
    for (int i = 0; i < md->nq && i < 16; i++) {
        const char *q = md->quantities[i].name;
        char sname[96];
        sg_oracle_tensor_name(sname, sizeof sname, q, SG_ORC_S);
        const sg_tensor *ts = sg_tset_get(oracle, sname), *ta = sg_tset_get(a, q), *tb = sg_tset_get(b, q);
        if (!ts || !ta || !tb || sg_tensor_numel(ta) != sg_tensor_numel(ts) || sg_tensor_numel(tb) != sg_tensor_numel(ts))
            return sg_fail(SG_E_SHAPE, "twin comparison: %s missing or of another size in the outputs or the oracle", q);
        const double *S = ts->data;
        int64_t w;
        r->distance[i] = sg_s_distance(ta, tb, S, &w);
        r->worst[i] = w;
        if (w >= 0) {
            r->a[i] = sg_tensor_value(ta, w);
            r->b[i] = sg_tensor_value(tb, w);
            r->s[i] = S[w];
        }
        r->verdict[i] = sg_judge_value(r->distance[i], twin);
        if (r->verdict[i] > r->worst_verdict) r->worst_verdict = r->verdict[i];
        r->nq = i + 1;
    }
    return SG_OK;
}

int sg_twin_same_bits(const sg_tset *a, const sg_tset *b) {
    if (a->n != b->n) return 0;
    for (int i = 0; i < a->n; i++) {
        if (sg_tensor_nbytes(&a->t[i]) != sg_tensor_nbytes(&b->t[i])) return 0;
        if (memcmp(a->t[i].data, b->t[i].data, sg_tensor_nbytes(&a->t[i])) != 0) return 0;
    }
    return 1;
}
