/* rglru_mixer_oracle.h - the RG-LRU mixer's MPFR oracle (rglru_mixer_oracle.c;
 * oracle layer): its equations identifier, its entry point and the cached
 * front end. */
#ifndef SG_RGLRU_MIXER_ORACLE_H
#define SG_RGLRU_MIXER_ORACLE_H

#include "sg_oracle.h"

/* The equations identifier (reference/EQUATIONS.md section 9): names the cache files. */
#define SG_ORACLE_RGLRU_MIXER_EQUATIONS "rglru_mixer-1"

/* Forward and backward; fills `res` (initialised by the caller). */
sg_status sg_oracle_rglru_mixer(const sg_rglru_mixer_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                                sg_oracle_cert *cert);

/* The cached front end (sg_oracle_cached): <cache_dir>/<case_hash>-rglru_mixer-1-p<prec>.safetensors. */
sg_status sg_oracle_rglru_mixer_cached(const sg_rglru_mixer_problem *pb, const char *case_hash,
                                       const sg_oracle_opts *o, const char *cache_dir, sg_tset *res);

#endif
