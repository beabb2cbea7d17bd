/* fuzz_expected.c - the EXPECTED_STATUS.md reader on arbitrary text, with the
 * evidence paths resolved against the source tree (so the existence and
 * containment checks run too): refuse or accept, never crash; an accepted
 * table is queried once. */
#include "sg_backends.h"
#include "sg_fuzz.h"

#include <stdlib.h>

#ifndef SG_SOURCE_DIR
#define SG_SOURCE_DIR "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = sg_fuzz_text(data, size);
    sg_expected e = {0};
    int nb;
    const char *const *names = sg_backend_names(&nb); /* the project's backends, as `run` reads the file */
    if (sg_expected_parse(text, "fuzz-EXPECTED_STATUS.md", SG_SOURCE_DIR, names, nb, &e) == SG_OK)
        (void)sg_expected_find(&e, "cpu.canonical_f32", "ci", "rg_long_16k");
    sg_expected_free(&e);
    free(text);
    return 0;
}
