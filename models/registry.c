/* registry.c - the models scangate verifies: one line each in SG_MODEL_LIST,
 * in sg_model order. A model is registered by its folder models/<name>/, which
 * defines `const sg_model_desc sg_model_<name>`, and its entry here. */
#include "sg_models.h"

#include <string.h>

#define SG_MODEL_LIST(X) X(rglru) X(samu)

#define SG_DECLARE_(n) extern const sg_model_desc sg_model_##n;
SG_MODEL_LIST(SG_DECLARE_)
#undef SG_DECLARE_

#define SG_ENTRY_(n) &sg_model_##n,
static const sg_model_desc *const registry[] = {SG_MODEL_LIST(SG_ENTRY_)};
#undef SG_ENTRY_

const sg_model_desc *const *sg_models(int *n) {
    *n = (int)(sizeof registry / sizeof registry[0]);
    return registry;
}

const sg_model_desc *sg_model_desc_of(sg_model m) {
    for (size_t i = 0; i < sizeof registry / sizeof registry[0]; i++)
        if (registry[i]->id == m) return registry[i];
    return NULL;
}

const sg_model_desc *sg_model_find(const char *name) {
    for (size_t i = 0; i < sizeof registry / sizeof registry[0]; i++)
        if (strcmp(registry[i]->name, name) == 0) return registry[i];
    return NULL;
}
