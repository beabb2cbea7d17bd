/* sg_test_oracle.h - checks shared by the oracle test programs of both models. */
#ifndef SG_TEST_ORACLE_H
#define SG_TEST_ORACLE_H

#include "sg_test.h"
#include "sg_fixtures.h"
#include "sg_oracle.h"

/* Tensor sets equal: same names, dtypes and bytes (prints the first difference). */
int sg_test_tsets_equal(const sg_tset *a, const sg_tset *b);
/* The on-disk cache of the case's model: a miss computes and writes, a hit reads
 * back identical tensors, a truncated file and a flipped bit are recomputed and
 * the file rewritten whole. */
void sg_test_oracle_cache(const sg_case *c);
/* The certification minimum the oracle is held to: THRESHOLDS.md
 * oracle.certification.min_bits (R-CERT), read through the thresholds reader
 * (a file without it fails the calling test; the value is then +Inf). */
double sg_test_cert_min_bits(void);

#endif
