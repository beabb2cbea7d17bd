/* gates_impl.h - internal helpers of gates/ (not part of sg_gates.h): reading
 * the rows of the Markdown tables that hold the gate data (THRESHOLDS.md,
 * EXPECTED_STATUS.md), and the nearest known name for a message that refuses
 * an unknown one. */
#ifndef SG_GATES_IMPL_H
#define SG_GATES_IMPL_H

#include <stddef.h>

#include "sg_common.h"

#define SG_MD_MAX_CELLS 8

typedef struct {
    const char *p;   /* the rest of the text */
    int line;        /* 1-based line number of the row last returned */
    char buf[2048];  /* that row; cells point into it */
} sg_md_iter;

void sg_md_begin(sg_md_iter *it, const char *text);
/* The next line that starts with '|' (after trimming): its cells, trimmed,
 * without the outer bars. Returns the number of cells, or -1 at the end. */
int sg_md_next_row(sg_md_iter *it, char *cells[SG_MD_MAX_CELLS]);

/* Loads a gate-data file (THRESHOLDS.md, EXPECTED_STATUS.md): reads it whole
 * (a file that cannot be read is SG_E_THRESHOLDS; with refuse_nul so is one
 * holding a NUL byte), parses the text with parse(text, path, ctx) and, when
 * that succeeds, writes the content hash of the file's bytes (sg_file_hash's)
 * into `hash`. */
typedef sg_status (*sg_md_parse_fn)(const char *text, const char *where, void *ctx);
sg_status sg_md_load(const char *path, int refuse_nul, sg_md_parse_fn parse, void *ctx, char hash[SG_HASH_HEX]);

/* The name of `names` nearest to `s` (edit distance, ignoring case), or NULL
 * when none is close enough to be a likely typo of it. */
const char *sg_nearest_name(const char *s, const char *const *names, int n);
/* " (did you mean 'NAME'?)" for the nearest name, or "" when there is none;
 * returns buf. */
const char *sg_did_you_mean(char *buf, size_t size, const char *s, const char *const *names, int n);

#endif
