/* files.c - whole-file reads, atomic writes (temporary, fsync, rename, fsync
 * of the directory), mkdir -p, and the cleaning of orphaned temporaries. */
#define _POSIX_C_SOURCE 200809L
#define _GNU_SOURCE /* O_DIRECTORY, DIR, renameat2 */
#include "sg_common.h"

#include <dirent.h>
#include <jansson.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <limits.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* Transparent huge pages for a large block (where the kernel has them only on
 * request, as with THP "madvise"): the kernels' and emulations' per-channel
 * scans stride a [B, L, D] tensor by D elements, a new 4 KiB page every step or
 * two, so with 4 KiB pages nearly every element is a TLB miss. Only the block's
 * 2 MiB-aligned interior is advised; a failed or unsupported advice changes
 * nothing but the speed. Bytes and results are unchanged. */
#define SG_HUGE_MIN ((size_t)8 << 20)
void sg_advise_huge(void *p, size_t n) {
#if defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    if (!p || n < SG_HUGE_MIN) return;
    const uintptr_t a = ((uintptr_t)p + huge - 1) & ~(huge - 1), e = ((uintptr_t)p + n) & ~(huge - 1);
    if (e > a) (void)madvise((void *)a, (size_t)(e - a), MADV_HUGEPAGE);
#else
    (void)p;
    (void)n;
#endif
}

void sg_out_of_memory(const char *fmt, ...) {
    /* exit() is not to be called by two threads at once (the exit handlers, which remove
     * half-written output, would run twice, side by side): the first thread out of memory
     * exits, any other waits here for the process to end */
    static atomic_flag once = ATOMIC_FLAG_INIT;
    if (atomic_flag_test_and_set(&once))
        for (;;) pause();
    va_list ap;
    va_start(ap, fmt);
    fputs("scangate: out of memory (", stderr);
    vfprintf(stderr, fmt, ap);
    fputs(")\n", stderr);
    va_end(ap);
    exit(SG_E_INTERNAL);
}

void *sg_xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    sg_advise_huge(p, n);
    if (!p) sg_out_of_memory("%zu bytes", n);
    return p;
}

void *sg_xcalloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (p) sg_advise_huge(p, n * size); /* n * size fitted: calloc succeeded */
    if (!p) sg_out_of_memory("%zu x %zu bytes", n, size);
    return p;
}

char *sg_xstrdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *p = sg_xmalloc(n);
    memcpy(p, s, n);
    return p;
}

void sg_runtime_init(void) {
#ifdef __GLIBC__
    (void)mallopt(M_MMAP_THRESHOLD, 32 << 20);
    (void)mallopt(M_TRIM_THRESHOLD, INT_MAX);
#endif
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

/* 64 unpredictable bits as 16 hex digits: the kernel's random source, or
 * (where it cannot answer) the clock, the pid and a counter mixed. A name
 * need not be secret to be safe (every temporary is created with O_EXCL and
 * O_NOFOLLOW, retried on EEXIST); it is unpredictable so that names planted
 * in advance in a shared directory cannot block a writer. */
static void random_hex(char out[17]) {
    static _Atomic unsigned long counter;
    uint64_t v = 0;
    if (getrandom(&v, sizeof v, GRND_NONBLOCK) != (ssize_t)sizeof v) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        v = ((uint64_t)ts.tv_sec << 32) ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 40) ^
            (uint64_t)++counter * UINT64_C(0x9E3779B97F4A7C15);
        v ^= v >> 29; /* splitmix64's finaliser */
        v *= UINT64_C(0xBF58476D1CE4E5B9);
        v ^= v >> 32;
    }
    snprintf(out, 17, "%016llx", (unsigned long long)v);
}

void sg_temp_name(char *buf, size_t cap, const char *path) {
    char hex[17];
    random_hex(hex);
    snprintf(buf, cap, "%s.tmp.%ld.%s", path, (long)getpid(), hex);
}

int sg_create_excl(const char *path) {
    return open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
}

/* Tries fresh names until one is created by `make` (EEXIST: another name). */
#define SG_TEMP_TRIES 64
sg_status sg_temp_create(char *buf, size_t cap, const char *path, int *fd) {
    for (int i = 0; i < SG_TEMP_TRIES; i++) {
        sg_temp_name(buf, cap, path);
        if ((*fd = sg_create_excl(buf)) >= 0) return SG_OK;
        if (errno != EEXIST) break;
    }
    return sg_fail(SG_E_IO, "cannot create a temporary file '%s': %s", buf, strerror(errno));
}

sg_status sg_temp_mkdir(char *buf, size_t cap, const char *path) {
    for (int i = 0; i < SG_TEMP_TRIES; i++) {
        sg_temp_name(buf, cap, path);
        if (mkdir(buf, 0777) == 0) return SG_OK; /* mkdir never follows a link at the name */
        if (errno != EEXIST) break;
    }
    return sg_fail(SG_E_IO, "cannot create a temporary directory '%s': %s", buf, strerror(errno));
}

