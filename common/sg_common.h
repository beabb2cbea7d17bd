/* sg_common.h - scangate's shared vocabulary: status/exit codes with messages,
 * BF16 <-> FP32 conversion, tensors and tensor sets, safetensors I/O, content
 * hashing, and atomic file writes.
 *
 * Invariants kept here:
 *  - every fallible function returns an sg_status; on failure it has called
 *    sg_fail(), so sg_errmsg() names what went wrong and where;
 *  - sg_status values are the program's exit codes, one per kind of bad input;
 *  - BF16 conversion is round-to-nearest-even, NaN stays NaN (quiet), Inf stays Inf;
 *  - files are only ever replaced whole (write to a temporary, then rename).
 */
#ifndef SG_COMMON_H
#define SG_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#if defined(__GNUC__)
#define SG_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define SG_NORETURN __attribute__((noreturn))
#else
#define SG_PRINTF(a, b)
#define SG_NORETURN
#endif

/* ---- status codes == exit codes ---------------------------------------- */
typedef enum {
    SG_OK = 0,
    SG_E_GATE = 1,        /* a gate failed (the verdict) */
    SG_E_USAGE = 2,       /* bad command line */
    SG_E_FORMAT = 3,      /* malformed or truncated file (safetensors, JSON) */
    SG_E_SHAPE = 4,       /* wrong dtype, shape or missing tensor */
    SG_E_UNKNOWN = 5,     /* unknown set, case, backend or quantity */
    SG_E_NONFINITE = 6,   /* a non-finite value where a finite one is required */
    SG_E_THRESHOLDS = 7,  /* unreadable or invalid THRESHOLDS.md row */
    SG_E_NODEVICE = 8,    /* a backend needs a device this machine lacks */
    SG_E_IO = 9,          /* cannot read or write a file */
    SG_E_INTERNAL = 10,   /* a bug in scangate itself */
    SG_E_EXPECTED = 11,   /* result differs from the expected-status file */
    SG_E_NOTOOL = 12,     /* a program the command runs is missing (gnuplot for plot) */
    SG_E_REFUSED = 13,    /* refused by the gate: bench would time, or dispatch name, a backend
                             whose verdict there is not PASS or that is quarantined there, or
                             dispatch was given a result whose PASS does not verify */
    SG_E_NORECORD = 14,   /* the check that no THRESHOLDS.md limit was loosened found no recorded
                             report to compare with (--no-loosening-check runs without it) */
    SG_E_TIMEOUT = 15,    /* a program the command runs did not finish in its time (gnuplot:
                             SG_GNUPLOT_TIMEOUT) and was killed */
    SG_E_AS_CANONICAL = 16 /* gates failed only where and as the canonical FP32 order fails by
                              construction (outcome AS-CANONICAL; EXPECTED_STATUS.md): not a pass,
                              and not a regression of the code's own */
} sg_status;

/* Record a failure message (printf-style) and return `code`. Thread-local. */
sg_status sg_fail(sg_status code, const char *fmt, ...) SG_PRINTF(2, 3);
const char *sg_errmsg(void);
const char *sg_status_name(sg_status s);
/* Prefix the current message with context ("while reading X: ..."). */
void sg_err_context(const char *fmt, ...) SG_PRINTF(1, 2);

/* ---- BF16 ---------------------------------------------------------------- */
/* The two conversions every backend makes per element are inline here (the
 * per-element call showed in profiles of the emulations); common/bf16.c holds
 * their external definitions, so a plugin built against an older header still
 * links. */
inline uint16_t sg_f32_to_bf16(float f) { /* round to nearest, ties to even */
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    if ((u & 0x7fffffffu) > 0x7f800000u) /* NaN: keep sign, force quiet bit */
        return (uint16_t)((u >> 16) | 0x0040u);
    const uint32_t lsb = (u >> 16) & 1u;
    u += 0x7fffu + lsb; /* carries into the exponent give the correct Inf */
    return (uint16_t)(u >> 16);
}
inline float sg_bf16_to_f32(uint16_t h) { /* exact */
    const uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}
