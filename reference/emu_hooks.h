/* emu_hooks.h - the test hooks of the CPU emulations (reference/rglru_chunked.c,
 * reference/samu_chunked.c); internal to reference/. Lua's ltests.h pattern:
 * the instrumentation lives in its own module (tests/support/sg_testhooks.h,
 * library sg_testhooks), compiled in only when SG_TESTING is defined, which the
 * tests' variant of this library (sg_reference_testing) is. In the product
 * build (sg_reference_product) every hook is a macro that expands to the
 * unfaulted operation, or to nothing: no fault switch is read, no marker
 * counted, and no symbol of the test support is referenced (the test
 * test_no_test_symbols checks the shipped binary with nm).
 *
 *   EMU_TEST(...)                     the statements, only with SG_TESTING
 *                                     (reading the fault switch, counting markers)
 *   EMU_FAULT(F, ID)                  F == SG_FAULT_<ID>                 (product: 0)
 *   EMU_PLANT(F, ID, faulted, plain)  faulted where F is SG_FAULT_<ID>, else plain
 *   EMU_PLANTED(F, faulted, plain)    faulted where any fault is active, else plain
 *                                     (product: plain; faulted is not even compiled)
 * F is the fault read once per call of an emulation (EMU_TEST(const sg_fault F
 * = sg_fault_active;)); in the product build it does not exist, and no hook
 * expands it. With F == SG_FAULT_NONE every hook computes exactly the plain
 * operations (same operands, same order), so the tests' emulations give
 * bitwise the product's results. */
#ifndef SG_EMU_HOOKS_H
#define SG_EMU_HOOKS_H

#ifdef SG_TESTING
#include "sg_testhooks.h"
#define EMU_TEST(...) __VA_ARGS__
#define EMU_FAULT(F, ID) ((F) == SG_FAULT_##ID)
#define EMU_PLANT(F, ID, faulted, plain) (EMU_FAULT(F, ID) ? (faulted) : (plain))
#define EMU_PLANTED(F, faulted, plain) ((F) != SG_FAULT_NONE ? (faulted) : (plain))
#else
#define EMU_TEST(...)
#define EMU_FAULT(F, ID) 0
#define EMU_PLANT(F, ID, faulted, plain) (plain)
#define EMU_PLANTED(F, faulted, plain) (plain)
#endif

/* The hooks both emulations share. */
/* reset_t, the step's reset flag (0-based t; a reset where segment_pos is 0);
 * RESET_OFF_BY_ONE: the flag of step t-1. */
#define EMU_RESET(F, seg, t) EMU_PLANT(F, RESET_OFF_BY_ONE, (t) >= 1 && (seg)[(t) - 1] == 0, (seg)[t] == 0)
/* Whether the replay of a chunk of len steps (CH in a whole chunk) is skipped:
 * never; PARTIAL_CHUNK_SKIPPED: a partial one. */
#define EMU_SKIP_CHUNK(F, len, CH) ((len) < (CH) && EMU_FAULT(F, PARTIAL_CHUNK_SKIPPED))

#endif
