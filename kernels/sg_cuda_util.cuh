/* sg_cuda_util.cuh - internal helpers shared by the CUDA backends
 * (every .cu of kernels/ and its model folders); not part of the C
 * interface (sg_kernels.h is).
 *
 *  - SG_CUDA_CHECK(expr): on an error, records the statement, file and line with
 *    sg_fail and jumps to the caller's `done:` label with `st` set:
 *    SG_E_NODEVICE when no usable device/driver (sg_cuda_code), otherwise
 *    SG_E_INTERNAL.
 *  - sg_cuda_finish(bufs, nb, st): what every backend's `done:` returns: frees
 *    its device buffers and, after a failure, clears the runtime's last error.
 *  - dev_bf16_to_f32 / dev_f32_to_bf16: BF16 on the device, the same bit
 *    operations as common/bf16.c (round to nearest even, NaN kept quiet).
 *  - dev_alloc / dev_alloc_poisoned / dev_copy_back: cudaMalloc (+ copy in),
 *    cudaMalloc filled with 0xFF bytes (a NaN in BF16 and FP32, so an output
 *    element a kernel does not write cannot pass silently), copy out; n == 0
 *    allocates nothing.
 *  - sg_dev_buf / sg_dev_alloc_list: a run's device buffers as a list,
 *    allocated in order (freed in reverse by sg_cuda_finish), a failure named
 *    with the buffer and the run's total.
 *  - sg_gid / sg_cuda_blocks: a thread's global index in a 1-D launch; the
 *    blocks that cover n threads.
 *  - sg_dev_timer_begin / _end / _free: CUDA events around a call's kernels,
 *    the rows' device_seconds (the benchmark's device time);
 *  - SG_TRY / SG_LAUNCH / sg_cuda_call: a call written as its buffer list, a
 *    function of its launches and one of its copies out; sg_cuda_call
 *    allocates, times, waits, copies and frees on every path;
 *  - sg_decode_prefill / sg_decode_copy_tokens: a decode row's prompt through its prefill
 *    path, and the generated tokens' rows of y copied back.
 *  - cuda_available: the backend rows' available(): SG_OK when sg_cuda_probe
 *    finds a device, otherwise SG_E_NODEVICE with its reason.
 *  - sg_cuda_row / SG_CUDA_ROW_PICK: a file's CUDA rows as a table, and its
 *    row function's body (backends/sg_rows.def).
 * Everything is static inline, so a file that does not use a helper gets no
 * unused-function warning. */
#ifndef SG_CUDA_UTIL_CUH
#define SG_CUDA_UTIL_CUH

extern "C" {
#include "sg_model.h"
}
#include "sg_kernels.h"

#include <cuda_runtime.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- the check macro ------------------------------------------------------ */
static inline sg_status sg_cuda_code(cudaError_t e) {
    return (e == cudaErrorNoDevice || e == cudaErrorInsufficientDriver || e == cudaErrorInitializationError)
               ? SG_E_NODEVICE
               : SG_E_INTERNAL;
}

static inline sg_status sg_cuda_status(cudaError_t e, const char *what, const char *file, int line) {
    return sg_fail(sg_cuda_code(e), "%s failed at %s:%d: %s", what, file, line, cudaGetErrorString(e));
}

/* Needs `sg_status st` and a `done:` label that releases everything; every
 * variable the cleanup reads is declared before the first use. */
