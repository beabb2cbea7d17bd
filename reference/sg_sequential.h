/* sg_sequential.h - the CPU emulation of the sequential CUDA rows
 * (kernels/sequential.cu: cuda.rglru_sequential, cuda.samu_sequential): the
 * canonical per-step code of scan/sg_scan_canon.h (sg_rg_canon_*, sg_samu_canon_*
 * and the canonical SAMU helpers) arranged as the kernels arrange it (states
 * saved per token, backward t descending, the parameter sums in the canonical
 * path's order). What it keeps true: on the host it writes the bits of
 * cpu.canonical_f32 (tests/test_emulation.c checks every smoke and ci case,
 * every output); not a row of the backend table (the CUDA rows' twin in
 * tests/test_gpu.c is cpu.canonical_f32 itself). Kept out of sg_reference.h,
 * whose bytes are part of the canonical path's code hash. */
#ifndef SG_SEQUENTIAL_H
#define SG_SEQUENTIAL_H

#include "sg_model.h"

sg_status sg_rglru_sequential_emu(SG_RGLRU_PARAMS);
sg_status sg_samu_sequential_emu(SG_SAMU_PARAMS);

#endif
