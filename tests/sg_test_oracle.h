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

#endif