uint16_t sg_f64_to_bf16(double d);  /* correctly rounded (RNE) from double, no double rounding */
static inline int sg_bf16_isfinite(uint16_t h) { return (h & 0x7f80u) != 0x7f80u; }

/* ---- tensors ------------------------------------------------------------- */
typedef enum { SG_BF16 = 0, SG_F32, SG_F64, SG_I32, SG_DTYPE_COUNT } sg_dtype;
const char *sg_dtype_name(sg_dtype t);   /* safetensors spelling: "BF16", ... */
size_t sg_dtype_size(sg_dtype t);
int sg_dtype_parse(const char *s, sg_dtype *out); /* 0 on success */

#define SG_MAX_DIMS 4
#define SG_NAME_MAX 64

typedef struct {
    char name[SG_NAME_MAX];
    sg_dtype dtype;
    int ndim;
    int64_t shape[SG_MAX_DIMS];
    void *data;    /* owned, numel * dtype size bytes */
} sg_tensor;

/* Element and byte counts of a tensor made by sg_tset_add or read by
 * sg_safetensors_read (both check them); a shape edited afterwards so that
 * they overflow is a bug in the caller and stops the program (SG_E_INTERNAL). */
size_t sg_tensor_numel(const sg_tensor *t);
size_t sg_tensor_nbytes(const sg_tensor *t);

typedef struct {
    char key[SG_NAME_MAX];
    char *value; /* owned */
} sg_meta;

typedef struct {
    int n, cap;
    sg_tensor *t;
    int nmeta, capmeta;
    sg_meta *meta;
} sg_tset;

void sg_tset_init(sg_tset *s);
void sg_tset_free(sg_tset *s);
/* Add a zero-filled tensor; returns its data pointer or NULL (sg_fail set:
 * SG_E_SHAPE naming the tensor when its element count exceeds SG_MAX_NUMEL or
 * its byte count does not fit). */
void *sg_tset_add(sg_tset *s, const char *name, sg_dtype dt, int ndim, const int64_t *shape);
const sg_tensor *sg_tset_get(const sg_tset *s, const char *name);
/* Like get, but checks dtype and shape; fails with SG_E_SHAPE naming `where`. */
sg_status sg_tset_expect(const sg_tset *s, const char *where, const char *name, sg_dtype dt,
                         int ndim, const int64_t *shape, const sg_tensor **out);
sg_status sg_tset_set_meta(sg_tset *s, const char *key, const char *value);
const char *sg_tset_meta(const sg_tset *s, const char *key);

/* ---- safetensors ------------------------------------------------------- */
/* Tensors are written in insertion order, data 8-byte aligned, metadata as
 * "__metadata__" (string -> string). Readers validate every header field,
 * offsets, sizes and the file length. */
sg_status sg_safetensors_write(const char *path, const sg_tset *s);
/* The same bytes sg_safetensors_write writes, in memory (*buf malloc'd; free it). */
sg_status sg_safetensors_to_buffer(const sg_tset *s, unsigned char **buf, size_t *len);
sg_status sg_safetensors_read(const char *path, sg_tset *out);
/* Parse from memory (used by the reader and by tests). */
sg_status sg_safetensors_parse(const unsigned char *buf, size_t len, const char *where, sg_tset *out);

/* ---- hashing ------------------------------------------------------------- */
#define SG_HASH_HEX 33 /* 128-bit hex + NUL */
typedef struct { void *state; } sg_hasher;
sg_status sg_hash_begin(sg_hasher *h);
void sg_hash_update(sg_hasher *h, const void *p, size_t n);
void sg_hash_end(sg_hasher *h, char hex[SG_HASH_HEX]);
/* Hash of a tensor set: every tensor's name, dtype, shape and bytes, in order. */
sg_status sg_tset_hash(const sg_tset *s, char hex[SG_HASH_HEX]);
sg_status sg_file_hash(const char *path, char hex[SG_HASH_HEX]);