/* The directory part of `path` ("." when it has none). */
static void dir_of(const char *path, char *buf, size_t cap) {
    snprintf(buf, cap, "%s", path);
    char *slash = strrchr(buf, '/');
    if (!slash) snprintf(buf, cap, ".");
    else if (slash == buf) buf[1] = 0;
    else *slash = 0;
}

sg_status sg_fsync_dir(const char *dir) {
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0 && errno == EACCES) return SG_OK; /* a directory we may write but not read: it cannot be synced */
    if (fd < 0) return sg_fail(SG_E_IO, "cannot open directory '%s' to sync it: %s", dir, strerror(errno));
    int rc = fsync(fd), e = errno;
    close(fd);
    /* some file systems cannot sync a directory (EINVAL): nothing more to do there */
    if (rc != 0 && e != EINVAL) return sg_fail(SG_E_IO, "cannot sync directory '%s': %s", dir, strerror(e));
    return SG_OK;
}

sg_status sg_write_atomic(const char *path, sg_emit_fn emit, void *ctx) {
    char tmp[4200];
    int fd;
    sg_status s0 = sg_temp_create(tmp, sizeof tmp, path, &fd);
    if (s0) return s0;
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        const int e = errno;
        close(fd);
        remove(tmp);
        return sg_fail(SG_E_IO, "cannot write '%s': %s", tmp, strerror(e));
    }
    sg_status s = emit(f, ctx);
    if (fflush(f) != 0 && s == SG_OK) s = sg_fail(SG_E_IO, "cannot write '%s': %s", tmp, strerror(errno));
    /* the data reaches the disk before the name does: a crash leaves the old file or the new one, never a torn one */
    if (s == SG_OK && fsync(fileno(f)) != 0) s = sg_fail(SG_E_IO, "cannot sync '%s': %s", tmp, strerror(errno));
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
    char dir[4200];
    dir_of(path, dir, sizeof dir);
    return sg_fsync_dir(dir);
}

/* realpath of `path`'s directory, then its last component: a name that need not exist yet. */
static int canonical(const char *path, char *out, size_t cap) {
    char dir[4200], real[PATH_MAX];
    dir_of(path, dir, sizeof dir);
    const char *slash = strrchr(path, '/'), *last = slash ? slash + 1 : path;
    if (!realpath(dir, real)) return -1;
    if (!*last || strcmp(last, ".") == 0 || strcmp(last, "..") == 0) /* a directory's own name */
        return realpath(path, out) ? 0 : -1;
    return (size_t)snprintf(out, cap, "%s/%s", strcmp(real, "/") == 0 ? "" : real, last) < cap ? 0 : -1;
}

int sg_same_file(const char *a, const char *b) {
    struct stat sa, sb;
    const int ea = stat(a, &sa) == 0, eb = stat(b, &sb) == 0;
    if (ea && eb) return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    if (ea != eb) return 0; /* one exists, the other does not */
    char ca[PATH_MAX + 256], cb[PATH_MAX + 256];
    if (canonical(a, ca, sizeof ca) != 0 || canonical(b, cb, sizeof cb) != 0) return strcmp(a, b) == 0;
    return strcmp(ca, cb) == 0;
}

sg_status sg_replace_dir(const char *src, const char *dest, int *old_at_src) {
    char dir[4200];
    dir_of(dest, dir, sizeof dir);
    *old_at_src = 0;
    struct stat sb;
    if (lstat(dest, &sb) != 0) { /* nothing there: one rename (which fails, rather than replace, on a
                                   * non-empty directory made there meanwhile) */
        if (rename(src, dest) != 0)
            return sg_fail(SG_E_IO, "cannot rename '%s' to '%s': %s", src, dest, strerror(errno));
        return sg_fsync_dir(dir);
    }
#ifdef RENAME_EXCHANGE
    /* one step: the new directory takes dest's name and the old one src's; at
     * no moment is dest missing */
    if (renameat2(AT_FDCWD, src, AT_FDCWD, dest, RENAME_EXCHANGE) == 0) {
        *old_at_src = 1;
        return sg_fsync_dir(dir);
    }
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP && errno != EOPNOTSUPP)
        return sg_fail(SG_E_IO, "cannot exchange '%s' and '%s': %s", src, dest, strerror(errno));
#endif
    /* a file system without the exchange: the old one aside (under a
     * temporary's name, so that it is found beside dest should this process
     * die before the next rename), the new one in, the old one to src */
    char aside[4200];
    sg_temp_name(aside, sizeof aside, dest);
    if (rename(dest, aside) != 0)
        return sg_fail(SG_E_IO, "cannot rename '%s' to '%s': %s", dest, aside, strerror(errno));
    if (rename(src, dest) != 0) {
        const int e = errno;
        (void)rename(aside, dest);
        return sg_fail(SG_E_IO, "cannot rename '%s' to '%s': %s", src, dest, strerror(e));
    }
    *old_at_src = rename(aside, src) == 0;
    if (!*old_at_src) fprintf(stderr, "scangate: the replaced '%s' is left at '%s'\n", dest, aside);
    return sg_fsync_dir(dir);
}

/* The writer's pid when `name` is a temporary of this project's pattern
 * (`<something>.tmp.<pid>.<n>`, <pid> decimal digits, <n> lower-case hex
 * digits: sg_temp_name's random part, or an older writer's counter), else 0. */
