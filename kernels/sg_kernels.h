/* sg_kernels.h - the CUDA side of scangate: device discovery and the device's
 * copy bandwidth. The CUDA backend rows are declared in backends/sg_rows.def,
 * one line each, in table order; each names the row function of the .cu file
 * that implements it (int sg_kernels_row_<file>(const char *name, sg_backend *out):
 * the file's rows, picked by name with sg_backend_pick), which
 * backends/backends.c, the composition root, declares and calls from that list.
 * Each row's available() reports SG_E_NODEVICE with the probe's reason when no
 * device is usable, so the rows exist in every CUDA build and are skipped
 * without one. Helpers shared by the .cu files (check macro, device BF16,
 * buffers): kernels/sg_cuda_util.cuh (internal). Callable from C; built only
 * when SG_CUDA is ON. */
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

/* The device-to-device copy bandwidth of device 0 in bytes/s (read + written,
 * CUDA events, median of five 256 MiB copies): 0 and *bytes_per_s set, or
 * non-zero with the reason in `note`. Never aborts. */
int sg_cuda_copy_bandwidth(double *bytes_per_s, char *note, size_t n);

#ifdef __cplusplus
}
#endif

#endif
