/* registry.c - the models scangate verifies, in sg_model order: SG_MODEL_LIST
 * (generated from the registration line, SG_MODELS in CMakeLists.txt). A model
 * is its folder models/<name>/, which defines `const sg_model_desc
 * sg_model_<name>` (<name>_model.c), and its name in that line. */
#include "sg_models.h"

#include <string.h>

#define SG_DECLARE_(n, N) extern const sg_model_desc sg_model_##n;
SG_MODEL_LIST(SG_DECLARE_)
#undef SG_DECLARE_

#define SG_ENTRY_(n, N) &sg_model_##n,
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

sg_status sg_model_unknown(const char *what, const char *name) {
    enum { N = sizeof registry / sizeof registry[0] };
    const char *names[N];
    char list[256] = "", hint[160];
    size_t k = 0;
    for (size_t i = 0; i < N; i++) {
        names[i] = registry[i]->name;
        if (k < sizeof list) k += (size_t)snprintf(list + k, sizeof list - k, "%s%s", i ? ", " : "", names[i]);
    }
    return sg_fail(SG_E_UNKNOWN, "%s '%s' is no model%s (models: %s)", what, name,
                   sg_did_you_mean(hint, sizeof hint, name, names, (int)N), list);
}
