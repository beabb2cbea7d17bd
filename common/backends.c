/* backends.c - fills the backend table: the CPU reference rows first; CUDA
 * kernel rows are added after them when CUDA backends exist in the build. */
#include "sg_model.h"
#include "sg_reference.h"

void sg_backends_fill(sg_backend_table *t) {
    t->n = 0;
    sg_reference_register(t);
}
