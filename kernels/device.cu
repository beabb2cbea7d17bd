/* device.cu - CUDA device discovery for scangate and the device's copy
 * bandwidth (see sg_kernels.h). */
#include "sg_kernels.h"
#include "sg_cuda_util.cuh"

#include <cuda_runtime.h>
#include <math.h>
#include <stdio.h>

thread_local double sg_cuda_last_seconds = NAN;
double sg_cuda_device_seconds(void) { return sg_cuda_last_seconds; }

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

/* The device's copy bandwidth: a device-to-device copy of 256 MiB timed with
 * CUDA events (three warm-up copies, then the median of five), counting the
 * bytes read and written (2 x size per copy). The speed-of-light column of
 * `scangate bench backends` divides a GPU row's bytes moved per second by it. */
extern "C" int sg_cuda_copy_bandwidth(double *bytes_per_s, char *note, size_t n) {
    const size_t size = (size_t)256 << 20;
    void *a = NULL, *b = NULL;
    cudaEvent_t e0 = NULL, e1 = NULL;
    float ms[5] = {0, 0, 0, 0, 0};
    int rc = 1;
    cudaError_t e = cudaMalloc(&a, size);
    if (e == cudaSuccess) e = cudaMalloc(&b, size);
    if (e == cudaSuccess) e = cudaMemset(a, 0, size);
    if (e == cudaSuccess) e = cudaEventCreate(&e0);
    if (e == cudaSuccess) e = cudaEventCreate(&e1);
    for (int i = 0; i < 3 && e == cudaSuccess; i++) e = cudaMemcpy(b, a, size, cudaMemcpyDeviceToDevice);
    for (int i = 0; i < 5 && e == cudaSuccess; i++) {
        e = cudaEventRecord(e0);
        if (e == cudaSuccess) e = cudaMemcpyAsync(b, a, size, cudaMemcpyDeviceToDevice);
        if (e == cudaSuccess) e = cudaEventRecord(e1);
        if (e == cudaSuccess) e = cudaEventSynchronize(e1);
        if (e == cudaSuccess) e = cudaEventElapsedTime(&ms[i], e0, e1);
    }
    if (e == cudaSuccess) {
        for (int i = 1; i < 5; i++) /* insertion sort of five */
            for (int j = i; j > 0 && ms[j] < ms[j - 1]; j--) {
                const float t = ms[j];
                ms[j] = ms[j - 1];
                ms[j - 1] = t;
            }
        if (ms[2] > 0) {
            *bytes_per_s = 2.0 * (double)size / ((double)ms[2] * 1e-3);
            snprintf(note, n, "device-to-device copy of 256 MiB, CUDA events, median of 5: %.1f GB/s",
                     *bytes_per_s * 1e-9);
            rc = 0;
        } else {
            snprintf(note, n, "copy bandwidth: zero elapsed time");
        }
    } else {
        snprintf(note, n, "copy bandwidth not measured: %s", cudaGetErrorString(e));
    }
    if (e0) cudaEventDestroy(e0);
    if (e1) cudaEventDestroy(e1);
    if (a) cudaFree(a);
    if (b) cudaFree(b);
    (void)cudaGetLastError();
    return rc;
}
