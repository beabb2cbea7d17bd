/* backends.c - fills the backend table: the CPU reference rows first; CUDA
 * kernel rows are added after them when CUDA backends exist in the build. */
#include "sg_model.h"
#include "sg_reference.h"
#ifdef SG_HAVE_CUDA
#include "sg_kernels.h"
#endif

void sg_backends_fill(sg_backend_table *t) {
    t->n = 0;
    sg_reference_register(t);
#ifdef SG_HAVE_CUDA
    sg_kernels_register(t);
#endif
}
