/* sg_perturb.h - planted output faults of a given size (tests/support/perturb.c;
 * library sg_testsupport, linked into the tests only, never into scangate):
 * the canonical FP32 path's outputs with a relative bias or a per-element
 * relative noise of a chosen level on chosen quantities, for the gate-power
 * table (tests/gate_power.c, reports/gate-power/). What it keeps true:
 *   - the faults are applied where a kernel's fault would act, before the
 *     output rounding: the canonical body (models/<name>/<name>_canonical.inc)
 *     is instantiated here once more, in FP32 with every quantity written as
 *     FP32 (BF16 quantities: the value the canonical path rounds to BF16), so
 *     with no fault the outputs are bit for bit cpu.canonical_f32's;
 *   - bias:  q' = RN_dtype(RN_f32(v (1 + eps)));
 *     noise: q' = RN_dtype(RN_f32(v (1 + eps z_i))), z_i ~ N(0,1) from
 *     Random123 Philox4x32-10 (the fixtures' draws, sg_rand_normal) keyed by
 *     (perturbation seed, the case's stream, quantity, element), so quantity
 *     i's perturbation does not depend on which other quantities are
 *     perturbed, and the draws are the same at every level (levels nest);
 *     RN_dtype is round to nearest even (BF16 from the FP32 value);
 *   - decay_ulp (sg_perturb_decay_outputs) is a step fault instead: the
 *     canonical path with its decay moved (the variant instantiation of the
 *     canonical body, reference/sg_opv.h), for the bias gate's power;
 *   - nothing here is reachable from the product (test_no_test_symbols: no
 *     symbol sg_perturb* or *_f32wide in scangate). */
#ifndef SG_PERTURB_H
#define SG_PERTURB_H

#include "sg_models.h"

typedef enum { SG_PERTURB_BIAS = 0, SG_PERTURB_NOISE = 1, SG_PERTURB_KIND_COUNT } sg_perturb_kind;
const char *sg_perturb_kind_name(sg_perturb_kind k); /* "bias", "noise" */

/* The perturbation seed of the gate-power table (printed with it). */
#define SG_PERTURB_SEED UINT64_C(20261202)

/* The canonical FP32 path on case c with every quantity as F32 (tensors named
 * as the model's quantities, the model's shapes): FP32 quantities as the path
 * writes them, BF16 quantities as the FP32 values it rounds to BF16. `wide`
 * is initialised here (free it with sg_tset_free, also after a failure). */
sg_status sg_perturb_canonical_wide(const sg_case *c, sg_tset *wide);

/* The outputs (the model's quantities in their dtypes, initialised here) from
 * `wide`: quantity i perturbed by (kind, eps) when bit i of `qmask` is set,
 * else only rounded to its dtype. eps = 0 or qmask = 0 gives the canonical
 * path's outputs. */
sg_status sg_perturb_outputs(const sg_case *c, const sg_tset *wide, sg_perturb_kind kind, double eps, uint64_t seed,
                             uint32_t qmask, sg_tset *out);

/* The decay_ulp fault: the outputs (the model's quantities in their dtypes,
 * initialised here) of the canonical FP32 path itself with its decay (RG-LRU
 * a = exp(l), SAMU rho, in the forward and the backward) moved by `ulps` FP32
 * ulps on a fraction `frac` of the steps (1: every step), the steps chosen by a
 * hash of (b, t, channel) and `seed` (reference/sg_opv.h, SG_OPV_DECAY_ULP): a
 * one-sided error of frac * ulps ulp per step on average. */
sg_status sg_perturb_decay_outputs(const sg_case *c, double frac, int ulps, uint64_t seed, sg_tset *out);

#endif
