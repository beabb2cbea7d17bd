/* rglru_decode_oracle.h - the RG-LRU decode oracle (rglru_decode_oracle.c; oracle
 * layer): the mixer's oracle, forward only, over the P + N tokens. */
#ifndef SG_RGLRU_DECODE_ORACLE_H
#define SG_RGLRU_DECODE_ORACLE_H

#include "sg_oracle.h"

/* The equations identifier (reference/EQUATIONS.md section 10): names the cache files. */
#define SG_ORACLE_RGLRU_DECODE_EQUATIONS "rglru_decode-1"

/* y and h_last of the mixer's exact forward (section 9) over the L = P + N tokens; fills `res`. */
sg_status sg_oracle_rglru_decode(const sg_rglru_decode_problem *pb, const sg_oracle_opts *o, sg_tset *res,
                                 sg_oracle_cert *cert);

/* The cached front end: <cache_dir>/<case_hash>-rglru_decode-1-p<prec>.safetensors. */
sg_status sg_oracle_rglru_decode_cached(const sg_rglru_decode_problem *pb, const char *case_hash,
                                        const sg_oracle_opts *o, const char *cache_dir, sg_tset *res);

/* For the decode oracles (rglru_decode_oracle.c): moves quantity `q`'s four result tensors
 * (q.f64, q.rn_bf16, q.rn_f32, q.S) of `from` into `to` under the name `as`. */
sg_status sg_oracle_decode_take(sg_tset *to, const sg_tset *from, const char *q, const char *as);
/* The forward-only oracle options of a decode oracle's base model from its own (NULL: defaults). */
sg_oracle_opts sg_oracle_decode_opts(const sg_oracle_opts *o);
/* A decode oracle's results from its base model's forward-only results `base` (options bo, certification
 * bc): its output and final state (`q[0]`, `q[1]`, named as the base's) moved into res, the base's
 * certified bits, clipped and reset counts under the decode model's equations and quantities. */
sg_status sg_oracle_decode_finish(sg_tset *res, const sg_tset *base, const sg_oracle_opts *bo, const sg_oracle_cert *bc,
                                  const char *equations, sg_model model, const char *const q[2], sg_oracle_cert *cert);

#endif
