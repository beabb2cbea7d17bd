/* samu_pn.cu - version 3 of the chunked SAMU CUDA kernels, first step: version
 * 2's structure (kernels/samu/samu_fast.cu: (mode, chunk) threads, chunk-major
 * scratch, fixed-order reduction stages; every kernel and the host run of
 * kernels/samu/samu_device.cuh) in the portable step numerics of
 * reference/EQUATIONS.md section 7.3, so the kernel computes its twin's bits.
 *
 * Row (row function sg_kernels_row_samu_pn, backends/sg_rows.def):
 *   cuda.samu_chunk32_serial_pn_v3   twin of cpu.samu_chunk32_serial_pn (bit for bit)
 *
 * What changes against version 2 (sg_samu_pn<sa3_dev>, samu_device.cuh): a
 * token's tanh, E, cos d, sin d in FP64 from IEEE operations, rounded once
 * (sg_pn_samu_token); a mode step's rho and 1 - rho^2 from one FP32
 * exp/expm1 polynomial (sg_pn_samu_mode; version 2 evaluates exp in FP64
 * and an expm1f per element); the backward's clip derivative as 0.5 / gamma
 * (sg_pn_samu_bwd_mode); and the per-call constants (the gains: sqrt M, tanh of
 * the amplitudes; cos and sin of theta) computed here on the host with the
 * twin's code and copied in with the inputs (5 + 2M floats, outside the timed
 * region as the inputs are). Everything else, operation for operation, is
 * version 2's, which writes version 1's bits, which composes as the CPU
 * emulations do. The one-pass SAMU kernel (the token projections, then a
 * single look-back scan over the modes, as kernels/rglru/rglru_onepass.cu does
 * for RG-LRU) is the next version.
 *
 * Interface, poisoning, error handling and build flags as versions 1 and 2.
 * Run: scangate run --backend cuda.samu_chunk32_serial_pn_v3 [--set ci]. */
extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"
#include "samu_device.cuh" /* the kernels, sg_samu_run, sg_samu_pn */

#include <cuda_runtime.h>
#include <string.h>

#include <vector>

/* The device problem: version 2's layout plus the host's constants. */
struct sa3_dev {
    SG_SAMU2_DEV_HEAD
    const float *hc;  /* device: the host's constants (sg_samu_pn) */
    const float *hch; /* host: their source */
    SG_SAMU2_DEV_TAIL
};
template <> struct sg_samu_pn<sa3_dev> {
    static constexpr bool on = true;
};

static sg_status samu3_cuda(const sg_samu_problem *pb, sg_samu_outputs *out, const char *row) {
    sa3_dev g;
    memset(&g, 0, sizeof g);
    /* the twin's constants (reference/samu_chunked.c constants()): the gains, cos and sin of theta */
    std::vector<float> hc;
    if (pb->D >= 2 && pb->D % 2 == 0) { /* otherwise sg_samu_run refuses the shape */
        const int64_t M = pb->D / 2;
        hc.resize((size_t)(5 + 2 * M));
        const sg_samu_gain gn = sg_samu_gains(pb->a_phi, pb->a_r, M);
        hc[0] = gn.sqm;
        hc[1] = gn.tph;
        hc[2] = gn.tr;
        hc[3] = gn.gph;
        hc[4] = gn.gr;
        for (int64_t m = 0; m < M; m++) sg_theta_cossin(pb->theta[m], &hc[(size_t)(5 + m)], &hc[(size_t)(5 + M + m)]);
        g.hch = hc.data();
    }
    return sg_samu_run(g, pb, out, 0, 0, row);
}

static sg_status cuda_samu_chunk32_serial_pn_v3(SG_SAMU_PARAMS) {
    return samu3_cuda(pb, out, "cuda.samu_chunk32_serial_pn_v3");
}

extern "C" int sg_kernels_row_samu_pn(const char *name, sg_backend *out) {
    static const sg_cuda_row rows[] = {
        {"cuda.samu_chunk32_serial_pn_v3", SG_MODEL_SAMU, (sg_impl_fn)cuda_samu_chunk32_serial_pn_v3, SG_SA_CHUNK, 0},
    };
    return SG_CUDA_ROW_PICK(rows, name, out);
}