/* ---- files --------------------------------------------------------------- */
/* Write via a fresh temporary `path.tmp.<pid>.<hex>` (sg_temp_create: never
 * a file or link that was there before), fsync it, rename it over `path`,
 * fsync the directory. `emit` writes the content to f. */
typedef sg_status (*sg_emit_fn)(FILE *f, void *ctx);
sg_status sg_write_atomic(const char *path, sg_emit_fn emit, void *ctx);
sg_status sg_write_atomic_buf(const char *path, const void *buf, size_t len);
/* A JSON document written whole the same way: jansson's json_dumpf with
 * `flags` (JSON_INDENT, ...), then a newline. */
struct json_t;
sg_status sg_write_json(const char *path, const struct json_t *j, size_t flags);
/* The current UTC time, "YYYY-MM-DDTHH:MM:SSZ" (the reports' dates). */
void sg_utc_now(char *buf, size_t n);
sg_status sg_read_file(const char *path, unsigned char **buf, size_t *len);
sg_status sg_mkdirs(const char *dir);
/* A fresh temporary name for `path` in this project's one pattern,
 * `path.tmp.<pid>.<hex>` (<hex>: 64 random bits, so not predictable). A name
 * is only a candidate: create it with sg_temp_create or sg_temp_mkdir (or
 * O_EXCL), never with a plain fopen, which follows a link planted there. */
void sg_temp_name(char *buf, size_t cap, const char *path);
/* Creates `path` as a new regular file for writing, O_CREAT | O_EXCL |
 * O_NOFOLLOW: fails (EEXIST) on anything already there, a symbolic link
 * included, so a planted link is never followed. The descriptor, or -1 and errno. */
int sg_create_excl(const char *path);
/* A new temporary file (*fd, open for writing, created by sg_create_excl) or
 * directory beside `path`, named in buf as sg_temp_name does; a name taken
 * (EEXIST) is retried with another. SG_E_IO naming the path otherwise. */
sg_status sg_temp_create(char *buf, size_t cap, const char *path, int *fd);
sg_status sg_temp_mkdir(char *buf, size_t cap, const char *path);
/* Whether paths `a` and `b` name the same file under any spelling (./x and
 * x, d/../x, a symbolic or hard link): the same device and inode when both
 * exist, else the same real directory and last name. */
int sg_same_file(const char *a, const char *b);
/* Puts the directory `src` (a temporary beside dest) at `dest`, replacing
 * what is there, so that a process killed at any point leaves dest either old
 * or new, never missing: one rename when dest does not exist, else
 * renameat2(RENAME_EXCHANGE), after which the old one lies at src
 * (*old_at_src = 1; the caller removes it). On a file system without the
 * exchange, the old one is renamed aside first (a window in which dest is
 * missing) and then to src. SG_E_IO naming the paths. */
sg_status sg_replace_dir(const char *src, const char *dest, int *old_at_src);
/* fsync the directory `dir` (so a rename in it is durable). */
sg_status sg_fsync_dir(const char *dir);
/* Removes the orphaned temporaries in `dir`: entries named `BASE.tmp.<pid>.<hex>`
 * (<n> hex: sg_temp_name's random part)
 * (BASE one of `bases`, or anything when `bases` is NULL) whose process no
 * longer exists and that were last modified at least
 * `min_age_s` seconds ago (a writer on another host or in another pid
 * namespace cannot be asked whether it lives; its file is fresh while it
 * writes). A directory of that name (a report set being written) goes with its
 * files. Nothing else is touched, and a live writer's file never is, so runs
 * sharing the directory stay safe. Best effort: returns the number removed. */
int sg_clean_stale_temps(const char *dir, double min_age_s, const char *const *bases);

