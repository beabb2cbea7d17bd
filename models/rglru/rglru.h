/* rglru.h - the RG-LRU core (reference/EQUATIONS.md sections 1-2), as every layer sees it: its
 * problem and outputs, its function type (the backend slot's typed form), its
 * quantity count, and the model's functions (SG_MODEL_DECLARE) each layer
 * compiles from this folder (CMakeLists.txt, "models"):
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

/* The quantities, in report order (sg_rglru_outputs, field by field). */
#define SG_RGLRU_NQ 7

/* The model's functions (common/sg_model.h), its parameter list and the
 * typed access to a backend row's RG-LRU slot (NULL: none). */
SG_MODEL_DECLARE(rglru, RGLRU)
/* p for channel d under a regime, uu ~ U(0,1) the channel's draw: "init" (r^2 ~ U[0.81,0.998]),
 * "near1" (r^2 ~ U[0.998,0.99998]), "clip" (p ~ U[-21,-19]), "fast" (p ~ U[2.5,3.5]), "mixed"
 * (channels cycle through the four); SG_E_UNKNOWN for another name (rglru_fixtures.c; the
 * RG-LRU mixer's generator draws its p the same way). */
sg_status sg_rglru_regime_p(const char *regime, int64_t d, double uu, double *p);
#define SG_RGLRU_PARAMS const sg_rglru_problem *pb, sg_rglru_outputs *out
#define SG_RGLRU_IMPL(b) ((sg_rglru_fn)(b)->impl[SG_MODEL_RGLRU])

#endif
