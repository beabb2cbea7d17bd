/* sg_model.h - the problems scangate verifies, written once: the RG-LRU core's
 * and the SAMU core's inputs and outputs (SPEC sections 1 and 2), the list of
 * judged quantities, and the
 * one backend interface every implementation (CPU reference, CPU emulation,
 * CUDA kernel, external) is built against.
 *
 * Layout: row-major [B, L, D], channel innermost; t is 0-based in code
 * (t = 1..L in the equations). BF16 tensors are raw uint16 bit patterns.
 * reset[b,t] = (segpos[b,t] == 0).
 */
#ifndef SG_MODEL_H
#define SG_MODEL_H

#include "sg_common.h"

typedef enum { SG_MODEL_RGLRU = 0, SG_MODEL_SAMU = 1, SG_MODEL_COUNT } sg_model;
const char *sg_model_name(sg_model m);

/* RG-LRU constants (RecurrentGemma): c = 8, max_gradient = 1000. */
#define SG_RGLRU_C 8
#define SG_RGLRU_MAX_GRAD 1000

/* ---- RG-LRU -------------------------------------------------------------- */
typedef struct {
    int64_t B, L, D;
    const uint16_t *x, *u, *v; /* bf16 [B,L,D] */
    const uint16_t *dy;        /* bf16 [B,L,D] */
    const float *p;            /* fp32 [D] (a_param) */
    const float *h0;           /* fp32 [B,D]; zeros when the case has none */
    const float *dh_last;      /* fp32 [B,D]; zeros when the case has none */
    const int32_t *segpos;     /* i32 [B,L] */
} sg_rglru_problem;

typedef struct {
    uint16_t *y;      /* bf16 [B,L,D] */
    float *h_last;    /* fp32 [B,D] */
    uint16_t *dx, *du, *dv; /* bf16 [B,L,D] */
    float *dp;        /* fp32 [D] */
    float *dh0;       /* fp32 [B,D] */
} sg_rglru_outputs;

/* ---- SAMU ---------------------------------------------------------------- */
/* M = D/2 complex modes; state and per-mode [B,D] tensors are laid out
 * [Re(mode 0..M-1), Im(mode 0..M-1)]. */
typedef struct {
    int64_t B, L, D;           /* D even, M = D/2 */
    const uint16_t *x;         /* bf16 [B,L,D] */
    const uint16_t *dy;        /* bf16 [B,L,D] */
    const float *z0;           /* fp32 [B,D]; zeros when the case has none */
    const float *dz_last;      /* fp32 [B,D]; zeros when the case has none */
    const int32_t *segpos;     /* i32 [B,L] */
    const float *w_phi, *w_r;  /* fp32 [D+1] direction vectors (last entry multiplies the constant 1) */
    float a_phi, a_r;          /* fp32 signed amplitudes */
    const float *nu;           /* fp32 [M], > 0 */
    const float *theta;        /* fp32 [M] */
} sg_samu_problem;

typedef struct {
    uint16_t *y;              /* bf16 [B,L,D] */
    float *z_last;            /* fp32 [B,D] */
    uint16_t *dx;             /* bf16 [B,L,D] */
    float *dw_phi, *dw_r;     /* fp32 [D+1] */
    float *da_phi, *da_r;     /* fp32 [1] */
    float *dnu, *dtheta;      /* fp32 [M] */
    float *dz0;               /* fp32 [B,D] */
} sg_samu_outputs;

/* A judged quantity: its name, stored dtype and shape class. */
typedef enum { SG_SHAPE_BLD = 0, SG_SHAPE_BD, SG_SHAPE_D, SG_SHAPE_D1, SG_SHAPE_M, SG_SHAPE_1, SG_SHAPE_BL } sg_shape_class;
typedef struct {
    const char *name;
    sg_dtype dtype;
    sg_shape_class shape;
    int is_grad;
} sg_quantity;

/* The quantities of each model, in report order (the outputs structs above,
 * field by field). */
#define SG_RGLRU_NQ 7
extern const sg_quantity sg_rglru_quantities[SG_RGLRU_NQ];
#define SG_SAMU_NQ 10
extern const sg_quantity sg_samu_quantities[SG_SAMU_NQ];

/* The quantities of a model, in report order; returns the count. */
int sg_model_quantities(sg_model m, const sg_quantity **out);
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

/* ---- the backend interface ---------------------------------------------- */
/* Parameter lists are written once; the function types come from them. */
#define SG_RGLRU_PARAMS const sg_rglru_problem *pb, sg_rglru_outputs *out
typedef sg_status (*sg_rglru_fn)(SG_RGLRU_PARAMS);
#define SG_SAMU_PARAMS const sg_samu_problem *pb, sg_samu_outputs *out
typedef sg_status (*sg_samu_fn)(SG_SAMU_PARAMS);

typedef enum { SG_BACKEND_CPU = 0, SG_BACKEND_CUDA, SG_BACKEND_EXTERNAL } sg_backend_kind;

typedef struct {
    const char *name;        /* e.g. "cpu.canonical_f32" */
    sg_backend_kind kind;
    const char *algorithm;   /* one line: what it computes and how */
    /* The backend's implementation of each model, one slot per model (NULL:
     * none); the layers above reach a slot only through its model's
     * descriptor (models/: impl(), call()). */
    sg_rglru_fn rglru;       /* NULL when the backend has no RG-LRU */
    sg_samu_fn samu;         /* NULL when the backend has no SAMU */
    /* Returns SG_OK when usable here; otherwise a status and sg_fail message. */
    sg_status (*available)(void);
} sg_backend;

#define SG_MAX_BACKENDS 64
typedef struct {
    int n;
    sg_backend b[SG_MAX_BACKENDS];
} sg_backend_table;

/* Add or overwrite (same name) a backend row. */
sg_status sg_backend_add(sg_backend_table *t, const sg_backend *b);
const sg_backend *sg_backend_find(const sg_backend_table *t, const char *name);
/* The table is filled by the composition root (backends/sg_backends.h:
 * sg_backends_fill), never from here. */

#endif
