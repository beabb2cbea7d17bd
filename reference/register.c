/* register.c - the CPU reference rows of the backend table: the canonical
 * paths, the emulations of the chunked kernels, then the refused candidates of
 * both models; backends/sg_rows.def names each (its order is the table's) and
 * takes the rest of it from sg_reference_row. */
#include "sg_reference.h"
#include "sg_opv.h"
#include "sg_scan_ops.h" /* the chunk and group sizes */

#include <stdio.h>

static sg_status always(void) { return SG_OK; }

/* The canonical rows hold every registered model's canonical path. */
#define SG_CANON_(n, N, suffix) row.impl[SG_MODEL_##N] = (sg_impl_fn)sg_##n##_canonical_##suffix;
#define SG_CANON_F32_(n, N) SG_CANON_(n, N, f32)
#define SG_CANON_F64_(n, N) SG_CANON_(n, N, f64)

int sg_reference_row(const char *name, sg_backend *out) {
    sg_backend all[16];
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

/* The operation variants: a wrapper per model and variant (the models' bodies
 * mark the operations, reference/sg_canonical_pair.inc instantiates them). */
#define SG_OPV_FN_(n, N, v)                                                                                            \
    static sg_status opv_##n##_##v(const sg_##n##_problem *pb, sg_##n##_outputs *out) {                                \
        static const sg_opv_spec sp = {.kind = v};                                                                     \
        return sg_##n##_canonical_f32_opv(pb, out, &sp);                                                               \
    }
#define SG_OPV_FNS_(n, N)                                                                                              \
    SG_OPV_FN_(n, N, SG_OPV_OM_FROM_DECAY)                                                                             \
    SG_OPV_FN_(n, N, SG_OPV_DERIV_FROM_ROUNDED)                                                                        \
    SG_OPV_FN_(n, N, SG_OPV_DECAY_BF16)                                                                                \
    SG_OPV_FN_(n, N, SG_OPV_INPUT_BF16)                                                                                \
    SG_OPV_FN_(n, N, SG_OPV_STATE_BF16)                                                                                \
    SG_OPV_FN_(n, N, SG_OPV_DERIV_EXPM1)
SG_MODEL_LIST(SG_OPV_FNS_)
/* the brackets of the two variants that cancel: the squared decay moved k FP32 ulps first */
#define SG_OPV_BR_(n, v, tag, k)                                                                                       \
    static sg_status opvb_##n##_##v##_##tag(const sg_##n##_problem *pb, sg_##n##_outputs *out) {                        \
        static const sg_opv_spec sp = {.kind = v, .nudge = k};                                                         \
        return sg_##n##_canonical_f32_opv(pb, out, &sp);                                                               \
    }
#define SG_OPV_BRS_(n, N)                                                                                              \
    SG_OPV_BR_(n, SG_OPV_OM_FROM_DECAY, m2, -2)                                                                        \
    SG_OPV_BR_(n, SG_OPV_OM_FROM_DECAY, m1, -1)                                                                        \
    SG_OPV_BR_(n, SG_OPV_OM_FROM_DECAY, p1, 1)                                                                         \
    SG_OPV_BR_(n, SG_OPV_OM_FROM_DECAY, p2, 2)                                                                         \
    SG_OPV_BR_(n, SG_OPV_DERIV_FROM_ROUNDED, m2, -2)                                                                   \
    SG_OPV_BR_(n, SG_OPV_DERIV_FROM_ROUNDED, m1, -1)                                                                   \
    SG_OPV_BR_(n, SG_OPV_DERIV_FROM_ROUNDED, p1, 1)                                                                    \
    SG_OPV_BR_(n, SG_OPV_DERIV_FROM_ROUNDED, p2, 2)                                                                    \
    SG_OPV_BR_(n, SG_OPV_DERIV_EXPM1, m2, -2)                                                                          \
    SG_OPV_BR_(n, SG_OPV_DERIV_EXPM1, m1, -1)                                                                          \
    SG_OPV_BR_(n, SG_OPV_DERIV_EXPM1, p1, 1)                                                                           \
    SG_OPV_BR_(n, SG_OPV_DERIV_EXPM1, p2, 2)
