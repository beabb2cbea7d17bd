/* register.c - the CPU reference rows of the backend table (filled first). */
#include "sg_reference.h"

#include <stdio.h>

static sg_status always(void) { return SG_OK; }

/* cpu.samu_atomic_ctl runs only with a well-formed SG_ATOMIC_SEED (or none). */
static sg_status atomic_available(void) {
    uint64_t seed;
    return sg_samu_atomic_seed(&seed);
}

/* The canonical rows hold every registered model's canonical path. */
#define SG_CANON_(n, N, suffix) row.impl[SG_MODEL_##N] = (sg_impl_fn)sg_##n##_canonical_##suffix;
#define SG_CANON_F32_(n, N) SG_CANON_(n, N, f32)
#define SG_CANON_F64_(n, N) SG_CANON_(n, N, f64)

void sg_reference_register(sg_backend_table *t) {
    static const sg_backend canonical[] = {
        {.name = "cpu.canonical_f32",
         .kind = SG_BACKEND_CPU,
         .algorithm = "sequential in t, FP32 state and arithmetic, fixed operation order (EQUATIONS.md)",
         .available = always},
        {.name = "cpu.canonical_f64",
         .kind = SG_BACKEND_CPU,
         .algorithm = "the canonical order in FP64, BF16 outputs rounded once from FP64",
         .available = always},
    };
    for (int k = 0; k < 2; k++) {
        sg_backend row = canonical[k];
        if (k == 0) {
            SG_MODEL_LIST(SG_CANON_F32_)
        } else {
            SG_MODEL_LIST(SG_CANON_F64_)
        }
        sg_backend_add(t, &row);
    }
    /* CPU emulations of the chunked kernels (EQUATIONS.md section 7) */
    static const sg_backend rows[] = {
        {.name = "cpu.rglru_chunk16_serial",
         .kind = SG_BACKEND_CPU,
         .algorithm = "RG-LRU 16-step chunk summaries, serial chunk-entry propagation, per-chunk replay; FP32",
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_chunk16_serial,
         .available = always},
        {.name = "cpu.rglru_chunk16_grouped32",
         .kind = SG_BACKEND_CPU,
         .algorithm = "RG-LRU 16-step chunks, entries Q_c = L_c o O_g over groups of 32 chunks, per-chunk replay; FP32",
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_chunk16_grouped32,
         .available = always},
        {.name = "cpu.samu_chunk32_serial",
         .kind = SG_BACKEND_CPU,
         .algorithm = "SAMU 32-step complex chunk summaries, serial chunk-entry propagation, per-chunk replay; FP32",
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_chunk32_serial,
         .available = always},
        {.name = "cpu.samu_chunk32_grouped64",
         .kind = SG_BACKEND_CPU,
         .algorithm = "SAMU 32-step chunks, entries Q_c = L_c o O_g over groups of 64 chunks (fwd and bwd); FP32",
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_chunk32_grouped64,
         .available = always},
        {.name = "cpu.samu_hybrid",
         .kind = SG_BACKEND_CPU,
         .algorithm = "SAMU very-long path: serial forward chunk entries, grouped (64) reverse prefix; FP32",
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_hybrid,
         .available = always},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) sg_backend_add(t, &rows[i]);
    /* Refused candidates of the H800 study ("Candidates that remain disabled"),
     * emulated so that the gates decide them (EQUATIONS.md section 7.1): each is
     * a selected emulation above with one part changed. */
    static const sg_backend candidates[] = {
        {.name = "cpu.samu_gd_grouped64",
         .kind = SG_BACKEND_CPU,
         .algorithm = "refused candidate (compressed G/D + grouped K32): as cpu.samu_chunk32_grouped64, but each "
                      "chunk transition rebuilt from G_c = sum E_t, D_c = sum d_t, K_c as exp(-nu G_c) "
                      "e^{i(K_c theta + D_c)}, backward from the shifted statistics; FP32",
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_gd_grouped64,
         .available = always},
        {.name = "cpu.samu_bf16_ctl",
         .kind = SG_BACKEND_CPU,
         .algorithm = "refused candidate (BF16 controller): as cpu.samu_chunk32_serial, but ub, vb rounded to BF16 "
                      "before multiplying x, dw_phi^/dw_r^ chunk partials, their cross-chunk reduction and the "
                      "normalisation projection rounded to BF16 at every operation",
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_bf16_ctl,
         .available = always},
    };
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) sg_backend_add(t, &candidates[i]);
    /* its algorithm line names the seed in use (STYLE: seeds printed) */
    static char atomic_line[320];
    uint64_t seed;
    if (sg_samu_atomic_seed(&seed) == SG_OK)
        snprintf(atomic_line, sizeof atomic_line,
                 "refused candidate (FP32 atomic shared-control reduction): as cpu.samu_chunk32_serial, but the "
                 "mode sums Ebar_t, dbar_t in a per-call mode order (Philox4x64, seed %llu from SG_ATOMIC_SEED, "
                 "default %llu; per-process call counter): not bitwise deterministic",
                 (unsigned long long)seed, (unsigned long long)SG_SAMU_ATOMIC_SEED_DEFAULT);
    else
        snprintf(atomic_line, sizeof atomic_line, "refused candidate (FP32 atomic shared-control reduction): "
                                                  "SG_ATOMIC_SEED is malformed");
    const sg_backend atomic_row = {.name = "cpu.samu_atomic_ctl",
                                   .kind = SG_BACKEND_CPU,
                                   .algorithm = atomic_line,
                                   .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_atomic_ctl,
                                   .available = atomic_available};
    sg_backend_add(t, &atomic_row);
}
