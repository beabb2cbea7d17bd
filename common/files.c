/* files.c - whole-file reads, atomic writes (temporary + rename), mkdir -p. */
#define _POSIX_C_SOURCE 200809L
#include "sg_common.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

void *sg_xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) {
        fprintf(stderr, "scangate: out of memory (%zu bytes)\n", n);
        exit(SG_E_INTERNAL);
    }
    return p;
}

void *sg_xcalloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) {
        fprintf(stderr, "scangate: out of memory (%zu x %zu bytes)\n", n, size);
        exit(SG_E_INTERNAL);
    }
    return p;
}

char *sg_xstrdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *p = sg_xmalloc(n);
    memcpy(p, s, n);
    return p;
}

double sg_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

sg_status sg_mkdirs(const char *dir) {
    char buf[4096];
    size_t n = strlen(dir);
    if (n == 0 || n >= sizeof buf) return sg_fail(SG_E_IO, "bad directory name '%s'", dir);
    memcpy(buf, dir, n + 1);
    for (size_t i = 1; i <= n; i++) {
        if (buf[i] == '/' || buf[i] == '\0') {
            char c = buf[i];
            buf[i] = '\0';
            if (mkdir(buf, 0777) != 0 && errno != EEXIST)
                return sg_fail(SG_E_IO, "cannot create directory '%s': %s", buf, strerror(errno));
            buf[i] = c;
        }
    }
    return SG_OK;
}

sg_status sg_write_atomic(const char *path, sg_emit_fn emit, void *ctx) {
    static _Atomic unsigned long counter;
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld.%lu", path, (long)getpid(), (unsigned long)++counter);
    FILE *f = fopen(tmp, "wb");
    if (!f) return sg_fail(SG_E_IO, "cannot write '%s': %s", tmp, strerror(errno));
    sg_status s = emit(f, ctx);
    if (fflush(f) != 0 && s == SG_OK) s = sg_fail(SG_E_IO, "cannot write '%s': %s", tmp, strerror(errno));
    if (fclose(f) != 0 && s == SG_OK) s = sg_fail(SG_E_IO, "cannot close '%s': %s", tmp, strerror(errno));
    if (s != SG_OK) {
        remove(tmp);
        return s;
    }
    if (rename(tmp, path) != 0) {
        int e = errno;
        remove(tmp);
        return sg_fail(SG_E_IO, "cannot rename '%s' to '%s': %s", tmp, path, strerror(e));
    }
    return SG_OK;
}

typedef struct { const void *buf; size_t len; } sg_buf_ctx;

static sg_status emit_buf(FILE *f, void *ctx) {
    sg_buf_ctx *c = ctx;
    if (c->len && fwrite(c->buf, 1, c->len, f) != c->len)
        return sg_fail(SG_E_IO, "short write: %s", strerror(errno));
    return SG_OK;
}

sg_status sg_write_atomic_buf(const char *path, const void *buf, size_t len) {
    sg_buf_ctx c = {buf, len};
    return sg_write_atomic(path, emit_buf, &c);
}

sg_status sg_read_file(const char *path, unsigned char **buf, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return sg_fail(SG_E_IO, "cannot open '%s': %s", path, strerror(errno));
    struct stat sb; /* a directory opens, then "sizes" to LONG_MAX */
    if (fstat(fileno(f), &sb) != 0 || !S_ISREG(sb.st_mode)) {
        fclose(f);
        return sg_fail(SG_E_IO, "cannot read '%s': not a regular file", path);
    }
    if (fseek(f, 0, SEEK_END) != 0) {
        fclose(f);
        return sg_fail(SG_E_IO, "cannot seek '%s'", path);
    }
    long n = ftell(f);
    if (n < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fclose(f);
        return sg_fail(SG_E_IO, "cannot size '%s'", path);
    }
    unsigned char *p = sg_xmalloc((size_t)n + 1);
    size_t got = fread(p, 1, (size_t)n, f);
    fclose(f);
    if (got != (size_t)n) {
        free(p);
        return sg_fail(SG_E_IO, "short read of '%s' (%zu of %ld bytes)", path, got, n);
    }
    p[n] = 0;
    *buf = p;
    *len = (size_t)n;
    return SG_OK;
}
