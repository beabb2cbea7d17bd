/* samu_decode.h - SAMU at inference, token by token (reference/EQUATIONS.md section 10):
 * a prompt of P tokens (prefill), then one call per generated token that reads the complex
 * modes' state, rebuilds the token's transitions from its controls and applies one step,
 * writing the state back. The function is SAMU's forward over the P + N tokens (section 6),
 * so its oracle is SAMU's; a decode backend adds the hand-off from its prefill path and the
 * state it keeps between calls. Files as every model's (CMakeLists.txt, "models"). */
#ifndef SG_SAMU_DECODE_H
#define SG_SAMU_DECODE_H

#include "sg_model.h"

typedef struct {
    int64_t B, L, D, P;        /* L = P + N; D even (M = D/2 modes); P the prompt */
    const uint16_t *x;         /* bf16 [B,L,D] */
    const float *z0;           /* fp32 [B,D] */
    const int32_t *segpos;     /* i32 [B,L] */
    const float *w_phi, *w_r;  /* fp32 [D+1] */
    float a_phi, a_r;
    const float *nu, *theta;   /* fp32 [M] */
} sg_samu_decode_problem;

typedef struct {
    uint16_t *y;               /* bf16 [B,L,D]: every token's output */
    float *z_last;             /* fp32 [B,D]: the state after the last generated token */
} sg_samu_decode_outputs;

#define SG_SAMU_DECODE_NQ 2

SG_MODEL_DECLARE(samu_decode, SAMU_DECODE)
#define SG_SAMU_DECODE_PARAMS const sg_samu_decode_problem *pb, sg_samu_decode_outputs *out
#define SG_SAMU_DECODE_IMPL(b) ((sg_samu_decode_fn)(b)->impl[SG_MODEL_SAMU_DECODE])

#endif
