/* rglru.h - the RG-LRU core (SPEC section 1), as every layer sees it: its
 * problem and outputs, its function type (the backend slot's typed form), its
 * quantity table, and the model's functions each layer compiles from this
 * folder (CMakeLists.txt, "models"):
 *   rglru_quantities.c  common    the judged quantities, in report order
 *   rglru_fixtures.c    fixtures  the generator, the validation and the problem view of a case
 *   rglru_cases.c       fixtures  the model's cases of each named set
 *   rglru_oracle.c      oracle    the MPFR oracle (rglru_oracle.h)
 *   rglru_canonical.c   reference the canonical FP32 and FP64 paths (one body: rglru_canonical.inc)
 *   rglru_model.c       models    the descriptor (models/sg_models.h)
 * Included through the generated sg_model_list.h by common/sg_model.h.
 */
#ifndef SG_RGLRU_H
#define SG_RGLRU_H

#include "sg_model.h"

/* RG-LRU constants (RecurrentGemma): c = 8, max_gradient = 1000. */
#define SG_RGLRU_C 8
#define SG_RGLRU_MAX_GRAD 1000

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

/* The parameter list is written once; the function type comes from it. */
#define SG_RGLRU_PARAMS const sg_rglru_problem *pb, sg_rglru_outputs *out
typedef sg_status (*sg_rglru_fn)(SG_RGLRU_PARAMS);
/* A backend row's RG-LRU implementation, typed (NULL: none). */
#define SG_RGLRU_IMPL(b) ((sg_rglru_fn)(b)->impl[SG_MODEL_RGLRU])

/* The quantities, in report order (sg_rglru_outputs, field by field). */
#define SG_RGLRU_NQ 7
extern const sg_quantity sg_rglru_quantities[SG_RGLRU_NQ];

/* ---- fixtures (rglru_fixtures.c, rglru_cases.c) ---------------------------- */
struct sg_case;
struct sg_case_spec;
/* Draws every input of an RG-LRU case into out->inputs (stream: the case's
 * Philox stream, sg_fixture_stream). */
sg_status sg_rglru_generate(const struct sg_case_spec *sp, uint64_t seed, uint32_t stream, struct sg_case *out);
/* The model's part of sg_case_validate: every input but 'x' and
 * 'segment_pos' (checked by the caller), sizes (B,L,D) from 'x'. */
sg_status sg_rglru_validate(const struct sg_case *c, const char *where, int64_t B, int64_t L, int64_t D);
/* The view of a validated case as a problem (pointers into c->inputs). */
sg_status sg_case_rglru_problem(const struct sg_case *c, sg_rglru_problem *pb);
/* The model's cases of a named set (*n = 0: none). */
void sg_rglru_cases(const char *set, const struct sg_case_spec **specs, int *n);

/* ---- reference (rglru_canonical.c) ----------------------------------------- */
/* The canonical sequential path: FP32 (the yardstick) and its FP64 variant. */
sg_status sg_rglru_canonical_f32(SG_RGLRU_PARAMS);
sg_status sg_rglru_canonical_f64(SG_RGLRU_PARAMS);

#endif
