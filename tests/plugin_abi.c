/* plugin_abi.c - the backend plugins of test_cli_hardening's check that the
 * loader itself verifies a plugin's ABI (backends/plugins.c, sg_plugin.h).
 * Built three times: SG_TEST_PLUGIN_GOOD exports SG_PLUGIN_EXPORT_ABI (loaded);
 * SG_TEST_PLUGIN_NOABI exports no sg_plugin_abi_info and serves any ABI it is
 * asked for (it skips its own check: refused by the loader);
 * SG_TEST_PLUGIN_WRONGABI declares another ABI than this scangate's and
 * serves any (refused). The one row, ext.abi_test, runs no real scan: it
 * is never evaluated, only listed. */
#include "sg_plugin.h"

static sg_status abi_test_rglru(const sg_rglru_problem *pb, sg_rglru_outputs *out) {
    (void)pb;
    (void)out;
    return SG_E_INTERNAL; /* computes nothing */
}

static sg_status always(void) { return SG_OK; }

#if defined(SG_TEST_PLUGIN_GOOD)
SG_PLUGIN_EXPORT_ABI;
#elif defined(SG_TEST_PLUGIN_WRONGABI)
__attribute__((visibility("default"))) extern const sg_plugin_abi sg_plugin_abi_info;
__attribute__((visibility("default"))) const sg_plugin_abi sg_plugin_abi_info = {
    SG_PLUGIN_MAGIC, SG_PLUGIN_ABI + 1, sizeof(sg_backend), sizeof(sg_plugin_abi)};
#endif

const sg_backend *sg_plugin_backends(int abi, size_t row_size, int *n);
const sg_backend *sg_plugin_backends(int abi, size_t row_size, int *n) {
    static sg_backend rows[1];
#if defined(SG_TEST_PLUGIN_GOOD)
    if (abi != SG_PLUGIN_ABI || row_size != sizeof(sg_backend)) return NULL;
#else
    (void)abi; /* the check a careless plugin leaves out */
    (void)row_size;
#endif
    rows[0] = (sg_backend){.name = "ext.abi_test",
                           .kind = SG_BACKEND_EXTERNAL,
                           .algorithm = "tests/plugin_abi.c: lists only",
                           .impl[SG_MODEL_RGLRU] = (sg_impl_fn)abi_test_rglru,
                           .available = always};
    *n = 1;
    return rows;
}
