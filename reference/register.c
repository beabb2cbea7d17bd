/* register.c - the CPU reference rows of the backend table: the canonical
 * paths, the emulations of the chunked kernels, then the refused candidates of
 * both models; backends/sg_rows.def names each (its order is the table's) and
 * takes the rest of it from sg_reference_row. */
#include "sg_reference.h"
#include "sg_opv_rows.h"
#include "sg_scan_ops.h" /* the chunk and group sizes */

#include <stdio.h>

static sg_status always(void) { return SG_OK; }

/* The canonical rows hold every registered model's canonical path. */
#define SG_CANON_(n, N, suffix) row.impl[SG_MODEL_##N] = (sg_impl_fn)sg_##n##_canonical_##suffix;
#define SG_CANON_F32_(n, N) SG_CANON_(n, N, f32)
#define SG_CANON_F64_(n, N) SG_CANON_(n, N, f64)

int sg_reference_row(const char *name, sg_backend *out) {
    sg_backend all[32];
    int n = 0;
    /* the canonical FP32 path's stages for the audit: its decay (RG-LRU; the
     * chunked rows keep the delta form) and its precision */
    static const sg_stage_swap canon_sw[] = {
        {"the decay a = exp(l) rounded to FP32 (the chunked path keeps 1 + expm1(l), the delta form)",
         "cpu.rglru_chunk16_serial"},
        {"every operation in FP32 (the same order in FP64)", "cpu.canonical_f64"},
        {NULL, NULL}};
    static const sg_backend canonical[] = {
        {.name = "cpu.canonical_f32",
         .kind = SG_BACKEND_CPU,
         .available = always,
         .swaps = canon_sw},
        {.name = "cpu.canonical_f64",
         .kind = SG_BACKEND_CPU,
         .available = always},
    };
    for (int k = 0; k < 2; k++) {
        sg_backend row = canonical[k];
        if (k == 0) {
            SG_MODEL_LIST(SG_CANON_F32_)
        } else {
            SG_MODEL_LIST(SG_CANON_F64_)
        }
        all[n++] = row;
    }
    /* CPU emulations of the chunked kernels (EQUATIONS.md section 7), with
     * their structure for audits: chunk, group and the stage swaps (a stage
     * done as a reference algorithm does it is another row of this table) */
    static const sg_stage_swap rg_serial_sw[] = {
        {"chunking (summaries, serial entries, replay; the delta form of the decay)", "cpu.canonical_f32"}, {NULL, NULL}};
    static const sg_stage_swap rg_grouped_sw[] = {
        {"grouped chunk entries (Q_c = L_c o O_g, groups of 32)", "cpu.rglru_chunk16_serial"}, {NULL, NULL}};
    static const sg_stage_swap rg_pn_sw[] = {
        {"portable step numerics (sigma table, one exp/expm1 polynomial)", "cpu.rglru_chunk16_serial"}, {NULL, NULL}};
    static const sg_stage_swap sa_serial_sw[] = {
        {"chunking (32-step complex summaries, serial entries, replay)", "cpu.canonical_f32"}, {NULL, NULL}};
    static const sg_stage_swap sa_pn_sw[] = {
        {"portable step numerics (tanh, exp, cos, sin from IEEE operations)", "cpu.samu_chunk32_serial"}, {NULL, NULL}};
    static const sg_stage_swap sa_grouped_sw[] = {
        {"grouped forward entries (Q_c = L_c o O_g, groups of 64)", "cpu.samu_hybrid"},
        {"grouped forward and reverse entries", "cpu.samu_chunk32_serial"}, {NULL, NULL}};
    static const sg_stage_swap mx_grouped_sw[] = {
        {"chunked scan with grouped entries (16-step chunks, groups of 32) on the FP32 gates", "cpu.canonical_f32"},
        {NULL, NULL}};
    static const sg_stage_swap sa_hybrid_sw[] = {
        {"grouped reverse entries (groups of 64)", "cpu.samu_chunk32_serial"}, {NULL, NULL}};
    static const sg_backend rows[] = {
        {.name = "cpu.rglru_chunk16_serial",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_chunk16_serial,
         .available = always,
         .chunk = SG_RG_CHUNK,
         .swaps = rg_serial_sw},
        {.name = "cpu.rglru_chunk16_grouped32",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_chunk16_grouped32,
         .available = always,
         .chunk = SG_RG_CHUNK,
         .group = SG_RG_GROUP,
         .swaps = rg_grouped_sw},
        {.name = "cpu.rglru_chunk16_serial_pn",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_chunk16_serial_pn,
         .available = always,
         .chunk = SG_RG_CHUNK,
         .swaps = rg_pn_sw},
        {.name = "cpu.samu_chunk32_serial",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_chunk32_serial,
         .available = always,
         .chunk = SG_SA_CHUNK,
         .swaps = sa_serial_sw},
        {.name = "cpu.samu_chunk32_serial_pn",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_chunk32_serial_pn,
         .available = always,
         .chunk = SG_SA_CHUNK,
         .swaps = sa_pn_sw},
        {.name = "cpu.samu_chunk32_grouped64",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_chunk32_grouped64,
         .available = always,
         .chunk = SG_SA_CHUNK,
         .group = SG_SA_GROUP,
         .swaps = sa_grouped_sw},
        {.name = "cpu.samu_hybrid",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_hybrid,
         .available = always,
         .chunk = SG_SA_CHUNK,
         .group = SG_SA_GROUP,
         .swaps = sa_hybrid_sw},
        {.name = "cpu.rglru_decode_fused",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU_DECODE] = (sg_impl_fn)sg_rglru_decode_fused,
         .available = always},
        {.name = "cpu.rglru_decode_mma",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU_DECODE] = (sg_impl_fn)sg_rglru_decode_mma,
         .available = always},
        {.name = "cpu.samu_decode_step",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU_DECODE] = (sg_impl_fn)sg_samu_decode_step,
         .available = always},
        {.name = "cpu.rglru_decode_sliced",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU_DECODE] = (sg_impl_fn)sg_rglru_decode_sliced,
         .available = always},
        {.name = "cpu.samu_decode_tree",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU_DECODE] = (sg_impl_fn)sg_samu_decode_tree,
         .available = always},
        {.name = "cpu.rglru_mixer_grouped32",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU_MIXER] = (sg_impl_fn)sg_rglru_mixer_grouped32,
         .available = always,
         .chunk = SG_RG_CHUNK,
         .group = SG_RG_GROUP,
         .swaps = mx_grouped_sw},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) all[n++] = rows[i];
    /* Refused candidates of the H800 study ("Candidates that remain disabled"),
     * emulated so that the gates decide them (EQUATIONS.md section 7.1;
     * EXPECTED_STATUS.md quarantines them where they FAIL). Each declares the
     * stage it changes and the row that has that stage exact, for the audit's
     * stage swap (scangate audit). */
    static const sg_stage_swap assoc_f32_sw[] = {
        {"tree-order scan over the whole sequence (plain pairs (a, b) in FP32)", "cpu.canonical_f32"},
        {"tree-order scan with the plain FP32 decay (for the chunked scan with the delta form)", "cpu.rglru_chunk16_serial"},
        {NULL, NULL}};
    static const sg_stage_swap assoc_bf16_sw[] = {
        {"scan carried in BF16 (the tree order kept, in FP32)", "cpu.rglru_assoc_f32"},
        {"tree-order scan and its BF16 carry", "cpu.canonical_f32"}, {NULL, NULL}};
    static const sg_stage_swap atomic_dp_sw[] = {
        {"dp reduction in a run-dependent order", "cpu.rglru_chunk16_serial"}, {NULL, NULL}};
    static const sg_stage_swap gd_sw[] = {
        {"chunk transitions rebuilt from the compressed (G_c, D_c, K_c)", "cpu.samu_chunk32_grouped64"},
        {"compressed transitions and grouped prefix", "cpu.samu_chunk32_serial"}, {NULL, NULL}};
    static const sg_stage_swap bf16_ctl_sw[] = {
        {"controller direction-gradient path in BF16", "cpu.samu_chunk32_serial"}, {NULL, NULL}};
    static const sg_stage_swap mx_bf16uv_sw[] = {
        {"the gates u, v rounded to BF16 between two kernels (the scan's BF16 gradients)", "cpu.rglru_mixer_grouped32"},
        {NULL, NULL}};
    static const sg_stage_swap dc_bf16_sw[] = {
        {"the recurrent state cached in BF16 between tokens", "cpu.rglru_decode_fused"}, {NULL, NULL}};
    static const sg_stage_swap sd_bf16_sw[] = {
        {"the modes' state cached in BF16 between tokens", "cpu.samu_decode_step"}, {NULL, NULL}};
    static const sg_stage_swap atomic_ctl_sw[] = {
        {"shared-control mode sums in a run-dependent order", "cpu.samu_chunk32_serial"}, {NULL, NULL}};
    static const sg_backend candidates[] = {
        {.name = "cpu.rglru_assoc_f32",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_assoc_f32,
         .available = always,
         .swaps = assoc_f32_sw},
        {.name = "cpu.rglru_assoc_bf16",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_assoc_bf16,
         .available = always,
         .swaps = assoc_bf16_sw},
        {.name = "cpu.rglru_atomic_dp",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU] = (sg_impl_fn)sg_rglru_atomic_dp,
         .available = always,
         .run_dependent = 1,
         .chunk = SG_RG_CHUNK,
         .swaps = atomic_dp_sw},
        {.name = "cpu.rglru_mixer_bf16uv",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU_MIXER] = (sg_impl_fn)sg_rglru_mixer_bf16uv,
         .available = always,
         .chunk = SG_RG_CHUNK,
         .group = SG_RG_GROUP,
         .swaps = mx_bf16uv_sw},
        {.name = "cpu.rglru_decode_bf16_state",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_RGLRU_DECODE] = (sg_impl_fn)sg_rglru_decode_bf16_state,
         .available = always,
         .swaps = dc_bf16_sw},
        {.name = "cpu.samu_decode_bf16_state",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU_DECODE] = (sg_impl_fn)sg_samu_decode_bf16_state,
         .available = always,
         .swaps = sd_bf16_sw},
        {.name = "cpu.samu_gd_grouped64",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_gd_grouped64,
         .available = always,
         .chunk = SG_SA_CHUNK,
         .group = SG_SA_GROUP,
         .swaps = gd_sw},
        {.name = "cpu.samu_bf16_ctl",
         .kind = SG_BACKEND_CPU,
         .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_bf16_ctl,
         .available = always,
         .chunk = SG_SA_CHUNK,
         .swaps = bf16_ctl_sw},
    };
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) all[n++] = candidates[i];
    /* its algorithm line names the seed in use (STYLE: seeds printed) */
    static char atomic_line[320];
    uint64_t seed;
    if (sg_atomic_seed(&seed) == SG_OK)
        snprintf(atomic_line, sizeof atomic_line,
                 "refused candidate (FP32 atomic shared-control reduction): as cpu.samu_chunk32_serial, but the "
                 "mode sums Ebar_t, dbar_t in a per-call mode order (Philox4x64, seed %llu from SG_ATOMIC_SEED, "
                 "default %llu; per-process call counter): not bitwise deterministic",
                 (unsigned long long)seed, (unsigned long long)SG_ATOMIC_SEED_DEFAULT);
    else
        snprintf(atomic_line, sizeof atomic_line, "refused candidate (FP32 atomic shared-control reduction): "
                                                  "SG_ATOMIC_SEED is malformed");
    const sg_backend atomic_row = {.name = "cpu.samu_atomic_ctl",
                                   .kind = SG_BACKEND_CPU,
                                   .algorithm = atomic_line,
                                   .impl[SG_MODEL_SAMU] = (sg_impl_fn)sg_samu_atomic_ctl,
                                   .available = always, /* a malformed SG_ATOMIC_SEED fails its call (SG_E_USAGE) */
                                   .run_dependent = 1,
                                   .chunk = SG_SA_CHUNK,
                                   .swaps = atomic_ctl_sw};
    all[n++] = atomic_row;
    /* Every row of this file honours a forward-only call (sg_pass): each body
     * returns after its forward when the gradient outputs are NULL. */
    for (int i = 0; i < n; i++) all[i].forward_only = 1;
    return sg_backend_pick(all, n, name, out);
}

