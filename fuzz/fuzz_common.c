/* fuzz_common.c - helpers shared by the fuzz harnesses (see sg_fuzz.h). */
#include "sg_fuzz.h"

#include <stdlib.h>
#include <string.h>

char *sg_fuzz_text(const uint8_t *data, size_t size) {
    char *t = malloc(size + 1);
    if (!t) abort();
    if (size) memcpy(t, data, size);
    t[size] = '\0';
    return t;
}
