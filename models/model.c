/* model.c - what every model descriptor provides through the same code: the
 * cached oracle (a cache kind made from the descriptor) and the lookups. */
#include "sg_models.h"

#include <string.h>

typedef struct {
    const sg_model_desc *md;
    const sg_case *c;
} oracle_job;

static sg_status compute(const void *ctx, const sg_oracle_opts *o, sg_tset *res) {
    const oracle_job *j = ctx;
    return j->md->oracle(j->c, o, res, NULL);
}

sg_status sg_model_oracle(const sg_model_desc *md, const sg_case *c, const sg_oracle_opts *o, const char *cache_dir,
                          sg_tset *res) {
    char where[160];
    snprintf(where, sizeof where, "case %s", c->spec.name);
    const sg_status st = sg_check_dims(where, c->spec.B, c->spec.L, c->spec.D);
    if (st) return st;
    const oracle_job job = {md, c};
    const sg_oracle_cache_kind kind = {md->equations, md->quantities, md->nq, c->spec.B, c->spec.L, c->spec.D,
                                       compute, &job};
    return sg_oracle_cached(&kind, c->hash, o, cache_dir, res);
}

sg_impl_fn sg_model_impl(const sg_model_desc *md, const sg_backend *b) {
    return (unsigned)md->id < SG_MODEL_COUNT ? b->impl[md->id] : NULL;
}

int sg_model_runs(const sg_model_desc *md, const sg_backend *b) { return sg_model_impl(md, b) != NULL; }

double sg_model_quantity_bytes(const sg_model_desc *md, int64_t B, int64_t L, int64_t D, int held) {
    double n = 0;
    for (int i = 0; i < md->nq; i++) {
        int64_t shape[SG_MAX_DIMS];
        const int nd = sg_quantity_shape(&md->quantities[i], B, L, D, shape);
        double e = 1;
        for (int k = 0; k < nd; k++) e *= (double)shape[k];
        n += e * (held ? 22 : md->quantities[i].dtype == SG_BF16 ? 2 : 4);
    }
    return n;
}

sg_status sg_model_of_case(const sg_case *c, const sg_model_desc **md) {
    *md = sg_model_desc_of(c->spec.model);
    if (!*md) return sg_fail(SG_E_UNKNOWN, "case %s: no registered model has id %d", c->spec.name, (int)c->spec.model);
    return SG_OK;
}

const char *sg_model_regime_doc(const sg_model_desc *md, const char *regime) {
    for (int i = 0; i < md->nregimes; i++)
        if (strcmp(md->regimes[i].name, regime) == 0) return md->regimes[i].distributions;
    return NULL;
}