/* The operation variants (reference/sg_opv_rows.h): a wrapper per model and
 * row (the models' bodies mark the operations, reference/sg_canonical_pair.inc
 * instantiates them), their pointers per model in the rows' order. */
#define SG_OPV_FN_(n, N, id, nm, what, ...)                                                                            \
    static sg_status opv_##n##_##id(const sg_##n##_problem *pb, sg_##n##_outputs *out) {                               \
        static const sg_opv_spec sp = {__VA_ARGS__};                                                                   \
        return sg_##n##_canonical_f32_opv(pb, out, &sp);                                                               \
    }
#define SG_OPV_FNS_(n, N) SG_OPV_ROWS(SG_OPV_FN_, n, N)
SG_MODEL_LIST(SG_OPV_FNS_)
#define SG_OPV_PTR_(n, N, id, nm, what, ...) (sg_impl_fn) opv_##n##_##id,
#define SG_OPV_PTRS_(n, N) [SG_MODEL_##N] = {SG_OPV_ROWS(SG_OPV_PTR_, n, N)},
#define SG_OPV_NAME_(n, N, id, nm, what, ...) {nm, what},
#define SG_OPV_ONE_(n, N, id, nm, what, ...) +1
enum { SG_OPV_NROWS = 0 SG_OPV_ROWS(SG_OPV_ONE_, -, -) };

void sg_reference_opv_register(sg_backend_table *t) {
    static const sg_impl_fn impl[SG_MODEL_COUNT][SG_OPV_NROWS] = {SG_MODEL_LIST(SG_OPV_PTRS_)};
    static const char *const row[SG_OPV_NROWS][2] = {SG_OPV_ROWS(SG_OPV_NAME_, -, -)};
    for (int k = 0; k < SG_OPV_NROWS; k++) {
        sg_backend b = {.name = row[k][0], .kind = SG_BACKEND_CPU, .algorithm = row[k][1], .available = always};
        for (int m = 0; m < SG_MODEL_COUNT; m++) b.impl[m] = impl[m][k];
        b.forward_only = 1; /* the canonical body's forward-only call */
        sg_backend_add(t, &b);
    }
}