static long temp_pid(const char *name) {
    const char *end = name + strlen(name), *p = end;
    while (p > name && ((p[-1] >= '0' && p[-1] <= '9') || (p[-1] >= 'a' && p[-1] <= 'f'))) p--;
    if (p == end || p == name || p[-1] != '.') return 0;
    p--; /* the '.' before <n> */
    const char *pid_end = p;
    while (p > name && p[-1] >= '0' && p[-1] <= '9') p--;
    if (p == pid_end || pid_end - p > 9) return 0;
    const char *pid_start = p;
    if (pid_start - name < 6 || strncmp(pid_start - 5, ".tmp.", 5) != 0 || pid_start - 5 == name) return 0;
    long pid = 0;
    for (const char *c = pid_start; c < pid_end; c++) pid = pid * 10 + (*c - '0');
    return pid;
}

/* Whether process `pid` exists (EPERM: it does, owned by someone else). */
static int pid_alive(long pid) { return pid > 0 && (kill((pid_t)pid, 0) == 0 || errno != ESRCH); }

/* Whether the part of `name` before ".tmp.<pid>.<n>" is one of `bases` (NULL: any). */
static int base_listed(const char *name, const char *const *bases) {
    if (!bases) return 1;
    const char *t = strstr(name, ".tmp."), *next;
    while (t && (next = strstr(t + 1, ".tmp.")) != NULL) t = next; /* the last ".tmp." */
    if (!t) return 0;
    for (; *bases; bases++)
        if (strlen(*bases) == (size_t)(t - name) && strncmp(name, *bases, (size_t)(t - name)) == 0) return 1;
    return 0;
}

int sg_clean_stale_temps(const char *dir, double min_age_s, const char *const *bases) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    int removed = 0;
    const double now = (double)time(NULL);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        long pid = temp_pid(e->d_name);
        if (pid <= 0 || pid == (long)getpid() || !base_listed(e->d_name, bases) || pid_alive(pid)) continue;
        char path[4200];
        if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= sizeof path) continue;
        struct stat sb;
        if (lstat(path, &sb) != 0) continue;
        if (!(now - (double)sb.st_mtime >= min_age_s)) continue; /* fresh (or a clock in the future): left */
        if (S_ISREG(sb.st_mode)) {
            removed += unlink(path) == 0;
        } else if (S_ISDIR(sb.st_mode)) {
            /* a report set being written: its plain files, then the directory */
            DIR *sub = opendir(path);
            if (!sub) continue;
            struct dirent *f;
            while ((f = readdir(sub)) != NULL) {
                if (strcmp(f->d_name, ".") == 0 || strcmp(f->d_name, "..") == 0) continue;
                char fp[8400];
                struct stat fs;
                snprintf(fp, sizeof fp, "%s/%s", path, f->d_name);
                if (lstat(fp, &fs) == 0 && S_ISREG(fs.st_mode)) unlink(fp);
            }
            closedir(sub);
            removed += rmdir(path) == 0;
        }
    }
    closedir(d);
    if (removed) fprintf(stderr, "scangate: removed %d orphaned temporar%s of dead writers in '%s'\n", removed,
                         removed == 1 ? "y" : "ies", dir);
    return removed;
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
    /* O_NONBLOCK: opening a FIFO (or a device) would otherwise wait for a
     * writer forever; what is not a regular file is refused before any read
     * (a directory opens, then "sizes" to LONG_MAX) */
    const int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return sg_fail(SG_E_IO, "cannot open '%s': %s", path, strerror(errno));
    struct stat sb;
    if (fstat(fd, &sb) != 0) {
        const int e = errno;
        close(fd);
        return sg_fail(SG_E_IO, "cannot read '%s': %s", path, strerror(e));
    }
    if (!S_ISREG(sb.st_mode)) {
        close(fd);
        return sg_fail(SG_E_IO, "cannot read '%s': not a regular file (%s)", path,
                       S_ISFIFO(sb.st_mode) ? "a FIFO" : S_ISDIR(sb.st_mode) ? "a directory" : "a device or socket");
    }
    const int fl = fcntl(fd, F_GETFL);
    FILE *f = fl < 0 || fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) != 0 ? NULL : fdopen(fd, "rb");
    if (!f) {
        const int e = errno;
        close(fd);
        return sg_fail(SG_E_IO, "cannot open '%s': %s", path, strerror(e));
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

typedef struct {
    const json_t *j;
    size_t flags;
} json_job;

static sg_status emit_json_doc(FILE *f, void *ctx) {
    const json_job *jj = ctx;
    if (json_dumpf(jj->j, f, jj->flags) != 0) return sg_fail(SG_E_IO, "cannot write JSON");
    return fputc('\n', f) == EOF ? sg_fail(SG_E_IO, "cannot write JSON") : SG_OK;
}

sg_status sg_write_json(const char *path, const struct json_t *j, size_t flags) {
    json_job jj = {j, flags};
    return sg_write_atomic(path, emit_json_doc, &jj);
}

void sg_utc_now(char *buf, size_t n) {
    const time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(buf, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
}