SG_MODEL_LIST(SG_OPV_BRS_)
/* row.impl of every model for one variant */
#define SG_OPV_OM_(n, N) row.impl[SG_MODEL_##N] = (sg_impl_fn)opv_##n##_SG_OPV_OM_FROM_DECAY;
#define SG_OPV_DERIV_(n, N) row.impl[SG_MODEL_##N] = (sg_impl_fn)opv_##n##_SG_OPV_DERIV_FROM_ROUNDED;
#define SG_OPV_DECAY_(n, N) row.impl[SG_MODEL_##N] = (sg_impl_fn)opv_##n##_SG_OPV_DECAY_BF16;
#define SG_OPV_INPUT_(n, N) row.impl[SG_MODEL_##N] = (sg_impl_fn)opv_##n##_SG_OPV_INPUT_BF16;
#define SG_OPV_STATE_(n, N) row.impl[SG_MODEL_##N] = (sg_impl_fn)opv_##n##_SG_OPV_STATE_BF16;
#define SG_OPV_EXPM1_(n, N) row.impl[SG_MODEL_##N] = (sg_impl_fn)opv_##n##_SG_OPV_DERIV_EXPM1;

void sg_reference_opv_register(sg_backend_table *t) {
    static const struct {
        const char *name, *what;
        int v;
    } vs[] = {
        {"opv.om_from_decay",
         "canonical FP32 path with 1 - a^2 (SAMU: 1 - rho^2) computed from the rounded decay, not as -expm1(2 l): "
         "cancels when the decay is near 1",
         SG_OPV_OM_FROM_DECAY},
        {"opv.deriv_from_rounded",
         "canonical FP32 path with the decay derivative's a^2 taken from the rounded decay (a a), not exp(2 l) "
         "(RG-LRU; SAMU has no such operation: its outputs are the canonical path's)",
         SG_OPV_DERIV_FROM_ROUNDED},
        {"opv.decay_bf16",
         "canonical FP32 path with the decay a (SAMU: |lambda| = rho) rounded to BF16: within 2^-9 of 1 it is 1",
         SG_OPV_DECAY_BF16},
        {"opv.input_bf16",
         "canonical FP32 path with the input term x i m (SAMU: gamma w) rounded to BF16 before the state update",
         SG_OPV_INPUT_BF16},
        {"opv.state_bf16", "canonical FP32 path with the recurrent state rounded to BF16 after every update",
         SG_OPV_STATE_BF16},
        {"opv.deriv_expm1",
         "canonical FP32 path with the decay derivative's a^2 = exp(2 l) as expm1(2 l) + 1 (PyTorch's expm1 backward): "
         "cancels where a^2 << 1 (RG-LRU; SAMU has no such operation: its outputs are the canonical path's)",
         SG_OPV_DERIV_EXPM1},
    };
    for (size_t k = 0; k < sizeof vs / sizeof vs[0]; k++) {
        sg_backend row = {.name = vs[k].name, .kind = SG_BACKEND_CPU, .algorithm = vs[k].what, .available = always};
        switch (vs[k].v) {
        case SG_OPV_OM_FROM_DECAY: SG_MODEL_LIST(SG_OPV_OM_) break;
        case SG_OPV_DERIV_FROM_ROUNDED: SG_MODEL_LIST(SG_OPV_DERIV_) break;
        case SG_OPV_DECAY_BF16: SG_MODEL_LIST(SG_OPV_DECAY_) break;
        case SG_OPV_INPUT_BF16: SG_MODEL_LIST(SG_OPV_INPUT_) break;
        case SG_OPV_DERIV_EXPM1: SG_MODEL_LIST(SG_OPV_EXPM1_) break;
        default: SG_MODEL_LIST(SG_OPV_STATE_) break;
        }
        row.forward_only = 1; /* the canonical body's forward-only call */
        sg_backend_add(t, &row);
    }
    /* the brackets (audit only: the audit compares a cancelling variant's failing elements with the range
     * its brackets span; reference/EQUATIONS.md section 7.2), named <variant>.m2 .. .p2 */
    sg_impl_fn br[SG_MODEL_COUNT][12] = {{0}};
#define SG_OPV_BR_FILL_(n, N)                                                                                          \
    br[SG_MODEL_##N][0] = (sg_impl_fn)opvb_##n##_SG_OPV_OM_FROM_DECAY_m2;                                               \
    br[SG_MODEL_##N][1] = (sg_impl_fn)opvb_##n##_SG_OPV_OM_FROM_DECAY_m1;                                               \
    br[SG_MODEL_##N][2] = (sg_impl_fn)opvb_##n##_SG_OPV_OM_FROM_DECAY_p1;                                               \
    br[SG_MODEL_##N][3] = (sg_impl_fn)opvb_##n##_SG_OPV_OM_FROM_DECAY_p2;                                               \
    br[SG_MODEL_##N][4] = (sg_impl_fn)opvb_##n##_SG_OPV_DERIV_FROM_ROUNDED_m2;                                          \
    br[SG_MODEL_##N][5] = (sg_impl_fn)opvb_##n##_SG_OPV_DERIV_FROM_ROUNDED_m1;                                          \
    br[SG_MODEL_##N][6] = (sg_impl_fn)opvb_##n##_SG_OPV_DERIV_FROM_ROUNDED_p1;                                          \
    br[SG_MODEL_##N][7] = (sg_impl_fn)opvb_##n##_SG_OPV_DERIV_FROM_ROUNDED_p2;                                          \
    br[SG_MODEL_##N][8] = (sg_impl_fn)opvb_##n##_SG_OPV_DERIV_EXPM1_m2;                                                 \
    br[SG_MODEL_##N][9] = (sg_impl_fn)opvb_##n##_SG_OPV_DERIV_EXPM1_m1;                                                 \
    br[SG_MODEL_##N][10] = (sg_impl_fn)opvb_##n##_SG_OPV_DERIV_EXPM1_p1;                                                \
    br[SG_MODEL_##N][11] = (sg_impl_fn)opvb_##n##_SG_OPV_DERIV_EXPM1_p2;
    SG_MODEL_LIST(SG_OPV_BR_FILL_)
    static const char *const brn[12][2] = {
        {"opv.om_from_decay.m2", "bracket of opv.om_from_decay: its squared decay 2 FP32 ulps down first (audit only)"},
        {"opv.om_from_decay.m1", "bracket of opv.om_from_decay: its squared decay 1 FP32 ulp down first (audit only)"},
        {"opv.om_from_decay.p1", "bracket of opv.om_from_decay: its squared decay 1 FP32 ulp up first (audit only)"},
        {"opv.om_from_decay.p2", "bracket of opv.om_from_decay: its squared decay 2 FP32 ulps up first (audit only)"},
        {"opv.deriv_from_rounded.m2", "bracket of opv.deriv_from_rounded: its squared decay 2 FP32 ulps down first (audit only)"},
        {"opv.deriv_from_rounded.m1", "bracket of opv.deriv_from_rounded: its squared decay 1 FP32 ulp down first (audit only)"},
        {"opv.deriv_from_rounded.p1", "bracket of opv.deriv_from_rounded: its squared decay 1 FP32 ulp up first (audit only)"},
        {"opv.deriv_from_rounded.p2", "bracket of opv.deriv_from_rounded: its squared decay 2 FP32 ulps up first (audit only)"},
        {"opv.deriv_expm1.m2", "bracket of opv.deriv_expm1: its expm1(2 l) 2 FP32 ulps down first (audit only)"},
        {"opv.deriv_expm1.m1", "bracket of opv.deriv_expm1: its expm1(2 l) 1 FP32 ulp down first (audit only)"},
        {"opv.deriv_expm1.p1", "bracket of opv.deriv_expm1: its expm1(2 l) 1 FP32 ulp up first (audit only)"},
        {"opv.deriv_expm1.p2", "bracket of opv.deriv_expm1: its expm1(2 l) 2 FP32 ulps up first (audit only)"},
    };
    for (int k = 0; k < 12; k++) {
        sg_backend row = {.name = brn[k][0], .kind = SG_BACKEND_CPU, .algorithm = brn[k][1], .available = always};
        for (int m = 0; m < SG_MODEL_COUNT; m++) row.impl[m] = br[m][k];
        row.forward_only = 1;
        sg_backend_add(t, &row);
    }
}
