/* sg_models.h - one descriptor per model, and the registry of them. A
 * descriptor is everything the layers above (gates, eval, the command, the
 * reports) know of a model, bound to the layers below (common's signature,
 * fixtures, oracle) through data and function pointers only: its name, its
 * quantities (what a backend writes, in report order), its inputs (the case's
 * tensors), the oracle (direct and through the on-disk cache, whose file kind
 * is the model's equations identifier), the yardstick (the backend row of the
 * canonical operation order that vs_canonical and err_ratio compare with),
 * and how a backend's implementation of the model is found and called on a
 * case (the problem view of the case, the outputs bound to their tensors).
 *
 * Each model's descriptor lives in its own folder (models/<name>/, beside the
 * model's code of the lower layers) and is registered by one line, SG_MODELS
 * in CMakeLists.txt (models/registry.c builds the registry from it); nothing
 * above this layer names a model. Invariants: the descriptors are constant, registered in sg_model
 * order (sg_model_desc_of(m)->id == m), and a descriptor's quantities are
 * sg_model_quantities() of its id (the signature in common/sg_model.h).
 */
#ifndef SG_MODELS_H
#define SG_MODELS_H

#include "sg_fixtures.h"
#include "sg_oracle.h"

/* A backend's implementation of one model, as stored generically; the
 * model's descriptor casts it back to the model's own function type. */
typedef void (*sg_impl_fn)(void);

/* A tensor of a case. `replay`: printed (in %a) beside a failing output
 * element of the same shape class, so the failure can be replayed. */
typedef struct {
    const char *name;
    sg_dtype dtype;
    sg_shape_class shape;
    int replay;
} sg_model_input;

typedef struct sg_model_desc {
    sg_model id;
    const char *name;               /* "rglru": THRESHOLDS.md keys, case files */
    const char *title;              /* "RG-LRU": for people */
    const sg_quantity *quantities;  /* what a backend writes, in report order */
    int nq;
    const sg_model_input *inputs;   /* the case's tensors */
    int ninputs;
    const char *equations;          /* the oracle's equations identifier: the cache kind */
    const char *yardstick;          /* the backend row of the canonical order */
    /* The oracle on a case, computed directly (cert: NULL, or filled when o->certify). */
    sg_status (*oracle)(const sg_case *c, const sg_oracle_opts *o, sg_tset *res, sg_oracle_cert *cert);
    /* Calls `f` (a backend's slot of this model, sg_model_impl) on the case: outputs[i] is quantity i, allocated
     * by the caller; *seconds the wall time of the call alone. */
    sg_status (*call)(sg_impl_fn f, const sg_case *c, sg_tset *outputs, double *seconds);
} sg_model_desc;

/* ---- the registry (models/registry.c) -------------------------------------- */
/* Every registered model, in sg_model order; *n gets the count. */
const sg_model_desc *const *sg_models(int *n);
/* The descriptor of a model id (NULL: none registered). */
const sg_model_desc *sg_model_desc_of(sg_model m);
/* The descriptor named `name` (NULL: none). */
const sg_model_desc *sg_model_find(const char *name);

/* ---- what every descriptor provides through the same code (models/model.c) -- */
/* The oracle's results for a case: through the on-disk cache in `cache_dir`
 * (NULL or "": computed, not cached; o NULL: the defaults). The results carry
 * the metadata "case_hash". */
sg_status sg_model_oracle(const sg_model_desc *md, const sg_case *c, const sg_oracle_opts *o, const char *cache_dir,
                          sg_tset *res);
/* Backend `b`'s implementation of the model (NULL: it has none). */
sg_impl_fn sg_model_impl(const sg_model_desc *md, const sg_backend *b);
/* Whether backend `b` implements the model. */
int sg_model_runs(const sg_model_desc *md, const sg_backend *b);
/* The descriptor of a case's model; SG_E_UNKNOWN when it has none. */
sg_status sg_model_of_case(const sg_case *c, const sg_model_desc **md);

#endif
