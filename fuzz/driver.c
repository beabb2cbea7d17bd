#define _POSIX_C_SOURCE 200809L
/* driver.c - replays files through a fuzz harness without libFuzzer: each
 * argument is a file or a directory of files (one level), each file one
 * input. Used by the test suite to run the seed corpora and every crash
 * reproducer under the ordinary (and the sanitizer) build. Prints the count;
 * exit 0 unless a file cannot be read (a harness failure aborts). */
#include "sg_fuzz.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int run_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "fuzz driver: cannot read '%s'\n", path);
        return -1;
    }
    size_t cap = 4096, n = 0;
    uint8_t *buf = malloc(cap);
    if (!buf) abort();
    size_t got;
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            cap *= 2;
            uint8_t *nb = realloc(buf, cap);
            if (!nb) abort();
            buf = nb;
        }
    }
    int err = ferror(f);
    fclose(f);
    if (err) {
        free(buf);
        fprintf(stderr, "fuzz driver: error reading '%s'\n", path);
        return -1;
    }
    /* An exact-size copy, so reads past the input are caught by a sanitizer. */
    uint8_t *exact = malloc(n ? n : 1);
    if (!exact) abort();
    if (n) memcpy(exact, buf, n);
    free(buf);
    LLVMFuzzerTestOneInput(exact, n);
    free(exact);
    return 0;
}

int main(int argc, char **argv) {
    long count = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "fuzz driver: no such file or directory '%s'\n", argv[i]);
            return 9;
        }
        if (!S_ISDIR(st.st_mode)) {
            if (run_file(argv[i])) return 9;
            count++;
            continue;
        }
        struct dirent **ents;
        int ne = scandir(argv[i], &ents, NULL, alphasort);
        if (ne < 0) {
            fprintf(stderr, "fuzz driver: cannot list '%s'\n", argv[i]);
            return 9;
        }
        int rc = 0;
        for (int k = 0; k < ne; k++) {
            char p[4096];
            if (!rc && ents[k]->d_name[0] != '.') {
                snprintf(p, sizeof p, "%s/%s", argv[i], ents[k]->d_name);
                if (stat(p, &st) == 0 && S_ISREG(st.st_mode)) {
                    if (run_file(p)) rc = 9;
                    else count++;
                }
            }
            free(ents[k]);
        }
        free(ents);
        if (rc) return rc;
    }
    printf("fuzz driver: %ld inputs replayed, none failed\n", count);
    return 0;
}
