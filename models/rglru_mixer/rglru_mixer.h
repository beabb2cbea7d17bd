/* rglru_mixer.h - the RG-LRU recurrent mixer (reference/EQUATIONS.md section 9): the gate
 * front u = W_x x + b_x, v = W_a x + b_a of two 16-block-diagonal linear layers
 * (RecurrentGemma's BlockDiagonalLinear) feeding the RG-LRU core of sections 1-2,
 * forward and backward with every parameter gradient, as every layer sees it: its
 * problem and outputs, its function type, its quantity count, and the model's
 * functions (SG_MODEL_DECLARE) each layer compiles from this folder (CMakeLists.txt,
 * "models"):
 *   rglru_mixer_quantities.c  common    the judged quantities, in report order
 *   rglru_mixer_fixtures.c    fixtures  the generator, the validation, the problem view
 *   rglru_mixer_cases.c       fixtures  the model's cases of each named set
 *   rglru_mixer_oracle.c      oracle    the MPFR oracle (rglru_mixer_oracle.h)
 *   rglru_mixer_canonical.c   reference the canonical FP32 and FP64 paths (rglru_mixer_canonical.inc)
 *   rglru_mixer_model.c       models    the descriptor (models/sg_models.h)
 * The scan-only model (models/rglru/, u and v given) stays for kernels that take u, v.
 */
#ifndef SG_RGLRU_MIXER_H
#define SG_RGLRU_MIXER_H

#include "sg_model.h"

/* Block-diagonal layout: H = SG_BLOCKS blocks of width W = D / H (sg_model.h);
 * channel d = h W + j. w_x[h][i][j] maps input channel h W + i to gate channel
 * h W + j: u_t[hW+j] = sum_i x_t[hW+i] w_x[h][i][j] + b_x[h][j]. */
typedef struct {
    int64_t B, L, D;          /* D a multiple of SG_BLOCKS */
    const uint16_t *x;        /* bf16 [B,L,D] */
    const uint16_t *w_x, *w_a; /* bf16 [H,W,W] */
    const uint16_t *b_x, *b_a; /* bf16 [H,W] */
    const uint16_t *dy;       /* bf16 [B,L,D] */
    const float *p;           /* fp32 [D] (a_param) */
    const float *h0;          /* fp32 [B,D]; zeros when the case has none */
    const float *dh_last;     /* fp32 [B,D]; zeros when the case has none */
    const int32_t *segpos;    /* i32 [B,L] */
} sg_rglru_mixer_problem;

typedef struct {
    uint16_t *y;              /* bf16 [B,L,D] */
    float *h_last;            /* fp32 [B,D] */
    uint16_t *dx;             /* bf16 [B,L,D]: the direct path and both gates' */
    float *dw_x, *dw_a;       /* fp32 [H,W,W] */
    float *db_x, *db_a;       /* fp32 [H,W] */
    float *dp;                /* fp32 [D] */
    float *dh0;               /* fp32 [B,D] */
} sg_rglru_mixer_outputs;

/* The quantities, in report order (sg_rglru_mixer_outputs, field by field). */
#define SG_RGLRU_MIXER_NQ 9

SG_MODEL_DECLARE(rglru_mixer, RGLRU_MIXER)

/* The canonical FP32 path's gate front and gradient back end (rglru_mixer_canonical.inc, EQUATIONS.md
 * section 9.3), shared by the mixer's CPU emulations: the gates u, v [B,L,D] in FP32 (acc = b; acc = acc + x w,
 * i ascending), and from the direct dx, du, dv [B,L,D] in FP32 the outputs dw_x, dw_a, db_x, db_a ((b, t)
 * ascending) and dx (direct, then the w_x terms, then the w_a terms, rounded once to BF16). */
void sg_rglru_mixer_gates_f32(const sg_rglru_mixer_problem *pb, float *u, float *v);
void sg_rglru_mixer_backprop_f32(const sg_rglru_mixer_problem *pb, const float *du, const float *dv, const float *dxd,
                                 sg_rglru_mixer_outputs *out);
/* 1 - a^2 in double of channel d for the token row x ([D], BF16): v = b_a + sum_i x w_a (i ascending), sp
 * = softplus(p_d) (rglru_mixer_model.c; models layer): the decays of the coverage conditions and the
 * structure hints of the mixer and of RG-LRU decode. */
double sg_rglru_mixer_step_q(const uint16_t *x, const uint16_t *w_a, const uint16_t *b_a, int64_t D, int64_t d,
                             double sp);
#define SG_RGLRU_MIXER_PARAMS const sg_rglru_mixer_problem *pb, sg_rglru_mixer_outputs *out
#define SG_RGLRU_MIXER_IMPL(b) ((sg_rglru_mixer_fn)(b)->impl[SG_MODEL_RGLRU_MIXER])

#endif
