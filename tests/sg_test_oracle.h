/* sg_test_oracle.h - checks shared by the oracle test programs of both models. */
#ifndef SG_TEST_ORACLE_H
#define SG_TEST_ORACLE_H

#include "sg_test.h"
#include "sg_fixtures.h"
#include "sg_oracle.h"

/* Tensor sets equal: same names, dtypes and bytes (prints the first difference). */
int sg_test_tsets_equal(const sg_tset *a, const sg_tset *b);
/* The on-disk cache of the model of case sp (made with the default seed): a
 * miss computes and writes, a hit reads back identical tensors, a truncated
 * file and a flipped bit are recomputed and the file rewritten whole. */
void sg_test_oracle_cache(const sg_case_spec *sp);
/* The model's oracle on case c with the default options, through the tests'
 * cache (sg_test_cache_dir), into res (initialised here; the caller frees it). */
void sg_test_oracle_held(const sg_case *c, sg_tset *res);
/* The certification minimum the oracle is held to: THRESHOLDS.md
 * oracle.certification.min_bits (R-CERT), read through the thresholds reader
 * (a file without it fails the calling test; the value is then +Inf). */
double sg_test_cert_min_bits(void);

/* The default oracle options (sg_oracle_opts_default) but `threads` threads
 * (0: every core) and certification on (1) or off (0). */
sg_oracle_opts sg_test_oracle_opts(int threads, int certify);

/* The model's oracle on case c, not cached, with options o into r (cert: NULL or filled). */
sg_status sg_test_oracle_direct(const sg_case *c, const sg_oracle_opts *o, sg_tset *r, sg_oracle_cert *cert);

/* Case sp made (default seed) into c and the model's oracle run on it with the
 * default options into res (the caller frees both). */
void sg_test_oracle_run(const sg_case_spec *sp, sg_case *c, sg_tset *res);

/* Certification of case sp at the default precision against 64 bits more (2
 * threads): every quantity certified to min_bits and recorded as cert_bits.<q>;
 * the equations and both precisions in the metadata; every value finite with a finite S >= |value|;
 * an RG-LRU case of the clip regime clipped (the marker that the path ran). */
void sg_test_oracle_cert(const sg_case_spec *sp, double min_bits);

/* forward_only (benchmarks): y and the last state bitwise those of the full
 * run, every gradient tensor zero, marked in the metadata, the gradients not
 * certified, the results never cached. */
void sg_test_oracle_forward_only(const sg_case_spec *sp);

/* Every value of every quantity of res (model m) finite, with a finite S >=
 * |value| (name: the case, in messages). */
void sg_test_oracle_values_S(const sg_tset *res, sg_model m, const char *name);

/* A hand-built SAMU problem (B = 2, D = 8, L steps) whose spectrum takes every
 * route to rho: nu = 1e-3, 0.3, 3, 25 (theta 0.7, -2, 3.1, 0.01), a_phi = -2.5,
 * a_r = 2.9; x in [-2, 2) and dy in [-1, 1) (BF16) from a fixed generator,
 * patterned z0, dz_last, w_phi, w_r; segment positions 1..L per row, no reset
 * (the caller sets its own in seg). */
#define SG_TEST_HAND_B 2
#define SG_TEST_HAND_D 8
typedef struct {
    uint16_t *x, *dy;
    int32_t *seg;
    float z0[SG_TEST_HAND_B * SG_TEST_HAND_D], dzl[SG_TEST_HAND_B * SG_TEST_HAND_D];
    float wp[SG_TEST_HAND_D + 1], wr[SG_TEST_HAND_D + 1];
    sg_samu_problem pb;
} sg_test_samu_hand;
void sg_test_samu_hand_init(sg_test_samu_hand *h, int64_t L);
void sg_test_samu_hand_free(sg_test_samu_hand *h);

/* 1, 2, .., nthreads (<= 8) threads, with or without certification, give
 * bitwise equal results (four tensors per quantity). */
void sg_test_oracle_threads(const sg_case_spec *sp, int nthreads, int certify);

/* Exact-value arrays for sg_oracle_samu_ex's mp: mp[k] holds n[k] initialised
 * mpfr_t at prec for SAMU quantity k (the model's order) of problem pb. */
#define SG_TEST_MAXQ 16
typedef struct {
    int nq;
    mpfr_t *mp[SG_TEST_MAXQ];
    size_t n[SG_TEST_MAXQ];
} sg_test_exact;
void sg_test_exact_init(sg_test_exact *ex, const sg_samu_problem *pb, long prec);
void sg_test_exact_free(sg_test_exact *ex);

/* The status of the model's straight-evaluation loss (sg_testsupport.h) at 64
 * bits on problem pb (an sg_rglru_problem or sg_samu_problem, as m says),
 * input element (which, index) moved by 0: what it refuses the problem or the
 * element with. */
sg_status sg_test_loss_status(sg_model m, const void *pb, const char *which, int64_t index);

/* ---- finite differences ----------------------------------------------------
 * fd = (loss(+delta) - loss(-delta)) / (2 delta), delta = 2^SG_TEST_FD_DELTA_EXP,
 * of the model's straight-evaluation loss (sg_testsupport.h) at SG_TEST_FD_PREC
 * bits for input element (which, index), against the oracle's gradient grad
 * with magnitude S: passes when |fd - grad| <= 1e-20 max(|grad|, S); an exactly
 * zero gradient needs an exactly zero difference. Failures are printed with q
 * (the quantity); st gathers the counts, the worst relative error and the
 * largest S/|grad| (loose: S/|grad| > 1e6, where the tolerance would be loose). */
#define SG_TEST_FD_PREC 320
#define SG_TEST_FD_DELTA_EXP (-70)
typedef struct {
    int64_t checked, zero, loose;
    double worst;     /* max |fd - grad| / max(|grad|, S) */
    double max_ratio; /* max S/|grad| over nonzero gradients */
} sg_test_fd_stats;
int sg_test_fd_check(sg_model m, const void *pb, const char *which, int64_t index, mpfr_srcptr grad, double S,
                     const char *q, sg_test_fd_stats *st);

#endif
