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
        /* CPU emulations of the chunked kernels (EQUATIONS.md section 7) */
        {.name = "cpu.rglru_chunk16_serial",
         .kind = SG_BACKEND_CPU,
         .algorithm = "RG-LRU 16-step chunk summaries, serial chunk-entry propagation, per-chunk replay; FP32",
         .rglru = sg_rglru_chunk16_serial,
         .available = always},
        {.name = "cpu.rglru_chunk16_grouped32",
         .kind = SG_BACKEND_CPU,
         .algorithm = "RG-LRU 16-step chunks, entries Q_c = L_c o O_g over groups of 32 chunks, per-chunk replay; FP32",
         .rglru = sg_rglru_chunk16_grouped32,
         .available = always},
        {.name = "cpu.samu_chunk32_serial",
         .kind = SG_BACKEND_CPU,
         .algorithm = "SAMU 32-step complex chunk summaries, serial chunk-entry propagation, per-chunk replay; FP32",
         .samu = sg_samu_chunk32_serial,
         .available = always},
        {.name = "cpu.samu_chunk32_grouped64",
         .kind = SG_BACKEND_CPU,
         .algorithm = "SAMU 32-step chunks, entries Q_c = L_c o O_g over groups of 64 chunks (fwd and bwd); FP32",
         .samu = sg_samu_chunk32_grouped64,
         .available = always},
        {.name = "cpu.samu_hybrid",
         .kind = SG_BACKEND_CPU,
         .algorithm = "SAMU very-long path: serial forward chunk entries, grouped (64) reverse prefix; FP32",
         .samu = sg_samu_hybrid,
         .available = always},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) sg_backend_add(t, &rows[i]);
}