#define SG_CUDA_CHECK(expr)                                                     \
    do {                                                                        \
        const cudaError_t sg_e_ = (expr);                                       \
        if (sg_e_ != cudaSuccess) {                                             \
            st = sg_cuda_status(sg_e_, #expr, __FILE__, __LINE__);              \
            goto done;                                                          \
        }                                                                       \
    } while (0)

/* The end of every CUDA backend run, on every path (its `done:` label): frees
 * bufs[nb-1] .. bufs[0] (a failed cudaFree is reported when nothing failed
 * before it) and, when the run failed, clears the runtime's last error (a
 * failed cudaMalloc or launch also sets it), so the next run's
 * cudaGetLastError does not report this run's failure. Returns the status. */
static inline sg_status sg_cuda_finish(void *const *bufs, int nb, sg_status st) {
    for (int i = nb - 1; i >= 0; i--) {
        const cudaError_t e = cudaFree(bufs[i]);
        if (e != cudaSuccess && st == SG_OK) st = sg_cuda_status(e, "cudaFree(bufs[i])", __FILE__, __LINE__);
    }
    if (st != SG_OK) (void)cudaGetLastError();
    return st;
}

/* ---- BF16 on the device: the same bit operations as common/bf16.c ---------- */
__device__ static inline float dev_bf16_to_f32(uint16_t h) { return __uint_as_float((uint32_t)h << 16); }

__device__ static inline uint16_t dev_f32_to_bf16(float f) {
    uint32_t u = __float_as_uint(f);
    if ((u & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((u >> 16) | 0x0040u);
    const uint32_t lsb = (u >> 16) & 1u;
    u += 0x7fffu + lsb;
    return (uint16_t)(u >> 16);
}

/* ---- device buffers ------------------------------------------------------- */
/* cudaMalloc n bytes at *dst (NULL for n == 0) and copy src in when non-NULL. */
static inline cudaError_t dev_alloc(void **dst, const void *src, size_t n) {
    *dst = NULL;
    if (n == 0) return cudaSuccess;
    cudaError_t e = cudaMalloc(dst, n);
    if (e != cudaSuccess || !src) return e;
    return cudaMemcpy(*dst, src, n, cudaMemcpyHostToDevice);
}

/* cudaMalloc n bytes at *dst, filled with 0xFF (the device-side poison). */
static inline cudaError_t dev_alloc_poisoned(void **dst, size_t n) {
    cudaError_t e = dev_alloc(dst, NULL, n);
    if (e != cudaSuccess || n == 0) return e;
    return cudaMemset(*dst, 0xFF, n);
}

/* Copy out; dst NULL (a forward-only call's gradient output, sg_pass) copies nothing. */
static inline cudaError_t dev_copy_back(void *dst, const void *src, size_t n) {
    if (n == 0 || !dst) return cudaSuccess;
    return cudaMemcpy(dst, src, n, cudaMemcpyDeviceToHost);
}

/* The device buffers of one run: field, host source (NULL: none), bytes (0:
 * not allocated), whether it is an output (poisoned), and its name. */
struct sg_dev_buf {
    void **field;
    const void *src;
    size_t n;
    int poison;
    const char *name;
};

/* Allocates list[0..nl-1] in order (an entry with n == 0 or no field is
 * skipped; bufs records each allocation, for sg_cuda_finish); on a failure the
 * status names the buffer, its row and the run's total. */
static inline sg_status sg_dev_alloc_list(const sg_dev_buf *list, int nl, void **bufs, int *nb, const char *row,
                                          int64_t B, int64_t L, int64_t D) {
    size_t total = 0;
    for (int k = 0; k < nl; k++) total += list[k].n;
    for (int k = 0; k < nl; k++) {
        if (!list[k].field) continue;
        const cudaError_t e =
            list[k].poison ? dev_alloc_poisoned(list[k].field, list[k].n) : dev_alloc(list[k].field, list[k].src, list[k].n);
        if (*list[k].field) bufs[(*nb)++] = *list[k].field;
        if (e != cudaSuccess)
            return sg_fail(sg_cuda_code(e),
                           "%s: device buffer '%s' (%zu bytes; %.2f GiB of device memory in all for B=%lld L=%lld "
                           "D=%lld) failed: %s",
                           row, list[k].name, list[k].n, (double)total / (1024.0 * 1024.0 * 1024.0), (long long)B,
                           (long long)L, (long long)D, cudaGetErrorString(e));
    }
    return SG_OK;
}

/* ---- launch geometry -------------------------------------------------------- */
/* The global index of this thread in a 1-D launch. */
__device__ static inline int64_t sg_gid(void) { return (int64_t)blockIdx.x * blockDim.x + threadIdx.x; }

/* The blocks of `threads` threads that cover n threads. */
static inline unsigned sg_cuda_blocks(int64_t n, int threads) { return (unsigned)((n + threads - 1) / threads); }

/* ---- the device time of a call (sg_backend.device_seconds) ---------------- */
/* Two events around a call's kernels on the default stream: begin records the
 * first, end records the second, waits for it and sets *seconds to the time
 * between them (transfers and allocations outside). free releases them (NULL
 * events are skipped), on every path of the caller. */
typedef struct {
    cudaEvent_t a, b;
} sg_dev_timer;

static inline cudaError_t sg_dev_timer_begin(sg_dev_timer *t) {
    t->a = t->b = NULL;
    cudaError_t e = cudaEventCreate(&t->a);
    if (e == cudaSuccess) e = cudaEventCreate(&t->b);
    if (e == cudaSuccess) e = cudaEventRecord(t->a);
    return e;
}

static inline cudaError_t sg_dev_timer_end(sg_dev_timer *t, double *seconds) {
    float ms = 0.0f;
    cudaError_t e = cudaEventRecord(t->b);
    if (e == cudaSuccess) e = cudaEventSynchronize(t->b);
    if (e == cudaSuccess) e = cudaEventElapsedTime(&ms, t->a, t->b);
    if (e == cudaSuccess) *seconds = (double)ms * 1e-3;
    return e;
}

static inline void sg_dev_timer_free(sg_dev_timer *t) {
    if (t->a) (void)cudaEventDestroy(t->a);
    if (t->b) (void)cudaEventDestroy(t->b);
    t->a = t->b = NULL;
}

/* ---- a call ------------------------------------------------------------------- */
/* In a function that returns sg_status: a CUDA error returns its status, with
 * the statement, file and line (sg_cuda_status). */
#define SG_TRY(expr)                                                                                       \
    do {                                                                                                   \
        const cudaError_t sg_e_ = (expr);                                                                  \
        if (sg_e_ != cudaSuccess) return sg_cuda_status(sg_e_, #expr, __FILE__, __LINE__);                 \
    } while (0)

/* `kernel` launched over n threads, `threads` a block, and checked (SG_TRY's
 * way, naming the kernel). */
#define SG_LAUNCH(kernel, n, threads, ...)                                                                 \
    do {                                                                                                   \
        kernel<<<sg_cuda_blocks(n, threads), threads>>>(__VA_ARGS__);                                      \
        const cudaError_t sg_e_ = cudaGetLastError();                                                      \
        if (sg_e_ != cudaSuccess) return sg_cuda_status(sg_e_, "launch of " #kernel, __FILE__, __LINE__);  \
    } while (0)

#define SG_DEV_MAXBUF 64 /* device buffers of one call, at most */

/* The device time of the calling thread's last CUDA row call, in seconds (NaN
 * until it succeeded): every CUDA row's device_seconds, sg_cuda_device_seconds
 * (kernels/device.cu). The benchmark reads it right after the call it times. */
extern thread_local double sg_cuda_last_seconds;
double sg_cuda_device_seconds(void);

/* One call of a CUDA row, every kernel file's: allocates list[0..nl-1]
 * (sg_dev_alloc_list: inputs copied in, outputs poisoned), runs launch()
 * between the device timer's events, waits for the device, runs copy() (the
 * outputs back), sets sg_cuda_last_seconds (NaN unless all of it succeeded)
 * and frees every buffer on every path (sg_cuda_finish). launch and copy
 * return the first failure's status (SG_TRY, SG_LAUNCH). */
template <class Launch, class Copy>
static sg_status sg_cuda_call(const sg_dev_buf *list, int nl, const char *row, int64_t B, int64_t L, int64_t D,
                              Launch launch, Copy copy) {
    sg_status st = SG_OK;
    sg_dev_timer tm = {NULL, NULL};
    double secs = NAN;
    void *bufs[SG_DEV_MAXBUF] = {NULL};
    int nb = 0;
    sg_cuda_last_seconds = NAN;
    if (nl > SG_DEV_MAXBUF) return sg_fail(SG_E_INTERNAL, "%s: %d device buffers (at most %d)", row, nl, SG_DEV_MAXBUF);
    if ((st = sg_dev_alloc_list(list, nl, bufs, &nb, row, B, L, D)) != SG_OK) goto done;
    SG_CUDA_CHECK(sg_dev_timer_begin(&tm));
    if ((st = launch()) != SG_OK) goto done;
    SG_CUDA_CHECK(sg_dev_timer_end(&tm, &secs));
    SG_CUDA_CHECK(cudaDeviceSynchronize());
    if ((st = copy()) != SG_OK) goto done;
    sg_cuda_last_seconds = secs;
done:
    sg_dev_timer_free(&tm);
    return sg_cuda_finish(bufs, nb, st);
}

/* ---- the rows' available() ------------------------------------------------ */
/* SG_OK when sg_cuda_probe finds a device; otherwise SG_E_NODEVICE with its reason. */
static inline sg_status cuda_available(void) {
    char buf[256];
    if (sg_cuda_probe(buf, sizeof buf)) return sg_fail(SG_E_NODEVICE, "%s", buf);
    return SG_OK;
}

/* ---- the rows ----------------------------------------------------------------- */
/* A CUDA row as its file implements it: the name, the model and the
 * implementation, the chunk and prefix group (0: none). The rest of its
 * sg_backend is every CUDA row's: kind SG_BACKEND_CUDA, available()
 * cuda_available, forward-only calls honoured, the device time
 * sg_cuda_device_seconds, no stage swaps; its algorithm line is its
 * declaration's (backends/sg_rows.def). */
typedef struct {
    const char *name;
    int model;
    sg_impl_fn impl;
    int chunk, group;
} sg_cuda_row;

/* A row function's body (backends/sg_rows.def): *out filled from the row of
 * `rows` named `name` and 1, or 0 (*out untouched) when none has the name. */
static inline int sg_cuda_row_pick(const sg_cuda_row *rows, int n, const char *name, sg_backend *out) {
    for (int i = 0; i < n; i++) {
        if (strcmp(rows[i].name, name) != 0) continue;
        memset(out, 0, sizeof *out);
        out->name = rows[i].name;
        out->kind = SG_BACKEND_CUDA;
        out->impl[rows[i].model] = rows[i].impl;
        out->available = cuda_available;
        out->chunk = rows[i].chunk;
        out->group = rows[i].group;
        out->forward_only = 1;
        out->device_seconds = sg_cuda_device_seconds;
        return 1;
    }
    return 0;
}
#define SG_CUDA_ROW_PICK(rows, name, out) sg_cuda_row_pick(rows, (int)(sizeof rows / sizeof rows[0]), name, out)

/* ---- decode (kernels/rglru/rglru_decode.cu, kernels/samu/samu_decode.cu) ---------- */
/* A decode row's prefill: the prompt's first P tokens of x [B,L,D] and segpos [B,L] copied
 * into [B,P,...] host arrays, run(xp, sp, yp) (the prefill path's call, which writes the
 * prompt's y into yp [B,P,D] and the state the caller hands it), then yp copied into rows
 * 0..P-1 of y [B,L,D]. Its status, or SG_E_INTERNAL naming the row when out of memory. */
template <class Run>
static sg_status sg_decode_prefill(const uint16_t *x, const int32_t *segpos, uint16_t *y, int64_t B, int64_t L,
                                   int64_t P, int64_t D, const char *row, Run run) {
    uint16_t *xp = (uint16_t *)malloc((size_t)(B * P * D) * 2 + 1), *yp = (uint16_t *)malloc((size_t)(B * P * D) * 2 + 1);
    int32_t *sp = (int32_t *)malloc((size_t)(B * P) * sizeof(int32_t) + 1);
    sg_status st = SG_OK;
    if (!xp || !yp || !sp) st = sg_fail(SG_E_INTERNAL, "%s: out of memory (the prompt's %lld tokens)", row, (long long)P);
    for (int64_t b = 0; st == SG_OK && b < B; b++) {
        memcpy(xp + b * P * D, x + b * L * D, (size_t)(P * D) * 2);
        memcpy(sp + b * P, segpos + b * L, (size_t)P * sizeof(int32_t));
    }
    if (st == SG_OK) st = run(xp, sp, yp);
    for (int64_t b = 0; st == SG_OK && b < B; b++) memcpy(y + b * L * D, yp + b * P * D, (size_t)(P * D) * 2);
    free(xp), free(yp), free(sp);
    return st;
}

/* The generated tokens' rows P..L-1 of the device's y [B,L,D] copied into the host's y (the
 * prompt's rows came from the prefill); nothing when L == P. */
static inline cudaError_t sg_decode_copy_tokens(uint16_t *y, const uint16_t *dy, int64_t B, int64_t L, int64_t P,
                                                int64_t D) {
    if (L <= P) return cudaSuccess;
    return cudaMemcpy2D(y + P * D, (size_t)(L * D) * 2, dy + P * D, (size_t)(L * D) * 2, (size_t)((L - P) * D) * 2,
                        (size_t)B, cudaMemcpyDeviceToHost);
}

#endif
