/* sg_kernels.h - the CUDA side of scangate: device discovery now; the CUDA
 * backends (sequential, chunked, grouped-prefix kernels) register their rows
 * here as they land. Callable from C; built only when SG_CUDA is ON. */
#ifndef SG_KERNELS_H
#define SG_KERNELS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Describes the first CUDA device in `buf` and returns 0, or returns non-zero
 * with the reason (no device, no driver) in `buf`. Never aborts. */
int sg_cuda_probe(char *buf, size_t n);

#ifdef __cplusplus
}
#endif

#endif
