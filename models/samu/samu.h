/* samu.h - the SAMU core (SPEC section 2), as every layer sees it: its
 * problem and outputs, its function type (the backend slot's typed form), its
 * quantity table, and the model's functions each layer compiles from this
 * folder (CMakeLists.txt, "models"):
 *   samu_quantities.c   common    the judged quantities, in report order
 *   samu_fixtures.c     fixtures  the generator, the validation and the problem view of a case
 *   samu_cases.c        fixtures  the model's cases of each named set
 *   samu_oracle*.c      oracle    the MPFR oracle (samu_oracle.h; samu_oracle_impl.h inside it)
 *   samu_canonical.c    reference the canonical FP32 and FP64 paths (one body: samu_canonical.inc)
 *   samu_model.c        models    the descriptor (models/sg_models.h)
 * Included through the generated sg_model_list.h by common/sg_model.h.
 */
#ifndef SG_SAMU_H
#define SG_SAMU_H

#include "sg_model.h"

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

/* The parameter list is written once; the function type comes from it. */
#define SG_SAMU_PARAMS const sg_samu_problem *pb, sg_samu_outputs *out
typedef sg_status (*sg_samu_fn)(SG_SAMU_PARAMS);
/* A backend row's SAMU implementation, typed (NULL: none). */
#define SG_SAMU_IMPL(b) ((sg_samu_fn)(b)->impl[SG_MODEL_SAMU])

/* The quantities, in report order (sg_samu_outputs, field by field). */
#define SG_SAMU_NQ 10
extern const sg_quantity sg_samu_quantities[SG_SAMU_NQ];

/* ---- fixtures (samu_fixtures.c, samu_cases.c) ------------------------------ */
struct sg_case;
struct sg_case_spec;
/* Draws every input of a SAMU case into out->inputs (stream: the case's
 * Philox stream, sg_fixture_stream). */
sg_status sg_samu_generate(const struct sg_case_spec *sp, uint64_t seed, uint32_t stream, struct sg_case *out);
/* The model's part of sg_case_validate: every input but 'x' and
 * 'segment_pos' (checked by the caller), sizes (B,L,D) from 'x'. */
sg_status sg_samu_validate(const struct sg_case *c, const char *where, int64_t B, int64_t L, int64_t D);
/* The view of a validated case as a problem (pointers into c->inputs). */
sg_status sg_case_samu_problem(const struct sg_case *c, sg_samu_problem *pb);
/* The model's cases of a named set (*n = 0: none). */
void sg_samu_cases(const char *set, const struct sg_case_spec **specs, int *n);

/* ---- reference (samu_canonical.c) ------------------------------------------ */
/* The canonical sequential path: FP32 (the yardstick) and its FP64 variant. */
sg_status sg_samu_canonical_f32(SG_SAMU_PARAMS);
sg_status sg_samu_canonical_f64(SG_SAMU_PARAMS);

#endif
