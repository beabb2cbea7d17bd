/* fuzz_thresholds.c - the THRESHOLDS.md reader on arbitrary text: a table it
 * accepts must have finite, ordered levels on every row (MARGINAL <= FAIL <=
 * cap where given), whatever the bytes; anything else is refused with a
 * status, never a crash. */
#include "sg_gates.h"
#include "sg_fuzz.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = sg_fuzz_text(data, size);
    sg_thresholds t = {0};
    if (sg_thresholds_parse(text, "fuzz-THRESHOLDS.md", &t) == SG_OK) {
        for (int i = 0; i < t.n; i++) {
            const sg_threshold *r = &t.rows[i];
            /* NaN in an accepted limit would let every value through. */
            if (r->marginal != r->marginal || r->fail != r->fail || r->cap != r->cap) abort();
        }
        int nm;
        const sg_model_desc *const *mds = sg_models(&nm);
        for (int m = 0; m < nm; m++) (void)sg_thresholds_require(&t, mds[m]);
    }
    sg_thresholds_free(&t);
    free(text);
    return 0;
}
