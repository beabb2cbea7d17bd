/* sg_testsupport.h - the test support, the one header the tests include for it
 * (tests/support/; libraries sg_testhooks and sg_testsupport, compiled into the
 * tests only, never into the product): the planted faults and boundary markers
 * of the CPU emulations (sg_testhooks.h), the mutant backend rows, the
 * finite-difference entry points of the oracles, and the planted output faults
 * of a given size on the canonical path (sg_perturb.h). A test that links it also
 * gets the SG_TESTING build of the CPU reference (sg_reference_testing, the
 * emulations with their hooks compiled in), which with no fault active gives
 * bitwise the product's results. */
#ifndef SG_TESTSUPPORT_H
#define SG_TESTSUPPORT_H

#include "sg_testhooks.h"
#include "sg_perturb.h"
#include "sg_oracle.h"

/* ---- mutant rows (mutants.c) ------------------------------------------------
 * Rows "mutant.<fault name>" (never added by sg_backends_fill): each runs the
 * emulation sg_mutant_base() names for the model with the fault active for the
 * duration of the call. */
void sg_mutants_register(sg_backend_table *t);
/* The production row a mutant is planted in, for a model (NULL: none). */
const char *sg_mutant_base(sg_fault f, sg_model m);

/* ---- finite-difference entry points of the oracles (oracle_loss.c) ----------
 * The scalar loss Σ dy·y + Σ dh_last·h_last of the exact RG-LRU forward (y
 * unrounded), every element from its own transcendentals (no tables, no
 * caches, a = exp(l) rather than sqrt(a^2)), with one input element perturbed
 * by `delta`. which: "x","u","v" (index into [B,L,D]), "p" ([D]), "h0" ([B,D]),
 * or NULL. */
sg_status sg_oracle_rglru_loss(const sg_rglru_problem *pb, long prec, const char *which,
                               int64_t index, const mpfr_t delta, mpfr_t out);

/* The scalar loss Σ dy·y + Σ dh_last·h_last of the exact RG-LRU mixer forward
 * (reference/EQUATIONS.md section 9), straight: for every (b, t, d) its gates
 * u = b_x + Σ x w_x, v = b_a + Σ x w_a summed from the perturbed inputs, then
 * i, r, a = exp(l), m = sqrt(-expm1(2 l)) from their own transcendentals, with one
 * input element perturbed by `delta`. which: "x" ([B,L,D]: the input of both
 * gates and of the direct path), "w_x", "w_a" ([H,W,W]), "b_x", "b_a" ([H,W]),
 * "p" ([D]), "h0" ([B,D]), or NULL. */
sg_status sg_oracle_rglru_mixer_loss(const sg_rglru_mixer_problem *pb, long prec, const char *which, int64_t index,
                                     const mpfr_t delta, mpfr_t out);

/* The scalar loss Σ dy·y + Σ dz_last·z_last of the exact SAMU forward (y
 * unrounded), evaluated directly element by element (every token's controller,
 * every mode-step's exp, sin, cos, sqrt from its own arguments; no tables, no
 * addition formulas), with one input element perturbed by `delta`.
 * which: "x" ([B,L,D]), "z0" ([B,D]), "w_phi", "w_r" ([D+1]), "a_phi", "a_r"
 * (index 0), "nu", "theta" ([M]), or NULL. */
sg_status sg_oracle_samu_loss(const sg_samu_problem *pb, long prec, const char *which,
                              int64_t index, const mpfr_t delta, mpfr_t out);

/* The SAMU direction w-hat = w / |w| of the n FP32 values wv into w (each
 * initialised, at its own precision), |w| the square root of the squares
 * summed in index order (fma), elementwise; element `moved` is moved by delta
 * first (moved < 0: none, delta unused). norm: scratch, |w| on return. */
void sg_samu_unit_direction(mpfr_t *w, const float *wv, int64_t n, int64_t moved, mpfr_srcptr delta, mpfr_ptr norm);

/* ---- committed tables (table_check.c) -------------------------------------------
 * Whether the data lines (every line not starting with '#': the provenance lines
 * aside) of the committed CSV at `path` equal those of the `computed` text; on a
 * difference the first differing line of each goes to stderr, prefixed by
 * `who`. 0 also when the file cannot be read (said on stderr). The gate-power
 * table's and the attribution benchmark's --check. */
int sg_table_same(const char *who, const char *path, const char *computed);

#endif
