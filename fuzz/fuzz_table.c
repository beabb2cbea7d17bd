/* fuzz_table.c - the table CSV reader (tables/sg_tables.h) on arbitrary
 * bytes: a table it accepts holds only rows the writer would write (names of
 * the allowed characters, sizes in [1, 2^40], a value that is not negative, a
 * known verdict) and the writer's text of those rows reads back to the same
 * rows, bit for bit; anything else is refused with a status, never a crash. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "sg_tables.h"
#include "sg_fuzz.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

SG_FUZZ_CHECKER static int same_row(const sg_table_row *a, const sg_table_row *b) {
    const int nan_a = a->value != a->value, nan_b = b->value != b->value;
    return !strcmp(a->model, b->model) && !strcmp(a->regime, b->regime) && !strcmp(a->backend, b->backend) &&
           !strcmp(a->quantity, b->quantity) && !strcmp(a->metric, b->metric) && a->B == b->B && a->D == b->D &&
           a->L == b->L && a->verdict == b->verdict && nan_a == nan_b &&
           (nan_a || memcmp(&a->value, &b->value, sizeof a->value) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    sg_table t;
    if (sg_table_parse((const char *)data, size, "fuzz-table.csv", &t) != SG_OK) return 0;
    if (t.n < 1) abort();
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f) abort();
    if (sg_table_write_header(f, &t.prov) != SG_OK) abort();
    for (int i = 0; i < t.n; i++) {
        const sg_table_row *r = &t.rows[i];
        if (!sg_table_name_ok(r->model) || !sg_table_name_ok(r->regime) || !sg_table_name_ok(r->backend) ||
            !sg_table_name_ok(r->quantity) || !sg_table_name_ok(r->metric))
            abort();
        if (r->B < 1 || r->D < 1 || r->L < 1 || r->value < 0 || (int)r->verdict < 0 || r->verdict >= SG_TV_COUNT) abort();
        if (sg_table_write_row(f, r) != SG_OK) abort();
    }
    if (fclose(f) != 0) abort();
    sg_table u;
    if (sg_table_parse(buf, len, "fuzz-table-rewritten.csv", &u) != SG_OK || u.n != t.n) abort();
    for (int i = 0; i < t.n; i++)
        if (!same_row(&t.rows[i], &u.rows[i])) abort();
    if (strcmp(t.prov.commit, u.prov.commit) || strcmp(t.prov.seed, u.prov.seed)) abort();
    sg_table_free(&u);
    sg_table_free(&t);
    free(buf);
    return 0;
}
