/* rglru_decode.h - the RG-LRU mixer at inference, token by token (reference/EQUATIONS.md
 * section 10): a prompt of P tokens (prefill), then one call per generated token that reads
 * the recurrent state, applies one step of the mixer (its gates and the core) and writes the
 * state back, for the N = L - P generated tokens. The function is the mixer's forward over
 * the P + N tokens (section 9), so its oracle is the mixer's; what a decode backend adds is
 * the hand-off from its prefill path and the state it keeps between calls. Files as every
 * model's (CMakeLists.txt, "models"); the mixer's gate front and regimes. */
#ifndef SG_RGLRU_DECODE_H
#define SG_RGLRU_DECODE_H

#include "sg_model.h"

typedef struct {
    int64_t B, L, D;          /* L = P + N; D a multiple of SG_BLOCKS */
    int64_t P;                /* the prompt: tokens 0..P-1 by the prefill path, P..L-1 one call each */
    const uint16_t *x;        /* bf16 [B,L,D] */
    const uint16_t *w_x, *w_a; /* bf16 [H,W,W] */
    const uint16_t *b_x, *b_a; /* bf16 [H,W] */
    const float *p;           /* fp32 [D] */
    const float *h0;          /* fp32 [B,D] */
    const int32_t *segpos;    /* i32 [B,L] */
} sg_rglru_decode_problem;

typedef struct {
    uint16_t *y;              /* bf16 [B,L,D]: every token's output, prompt and generated */
    float *h_last;            /* fp32 [B,D]: the state after the last generated token */
} sg_rglru_decode_outputs;

#define SG_RGLRU_DECODE_NQ 2

SG_MODEL_DECLARE(rglru_decode, RGLRU_DECODE)
#define SG_RGLRU_DECODE_PARAMS const sg_rglru_decode_problem *pb, sg_rglru_decode_outputs *out
#define SG_RGLRU_DECODE_IMPL(b) ((sg_rglru_decode_fn)(b)->impl[SG_MODEL_RGLRU_DECODE])

/* The prompt length a decode case's spec asks for: a leading "prompt:P" term of its resets
 * pattern (the rest is the pattern of the P + N tokens), else 0; *rest gets the rest ("none"
 * when nothing follows). SG_E_UNKNOWN for a malformed term. Shared by both decode models. */
sg_status sg_decode_prompt(const char *case_name, const char *resets, int64_t L, int64_t *P, const char **rest);
/* Copies the named tensors of `from` (a base model's generated case) into `to`. */
sg_status sg_decode_take_inputs(sg_tset *to, const sg_tset *from, const char *const *names, int n);
/* The input "prefill" of a decode case: I32 [1], 0 <= P <= L (else SG_E_SHAPE naming where). */
sg_status sg_decode_check_prefill(const sg_tset *s, const char *where, int64_t L);


#endif