/* ---- text ---------------------------------------------------------------- */
/* A decimal unsigned integer in [0, max]: "0" or digits without a leading
 * zero, nothing else (no sign, spaces or base prefix). 0 and *out set, or -1.
 * How every number of a command line or an environment variable is read. */
int sg_parse_u64(const char *s, uint64_t max, uint64_t *out);
int sg_utf8_valid(const char *s);   /* well-formed UTF-8 (no overlongs, surrogates) */
int sg_text_plain(const char *s);   /* valid UTF-8 without control characters: printed as is */
/* A copy of `s` (malloc'd, never NULL) that is valid UTF-8 without control
 * characters: a plain string unchanged, otherwise each offending byte as \xNN
 * and each backslash as \\. What every report writes for outside strings. */
char *sg_text_escape(const char *s);
/* What a terminal (or a message, sg_fail) is given for outside text: the same
 * escaping, but a backslash is kept, so escaping twice changes nothing. */
char *sg_term_escape(const char *s);
/* sg_term_escape(s) into buf (cap bytes), cut at a character boundary: for a
 * name or path printed with printf. Returns buf. */
const char *sg_shown(char *buf, size_t cap, const char *s);
/* A growing text (reports built in memory): sg_text_printf appends, growing
 * the buffer as needed (aborts on out of memory like sg_xmalloc); p is always
 * NUL-terminated after the first append. Start from {0}; free with sg_text_free. */
typedef struct {
    char *p;
    size_t len, cap;
} sg_text;
void sg_text_printf(sg_text *t, const char *fmt, ...) SG_PRINTF(2, 3);
void sg_text_free(sg_text *t);

/* ---- text into other languages (common/escape.c) ---------------------------
 * One writer per language the project writes, each taking any bytes, like
 * SQLite's %q/%Q/%w: what comes out is read back by that language as the text
 * it was given (sg_term_escape's \xNN standing for the bytes a reader could
 * not take), never as code. */
/* A gnuplot string expression of single-quoted literals, quotes included:
 * gnuplot does no backquote substitution, macro expansion or backslash escape
 * inside single quotes. A ' in the text ends the literal and is added as "'"
 * ('it' . "'" . 's'): gnuplot 5.4 misreads the doubled '' beside another
 * quote ('''x', 'a''''b'). Control characters as sg_term_escape's \xNN. */
void sg_gp_string(sg_text *t, const char *s);
/* Text for a gnuplot comment line (after "# "): printable ASCII but the
 * backslash (which would continue the comment onto the next line) and the
 * backquote; every other byte as \xNN. */
void sg_gp_comment(sg_text *t, const char *s);
/* A C string literal, quotes included: \" \\ and \? (no trigraph can
 * form), printable ASCII as is, every other byte as a three-digit octal
 * escape. */
void sg_c_string(sg_text *t, const char *s);
/* Text for a cell of a Markdown table or for Markdown prose: sg_term_escape,
 * then a backslash before each \ | ` * [ ] < > so no cell ends early, no code
 * span, emphasis, link, image or HTML opens. Malloc'd, never NULL. */
char *sg_md_escape(const char *s);
/* sg_md_escape into buf (cap bytes), cut at a character boundary; returns buf. */
const char *sg_md_cell(char *buf, size_t cap, const char *s);
/* A Markdown code span holding s (sg_term_escape'd) literally, the backquotes
 * around it included: fenced by one backquote more than the longest run of
 * them in s, padded with a space where s starts or ends with a backquote; cut
 * at a character boundary outside the fence to fit cap; "" for an empty s or
 * when no character of it fits.
 * Returns buf. */
const char *sg_md_code(char *buf, size_t cap, const char *s);
/* A file name's part made from outside text (a case name): bytes of
 * [A-Za-z0-9_.+-] kept, every other byte as _ , cut to fit cap (at most
 * 200 bytes); an empty text gives "_". */
void sg_file_part(char *buf, size_t cap, const char *s);

