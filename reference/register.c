/* register.c - the CPU reference rows of the backend table (filled first). */
#include "sg_reference.h"

static sg_status always(void) { return SG_OK; }

void sg_reference_register(sg_backend_table *t) {
    static const sg_backend rows[] = {
        {"cpu.canonical_f32", SG_BACKEND_CPU,
         "sequential in t, FP32 state and arithmetic, fixed operation order (EQUATIONS.md)", sg_rglru_canonical_f32, always},
        {"cpu.canonical_f64", SG_BACKEND_CPU, "the canonical order in FP64, BF16 outputs rounded once from FP64",
         sg_rglru_canonical_f64, always},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) sg_backend_add(t, &rows[i]);
}
