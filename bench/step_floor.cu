/* step_floor.cu - sg_step_floor: what the RG-LRU forward's per-element work
 * costs on this device when nothing else is done, the bound any scan kernel
 * that uses the suite's step arithmetic meets before its scan, its prefix or
 * its synchronisation cost anything. For each shape (B, L, D) it times, with
 * CUDA events at full occupancy (a grid-stride loop), three element-wise
 * kernels over the forward's bytes (x, u, v BF16 read, y BF16 written: 8 B
 * per element, the bench's byte count for the RG-LRU forward):
 *   io        the loads and the store alone (y = x + u + v);
 *   step      the step's coefficients, sg_rg_step of scan/sg_scan_ops.h as
 *             the kernels call it (two sigmoids with IEEE division, the decay
 *             exp in FP64 rounded once, two expm1f, sqrtf), y = abar + abm1 + b;
 *   step_expf the same with the decay from CUDA's expf (numerics revision 1:
 *             not what the kernels do; it shows what the correctly rounded
 *             decay costs);
 *   step_pn   the step in the portable numerics of the version-3 kernel
 *             (sg_pn_gate_of, sg_pn_sigmoid of scan/sg_scan_ops.h: the sigma
 *             table in shared memory, one exp/expm1 polynomial, sqrtf).
 * Each is compared with the device-to-device copy bandwidth (sg_cuda_copy_bandwidth,
 * the speed-of-light denominator of `scangate bench backends`). The kernels'
 * compile flags are the scan kernels' (kernels/CMakeLists.txt: no fast math,
 * --fmad=false, IEEE division and square root).
 *
 * Inputs: the fixtures' Philox draws (sg_rand_uniform; seed printed, --seed
 * overrides), x, u, v from separate tensors, one s = softplus(p) per channel.
 * y is filled with a poison pattern (0xFFFF, a BF16 NaN no sum of finite
 * values gives) before every kernel's first launch and checked after: an
 * element left unwritten fails the run (exit 10).
 *
 * Usage: sg_step_floor [--shape B,L,D]... [--seed N] [--reps N]
 * (default shapes: the study's, sg_bench_study_shapes). Exit codes: 0, 2 usage
 * (a bad shape is refused before the device is touched), 8 no device,
 * 10 a CUDA failure or unwritten output. */
#include "sg_kernels.h"

#include "sg_common.h"
#include <mpfr.h> /* has its own C++ guards; the headers below reach it through sg_oracle.h */
extern "C" { /* C headers without C++ guards */
#include "sg_bench.h"
#include "sg_fixtures.h"
}
#include "sg_cuda_util.cuh"
#include "sg_scan_ops.h"

#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <thread>
#include <vector>

