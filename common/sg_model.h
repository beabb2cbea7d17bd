/* sg_model.h - what every model shares, written once: the judged quantity
 * (name, dtype, shape class), the naming of the oracle's result tensors, the
 * registered models (sg_model, from the generated sg_model_list.h) and the one
 * backend interface every implementation (CPU reference, CPU emulation, CUDA
 * kernel, external) is built against. Each model's own problem, outputs and
 * quantities live in its folder (models/<name>/<name>.h).
 *
 * Layout: row-major [B, L, D], channel innermost; t is 0-based in code
 * (t = 1..L in the equations). BF16 tensors are raw uint16 bit patterns.
 * reset[b,t] = (segpos[b,t] == 0).
 */
#ifndef SG_MODEL_H
#define SG_MODEL_H

#include "sg_common.h"

/* A judged quantity: its name, stored dtype and shape class. */
/* SG_SHAPE_HWW [H, D/H, D/H] and SG_SHAPE_HW [H, D/H]: the weights and biases of a
 * block-diagonal projection of H = SG_BLOCKS blocks (RecurrentGemma's BlockDiagonalLinear). */
#define SG_BLOCKS 16
typedef enum {
    SG_SHAPE_BLD = 0,
    SG_SHAPE_BD,
    SG_SHAPE_D,
    SG_SHAPE_D1,
    SG_SHAPE_M,
    SG_SHAPE_1,
    SG_SHAPE_BL,
    SG_SHAPE_HWW,
    SG_SHAPE_HW
} sg_shape_class;
typedef struct {
    const char *name;
    sg_dtype dtype;
    sg_shape_class shape;
    int is_grad;
} sg_quantity;

/* Shape of a quantity for a problem of size (B,L,D); returns ndim. */
int sg_quantity_shape(const sg_quantity *q, int64_t B, int64_t L, int64_t D, int64_t shape[SG_MAX_DIMS]);
/* The same for a shape class ([B,L] is SG_SHAPE_BL, the reset positions). */
int sg_shape_of(sg_shape_class sc, int64_t B, int64_t L, int64_t D, int64_t shape[SG_MAX_DIMS]);

/* The oracle's result tensors of a quantity q, the one naming of them:
 * q.f64 (F64, the exact value), q.rn_bf16 (BF16) and q.rn_f32 (F32, its
 * correct roundings) and q.S (F64, its magnitude). */
typedef enum { SG_ORC_F64 = 0, SG_ORC_RN_BF16, SG_ORC_RN_F32, SG_ORC_S, SG_ORC_COUNT } sg_oracle_part;
const char *sg_oracle_part_suffix(sg_oracle_part p); /* "f64", "rn_bf16", "rn_f32", "S" */
sg_dtype sg_oracle_part_dtype(sg_oracle_part p);
/* The correct rounding a quantity stored in `dt` is compared with. */
sg_oracle_part sg_oracle_rn_part(sg_dtype dt);
/* "q.suffix" into buf; returns buf. */
const char *sg_oracle_tensor_name(char *buf, size_t n, const char *quantity, sg_oracle_part p);
/* The part a tensor name ends in ("y.S" -> SG_ORC_S, *base_len = 1), or -1. */
int sg_oracle_part_of(const char *name, size_t *base_len);

/* ---- the models ------------------------------------------------------------
 * A backend's implementation of one model, as stored generically; the model's
 * own header (models/<name>/<name>.h) gives its typed form. */
typedef void (*sg_impl_fn)(void);

/* The functions every model provides, declared once for a model whose
 * header defines sg_<n>_problem, sg_<n>_outputs and SG_<N>_NQ and then says
 * SG_MODEL_DECLARE(n, N) (models/<name>/<name>.h):
 *   sg_<n>_fn                  the backend slot's typed form
 *   sg_<n>_quantities          the quantities in report order (<n>_quantities.c)
 *   sg_<n>_generate            every input of a case from its Philox stream
 *                              (sg_fixture_stream) into out->inputs (<n>_fixtures.c)
 *   sg_<n>_validate            the model's part of sg_case_validate: every input
 *                              but 'x' and 'segment_pos', sizes from 'x'
 *   sg_case_<n>_problem        the view of a validated case as a problem
 *                              (pointers into c->inputs)
 *   sg_<n>_cases               the model's cases of a named set, *n = 0: none (<n>_cases.c)
 *   sg_<n>_canonical_f32, _f64 the canonical sequential path, FP32 (the yardstick)
 *                              and its FP64 variant (<n>_canonical.c)
 *   sg_<n>_canonical_f32_opv   the FP32 path with one operation replaced by the
 *                              variant opv (reference/sg_opv.h; kind SG_OPV_NONE: the
 *                              canonical path's bits) */
