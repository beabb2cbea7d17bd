/* mutants.c - the mutant backend rows (sg_testsupport.h): for each planted
 * fault of SG_FAULT_LIST, a row "mutant.<fault>" that runs one CPU emulation of
 * the chunked kernels (their SG_TESTING build, which the tests link) with the
 * fault active for the duration of the call. The bug lives in the real
 * algorithm code (reference/rglru_chunked.c, reference/samu_chunked.c, at their
 * hooks), not in a copy of it. sg_backends_fill never adds these rows;
 * tests/test_mutants.c does, and shows every mutant FAILs a gate on the ci set. */
#include "sg_testsupport.h"

#include <stdio.h>
#include <string.h>

typedef struct {
    sg_rglru_fn rg;
    const char *rg_name;
    sg_samu_fn sa;
    const char *sa_name;
} mutant_base;

#define RG_SER sg_rglru_chunk16_serial, "cpu.rglru_chunk16_serial"
#define RG_GRP sg_rglru_chunk16_grouped32, "cpu.rglru_chunk16_grouped32"
#define SA_SER sg_samu_chunk32_serial, "cpu.samu_chunk32_serial"
#define SA_GRP sg_samu_chunk32_grouped64, "cpu.samu_chunk32_grouped64"
#define SA_HYB sg_samu_hybrid, "cpu.samu_hybrid"
#define NO_RG NULL, NULL
#define NO_SA NULL, NULL

/* Which emulation each fault is planted in, per model: spread over the five
 * emulations; a fault of the grouped prefix needs a grouped one. SAMU has no
 * sqrt-clip mutant: no SAMU fixture reaches the clip (1 - rho^2 >= 1e-3 there).
 * The scalar-write faults (DA_*) are SAMU's only: RG-LRU has no scalar output. */
static const mutant_base bases[SG_FAULT_COUNT] = {
    [SG_FAULT_RESET_OFF_BY_ONE] = {RG_SER, SA_SER},
    [SG_FAULT_RESET_MULTIPLIER] = {RG_GRP, SA_GRP},
    [SG_FAULT_RESET_KEEPS_STATE] = {RG_SER, SA_HYB},
    [SG_FAULT_DSTATE0_UNWRITTEN] = {RG_GRP, SA_SER},
    [SG_FAULT_DSTATE0_ZERO] = {RG_SER, SA_GRP},
    [SG_FAULT_PARTIAL_CHUNK_SKIPPED] = {RG_SER, SA_HYB},
    [SG_FAULT_PREFIX_ORDER_SWAPPED] = {RG_GRP, SA_GRP},
    [SG_FAULT_SQRT_CLIP_MISSING] = {RG_SER, NO_SA},
    [SG_FAULT_BF16_CHUNK_STATE] = {RG_GRP, SA_HYB},
    [SG_FAULT_BF16_STEP_STATE] = {RG_SER, SA_SER},
    [SG_FAULT_FINAL_STATE_FROM_BF16] = {RG_GRP, SA_GRP},
    [SG_FAULT_REDUCTION_DROPS_ROW] = {RG_SER, SA_HYB},
    [SG_FAULT_REVERSE_TRANSITION_SHIFT] = {RG_GRP, SA_SER},
    [SG_FAULT_REVERSE_NO_CONJ] = {NO_RG, SA_GRP},
    [SG_FAULT_MODE_SUM_DROPS_LAST] = {NO_RG, SA_SER},
    [SG_FAULT_DW_NOT_PROJECTED] = {NO_RG, SA_HYB},
    [SG_FAULT_PHASE_SIGN] = {NO_RG, SA_GRP},
    [SG_FAULT_DA_PHI_ZERO] = {NO_RG, SA_SER},
    [SG_FAULT_DA_PHI_SIGN] = {NO_RG, SA_GRP},
    [SG_FAULT_DA_PHI_BIAS] = {NO_RG, SA_HYB},
    [SG_FAULT_DA_R_ZERO] = {NO_RG, SA_GRP},
    [SG_FAULT_DA_R_SIGN] = {NO_RG, SA_HYB},
    [SG_FAULT_DA_R_BIAS] = {NO_RG, SA_SER},
    [SG_FAULT_PARTIAL_SUMS_11BIT] = {RG_GRP, SA_HYB},
};

const char *sg_mutant_base(sg_fault f, sg_model m) {
    if (f <= SG_FAULT_NONE || f >= SG_FAULT_COUNT) return NULL;
    return m == SG_MODEL_RGLRU ? bases[f].rg_name : m == SG_MODEL_SAMU ? bases[f].sa_name : NULL;
}

static sg_status run_rg(sg_fault f, SG_RGLRU_PARAMS) {
    sg_fault_active = f;
    const sg_status st = bases[f].rg(pb, out);
    sg_fault_active = SG_FAULT_NONE;
    return st;
}

/* A fault of a scalar gradient's final write (sg_fault_scalar_quantity) is
 * applied to the unfaulted emulation's result; every other fault is active
 * for the duration of the call. */
static sg_status run_sa(sg_fault f, SG_SAMU_PARAMS) {
    const char *scalar = sg_fault_scalar_quantity(f);
    sg_fault_active = scalar ? SG_FAULT_NONE : f;
    const sg_status st = bases[f].sa(pb, out);
    sg_fault_active = SG_FAULT_NONE;
    if (st == SG_OK && scalar) {
        float *v = strcmp(scalar, "da_phi") == 0 ? out->da_phi : out->da_r;
        v[0] = sg_fault_scalar(f, v[0]);
    }
    return st;
}

static sg_status always(void) { return SG_OK; }

/* One RG-LRU and one SAMU entry point per fault (a row carries no context). */
#define SG_MUT_WRAP_(id, name, desc)                                                                      \
    static sg_status mut_rg_##name(SG_RGLRU_PARAMS) { return run_rg(SG_FAULT_##id, pb, out); }           \
    static sg_status mut_sa_##name(SG_SAMU_PARAMS) { return run_sa(SG_FAULT_##id, pb, out); }
SG_FAULT_LIST(SG_MUT_WRAP_)
#undef SG_MUT_WRAP_

typedef struct {
    sg_fault f;
    sg_rglru_fn rg;
    sg_samu_fn sa;
} mutant_entry;

#define SG_MUT_ENTRY_(id, name, desc) {SG_FAULT_##id, mut_rg_##name, mut_sa_##name},
static const mutant_entry entries[] = {SG_FAULT_LIST(SG_MUT_ENTRY_)};
#undef SG_MUT_ENTRY_

void sg_mutants_register(sg_backend_table *t) {
    static char names[SG_FAULT_COUNT][64];
    static char algos[SG_FAULT_COUNT][384];
    for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++) {
        const sg_fault f = entries[i].f;
        const mutant_base *mb = &bases[f];
        snprintf(names[f], sizeof names[f], "mutant.%s", sg_fault_name(f));
        snprintf(algos[f], sizeof algos[f], "PLANTED BUG (tests only): %s; in %s%s%s", sg_fault_description(f),
                 mb->rg_name ? mb->rg_name : "", mb->rg_name && mb->sa_name ? " and " : "",
                 mb->sa_name ? mb->sa_name : "");
        const sg_backend row = {.name = names[f],
                                .kind = SG_BACKEND_CPU,
                                .algorithm = algos[f],
                                .impl[SG_MODEL_RGLRU] = mb->rg ? (sg_impl_fn)entries[i].rg : NULL,
                                .impl[SG_MODEL_SAMU] = mb->sa ? (sg_impl_fn)entries[i].sa : NULL,
                                .available = always};
        sg_backend_add(t, &row);
    }
}
