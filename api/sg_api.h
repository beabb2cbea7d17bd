/* sg_api.h - scangate's stable C API for callers in the same process (the
 * Python package through ctypes: python/scangate/_inprocess.py; a test
 * harness): the fixture sets, a case's inputs out, an implementation's
 * outputs in, the verdict and every metric back, judged by the very code
 * `scangate judge` runs, with no file and no process between.
 *
 * Buffers are safetensors bytes: a case is exactly the file `scangate export`
 * writes, outputs exactly the file `judge --outputs` reads; the report is
 * report.json's JSON text. Every function returns scangate's exit code (0 a
 * pass, 1 a gate FAILed where PASS is expected, 11 the expected status is
 * contradicted, 16 FAIL only as the canonical FP32 order, 2.. bad input:
 * docs/commands.md) with a message in err (NUL-ended, at most errcap bytes).
 * Memory the API hands out is freed with sg_api_free. A caller checks
 * sg_api_version() == SG_API_VERSION before any other call.
 *
 * Files and the cache are found as the command finds them: an argument, else
 * SG_THRESHOLDS / SG_EXPECTED / SG_CACHE_DIR / SG_REPORTS_DIR, else the data
 * directory (SG_DATA_DIR, else <prefix>/share/scangate beside an installed
 * libscangate_api.so), else the source tree the library was built from.
 * The library holds the CPU rows of the backend table (the canonical
 * yardstick); the CUDA rows run from the `scangate` command. */
#ifndef SG_API_H
#define SG_API_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SG_API_VERSION 1

#if defined(__GNUC__)
#define SG_API_EXPORT __attribute__((visibility("default")))
#else
#define SG_API_EXPORT
#endif

SG_API_EXPORT int sg_api_version(void);

/* The fixture sets as JSON into *json: {"version": "X.Y.Z", "default_seed": N,
 * "data_dir", "data_from", "thresholds", "expected", "cache_dir" (the files a
 * judgement with no argument uses, and where the data directory came from),
 * "sets": [{"name": S, "cases": [{"name", "model", "B", "L", "D", "target"}]}]},
 * the sets and cases in `scangate list` order. A path that is not UTF-8 is
 * left out (JSON holds UTF-8 only). */
SG_API_EXPORT int sg_api_list(char **json, char *err, size_t errcap);

/* Case `name` of fixture set `set` made with `seed` (0: the default seed,
 * SG_SEED where set): the bytes `scangate export --set S --case NAME --seed N`
 * writes, into *buf, *len. */
SG_API_EXPORT int sg_api_case(const char *set, const char *name, unsigned long long seed, unsigned char **buf,
                              size_t *len, char *err, size_t errcap);

/* Outputs (safetensors bytes: one tensor per output quantity of the case's
 * model, the case's shapes and dtypes) judged on the case (a case's bytes, as
 * sg_api_case gives them or `scangate export` writes them) as the
 * implementation `impl`, exactly as `scangate judge --case-file C --outputs O
 * --name IMPL` judges them: THRESHOLDS.md `thresholds`, EXPECTED_STATUS.md
 * `expected`, the oracle cache `cache_dir` ("": none) - NULL for each: the
 * lookup above. The report (report.json's text) into *json whenever the
 * return value is a verdict (0, 1, 11, 16); *json is NULL otherwise. */
SG_API_EXPORT int sg_api_judge(const unsigned char *case_bytes, size_t case_len, const unsigned char *outputs,
                               size_t outputs_len, const char *impl, const char *thresholds, const char *expected,
                               const char *cache_dir, char **json, char *err, size_t errcap);

SG_API_EXPORT void sg_api_free(void *p);

#ifdef __cplusplus
}
#endif

#endif
