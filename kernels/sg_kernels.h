/* sg_kernels.h - the CUDA side of scangate: device discovery and the CUDA
 * backend rows, added to the table after the CPU reference, in this order:
 *   kernels/rglru_chunked.cu (sg_kernels_register_rglru): cuda.rglru_chunk16_serial,
 *     cuda.rglru_chunk16_grouped32;
 *   kernels/samu_chunked.cu (sg_kernels_register_samu): cuda.samu_chunk32_serial,
 *     cuda.samu_chunk32_grouped64, cuda.samu_hybrid;
 * then (backends/backends.c calls sg_kernels_register_v2, then sg_kernels_register_samu_v2,
 * then sg_kernels_register_seq, after sg_kernels_register)
 *   kernels/rglru_fast.cu: cuda.rglru_chunk16_serial_v2, cuda.rglru_chunk16_grouped32_v2;
 *   kernels/samu_fast.cu: cuda.samu_chunk32_serial_v2, cuda.samu_chunk32_grouped64_v2,
 *     cuda.samu_hybrid_v2;
 *   kernels/sequential.cu: cuda.rglru_sequential, cuda.samu_sequential (the canonical
 *     order on the device: one thread per channel / mode, the linear-scan baseline);
 * then (sg_kernels_register_cand_rglru)
 *   kernels/candidates_rglru.cu: cuda.rglru_assoc_f32, cuda.rglru_assoc_bf16 (the device
 *     twins of two REFUSED candidates, cpu.rglru_assoc_f32 / _bf16: judged, never timed).
 * then (sg_kernels_register_cand_samu, last)
 *   kernels/candidates_samu.cu: cuda.samu_gd_grouped64, cuda.samu_bf16_ctl (the device
 *     twins of two refused SAMU candidates, to be judged and refused on the device).
 * Helpers shared by the .cu files (check macro, device BF16, buffers):
 * kernels/sg_cuda_util.cuh (internal). Callable from C; built only when SG_CUDA is ON. */
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

/* The two halves of sg_kernels_register (kernels/device.cu calls them in this
 * order): the RG-LRU rows (kernels/rglru_chunked.cu), then the SAMU rows
 * (kernels/samu_chunked.cu). */
void sg_kernels_register_rglru(sg_backend_table *t);
void sg_kernels_register_samu(sg_backend_table *t);

/* The version-2 RG-LRU rows (kernels/rglru_fast.cu), added after every
 * version-1 row: the same algorithms spread over (channel, chunk) threads. */
void sg_kernels_register_v2(sg_backend_table *t);

/* The version-2 SAMU rows (kernels/samu_fast.cu), added after the version-2
 * RG-LRU rows: the same algorithms spread over (mode, chunk) threads, with
 * the reductions in fixed-order stages. */
void sg_kernels_register_samu_v2(sg_backend_table *t);

/* The sequential rows (kernels/sequential.cu), added after every version-2 row:
 * cuda.rglru_sequential, cuda.samu_sequential, one thread per channel (RG-LRU)
 * or complex mode (SAMU), the state in registers, the canonical path's per-step
 * arithmetic and summation orders (their twin in tests/test_gpu.c is
 * cpu.canonical_f32). */
void sg_kernels_register_seq(sg_backend_table *t);

/* The device twins of the refused RG-LRU candidates (kernels/candidates_rglru.cu),
 * added after the sequential rows: cuda.rglru_assoc_f32, cuda.rglru_assoc_bf16,
 * the tree order of jax.lax.associative_scan per channel with the CPU
 * emulations' operations (their twins in tests/test_gpu.c are cpu.rglru_assoc_f32
 * and cpu.rglru_assoc_bf16). They exist to be refused on device evidence. */
void sg_kernels_register_cand_rglru(sg_backend_table *t);
/* The refused-candidate SAMU rows (kernels/candidates_samu.cu), added after the
 * sequential rows: cuda.samu_gd_grouped64, cuda.samu_bf16_ctl, the device twins
 * of cpu.samu_gd_grouped64 and cpu.samu_bf16_ctl (same operations, same order;
 * version 2's (mode, chunk) launch structure). Not selected algorithms: they
 * exist so the gates judge (and refuse) the candidates on the device too. */
void sg_kernels_register_cand_samu(sg_backend_table *t);

/* The device-to-device copy bandwidth of device 0 in bytes/s (read + written,
 * CUDA events, median of five 256 MiB copies): 0 and *bytes_per_s set, or
 * non-zero with the reason in `note`. Never aborts. */
int sg_cuda_copy_bandwidth(double *bytes_per_s, char *note, size_t n);

#ifdef __cplusplus
}
#endif

#endif
