/* plugins.c - backend plugins (sg_plugin.h): loaded from explicit paths by
 * sg_plugin_load, their rows appended to every filled backend table after the
 * project's own (backends.c), their names known to EXPECTED_STATUS.md, their
 * code hash that of the library file (XXH3-128 of its bytes, for bench's
 * re-gating when a plugin changes; sg_hash, common/). */
#define _GNU_SOURCE
#include "sg_backends.h"
#include "sg_plugin.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#define SG_PLUGIN_MAX 8

typedef struct {
    char path[1024];
    char hash[SG_HASH_HEX];
    int nrows;
    sg_backend rows[SG_PLUGIN_MAX_ROWS];
} plugin;

static plugin g_plugins[SG_PLUGIN_MAX];
static int g_nplugins;

static int valid_name(const char *s) { return s && strncmp(s, "ext.", 4) == 0 && sg_backend_name_ok(s); }

static sg_status file_hash(const char *path, char out[SG_HASH_HEX]) {
    FILE *f = fopen(path, "rb");
    if (!f) return sg_fail(SG_E_IO, "plugin '%s': cannot read it: %s", path, strerror(errno));
    sg_hasher h;
    sg_status st = sg_hash_begin(&h);
    if (st) {
        fclose(f);
        return st;
    }
    unsigned char buf[65536];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) sg_hash_update(&h, buf, k);
    const int bad = ferror(f);
    fclose(f);
    sg_hash_end(&h, out);
    return bad ? sg_fail(SG_E_IO, "plugin '%s': read error", path) : SG_OK;
}

sg_status sg_plugin_load(const char *path) {
    if (!path || !strchr(path, '/'))
        return sg_fail(SG_E_USAGE, "plugin '%s': give an explicit path (holding a '/', e.g. ./lib.so); plugins are "
                                   "never searched for", path ? path : "");
    if (g_nplugins == SG_PLUGIN_MAX) return sg_fail(SG_E_USAGE, "more than %d plugins", SG_PLUGIN_MAX);
    struct stat sb;
    if (stat(path, &sb) != 0) return sg_fail(SG_E_IO, "plugin '%s': %s", path, strerror(errno));
    if (!S_ISREG(sb.st_mode)) return sg_fail(SG_E_IO, "plugin '%s': not a regular file", path);
    plugin *p = &g_plugins[g_nplugins];
    memset(p, 0, sizeof *p);
    snprintf(p->path, sizeof p->path, "%s", path);
    sg_status st = file_hash(path, p->hash);
    if (st) return st;
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) return sg_fail(SG_E_FORMAT, "plugin '%s' cannot be loaded: %s", path, dlerror());
    /* the ABI the plugin was built for, checked here before any of its code runs */
    const sg_plugin_abi *abi = dlsym(h, SG_PLUGIN_ABI_SYMBOL);
    if (!abi || abi->magic != SG_PLUGIN_MAGIC || abi->info_size != sizeof(sg_plugin_abi) || abi->abi != SG_PLUGIN_ABI ||
        abi->row_size != sizeof(sg_backend)) {
        const sg_status st2 =
            !abi || abi->magic != SG_PLUGIN_MAGIC
                ? sg_fail(SG_E_FORMAT, "plugin '%s' %s %s (SG_PLUGIN_EXPORT_ABI, sg_plugin.h): its ABI cannot be checked; "
                          "rebuild it against this scangate's headers", path, abi ? "has a malformed" : "exports no",
                          SG_PLUGIN_ABI_SYMBOL)
                : sg_fail(SG_E_FORMAT, "plugin '%s' was built for plugin ABI %d (row size %zu), this scangate's is %d "
                          "(row size %zu): rebuild it against this scangate's headers", path, abi->abi, abi->row_size,
                          SG_PLUGIN_ABI, sizeof(sg_backend));
        dlclose(h);
        return st2;
    }
    sg_plugin_backends_fn fn;
    *(void **)&fn = dlsym(h, SG_PLUGIN_ENTRY);
    if (!fn) {
        dlclose(h);
        return sg_fail(SG_E_FORMAT, "plugin '%s' exports no %s (sg_plugin.h)", path, SG_PLUGIN_ENTRY);
    }
    int n = 0;
    const sg_backend *rows = fn(SG_PLUGIN_ABI, sizeof(sg_backend), &n);
    if (!rows || n < 1 || n > SG_PLUGIN_MAX_ROWS) {
        dlclose(h);
        return sg_fail(SG_E_FORMAT,
                       "plugin '%s' gave %s (ABI %d, row size %zu; 1..%d rows expected): rebuild it against this "
                       "scangate's headers",
                       path, rows ? "a bad row count" : "no rows", SG_PLUGIN_ABI, sizeof(sg_backend), SG_PLUGIN_MAX_ROWS);
    }
    sg_backend_table t;
    sg_backends_fill(&t);
    for (int i = 0; i < n; i++) {
        const sg_backend *r = &rows[i];
        int impls = 0;
        for (int m = 0; m < SG_MODEL_COUNT; m++) impls += r->impl[m] != NULL;
        const char *why = !valid_name(r->name)                      ? "its name is not ext.<letters, digits, _ or .>"
                          : sg_backend_find(&t, r->name) != NULL     ? "its name is taken"
                          : !r->available                            ? "it has no availability check"
                          : impls == 0                               ? "it implements no model"
                          : (r->kind < SG_BACKEND_CPU || r->kind > SG_BACKEND_EXTERNAL) ? "its kind is unknown"
                                                                     : NULL;
        for (int j = 0; j < i && !why; j++)
            if (strcmp(rows[j].name, r->name) == 0) why = "its name repeats";
        if (why) {
            /* the message first: the row's name lives in the library */
            const sg_status st2 = sg_fail(SG_E_FORMAT, "plugin '%s': row %d ('%.64s') refused: %s", path, i + 1,
                                          r->name ? r->name : "(null)", why);
            dlclose(h);
            return st2;
        }
        p->rows[i] = *r;
        p->rows[i].swaps = NULL;
    }
    p->nrows = n;
    g_nplugins++; /* the library stays loaded: its rows point into it */
    return SG_OK;
}

