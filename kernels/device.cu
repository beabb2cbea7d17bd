/* device.cu - CUDA device discovery for scangate and the registration of every
 * CUDA backend row (see sg_kernels.h). */
#include "sg_kernels.h"

#include <cuda_runtime.h>
#include <stdio.h>

extern "C" int sg_cuda_probe(char *buf, size_t n) {
    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e != cudaSuccess) {
        snprintf(buf, n, "no usable CUDA device: %s", cudaGetErrorString(e));
        return 1;
    }
    if (count == 0) {
        snprintf(buf, n, "no CUDA device present");
        return 1;
    }
    cudaDeviceProp p;
    e = cudaGetDeviceProperties(&p, 0);
    if (e != cudaSuccess) {
        snprintf(buf, n, "cannot query CUDA device 0: %s", cudaGetErrorString(e));
        return 1;
    }
    int drv = 0, rt = 0;
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rt);
    snprintf(buf, n, "%s (sm_%d%d, %d SMs, %.1f GiB), driver API %d, runtime %d", p.name, p.major, p.minor,
             p.multiProcessorCount, (double)p.totalGlobalMem / (1024.0 * 1024.0 * 1024.0), drv, rt);
    return 0;
}

extern "C" void sg_kernels_register(sg_backend_table *t) {
    sg_kernels_register_rglru(t);
    sg_kernels_register_samu(t);
}
