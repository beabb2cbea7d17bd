/* sg_plugin.h - the one backend interface, for backends built outside the
 * project and loaded as plugins (scangate --plugin PATH, SG_PLUGINS). A plugin
 * is a shared library exporting
 *
 *     SG_PLUGIN_EXPORT_ABI;   (at file scope: the object sg_plugin_abi_info)
 *     const sg_backend *sg_plugin_backends(int abi, size_t row_size, int *n);
 *
 * The loader reads sg_plugin_abi_info (the ABI and the sizes the plugin was
 * compiled with) before it calls anything in the plugin, and refuses a
 * plugin without it or with other values (SG_E_FORMAT, exit 3): the check
 * is the loader's, a plugin cannot skip it. sg_plugin_backends returns its rows (sg_backend, common/sg_model.h: a name, a kind, an
 * algorithm line, the implementation of each model it runs, `available`) and
 * their count in *n (1..SG_PLUGIN_MAX_ROWS), or NULL when it cannot serve this
 * ABI (abi != SG_PLUGIN_ABI or row_size != sizeof(sg_backend)). The rows and
 * everything they point to live as long as the process. Row names are
 * "ext.<name>" (letters, digits, '_' and '.') and may not repeat a loaded
 * name. An implementation is called exactly as the project's own backends are
 * (models/<name>/<name>.h: the problem's BF16 inputs, the outputs to fill,
 * SG_OK or an sg_status), and may call the helpers of sg_common.h
 * (sg_bf16_to_f32, sg_f32_to_bf16, sg_fail): the plugin leaves them undefined
 * and the scangate executable, which exports them, provides them at load.
 * Plugins are loaded from an explicit path only (one holding a '/'), never
 * searched for. The CMake package's scangate::plugin target carries these
 * headers (cmake --install; docs/kernel-repositories.md). */
#ifndef SG_PLUGIN_H
#define SG_PLUGIN_H

#include "sg_model.h"   /* sg_backend; each model's header (sg_model_list.h) */
#include "sg_version.h" /* SG_PLUGIN_ABI: bumped whenever sg_backend or a problem/outputs struct changes */

#include <stddef.h>

#define SG_PLUGIN_MAX_ROWS 8
#define SG_PLUGIN_ENTRY "sg_plugin_backends"

typedef const sg_backend *(*sg_plugin_backends_fn)(int abi, size_t row_size, int *n);

/* What a plugin was compiled with, read by the loader before anything of
 * the plugin is called. */
#define SG_PLUGIN_MAGIC 0x53475047u /* "SGPG" */
typedef struct {
    unsigned magic;     /* SG_PLUGIN_MAGIC */
    int abi;            /* SG_PLUGIN_ABI */
    size_t row_size;    /* sizeof(sg_backend) */
    size_t info_size;   /* sizeof(sg_plugin_abi) */
} sg_plugin_abi;
#define SG_PLUGIN_ABI_SYMBOL "sg_plugin_abi_info"
#define SG_PLUGIN_EXPORT_ABI                                                                         \
    __attribute__((visibility("default"))) extern const sg_plugin_abi sg_plugin_abi_info;            \
    __attribute__((visibility("default"))) const sg_plugin_abi sg_plugin_abi_info = {                \
        SG_PLUGIN_MAGIC, SG_PLUGIN_ABI, sizeof(sg_backend), sizeof(sg_plugin_abi)}

#endif
