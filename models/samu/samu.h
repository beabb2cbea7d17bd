/* samu.h - the SAMU core (reference/EQUATIONS.md section 6), as every layer sees it: its
 * problem and outputs, its function type (the backend slot's typed form), its
 * quantity count, and the model's functions (SG_MODEL_DECLARE) each layer
 * compiles from this folder (CMakeLists.txt, "models"):
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

/* The quantities, in report order (sg_samu_outputs, field by field). */
#define SG_SAMU_NQ 10

/* The model's functions (common/sg_model.h), its parameter list and the
 * typed access to a backend row's SAMU slot (NULL: none). */
SG_MODEL_DECLARE(samu, SAMU)
#define SG_SAMU_PARAMS const sg_samu_problem *pb, sg_samu_outputs *out
#define SG_SAMU_IMPL(b) ((sg_samu_fn)(b)->impl[SG_MODEL_SAMU])

#endif