namespace {

enum { K_IO = 0, K_STEP, K_STEP_EXPF, K_STEP_PN, K_COUNT };
const char *const kname[K_COUNT] = {"io", "step", "step_expf", "step_pn"};

__global__ void k_io(const uint16_t *x, const uint16_t *u, const uint16_t *v, uint16_t *y, long long n) {
    for (long long k = blockIdx.x * (long long)blockDim.x + threadIdx.x; k < n; k += (long long)gridDim.x * blockDim.x) {
        const float a = dev_bf16_to_f32(x[k]) + dev_bf16_to_f32(u[k]);
        y[k] = dev_f32_to_bf16(a + dev_bf16_to_f32(v[k]));
    }
}

__global__ void k_step(const uint16_t *x, const uint16_t *u, const uint16_t *v, const float *s, uint16_t *y, long long n,
                       long long D) {
    for (long long k = blockIdx.x * (long long)blockDim.x + threadIdx.x; k < n; k += (long long)gridDim.x * blockDim.x) {
        const sg_rg_coef q =
            sg_rg_step(dev_bf16_to_f32(x[k]), dev_bf16_to_f32(u[k]), dev_bf16_to_f32(v[k]), s[k % D], 0);
        const float a = q.abar + q.abm1;
        y[k] = dev_f32_to_bf16(a + q.b);
    }
}

/* sg_rg_step with CUDA's expf for the decay (revision 1): a measurement only */
__global__ void k_step_expf(const uint16_t *x, const uint16_t *u, const uint16_t *v, const float *s, uint16_t *y,
                            long long n, long long D) {
    for (long long k = blockIdx.x * (long long)blockDim.x + threadIdx.x; k < n; k += (long long)gridDim.x * blockDim.x) {
        const float i = sg_sigmoidf(dev_bf16_to_f32(u[k])), r = sg_sigmoidf(dev_bf16_to_f32(v[k]));
        const float l = -SG_SCAN_RG_C * r * s[k % D];
        const float abar = expf(l), abm1 = expm1f(l), m = sqrtf(-expm1f(2.0f * l));
        const float xi = dev_bf16_to_f32(x[k]) * i;
        const float a = abar + abm1;
        y[k] = dev_f32_to_bf16(a + xi * m);
    }
}

/* The version-3 kernel's step (portable numerics), the sigma table staged in shared memory. */
__global__ void k_step_pn(const uint16_t *x, const uint16_t *u, const uint16_t *v, const float *s, const float *tabg,
                          uint16_t *y, long long n, long long D) {
    __shared__ float tab[SG_PN_SIG_N];
    for (int j = threadIdx.x; j < SG_PN_SIG_N; j += blockDim.x) tab[j] = tabg[j];
    __syncthreads();
    for (long long k = blockIdx.x * (long long)blockDim.x + threadIdx.x; k < n; k += (long long)gridDim.x * blockDim.x) {
        const sg_pn_gate e = sg_pn_gate_of(tab, v[k], s[k % D]);
        const sg_rg_coef q = sg_rg_step_g(dev_bf16_to_f32(x[k]), sg_pn_sigmoid(tab, u[k]), &e.g, 0);
        const float a = q.abar + q.abm1;
        y[k] = dev_f32_to_bf16(a + q.b);
    }
}

int usage(const char *msg) {
    fprintf(stderr, "sg_step_floor: %s\nusage: sg_step_floor [--shape B,L,D]... [--seed N] [--reps N]\n", msg);
    return SG_E_USAGE;
}

#define CK(call)                                                                                                      \
    do {                                                                                                              \
        const cudaError_t e_ = (call);                                                                                \
        if (e_ != cudaSuccess) {                                                                                      \
            fprintf(stderr, "sg_step_floor: %s: %s (%s:%d)\n", #call, cudaGetErrorString(e_), __FILE__, __LINE__);  \
            rc = SG_E_INTERNAL;                                                                                       \
            goto out;                                                                                                 \
        }                                                                                                             \
    } while (0)

int cmp_float(const void *a, const void *b) {
    const float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* Times every kernel on one shape: median ms of `reps` launches after two
 * warm-up launches. */
int run_shape(const sg_shape &sh, uint64_t seed, int reps, int sms, double copy_bw) {
    const long long n = sh.B * sh.L * sh.D;
    const size_t nb = (size_t)n * sizeof(uint16_t);
    uint16_t *hx = (uint16_t *)malloc(nb), *hu = (uint16_t *)malloc(nb), *hv = (uint16_t *)malloc(nb);
    uint16_t *hy = (uint16_t *)malloc(nb);
    float *hs = (float *)malloc((size_t)sh.D * sizeof(float));
    uint16_t *x = NULL, *u = NULL, *v = NULL, *y = NULL;
    float *s = NULL, *tab = NULL;
    std::vector<float> htab(SG_PN_SIG_N);
    cudaEvent_t e0 = NULL, e1 = NULL;
    float *ms = (float *)calloc((size_t)reps, sizeof(float));
    int rc = 0;
    if (!hx || !hu || !hv || !hy || !hs || !ms) {
        fprintf(stderr, "sg_step_floor: out of host memory (%lld elements)\n", n);
        rc = SG_E_INTERNAL;
        goto out;
    }
    /* x, u, v ~ uniform(-4, 4) rounded to BF16, separate tensors (ids 0, 1, 2);
     * s = softplus(p), p ~ uniform(-4, 4) (tensor 3): decays from near 1 to small */
    {
        /* drawn by the host's threads, each a slice (counter-based: the same
         * values whatever the slicing) */
        const unsigned nt = std::thread::hardware_concurrency() ? std::thread::hardware_concurrency() : 1;
        std::vector<std::thread> pool;
        for (unsigned t = 0; t < nt; t++)
            pool.emplace_back([=] {
                for (long long k = n * t / nt; k < n * (t + 1) / nt; k++) {
                    hx[k] = sg_f32_to_bf16((float)(8.0 * sg_rand_uniform(seed, 0, 0, (uint64_t)k) - 4.0));
                    hu[k] = sg_f32_to_bf16((float)(8.0 * sg_rand_uniform(seed, 0, 1, (uint64_t)k) - 4.0));
                    hv[k] = sg_f32_to_bf16((float)(8.0 * sg_rand_uniform(seed, 0, 2, (uint64_t)k) - 4.0));
                }
            });
        for (std::thread &th : pool) th.join();
    }
    for (long long d = 0; d < sh.D; d++) hs[d] = sg_softplusf((float)(8.0 * sg_rand_uniform(seed, 0, 3, (uint64_t)d) - 4.0));
    CK(cudaMalloc(&x, nb));
    CK(cudaMalloc(&u, nb));
    CK(cudaMalloc(&v, nb));
    CK(cudaMalloc(&y, nb));
    CK(cudaMalloc(&s, (size_t)sh.D * sizeof(float)));
    CK(cudaMalloc(&tab, htab.size() * sizeof(float)));
    sg_pn_sig_fill(htab.data());
    CK(cudaMemcpy(tab, htab.data(), htab.size() * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(x, hx, nb, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(u, hu, nb, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(v, hv, nb, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(s, hs, (size_t)sh.D * sizeof(float), cudaMemcpyHostToDevice));
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    for (int kk = 0; kk < K_COUNT; kk++) {
        const int threads = 256, blocks = sms * 8; /* 2048 threads per SM: full occupancy */
        CK(cudaMemset(y, 0xFF, nb)); /* poison: BF16 0xFFFF */
        for (int r = -2; r < reps; r++) {
            CK(cudaEventRecord(e0));
            if (kk == K_IO) k_io<<<blocks, threads>>>(x, u, v, y, n);
            else if (kk == K_STEP) k_step<<<blocks, threads>>>(x, u, v, s, y, n, sh.D);
            else if (kk == K_STEP_EXPF) k_step_expf<<<blocks, threads>>>(x, u, v, s, y, n, sh.D);
            else k_step_pn<<<blocks, threads>>>(x, u, v, s, tab, y, n, sh.D);
            CK(cudaGetLastError());
            CK(cudaEventRecord(e1));
            CK(cudaEventSynchronize(e1));
            if (r >= 0) CK(cudaEventElapsedTime(&ms[r], e0, e1));
        }
        CK(cudaMemcpy(hy, y, nb, cudaMemcpyDeviceToHost));
        long long unwritten = 0;
        for (long long k = 0; k < n; k++) unwritten += hy[k] == 0xFFFFu;
        if (unwritten) {
            fprintf(stderr, "sg_step_floor: kernel %s left %lld of %lld elements unwritten (shape %lld,%lld,%lld)\n",
                    kname[kk], unwritten, n, (long long)sh.B, (long long)sh.L, (long long)sh.D);
            rc = SG_E_INTERNAL;
            goto out;
        }
        qsort(ms, (size_t)reps, sizeof *ms, cmp_float);
        const double med = ms[reps / 2], bytes = 8.0 * (double)n;
        const double bw = bytes / (med * 1e-3);
        printf("| %lld | %lld | %lld | %s | %.4f | %.4f | %.1f | %.1f |\n", (long long)sh.B, (long long)sh.L, (long long)sh.D, kname[kk], med, ms[0],
               bw * 1e-9, copy_bw > 0 ? 100.0 * bw / copy_bw : -1.0);
        fflush(stdout);
    }
out:
    if (e0) cudaEventDestroy(e0);
    if (e1) cudaEventDestroy(e1);
    cudaFree(x);
    cudaFree(u);
    cudaFree(v);
    cudaFree(y);
    cudaFree(s);
    cudaFree(tab);
    free(hx);
    free(hu);
    free(hv);
    free(hy);
    free(hs);
    free(ms);
    return rc;
}

} // namespace

int main(int argc, char **argv) {
    sg_shape shapes[64];
    int nshapes = 0;
    uint64_t seed = SG_DEFAULT_SEED, reps = 7;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--shape") == 0) {
            if (nshapes == 64) return usage("at most 64 shapes");
            if (!val || sg_bench_parse_shape(val, &shapes[nshapes]) ||
                (double)shapes[nshapes].B * (double)shapes[nshapes].L * (double)shapes[nshapes].D > 2147483648.0)
                return usage("--shape wants B,L,D: decimal numbers from 1, B L D <= 2^31 (16 GiB of buffers)");
            nshapes++;
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (!val || sg_parse_u64(val, UINT64_MAX, &seed)) return usage("--seed wants a decimal number");
            i++;
        } else if (strcmp(a, "--reps") == 0) {
            if (!val || sg_parse_u64(val, 1000, &reps) || reps < 1) return usage("--reps wants 1 to 1000");
            i++;
        } else {
            char m[160];
            snprintf(m, sizeof m, "unknown argument '%.100s'", a);
            return usage(m);
        }
    }
    if (nshapes == 0) { /* the study's shapes (bench/bench.c) */
        const sg_shape *st;
        const int n = sg_bench_study_shapes(&st);
        for (int i = 0; i < n && nshapes < 64; i++) shapes[nshapes++] = st[i];
    }
    char note[256];
    if (sg_cuda_probe(note, sizeof note)) {
        fprintf(stderr, "sg_step_floor: %s\n", note);
        return SG_E_NODEVICE;
    }
    cudaDeviceProp p;
    if (cudaGetDeviceProperties(&p, 0) != cudaSuccess) {
        fprintf(stderr, "sg_step_floor: cannot query device 0\n");
        return SG_E_NODEVICE;
    }
    double copy_bw = 0;
    char bwnote[256];
    if (sg_cuda_copy_bandwidth(&copy_bw, bwnote, sizeof bwnote)) copy_bw = 0;
    printf("# sg_step_floor: the RG-LRU forward's per-element work alone (8 B per element)\n\n");
    printf("- device: %s\n- copy bandwidth: %s\n- seed: %llu; median of %llu launches after 2 warm-up launches; "
           "grid %d x 256 threads (grid-stride)\n\n",
           note, bwnote, (unsigned long long)seed, (unsigned long long)reps, p.multiProcessorCount * 8);
    printf("| B | L | D | kernel | median ms | min ms | GB/s (8 B/elem) | %% of copy |\n|---:|---:|---:|---|---:|---:|---:|---:|\n");
    for (int i = 0; i < nshapes; i++) {
        const int rc = run_shape(shapes[i], seed, (int)reps, p.multiProcessorCount, copy_bw);
        if (rc) return rc;
    }
    return 0;
}