/* ---- checked sizes --------------------------------------------------------- */
/* Products of sizes (dimensions B, L, D, M, element counts, byte counts) are
 * formed through these, which check before they multiply; a bare `*` is left
 * only where its operands are bounded by a product already checked here
 * (sg_check_dims says which). */
#define SG_MAX_NUMEL (INT64_C(1) << 40) /* elements of one tensor or one problem */
/* a * b into *out: 0, or -1 (and *out = 0) when it does not fit in size_t. */
int sg_mul_size(size_t a, size_t b, size_t *out);
/* size * dims[0] * ... * dims[n-1] into *out: 0, or -1 (*out = 0) when a
 * factor is negative or the product does not fit in size_t. A zero factor
 * makes the product 0 whatever the others; n = 0 gives `size`. */
int sg_size_product(size_t size, int n, const int64_t *dims, size_t *out);
/* malloc of sg_size_product(size, n, dims): NULL on overflow or out of memory. */
void *sg_malloc_dims(size_t size, int n, const int64_t *dims);
/* The same, exiting like sg_xmalloc when the product overflows or memory runs out. */
void *sg_xmalloc_dims(size_t size, int n, const int64_t *dims);
/* (n, dims) for the two functions above from a list of int64_t factors:
 * sg_malloc_dims(sizeof(float), SG_DIMS(B, L, D + 1)). */
#define SG_DIMS(...) \
    (int)(sizeof((const int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), (const int64_t[]) { __VA_ARGS__ }
/* A problem's sizes, checked before any product of them is formed: B, L, D
 * >= 1 and B*L*D <= SG_MAX_NUMEL, else SG_E_SHAPE naming `where`. Every
 * function given a problem (generator, case views, oracles, backends, judge)
 * calls it first. Under it, B*(L+1)*(D+1) <= 2^42, so every product of B,
 * L + 1, D + 1 (M = D/2 and chunk counts are smaller) and a factor up to 2^20
 * fits in int64_t and in a 64-bit size_t: index arithmetic needs no further
 * check. */
sg_status sg_check_dims(const char *where, int64_t B, int64_t L, int64_t D);

/* ---- small utilities ----------------------------------------------------- */
void *sg_xmalloc(size_t n);  /* aborts with SG_E_INTERNAL message on OOM */
/* Out of memory: "scangate: out of memory (<what>)" and exit(SG_E_INTERNAL), by the
 * first thread that gets here; another waits for the process to end (exit and its
 * handlers run once). Every allocator of the project ends through it. */
void sg_out_of_memory(const char *fmt, ...) SG_PRINTF(1, 2) SG_NORETURN;
void *sg_xcalloc(size_t n, size_t size);
/* Ask for transparent huge pages over a block of at least 8 MiB (sg_xmalloc,
 * sg_xcalloc and sg_malloc_dims do); a hint only: nothing else changes. */
void sg_advise_huge(void *p, size_t n);
char *sg_xstrdup(const char *s);
double sg_now(void); /* monotonic seconds */
/* The process's allocator set for many threads that allocate and free large
 * buffers (each backend call, each oracle block): with glibc, memory freed by
 * a thread is kept for reuse (trim threshold INT_MAX bytes, mmap threshold
 * 32 MiB) instead of being handed back to the system each time, which on the
 * project's 2-vCPU virtual machine was measured to cost about 4 ms per
 * 2-thread region of small malloc/free pairs against 4 us with the thresholds
 * raised (likely cross-CPU TLB shootdowns). Called first by every executable. */
void sg_runtime_init(void);

/* The name of `names` nearest to `s` (edit distance, ignoring case), or NULL
 * when none is close enough to be a likely typo of it. */
const char *sg_nearest_name(const char *s, const char *const *names, int n);
/* " (did you mean 'NAME'?)" for the nearest name, or "" when there is none;
 * returns buf. The name is one of `names`, not the input: safe to print. */
const char *sg_did_you_mean(char *buf, size_t size, const char *s, const char *const *names, int n);

#endif
