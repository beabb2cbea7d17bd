/* gates_impl.h - internal helpers of gates/ (not part of sg_gates.h): reading
 * the rows of the Markdown tables that hold the gate data (THRESHOLDS.md,
 * EXPECTED_STATUS.md), and the nearest known name for a message that refuses
 * an unknown one. */
#ifndef SG_GATES_IMPL_H
#define SG_GATES_IMPL_H

#include <stddef.h>

#include "sg_common.h"

#define SG_MD_MAX_CELLS 8

/* Calls row(cells, nc, where, line, ctx) for each line of `text` (the file
 * `where`) that starts with '|' (after trimming): its nc cells (at most
 * SG_MD_MAX_CELLS), trimmed, without the outer bars, and its 1-based line
 * number. Stops at the first row that returns other than SG_OK and returns
 * that status; SG_OK after the last. */
typedef sg_status (*sg_md_row_fn)(char **cells, int nc, const char *where, int line, void *ctx);
sg_status sg_md_each_row(const char *text, const char *where, sg_md_row_fn row, void *ctx);

/* Room for one more element in `rows` (n in use, *cap allocated, of `size`
 * bytes each; the first allocation holds `first`): the array, moved by
 * realloc or not, with *cap updated; NULL when out of memory (then `rows`
 * and *cap are unchanged). */
void *sg_md_room(void *rows, int n, int *cap, int first, size_t size);

/* Loads a gate-data file (THRESHOLDS.md, EXPECTED_STATUS.md): reads it whole
 * (a file that cannot be read is SG_E_THRESHOLDS; with refuse_nul so is one
 * holding a NUL byte), parses the text with parse(text, path, ctx) and, when
 * that succeeds, writes the content hash of the file's bytes (sg_file_hash's)
 * into `hash`. */
typedef sg_status (*sg_md_parse_fn)(const char *text, const char *where, void *ctx);
sg_status sg_md_load(const char *path, int refuse_nul, sg_md_parse_fn parse, void *ctx, char hash[SG_HASH_HEX]);


#endif
