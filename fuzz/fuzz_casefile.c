/* fuzz_casefile.c - the case-file reader (safetensors, then the model's
 * shapes, dtypes, finiteness, metadata and content hash) on arbitrary bytes:
 * refuse with a status or accept a case whose problem view is consistent,
 * never crash. */
#include "sg_fixtures.h"
#include "sg_fuzz.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    sg_case c;
    if (sg_case_parse(data, size, "fuzz-case.safetensors", &c) != SG_OK) return 0;
    if (c.spec.B <= 0 || c.spec.L <= 0 || c.spec.D <= 0) abort();
    if (c.spec.model == SG_MODEL_RGLRU) {
        sg_rglru_problem pb;
        if (sg_case_rglru_problem(&c, &pb) != SG_OK) abort();
    } else {
        sg_samu_problem pb;
        if (sg_case_samu_problem(&c, &pb) != SG_OK) abort();
    }
    sg_case_free(&c);
    return 0;
}
