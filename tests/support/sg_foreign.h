/* sg_foreign.h - the canonical FP32 bodies instantiated with a foreign libm,
 * for the planted-cause benchmark of the audit's attribution
 * (tests/attribution_bench.c; THRESHOLDS.md R-ATTRIB-BENCH). Test support
 * only, never in scangate.
 *
 * The foreign libm: every libm call a body makes (FN(exp), FN(expm1), ...)
 * evaluated in FP64 and rounded to FP32, then, on one argument in four (a hash
 * of its bits), the other faithful neighbour taken: an error below one ulp, as
 * a faithful but not correctly rounded libm (a GPU's) gives, on other elements
 * than the audit's own glibc runs. With it, each model's body is instantiated
 * like the variant instantiation (reference/sg_canonical_pair.inc): the
 * operation variant `opv` applied, nothing else changed. Generated per model
 * (tests/support/CMakeLists.txt: foreign_<model>.c includes sg_foreign_body.inc). */
#ifndef SG_FOREIGN_H
#define SG_FOREIGN_H

#include "sg_model.h" /* every model's header, SG_MODEL_LIST */
#include "sg_opv.h"

float sg_foreign_expf(float x);
float sg_foreign_expm1f(float x);
float sg_foreign_log1pf(float x);
float sg_foreign_sqrtf(float x);
float sg_foreign_tanhf(float x);
float sg_foreign_sinf(float x);
float sg_foreign_cosf(float x);

/* The canonical FP32 body of each model with the foreign libm and the variant `opv`. */
#define SG_FOREIGN_DECL_(n, N)                                                                                         \
    sg_status sg_##n##_canonical_f32_foreign(const sg_##n##_problem *pb, sg_##n##_outputs *out,                        \
                                             const sg_opv_spec *opv);
SG_MODEL_LIST(SG_FOREIGN_DECL_)
#undef SG_FOREIGN_DECL_

#endif
