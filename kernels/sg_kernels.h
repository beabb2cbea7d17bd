/* sg_kernels.h - the CUDA side of scangate: device discovery and the CUDA
 * backend rows (kernels/rglru_chunked.cu: cuda.rglru_chunk16_serial,
 * cuda.rglru_chunk16_grouped32), added to the table after the CPU reference.
 * Callable from C; built only when SG_CUDA is ON. */
#ifndef SG_KERNELS_H
#define SG_KERNELS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#include "sg_model.h"

/* Describes the first CUDA device in `buf` and returns 0, or returns non-zero
 * with the reason (no device, no driver) in `buf`. Never aborts. */
int sg_cuda_probe(char *buf, size_t n);

/* Adds the CUDA backend rows to `t` (after the reference rows). Each row's
 * available() reports SG_E_NODEVICE with the probe's reason when no device
 * is usable, so the rows exist in every CUDA build and are skipped without one. */
void sg_kernels_register(sg_backend_table *t);

#ifdef __cplusplus
}
#endif

#endif
