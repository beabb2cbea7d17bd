/* register.c - the CPU reference rows of the backend table (filled first). */
#include "sg_reference.h"

static sg_status always(void) { return SG_OK; }

void sg_reference_register(sg_backend_table *t) {
    static const sg_backend rows[] = {
        {.name = "cpu.canonical_f32",
         .kind = SG_BACKEND_CPU,
         .algorithm = "sequential in t, FP32 state and arithmetic, fixed operation order (EQUATIONS.md)",
         .rglru = sg_rglru_canonical_f32,
         .samu = sg_samu_canonical_f32,
         .available = always},
        {.name = "cpu.canonical_f64",
         .kind = SG_BACKEND_CPU,
         .algorithm = "the canonical order in FP64, BF16 outputs rounded once from FP64",
         .rglru = sg_rglru_canonical_f64,
         .samu = sg_samu_canonical_f64,
         .available = always},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) sg_backend_add(t, &rows[i]);
}
