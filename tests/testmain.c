/* testmain.c - main() for every CUnit test program (see sg_test.h). */
#include "sg_test.h"

#include <CUnit/Basic.h>
#include <stdlib.h>

void sg_add_suite(const char *name, const sg_test_entry *tests) {
    CU_pSuite s = CU_add_suite(name, NULL, NULL);
    if (!s) {
        fprintf(stderr, "cannot add suite %s: %s\n", name, CU_get_error_msg());
        exit(SG_E_INTERNAL);
    }
    for (const sg_test_entry *t = tests; t->name; t++) {
        if (!CU_add_test(s, t->name, t->fn)) {
            fprintf(stderr, "cannot add test %s: %s\n", t->name, CU_get_error_msg());
            exit(SG_E_INTERNAL);
        }
    }
}

const char *sg_test_env(const char *name, const char *fallback) {
    const char *v = getenv(name);
    return (v && *v) ? v : fallback;
}

int main(void) {
    if (CU_initialize_registry() != CUE_SUCCESS) return SG_E_INTERNAL;
    sg_register_tests();
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_failures() + CU_get_number_of_tests_failed();
    unsigned run = CU_get_number_of_tests_run();
    unsigned tfail = CU_get_number_of_tests_failed();
    printf("%u passed, %u failed\n", run - tfail, tfail);
    CU_cleanup_registry();
    return (failed == 0 && run > 0) ? 0 : 1;
}
