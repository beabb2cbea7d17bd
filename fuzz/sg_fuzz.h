/* sg_fuzz.h - the one entry point every fuzz harness defines (libFuzzer's),
 * and the helpers harnesses share. A harness is built two ways: with clang's
 * -fsanitize=fuzzer for fuzzing (scripts/fuzz.sh), and with driver.c, which
 * replays files (seed corpora, crash reproducers) through it under any
 * compiler, so the replay runs in the ordinary test suite. A harness must
 * accept any input without crashing, leaking or invoking undefined behaviour;
 * a failure status from the code under test is a correct outcome. */
#ifndef SG_FUZZ_H
#define SG_FUZZ_H
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Marks a harness's own checker: its branches are not the code under test, so
 * they are left out of the coverage that steers the fuzzer (and cost no
 * tracing calls, about a third of an execution's time in fuzz_gnuplot). */
#if defined(__clang__)
#define SG_FUZZ_CHECKER __attribute__((no_sanitize("coverage"), noinline))
#else
#define SG_FUZZ_CHECKER
#endif

/* A NUL-terminated copy of data (the readers under test take C strings);
 * embedded NULs end the text early, as they would for a file read as text. */
char *sg_fuzz_text(const uint8_t *data, size_t size);

/* The input as up to n NUL-separated fields (the hostile names a harness
 * gives a writer): fields[i] points into *buf (free it), "" past the last. */
void sg_fuzz_fields(const uint8_t *data, size_t size, char **buf, const char **fields, int n);
/* The next line of the text at *p (without its newline) into *line and *n,
 * *p moved past it: 1, or 0 at the end of the text. */
SG_FUZZ_CHECKER int sg_fuzz_line(const char **p, const char **line, size_t *n);
/* Aborts when s[0..n) holds a control character (C0 but the newline, DEL). */
SG_FUZZ_CHECKER void sg_fuzz_no_controls(const char *s, size_t n);

#endif
