/* sg_opv_rows.h - the audit's single-operation variant rows, declared once:
 * each row a name, what it changes, and its spec (reference/sg_opv.h). The
 * registration (reference/register.c) makes a backend row of each, for every
 * model (SG_MODEL_LIST); the planted-cause benchmark
 * (tests/attribution_bench.c) plants each family's fault with the same spec.
 *
 *   SG_OPV_ROWS(X, n, N)  X(n, N, id, "name", "what", spec initialisers...)
 *
 * n and N pass a model's names through (lower and upper case) so that one
 * expansion per model can name its wrappers; id is a C identifier. A row
 * whose name ends in .m2, .m1, .p1 or .p2 is a bracket run of the row named
 * without that suffix (the audit's brackets of a cancelling variant: its
 * operand moved first; reference/EQUATIONS.md section 7.2), listed right
 * after it; it is audit-only and no family of its own. A new variant is one
 * line here (and, for a new kind, its mark in the models' bodies). */
#ifndef SG_OPV_ROWS_H
#define SG_OPV_ROWS_H

#include <stdint.h>

#include "sg_opv.h"

#define SG_OPV_EVERY_STEP (UINT64_C(1) << 32) /* frac_q32 of a decay moved on every step */

#define SG_OPV_BRACKET_(X, n, N, id, nm, op, kd)                                                                       \
    X(n, N, id##_m2, nm ".m2", "bracket of " nm ": its " op " 2 FP32 ulps down first (audit only)", .kind = kd,        \
      .nudge = -2)                                                                                                     \
    X(n, N, id##_m1, nm ".m1", "bracket of " nm ": its " op " 1 FP32 ulp down first (audit only)", .kind = kd,         \
      .nudge = -1)                                                                                                     \
    X(n, N, id##_p1, nm ".p1", "bracket of " nm ": its " op " 1 FP32 ulp up first (audit only)", .kind = kd,           \
      .nudge = 1)                                                                                                      \
    X(n, N, id##_p2, nm ".p2", "bracket of " nm ": its " op " 2 FP32 ulps up first (audit only)", .kind = kd,          \
      .nudge = 2)

#define SG_OPV_DECAY_ROW_(X, n, N, id, nm, k, moved)                                                                   \
    X(n, N, id, nm,                                                                                                    \
      "canonical FP32 path with the decay a (SAMU: rho) moved " moved " on every step: a one-sided error of the "      \
      "decay's exp",                                                                                                   \
      .kind = SG_OPV_DECAY_ULP, .ulps = k, .frac_q32 = SG_OPV_EVERY_STEP)

#define SG_OPV_RESET_ROW_(X, n, N, T)                                                                                  \
    X(n, N, reset_drop_t##T, "opv.reset_drop_t" #T,                                                                    \
      "canonical FP32 path ignoring every reset on the first step of a tile of " #T " steps (0-based t > 0, "          \
      "t % " #T " = 0), forward and backward: a kernel that drops the resets on its tile edges",                       \
      .kind = SG_OPV_RESET_DROP, .tile = T)

#define SG_OPV_ROWS(X, n, N)                                                                                           \
    X(n, N, om_from_decay, "opv.om_from_decay",                                                                        \
      "canonical FP32 path with 1 - a^2 (SAMU: 1 - rho^2) computed from the rounded decay, not as -expm1(2 l): "       \
      "cancels when the decay is near 1",                                                                              \
      .kind = SG_OPV_OM_FROM_DECAY)                                                                                    \
    SG_OPV_BRACKET_(X, n, N, om_from_decay, "opv.om_from_decay", "squared decay", SG_OPV_OM_FROM_DECAY)                \
    X(n, N, om_from_exp2l, "opv.om_from_exp2l",                                                                        \
      "canonical FP32 path with 1 - a^2 (SAMU: 1 - rho^2) as 1 - exp(2 l) from the rounded exp(2 l) (RecurrentGemma's " \
      "1 - a_square), not -expm1(2 l): cancels when the decay is near 1",                                              \
      .kind = SG_OPV_OM_FROM_EXP2L)                                                                                    \
    SG_OPV_BRACKET_(X, n, N, om_from_exp2l, "opv.om_from_exp2l", "exp(2 l)", SG_OPV_OM_FROM_EXP2L)                     \
    X(n, N, deriv_from_rounded, "opv.deriv_from_rounded",                                                              \
      "canonical FP32 path with the decay derivative's a^2 taken from the rounded decay (a a), not exp(2 l) "          \
      "(RG-LRU; SAMU has no such operation: its outputs are the canonical path's)",                                    \
      .kind = SG_OPV_DERIV_FROM_ROUNDED)                                                                               \
    SG_OPV_BRACKET_(X, n, N, deriv_from_rounded, "opv.deriv_from_rounded", "squared decay", SG_OPV_DERIV_FROM_ROUNDED) \
    X(n, N, decay_bf16, "opv.decay_bf16",                                                                              \
      "canonical FP32 path with the decay a (SAMU: |lambda| = rho) rounded to BF16: within 2^-9 of 1 it is 1",         \
      .kind = SG_OPV_DECAY_BF16)                                                                                       \
    X(n, N, input_bf16, "opv.input_bf16",                                                                              \
      "canonical FP32 path with the input term x i m (SAMU: gamma w) rounded to BF16 before the state update",         \
      .kind = SG_OPV_INPUT_BF16)                                                                                       \
    X(n, N, state_bf16, "opv.state_bf16", "canonical FP32 path with the recurrent state rounded to BF16 after every "  \
      "update", .kind = SG_OPV_STATE_BF16)                                                                             \
    X(n, N, deriv_expm1, "opv.deriv_expm1",                                                                            \
      "canonical FP32 path with the decay derivative's a^2 = exp(2 l) as expm1(2 l) + 1 (PyTorch's expm1 backward): "  \
      "cancels where a^2 << 1 (RG-LRU; SAMU has no such operation: its outputs are the canonical path's)",             \
      .kind = SG_OPV_DERIV_EXPM1)                                                                                      \
    SG_OPV_BRACKET_(X, n, N, deriv_expm1, "opv.deriv_expm1", "expm1(2 l)", SG_OPV_DERIV_EXPM1)                         \
    SG_OPV_DECAY_ROW_(X, n, N, decay_up1, "opv.decay_up1", 1, "1 FP32 ulp up")                                         \
    SG_OPV_DECAY_ROW_(X, n, N, decay_down1, "opv.decay_down1", -1, "1 FP32 ulp down")                                  \
    SG_OPV_DECAY_ROW_(X, n, N, decay_up2, "opv.decay_up2", 2, "2 FP32 ulps up")                                        \
    SG_OPV_DECAY_ROW_(X, n, N, decay_down2, "opv.decay_down2", -2, "2 FP32 ulps down")                                 \
    SG_OPV_RESET_ROW_(X, n, N, 16)                                                                                     \
    SG_OPV_RESET_ROW_(X, n, N, 32)                                                                                     \
    SG_OPV_RESET_ROW_(X, n, N, 64)                                                                                     \
    SG_OPV_RESET_ROW_(X, n, N, 256)                                                                                    \
    SG_OPV_RESET_ROW_(X, n, N, 1024)                                                                                   \
    SG_OPV_RESET_ROW_(X, n, N, 4096)

#endif