sg_status sg_plugins_load_env(void) {
    const char *v = getenv("SG_PLUGINS");
    if (!v || !*v) return SG_OK;
    char buf[4096];
    if (strlen(v) >= sizeof buf) return sg_fail(SG_E_USAGE, "SG_PLUGINS is too long");
    snprintf(buf, sizeof buf, "%s", v);
    for (char *save = NULL, *tok = strtok_r(buf, ":", &save); tok; tok = strtok_r(NULL, ":", &save)) {
        const sg_status st = sg_plugin_load(tok);
        if (st) return st;
    }
    return SG_OK;
}

void sg_plugins_add_rows(sg_backend_table *t) {
    for (int i = 0; i < g_nplugins; i++)
        for (int k = 0; k < g_plugins[i].nrows; k++) sg_backend_add(t, &g_plugins[i].rows[k]);
}

int sg_plugins_names(const char **out, int cap) {
    int n = 0;
    for (int i = 0; i < g_nplugins; i++)
        for (int k = 0; k < g_plugins[i].nrows && n < cap; k++) out[n++] = g_plugins[i].rows[k].name;
    return n;
}

const char *sg_plugin_code_hash(const char *name) {
    for (int i = 0; i < g_nplugins; i++)
        for (int k = 0; k < g_plugins[i].nrows; k++)
            if (strcmp(g_plugins[i].rows[k].name, name) == 0) return g_plugins[i].hash;
    return NULL;
}

const char *sg_plugin_path(const char *name) {
    for (int i = 0; i < g_nplugins; i++)
        for (int k = 0; k < g_plugins[i].nrows; k++)
            if (strcmp(g_plugins[i].rows[k].name, name) == 0) return g_plugins[i].path;
    return NULL;
}
