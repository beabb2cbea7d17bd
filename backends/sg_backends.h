/* sg_backends.h - the composition root: the one place that knows which code
 * implements the backends. It fills the backend table from the declaration of
 * the rows, backends/sg_rows.def (the CPU reference rows first,
 * reference/register.c; then the CUDA rows when CUDA is built, kernels/) and
 * names every backend the project defines in any build. It sits above eval/ and below the command: the layers below take the
 * table (or the names) they are given, none of them includes the reference or
 * the kernels to compose them. */
#ifndef SG_BACKENDS_H
#define SG_BACKENDS_H

#include "sg_eval.h"

/* Fills the table: the CPU reference rows first, then the CUDA rows when built. */
void sg_backends_fill(sg_backend_table *t);

/* Every backend name the project defines, in table order: the CPU reference
 * rows and the CUDA rows, in every build, so a file can name a CUDA backend on
 * a machine built without CUDA (EXPECTED_STATUS.md). sg_backends_fill never
 * adds a name outside this list (tests/test_gates.c checks both directions).
 * Returns the count in *n. */
const char *const *sg_backend_names(int *n);

/* The grammar of a backend's name, every kind's: a kind of lower-case letters
 * ("cpu", "cuda", "ext"), a dot, then one or more of [A-Za-z0-9_.], shorter
 * than SG_NAME_MAX bytes. A plugin's rows must also start with "ext."
 * (plugins.c); `scangate dispatch` refuses a bench.json naming anything else
 * (bench/dispatch.c), so a name can go into the generated C header. */
int sg_backend_name_ok(const char *s);

/* The single-operation variants of the canonical FP32 path (reference/sg_opv.h),
 * in a table of their own: not backends of the suite (no report names them), the
 * paths `scangate audit` compares failing outputs with (audit/). */
void sg_backends_fill_variants(sg_backend_table *t);

/* The rows' own environment, checked before anything runs: SG_ATOMIC_SEED,
 * the seed of the atomic-order rows (read by sg_atomic_seed alone,
 * reference/sg_reference.h; SG_E_USAGE naming the variable when it is not
 * decimal digits). */
sg_status sg_backends_env_check(void);

/* EXPECTED_STATUS.md read with the project's backend names (sg_expected_load). */
sg_status sg_backends_expected_load(const char *path, const char *root, sg_expected *out);

/* The code hash of a backend row: the first 128 bits of SHA-256 over the
 * compile commands of its source files (backends/sg_rows.def; compiler, flags)
 * and every file those compiles read (the compiler's dependency output),
 * computed at build time (backends/code_hash.cmake); a plugin's is its library
 * file's; NULL for a name the project does not define. A kernel changed since
 * its verdict, or a header it includes, has another. */
const char *sg_backend_code_hash(const char *name);

/* Backend plugins (sg_plugin.h; plugins.c). sg_plugin_load loads one from an
 * explicit path (SG_E_USAGE without a '/', SG_E_IO unreadable, SG_E_FORMAT
 * not a plugin of this ABI or a row refused, naming it); sg_plugins_load_env
 * loads those of SG_PLUGINS (':'-separated paths). Their rows follow the
 * project's in every filled table, their names in sg_backend_names, their
 * code hash is the library file's (XXH3-128). */
sg_status sg_plugin_load(const char *path);
sg_status sg_plugins_load_env(void);
void sg_plugins_add_rows(sg_backend_table *t);
int sg_plugins_names(const char **out, int cap);
const char *sg_plugin_code_hash(const char *name);
const char *sg_plugin_path(const char *name);

/* Describes the build's accelerator in `buf` and returns 0, or returns
 * non-zero with the reason there is none (a build without CUDA, no device, no
 * driver). Never aborts. */
int sg_backends_device_probe(char *buf, size_t n);

/* The device's measured copy bandwidth in bytes/s (a device-to-device copy
 * timed with CUDA events), or 0 with the reason in `note` (no CUDA build, no
 * device). */
double sg_backends_copy_bandwidth(char *note, size_t n);

#endif
