/* samu_decode_oracle.h - the SAMU decode oracle (samu_decode_oracle.c; oracle layer):
 * SAMU's oracle, forward only, over the P + N tokens. */
#ifndef SG_SAMU_DECODE_ORACLE_H
#define SG_SAMU_DECODE_ORACLE_H

#include "sg_oracle.h"

/* The equations identifier (reference/EQUATIONS.md section 10). */
#define SG_ORACLE_SAMU_DECODE_EQUATIONS "samu_decode-1"

/* y and z_last of SAMU's exact forward (section 6) over the L = P + N tokens; fills `res`. */
sg_status sg_oracle_samu_decode(const sg_samu_decode_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                                sg_oracle_cert *cert);

/* The cached front end: <cache_dir>/<case_hash>-samu_decode-1-p<prec>.safetensors. */
sg_status sg_oracle_samu_decode_cached(const sg_samu_decode_problem *pb, const char *case_hash,
                                       const sg_oracle_opts *o, const char *cache_dir, sg_tset *res);

#endif