struct sg_case;
struct sg_opv_spec;
struct sg_case_spec;
#define SG_MODEL_DECLARE(m_, M_)                                                                                       \
    typedef sg_status (*sg_##m_##_fn)(const sg_##m_##_problem *pb, sg_##m_##_outputs *out);                            \
    extern const sg_quantity sg_##m_##_quantities[SG_##M_##_NQ];                                                       \
    sg_status sg_##m_##_generate(const struct sg_case_spec *sp, uint64_t seed, uint32_t stream, struct sg_case *out);  \
    sg_status sg_##m_##_validate(const struct sg_case *c, const char *where, int64_t B, int64_t L, int64_t D);         \
    sg_status sg_case_##m_##_problem(const struct sg_case *c, sg_##m_##_problem *pb);                                  \
    void sg_##m_##_cases(const char *set, const struct sg_case_spec **specs, int *n);                                  \
    sg_status sg_##m_##_canonical_f32(const sg_##m_##_problem *pb, sg_##m_##_outputs *out);                            \
    sg_status sg_##m_##_canonical_f64(const sg_##m_##_problem *pb, sg_##m_##_outputs *out);                            \
    sg_status sg_##m_##_canonical_f32_opv(const sg_##m_##_problem *pb, sg_##m_##_outputs *out, const struct sg_opv_spec *opv);

/* sg_model_list.h is generated by CMake from the registration line
 * (SG_MODELS in CMakeLists.txt): it includes each model's header
 * (models/<name>/<name>.h: its problem, outputs, function type and quantity
 * table) and defines SG_MODEL_LIST(X), X(name, NAME) once per model in
 * registration order. Every per-model table below is built from it. */
#include "sg_model_list.h"

#define SG_MODEL_ENUM_(n, N) SG_MODEL_##N,
typedef enum { SG_MODEL_LIST(SG_MODEL_ENUM_) SG_MODEL_COUNT } sg_model;
#undef SG_MODEL_ENUM_
/* "rglru", "samu": the registered name ("?" for an id out of range). */
const char *sg_model_name(sg_model m);
/* The quantities of a model, in report order (its outputs struct, field by
 * field); returns the count (0 for an id out of range). */
int sg_model_quantities(sg_model m, const sg_quantity **out);

/* ---- the backend interface ---------------------------------------------- */

typedef enum { SG_BACKEND_CPU = 0, SG_BACKEND_CUDA, SG_BACKEND_EXTERNAL } sg_backend_kind;

/* A call's pass. Forward+backward fills every output; a forward-only call
 * (the benchmark times the forward alone) passes outputs whose gradient
 * pointers (the quantities with is_grad) are NULL, and a row that declares
 * forward_only then computes and writes the forward quantities only, with the
 * same bits as its forward+backward call gives them. */
typedef enum { SG_PASS_FWD_BWD = 0, SG_PASS_FWD = 1 } sg_pass;

/* A stage of a backend's algorithm and the backend that is this one with that
 * stage done as a reference algorithm does it (the audit's stage swaps). */
typedef struct {
    const char *stage;   /* e.g. "grouped forward prefix (Q_c = L_c o O_g)" */
    const char *backend; /* e.g. "cpu.samu_hybrid" */
} sg_stage_swap;

typedef struct {
    const char *name;        /* e.g. "cpu.canonical_f32" */
    sg_backend_kind kind;
    const char *algorithm;   /* one line: what it computes and how */
    /* The backend's implementation of each model, indexed by sg_model (NULL:
     * none); each model's header gives the typed access (SG_RGLRU_IMPL(b)),
     * and the layers above call a slot only through the model's descriptor
     * (models/: call()). */
    sg_impl_fn impl[SG_MODEL_COUNT];
    /* Returns SG_OK when usable here; otherwise a status and sg_fail message. */
    sg_status (*available)(void);
    /* Its structure, for audits (audit/): the chunk length in tokens and the
     * prefix group in chunks (0: none: a sequential path), and its stage swaps
     * (NULL, or an array ended by {NULL, NULL}). */
    int chunk, group;
    const sg_stage_swap *swaps;
    /* 1: its outputs differ from call to call by design (a run-dependent
     * reduction order, the negative control of the determinism gate R-DET):
     * no two evaluations, held or streamed, in one process or resumed, can
     * give it the same numbers, and no test expects them to */
    int run_dependent;
    /* 1: honours a forward-only call (sg_pass: the gradient outputs NULL) */
    int forward_only;
    /* Device rows: the device time of the row's last call on the calling
     * thread, in seconds, from CUDA events around its kernels (transfers and
     * allocation excluded; NaN when the last call failed); NULL for host rows.
     * The benchmark times device rows with it. */
    double (*device_seconds)(void);
} sg_backend;

#define SG_MAX_BACKENDS 96
typedef struct {
    int n;
    sg_backend b[SG_MAX_BACKENDS];
} sg_backend_table;

/* Add or overwrite (same name) a backend row. */
sg_status sg_backend_add(sg_backend_table *t, const sg_backend *b);
const sg_backend *sg_backend_find(const sg_backend_table *t, const char *name);
/* Refuses an unknown backend name (SG_E_UNKNOWN): it, the nearest row of t
 * ("did you mean"), for an ext.* name with none near the --plugin hint, and
 * every row. */
sg_status sg_backend_unknown(const sg_backend_table *t, const char *name);
/* The row named `name` of an implementing file's rows (a row function of
 * backends/sg_rows.def): copies it to *out and returns 1, or returns 0. */
int sg_backend_pick(const sg_backend *rows, int n, const char *name, sg_backend *out);
/* The table is filled by the composition root (backends/sg_backends.h:
 * sg_backends_fill), never from here. */

#endif
