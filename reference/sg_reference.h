/* sg_reference.h - CPU backends: the canonical FP32 sequential RG-LRU and SAMU paths (a
 * fixed, documented operation order, no FP contraction, bitwise reproducible)
 * and its FP64 variant. They are the first rows of the backend table.
 */
#ifndef SG_REFERENCE_H
#define SG_REFERENCE_H

#include "sg_model.h"

sg_status sg_rglru_canonical_f32(SG_RGLRU_PARAMS);
sg_status sg_rglru_canonical_f64(SG_RGLRU_PARAMS);
sg_status sg_samu_canonical_f32(SG_SAMU_PARAMS);
sg_status sg_samu_canonical_f64(SG_SAMU_PARAMS);

/* Adds the CPU backends to the table (called first by sg_backends_fill). */
void sg_reference_register(sg_backend_table *t);

#endif
